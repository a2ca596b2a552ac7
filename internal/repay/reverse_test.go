package repay_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"kwarta/internal/demo"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/report"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// pay issues borrower A's code for amount on orderID and pays it through
// the sandbox; it returns the payment's id.
func (e env) pay(t *testing.T, orderID, amount int64) int64 {
	t.Helper()
	got, c := e.generate(t, demo.SessionA, orderID, amount)
	if got.Status != 200 {
		t.Fatalf("a code for %d on order %d: %d %s", amount, orderID, got.Status, got.Body)
	}
	if res, err := e.App.Repay.Simulate(context.Background(), c.PayCode, payment.StatusSuccess); err != nil || res.Outcome != repay.OutcomeCredited {
		t.Fatalf("paid %d on order %d: %+v %v", amount, orderID, res, err)
	}
	var id int64
	if err := e.DB.QueryRow(context.Background(), `SELECT id FROM payments WHERE order_id = ? ORDER BY id DESC LIMIT 1`, orderID).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// reverse reverses payment id as operator "maker", in one transaction.
func (e env) reverse(id int64, toOrderNo, reason string) (repay.Reversal, error) {
	var r repay.Reversal
	err := e.DB.InTx(context.Background(), func(ctx context.Context, tx *store.Tx) error {
		var err error
		r, err = e.App.Repay.Reverse(ctx, tx, id, toOrderNo, reason, "maker")
		return err
	})
	return r, err
}

// splits are an order's payments' splits, oldest first, reversed ones left out.
func (e env) splits(t *testing.T, orderID int64) []loan.Allocation {
	t.Helper()
	rows, err := e.DB.Query(context.Background(), `SELECT amount, penalty, late_interest, fees, interest, principal FROM payments
		WHERE order_id = ? AND reversed_at = 0 ORDER BY received_at, id`, orderID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []loan.Allocation
	for rows.Next() {
		var (
			a      loan.Allocation
			amount int64
		)
		if err := rows.Scan(&amount, &a.Penalty, &a.LateInterest, &a.Fees, &a.Interest, &a.Principal); err != nil {
			t.Fatal(err)
		}
		if a.Total() != amount {
			t.Errorf("order %d: a payment of %d split as %+v", orderID, amount, a)
		}
		out = append(out, a)
	}
	return out
}

// figures are what an order's borrower sees owed and how it was paid.
type figures struct {
	Status                                  loan.Status
	Owed, Penalty, LateInterest             int64
	PaidPenalty, PaidLateInterest, PaidPlan int64
	NextDue                                 time.Time
	Splits                                  []loan.Allocation
}

func (e env) figures(t *testing.T, orderID int64) figures {
	t.Helper()
	o, err := e.App.Loans.UpToDate(context.Background(), e.order(t, orderID))
	if err != nil {
		t.Fatal(err)
	}
	return figures{o.Status, o.Owed(), o.Penalty, o.LateInterest, o.PaidPenalty, o.PaidLateInterest, o.PaidScheduled, o.NextDue, e.splits(t, orderID)}
}

func sameFigures(a, b figures) bool {
	if a.Status != b.Status || a.Owed != b.Owed || a.Penalty != b.Penalty || a.LateInterest != b.LateInterest ||
		a.PaidPenalty != b.PaidPenalty || a.PaidLateInterest != b.PaidLateInterest || a.PaidPlan != b.PaidPlan ||
		!a.NextDue.Equal(b.NextDue) || len(a.Splits) != len(b.Splits) {
		return false
	}
	for i := range a.Splits {
		if a.Splits[i] != b.Splits[i] {
			return false
		}
	}
	return true
}

// Money credited to the wrong order and moved days later leaves both
// orders exactly as if it had been credited right: two worlds get the
// same payments at the same moments, except that in one the first ₱500.00
// (meant for overdue order 81) went to order 82; after 82 fell overdue
// too, it is reversed and re-applied to 81 on the day it arrived. Every
// figure, every later payment's split and the books agree.
func TestReverse_ReappliedAsIfCreditedRight(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		wrong, right := newEnv(t, db), newEnv(t, storetest.MustOpen(t, db.Dialect()))
		both := func(fn func(e env)) { fn(wrong); fn(right) }
		misplaced := wrong.pay(t, 82, 50_000)
		right.pay(t, 81, 50_000)
		both(func(e env) { e.Clock.Advance(25 * time.Hour) })
		both(func(e env) { e.pay(t, 82, 30_000) }) // a later payment on 82: its split changes
		both(func(e env) { e.pay(t, 81, 20_000) }) // and one on 81
		both(func(e env) { e.Clock.Advance(4 * 24 * time.Hour) })
		if f := wrong.figures(t, 82); f.Status != loan.StatusOverdue {
			t.Fatalf("order 82 in the wrong world is %d, want overdue before the correction", f.Status)
		}
		no81, err := loan.OrderNo(context.Background(), db, 81)
		if err != nil {
			t.Fatal(err)
		}
		before82 := wrong.figures(t, 82)
		r, err := wrong.reverse(misplaced, no81, "paid on the wrong loan's code")
		if err != nil {
			t.Fatalf("reverse: %v", err)
		}
		if r.To == nil || r.HeldTxn != "" || r.Amount != 50_000 {
			t.Fatalf("reversal %+v", r)
		}
		for _, id := range []int64{81, 82} {
			got, want := wrong.figures(t, id), right.figures(t, id)
			if !sameFigures(got, want) {
				t.Errorf("order %d after the correction:\n got %+v\nwant %+v", id, got, want)
			}
		}
		if after := wrong.figures(t, 82); len(after.Splits) != 1 || len(before82.Splits) != 2 || after.Splits[0] == before82.Splits[1] {
			t.Errorf("order 82's later payment was not split again: %+v → %+v", before82.Splits, after.Splits)
		}
		if after := wrong.figures(t, 82); after.Owed <= before82.Owed {
			t.Errorf("order 82 owes %d after the reversal, %d before: the ₱500.00 should be owed again (and its late interest)", after.Owed, before82.Owed)
		}
		if p := checkLedger(t, wrong); len(p) > 0 {
			t.Errorf("the books after the correction: %v", p)
		}
		last := wrong.lastChange(t, 82)
		if last.Event != loan.EventCorrect || !strings.Contains(last.Note, "payment of ₱500.00 received on") || !strings.Contains(last.Note, "reversed: paid on the wrong loan's code") {
			t.Errorf("order 82's history line %+v", last)
		}
		if last := wrong.lastChange(t, 81); last.Event != loan.EventCorrect || !strings.Contains(last.Note, "credited here") {
			t.Errorf("order 81's history line %+v", last)
		}
		if d := wrong.details(t, demo.SessionA, "82"); !strings.Contains(row(d, "Payment corrected"), "reversed: paid on the wrong loan's code") {
			t.Errorf("order 82's details: %+v", d.UserOrderDetail.Detail)
		}
		// The payments' history lines from before the correction say how
		// they were split then and what was still due: the details show
		// the correction, not those lines.
		for _, id := range []string{"81", "82"} {
			if d := wrong.details(t, demo.SessionA, id); row(d, "Last payment") != "" {
				t.Errorf("order %s's details still show a last payment from before the correction: %q", id, row(d, "Last payment"))
			}
		}
		receipts, err := wrong.App.Repay.Payments(context.Background(), wrong.order(t, 82).UserID, 82)
		if err != nil || len(receipts) != 2 || !strings.Contains(receipts[1].Title, "(reversed on") || len(receipts[1].Applied) != 0 {
			t.Errorf("order 82's receipts: %+v %v", receipts, err)
		}
		// The money received is counted once: the collection register
		// sums the same in both worlds.
		if got, want := collected(t, wrong), collected(t, right); got != want {
			t.Errorf("collected %d after the correction, %d where it was credited right", got, want)
		}
		_, err = wrong.reverse(misplaced, "", "again")
		wantFault(t, err, fault.CodeConflict, "reversed already")
	})
}

// collected is every payment received, as the collection register for
// reconciliation lists them.
func collected(t *testing.T, e env) int64 {
	t.Helper()
	rows, err := report.Collections.All(context.Background(), e.DB, 0, store.Millis(e.Clock.Now())+1)
	if err != nil {
		t.Fatal(err)
	}
	var sum int64
	for _, r := range rows {
		sum += r.Amount
	}
	return sum
}

func wantFault(t *testing.T, err error, code fault.Code, text string) {
	t.Helper()
	var fe *fault.Error
	if !errors.As(err, &fe) || fe.Code != code || !strings.Contains(fe.Message, text) {
		t.Errorf("got %v, want a %s fault saying %q", err, code, text)
	}
}

// Reversed without another order, the money waits for review on a new
// code; the review credits it to any order (here 81) or refunds it, and
// the books stay whole at each step. The refusals: no reason, the same
// order, an unknown order or payment, and an order whose plan changed.
func TestReverse_HeldThenCreditedFromReview(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		id := e.pay(t, 82, 50_000)
		no81, _ := loan.OrderNo(context.Background(), db, 81)
		no82, _ := loan.OrderNo(context.Background(), db, 82)
		_, err := e.reverse(id, "", " ")
		wantFault(t, err, fault.CodeInvalid, "needs a reason")
		_, err = e.reverse(id, no82, "x")
		wantFault(t, err, fault.CodeInvalid, "already")
		_, err = e.reverse(id, "KW000", "x")
		wantFault(t, err, fault.CodeInvalid, "There is no order KW000")
		_, err = e.reverse(999_999, "", "x")
		wantFault(t, err, fault.CodeNotFound, "not found")
		if n := count(t, db, `SELECT COUNT(*) FROM payments WHERE reversed_at <> 0`); n != 0 {
			t.Fatalf("%d payments reversed by refused reversals", n)
		}
		owed := e.figures(t, 82).Owed
		r, err := e.reverse(id, "", "the borrower says it was not theirs")
		if err != nil || r.HeldTxn == "" || r.To != nil {
			t.Fatalf("reverse to held: %+v %v", r, err)
		}
		if got := e.figures(t, 82).Owed; got != owed+50_000 {
			t.Errorf("order 82 owes %d after the reversal, want %d", got, owed+50_000)
		}
		if p := checkLedger(t, e); len(p) > 0 {
			t.Errorf("the books with the money held: %v", p)
		}
		reviews, err := e.App.Repay.Reviews(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, rv := range reviews {
			found = found || rv.TxnID == r.HeldTxn && rv.Amount == 50_000 && strings.Contains(rv.Detail, "reversed")
		}
		if !found {
			t.Fatalf("the held money is not in the review queue: %+v", reviews)
		}
		owed81 := e.figures(t, 81).Owed
		err = e.DB.InTx(context.Background(), func(ctx context.Context, tx *store.Tx) error {
			_, err := e.App.Repay.Resolve(ctx, tx, r.HeldTxn, repay.ResolveCredit, no81, "meant for 81", "checker")
			return err
		})
		if err != nil {
			t.Fatalf("credit the held money to 81: %v", err)
		}
		if got := e.figures(t, 81).Owed; got != owed81-50_000 {
			t.Errorf("order 81 owes %d after the credit, want %d", got, owed81-50_000)
		}
		if p := checkLedger(t, e); len(p) > 0 {
			t.Errorf("the books after the credit: %v", p)
		}
		// Order 81's payment carries moved money: reversing it again
		// holds it again, on the next code.
		var moved int64
		if err := db.QueryRow(context.Background(), `SELECT id FROM payments WHERE order_id = 81 AND moved_from = ?`, id).Scan(&moved); err != nil {
			t.Fatal(err)
		}
		r2, err := e.reverse(moved, "", "not 81's either")
		if err != nil || !strings.HasSuffix(r2.HeldTxn, "-R2") {
			t.Fatalf("reverse the moved payment: %+v %v", r2, err)
		}
		if p := checkLedger(t, e); len(p) > 0 {
			t.Errorf("the books after the second reversal: %v", p)
		}
	})
}

// An order whose plan changed after payout (a waiver here) is not
// replayed: the reversal is refused and nothing changes.
func TestReverse_RefusedAroundAWaiver(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		id := e.pay(t, 81, 20_000)
		if _, err := e.App.Loans.Waive(context.Background(), db, "81", loan.Waiver{Penalty: 10_000}, "operator:checker", "goodwill"); err != nil {
			t.Fatal(err)
		}
		before := e.figures(t, 81)
		_, err := e.reverse(id, "", "x")
		wantFault(t, err, fault.CodeConflict, "waived")
		if after := e.figures(t, 81); !sameFigures(before, after) {
			t.Errorf("a refused reversal changed order 81: %+v → %+v", before, after)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM payments WHERE reversed_at <> 0`); n != 0 {
			t.Errorf("%d payments reversed", n)
		}
	})
}
