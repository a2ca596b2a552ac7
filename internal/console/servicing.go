package console

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// Servicing actions on an order in repayment, each under four eyes: one
// finance operator (or admin) proposes it with a reason, another approves
// it, and the approval's transaction checks the order again and carries
// it out once, posting its entry to the books (docs/ACCOUNTING.md).
const kindWaive = "waive"

// waiver is the waive kind's parameters: the order, the late charges and
// fees to forgive (minor units) and why.
type waiver struct {
	OrderNo      string `json:"orderNo"`
	Penalty      int64  `json:"penalty"`
	LateInterest int64  `json:"lateInterest"`
	Fees         int64  `json:"fees,omitempty"`
	Reason       string `json:"reason"`
}

func (w waiver) amounts() loan.Waiver {
	return loan.Waiver{Penalty: w.Penalty, LateInterest: w.LateInterest, Fees: w.Fees}
}

// ProposeWaiver proposes forgiving part or all of an order's unpaid
// penalty, late interest and fees (a) as op, for reason; nothing changes
// until a second operator approves.
func (s *OrdersScreen) ProposeWaiver(ctx context.Context, op httpapi.OperatorSession, orderNo string, a loan.Waiver, reason string) (Proposal, error) {
	w := waiver{Penalty: a.Penalty, LateInterest: a.LateInterest, Fees: a.Fees, Reason: strings.TrimSpace(reason)}
	if w.Reason == "" {
		return Proposal{}, fault.Field("reason", "Say why: a waiver needs a reason.")
	}
	return s.proposeOn(ctx, op, kindWaive, orderNo, &w.OrderNo, &w)
}

// proposeOn proposes kind on the order ref names (its number or id) as
// op: the order's number goes in *no, so params (which holds it) and the
// proposal name the order one way, and one proposal per order can wait.
func (s *OrdersScreen) proposeOn(ctx context.Context, op httpapi.OperatorSession, kind, ref string, no *string, params any) (Proposal, error) {
	o, _, err := s.loans.Lookup(ctx, strings.ToUpper(strings.TrimSpace(ref)))
	if err != nil {
		return Proposal{}, err
	}
	*no = o.No
	return s.audit.Propose(ctx, op, kind, o.No, params)
}

// WaiveNow forgives the late charges and fees a at once, as op alone,
// with its audit line, in one transaction: the command line's --alone,
// outside production (cmd/kwarta). alone says why one person did it.
func (s *OrdersScreen) WaiveNow(ctx context.Context, op httpapi.OperatorSession, orderNo string, a loan.Waiver, reason, alone string) (loan.Order, error) {
	return s.alone(ctx, "a waiver", orderNo, reason, func(ctx context.Context, tx *store.Tx, w writeOff) (loan.Order, error) {
		return s.waive(ctx, tx, op, waiver{OrderNo: w.OrderNo, Penalty: a.Penalty, LateInterest: a.LateInterest, Fees: a.Fees, Reason: w.Reason}, map[string]any{"alone": alone})
	})
}

// waive carries a waiver out in tx as by, and writes by's waive line.
func (s *OrdersScreen) waive(ctx context.Context, tx *store.Tx, by httpapi.OperatorSession, w waiver, extra map[string]any) (loan.Order, error) {
	before, err := s.loans.CheckWaiver(ctx, tx, w.OrderNo, w.amounts())
	if err != nil {
		return before, err
	}
	o, err := s.loans.Waive(ctx, tx, w.OrderNo, w.amounts(), loan.OperatorActor(by.Name), w.Reason)
	if err != nil {
		return o, err
	}
	after := map[string]any{"owed": o.Owed(), "status": int(o.Status), "penalty": w.Penalty, "lateInterest": w.LateInterest, "fees": w.Fees, "reason": w.Reason}
	for k, v := range extra {
		after[k] = v
	}
	return o, s.audit.Record(ctx, tx, by, kindWaive, "order", o.No, map[string]any{"owed": before.Owed(), "status": int(before.Status)}, after)
}

// waiveKind is the waiver under four eyes. Describe checks the order is
// in repayment and owes at least the amounts, and shows what it owes
// before and after; Carry checks it all again in the approval's
// transaction (a payment or another waiver meanwhile that leaves less
// owed fails the proposal, nothing changed) and waives.
func (s *OrdersScreen) waiveKind() Kind {
	money := loan.Money{Symbol: s.market.Symbol}
	read := func(params json.RawMessage) (waiver, error) {
		var w waiver
		return w, json.Unmarshal(params, &w)
	}
	return Kind{
		Name: kindWaive, ObjectType: "order", Permission: PermServicing, ProposedWith: PermCollect,
		Describe: func(ctx context.Context, q store.Querier, orderNo string, params json.RawMessage) (Change, error) {
			w, err := read(params)
			if err != nil {
				return Change{}, err
			}
			o, err := s.loans.CheckWaiver(ctx, q, orderNo, w.amounts())
			if err != nil {
				return Change{}, err
			}
			ch, total, fees := o.Charges(), w.amounts().Total(), o.FeesOwed()
			parts := "penalty " + money.Format(w.Penalty) + ", late interest " + money.Format(w.LateInterest)
			if w.Fees > 0 {
				parts += ", fees " + money.Format(w.Fees)
			}
			return Change{
				Summary: fmt.Sprintf("Waive %s of %s on order %s (%s): %s",
					money.Format(total), loan.WaivedWhat(w.Penalty+w.LateInterest, w.Fees), o.No, parts, w.Reason),
				Before: map[string]any{"owed": money.Format(o.Owed()), "penalty": money.Format(ch.Penalty), "lateInterest": money.Format(ch.LateInterest),
					"fees": money.Format(fees)},
				After: map[string]any{"owed": money.Format(o.Owed() - total), "penalty": money.Format(ch.Penalty - w.Penalty),
					"lateInterest": money.Format(ch.LateInterest - w.LateInterest), "fees": money.Format(fees - w.Fees), "reason": w.Reason},
			}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, p Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			w, err := read(params)
			if err != nil {
				return Carried{}, err
			}
			o, err := s.waive(ctx, tx, by, w, map[string]any{"proposal": p.ID, "proposedBy": p.ProposedBy})
			if err != nil {
				return Carried{}, err
			}
			return Carried{Outcome: fmt.Sprintf("Waived %s on order %s; it now owes %s.", money.Format(w.amounts().Total()), o.No, money.Format(o.Owed()))}, nil
		},
	}
}

// WaiveParams are orders/waive's.
type WaiveParams struct {
	OrderNo
	Penalty      int64  `param:"penalty,max=12" desc:"the penalty to waive, minor units"`
	LateInterest int64  `param:"lateInterest,max=12" desc:"the late interest to waive, minor units"`
	Fees         int64  `param:"fees,max=12" desc:"the plan's unpaid fees to waive, minor units (the first unpaid instalment's first)"`
	Reason       string `param:"reason,required,max=500" desc:"why, kept with the proposal and the order's history"`
}

// HandleWaive is POST /admin/api/orders/waive.
func (s *OrdersScreen) HandleWaive(c *httpapi.Call, p WaiveParams) (any, error) {
	return s.ProposeWaiver(c.Context(), c.Operator, p.OrderNo.OrderNo, loan.Waiver{Penalty: p.Penalty, LateInterest: p.LateInterest, Fees: p.Fees}, p.Reason)
}

// day is the market's calendar date of t (YYYY-MM-DD), "" for none.
func (s *OrdersScreen) day(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return loan.Day(loan.CalendarDate(t, s.loans.Calendar().Loc))
}

const kindWriteOff = "write-off"

// writeOff is the write-off kind's parameters.
type writeOff struct {
	OrderNo string `json:"orderNo"`
	Reason  string `json:"reason"`
}

// ProposeWriteOff proposes writing an overdue order off as a loss as op,
// for reason; nothing changes until a second operator approves.
func (s *OrdersScreen) ProposeWriteOff(ctx context.Context, op httpapi.OperatorSession, orderNo, reason string) (Proposal, error) {
	w := writeOff{Reason: strings.TrimSpace(reason)}
	if w.Reason == "" {
		return Proposal{}, fault.Field("reason", "Say why: a write-off needs a reason.")
	}
	return s.proposeOn(ctx, op, kindWriteOff, orderNo, &w.OrderNo, &w)
}

// WriteOffNow writes the order off at once, as op alone, with its audit
// line: the command line's --alone, outside production.
func (s *OrdersScreen) WriteOffNow(ctx context.Context, op httpapi.OperatorSession, orderNo, reason, alone string) (loan.Order, error) {
	return s.alone(ctx, "a write-off", orderNo, reason, func(ctx context.Context, tx *store.Tx, w writeOff) (loan.Order, error) {
		o, _, err := s.writeOff(ctx, tx, op, w, map[string]any{"alone": alone})
		return o, err
	})
}

// writeOff carries a write-off out in tx as by, and writes by's line.
func (s *OrdersScreen) writeOff(ctx context.Context, tx *store.Tx, by httpapi.OperatorSession, w writeOff, extra map[string]any) (loan.Order, ledger.Components, error) {
	o, off, err := s.loans.WriteOff(ctx, tx, w.OrderNo, loan.OperatorActor(by.Name), w.Reason)
	if err != nil {
		return o, off, err
	}
	after := map[string]any{"writtenOff": s.day(o.WrittenOffAt), "owed": o.Owed(), "booked": off.Total(), "reason": w.Reason}
	for k, v := range extra {
		after[k] = v
	}
	return o, off, s.audit.Record(ctx, tx, by, kindWriteOff, "order", o.No, map[string]any{"status": int(o.Status), "owed": o.Owed()}, after)
}

// writeOffKind is the write-off under four eyes. Describe checks the order
// is overdue and not written off, and shows what it owes and how long it
// is overdue; Carry checks it again in the approval's transaction (an
// order paid or extended meanwhile fails the proposal) and writes it off.
func (s *OrdersScreen) writeOffKind() Kind {
	money := loan.Money{Symbol: s.market.Symbol}
	read := func(params json.RawMessage) (writeOff, error) {
		var w writeOff
		return w, json.Unmarshal(params, &w)
	}
	return Kind{
		Name: kindWriteOff, ObjectType: "order", Permission: PermServicing, ProposedWith: PermCollect,
		Describe: func(ctx context.Context, q store.Querier, orderNo string, params json.RawMessage) (Change, error) {
			w, err := read(params)
			if err != nil {
				return Change{}, err
			}
			o, err := s.loans.CheckWriteOff(ctx, q, orderNo)
			if err != nil {
				return Change{}, err
			}
			days := o.OverdueDays(s.loans.Calendar().Today())
			return Change{
				Summary: fmt.Sprintf("Write off order %s (%s owed, %s overdue) as a loss: %s", o.No, money.Format(o.Owed()), loan.Plural(days, "day"), w.Reason),
				Before:  map[string]any{"state": "overdue", "owed": money.Format(o.Owed()), "daysOverdue": days},
				After:   map[string]any{"state": "written off", "owed": money.Format(o.Owed()), "loss": money.Format(o.Owed()), "reason": w.Reason},
			}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, p Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			w, err := read(params)
			if err != nil {
				return Carried{}, err
			}
			o, off, err := s.writeOff(ctx, tx, by, w, map[string]any{"proposal": p.ID, "proposedBy": p.ProposedBy})
			if err != nil {
				return Carried{}, err
			}
			return Carried{Outcome: fmt.Sprintf("Order %s written off: %s off the books; the borrower still owes %s.", o.No, money.Format(off.Total()), money.Format(o.Owed()))}, nil
		},
	}
}

// ProposedWriteOff is one order's outcome when the write-offs due are
// proposed: its proposal, or why none was made (one already waiting).
type ProposedWriteOff struct {
	OrderNo  string    `json:"orderNo"`
	OK       bool      `json:"ok"`
	Message  string    `json:"message"`
	Proposal *Proposal `json:"proposal,omitempty"`
}

// ProposeWriteOffsDue proposes, as op, writing off every order overdue
// for at least the write-off days (the console setting), each its own
// proposal with the reason saying so; an order already proposed is
// reported and skipped. The command line runs it daily (kwarta order
// write-offs).
func (s *OrdersScreen) ProposeWriteOffsDue(ctx context.Context, op httpapi.OperatorSession) ([]ProposedWriteOff, error) {
	days, err := s.audit.WriteOffDays(ctx, s.db)
	if err != nil {
		return nil, err
	}
	due, err := s.loans.OverdueFor(ctx, s.db, int(days))
	if err != nil {
		return nil, err
	}
	out := []ProposedWriteOff{}
	for _, o := range due {
		p, err := s.ProposeWriteOff(ctx, op, o.No, fmt.Sprintf("%d or more days past due (the write-off days)", days))
		if err != nil {
			fe := fault.As(err)
			if fe.Kind() == fault.Internal {
				return out, err
			}
			out = append(out, ProposedWriteOff{OrderNo: o.No, Message: fe.Message})
			continue
		}
		out = append(out, ProposedWriteOff{OrderNo: o.No, OK: true, Message: p.Summary, Proposal: &p})
	}
	return out, nil
}

// WriteOffParams are orders/write-off's and orders/cancel's.
type WriteOffParams struct {
	OrderNo
	Reason string `param:"reason,required,max=500" desc:"why, kept with the proposal and the order's history"`
}

// HandleWriteOff is POST /admin/api/orders/write-off.
func (s *OrdersScreen) HandleWriteOff(c *httpapi.Call, p WriteOffParams) (any, error) {
	return s.ProposeWriteOff(c.Context(), c.Operator, p.OrderNo.OrderNo, p.Reason)
}

// HandleWriteOffDue is POST /admin/api/orders/write-off-due.
func (s *OrdersScreen) HandleWriteOffDue(c *httpapi.Call) (any, error) {
	return s.ProposeWriteOffsDue(c.Context(), c.Operator)
}

const kindCancel = "cancel-order"

// ProposeCancel proposes cancelling an approved order before its payout
// as op, for reason; nothing changes until a second operator approves.
func (s *OrdersScreen) ProposeCancel(ctx context.Context, op httpapi.OperatorSession, orderNo, reason string) (Proposal, error) {
	w := writeOff{Reason: strings.TrimSpace(reason)}
	if w.Reason == "" {
		return Proposal{}, fault.Field("reason", "Say why: a cancellation needs a reason.")
	}
	return s.proposeOn(ctx, op, kindCancel, orderNo, &w.OrderNo, &w)
}

// cancellable reads order orderNo in q and checks it can be cancelled:
// the loan engine's check, and no payout on its way or made (a payout
// sending or pending at the provider may still pay).
func (s *OrdersScreen) cancellable(ctx context.Context, q store.Querier, orderNo string) (loan.Order, error) {
	o, err := s.loans.CheckCancel(ctx, q, orderNo)
	if err != nil {
		return o, err
	}
	rows, err := orderRows(ctx, q, report.OrderFilter{OrderID: o.ID})
	if err != nil {
		return o, err
	}
	for _, r := range rows {
		switch r.Payout {
		case payout.StateSending, payout.StatePending, payout.StateSucceeded:
			return o, fault.Newf(fault.CodeConflict, "Order %s's payout is %s: it cannot be cancelled while the money may be on its way.", o.No, r.Payout)
		}
	}
	return o, nil
}

// cancelKind is cancelling an approved order before its payout, under
// four eyes (the disbursement's permission: those who send the money).
// Carry checks again in the approval's transaction (paid out meanwhile:
// failed, nothing changed), moves the order to 110 with the reason in its
// history, and writes the approver's audit line. Nothing is posted.
func (s *OrdersScreen) cancelKind() Kind {
	money := loan.Money{Symbol: s.market.Symbol}
	read := func(params json.RawMessage) (writeOff, error) {
		var w writeOff
		return w, json.Unmarshal(params, &w)
	}
	return Kind{
		Name: kindCancel, ObjectType: "order", Permission: PermDisbursement,
		Describe: func(ctx context.Context, q store.Querier, orderNo string, params json.RawMessage) (Change, error) {
			w, err := read(params)
			if err != nil {
				return Change{}, err
			}
			o, err := s.cancellable(ctx, q, orderNo)
			if err != nil {
				return Change{}, err
			}
			return Change{
				Summary: fmt.Sprintf("Cancel order %s (%s, not paid out): %s", o.No, money.Format(o.Terms.Principal), w.Reason),
				Before:  map[string]any{"status": int(o.Status)},
				After:   map[string]any{"status": int(loan.StatusRejected), "state": "cancelled", "reason": w.Reason},
			}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, p Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			w, err := read(params)
			if err != nil {
				return Carried{}, err
			}
			o, err := s.cancel(ctx, tx, by, w, map[string]any{"proposal": p.ID, "proposedBy": p.ProposedBy})
			if err != nil {
				return Carried{}, err
			}
			return Carried{Outcome: fmt.Sprintf("Order %s cancelled; nothing was paid out.", o.No)}, nil
		},
	}
}

// cancel carries a cancellation out in tx as by, and writes by's line.
func (s *OrdersScreen) cancel(ctx context.Context, tx *store.Tx, by httpapi.OperatorSession, w writeOff, extra map[string]any) (loan.Order, error) {
	before, err := s.cancellable(ctx, tx, w.OrderNo)
	if err != nil {
		return before, err
	}
	o, err := s.loans.Cancel(ctx, tx, w.OrderNo, loan.OperatorActor(by.Name), w.Reason)
	if err != nil {
		return o, err
	}
	after := map[string]any{"status": int(o.Status), "reason": w.Reason}
	for k, v := range extra {
		after[k] = v
	}
	return o, s.audit.Record(ctx, tx, by, "cancel", "order", o.No, map[string]any{"status": int(before.Status)}, after)
}

// CancelNow cancels the order at once, as op alone, with its audit line:
// the command line's --alone, outside production.
func (s *OrdersScreen) CancelNow(ctx context.Context, op httpapi.OperatorSession, orderNo, reason, alone string) (loan.Order, error) {
	return s.alone(ctx, "a cancellation", orderNo, reason, func(ctx context.Context, tx *store.Tx, w writeOff) (loan.Order, error) {
		return s.cancel(ctx, tx, op, w, map[string]any{"alone": alone})
	})
}

// alone runs an action of one operator (what) on order orderNo with its
// reason in one transaction: the command line's --alone.
func (s *OrdersScreen) alone(ctx context.Context, what, orderNo, reason string, do func(ctx context.Context, tx *store.Tx, w writeOff) (loan.Order, error)) (loan.Order, error) {
	w := writeOff{OrderNo: strings.ToUpper(strings.TrimSpace(orderNo)), Reason: strings.TrimSpace(reason)}
	if w.Reason == "" {
		return loan.Order{}, fault.Field("reason", "Say why: "+what+" needs a reason.")
	}
	var o loan.Order
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		o, err = do(ctx, tx, w)
		return err
	})
	return o, err
}

// HandleCancel is POST /admin/api/orders/cancel.
func (s *OrdersScreen) HandleCancel(c *httpapi.Call, p WriteOffParams) (any, error) {
	return s.ProposeCancel(c.Context(), c.Operator, p.OrderNo.OrderNo, p.Reason)
}

const kindReschedule = "reschedule"

// RescheduleParams are orders/reschedule's, and the reschedule kind's
// stored parameters: the new plan, the borrower's consent and why.
type RescheduleParams struct {
	OrderNo     string `json:"orderNo" param:"orderNo,required,max=32" desc:"the order number"`
	Instalments int    `json:"instalments" param:"instalments,required,max=2" desc:"the new plan's number of instalments (1 to 12, or the product's own when more)"`
	FirstDue    string `json:"firstDue" param:"firstDue,required,max=10" desc:"the first new due date, YYYY-MM-DD, after today"`
	EveryDays   int    `json:"everyDays" param:"everyDays,max=3" desc:"days between the instalments (1 to 365; needed with more than one)"`
	ConsentHow  string `json:"consentHow" param:"consentHow,required,max=20" desc:"how the borrower agreed: in-app, recorded call or signed form"`
	ConsentOn   string `json:"consentOn" param:"consentOn,required,max=10" desc:"the day the borrower agreed, YYYY-MM-DD, not after today"`
	ConsentRef  string `json:"consentRef" param:"consentRef,required,max=100" desc:"the consent's reference (the call's, the form's or the in-app record's)"`
	Reason      string `json:"reason" param:"reason,required,max=500" desc:"why, kept with the proposal and the order's history"`
}

// plan is the loan engine's reschedule of p; a date that is not
// YYYY-MM-DD is a field error.
func (p RescheduleParams) plan() (loan.Reschedule, error) {
	r := loan.Reschedule{Instalments: p.Instalments, EveryDays: p.EveryDays, ConsentHow: strings.TrimSpace(p.ConsentHow), ConsentRef: strings.TrimSpace(p.ConsentRef)}
	for _, d := range []struct {
		field, value string
		to           *time.Time
	}{{"firstDue", p.FirstDue, &r.FirstDue}, {"consentOn", p.ConsentOn, &r.ConsentOn}} {
		if v := strings.TrimSpace(d.value); v != "" {
			t, err := time.Parse(time.DateOnly, v)
			if err != nil {
				return r, fault.Field(d.field, "Give the date as YYYY-MM-DD.")
			}
			*d.to = t
		}
	}
	return r, nil
}

// ProposeReschedule proposes a new plan for an order in repayment as op,
// with the borrower's consent and a reason; nothing changes until a
// second operator approves. The plan and consent are checked now.
func (s *OrdersScreen) ProposeReschedule(ctx context.Context, op httpapi.OperatorSession, p RescheduleParams) (Proposal, error) {
	p.Reason = strings.TrimSpace(p.Reason)
	if p.Reason == "" {
		return Proposal{}, fault.Field("reason", "Say why: a reschedule needs a reason.")
	}
	if _, err := p.plan(); err != nil {
		return Proposal{}, err
	}
	return s.proposeOn(ctx, op, kindReschedule, p.OrderNo, &p.OrderNo, &p)
}

// RescheduleNow reschedules the order at once, as op alone, with its
// audit line: the command line's --alone, outside production.
func (s *OrdersScreen) RescheduleNow(ctx context.Context, op httpapi.OperatorSession, p RescheduleParams, alone string) (loan.Order, error) {
	return s.alone(ctx, "a reschedule", p.OrderNo, p.Reason, func(ctx context.Context, tx *store.Tx, w writeOff) (loan.Order, error) {
		p.OrderNo, p.Reason = w.OrderNo, w.Reason
		rs, err := s.reschedule(ctx, tx, op, p, map[string]any{"alone": alone})
		return rs.After, err
	})
}

// reschedule carries a reschedule out in tx as by, and writes by's line.
func (s *OrdersScreen) reschedule(ctx context.Context, tx *store.Tx, by httpapi.OperatorSession, p RescheduleParams, extra map[string]any) (loan.Rescheduling, error) {
	r, err := p.plan()
	if err != nil {
		return loan.Rescheduling{}, err
	}
	rs, err := s.loans.Reschedule(ctx, tx, p.OrderNo, r, loan.OperatorActor(by.Name), p.Reason)
	if err != nil {
		return rs, err
	}
	after := map[string]any{"owed": rs.After.Owed(), "status": int(rs.After.Status), "nextDue": loan.Day(rs.After.NextDue),
		"finalDue": loan.Day(rs.After.FinalDue), "instalments": p.Instalments, "droppedInterest": rs.Dropped, "addedInterest": rs.Added,
		"cutByCap": rs.Cut, "consent": p.ConsentHow + " on " + p.ConsentOn + " (" + p.ConsentRef + ")", "reason": p.Reason}
	for k, v := range extra {
		after[k] = v
	}
	return rs, s.audit.Record(ctx, tx, by, kindReschedule, "order", rs.After.No,
		map[string]any{"owed": rs.Before.Owed(), "status": int(rs.Before.Status), "nextDue": loan.Day(rs.Before.NextDue)}, after)
}

// rescheduleKind is the reschedule under four eyes. Describe checks the
// order, the plan and the consent, and shows the order before and after
// (what it owes, the instalments, the interest dropped and added, and
// when the cost cap cut it); Carry checks it all again in the approval's
// transaction (instalments changed meanwhile by a payment or another
// reschedule, or an order settled or written off, fail it) and
// reschedules.
func (s *OrdersScreen) rescheduleKind() Kind {
	money := loan.Money{Symbol: s.market.Symbol}
	read := func(params json.RawMessage) (RescheduleParams, error) {
		var p RescheduleParams
		return p, json.Unmarshal(params, &p)
	}
	side := func(o loan.Order) map[string]any {
		var left []string
		for i, b := range o.Remaining() {
			if b.Total() > 0 {
				left = append(left, loan.Day(o.Plan.Instalments[i].DueDate)+" "+money.Format(b.Total()))
			}
		}
		return map[string]any{"status": int(o.Status), "owed": money.Format(o.Owed()), "instalments": strings.Join(left, ", "),
			"lateCharges": money.Format(o.Charges().Total())}
	}
	return Kind{
		Name: kindReschedule, ObjectType: "order", Permission: PermServicing, ProposedWith: PermCollect,
		Describe: func(ctx context.Context, q store.Querier, orderNo string, params json.RawMessage) (Change, error) {
			p, err := read(params)
			if err != nil {
				return Change{}, err
			}
			r, err := p.plan()
			if err != nil {
				return Change{}, err
			}
			rs, err := s.loans.CheckReschedule(ctx, q, orderNo, r)
			if err != nil {
				return Change{}, err
			}
			after := side(rs.After)
			after["interestDropped"], after["interestAdded"] = money.Format(rs.Dropped), money.Format(rs.Added)
			after["consent"], after["reason"] = p.ConsentHow+" on "+p.ConsentOn+" ("+p.ConsentRef+")", p.Reason
			capped := ""
			if rs.Cut > 0 {
				after["cutByCostCap"] = money.Format(rs.Cut)
				capped = fmt.Sprintf("; interest cut by %s to the legal cost cap", money.Format(rs.Cut))
			}
			return Change{
				Summary: fmt.Sprintf("Reschedule order %s into %s from %s (%s owed, was %s%s), consent by %s on %s (%s): %s",
					rs.After.No, loan.Plural(p.Instalments, "instalment"), p.FirstDue, money.Format(rs.After.Owed()), money.Format(rs.Before.Owed()),
					capped, p.ConsentHow, p.ConsentOn, p.ConsentRef, p.Reason),
				Before: side(rs.Before),
				After:  after,
			}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			p, err := read(params)
			if err != nil {
				return Carried{}, err
			}
			rs, err := s.reschedule(ctx, tx, by, p, map[string]any{"proposal": pr.ID, "proposedBy": pr.ProposedBy})
			if err != nil {
				return Carried{}, err
			}
			// The borrower agreed to a plan for what was left then: a payment
			// or another reschedule meanwhile fails it (the late charges may
			// have grown; they stay owed as they are).
			var was struct {
				Instalments string `json:"instalments"`
			}
			if json.Unmarshal([]byte(pr.Before), &was) == nil && was.Instalments != side(rs.Before)["instalments"] {
				return Carried{}, fault.Newf(fault.CodeConflict, "Order %s's instalments changed since the reschedule was proposed: propose it again.", rs.Before.No)
			}
			return Carried{Outcome: fmt.Sprintf("Order %s rescheduled: next due %s; it now owes %s.", rs.After.No,
				loan.DisplayDay(rs.After.NextDue), money.Format(rs.After.Owed()))}, nil
		},
	}
}

// HandleReschedule is POST /admin/api/orders/reschedule.
func (s *OrdersScreen) HandleReschedule(c *httpapi.Call, p RescheduleParams) (any, error) {
	return s.ProposeReschedule(c.Context(), c.Operator, p)
}
