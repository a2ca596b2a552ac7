package collect_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"kwarta/internal/collect"
	"kwarta/internal/page"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// benchAccounts is how many accounts past due the worklist benchmark
// lists: a lender with a million orders and 15% of them past due.
const benchAccounts = 150000

// fillWorklist writes n worklist rows straight into collections' table
// (this package owns it): days past due 1 to 400, amounts and collectors
// spread, a tenth with a broken promise.
func fillWorklist(b *testing.B, d *desk, n int) {
	b.Helper()
	ctx := context.Background()
	today := time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)
	err := d.env.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		for i := 1; i <= n; i++ {
			id := int64(1_000_000 + i)
			due := store.Millis(today.AddDate(0, 0, -(1 + i%400)))
			urgency := int64(1e14) + due
			state := "none"
			if i%10 == 0 {
				urgency, state = due, "broken"
			}
			total := int64(100000 + (i*7919)%2000000)
			if _, err := tx.Exec(ctx, `INSERT INTO collection_accounts (order_id, order_no, user_id, product_id, name, phone, due_at,
				owed_principal, owed_interest, owed_fees, owed_late, owed_penalty, owed_total, paid_total, operator_id, operator_name,
				promise_state, urgency, refreshed_at) VALUES (?, ?, 1, 1, 'Bench Borrower', '0917***4567', ?, ?, 0, 0, 0, 0, ?, 0, ?, ?, ?, ?, 0)`,
				id, fmt.Sprintf("KWB%09d", i), due, total, total, int64(i%20+1), fmt.Sprintf("c%d", i%20+1), state, urgency); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}

// BenchmarkWorklist reads the worklist's first page in the ways the
// console asks for it, over benchAccounts accounts (docs/PERFORMANCE.md).
func BenchmarkWorklist(b *testing.B) {
	for _, dialect := range storetest.Engines() {
		b.Run(string(dialect), func(b *testing.B) {
			db := storetest.MustOpen(b, dialect)
			d := &desk{env: servertest.New(b, db)}
			d.c = collect.New(d.env.DB, d.env.Clock, d.env.App.Config.Market, d.env.App.Account, d.env.App.Notices, &phone{}, nil, nil)
			fillWorklist(b, d, benchAccounts)
			for _, c := range []struct {
				name string
				f    collect.Filter
				sort string
			}{
				{"urgency", collect.Filter{}, ""},
				{"bucket 31-60", collect.Filter{Bucket: "31-60"}, ""},
				{"mine", collect.Filter{Collector: 7}, ""},
				{"amount desc", collect.Filter{}, "-amount"},
				{"broken promises by days", collect.Filter{Promise: "broken"}, "due"},
			} {
				o, err := page.Params{Sort: c.sort}.Parse(collect.Sorts)
				if err != nil {
					b.Fatal(err)
				}
				b.Run(c.name, func(b *testing.B) {
					for b.Loop() {
						if _, err := d.c.Worklist(context.Background(), c.f, o); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		})
	}
}
