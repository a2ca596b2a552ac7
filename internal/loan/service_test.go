package loan_test

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/config"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/payout"
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
		// The standard figures: the Philippine cost caps (on for the ph
		// market, caps_test.go) would limit these covered loans' late charges.
		ctx, loans := t.Context(), capsSet(env, false)
		o, err := loans.Push(ctx, borrowerB, 4, 1_000_000, 91, loan.TermUnitDays, "")
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

		run := func(at time.Time) loan.ScheduleReport { t.Helper(); return runAt(t, env, loans, at) }
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
			_, _, err := loans.Pay(ctx, db, o.ID, owed+1, loan.ActorDemo, "")
			wantCode(t, err, fault.CodeInvalid)
		})
		t.Run("PayingTheQuoteSettles", func(t *testing.T) {
			current := reread()
			owed := current.Owed()
			paid, alloc, err := loans.Pay(ctx, db, o.ID, owed, loan.ActorDemo, "")
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
		o, err := loans.Push(ctx, borrowerB, 1, 2_000_000, 91, loan.TermUnitDays, "")
		if err != nil {
			t.Fatal(err)
		}
		if o, err = loans.Operate(ctx, db, loan.EventReject, o.No, loan.OperatorActor("ana")); err != nil || o.Status != loan.StatusRejected {
			t.Fatalf("reject: %v %d", err, o.Status)
		}
		// A rejected application frees the product for a new one.
		if _, err := loans.Push(ctx, borrowerB, 1, 1_500_000, 91, loan.TermUnitDays, ""); err != nil {
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
		o, err := loans.Push(ctx, borrowerB, 4, 1_000_000, 91, loan.TermUnitDays, "")
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

func TestOrderService_ConcurrentConfirmations(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		const taps = 8
		ids := make(chan int64, taps)
		errs := make(chan error, taps)
		var wg sync.WaitGroup
		for i := 0; i < taps; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				// Half the taps are the same application, half a different amount.
				amount := int64(2_000_000 - (i%2)*500_000)
				o, err := env.App.Loans.Push(t.Context(), borrowerB, 1, amount, 91, loan.TermUnitDays, "")
				if err != nil {
					errs <- err
					return
				}
				ids <- o.ID
			}(i)
		}
		wg.Wait()
		close(ids)
		close(errs)
		seen := map[int64]bool{}
		for id := range ids {
			seen[id] = true
		}
		for err := range errs {
			var fe *fault.Error
			if !errors.As(err, &fe) || fe.Code != fault.CodeConflict {
				t.Errorf("a racing tap failed with %v, want a 409", err)
			}
		}
		var placed int
		if err := db.QueryRow(t.Context(), `SELECT COUNT(*) FROM orders WHERE user_id = ? AND product_id = 1`, borrowerB).Scan(&placed); err != nil {
			t.Fatal(err)
		}
		if placed != 1 || len(seen) != 1 {
			t.Fatalf("%d orders placed, %d order ids answered; want one of each", placed, len(seen))
		}
	})
}

// disbursed places, approves and disburses a loan of borrower B at the
// clock's time.
func disbursed(t *testing.T, env *servertest.Env, productID, amount int64, days int) loan.Order {
	t.Helper()
	return disbursedFor(t, env, borrowerB, productID, amount, days)
}

// runAt is one run of the schedule job with the clock set to at.
func runAt(t *testing.T, env *servertest.Env, loans *loan.Service, at time.Time) loan.ScheduleReport {
	t.Helper()
	env.Clock.Set(at)
	r, err := loans.RunSchedule(t.Context(), env.DB)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// disbursedFor is disbursed for any borrower.
func disbursedFor(t *testing.T, env *servertest.Env, userID, productID, amount int64, days int) loan.Order {
	t.Helper()
	ctx, loans := t.Context(), env.App.Loans
	o, err := loans.Push(ctx, userID, productID, amount, days, loan.TermUnitDays, "")
	if err != nil {
		t.Fatal(err)
	}
	if o, err = loans.Operate(ctx, env.DB, loan.EventApprove, o.No, loan.OperatorActor("ana")); err != nil {
		t.Fatal(err)
	}
	withPayoutAccount(t, env, userID)
	if _, err = loans.Withdraw(ctx, env.DB, userID, o.ID); err != nil {
		t.Fatal(err)
	}
	if o, err = loans.Operate(ctx, env.DB, loan.EventDisburse, o.No, loan.OperatorActor("ana")); err != nil {
		t.Fatal(err)
	}
	return o
}

// withPayoutAccount gives a borrower a GCash payout account unless they
// have one: a withdrawal needs it (800007).
func withPayoutAccount(t *testing.T, env *servertest.Env, userID int64) {
	t.Helper()
	has, err := env.App.Payout.HasAccount(t.Context(), userID)
	if err != nil || has {
		if err != nil {
			t.Fatal(err)
		}
		return
	}
	if _, err := env.App.Payout.Bind(t.Context(), payout.BindRequest{UserID: userID, Values: map[string]string{
		"card_type": "1", "channel": "90006", "gcash_no": "09175550123", "city": "Cebu / Cebu City", "payday": "30"}}); err != nil {
		t.Fatal(err)
	}
}

// The prepayment rule guards every peso paid ahead of its due date, on
// one-payment and instalment loans alike: a code is
// issued for money due now (late charges, instalments due or in the due
// window) at any time, for anything more only from the later of half the
// term and 7 days after disbursement. Money received is credited whenever
// it arrives.
func TestOrderService_Prepayment(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), env.App.Loans
		reread := func(id int64) loan.Order {
			t.Helper()
			o, err := loan.OrderOf(ctx, db, borrowerB, id)
			if err != nil {
				t.Fatal(err)
			}
			return o
		}
		check := func(o loan.Order, amount int64, want string) {
			t.Helper()
			err := loans.CheckPayment(&o, amount)
			if want == "" {
				if err != nil {
					t.Errorf("a code for %d: %v", amount, err)
				}
				return
			}
			wantCode(t, err, fault.CodeInvalid)
			if err != nil && !strings.Contains(err.Error(), want) {
				t.Errorf("a code for %d: %v\nwant it to say %q", amount, err, want)
			}
		}
		start := env.Clock.Now()

		// Kwarta Lite: one payment of everything, due on day 91 (Feb 1, 2027);
		// paying ahead is allowed from day 46 (Dec 18, 2026).
		lite := disbursed(t, env, 4, 1_000_000, 91)
		t.Run("OnePaymentLoanNothingEarly", func(t *testing.T) {
			env.Clock.Set(start.Add(24 * time.Hour))
			o := reread(lite.ID)
			if r := loans.Payable(&o); r.Max != 0 || r.Due != 0 || r.Refused == nil {
				t.Errorf("day 1: payable %+v", r)
			}
			for _, amount := range []int64{100_000, o.Owed()} {
				check(o, amount, "Paying ahead of a due date is allowed from Dec 18, 2026, half the loan's term: your next payment, "+
					loan.MoneyFor("ph", false).Format(o.Owed())+" due on Feb 1, 2027, can be paid from then.")
			}
		})
		t.Run("MoneyReceivedEarlyIsCredited", func(t *testing.T) {
			paid, alloc, err := loans.Pay(ctx, db, lite.ID, 100_000, loan.ActorDemo, "")
			if err != nil || alloc.Total() != 100_000 || paid.Status != loan.StatusRepaying {
				t.Fatalf("a part received on day 1: %v, %+v, status %d", err, alloc, paid.Status)
			}
		})
		t.Run("OnePaymentLoanFromHalfTheTerm", func(t *testing.T) {
			env.Clock.Set(time.Date(2026, 12, 18, 1, 0, 0, 0, time.UTC)) // Dec 18, 09:00 in Manila: day 46
			o := reread(lite.ID)
			check(o, 10_000, "")
			check(o, o.Owed(), "")
			check(o, 9_999, "The least you can pay is ₱100.00.")
			paid, _, err := loans.Pay(ctx, db, lite.ID, o.Owed(), loan.ActorDemo, "")
			if err != nil || paid.Status != loan.StatusSettled {
				t.Fatalf("settle on day 46: %v, status %d", err, paid.Status)
			}
		})

		// Sahod Saver: ₱20,000.00 over 120 days in four instalments of
		// ₱5,440.00 or less, due Dec 2, Jan 1, Jan 31 and Mar 2 from a Nov 2
		// disbursement; paying ahead is allowed from day 60, Jan 1, 2027.
		env.Clock.Set(start)
		saver := disbursed(t, env, 2, 2_000_000, 120)
		t.Run("InstalmentLoanNothingBeforeTheDueWindow", func(t *testing.T) {
			env.Clock.Set(start.Add(8 * 24 * time.Hour)) // Nov 10
			check(reread(saver.ID), 544_000, "Your next payment, ₱5,440.00 due on Dec 2, 2026, can be paid from Nov 29, 2026, 3 days before it is due. "+
				"Paying ahead of a due date is allowed from Jan 1, 2027.")
		})
		t.Run("InstalmentLoanInTheDueWindow", func(t *testing.T) {
			env.Clock.Set(time.Date(2026, 11, 30, 1, 0, 0, 0, time.UTC)) // Nov 30 in Manila, 2 days before the due date
			if _, err := loans.RunSchedule(ctx, db); err != nil {
				t.Fatal(err)
			}
			o := reread(saver.ID)
			if o.Status != loan.StatusDue || loans.DueNow(&o) != 544_000 {
				t.Fatalf("status %d, due now %d", o.Status, loans.DueNow(&o))
			}
			check(o, 544_000, "")
			check(o, 10_000, "")
			check(o, 9_999, "The least you can pay is ₱100.00.")
			check(o, 544_001, "You can pay up to ₱5,440.00 now; paying ahead of your due dates is allowed from Jan 1, 2027.")
			check(o, o.Owed(), "You can pay up to ₱5,440.00 now; paying ahead of your due dates is allowed from Jan 1, 2027.")
		})
		t.Run("InstalmentLoanOverdueThenTheNextIsAhead", func(t *testing.T) {
			// Day 40 (Dec 12): the first instalment 10 days late; paid,
			// the next (Jan 1) is not due yet and paying ahead is not
			// allowed before Jan 1: no code at all (order 81's case).
			env.Clock.Set(time.Date(2026, 12, 12, 1, 0, 0, 0, time.UTC))
			if _, err := loans.RunSchedule(ctx, db); err != nil {
				t.Fatal(err)
			}
			o := reread(saver.ID)
			due := loans.DueNow(&o)
			check(o, due+1, "paying ahead of your due dates is allowed from Jan 1, 2027.")
			if _, _, err := loans.Pay(ctx, db, saver.ID, due, loan.ActorDemo, ""); err != nil {
				t.Fatal(err)
			}
			o = reread(saver.ID)
			if o.Status != loan.StatusRepaying || loans.DueNow(&o) != 0 {
				t.Fatalf("after paying what was due: status %d, due now %d", o.Status, loans.DueNow(&o))
			}
			check(o, o.NextPayment(loans.Calendar().Today(), 3), "Paying ahead of a due date is allowed from Jan 1, 2027")
			env.Clock.Set(time.Date(2026, 12, 31, 16, 0, 0, 0, time.UTC)) // Jan 1, 00:00 in Manila: day 60
			o = reread(saver.ID)
			check(o, o.Owed(), "")
			// ₱50.00 left of the instalment: the least payment is that
			// ₱50.00, not ₱100.00 (the money walk, simulation_test.go, meets
			// the same with nothing due yet).
			if _, _, err := loans.Pay(ctx, db, saver.ID, o.NextPayment(loans.Calendar().Today(), 3)-5_000, loan.ActorDemo, ""); err != nil {
				t.Fatal(err)
			}
			o = reread(saver.ID)
			if r := loans.Payable(&o); r.NextAmount != 5_000 || r.Min != 5_000 {
				t.Errorf("₱50.00 left of the next instalment: %+v", r)
			}
			check(o, 5_000, "")
			check(o, 4_999, "The least you can pay is ₱50.00.")
		})
	})
}

// Paying exactly what an order says it owes settles it, whenever it is
// paid from half the term on: on time, in the due window, or days late.
func TestOrderService_PayingTheQuoteSettles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), env.App.Loans
		for i, c := range []struct {
			product, amount int64
			days, payOnDay  int
		}{
			{1, 2_000_000, 91, 46}, {1, 1_000_000, 91, 89}, {1, 1_550_000, 91, 95}, {1, 100_000, 91, 200},
			{5, 1_500_000, 150, 75}, {5, 300_000, 150, 149}, {5, 850_000, 150, 240},
		} {
			env.Clock.Set(servertest.Start.Add(time.Duration(i) * 400 * 24 * time.Hour))
			o := disbursed(t, env, c.product, c.amount, c.days)
			env.Clock.Advance(time.Duration(c.payOnDay) * 24 * time.Hour)
			if _, err := loans.RunSchedule(ctx, db); err != nil {
				t.Fatal(err)
			}
			current, err := loan.OrderOf(ctx, db, borrowerB, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			paid, _, err := loans.Pay(ctx, db, o.ID, current.Owed(), loan.ActorDemo, "")
			if err != nil || paid.Status != loan.StatusSettled || paid.Owed() != 0 {
				t.Errorf("case %d (%+v): %v, status %d, owed %d", i, c, err, paid.Status, paid.Owed())
			}
		}
	})
}

// An order's agreements quote the order's own terms and penalty class, not
// the product's current price or the borrower's later history.
func TestContract_UsesTheOrdersOwnTerms(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		env.ManyLoans(t) // several loans at once for one borrower
		ctx, loans := t.Context(), env.App.Loans
		first, err := loans.Push(ctx, borrowerB, 4, 1_000_000, 91, loan.TermUnitDays, "") // a new client's order
		if err != nil {
			t.Fatal(err)
		}
		other := disbursed(t, env, 5, 1_500_000, 150)
		env.Clock.Advance(80 * 24 * time.Hour)
		if _, err := loans.RunSchedule(ctx, db); err != nil {
			t.Fatal(err)
		}
		current, err := loan.OrderOf(ctx, db, borrowerB, other.ID)
		if err != nil {
			t.Fatal(err)
		}
		if paid, _, err := loans.Pay(ctx, db, other.ID, current.Owed(), loan.ActorDemo, ""); err != nil || paid.Status != loan.StatusSettled {
			t.Fatalf("settling the other loan: %v", err)
		}
		if _, err := db.Exec(ctx, `UPDATE products SET daily_rate_ppm = 900 WHERE id = 4`); err != nil {
			t.Fatal(err)
		}
		page, err := env.App.LoanPages.RenderContract(ctx, loanpage.ContractRequest{UserID: borrowerB, ProductID: 4, OrderID: first.ID, Scene: loanpage.SceneConfirm, Position: 2})
		if err != nil {
			t.Fatal(err)
		}
		// Kwarta Lite's ₱10,000.00 is covered by the cost caps: the penalty is
		// limited to 5% of the ₱10,646.00 payment.
		for _, want := range []string{"At most ₱532.30, once, when a payment first falls overdue (the ₱1,000.00 penalty, ₱800.00 for a repeat client, limited", "0.06% a day"} {
			if !strings.Contains(string(page), want) {
				t.Errorf("the order's key facts lack %q", want)
			}
		}
		if strings.Contains(string(page), "0.09%") {
			t.Error("the order's key facts quote the product's new rate")
		}
		// A new offer to the now-returning borrower gets the new rate and the lower penalty.
		offer, err := env.App.LoanPages.RenderContract(ctx, loanpage.ContractRequest{UserID: borrowerB, ProductID: 5, Scene: loanpage.SceneConfirm, Position: 2})
		if err != nil || !strings.Contains(string(offer), "At most ₱800.00, once, when a payment first falls overdue (your repeat-client rate)") {
			t.Errorf("offer to a returning borrower: %v", err)
		}
	})
}
