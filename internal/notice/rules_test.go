package notice_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/config"
	"kwarta/internal/demo"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/notice"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// sentAt is when the text containing part went to borrower B (zero: never).
func (l *life) sentAt(part string) time.Time {
	for _, s := range l.ofB() {
		if strings.Contains(s.Text, part) {
			return s.At
		}
	}
	return time.Time{}
}

func TestNotices_QuietHours(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		l := newLife(t, db)
		l.lend(500000)
		// Instalment 1 (due Dec 2) goes unpaid.
		// Day 10 late, 23:00: a part payment's receipt waits until 06:00.
		l.until(at(time.December, 12, 23, 0))
		l.pay(10000)
		// Day 15 is not "more than 15 days": still held.
		l.until(at(time.December, 17, 22, 30))
		l.pay(10100)
		// Day 16: the rule no longer holds, the receipt goes at once.
		l.until(at(time.December, 18, 23, 0))
		l.pay(10200)
		for _, c := range []struct {
			part string
			want time.Time
		}{
			{"we received PHP 100.00", at(time.December, 13, 6, 0)},
			{"we received PHP 101.00", at(time.December, 18, 6, 0)},
			{"we received PHP 102.00", at(time.December, 18, 23, 0)},
		} {
			if got := l.sentAt(c.part); !got.Equal(c.want) {
				t.Errorf("%q sent %s, want %s", c.part, got.In(manila), c.want)
			}
		}
		// The overdue notices of days 1, 3, 7 and 15 went at 09:00.
		for _, c := range []struct{ day, late int }{{3, 1}, {5, 3}, {9, 7}, {17, 15}} {
			got := time.Time{}
			for _, s := range l.ofB() {
				if strings.Contains(s.Text, "Dec 2") && strings.Contains(s.Text, fmt.Sprintf("%d day", c.late)) {
					got = s.At
				}
			}
			if want := at(time.December, c.day, 9, 0); !got.Equal(want) {
				t.Errorf("day-%d notice at %s, want %s", c.late, got.In(manila), want)
			}
		}
	})
}

func TestNotices_ConsentToAnyHour(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		l := newLife(t, db)
		if _, err := l.env.App.Notices.SaveSettings(t.Context(), borrowerB, 1, 1, "fil"); err != nil {
			t.Fatal(err)
		}
		l.lend(500000)
		l.until(at(time.December, 2, 23, 15))
		l.payNow()
		// Agreed to texts at any hour, in Filipino.
		if got, want := l.sentAt("Natanggap namin ang PHP 1,891.66"), at(time.December, 2, 23, 15); !got.Equal(want) {
			t.Errorf("sent %s, want %s; texts %v", got.In(manila), want, l.ofB())
		}
		if got := l.sentAt("Naipadala na ang PHP 5,000.00. Unang bayad: PHP 1,891.66 sa Dis 2."); got.IsZero() {
			t.Errorf("no Filipino money-sent text: %v", l.ofB())
		}
	})
}

func TestNotices_OptOut(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		l := newLife(t, db)
		if _, err := l.env.App.Notices.SaveSettings(t.Context(), borrowerB, 0, 0, "en"); err != nil {
			t.Fatal(err)
		}
		l.lend(500000)
		l.until(at(time.December, 2, 12, 0))
		l.payNow()
		l.until(at(time.December, 3, 12, 0))
		for _, s := range l.ofB() {
			if strings.Contains(s.Text, "has been sent") || strings.Contains(s.Text, "we received") {
				t.Errorf("an update went to a borrower who turned them off: %q", s.Text)
			}
		}
		// Due reminders of the live loan still go.
		for _, part := range []string{"due in 3 days", "due tomorrow", "due today"} {
			if l.sentAt(part).IsZero() {
				t.Errorf("no %q reminder", part)
			}
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM notice_outbox WHERE order_id = ? AND status = 'skipped' AND last_error LIKE '%turned loan updates off%'`, l.o.ID); n != 2 {
			t.Errorf("%d skipped updates, want 2 (money sent, payment received)", n)
		}
	})
}

func TestNotices_FailedSendRetried(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		l := newLife(t, db)
		l.gw.fail = 2
		ctx := t.Context()
		l.lend(500000) // 10:00: the money-sent text fails (try 1)
		var status string
		var attempts int
		read := func() {
			t.Helper()
			if err := db.QueryRow(ctx, `SELECT status, attempts FROM notice_outbox WHERE order_id = ? AND kind = 'disbursed'`, l.o.ID).Scan(&status, &attempts); err != nil {
				t.Fatal(err)
			}
		}
		read()
		if status != notice.StatusQueued || attempts != 1 || len(l.ofB()) != 0 {
			t.Fatalf("after a failed send: %s, %d tries, %d sent", status, attempts, len(l.ofB()))
		}
		r, err := l.env.App.Notices.Report(ctx, time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Problems) == 0 || r.Problems[0].Status != notice.StatusQueued {
			t.Errorf("the report does not show the retry: %+v", r.Problems)
		}
		// Not before the backoff: 1 minute, then 5.
		l.env.Clock.Advance(30 * time.Second)
		l.tick()
		if read(); attempts != 1 {
			t.Fatalf("tried again after 30 s (%d tries)", attempts)
		}
		l.env.Clock.Advance(30 * time.Second)
		l.tick() // try 2 fails
		l.env.Clock.Advance(5 * time.Minute)
		l.tick() // try 3 goes
		if read(); status != notice.StatusSent || attempts != 3 {
			t.Fatalf("after the backoff: %s, %d tries", status, attempts)
		}
		if got := l.ofB(); len(got) != 1 || !got[0].At.Equal(at(time.November, 2, 10, 6)) {
			t.Errorf("sent %v, want once at 10:06", got)
		}

		// A gateway that never answers well: given up after 5 tries, never sent.
		l.gw.fail = 100
		l.until(at(time.November, 29, 9, 0)) // the due-in-3-days reminder, try 1
		for range 6 {
			l.env.Clock.Advance(time.Hour)
			l.tick()
		}
		var lastErr string
		if err := db.QueryRow(ctx, `SELECT status, attempts, last_error FROM notice_outbox WHERE order_id = ? AND kind = 'due_3'`, l.o.ID).Scan(&status, &attempts, &lastErr); err != nil {
			t.Fatal(err)
		}
		if status != notice.StatusFailed || attempts != 5 || !strings.Contains(lastErr, "gave up after 5 tries") {
			t.Errorf("due_3: %s after %d tries (%s)", status, attempts, lastErr)
		}
		if l.sentAt("due in 3 days") != (time.Time{}) {
			t.Error("a failed text counted as sent")
		}
	})
}

func TestNotices_TwoInstancesSendOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		// 40 payment receipts for demo order 81 (borrower A), queued by the
		// first instance and, again, by the second: each is kept once.
		o, err := loan.OrderByID(ctx, db, 81)
		if err != nil {
			t.Fatal(err)
		}
		clk := env.Clock
		g1, g2 := &gateway{clock: clk, delay: time.Millisecond}, &gateway{clock: clk, delay: time.Millisecond}
		one, two := sendingThrough(env, g1), sendingThrough(env, g2)
		for i := range 40 {
			o.AmountPaid = int64(i + 1)
			n := loan.Notice{Kind: loan.NoticePaid, Order: o, Amount: 100, At: clk.Now()}
			for _, s := range []*notice.Service{one, two} {
				if err := s.Happened(ctx, db, n); err != nil {
					t.Fatal(err)
				}
			}
		}
		var wg sync.WaitGroup
		for _, s := range []*notice.Service{one, two} {
			for range 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if _, err := s.Deliver(ctx); err != nil {
						t.Error(err)
					}
				}()
			}
		}
		wg.Wait()
		seen := map[string]int{}
		for _, s := range append(g1.texts(), g2.texts()...) {
			seen[s.Text]++
		}
		receipts := 0
		for text, n := range seen {
			if strings.Contains(text, "we received PHP 1.00") {
				receipts += n
				if n != 1 {
					t.Errorf("sent %d times: %q", n, text)
				}
			}
		}
		if want := storetest.Count(t, db, `SELECT COUNT(*) FROM notice_outbox WHERE order_id = 81 AND kind = 'paid'`); want != 40 || receipts != 40 {
			t.Errorf("%d queued, %d sent; want 40 and 40", want, receipts)
		}
		if len(g1.texts()) == 0 || len(g2.texts()) == 0 {
			t.Logf("one instance sent everything (%d, %d): the claim still held", len(g1.texts()), len(g2.texts()))
		}
	})
}

func TestNotices_InterruptedIsNotResent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		l := newLife(t, db)
		ctx := t.Context()
		// An instance claimed the money-sent text and stopped before it finished.
		l.gw.fail = 0
		if _, err := l.env.App.Loans.Push(ctx, borrowerB, 1, 500000, 91, loan.TermUnitDays, ""); err != nil {
			t.Fatal(err)
		}
		var id int64
		if err := db.QueryRow(ctx, `SELECT id FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT 1`, borrowerB).Scan(&id); err != nil {
			t.Fatal(err)
		}
		o, err := loan.OrderByID(ctx, db, id)
		if err != nil {
			t.Fatal(err)
		}
		if err := l.env.App.Notices.Happened(ctx, db, loan.Notice{Kind: loan.NoticeDisbursed, Order: o, Amount: 500000, At: l.env.Clock.Now()}); err != nil {
			t.Fatal(err)
		}
		now := store.Millis(l.env.Clock.Now())
		if _, err := db.Exec(ctx, `UPDATE notice_outbox SET status = 'sending', lease_until = ? WHERE order_id = ?`, now+60_000, id); err != nil {
			t.Fatal(err)
		}
		l.tick()
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM notice_outbox WHERE order_id = ? AND status = 'sending'`, id); n != 1 {
			t.Fatal("a claim inside its lease was taken over")
		}
		l.env.Clock.Advance(5 * time.Minute)
		r, err := l.notices.Deliver(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if r.Interrupted != 1 || len(l.ofB()) != 0 {
			t.Errorf("interrupted %d, sent %d; want 1 and 0", r.Interrupted, len(l.ofB()))
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM notice_outbox WHERE order_id = ? AND status = 'unknown'`, id); n != 1 {
			t.Error("the interrupted text is not marked unknown")
		}
	})
}

// stopping is the borrowers' accounts of an instance told to stop while it
// reads a phone: after its notice was claimed, before the gateway was asked.
type stopping struct {
	notice.Users
	stop context.CancelFunc
}

func (s stopping) PhoneOf(ctx context.Context, _ store.Querier, _ int64) (string, error) {
	s.stop()
	return "", ctx.Err()
}

func TestNotices_StoppedBeforeTheGatewayIsQueuedAgain(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		a, clk := env.App, env.Clock
		o, err := loan.OrderByID(t.Context(), db, 81)
		if err != nil {
			t.Fatal(err)
		}
		if err := a.Notices.Happened(t.Context(), db, loan.Notice{Kind: loan.NoticePaid, Order: o, Amount: 100, At: clk.Now()}); err != nil {
			t.Fatal(err)
		}
		gw := &gateway{clock: clk}
		ctx, stop := context.WithCancel(t.Context())
		defer stop()
		halted := notice.New(db, clk, a.Config.Market, a.NoticeTemplates, gw, stopping{a.Account, stop}, repay.OpenCodes{}, a.Logger, a.Config.SMSInboundToken)
		if _, err := halted.Deliver(ctx); err == nil {
			t.Fatal("the stopped run reported no error")
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM notice_outbox WHERE status = 'sending'`); n != 0 || len(gw.texts()) != 0 {
			t.Fatalf("after the stop: %d notices left 'sending', %d texts; want 0 and 0 (back in the queue)", n, len(gw.texts()))
		}
		if _, err := sendingThrough(env, gw).Deliver(t.Context()); err != nil {
			t.Fatal(err)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM notice_outbox WHERE order_id = 81 AND kind = 'paid' AND status = 'sent'`); n != 1 {
			t.Errorf("the receipt put back in the queue was not sent by the next run (%d sent)", n)
		}
	})
}

func TestNotices_MissedDayExpires(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		l := newLife(t, db)
		l.lend(500000)
		l.until(at(time.November, 29, 8, 0))
		// The notice job does not run on Nov 29 after the reminder is queued.
		l.env.Clock.Set(at(time.November, 29, 9, 0))
		if _, err := l.env.App.Loans.RunSchedule(t.Context(), db); err != nil {
			t.Fatal(err)
		}
		l.env.Clock.Set(at(time.November, 30, 9, 0))
		l.tick()
		if !l.sentAt("due in 3 days").IsZero() {
			t.Error("yesterday's reminder went today")
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM notice_outbox WHERE order_id = ? AND kind = 'due_3' AND status = 'expired'`, l.o.ID); n != 1 {
			t.Error("the missed reminder is not marked expired")
		}
	})
}

func TestNotices_Templates(t *testing.T) {
	env := servertest.New(t, storetest.MustOpen(t, store.SQLite))
	ctx, s := t.Context(), env.App.NoticeTemplates
	list, err := s.List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2*(len(notice.Kinds)+2) {
		t.Errorf("%d templates, want every kind and the two ways to pay in en and fil", len(list))
	}
	// Every stored text fits with the longest values: saving one again passes the check.
	for _, tp := range list {
		if err := s.Set(ctx, tp.Kind, tp.Lang, tp.Body, "operator:test"); err != nil {
			t.Errorf("%s/%s: %v", tp.Kind, tp.Lang, err)
		}
	}
	for _, c := range []struct {
		kind notice.Kind
		lang string
		body string
		want string
	}{
		{notice.Due3, "en", "{app}: {due} due {date}, {left} left. {how}.", "cannot use {left}"},
		{notice.Due3, "en", "{app}: ₱{due} is due on {date}.", "not in the GSM 7-bit alphabet"},
		{notice.Due3, "en", "{app}: {due} is due on {date}. " + strings.Repeat("Please pay on time. ", 6) + "{how}.", "one SMS holds 160"},
		{notice.Due3, "en", "TEST {app}: {due} is due on {date}.", "must not start with TEST"},
		{notice.Due3, "de", "{app}: {due}", "en or fil"},
		{"birthday", "en", "{app}: happy birthday", "There is no notice"},
		// The way to pay is part of other texts: a longer one must fit in every one of them.
		{"how_code", "en", "Pay with reference number {ref} at any {channel} branch or outlet near you", "characters with the longest amounts"},
	} {
		err := s.Set(ctx, c.kind, c.lang, c.body, "operator:test")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: err = %v, want %q", c.kind, c.body, err, c.want)
		}
	}
	// A good edit is kept, with who made it, and used.
	if err := s.Set(ctx, notice.Due1, "en", "{app}: reminder, {due} is due tomorrow ({date}). {how}.", "operator:ana"); err != nil {
		t.Fatal(err)
	}
	list, _ = s.List(ctx)
	for _, tp := range list {
		if tp.Kind == notice.Due1 && tp.Lang == "en" && (tp.UpdatedBy != "operator:ana" || !strings.HasPrefix(tp.Body, "{app}: reminder")) {
			t.Errorf("saved %+v", tp)
		}
	}
}

func TestNotices_SettingsAPI(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db, func(c *config.Config) { c.SMSInboundToken = strings.Repeat("k", 32) })
		get := func() notice.Settings {
			t.Helper()
			r := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/personal-center/sms-settings", Session: demo.SessionA})
			if r.Status != http.StatusOK || !r.Success {
				t.Fatalf("settings: %d %s", r.Status, r.Body)
			}
			var s notice.Settings
			r.Decode(t, &s)
			return s
		}
		s := get()
		if s.Lang != "en" || s.Updates != 1 || s.AnyHour != 0 || s.QuietFrom != "22:00" || s.QuietTo != "06:00" || s.LiftAfterDays != 15 || len(s.Languages) != 2 || s.Phone != "0917***4567" {
			t.Errorf("defaults: %+v", s)
		}
		save := func(form url.Values) servertest.Response {
			return env.Do(t, servertest.Request{Method: "POST", Path: "/v3/personal-center/sms-settings/save", Session: demo.SessionA, Form: form})
		}
		if r := save(url.Values{"updates": {"0"}, "anyHour": {"1"}, "lang": {"fil"}}); r.Status != http.StatusOK {
			t.Fatalf("save: %d %s", r.Status, r.Body)
		}
		if s := get(); s.Updates != 0 || s.AnyHour != 1 || s.Lang != "fil" || s.StoppedBySMS {
			t.Errorf("after saving: %+v", s)
		}
		// Bad values: 400 naming the field; what was saved stays.
		for field, form := range map[string]url.Values{
			"lang":    {"updates": {"1"}, "anyHour": {"0"}, "lang": {"de"}},
			"updates": {"updates": {"2"}, "anyHour": {"0"}, "lang": {"en"}},
			"anyHour": {"updates": {"1"}, "anyHour": {"-1"}, "lang": {"en"}},
		} {
			r := save(form)
			if r.Status != http.StatusBadRequest || r.Code != string(fault.CodeInvalid) || r.Fields[field] == "" {
				t.Errorf("%s: %d %s", field, r.Status, r.Body)
			}
		}
		if s := get(); s.Updates != 0 || s.Lang != "fil" {
			t.Errorf("a refused save changed the settings: %+v", s)
		}
		// Signed out: 401 as everywhere.
		if r := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/personal-center/sms-settings"}); r.Status != http.StatusUnauthorized {
			t.Errorf("without a session: %d", r.Status)
		}

		// A STOP reply through the inbound hook, then START.
		inbound := func(token, from, text string) servertest.Response {
			return env.Do(t, servertest.Request{Method: "POST", Path: "/sms/inbound", Header: http.Header{"X-Kwarta-Token": {token}},
				Form: url.Values{"from": {from}, "message": {text}}})
		}
		if r := inbound("wrong", "+639171234567", "STOP"); r.Status != http.StatusForbidden {
			t.Errorf("a wrong token: %d", r.Status)
		}
		save(url.Values{"updates": {"1"}, "anyHour": {"0"}, "lang": {"en"}})
		if r := inbound(strings.Repeat("k", 32), "09171234567", " stop "); r.Status != http.StatusOK || !strings.Contains(string(r.Data), "stopped") {
			t.Errorf("STOP: %d %s", r.Status, r.Body)
		}
		if s := get(); s.Updates != 0 || !s.StoppedBySMS || s.Lang != "en" {
			t.Errorf("after STOP: %+v", s)
		}
		if r := inbound(strings.Repeat("k", 32), "09171234567", "START"); !strings.Contains(string(r.Data), "started") {
			t.Errorf("START: %s", r.Body)
		}
		if s := get(); s.Updates != 1 || s.StoppedBySMS {
			t.Errorf("after START: %+v", s)
		}
		if r := inbound(strings.Repeat("k", 32), "09171234567", "how much do I owe?"); r.Status != http.StatusOK || strings.Contains(string(r.Data), "stopped") {
			t.Errorf("another text: %s", r.Body)
		}
	})
	t.Run("India", func(t *testing.T) {
		// India: the RBI's 08:00 to 19:00, never lifted; English only.
		env := servertest.New(t, storetest.MustOpen(t, store.SQLite), func(c *config.Config) { c.Market = market.MustLookup("in") })
		var userID int64
		if err := env.DB.QueryRow(t.Context(), `SELECT id FROM users ORDER BY id LIMIT 1`).Scan(&userID); err != nil {
			t.Fatal(err)
		}
		s, err := env.App.Notices.SettingsOf(t.Context(), userID)
		if err != nil {
			t.Fatal(err)
		}
		if s.QuietFrom != "19:00" || s.QuietTo != "08:00" || s.LiftAfterDays != 0 || len(s.Languages) != 1 {
			t.Errorf("India: %+v", s)
		}
		if _, err := env.App.Notices.SaveSettings(t.Context(), userID, 1, 0, "fil"); err == nil {
			t.Error("Filipino texts in India: want an error")
		}
	})
	t.Run("InboundOff", func(t *testing.T) {
		env := servertest.New(t, storetest.MustOpen(t, store.SQLite))
		r := env.Do(t, servertest.Request{Method: "POST", Path: "/sms/inbound", Form: url.Values{"from": {"09171234567"}, "message": {"STOP"}}})
		if r.Status != http.StatusNotFound {
			t.Errorf("without --sms-inbound-token: %d, want 404", r.Status)
		}
	})
}

func TestNotices_Preview(t *testing.T) {
	l := newLife(t, storetest.MustOpen(t, store.SQLite))
	l.lend(500000)
	o, lines, err := l.env.App.Notices.Preview(context.Background(), l.o.No)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := notice.WritePreview(&b, o, lines, manila); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"2026-11-02 10:00  disbursed   sent     Kwarta: PHP 5,000.00 has been sent to you.",
		"2026-11-29 09:00  due_3       planned  Kwarta: PHP 1,891.66 is due in 3 days, on Dec 2.",
		// Should nothing be paid, the last reminder asks for the whole loan.
		"2027-02-01 09:00  due_0       planned  Kwarta: PHP 5,300.83 is due today, Feb 1.",
		"2026-12-03 09:00  overdue_1   planned",
		"2026-12-17 09:00  overdue_15  planned",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("preview has no %q:\n%s", want, out)
		}
	}
	if _, _, err := l.env.App.Notices.Preview(context.Background(), "KW000"); err == nil {
		t.Error("an unknown order: want an error")
	}
}
