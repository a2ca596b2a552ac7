package console_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestConsole_OperatorUpdate: an admin proposes moving a reviewer to
// support and a second admin approves it (the next call has support's
// rights); an admin disables a leaver alone (their session ends, sign-in
// and a new link are refused); enabling them again is approved by a
// second admin; nobody takes the admin role from themselves, so an
// enabled admin always remains; every change is audited.
func TestConsole_OperatorUpdate(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ana := enrol(t, env, "ana", console.Admin)
		rita := enrol(t, env, "rita", console.Reviewer)
		ben := enrol(t, env, "ben", console.Admin)
		id := func(name string) string {
			var n int64
			if err := db.QueryRow(t.Context(), `SELECT id FROM operators WHERE name = ?`, name).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return strconv.FormatInt(n, 10)
		}
		update := func(op operator, who, role, enabled string) servertest.Response {
			return op.call(t, env, "POST", "/admin/api/operators/update", url.Values{"operatorId": {id(who)}, "role": {role}, "enabled": {enabled}})
		}
		// proposed is a change op proposes and ben approves.
		proposed := func(op operator, who, role, enabled string) {
			t.Helper()
			p := proposalIn(t, update(op, who, role, enabled))
			if storetest.Count(t, db, `SELECT COUNT(*) FROM operators WHERE name = ? AND role = ?`, who, role) == 1 && enabled == "1" &&
				storetest.Count(t, db, `SELECT COUNT(*) FROM operators WHERE name = ? AND disabled_at = 0`, who) == 1 {
				t.Errorf("%s to %s/%s before the approval", who, role, enabled)
			}
			approved(t, env, ben, p.ID)
		}
		decide := func(op operator) int {
			return op.call(t, env, "POST", "/admin/api/orders/decide", url.Values{"orderNo": {"KW000"}, "decision": {"approve"}}).Status
		}
		if s := decide(rita); s == http.StatusForbidden {
			t.Fatalf("a reviewer may not decide: %d", s)
		}

		// Refused, with nothing changed.
		for _, c := range []struct {
			op                 operator
			who, role, enabled string
			status             int
			says               string
		}{
			{rita, "rita", "admin", "1", http.StatusForbidden, ""},
			{ana, "rita", "boss", "1", http.StatusBadRequest, ""},
			{ana, "rita", "reviewer", "1", http.StatusConflict, "already"},
			{ana, "ana", "support", "1", http.StatusConflict, "from yourself"},
			{ana, "ana", "admin", "0", http.StatusConflict, "from yourself"},
		} {
			if r := update(c.op, c.who, c.role, c.enabled); r.Status != c.status || !strings.Contains(r.Message, c.says) {
				t.Errorf("%s sets %s to %s/%s: %d %s", c.op.name, c.who, c.role, c.enabled, r.Status, r.Body)
			}
		}
		if r := ana.call(t, env, "POST", "/admin/api/operators/update", url.Values{"operatorId": {"999"}, "role": {"support"}, "enabled": {"1"}}); r.Status != http.StatusNotFound {
			t.Errorf("an unknown operator: %d", r.Status)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE action = 'update-operator'`); n != 0 {
			t.Fatalf("%d audit lines after refusals", n)
		}

		// Another role: the very next call has support's rights.
		proposed(ana, "rita", "support", "1")
		if s := decide(rita); s != http.StatusForbidden {
			t.Errorf("as support, decide: %d", s)
		}

		// Disabled: the session ends; sign-in and a new link are refused.
		if r := update(ana, "rita", "support", "0"); r.Status != http.StatusOK || !strings.Contains(string(r.Data), `"disabled":true`) {
			t.Fatalf("disable: %d %s", r.Status, r.Body)
		}
		if r := rita.call(t, env, "GET", "/admin/api/me", nil); r.Status != http.StatusUnauthorized {
			t.Errorf("a disabled operator's session: %d", r.Status)
		}
		env.Clock.Advance(60e9)
		if r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/sign-in", Form: url.Values{"name": {"rita"}, "password": {password}, "code": {code(t, env, rita.secret)}}}); r.Status != http.StatusUnauthorized {
			t.Errorf("a disabled operator signs in: %d %s", r.Status, r.Body)
		}
		// A sign-in link of an operator disabled before enrolling is refused too.
		_, token, err := env.App.Console.Add(t.Context(), "leo", console.Finance, "test")
		if err != nil {
			t.Fatal(err)
		}
		if r := update(ana, "leo", "finance", "0"); r.Status != http.StatusOK {
			t.Fatalf("disable leo: %d %s", r.Status, r.Body)
		}
		if r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/enrol", Form: url.Values{"token": {token}, "password": {password}}}); r.Status != http.StatusNotFound {
			t.Errorf("a disabled operator's link: %d %s", r.Status, r.Body)
		}
		var list []console.Operator
		ana.call(t, env, "GET", "/admin/api/operators", nil).Rows(t, &list)
		for _, o := range list {
			if o.Name == "rita" && (!o.Disabled || o.Role != console.Support) {
				t.Errorf("the list: %+v", o)
			}
		}
		// Enabled again: she signs in as support.
		proposed(ana, "rita", "support", "1")
		rita = signIn(t, env, rita)
		if r := rita.call(t, env, "GET", "/admin/api/me", nil); r.Status != http.StatusOK || !strings.Contains(string(r.Data), `"role":"support"`) {
			t.Errorf("after enabling: %d %s", r.Status, r.Body)
		}

		// A second admin may take ana's admin role; ana may not take it back, nor rita drop her own.
		proposed(ana, "rita", "admin", "1")
		rita = signIn(t, env, rita)
		proposed(rita, "ana", "finance", "1")
		if r := update(ana, "ana", "admin", "1"); r.Status != http.StatusForbidden {
			t.Errorf("finance makes herself admin: %d %s", r.Status, r.Body)
		}
		if r := update(rita, "rita", "support", "1"); r.Status != http.StatusConflict || !strings.Contains(r.Message, "yourself") {
			t.Errorf("the last admin demotes herself: %d %s", r.Status, r.Body)
		}

		var log []console.Entry
		rita.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"operator"}}).Rows(t, &log)
		var lines []string
		for _, e := range log {
			if e.Action == "update-operator" {
				lines = append(lines, e.Operator+" "+e.ObjectID+" "+e.After)
			}
		}
		want := []string{
			`ben ana {"role":"finance","disabled":false}`,
			`ben rita {"role":"admin","disabled":false}`,
			`ben rita {"role":"support","disabled":false}`,
			`ana leo {"role":"finance","disabled":true}`,
			`ana rita {"role":"support","disabled":true}`,
			`ben rita {"role":"support","disabled":false}`,
		}
		if strings.Join(lines, "\n") != strings.Join(want, "\n") {
			t.Errorf("audit:\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
		}
	})
}
