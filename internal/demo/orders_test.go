package demo_test

import (
	"context"
	"testing"
	"time"

	"kwarta/internal/demo"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/repay"
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

// Load borrowers each have an order in the due window, payable now, and
// orders placed afterwards continue after theirs.
func TestSeedLoadBorrowers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		const n = 3
		if err := demo.SeedLoadBorrowers(ctx, env.App.DemoDeps(), n); err != nil {
			t.Fatal(err)
		}
		// Borrowers 2 and 3 are copies of borrower 1: each its own
		// borrower, order number and books, with borrower 1's figures.
		users, numbers := map[int64]bool{}, map[string]bool{}
		var first loan.Order
		for k := 1; k <= n; k++ {
			s, err := env.App.Account.Authenticate(ctx, demo.LoadSession(k), demo.DeviceID)
			if err != nil {
				t.Fatalf("session %s: %v", demo.LoadSession(k), err)
			}
			o, err := loan.OrderOf(ctx, db, s.UserID, demo.LoadOrderID(k))
			if err != nil {
				t.Fatal(err)
			}
			if o.Status != loan.StatusDue || o.ProductID != demo.LoadProduct || env.App.Loans.DueNow(&o) <= 0 {
				t.Fatalf("load order %d: status %d, product %d, payable %d", o.ID, o.Status, o.ProductID, env.App.Loans.DueNow(&o))
			}
			if k == 1 {
				first = o
			} else if o.Terms != first.Terms || env.App.Loans.DueNow(&o) != env.App.Loans.DueNow(&first) {
				t.Errorf("load order %d: terms %+v, due now %d; borrower 1's: %+v, %d", o.ID, o.Terms, env.App.Loans.DueNow(&o), first.Terms, env.App.Loans.DueNow(&first))
			}
			users[s.UserID], numbers[o.No] = true, true
		}
		if len(users) != n || len(numbers) != n {
			t.Errorf("%d borrowers and %d order numbers for %d load borrowers", len(users), len(numbers), n)
		}
		// The next borrower and order come after the load borrowers'.
		err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			u, err := env.App.Account.CreateUser(ctx, tx, "+639170000099", "After The Load")
			if err != nil {
				return err
			}
			if users[u.ID] {
				t.Errorf("the next borrower has load borrower id %d", u.ID)
			}
			p, err := loan.ProductByID(ctx, tx, demo.LoadProduct)
			if err != nil {
				return err
			}
			o, err := env.App.Loans.Place(ctx, tx, p.Offer(u.ID))
			if err == nil && o.ID <= demo.LoadOrderID(n) {
				t.Errorf("the next order is %d, not after load order %d", o.ID, demo.LoadOrderID(n))
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		today := env.App.Loans.Calendar().Today()
		if got, err := ledger.Check(ctx, db, loan.BooksOf(env.App.Loans), repay.InTransit, today, today); err != nil || len(got) > 0 {
			t.Fatalf("the books after seeding load borrowers: %v %v", got, err)
		}
		if err := demo.SeedLoadBorrowers(ctx, env.App.DemoDeps(), 0); err == nil {
			t.Error("0 load borrowers accepted")
		}
	})
}
