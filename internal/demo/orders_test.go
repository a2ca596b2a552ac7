package demo_test

import (
	"testing"
	"time"

	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// Demo order 88 is a covered loan whose charges have reached the total
// cost cap: the schedule job stopped them at the principal.
func TestDemoOrder88_AtTheCostCap(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		a, err := env.App.Account.UserByPhone(ctx, db, demo.Borrowers[0].Phone)
		if err != nil {
			t.Fatal(err)
		}
		o, err := loan.OrderOf(ctx, db, a.ID, 88)
		if err != nil {
			t.Fatal(err)
		}
		if o.Status != loan.StatusOverdue || !loan.Covered(o.Market, o.Terms) {
			t.Fatalf("order 88: status %d, covered %v; want 180 and covered", o.Status, loan.Covered(o.Market, o.Terms))
		}
		if !o.CostCapped() || o.TotalCost() != o.Terms.Principal {
			t.Fatalf("order 88: total cost %d on %d lent, capped %v; want exactly the principal", o.TotalCost(), o.Terms.Principal, o.CostCapped())
		}
		// Another day of the schedule job adds nothing.
		env.Clock.Advance(24 * time.Hour)
		if _, err := env.App.Loans.RunSchedule(ctx, db); err != nil {
			t.Fatal(err)
		}
		if o2, err := loan.OrderOf(ctx, db, a.ID, 88); err != nil || o2.TotalCost() != o.TotalCost() {
			t.Fatalf("a day later: total cost %d (err %v), want %d", o2.TotalCost(), err, o.TotalCost())
		}
	})
}
