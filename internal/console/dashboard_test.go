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
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestConsole_Dashboard: a known world on top of the demo's, at 23:58
// Manila time on 20 November: four overdue orders aged 30, 31, 90 and 91
// days, one approved and disbursed, one payment, one landing visit and
// registration; then the clock passes midnight.
func TestConsole_Dashboard(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		manila := env.App.Config.Market.Location()
		env.Clock.Set(time.Date(2026, 11, 20, 23, 58, 0, 0, manila))
		admin := enrol(t, env, "ana", console.Admin)
		rev := enrol(t, env, "rita", console.Reviewer)
		fin := enrol(t, env, "fe", console.Finance)
		dashFor := func(funnel string) console.Dashboard {
			t.Helper()
			r := rev.call(t, env, "GET", "/admin/api/dashboard", url.Values{"funnel": {funnel}})
			if r.Status != http.StatusOK {
				t.Fatalf("dashboard: %d %s", r.Status, r.Body)
			}
			var d console.Dashboard
			r.Decode(t, &d)
			return d
		}
		dash := func() console.Dashboard { return dashFor("") }
		d0 := dash()
		if d0.Currency != "PHP" || d0.Today.From != "2026-11-20" || d0.Month.From != "2026-11-01" || len(d0.Overdue) != 3 || len(d0.Funnel) != 6 {
			t.Fatalf("dashboard: %+v", d0)
		}

		// Four overdue orders, disbursed last month, due 30, 31, 90 and 91 days before today.
		place := func(phone string) loan.Order {
			t.Helper()
			u, err := env.App.Account.CreateUser(ctx, db, phone, "Test "+phone)
			if err != nil {
				t.Fatal(err)
			}
			o, err := env.App.Loans.Push(ctx, u.ID, 1, 500000, 91, loan.TermUnitDays, "")
			if err != nil {
				t.Fatal(err)
			}
			return o
		}
		today := time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)
		var mine []string
		for i, days := range []int{30, 31, 90, 91} {
			o := place("+63917000000" + strconv.Itoa(i))
			mine = append(mine, strconv.FormatInt(o.ID, 10))
			if _, err := db.Exec(ctx, `UPDATE orders SET status = 180, amount_due = ?, next_due_at = ?, disbursed_at = ? WHERE id = ?`,
				600000+int64(i)*1000, store.Millis(today.AddDate(0, 0, -days)), store.Millis(today.AddDate(0, -4, 0)), o.ID); err != nil {
				t.Fatal(err)
			}
			if i == 0 { // registered from a landing page
				if _, err := db.Exec(ctx, `INSERT INTO registrations (user_id, channel, created_at) VALUES (?, 'landing', ?)`, o.UserID, store.Millis(env.Clock.Now())); err != nil {
					t.Fatal(err)
				}
			}
		}
		if r := env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/track-visit", Query: url.Values{"page_id": {"1"}}}); r.Status != http.StatusOK {
			t.Fatalf("track visit: %d %s", r.Status, r.Body)
		}
		d1 := dash()
		for i, want := range []struct{ orders, owed int64 }{{1, 600000}, {2, 601000 + 602000}, {1, 603000}} {
			if got := d1.Overdue[i]; got.Orders-d0.Overdue[i].Orders != want.orders || got.Owed-d0.Overdue[i].Owed != want.owed {
				t.Errorf("bucket %s: %+v, before %+v, want +%d orders +%d owed", got.Label, got, d0.Overdue[i], want.orders, want.owed)
			}
		}
		funnel := func(d console.Dashboard) map[string]int64 {
			m := map[string]int64{}
			for _, s := range d.Funnel {
				m[s.Key] = s.Count
			}
			return m
		}
		f0, f1 := funnel(d0), funnel(d1)
		for k, want := range map[string]int64{"visits": 1, "taps": 0, "codes": 0, "registrations": 1, "applied": 1, "funded": 1} {
			if f1[k]-f0[k] != want {
				t.Errorf("funnel %s: %d, before %d, want +%d", k, f1[k], f0[k], want)
			}
		}
		// Today's funnel is only today's: the visit and the registration made now.
		if d := dashFor("today"); d.FunnelPeriod != "today" || funnel(d)["visits"] != 1 || funnel(d)["registrations"] != 1 || funnel(d)["funded"] != 1 {
			t.Errorf("today's funnel: %+v", d.Funnel)
		}
		if d1.FunnelPeriod != "all" {
			t.Errorf("the default period: %q", d1.FunnelPeriod)
		}
		if r := rev.call(t, env, "GET", "/admin/api/dashboard", url.Values{"funnel": {"year"}}); r.Status != http.StatusBadRequest || r.Fields["funnel"] == "" {
			t.Errorf("a period it does not know: %d %s", r.Status, r.Body)
		}

		// One application approved and disbursed (proposed and approved), one payment on order 81.
		o, err := env.App.Loans.Push(ctx, 2, 1, 500000, 91, loan.TermUnitDays, "") // borrower B has a payout account
		if err != nil {
			t.Fatal(err)
		}
		if r := admin.call(t, env, "POST", "/admin/api/orders/decide", url.Values{"orderNo": {o.No}, "decision": {"approve"}}); r.Status != http.StatusOK {
			t.Fatalf("approve: %d %s", r.Status, r.Body)
		}
		if _, err := env.App.Loans.Withdraw(ctx, db, o.UserID, o.ID); err != nil {
			t.Fatal(err)
		}
		p := proposalIn(t, admin.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {o.No}}))
		approved(t, env, fin, p.ID) // a second operator
		paid := payOrder81(t, env)
		d2 := dash()
		for _, p := range []struct {
			name        string
			before, now console.Period
		}{{"today", d0.Today, d2.Today}, {"month", d0.Month, d2.Month}} {
			if p.now.Applications-p.before.Applications != 5 || p.now.Approvals-p.before.Approvals != 1 ||
				p.now.Disbursed-p.before.Disbursed != 500000 || p.now.Collected-p.before.Collected != paid {
				t.Errorf("%s: %+v, before %+v (paid %d)", p.name, p.now, p.before, paid)
			}
		}

		// Midnight in Manila: a new day, the same month; every overdue order a day older.
		env.Clock.Set(time.Date(2026, 11, 21, 0, 0, 0, 0, manila))
		d3 := dash()
		if d3.Today != (console.Period{From: "2026-11-21"}) || d3.Month != d2.Month {
			t.Errorf("after midnight: today %+v, month %+v (before %+v)", d3.Today, d3.Month, d2.Month)
		}
		if today, month := funnel(dashFor("today")), funnel(dashFor("month")); today["visits"] != 0 || today["registrations"] != 0 || month["visits"] < 1 || month["funded"] < 1 {
			t.Errorf("after midnight, today's funnel %v, the month's %v", today, month)
		}
		if _, err := db.Exec(ctx, `UPDATE orders SET status = 200 WHERE id IN (`+strings.Join(mine, ",")+`)`); err != nil {
			t.Fatal(err)
		}
		d4 := dash() // without the four
		for i, want := range []struct{ orders, owed int64 }{{0, 0}, {2, 600000 + 601000}, {2, 602000 + 603000}} {
			if got := d3.Overdue[i]; got.Orders-d4.Overdue[i].Orders != want.orders || got.Owed-d4.Overdue[i].Owed != want.owed {
				t.Errorf("a day later, bucket %s: %+v, without the four %+v, want +%d orders +%d owed", got.Label, got, d4.Overdue[i], want.orders, want.owed)
			}
		}
	})
}

// payOrder81 pays what borrower A's order 81 asks through the sandbox and
// answers the amount.
func payOrder81(t *testing.T, env *servertest.Env) int64 {
	t.Helper()
	var page struct{ RepayAmount int64 }
	env.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/loan-play-detail", Session: demo.SessionA,
		Query: url.Values{"orderId": {"81"}, "productId": {"2"}}}).Decode(t, &page)
	code := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/repay/generate-pay-code", Session: demo.SessionA,
		Form: url.Values{"orderId": {"81"}, "productId": {"2"}, "amount": {strconv.FormatInt(page.RepayAmount, 10)}, "channelNumber": {"GCSH"}}})
	var pay struct{ PayURL string }
	code.Decode(t, &pay)
	sandbox, _, _ := strings.Cut(pay.PayURL, "?")
	if pay.PayURL == "" {
		t.Fatalf("pay code: %s", code.Body)
	}
	if r := env.Do(t, servertest.Request{Method: "POST", Path: sandbox, Form: url.Values{"status": {"S"}}}); r.Status >= 400 {
		t.Fatalf("the sandbox's postback: %d %s", r.Status, r.Body)
	}
	return page.RepayAmount
}
