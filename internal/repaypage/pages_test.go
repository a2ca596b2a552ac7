package repaypage_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/repay/repaytest"
	"kwarta/internal/repaypage"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The repayment pages through the API: the instalment and extension pages,
// the sandbox channel's pay page and the channels' logos.

// env is a server with the demo world and the sandbox payment channel.
type env struct {
	*servertest.Env
}

func newEnv(t *testing.T, db *store.DB) env {
	t.Helper()
	e := servertest.New(t, db)
	if _, ok := e.App.Repay.Gateway().(*payment.Sandbox); !ok {
		t.Fatalf("gateway = %T, want the sandbox by default", e.App.Repay.Gateway())
	}
	return env{Env: e}
}

func (e env) instalment(t *testing.T, session string, orderID int64) (servertest.Response, repay.Instalment) {
	t.Helper()
	return repaytest.Instalment(t, e.Env, session, orderID)
}

func (e env) generate(t *testing.T, session string, orderID, amount int64, extra ...string) (servertest.Response, repay.CodeIssued) {
	t.Helper()
	return repaytest.Generate(t, e.Env, session, orderID, amount, extra...)
}

func (e env) order(t *testing.T, id int64) loan.Order {
	t.Helper()
	return repaytest.Order(t, e.Env, id)
}

func TestRepay_Instalment(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		got, page := e.instalment(t, demo.SessionA, 81)
		if got.Status != 200 {
			t.Fatalf("loan-play-detail: %d %s", got.Status, got.Body)
		}
		o := e.order(t, 81)
		if page.RepayAmount != e.App.Loans.DueNow(&o) || page.RepayAmount <= 0 {
			t.Errorf("repayAmount = %d, want what is payable now", page.RepayAmount)
		}
		if page.IsDelay != "1" || len(page.RepayList) == 0 || page.RepayList[0].Number != "GCSH" || page.IsShowReyTop != 1 {
			t.Errorf("page = %+v", page)
		}
		if page.DefDetail.PayCode != "" || len(page.DefDetail.PayNotice) != 2 {
			t.Errorf("default code box before any code = %+v", page.DefDetail)
		}
		// Before any code the notices name the page's amount and point at
		// the code this page will give.
		if step := page.DefDetail.PayNotice["E-wallet"][0].Steps[2]; step != "Enter the reference number from this page and the amount "+page.RepayAmountText+"." {
			t.Errorf("GCash step before any code = %q", step)
		}
		// Borrower B never sees borrower A's order.
		if got, _ := e.instalment(t, demo.SessionB, 81); got.Status != 404 {
			t.Errorf("B reads A's order: %d %s", got.Status, got.Body)
		}
		// Orders that take no payment.
		for _, id := range []int64{86, 85, 80} {
			if got, _ := e.instalment(t, demo.SessionA, id); got.Status != 409 {
				t.Errorf("order %d: %d %s, want 409", id, got.Status, got.Body)
			}
		}
	})
}

func TestRepay_Extension(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		got := e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/ordinary", Session: demo.SessionA, Query: url.Values{"orderId": {"81"}}})
		var page repay.ExtensionPage
		got.Decode(t, &page)
		if got.Status != 200 || page.DelayInfo.DelayAmount <= 0 || len(page.RepayPlan) < 2 {
			t.Fatalf("ordinary: %d %s", got.Status, got.Body)
		}
		if b := e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/ordinary", Session: demo.SessionB, Query: url.Values{"orderId": {"81"}}}); b.Status != 404 {
			t.Errorf("B reads A's extension: %d", b.Status)
		}
		before := e.order(t, 81)
		_, c := e.generate(t, demo.SessionA, 81, page.DelayInfo.DelayAmount, "isDelay", "1")
		if c.PayCode == "" {
			t.Fatal("no extension code")
		}
		if res, err := e.App.Repay.Simulate(context.Background(), c.PayCode, payment.StatusSuccess); err != nil || res.Outcome != repay.OutcomeCredited {
			t.Fatalf("extension paid: %+v %v", res, err)
		}
		o := e.order(t, 81)
		if !o.NextDue.After(before.NextDue) || o.Status == loan.StatusOverdue {
			t.Errorf("after the extension: status %d, due %s (was %s)", o.Status, o.NextDue, before.NextDue)
		}
		if got, want := loan.DisplayDay(o.NextDue), page.DelayInfo.NewDueDate; got != want {
			t.Errorf("new due date %s, the page promised %s", got, want)
		}
	})
}

func TestRepay_SandboxPage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		_, page := e.instalment(t, demo.SessionA, 82)
		_, c := e.generate(t, demo.SessionA, 82, page.RepayAmount)
		got := e.Do(t, servertest.Request{Method: "GET", Path: c.PayURL})
		if got.Status != 200 || !strings.Contains(got.Body, c.PayCode) || !strings.Contains(got.Body, "Simulate payment") ||
			!strings.Contains(got.Body, "What is due now") || got.Header.Get("Content-Security-Policy") != repaypage.SandboxPolicy {
			t.Fatalf("sandbox page: %d %s", got.Status, got.Body)
		}
		sim := e.Do(t, servertest.Request{Method: "POST", Path: c.PayURL, Form: url.Values{"status": {"S"}}})
		loc := sim.Header.Get("Location")
		if sim.Status != 303 || !strings.HasPrefix(loc, "/loanDetail?") || !strings.Contains(loc, "sessionId=demo-a") || !strings.Contains(loc, "orderId=82") {
			t.Fatalf("simulate: %d %q", sim.Status, loc)
		}
		var list []repay.Receipt
		e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/payments", Session: demo.SessionA, Query: url.Values{"orderId": {"82"}}}).Decode(t, &list)
		if len(list) != 1 {
			t.Errorf("payments after the sandbox button: %d", len(list))
		}
	})
}

func TestRepay_ChannelLogos(t *testing.T) {
	e := newEnv(t, storetest.MustOpen(t, store.SQLite))
	for _, c := range payment.PhilippineChannels {
		got := e.Do(t, servertest.Request{Method: "GET", Path: c.Logo})
		if got.Status != 200 || got.Header.Get("Content-Type") != "image/svg+xml" || !strings.HasPrefix(got.Body, "<svg") {
			t.Errorf("%s logo %s: %d %s", c.Name, c.Logo, got.Status, got.Header.Get("Content-Type"))
		}
	}
	if got := e.Do(t, servertest.Request{Method: "GET", Path: "/payments/channels/nope.svg"}); got.Status != 404 {
		t.Errorf("unknown logo: %d", got.Status)
	}
}
