package console_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/credit"
	"kwarta/internal/demo"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestConsole_CreditPolicy: an admin proposes a draft of the credit
// policy (a wrong one is refused rule by rule; one from an old version is
// refused); the draft's what-if runs without saving anything; a second
// admin approves the proposal, which publishes version 2 at once, and the
// next application is decided under it.
func TestConsole_CreditPolicy(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ana := enrol(t, env, "ana", console.Admin)
		ben := enrol(t, env, "ben", console.Admin)
		rev := enrol(t, env, "rae", console.Reviewer)
		var page console.PolicyPage
		rev.call(t, env, "GET", "/admin/api/credit/policy", nil).Decode(t, &page)
		if page.Current.Version != 1 || len(page.Versions) != 1 || page.Versions[0].ProposedBy != "demo" || len(page.Kinds) != len(credit.Kinds) {
			t.Fatalf("the page: %+v", page)
		}
		// The draft: the demo's policy with a person reviewing nothing.
		draft := demo.DemoPolicy("ph")
		kept := draft.Rules[:0]
		for _, r := range draft.Rules {
			if r.Code != credit.RuleManualReview {
				kept = append(kept, r)
			}
		}
		rules, _ := json.Marshal(kept)
		bad := strings.Replace(string(rules), `"min":18`, `"min":16`, 1)
		propose := func(rules, note, base string) servertest.Response {
			return ana.call(t, env, "POST", "/admin/api/credit/policy", url.Values{"rules": {rules}, "note": {note}, "base": {base}})
		}
		if r := propose(bad, "Younger borrowers", "1"); r.Status != http.StatusBadRequest || r.Fields["age"] == "" {
			t.Errorf("a wrong draft: %d %s", r.Status, r.Body)
		}
		if r := propose(`[{"code":"age","colour":"red"}]`, "x", "1"); r.Status != http.StatusBadRequest || r.Fields["rules"] == "" {
			t.Errorf("not rules: %d %s", r.Status, r.Body)
		}
		if r := propose(string(rules), "Approve clean applications at once", "0"); r.Status != http.StatusConflict {
			t.Errorf("an old base: %d %s", r.Status, r.Body)
		}
		if r := rev.call(t, env, "POST", "/admin/api/credit/policy", url.Values{"rules": {string(rules)}, "note": {"x"}, "base": {"1"}}); r.Status != http.StatusForbidden {
			t.Errorf("a reviewer proposes: %d %s", r.Status, r.Body)
		}
		var w credit.WhatIf
		if r := ana.call(t, env, "POST", "/admin/api/credit/what-if", url.Values{"rules": {string(rules)}, "days": {"30"}}); r.Status != http.StatusOK {
			t.Fatalf("what-if: %d %s", r.Status, r.Body)
		} else {
			r.Decode(t, &w)
		}
		if w.Days != 30 || w.Applications != 0 {
			t.Errorf("what-if on no application: %+v", w)
		}
		if r := ana.call(t, env, "POST", "/admin/api/credit/what-if", url.Values{"rules": {string(rules)}, "days": {"400"}}); r.Status != http.StatusBadRequest || r.Fields["days"] == "" {
			t.Errorf("400 days: %d %s", r.Status, r.Body)
		}

		var prop console.Proposal
		r := propose(string(rules), "Approve clean applications at once", "1")
		r.Decode(t, &prop)
		if r.Status != http.StatusOK || prop.State != "pending" || !strings.Contains(prop.Summary, "version 2: Approve clean applications at once") {
			t.Fatalf("propose: %d %s", r.Status, r.Body)
		}
		if cur, _ := env.App.Credit.Current(t.Context(), db); cur.Version != 1 {
			t.Fatalf("published before the approval: %d", cur.Version)
		}
		id := url.Values{"id": {strconv.FormatInt(prop.ID, 10)}}
		if r := ana.call(t, env, "POST", "/admin/api/approvals/approve", id); r.Status == http.StatusOK {
			t.Fatalf("the proposer approves: %s", r.Body)
		}
		if r := ben.call(t, env, "POST", "/admin/api/approvals/approve", id); r.Status != http.StatusOK {
			t.Fatalf("approve: %d %s", r.Status, r.Body)
		}
		page = console.PolicyPage{}
		rev.call(t, env, "GET", "/admin/api/credit/policy", nil).Decode(t, &page)
		if page.Current.Version != 2 || page.Versions[0].ProposedBy != "ana" || page.Versions[0].ApprovedBy != "ben" || len(page.Current.Rules) != len(credit.Kinds)-1 {
			t.Fatalf("after the approval: %+v", page)
		}
		// B's next application is approved at once under version 2.
		o, err := env.App.Loans.Push(t.Context(), 2, 1, 500_000, 91, 1, demo.DeviceID)
		if err != nil {
			t.Fatal(err)
		}
		if d, _, _ := env.App.Credit.DecisionOf(t.Context(), db, o.ID); d.PolicyVersion != 2 || d.Outcome != "approve" {
			t.Errorf("B's application under version 2: %+v", d)
		}
	})
}
