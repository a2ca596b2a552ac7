package loan_test

import (
	"strings"
	"testing"
	"time"

	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestWaiver_PartOfTheFees: borrower A's overdue order 81 (₱30,000.00 in
// four instalments, the service fee on the first) has part of its fees
// waived: more than the fees unpaid is refused on fees; what it owes and
// what is due now drop by exactly the waiver, the books hold, its payments
// can no longer be replayed. Paying what is due pays the fees left first,
// then each instalment on its due date until the order settles, the books
// holding after each step.
func TestWaiver_PartOfTheFees(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), env.App.Loans
		booksAgree(t, env, "before")
		before, _, err := loans.Lookup(ctx, "81")
		if err != nil {
			t.Fatal(err)
		}
		if before, err = loans.UpToDate(ctx, before); err != nil {
			t.Fatal(err)
		}
		fees := before.FeesOwed()
		if before.Status != loan.StatusOverdue || fees <= 0 || fees != before.Plan.Instalments[0].Fees {
			t.Fatalf("order 81: status %d, fees owed %d of %+v", before.Status, fees, before.Plan.Instalments[0])
		}
		_, err = loans.Waive(ctx, db, "81", loan.Waiver{Fees: fees + 1}, "operator:fio", "too much")
		wantField(t, err, "fees")
		_, err = loans.Waive(ctx, db, "81", loan.Waiver{Fees: -1}, "operator:fio", "negative")
		wantField(t, err, "penalty")

		part := fees / 2
		o, err := loans.Waive(ctx, db, "81", loan.Waiver{Fees: part, LateInterest: 1}, "operator:fio", "typhoon hardship")
		if err != nil {
			t.Fatal(err)
		}
		if o.Owed() != before.Owed()-part-1 || loans.DueNow(&o) != loans.DueNow(&before)-part-1 || o.FeesOwed() != fees-part ||
			o.WaivedFees != part || o.Plan.Instalments[0].WaivedFees != part || o.Status != loan.StatusOverdue {
			t.Errorf("owed %d → %d, due %d → %d, fees owed %d, waived %d (%+v), status %d, waiving %d",
				before.Owed(), o.Owed(), loans.DueNow(&before), loans.DueNow(&o), o.FeesOwed(), o.WaivedFees, o.Plan.Instalments[0], o.Status, part)
		}
		h := history(t, db, 81)
		if last := h[len(h)-1]; last.Event != loan.EventWaive || !strings.Contains(last.Note, "of late charges and fees waived by the lender (late interest ₱0.01, fees ") ||
			!strings.HasSuffix(last.Note, "): typhoon hardship") {
			t.Errorf("the history line: %+v", last)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref
			WHERE e.kind = 'waiver' AND e.order_id = 81 AND p.account = '1130' AND p.amount = ?`, -part); n != 1 {
			t.Errorf("%d credits of %d to fees receivable", n, part)
		}
		booksAgree(t, env, "after the waiver")
		if _, err := loans.WouldReplay(ctx, db, 81, nil); err == nil || !strings.Contains(err.Error(), "waived") {
			t.Errorf("replaying an order with fees waived: %v", err)
		}

		// What is due now pays the fees left, then each instalment on its
		// due date until the order settles.
		o = paysDue(t, env, 81, 2)
		booksAgree(t, env, "after paying what was due")
		if o.FeesOwed() != 0 || o.Charges().Total() != 0 || o.Status == loan.StatusOverdue {
			t.Errorf("after paying what was due: fees owed %d, charges %+v, status %d", o.FeesOwed(), o.Charges(), o.Status)
		}
		for _, in := range o.Plan.Instalments[1:] {
			env.Clock.Set(in.DueDate.Add(time.Hour)) // 09:00 in Manila
			o = paysDue(t, env, 81, 2)
			booksAgree(t, env, "after paying instalment "+loan.Day(in.DueDate))
		}
		if o.Status != loan.StatusSettled || o.Owed() != 0 || o.AmountPaid != o.AmountDue+o.LateInterest+o.Penalty-o.Waived() {
			t.Errorf("after the last instalment: %d, owes %d, paid %d", o.Status, o.Owed(), o.AmountPaid)
		}
	})
}
