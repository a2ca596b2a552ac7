package loan

import (
	"context"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/store"
)

// EventWaive is an operator forgiving late charges or the plan's fees
// (Service.Waive); the status stays, unless nothing is left to pay (then
// the order settles).
const EventWaive Event = "waive"

// Waiver is what to forgive on an order, minor units: late charges, and
// the plan's fees still unpaid (the first unpaid instalment's first).
type Waiver struct {
	Penalty      int64
	LateInterest int64
	Fees         int64
}

// Total is the waiver's sum.
func (w Waiver) Total() int64 { return w.Penalty + w.LateInterest + w.Fees }

// CheckWaiver reads order ref (its number or id) in q, brought up to date
// with the calendar, and checks w can be waived now: the order is in
// repayment and each amount is at most what it owes of that charge (the
// fees: of the plan's fees unpaid and not waived).
func (s *Service) CheckWaiver(ctx context.Context, q store.Querier, ref string, w Waiver) (Order, error) {
	o, err := findOrder(ctx, q, ref)
	if err != nil {
		return o, err
	}
	if !o.Status.InRepayment() {
		return o, fault.Newf(fault.CodeConflict, "Order %s is %s: only a loan being repaid has charges to waive.", o.No, o.Status)
	}
	if _, err := s.tick(ctx, q, &o, ActorJob); err != nil {
		return o, err
	}
	money := MoneyFor(o.Market, false)
	owed := o.Charges()
	switch {
	case w.Penalty < 0 || w.LateInterest < 0 || w.Fees < 0:
		return o, fault.Field("penalty", "The amounts to waive cannot be negative.")
	case w.Total() == 0:
		return o, fault.Field("penalty", "Say how much of the penalty, the late interest or the fees to waive.")
	case w.Penalty > owed.Penalty:
		return o, fault.Field("penalty", "The order owes "+money.Format(owed.Penalty)+" of penalty: no more can be waived.")
	case w.LateInterest > owed.LateInterest:
		return o, fault.Field("lateInterest", "The order owes "+money.Format(owed.LateInterest)+" of late interest: no more can be waived.")
	case w.Fees > o.FeesOwed():
		return o, fault.Field("fees", "The order owes "+money.Format(o.FeesOwed())+" of fees: no more can be waived.")
	}
	return o, nil
}

// Waive forgives late charges and fees on order ref in q (the approval's
// transaction), as actor, for reason: CheckWaiver's checks, then what the
// order owes drops by exactly w, the books post the waiver
// (ledger.Waived), and the order's history says so in the borrower's
// words. Waiving the last amount owed settles the order.
func (s *Service) Waive(ctx context.Context, q store.Querier, ref string, w Waiver, actor, reason string) (Order, error) {
	var o Order
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if o, err = s.CheckWaiver(ctx, q, ref, w); err != nil {
			return err
		}
		money := MoneyFor(o.Market, false)
		now, today := s.clock.Now(), s.Calendar().Today()
		o.WaivedPenalty += w.Penalty
		o.WaivedLateInterest += w.LateInterest
		o.waiveFees(w.Fees)
		o.UpdatedAt = now
		line := WaiverLine(money, w, reason)
		if err := ledger.Waived(ctx, q, s.when(&o), ledger.Components{Penalty: w.Penalty, LateInterest: w.LateInterest, Fees: w.Fees},
			"order "+o.No+" waiver: "+reason); err != nil {
			return err
		}
		if o.Owed() == 0 {
			if err := s.afterPayment(ctx, q, &o, actor, today, now, line); err != nil {
				return err
			}
			return s.bookInterest(ctx, q, &o)
		}
		if err := updateOrder(ctx, q, &o); err != nil {
			return err
		}
		return insertChange(ctx, q, o.ID, Change{Event: EventWaive, Actor: actor, From: o.Status, To: o.Status, Note: line, At: now})
	})
	return o, err
}

// WaiverLine is a waiver's history line, as the borrower reads it:
// "₱250.00 of late charges waived by the lender (penalty ₱200.00, late
// interest ₱50.00): <reason>"; "… of late charges and fees …" or "… of
// fees …" when it waives fees.
func WaiverLine(money Money, w Waiver, reason string) string {
	var parts []string
	if w.Penalty > 0 {
		parts = append(parts, "penalty "+money.Format(w.Penalty))
	}
	if w.LateInterest > 0 {
		parts = append(parts, "late interest "+money.Format(w.LateInterest))
	}
	if w.Fees > 0 {
		parts = append(parts, "fees "+money.Format(w.Fees))
	}
	line := money.Format(w.Total()) + " of " + WaivedWhat(w.Penalty+w.LateInterest, w.Fees) + " waived by the lender (" + strings.Join(parts, ", ") + ")"
	if reason = strings.TrimSpace(reason); reason != "" {
		line += ": " + reason
	}
	return line
}

// WaivedWhat names what a waiver forgave, in the borrower's words: "late
// charges", "fees" or "late charges and fees" (late is the late charges
// waived, fees the plan's fees).
func WaivedWhat(late, fees int64) string {
	switch {
	case fees == 0:
		return "late charges"
	case late == 0:
		return "fees"
	}
	return "late charges and fees"
}

// EventWriteOff is the lender writing a loan off as a loss
// (Service.WriteOff); the status stays, the order is frozen.
const EventWriteOff Event = "write_off"

// CheckWriteOff reads order ref in q, brought up to date with the
// calendar, and checks it can be written off now: overdue and not
// written off already.
func (s *Service) CheckWriteOff(ctx context.Context, q store.Querier, ref string) (Order, error) {
	o, err := findOrder(ctx, q, ref)
	if err != nil {
		return o, err
	}
	if _, err := s.tick(ctx, q, &o, ActorJob); err != nil {
		return o, err
	}
	switch {
	case !o.WrittenOffAt.IsZero():
		return o, fault.Newf(fault.CodeConflict, "Order %s was written off already.", o.No)
	case o.Status != StatusOverdue:
		return o, fault.Newf(fault.CodeConflict, "Order %s is %s: only an overdue loan can be written off.", o.No, o.Status)
	}
	return o, nil
}

// WriteOff writes order ref off as a loss in q (the approval's
// transaction), as actor, for reason: CheckWriteOff's checks, the
// interest earned to today recognised, then what it owes by component
// leaves the books (ledger.WrittenOff) and the order is frozen: no more
// charges or extensions. The borrower still owes what it owed; money
// that arrives is credited as before and booked as a recovery
// (repay). The order's history says it in the borrower's words. It
// answers the order and what was written off.
func (s *Service) WriteOff(ctx context.Context, q store.Querier, ref, actor, reason string) (Order, ledger.Components, error) {
	var (
		o   Order
		off ledger.Components
	)
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if o, err = s.CheckWriteOff(ctx, q, ref); err != nil {
			return err
		}
		if off, err = BooksOf(s).Owed(ctx, q, o.ID); err != nil { // also recognises the interest earned to today
			return err
		}
		now := s.clock.Now()
		if err := ledger.WrittenOff(ctx, q, s.when(&o), off, "order "+o.No+" written off: "+reason); err != nil {
			return err
		}
		o.WrittenOffAt, o.UpdatedAt = now, now
		if err := updateOrder(ctx, q, &o); err != nil {
			return err
		}
		return insertChange(ctx, q, o.ID, Change{Event: EventWriteOff, Actor: actor, From: o.Status, To: o.Status, At: now,
			Note: WriteOffLine(MoneyFor(o.Market, false), o.Owed(), reason)})
	})
	return o, off, err
}

// WriteOffLine is a write-off's history line, as the borrower reads it.
func WriteOffLine(money Money, owed int64, reason string) string {
	line := "Written off by the lender: no more charges are added; " + money.Format(owed) + " is still owed"
	if reason = strings.TrimSpace(reason); reason != "" {
		line += " (" + reason + ")"
	}
	return line
}

// OverdueFor lists the orders in q overdue for at least days days today
// and not written off: the candidates for a write-off.
func (s *Service) OverdueFor(ctx context.Context, q store.Querier, days int) ([]Order, error) {
	cutoff := addDays(s.Calendar().Today(), -days)
	return ordersWhere(ctx, q, `status = ? AND written_off_at = 0 AND next_due_at > 0 AND next_due_at <= ? ORDER BY id`,
		int(StatusOverdue), store.Millis(cutoff))
}

// WrittenOff tells whether order id was written off (the repayment engine
// books its money as a recovery).
func WrittenOff(ctx context.Context, q store.Querier, id int64) (bool, error) {
	var at int64
	err := q.QueryRow(ctx, `SELECT written_off_at FROM orders WHERE id = ?`, id).Scan(&at)
	return at > 0, err
}

// CheckCancel reads order ref in q and checks it can be cancelled now:
// approved and not paid out (21, or 151 once the borrower confirmed the
// withdrawal). A loan paid out is refused saying so.
func (s *Service) CheckCancel(ctx context.Context, q store.Querier, ref string) (Order, error) {
	o, err := findOrder(ctx, q, ref)
	if err != nil {
		return o, err
	}
	if !o.DisbursedAt.IsZero() {
		return o, fault.Newf(fault.CodeConflict, "Order %s was paid out on %s: a loan paid out cannot be cancelled (the borrower repays it, or it is written off).",
			o.No, DisplayDay(CalendarDate(o.DisbursedAt, s.Calendar().Loc)))
	}
	if o.Status == StatusProcessing && o.DecidedAt.IsZero() {
		return o, fault.Newf(fault.CodeConflict, "Order %s is an application under review: reject it instead.", o.No)
	}
	return o, CanMove(&o, EventCancel, StatusRejected)
}

// Cancel cancels an approved order before its payout in q (the
// approval's transaction), as actor, for reason: CheckCancel's checks,
// then 110 with a cancel line in its history (the reason, in the
// borrower's words). No money moved, so nothing is posted.
func (s *Service) Cancel(ctx context.Context, q store.Querier, ref, actor, reason string) (Order, error) {
	var o Order
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if o, err = s.CheckCancel(ctx, q, ref); err != nil {
			return err
		}
		return s.move(ctx, q, &o, EventCancel, actor, CancelLine(reason), nil)
	})
	return o, err
}

// CancelLine is a cancellation's history line, as the borrower reads it.
func CancelLine(reason string) string {
	line := "Cancelled by the lender before it was paid out"
	if reason = strings.TrimSpace(reason); reason != "" {
		line += ": " + reason
	}
	return line
}

// LastCancel is the order's cancellation history line (Cancel), or a zero
// Change.
func LastCancel(ctx context.Context, q store.Querier, orderID int64) (Change, error) {
	return lastChange(ctx, q, orderID, EventCancel, EventCancel)
}
