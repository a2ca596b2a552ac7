package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/config"
	"kwarta/internal/demo"
	"kwarta/internal/repay/repaytest"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// paid is one payment as stored: its order and amount.
type paid struct {
	id, order, amount int64
}

func paymentsOf(t *testing.T, db *store.DB) []paid {
	t.Helper()
	rows, err := db.Query(context.Background(), `SELECT id, order_id, amount FROM payments ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []paid
	for rows.Next() {
		var p paid
		if err := rows.Scan(&p.id, &p.order, &p.amount); err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// ordersPaid is every order's amount paid, by id.
func ordersPaid(t *testing.T, db *store.DB) map[int64]int64 {
	t.Helper()
	rows, err := db.Query(context.Background(), `SELECT id, amount_paid FROM orders`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[int64]int64{}
	for rows.Next() {
		var id, amount int64
		if err := rows.Scan(&id, &amount); err != nil {
			t.Fatal(err)
		}
		out[id] = amount
	}
	return out
}

// TestBackup_RestoreMidPayments, on both engines: borrower A pays ₱100 at
// a time on three orders through pay codes and the provider's postbacks,
// one after another; kwarta backup runs after the 10th, while they go on.
// The backup restored into a new database holds the payments up to one
// moment (the first k of them, 10 ≤ k < 30, every one whole), every order
// as the source held it then (its amount paid less what was paid after),
// and its books hold (kwarta ledger check). A restore into a database
// that exists is refused.
func TestBackup_RestoreMidPayments(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			source := storetest.DSN(t, d)
			db := storetest.MustOpenDSN(t, source, store.Options{})
			env := servertest.New(t, db, func(c *config.Config) { c.PayCodeLimit = 1000 }) // 10 codes an order, at once
			orders := []int64{81, 82, 88}
			const total = 30
			tenth := make(chan struct{})
			var wg sync.WaitGroup
			errs := make(chan error, 1)
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range total {
					if err := repaytest.Pay(t, env, demo.SessionA, orders[i%len(orders)], 10000); err != nil {
						errs <- fmt.Errorf("payment %d: %w", i+1, err)
						return
					}
					if i == 9 {
						close(tenth)
					}
					time.Sleep(10 * time.Millisecond) // at a borrower's pace: the backup lands among them
				}
			}()
			<-tenth
			file := filepath.Join(t.TempDir(), "kwarta.backup")
			if d == store.SQLite {
				file = filepath.Join(t.TempDir(), "kwarta-backup.db")
			}
			out, err := do(ctx, "backup", "--to", file, "--db", source)
			if err != nil || !strings.Contains(out, "backup written to "+file) {
				t.Fatalf("backup: %v %q", err, out)
			}
			wg.Wait()
			select {
			case err := <-errs:
				t.Fatal(err)
			default:
			}
			if _, err := do(ctx, "backup", "--to", file, "--db", source); err == nil || !strings.Contains(err.Error(), "never overwrites") {
				t.Errorf("a second backup onto the file: %v", err)
			}

			target := storetest.DSN(t, d)
			if d == store.SQLite {
				target = filepath.Join(t.TempDir(), "restored.db")
			}
			if out, err := do(ctx, "restore", "--from", file, "--db", target); err != nil || !strings.Contains(out, "restored "+file) {
				t.Fatalf("restore: %v %q", err, out)
			}
			if _, err := do(ctx, "restore", "--from", file, "--db", target); err == nil {
				t.Error("a restore into a database that holds one")
			}
			if out, err := do(ctx, "ledger", "check", "--db", target, "--at", env.Clock.Now().Format(time.RFC3339)); err != nil || !strings.Contains(out, "books hold") {
				t.Fatalf("ledger check of the restored database: %v\n%s", err, out)
			}

			restored := storetest.MustOpenDSN(t, target, store.Options{})
			all, got := paymentsOf(t, db), paymentsOf(t, restored)
			if len(all) != total || len(got) < 10 || len(got) >= total {
				t.Fatalf("payments: %d in the source, %d in the backup", len(all), len(got))
			}
			for i, p := range got {
				if p != all[i] {
					t.Fatalf("the backup's payment %d is %+v, the source's %+v: not one moment", i, p, all[i])
				}
			}
			after := map[int64]int64{} // paid after the backup's moment, by order
			for _, p := range all[len(got):] {
				after[p.order] += p.amount
			}
			now, then := ordersPaid(t, db), ordersPaid(t, restored)
			if len(now) != len(then) {
				t.Fatalf("orders: %d in the source, %d in the backup", len(now), len(then))
			}
			for id, amount := range now {
				if then[id] != amount-after[id] {
					t.Errorf("order %d: %d paid in the backup, want %d (%d now, %d paid after)", id, then[id], amount-after[id], amount, after[id])
				}
			}
		})
	}
}

// do runs a kwarta command and answers what it printed.
func do(ctx context.Context, args ...string) (string, error) {
	var out strings.Builder
	err := run(ctx, args, &out, io.Discard)
	return out.String(), err
}
