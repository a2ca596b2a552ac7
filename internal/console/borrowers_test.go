package console_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/demo"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestConsole_Borrowers: search by phone in any form and by name, bad
// input refused, borrower B's page (orders, the e-wallet masked, the
// sessions) and an admin signing B out everywhere: B's old session then
// gets the session-ended answer.
func TestConsole_Borrowers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		sup := enrol(t, env, "sam", console.Support)
		if _, err := env.App.Loans.Push(t.Context(), 2, 1, 500000, 91, loan.TermUnitDays, ""); err != nil { // B applies
			t.Fatal(err)
		}
		wallet := demo.DemoPayoutNumbers["ph"]["gcash_no"] // 09181234567, B's own number
		noFullNumber := func(what string, r servertest.Response) {
			t.Helper()
			if strings.Contains(r.Body, wallet) || strings.Contains(r.Body, wallet[1:]) {
				t.Errorf("%s shows the full account number: %s", what, r.Body)
			}
		}
		// A search by name is counted from the words of names: the count
		// is the borrowers, once each, with a word starting with each word.
		for _, q := range []string{"0918 123 4567", "+63 918-123-4567", "639181234567", "JOSE", "reyes", "re jo", "reyes r"} {
			r := sup.call(t, env, "GET", "/admin/api/borrowers", url.Values{"q": {q}})
			var rows []console.BorrowerRow
			r.Rows(t, &rows)
			if r.Status != http.StatusOK || len(rows) != 1 || rows[0].Name != "Jose Reyes" || rows[0].Phone != "0918***4567" || rows[0].Orders == 0 ||
				!strings.Contains(string(r.Data), `"total":1`) {
				t.Errorf("search %q: %d %s", q, r.Status, r.Body)
			}
			noFullNumber("search", r)
		}
		for _, c := range []struct{ q, field string }{{"", "q"}, {"j", "q"}, {"12345", "q"}, {"+1 555 0100", "q"}} {
			if r := sup.call(t, env, "GET", "/admin/api/borrowers", url.Values{"q": {c.q}}); r.Status != http.StatusBadRequest || r.Fields[c.field] == "" {
				t.Errorf("search %q: %d %s", c.q, r.Status, r.Body)
			}
		}
		if r := sup.call(t, env, "GET", "/admin/api/borrowers", url.Values{"q": {"100%_"}}); r.Status != http.StatusOK || r.Data == nil || !strings.Contains(string(r.Data), `"rows":[],"total":0`) {
			t.Errorf("wildcards are letters: %d %s", r.Status, r.Body)
		}

		// B's page: a second device signs in first.
		u, err := env.App.Account.UserByPhone(t.Context(), db, demo.Borrowers[1].Phone)
		if err != nil {
			t.Fatal(err)
		}
		second := env.IssueSession(t, demo.Borrowers[1].Phone, "pixel-7")
		id := itoa(u.ID)
		r := sup.call(t, env, "GET", "/admin/api/borrowers/detail", url.Values{"userId": {id}})
		var b console.Borrower
		r.Decode(t, &b)
		noFullNumber("the borrower's page", r)
		devices := map[string]bool{}
		for _, s := range b.Sessions {
			devices[s.Device] = s.Live
		}
		if r.Status != http.StatusOK || b.Name != "Jose Reyes" || b.Phone != "0918***4567" || len(b.Orders) == 0 || b.Orders[0].Phone != "0918***4567" ||
			len(b.Accounts) != 1 || b.Accounts[0].Number != "•••• 4567" || !b.Accounts[0].Default || len(b.Sessions) != 2 || !devices[demo.DeviceID] || !devices["pixel-7"] {
			t.Fatalf("borrower B: %d %s", r.Status, r.Body)
		}
		for _, c := range []struct {
			v    string
			want int
		}{{"", http.StatusBadRequest}, {"abc", http.StatusBadRequest}, {"999999", http.StatusNotFound}} {
			if r := sup.call(t, env, "GET", "/admin/api/borrowers/detail", url.Values{"userId": {c.v}}); r.Status != c.want {
				t.Errorf("userId %q: %d %s", c.v, r.Status, r.Body)
			}
		}

		// Sign out everywhere: support may not; an admin does, audited.
		profile := func(session, device string) servertest.Response {
			return env.Do(t, servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Session: session, DeviceID: device})
		}
		if r := profile(demo.SessionB, ""); r.Status != http.StatusOK {
			t.Fatalf("B before: %d %s", r.Status, r.Body)
		}
		if r := sup.call(t, env, "POST", "/admin/api/borrowers/sign-out", url.Values{"userId": {id}}); r.Status != http.StatusForbidden {
			t.Errorf("support signs B out: %d %s", r.Status, r.Body)
		}
		if r := admin.call(t, env, "POST", "/admin/api/borrowers/sign-out", url.Values{"userId": {"999999"}}); r.Status != http.StatusNotFound {
			t.Errorf("no such borrower: %d %s", r.Status, r.Body)
		}
		r = admin.call(t, env, "POST", "/admin/api/borrowers/sign-out", url.Values{"userId": {id}})
		if r.Status != http.StatusOK || string(r.Data) != `{"sessions":2}` {
			t.Fatalf("sign B out: %d %s", r.Status, r.Body)
		}
		for _, s := range []struct{ session, device string }{{demo.SessionB, ""}, {second, "pixel-7"}} {
			if r := profile(s.session, s.device); r.Status != http.StatusUnauthorized || r.Code != string(fault.CodeLoginRequired) {
				t.Errorf("B's old session on %q: %d %s", s.device, r.Status, r.Body)
			}
		}
		if r := profile(demo.SessionA, ""); r.Status != http.StatusOK {
			t.Errorf("A is still signed in: %d %s", r.Status, r.Body)
		}
		b = console.Borrower{}
		sup.call(t, env, "GET", "/admin/api/borrowers/detail", url.Values{"userId": {id}}).Decode(t, &b)
		if len(b.Sessions) != 0 {
			t.Errorf("sessions after: %+v", b.Sessions)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"borrower"}, "objectId": {id}, "action": {"sign-out-borrower"}}).Rows(t, &log)
		if len(log) != 1 || log[0].Operator != "ana" || log[0].Action != "sign-out-borrower" || log[0].After != `{"sessionsEnded":2}` {
			t.Errorf("audit: %+v", log)
		}
		// Each view of the borrower's page is in the log: who, from where.
		log = nil
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"borrower"}, "objectId": {id}, "action": {"view"}}).Rows(t, &log)
		if len(log) != 2 || log[0].Operator != "sam" || log[1].Operator != "sam" || log[0].Addr == "" || log[0].Hash == "" {
			t.Errorf("views: %+v", log)
		}
	})
}

// TestConsole_Applicant: the borrower's page shows the applicant's data
// masked with its history; a reviewer's reveal shows it in full and is in
// the audit log; support may not reveal; a borrower without data has none.
func TestConsole_Applicant(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		rev := enrol(t, env, "rae", console.Reviewer)
		sup := enrol(t, env, "sam", console.Support)
		var b console.Borrower
		r := sup.call(t, env, "GET", "/admin/api/borrowers/detail", url.Values{"userId": {"2"}})
		r.Decode(t, &b)
		if b.Applicant == nil || b.Applicant.IDNumber != "••••6789" || b.Applicant.FullName != "J••• R•••" || b.Applicant.AddressLine != "••••" ||
			b.Applicant.Age != 36 || len(b.ApplicantHistory) != 1 || b.ApplicantHistory[0].Actor != loan.ActorDemo {
			t.Fatalf("masked: %s", r.Body)
		}
		if strings.Contains(r.Body, "0111234") || strings.Contains(r.Body, "1990-07-21") || strings.Contains(r.Body, "Rizal") {
			t.Errorf("the page shows the data in clear: %s", r.Body)
		}
		if r := sup.call(t, env, "POST", "/admin/api/borrowers/applicant/reveal", url.Values{"userId": {"2"}}); r.Status != http.StatusForbidden {
			t.Errorf("support reveals: %d %s", r.Status, r.Body)
		}
		r = rev.call(t, env, "POST", "/admin/api/borrowers/applicant/reveal", url.Values{"userId": {"2"}})
		var v struct {
			IDNumber, BirthDate, FullName string
			Revealed                      bool
		}
		r.Decode(t, &v)
		if r.Status != http.StatusOK || v.IDNumber != "011123456789" || v.BirthDate != "1990-07-21" || v.FullName != "Jose Reyes" || !v.Revealed {
			t.Fatalf("reveal: %d %s", r.Status, r.Body)
		}
		u, err := env.App.Account.CreateUser(t.Context(), db, "+639190000001", "No Data")
		if err != nil {
			t.Fatal(err)
		}
		if r := rev.call(t, env, "POST", "/admin/api/borrowers/applicant/reveal", url.Values{"userId": {itoa(u.ID)}}); r.Status != http.StatusNotFound {
			t.Errorf("no data: %d %s", r.Status, r.Body)
		}
		admin := enrol(t, env, "ana", console.Admin)
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"borrower"}, "objectId": {"2"}, "action": {"reveal-applicant"}}).Rows(t, &log)
		if len(log) != 1 || log[0].Operator != "rae" || log[0].After != `{"version":1}` {
			t.Errorf("audit: %+v", log)
		}
	})
}
