package repay_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// history is borrower session's payments history of order id (GET
// /v3/repay/payments), and the answer's status.
func (e env) history(t *testing.T, session string, id int64) ([]repay.Receipt, int) {
	t.Helper()
	r := e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/payments", Session: session, Query: url.Values{"orderId": {strconv.FormatInt(id, 10)}}})
	var rows []repay.Receipt
	if r.Status == http.StatusOK {
		r.Decode(t, &rows)
	}
	return rows, r.Status
}

// kinds are the rows' kinds, in the history's order.
func kinds(rows []repay.Receipt) string {
	var out []string
	for _, r := range rows {
		out = append(out, r.Kind)
	}
	return strings.Join(out, ", ")
}

// The payments history lists, newest first, the payments and what the
// lender did: ₱500.00 paid on order 82 and moved to 81 (a correction on
// each), a waiver on 81, a payment, a reschedule, a write-off of 88 and a
// refund through payout that went out on 81; each lender's row in plain
// words, no receipt. Another borrower's order answers 404.
func TestHistory_ListsTheLendersActions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx, loans := t.Context(), e.App.Loans
		step := func() { e.Clock.Advance(time.Hour) }
		misplaced := e.pay(t, 82, 50_000)
		step()
		no81, err := loan.OrderNo(ctx, db, 81)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.reverse(misplaced, no81, "paid on the wrong loan's code"); err != nil {
			t.Fatal(err)
		}
		step()
		if _, err := loans.Waive(ctx, db, "81", loan.Waiver{LateInterest: 100}, "operator:fio", "typhoon hardship"); err != nil {
			t.Fatal(err)
		}
		step()
		e.pay(t, 81, 20_000)
		step()
		today := loans.Calendar().Today()
		if _, err := loans.Reschedule(ctx, db, "81", loan.Reschedule{Instalments: 3, FirstDue: today.AddDate(0, 0, 20), EveryDays: 30,
			ConsentHow: "recorded call", ConsentOn: today, ConsentRef: "C-7"}, "operator:fio", "job loss"); err != nil {
			t.Fatal(err)
		}
		if _, _, err := loans.WriteOff(ctx, db, "88", "operator:fio", "uncollectable"); err != nil {
			t.Fatal(err)
		}
		step()
		userA := e.order(t, 81).UserID
		if _, err := e.App.Payout.Bind(ctx, payout.BindRequest{UserID: userA, Values: map[string]string{
			"card_type": "1", "channel": "90006", "gcash_no": "09175550199", "city": "Metro Manila / Quezon City", "payday": "15"}}); err != nil {
			t.Fatal(err)
		}
		var account int64
		if err := db.QueryRow(ctx, `SELECT id FROM payout_accounts WHERE user_id = (SELECT user_id FROM orders WHERE id = 81) ORDER BY id LIMIT 1`).Scan(&account); err != nil {
			t.Fatal(err)
		}
		now := store.Millis(e.Clock.Now())
		if _, err := db.Exec(ctx, `INSERT INTO refunds (order_id, user_id, account_id, amount, currency, source, idempotency_key, state, provider,
			reference, operator, created_at, updated_at, succeeded_at) SELECT 81, user_id, ?, 1234, 'PHP', 'TESTTXN', 'RFTESTTXN', 'succeeded', 'sandbox',
			'SBX-R1', 'fio', ?, ?, ? FROM orders WHERE id = 81`, account, now, now, now); err != nil {
			t.Fatal(err)
		}

		rows, status := e.history(t, demo.SessionA, 81)
		if want := "refund, reschedule, payment, waiver, correction, payment"; status != http.StatusOK || kinds(rows) != want {
			t.Fatalf("order 81's history: %d %s, want %s", status, kinds(rows), want)
		}
		refund, resched, paid, waiver, corrected, moved := rows[0], rows[1], rows[2], rows[3], rows[4], rows[5]
		if refund.Title != "Refunded" || refund.AmountText != "₱12.34" || !strings.Contains(refund.Note, "₱12.34 refunded to ") ||
			!strings.HasSuffix(refund.Note, "(reference SBX-R1)") || refund.ID != 0 {
			t.Errorf("the refund: %+v", refund)
		}
		if resched.Title != "Rescheduled" || !strings.HasPrefix(resched.Note, "3 instalments from ") || !strings.HasSuffix(resched.Note, ": job loss") {
			t.Errorf("the reschedule: %+v", resched)
		}
		if paid.Kind != repay.RowPayment || paid.Amount != 20_000 || paid.ID == 0 || paid.Note != "" {
			t.Errorf("the payment: %+v", paid)
		}
		if waiver.Title != "Waived by the lender" || waiver.Note != "₱1.00 of late charges waived by the lender (late interest ₱1.00): typhoon hardship" ||
			waiver.ReceivedAt == "" || waiver.Purpose != "" {
			t.Errorf("the waiver: %+v", waiver)
		}
		if corrected.Title != "Payment corrected" || !strings.Contains(corrected.Note, "credited here") {
			t.Errorf("the correction: %+v", corrected)
		}
		if moved.Amount != 50_000 || !strings.Contains(moved.Title, "moved here from another order") {
			t.Errorf("the payment moved here: %+v", moved)
		}

		rows, _ = e.history(t, demo.SessionA, 82)
		if kinds(rows) != "correction, payment" || !strings.Contains(rows[0].Note, "reversed: paid on the wrong loan's code") || !rows[1].Reversed {
			t.Errorf("order 82's history: %+v", rows)
		}
		o88 := e.order(t, 88)
		rows, _ = e.history(t, demo.SessionA, 88)
		if len(rows) == 0 || rows[0].Kind != repay.RowWriteOff || rows[0].Title != "Written off" ||
			rows[0].Note != "We stopped adding charges to this loan; you still owe "+loan.MoneyFor("ph", false).Format(o88.Owed())+"." {
			t.Errorf("order 88's history: %+v", rows)
		}
		if _, status := e.history(t, demo.SessionB, 81); status != http.StatusNotFound {
			t.Errorf("another borrower reads order 81's history: %d", status)
		}
	})
}
