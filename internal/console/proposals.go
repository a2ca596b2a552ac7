package console

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/page"
	"kwarta/internal/store"
)

// Maker-checker (four eyes; Apache Fineract's name): an action under it is
// proposed by one operator and carried out only when a second operator,
// whose role has the action's permission, approves it. The proposer never
// approves their own proposal. Each action is a Kind in a small registry:
// its permission, how to describe the difference it would make, and the
// function that carries it out in the approval's own transaction.

// ProposalLife is how long a proposal waits for its second operator.
const ProposalLife = 72 * time.Hour

// The states of a proposal (proposals.state).
const (
	ProposalPending  = "pending"
	ProposalDone     = "done"     // approved and carried out
	ProposalDeclined = "declined" // a second operator said no, with a note
	ProposalExpired  = "expired"  // nobody decided within ProposalLife
	ProposalFailed   = "failed"   // approved, but it could not be carried out; nothing changed
)

// Change is the difference a proposal would make: one readable line and
// the state before and after (any JSON-able values), as the queue shows it.
type Change struct {
	Summary string
	Before  any
	After   any
}

// Carried is what carrying out a proposal did: Outcome is kept with the
// proposal; Link is shown to the approver once and kept nowhere (an added
// operator's one-time enrolment link).
type Carried struct {
	Outcome string
	Link    string
}

// Kind is one action under maker-checker. Describe and Carry run in a
// transaction (q, tx) and return a fault when the action cannot be done,
// which refuses the proposal, or at approval time marks it failed with
// nothing else changed. After, when set, runs once the approval is
// committed, for what cannot be in a transaction (a payout provider's
// call); its Outcome replaces Carry's.
type Kind struct {
	Name       string
	ObjectType string
	Permission Permission // to propose and to decide
	// ProposedWith is a permission that may also propose the action, never
	// decide it: collect, for a collector's waiver, reschedule or write-off
	// on their own account (the collections screen checks which).
	ProposedWith Permission
	Describe     func(ctx context.Context, q store.Querier, objectID string, params json.RawMessage) (Change, error)
	Carry        func(ctx context.Context, tx *store.Tx, p Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error)
	After        func(ctx context.Context, p Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error)
}

// Register adds an action to the registry; the screens register theirs
// when they are built (before the server serves).
func (s *Service) Register(k Kind) {
	if s.kinds == nil {
		s.kinds = map[string]Kind{}
	}
	if _, dup := s.kinds[k.Name]; dup || k.Describe == nil || k.Carry == nil {
		panic("console: kind " + k.Name + " registered twice or incomplete")
	}
	s.kinds[k.Name] = k
}

// Proposal is one proposed action, as the queue shows it.
type Proposal struct {
	ID         int64     `json:"id"`
	Kind       string    `json:"kind"`
	ObjectType string    `json:"objectType"`
	ObjectID   string    `json:"objectId"`
	Summary    string    `json:"summary"`
	Before     string    `json:"before"` // JSON, or ""
	After      string    `json:"after"`
	ProposedBy string    `json:"proposedBy"`
	ProposedAt time.Time `json:"proposedAt"`
	ExpiresAt  time.Time `json:"expiresAt"`
	State      string    `json:"state"`
	DecidedBy  string    `json:"decidedBy"`
	DecidedAt  time.Time `json:"decidedAt"` // zero while pending or expired
	Note       string    `json:"note"`
	Outcome    string    `json:"outcome"`
	// Yours: the signed-in operator proposed it (another must decide).
	Yours bool `json:"yours"`
	// CanDecide: the signed-in operator may approve or decline it now.
	CanDecide bool `json:"canDecide"`

	proposedByID int64
	params       json.RawMessage
}

const proposalColumns = `id, kind, object_type, object_id, params_json, summary, before_json, after_json, proposed_by_id, proposed_by,
	proposed_at, expires_at, state, decided_by, decided_at, note, outcome`

func scanProposal(scan func(...any) error) (Proposal, error) {
	var (
		p                          Proposal
		params                     string
		proposedAt, expires, decAt int64
	)
	err := scan(&p.ID, &p.Kind, &p.ObjectType, &p.ObjectID, &params, &p.Summary, &p.Before, &p.After, &p.proposedByID, &p.ProposedBy,
		&proposedAt, &expires, &p.State, &p.DecidedBy, &decAt, &p.Note, &p.Outcome)
	p.params, p.ProposedAt, p.ExpiresAt = json.RawMessage(params), store.Time(proposedAt), store.Time(expires)
	if decAt > 0 {
		p.DecidedAt = store.Time(decAt)
	}
	return p, err
}

// as fills in what the proposal is to op.
func (p Proposal) as(op httpapi.OperatorSession, k Kind) Proposal {
	p.Yours = p.proposedByID == op.ID
	p.CanDecide = p.State == ProposalPending && !p.Yours && Allowed(Role(op.Role), k.Permission)
	return p
}

// system is the audit log's name for what nobody did: a proposal expiring.
var system = httpapi.OperatorSession{Name: "system"}

// expire marks every pending proposal past its time expired, each with
// its line in the audit log. Every read, proposal and decision runs it
// first, in a transaction of its own (expiring stands even when the call
// is then refused), and the guarded UPDATE of a decision checks the time
// again, so nothing expired is shown as pending or approved.
func (s *Service) expire(ctx context.Context, tx *store.Tx) error {
	now := store.Millis(s.clock.Now())
	rows, err := tx.Query(ctx, `SELECT `+proposalColumns+` FROM proposals WHERE state = 'pending' AND expires_at <= ?`, now)
	if err != nil {
		return err
	}
	var stale []Proposal
	for rows.Next() {
		p, err := scanProposal(rows.Scan)
		if err != nil {
			rows.Close()
			return err
		}
		stale = append(stale, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, p := range stale {
		r, err := tx.Exec(ctx, `UPDATE proposals SET state = 'expired' WHERE id = ? AND state = 'pending'`, p.ID)
		if err != nil {
			return err
		}
		if n, err := r.RowsAffected(); err != nil || n == 0 {
			continue
		}
		if err := s.Record(ctx, tx, system, "expire:"+p.Kind, p.ObjectType, p.ObjectID,
			map[string]any{"proposal": p.ID, "state": ProposalPending}, map[string]any{"proposal": p.ID, "state": ProposalExpired}); err != nil {
			return err
		}
	}
	return nil
}

// Propose records op's proposal of an action of kind on an object, with
// the parameters needed to carry it out, and its line in the audit log.
// A second proposal of the same kind for the same object while one is
// pending is refused (409, naming the pending one): the queue holds one
// question per object, never two that race.
func (s *Service) Propose(ctx context.Context, op httpapi.OperatorSession, kind, objectID string, params any) (Proposal, error) {
	k, ok := s.kinds[kind]
	if !ok {
		return Proposal{}, fmt.Errorf("console: no kind %q", kind)
	}
	if !Allowed(Role(op.Role), k.Permission) && (k.ProposedWith == "" || !Allowed(Role(op.Role), k.ProposedWith)) {
		return Proposal{}, fault.New(fault.CodeForbidden, fmt.Sprintf("A %s may not propose this.", op.Role))
	}
	raw, err := json.Marshal(params)
	if err != nil {
		return Proposal{}, err
	}
	if err := s.db.InTx(ctx, s.expire); err != nil {
		return Proposal{}, err
	}
	var p Proposal
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var pending int64
		err := tx.QueryRow(ctx, `SELECT id FROM proposals WHERE kind = ? AND object_type = ? AND object_id = ? AND state = 'pending'`,
			kind, k.ObjectType, objectID).Scan(&pending)
		if err == nil {
			return fault.Newf(fault.CodeConflict, "Proposal #%d for this is already waiting for a second operator.", pending)
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		c, err := k.Describe(ctx, tx, objectID, raw)
		if err != nil {
			return err
		}
		before, err := jsonOrEmpty(c.Before)
		if err != nil {
			return err
		}
		after, err := jsonOrEmpty(c.After)
		if err != nil {
			return err
		}
		now := s.clock.Now()
		p = Proposal{Kind: kind, ObjectType: k.ObjectType, ObjectID: objectID, Summary: c.Summary, Before: before, After: after,
			ProposedBy: op.Name, ProposedAt: now, ExpiresAt: now.Add(ProposalLife), State: ProposalPending, proposedByID: op.ID, params: raw}
		p.ID, err = store.InsertID(ctx, tx, `INSERT INTO proposals (kind, object_type, object_id, params_json, summary, before_json, after_json,
			proposed_by_id, proposed_by, proposed_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			kind, k.ObjectType, objectID, string(raw), c.Summary, before, after, op.ID, op.Name, store.Millis(now), store.Millis(p.ExpiresAt))
		if store.IsUniqueViolation(err) {
			return fault.New(fault.CodeConflict, "A proposal for this is already waiting for a second operator.")
		} else if err != nil {
			return err
		}
		return s.Record(ctx, tx, op, "propose:"+kind, k.ObjectType, objectID, c.Before,
			map[string]any{"proposal": p.ID, "summary": c.Summary, "after": c.After})
	})
	return p.as(op, k), err
}

// Verdict is the answer to one decision: the proposal as it now stands,
// and for an approved one, the link to hand on (shown only now). In a
// bulk decision, OK is false and Message says why for an item refused or
// failed; the others still go on.
type Verdict struct {
	ID       int64     `json:"id"`
	OK       bool      `json:"ok"`
	Message  string    `json:"message"`
	Proposal *Proposal `json:"proposal,omitempty"`
	Link     string    `json:"link,omitempty"`
}

// pendingFor reads a proposal in tx for op's decision: it must be
// pending, not op's own, and of a kind op's role may decide.
func (s *Service) pendingFor(ctx context.Context, tx *store.Tx, op httpapi.OperatorSession, id int64) (Proposal, Kind, error) {
	p, err := scanProposal(tx.QueryRow(ctx, `SELECT `+proposalColumns+` FROM proposals WHERE id = ?`, id).Scan)
	if errors.Is(err, sql.ErrNoRows) {
		return p, Kind{}, fault.New(fault.CodeNotFound, "No such proposal.")
	} else if err != nil {
		return p, Kind{}, err
	}
	k, ok := s.kinds[p.Kind]
	if !ok {
		return p, k, fmt.Errorf("console: proposal %d of unknown kind %q", p.ID, p.Kind)
	}
	if !Allowed(Role(op.Role), k.Permission) {
		return p, k, fault.New(fault.CodeForbidden, fmt.Sprintf("A %s may not decide this.", op.Role))
	}
	if p.State != ProposalPending {
		who := ""
		if p.DecidedBy != "" {
			who = " by " + p.DecidedBy
		}
		return p, k, fault.Newf(fault.CodeConflict, "Proposal #%d is no longer waiting: it was %s%s.", p.ID, p.State, who)
	}
	return p, k, nil
}

// decide moves a pending proposal to state with a guarded UPDATE: of two
// operators deciding at the same moment, exactly one gets true.
func (s *Service) decide(ctx context.Context, tx *store.Tx, op httpapi.OperatorSession, p *Proposal, state, note, outcome string) (bool, error) {
	now := s.clock.Now()
	r, err := tx.Exec(ctx, `UPDATE proposals SET state = ?, decided_by_id = ?, decided_by = ?, decided_at = ?, note = ?, outcome = ?
		WHERE id = ? AND state = 'pending' AND expires_at > ?`, state, op.ID, op.Name, store.Millis(now), note, outcome, p.ID, store.Millis(now))
	if err != nil {
		return false, err
	}
	n, err := r.RowsAffected()
	if err != nil || n == 0 {
		return false, err
	}
	p.State, p.DecidedBy, p.DecidedAt, p.Note, p.Outcome = state, op.Name, now, note, outcome
	return true, nil
}

// errDecided is the answer to the second of two simultaneous decisions.
func errDecided(id int64) error {
	return fault.Newf(fault.CodeConflict, "Proposal #%d was decided by another operator a moment ago.", id)
}

// Approve carries out a proposal as op, the second operator: in one
// transaction the guarded UPDATE takes it from pending to done, the kind's
// Carry does the action and the audit log records the approval, so the
// action happens exactly once. The proposer is refused (403), also from
// another session. When Carry refuses (the order changed since, the name
// was taken meanwhile), that transaction is rolled back and the proposal
// is marked failed with the reason, audited; the answer is a 409 saying so.
// A kind's After runs once the approval is committed.
func (s *Service) Approve(ctx context.Context, op httpapi.OperatorSession, id int64, note string) (Verdict, error) {
	var (
		p       Proposal
		k       Kind
		carried Carried
		failure *fault.Error
	)
	if err := s.db.InTx(ctx, s.expire); err != nil {
		return Verdict{ID: id}, err
	}
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		if p, k, err = s.pendingFor(ctx, tx, op, id); err != nil {
			return err
		}
		if p.proposedByID == op.ID {
			return fault.New(fault.CodeForbidden, "You proposed this: another operator must approve it.")
		}
		if ok, err := s.decide(ctx, tx, op, &p, ProposalDone, note, ""); err != nil {
			return err
		} else if !ok {
			return errDecided(p.ID)
		}
		carried, err = k.Carry(ctx, tx, p, p.params, op)
		var fe *fault.Error
		if errors.As(err, &fe) {
			failure = fe
			return fe // roll back the approval and whatever Carry did
		} else if err != nil {
			return err
		}
		if carried.Outcome != "" {
			p.Outcome = carried.Outcome
			if _, err := tx.Exec(ctx, `UPDATE proposals SET outcome = ? WHERE id = ?`, p.Outcome, p.ID); err != nil {
				return err
			}
		}
		return s.Record(ctx, tx, op, "approve:"+p.Kind, p.ObjectType, p.ObjectID,
			map[string]any{"proposal": p.ID, "proposedBy": p.ProposedBy, "state": ProposalPending},
			map[string]any{"proposal": p.ID, "state": ProposalDone, "note": note, "outcome": p.Outcome})
	})
	if failure != nil {
		return s.fail(ctx, op, id, note, failure)
	}
	if err != nil {
		return Verdict{ID: id}, err
	}
	if k.After != nil {
		after, err := k.After(ctx, p, p.params, op)
		if after.Outcome != "" {
			p.Outcome = after.Outcome
			if _, uerr := s.db.Exec(ctx, `UPDATE proposals SET outcome = ? WHERE id = ?`, p.Outcome, p.ID); uerr != nil && err == nil {
				err = uerr
			}
		}
		if err != nil {
			return Verdict{ID: id, Proposal: ptr(p.as(op, k))}, err
		}
	}
	return Verdict{ID: id, OK: true, Message: p.Summary + ": done.", Proposal: ptr(p.as(op, k)), Link: carried.Link}, nil
}

// fail marks an approved proposal that could not be carried out failed,
// with the reason, in a transaction of its own (the approval's was rolled
// back), and answers the reason as a 409.
func (s *Service) fail(ctx context.Context, op httpapi.OperatorSession, id int64, note string, why *fault.Error) (Verdict, error) {
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		p, _, err := s.pendingFor(ctx, tx, op, id)
		if err != nil {
			return err
		}
		if ok, err := s.decide(ctx, tx, op, &p, ProposalFailed, note, why.Message); err != nil {
			return err
		} else if !ok {
			return errDecided(id)
		}
		return s.Record(ctx, tx, op, "fail:"+p.Kind, p.ObjectType, p.ObjectID,
			map[string]any{"proposal": p.ID, "state": ProposalPending},
			map[string]any{"proposal": p.ID, "state": ProposalFailed, "reason": why.Message})
	})
	if err != nil {
		return Verdict{ID: id}, err
	}
	return Verdict{ID: id}, fault.Newf(fault.CodeConflict, "Proposal #%d could not be carried out and is marked failed: %s", id, why.Message)
}

// Decline refuses a proposal, with a note saying why (required). The
// proposer may decline their own (withdraw it); nothing is carried out.
func (s *Service) Decline(ctx context.Context, op httpapi.OperatorSession, id int64, note string) (Verdict, error) {
	if strings.TrimSpace(note) == "" {
		return Verdict{ID: id}, fault.Field("note", "Say why the proposal is declined.")
	}
	var (
		p Proposal
		k Kind
	)
	if err := s.db.InTx(ctx, s.expire); err != nil {
		return Verdict{ID: id}, err
	}
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		if p, k, err = s.pendingFor(ctx, tx, op, id); err != nil {
			return err
		}
		if ok, err := s.decide(ctx, tx, op, &p, ProposalDeclined, note, ""); err != nil {
			return err
		} else if !ok {
			return errDecided(id)
		}
		return s.Record(ctx, tx, op, "decline:"+p.Kind, p.ObjectType, p.ObjectID,
			map[string]any{"proposal": p.ID, "proposedBy": p.ProposedBy, "state": ProposalPending},
			map[string]any{"proposal": p.ID, "state": ProposalDeclined, "note": note})
	})
	if err != nil {
		return Verdict{ID: id}, err
	}
	return Verdict{ID: id, OK: true, Message: p.Summary + ": declined.", Proposal: ptr(p.as(op, k))}, nil
}

// DecideAll approves or declines each of ids in turn, each on its own as
// Approve or Decline would (its own transaction and audit line): one
// refused or failing does not stop the others, and the answer has one
// verdict per id, in order.
func (s *Service) DecideAll(ctx context.Context, op httpapi.OperatorSession, ids []int64, decision, note string) ([]Verdict, error) {
	var decide func(context.Context, httpapi.OperatorSession, int64, string) (Verdict, error)
	switch decision {
	case "approve":
		decide = s.Approve
	case "decline":
		if strings.TrimSpace(note) == "" {
			return nil, fault.Field("note", "Say why the proposals are declined.")
		}
		decide = s.Decline
	default:
		return nil, fault.Field("decision", "The decision is approve or decline.")
	}
	out := make([]Verdict, 0, len(ids))
	for _, id := range ids {
		v, err := decide(ctx, op, id, note)
		if err != nil {
			fe := fault.As(err)
			if fe.Kind() == fault.Internal {
				return out, err
			}
			v.OK, v.Message = false, fe.Message
		}
		out = append(out, v)
	}
	return out, nil
}

// ProposalSorts are the queue's sort keys: proposed (the waiting ones'
// default, oldest first; the decided ones', -proposed), decided and kind.
var ProposalSorts = page.Sorts{ID: "id", Default: "proposed", Keys: map[string]page.Key{
	"proposed": {SQL: "proposed_at"},
	"decided":  {SQL: "decided_at"},
	"kind":     {SQL: "kind", Text: true},
}}

// Proposals is the queue as op sees it, a page in p's order: the pending
// proposals op's role may decide and op's own (marked Yours), oldest
// first; with decided, the decided, expired or failed ones instead,
// newest first.
func (s *Service) Proposals(ctx context.Context, op httpapi.OperatorSession, decided bool, p page.Params) (page.Page[Proposal], error) {
	sorts := ProposalSorts
	q := page.Query{Select: proposalColumns, From: "proposals", Where: []string{"state = 'pending'"}}
	if decided {
		sorts.Default, q.Where = "-proposed", []string{"state <> 'pending'"}
	}
	o, err := p.Parse(sorts)
	if err != nil {
		return page.Page[Proposal]{}, err
	}
	if err := s.db.InTx(ctx, s.expire); err != nil {
		return page.Page[Proposal]{}, err
	}
	// The kinds op's role may decide, and op's own proposals.
	mine := []string{"proposed_by_id = ?"}
	q.Args = []any{op.ID}
	for _, name := range slices.Sorted(maps.Keys(s.kinds)) {
		if Allowed(Role(op.Role), s.kinds[name].Permission) {
			mine, q.Args = append(mine, "kind = ?"), append(q.Args, name)
		}
	}
	q.Where = append(q.Where, "("+strings.Join(mine, " OR ")+")")
	got, err := page.List(ctx, s.db, sorts, o, q, scanProposal)
	return page.Map(got, func(p Proposal) Proposal { return p.as(op, s.kinds[p.Kind]) }), err
}

func ptr[T any](v T) *T { return &v }
