package repay_test

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/repay/repaytest"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// env is a server with the demo world and the sandbox payment channel.
type env struct {
	*servertest.Env
	sandbox *payment.Sandbox
}

func newEnv(t *testing.T, db *store.DB) env {
	t.Helper()
	e := servertest.New(t, db)
	sb, ok := e.App.Repay.Gateway().(*payment.Sandbox)
	if !ok {
		t.Fatalf("gateway = %T, want the sandbox by default", e.App.Repay.Gateway())
	}
	return env{Env: e, sandbox: sb}
}

func (e env) instalment(t *testing.T, session string, orderID int64) (servertest.Response, repay.Instalment) {
	t.Helper()
	return repaytest.Instalment(t, e.Env, session, orderID)
}

func (e env) generate(t *testing.T, session string, orderID, amount int64, extra ...string) (servertest.Response, repay.CodeIssued) {
	t.Helper()
	return repaytest.Generate(t, e.Env, session, orderID, amount, extra...)
}

// txnOf reads a pay code's transaction id from its sandbox pay URL.
func txnOf(t *testing.T, c repay.CodeIssued) string {
	t.Helper()
	p, _, _ := strings.Cut(strings.TrimPrefix(c.PayURL, payment.SandboxPagePath), "?")
	if p == "" || !strings.HasPrefix(c.PayURL, payment.SandboxPagePath) {
		t.Fatalf("pay URL %q is not the sandbox page", c.PayURL)
	}
	return p
}

func (e env) postback(t *testing.T, form url.Values) servertest.Response {
	t.Helper()
	return e.Do(t, servertest.Request{Method: "POST", Path: "/payments/postback", Form: form})
}

func (e env) order(t *testing.T, id int64) loan.Order {
	t.Helper()
	return repaytest.Order(t, e.Env, id)
}

// count runs a COUNT(*) query.
var count = storetest.Count

func TestRepay_Generate(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		_, page := e.instalment(t, demo.SessionA, 82)
		t.Run("ErrAmount", func(t *testing.T) {
			got, _ := e.generate(t, demo.SessionA, 82, page.RepayAmount+100)
			if got.Status != 400 || got.Fields["amount"] == "" || !strings.Contains(got.Body, page.RepayAmountText) {
				t.Errorf("a made-up amount: %d %s", got.Status, got.Body)
			}
		})
		t.Run("ErrChannel", func(t *testing.T) {
			got, _ := e.generate(t, demo.SessionA, 82, page.RepayAmount, "channelNumber", "NOPE")
			if got.Status != 400 || got.Fields["channelNumber"] == "" {
				t.Errorf("an unknown channel: %d %s", got.Status, got.Body)
			}
		})
		t.Run("ErrOtherBorrower", func(t *testing.T) {
			if got, _ := e.generate(t, demo.SessionB, 82, page.RepayAmount); got.Status != 404 {
				t.Errorf("B asks a code for A's order: %d %s", got.Status, got.Body)
			}
		})
		t.Run("ErrPrepayment", func(t *testing.T) {
			// Order 83 is one payment, due in months: paying it now settles
			// the loan early, which the terms allow only from half the term.
			_, lite := e.instalment(t, demo.SessionA, 83)
			if lite.CanPayNow != 0 || !strings.Contains(lite.NoticeMsg, "allowed from") {
				t.Errorf("page of order 83: canPayNow %d, notice %q", lite.CanPayNow, lite.NoticeMsg)
			}
			got, _ := e.generate(t, demo.SessionA, 83, lite.RepayAmount)
			if got.Status != 400 || !strings.Contains(got.Fields["amount"], "allowed from") {
				t.Errorf("a code for an early settlement: %d %s", got.Status, got.Body)
			}
		})
		t.Run("ErrNoPayment", func(t *testing.T) {
			if got, _ := e.generate(t, demo.SessionA, 86, 100000); got.Status != 409 {
				t.Errorf("a settled order: %d %s", got.Status, got.Body)
			}
		})
		t.Run("OK", func(t *testing.T) {
			got, c := e.generate(t, demo.SessionA, 82, page.RepayAmount)
			if got.Status != 200 || c.PayCode == "" || c.Amount != page.RepayAmount || !strings.Contains(c.PayURL, "sessionId=demo-a") {
				t.Fatalf("generate: %d %s", got.Status, got.Body)
			}
			// A double tap gives the same code; the page's box shows it.
			if _, again := e.generate(t, demo.SessionA, 82, page.RepayAmount); again.PayCode != c.PayCode {
				t.Errorf("second tap: code %q, want %q", again.PayCode, c.PayCode)
			}
			if _, page := e.instalment(t, demo.SessionA, 82); page.DefDetail.PayCode != c.PayCode {
				t.Errorf("default code = %q, want %q", page.DefDetail.PayCode, c.PayCode)
			}
			// Another channel replaces it: one open code per order and purpose.
			_, other := e.generate(t, demo.SessionA, 82, page.RepayAmount, "channelNumber", "711")
			if other.PayCode == c.PayCode {
				t.Error("a new channel kept the old code")
			}
			if n := count(t, db, `SELECT COUNT(*) FROM pay_codes WHERE order_id = 82 AND state = 'open'`); n != 1 {
				t.Errorf("open codes = %d, want 1", n)
			}
		})
	})
}

func TestRepay_Postback(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		_, page := e.instalment(t, demo.SessionA, 81)
		before := e.order(t, 81)
		_, c := e.generate(t, demo.SessionA, 81, page.RepayAmount)
		txn := txnOf(t, c)
		signed := func(status payment.Status, amount int64) url.Values {
			return e.sandbox.SignedPostback(payment.Postback{TxnID: txn, RefNo: c.PayCode, Status: status, Message: "ok",
				Amount: amount, Currency: "PHP", Channel: "GCSH"})
		}

		t.Run("ErrForged", func(t *testing.T) {
			form := signed(payment.StatusSuccess, c.Amount)
			form.Set("digest", strings.Repeat("0", 40))
			if got := e.postback(t, form); got.Status != 403 {
				t.Errorf("forged: %d %s", got.Status, got.Body)
			}
			forged := (&payment.Sandbox{Secret: "not the server's"}).SignedPostback(payment.Postback{TxnID: txn, RefNo: c.PayCode, Status: payment.StatusSuccess, Amount: c.Amount})
			if got := e.postback(t, forged); got.Status != 403 {
				t.Errorf("signed with another key: %d %s", got.Status, got.Body)
			}
		})
		t.Run("ErrUnknownTxn", func(t *testing.T) {
			form := e.sandbox.SignedPostback(payment.Postback{TxnID: "KW81-nope", RefNo: "X", Status: payment.StatusSuccess, Amount: -1})
			if got := e.postback(t, form); got.Status != 404 {
				t.Errorf("unknown txnid: %d %s", got.Status, got.Body)
			}
		})
		if o := e.order(t, 81); o.TotalPaid() != before.TotalPaid() {
			t.Fatalf("refused postbacks credited %d", o.TotalPaid()-before.TotalPaid())
		}

		t.Run("OKOnceOf1000", func(t *testing.T) {
			form := signed(payment.StatusSuccess, c.Amount)
			var wg sync.WaitGroup
			statuses := make([]int, 1000)
			for i := range statuses {
				wg.Add(1)
				go func() {
					defer wg.Done()
					statuses[i] = e.postback(t, form).Status
				}()
			}
			wg.Wait()
			for i, s := range statuses {
				if s != 200 {
					t.Fatalf("copy %d answered %d", i, s)
				}
			}
			if n := count(t, db, `SELECT COUNT(*) FROM payments WHERE order_id = 81`); n != 1 {
				t.Errorf("payments = %d, want 1", n)
			}
			if n := count(t, db, `SELECT COUNT(*) FROM provider_events WHERE txn_id = ?`, txn); n < 1000 {
				t.Errorf("ledger keeps %d postbacks, want every one of 1000 (and the refused ones)", n)
			}
			o := e.order(t, 81)
			if got, want := o.TotalPaid()-before.TotalPaid(), c.Amount; got != want {
				t.Errorf("credited %d, want %d", got, want)
			}
			if o.Status != loan.StatusRepaying && o.Status != loan.StatusDue {
				t.Errorf("status after paying what was due = %d", o.Status)
			}
		})
		t.Run("History", func(t *testing.T) {
			got := e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/payments", Session: demo.SessionA, Query: url.Values{"orderId": {"81"}}})
			var list []repay.Receipt
			got.Decode(t, &list)
			if len(list) != 1 || list[0].RefNo != c.PayCode || list[0].Amount != c.Amount || len(list[0].Applied) == 0 || list[0].Channel != "GCash" {
				t.Fatalf("payments = %s", got.Body)
			}
			if b := e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/payments", Session: demo.SessionB, Query: url.Values{"orderId": {"81"}}}); b.Status != 404 {
				t.Errorf("B lists A's payments: %d", b.Status)
			}
			id := strconv.FormatInt(list[0].ID, 10)
			if r := e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/receipt", Session: demo.SessionA, Query: url.Values{"paymentId": {id}}}); r.Status != 200 || !strings.Contains(r.Body, c.PayCode) {
				t.Errorf("receipt: %d %s", r.Status, r.Body)
			}
			if r := e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/receipt", Session: demo.SessionB, Query: url.Values{"paymentId": {id}}}); r.Status != 404 {
				t.Errorf("B reads A's receipt: %d", r.Status)
			}
		})
	})
}

func TestRepay_PostbackWrongAmountAndExpired(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		_, page := e.instalment(t, demo.SessionA, 82)
		_, c := e.generate(t, demo.SessionA, 82, page.RepayAmount)
		before := e.order(t, 82)
		form := e.sandbox.SignedPostback(payment.Postback{TxnID: txnOf(t, c), RefNo: c.PayCode, Status: payment.StatusSuccess, Amount: c.Amount - 1})
		if got := e.postback(t, form); got.Status != 200 {
			t.Fatalf("wrong amount: %d %s", got.Status, got.Body)
		}
		if o := e.order(t, 82); o.TotalPaid() != before.TotalPaid() {
			t.Errorf("a wrong amount credited %d", o.TotalPaid()-before.TotalPaid())
		}
		if n := count(t, db, `SELECT COUNT(*) FROM pay_codes WHERE txn_id = ? AND state = 'review'`, txnOf(t, c)); n != 1 {
			t.Error("the wrong amount is not kept for review")
		}
		loc := e.App.Config.Market.Location()
		r, err := repay.Report(context.Background(), db, e.Clock.Now().In(loc), loc)
		if err != nil || len(r.Unmatched) != 1 || r.Unmatched[0].Outcome != "review" || r.Unmatched[0].TxnID != txnOf(t, c) {
			t.Errorf("report's unmatched = %+v (%v), want the wrong amount", r.Unmatched, err)
		}

		// A code that expired unpaid is still credited when its money comes.
		_, page = e.instalment(t, demo.SessionA, 81)
		_, c = e.generate(t, demo.SessionA, 81, page.RepayAmount)
		e.Clock.Advance(repay.CodeTTL + time.Hour)
		if r, err := e.App.Repay.Reconcile(context.Background()); err != nil || r.Expired != 1 {
			t.Fatalf("reconcile: %+v %v, want one code expired", r, err)
		}
		before = e.order(t, 81)
		res, err := e.App.Repay.Simulate(context.Background(), c.PayCode, payment.StatusSuccess)
		if err != nil || res.Outcome != repay.OutcomeCredited {
			t.Fatalf("late money: %+v %v", res, err)
		}
		if o := e.order(t, 81); o.TotalPaid()-before.TotalPaid() != c.Amount {
			t.Errorf("late money credited %d, want %d", o.TotalPaid()-before.TotalPaid(), c.Amount)
		}
	})
}
