package credit_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"kwarta/internal/applicant"
	"kwarta/internal/credit"
	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// publish makes the built-in policy, changed by edit, the policy in force.
func publish(t *testing.T, env *servertest.Env, edit func(p *credit.Policy)) credit.Policy {
	t.Helper()
	p := credit.Builtin("ph")
	edit(&p)
	out, err := env.App.Credit.Publish(context.Background(), env.DB, p, "maker", "checker")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// without drops rules by code.
func without(codes ...string) func(p *credit.Policy) {
	return func(p *credit.Policy) {
		kept := p.Rules[:0]
		for _, r := range p.Rules {
			if !contains(codes, r.Code) {
				kept = append(kept, r)
			}
		}
		p.Rules = kept
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// setParam sets one parameter of a rule.
func setParam(p *credit.Policy, code, name string, v int64) {
	for i := range p.Rules {
		if p.Rules[i].Code == code {
			p.Rules[i].Params[name] = v
		}
	}
}

// borrower registers a borrower an hour ago (before the clock) with the
// applicant data given (birth date; nationality).
func borrower(t *testing.T, env *servertest.Env, n int, born, nationality string) int64 {
	t.Helper()
	ctx := context.Background()
	env.Clock.Advance(-time.Hour)
	u, err := env.App.Account.CreateUser(ctx, env.DB, fmt.Sprintf("+639176%06d", n), "Test Borrower")
	env.Clock.Advance(time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if born != "" {
		if _, err := env.App.Applicants.Save(ctx, u.ID, applicant.Identity{FullName: "Test Borrower", BirthDate: born, Nationality: nationality,
			IDType: "sss", IDNumber: fmt.Sprintf("34%08d", n), AddressLine: fmt.Sprintf("%d Test Street", n), City: "Pasig", Province: "Metro Manila",
			PostalCode: "1600", Employment: "employed", IncomeBand: "20k_40k"}, "test"); err != nil {
			t.Fatal(err)
		}
	}
	return u.ID
}

func push(t *testing.T, env *servertest.Env, user, product, amount int64, days int) loan.Order {
	t.Helper()
	o, err := env.App.Loans.Push(context.Background(), user, product, amount, days, loan.TermUnitDays, fmt.Sprintf("device-%d", user))
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func decision(t *testing.T, env *servertest.Env, o loan.Order) credit.Stored {
	t.Helper()
	d, found, err := env.App.Credit.DecisionOf(context.Background(), env.DB, o.ID)
	if err != nil || !found {
		t.Fatalf("no decision on %d: %v", o.ID, err)
	}
	return d
}

func codes(d credit.Stored) string {
	var out []string
	for _, r := range d.Reasons {
		out = append(out, r.Code)
	}
	return strings.Join(out, ",")
}

// Each rule at its boundary, on both engines, through loan.Push: the age
// (17 years and 364 days against 18), N and N+1 open loans, the day the
// cooling-off ends, and what is stored with each decision.
func TestPolicy_Boundaries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		auto := publish(t, env, without(credit.RuleManualReview, credit.RuleNewPhone, credit.RuleDeviceVelocity))
		// The clock is Nov 2, 2026, 09:00 in Manila.
		young := borrower(t, env, 1, "2008-11-03", "PH") // 18 tomorrow
		o := push(t, env, young, 4, 1_000_000, 91)
		d := decision(t, env, o)
		if o.Status != loan.StatusRejected || d.Outcome != "reject" || codes(d) != "BELOW_MINIMUM_AGE" || d.PolicyVersion != auto.Version ||
			d.RetryOn != "2026-11-09" || d.Inputs.Age != 17 || d.Inputs.Amount != 1_000_000 || d.Limit != 2_000_000 {
			t.Fatalf("17 years 364 days: %v %+v", o.Status, d)
		}
		if h, _ := loan.History(context.Background(), db, o.ID); len(h) != 2 || h[1].Actor != loan.ActorCredit || !strings.Contains(h[1].Note, "BELOW_MINIMUM_AGE") {
			t.Errorf("the order's history: %+v", h)
		}
		adult := borrower(t, env, 2, "2008-11-02", "PH") // 18 today
		if o := push(t, env, adult, 4, 1_000_000, 91); o.Status != loan.StatusApproved || decision(t, env, o).Outcome != "approve" || codes(decision(t, env, o)) != "" {
			t.Fatalf("18 today: %v %+v", o.Status, decision(t, env, o))
		}
		// Nationality: no day to try again; no data: to a reviewer.
		foreign := borrower(t, env, 3, "1990-01-01", "SG")
		if d := decision(t, env, push(t, env, foreign, 4, 1_000_000, 91)); codes(d) != "NATIONALITY_NOT_ELIGIBLE" || d.RetryOn != "" {
			t.Errorf("nationality: %+v", d)
		}
		unknown := borrower(t, env, 4, "", "")
		if o := push(t, env, unknown, 4, 1_000_000, 91); o.Status != loan.StatusProcessing || codes(decision(t, env, o)) != "NO_APPLICANT_DATA" {
			t.Errorf("no data: %v %+v", o.Status, decision(t, env, o))
		}

		// Open loans, a first-time borrower allowed 2: the 2nd passes (one
		// open), the 3rd does not (two open).
		publish(t, env, func(p *credit.Policy) {
			without(credit.RuleManualReview, credit.RuleNewPhone, credit.RuleDeviceVelocity)(p)
			setParam(p, credit.RuleOpenLoans, "first", 2)
		})
		many := borrower(t, env, 5, "1990-01-01", "PH")
		if o := push(t, env, many, 4, 1_000_000, 91); o.Status != loan.StatusApproved {
			t.Fatalf("1st: %v", o.Status)
		}
		if o := push(t, env, many, 1, 1_000_000, 91); o.Status != loan.StatusApproved || decision(t, env, o).Inputs.OpenLoans != 1 {
			t.Fatalf("2nd, with 1 open: %v", o.Status)
		}
		third := push(t, env, many, 5, 1_000_000, 150)
		if d := decision(t, env, third); third.Status != loan.StatusRejected || codes(d) != "TOO_MANY_OPEN_LOANS" || d.Inputs.OpenLoans != 2 ||
			d.Reasons[0].Text != "You have 2 loans in progress; you may hold at most 2 at a time. Repay one, then apply again." {
			t.Fatalf("3rd, with 2 open: %v %+v", third.Status, d)
		}

		// The cooling-off: the open loans go (an operator rejects them);
		// on Nov 8 the cooling-off refuses, without starting again; on
		// Nov 9 it is over.
		for _, o := range mustOrders(t, env, many) {
			if o.Status == loan.StatusApproved {
				if _, err := env.App.Loans.Operate(context.Background(), db, loan.EventReject, o.No, "operator:test"); err != nil {
					t.Fatal(err)
				}
			}
		}
		env.Clock.Set(time.Date(2026, 11, 8, 15, 59, 0, 0, time.UTC)) // Nov 8, 23:59 in Manila
		cool := push(t, env, many, 5, 1_000_000, 150)
		if d := decision(t, env, cool); codes(d) != "COOLING_OFF" || d.RetryOn != "2026-11-09" ||
			d.Reasons[0].Text != "Your last application was declined on Nov 2, 2026; you may apply again from Nov 9, 2026." {
			t.Fatalf("Nov 8: %+v", d)
		}
		env.Clock.Set(time.Date(2026, 11, 8, 16, 0, 0, 0, time.UTC)) // Nov 9, 00:00 in Manila
		if o := push(t, env, many, 5, 1_100_000, 150); o.Status != loan.StatusApproved {
			t.Fatalf("Nov 9: %v %+v", o.Status, decision(t, env, o))
		}
	})
}

func mustOrders(t *testing.T, env *servertest.Env, user int64) []loan.Order {
	t.Helper()
	list, err := loan.OrdersOf(context.Background(), env.DB, user)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// Through the real router: the confirmation's amount and the recommend
// list stop at B's limit; asking above it is refused naming it; B's 4th
// application (3 in progress, the demo lender's most) is rejected and
// Next leads to the failure page, which says why and from when B may apply again; A
// cannot read it; an application not declined answers 409.
func TestPolicy_Pages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		var c loanpage.Confirmation
		env.Do(t, servertest.Request{Method: "GET", Path: "/v3/loan/loan-detail-confirm", Session: demo.SessionB, Query: url.Values{"productId": {"3"}}}).Decode(t, &c)
		if c.Amount != 2_000_000 || c.AmountText != "₱20,000.00" {
			t.Errorf("B's offer on Negosyo Plus (up to ₱50,000): %d %s", c.Amount, c.AmountText)
		}
		var offers loanpage.Offers
		env.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan/recommend-list", Session: demo.SessionB}).Decode(t, &offers)
		seen := map[string]string{}
		for _, p := range offers.Products {
			seen[p.Name] = p.Range + " " + p.RangeDesc + " " + fmt.Sprint(p.Enabled)
		}
		if seen["Negosyo Plus"] != "₱5,000 – ₱20,000 Up to your limit 1" || seen["Kwarta Flex"] != "₱1,000 – ₱20,000 Loan amount 1" ||
			seen["Pautang Express"] != "₱1,000 – ₱8,000 Loan amount 1" {
			t.Errorf("ranges: %v", seen)
		}
		pushReq := func(session, product, amount, days string) servertest.Response {
			return env.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan/loan-detail-push", Session: session,
				Form: url.Values{"productId": {product}, "amount": {amount}, "periods": {days}, "termUnit": {"1"}}})
		}
		if r := pushReq(demo.SessionB, "3", "2500000", "180"); r.Status != 409 || r.Message != "Your limit is ₱20,000.00 now. Please choose ₱20,000.00 or less; repaying on time raises it." ||
			string(r.Data) != `{"limit":2000000}` {
			t.Errorf("above the limit: %d %s", r.Status, r.Body)
		}
		if n := mustOrders(t, env, 2); len(n) != 0 {
			t.Fatalf("a refusal placed an order: %+v", n)
		}
		// The demo lender lets a new borrower hold 3 loans at once: B's
		// 4th application is rejected.
		var first, fourth loanpage.Pushed
		pushReq(demo.SessionB, "1", "2000000", "91").Decode(t, &first)
		if !strings.HasPrefix(first.LendDetailsURL, "/loanDetail?") {
			t.Fatalf("1st: %+v", first)
		}
		pushReq(demo.SessionB, "2", "2000000", "120")
		pushReq(demo.SessionB, "4", "1000000", "91")
		pushReq(demo.SessionB, "3", "2000000", "180").Decode(t, &fourth)
		if fourth.LendDetailsURL != fmt.Sprintf("/error?productId=3&orderId=%d", fourth.OrderID) {
			t.Fatalf("4th: %+v", fourth)
		}
		second := fourth
		notice := func(session string, orderID int64) servertest.Response {
			return env.Do(t, servertest.Request{Method: "POST", Path: "/v3/joint-login/notice", Session: session,
				Form: url.Values{"productId": {"3"}, "orderId": {fmt.Sprint(orderID)}}})
		}
		var n loanpage.FailNotice
		r := notice(demo.SessionB, second.OrderID)
		r.Decode(t, &n)
		if r.Status != 200 || n.NoticeMsg != "Your application for Negosyo Plus was not approved." || n.RetryOn != "Nov 9, 2026" ||
			len(n.Reasons) != 1 || n.Reasons[0] != "You have 3 loans in progress; you may hold at most 3 at a time. Repay one, then apply again." ||
			n.ErrorMsg != "No loan was made and nothing was charged. You may apply again from Nov 9, 2026. "+loanpage.AskForReview || len(n.InProgress) != 3 || len(n.RecProducts) != 0 {
			t.Errorf("the failure page: %d %s", r.Status, r.Body)
		}
		// Until then the confirmation pages say so before B applies.
		confirm := func() servertest.Response {
			return env.Do(t, servertest.Request{Method: "GET", Path: "/v3/loan/loan-detail-confirm", Session: demo.SessionB, Query: url.Values{"productId": {"6"}}})
		}
		if r := confirm(); r.Status != 409 || r.Message != "Your last application was declined. You may apply again from Nov 9, 2026." {
			t.Errorf("confirming in the cooling-off: %d %s", r.Status, r.Body)
		}
		env.Clock.Set(time.Date(2026, 11, 8, 16, 0, 0, 0, time.UTC)) // Nov 9 in Manila
		if r := confirm(); r.Status != 200 {
			t.Errorf("confirming after it: %d %s", r.Status, r.Body)
		}
		// The order details page of the declined order says the same.
		var det loanpage.Details
		env.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan-details/loan-details", Session: demo.SessionB,
			Form: url.Values{"orderId": {fmt.Sprint(second.OrderID)}, "productId": {"3"}}}).Decode(t, &det)
		if det.NoticeStatusText != "Not approved" || det.NoticeDesText != "You have 3 loans in progress; you may hold at most 3 at a time. Repay one, then apply again. "+
			"You may apply again from Nov 9, 2026. "+loanpage.AskForReview {
			t.Errorf("the declined order's details: %q %q", det.NoticeStatusText, det.NoticeDesText)
		}
		if r := notice(demo.SessionA, second.OrderID); r.Status != 404 {
			t.Errorf("A reads B's: %d %s", r.Status, r.Body)
		}
		if r := notice(demo.SessionB, first.OrderID); r.Status != 409 {
			t.Errorf("not declined: %d %s", r.Status, r.Body)
		}
	})
}

// The velocity and sharing flags send an application to a reviewer: a
// 4th application from one phone in a day, a phone on which 3 borrowers
// signed in, a phone registered minutes before.
func TestPolicy_Flags(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		publish(t, env, without(credit.RuleManualReview, credit.RuleOpenLoans))
		ctx := context.Background()
		apply := func(user int64, device string) credit.Stored {
			t.Helper()
			o, err := env.App.Loans.Push(ctx, user, 4, 1_000_000, 91, loan.TermUnitDays, device)
			if err != nil {
				t.Fatal(err)
			}
			return decision(t, env, o)
		}
		for i := range 3 {
			if d := apply(borrower(t, env, 10+i, "1990-01-01", "PH"), "shared-phone"); d.Outcome != "approve" {
				t.Fatalf("application %d from one phone: %+v", i+1, d)
			}
		}
		if d := apply(borrower(t, env, 13, "1990-01-01", "PH"), "shared-phone"); d.Outcome != "review" || codes(d) != "DEVICE_VELOCITY" || d.Inputs.DeviceToday != 3 {
			t.Errorf("the 4th from one phone: %+v", d)
		}
		for i := range 3 {
			u := borrower(t, env, 20+i, "1990-01-01", "PH")
			if _, err := env.App.Account.IssueSession(ctx, db, u, "family-tablet"); err != nil {
				t.Fatal(err)
			}
		}
		if d := apply(2, "family-tablet"); !strings.HasPrefix(codes(d), "SHARED_DEVICE") || d.Inputs.DeviceBorrowers != 3 || d.Outcome != "review" {
			t.Errorf("3 borrowers on one phone: %+v", d)
		}
		u, err := env.App.Account.CreateUser(ctx, db, "+639176000030", "New Phone")
		if err != nil {
			t.Fatal(err)
		}
		if d := apply(u.ID, "fresh-phone"); !strings.Contains(codes(d), "NEW_PHONE") || d.Inputs.RegisteredMinutes != 0 {
			t.Errorf("registered just now: %+v", d)
		}
	})
}
