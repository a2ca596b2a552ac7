package console

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/store"
)

// kindDisburse is the disbursement under maker-checker: above the
// threshold, one finance operator (or admin) proposes it and another
// approves it, and the approval sends the money.
const kindDisburse = "disburse"

// Disbursed is a disbursement's outcome, or its proposal (state proposed)
// when it waits for a second operator.
type Disbursed struct {
	OrderNo   string    `json:"orderNo"`
	Status    int       `json:"status"`
	State     string    `json:"state"` // succeeded, pending, failed, or proposed
	Provider  string    `json:"provider"`
	Reference string    `json:"reference"`
	Reason    string    `json:"reason"`
	Proposal  *Proposal `json:"proposal,omitempty"`
}

// disbursement is the disburse kind's parameters: the order, and the
// amount it was proposed for (an order whose amount changed since is not
// paid on the old approval).
type disbursement struct {
	OrderNo   string `json:"orderNo"`
	Principal int64  `json:"principal"`
}

// Disburse sends an order's money, or proposes it. An order that is no
// longer waiting (paid already) is answered from the payout package, which
// pays nothing twice, and nothing is audited: nothing happened. Above the
// threshold (DisbursementThreshold; 0 by default, so always) the
// disbursement is proposed, and a second operator's approval sends it;
// at or below it, it is sent at once as before: through the payout
// adapter (a retry uses the order's idempotency key), then recorded in
// the audit log.
func (s *OrdersScreen) Disburse(ctx context.Context, op httpapi.OperatorSession, orderNo string) (Disbursed, error) {
	o, _, err := s.loans.Lookup(ctx, orderNo)
	if err != nil {
		return Disbursed{}, err
	}
	if o.Status != loan.StatusProcessing {
		r, err := s.payouts.Disburse(ctx, o.No, loan.OperatorActor(op.Name))
		if err != nil {
			return Disbursed{}, err
		}
		return disbursedOf(r), nil
	}
	threshold, err := s.audit.DisbursementThreshold(ctx, s.db)
	if err != nil {
		return Disbursed{}, err
	}
	if o.Terms.Principal > threshold {
		p, err := s.audit.Propose(ctx, op, kindDisburse, o.No, disbursement{OrderNo: o.No, Principal: o.Terms.Principal})
		if err != nil {
			return Disbursed{}, err
		}
		return Disbursed{OrderNo: o.No, Status: int(o.Status), State: ProposalState, Proposal: &p}, nil
	}
	return s.send(ctx, op, o.No, o.Status)
}

// MaxBulk is the most orders one bulk disbursement takes.
const MaxBulk = 200

// BulkDisbursed is one order's outcome in a bulk disbursement: OK with
// what Disburse answered (proposed, or sent at or below the threshold),
// or refused with the reason (not waiting, no such order, already
// proposed).
type BulkDisbursed struct {
	OrderNo   string     `json:"orderNo"`
	OK        bool       `json:"ok"`
	Message   string     `json:"message"`
	Disbursed *Disbursed `json:"disbursed,omitempty"`
}

// DisburseAll disburses each order exactly as Disburse does one, each on
// its own: proposed above the threshold, each proposal or disbursement
// audited; one refused does not stop the others. An unexpected failure
// stops the rest.
func (s *OrdersScreen) DisburseAll(ctx context.Context, op httpapi.OperatorSession, orderNos []string) ([]BulkDisbursed, error) {
	if len(orderNos) == 0 || len(orderNos) > MaxBulk {
		return nil, fault.Field("orderNos", fmt.Sprintf("From 1 to %d order numbers, comma-separated.", MaxBulk))
	}
	out := make([]BulkDisbursed, 0, len(orderNos))
	for _, no := range orderNos {
		d, err := s.Disburse(ctx, op, no)
		if err != nil {
			fe := fault.As(err)
			if fe.Kind() == fault.Internal {
				return out, err
			}
			out = append(out, BulkDisbursed{OrderNo: no, Message: fe.Message})
			continue
		}
		out = append(out, BulkDisbursed{OrderNo: no, OK: true, Message: d.State, Disbursed: &d})
	}
	return out, nil
}

// ProposalState is Disbursed.State of a disbursement waiting for a second
// operator.
const ProposalState = "proposed"

// send pays an order through the payout adapter as op and records it.
func (s *OrdersScreen) send(ctx context.Context, op httpapi.OperatorSession, orderNo string, before loan.Status) (Disbursed, error) {
	r, err := s.payouts.Disburse(ctx, orderNo, loan.OperatorActor(op.Name))
	if err != nil {
		return Disbursed{}, err
	}
	d := disbursedOf(r)
	return d, s.audit.Record(ctx, s.db, op, "disburse", "order", r.OrderNo, map[string]any{"status": int(before)}, d)
}

func disbursedOf(r payout.Result) Disbursed {
	return Disbursed{OrderNo: r.OrderNo, Status: int(r.Status), State: r.State, Provider: r.Provider, Reference: r.Reference, Reason: r.Reason}
}

// waiting reads the order of a disbursement in q: it must still wait for
// its money (151, the withdrawal confirmed) and still be for the amount
// proposed (principal, 0: any).
func waiting(ctx context.Context, q store.Querier, orderNo string, principal int64) (loan.Order, error) {
	id, err := loan.OrderIDByRef(ctx, q, orderNo)
	if errors.Is(err, sql.ErrNoRows) {
		return loan.Order{}, fault.New(fault.CodeNotFound, "No order "+orderNo+".")
	} else if err != nil {
		return loan.Order{}, err
	}
	o, err := loan.OrderByID(ctx, q, id)
	if err != nil {
		return o, err
	}
	if o.Status != loan.StatusProcessing || o.WithdrawalConfirmedAt.IsZero() {
		return o, fault.Newf(fault.CodeConflict, "Order %s is not waiting to be disbursed (status %d %s).", o.No, o.Status, o.Status)
	}
	if principal != 0 && o.Terms.Principal != principal {
		return o, fault.Newf(fault.CodeConflict, "Order %s's amount changed since it was proposed.", o.No)
	}
	return o, nil
}

// disburseKind is the disbursement as an action under maker-checker: the
// approval's transaction checks the order still waits for the amount
// proposed; once committed, the money is sent (a provider's call cannot be
// inside a transaction), recorded as the approver's disburse line, and
// its outcome kept with the proposal. The guarded approval runs it once,
// and the payout's one idempotency key never pays twice.
func (s *OrdersScreen) disburseKind() Kind {
	money := loan.Money{Symbol: s.market.Symbol}
	read := func(params json.RawMessage) (disbursement, error) {
		var d disbursement
		return d, json.Unmarshal(params, &d)
	}
	return Kind{
		Name: kindDisburse, ObjectType: "order", Permission: PermDisbursement,
		Describe: func(ctx context.Context, q store.Querier, orderNo string, params json.RawMessage) (Change, error) {
			d, err := read(params)
			if err != nil {
				return Change{}, err
			}
			o, err := waiting(ctx, q, orderNo, d.Principal)
			if err != nil {
				return Change{}, err
			}
			return Change{
				Summary: fmt.Sprintf("Disburse %s for order %s", money.Format(o.Terms.Principal), o.No),
				Before:  map[string]any{"status": int(o.Status)},
				After:   map[string]any{"status": int(loan.StatusRepaying), "send": money.Format(o.Terms.Principal)},
			}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, _ Proposal, params json.RawMessage, _ httpapi.OperatorSession) (Carried, error) {
			d, err := read(params)
			if err != nil {
				return Carried{}, err
			}
			_, err = waiting(ctx, tx, d.OrderNo, d.Principal)
			return Carried{}, err
		},
		After: func(ctx context.Context, _ Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			d, err := read(params)
			if err != nil {
				return Carried{}, err
			}
			return s.sendApproved(ctx, by, d.OrderNo)
		},
	}
}

// sendApproved sends an order's payout once an approval is committed, as
// the approver, and says how it went for the proposal's outcome.
func (s *OrdersScreen) sendApproved(ctx context.Context, by httpapi.OperatorSession, orderNo string) (Carried, error) {
	r, err := s.send(ctx, by, orderNo, loan.StatusProcessing)
	if err != nil {
		return Carried{Outcome: "The payout was not sent: " + fault.As(err).Message}, err
	}
	out := "Payout " + r.State + " via " + r.Provider
	if r.Reference != "" {
		out += " (" + r.Reference + ")"
	}
	if r.Reason != "" {
		out += ": " + r.Reason
	}
	return Carried{Outcome: out + "."}, nil
}
