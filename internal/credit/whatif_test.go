package credit_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"kwarta/internal/credit"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// disburse sends an approved order's money (the withdrawal confirmed, the
// payout recorded).
func disburse(t *testing.T, env *servertest.Env, o loan.Order) {
	t.Helper()
	ctx := context.Background()
	if _, err := env.App.Loans.Withdraw(ctx, env.DB, o.UserID, o.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Loans.Operate(ctx, env.DB, loan.EventDisburse, o.No, "operator:test"); err != nil {
		t.Fatal(err)
	}
}

// The what-if on a history built here, counted by hand: four applications
// on Nov 2 under a policy that rejects the young. A draft that sends the
// young to review instead would have approved the same three and reviewed
// the fourth; of the three, one is 30+ days past due on Jan 6, one is
// current, one was never paid out.
func TestPolicy_WhatIf(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		publish(t, env, without(credit.RuleManualReview, credit.RuleNewPhone, credit.RuleDeviceVelocity))
		young := push(t, env, borrower(t, env, 40, "2010-01-01", "PH"), 4, 1_000_000, 91)
		flex := push(t, env, borrower(t, env, 41, "1990-01-01", "PH"), 1, 1_000_000, 91) // 3 instalments, the 1st due Dec 2
		lite := push(t, env, borrower(t, env, 42, "1991-01-01", "PH"), 4, 1_000_000, 91) // one payment, due Feb 1
		idle := push(t, env, borrower(t, env, 43, "1992-01-01", "PH"), 4, 1_000_000, 91) // approved, never withdrawn
		for _, o := range []loan.Order{flex, lite, idle} {
			if o.Status != loan.StatusApproved {
				t.Fatalf("order %d: %v", o.ID, o.Status)
			}
		}
		if young.Status != loan.StatusRejected {
			t.Fatalf("the young: %v", young.Status)
		}
		disburse(t, env, flex)
		disburse(t, env, lite)
		env.Clock.Set(time.Date(2027, 1, 6, 1, 0, 0, 0, time.UTC)) // Jan 6: flex's 1st instalment 35 days late
		if _, err := env.App.Loans.RunSchedule(context.Background(), db); err != nil {
			t.Fatal(err)
		}
		draft := credit.Builtin("ph")
		without(credit.RuleManualReview, credit.RuleNewPhone, credit.RuleDeviceVelocity)(&draft)
		for i := range draft.Rules {
			if draft.Rules[i].Code == credit.RuleAge {
				draft.Rules[i].Outcome = credit.OutcomeReview
			}
		}
		defer credit.SetWhatIfBatch(2)() // the 3 approved orders read in two batches
		w, err := env.App.Credit.WhatIf(context.Background(), db, draft, 90)
		if err != nil {
			t.Fatal(err)
		}
		want := credit.WhatIf{Days: 90, Applications: 4, Draft: credit.Counts{Approve: 3, Review: 1}, Actual: credit.Counts{Approve: 3, Reject: 1},
			Approved: credit.Repayment{Disbursed: 2, Current: 1, PastDue30: 1},
			Changed:  []credit.Different{{OrderID: young.ID, Actual: "reject", Draft: "review", Reasons: []string{"BELOW_MINIMUM_AGE"}}}}
		if fmt.Sprintf("%+v", w) != fmt.Sprintf("%+v", want) {
			t.Errorf("what-if:\n got %+v\nwant %+v", w, want)
		}
		if w, _ := env.App.Credit.WhatIf(context.Background(), db, draft, 30); w.Applications != 0 {
			t.Errorf("the last 30 days hold %d applications", w.Applications)
		}
	})
}
