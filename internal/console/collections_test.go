package console_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"kwarta/internal/collect"
	"kwarta/internal/console"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestCollections_WhoMayActAndTheAudit: the lead assigns an account; its
// collector works it, another collector is refused it; a text at 22:30
// Manila on an account 10 days past due is refused and the attempt is in
// the audit log; on one 340 days past due it goes.
func TestCollections_WhoMayActAndTheAudit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		if _, err := env.App.Loans.RunSchedule(t.Context(), env.DB); err != nil {
			t.Fatal(err)
		}
		admin := enrol(t, env, "root", console.Admin)
		lead := enrol(t, env, "lia", console.Lead)
		ana := enrol(t, env, "ana", console.Collector)
		ben := enrol(t, env, "ben", console.Collector)
		var settings console.CollectionSettings
		lead.call(t, env, "GET", "/admin/api/collections/settings", nil).Decode(t, &settings)
		ids := map[string]int64{}
		for _, m := range settings.Collectors {
			ids[m.Name] = m.ID
		}
		if len(settings.Collectors) != 3 || ids["ana"] == 0 || ids["lia"] == 0 || settings.DailyCap != 3 {
			t.Fatalf("settings: %+v", settings)
		}
		var wl console.Worklist
		lead.call(t, env, "GET", "/admin/api/collections/worklist", url.Values{"sort": {"due"}}).Decode(t, &wl)
		if wl.Total != 2 || wl.Rows[0].DaysPastDue != 340 || wl.Rows[1].DaysPastDue != 10 || len(wl.Buckets) != 5 {
			t.Fatalf("worklist: %+v", wl)
		}
		long, recent := wl.Rows[0].OrderNo, wl.Rows[1].OrderNo
		// Only collectors can be given accounts.
		if r := lead.call(t, env, "POST", "/admin/api/collections/assign", url.Values{"orderNos": {long}, "collector": {"1"}}); r.Status != http.StatusBadRequest {
			t.Fatalf("assign to the admin: %d %s", r.Status, r.Body)
		}
		r := lead.call(t, env, "POST", "/admin/api/collections/assign", url.Values{"orderNos": {long + "," + recent}, "collector": {strconv.FormatInt(ids["ana"], 10)}})
		var assigned console.Assigned
		r.Decode(t, &assigned)
		if assigned.Assigned != 2 || assigned.To != "ana" {
			t.Fatalf("assign: %+v", assigned)
		}
		// Ben is refused ana's account; ana logs a call on it.
		call := url.Values{"orderNo": {recent}, "channel": {"call"}, "outcome": {"promised"}, "note": {"Will pay Friday."}}
		if r := ben.call(t, env, "POST", "/admin/api/collections/contact", call); r.Status != http.StatusForbidden || !strings.Contains(r.Body, "assigned to ana") {
			t.Fatalf("ben on ana's account: %d %s", r.Status, r.Body)
		}
		if r := ana.call(t, env, "POST", "/admin/api/collections/contact", call); r.Status != http.StatusOK {
			t.Fatalf("ana's call: %d %s", r.Status, r.Body)
		}
		var mine console.Worklist
		ana.call(t, env, "GET", "/admin/api/collections/worklist", url.Values{"mine": {"1"}}).Decode(t, &mine)
		if mine.Total != 2 {
			t.Fatalf("ana's accounts: %+v", mine)
		}
		if ben.call(t, env, "GET", "/admin/api/collections/worklist", url.Values{"mine": {"1"}}).Decode(t, &mine); mine.Total != 0 {
			t.Fatalf("ben's accounts: %+v", mine)
		}
		// 22:30 Manila: the text on the account 10 days past due is refused
		// and audited; the one 340 days past due goes.
		now := env.Clock.Now().In(env.App.Config.Market.Location())
		env.Clock.Set(time.Date(now.Year(), now.Month(), now.Day(), 22, 30, 0, 0, env.App.Config.Market.Location()))
		ana, ben, admin = signIn(t, env, ana), signIn(t, env, ben), signIn(t, env, admin) // a new shift
		text := url.Values{"orderNo": {recent}, "name": {"past_due"}, "lang": {"en"}}
		r = ana.call(t, env, "POST", "/admin/api/collections/sms", text)
		if r.Status != http.StatusConflict || !strings.Contains(r.Body, "It is 22:3") {
			t.Fatalf("22:30 text: %d %s", r.Status, r.Body)
		}
		text.Set("orderNo", long)
		var sent collect.Contact
		ana.call(t, env, "POST", "/admin/api/collections/sms", text).Decode(t, &sent)
		if sent.Outcome != collect.OutcomeSent || sent.Exception != collect.ExceptionDays {
			t.Fatalf("the long-overdue text: %+v", sent)
		}
		var acct console.CollectionAccount
		ana.call(t, env, "GET", "/admin/api/collections/account", url.Values{"orderNo": {recent}}).Decode(t, &acct)
		if !acct.CanAct || acct.Standing.InHours || acct.Standing.Exception != "" || len(acct.Texts) != 4 || len(acct.Contacts) != 2 {
			t.Fatalf("account page: %+v", acct)
		}
		var audit struct {
			Rows []console.Entry `json:"rows"`
		}
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"action": {"collection.blocked"}}).Decode(t, &audit)
		if len(audit.Rows) != 1 || audit.Rows[0].ObjectID != recent || audit.Rows[0].Operator != "ana" {
			t.Fatalf("blocked attempts audited: %+v", audit.Rows)
		}
		var b collect.Block
		if err := json.Unmarshal([]byte(audit.Rows[0].After), &b); err != nil || b.Rule != collect.RuleHours || b.Channel != collect.SMS {
			t.Fatalf("the blocked entry: %s %v", audit.Rows[0].After, err)
		}
		// Ana proposes a waiver on her account; she cannot decide it, nor
		// may ben propose on hers.
		waive := url.Values{"orderNo": {recent}, "penalty": {"100"}, "reason": {"Hardship; promised the rest."}}
		if r := ben.call(t, env, "POST", "/admin/api/collections/waive", waive); r.Status != http.StatusForbidden {
			t.Fatalf("ben's waiver on ana's account: %d %s", r.Status, r.Body)
		}
		var prop console.Proposal
		ana.call(t, env, "POST", "/admin/api/collections/waive", waive).Decode(t, &prop)
		if prop.ID == 0 || prop.Kind != "waive" || prop.ProposedBy != "ana" {
			t.Fatalf("ana's waiver: %+v", prop)
		}
		if r := ana.call(t, env, "POST", "/admin/api/approvals/approve", url.Values{"id": {strconv.FormatInt(prop.ID, 10)}}); r.Status != http.StatusForbidden {
			t.Fatalf("ana approving: %d %s", r.Status, r.Body)
		}
	})
}
