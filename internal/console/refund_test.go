package console_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// bindGCash binds a GCash account for the borrower of session and answers its id.
func bindGCash(t *testing.T, env *servertest.Env, session, number string) int64 {
	t.Helper()
	form := url.Values{"product_id": {"6"}, "card_type": {"1"}, "channel": {"90006"}, "gcash_no": {number},
		"city": {"Metro Manila / Quezon City"}, "payday": {"15"}}
	if r := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/bind-card/bind-card-new", Session: session, Form: form}); r.Status != http.StatusOK {
		t.Fatalf("bind %s: %d %s", number, r.Status, r.Body)
	}
	var id int64
	if err := env.DB.QueryRow(t.Context(), `SELECT id FROM payout_accounts WHERE last4 = ? ORDER BY id DESC LIMIT 1`, number[len(number)-4:]).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// heldOn81 is a short payment on a new pay code of order 81: kept for review.
func heldOn81(t *testing.T, env *servertest.Env) (txn string, amount int64) {
	t.Helper()
	txn, ref, due := payCode81(t, env)
	amount = due - 10000
	if r := postback(t, env, payment.Postback{TxnID: txn, RefNo: ref, Status: payment.StatusSuccess, Message: "paid", Amount: amount, Currency: "PHP", Channel: "GCSH"}); r.Status != http.StatusOK {
		t.Fatalf("the short postback: %d %s", r.Status, r.Body)
	}
	return txn, amount
}

// TestConsole_RefundToPayout: held money on a pay code of borrower A is
// refunded under four eyes to A's payout account through the payout
// sandbox: another borrower's account is refused, the proposal says where
// the money goes, the approval sends it once and the books post it
// (Overpayments to payout clearing) and hold; a refund the sandbox refuses
// leaves the money held and posts nothing; the console's order page shows
// both with their state, and the borrower reads the one that went out.
func TestConsole_RefundToPayout(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		fe := enrol(t, env, "fe", console.Finance)
		fio := enrol(t, env, "fio", console.Finance)
		good := bindGCash(t, env, demo.SessionA, "09171234567")
		bad := bindGCash(t, env, demo.SessionA, "09171230000") // the sandbox refuses it
		other := bindGCash(t, env, demo.SessionB, "09181112222")
		money := loan.Money{Symbol: "₱"}
		booksHold(t, env, "at the start") // the back-fill runs once, before any money is held

		txn, amount := heldOn81(t, env)
		booksHold(t, env, "held")
		// Another borrower's account: refused as a field, nothing proposed.
		r := fe.call(t, env, "POST", "/admin/api/payments/resolve", url.Values{"txnId": {txn}, "action": {"refund"}, "note": {"x"},
			"accountId": {strconv.FormatInt(other, 10)}})
		if r.Status != http.StatusBadRequest || r.Fields["accountId"] == "" {
			t.Errorf("another borrower's account: %d %s", r.Status, r.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM proposals`); n != 0 {
			t.Fatalf("%d proposals after the refusal", n)
		}
		p := proposeResolve(t, env, fe, url.Values{"txnId": {txn}, "action": {"refund"}, "note": {"paid short; sent back"},
			"accountId": {strconv.FormatInt(good, 10)}})
		to := money.Format(amount) + " to GCash •••• 4567"
		if p.Kind != "refund-payment" || !strings.Contains(p.Summary, to) {
			t.Errorf("the proposal: %+v", p)
		}
		v := approved(t, env, fio, p.ID)
		if !strings.Contains(v.Proposal.Outcome, "Refund succeeded via sandbox to GCash •••• 4567 (SBX-") {
			t.Errorf("the outcome: %+v", v.Proposal)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE kind = 'refund-payout'`); n != 1 {
			t.Errorf("%d refund-payout entries", n)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM pay_codes WHERE txn_id = ? AND state = 'refund_payout'`, txn); n != 1 {
			t.Errorf("the pay code is not refund_payout")
		}
		booksHold(t, env, "refunded")
		// Approving again, or a retry, pays nothing twice.
		if r := approveAs(t, env, fio, p.ID); r.Status != http.StatusConflict {
			t.Errorf("approved twice: %d %s", r.Status, r.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM refunds WHERE source = ? AND attempts = 1 AND state = 'succeeded'`, txn); n != 1 {
			t.Errorf("the refund row after one approval")
		}

		// Refused by the provider: the money stays held, nothing posted.
		txn2, _ := heldOn81(t, env)
		p = proposeResolve(t, env, fe, url.Values{"txnId": {txn2}, "action": {"refund"}, "note": {"sent back"},
			"accountId": {strconv.FormatInt(bad, 10)}})
		v = approved(t, env, fio, p.ID)
		if !strings.Contains(v.Proposal.Outcome, "Refund failed via sandbox") || !strings.Contains(v.Proposal.Outcome, "does not exist") {
			t.Errorf("the refused outcome: %+v", v.Proposal)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE kind IN ('refund-payout', 'refund')`); n != 1 {
			t.Errorf("%d refund entries after the refusal", n)
		}
		booksHold(t, env, "refund refused")

		var detail console.OrderDetail
		fe.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {"81"}}).Decode(t, &detail)
		if len(detail.Refunds) != 2 || detail.Refunds[0].State != "succeeded" || detail.Refunds[0].Account != "GCash •••• 4567" ||
			detail.Refunds[1].State != "failed" || detail.Refunds[1].Reason == "" {
			t.Errorf("the order page's refunds: %+v", detail.Refunds)
		}
		// The borrower reads the refund that went out, not the failed one.
		page := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan-details/loan-details", Session: demo.SessionA,
			Form: url.Values{"orderId": {"81"}}})
		if body := string(page.Data); !strings.Contains(body, money.Format(amount)+" refunded to GCash •••• 4567 on ") || strings.Count(body, "refunded to") != 1 {
			t.Errorf("the borrower's order details: %s", page.Body)
		}
	})
}
