package loan_test

import (
	"fmt"
	"testing"
	"time"

	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// morning is 09:00 in Manila on a date written 2006-01-02.
func morning(t *testing.T, day string) time.Time {
	t.Helper()
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		t.Fatal(err)
	}
	return d.Add(time.Hour)
}

// payAt is a payment on a day, 09:00 in Manila.
type payAt struct {
	day    string
	amount int64
}

// Every loan below is a new borrower's (a new client: the ₱1,000.00
// penalty), disbursed on Nov 2, 2026:
//
//	Kwarta Flex (1), ₱10,000.00 over 91 days at 0.05% a day, ₱150.00 fee:
//	  1. Dec 2   fees 15,000  interest 15,000  principal 333,333  = 363,333
//	  2. Jan 1   fees      0  interest 10,000  principal 333,333  = 343,333
//	  3. Feb 1   fees      0  interest  5,167  principal 333,334  = 338,501
//	Kwarta Lite (4), ₱10,000.00 over 91 days at 0.06% a day, ₱100.00 fee:
//	  1. Feb 1   fees 10,000  interest 54,600  principal 1,000,000 = 1,064,600
//
// Late interest on Flex's first instalment is 5% of 363,333 = 18,167 a day;
// on Lite's, 5% of 1,064,600 = 53,230 a day.
func TestPay_Allocation(t *testing.T) {
	cases := []struct {
		name        string
		product     int64
		before      []payAt // earlier payments
		pay         payAt
		want        loan.Allocation
		wantStatus  loan.Status
		wantPayable int64 // PayableNow after the payment: 0 while the next due date is beyond the due window
		wantOwed    int64
	}{
		{
			name: "PartOfTheFirstInstalmentInTheDueWindow", product: 1, pay: payAt{"2026-11-29", 20_000},
			want:       loan.Allocation{Fees: 15_000, Interest: 5_000},
			wantStatus: loan.StatusDue, wantPayable: 343_333, wantOwed: 1_025_167,
		},
		{
			name: "TheFirstInstalmentInTheDueWindow", product: 1, pay: payAt{"2026-11-30", 363_333},
			want:       loan.Allocation{Fees: 15_000, Interest: 15_000, Principal: 333_333},
			wantStatus: loan.StatusRepaying, wantPayable: 0, wantOwed: 681_834, // Jan 1 is not due yet
		},
		{
			name: "OverdueThePenaltyFirstThenLateInterest", product: 1, pay: payAt{"2026-12-05", 120_000},
			want:       loan.Allocation{Penalty: 100_000, LateInterest: 20_000},
			wantStatus: loan.StatusOverdue, wantPayable: 3*18_167 - 20_000 + 363_333, wantOwed: 3*18_167 - 20_000 + 1_045_167,
		},
		{
			name: "OverdueChargesAndTheInstalmentBackToRepaying", product: 1, pay: payAt{"2026-12-05", 100_000 + 3*18_167 + 363_333},
			want:       loan.Allocation{Penalty: 100_000, LateInterest: 54_501, Fees: 15_000, Interest: 15_000, Principal: 333_333},
			wantStatus: loan.StatusRepaying, wantPayable: 0, wantOwed: 681_834,
		},
		{
			name: "OverdueWithTheNextInstalmentInItsWindow", product: 1, pay: payAt{"2026-12-30", 100_000 + 28*18_167 + 363_333},
			want:       loan.Allocation{Penalty: 100_000, LateInterest: 508_676, Fees: 15_000, Interest: 15_000, Principal: 333_333},
			wantStatus: loan.StatusDue, wantPayable: 343_333, wantOwed: 681_834,
		},
		{
			// From half the term a payment may reach past what is due: the
			// rest of it goes to the next instalment's interest, then principal.
			name: "PrepaymentAcrossInstalments", product: 1, before: []payAt{{"2026-11-30", 363_333}}, pay: payAt{"2026-12-18", 400_000},
			want:       loan.Allocation{Interest: 10_000 + 5_167, Principal: 333_333 + 51_500},
			wantStatus: loan.StatusRepaying, wantPayable: 0, wantOwed: 338_501 - 56_667,
		},
		{
			name: "TheRestOfTheLoanFromHalfTheTermSettles", product: 1, before: []payAt{{"2026-11-30", 363_333}}, pay: payAt{"2026-12-18", 681_834},
			want:       loan.Allocation{Interest: 15_167, Principal: 666_667},
			wantStatus: loan.StatusSettled,
		},
		{
			name: "InFullOnTheDueDateSettles", product: 4, pay: payAt{"2027-02-01", 1_064_600},
			want:       loan.Allocation{Fees: 10_000, Interest: 54_600, Principal: 1_000_000},
			wantStatus: loan.StatusSettled,
		},
		{
			name: "InFullTwoDaysLateSettles", product: 4, pay: payAt{"2027-02-03", 100_000 + 2*53_230 + 1_064_600},
			want:       loan.Allocation{Penalty: 100_000, LateInterest: 106_460, Fees: 10_000, Interest: 54_600, Principal: 1_000_000},
			wantStatus: loan.StatusSettled,
		},
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		// The standard figures: the Philippine cost caps (on for the ph
		// market, caps_test.go) would limit these covered loans' late charges.
		ctx, loans := t.Context(), capsSet(env, false)
		for i, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				env.Clock.Set(servertest.Start)
				userID := newBorrower(t, env, i)
				o := disbursedFor(t, env, userID, c.product, 1_000_000, 91)
				for _, p := range c.before {
					env.Clock.Set(morning(t, p.day))
					if _, _, err := loans.Pay(ctx, db, o.ID, p.amount, loan.ActorDemo, ""); err != nil {
						t.Fatalf("paying %d on %s: %v", p.amount, p.day, err)
					}
				}
				env.Clock.Set(morning(t, c.pay.day))
				paid, alloc, err := loans.Pay(ctx, db, o.ID, c.pay.amount, loan.ActorDemo, "")
				if err != nil {
					t.Fatal(err)
				}
				if got, want := alloc, c.want; got != want {
					t.Errorf("allocation\n got %+v\nwant %+v", got, want)
				}
				if got, want := alloc.Total(), c.pay.amount; got != want {
					t.Errorf("allocated %d of %d", got, want)
				}
				stored, err := loan.OrderOf(ctx, db, userID, o.ID)
				if err != nil {
					t.Fatal(err)
				}
				today := loan.CalendarDate(env.Clock.Now(), nil)
				for _, got := range []loan.Order{paid, stored} {
					if got.Status != c.wantStatus {
						t.Errorf("status %d, want %d", got.Status, c.wantStatus)
					}
					if got, want := got.PayableNow(today, 3), c.wantPayable; got != want {
						t.Errorf("payable now %d, want %d", got, want)
					}
					if got, want := got.Owed(), c.wantOwed; got != want {
						t.Errorf("owed %d, want %d", got, want)
					}
					if got, want := got.AmountPaid, got.PaidPenalty+got.PaidLateInterest+got.PaidScheduled; got != want {
						t.Errorf("amount paid %d, the parts add up to %d", got, want)
					}
				}
			})
		}
	})
}

// newBorrower adds a borrower with no loans yet (a new client), the n-th of a test.
func newBorrower(t *testing.T, env *servertest.Env, n int) int64 {
	t.Helper()
	u, err := env.App.Account.CreateUser(t.Context(), env.DB, fmt.Sprintf("+639175%06d", n), "Test Borrower")
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}
