package collect_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/collect"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/page"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// borrowerB is the demo world's second borrower (no loan of product 1).
const borrowerB = 2

var manila = func() *time.Location {
	l, err := time.LoadLocation("Asia/Manila")
	if err != nil {
		panic(err)
	}
	return l
}()

func at(month time.Month, day, hour, minute int) time.Time {
	year := 2026
	if month < time.November {
		year = 2027
	}
	return time.Date(year, month, day, hour, minute, 0, 0, manila)
}

// phone records the texts sent.
type phone struct {
	mu   sync.Mutex
	sent []string // "to: text"
	fail bool
}

func (p *phone) Send(_ context.Context, to, text string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.fail {
		return errors.New("gateway down")
	}
	p.sent = append(p.sent, to+": "+text)
	return nil
}

// desk is one test's world: the app (whose loan service refreshes the
// worklist) and a collections service texting through phone.
type desk struct {
	t     *testing.T
	env   *servertest.Env
	c     *collect.Service
	phone *phone
	o     loan.Order
}

func newDesk(t *testing.T, db *store.DB) *desk {
	env := servertest.New(t, db)
	p := &phone{}
	a := env.App
	return &desk{t: t, env: env, phone: p, c: collect.New(env.DB, env.Clock, a.Config.Market, a.Account, a.Notices, p, a.Content.Company, a.Logger)}
}

var ana = collect.Member{ID: 901, Name: "ana"}

// tick is one run of the schedule job and of the collections job.
func (d *desk) tick() {
	d.t.Helper()
	if _, err := d.env.App.Loans.RunSchedule(d.t.Context(), d.env.DB); err != nil {
		d.t.Fatal(err)
	}
	if _, _, err := d.c.Run(d.t.Context()); err != nil {
		d.t.Fatal(err)
	}
}

// until moves the clock to t, running the jobs each whole hour on the way.
func (d *desk) until(t time.Time) {
	d.t.Helper()
	for now := d.env.Clock.Now(); now.Before(t); now = d.env.Clock.Now() {
		next := now.Truncate(time.Hour).Add(time.Hour)
		if next.After(t) {
			next = t
		}
		d.env.Clock.Set(next)
		d.tick()
	}
}

// lend disburses a loan of amount to borrower B on product 1 (91 days,
// 3 instalments) at 10:00 on Nov 2: the first instalment is due Dec 2.
func (d *desk) lend(amount int64) {
	d.t.Helper()
	ctx, loans, db := d.t.Context(), d.env.App.Loans, d.env.DB
	o, err := loans.Push(ctx, borrowerB, 1, amount, 91, loan.TermUnitDays, "")
	if err != nil {
		d.t.Fatal(err)
	}
	if _, err := loans.Operate(ctx, db, loan.EventApprove, o.No, "operator:test"); err != nil {
		d.t.Fatal(err)
	}
	if _, err := loans.Withdraw(ctx, db, borrowerB, o.ID); err != nil {
		d.t.Fatal(err)
	}
	d.until(at(time.November, 2, 10, 0))
	if d.o, err = loans.Operate(ctx, db, loan.EventDisburse, o.No, "operator:test"); err != nil {
		d.t.Fatal(err)
	}
}

func (d *desk) pay(amount int64) {
	d.t.Helper()
	var err error
	if d.o, _, err = d.env.App.Loans.Pay(d.t.Context(), d.env.DB, d.o.ID, amount, "test", ""); err != nil {
		d.t.Fatal(err)
	}
}

func (d *desk) account() (collect.Account, error) {
	return d.c.AccountOf(d.t.Context(), d.env.DB, d.o.ID)
}

func (d *desk) mustAccount() collect.Account {
	d.t.Helper()
	a, err := d.account()
	if err != nil {
		d.t.Fatal(err)
	}
	return a
}

// engine is what the loan engine says the order owes now.
func (d *desk) engine() loan.Balance {
	d.t.Helper()
	ow, err := d.env.App.Loans.Owing(d.t.Context(), d.env.DB, d.o.ID)
	if err != nil {
		d.t.Fatal(err)
	}
	return ow.Balance
}

func worklist(t *testing.T, c *collect.Service, f collect.Filter, sort string) []collect.Account {
	t.Helper()
	o, err := page.Params{Sort: sort}.Parse(collect.Sorts)
	if err != nil {
		t.Fatal(err)
	}
	p, err := c.Worklist(t.Context(), f, o)
	if err != nil {
		t.Fatal(err)
	}
	return p.Rows
}

func TestWorklist_FollowsTheEngine(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		d := newDesk(t, db)
		d.lend(500000)
		d.until(at(time.December, 2, 23, 0))
		if _, err := d.account(); fault.As(err).Code != fault.CodeNotFound {
			t.Fatalf("on its due date the order is in collections: %v", err)
		}
		// Day 1 past due: the row appears, its figures the engine's.
		d.until(at(time.December, 3, 9, 0))
		a := d.mustAccount()
		b := d.engine()
		if a.DaysPastDue != 1 || a.Bucket != "1-7" || a.DueDate != "2026-12-02" || a.Owed.Total != b.Total() ||
			a.Owed.Principal != b.Principal || a.Owed.Interest != b.Interest || a.Owed.Fees != b.Fees ||
			a.Owed.LateInterest != b.LateInterest || a.Owed.Penalty != b.Penalty || a.Phone == "" || strings.Contains(a.Phone, "1234567") {
			t.Fatalf("day 1: %+v, engine %+v", a, b)
		}
		// Day 9: the late interest grew, the bucket moved.
		d.until(at(time.December, 11, 9, 0))
		a, b = d.mustAccount(), d.engine()
		if a.DaysPastDue != 9 || a.Bucket != "8-30" || a.Owed.Total != b.Total() || a.Owed.LateInterest != b.LateInterest || a.Owed.Penalty == 0 {
			t.Fatalf("day 9: %+v, engine %+v", a, b)
		}
		has := func(rows []collect.Account) bool {
			return slices.ContainsFunc(rows, func(r collect.Account) bool { return r.OrderID == d.o.ID })
		}
		rows := worklist(t, d.c, collect.Filter{Bucket: "8-30"}, "")
		for _, r := range rows {
			if r.Bucket != "8-30" {
				t.Fatalf("bucket 8-30 lists %+v", r)
			}
		}
		if !has(rows) || has(worklist(t, d.c, collect.Filter{Bucket: "1-7"}, "")) {
			t.Fatalf("bucket 8-30: %+v", rows)
		}
		if has(worklist(t, d.c, collect.Filter{MinDays: 10}, "")) || !has(worklist(t, d.c, collect.Filter{MinDays: 9, MaxDays: 9}, "")) {
			t.Fatal("minDays/maxDays disagree with day 9")
		}
		// Paying what is due takes it off the list at once, without a job.
		ow, err := d.env.App.Loans.Owing(t.Context(), d.env.DB, d.o.ID)
		if err != nil {
			t.Fatal(err)
		}
		d.pay(ow.Due)
		if _, err := d.account(); fault.As(err).Code != fault.CodeNotFound {
			t.Fatalf("paid up, still in collections: %v", err)
		}
	})
}

func TestPromise_KeptOrBrokenAtTheBoundary(t *testing.T) {
	cases := []struct {
		name string
		// pay pays at a time, relative to the promise's day (Dec 10).
		payAt time.Time
		short int64 // centavos short of the promise
		want  string
	}{
		{"paid in full a minute before midnight", at(time.December, 10, 23, 59), 0, collect.PromiseKept},
		{"paid one centavo short", at(time.December, 10, 12, 0), 1, collect.PromiseBroken},
		{"paid in full a minute after midnight", at(time.December, 11, 0, 1), 0, collect.PromiseBroken},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, db *store.DB) {
				d := newDesk(t, db)
				d.lend(500000)
				d.until(at(time.December, 5, 10, 0))
				ctx := t.Context()
				p, err := d.c.Promise(ctx, d.env.DB, ana, d.o.ID, 100000, time.Date(2026, 12, 10, 0, 0, 0, 0, time.UTC))
				if err != nil {
					t.Fatal(err)
				}
				if _, err := d.c.Promise(ctx, d.env.DB, ana, d.o.ID, 5000, time.Date(2026, 12, 12, 0, 0, 0, 0, time.UTC)); fault.As(err).Code != fault.CodeConflict {
					t.Fatalf("a second open promise: %v", err)
				}
				if a := d.mustAccount(); a.PromiseState != collect.PromiseOpen || a.NextAction != "2026-12-11" {
					t.Fatalf("after the promise: %+v", a)
				}
				// A part payment before it counts toward it.
				d.pay(40000)
				d.until(c.payAt)
				d.pay(60000 - c.short)
				d.until(at(time.December, 11, 6, 0))
				ps, err := d.c.Promises(ctx, d.o.ID)
				if err != nil {
					t.Fatal(err)
				}
				if len(ps) != 1 || ps[0].ID != p.ID || ps[0].State != c.want {
					t.Fatalf("promise: %+v, want %s", ps, c.want)
				}
				a := d.mustAccount()
				if a.PromiseState != c.want {
					t.Fatalf("account's promise state %q, want %q", a.PromiseState, c.want)
				}
				if c.want == collect.PromiseBroken {
					// The morning after, the account heads the worklist, its
					// next action today, until someone contacts the borrower.
					if !a.FollowUp || a.NextAction != "2026-12-11" {
						t.Fatalf("broken: %+v", a)
					}
					if rows := worklist(t, d.c, collect.Filter{}, ""); rows[0].OrderID != d.o.ID {
						t.Fatalf("the broken promise's account is not first: %s first", rows[0].OrderNo)
					}
					d.until(at(time.December, 11, 9, 0))
					if _, err := d.c.LogContact(ctx, d.env.DB, ana, collect.Attempt{OrderID: d.o.ID, Channel: collect.Call, Outcome: "reached"}); err != nil {
						t.Fatal(err)
					}
					if a := d.mustAccount(); a.FollowUp || a.LastOutcome != "reached" {
						t.Fatalf("after the call: %+v", a)
					}
				}
			})
		})
	}
}

// TestConduct_Hours: outside 06:00-22:00 Manila a text is refused and a
// call warned, unless the account is more than 15 days past due or the
// borrower agreed to any hour.
func TestConduct_Hours(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		d := newDesk(t, db)
		d.lend(500000)
		ctx := t.Context()
		st := collect.DefaultSettings
		st.DailyCap = collect.MaxDailyCap
		if _, err := d.c.SaveSettings(ctx, d.env.DB, st, "lead"); err != nil {
			t.Fatal(err)
		}
		text := func() error {
			_, err := d.c.Send(ctx, ana, d.o.ID, "past_due", "en")
			return err
		}
		call := func(confirmed bool) (collect.Contact, error) {
			return d.c.LogContact(ctx, d.env.DB, ana, collect.Attempt{OrderID: d.o.ID, Channel: collect.Call, Outcome: "no_answer", Confirmed: confirmed})
		}
		// Day 10 (Dec 12), then day 15 (Dec 17): the rule holds.
		for _, day := range []int{12, 17} {
			for _, c := range []struct {
				hour, minute int
				allowed      bool
			}{{5, 59, false}, {6, 0, true}, {21, 59, true}, {22, 0, false}} {
				d.until(at(time.December, day, c.hour, c.minute))
				err := text()
				if b, blocked := collect.Blocked(err); blocked == c.allowed || (blocked && b.Rule != collect.RuleHours) {
					t.Errorf("Dec %d %02d:%02d: text %v, allowed %v", day, c.hour, c.minute, err, c.allowed)
				}
				ct, err := call(false)
				if b, blocked := collect.Blocked(err); blocked == c.allowed || (blocked && b.Rule != collect.RuleWarn) {
					t.Errorf("Dec %d %02d:%02d: call %v, allowed %v", day, c.hour, c.minute, err, c.allowed)
				}
				if !c.allowed {
					if ct, err = call(true); err != nil || !ct.OutsideHours || ct.Exception != collect.ExceptionWarned {
						t.Errorf("Dec %d %02d:%02d: confirmed call %+v %v", day, c.hour, c.minute, ct, err)
					}
				} else if ct.OutsideHours {
					t.Errorf("Dec %d %02d:%02d: inside the hours, marked outside", day, c.hour, c.minute)
				}
			}
		}
		// Day 16 (Dec 18): more than 15 days past due lifts the rule.
		d.until(at(time.December, 18, 22, 30))
		c, err := d.c.Send(ctx, ana, d.o.ID, "past_due", "en")
		if err != nil || !c.OutsideHours || c.Exception != collect.ExceptionDays || c.DaysPastDue != 16 {
			t.Fatalf("day 16 at 22:30: %+v %v", c, err)
		}
	})
}

// TestConduct_Consent: a borrower who agreed to texts at any hour may be
// texted at 22:30 on day 3.
func TestConduct_Consent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		d := newDesk(t, db)
		d.lend(500000)
		ctx := t.Context()
		d.until(at(time.December, 5, 22, 30))
		if _, err := d.c.Send(ctx, ana, d.o.ID, "past_due", "en"); err == nil {
			t.Fatal("22:30 on day 3 without consent: sent")
		}
		if _, err := d.env.App.Notices.SaveSettings(ctx, borrowerB, 1, 1, "en"); err != nil {
			t.Fatal(err)
		}
		c, err := d.c.Send(ctx, ana, d.o.ID, "past_due", "en")
		if err != nil || c.Exception != collect.ExceptionConsent {
			t.Fatalf("with consent: %+v %v", c, err)
		}
	})
}

// TestConduct_DailyCap: the cap counts every contact with the borrower in
// the local day; a text the gateway refused does not count; the next day
// starts again.
func TestConduct_DailyCap(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		d := newDesk(t, db)
		d.lend(500000)
		ctx := t.Context()
		d.until(at(time.December, 5, 9, 0))
		d.phone.fail = true
		if c, err := d.c.Send(ctx, ana, d.o.ID, "past_due", "en"); err != nil || c.Outcome != collect.OutcomeFailed {
			t.Fatalf("gateway down: %+v %v", c, err)
		}
		d.phone.fail = false
		for i := 0; i < 3; i++ {
			if _, err := d.c.LogContact(ctx, d.env.DB, ana, collect.Attempt{OrderID: d.o.ID, Channel: collect.Visit, Outcome: "no_answer"}); err != nil {
				t.Fatalf("contact %d: %v", i+1, err)
			}
		}
		_, err := d.c.Send(ctx, ana, d.o.ID, "past_due", "en")
		if b, ok := collect.Blocked(err); !ok || b.Rule != collect.RuleCap || !strings.Contains(err.Error(), "3 contacts today") {
			t.Fatalf("4th contact: %v", err)
		}
		d.until(at(time.December, 6, 6, 0))
		if _, err := d.c.Send(ctx, ana, d.o.ID, "past_due", "en"); err != nil {
			t.Fatalf("next day: %v", err)
		}
	})
}

func TestTexts_CheckedThenPublished(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		d := newDesk(t, db)
		ctx := t.Context()
		for _, c := range []struct{ body, want string }{
			{"{app}: Pay now or we call the police.", "criminal charges"},
			{"{app}: Magbayad ka o makukulong ka.", "criminal charges"},
			{"{app}: We will tell your family about {order}.", "third parties"},
			{"{app}: Pay now, gago.", "profanity"},
			{"{app}: We will post your name on Facebook.", "a threat"},
			{"{app}: Hi {name}, pay {amount}.", "cannot use {amount}"},
			{"TEST {app}", "must not start with TEST"},
			{"{app}: " + strings.Repeat("pay ", 40), "one SMS holds 160"},
			{"{app}: ₱ owed", "GSM 7-bit"},
		} {
			_, err := d.c.SaveTemplate(ctx, d.env.DB, "bad", "en", c.body, "lead")
			if fe := fault.As(err); fe.Code != fault.CodeInvalid || !strings.Contains(fe.Fields["body"], c.want) {
				t.Errorf("%q: %v, want %q", c.body, err, c.want)
			}
		}
		if _, err := d.c.SaveTemplate(ctx, d.env.DB, "nudge", "fil", "{app}: {name}, {owed} ang balanse ng order {order}. Salamat po.", "lead"); err != nil {
			t.Fatal(err)
		}
		d.lend(500000)
		d.until(at(time.December, 5, 9, 0))
		if _, err := d.c.Send(ctx, ana, d.o.ID, "nudge", "fil"); fault.As(err).Code != fault.CodeConflict {
			t.Fatalf("a draft sent: %v", err)
		}
		if _, err := d.c.PublishTemplate(ctx, d.env.DB, "nudge", "fil", "admin"); err != nil {
			t.Fatal(err)
		}
		c, err := d.c.Send(ctx, ana, d.o.ID, "nudge", "fil")
		if err != nil {
			t.Fatal(err)
		}
		_, ph, err := d.env.App.Account.NameAndPhone(ctx, d.env.DB, borrowerB)
		if err != nil {
			t.Fatal(err)
		}
		a := d.mustAccount()
		if len(d.phone.sent) != 1 || !strings.HasPrefix(d.phone.sent[0], ph+": ") || !strings.Contains(c.Body, a.OrderNo) ||
			!strings.Contains(c.Body, "PHP ") || strings.Contains(c.Body, "{") || c.Template != "nudge/fil" {
			t.Fatalf("sent %q; contact %+v", d.phone.sent, c)
		}
		if a.LastOutcome != collect.OutcomeSent || a.LastContactAt.IsZero() {
			t.Fatalf("account after the text: %+v", a)
		}
	})
}

// TestAssign_RoundRobin: with the rule on, each bucket's accounts nobody
// holds are shared in turn among its team; the lead's own assignments
// stay.
func TestAssign_RoundRobin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		d := newDesk(t, db)
		ctx := t.Context()
		d.lend(500000) // with the demo world's two orders past due, three
		d.until(at(time.December, 5, 9, 0))
		all := worklist(t, d.c, collect.Filter{}, "")
		if len(all) < 3 {
			t.Fatalf("the demo world has %d accounts past due; the test needs 3", len(all))
		}
		lead := collect.Member{ID: 903, Name: "lia"}
		if n, err := d.c.Assign(ctx, d.env.DB, []int64{all[0].OrderID}, lead); err != nil || n != 1 {
			t.Fatal(n, err)
		}
		if _, err := d.c.Assign(ctx, d.env.DB, []int64{999999}, lead); fault.As(err).Code != fault.CodeNotFound {
			t.Fatalf("an order not past due: %v", err)
		}
		st := collect.DefaultSettings
		team := []collect.Member{ana, {ID: 902, Name: "ben"}}
		st.Buckets = []collect.Bucket{{Name: "all", From: 1, To: 0, Team: team}}
		st.AutoAssign = true
		if _, err := d.c.SaveSettings(ctx, d.env.DB, st, "lead"); err != nil {
			t.Fatal(err)
		}
		got, err := d.c.AutoAssign(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(all)-1 {
			t.Fatalf("assigned %d of %d", len(got), len(all)-1)
		}
		held := map[int64]int{}
		for _, a := range worklist(t, d.c, collect.Filter{}, "") {
			held[a.CollectorID]++
			if a.OrderID == all[0].OrderID && (a.CollectorID != lead.ID || a.AssignedHow != "lead") {
				t.Fatalf("the lead's assignment moved: %+v", a)
			}
		}
		if diff := held[ana.ID] - held[902]; diff < -1 || diff > 1 || held[ana.ID] == 0 {
			t.Fatalf("shared %v", held)
		}
		if again, err := d.c.AutoAssign(ctx); err != nil || len(again) != 0 {
			t.Fatalf("a second run moved %d: %v", len(again), err)
		}
		if rows := worklist(t, d.c, collect.Filter{Collector: ana.ID}, "-amount"); len(rows) != held[ana.ID] {
			t.Fatalf("ana's list: %d rows, holds %d", len(rows), held[ana.ID])
		}
		if err := (collect.Settings{Buckets: []collect.Bucket{{Name: "a", From: 2}}, DailyCap: 3}).Check(); err == nil {
			t.Fatal("buckets from day 2 accepted")
		}
	})
}
