package repay_test

import (
	"context"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// Repayment money that follows the calendar. Each test moves the
// clock between what the borrower was shown and when the money arrives.

// details reads a borrower's order details page.
func (e env) details(t *testing.T, session string, orderID string) loanpage.Details {
	t.Helper()
	got := e.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan-details/loan-details", Session: session, Query: url.Values{"orderId": {orderID}}})
	if got.Status != 200 {
		t.Fatalf("order details: %d %s", got.Status, got.Body)
	}
	var d loanpage.Details
	got.Decode(t, &d)
	return d
}

// row is the order card's value for a row's text ("" when absent).
func row(d loanpage.Details, text string) string {
	for _, r := range d.UserOrderDetail.Detail {
		if r.Text == text {
			return r.Value
		}
	}
	return ""
}

// lastChange is an order's newest history line.
func (e env) lastChange(t *testing.T, orderID int64) loan.Change {
	t.Helper()
	h, err := loan.History(context.Background(), e.DB, orderID)
	if err != nil || len(h) == 0 {
		t.Fatalf("history: %v", err)
	}
	return h[len(h)-1]
}

var peso = loan.MoneyFor("ph", false)

// Point 1: a code on an overdue order holds until 23:59 Manila of its day
// and says so; paid the next day it is credited at once through the
// allocation order, and the order details say what remains and why.
func TestTiming_OverdueCodePaidTheNextDay(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		_, page := e.instalment(t, demo.SessionA, 81)
		got, c := e.generate(t, demo.SessionA, 81, page.RepayAmount)
		if got.Status != 200 || c.PayBy != "Pay by 11:59 pm today" {
			t.Fatalf("generate: %d %s", got.Status, got.Body)
		}
		_, page = e.instalment(t, demo.SessionA, 81)
		if d := page.DefDetail; d.PayCode != c.PayCode || d.PayBy != "Pay by 11:59 pm today" || d.ChannelNumber != "GCSH" || d.Amount != c.Amount || d.AmountText != c.AmountText {
			t.Errorf("the code box = %+v", d)
		}
		told := c.Amount

		// The next morning: the code no longer holds; the page asks for
		// today's figure, which has grown by a day's late interest.
		e.Clock.Advance(24 * time.Hour)
		_, tomorrow := e.instalment(t, demo.SessionA, 81)
		if tomorrow.DefDetail.PayCode != "" {
			t.Errorf("yesterday's code is still offered: %+v", tomorrow.DefDetail)
		}
		if tomorrow.RepayAmount <= told {
			t.Fatalf("due tomorrow %d, not more than the %d of yesterday", tomorrow.RepayAmount, told)
		}
		before := e.order(t, 81)
		res, err := e.App.Repay.Simulate(context.Background(), c.PayCode, payment.StatusSuccess)
		if err != nil || res.Outcome != repay.OutcomeCredited {
			t.Fatalf("yesterday's code paid today: %+v %v", res, err)
		}
		after := e.order(t, 81)
		if got := after.TotalPaid() - before.TotalPaid(); got != told {
			t.Errorf("credited %d, want the %d paid", got, told)
		}
		left := tomorrow.RepayAmount - told
		if got := e.App.Loans.DueNow(&after); got != left || after.Status != loan.StatusOverdue {
			t.Errorf("due now %d (status %d), want the %d the page showed less the %d paid", got, after.Status, left, told)
		}
		why := peso.Format(left) + " still due now (" + peso.Format(tomorrow.RepayAmount) + " was due when it arrived)"
		if last := e.lastChange(t, 81); last.Event != loan.EventPaid || !strings.Contains(last.Note, "paid "+peso.Format(told)) || !strings.Contains(last.Note, why) {
			t.Errorf("history line %+v, want it to say %q", last, why)
		}
		if got := row(e.details(t, demo.SessionA, "81"), "Last payment"); !strings.Contains(got, why) {
			t.Errorf("order details' last payment %q, want it to say %q", got, why)
		}
		// And the page now asks for exactly what is left.
		if _, now := e.instalment(t, demo.SessionA, 81); now.RepayAmount != left {
			t.Errorf("the page asks %d, want %d", now.RepayAmount, left)
		}
	})
}

// Point 2: an extension code paid after its price changed is credited as a
// repayment, and the borrower is told the loan was not extended.
func TestTiming_ExtensionPaidLate(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		var page repay.ExtensionPage
		e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/ordinary", Session: demo.SessionA, Query: url.Values{"orderId": {"82"}}}).Decode(t, &page)
		got, c := e.generate(t, demo.SessionA, 82, page.DelayInfo.DelayAmount, "isDelay", "1")
		if got.Status != 200 {
			t.Fatalf("extension code: %d %s", got.Status, got.Body)
		}
		before := e.order(t, 82)
		// Order 82 is due in 2 days: the code holds to the end of its due date.
		if want := "Pay by 11:59 pm, " + loan.DisplayDay(before.NextDue); c.PayBy != want {
			t.Errorf("payBy %q, want %q", c.PayBy, want)
		}
		// Paid the day after the due date: the order is overdue, the
		// extension now costs more, so the money is a repayment.
		e.Clock.Advance(3 * 24 * time.Hour)
		now, err := e.App.Loans.ExtensionQuote(context.Background(), db, 82)
		if err != nil || now.Total <= c.Amount {
			t.Fatalf("the extension three days on: %+v %v", now, err)
		}
		res, err := e.App.Repay.Simulate(context.Background(), c.PayCode, payment.StatusSuccess)
		if err != nil || res.Outcome != repay.OutcomeCredited {
			t.Fatalf("the late extension money: %+v %v", res, err)
		}
		after := e.order(t, 82)
		if !after.NextDue.Equal(before.NextDue) || after.PaidExtensionFees != 0 {
			t.Errorf("the loan was extended: due %s (was %s), extension fees %d", after.NextDue, before.NextDue, after.PaidExtensionFees)
		}
		if got := after.TotalPaid() - before.TotalPaid(); got != c.Amount {
			t.Errorf("credited %d, want %d", got, c.Amount)
		}
		// The penalty went first, as the allocation order says.
		if after.Penalty == 0 || after.PaidPenalty != min(c.Amount, after.Penalty) {
			t.Errorf("penalty %d, paid %d of the %d", after.Penalty, after.PaidPenalty, c.Amount)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM pay_codes WHERE state = 'review'`); n != 0 {
			t.Errorf("%d codes wait for review", n)
		}
		last := e.lastChange(t, 82)
		why := "not extended, credited as a repayment: the extension cost " + peso.Format(now.Total) + " when this money arrived, not " + peso.Format(c.Amount)
		if last.Event != loan.EventPaid || !strings.Contains(last.Note, why) {
			t.Errorf("history line %+v", last)
		}
		d := e.details(t, demo.SessionA, "82")
		if lp := row(d, "Last payment"); !strings.Contains(lp, why) || !strings.Contains(lp, "paid "+peso.Format(c.Amount)) {
			t.Errorf("order details' last payment %q", lp)
		}
		if due := row(d, "Due now"); due != peso.Format(e.App.Loans.DueNow(&after)) {
			t.Errorf("order details' due now %q", due)
		}
		var list []repay.Receipt
		e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/payments", Session: demo.SessionA, Query: url.Values{"orderId": {"82"}}}).Decode(t, &list)
		if len(list) != 1 || list[0].Title != "Repayment (not extended)" || list[0].Amount != c.Amount {
			t.Errorf("the borrower's history: %+v", list)
		}
	})
}

// An extension's money arriving once the loan can no longer be extended
// (order 81, 110 days late) is a repayment too, and says why.
func TestTiming_ExtensionPaidWhenNoLongerPossible(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		var page repay.ExtensionPage
		e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/ordinary", Session: demo.SessionA, Query: url.Values{"orderId": {"81"}}}).Decode(t, &page)
		_, c := e.generate(t, demo.SessionA, 81, page.DelayInfo.DelayAmount, "isDelay", "1")
		e.Clock.Advance(100 * 24 * time.Hour)
		before := e.order(t, 81)
		if res, err := e.App.Repay.Simulate(context.Background(), c.PayCode, payment.StatusSuccess); err != nil || res.Outcome != repay.OutcomeCredited {
			t.Fatalf("paid 100 days on: %+v %v", res, err)
		}
		after := e.order(t, 81)
		if !after.NextDue.Equal(before.NextDue) || after.PaidExtensionFees != 0 || after.AmountPaid != c.Amount {
			t.Errorf("due %s (was %s), extension fees %d, paid %d of %d", after.NextDue, before.NextDue, after.PaidExtensionFees, after.AmountPaid, c.Amount)
		}
		if last := e.lastChange(t, 81); !strings.Contains(last.Note, "not extended, credited as a repayment: This payment is too far overdue to extend") {
			t.Errorf("history line %q", last.Note)
		}
	})
}

// Point 5: the extension's interest runs on all the principal still held,
// as the plan row says: order 82 holds ₱15,000.00 → ₱101.25.
func TestTiming_ExtensionInterestOnThePrincipalHeld(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		q, err := e.App.Loans.ExtensionQuote(context.Background(), db, 82)
		o := e.order(t, 82)
		if err != nil || o.PrincipalHeld() != 1_500_000 || q.Interest != 10_125 {
			t.Fatalf("order 82: held %d, interest %d (%v), want ₱101.25 on ₱15,000.00", o.PrincipalHeld(), q.Interest, err)
		}
		// Order 81 holds all its ₱30,000.00 (0.04% a day, 14 days): ₱168.00,
		// not the ₱42.00 of the first instalment's ₱7,500.00.
		q81, err := e.App.Loans.ExtensionQuote(context.Background(), db, 81)
		if o81 := e.order(t, 81); err != nil || o81.PrincipalHeld() != 3_000_000 || q81.Interest != 16_800 {
			t.Errorf("order 81: held %d, interest %d (%v), want ₱168.00 on ₱30,000.00", o81.PrincipalHeld(), q81.Interest, err)
		}
		var page repay.ExtensionPage
		e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/ordinary", Session: demo.SessionA, Query: url.Values{"orderId": {"82"}}}).Decode(t, &page)
		var shown string
		for _, p := range page.RepayPlan {
			if p.Title == "Interest for the extra days" {
				shown = p.Amount + " " + p.Remark
			}
		}
		if want := "₱101.25 " + "15 days on the principal you still hold"; shown != want {
			t.Errorf("plan row %q, want %q", shown, want)
		}
	})
}

// Point 6: Rollover Repayment is offered only when an extension is
// possible today.
func TestTiming_IsDelayOnlyWhenPossible(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		if d := e.details(t, demo.SessionA, "81"); d.IsDelay != "1" {
			t.Errorf("order 81, 10 days late: isDelay %q", d.IsDelay)
		}
		// Order 88 is at the cost cap: no extension.
		if d := e.details(t, demo.SessionA, "88"); d.IsDelay != "0" {
			t.Errorf("order 88 at the cost cap: isDelay %q", d.IsDelay)
		}
		if _, p := e.instalment(t, demo.SessionA, 88); p.IsDelay != "0" {
			t.Errorf("order 88's instalment page: isDelay %q", p.IsDelay)
		}
		// Order 81 at 110 days late: the new due date would not be after today.
		e.Clock.Advance(100 * 24 * time.Hour)
		if d := e.details(t, demo.SessionA, "81"); d.IsDelay != "0" {
			t.Errorf("order 81, 110 days late: isDelay %q", d.IsDelay)
		}
		if _, p := e.instalment(t, demo.SessionA, 81); p.IsDelay != "0" {
			t.Errorf("order 81's instalment page at 110 days late: isDelay %q", p.IsDelay)
		}
	})
}

// Point 4: a part-payment from ₱100.00 up to what is due now; point 8:
// every payment writes a history line, status changed or not.
func TestTiming_PartPayment(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		_, page := e.instalment(t, demo.SessionA, 81)
		if page.MinAmount != 10_000 || page.MinAmountText != "₱100.00" || page.MaxAmount != page.RepayAmount || page.CanPayNow != 1 {
			t.Fatalf("range: min %d %q, max %d, due %d", page.MinAmount, page.MinAmountText, page.MaxAmount, page.RepayAmount)
		}
		for _, c := range []struct {
			amount int64
			want   string
		}{
			{9_999, "The least you can pay is ₱100.00."},
			{0, "The amount must be more than zero."},
			{page.RepayAmount + 1, "You can pay up to " + page.RepayAmountText + " now; paying ahead of your due dates is allowed from"},
		} {
			got, _ := e.generate(t, demo.SessionA, 81, c.amount)
			if got.Status != 400 || !strings.Contains(got.Fields["amount"], c.want) {
				t.Errorf("a code for %d: %d %s, want %q", c.amount, got.Status, got.Body, c.want)
			}
		}
		got, c := e.generate(t, demo.SessionA, 81, 50_000)
		if got.Status != 200 || c.Amount != 50_000 {
			t.Fatalf("a part-payment code: %d %s", got.Status, got.Body)
		}
		before := e.order(t, 81)
		history := len(mustHistory(t, e, 81))
		if res, err := e.App.Repay.Simulate(context.Background(), c.PayCode, payment.StatusSuccess); err != nil || res.Outcome != repay.OutcomeCredited {
			t.Fatalf("paid: %+v %v", res, err)
		}
		after := e.order(t, 81)
		if after.Status != before.Status || after.PaidPenalty-before.PaidPenalty != 50_000 {
			t.Errorf("status %d → %d, penalty paid %d", before.Status, after.Status, after.PaidPenalty-before.PaidPenalty)
		}
		h := mustHistory(t, e, 81)
		if len(h) != history+1 {
			t.Fatalf("history %d lines, want %d", len(h), history+1)
		}
		want := "paid ₱500.00 (penalty ₱500.00); " + peso.Format(page.RepayAmount-50_000) + " still due now (" + page.RepayAmountText + " was due when it arrived)"
		if last := h[len(h)-1]; last.Event != loan.EventPaid || last.From != loan.StatusOverdue || last.To != loan.StatusOverdue || last.Note != want {
			t.Errorf("history line %+v\nwant note %q", last, want)
		}
	})
}

func mustHistory(t *testing.T, e env, orderID int64) []loan.Change {
	t.Helper()
	h, err := loan.History(context.Background(), e.DB, orderID)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// Point 3 through the API: order 83 (a one-payment loan, 10 days in)
// takes no code before half its term, and the page says from when.
func TestTiming_PrepaymentOnTheAPI(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		_, page := e.instalment(t, demo.SessionA, 83)
		if page.CanPayNow != 0 || page.MaxAmount != 0 || !strings.Contains(page.NoticeMsg, "Paying ahead of a due date is allowed from") {
			t.Fatalf("order 83's page: canPayNow %d, max %d, notice %q", page.CanPayNow, page.MaxAmount, page.NoticeMsg)
		}
		for _, amount := range []int64{page.RepayAmount, page.PayoffAmount, 10_000} {
			if got, _ := e.generate(t, demo.SessionA, 83, amount); got.Status != 400 || got.Fields["amount"] != page.NoticeMsg {
				t.Errorf("a code for %d: %d %s", amount, got.Status, got.Body)
			}
		}
	})
}

// Point 10: taps at the same moment make one code; more than 10 requests
// a minute for an order answer 429.
func TestTiming_OneCodeUnderConcurrency(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		_, page := e.instalment(t, demo.SessionA, 81)
		codes := make([]repay.CodeIssued, 8)
		statuses := make([]int, len(codes))
		var wg sync.WaitGroup
		for i := range codes {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got, c := e.generate(t, demo.SessionA, 81, page.RepayAmount)
				statuses[i], codes[i] = got.Status, c
			}()
		}
		wg.Wait()
		for i := range codes {
			if statuses[i] != 200 || codes[i].PayCode != codes[0].PayCode {
				t.Errorf("tap %d: %d %q, want 200 and the first tap's code %q", i, statuses[i], codes[i].PayCode, codes[0].PayCode)
			}
		}
		if n := count(t, db, `SELECT COUNT(*) FROM pay_codes WHERE order_id = 81`); n != 1 {
			t.Errorf("%d codes made, want 1", n)
		}
		// 8 taps so far: 2 more are allowed this minute, the 11th is refused.
		for i := range 3 {
			got, _ := e.generate(t, demo.SessionA, 81, page.RepayAmount)
			if want := map[bool]int{true: 429, false: 200}[i == 2]; got.Status != want {
				t.Errorf("request %d: %d %s, want %d", 9+i, got.Status, got.Body, want)
			}
			if i == 2 && got.Code != "100429" {
				t.Errorf("the 11th request's code %q, want 100429", got.Code)
			}
		}
		// A minute later it is allowed again.
		e.Clock.Advance(time.Minute)
		if got, _ := e.generate(t, demo.SessionA, 81, page.RepayAmount); got.Status != 200 {
			t.Errorf("a minute later: %d %s", got.Status, got.Body)
		}
	})
}
