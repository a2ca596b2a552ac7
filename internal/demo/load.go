package demo

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"kwarta/internal/account"
	"kwarta/internal/config"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// Load borrowers are extra demo borrowers for `make loadtest`'s payment
// steps (`kwarta serve --demo --demo-borrowers N`): borrower k (1..N) has
// the session LoadSession(k) on the demo device and one order,
// LoadOrderID(k), of LoadProduct placed 28 days ago, so its first
// instalment is in the due window and can be paid now — once.
const (
	LoadProduct   = 1 // Kwarta Flex: 3 instalments of about 30 days
	loadOrderBase = 1000
)

// LoadSession is load borrower k's session id.
func LoadSession(k int) string { return "load-" + strconv.Itoa(k) }

// LoadOrderID is load borrower k's order.
func LoadOrderID(k int) int64 { return loadOrderBase + int64(k) }

// SeedLoadBorrowers adds n load borrowers in one transaction. Borrower 1's
// order is driven through the real order service to repayment and the
// schedule job run (which moves it into the due window); borrowers 2 to n
// are copies of borrower 1 made inside the database, with their orders,
// their orders' history and books, as a fill at scale copies its
// prototypes (scale.go): every copy's figures are borrower 1's. Driving
// each of the cluster test's 3000 borrowers took 27 s on PostgreSQL. Run
// it once, right after Seed filled an empty database.
func SeedLoadBorrowers(ctx context.Context, d Deps, n int) error {
	if n < 1 || n > config.MaxDemoBorrowers {
		return fmt.Errorf("demo: %d load borrowers, want 1 to %d", n, config.MaxDemoBorrowers)
	}
	return d.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		u, err := d.Account.CreateUser(ctx, tx, "+639177000001", "Load Borrower")
		if err != nil {
			return fmt.Errorf("load borrower 1: %w", err)
		}
		do := demoOrder{id: LoadOrderID(1), product: LoadProduct, placed: 28*day + 3*time.Hour, stage: loan.StatusRepaying}
		if err := driveOrder(ctx, tx, d, u.ID, d.Now(), do); err != nil {
			return fmt.Errorf("load order %d: %w", do.id, err)
		}
		if _, err := d.Loans.RunSchedule(ctx, tx); err != nil {
			return err
		}
		// Copy k is borrower u.ID+k with order LoadOrderID(1)+k: the ids
		// after the newest borrower's and the demo's orders are free.
		if n > 1 {
			if _, err := account.CopyBorrowers(ctx, tx, u.ID, u.ID, 1, 1, n-1); err != nil {
				return err
			}
			if _, err := loan.CopyOrders(ctx, tx, do.id, do.id, 1, 1, 1, n-1); err != nil {
				return err
			}
			if _, err := ledger.CopyOrderBooks(ctx, tx, do.id, do.id, 1, 1, n-1); err != nil {
				return err
			}
		}
		for k := 1; k <= n; k++ {
			if err := d.Account.AddSession(ctx, tx, u.ID+int64(k-1), DeviceID, LoadSession(k), 10*365*24*time.Hour); err != nil {
				return err
			}
		}
		if err := account.SetNextUserID(ctx, tx, u.ID+int64(n)); err != nil {
			return err
		}
		return loan.SetNextOrderID(ctx, tx, LoadOrderID(n)+1)
	})
}
