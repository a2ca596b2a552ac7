package console_test

import (
	"net/http"
	"net/url"
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

// TestConsole_ApplicationReview: the applications queue shows each
// application's flags; its review card has the credit policy's decision,
// the borrower's exposure and data; approving over flags needs a reason
// and records each flag as overridden (in the decision and the audit
// log); an application with no flag is approved as before; a reviewer's
// rejection starts the cooling-off.
func TestConsole_ApplicationReview(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		rev := enrol(t, env, "rae", console.Reviewer)
		ctx := t.Context()
		// A phone registered just now, without applicant data, on its own device.
		u, err := env.App.Account.CreateUser(ctx, db, "+639176100001", "New Borrower")
		if err != nil {
			t.Fatal(err)
		}
		flagged, err := env.App.Loans.Push(ctx, u.ID, 4, 1_000_000, 91, loan.TermUnitDays, "new-phone")
		if err != nil {
			t.Fatal(err)
		}
		plain, err := env.App.Loans.Push(ctx, 2, 1, 500_000, 91, loan.TermUnitDays, demo.DeviceID) // B: only the manual review
		if err != nil {
			t.Fatal(err)
		}

		var rows []console.OrderRow
		rev.call(t, env, "GET", "/admin/api/orders", url.Values{"queue": {"review"}}).Rows(t, &rows)
		flags := map[string]string{}
		for _, r := range rows {
			flags[r.No] = strings.Join(r.Flags, ",")
		}
		if flags[flagged.No] != "NO_APPLICANT_DATA,NEW_PHONE,MANUAL_REVIEW" || flags[plain.No] != "MANUAL_REVIEW" {
			t.Fatalf("the queue's flags: %v", flags)
		}

		var a console.Application
		r := rev.call(t, env, "GET", "/admin/api/orders/application", url.Values{"orderNo": {flagged.No}})
		r.Decode(t, &a)
		if r.Status != http.StatusOK || a.Decision == nil || a.Decision.PolicyVersion != 1 || strings.Join(a.Flags, ",") != "NO_APPLICANT_DATA,NEW_PHONE" ||
			a.Exposure.OpenLoans != 1 || a.Exposure.Limit != 2_000_000 || a.Applicant != nil || len(a.Orders) != 1 {
			t.Fatalf("the review card: %d %s", r.Status, r.Body)
		}
		if r := rev.call(t, env, "GET", "/admin/api/orders/application", url.Values{"orderNo": {"KW000"}}); r.Status != http.StatusNotFound {
			t.Errorf("no such order: %d %s", r.Status, r.Body)
		}
		var ab console.Application
		rev.call(t, env, "GET", "/admin/api/orders/application", url.Values{"orderNo": {plain.No}}).Decode(t, &ab)
		if ab.Applicant == nil || ab.Applicant.IDNumber != "••••6789" || len(ab.Flags) != 0 {
			t.Errorf("B's card: %+v", ab)
		}

		decide := func(no, decision, reason string) servertest.Response {
			return rev.call(t, env, "POST", "/admin/api/orders/decide", url.Values{"orderNo": {no}, "decision": {decision}, "reason": {reason}})
		}
		if r := decide(flagged.No, "approve", ""); r.Status != http.StatusBadRequest ||
			r.Fields["reason"] != "Say why you approve over the credit policy's flags: NO_APPLICANT_DATA, NEW_PHONE." {
			t.Fatalf("approving over flags without a reason: %d %s", r.Status, r.Body)
		}
		if o, _ := loan.OrderOf(ctx, db, u.ID, flagged.ID); o.Status != loan.StatusProcessing {
			t.Fatalf("the refused approval moved the order: %v", o.Status)
		}
		if r := decide(flagged.No, "approve", "Called the borrower; the ID was checked in the branch."); r.Status != http.StatusOK {
			t.Fatalf("approve over flags: %d %s", r.Status, r.Body)
		}
		d, _, _ := env.App.Credit.DecisionOf(ctx, db, flagged.ID)
		if d.Final != "approve" || d.Outcome != "review" || d.Reviewer != "rae" || strings.Join(d.Overrides, ",") != "NO_APPLICANT_DATA,NEW_PHONE" ||
			d.ReviewNote != "Called the borrower; the ID was checked in the branch." {
			t.Errorf("the reviewed decision: %+v", d)
		}
		admin := enrol(t, env, "ana", console.Admin)
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"order"}, "objectId": {flagged.No}, "action": {"approve"}}).Rows(t, &log)
		if len(log) != 1 || !strings.Contains(log[0].After, `"overrides":["NO_APPLICANT_DATA","NEW_PHONE"]`) || !strings.Contains(log[0].After, `"policyVersion":1`) {
			t.Errorf("audit: %+v", log)
		}

		// B's application has no flag: rejected with a reason, it starts the cooling-off.
		if r := decide(plain.No, "reject", "Income does not cover the instalments."); r.Status != http.StatusOK {
			t.Fatalf("reject: %d %s", r.Status, r.Body)
		}
		if until, err := env.App.Credit.WaitUntil(ctx, db, 2); err != nil || !until.Equal(time.Date(2026, 11, 9, 0, 0, 0, 0, time.UTC)) {
			t.Errorf("B's cooling-off: %v %v", until, err)
		}
		d, _, _ = env.App.Credit.DecisionOf(ctx, db, plain.ID)
		if d.Final != "reject" || len(d.Overrides) != 0 || len(d.Declined()) != 1 {
			t.Errorf("B's decision: %+v", d)
		}
	})
}
