package loan

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"kwarta/internal/store"
)

// The order as the repayment side (internal/repay) reads it.

// Current reads a borrower's own order brought up to date with the
// calendar; another borrower's answers the same 404 as a missing one.
func (s *Service) Current(ctx context.Context, userID, orderID int64) (Order, Product, error) {
	o, err := OrderOf(ctx, s.DB, userID, orderID)
	if err != nil {
		return Order{}, Product{}, err
	}
	if o, err = s.UpToDate(ctx, o); err != nil {
		return Order{}, Product{}, err
	}
	p, err := ProductOf(ctx, s.DB, o.ProductID)
	return o, p, err
}

// OrderByID reads an order whoever owns it, for the payment side, which
// knows the order from its own pay code.
func OrderByID(ctx context.Context, q store.Querier, id int64) (Order, error) {
	o, err := orderByID(ctx, q, id)
	if errors.Is(err, store.ErrNotFound) {
		return Order{}, errNoOrder()
	}
	return o, err
}

// ProductOf reads a product, enabled or not (an order's product).
func ProductOf(ctx context.Context, q store.Querier, id int64) (Product, error) {
	p, err := ProductOfOrder(ctx, q, id)
	if errors.Is(err, sql.ErrNoRows) {
		return Product{}, ErrNoProduct()
	}
	return p, err
}

// Today is the market's calendar date now.
func (s *Service) Today() time.Time { return s.today() }

// InRepayment tells whether the order has been disbursed and is not settled:
// the only orders that take a payment.
func (o *Order) InRepayment() bool { return o.Status.InRepayment() }

// FiguresHoldUntil is the moment the order's figures (what is due now, the
// payoff, the extension's price) next change by the calendar alone: the
// end of today, market time, for an overdue order, whose late interest
// grows every day; otherwise the end of its next due date, after which it
// falls overdue. The moment is the start of the following day: the figures
// hold while now is before it.
func (s *Service) FiguresHoldUntil(o Order) time.Time {
	days := 0
	if today := s.today(); o.Status != StatusOverdue && !o.NextDue.IsZero() && o.NextDue.After(today) {
		days = daysBetween(today, o.NextDue)
	}
	return s.EndOfDay(days)
}

// EndOfDay is the end of the market's calendar day days after today: the
// start of the day after it, as a moment.
func (s *Service) EndOfDay(days int) time.Time {
	loc := s.Location()
	if loc == nil {
		loc = manila()
	}
	y, m, d := addDays(s.today(), days+1).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, loc).UTC()
}

// PayBy is how a page says until when a code holds: "Pay by 11:59 pm
// today", "Pay by 11:59 pm, Dec 16, 2026" or, for a code ending inside a
// day, "Pay by 1:02 pm, Nov 28, 2026" (market time).
func (s *Service) PayBy(expires time.Time) string {
	loc := s.Location()
	if loc == nil {
		loc = manila()
	}
	last := expires.In(loc)
	if last.Hour() == 0 && last.Minute() == 0 && last.Second() == 0 {
		last = last.Add(-time.Minute) // 00:00 ends the day before: 11:59 pm
	}
	clock := last.Format("3:04 pm")
	if CalendarDate(last, loc).Equal(s.today()) {
		return "Pay by " + clock + " today"
	}
	return "Pay by " + clock + ", " + DisplayDay(CalendarDate(last, loc))
}
