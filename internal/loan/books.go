package loan

import (
	"context"
	"time"

	"kwarta/internal/ledger"
	"kwarta/internal/store"
)

// The loan engine's postings to the books (internal/ledger), each in the
// transaction of the change it records: the disbursement (disburse), the
// late charges as tick charges them, the plan's interest earned day by
// day, all of it once the order is settled (book). Repayments are posted
// by the repayment engine, which knows the money's channel.

// InterestEarned is the plan's interest earned by date today: each
// instalment's interest spread evenly over its period's days (rounded
// down), all of it once the order is settled (a payoff pays it all). The
// interest a reschedule carried into an instalment (Carried) counts as
// earned from the start.
func (o *Order) InterestEarned(today time.Time) int64 {
	if o.Status == StatusSettled {
		return o.Plan.TotalInterest
	}
	if o.DisbursedAt.IsZero() {
		return 0
	}
	var earned int64
	for _, in := range o.Plan.Instalments {
		earned += in.Carried // carried over by a reschedule: earned before
		if in.Days <= 0 {
			continue
		}
		days := min(max(daysBetween(addDays(in.DueDate, -in.Days), today), 0), in.Days)
		earned += mul(in.Interest-in.Carried, int64(days)) / int64(in.Days)
	}
	return earned
}

// when is the ledger's stamp for an event on o now.
func (s *Service) when(o *Order) ledger.When {
	return ledger.When{OrderID: o.ID, Date: s.Calendar().Today(), At: s.clock.Now()}
}

// bookDisbursed posts a disbursement: the principal, the plan's interest
// and fees.
func (s *Service) bookDisbursed(ctx context.Context, q store.Querier, o *Order, note string) error {
	memo := "order " + o.No
	if note != "" {
		memo += "; " + note
	}
	return ledger.Disbursed(ctx, q, s.when(o), o.Terms.Principal, o.Plan.TotalInterest, o.Plan.TotalFees, memo)
}

// bookCharges posts the late charges tick just added to o (the figures
// before it are penalty and late).
func (s *Service) bookCharges(ctx context.Context, q store.Querier, o *Order, penalty, late int64) error {
	return ledger.Charged(ctx, q, s.when(o), o.Penalty-penalty, o.LateInterest-late, "order "+o.No+" late charges to "+Day(s.Calendar().Today()))
}

// bookInterest recognises the plan's interest o has earned by today.
func (s *Service) bookInterest(ctx context.Context, q store.Querier, o *Order) error {
	if o.DisbursedAt.IsZero() || !o.WrittenOffAt.IsZero() { // a write-off took the unearned interest off the books
		return nil
	}
	return ledger.InterestEarned(ctx, q, s.when(o), o.InterestEarned(s.Calendar().Today()))
}

// Books is what the ledger's checks and accrual ask of the loans
// (ledger.Engine): the orders that were disbursed and what each owes.
type Books struct{ s *Service }

// BooksOf is the loans' side of the ledger's checks.
func BooksOf(s *Service) Books { return Books{s} }

// Orders lists the orders ever disbursed.
func (b Books) Orders(ctx context.Context, q store.Querier) ([]int64, error) {
	return store.IDs(ctx, q, `SELECT id FROM orders WHERE disbursed_at > 0 ORDER BY id`)
}

// Owed brings order id up to date with the calendar in q (a transaction:
// the late charges and the interest earned are posted) and says what it
// owes by component: on the books, so nothing once it is written off.
func (b Books) Owed(ctx context.Context, q store.Querier, id int64) (ledger.Components, error) {
	ow, err := b.s.Owing(ctx, q, id)
	if err != nil {
		return ledger.Components{}, err
	}
	o, err := orderByID(ctx, q, id)
	if err != nil {
		return ledger.Components{}, err
	}
	if err := b.s.bookInterest(ctx, q, &o); err != nil {
		return ledger.Components{}, err
	}
	if !o.WrittenOffAt.IsZero() { // what it still owes is off the books
		return ledger.Components{}, nil
	}
	return Booked(Allocation(ow.Balance)), nil
}

// Booked is an allocation (or, converted, a Balance) as the books split
// amounts.
func Booked(a Allocation) ledger.Components {
	return ledger.Components{Principal: a.Principal, Interest: a.Interest, Fees: a.Fees, LateInterest: a.LateInterest, Penalty: a.Penalty}
}

// Earned is the plan's interest order id has earned today, and what it
// has in all.
func (b Books) Earned(ctx context.Context, q store.Querier, id int64) (earned, total int64, err error) {
	o, err := orderByID(ctx, q, id)
	if err != nil {
		return 0, 0, err
	}
	return o.InterestEarned(b.s.Calendar().Today()), o.Plan.TotalInterest, nil
}
