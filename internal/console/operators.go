package console

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/page"
	"kwarta/internal/store"
)

const operatorColumns = `id, name, role, password_hash, totp_on, locked_until, disabled_at, created_at, created_by`

// OperatorSorts are the operators list's sort keys: created (the
// default, oldest first), name and role.
var OperatorSorts = page.Sorts{ID: "id", Default: "created", Keys: map[string]page.Key{
	"created": {SQL: "created_at"},
	"name":    {SQL: "name", Text: true},
	"role":    {SQL: "role", Text: true},
}}

// Operators lists every operator (the command line's list).
func (s *Service) Operators(ctx context.Context) ([]Operator, error) {
	rows, err := s.db.Query(ctx, `SELECT `+operatorColumns+` FROM operators ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	scan := s.scanOperator()
	out := []Operator{}
	for rows.Next() {
		o, err := scan(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// OperatorsPage is one page of the operators in o.
func (s *Service) OperatorsPage(ctx context.Context, o page.Order) (page.Page[Operator], error) {
	return page.List(ctx, s.db, OperatorSorts, o, page.Query{Select: operatorColumns, From: "operators"}, s.scanOperator())
}

// scanOperator reads an operator's row, locked at the clock's now.
func (s *Service) scanOperator() func(scan func(...any) error) (Operator, error) {
	now := store.Millis(s.clock.Now())
	return func(scan func(...any) error) (Operator, error) {
		var o Operator
		var hash string
		var totpOn int
		var locked, disabled, created int64
		err := scan(&o.ID, &o.Name, &o.Role, &hash, &totpOn, &locked, &disabled, &created, &o.CreatedBy)
		o.Enrolled, o.Locked, o.Disabled, o.CreatedAt = hash != "" && totpOn == 1, locked > now, disabled > 0, store.Time(created)
		return o, err
	}
}

// operatorState is what UpdateOperator changes, for the audit log.
type operatorState struct {
	Role     Role `json:"role"`
	Disabled bool `json:"disabled"`
}

// Updated is an operator after UpdateOperator, or, when the change needs
// a second admin, as it still is with the proposal waiting for them.
type Updated struct {
	Operator
	Proposal *Proposal `json:"proposal,omitempty"`
}

// UpdateOperator gives an operator another role, or disables (a leaver)
// or enables the account. Disabling alone is done at once, by one admin:
// it only takes power away, and a leaver must be cut off without waiting.
// Another role or enabling an account gives power, so it is proposed and
// a second admin's approval carries it out (operator_proposals.go).
// Disabling ends every session and refuses the sign-in and the sign-in
// links until the account is enabled again; a new role holds from the
// operator's next call. No admin can take the admin role from themselves
// or disable themselves, so the console always has an enabled admin.
// Recorded in the audit log with the state before and after.
func (s *Service) UpdateOperator(ctx context.Context, by httpapi.OperatorSession, operatorID int64, role Role, enabled bool) (Updated, error) {
	if _, ok := grants[role]; !ok {
		return Updated{}, fault.Field("role", "The role is admin, reviewer, finance or support.")
	}
	c, err := s.operatorChange(ctx, s.db, by, operatorID, role, enabled)
	if err != nil {
		return Updated{}, err
	}
	if c.after.Role == c.before.Role && c.after.Disabled {
		var out Operator
		err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			out, err = s.changeOperator(ctx, tx, by, operatorID, role, enabled)
			return err
		})
		return Updated{Operator: out}, err
	}
	p, err := s.Propose(ctx, by, kindUpdateOperator, c.name, operatorUpdate{OperatorID: operatorID, Role: role, Enabled: enabled})
	if err != nil {
		return Updated{}, err
	}
	return Updated{Operator: Operator{ID: operatorID, Name: c.name, Role: c.before.Role, Disabled: c.before.Disabled}, Proposal: &p}, nil
}

// operatorChangeOf is a change of an operator's role and access, read
// and checked in q as by would make it.
type operatorChangeOf struct {
	name          string
	before, after operatorState
	disabledAt    int64
}

func (s *Service) operatorChange(ctx context.Context, q store.Querier, by httpapi.OperatorSession, operatorID int64, role Role, enabled bool) (operatorChangeOf, error) {
	var c operatorChangeOf
	err := q.QueryRow(ctx, `SELECT name, role, disabled_at FROM operators WHERE id = ?`, operatorID).Scan(&c.name, &c.before.Role, &c.disabledAt)
	if errors.Is(err, sql.ErrNoRows) {
		return c, fault.New(fault.CodeNotFound, "No such operator.")
	} else if err != nil {
		return c, err
	}
	c.before.Disabled = c.disabledAt > 0
	c.after = operatorState{Role: role, Disabled: !enabled}
	if c.after == c.before {
		return c, fault.New(fault.CodeConflict, c.name+" is already a "+string(role)+map[bool]string{true: ", disabled.", false: "."}[c.after.Disabled])
	}
	// Only an enabled admin gets here, so refusing admins this change
	// to themselves keeps at least one enabled admin.
	if operatorID == by.ID && (c.after.Role != Admin || c.after.Disabled) {
		return c, fault.New(fault.CodeConflict, "You cannot take the admin role from yourself or disable yourself: ask another admin.")
	}
	return c, nil
}

// changeOperator makes the change in tx, as by (the admin disabling, or
// the one approving), with its line in the audit log.
func (s *Service) changeOperator(ctx context.Context, tx *store.Tx, by httpapi.OperatorSession, operatorID int64, role Role, enabled bool) (Operator, error) {
	c, err := s.operatorChange(ctx, tx, by, operatorID, role, enabled)
	if err != nil {
		return Operator{}, err
	}
	now := store.Millis(s.clock.Now())
	disabledAt := int64(0)
	if c.after.Disabled {
		disabledAt = c.disabledAt
		if disabledAt == 0 {
			disabledAt = now
		}
		if _, err := tx.Exec(ctx, `UPDATE operator_sessions SET ended_at = ?, ended_by = ? WHERE operator_id = ? AND ended_at = 0`, now, by.Name, operatorID); err != nil {
			return Operator{}, err
		}
	}
	if _, err := tx.Exec(ctx, `UPDATE operators SET role = ?, disabled_at = ? WHERE id = ?`, string(role), disabledAt, operatorID); err != nil {
		return Operator{}, err
	}
	if err := s.Record(ctx, tx, by, "update-operator", "operator", c.name, c.before, c.after); err != nil {
		return Operator{}, err
	}
	return Operator{ID: operatorID, Name: c.name, Role: role, Disabled: c.after.Disabled}, nil
}

// lifecycleTarget reads the operator an admin's Unlock or Reset acts on,
// in the change's transaction.
func lifecycleTarget(ctx context.Context, tx *store.Tx, operatorID int64) (Operator, int64, error) {
	var o Operator
	var locked, disabled, created int64
	err := tx.QueryRow(ctx, `SELECT id, name, role, locked_until, disabled_at, created_at, created_by FROM operators WHERE id = ?`, operatorID).
		Scan(&o.ID, &o.Name, &o.Role, &locked, &disabled, &created, &o.CreatedBy)
	if errors.Is(err, sql.ErrNoRows) {
		return o, 0, fault.New(fault.CodeNotFound, "No such operator.")
	}
	o.Disabled, o.CreatedAt = disabled > 0, store.Time(created)
	return o, locked, err
}

// Unlock ends an operator's lockout after wrong sign-ins (by is the acting
// admin) and starts their count of wrong tries again. Recorded in the
// audit log ("unlock-operator") with the lockout's end.
func (s *Service) Unlock(ctx context.Context, by httpapi.OperatorSession, operatorID int64) (Operator, error) {
	var out Operator
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		o, locked, err := lifecycleTarget(ctx, tx, operatorID)
		if err != nil {
			return err
		}
		if locked <= store.Millis(s.clock.Now()) {
			return fault.New(fault.CodeConflict, o.Name+" is not locked.")
		}
		if _, err := tx.Exec(ctx, `UPDATE operators SET failed = 0, locked_until = 0 WHERE id = ?`, operatorID); err != nil {
			return err
		}
		out = o
		return s.Record(ctx, tx, by, "unlock-operator", "operator", o.Name, map[string]time.Time{"lockedUntil": store.Time(locked)}, nil)
	})
	return out, err
}

// Reset is an admin (by) proposing to start an operator's enrolment
// again, for a forgotten password or a lost phone; a second admin's
// approval carries it out (resetIn) and is shown the new one-time link
// once, as for an added operator: a reset hands the account to whoever
// holds the link, so it is power. No admin resets themselves (ask
// another), nor a disabled operator (enable them first), checked again
// at the approval; the approver may not be the operator reset either.
func (s *Service) Reset(ctx context.Context, by httpapi.OperatorSession, operatorID int64) (Added, error) {
	var o Operator
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		o, err = resettable(ctx, tx, by, operatorID)
		return err
	})
	if err != nil {
		return Added{}, err
	}
	p, err := s.Propose(ctx, by, kindResetOperator, o.Name, OperatorID{OperatorID: operatorID})
	if err != nil {
		return Added{}, err
	}
	return Added{Operator: o, Proposal: &p}, nil
}

// resettable reads the operator by would reset, in tx: not by, not disabled.
func resettable(ctx context.Context, tx *store.Tx, by httpapi.OperatorSession, operatorID int64) (Operator, error) {
	o, _, err := lifecycleTarget(ctx, tx, operatorID)
	if err != nil {
		return o, err
	}
	if o.ID == by.ID {
		return o, fault.New(fault.CodeConflict, "You cannot reset your own sign-in: ask another admin.")
	}
	if o.Disabled {
		return o, fault.New(fault.CodeConflict, o.Name+" is disabled: enable the account first.")
	}
	return o, nil
}

// resetIn resets an operator's sign-in in tx as by, the approving admin:
// it clears the password and the TOTP secret and the lockout, ends every
// session and every earlier sign-in link, and answers a new one-time link
// (LinkLife). The operator keeps their name, role and history. Recorded
// in the audit log ("reset-operator").
func (s *Service) resetIn(ctx context.Context, tx *store.Tx, by httpapi.OperatorSession, operatorID int64, proposedBy string) (Added, error) {
	o, err := resettable(ctx, tx, by, operatorID)
	if err != nil {
		return Added{}, err
	}
	token := randomToken()
	now := store.Millis(s.clock.Now())
	if _, err := tx.Exec(ctx, `UPDATE operators SET password_hash = '', totp_secret = '', totp_on = 0, failed = 0, locked_until = 0 WHERE id = ?`, operatorID); err != nil {
		return Added{}, err
	}
	if _, err := tx.Exec(ctx, `UPDATE operator_links SET expires_at = ? WHERE operator_id = ? AND used_at = 0 AND expires_at > ?`, now, operatorID, now); err != nil {
		return Added{}, err
	}
	res, err := tx.Exec(ctx, `UPDATE operator_sessions SET ended_at = ?, ended_by = ? WHERE operator_id = ? AND ended_at = 0`, now, by.Name, operatorID)
	if err != nil {
		return Added{}, err
	}
	ended, _ := res.RowsAffected()
	if _, err := tx.Exec(ctx, `INSERT INTO operator_links (token_hash, operator_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		hashToken(token), operatorID, now, store.Millis(s.clock.Now().Add(LinkLife))); err != nil {
		return Added{}, err
	}
	err = s.Record(ctx, tx, by, "reset-operator", "operator", o.Name, nil, map[string]any{"sessionsEnded": ended, "proposedBy": proposedBy})
	return Added{Operator: o, Link: EnrolLink(token)}, err
}
