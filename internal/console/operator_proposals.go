package console

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// The core's actions under maker-checker: adding an operator, giving one
// another role or enabling one, resetting one's sign-in, and the
// disbursement threshold. Each is
// proposed by one admin and carried out on another admin's approval.
const (
	kindAddOperator    = "add-operator"
	kindUpdateOperator = "update-operator"
	kindThreshold      = "disbursement-threshold"
	kindWriteOffDays   = "write-off-days"
	kindResetOperator  = "reset-operator"
)

// newOperator is add-operator's parameters.
type newOperator struct {
	Name string `json:"name"`
	Role Role   `json:"role"`
}

// operatorUpdate is update-operator's parameters.
type operatorUpdate struct {
	OperatorID int64 `json:"operatorId"`
	Role       Role  `json:"role"`
	Enabled    bool  `json:"enabled"`
}

// registerCoreKinds registers the core's actions (New calls it).
func (s *Service) registerCoreKinds() {
	s.Register(Kind{
		Name: kindAddOperator, ObjectType: "operator", Permission: PermOperators,
		Describe: func(ctx context.Context, q store.Querier, name string, params json.RawMessage) (Change, error) {
			var p newOperator
			if err := json.Unmarshal(params, &p); err != nil {
				return Change{}, err
			}
			var n int64
			if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM operators WHERE name = ?`, name).Scan(&n); err != nil {
				return Change{}, err
			} else if n > 0 {
				return Change{}, fault.Field("name", "There is already an operator "+name+".")
			}
			return Change{Summary: fmt.Sprintf("Add operator %s as %s", name, p.Role), After: map[string]any{"role": p.Role}}, nil
		},
		// The approver receives the one-time link: the operator exists
		// only from the approval, and the link is shown once, to them.
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var p newOperator
			if err := json.Unmarshal(params, &p); err != nil {
				return Carried{}, err
			}
			o, token, err := s.addIn(ctx, tx, p.Name, p.Role, "console:"+pr.ProposedBy)
			if err != nil {
				return Carried{}, err
			}
			err = s.Record(ctx, tx, by, "add-operator", "operator", o.Name, nil, map[string]any{"role": o.Role, "proposedBy": pr.ProposedBy})
			return Carried{Outcome: fmt.Sprintf("%s added; the one-time link was shown to %s.", o.Name, by.Name), Link: EnrolLink(token)}, err
		},
	})
	s.Register(Kind{
		Name: kindUpdateOperator, ObjectType: "operator", Permission: PermOperators,
		Describe: func(ctx context.Context, q store.Querier, name string, params json.RawMessage) (Change, error) {
			var p operatorUpdate
			if err := json.Unmarshal(params, &p); err != nil {
				return Change{}, err
			}
			// Propose has checked the proposer's own change (UpdateOperator).
			c, err := s.operatorChange(ctx, q, httpapi.OperatorSession{}, p.OperatorID, p.Role, p.Enabled)
			if err != nil {
				return Change{}, err
			}
			what := fmt.Sprintf("Give %s the %s role", c.name, p.Role)
			if c.before.Role == p.Role {
				what = "Let " + c.name + " sign in again"
			} else if c.before.Disabled && p.Enabled {
				what += " and let them sign in again"
			}
			return Change{Summary: what, Before: c.before, After: c.after}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, _ Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var p operatorUpdate
			if err := json.Unmarshal(params, &p); err != nil {
				return Carried{}, err
			}
			_, err := s.changeOperator(ctx, tx, by, p.OperatorID, p.Role, p.Enabled)
			return Carried{}, err
		},
	})
	s.Register(Kind{
		Name: kindResetOperator, ObjectType: "operator", Permission: PermOperators,
		Describe: func(ctx context.Context, q store.Querier, name string, params json.RawMessage) (Change, error) {
			return Change{Summary: "Reset the password and TOTP of " + name + " (a new one-time sign-in link)",
				Before: map[string]string{"sign-in": "password and TOTP as enrolled"},
				After:  map[string]string{"sign-in": "cleared; sessions ended; a new one-time link, shown to the approver"}}, nil
		},
		// The approver receives the new link, shown once, as for an
		// added operator.
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var p OperatorID
			if err := json.Unmarshal(params, &p); err != nil {
				return Carried{}, err
			}
			a, err := s.resetIn(ctx, tx, by, p.OperatorID, pr.ProposedBy)
			if err != nil {
				return Carried{}, err
			}
			return Carried{Outcome: fmt.Sprintf("%s's sign-in reset; the one-time link was shown to %s.", a.Operator.Name, by.Name), Link: a.Link}, nil
		},
	})
	s.Register(s.settingKind(kindThreshold, thresholdKey, 0, "threshold", s.money, func(v, was int64) string {
		return "Disbursements above " + s.money(v) + " need a second operator (was " + s.money(was) + ")"
	}))
	s.Register(s.settingKind(kindWriteOffDays, writeOffDaysKey, DefaultWriteOffDays, "days", func(v int64) string { return loan.Plural(int(v), "day") },
		func(v, was int64) string {
			return fmt.Sprintf("Propose writing off loans %d days past due (was %d)", v, was)
		}))
}

// settingChange is a console setting's proposal parameters: the new
// value (named threshold, as the proposals already made have it).
type settingChange struct {
	Value int64 `json:"threshold"`
}

// settingKind is changing the console setting key (default def) under
// four eyes, by an admin: field names it (in a refusal and in the
// change's before and after), show writes a value, summary the change.
func (s *Service) settingKind(name, key string, def int64, field string, show func(int64) string, summary func(v, was int64) string) Kind {
	return Kind{
		Name: name, ObjectType: "setting", Permission: PermOperators,
		Describe: func(ctx context.Context, q store.Querier, _ string, params json.RawMessage) (Change, error) {
			var p settingChange
			if err := json.Unmarshal(params, &p); err != nil {
				return Change{}, err
			}
			was, err := s.setting(ctx, q, key, def)
			if err != nil {
				return Change{}, err
			}
			if was == p.Value {
				return Change{}, fault.Field(field, "The "+field+" is already "+show(was)+".")
			}
			return Change{Summary: summary(p.Value, was), Before: map[string]int64{field: was}, After: map[string]int64{field: p.Value}}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, _ Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var p settingChange
			if err := json.Unmarshal(params, &p); err != nil {
				return Carried{}, err
			}
			_, err := tx.Exec(ctx, `INSERT INTO console_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
				ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
				key, strconv.FormatInt(p.Value, 10), store.Millis(s.clock.Now()), by.Name)
			return Carried{}, err
		},
	}
}

// The console settings' keys.
const (
	thresholdKey    = "disbursement.threshold"
	writeOffDaysKey = "write-off.days"
)

// DefaultWriteOffDays is how many days past due a loan is proposed for a
// write-off until an admin sets another number.
const DefaultWriteOffDays = 180

// setting reads the console setting key, def when it was never set.
func (s *Service) setting(ctx context.Context, q store.Querier, key string, def int64) (int64, error) {
	var v string
	err := q.QueryRow(ctx, `SELECT value FROM console_settings WHERE key = ?`, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return def, nil
	} else if err != nil {
		return 0, err
	}
	return strconv.ParseInt(v, 10, 64)
}

// DisbursementThreshold is the amount (minor units) above which a
// disbursement needs a second operator; 0, the default, makes every
// disbursement need one.
func (s *Service) DisbursementThreshold(ctx context.Context, q store.Querier) (int64, error) {
	return s.setting(ctx, q, thresholdKey, 0)
}

// WriteOffDays is how many days past due a loan is proposed for a
// write-off (DefaultWriteOffDays until an admin changes it).
func (s *Service) WriteOffDays(ctx context.Context, q store.Querier) (int64, error) {
	return s.setting(ctx, q, writeOffDaysKey, DefaultWriteOffDays)
}

// ProposeWriteOffDays is an admin proposing another write-off threshold.
func (s *Service) ProposeWriteOffDays(ctx context.Context, by httpapi.OperatorSession, days int64) (Proposal, error) {
	if days < 1 {
		return Proposal{}, fault.Field("days", "The number of days past due is at least 1.")
	}
	return s.Propose(ctx, by, kindWriteOffDays, writeOffDaysKey, settingChange{days})
}

// ProposeThreshold is an admin proposing another disbursement threshold.
func (s *Service) ProposeThreshold(ctx context.Context, by httpapi.OperatorSession, threshold int64) (Proposal, error) {
	if threshold < 0 {
		return Proposal{}, fault.Field("threshold", "The threshold is an amount of at least 0.")
	}
	return s.Propose(ctx, by, kindThreshold, thresholdKey, settingChange{threshold})
}

// money writes minor units in the market's currency (₱20,000.00).
func (s *Service) money(minor int64) string { return loan.Money{Symbol: s.market.Symbol}.Format(minor) }

// KindPermissions lists the permissions of the actions under maker-checker:
// a role with any of them sees the queue (PermApprovals).
func (s *Service) KindPermissions() []Permission {
	var out []Permission
	for _, k := range s.kinds {
		out = append(out, k.Permission)
	}
	return out
}

// CanApprove tells whether any enabled admin can sign in (has a password
// and TOTP): whether anyone could approve a proposal to add an operator.
func (s *Service) CanApprove(ctx context.Context) (bool, error) {
	var n int
	err := s.db.QueryRow(ctx, `SELECT COUNT(*) FROM operators WHERE role = ? AND disabled_at = 0 AND password_hash <> '' AND totp_on = 1`, string(Admin)).Scan(&n)
	return n > 0, err
}

// AddAlone adds an operator at once, without a second admin: for the
// command line only, when nobody could approve (CanApprove is false: a new
// installation) or in development with --alone. why says which, in the
// audit log, written in the same transaction.
func (s *Service) AddAlone(ctx context.Context, by httpapi.OperatorSession, name string, role Role, why string) (Added, error) {
	var out Added
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		o, token, err := s.addIn(ctx, tx, name, role, "cli:"+by.Name)
		if err != nil {
			return err
		}
		out = Added{Operator: o, Link: EnrolLink(token)}
		return s.Record(ctx, tx, by, "add-operator", "operator", o.Name, nil, map[string]any{"role": o.Role, "alone": why})
	})
	return out, err
}
