package console_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"kwarta/internal/console"
	"kwarta/internal/demo"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// booksHold runs the ledger's check on today, as `kwarta ledger check`,
// after putting the demo world on the books (once), and fails the test
// naming what it found.
func booksHold(t *testing.T, env *servertest.Env, step string) {
	t.Helper()
	if _, err := repay.BackfillLedger(t.Context(), env.DB, env.App.Loans, env.Clock.Now()); err != nil {
		t.Fatal(err)
	}
	today := env.App.Loans.Calendar().Today()
	got, err := ledger.Check(t.Context(), env.DB, loan.BooksOf(env.App.Loans), repay.InTransit, today, today)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Errorf("%s: the books do not hold: %v", step, got)
	}
}

// detail81 is the console's order page of borrower A's overdue order 81.
func detail81(t *testing.T, env *servertest.Env, op operator) console.OrderDetail {
	t.Helper()
	var d console.OrderDetail
	if r := op.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {"81"}}); r.Status != http.StatusOK {
		t.Fatalf("detail: %d %s", r.Status, r.Body)
	} else {
		r.Decode(t, &d)
	}
	return d
}

// borrowerRows are the order details page's lines of order id as the
// borrower of session sees them (and the answer's status).
func borrowerRows(t *testing.T, env *servertest.Env, session string, id int64) (map[string]string, int) {
	t.Helper()
	r := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan-details/loan-details", Session: session, Form: url.Values{"orderId": {strconv.FormatInt(id, 10)}}})
	if r.Status != http.StatusOK {
		return nil, r.Status
	}
	var d loanpage.Details
	r.Decode(t, &d)
	rows := map[string]string{}
	for _, row := range d.UserOrderDetail.Detail {
		rows[row.Text] = row.Value
	}
	return rows, r.Status
}

// staff are the servicing tests' operators: an admin, a reviewer, two
// finance operators and support, on books that hold.
func staff(t *testing.T, env *servertest.Env) (admin, rev, fe, fio, sup operator) {
	t.Helper()
	admin, rev = enrol(t, env, "ana", console.Admin), enrol(t, env, "rita", console.Reviewer)
	fe, fio = enrol(t, env, "fe", console.Finance), enrol(t, env, "fio", console.Finance)
	sup = enrol(t, env, "sam", console.Support)
	booksHold(t, env, "before")
	return admin, rev, fe, fio, sup
}

// pays is borrower A paying amount on order id (of product) through a
// pay code and the sandbox provider's postback.
func pays(t *testing.T, env *servertest.Env, id, product, amount int64) {
	t.Helper()
	r := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/repay/generate-pay-code", Session: demo.SessionA,
		Form: url.Values{"orderId": {itoa(id)}, "productId": {itoa(product)}, "amount": {itoa(amount)}, "channelNumber": {"GCSH"}}})
	if r.Status != http.StatusOK {
		t.Fatalf("pay code: %d %s", r.Status, r.Body)
	}
	var txn, ref string
	if err := env.DB.QueryRow(t.Context(), `SELECT txn_id, ref_no FROM pay_codes WHERE order_id = ? AND state = 'open'`, id).Scan(&txn, &ref); err != nil {
		t.Fatal(err)
	}
	if r := postback(t, env, payment.Postback{TxnID: txn, RefNo: ref, Status: payment.StatusSuccess, Message: "paid", Amount: amount, Currency: "PHP", Channel: "GCSH"}); r.Status != http.StatusOK {
		t.Fatalf("postback: %d %s", r.Status, r.Body)
	}
}

// TestServicing_Waiver: a finance operator proposes waiving the penalty
// and part of the late interest on an overdue order; support may not
// propose, more than owed and no reason are refused, the proposer and a
// reviewer may not approve; a second finance operator approves it, which
// lowers what the order owes by exactly that, posts the waiver and keeps
// the books; the borrower's order details say it (and another borrower's
// is refused); a waiver whose late interest was waived meanwhile fails at
// approval with nothing changed; and paying what the page says is
// outstanding settles the order exactly.
func TestServicing_Waiver(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin, rev, fe, fio, sup := staff(t, env)

		before := detail81(t, env, admin)
		if before.Status != int(loan.StatusOverdue) || before.PenaltyOwed != 800_00 || before.LateInterestOwed <= 100 {
			t.Fatalf("order 81 before: %+v", before)
		}
		waive := func(op operator, penalty, late int64, reason string) servertest.Response {
			return op.call(t, env, "POST", "/admin/api/orders/waive", url.Values{"orderNo": {before.No},
				"penalty": {strconv.FormatInt(penalty, 10)}, "lateInterest": {strconv.FormatInt(late, 10)}, "reason": {reason}})
		}
		if r := waive(sup, 800_00, 0, "asked"); r.Status != http.StatusForbidden {
			t.Errorf("support proposes: %d %s", r.Status, r.Body)
		}
		for _, bad := range []struct {
			penalty, late int64
			reason, want  string
		}{
			{800_01, 0, "hardship", "no more can be waived"},
			{0, before.LateInterestOwed + 1, "hardship", "no more can be waived"},
			{0, 0, "hardship", "how much"},
			{-1, 5, "hardship", "negative"},
			{100, 0, " ", "reason"},
		} {
			if r := waive(fe, bad.penalty, bad.late, bad.reason); r.Status == http.StatusOK || !strings.Contains(r.Body, bad.want) {
				t.Errorf("waive %d %d %q: %d %s", bad.penalty, bad.late, bad.reason, r.Status, r.Body)
			}
		}

		p := proposalIn(t, waive(fe, 800_00, 100, "typhoon hardship"))
		if p.Kind != "waive" || p.ObjectID != before.No ||
			p.Summary != "Waive ₱801.00 of late charges on order "+before.No+" (penalty ₱800.00, late interest ₱1.00): typhoon hardship" ||
			!strings.Contains(p.Before, `"penalty":"₱800.00"`) || !strings.Contains(p.After, `"penalty":"₱0.00"`) {
			t.Errorf("the proposal: %+v", p)
		}
		for _, op := range []operator{fe, rev} {
			if r := approveAs(t, env, op, p.ID); r.Status != http.StatusForbidden {
				t.Errorf("%s approves: %d %s", op.name, r.Status, r.Body)
			}
		}
		if d := detail81(t, env, admin); d.Owed != before.Owed || d.Waived != 0 {
			t.Errorf("waived before the approval: %+v", d)
		}
		var queue []console.Proposal
		fio.call(t, env, "GET", "/admin/api/approvals", nil).Rows(t, &queue)
		if len(queue) != 1 || queue[0].ID != p.ID || !queue[0].CanDecide {
			t.Errorf("fio's queue: %+v", queue)
		}
		approved(t, env, fio, p.ID)
		after := detail81(t, env, admin)
		if after.Owed != before.Owed-801_00 || after.PenaltyOwed != 0 || after.LateInterestOwed != before.LateInterestOwed-100 || after.Waived != 801_00 ||
			after.Status != int(loan.StatusOverdue) {
			t.Errorf("after the waiver: owed %d (was %d), %+v", after.Owed, before.Owed, after)
		}
		if got := strings.Join(actions(t, env, admin, "order", before.No), ", "); !strings.HasPrefix(got, "fio approve:waive, fio waive, fe propose:waive") {
			t.Errorf("the audit log: %v", got)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE kind = 'waiver' AND order_id = 81`); n != 1 {
			t.Errorf("%d waiver entries", n)
		}
		booksHold(t, env, "after the waiver")

		rows, _ := borrowerRows(t, env, demo.SessionA, 81)
		money := loan.Money{Symbol: "₱"}
		if rows["Outstanding"] != money.Format(after.Owed) || rows["Waived by the lender"] != "₱801.00 of late charges (you do not pay it)" ||
			rows["Penalty"] != "₱0.00" || !strings.Contains(rows["Last waiver"], "₱801.00 of late charges waived by the lender (penalty ₱800.00, late interest ₱1.00): typhoon hardship") {
			t.Errorf("the borrower's page: %v", rows)
		}
		if _, status := borrowerRows(t, env, demo.SessionB, 81); status != http.StatusNotFound {
			t.Errorf("another borrower reads order 81: %d", status)
		}

		// Moved on: the late interest is waived by another way meanwhile
		// (the command line's --alone): the approval fails, nothing changed.
		p2 := proposalIn(t, waive(fe, 0, after.LateInterestOwed, "all of it"))
		cli, err := env.App.Console.CLIOperator(t.Context(), admin.name, "tester")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.App.ConsoleScreens.Orders.WaiveNow(t.Context(), cli, before.No, loan.Waiver{LateInterest: 50}, "goodwill", "--alone, test"); err != nil {
			t.Fatal(err)
		}
		if r := approveAs(t, env, fio, p2.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "no more can be waived") {
			t.Errorf("the stale waiver approved: %d %s", r.Status, r.Body)
		}
		moved := detail81(t, env, admin)
		if moved.Owed != after.Owed-50 || moved.Waived != 801_50 {
			t.Errorf("after the failed approval: %+v", moved)
		}
		booksHold(t, env, "after the second waiver")

		// Three weeks on, paying ahead is allowed: the borrower pays what the
		// page says is outstanding, which settles the order exactly.
		env.Clock.Advance(21 * 24 * time.Hour)
		admin = signIn(t, env, admin)
		rows, _ = borrowerRows(t, env, demo.SessionA, 81) // brings it up to date
		moved = detail81(t, env, admin)
		booksHold(t, env, "three weeks on")
		if rows["Outstanding"] != money.Format(moved.Owed) {
			t.Fatalf("the borrower's outstanding: %v, want %s", rows, money.Format(moved.Owed))
		}
		pays(t, env, 81, 2, moved.Owed)
		if d := detail81(t, env, admin); d.Status != int(loan.StatusSettled) || d.Owed != 0 {
			t.Errorf("after paying the outstanding: %+v", d)
		}
		booksHold(t, env, "settled")
	})
}

// TestServicing_FeeWaiver: a finance operator proposes waiving part of
// order 81's unpaid fees with a little of its late interest; more than
// the fees owed is refused on fees; a second finance operator's approval
// lowers what it owes by exactly the waiver, posts it and keeps the
// books; the borrower's page says late charges and fees were waived; the
// borrower then pays what is due now, which pays the fees left first.
func TestServicing_FeeWaiver(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin, _, fe, fio, _ := staff(t, env)
		before := detail81(t, env, admin)
		if before.FeesOwed <= 0 {
			t.Fatalf("order 81 owes no fees: %+v", before)
		}
		waive := func(fees int64) servertest.Response {
			return fe.call(t, env, "POST", "/admin/api/orders/waive", url.Values{"orderNo": {before.No},
				"lateInterest": {"100"}, "fees": {strconv.FormatInt(fees, 10)}, "reason": {"billing error"}})
		}
		if r := waive(before.FeesOwed + 1); r.Status == http.StatusOK || !strings.Contains(r.Body, `"fees"`) || !strings.Contains(r.Body, "of fees: no more can be waived") {
			t.Errorf("waiving more than the fees owed: %d %s", r.Status, r.Body)
		}
		money := loan.Money{Symbol: "₱"}
		part := before.FeesOwed / 2
		p := proposalIn(t, waive(part))
		if want := "Waive " + money.Format(part+100) + " of late charges and fees on order " + before.No + " (penalty ₱0.00, late interest ₱1.00, fees " +
			money.Format(part) + "): billing error"; p.Summary != want || !strings.Contains(p.After, `"fees":"`+money.Format(before.FeesOwed-part)+`"`) {
			t.Errorf("the proposal: %+v, want %s", p, want)
		}
		approved(t, env, fio, p.ID)
		after := detail81(t, env, admin)
		if after.Owed != before.Owed-part-100 || after.FeesOwed != before.FeesOwed-part || after.Waived != part+100 {
			t.Errorf("after the waiver: owed %d (was %d), %+v", after.Owed, before.Owed, after)
		}
		booksHold(t, env, "after the fee waiver")
		rows, _ := borrowerRows(t, env, demo.SessionA, 81)
		if rows["Waived by the lender"] != money.Format(part+100)+" of late charges and fees (you do not pay it)" ||
			!strings.Contains(rows["Last waiver"], "(late interest ₱1.00, fees "+money.Format(part)+"): billing error") {
			t.Errorf("the borrower's page: %v", rows)
		}
		due, err := env.App.Loans.Owing(t.Context(), db, 81)
		if err != nil {
			t.Fatal(err)
		}
		pays(t, env, 81, 2, due.Due)
		if d := detail81(t, env, admin); d.Status == int(loan.StatusOverdue) || d.FeesOwed != 0 || d.Owed != after.Owed-due.Due {
			t.Errorf("after paying what was due (%d): %+v", due.Due, d)
		}
		booksHold(t, env, "paid what was due")
	})
}

// TestServicing_WriteOff: the write-offs due (180 days past due by
// default) are proposed, one proposal per order: borrower A's order 88,
// 340 days past due, and not order 81 (10 days); a loan not overdue,
// support, and no reason are refused; the proposer may not approve; a
// second finance operator's approval takes what it owes off the books
// (the write-off expense), stops its charges and leaves what the borrower
// owes unchanged, which A's order details say; money A then pays is a
// recovery. Half a year on, order 81 is due a write-off too; written off
// meanwhile from the command line, its proposal fails at approval.
func TestServicing_WriteOff(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin, _, fe, fio, sup := staff(t, env)

		var days console.WriteOffDays
		fe.call(t, env, "GET", "/admin/api/approvals/write-off-days", nil).Decode(t, &days)
		if days.Days != 180 {
			t.Errorf("the write-off days: %d", days.Days)
		}
		due := func(op operator) []console.ProposedWriteOff {
			var out []console.ProposedWriteOff
			if r := op.call(t, env, "POST", "/admin/api/orders/write-off-due", nil); r.Status != http.StatusOK {
				t.Fatalf("write-off-due: %d %s", r.Status, r.Body)
			} else {
				r.Decode(t, &out)
			}
			return out
		}
		got := due(fe)
		o88, _, err := env.App.Loans.Lookup(t.Context(), "88")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].OrderNo != o88.No || !got[0].OK || got[0].Proposal == nil ||
			!strings.HasPrefix(got[0].Proposal.Summary, "Write off order "+o88.No+" (₱20,000.00 owed, ") ||
			!strings.HasSuffix(got[0].Proposal.Summary, "as a loss: 180 or more days past due (the write-off days)") {
			t.Fatalf("the write-offs due: %+v", got)
		}
		p := got[0].Proposal
		if again := due(fe); len(again) != 1 || again[0].OK || !strings.Contains(again[0].Message, "already waiting") {
			t.Errorf("proposed twice: %+v", again)
		}

		writeOff := func(op operator, ref, reason string) servertest.Response {
			return op.call(t, env, "POST", "/admin/api/orders/write-off", url.Values{"orderNo": {ref}, "reason": {reason}})
		}
		if r := writeOff(sup, "81", "gone"); r.Status != http.StatusForbidden {
			t.Errorf("support writes off: %d %s", r.Status, r.Body)
		}
		if r := writeOff(fe, "83", "gone"); r.Status != http.StatusConflict || !strings.Contains(r.Message, "only an overdue loan") {
			t.Errorf("writing off a loan not overdue: %d %s", r.Status, r.Body)
		}
		if r := writeOff(fe, "81", " "); r.Status == http.StatusOK {
			t.Errorf("a write-off without a reason: %d %s", r.Status, r.Body)
		}
		if r := approveAs(t, env, fe, p.ID); r.Status != http.StatusForbidden {
			t.Errorf("the proposer approves: %d %s", r.Status, r.Body)
		}
		overdueBook := func() (orders, owed int64) {
			var d console.Dashboard
			admin.call(t, env, "GET", "/admin/api/dashboard", nil).Decode(t, &d)
			for _, b := range d.Overdue {
				orders, owed = orders+b.Orders, owed+b.Owed
			}
			return orders, owed
		}
		booksBefore, owedBefore := overdueBook()
		approved(t, env, fio, p.ID)
		// The dashboard's overdue book leaves the loss out.
		if n, owed := overdueBook(); n != booksBefore-1 || owed != owedBefore-20_000_00 {
			t.Errorf("the overdue book after the write-off: %d orders owing %d, was %d owing %d", n, owed, booksBefore, owedBefore)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE kind = 'write-off' AND order_id = 88`); n != 1 {
			t.Errorf("%d write-off entries", n)
		}
		rec, err := ledger.Receivables(t.Context(), db, 88)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Total() != 0 {
			t.Errorf("order 88's receivables after the write-off: %+v", rec)
		}
		booksHold(t, env, "after the write-off")
		var d88 console.OrderDetail
		admin.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {"88"}}).Decode(t, &d88)
		if d88.WrittenOff == "" || d88.Owed != 20_000_00 {
			t.Errorf("order 88 written off: %+v", d88)
		}
		rows, _ := borrowerRows(t, env, demo.SessionA, 88)
		if rows["Written off on"] == "" || rows["Outstanding"] != "₱20,000.00" {
			t.Errorf("the borrower's page: %v", rows)
		}
		var page88 loanpage.Details
		env.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan-details/loan-details", Session: demo.SessionA, Form: url.Values{"orderId": {"88"}}}).Decode(t, &page88)
		if page88.NoticeStatusText != "Written off" || !strings.Contains(page88.NoticeDesText, "You still owe ₱20,000.00") {
			t.Errorf("the borrower's notice: %q %q", page88.NoticeStatusText, page88.NoticeDesText)
		}

		// A pays ₱1,000.00 on the written-off loan: a recovery.
		pays(t, env, 88, 9, 1_000_00)
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM ledger_postings WHERE account = '4500' AND order_id = 88 AND amount = -100000`); n != 1 {
			t.Errorf("%d recovery postings", n)
		}
		if rows, _ := borrowerRows(t, env, demo.SessionA, 88); rows["Outstanding"] != "₱19,000.00" {
			t.Errorf("after the recovery: %v", rows)
		}
		booksHold(t, env, "after the recovery")

		// Half a year on, order 81 is past the write-off days.
		env.Clock.Advance(171 * 24 * time.Hour)
		fe, fio = signIn(t, env, fe), signIn(t, env, fio)
		got = due(fe)
		o81, _, err := env.App.Loans.Lookup(t.Context(), "81")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].OrderNo != o81.No || !got[0].OK {
			t.Fatalf("the write-offs due half a year on: %+v", got)
		}
		cli, err := env.App.Console.CLIOperator(t.Context(), admin.name, "tester")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.App.ConsoleScreens.Orders.WriteOffNow(t.Context(), cli, o81.No, "collector gave up", "--alone, test"); err != nil {
			t.Fatal(err)
		}
		if r := approveAs(t, env, fio, got[0].Proposal.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "written off already") {
			t.Errorf("the stale write-off approved: %d %s", r.Status, r.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE kind = 'write-off' AND order_id = 81`); n != 1 {
			t.Errorf("%d write-off entries for order 81", n)
		}
		booksHold(t, env, "half a year on")
	})
}

// TestServicing_Cancel: a finance operator proposes cancelling borrower
// A's approved order 85; support and a reviewer may not propose or
// approve, nor may the proposer; a second finance operator's approval
// makes it 110 with a cancel line, posts nothing, and A's order details
// say it was cancelled and why (another borrower's: 404). A loan paid out
// is refused, and one paid out after its cancellation was proposed fails
// at approval with nothing changed.
func TestServicing_Cancel(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin, rev, fe, fio, sup := staff(t, env)
		entries := func(id int64) int {
			return storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE order_id = ?`, id)
		}
		cancel := func(op operator, ref, reason string) servertest.Response {
			return op.call(t, env, "POST", "/admin/api/orders/cancel", url.Values{"orderNo": {ref}, "reason": {reason}})
		}
		for _, op := range []operator{sup, rev} {
			if r := cancel(op, "85", "asked"); r.Status != http.StatusForbidden {
				t.Errorf("%s proposes: %d %s", op.name, r.Status, r.Body)
			}
		}
		if r := cancel(fe, "81", "asked"); r.Status != http.StatusConflict || !strings.Contains(r.Message, "was paid out on") {
			t.Errorf("cancelling a loan paid out: %d %s", r.Status, r.Body)
		}
		if r := cancel(fe, "87", "asked"); r.Status != http.StatusConflict || !strings.Contains(r.Message, "reject it instead") {
			t.Errorf("cancelling an application: %d %s", r.Status, r.Body)
		}
		if r := cancel(fe, "85", " "); r.Status == http.StatusOK {
			t.Errorf("a cancellation without a reason: %d %s", r.Status, r.Body)
		}
		p := proposalIn(t, cancel(fe, "85", "The borrower asked us by phone"))
		if !strings.HasPrefix(p.Summary, "Cancel order KW") || !strings.HasSuffix(p.Summary, ", not paid out): The borrower asked us by phone") ||
			p.Before != `{"status":21}` || !strings.Contains(p.After, `"status":110`) {
			t.Errorf("the proposal: %+v", p)
		}
		for _, op := range []operator{fe, rev} {
			if r := approveAs(t, env, op, p.ID); r.Status != http.StatusForbidden {
				t.Errorf("%s approves: %d %s", op.name, r.Status, r.Body)
			}
		}
		approved(t, env, fio, p.ID)
		o85, history, err := env.App.Loans.Lookup(t.Context(), "85")
		if err != nil {
			t.Fatal(err)
		}
		if last := history[len(history)-1]; o85.Status != loan.StatusRejected || last.Event != loan.EventCancel || last.Actor != "operator:fio" ||
			last.Note != "Cancelled by the lender before it was paid out: The borrower asked us by phone" {
			t.Errorf("order 85: %d, %+v", o85.Status, last)
		}
		if n := entries(85); n != 0 {
			t.Errorf("%d journal entries for a cancellation", n)
		}
		if got := strings.Join(actions(t, env, admin, "order", o85.No), ", "); !strings.HasPrefix(got, "fio approve:cancel-order, fio cancel, fe propose:cancel-order") {
			t.Errorf("the audit log: %s", got)
		}
		var page85 loanpage.Details
		env.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan-details/loan-details", Session: demo.SessionA, Form: url.Values{"orderId": {"85"}}}).Decode(t, &page85)
		if page85.OrderStatus != 110 || page85.NoticeStatusText != "Cancelled" ||
			page85.NoticeDesText != "Cancelled by the lender before it was paid out: The borrower asked us by phone. No money was sent, and you owe nothing. You may apply for one of the loans below." {
			t.Errorf("the borrower's page: %d %q %q", page85.OrderStatus, page85.NoticeStatusText, page85.NoticeDesText)
		}
		if _, status := borrowerRows(t, env, demo.SessionB, 85); status != http.StatusNotFound {
			t.Errorf("another borrower reads order 85: %d", status)
		}
		booksHold(t, env, "after the cancellation")

		// Moved on: B's order waiting for its money is proposed for a
		// cancellation, then disbursed first.
		o := waitingOrder(t, env, db, rev)
		pc := proposalIn(t, cancel(fe, o.No, "duplicate application"))
		d := proposalIn(t, fe.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {o.No}}))
		approved(t, env, fio, d.ID)
		if r := approveAs(t, env, fio, pc.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "a loan paid out cannot be cancelled") {
			t.Errorf("the stale cancellation approved: %d %s", r.Status, r.Body)
		}
		if st, err := loan.StatusByNo(t.Context(), db, o.No); err != nil || st != loan.StatusRepaying {
			t.Errorf("order %s after the failed cancellation: %d %v", o.No, st, err)
		}
		booksHold(t, env, "after the disbursement")
	})
}

// TestServicing_Reschedule: a finance operator proposes rescheduling
// borrower A's overdue order 81 into 3 instalments; support may not
// propose, no consent and a first date not after today are refused as
// field errors, the proposer and a reviewer may not approve; a second
// finance operator's approval gives the order its new plan (170, the late
// charges still owed), posts the plan's interest moved and keeps the
// books; the audit log has both steps; the borrower's order details say
// it in plain words (another borrower's: 404).
func TestServicing_Reschedule(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin, rev, fe, fio, sup := staff(t, env)
		before := detail81(t, env, admin)
		today := env.App.Loans.Calendar().Today()
		first, agreed := today.AddDate(0, 0, 20), loan.Day(today)
		form := func(change func(url.Values)) url.Values {
			v := url.Values{"orderNo": {before.No}, "instalments": {"3"}, "firstDue": {loan.Day(first)}, "everyDays": {"30"},
				"consentHow": {"recorded call"}, "consentOn": {agreed}, "consentRef": {"CALL-0042"}, "reason": {"lost her job"}}
			if change != nil {
				change(v)
			}
			return v
		}
		reschedule := func(op operator, v url.Values) servertest.Response {
			return op.call(t, env, "POST", "/admin/api/orders/reschedule", v)
		}
		if r := reschedule(sup, form(nil)); r.Status != http.StatusForbidden {
			t.Errorf("support proposes: %d %s", r.Status, r.Body)
		}
		for name, bad := range map[string]struct {
			change func(url.Values)
			field  string
		}{
			"no consent":          {func(v url.Values) { v.Del("consentHow") }, "consentHow"},
			"an unknown consent":  {func(v url.Values) { v.Set("consentHow", "nodded") }, "consentHow"},
			"no reference":        {func(v url.Values) { v.Set("consentRef", " ") }, "consentRef"},
			"today":               {func(v url.Values) { v.Set("firstDue", loan.Day(today)) }, "firstDue"},
			"not a date":          {func(v url.Values) { v.Set("firstDue", "soon") }, "firstDue"},
			"consent in a future": {func(v url.Values) { v.Set("consentOn", loan.Day(first)) }, "consentOn"},
		} {
			if r := reschedule(fe, form(bad.change)); r.Status != http.StatusBadRequest || !strings.Contains(r.Body, `"`+bad.field+`"`) {
				t.Errorf("%s: %d %s", name, r.Status, r.Body)
			}
		}
		p := proposalIn(t, reschedule(fe, form(nil)))
		if p.Kind != "reschedule" || p.ObjectID != before.No ||
			!strings.HasPrefix(p.Summary, "Reschedule order "+before.No+" into 3 instalments from "+loan.Day(first)+" (") ||
			!strings.HasSuffix(p.Summary, "consent by recorded call on "+agreed+" (CALL-0042): lost her job") ||
			!strings.Contains(p.After, `"interestAdded":"₱600.00"`) {
			t.Errorf("the proposal: %+v", p)
		}
		for _, op := range []operator{fe, rev} {
			if r := approveAs(t, env, op, p.ID); r.Status != http.StatusForbidden {
				t.Errorf("%s approves: %d %s", op.name, r.Status, r.Body)
			}
		}
		if d := detail81(t, env, admin); d.Owed != before.Owed || d.Status != int(loan.StatusOverdue) {
			t.Errorf("rescheduled before the approval: %+v", d)
		}
		approved(t, env, fio, p.ID)
		after := detail81(t, env, admin)
		if after.Status != int(loan.StatusRepaying) || after.PenaltyOwed != before.PenaltyOwed || after.LateInterestOwed != before.LateInterestOwed || after.Owed == before.Owed {
			t.Errorf("after the reschedule: %+v (was %+v)", after, before)
		}
		if got := strings.Join(actions(t, env, admin, "order", before.No), ", "); !strings.HasPrefix(got, "fio approve:reschedule, fio reschedule, fe propose:reschedule") {
			t.Errorf("the audit log: %v", got)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE kind = 'reschedule' AND order_id = 81`); n != 1 {
			t.Errorf("%d reschedule entries", n)
		}
		booksHold(t, env, "after the reschedule")

		rows, _ := borrowerRows(t, env, demo.SessionA, 81)
		money := loan.Money{Symbol: "₱"}
		if rows["Outstanding"] != money.Format(after.Owed) || rows["Next due date"] != loan.DisplayDay(first) ||
			!strings.HasPrefix(rows["Rescheduled on"], loan.DisplayDay(today)+": 3 instalments from "+loan.DisplayDay(first)+" to ") ||
			!strings.HasSuffix(rows["Rescheduled on"], "; you agreed on "+loan.DisplayDay(today)+" (recorded call, reference CALL-0042): lost her job") {
			t.Errorf("the borrower's page: %v", rows)
		}
		if _, status := borrowerRows(t, env, demo.SessionB, 81); status != http.StatusNotFound {
			t.Errorf("another borrower reads order 81: %d", status)
		}

		// Moved on: another plan is proposed, then 81 is rescheduled by
		// another way meanwhile (the command line's --alone): the approval
		// fails, nothing changed.
		p2 := proposalIn(t, reschedule(fe, form(func(v url.Values) { v.Set("instalments", "4") })))
		cli, err := env.App.Console.CLIOperator(t.Context(), admin.name, "tester")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.App.ConsoleScreens.Orders.RescheduleNow(t.Context(), cli, console.RescheduleParams{OrderNo: before.No, Instalments: 2,
			FirstDue: loan.Day(first), EveryDays: 30, ConsentHow: "signed form", ConsentOn: agreed, ConsentRef: "F-1", Reason: "two it is"}, "--alone, test"); err != nil {
			t.Fatal(err)
		}
		moved := detail81(t, env, admin)
		if r := approveAs(t, env, fio, p2.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "changed since the reschedule was proposed") {
			t.Errorf("the stale reschedule approved: %d %s", r.Status, r.Body)
		}
		if d := detail81(t, env, admin); d.Owed != moved.Owed || d.NextDue != moved.NextDue {
			t.Errorf("after the failed approval: %+v, want %+v", d, moved)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM reschedules WHERE order_id = 81`); n != 2 {
			t.Errorf("%d reschedules of order 81", n)
		}
		booksHold(t, env, "after the second reschedule")
	})
}
