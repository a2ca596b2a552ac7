package notice_test

import (
	"context"
	"errors"

	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/loan"
	"kwarta/internal/notice"
	"kwarta/internal/repay"

	"kwarta/internal/server/servertest"
	"kwarta/internal/sms"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// borrowerB is demo borrower B (+639170000002), who has no loan in the demo world.
const borrowerB = 2

var manila = func() *time.Location {
	l, err := time.LoadLocation("Asia/Manila")
	if err != nil {
		panic(err)
	}
	return l
}()

// sent is one text the fake gateway took.
type sent struct {
	At    time.Time
	Phone string
	Text  string
}

// gateway records every text; fail makes the next sends fail.
type gateway struct {
	mu    sync.Mutex
	clock interface{ Now() time.Time }
	sent  []sent
	fail  int
	calls int
	delay time.Duration
}

func (g *gateway) Send(_ context.Context, phone, text string) error {
	if g.delay > 0 {
		time.Sleep(g.delay)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.calls++
	if g.fail > 0 {
		g.fail--
		return errors.New("gateway down")
	}
	g.sent = append(g.sent, sent{At: g.clock.Now(), Phone: phone, Text: text})
	return nil
}

func (g *gateway) texts() []sent {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]sent(nil), g.sent...)
}

// life drives one borrower's loan through the real services with the fake
// clock: the schedule job and the notice job run on every hour.
type life struct {
	t   *testing.T
	env *servertest.Env
	gw  *gateway
	// notices are the app's notices sending through gw.
	notices *notice.Service
	o       loan.Order
}

func newLife(t *testing.T, db *store.DB) *life {
	env := servertest.New(t, db)
	gw := &gateway{clock: env.Clock}
	return &life{t: t, env: env, gw: gw, notices: sendingThrough(env, gw)}
}

// sendingThrough is the app's notices with sender as their SMS gateway.
func sendingThrough(env *servertest.Env, sender sms.Sender) *notice.Service {
	a := env.App
	return notice.New(env.DB, env.Clock, a.Config.Market, a.NoticeTemplates, sender, a.Account, repay.OpenCodes{}, a.Logger, a.Config.SMSInboundToken)
}

// tick is one run of the schedule job and of the notice job.
func (l *life) tick() {
	l.t.Helper()
	ctx := l.t.Context()
	if _, err := l.env.App.Loans.RunSchedule(ctx, l.env.DB); err != nil {
		l.t.Fatal(err)
	}
	if _, err := l.notices.Deliver(ctx); err != nil {
		l.t.Fatal(err)
	}
}

// until moves the clock to t (Manila wall time), ticking on every whole hour on the way.
func (l *life) until(t time.Time) {
	l.t.Helper()
	for now := l.env.Clock.Now(); now.Before(t); now = l.env.Clock.Now() {
		next := now.Truncate(time.Hour).Add(time.Hour)
		if next.After(t) {
			next = t
		}
		l.env.Clock.Set(next)
		l.tick()
	}
}

func at(month time.Month, day, hour, minute int) time.Time {
	year := 2026
	if month < time.November {
		year = 2027
	}
	return time.Date(year, month, day, hour, minute, 0, 0, manila)
}

// lend places, approves and disburses a loan for borrower B on product 1
// (Kwarta Flex: 91 days in 3 instalments), disbursed at 10:00 on Nov 2.
func (l *life) lend(amount int64) {
	l.t.Helper()
	ctx, loans, db := l.t.Context(), l.env.App.Loans, l.env.DB
	o, err := loans.Push(ctx, borrowerB, 1, amount, 91, loan.TermUnitDays, "")
	if err != nil {
		l.t.Fatal(err)
	}
	if _, err := loans.Operate(ctx, db, loan.EventApprove, o.No, "operator:test"); err != nil {
		l.t.Fatal(err)
	}
	if _, err := loans.Withdraw(ctx, db, borrowerB, o.ID); err != nil {
		l.t.Fatal(err)
	}
	l.until(at(time.November, 2, 10, 0))
	if l.o, err = loans.Operate(ctx, db, loan.EventDisburse, o.No, "operator:test"); err != nil {
		l.t.Fatal(err)
	}
	l.tick()
}

// pay pays amount on the loan now (as a credited payment does).
func (l *life) pay(amount int64) {
	l.t.Helper()
	var err error
	if l.o, _, err = l.env.App.Loans.Pay(l.t.Context(), l.env.DB, l.o.ID, amount, "test", ""); err != nil {
		l.t.Fatal(err)
	}
	l.tick()
}

// payNow pays what the loan asks for today.
func (l *life) payNow() {
	l.t.Helper()
	o, err := loan.OrderByID(l.t.Context(), l.env.DB, l.o.ID)
	if err != nil {
		l.t.Fatal(err)
	}
	l.pay(l.env.App.Loans.DueNow(&o))
}

func (l *life) phone() string {
	var phone string
	if err := l.env.DB.QueryRow(l.t.Context(), `SELECT phone FROM users WHERE id = ?`, borrowerB).Scan(&phone); err != nil {
		l.t.Fatal(err)
	}
	return phone
}

// ofB keeps borrower B's texts (the demo world's own orders get theirs too).
func (l *life) ofB() []sent {
	var out []sent
	for _, s := range l.gw.texts() {
		if s.Phone == l.phone() {
			out = append(out, s)
		}
	}
	return out
}

func TestNotices_ThreeInstalmentLoan(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		l := newLife(t, db)
		l.lend(500000)
		no := l.o.No
		// Instalment 1, due Dec 2, is paid that day at 23:30, in the quiet
		// hours: its receipt waits until 06:00.
		l.until(at(time.December, 2, 23, 30))
		l.payNow()
		// The borrower asks for a 7-Eleven pay code the day before
		// instalment 2 falls due: the reminders quote it while it is open.
		l.until(at(time.December, 31, 8, 0))
		code, err := l.env.App.Repay.Generate(t.Context(), repay.CodeRequest{UserID: borrowerB, OrderID: l.o.ID, Amount: 171666, Channel: "711"})
		if err != nil {
			t.Fatal(err)
		}
		ref := code.RefNo
		// Instalment 2, due Jan 1, is paid 4 days late.
		l.until(at(time.January, 5, 12, 0))
		l.payNow()
		// Instalment 3, due Feb 1 (the last period has 31 days), settles the loan that day.
		l.until(at(time.February, 1, 14, 0))
		l.payNow()
		l.until(at(time.February, 20, 0, 0))

		want := []struct {
			at   time.Time
			text string
		}{
			{at(time.November, 2, 10, 0), "Kwarta: PHP 5,000.00 has been sent to you. First payment: PHP 1,891.66 due Dec 2. Pay in the Kwarta app."},
			{at(time.November, 29, 9, 0), "Kwarta: PHP 1,891.66 is due in 3 days, on Dec 2. Pay in the Kwarta app. Paying on time avoids late charges."},
			{at(time.December, 1, 9, 0), "Kwarta: PHP 1,891.66 is due tomorrow, Dec 2. Pay in the Kwarta app. Paying on time avoids late charges."},
			{at(time.December, 2, 9, 0), "Kwarta: PHP 1,891.66 is due today, Dec 2. Pay in the Kwarta app today to avoid late charges."},
			{at(time.December, 3, 6, 0), "Kwarta: we received PHP 1,891.66. Still to pay: PHP 3,409.17, next due Jan 1. Thank you!"},
			{at(time.December, 29, 9, 0), "Kwarta: PHP 1,716.66 is due in 3 days, on Jan 1. Pay in the Kwarta app. Paying on time avoids late charges."},
			{at(time.December, 31, 9, 0), "Kwarta: PHP 1,716.66 is due tomorrow, Jan 1. Pay with ref " + ref + " at 7-Eleven. Paying on time avoids late charges."},
			{at(time.January, 1, 9, 0), "Kwarta: PHP 1,716.66 is due today, Jan 1. Pay with ref " + ref + " at 7-Eleven today to avoid late charges."},
			// The code expired; the penalty (under the Philippine cost caps) is due too.
			{at(time.January, 2, 9, 0), "Kwarta: PHP 1,802.49 was due on Jan 1 and is 1 day late. Please pay to avoid more late charges. Pay in the Kwarta app."},
			{at(time.January, 4, 9, 0), "Kwarta: PHP 1,802.49 was due on Jan 1 and is 3 days late. Please pay to avoid more late charges. Pay in the Kwarta app."},
			{at(time.January, 5, 12, 0), "Kwarta: we received PHP 1,802.49. Still to pay: PHP 1,692.51, next due Feb 1. Thank you!"},
			{at(time.January, 29, 9, 0), "Kwarta: PHP 1,692.51 is due in 3 days, on Feb 1. Pay in the Kwarta app. Paying on time avoids late charges."},
			{at(time.January, 31, 9, 0), "Kwarta: PHP 1,692.51 is due tomorrow, Feb 1. Pay in the Kwarta app. Paying on time avoids late charges."},
			{at(time.February, 1, 9, 0), "Kwarta: PHP 1,692.51 is due today, Feb 1. Pay in the Kwarta app today to avoid late charges."},
			{at(time.February, 1, 14, 0), "Kwarta: we received PHP 1,692.51. Loan " + no + " is fully paid. Thank you!"},
		}
		got := l.ofB()
		for i := 0; i < max(len(got), len(want)); i++ {
			switch {
			case i >= len(got):
				t.Errorf("missing text %d: %s %q", i, want[i].at, want[i].text)
			case i >= len(want):
				t.Errorf("extra text %d: %s %q", i, got[i].At.In(manila), got[i].Text)
			case !got[i].At.Equal(want[i].at) || got[i].Text != want[i].text:
				t.Errorf("text %d:\n got %s %q\nwant %s %q", i, got[i].At.In(manila), got[i].Text, want[i].at, want[i].text)
			}
		}
		for _, s := range l.gw.texts() {
			if !sms.OneSegment(s.Text) {
				t.Errorf("not one GSM-7 segment: %q", s.Text)
			}
		}
		// Each (order, kind, day) once: the jobs ran every hour, and once more now.
		l.tick()
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM notice_outbox WHERE order_id = ? AND status = 'sent'`, l.o.ID); n != len(want) {
			t.Errorf("%d sent in the outbox, want %d", n, len(want))
		}

		t.Run("Report", func(t *testing.T) {
			// Dec 2: the due-today reminder, and the payment made at 23:30,
			// held for the quiet hours and sent at 06:00.
			r, err := l.env.App.Notices.Report(t.Context(), time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC))
			if err != nil {
				t.Fatal(err)
			}
			counts := map[notice.Kind]notice.KindCount{}
			for _, c := range r.Kinds {
				counts[c.Kind] = c
			}
			if c := counts[notice.Paid]; c.Sent != 1 || c.Held != 1 {
				t.Errorf("paid: %+v, want 1 sent, 1 held", c)
			}
			if c := counts[notice.Due0]; c.Sent != 1 || c.Held != 0 {
				t.Errorf("due_0: %+v, want 1 sent", c)
			}
			var b strings.Builder
			if err := r.Write(&b); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), "Notices for 2026-12-02") || !strings.Contains(b.String(), "held") {
				t.Errorf("report:\n%s", b.String())
			}
		})
	})
}
