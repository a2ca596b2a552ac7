package console_test

// The operator lifecycle: the sign-in throttles, unknown names locking
// like known ones, unlock and reset, the idle time-out, an operator's own
// sessions and the enrolment link claimed by its first use.

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/console"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// trySignIn is one sign-in try from an address.
func trySignIn(t *testing.T, env *servertest.Env, addr, name, pw, code string) servertest.Response {
	t.Helper()
	return env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/sign-in", RemoteAddr: addr,
		Form: url.Values{"name": {name}, "password": {pw}, "code": {code}}})
}

// auditCount counts the audit log's lines of an action on an object.
func auditCount(t *testing.T, db *store.DB, action, object string) int {
	t.Helper()
	return storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE action = ? AND object_type = 'operator' AND object_id = ?`, action, object)
}

// TestConsole_AddressThrottle: the 21st sign-in try in a minute from one
// address answers 100429 even when every try names someone else (and even
// with the right password); another address, or the next minute, is
// answered as usual.
func TestConsole_AddressThrottle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		o := enrol(t, env, "rita", console.Reviewer)
		env.Clock.Set(env.Clock.Now().Truncate(time.Minute).Add(time.Minute))
		const attacker = "203.0.113.7:4711"
		for i := range console.AddrTries {
			if r := trySignIn(t, env, attacker, fmt.Sprintf("guess-%d", i), "a wrong password", "123456"); r.Status != http.StatusUnauthorized {
				t.Fatalf("try %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		env.Clock.Advance(59 * time.Second)
		for _, name := range []string{"guess-last", "rita"} {
			r := trySignIn(t, env, attacker, name, password, code(t, env, o.secret))
			if r.Status != http.StatusTooManyRequests || r.Code != string(fault.CodeTooMany) || !strings.Contains(r.Message, "from your address") {
				t.Errorf("%s past the limit: %d %s", name, r.Status, r.Body)
			}
		}
		// Refused tries do not count on the names.
		if n := auditCount(t, db, "sign-in-failed", "rita"); n != 0 {
			t.Errorf("rita's failures: %d", n)
		}
		if r := trySignIn(t, env, "198.51.100.9:80", "guess-other", "a wrong password", "123456"); r.Status != http.StatusUnauthorized {
			t.Errorf("another address: %d %s", r.Status, r.Body)
		}
		env.Clock.Advance(time.Second)
		if r := trySignIn(t, env, attacker, "rita", password, code(t, env, o.secret)); r.Status != http.StatusOK {
			t.Errorf("the next minute: %d %s", r.Status, r.Body)
		}
	})
}

// TestConsole_UnknownNamesLock: a name that is no operator's counts wrong
// tries and locks after MaxTries exactly like an operator's, with the same
// answers, and no operator is created; the audit log records both, the
// unknown one under operator 0 with the name as typed. The lockout's end is
// given in the market's time zone.
func TestConsole_UnknownNamesLock(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		o := enrol(t, env, "rita", console.Reviewer)
		operators := storetest.Count(t, db, `SELECT COUNT(*) FROM operators`)
		same := func(what string, known, unknown servertest.Response, status int) {
			t.Helper()
			if known.Status != status || unknown.Status != known.Status || unknown.Code != known.Code || unknown.Message != known.Message {
				t.Errorf("%s: rita %d %s; nobody %d %s", what, known.Status, known.Body, unknown.Status, unknown.Body)
			}
		}
		for i := range console.MaxTries {
			c := code(t, env, o.secret)
			same(fmt.Sprintf("wrong try %d", i+1), trySignIn(t, env, "", "rita", "a wrong password", c), trySignIn(t, env, "", "nobody", "a wrong password", c), http.StatusUnauthorized)
		}
		until := env.Clock.Now().Add(console.LockFor).In(time.FixedZone("PHT", 8*3600)).Format("15:04")
		env.Clock.Advance(30 * time.Second)
		known, unknown := trySignIn(t, env, "", "rita", password, code(t, env, o.secret)), trySignIn(t, env, "", "nobody", password, code(t, env, o.secret))
		same("locked", known, unknown, http.StatusTooManyRequests)
		if want := "Too many wrong tries: this account is locked until " + until + ", Asia/Manila time."; known.Message != want {
			t.Errorf("locked: %q, want %q", known.Message, want)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM operators`); n != operators {
			t.Errorf("%d operators after trying an unknown name, %d before", n, operators)
		}
		ritaID := storetest.Count(t, db, `SELECT id FROM operators WHERE name = 'rita'`)
		for _, c := range []struct {
			name           string
			failed         int
			lockouts       int
			operatorID     int
			operatorOfLine string
		}{{"rita", console.MaxTries + 1, 1, ritaID, "rita"}, {"nobody", console.MaxTries + 1, 1, 0, ""}} {
			if n := auditCount(t, db, "sign-in-failed", c.name); n != c.failed {
				t.Errorf("%s: %d sign-in-failed lines, want %d", c.name, n, c.failed)
			}
			if n := auditCount(t, db, "lockout", c.name); n != c.lockouts {
				t.Errorf("%s: %d lockout lines", c.name, n)
			}
			if n := storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE action IN ('sign-in-failed', 'lockout') AND object_id = ? AND operator_id = ? AND operator = ?`,
				c.name, c.operatorID, c.operatorOfLine); n != c.failed+c.lockouts {
				t.Errorf("%s: %d lines under operator %d %q", c.name, n, c.operatorID, c.operatorOfLine)
			}
		}
		// After the lockout both are answered as before.
		env.Clock.Advance(console.LockFor)
		if r := trySignIn(t, env, "", "nobody", password, code(t, env, o.secret)); r.Status != http.StatusUnauthorized {
			t.Errorf("nobody after the lockout: %d %s", r.Status, r.Body)
		}
		if r := trySignIn(t, env, "", "rita", password, code(t, env, o.secret)); r.Status != http.StatusOK {
			t.Errorf("rita after the lockout: %d %s", r.Status, r.Body)
		}
		if n := auditCount(t, db, "sign-in", "rita"); n != 2 { // enrol's sign-in and this one
			t.Errorf("%d sign-in lines", n)
		}
	})
}

// findOperator reads an operator from the admin's list.
func findOperator(t *testing.T, env *servertest.Env, admin operator, name string) console.Operator {
	t.Helper()
	var ops []console.Operator
	admin.call(t, env, "GET", "/admin/api/operators", nil).Rows(t, &ops)
	for _, o := range ops {
		if o.Name == name {
			return o
		}
	}
	t.Fatalf("no operator %s", name)
	return console.Operator{}
}

// enrolWith goes through an enrolment link with a password and answers the
// operator with its new secret, not yet signed in.
func enrolWith(t *testing.T, env *servertest.Env, link, name, pw string) operator {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	token := u.Query().Get("token")
	r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/enrol", Form: url.Values{"token": {token}, "password": {pw}}})
	if r.Status != http.StatusOK {
		t.Fatalf("enrol %s: %d %s", name, r.Status, r.Body)
	}
	var e console.Enrolment
	r.Decode(t, &e)
	if r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/enrol/confirm", Form: url.Values{"token": {token}, "code": {code(t, env, e.Secret)}}}); r.Status != http.StatusOK {
		t.Fatalf("confirm %s: %d %s", name, r.Status, r.Body)
	}
	return operator{name: name, secret: e.Secret}
}

// TestConsole_UnlockAndReset: an admin unlocks a locked operator, and
// resets one: the password and TOTP no longer work, every session and
// earlier link ends, and the new link enrols the same account again.
func TestConsole_UnlockAndReset(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		bea := enrol(t, env, "bea", console.Admin)
		rita := enrol(t, env, "rita", console.Reviewer)
		id := findOperator(t, env, admin, "rita").ID
		if r := admin.call(t, env, "POST", "/admin/api/operators/unlock", url.Values{"operatorId": {itoa(id)}}); r.Status != http.StatusConflict {
			t.Errorf("unlock when not locked: %d %s", r.Status, r.Body)
		}
		for range console.MaxTries {
			trySignIn(t, env, "", "rita", "a wrong password", "123456")
		}
		if !findOperator(t, env, admin, "rita").Locked {
			t.Fatal("rita is not locked")
		}
		r := admin.call(t, env, "POST", "/admin/api/operators/unlock", url.Values{"operatorId": {itoa(id)}})
		var unlocked console.Operator
		r.Decode(t, &unlocked)
		if r.Status != http.StatusOK || unlocked.Locked || findOperator(t, env, admin, "rita").Locked {
			t.Fatalf("unlock: %d %s", r.Status, r.Body)
		}
		rita = signIn(t, env, rita)
		if n := auditCount(t, db, "unlock-operator", "rita"); n != 1 {
			t.Errorf("%d unlock lines", n)
		}

		// A reset: proposed by one admin, carried out by another, who is
		// shown the new link once.
		for _, c := range []struct {
			id   int64
			want int
		}{{findOperator(t, env, admin, "ana").ID, http.StatusConflict}, {999, http.StatusNotFound}} {
			if r := admin.call(t, env, "POST", "/admin/api/operators/reset", url.Values{"operatorId": {itoa(c.id)}}); r.Status != c.want {
				t.Errorf("reset %d: %d %s", c.id, r.Status, r.Body)
			}
		}
		r = admin.call(t, env, "POST", "/admin/api/operators/reset", url.Values{"operatorId": {itoa(id)}})
		var proposed console.Added
		r.Decode(t, &proposed)
		p := proposalIn(t, r)
		if proposed.Operator.Name != "rita" || proposed.Link != "" || p.Kind != "reset-operator" || !strings.HasPrefix(p.Summary, "Reset the password and TOTP of rita") {
			t.Fatalf("reset: %d %s", r.Status, r.Body)
		}
		if r := rita.call(t, env, "GET", "/admin/api/me", nil); r.Status != http.StatusOK || !findOperator(t, env, admin, "rita").Enrolled {
			t.Errorf("rita was reset on a proposal: %d", r.Status)
		}
		if r := approveAs(t, env, admin, p.ID); r.Status != http.StatusForbidden {
			t.Errorf("ana approves her own reset: %d %s", r.Status, r.Body)
		}
		reset := approved(t, env, bea, p.ID)
		if !strings.HasPrefix(reset.Link, console.EnrolPath+"?token=") {
			t.Fatalf("the approval's link: %+v", reset)
		}
		if r := rita.call(t, env, "GET", "/admin/api/me", nil); r.Status != http.StatusUnauthorized {
			t.Errorf("rita's session after the reset: %d", r.Status)
		}
		env.Clock.Advance(30 * time.Second)
		if r := trySignIn(t, env, "", "rita", password, code(t, env, rita.secret)); r.Status != http.StatusUnauthorized {
			t.Errorf("the old password and secret: %d %s", r.Status, r.Body)
		}
		if o := findOperator(t, env, admin, "rita"); o.Enrolled || o.ID != id || o.Role != console.Reviewer {
			t.Errorf("after the reset: %+v", o)
		}
		// A second reset ends the first link.
		again := approved(t, env, bea, proposalIn(t, admin.call(t, env, "POST", "/admin/api/operators/reset", url.Values{"operatorId": {itoa(id)}})).ID)
		old, _ := url.Parse(reset.Link)
		if r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/enrol", Form: url.Values{"token": {old.Query().Get("token")}, "password": {password}}}); r.Status != http.StatusNotFound {
			t.Errorf("the first reset's link: %d %s", r.Status, r.Body)
		}
		const newPassword = "a brand new console password"
		rita = enrolWith(t, env, again.Link, "rita", newPassword)
		env.Clock.Advance(30 * time.Second)
		if r := trySignIn(t, env, "", "rita", password, code(t, env, rita.secret)); r.Status != http.StatusUnauthorized {
			t.Errorf("the old password with the new secret: %d %s", r.Status, r.Body)
		}
		if r := trySignIn(t, env, "", "rita", newPassword, code(t, env, rita.secret)); r.Status != http.StatusOK {
			t.Errorf("the new password: %d %s", r.Status, r.Body)
		}
		if n := auditCount(t, db, "reset-operator", "rita"); n != 2 {
			t.Errorf("%d reset lines", n)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE action = 'reset-operator' AND operator = 'bea' AND after_json = '{"proposedBy":"ana","sessionsEnded":2}'`); n != 1 { // enrol's and unlock's
			t.Errorf("the first reset's line: %d", n)
		}
		// The operator reset may not approve it: bea proposes resetting
		// ana, and ana's approval fails, changing nothing.
		p = proposalIn(t, bea.call(t, env, "POST", "/admin/api/operators/reset", url.Values{"operatorId": {itoa(findOperator(t, env, admin, "ana").ID)}}))
		if r := approveAs(t, env, admin, p.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "You cannot reset your own sign-in") {
			t.Errorf("ana approves her own reset: %d %s", r.Status, r.Body)
		}
		if !findOperator(t, env, admin, "ana").Enrolled {
			t.Error("ana was reset")
		}
	})
}

// TestConsole_IdleTimeout: a session ends after IdleFor without a call,
// and after SessionLife however busy; its last call is written at most
// once a minute.
func TestConsole_IdleTimeout(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		o := enrol(t, env, "rita", console.Reviewer)
		seen := func() int64 {
			var ms int64
			if err := db.QueryRow(t.Context(), `SELECT MAX(last_seen_at) FROM operator_sessions`).Scan(&ms); err != nil {
				t.Fatal(err)
			}
			return ms
		}
		me := func() int {
			return o.call(t, env, "GET", "/admin/api/me", nil).Status
		}
		start := seen()
		env.Clock.Advance(59 * time.Second)
		if me() != http.StatusOK || seen() != start {
			t.Errorf("within a minute the last call is not written again: %d", seen()-start)
		}
		env.Clock.Advance(time.Second)
		if me() != http.StatusOK || seen() != store.Millis(env.Clock.Now()) {
			t.Errorf("after a minute the last call is written: %d", seen()-start)
		}
		// Busy: a call every 29 minutes keeps it until SessionLife.
		for env.Clock.Now().Add(29*time.Minute).Sub(store.Time(start)) < console.SessionLife {
			env.Clock.Advance(29 * time.Minute)
			if s := me(); s != http.StatusOK {
				t.Fatalf("a call after 29 minutes: %d", s)
			}
		}
		env.Clock.Set(store.Time(start).Add(console.SessionLife))
		if s := me(); s != http.StatusUnauthorized {
			t.Errorf("after the absolute limit: %d", s)
		}
		// Idle: 30 minutes without a call ends it.
		o = signIn(t, env, o)
		env.Clock.Advance(console.IdleFor - time.Second)
		if s := me(); s != http.StatusOK {
			t.Errorf("idle 29:59: %d", s)
		}
		env.Clock.Advance(console.IdleFor)
		if s := me(); s != http.StatusUnauthorized {
			t.Errorf("idle 30 minutes: %d", s)
		}
	})
}

// TestConsole_MySessions: an operator lists their own sessions and ends one
// of them, or all but this one; another operator's session is not theirs.
func TestConsole_MySessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		first := enrol(t, env, "rita", console.Reviewer)
		// A second browser, elsewhere.
		env.Clock.Advance(30 * time.Second)
		r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/sign-in", RemoteAddr: "198.51.100.9:5555",
			Header: http.Header{"User-Agent": {"Firefox on a laptop"}},
			Form:   url.Values{"name": {"rita"}, "password": {password}, "code": {code(t, env, first.secret)}}})
		second := first
		for _, c := range (&http.Response{Header: r.Header}).Cookies() {
			if c.Name == httpapi.OperatorCookie {
				second.cookie = c.Value
			}
		}
		var me console.Me
		r.Decode(t, &me)
		second.csrf = me.CSRF
		var list []console.Session
		second.call(t, env, "GET", "/admin/api/sessions", nil).Decode(t, &list)
		if len(list) != 2 || !list[0].Current || list[1].Current || list[0].Addr != "198.51.100.9" || list[0].UserAgent != "Firefox on a laptop" || list[1].Addr != "192.0.2.1" {
			t.Fatalf("sessions: %+v", list)
		}
		// Not another operator's session.
		if r := admin.call(t, env, "POST", "/admin/api/sessions/end", url.Values{"sessionId": {itoa(list[1].ID)}}); r.Status != http.StatusNotFound {
			t.Errorf("ana ends rita's session: %d %s", r.Status, r.Body)
		}
		if r := second.call(t, env, "POST", "/admin/api/sessions/end", url.Values{"sessionId": {itoa(list[1].ID)}}); r.Status != http.StatusOK || !strings.Contains(string(r.Data), `"sessions":1`) {
			t.Errorf("end the first session: %d %s", r.Status, r.Body)
		}
		if r := first.call(t, env, "GET", "/admin/api/me", nil); r.Status != http.StatusUnauthorized {
			t.Errorf("the ended session: %d", r.Status)
		}
		if r := second.call(t, env, "POST", "/admin/api/sessions/end", url.Values{"sessionId": {itoa(list[1].ID)}}); r.Status != http.StatusNotFound {
			t.Errorf("end it again: %d %s", r.Status, r.Body)
		}
		// All others: two more sessions end, this one stays.
		third, fourth := signIn(t, env, first), signIn(t, env, first)
		if r := second.call(t, env, "POST", "/admin/api/sessions/end-others", nil); r.Status != http.StatusOK || !strings.Contains(string(r.Data), `"sessions":2`) {
			t.Errorf("end the others: %d %s", r.Status, r.Body)
		}
		for i, o := range []operator{third, fourth} {
			if r := o.call(t, env, "GET", "/admin/api/me", nil); r.Status != http.StatusUnauthorized {
				t.Errorf("session %d after end-others: %d", i+3, r.Status)
			}
		}
		second.call(t, env, "GET", "/admin/api/sessions", nil).Decode(t, &list)
		if len(list) != 1 || !list[0].Current {
			t.Errorf("sessions after end-others: %+v", list)
		}
		if admin.call(t, env, "GET", "/admin/api/me", nil).Status != http.StatusOK {
			t.Error("ana's session ended too")
		}
		if n := auditCount(t, db, "end-session", "rita") + auditCount(t, db, "end-other-sessions", "rita"); n != 2 {
			t.Errorf("%d lines of ended sessions", n)
		}
	})
}

// TestConsole_EnrolRace: two Enrols on one link at the same moment: one
// claims it, the other is refused, and only the first caller's password
// and secret sign in. A claimed link is refused to a later Enrol too, and
// can still be confirmed by its claimer.
func TestConsole_EnrolRace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := context.Background()
		passwords := []string{"the first racer's password", "the second racer's password"}
		for round := range 4 {
			name := fmt.Sprintf("racer-%d", round)
			_, token, err := env.App.Console.Add(ctx, name, console.Support, "test")
			if err != nil {
				t.Fatal(err)
			}
			var (
				wg   sync.WaitGroup
				errs [2]error
				got  [2]console.Enrolment
			)
			start := make(chan struct{})
			for i := range 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					got[i], errs[i] = env.App.Console.Enrol(ctx, console.Caller{Addr: fmt.Sprintf("203.0.113.%d", i+1)}, token, passwords[i])
				}()
			}
			close(start)
			wg.Wait()
			winner := 0
			if errs[0] != nil {
				winner = 1
			}
			var fe *fault.Error
			if errs[winner] != nil || !errors.As(errs[1-winner], &fe) || fe.Code != fault.CodeNotFound {
				t.Fatalf("round %d: %v, %v", round, errs[0], errs[1])
			}
			// The loser cannot come again; the winner confirms and signs in
			// with their own password only.
			if _, err := env.App.Console.Enrol(ctx, console.Caller{}, token, passwords[1-winner]); !errors.As(err, &fe) || fe.Code != fault.CodeNotFound {
				t.Errorf("round %d: enrol on a claimed link: %v", round, err)
			}
			if err := env.App.Console.ConfirmEnrol(ctx, console.Caller{}, token, code(t, env, got[winner].Secret)); err != nil {
				t.Fatalf("round %d: confirm: %v", round, err)
			}
			env.Clock.Advance(30 * time.Second)
			if r := trySignIn(t, env, "", name, passwords[1-winner], code(t, env, got[winner].Secret)); r.Status != http.StatusUnauthorized {
				t.Errorf("round %d: the loser's password: %d", round, r.Status)
			}
			if r := trySignIn(t, env, "", name, passwords[winner], code(t, env, got[winner].Secret)); r.Status != http.StatusOK {
				t.Errorf("round %d: the winner's password: %d %s", round, r.Status, r.Body)
			}
			if n := auditCount(t, db, "enrol-password", name) + auditCount(t, db, "enrol-confirm", name); n != 2 {
				t.Errorf("round %d: %d enrolment lines", round, n)
			}
		}
	})
}
