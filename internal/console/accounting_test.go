package console_test

import (
	"encoding/csv"
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
	"kwarta/internal/page"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// csvRows downloads a CSV report and answers its rows, header first.
func csvRows(t *testing.T, env *servertest.Env, op operator, path string, q url.Values) [][]string {
	t.Helper()
	r := op.call(t, env, "GET", path, q)
	if r.Status != http.StatusOK || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/csv") {
		t.Fatalf("%s %v: %d %s", path, q, r.Status, r.Body)
	}
	rows, err := csv.NewReader(strings.NewReader(r.Body)).ReadAll()
	if err != nil {
		t.Fatalf("%s: not CSV: %v", path, err)
	}
	return rows
}

// allPages reads every page of a paged accounting list, limit rows at a time.
func allPages[T any](t *testing.T, env *servertest.Env, op operator, path string, q url.Values, limit int) []T {
	t.Helper()
	var out []T
	q.Set("limit", strconv.Itoa(limit))
	for {
		var pg page.Page[T]
		r := op.call(t, env, "GET", path, q)
		if r.Status != http.StatusOK {
			t.Fatalf("%s %v: %d %s", path, q, r.Status, r.Body)
		}
		r.Decode(t, &pg)
		out = append(out, pg.Rows...)
		if pg.Next == "" {
			if int64(len(out)) != pg.Total {
				t.Fatalf("%s: %d rows over the pages, total %d", path, len(out), pg.Total)
			}
			return out
		}
		q.Set("cursor", pg.Next)
	}
}

// TestAccounting_Reports builds a small world on the demo's: a loan of
// ₱5,000 disbursed (approved and sent under four eyes), a part-payment of
// ₱1,000 through the sandbox, and 40 days past its due date the late
// charges. Every report, through the real router, shows it: the trial
// balance is zero on every date and moves by what was posted; the journal
// (paged and as CSV) holds the postings; the income statement's lines are
// the journal's postings to each income account; the aging puts the order
// in 31-60 with what the engine says it owes; the registers list the
// disbursement and the payment with borrower, channel, reference and
// amount; the order's ledger equals the engine's figures. Reviewer and
// support are refused; bad dates and periods are 400s naming the field.
func TestAccounting_Reports(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		fin := enrol(t, env, "fe", console.Finance)
		admin := enrol(t, env, "ana", console.Admin)
		manila := env.App.Config.Market.Location()
		today := func() string { return env.Clock.Now().In(manila).Format(time.DateOnly) }
		trial := func(date string) console.TrialBalance {
			t.Helper()
			var tb console.TrialBalance
			r := fin.call(t, env, "GET", "/admin/api/accounting/trial-balance", url.Values{"date": {date}})
			if r.Status != http.StatusOK {
				t.Fatalf("trial balance %s: %d %s", date, r.Status, r.Body)
			}
			r.Decode(t, &tb)
			var sum int64
			for _, row := range tb.Rows {
				sum += row.Balance
			}
			if tb.Total != 0 || sum != 0 || tb.Debits != tb.Credits {
				t.Errorf("trial balance on %s does not sum to zero: %+v", date, tb)
			}
			return tb
		}
		balanceOf := func(tb console.TrialBalance, code string) int64 {
			for _, r := range tb.Rows {
				if r.Code == code {
					return r.Balance
				}
			}
			return 0
		}
		income := func(from, to string) ledger.Statement {
			t.Helper()
			var st ledger.Statement
			fin.call(t, env, "GET", "/admin/api/accounting/income", url.Values{"from": {from}, "to": {to}}).Decode(t, &st)
			return st
		}
		day0 := today()
		tb0, st0 := trial(day0), income(day0, day0)

		// The loan: approved, withdrawn, sent (proposed and approved).
		o, err := env.App.Loans.Push(ctx, 2, 1, 500000, 91, loan.TermUnitDays, "")
		if err != nil {
			t.Fatal(err)
		}
		if r := admin.call(t, env, "POST", "/admin/api/orders/decide", url.Values{"orderNo": {o.No}, "decision": {"approve"}}); r.Status != http.StatusOK {
			t.Fatalf("approve: %d %s", r.Status, r.Body)
		}
		if _, err := env.App.Loans.Withdraw(ctx, db, o.UserID, o.ID); err != nil {
			t.Fatal(err)
		}
		approved(t, env, fin, proposalIn(t, admin.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {o.No}})).ID)
		o, _, err = env.App.Loans.Lookup(ctx, o.No)
		if err != nil {
			t.Fatal(err)
		}
		plan := o.Plan.TotalInterest
		fee := o.Plan.TotalFees

		// The trial balance moved by what was posted: the principal lent
		// and the plan's interest and fee receivable.
		tb1 := trial(day0)
		rec := func(tb console.TrialBalance) int64 {
			var s int64
			for _, c := range []string{ledger.PrincipalReceivable, ledger.InterestReceivable, ledger.FeesReceivable, ledger.LateInterestReceivable, ledger.PenaltyReceivable} {
				s += balanceOf(tb, c)
			}
			return s
		}
		if got, want := rec(tb1)-rec(tb0), 500000+plan+fee; got != want {
			t.Errorf("receivables moved by %d, want %d", got, want)
		}
		if got := balanceOf(tb1, ledger.PayoutClearing) - balanceOf(tb0, ledger.PayoutClearing); got != -500000 {
			t.Errorf("payout clearing moved by %d, want -500000", got)
		}
		if st1 := income(day0, day0); st1.Income-st0.Income < fee || st1.Net != st1.Income-st1.Expenses {
			t.Errorf("the day's income %+v, before %+v: the fee %d is not in it", st1, st0, fee)
		}

		// The part-payment on the due date: ₱1,000 through the sandbox's GCash.
		due := o.NextDue
		env.Clock.Set(time.Date(due.Year(), due.Month(), due.Day(), 10, 0, 0, 0, manila))
		payDay := today()
		fin = enrol(t, env, "fe2", console.Finance) // the sessions ended meanwhile
		tbBefore := trial(payDay)
		const part = 100000
		code := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/repay/generate-pay-code", Session: demo.SessionB,
			Form: url.Values{"orderId": {strconv.FormatInt(o.ID, 10)}, "productId": {strconv.FormatInt(o.ProductID, 10)}, "amount": {strconv.Itoa(part)}, "channelNumber": {"GCSH"}}})
		var pay struct{ PayURL string }
		code.Decode(t, &pay)
		sandbox, _, _ := strings.Cut(pay.PayURL, "?")
		if pay.PayURL == "" {
			t.Fatalf("pay code: %s", code.Body)
		}
		if r := env.Do(t, servertest.Request{Method: "POST", Path: sandbox, Form: url.Values{"status": {"S"}}}); r.Status >= 400 {
			t.Fatalf("the sandbox's postback: %d %s", r.Status, r.Body)
		}

		if got := balanceOf(trial(payDay), ledger.CashInTransitOf("GCSH")) - balanceOf(tbBefore, ledger.CashInTransitOf("GCSH")); got != part {
			t.Errorf("GCash's cash in transit moved by %d, want %d", got, part)
		}

		// The registers: the disbursement and the payment, each once.
		var disb []console.RegisterLine
		for _, l := range allPages[console.RegisterLine](t, env, fin, "/admin/api/accounting/disbursements", url.Values{"from": {day0}, "to": {day0}}, 1) {
			if l.OrderNo == o.No {
				disb = append(disb, l)
			}
		}
		if len(disb) != 1 || disb[0].Amount != 500000 || disb[0].Borrower != "Jose Reyes" || disb[0].Channel == "" || disb[0].Reference == "" ||
			!strings.Contains(disb[0].Phone, "*") {
			t.Errorf("the disbursement register: %+v", disb)
		}
		var coll []console.RegisterLine
		for _, l := range allPages[console.RegisterLine](t, env, fin, "/admin/api/accounting/collections", url.Values{"from": {day0}, "to": {payDay}}, 1) {
			if l.OrderNo == o.No {
				coll = append(coll, l)
			}
		}
		var refNo string
		if err := db.QueryRow(ctx, `SELECT ref_no FROM payments WHERE order_id = ?`, o.ID).Scan(&refNo); err != nil {
			t.Fatal(err)
		}
		if len(coll) != 1 || coll[0].Amount != part || coll[0].Channel != "GCSH" || coll[0].Reference != refNo || coll[0].Borrower != "Jose Reyes" {
			t.Errorf("the collection register: %+v (ref %s)", coll, refNo)
		}
		regCSV := csvRows(t, env, fin, "/admin/api/accounting/collections.csv", url.Values{"from": {payDay}, "to": {payDay}})
		found := false
		for _, row := range regCSV[1:] {
			found = found || (row[1] == o.No && row[4] == "GCSH" && row[5] == refNo && row[8] == strconv.Itoa(part))
		}
		if !found {
			t.Errorf("the collections CSV has no row of the payment: %v", regCSV)
		}

		// 40 days past the due date: the late charges are posted.
		env.Clock.Set(time.Date(due.Year(), due.Month(), due.Day(), 10, 0, 0, 0, manila).AddDate(0, 0, 40))
		// The schedule job's run after the jump, as the server's every 15
		// minutes: every order, the demo's too, up to date in the books
		// and the worklist (today's aging reads the worklist).
		if _, err := env.App.Loans.RunSchedule(ctx, db); err != nil {
			t.Fatal(err)
		}
		day1 := today()
		fin = enrol(t, env, "fe3", console.Finance)
		rev, sup := enrol(t, env, "rio", console.Reviewer), enrol(t, env, "sam", console.Support)
		var ol console.OrderLedger
		sup.call(t, env, "GET", "/admin/api/orders/ledger", url.Values{"orderId": {strconv.FormatInt(o.ID, 10)}}).Decode(t, &ol)
		comp := map[string]console.LedgerComponent{}
		for _, c := range ol.Components {
			comp[c.Component] = c
		}
		if ol.Differs || comp["penalty"].Books <= 0 || comp["late interest"].Books <= 0 || comp["principal"].Books != comp["principal"].Engine || len(ol.Postings) < 4 {
			t.Errorf("the order's ledger 40 days late: %+v", ol)
		}
		var owedTotal int64
		for _, c := range ol.Components {
			owedTotal += c.Engine
		}

		// The trial balance is zero on every date from the loan on.
		for d := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC); d.Format(time.DateOnly) <= day1; d = d.AddDate(0, 0, 10) {
			trial(d.Format(time.DateOnly))
		}
		trial(day1)

		// The journal, paged and as CSV: the same postings; the charges of
		// the order are in it; the income statement's lines are the
		// journal's postings to each income and expense account.
		period := url.Values{"from": {day0}, "to": {day1}}
		lines := allPages[console.JournalLine](t, env, fin, "/admin/api/accounting/journal", period, 50)
		jcsv := csvRows(t, env, fin, "/admin/api/accounting/journal.csv", period)
		if len(jcsv)-1 != len(lines) || jcsv[0][0] != "date" {
			t.Fatalf("the journal's CSV has %d rows, its pages %d", len(jcsv)-1, len(lines))
		}
		byAccount := map[string]int64{}
		kinds := map[string]bool{}
		var debits, credits int64
		for _, l := range lines {
			byAccount[l.Account] += l.Credit - l.Debit
			debits, credits = debits+l.Debit, credits+l.Credit
			if l.OrderNo == o.No {
				kinds[l.Kind] = true
			}
		}
		if debits != credits {
			t.Errorf("the journal's debits %d and credits %d differ", debits, credits)
		}
		// One day's journal in each order (a key range of its own index):
		// the same postings, in that order, counted from the day totals.
		oneDay := url.Values{"from": {day1}, "to": {day1}}
		byDate := allPages[console.JournalLine](t, env, fin, "/admin/api/accounting/journal", oneDay, 2)
		for _, sort := range []string{"account", "-amount"} {
			q := url.Values{"from": {day1}, "to": {day1}, "sort": {sort}}
			sorted := allPages[console.JournalLine](t, env, fin, "/admin/api/accounting/journal", q, 2)
			if len(sorted) != len(byDate) || len(sorted) == 0 {
				t.Fatalf("the journal of %s by %s: %d postings, by date %d", day1, sort, len(sorted), len(byDate))
			}
			for i := 1; i < len(sorted); i++ {
				a, b := sorted[i-1], sorted[i]
				if (sort == "account" && a.Account > b.Account) || (sort == "-amount" && a.Debit-a.Credit < b.Debit-b.Credit) {
					t.Errorf("the journal of %s by %s: %+v before %+v", day1, sort, a, b)
				}
			}
		}
		for _, k := range []string{ledger.KindDisbursement, ledger.KindRepayment, ledger.KindCharges} {
			if !kinds[k] {
				t.Errorf("the journal has no %s entry of the order: %v", k, kinds)
			}
		}
		st := income(day0, day1)
		if len(st.Lines) < 6 {
			t.Errorf("the income statement's lines: %+v", st.Lines)
		}
		var sumIncome, sumExpenses int64
		for _, l := range st.Lines {
			want := byAccount[l.Code]
			if l.Kind == "expense" {
				want, sumExpenses = -want, sumExpenses+l.Amount
			} else {
				sumIncome += l.Amount
			}
			if l.Amount != want {
				t.Errorf("income statement %s %s: %d, the journal's postings %d", l.Code, l.Name, l.Amount, want)
			}
		}
		if st.Income != sumIncome || st.Expenses != sumExpenses || st.Net != sumIncome-sumExpenses || byAccount[ledger.PenaltyIncome] <= 0 {
			t.Errorf("the income statement's totals: %+v", st)
		}

		// The aging: the order 40 days past due, owing what the engine says.
		var aging console.Aging
		fin.call(t, env, "GET", "/admin/api/accounting/aging", url.Values{"date": {day1}}).Decode(t, &aging)
		rows := csvRows(t, env, fin, "/admin/api/accounting/aging.csv", url.Values{"date": {day1}})
		perBucket := map[string]int64{}
		var mine []string
		for _, r := range rows[1:] {
			total, _ := strconv.ParseInt(r[13], 10, 64)
			perBucket[r[6]] += total
			if r[1] == o.No {
				mine = r
			}
		}
		if mine == nil || mine[5] != "40" || mine[6] != "31-60" || mine[4] != due.Format(time.DateOnly) || mine[13] != strconv.FormatInt(owedTotal, 10) || mine[2] != "Jose Reyes" {
			t.Errorf("the order's aging row: %v (owed %d)", mine, owedTotal)
		}
		if len(aging.Buckets) != 5 || aging.Total.Orders != int64(len(rows)-1) {
			t.Errorf("aging: %+v, %d rows", aging, len(rows)-1)
		}
		for _, b := range aging.Buckets {
			if b.Total != perBucket[b.Bucket] || b.Total != b.Principal+b.Interest+b.Fees+b.LateInterest+b.Penalty {
				t.Errorf("aging bucket %s: %+v, the CSV's rows %d", b.Bucket, b, perBucket[b.Bucket])
			}
		}

		// Refused: other roles; bad dates and periods.
		for _, op := range []operator{rev, sup} {
			for _, path := range []string{"trial-balance", "journal.csv", "income", "aging", "disbursements", "collections.csv"} {
				if r := op.call(t, env, "GET", "/admin/api/accounting/"+path, nil); r.Status != http.StatusForbidden {
					t.Errorf("%s reads %s: %d", op.name, path, r.Status)
				}
			}
		}
		for _, c := range []struct {
			path  string
			q     url.Values
			field string
		}{
			{"trial-balance", url.Values{"date": {"2026-13-01"}}, "date"},
			{"aging.csv", url.Values{"date": {"yesterday"}}, "date"},
			{"journal", url.Values{"from": {"2026-11-20"}, "to": {"2026-11-01"}}, "to"},
			{"journal.csv", url.Values{"from": {"2025-01-01"}, "to": {"2026-11-01"}}, "to"},
			{"income", url.Values{"from": {"1 Nov"}}, "from"},
			{"collections", url.Values{"sort": {"name"}}, "sort"},
		} {
			r := fin.call(t, env, "GET", "/admin/api/accounting/"+c.path, c.q)
			if r.Status != http.StatusBadRequest || r.Success || r.Fields[c.field] == "" {
				t.Errorf("%s %v: %d %s", c.path, c.q, r.Status, r.Body)
			}
		}
	})
}
