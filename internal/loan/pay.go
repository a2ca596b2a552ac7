package loan

import (
	"context"
	"errors"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// Pay applies a payment received for an order (the repayment domain calls
// it once the money is confirmed). The order is first brought up to date
// with the calendar, then the payment settles the penalty, the late
// interest, and the instalments in order (each one's fees, interest, then
// principal). A payment reaching past what is due now (the due and overdue
// instalments and the current one), or settling the whole loan before its
// last due window, is a prepayment, allowed only from half the term and at
// least 7 days after disbursement. Paying everything owed
// settles the order (200); otherwise the status follows the next due date.
func (s *Service) Pay(ctx context.Context, q store.Querier, orderID, amount int64, actor string) (Order, Allocation, error) {
	var (
		o     Order
		alloc Allocation
	)
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if o, err = orderByID(ctx, q, orderID); err != nil {
			if errors.Is(err, store.ErrNotFound) {
				return errNoOrder()
			}
			return err
		}
		if !o.Status.inRepayment() {
			return fault.Newf(fault.CodeConflict, "An order that is %s takes no payment.", o.Status)
		}
		if _, err := s.tick(ctx, q, &o, ActorJob); err != nil {
			return err
		}
		money := moneyFor(o.Market, false)
		today, now := s.today(), s.Clock.Now()
		if err := s.CheckPayment(&o, amount); err != nil {
			return err
		}
		charges := o.Charges()
		_, a, rest := Apply(charges, amount)
		alloc = a
		o.PaidPenalty += a.Penalty
		o.PaidLateInterest += a.LateInterest
		o.PaidScheduled += rest
		o.AmountPaid += amount
		o.UpdatedAt = now
		// The instalment part: recompute the split over fees, interest and
		// principal from the instalments this payment reached.
		before := Order{Plan: o.Plan, PaidScheduled: o.PaidScheduled - rest}
		alloc.Fees, alloc.Interest, alloc.Principal = splitScheduled(before.Remaining(), rest)
		o.refreshDue()
		if err := s.afterPayment(ctx, q, &o, actor, today, now, money.Format(amount)); err != nil {
			return err
		}
		kind := NoticePaid
		if o.Status == StatusSettled {
			kind = NoticeSettled
		}
		return s.notify(ctx, q, kind, o, amount)
	})
	return o, alloc, err
}

// splitScheduled says how much of a payment toward the plan went to fees,
// interest and principal, walking the instalments in order.
func splitScheduled(remaining []Balance, amount int64) (fees, interest, principal int64) {
	for _, b := range remaining {
		_, a, rest := Apply(b, amount)
		fees, interest, principal = fees+a.Fees, interest+a.Interest, principal+a.Principal
		amount = rest
	}
	return fees, interest, principal
}

// afterPayment settles the order or moves it to the status its next due
// date gives, recording the change.
func (s *Service) afterPayment(ctx context.Context, q store.Querier, o *Order, actor string, today, now time.Time, paid string) error {
	from := o.Status
	ev, to := EventPaid, from
	if o.Owed() == 0 {
		ev, to = EventSettle, StatusSettled
	} else if want := ScheduleStatus(o.NextDue, today, s.dueWindow()); want != from && Allowed(EventPaid, from, want) {
		to = want
	}
	if to == from {
		return updateOrder(ctx, q, o)
	}
	if err := CanMove(o, ev, to); err != nil {
		return err
	}
	o.Status = to
	if to == StatusSettled {
		o.SettledAt, o.NextDue = now, time.Time{}
	}
	if err := updateOrder(ctx, q, o); err != nil {
		return err
	}
	return insertChange(ctx, q, o.ID, Change{Event: ev, Actor: actor, From: from, To: to, Note: "paid " + paid, At: now})
}

// CheckPayment says whether an order in repayment takes amount now: more
// than zero, at most what is owed, and, when it reaches past what is due
// now or settles the whole loan before its last due window, only once the
// prepayment rule allows it (the error names the date it will).
func (s *Service) CheckPayment(o *Order, amount int64) error {
	money := moneyFor(o.Market, false)
	today := s.today()
	switch owed := o.Owed(); {
	case amount <= 0:
		return fault.Field("amount", "The amount must be more than zero.")
	case amount > owed:
		return fault.Field("amount", "The amount is more than the "+money.Format(owed)+" owed.")
	}
	// Paying ahead of the instalments due now, or settling the whole
	// loan before its last due window, is a prepayment.
	due, owed := o.PayableNow(today), o.Owed()
	settlesEarly := amount == owed && daysBetween(today, o.FinalDue) > s.dueWindow()
	if amount > due || settlesEarly {
		if ok, from := CanPrepay(o.DisbursedAt, s.Clock.Now(), o.Terms.TermDays, s.loc()); !ok {
			msg := "You can pay " + money.Format(due) + " now; repaying more early is allowed from " + DisplayDay(from) + "."
			if settlesEarly && amount <= due {
				msg = "Repaying the whole loan early is allowed from " + DisplayDay(from) + "."
			}
			return fault.Field("amount", msg)
		}
	}
	return nil
}
