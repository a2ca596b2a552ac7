package loan_test

import (
	"testing"
	"time"

	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// Whether a borrower is a repeat client (the ₱800.00 penalty instead of
// ₱1,000.00) is judged when the penalty is charged: another loan settled
// before the first overdue day began counts, one settled later does not
// (docs/DESIGN.md, "Loan rules").
func TestRepeatClient_JudgedWhenThePenaltyIsCharged(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		env.ManyLoans(t)                               // several loans at once for one borrower
		ctx, loans := t.Context(), capsSet(env, false) // the standard penalties, not the caps' limit on them
		for i, c := range []struct {
			name        string
			settleOn    time.Time // the other loan settled, Manila 09:00 on the day
			wantPenalty int64
		}{
			{"SettledBeforeTheDueDatePassed", time.Date(2026, 12, 18, 1, 0, 0, 0, time.UTC), loan.PenaltyRepeatClient},
			{"SettledOnTheDueDate", time.Date(2027, 2, 1, 1, 0, 0, 0, time.UTC), loan.PenaltyRepeatClient},
			{"SettledOnTheFirstOverdueDay", time.Date(2027, 2, 2, 1, 0, 0, 0, time.UTC), loan.PenaltyNewClient},
		} {
			t.Run(c.name, func(t *testing.T) {
				env.Clock.Set(servertest.Start)
				user := newBorrower(t, env, 900+i)
				// Kwarta Lite, one payment due Feb 1, 2027; Kwarta Flex beside it.
				lite := disbursedFor(t, env, user, 4, 1_000_000, 91)
				flex := disbursedFor(t, env, user, 1, 1_000_000, 91)
				if lite.RepeatClient {
					t.Fatal("placed as a repeat client")
				}
				env.Clock.Set(c.settleOn)
				other, _, err := loans.Current(ctx, user, flex.ID)
				if err != nil {
					t.Fatal(err)
				}
				if o, _, err := loans.Pay(ctx, db, flex.ID, other.Owed(), loan.ActorDemo, ""); err != nil || o.Status != loan.StatusSettled {
					t.Fatalf("settling the other loan: %v", err)
				}
				env.Clock.Set(time.Date(2027, 2, 3, 1, 0, 0, 0, time.UTC))
				if _, err := loans.RunSchedule(ctx, db); err != nil {
					t.Fatal(err)
				}
				got, err := loan.OrderOf(ctx, db, user, lite.ID)
				if err != nil {
					t.Fatal(err)
				}
				if got.Status != loan.StatusOverdue || got.Penalty != c.wantPenalty || got.RepeatClient != (c.wantPenalty == loan.PenaltyRepeatClient) {
					t.Errorf("status %d, penalty %d (repeat %v), want %d", got.Status, got.Penalty, got.RepeatClient, c.wantPenalty)
				}
			})
		}
	})
}
