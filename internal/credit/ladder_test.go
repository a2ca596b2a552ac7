package credit_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"kwarta/internal/credit"
	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The ladder: each loan repaid on time raises the limit a step; one
// repaid late holds it (late 0) or lowers it, never below the first
// loan's.
func TestPolicy_Ladder(t *testing.T) {
	p := credit.Builtin("ph") // first ₱20,000, step ₱5,000, late 0
	for _, c := range []struct {
		onTime, late int
		lateStep     int64
		want         int64
	}{
		{0, 0, 0, 2_000_000}, {1, 0, 0, 2_500_000}, {3, 0, 0, 3_500_000},
		{3, 1, 0, 3_500_000}, {3, 1, 500_000, 3_000_000}, {1, 3, 500_000, 2_000_000},
	} {
		setParam(&p, credit.RuleLimit, "late", c.lateStep)
		if got := p.Limit(c.onTime, c.late); got != c.want {
			t.Errorf("%d on time, %d late (late step %d): %d, want %d", c.onTime, c.late, c.lateStep, got, c.want)
		}
	}
	if credit.Builtin("ph").Check()["limit"] != "" || len(credit.Builtin("ph").Check()) != 0 {
		t.Errorf("the built-in policy: %v", credit.Builtin("ph").Check())
	}
	bad := credit.Builtin("ph")
	setParam(&bad, credit.RuleAge, "min", 17)
	bad.Rules = append(bad.Rules, credit.Rule{Code: "religion", Outcome: "reject"})
	if errs := bad.Check(); errs["age"] != "Minimum age: minimum age in years must be from 18 to 99." || errs["religion"] == "" {
		t.Errorf("a bad policy: %v", errs)
	}
}

// The ladder through the loans: borrower A's demo loan 86 was repaid on
// time, so A's limit is a step above the first loan's; A settling another
// late (a penalty charged) holds it.
func TestPolicy_LadderFromTheLoans(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := context.Background()
		st, err := loan.StandingOf(ctx, db, 1)
		if err != nil || st.OnTime != 1 || st.Late != 0 {
			t.Fatalf("A: %+v %v", st, err)
		}
		if limit, _ := env.App.Loans.Limit(ctx, db, st); limit != 2_500_000 {
			t.Errorf("A's limit: %d", limit)
		}
		b, _ := loan.StandingOf(ctx, db, 2)
		if limit, _ := env.App.Loans.Limit(ctx, db, b); limit != 2_000_000 {
			t.Errorf("B's limit: %d", limit)
		}
	})
}

// The ladder through real repayments: a loan repaid before its due date
// raises the borrower's limit a step; one repaid after a day late lowers
// it again under a policy whose late step is ₱5,000 (and holds it under
// one whose late step is 0); the confirmation page offers the new limit.
func TestPolicy_LadderThroughRepayments(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := context.Background()
		relaxed := func(late int64) func(p *credit.Policy) {
			return func(p *credit.Policy) {
				without(credit.RuleManualReview, credit.RuleNewPhone, credit.RuleDeviceVelocity, credit.RuleCoolingOff, credit.RuleOverdue)(p)
				setParam(p, credit.RuleOpenLoans, "first", 5)
				setParam(p, credit.RuleOpenLoans, "returning", 5)
				setParam(p, credit.RuleLimit, "late", late)
			}
		}
		publish(t, env, relaxed(500_000))
		user := borrower(t, env, 50, "1990-01-01", "PH")
		limit := func() int64 {
			t.Helper()
			st, err := loan.StandingOf(ctx, db, user)
			if err != nil {
				t.Fatal(err)
			}
			l, err := env.App.Loans.Limit(ctx, db, st)
			if err != nil {
				t.Fatal(err)
			}
			return l
		}
		payAll := func(o loan.Order) loan.Order {
			t.Helper()
			cur, err := loan.OrderOf(ctx, db, user, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			if cur, err = env.App.Loans.UpToDate(ctx, cur); err != nil {
				t.Fatal(err)
			}
			paid, _, err := env.App.Loans.Pay(ctx, db, o.ID, cur.Owed(), "test", "")
			if err != nil || paid.Status != loan.StatusSettled {
				t.Fatalf("paying %d in full: %v %v", o.ID, paid.Status, err)
			}
			return paid
		}
		onTime := push(t, env, user, 4, 1_000_000, 91)
		late := push(t, env, user, 1, 1_000_000, 91)
		disburse(t, env, onTime)
		disburse(t, env, late)
		if l := limit(); l != 2_000_000 {
			t.Fatalf("before any repayment: %d", l)
		}
		env.Clock.Set(time.Date(2026, 11, 20, 1, 0, 0, 0, time.UTC))
		payAll(onTime)
		if l := limit(); l != 2_500_000 {
			t.Errorf("after one repaid on time: %d", l)
		}
		session, err := env.App.Account.IssueSession(ctx, db, user, demo.DeviceID)
		if err != nil {
			t.Fatal(err)
		}
		var c loanpage.Confirmation
		env.Do(t, servertest.Request{Method: "GET", Path: "/v3/loan/loan-detail-confirm", Session: session, Query: url.Values{"productId": {"2"}}}).Decode(t, &c)
		if c.Amount != 2_500_000 {
			t.Errorf("the confirmation's amount on Sahod Saver (up to ₱30,000): %d", c.Amount)
		}
		env.Clock.Set(time.Date(2026, 12, 5, 1, 0, 0, 0, time.UTC)) // Flex's 1st instalment (Dec 2) 3 days late
		if _, err := env.App.Loans.RunSchedule(ctx, db); err != nil {
			t.Fatal(err)
		}
		if o := payAll(late); o.Penalty == 0 {
			t.Fatalf("settled without a late charge: %+v", o)
		}
		if l := limit(); l != 2_000_000 {
			t.Errorf("after one on time and one late, late step ₱5,000: %d", l)
		}
		publish(t, env, relaxed(0))
		if l := limit(); l != 2_500_000 {
			t.Errorf("after one on time and one late, late step 0 (held): %d", l)
		}
	})
}
