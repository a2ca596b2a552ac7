package console_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// orderDetail is the console's order page of order no.
func orderDetail(t *testing.T, env *servertest.Env, op operator, no string) console.OrderDetail {
	t.Helper()
	var d console.OrderDetail
	if r := op.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {no}}); r.Status != http.StatusOK {
		t.Fatalf("detail %s: %d %s", no, r.Status, r.Body)
	} else {
		r.Decode(t, &d)
	}
	return d
}

// TestServicing_Reverse: borrower A's ₱500.00 meant for overdue order 81
// is credited to order 82. Support may not propose the reversal, an
// unknown payment and no reason are refused, the proposer may not
// approve; a second finance operator's approval takes it off 82 (its
// page lists it as reversed, it owes ₱500.00 more) and credits it to 81
// (₱500.00 less), with the audit line, both borrowers' pages saying so and
// books that hold. Reversing it again is refused at the proposal.
func TestServicing_Reverse(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin, _, fe, fio, sup := staff(t, env)
		pays(t, env, 82, 5, 500_00)
		var paymentID int64
		if err := db.QueryRow(t.Context(), `SELECT id FROM payments WHERE order_id = 82 ORDER BY id DESC LIMIT 1`).Scan(&paymentID); err != nil {
			t.Fatal(err)
		}
		o81, o82 := orderDetail(t, env, admin, "81"), orderDetail(t, env, admin, "82")
		reverse := func(op operator, id int64, to, reason string) servertest.Response {
			return op.call(t, env, "POST", "/admin/api/payments/reverse", url.Values{"paymentId": {itoa(id)}, "toOrderNo": {to}, "reason": {reason}})
		}
		if r := reverse(sup, paymentID, o81.No, "wrong loan"); r.Status != http.StatusForbidden {
			t.Errorf("support proposes: %d %s", r.Status, r.Body)
		}
		if r := reverse(fe, 999_999, o81.No, "wrong loan"); r.Status != http.StatusNotFound {
			t.Errorf("an unknown payment: %d %s", r.Status, r.Body)
		}
		if r := reverse(fe, paymentID, o81.No, " "); r.Status != http.StatusBadRequest || r.Fields["reason"] == "" {
			t.Errorf("no reason: %d %s", r.Status, r.Body)
		}
		if r := reverse(fe, paymentID, o82.No, "x"); r.Status != http.StatusBadRequest || r.Fields["toOrderNo"] == "" {
			t.Errorf("to its own order: %d %s", r.Status, r.Body)
		}
		p := proposalIn(t, reverse(fe, paymentID, o81.No, "paid on the wrong loan's code"))
		if p.Kind != "reverse-payment" || !strings.Contains(p.Summary, "and credit it to order "+o81.No+" as of the day it arrived") ||
			!strings.Contains(p.Before, `"owed":"`+loan.Money{Symbol: "₱"}.Format(o82.Owed)+`"`) {
			t.Errorf("the proposal: %+v", p)
		}
		if r := approveAs(t, env, fe, p.ID); r.Status != http.StatusForbidden {
			t.Errorf("the proposer approves: %d %s", r.Status, r.Body)
		}
		if d := orderDetail(t, env, admin, "82"); d.Owed != o82.Owed {
			t.Errorf("reversed before the approval: %d, was %d", d.Owed, o82.Owed)
		}
		approved(t, env, fio, p.ID)
		a81, a82 := orderDetail(t, env, admin, "81"), orderDetail(t, env, admin, "82")
		if a82.Owed != o82.Owed+500_00 || a81.Owed != o81.Owed-500_00 {
			t.Errorf("owed: 82 %d → %d, 81 %d → %d", o82.Owed, a82.Owed, o81.Owed, a81.Owed)
		}
		if len(a82.Payments) != 1 || !a82.Payments[0].Reversed || len(a81.Payments) != 1 || a81.Payments[0].Reversed || a81.Payments[0].Amount != 500_00 {
			t.Errorf("payments: 82 %+v, 81 %+v", a82.Payments, a81.Payments)
		}
		if got := strings.Join(actions(t, env, admin, "payment", itoa(paymentID)), ", "); !strings.HasPrefix(got, "fio approve:reverse-payment, fio reverse-payment, fe propose:reverse-payment") {
			t.Errorf("the audit log: %v", got)
		}
		booksHold(t, env, "after the reversal")
		rows, _ := borrowerRows(t, env, demo.SessionA, 82)
		if !strings.Contains(rows["Payment corrected"], "payment of ₱500.00 received on") || !strings.Contains(rows["Payment corrected"], "reversed: paid on the wrong loan's code") {
			t.Errorf("order 82's page: %v", rows)
		}
		rows, _ = borrowerRows(t, env, demo.SessionA, 81)
		if !strings.Contains(rows["Payment corrected"], "credited here") {
			t.Errorf("order 81's page: %v", rows)
		}
		if r := reverse(fe, paymentID, "", "again"); r.Status != http.StatusConflict || !strings.Contains(r.Message, "reversed already") {
			t.Errorf("reversed twice: %d %s", r.Status, r.Body)
		}
	})
}
