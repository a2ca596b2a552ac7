package loan_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"kwarta/internal/config"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// borrowerB is demo borrower B's user id (A is 1).
const borrowerB = 2

func wantCode(t *testing.T, err error, code fault.Code) {
	t.Helper()
	var fe *fault.Error
	if !errors.As(err, &fe) || fe.Code != code {
		t.Fatalf("err = %v, want code %s", err, code)
	}
}

func TestOrderService_Lifecycle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), env.App.Loans
		o, err := loans.Push(ctx, borrowerB, 4, 1_000_000, 91, loan.TermUnitDays)
		if err != nil {
			t.Fatal(err)
		}
		if o.Status != loan.StatusProcessing {
			t.Fatalf("placed as %d", o.Status)
		}

		t.Run("ErrDisburseBeforeApproval", func(t *testing.T) {
			_, err := loans.Operate(ctx, db, loan.EventDisburse, o.No, loan.OperatorActor("ana"))
			wantCode(t, err, fault.CodeConflict)
		})
		env.Clock.Advance(2 * time.Hour)
		if o, err = loans.Operate(ctx, db, loan.EventApprove, o.No, loan.OperatorActor("ana")); err != nil || o.Status != loan.StatusApproved {
			t.Fatalf("approve: %v %d", err, o.Status)
		}
		t.Run("ErrApproveTwice", func(t *testing.T) {
			_, err := loans.Operate(ctx, db, loan.EventApprove, o.No, loan.OperatorActor("ana"))
			wantCode(t, err, fault.CodeConflict)
		})
		t.Run("ErrDisburseBeforeWithdrawal", func(t *testing.T) {
			_, err := loans.Operate(ctx, db, loan.EventDisburse, o.No, loan.OperatorActor("ana"))
			wantCode(t, err, fault.CodeConflict)
		})
		t.Run("ErrAnotherBorrowerWithdraws", func(t *testing.T) {
			_, err := loans.Withdraw(ctx, db, 1, o.ID)
			wantCode(t, err, fault.CodeNotFound)
		})
		env.Clock.Advance(time.Hour)
		if o, err = loans.Withdraw(ctx, db, borrowerB, o.ID); err != nil || o.Status != loan.StatusProcessing {
			t.Fatalf("withdraw: %v %d", err, o.Status)
		}
		env.Clock.Advance(time.Hour)
		if o, err = loans.Operate(ctx, db, loan.EventDisburse, o.No, loan.OperatorActor("ben")); err != nil || o.Status != loan.StatusRepaying {
			t.Fatalf("disburse: %v %d", err, o.Status)
		}
		t.Run("ErrRejectAfterDisbursement", func(t *testing.T) {
			_, err := loans.Operate(ctx, db, loan.EventReject, o.No, loan.OperatorActor("ana"))
			wantCode(t, err, fault.CodeConflict)
		})
		// Disbursed on Nov 2, 2026 (Manila): one instalment of ₱10,646.00 due Feb 1, 2027.
		if got, want := loan.Day(o.NextDue), "2027-02-01"; got != want {
			t.Fatalf("due %s, want %s", got, want)
		}
		if got, want := o.Owed(), int64(1_064_600); got != want {
			t.Fatalf("owed %d, want %d", got, want)
		}

		run := func(at time.Time) loan.ScheduleReport {
			t.Helper()
			env.Clock.Set(at)
			r, err := loans.RunSchedule(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		reread := func() loan.Order {
			t.Helper()
			o, err := loan.OrderOf(ctx, db, borrowerB, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			return o
		}
		manila := func(day string) time.Time { // 09:00 in Manila on day
			d, _ := time.Parse(time.DateOnly, day)
			return d.Add(time.Hour)
		}

		t.Run("OutsideTheDueWindow", func(t *testing.T) {
			if r := run(manila("2027-01-28")); r.DueSoon != 0 || reread().Status != loan.StatusRepaying {
				t.Fatalf("4 days before: %+v, status %d", r, reread().Status)
			}
		})
		t.Run("DueWindow", func(t *testing.T) {
			if r := run(manila("2027-01-29")); r.DueSoon != 1 || reread().Status != loan.StatusDue {
				t.Fatalf("3 days before: %+v, status %d", r, reread().Status)
			}
			if r := run(manila("2027-01-29")); r.DueSoon != 0 || r.Overdue != 0 {
				t.Fatalf("a second run changed something: %+v", r)
			}
		})
		t.Run("StillDueOnTheDueDate", func(t *testing.T) {
			run(manila("2027-02-01"))
			if got := reread(); got.Status != loan.StatusDue || got.LateInterest != 0 {
				t.Fatalf("on the due date: status %d, late %d", got.Status, got.LateInterest)
			}
		})
		t.Run("OverdueDay1", func(t *testing.T) {
			if r := run(manila("2027-02-02")); r.Overdue != 1 {
				t.Fatalf("report %+v", r)
			}
			got := reread()
			// 5% of ₱10,646.00 a day, and the new client's ₱1,000.00 penalty once.
			if got.Status != loan.StatusOverdue || got.LateInterest != 53_230 || got.Penalty != 100_000 {
				t.Fatalf("day 1: status %d late %d penalty %d", got.Status, got.LateInterest, got.Penalty)
			}
		})
		t.Run("OverdueDay31", func(t *testing.T) {
			run(manila("2027-03-04"))
			got := reread()
			// 30 days at 5% and day 31 at 4%; the penalty is not charged again.
			if want := int64(30*53_230 + 42_584); got.LateInterest != want || got.Penalty != 100_000 {
				t.Fatalf("day 31: late %d (want %d) penalty %d", got.LateInterest, want, got.Penalty)
			}
			if got.OverdueDays(loan.CalendarDate(env.Clock.Now(), nil)) != 31 {
				t.Fatalf("overdue days %d", got.OverdueDays(loan.CalendarDate(env.Clock.Now(), nil)))
			}
		})
		t.Run("ErrPayMoreThanOwed", func(t *testing.T) {
			current := reread()
			owed := current.Owed()
			_, _, err := loans.Pay(ctx, db, o.ID, owed+1, loan.ActorDemo)
			wantCode(t, err, fault.CodeInvalid)
		})
		t.Run("PayingTheQuoteSettles", func(t *testing.T) {
			current := reread()
			owed := current.Owed()
			paid, alloc, err := loans.Pay(ctx, db, o.ID, owed, loan.ActorDemo)
			if err != nil {
				t.Fatal(err)
			}
			if paid.Status != loan.StatusSettled || paid.Owed() != 0 || alloc.Penalty != 100_000 || alloc.Principal != 1_000_000 {
				t.Fatalf("after paying %d: status %d owed %d alloc %+v", owed, paid.Status, paid.Owed(), alloc)
			}
		})
		t.Run("HistoryRecordsWhoWhenFromTo", func(t *testing.T) {
			h, err := loan.History(ctx, db, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range h {
				got = append(got, string(c.Event)+":"+c.From.String()+">"+c.To.String()+":"+c.Actor)
			}
			want := "place:none>processing:borrower:2 approve:processing>approved:operator:ana withdraw:approved>processing:borrower:2 " +
				"disburse:processing>repaying:operator:ben due_soon:repaying>due:system:job overdue:due>overdue:system:job settle:overdue>settled:demo"
			if strings.Join(got, " ") != want {
				t.Errorf("history\n got %s\nwant %s", strings.Join(got, " "), want)
			}
			if !h[1].At.Equal(servertest.Start.Add(2 * time.Hour)) {
				t.Errorf("approved at %s", h[1].At)
			}
		})
	})
}

func TestOrderService_Reject(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), env.App.Loans
		o, err := loans.Push(ctx, borrowerB, 1, 2_000_000, 91, loan.TermUnitDays)
		if err != nil {
			t.Fatal(err)
		}
		if o, err = loans.Operate(ctx, db, loan.EventReject, o.No, loan.OperatorActor("ana")); err != nil || o.Status != loan.StatusRejected {
			t.Fatalf("reject: %v %d", err, o.Status)
		}
		// A rejected application frees the product for a new one.
		if _, err := loans.Push(ctx, borrowerB, 1, 1_500_000, 91, loan.TermUnitDays); err != nil {
			t.Fatalf("apply again after a rejection: %v", err)
		}
		_, err = loans.Operate(ctx, db, loan.EventApprove, "KW000000000000", loan.OperatorActor("ana"))
		wantCode(t, err, fault.CodeNotFound)
	})
}

func TestOrderService_DueWindowSetting(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db, func(c *config.Config) { c.DueWindowDays = 5 })
		ctx, loans := t.Context(), env.App.Loans
		o, err := loans.Push(ctx, borrowerB, 4, 1_000_000, 91, loan.TermUnitDays)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range []loan.Event{loan.EventApprove, loan.EventDisburse} {
			if ev == loan.EventDisburse {
				if _, err := loans.Withdraw(ctx, db, borrowerB, o.ID); err != nil {
					t.Fatal(err)
				}
			}
			if o, err = loans.Operate(ctx, db, ev, o.No, loan.OperatorActor("ana")); err != nil {
				t.Fatal(err)
			}
		}
		// Due Feb 1, 2027: a five-day window opens on Jan 27.
		for _, step := range []struct {
			day  string
			want loan.Status
		}{{"2027-01-26", loan.StatusRepaying}, {"2027-01-27", loan.StatusDue}} {
			day, want := step.day, step.want
			d, _ := time.Parse(time.DateOnly, day)
			env.Clock.Set(d.Add(time.Hour))
			if _, err := loans.RunSchedule(ctx, db); err != nil {
				t.Fatal(err)
			}
			got, err := loan.OrderOf(ctx, db, borrowerB, o.ID)
			if err != nil || got.Status != want {
				t.Errorf("%s: status %d (%v), want %d", day, got.Status, err, want)
			}
		}
	})
}
