package loan_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// dueDates lists an order's instalment due dates as 2006-01-02.
func dueDates(o loan.Order) string {
	var out []string
	for _, in := range o.Plan.Instalments {
		out = append(out, loan.Day(in.DueDate))
	}
	return strings.Join(out, " ")
}

// dueRows are an order's rows in order_instalments (what the collection
// efficiency reads): "number date total;" each.
func dueRows(t *testing.T, db *store.DB, orderID int64) string {
	t.Helper()
	rows, err := db.Query(t.Context(), `SELECT number, due_on, total FROM order_instalments WHERE order_id = ? ORDER BY number`, orderID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var n int
		var due, total int64
		if err := rows.Scan(&n, &due, &total); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%d %s %d; ", n, time.UnixMilli(due).UTC().Format(time.DateOnly), total)
	}
	return strings.TrimSpace(b.String())
}

// planRows are an order's plan as dueRows writes them.
func planRows(o loan.Order) string {
	var b strings.Builder
	for _, in := range o.Plan.Instalments {
		fmt.Fprintf(&b, "%d %s %d; ", in.Number, loan.Day(in.DueDate), in.Total)
	}
	return strings.TrimSpace(b.String())
}

// history reads an order's changes, oldest first.
func history(t *testing.T, db *store.DB, orderID int64) []loan.Change {
	t.Helper()
	h, err := loan.History(t.Context(), db, orderID)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// Borrower B's Sahod Saver loan (product 2) of ₱20,000.00 over 120 days,
// disbursed on Nov 2, 2026, like demo order 81: four instalments due Dec 2,
// Jan 1, Jan 31 and Mar 2, the first one 200.00 fee + 240.00 interest +
// 5,000.00 principal = ₱5,440.00. Extensions: 14 days for ₱400.00, plus
// 0.04% a day on all the principal still held (₱112.00 for 14 days on
// ₱20,000.00: every later due date moves too).
func TestExtend(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), env.App.Loans
		o := disbursed(t, env, 2, 2_000_000, 120)
		if got, want := dueDates(o), "2026-12-02 2027-01-01 2027-01-31 2027-03-02"; got != want {
			t.Fatalf("due dates %s, want %s", got, want)
		}
		if got, want := dueRows(t, db, o.ID), planRows(o); got != want || !strings.HasPrefix(got, "1 2026-12-02 544000; 2 2027-01-01 ") {
			t.Errorf("order_instalments at payout: %s, want %s", got, want)
		}
		reread := func() loan.Order {
			t.Helper()
			got, err := loan.OrderOf(ctx, db, borrowerB, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		// 10 days overdue: 10 × 5% of ₱5,440.00 and the new client's ₱1,000.00 penalty.
		env.Clock.Set(morning(t, "2026-12-12"))
		if _, err := loans.RunSchedule(ctx, db); err != nil {
			t.Fatal(err)
		}
		overdue := reread()
		if overdue.Status != loan.StatusOverdue || overdue.LateInterest != 272_000 || overdue.Penalty != 100_000 {
			t.Fatalf("before: status %d, late %d, penalty %d", overdue.Status, overdue.LateInterest, overdue.Penalty)
		}

		t.Run("Quote", func(t *testing.T) {
			got, err := loans.ExtensionQuote(ctx, db, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			want := loan.ExtensionQuote{
				Fee: 40_000, Penalty: 100_000, LateInterest: 272_000, Interest: 11_200, Total: 423_200, Days: 14,
				NewDueDate: time.Date(2026, 12, 16, 0, 0, 0, 0, time.UTC),
				After:      loan.Balance{Fees: 20_000, Interest: 24_000, Principal: 500_000},
			}
			if got != want {
				t.Errorf("quote\n got %+v\nwant %+v", got, want)
			}
		})
		t.Run("ErrWrongAmountSavesNothing", func(t *testing.T) {
			before := len(history(t, db, o.ID))
			_, _, err := loans.Extend(ctx, db, o.ID, 423_199, loan.ActorDemo, "ref PAY-0")
			var fe *fault.Error
			if !errors.As(err, &fe) || fe.Code != fault.CodeInvalid || !strings.Contains(fe.Fields["amount"], "₱4,232.00") {
				t.Fatalf("err = %v, want an amount field error naming ₱4,232.00", err)
			}
			got := reread()
			if got.Status != loan.StatusOverdue || loan.Day(got.NextDue) != "2026-12-02" || got.AmountPaid != 0 || got.PaidExtensionFees != 0 {
				t.Errorf("the refused extension changed the order: status %d, due %s, paid %d", got.Status, loan.Day(got.NextDue), got.AmountPaid)
			}
			if after := len(history(t, db, o.ID)); after != before {
				t.Errorf("history grew from %d to %d", before, after)
			}
		})
		t.Run("Extends", func(t *testing.T) {
			ext, qt, err := loans.Extend(ctx, db, o.ID, 423_200, loan.ActorDemo, "ref PAY-1")
			if err != nil {
				t.Fatal(err)
			}
			if got, want := qt.Total, int64(423_200); got != want {
				t.Errorf("quote total %d, want %d", got, want)
			}
			for _, got := range []loan.Order{ext, reread()} {
				if got.Status != loan.StatusRepaying {
					t.Errorf("status %d, want %d", got.Status, loan.StatusRepaying)
				}
				// Every instalment from the current one moves by 14 days.
				if got, want := dueDates(got), "2026-12-16 2027-01-15 2027-02-14 2027-03-16"; got != want {
					t.Errorf("due dates %s, want %s", got, want)
				}
				if rows, want := dueRows(t, db, o.ID), planRows(got); rows != want || !strings.Contains(rows, "2026-12-16") {
					t.Errorf("order_instalments after the extension: %s, want the plan's %s", rows, want)
				}
				if got, want := loan.Day(got.NextDue)+" "+loan.Day(got.FinalDue), "2026-12-16 2027-03-16"; got != want {
					t.Errorf("next and final due %s, want %s", got, want)
				}
				if got, want := got.Plan.Instalments[0].Days, 44; got != want {
					t.Errorf("first period %d days, want %d", got, want)
				}
				if got, want := loan.Day(got.LateAccruedTo), "2026-12-12"; got != want {
					t.Errorf("late interest counted to %s, want %s", got, want)
				}
				paid := []int64{got.AmountPaid, got.PaidPenalty, got.PaidLateInterest, got.PaidScheduled, got.PaidExtensionFees, got.PaidExtensionInterest, got.TotalPaid()}
				if want := []int64{372_000, 100_000, 272_000, 0, 40_000, 11_200, 423_200}; !equal(paid, want) {
					t.Errorf("paid (amount, penalty, late, scheduled, ext. fees, ext. interest, total) %v, want %v", paid, want)
				}
				// The late charges are settled; the plan is owed as before.
				if got.Charges() != (loan.Balance{}) || got.Owed() != 2_080_000 {
					t.Errorf("charges %+v, owed %d", got.Charges(), got.Owed())
				}
			}
			h := history(t, db, o.ID)
			last := h[len(h)-1]
			if last.Event != loan.EventExtend || last.From != loan.StatusOverdue || last.To != loan.StatusRepaying || last.Actor != loan.ActorDemo {
				t.Errorf("last change %+v", last)
			}
			want := "paid ₱4,232.00: extension fee ₱400.00, interest ₱112.00 for 14 days, penalty ₱1,000.00, late interest ₱2,720.00; " +
				"due Dec 16, 2026 (was Dec 2, 2026); ref PAY-1"
			if last.Note != want {
				t.Errorf("note\n got %s\nwant %s", last.Note, want)
			}
		})
		t.Run("ErrRepaying", func(t *testing.T) {
			_, err := loans.ExtensionQuote(ctx, db, o.ID)
			wantCode(t, err, fault.CodeConflict)
			_, _, err = loans.Extend(ctx, db, o.ID, 51_200, loan.ActorDemo, "")
			wantCode(t, err, fault.CodeConflict)
		})
		t.Run("AgainOnTheMovedDueDate", func(t *testing.T) {
			env.Clock.Set(morning(t, "2026-12-16"))
			qt, err := loans.ExtensionQuote(ctx, db, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			// Nothing late to settle: the fee and 14 days' interest.
			if got, want := qt.Total, int64(40_000+11_200); got != want || qt.Penalty != 0 || qt.LateInterest != 0 {
				t.Errorf("quote %+v, want a total of %d", qt, want)
			}
			ext, _, err := loans.Extend(ctx, db, o.ID, qt.Total, loan.ActorDemo, "ref PAY-2")
			if err != nil {
				t.Fatal(err)
			}
			if ext.Status != loan.StatusRepaying || dueDates(ext) != "2026-12-30 2027-01-29 2027-02-28 2027-03-30" {
				t.Errorf("status %d, due dates %s", ext.Status, dueDates(ext))
			}
			if got, want := ext.TotalPaid(), int64(423_200+51_200); got != want || ext.PaidExtensionFees != 80_000 {
				t.Errorf("total paid %d (extension fees %d), want %d", got, ext.PaidExtensionFees, want)
			}
		})
		t.Run("OverdueAgainPastTheNewDueDate", func(t *testing.T) {
			env.Clock.Set(morning(t, "2026-12-31"))
			r, err := loans.RunSchedule(ctx, db)
			if err != nil || r.Overdue != 1 {
				t.Fatalf("report %+v, %v", r, err)
			}
			got := reread()
			// Day 1 again at 5%; the one-time penalty is not charged twice.
			if got.Status != loan.StatusOverdue || got.LateInterest != 272_000+27_200 || got.Penalty != 100_000 ||
				got.Charges() != (loan.Balance{LateInterest: 27_200}) {
				t.Errorf("status %d, late %d, penalty %d, charges %+v", got.Status, got.LateInterest, got.Penalty, got.Charges())
			}
		})
		t.Run("History", func(t *testing.T) {
			var got []string
			for _, c := range history(t, db, o.ID) {
				got = append(got, string(c.Event)+":"+c.From.String()+">"+c.To.String())
			}
			want := "place:none>processing approve:processing>approved withdraw:approved>processing disburse:processing>repaying " +
				"overdue:repaying>overdue extend:overdue>repaying due_soon:repaying>due extend:due>repaying overdue:repaying>overdue"
			if strings.Join(got, " ") != want {
				t.Errorf("history\n got %s\nwant %s", strings.Join(got, " "), want)
			}
		})
	})
}

func equal(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The status an extension leaves follows the new due date: back to
// repaying, or due when the new date is already inside the due window.
func TestExtend_Status(t *testing.T) {
	cases := []struct {
		name     string
		window   int
		day      string
		from, to loan.Status
	}{
		{"DueToRepaying", 3, "2026-11-30", loan.StatusDue, loan.StatusRepaying},
		{"OverdueToRepaying", 3, "2026-12-12", loan.StatusOverdue, loan.StatusRepaying},
		{"OverdueToDue", 3, "2026-12-14", loan.StatusOverdue, loan.StatusDue},
		{"OverdueOnTheLastDayItCan", 3, "2026-12-15", loan.StatusOverdue, loan.StatusDue},
		{"StaysDueInAWideWindow", 20, "2026-11-28", loan.StatusDue, loan.StatusDue},
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		for i, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				loans := env.App.Loans.With(loan.DueWindowDays(c.window))
				env.Clock.Set(servertest.Start)
				o := disbursedFor(t, env, newBorrower(t, env, i), 2, 2_000_000, 120)
				env.Clock.Set(morning(t, c.day))
				qt, err := loans.ExtensionQuote(ctx, db, o.ID)
				if err != nil {
					t.Fatal(err)
				}
				ext, _, err := loans.Extend(ctx, db, o.ID, qt.Total, loan.OperatorActor("ana"), "")
				if err != nil {
					t.Fatal(err)
				}
				// Dec 2 + 14 days, whenever it is extended.
				if got, want := loan.Day(ext.NextDue), "2026-12-16"; got != want {
					t.Errorf("new due date %s, want %s", got, want)
				}
				h := history(t, db, o.ID)
				last := h[len(h)-1]
				if last.Event != loan.EventExtend || last.From != c.from || last.To != c.to || ext.Status != c.to {
					t.Errorf("change %s %s>%s (order %s), want extend %s>%s", last.Event, last.From, last.To, ext.Status, c.from, c.to)
				}
			})
		}
	})
}

// Only a due or overdue order on a product with extensions can be
// extended, and only while the new due date is after today; a refusal
// changes nothing.
func TestExtend_Refused(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		env.ManyLoans(t) // several loans at once for one borrower
		ctx, loans := t.Context(), env.App.Loans
		// Kwarta Lite without extensions (the order copies the product's terms).
		if _, err := db.Exec(ctx, `UPDATE products SET extension_days = 0 WHERE id = 4`); err != nil {
			t.Fatal(err)
		}
		loan.InvalidateProducts(db)
		lite := disbursed(t, env, 4, 1_000_000, 91)   // due Feb 1, 2027
		saver := disbursed(t, env, 2, 2_000_000, 120) // first due Dec 2, 2026
		flex := disbursed(t, env, 1, 1_000_000, 91)   // first due Dec 2, 2026
		placed, err := loans.Push(ctx, borrowerB, 5, 1_000_000, 150, loan.TermUnitDays, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name    string
			orderID int64
			day     string
			code    fault.Code
		}{
			{"ErrUnderReview", placed.ID, "2026-11-03", fault.CodeConflict},
			{"ErrRepaying", flex.ID, "2026-11-20", fault.CodeConflict},
			{"ErrTooFarOverdue", saver.ID, "2026-12-16", fault.CodeConflict}, // Dec 2 + 14 days is not after today
			{"ErrNoExtensionOnTheProduct", lite.ID, "2027-01-30", fault.CodeConflict},
			{"ErrNoSuchOrder", 999_999, "2027-01-30", fault.CodeNotFound},
		} {
			t.Run(c.name, func(t *testing.T) {
				env.Clock.Set(morning(t, c.day))
				_, err := loans.ExtensionQuote(ctx, db, c.orderID)
				wantCode(t, err, c.code)
				before := len(history(t, db, c.orderID))
				_, _, err = loans.Extend(ctx, db, c.orderID, 1, loan.ActorDemo, "")
				wantCode(t, err, c.code)
				if after := len(history(t, db, c.orderID)); after != before {
					t.Errorf("history grew from %d to %d", before, after)
				}
			})
		}
		if got, err := loan.OrderOf(ctx, db, borrowerB, lite.ID); err != nil || got.Status != loan.StatusDue || got.TotalPaid() != 0 {
			t.Errorf("the product without extensions: status %d, paid %d (%v)", got.Status, got.TotalPaid(), err)
		}
	})
}
