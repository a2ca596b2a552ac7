package loan

import (
	"context"
	"errors"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// Pay credits money received for an order (the repayment domain calls it
// once the money is confirmed). The order is first brought up to date with
// the calendar, then the payment settles the penalty, the late interest,
// and the instalments in order (each one's fees, interest, then
// principal). Money received is credited whatever its amount and date: the
// prepayment rule and the least payment (CheckPayment) decide which codes
// are issued, not what is credited; only an amount above what is owed is
// refused (the payment side keeps it for an operator). note, when given,
// says why the money is credited as it is (e.g. an extension paid after
// its price changed); it goes into the history line every payment writes.
// Paying everything owed settles the order (200); otherwise the status
// follows the next due date.
func (s *Service) Pay(ctx context.Context, q store.Querier, orderID, amount int64, actor, note string) (Order, Allocation, error) {
	var (
		o     Order
		alloc Allocation
	)
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if o, err = orderToPay(ctx, q, orderID); err != nil {
			if errors.Is(err, store.ErrNotFound) {
				return errNoOrder()
			}
			return err
		}
		if !o.Status.InRepayment() {
			return fault.Newf(fault.CodeConflict, "An order that is %s takes no payment.", o.Status)
		}
		if _, err := s.tick(ctx, q, &o, ActorJob); err != nil {
			return err
		}
		money := MoneyFor(o.Market, false)
		today, now := s.Calendar().Today(), s.clock.Now()
		switch owed := o.Owed(); {
		case amount <= 0:
			return fault.Field("amount", "The amount must be more than zero.")
		case amount > owed:
			return fault.Field("amount", "The amount is more than the "+money.Format(owed)+" owed.")
		}
		dueBefore := s.DueNow(&o)
		alloc = o.take(amount, now)
		line := paymentNote(money, amount, alloc, note)
		if left := s.DueNow(&o); left > 0 && o.Owed() > 0 && amount < dueBefore {
			line += "; " + money.Format(left) + " still due now (" + money.Format(dueBefore) + " was due when it arrived)"
		}
		if err := s.afterPayment(ctx, q, &o, actor, today, now, line); err != nil {
			return err
		}
		if o.Status == StatusSettled { // all of the plan's interest is earned
			if err := s.bookInterest(ctx, q, &o); err != nil {
				return err
			}
		}
		kind := NoticePaid
		if o.Status == StatusSettled {
			kind = NoticeSettled
		}
		return s.notify(ctx, q, kind, o, amount)
	})
	return o, alloc, err
}

// take applies amount (at most what o owes) to o in memory at now: the
// penalty, the late interest, then the instalments in order (each one's
// fees, interest, then principal), and says how it was split.
func (o *Order) take(amount int64, now time.Time) Allocation {
	_, alloc, rest := Apply(o.Charges(), amount)
	o.PaidPenalty += alloc.Penalty
	o.PaidLateInterest += alloc.LateInterest
	o.PaidScheduled += rest
	o.AmountPaid += amount
	o.UpdatedAt = now
	// The instalment part: recompute the split over fees, interest and
	// principal from the instalments this payment reached.
	before := Order{Plan: o.Plan, PaidScheduled: o.PaidScheduled - rest}
	alloc.Fees, alloc.Interest, alloc.Principal = splitScheduled(before.Remaining(), rest)
	o.refreshDue()
	return alloc
}

// paymentNote is a payment's history line: the amount, how it was split,
// and the caller's note.
func paymentNote(money Money, amount int64, a Allocation, note string) string {
	var parts []string
	for _, p := range []struct {
		name   string
		amount int64
	}{{"penalty", a.Penalty}, {"late interest", a.LateInterest}, {"fees", a.Fees}, {"interest", a.Interest}, {"principal", a.Principal}} {
		if p.amount > 0 {
			parts = append(parts, p.name+" "+money.Format(p.amount))
		}
	}
	line := "paid " + money.Format(amount)
	if len(parts) > 0 {
		line += " (" + strings.Join(parts, ", ") + ")"
	}
	if note = strings.TrimSpace(note); note != "" {
		line += "; " + note
	}
	return line
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
// date gives, and writes the payment's history line (line), whether or not
// the status changed.
func (s *Service) afterPayment(ctx context.Context, q store.Querier, o *Order, actor string, today, now time.Time, line string) error {
	from := o.Status
	ev, to := afterPaid(o, today, s.Calendar().Window)
	if to != from {
		if err := CanMove(o, ev, to); err != nil {
			return err
		}
		o.Status = to
		if to == StatusSettled {
			o.SettledAt, o.NextDue = now, time.Time{}
		}
	}
	if err := updateOrder(ctx, q, o); err != nil {
		return err
	}
	return insertChange(ctx, q, o.ID, Change{Event: ev, Actor: actor, From: from, To: to, Note: line, At: now})
}

// afterPaid is the status money paid leaves o in on today: settled (200)
// when nothing is owed, else the one its next due date gives, when the
// machine allows the move on a payment.
func afterPaid(o *Order, today time.Time, window int) (Event, Status) {
	if o.Owed() == 0 {
		return EventSettle, StatusSettled
	}
	if want := ScheduleStatus(o.NextDue, today, window); want != o.Status && Allowed(EventPaid, o.Status, want) {
		return EventPaid, want
	}
	return EventPaid, o.Status
}

// MinPayment is the least amount a pay code is issued for (100.00 in the
// market's currency), unless what is due now (with nothing due yet, the
// next payment) is less.
const MinPayment int64 = 100_00

// DueNow is what the order asks for today (Order.PayableNow with the
// service's due window).
func (s *Service) DueNow(o *Order) int64 {
	cal := s.Calendar()
	return o.PayableNow(cal.Today(), cal.Window)
}

// PaymentRange is what a pay code may be issued for now: at least Min, at
// most Max (what is due now, or everything owed once paying ahead is
// allowed). Max is 0 when nothing can be paid now; Refused then says why
// and from when.
type PaymentRange struct {
	Min, Max   int64
	Due        int64     // what is due now
	AheadFrom  time.Time // the first day paying ahead of a due date is allowed
	AheadOK    bool      // paying ahead is allowed today
	Refused    error     // nil when something can be paid now
	NextFrom   time.Time // when nothing is due now: the first day the next payment can be paid
	NextAmount int64     // the next payment, due or not
}

// Payable says what an order in repayment, up to date with the calendar,
// takes now. Money due now (late charges, instalments due or in the due
// window) is always payable; every amount beyond it is paid ahead of its
// due date and is allowed only from the later of half the term and 7 days
// after disbursement (the loan terms' prepayment rule), whether it is an
// advance instalment or the whole loan.
func (s *Service) Payable(o *Order) PaymentRange {
	cal := s.Calendar()
	money := MoneyFor(o.Market, false)
	r := PaymentRange{Due: s.DueNow(o), NextAmount: o.NextPayment(cal.Today(), cal.Window)}
	r.AheadOK, r.AheadFrom = CanPrepay(o.DisbursedAt, s.clock.Now(), o.Terms.TermDays, cal.Loc)
	owed := o.Owed()
	r.Max = r.Due
	if r.AheadOK {
		r.Max = owed
	}
	// The least: 100.00, or what is due now when less, or, with nothing
	// due yet, the next payment when less.
	floor := r.Due
	if floor == 0 {
		floor = r.NextAmount
	}
	r.Min = min(MinPayment, floor)
	if r.Max == 0 {
		// Nothing is due yet and paying ahead is not allowed yet: the next
		// payment can be paid from its due window, or from the prepayment
		// date when that comes first.
		r.NextFrom = r.AheadFrom
		if !o.NextDue.IsZero() {
			if w := addDays(o.NextDue, -cal.Window); w.Before(r.NextFrom) {
				r.NextFrom = w
			}
		}
		r.Min = 0
		next := "Your next payment, " + money.Format(r.NextAmount) + " due on " + DisplayDay(o.NextDue) + ", "
		if r.NextFrom.Equal(r.AheadFrom) {
			r.Refused = fault.Field("amount", "Paying ahead of a due date is allowed from "+DisplayDay(r.AheadFrom)+
				", half the loan's term: "+strings.ToLower(next[:1])+next[1:]+"can be paid from then.")
		} else {
			r.Refused = fault.Field("amount", next+"can be paid from "+DisplayDay(r.NextFrom)+", "+Plural(cal.Window, "day")+
				" before it is due. Paying ahead of a due date is allowed from "+DisplayDay(r.AheadFrom)+".")
		}
	}
	return r
}

// CheckPayment says whether a pay code may be issued now for amount on an
// order in repayment, up to date with the calendar (Payable): at least the
// least payment, at most what is owed, and beyond what is due now only once
// the prepayment rule allows it (the error names the date it will).
func (s *Service) CheckPayment(o *Order, amount int64) error {
	money := MoneyFor(o.Market, false)
	r := s.Payable(o)
	switch owed := o.Owed(); {
	case amount <= 0:
		return fault.Field("amount", "The amount must be more than zero.")
	case amount > owed:
		return fault.Field("amount", "The amount is more than the "+money.Format(owed)+" owed.")
	case r.Refused != nil:
		return r.Refused
	case amount < r.Min:
		return fault.Field("amount", "The least you can pay is "+money.Format(r.Min)+".")
	case amount > r.Max:
		return fault.Field("amount", "You can pay up to "+money.Format(r.Max)+" now; paying ahead of your due dates is allowed from "+
			DisplayDay(r.AheadFrom)+".")
	}
	return nil
}
