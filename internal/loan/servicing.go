package loan

import (
	"context"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/store"
)

// EventWaive is an operator forgiving late charges (Service.Waive); the
// status stays, unless nothing is left to pay (then the order settles).
const EventWaive Event = "waive"

// Waiver is the late charges to forgive on an order, minor units.
type Waiver struct {
	Penalty      int64
	LateInterest int64
}

// Total is the waiver's sum.
func (w Waiver) Total() int64 { return w.Penalty + w.LateInterest }

// CheckWaiver reads order ref (its number or id) in q, brought up to date
// with the calendar, and checks w can be waived now: the order is in
// repayment and each amount is at most what it owes of that charge.
func (s *Service) CheckWaiver(ctx context.Context, q store.Querier, ref string, w Waiver) (Order, error) {
	o, err := findOrder(ctx, q, ref)
	if err != nil {
		return o, err
	}
	if !o.Status.InRepayment() {
		return o, fault.Newf(fault.CodeConflict, "Order %s is %s: only a loan being repaid has late charges to waive.", o.No, o.Status)
	}
	if _, err := s.tick(ctx, q, &o, ActorJob); err != nil {
		return o, err
	}
	money := MoneyFor(o.Market, false)
	owed := o.Charges()
	switch {
	case w.Penalty < 0 || w.LateInterest < 0:
		return o, fault.Field("penalty", "The amounts to waive cannot be negative.")
	case w.Total() == 0:
		return o, fault.Field("penalty", "Say how much of the penalty or the late interest to waive.")
	case w.Penalty > owed.Penalty:
		return o, fault.Field("penalty", "The order owes "+money.Format(owed.Penalty)+" of penalty: no more can be waived.")
	case w.LateInterest > owed.LateInterest:
		return o, fault.Field("lateInterest", "The order owes "+money.Format(owed.LateInterest)+" of late interest: no more can be waived.")
	}
	return o, nil
}

// Waive forgives late charges on order ref in q (the approval's
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
		o.UpdatedAt = now
		line := WaiverLine(money, w, reason)
		if err := ledger.Waived(ctx, q, s.when(&o), ledger.Components{Penalty: w.Penalty, LateInterest: w.LateInterest},
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
// interest ₱50.00): <reason>".
func WaiverLine(money Money, w Waiver, reason string) string {
	var parts []string
	if w.Penalty > 0 {
		parts = append(parts, "penalty "+money.Format(w.Penalty))
	}
	if w.LateInterest > 0 {
		parts = append(parts, "late interest "+money.Format(w.LateInterest))
	}
	line := money.Format(w.Total()) + " of late charges waived by the lender (" + strings.Join(parts, ", ") + ")"
	if reason = strings.TrimSpace(reason); reason != "" {
		line += ": " + reason
	}
	return line
}
