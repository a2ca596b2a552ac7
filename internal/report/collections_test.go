package report_test

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"kwarta/internal/collect"
	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/report"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

var manila = func() *time.Location {
	l, err := time.LoadLocation("Asia/Manila")
	if err != nil {
		panic(err)
	}
	return l
}()

// local is a moment in Manila; the months before November are 2027's.
func local(month time.Month, day, hour int) time.Time {
	year := 2026
	if month < time.November {
		year = 2027
	}
	return time.Date(year, month, day, hour, 0, 0, 0, manila)
}

// date is a calendar date as the books keep it (midnight UTC).
func date(month time.Month, day int) time.Time {
	d := local(month, day, 0)
	return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC)
}

// TestCollectionsReports builds a small portfolio on borrower B, moves the
// clock across three month ends (the collections job writes the
// snapshots) and checks every report against figures worked out by hand.
//
// The demo world's borrower A has loans in repayment: they are paid off on
// the first day (their payments, taken from the engine, and their plans'
// instalments are added to the efficiency's figures), so they are in no
// snapshot and owe no principal.
//
// The portfolio, disbursed on Nov 2 (vintage 2026-11):
//   - F: Kwarta Flex (product 1), ₱6,000 over 91 days in 3 instalments
//     (30, 30, 31 days): due Dec 2, Jan 1, Feb 1; principal 200000 each;
//     instalment 1's interest 600000 × 500 ppm × 30 days = 9000 and the
//     service fee 15000, so it asks 224000. F pays 15000 on Dec 9 and 10000
//     on Jan 10 (the least payment is 10000): 25000 goes to the late
//     charges (the penalty of Dec 3 and the late interest, well over
//     1000 by Jan 10), the fee and the interest, never principal: F's principal
//     outstanding stays 600000, and its first unpaid due date Dec 2.
//   - L: Kwarta Lite (product 4), ₱3,000 over 91 days, one instalment due
//     Feb 1: interest 300000 × 600 ppm × 91 = 16380, fee 10000. Paid off
//     on Jan 15 (326380).
func TestCollectionsReports(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		env.ManyLoans(t) // several loans at once for one borrower
		ctx, loans, c := t.Context(), env.App.Loans, env.App.Collect

		tick := func() {
			t.Helper()
			if _, err := loans.RunSchedule(ctx, db); err != nil {
				t.Fatal(err)
			}
			if _, _, err := c.Run(ctx); err != nil {
				t.Fatal(err)
			}
		}
		until := func(to time.Time) {
			t.Helper()
			for now := env.Clock.Now(); now.Before(to); now = env.Clock.Now() {
				next := now.Truncate(6 * time.Hour).Add(6 * time.Hour)
				if next.After(to) {
					next = to
				}
				env.Clock.Set(next)
				tick()
			}
		}
		// pay credits amount to order o through the sandbox channel, as a
		// borrower paying a pay code (a row in payments).
		pay := func(o loan.Order, amount int64, session ...string) {
			sess := demo.SessionB
			if len(session) > 0 {
				sess = session[0]
			}
			t.Helper()
			code := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/repay/generate-pay-code", Session: sess,
				Form: url.Values{"orderId": {strconv.FormatInt(o.ID, 10)}, "productId": {strconv.FormatInt(o.ProductID, 10)},
					"amount": {strconv.FormatInt(amount, 10)}, "channelNumber": {"GCSH"}}})
			var p struct{ PayURL string }
			code.Decode(t, &p)
			if p.PayURL == "" {
				t.Fatalf("pay code: %s", code.Body)
			}
			sandbox, _, _ := strings.Cut(p.PayURL, "?")
			if r := env.Do(t, servertest.Request{Method: "POST", Path: sandbox, Form: url.Values{"status": {"S"}}}); r.Status >= 400 {
				t.Fatalf("postback: %d %s", r.Status, r.Body)
			}
		}

		// The demo's orders stay as they are (borrower A pays nothing): their
		// instalments falling due are added to the efficiency's figures, and
		// their lines (the job's snapshots, the aging) to the others'.
		demoDue := map[string]int64{} // YYYY-MM: their instalments falling due
		demoOrders, err := loan.OrdersOf(ctx, db, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range demoOrders {
			if o.DisbursedAt.IsZero() {
				continue
			}
			for _, in := range o.Plan.Instalments {
				demoDue[in.DueDate.Format("2006-01")] += in.Total
			}
		}

		lend := func(product, amount int64) loan.Order {
			t.Helper()
			o, err := loans.Push(ctx, 2, product, amount, 91, loan.TermUnitDays, "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := loans.Operate(ctx, db, loan.EventApprove, o.No, "operator:test"); err != nil {
				t.Fatal(err)
			}
			if _, err := loans.Withdraw(ctx, db, 2, o.ID); err != nil {
				t.Fatal(err)
			}
			if o, err = loans.Operate(ctx, db, loan.EventDisburse, o.No, "operator:test"); err != nil {
				t.Fatal(err)
			}
			return o
		}
		until(local(time.November, 2, 10))
		f := lend(1, 600000)
		l := lend(4, 300000)
		if in := f.Plan.Instalments[0]; in.Principal != 200000 || in.Interest != 9000 || in.Fees != 15000 || in.DueDate != date(time.December, 2) {
			t.Fatalf("F's first instalment %+v", in)
		}

		ana, ben := collect.Member{ID: 901, Name: "ana"}, collect.Member{ID: 902, Name: "ben"}
		until(local(time.December, 3, 10))
		if _, err := c.LogContact(ctx, db, ana, collect.Attempt{OrderID: f.ID, Channel: collect.Call, Outcome: "promised"}); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Promise(ctx, db, ana, f.ID, 15000, date(time.December, 10)); err != nil {
			t.Fatal(err)
		}
		until(local(time.December, 9, 14))
		pay(f, 15000) // keeps ana's promise
		until(local(time.December, 12, 10))
		if _, err := c.LogContact(ctx, db, ana, collect.Attempt{OrderID: f.ID, Channel: collect.Call, Outcome: "no_answer"}); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Promise(ctx, db, ana, f.ID, 10000, date(time.December, 20)); err != nil {
			t.Fatal(err)
		}
		until(local(time.December, 22, 10)) // the promise broke on Dec 21
		if _, err := c.LogContact(ctx, db, ben, collect.Attempt{OrderID: f.ID, Channel: collect.Visit, Outcome: "reached"}); err != nil {
			t.Fatal(err)
		}
		until(local(time.January, 10, 14))
		pay(f, 10000) // ben's visit 19 days before: ben's recovery
		until(local(time.January, 15, 14))
		ow, err := loans.Owing(ctx, db, l.ID)
		if err != nil {
			t.Fatal(err)
		}
		// L's payoff: 300000 + 16380 + 10000.
		if ow.Balance.Total() != 326380 {
			t.Fatalf("L owes %d, want 326380", ow.Balance.Total())
		}
		pay(l, 326380)
		until(local(time.February, 2, 10))

		// The snapshots: Nov 30: F and L (0 days past due); Dec 31: F 29
		// days past due (Dec 2 to Dec 31), L current; Jan 31: F 60 days.
		snaps, err := report.Snapshots(ctx, db, date(time.November, 30), date(time.January, 31))
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		demoLines := map[string]map[int64]collect.SnapshotLine{} // month-end: the demo's lines
		for _, s := range snaps {
			if s.OrderID != f.ID && s.OrderID != l.ID {
				e := s.MonthEnd.Format(time.DateOnly)
				if demoLines[e] == nil {
					demoLines[e] = map[int64]collect.SnapshotLine{}
				}
				demoLines[e][s.OrderID] = s.SnapshotLine
				continue
			}
			got[s.MonthEnd.Format(time.DateOnly)] += strconv.FormatInt(s.OrderID, 10) + ":" + strconv.Itoa(s.DaysPastDue) + ":" + strconv.FormatInt(s.PrincipalOutstanding, 10) + " "
		}
		fs, ls := strconv.FormatInt(f.ID, 10), strconv.FormatInt(l.ID, 10)
		want := map[string]string{
			"2026-11-30": fs + ":0:600000 " + ls + ":0:300000 ",
			"2026-12-31": fs + ":29:600000 " + ls + ":0:300000 ",
			"2027-01-31": fs + ":60:600000 ",
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("snapshot %s = %q, want %q", k, got[k], v)
			}
		}

		// Idempotence: the job again, a second service, and Snapshot by hand
		// write nothing more.
		before := len(snaps)
		tick()
		other := collect.New(db, env.Clock, env.App.Config.Market, env.App.Account, env.App.Notices, nil, env.App.Content.Company, env.App.Logger)
		other.SetBook(report.SnapshotBook(manila))
		if _, _, err := other.Run(ctx); err != nil {
			t.Fatal(err)
		}
		if n, err := other.Snapshot(ctx, date(time.December, 31)); err != nil || n != 0 {
			t.Fatalf("a second snapshot of Dec 31 wrote %d (%v)", n, err)
		}
		if again, _ := report.Snapshots(ctx, db, date(time.November, 30), date(time.January, 31)); len(again) != before {
			t.Errorf("snapshot lines %d after the second runs, were %d", len(again), before)
		}

		// PAR on Jan 14: ours, F 600000 + L 300000 = 900000 outstanding; F
		// is 43 days past due (Dec 2 to Jan 14): in PAR1 and PAR30, not in
		// PAR60 or PAR90. The demo's orders add their aging lines.
		aging, err := report.Aging(ctx, db, date(time.January, 14))
		if err != nil {
			t.Fatal(err)
		}
		wantTotal, wantPAR := int64(900000), []int64{600000, 600000, 0, 0}
		for _, r := range aging {
			if r.OrderID == f.ID || r.OrderID == l.ID {
				continue
			}
			wantTotal += r.Owed.Principal
			for i, th := range report.PARThresholds {
				if r.DaysPastDue > th.Over {
					wantPAR[i] += r.Owed.Principal
				}
			}
		}
		total, _, lines, err := report.PortfolioAtRisk(ctx, db, date(time.January, 14), time.Time{})
		if err != nil {
			t.Fatal(err)
		}
		if total != wantTotal {
			t.Errorf("PAR's outstanding %d, want %d", total, wantTotal)
		}
		for i := range lines {
			if lines[i].Principal != wantPAR[i] || lines[i].ShareBP != report.Share(wantPAR[i], wantTotal) {
				t.Errorf("%s = %d (%d bp), want %d of %d", lines[i].Name, lines[i].Principal, lines[i].ShareBP, wantPAR[i], wantTotal)
			}
		}
		// Today's aging and PAR from the summaries (the worklist, the
		// orders at 170 and 174, the trial balance) are the ones from every
		// order's postings, bucket by bucket, on this portfolio and the
		// demo's (F 60 days past due, the demo's orders in every bucket).
		// A new loan for B (Kwarta Lite again, L was paid off) is current.
		fresh, err := loans.Push(ctx, 2, 4, 1_000_000, 91, loan.TermUnitDays, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, step := range []func() (loan.Order, error){
			func() (loan.Order, error) {
				return loans.Operate(ctx, db, loan.EventApprove, fresh.No, loan.OperatorActor("ana"))
			},
			func() (loan.Order, error) { return loans.Withdraw(ctx, db, 2, fresh.ID) },
			func() (loan.Order, error) {
				return loans.Operate(ctx, db, loan.EventDisburse, fresh.No, loan.OperatorActor("ben"))
			},
		} {
			if _, err := step(); err != nil {
				t.Fatal(err)
			}
		}
		tick()
		now := env.Clock.Now().In(manila)
		today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
		fast, err := report.AgingOn(ctx, db, today, today)
		if err != nil {
			t.Fatal(err)
		}
		slow, err := report.AgingOn(ctx, db, today, time.Time{})
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(fast) != fmt.Sprint(slow) {
			t.Errorf("today's aging from the summaries\n%v\nfrom the postings\n%v", fast, slow)
		}
		if fast[0].Orders == 0 || fast[1].Orders+fast[2].Orders+fast[3].Orders+fast[4].Orders == 0 {
			t.Errorf("the portfolio has no current or no past-due orders to compare: %v", fast)
		}
		ft, fo, fl, err1 := report.PortfolioAtRisk(ctx, db, today, today)
		st, so, sl, err2 := report.PortfolioAtRisk(ctx, db, today, time.Time{})
		if err1 != nil || err2 != nil || ft != st || fo != so || fmt.Sprint(fl) != fmt.Sprint(sl) {
			t.Errorf("today's PAR from the summaries %d %d %v, from the postings %d %d %v (%v %v)", ft, fo, fl, st, so, sl, err1, err2)
		}
		// Without the demo's: PAR30 would be 600000 / 900000 = 6667 bp.
		if report.Share(600000, 900000) != 6667 {
			t.Error("share")
		}

		// Roll rates into December, the current row: ours F (600000) went to
		// 1-30, L (300000) stayed current; the demo's current lines at Nov
		// 30 add to the row and to where they were at Dec 31.
		curFrom, curTo, cur30 := int64(900000), int64(300000), int64(600000)
		for id, b := range demoLines["2026-11-30"] {
			if b.DaysPastDue > 0 {
				continue
			}
			curFrom += b.PrincipalOutstanding
			if a, ok := demoLines["2026-12-31"][id]; ok && a.DaysPastDue == 0 {
				curTo += b.PrincipalOutstanding
			} else if ok && a.DaysPastDue <= 30 {
				cur30 += b.PrincipalOutstanding
			}
		}
		rr, ok, err := report.RollRates(ctx, db, date(time.December, 1))
		if err != nil || !ok {
			t.Fatalf("roll rates: %v %v", ok, err)
		}
		if r := rr[0]; r.Principal != curFrom || r.To[0] != curTo || r.To[1] != cur30 || r.ShareBP[1] != report.Share(cur30, curFrom) {
			t.Errorf("December's current row %+v, want %d: %d current, %d to 1-30", r, curFrom, curTo, cur30)
		}
		// Into January: 1-30 at Dec 31 is F alone (the demo's are past 30
		// days or current): all of it to 31-60; L's 300000 paid off.
		for _, b := range demoLines["2026-12-31"] {
			if b.DaysPastDue > 0 && b.DaysPastDue <= 30 {
				t.Fatalf("a demo order in 1-30 at Dec 31: %+v", b)
			}
		}
		rr, _, _ = report.RollRates(ctx, db, date(time.January, 1))
		if r := rr[1]; r.Principal != 600000 || r.ShareBP[2] != 10000 {
			t.Errorf("January's 1-30 row %+v", r)
		}
		if r := rr[0]; r.To[5] != 300000 {
			t.Errorf("January's current row %+v: L's 300000 paid off", r)
		}

		// The vintage 2026-11: 900000 disbursed; at Jan 31 (2 months on
		// book) F's 600000 is over 30 days past due: 6667 bp; 0 before.
		vs, err := report.Vintages(ctx, db, manila)
		if err != nil {
			t.Fatal(err)
		}
		var nov *report.Vintage
		for i := range vs {
			if vs[i].Month == "2026-11" {
				nov = &vs[i]
			}
		}
		if nov == nil || nov.Disbursed != 900000 || len(nov.Points) != 3 || nov.Points[2].MonthsOnBook != 2 || nov.Points[2].Over30 != 600000 ||
			nov.Points[2].ShareBP != 6667 || nov.Points[1].Over30 != 0 || nov.Points[0].MonthsOnBook != 0 {
			t.Errorf("vintage 2026-11: %+v", nov)
		}

		// Efficiency of December: received 15000 (F on Dec 9); fell due
		// F's instalment 1, 224000, and the demo's instalments due in
		// December. January: received 10000 + 326380; fell due F's
		// instalment 2 (200000 + 600000 less 200000 over 30 days at 500 ppm
		// = 6000: 206000) and the demo's.
		eff, err := report.Efficiency(ctx, db, report.Months(date(time.December, 1), date(time.January, 1), manila))
		if err != nil {
			t.Fatal(err)
		}
		if e := eff[0]; e.Received != 15000 || e.FellDue != 224000+demoDue["2026-12"] || e.ShareBP != report.Share(15000, 224000+demoDue["2026-12"]) {
			t.Errorf("December's efficiency %+v (demo's due %d)", e, demoDue["2026-12"])
		}
		if e := eff[1]; e.Received != 10000+326380 || e.FellDue != 206000+demoDue["2027-01"] {
			t.Errorf("January's efficiency %+v (demo's due %d)", e, demoDue["2027-01"])
		}
		if report.Share(15000, 224000) != 670 { // 6.696%
			t.Errorf("share rounding: %d", report.Share(15000, 224000))
		}

		// Promises resolved in December: one kept, one broken: 50%.
		pr, err := report.PromiseRates(ctx, db, report.Months(date(time.December, 1), date(time.December, 1), manila))
		if err != nil {
			t.Fatal(err)
		}
		if p := pr[0]; p.Kept != 1 || p.Broken != 1 || p.KeptRateBP != 5000 || p.KeptAmount != 15000 || p.BrokenAmount != 10000 {
			t.Errorf("December's promises %+v", p)
		}

		// Collectors from Dec 1 to Jan 31: ana 2 calls (1 reached), 2
		// promises (1 kept, 1 broken), recoveries 15000 (her call on Dec 3
		// was the last contact before the Dec 9 payment); ben 1 visit
		// (reached), recoveries 10000 (Jan 10, his visit 19 days before).
		// L's payoff had no contact: nobody's.
		from, to := local(time.December, 1, 0).UnixMilli(), local(time.February, 1, 0).UnixMilli()
		cs, err := report.Collectors(ctx, db, from, to)
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) != 2 {
			t.Fatalf("collectors %+v", cs)
		}
		if a := cs[0]; a.Name != "ana" || a.Calls != 2 || a.Reached != 1 || a.Promises != 2 || a.Kept != 1 || a.Broken != 1 || a.Recoveries != 15000 {
			t.Errorf("ana %+v", a)
		}
		if b := cs[1]; b.Name != "ben" || b.Visits != 1 || b.Reached != 1 || b.Recoveries != 10000 || b.Payments != 1 {
			t.Errorf("ben %+v", b)
		}
	})
}
