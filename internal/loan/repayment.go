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
	if o, err = s.upToDate(ctx, o); err != nil {
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
	p, err := productOfOrder(ctx, q, id)
	if errors.Is(err, sql.ErrNoRows) {
		return Product{}, errNoProduct()
	}
	return p, err
}

// Today is the market's calendar date now.
func (s *Service) Today() time.Time { return s.today() }

// MoneyFor formats amounts of a market (coinciding: the rupee sign).
func MoneyFor(market string, coinciding bool) Money { return moneyFor(market, coinciding) }

// InRepayment tells whether the order has been disbursed and is not settled:
// the only orders that take a payment.
func (o *Order) InRepayment() bool { return o.Status.inRepayment() }

// PayoffFrom says whether the whole loan may be repaid now, and from which
// date it may (the prepayment rule of the loan terms).
func (s *Service) PayoffFrom(o Order) (bool, time.Time) {
	return CanPrepay(o.DisbursedAt, s.Clock.Now(), o.Terms.TermDays, s.loc())
}
