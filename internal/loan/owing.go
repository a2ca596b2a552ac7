package loan

import (
	"context"

	"kwarta/internal/store"
)

// Owing is what an order owes now, up to date with the calendar: the
// figures a payment credited to it now is applied against (Pay).
type Owing struct {
	Status   Status
	Currency string
	Owed     int64 // everything still to pay to settle the loan
	Due      int64 // what is due now (DueNow)
	// Balance is Owed by component: the late charges (penalty, late
	// interest), then the plan's fees, interest and principal not yet paid.
	Balance Balance
}

// Owing reads order orderID brought up to date with the calendar (in q
// when q is a transaction) and says what it owes now.
func (s *Service) Owing(ctx context.Context, q store.Querier, orderID int64) (Owing, error) {
	o, err := s.currentOrder(ctx, q, orderID)
	if err != nil {
		return Owing{}, err
	}
	return Owing{Status: o.Status, Currency: o.Currency, Owed: o.Owed(), Due: s.DueNow(&o), Balance: o.Balance()}, nil
}

// Balance is what the order owes by component: the late charges unpaid,
// then the plan's fees, interest and principal not yet paid (nor waived).
func (o *Order) Balance() Balance {
	b := o.Charges()
	for _, r := range o.Remaining() {
		b.Fees, b.Interest, b.Principal = b.Fees+r.Fees, b.Interest+r.Interest, b.Principal+r.Principal
	}
	return b
}
