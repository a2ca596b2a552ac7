package loan_test

import (
	"math"
	"testing"
	"time"

	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The schedule job looks at an order only when it is due a look
// (orders.next_check_at): once a day while interest is earned or late
// charges grow, after anything saved it, and never once it is settled.
// Each look brings the books up to date, so a day's interest is
// recognised without any other call.
func TestRunSchedule_LooksOnlyWhenDue(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), capsSet(env, false)
		o := disbursed(t, env, 4, 1_000_000, 91)
		run := func(at time.Time) loan.ScheduleReport { t.Helper(); return runAt(t, env, loans, at) }
		recognised := func() int64 {
			t.Helper()
			n, err := ledger.Recognised(ctx, db, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		manila := func(day string, hour int) time.Time {
			d, _ := time.Parse(time.DateOnly, day)
			return d.Add(time.Duration(hour-8) * time.Hour)
		}
		next := func() time.Time {
			t.Helper()
			var ms int64
			if err := db.QueryRow(ctx, `SELECT next_check_at FROM orders WHERE id = ?`, o.ID).Scan(&ms); err != nil {
				t.Fatal(err)
			}
			if ms == math.MaxInt64 {
				return time.Time{}
			}
			return time.UnixMilli(ms).UTC()
		}
		wantNext := func(want time.Time) {
			t.Helper()
			if got := next(); !got.Equal(want) {
				t.Fatalf("next look at %v, want %v", got, want)
			}
		}
		// Disbursed Nov 2, 2026; one instalment due Feb 1, 2027.
		if r := run(env.Clock.Now()); r.Checked == 0 {
			t.Fatalf("the first run looked at nothing: %+v", r)
		}
		wantNext(manila("2026-11-03", 0)) // the interest of each day
		if r := run(env.Clock.Now()); r.Checked != 0 {
			t.Fatalf("a second run at the same moment looked again: %+v", r)
		}
		before := recognised()
		run(manila("2026-11-03", 0).Add(5 * time.Minute))
		if got := recognised(); got <= before {
			t.Fatalf("interest recognised %d the day after, %d before: the day's interest was not booked", got, before)
		}
		wantNext(manila("2026-11-04", 0))
		if r := run(manila("2026-11-03", 0).Add(10 * time.Minute)); r.Checked != 0 {
			t.Fatalf("a later run the same day looked again: %+v", r)
		}
		// A payment is looked at on the next run.
		{
			if _, _, err := loans.Pay(ctx, db, o.ID, 100_000, loan.ActorDemo, ""); err != nil {
				t.Fatal(err)
			}
			wantNext(time.UnixMilli(0).UTC())
			if r := run(manila("2026-11-03", 0).Add(15 * time.Minute)); r.Checked != 1 {
				t.Fatalf("after a payment: %+v, want the order looked at", r)
			}
			wantNext(manila("2026-11-04", 0))
		}
		// Once all interest is earned, the next look is the reminder's hour.
		{
			// Feb 1 is the due date: all interest is earned, the next
			// day change is the fall past due, the due-day reminder comes
			// first, at its hour.
			run(manila("2027-02-01", 0).Add(5 * time.Minute))
			wantNext(manila("2027-02-01", 9))
			run(manila("2027-02-01", 9).Add(time.Minute))
			wantNext(manila("2027-02-02", 0))
		}
		// Past due: a look every day, none between.
		{
			run(manila("2027-02-02", 0).Add(5 * time.Minute))
			late := reread(t, db, o.ID).LateInterest
			if late == 0 {
				t.Fatal("no late interest on the first day past due")
			}
			if r := run(manila("2027-02-02", 0).Add(10 * time.Minute)); r.Checked != 0 {
				t.Fatalf("a later run the same day: %+v, want nothing to look at", r)
			}
			run(manila("2027-02-03", 0).Add(5 * time.Minute))
			if got := reread(t, db, o.ID).LateInterest; got <= late {
				t.Fatalf("late interest %d the next day, %d before", got, late)
			}
		}
		// Settled: one more look, then never.
		{
			cur := reread(t, db, o.ID)
			if paid, _, err := loans.Pay(ctx, db, o.ID, cur.Owed(), loan.ActorDemo, ""); err != nil || paid.Status != loan.StatusSettled {
				t.Fatalf("settle: %v", err)
			}
			wantNext(time.UnixMilli(0).UTC()) // one look, for the worklist and the reminders
			run(manila("2027-02-03", 0).Add(10 * time.Minute))
			wantNext(time.Time{})
		}
	})
}

func reread(t *testing.T, db *store.DB, id int64) loan.Order {
	t.Helper()
	o, err := loan.OrderOf(t.Context(), db, borrowerB, id)
	if err != nil {
		t.Fatal(err)
	}
	return o
}
