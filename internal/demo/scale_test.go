package demo_test

import (
	"testing"

	"kwarta/internal/demo"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestScale_CopiesAgreeWithTheEngine: a fill at scale adds the borrowers
// asked for; each copy owes what its prototype owes, by the engine and by
// the books; the books check; the worklist holds every copy past due; a
// second fill is refused.
func TestScale_CopiesAgreeWithTheEngine(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		users0 := storetest.Count(t, db, `SELECT COUNT(*) FROM users`)
		var chunks int
		r, err := demo.Scale(ctx, env.App.DemoDeps(), env.App.Collect, 1000, func(done, total int64) { chunks++ })
		if err != nil {
			t.Fatal(err)
		}
		p := int64(r.Prototypes)
		copies := 1000/p - 1
		if r.Borrowers != p*(copies+1) || r.Orders != r.Borrowers || chunks == 0 {
			t.Fatalf("report %+v, %d chunks", r, chunks)
		}
		if got := storetest.Count(t, db, `SELECT COUNT(*) FROM users`); int64(got-users0) != r.Borrowers {
			t.Fatalf("%d borrowers added, want %d", got-users0, r.Borrowers)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(DISTINCT phone) FROM users`); n != storetest.Count(t, db, `SELECT COUNT(*) FROM users`) {
			t.Fatal("two borrowers share a phone")
		}
		// Every copy of every prototype agrees with it.
		past := 0
		for j := int64(0); j < p; j++ {
			proto, err := env.App.Loans.Owing(ctx, db, demo.ScaleBase+j)
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range []int64{1, copies} {
				id := demo.ScaleBase + j + k*p
				o, err := loan.OrderByID(ctx, db, id)
				if err != nil {
					t.Fatalf("copy %d of prototype %d: %v", k, j, err)
				}
				got, err := env.App.Loans.Owing(ctx, db, id)
				if err != nil {
					t.Fatal(err)
				}
				if got != proto || o.UserID != demo.ScaleBase+j+k*p {
					t.Fatalf("copy %d of prototype %d owes %+v, the prototype %+v (user %d)", k, j, got, proto, o.UserID)
				}
			}
			if _, err := env.App.Collect.AccountOf(ctx, db, demo.ScaleBase+j); err == nil {
				past++
				if _, err := env.App.Collect.AccountOf(ctx, db, demo.ScaleBase+j+copies*p); err != nil {
					t.Fatalf("prototype %d is past due, its last copy not in the worklist: %v", j, err)
				}
			}
		}
		if past == 0 || int64(storetest.Count(t, db, `SELECT COUNT(*) FROM collection_accounts WHERE order_id >= ?`, demo.ScaleBase)) != int64(past)*(copies+1) {
			t.Fatalf("%d prototypes past due; worklist rows %d", past, storetest.Count(t, db, `SELECT COUNT(*) FROM collection_accounts`))
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM collection_promises WHERE order_id >= ?`, demo.ScaleBase); n == 0 {
			t.Fatal("no promises copied")
		}
		// The prototypes paid through pay codes, and each copy has its
		// prototype's payments, on codes of its own, with its own order
		// and borrower.
		protoPays := storetest.Count(t, db, `SELECT COUNT(*) FROM payments WHERE order_id BETWEEN ? AND ?`, demo.ScaleBase, demo.ScaleBase+p-1)
		if protoPays == 0 || storetest.Count(t, db, `SELECT COUNT(*) FROM payments WHERE order_id >= ?`, demo.ScaleBase) != protoPays*int(copies+1) {
			t.Fatalf("%d prototype payments; %d in all", protoPays, storetest.Count(t, db, `SELECT COUNT(*) FROM payments WHERE order_id >= ?`, demo.ScaleBase))
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payments p JOIN pay_codes c ON c.id = p.pay_code_id JOIN orders o ON o.id = p.order_id
			WHERE p.order_id >= ? AND (c.order_id <> p.order_id OR o.user_id <> p.user_id OR c.user_id <> p.user_id OR c.amount <> p.amount)`, demo.ScaleBase); n != 0 {
			t.Fatalf("%d payments copied onto another order's code or borrower", n)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM pay_codes`); n != storetest.Count(t, db, `SELECT COUNT(DISTINCT txn_id) FROM pay_codes`) {
			t.Fatal("two pay codes share a transaction id")
		}
		// A pay code after the fill gets an id past the copies'.
		maxCode := storetest.Count(t, db, `SELECT MAX(id) FROM pay_codes`)
		id, err := store.InsertID(ctx, db, `INSERT INTO pay_codes (order_id, user_id, purpose, amount, currency, channel, gateway, txn_id, state, created_at, expires_at)
			VALUES (?, ?, 'due', 100, 'PHP', 'GCSH', 'sandbox', 'after-the-fill', 'failed', 0, 0)`, demo.ScaleBase, demo.ScaleBase)
		if err != nil || id <= int64(maxCode) {
			t.Fatalf("a pay code after the fill: id %d (the copies' last %d): %v", id, maxCode, err)
		}
		today := loan.CalendarDate(env.Clock.Now(), env.App.Config.Market.Location())
		if problems, err := ledger.Check(ctx, db, loan.BooksOf(env.App.Loans), repay.InTransit, today, today); err != nil || len(problems) > 0 {
			t.Fatalf("ledger check: %v %v", problems, err)
		}
		// A new order after the fill gets an id past the copies.
		if _, err := demo.Scale(ctx, env.App.DemoDeps(), env.App.Collect, 1000, nil); err == nil {
			t.Fatal("a second fill was accepted")
		}
	})
}
