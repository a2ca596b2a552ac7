package demo

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"kwarta/internal/config"
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

// SeedLoadBorrowers adds n load borrowers, each with its order driven
// through the real order service to repayment, in one transaction, then
// runs the schedule job (which moves the orders into the due window). Run
// it once, right after Seed filled an empty database.
func SeedLoadBorrowers(ctx context.Context, d Deps, n int) error {
	if n < 1 || n > config.MaxDemoBorrowers {
		return fmt.Errorf("demo: %d load borrowers, want 1 to %d", n, config.MaxDemoBorrowers)
	}
	return d.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		now := d.Now()
		for k := 1; k <= n; k++ {
			u, err := d.Account.CreateUser(ctx, tx, fmt.Sprintf("+639177%06d", k), "Load Borrower "+strconv.Itoa(k))
			if err != nil {
				return fmt.Errorf("load borrower %d: %w", k, err)
			}
			if err := d.Account.AddSession(ctx, tx, u.ID, DeviceID, LoadSession(k), 10*365*24*time.Hour); err != nil {
				return err
			}
			do := demoOrder{id: LoadOrderID(k), product: LoadProduct, placed: 28*day + 3*time.Hour, stage: loan.StatusRepaying}
			if err := driveOrder(ctx, tx, d, u.ID, now, do); err != nil {
				return fmt.Errorf("load order %d: %w", do.id, err)
			}
		}
		if err := loan.SetNextOrderID(ctx, tx, LoadOrderID(n)+1); err != nil {
			return err
		}
		_, err := d.Loans.RunSchedule(ctx, tx)
		return err
	})
}
