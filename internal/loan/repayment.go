package loan

import (
	"context"
	"database/sql"
	"errors"

	"kwarta/internal/store"
)

// The order as the repayment side (internal/repay) reads it.

// Current reads a borrower's own order brought up to date with the
// calendar; another borrower's answers the same 404 as a missing one.
func (s *Service) Current(ctx context.Context, userID, orderID int64) (Order, Product, error) {
	o, err := OrderOf(ctx, s.db, userID, orderID)
	if err != nil {
		return Order{}, Product{}, err
	}
	if o, err = s.UpToDate(ctx, o); err != nil {
		return Order{}, Product{}, err
	}
	p, err := ProductOf(ctx, s.db, o.ProductID)
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

// InRepayment tells whether the order has been disbursed and is not settled:
// the only orders that take a payment.
func (o *Order) InRepayment() bool { return o.Status.InRepayment() }
