package ledger_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"kwarta/internal/ledger"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

var (
	day1 = time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	day2 = time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)
	at   = time.Date(2026, 11, 1, 3, 0, 0, 0, time.UTC)
)

func when(order int64, d time.Time) ledger.When { return ledger.When{OrderID: order, Date: d, At: at} }

// balances are the trial balance's balances by account code.
func balances(t *testing.T, db *store.DB, asOf time.Time) map[string]int64 {
	t.Helper()
	rows, err := ledger.TrialBalance(context.Background(), db, asOf)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int64{}
	var sum int64
	for _, r := range rows {
		out[r.Code] = r.Balance
		sum += r.Balance
	}
	if sum != 0 {
		t.Errorf("trial balance on %s sums to %d", asOf.Format(time.DateOnly), sum)
	}
	return out
}

func expect(t *testing.T, got map[string]int64, want map[string]int64) {
	t.Helper()
	for code, w := range want {
		if got[code] != w {
			t.Errorf("account %s: balance %d, want %d", code, got[code], w)
		}
	}
	for code, g := range got {
		if _, ok := want[code]; !ok && g != 0 {
			t.Errorf("account %s: balance %d, want none", code, g)
		}
	}
}

func inTx(t *testing.T, db *store.DB, fn func(ctx context.Context, q store.Querier) error) {
	t.Helper()
	if err := db.InTx(context.Background(), func(ctx context.Context, tx *store.Tx) error { return fn(ctx, tx) }); err != nil {
		t.Fatal(err)
	}
}

// Every money event's entry, one after another on one order, and the
// balances each leaves.
func TestLedger_EventsPost(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		const o = 7
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			return ledger.Disbursed(ctx, q, when(o, day1), 1_000_000, 90_000, 5_000, "order 7")
		})
		expect(t, balances(t, db, day1), map[string]int64{
			ledger.PrincipalReceivable: 1_000_000, ledger.PayoutClearing: -1_000_000,
			ledger.InterestReceivable: 90_000, ledger.UnearnedInterest: -90_000,
			ledger.FeesReceivable: 5_000, ledger.FeeIncome: -5_000,
		})
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			if err := ledger.Charged(ctx, q, when(o, day2), 100_000, 2_500, "late"); err != nil {
				return err
			}
			if err := ledger.InterestEarned(ctx, q, when(o, day2), 30_000); err != nil {
				return err
			}
			// Earned going back (an extension lengthened a period) posts nothing.
			return ledger.InterestEarned(ctx, q, when(o, day2), 20_000)
		})
		// A repayment split by component, from a channel.
		paid := ledger.Components{Penalty: 100_000, LateInterest: 2_500, Fees: 5_000, Interest: 40_000, Principal: 2_500}
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			return ledger.Repaid(ctx, q, when(o, day2), ledger.FromChannel("gcash"), paid, "pay code 1")
		})
		expect(t, balances(t, db, day2), map[string]int64{
			ledger.PrincipalReceivable: 997_500, ledger.PayoutClearing: -1_000_000,
			ledger.InterestReceivable: 50_000, ledger.UnearnedInterest: -60_000, ledger.InterestIncome: -30_000,
			ledger.FeeIncome: -5_000, ledger.PenaltyIncome: -100_000, ledger.LateInterestIncome: -2_500,
			ledger.CashInTransitOf("gcash"): 150_000,
		})
		rec, err := ledger.Receivables(context.Background(), db, o)
		if err != nil {
			t.Fatal(err)
		}
		if want := (ledger.Components{Principal: 997_500, Interest: 50_000}); rec != want {
			t.Errorf("receivables %+v, want %+v", rec, want)
		}
		// The day before the repayment, the trial balance is the
		// disbursement's alone.
		if b := balances(t, db, day1); b[ledger.CashInTransitOf("gcash")] != 0 || b[ledger.PenaltyReceivable] != 0 {
			t.Errorf("day 1 shows day 2's entries: %v", b)
		}
		// An extension: late charges settled, fee and interest as income.
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			if err := ledger.Charged(ctx, q, when(o, day2), 0, 1_000, "late"); err != nil {
				return err
			}
			return ledger.ExtensionPaid(ctx, q, when(o, day2), ledger.FromChannel("gcash"), 0, 1_000, 20_000, 7_000, "extension")
		})
		// Money kept for review, then refunded; more kept, then credited.
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			if err := ledger.Held(ctx, q, when(o, day2), "maya", 50_000, "wrong amount"); err != nil {
				return err
			}
			if err := ledger.Refunded(ctx, q, when(o, day2), "maya", 50_000, "sent back"); err != nil {
				return err
			}
			if err := ledger.Held(ctx, q, when(o, day2), "maya", 12_500, "settled meanwhile"); err != nil {
				return err
			}
			return ledger.Repaid(ctx, q, when(o, day2), ledger.FromHeld, ledger.Components{Principal: 12_500}, "credited by an operator")
		})
		b := balances(t, db, day2)
		if b[ledger.CashInTransitOf("gcash")] != 178_000 || b[ledger.CashInTransitOf("maya")] != 12_500 || b[ledger.Overpayments] != 0 {
			t.Errorf("cash in transit and overpayments: %v", b)
		}
		if b[ledger.FeeIncome] != -25_000 || b[ledger.InterestIncome] != -37_000 || b[ledger.LateInterestReceivable] != 0 {
			t.Errorf("extension: %v", b)
		}
		in, err := ledger.InTransit(context.Background(), db, day2)
		if err != nil {
			t.Fatal(err)
		}
		if in["gcash"] != 178_000 || in["maya"] != 12_500 || len(in) != 2 {
			t.Errorf("InTransit = %v", in)
		}
	})
}

// A waiver and a write-off forgive receivables; the interest not yet
// earned comes out of unearned interest, not the expense.
func TestLedger_WaiverAndWriteOff(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		const o = 9
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			if err := ledger.Disbursed(ctx, q, when(o, day1), 500_000, 60_000, 0, ""); err != nil {
				return err
			}
			if err := ledger.InterestEarned(ctx, q, when(o, day1), 20_000); err != nil {
				return err
			}
			if err := ledger.Charged(ctx, q, when(o, day1), 80_000, 3_000, ""); err != nil {
				return err
			}
			if err := ledger.Waived(ctx, q, when(o, day1), ledger.Components{Penalty: 80_000}, "goodwill"); err != nil {
				return err
			}
			return ledger.WrittenOff(ctx, q, when(o, day2), ledger.Components{Principal: 500_000, Interest: 60_000, LateInterest: 3_000}, "uncollectable")
		})
		expect(t, balances(t, db, day2), map[string]int64{
			ledger.PayoutClearing: -500_000, ledger.InterestIncome: -20_000, ledger.PenaltyIncome: -80_000,
			ledger.LateInterestIncome: -3_000, ledger.Waivers: 80_000, ledger.WriteOffExpense: 500_000 + 20_000 + 3_000,
		})
	})
}

// A correction is a new entry: the reversal turns every line over, once.
func TestLedger_Reverse(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		var id int64
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			var err error
			id, err = ledger.Post(ctx, q, ledger.Entry{Kind: ledger.KindCharges, OrderID: 3, Date: day1, At: at,
				Lines: []ledger.Line{ledger.Dr(ledger.PenaltyReceivable, 100_000), ledger.Cr(ledger.PenaltyIncome, 100_000)}})
			return err
		})
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			_, err := ledger.Reverse(ctx, q, id, day2, at, "charged by mistake")
			return err
		})
		expect(t, balances(t, db, day2), map[string]int64{})
		if b := balances(t, db, day1); b[ledger.PenaltyReceivable] != 100_000 {
			t.Errorf("the original entry's day: %v", b)
		}
		err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			_, err := ledger.Reverse(ctx, tx, id, day2, at, "again")
			return err
		})
		if err == nil {
			t.Error("an entry was reversed twice")
		}
	})
}

// The database refuses an entry whose debits and credits differ, a
// posting added to an entry already written, and any change to the
// journal; Post refuses an unbalanced entry before the database does.
func TestLedger_DatabaseRefusesUnbalancedEntries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		refused := func(what string, stmts ...string) {
			t.Helper()
			err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
				for _, s := range stmts {
					if _, err := tx.Exec(ctx, s); err != nil {
						return err
					}
				}
				return nil
			})
			if err == nil {
				t.Errorf("%s: the database took it", what)
			}
		}
		refused("debits above credits",
			`INSERT INTO ledger_postings (entry_ref, account, amount) VALUES ('a', '1110', 1000)`,
			`INSERT INTO ledger_postings (entry_ref, account, amount) VALUES ('a', '1030', -999)`,
			`INSERT INTO journal_entries (ref, kind, on_date, at) VALUES ('a', 'test', '2026-11-01', 0)`)
		refused("one posting",
			`INSERT INTO ledger_postings (entry_ref, account, amount) VALUES ('b', '1110', 0)`)
		refused("an entry without postings",
			`INSERT INTO journal_entries (ref, kind, on_date, at) VALUES ('c', 'test', '2026-11-01', 0)`)
		refused("an unknown account",
			`INSERT INTO ledger_postings (entry_ref, account, amount) VALUES ('d', '9999', 5)`,
			`INSERT INTO ledger_postings (entry_ref, account, amount) VALUES ('d', '1030', -5)`,
			`INSERT INTO journal_entries (ref, kind, on_date, at) VALUES ('d', 'test', '2026-11-01', 0)`)
		// A balanced entry goes in; then nothing joins or changes it.
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			for _, s := range []string{
				`INSERT INTO ledger_postings (entry_ref, account, amount) VALUES ('e', '1110', 1000)`,
				`INSERT INTO ledger_postings (entry_ref, account, amount) VALUES ('e', '1030', -1000)`,
				`INSERT INTO journal_entries (ref, kind, on_date, at) VALUES ('e', 'test', '2026-11-01', 0)`,
			} {
				if _, err := q.Exec(ctx, s); err != nil {
					return err
				}
			}
			return nil
		})
		refused("a posting joining a written entry", `INSERT INTO ledger_postings (entry_ref, account, amount) VALUES ('e', '1110', 1)`)
		refused("a changed posting", `UPDATE ledger_postings SET amount = 2000 WHERE entry_ref = 'e' AND amount = 1000`)
		refused("a deleted posting", `DELETE FROM ledger_postings WHERE entry_ref = 'e'`)
		refused("a deleted entry", `DELETE FROM journal_entries WHERE ref = 'e'`)
		refused("a used account deleted", `DELETE FROM ledger_accounts WHERE code = '1110'`)
		refused("a used account renamed", `UPDATE ledger_accounts SET code = '1111' WHERE code = '1110'`)
		// An account never used can go; the administrator may add one.
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			if _, err := q.Exec(ctx, `INSERT INTO ledger_accounts (code, name, kind, created_at) VALUES ('6100', 'Collection costs', 'expense', 0)`); err != nil {
				return err
			}
			_, err := q.Exec(ctx, `DELETE FROM ledger_accounts WHERE code = '6100'`)
			return err
		})
		err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			_, err := ledger.Post(ctx, tx, ledger.Entry{Kind: "test", Date: day1, At: at,
				Lines: []ledger.Line{ledger.Dr(ledger.CashAtBank, 10), ledger.Cr(ledger.FeeIncome, 9)}})
			return err
		})
		if err == nil || !strings.Contains(err.Error(), "does not balance") {
			t.Errorf("Post of an unbalanced entry: %v", err)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries`); n != 1 {
			t.Errorf("%d entries, want the one balanced entry", n)
		}
	})
}

// fakeEngine owes fixed figures.
type fakeEngine map[int64]ledger.Components

func (f fakeEngine) Orders(context.Context, store.Querier) ([]int64, error) {
	var ids []int64
	for id := range f {
		ids = append(ids, id)
	}
	return ids, nil
}

func (f fakeEngine) Owed(_ context.Context, _ store.Querier, id int64) (ledger.Components, error) {
	return f[id], nil
}

// The check compares each order's receivables with the engine, component
// by component, and cash in transit with the money received.
func TestLedger_Check(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			if err := ledger.Disbursed(ctx, q, when(1, day1), 100_000, 9_000, 1_000, ""); err != nil {
				return err
			}
			return ledger.Repaid(ctx, q, when(1, day2), ledger.FromChannel("gcash"), ledger.Components{Fees: 1_000, Interest: 500}, "")
		})
		received := func(m map[string]int64) ledger.Receipts {
			return func(context.Context, store.Querier) (map[string]int64, error) { return m, nil }
		}
		owed := fakeEngine{1: {Principal: 100_000, Interest: 8_500}}
		got, err := ledger.Check(ctx, db, owed, received(map[string]int64{"gcash": 1_500}), day2, day2)
		if err != nil || len(got) != 0 {
			t.Fatalf("sound books: %v, %v", got, err)
		}
		got, _ = ledger.Check(ctx, db, fakeEngine{1: {Principal: 100_000, Interest: 8_400, Fees: 100}, 2: {Principal: 5}},
			received(map[string]int64{"gcash": 1_000, "maya": 7}), day2, day2)
		want := []string{
			"order 1: interest receivable 8500, but the engine says 8400 is owed",
			"order 1: fees receivable 0, but the engine says 100 is owed",
			"order 2: principal receivable 0, but the engine says 5 is owed",
			"channel gcash: cash in transit 1500, but 1000 was received and not settled",
			"channel maya: cash in transit 0, but 7 was received and not settled",
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		// On an earlier date only the journal's own invariants are checked.
		if got, _ := ledger.Check(ctx, db, fakeEngine{1: {}}, received(nil), day1, day2); len(got) != 0 {
			t.Errorf("day 1: %v", got)
		}
	})
}

// The reports read the day totals: Post adds a row per line, Compact
// sums them to one row per account and date without changing a figure,
// and the check names a total that disagrees with the postings.
func TestLedger_DayTotals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		for i := range 3 {
			inTx(t, db, func(ctx context.Context, q store.Querier) error {
				if err := ledger.Disbursed(ctx, q, when(int64(i+1), day1), 100_000, 9_000, 1_000, ""); err != nil {
					return err
				}
				return ledger.Repaid(ctx, q, when(int64(i+1), day2), ledger.FromChannel("gcash"), ledger.Components{Fees: 1_000, Interest: 500}, "")
			})
		}
		want := map[string]int64{
			ledger.PrincipalReceivable: 300_000, ledger.InterestReceivable: 3 * 8_500, ledger.FeesReceivable: 0,
			ledger.PayoutClearing: -300_000, ledger.UnearnedInterest: -27_000, ledger.FeeIncome: -3_000,
			ledger.CashInTransitOf("gcash"): 4_500,
		}
		expect(t, balances(t, db, day2), want)
		rows := func() int {
			return storetest.Count(t, db, `SELECT COUNT(*) FROM ledger_day_totals`)
		}
		before := rows()
		taken, err := ledger.Compact(ctx, db)
		if err != nil || taken != before {
			t.Fatalf("compact took %d rows of %d: %v", taken, before, err)
		}
		// day 1: 1110, 1120, 1130, 1030, 2200, 4200; day 2: 1020:gcash, 1130, 1120.
		if got := rows(); got != 9 {
			t.Errorf("%d rows after compacting, want one per account and date: 9", got)
		}
		// Compacted books are left alone: nothing to take, nothing rewritten.
		maxID := func() int {
			return storetest.Count(t, db, `SELECT MAX(id) FROM ledger_day_totals`)
		}
		high := maxID()
		if taken, err := ledger.Compact(ctx, db); err != nil || taken != 0 || maxID() != high {
			t.Fatalf("compact of compacted books took %d rows (max id %d, was %d): %v", taken, maxID(), high, err)
		}
		expect(t, balances(t, db, day2), want)
		expect(t, balances(t, db, day1), map[string]int64{
			ledger.PrincipalReceivable: 300_000, ledger.InterestReceivable: 27_000, ledger.FeesReceivable: 3_000,
			ledger.PayoutClearing: -300_000, ledger.UnearnedInterest: -27_000, ledger.FeeIncome: -3_000,
		})
		st, err := ledger.IncomeStatement(ctx, db, day1, day2)
		if err != nil || st.Income != 3_000 {
			t.Errorf("income %d, want the fees 3000: %v", st.Income, err)
		}
		// A total that is not its postings' sum is named by the check.
		if _, err := db.Exec(ctx, `INSERT INTO ledger_day_totals (account, on_date, debits, credits) VALUES (?, ?, ?, ?)`,
			ledger.FeeIncome, "2026-11-02", 0, 7); err != nil {
			t.Fatal(err)
		}
		got, err := ledger.Check(ctx, db, fakeEngine{}, func(context.Context, store.Querier) (map[string]int64, error) { return nil, nil }, day1, day2)
		want2 := "2026-11-02, account " + ledger.FeeIncome + ": the day totals differ from the postings by 0 in debits, 7 in credits and 0 postings"
		if err != nil || len(got) == 0 || got[0] != want2 {
			t.Errorf("check: %v %v, want %q first", got, err, want2)
		}
		// So is a count of postings that is not theirs (the journal's
		// count reads it), and a posting dated otherwise than its entry
		// (the journal's page reads the postings' dates).
		if _, err := db.Exec(ctx, `INSERT INTO ledger_day_totals (account, on_date, debits, credits, lines) VALUES (?, ?, 0, -7, 2)`,
			ledger.FeeIncome, "2026-11-02"); err != nil {
			t.Fatal(err)
		}
		for _, stmt := range []string{
			`INSERT INTO ledger_postings (entry_ref, account, amount, on_date) VALUES ('m', '1010', 5, '2026-11-02')`,
			`INSERT INTO ledger_postings (entry_ref, account, amount, on_date) VALUES ('m', '1030', -5, '2026-11-03')`,
			`INSERT INTO journal_entries (ref, kind, on_date, at) VALUES ('m', 'test', '2026-11-02', 0)`,
		} {
			if _, err := db.Exec(ctx, stmt); err != nil {
				t.Fatal(err)
			}
		}
		got, err = ledger.Check(ctx, db, fakeEngine{}, func(context.Context, store.Querier) (map[string]int64, error) { return nil, nil }, day1, day2)
		want3 := "2026-11-02, account " + ledger.FeeIncome + ": the day totals differ from the postings by 0 in debits, 0 in credits and 2 postings"
		if err != nil || len(got) < 2 || got[0] != "postings dated otherwise than their entry: 1" || !slices.Contains(got, want3) {
			t.Errorf("check: %q %v, want the misdated posting first and %q", got, err, want3)
		}
	})
}

// A Deferred keeps a batch's entries and writes them together at Flush:
// nothing is in the database before it, Recognised answers from what
// was read ahead and kept, and after it the books are what posting each
// entry at once would have made them, day totals and the check included.
func TestLedger_Deferred(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		for i := range 2 {
			inTx(t, db, func(ctx context.Context, q store.Querier) error {
				return ledger.Disbursed(ctx, q, when(int64(i+1), day1), 100_000, 9_000, 0, "")
			})
		}
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			return ledger.InterestEarned(ctx, q, when(1, day1), 1_000)
		})
		entries := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries`)
		inTx(t, db, func(ctx context.Context, q store.Querier) error {
			d := ledger.Defer(q)
			if err := d.ReadRecognised(ctx, []int64{1, 2}); err != nil {
				return err
			}
			for _, id := range []int64{1, 2} {
				if err := ledger.InterestEarned(ctx, d, when(id, day2), 3_000); err != nil {
					return err
				}
				if err := ledger.Charged(ctx, d, when(id, day2), 500, 200, ""); err != nil {
					return err
				}
			}
			if r, err := ledger.Recognised(ctx, d, 1); err != nil || r != 3_000 {
				t.Errorf("recognised before the flush: %d %v, want the 3000 kept", r, err)
			}
			if _, err := ledger.Post(ctx, d, ledger.Entry{Kind: "test", Date: day2, Lines: []ledger.Line{ledger.Dr(ledger.CashAtBank, 5), ledger.Cr(ledger.PayoutClearing, 4)}}); err == nil {
				t.Error("an entry that does not balance was kept")
			}
			var n int
			if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM journal_entries`).Scan(&n); err != nil || n != entries {
				t.Errorf("%d entries before the flush, want %d: %v", n, entries, err)
			}
			return d.Flush(ctx)
		})
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries`); n != entries+4 {
			t.Errorf("%d entries after the flush, want %d", n, entries+4)
		}
		expect(t, balances(t, db, day2), map[string]int64{
			ledger.PrincipalReceivable: 200_000, ledger.InterestReceivable: 18_000, ledger.PayoutClearing: -200_000,
			ledger.UnearnedInterest: -18_000 + 6_000, ledger.InterestIncome: -6_000,
			ledger.PenaltyReceivable: 1_000, ledger.PenaltyIncome: -1_000, ledger.LateInterestReceivable: 400, ledger.LateInterestIncome: -400,
		})
		if got, err := ledger.Check(ctx, db, fakeEngine{}, func(context.Context, store.Querier) (map[string]int64, error) { return nil, nil }, day2, day1); err != nil || len(got) != 0 {
			t.Errorf("check: %v %v", got, err)
		}
	})
}
