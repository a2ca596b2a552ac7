package loan_test

import (
	"strings"
	"testing"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// booksAgree puts the demo world on the books (once) and runs the
// ledger's check on today, failing the test with what it found.
func booksAgree(t *testing.T, env *servertest.Env, step string) {
	t.Helper()
	if _, err := repay.BackfillLedger(t.Context(), env.DB, env.App.Loans, env.Clock.Now()); err != nil {
		t.Fatal(err)
	}
	today := env.App.Loans.Calendar().Today()
	if got, err := ledger.Check(t.Context(), env.DB, loan.BooksOf(env.App.Loans), repay.InTransit, today, today); err != nil || len(got) > 0 {
		t.Errorf("%s: the books do not hold: %v %v", step, err, got)
	}
}

// paysDue is borrower A paying what order id owes now, through a pay
// code and the sandbox provider's postback; it answers the order after.
func paysDue(t *testing.T, env *servertest.Env, id, product int64) loan.Order {
	t.Helper()
	ctx := t.Context()
	o, err := loan.OrderOf(ctx, env.DB, demoA(t, env), id)
	if err != nil {
		t.Fatal(err)
	}
	if o, err = env.App.Loans.UpToDate(ctx, o); err != nil {
		t.Fatal(err)
	}
	due := env.App.Loans.DueNow(&o)
	pc, err := env.App.Repay.Generate(ctx, repay.CodeRequest{UserID: o.UserID, ProductID: product, OrderID: id, Amount: due, Channel: "GCSH"})
	if err != nil {
		t.Fatalf("pay code for %d: %v", due, err)
	}
	if _, err := env.App.Repay.Simulate(ctx, pc.RefNo, payment.StatusSuccess); err != nil {
		t.Fatal(err)
	}
	if o, err = loan.OrderOf(ctx, env.DB, o.UserID, id); err != nil {
		t.Fatal(err)
	}
	return o
}

// consented is a reschedule of n instalments from first, every days
// apart, agreed on a recorded call yesterday.
func consented(env *servertest.Env, n int, first time.Time, every int) loan.Reschedule {
	today := env.App.Loans.Calendar().Today()
	return loan.Reschedule{Instalments: n, FirstDue: first, EveryDays: every, ConsentHow: "recorded call",
		ConsentOn: today.AddDate(0, 0, -1), ConsentRef: "C-118"}
}

// wantField expects a field error naming field.
func wantField(t *testing.T, err error, field string) {
	t.Helper()
	if fe := fault.As(err); err == nil || fe.Fields[field] == "" {
		t.Errorf("want a field error on %s, got %v", field, err)
	}
}

// TestReschedule_OverdueOrder: borrower A's order 81, ₱30,000.00 in four
// instalments, the first 10 days overdue, is rescheduled into 3
// instalments from 20 days on, 30 days apart: refused without consent or
// with a first date not after today; the late charges stay owed, the
// principal is the same, the interest not earned is dropped and the new
// days' interest added, the books move by exactly that and hold; its
// payments can no longer be replayed. Paying each new instalment on its
// due date settles the order exactly, the books holding after each step.
func TestReschedule_OverdueOrder(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), env.App.Loans
		booksAgree(t, env, "before")
		today := loans.Calendar().Today()
		first := today.AddDate(0, 0, 20)

		bad := consented(env, 3, first, 30)
		bad.ConsentHow = ""
		_, err := loans.Reschedule(ctx, db, "81", bad, "operator:fio", "hardship")
		wantField(t, err, "consentHow")
		bad = consented(env, 3, today, 30)
		_, err = loans.Reschedule(ctx, db, "81", bad, "operator:fio", "hardship")
		wantField(t, err, "firstDue")
		bad = consented(env, 13, first, 30)
		_, err = loans.Reschedule(ctx, db, "81", bad, "operator:fio", "hardship")
		wantField(t, err, "instalments")
		_, err = loans.Reschedule(ctx, db, "85", consented(env, 3, first, 30), "operator:fio", "hardship")
		wantCode(t, err, fault.CodeConflict)

		preview, err := loans.CheckReschedule(ctx, db, "81", consented(env, 3, first, 30))
		if err != nil {
			t.Fatal(err)
		}
		rs, err := loans.Reschedule(ctx, db, "81", consented(env, 3, first, 30), "operator:fio", "typhoon hardship")
		if err != nil {
			t.Fatal(err)
		}
		before, after := rs.Before, rs.After
		if rs.Dropped != preview.Dropped || rs.Added != preview.Added || after.Owed() != preview.After.Owed() {
			t.Errorf("the preview %+v differs from the reschedule %+v", preview, rs)
		}
		if before.Status != loan.StatusOverdue || after.Status != loan.StatusRepaying || !after.NextDue.Equal(first) ||
			!after.FinalDue.Equal(first.AddDate(0, 0, 60)) {
			t.Errorf("status %d → %d, next due %s, final %s", before.Status, after.Status, loan.Day(after.NextDue), loan.Day(after.FinalDue))
		}
		if after.Charges() != before.Charges() || after.PrincipalHeld() != 30_000_00 || before.Charges().Penalty != 800_00 {
			t.Errorf("charges %+v → %+v, principal %d", before.Charges(), after.Charges(), after.PrincipalHeld())
		}
		// 20 days on ₱30,000.00, then 30 on ₱20,000.00 and 30 on
		// ₱10,000.00, at 0.04% a day.
		if want := int64(240_00 + 240_00 + 120_00); rs.Added != want || rs.Cut != 0 {
			t.Errorf("added interest %d (cut %d), want %d", rs.Added, rs.Cut, want)
		}
		if after.Owed() != before.Owed()-rs.Dropped+rs.Added || rs.Dropped <= 0 || rs.Carried <= 0 {
			t.Errorf("owed %d → %d, dropped %d, carried %d, added %d", before.Owed(), after.Owed(), rs.Dropped, rs.Carried, rs.Added)
		}
		h := history(t, db, 81)
		last := h[len(h)-1]
		if last.Event != loan.EventReschedule || last.Actor != "operator:fio" || last.From != loan.StatusOverdue || last.To != loan.StatusRepaying ||
			!strings.HasPrefix(last.Note, "3 instalments from "+loan.DisplayDay(first)+" to "+loan.DisplayDay(after.FinalDue)+" (₱") ||
			!strings.Contains(last.Note, "; late charges of ") ||
			!strings.HasSuffix(last.Note, "; you agreed on "+loan.DisplayDay(today.AddDate(0, 0, -1))+" (recorded call, reference C-118): typhoon hardship") {
			t.Errorf("the history line: %+v", last)
		}
		// The next payment, on the first new due date: the late charges,
		// which stay owed and are paid first, and the first new instalment.
		var firstNew int64
		for i, b := range after.Remaining() {
			if after.Plan.Instalments[i].DueDate.Equal(first) {
				firstNew = b.Total()
			}
		}
		if got, want := after.NextPayment(today, loans.Calendar().Window), after.Charges().Total()+firstNew; firstNew == 0 || got != want {
			t.Errorf("the next payment %d, want %d (late charges %d and the first new instalment %d)", got, want, after.Charges().Total(), firstNew)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE kind = 'reschedule' AND order_id = 81`); n != 1 {
			t.Errorf("%d reschedule entries", n)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM reschedules WHERE order_id = 81 AND consent_how = 'recorded call' AND consent_ref = 'C-118'`); n != 1 {
			t.Errorf("%d reschedules recorded", n)
		}
		booksAgree(t, env, "after the reschedule")
		if _, err := loans.WouldReplay(ctx, db, 81, nil); err == nil || !strings.Contains(err.Error(), "was rescheduled") {
			t.Errorf("replaying a rescheduled order: %v", err)
		}

		// Each new instalment paid on its due date.
		for i, days := range []int{0, 30, 60} {
			env.Clock.Set(first.AddDate(0, 0, days).Add(time.Hour)) // 09:00 in Manila
			o := paysDue(t, env, 81, 2)
			booksAgree(t, env, "after paying instalment "+loan.Day(first.AddDate(0, 0, days)))
			if o.LateInterest != before.LateInterest {
				t.Errorf("instalment %d: late interest %d, was %d", i+1, o.LateInterest, before.LateInterest)
			}
			if i == 2 && (o.Status != loan.StatusSettled || o.Owed() != 0) {
				t.Errorf("after the last instalment: %d, owes %d", o.Status, o.Owed())
			}
		}
	})
}

// TestReschedule_CoveredAtTheCap: borrower A's order 88 (Kwarta Mini,
// covered by the caps) has reached the total cost cap: its reschedule
// adds no interest (the cap cuts it all, and says so), its plan's
// interest was all earned so none is dropped, and paying the two new
// instalments settles it without the cost ever passing the principal.
func TestReschedule_CoveredAtTheCap(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), env.App.Loans
		booksAgree(t, env, "before")
		today := loans.Calendar().Today()
		first := today.AddDate(0, 0, 10)
		rs, err := loans.Reschedule(ctx, db, "88", consented(env, 2, first, 30), "operator:fio", "unemployed")
		if err != nil {
			t.Fatal(err)
		}
		after := rs.After
		if !loans.Caps().Apply(&after) || !after.CostCapped() {
			t.Fatalf("order 88 is not a covered order at the cap: %+v", after)
		}
		if rs.Added != 0 || rs.Cut <= 0 || rs.Dropped != 0 || after.Owed() != rs.Before.Owed() || after.TotalCost() != after.Terms.Principal {
			t.Errorf("added %d, cut %d, dropped %d, owed %d → %d, cost %d", rs.Added, rs.Cut, rs.Dropped, rs.Before.Owed(), after.Owed(), after.TotalCost())
		}
		h := history(t, db, 88)
		if note := h[len(h)-1].Note; !strings.Contains(note, "interest lowered by "+loan.MoneyFor("ph", false).Format(rs.Cut)+" to the legal cost cap") {
			t.Errorf("the history line: %s", note)
		}
		booksAgree(t, env, "after the reschedule")
		for i, days := range []int{0, 30} {
			env.Clock.Set(first.AddDate(0, 0, days).Add(time.Hour))
			o := paysDue(t, env, 88, 9)
			booksAgree(t, env, "after paying instalment "+loan.Day(first.AddDate(0, 0, days)))
			if o.TotalCost() > o.Terms.Principal {
				t.Errorf("instalment %d: the cost %d passed the principal", i+1, o.TotalCost())
			}
			if i == 1 && (o.Status != loan.StatusSettled || o.Owed() != 0) {
				t.Errorf("after the last instalment: %d, owes %d", o.Status, o.Owed())
			}
		}
	})
}
