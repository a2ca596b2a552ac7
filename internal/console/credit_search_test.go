package console_test

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestConsole_CreditOrderSearch: the credit picker finds the orders in
// repayment by the start of the number, the borrower's phone (any form)
// or part of the name, never a settled, rejected or unpaid-out one, each
// with what the order page shows as owed (the loan engine's figure, by
// component). Money for no known code, exactly what one order owes, is
// credited to it under four eyes and settles it; a payment proposed for
// that order before it settled then fails on approval, nothing changed.
func TestConsole_CreditOrderSearch(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		fin := enrol(t, env, "fe", console.Finance)
		fio := enrol(t, env, "fio", console.Finance)
		search := func(q string) []console.CreditOrder {
			t.Helper()
			r := fin.call(t, env, "GET", "/admin/api/payments/orders", url.Values{"q": {q}})
			var out []console.CreditOrder
			r.Decode(t, &out)
			if r.Status != http.StatusOK {
				t.Fatalf("search %q: %d %s", q, r.Status, r.Body)
			}
			return out
		}
		numbers := func(list []console.CreditOrder) []string {
			var out []string
			for _, o := range list {
				out = append(out, o.OrderNo)
			}
			return out
		}
		// Maria Santos's orders in repayment (the demo world's 81 to 84
		// and 88; 86 is settled, 80 rejected, 85 approved, 87 in review).
		var open []string
		for _, id := range []int64{88, 84, 83, 82, 81} {
			no, err := loan.OrderNo(t.Context(), db, id)
			if err != nil {
				t.Fatal(err)
			}
			open = append(open, no)
		}
		byName := search("santos")
		if got := numbers(byName); !slices.Equal(got, open) {
			t.Fatalf("by name: %v, want %v", got, open)
		}
		for _, o := range byName {
			var page console.OrderDetail
			fin.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {o.OrderNo}}).Decode(t, &page)
			b := o.OwedBy
			if o.Borrower != "Maria Santos" || o.Phone != "0917***4567" || o.Currency != "PHP" || o.Status != page.Status || o.Owed != page.Owed || o.Owed <= 0 ||
				b.Penalty+b.LateInterest+b.Fees+b.Interest+b.Principal != o.Owed || o.Due > o.Owed {
				t.Errorf("%s: %+v; the order page owes %d, status %d", o.OrderNo, o, page.Owed, page.Status)
			}
		}
		if got := numbers(search("0917 123 4567")); !slices.Equal(got, open) {
			t.Errorf("by phone: %v", got)
		}
		if got := numbers(search(strings.ToLower(open[3]))); !slices.Equal(got, open[3:4]) {
			t.Errorf("by number: %v", got)
		}
		if got := search("Nobody Here"); len(got) != 0 {
			t.Errorf("no one: %+v", got)
		}
		if r := fin.call(t, env, "GET", "/admin/api/payments/orders", url.Values{"q": {"x"}}); r.Status != http.StatusBadRequest || r.Fields["q"] == "" {
			t.Errorf("one letter: %d %s", r.Status, r.Body)
		}
		if r := fin.call(t, env, "GET", "/admin/api/payments/orders", url.Values{"q": {"santos"}}); strings.Contains(r.Body, "+639171234567") {
			t.Errorf("an unmasked phone: %s", r.Body)
		}

		// Money for no code: exactly what order 82 owes, as its page and
		// the search show; and a smaller one, also for 82.
		o82 := byName[3]
		for _, p := range []payment.Postback{
			{TxnID: "ALL-82", RefNo: "SBX-ALL", Amount: o82.Owed},
			{TxnID: "SOME-82", RefNo: "SBX-SOME", Amount: 10000},
		} {
			p.Status, p.Message, p.Currency, p.Channel = payment.StatusSuccess, "paid", "PHP", "GCSH"
			postback(t, env, p)
		}
		some := proposeResolve(t, env, fin, url.Values{"txnId": {"SOME-82"}, "action": {"credit"}, "orderNo": {o82.OrderNo}, "note": {"part of the loan"}})
		all := proposeResolve(t, env, fin, url.Values{"txnId": {"ALL-82"}, "action": {"credit"}, "orderNo": {o82.OrderNo}, "note": {"the whole loan"}})
		if !strings.HasSuffix(some.Summary, ": part-pays it") || !strings.HasSuffix(all.Summary, ": settles it") ||
			!strings.Contains(all.After, `"owed":"₱0.00"`) || !strings.Contains(all.After, `"status":200`) || !strings.Contains(all.Before, `"borrower":"Maria Santos (0917***4567)"`) {
			t.Errorf("the proposals: %+v\n%+v", some, all)
		}
		v := approved(t, env, fio, all.ID)
		if v.Proposal.Outcome != "Credited "+(loan.Money{Symbol: "₱"}).Format(o82.Owed)+" to order "+o82.OrderNo+" as a repayment." {
			t.Errorf("the outcome: %q", v.Proposal.Outcome)
		}
		var page console.OrderDetail
		fin.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {o82.OrderNo}}).Decode(t, &page)
		if page.Status != int(loan.StatusSettled) || page.Owed != 0 || len(page.Payments) == 0 || page.Payments[0].Amount != o82.Owed {
			t.Errorf("order 82 after the credit: status %d, owed %d, %+v", page.Status, page.Owed, page.Payments)
		}
		if got := numbers(search("santos")); slices.Contains(got, o82.OrderNo) {
			t.Errorf("the settled order is still offered: %v", got)
		}
		// The smaller payment, proposed before 82 settled, can no longer go there.
		if r := approveAs(t, env, fio, some.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "is settled: it takes no payment") {
			t.Errorf("credit to a settled order: %d %s", r.Status, r.Body)
		}
		if res := resolution(t, env, fin, "SOME-82"); res != nil || storetest.Count(t, db, `SELECT COUNT(*) FROM payments WHERE ref_no = 'SBX-SOME'`) != 0 ||
			storetest.Count(t, db, `SELECT COUNT(*) FROM proposals WHERE id = ? AND state = 'failed'`, some.ID) != 1 {
			t.Errorf("the failed credit changed something: %+v", res)
		}
		var list []repay.Review
		fin.call(t, env, "GET", "/admin/api/payments/review", nil).Rows(t, &list)
		if len(list) == 0 || list[0].TxnID != "SOME-82" || list[0].Resolution != nil {
			t.Errorf("SOME-82 no longer waits: %+v", list)
		}
	})
}
