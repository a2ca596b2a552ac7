package loan

import (
	"context"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// ExtensionQuote is what extending an order now costs and changes (the
// extension repayment page): the engine's Extension applied to the current
// instalment (the first one not fully paid) and the order's late charges.
// The order is first brought up to date with the calendar. Only an order
// that is due (174) or overdue (180), on a product that offers extensions,
// can be extended, and only while the new due date is after today.
//
// The extra days' interest is on all the principal the borrower still holds
// (Order.PrincipalHeld), since every later instalment moves by the same days. Under the cost
// caps (caps.go) the interest, then the fee, are lowered to what the total
// cost cap leaves.
func (s *Service) ExtensionQuote(ctx context.Context, q store.Querier, orderID int64) (ExtensionQuote, error) {
	o, err := s.currentOrder(ctx, q, orderID)
	if err != nil {
		return ExtensionQuote{}, err
	}
	return s.quoteExtension(&o)
}

// Extend takes a paid extension of exactly the quote's Total (the repayment
// domain calls it once the money is confirmed; note, e.g. the payment
// reference, goes into the order's history). In one step it:
//
//   - settles the outstanding penalty and late interest (PaidPenalty,
//     PaidLateInterest and AmountPaid grow by them);
//   - charges and takes the extension fee and the extra days' interest,
//     counted in PaidExtensionFees and PaidExtensionInterest: they are never
//     owed, so AmountDue and AmountPaid leave them out (TotalPaid counts them);
//   - moves the current instalment's due date and every later one's by
//     Terms.ExtensionDays (the current instalment's period grows by as
//     much), and NextDue and FinalDue with them;
//   - sets LateAccruedTo to today, so no day already settled accrues again;
//   - moves the order to the status its new due date gives: 170, or 174
//     when the new date is already inside the due window.
//
// The fees, interest and principal of the plan stay as they were: the
// borrower owes the same, later.
func (s *Service) Extend(ctx context.Context, q store.Querier, orderID, amount int64, actor, note string) (Order, ExtensionQuote, error) {
	cal := s.Calendar()
	var (
		o  Order
		qt ExtensionQuote
	)
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if o, err = OrderByID(ctx, q, orderID); err != nil {
			return err
		}
		if _, err := s.tick(ctx, q, &o, ActorJob); err != nil {
			return err
		}
		if qt, err = s.quoteExtension(&o); err != nil {
			return err
		}
		money := MoneyFor(o.Market, false)
		if amount != qt.Total {
			return fault.Field("amount", "Extending this loan today costs exactly "+money.Format(qt.Total)+", not "+money.Format(amount)+".")
		}
		today, now := cal.Today(), s.clock.Now()
		from, to := o.Status, ScheduleStatus(qt.NewDueDate, today, cal.Window)
		if err := CanMove(&o, EventExtend, to); err != nil {
			return err
		}
		dueWas := o.NextDue
		o.applyExtension(qt, today)
		o.Status, o.UpdatedAt = to, now
		if err := updateOrder(ctx, q, &o); err != nil {
			return err
		}
		if err := insertChange(ctx, q, o.ID, Change{Event: EventExtend, Actor: actor, From: from, To: to, Note: extensionNote(qt, dueWas, money, note), At: now}); err != nil {
			return err
		}
		return s.notify(ctx, q, NoticeExtended, o, amount)
	})
	return o, qt, err
}

// currentOrder reads an order brought up to date with the calendar. Given
// the service's database it reads outside any transaction and writes only
// when the calendar changed the order (UpToDate), so a quote takes no write
// lock; given a transaction it ticks inside it.
func (s *Service) currentOrder(ctx context.Context, q store.Querier, orderID int64) (Order, error) {
	if db, ok := q.(*store.DB); ok && db == s.db {
		o, err := OrderByID(ctx, db, orderID)
		if err != nil {
			return Order{}, err
		}
		return s.UpToDate(ctx, o)
	}
	var o Order
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if o, err = OrderByID(ctx, q, orderID); err != nil {
			return err
		}
		_, err = s.tick(ctx, q, &o, ActorJob)
		return err
	})
	return o, err
}

// CanExtend tells whether an order up to date with the calendar can be
// extended today: due or overdue, on a product that offers extensions, not
// too far overdue and not at the cost cap (what Rollover Repayment,
// isDelay, offers).
func (s *Service) CanExtend(o *Order) bool {
	_, err := s.quoteExtension(o)
	return err == nil
}

// quoteExtension prices extending an order that is up to date with the
// calendar, refusing one that cannot be extended today.
func (s *Service) quoteExtension(o *Order) (ExtensionQuote, error) {
	if o.Terms.ExtensionDays == 0 {
		return ExtensionQuote{}, fault.New(fault.CodeConflict, ErrNoExtension.Message)
	}
	if !o.WrittenOffAt.IsZero() {
		return ExtensionQuote{}, fault.New(fault.CodeConflict, "This loan was written off, so it can no longer be extended. Please repay it instead.")
	}
	if o.Status != StatusDue && o.Status != StatusOverdue {
		return ExtensionQuote{}, fault.Newf(fault.CodeConflict,
			"A loan can be extended only when a payment is due or overdue; this one is %s.", o.Status)
	}
	rem := o.Remaining()
	cur := current(rem)
	if cur < 0 {
		return ExtensionQuote{}, fault.New(fault.CodeConflict, "Nothing is left to pay on this loan, so there is nothing to extend.")
	}
	outstanding := rem[cur]
	charges := o.Charges()
	outstanding.Penalty, outstanding.LateInterest = charges.Penalty, charges.LateInterest
	qt, err := Extension(o.Terms, o.Plan.Instalments[cur].DueDate, outstanding, o.PrincipalHeld())
	if err != nil {
		return ExtensionQuote{}, err
	}
	qt, ok := s.Caps().Extension(o, qt)
	if !ok {
		return ExtensionQuote{}, fault.New(fault.CodeConflict, "This loan has reached the legal cost cap (BSP Circular 1133), so it can no longer be extended; no more charges are added. Please repay it instead.")
	}
	if today := s.Calendar().Today(); !qt.NewDueDate.After(today) {
		return ExtensionQuote{}, fault.Newf(fault.CodeConflict,
			"This payment is too far overdue to extend: the new due date, %s, would not be after today. Please repay it instead.",
			DisplayDay(qt.NewDueDate))
	}
	return qt, nil
}

// applyExtension changes the order's figures and dates as Extend describes.
func (o *Order) applyExtension(qt ExtensionQuote, today time.Time) {
	o.PaidPenalty += qt.Penalty
	o.PaidLateInterest += qt.LateInterest
	o.AmountPaid += qt.Penalty + qt.LateInterest
	o.PaidExtensionFees += qt.Fee
	o.PaidExtensionInterest += qt.Interest
	cur := current(o.Remaining())
	ins := make([]Instalment, len(o.Plan.Instalments))
	copy(ins, o.Plan.Instalments)
	ins[cur].Days += qt.Days
	for i := cur; i < len(ins); i++ {
		ins[i].DueDate = addDays(ins[i].DueDate, qt.Days)
	}
	o.Plan.Instalments = ins
	o.FinalDue = ins[len(ins)-1].DueDate
	o.refreshDue()
	o.LateAccruedTo = today
}

// extensionNote is the history's account of an extension: what was paid
// and for what, the move of the due date, and the caller's note.
func extensionNote(qt ExtensionQuote, dueWas time.Time, money Money, note string) string {
	var b strings.Builder
	b.WriteString("paid " + money.Format(qt.Total) + ": extension fee " + money.Format(qt.Fee) + ", interest " +
		money.Format(qt.Interest) + " for " + strconv.Itoa(qt.Days) + " days")
	if qt.Penalty > 0 {
		b.WriteString(", penalty " + money.Format(qt.Penalty))
	}
	if qt.LateInterest > 0 {
		b.WriteString(", late interest " + money.Format(qt.LateInterest))
	}
	b.WriteString("; due " + DisplayDay(qt.NewDueDate) + " (was " + DisplayDay(dueWas) + ")")
	if note = strings.TrimSpace(note); note != "" {
		b.WriteString("; " + note)
	}
	return b.String()
}
