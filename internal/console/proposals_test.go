package console_test

import (
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/console"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// proposalIn is the proposal in a proposing answer (Disbursed, Added,
// Updated: a "proposal" field), or the answer itself.
func proposalIn(t *testing.T, r servertest.Response) console.Proposal {
	t.Helper()
	if r.Status != http.StatusOK {
		t.Fatalf("propose: %d %s", r.Status, r.Body)
	}
	var in struct {
		Proposal *console.Proposal `json:"proposal"`
	}
	r.Decode(t, &in)
	if in.Proposal != nil {
		return *in.Proposal
	}
	var p console.Proposal
	r.Decode(t, &p)
	return p
}

// approveAs is op approving proposal id.
func approveAs(t *testing.T, env *servertest.Env, op operator, id int64) servertest.Response {
	t.Helper()
	return op.call(t, env, "POST", "/admin/api/approvals/approve", url.Values{"id": {itoa(id)}})
}

// approved is op approving proposal id, which must succeed.
func approved(t *testing.T, env *servertest.Env, op operator, id int64) console.Verdict {
	t.Helper()
	r := approveAs(t, env, op, id)
	var v console.Verdict
	r.Decode(t, &v)
	if r.Status != http.StatusOK || !v.OK || v.Proposal == nil || v.Proposal.State != console.ProposalDone {
		t.Fatalf("%s approves #%d: %d %s", op.name, id, r.Status, r.Body)
	}
	return v
}

// waitingOrder is borrower B's new order approved by rev and withdrawn:
// at 151, waiting for its ₱5,000.00.
func waitingOrder(t *testing.T, env *servertest.Env, db *store.DB, rev operator) loan.Order {
	t.Helper()
	o, err := env.App.Loans.Push(t.Context(), 2, 1, 500000, 91, loan.TermUnitDays, "")
	if err != nil {
		t.Fatal(err)
	}
	if r := rev.call(t, env, "POST", "/admin/api/orders/decide", url.Values{"orderNo": {o.No}, "decision": {"approve"}}); r.Status != http.StatusOK {
		t.Fatalf("approve: %d %s", r.Status, r.Body)
	}
	if _, err := env.App.Loans.Withdraw(t.Context(), db, 2, o.ID); err != nil {
		t.Fatal(err)
	}
	return o
}

// actions are the audit log's actions on an object, newest first.
func actions(t *testing.T, env *servertest.Env, admin operator, objectType, objectID string) []string {
	t.Helper()
	var log []console.Entry
	admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {objectType}, "objectId": {objectID}}).Rows(t, &log)
	var out []string
	for _, e := range log {
		out = append(out, e.Operator+" "+e.Action)
	}
	return out
}

// TestFourEyes_Disbursement: a finance operator proposes a disbursement
// (threshold 0: every one); neither they, from any session, nor a
// reviewer may approve it, nor may it be proposed twice; a second finance
// operator sees it in the queue and approves it, which pays once; a
// second approval and a repeated disburse on the paid order do nothing
// and write nothing.
func TestFourEyes_Disbursement(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		rev := enrol(t, env, "rita", console.Reviewer)
		fe := enrol(t, env, "fe", console.Finance)
		fio := enrol(t, env, "fio", console.Finance)
		sup := enrol(t, env, "sam", console.Support)
		o := waitingOrder(t, env, db, rev)

		r := fe.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {o.No}})
		var d console.Disbursed
		r.Decode(t, &d)
		if r.Status != http.StatusOK || d.State != console.ProposalState || d.Status != 151 || d.Proposal == nil {
			t.Fatalf("propose: %d %s", r.Status, r.Body)
		}
		p := *d.Proposal
		if p.Summary != "Disburse ₱5,000.00 for order "+o.No || p.ProposedBy != "fe" || !p.Yours || p.CanDecide ||
			!p.ExpiresAt.Equal(p.ProposedAt.Add(72*time.Hour)) || p.Before != `{"status":151}` || p.After != `{"send":"₱5,000.00","status":170}` {
			t.Errorf("the proposal: %+v", p)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payouts WHERE order_id = ? AND attempts > 0`, o.ID); n != 0 {
			t.Fatalf("a payout was sent on a proposal")
		}

		// The proposer, also from a second session, and a reviewer: refused.
		fe2 := signIn(t, env, fe)
		for _, op := range []operator{fe, fe2} {
			if r := approveAs(t, env, op, p.ID); r.Status != http.StatusForbidden || !strings.Contains(r.Message, "another operator must approve") {
				t.Errorf("the proposer approves: %d %s", r.Status, r.Body)
			}
		}
		if r := approveAs(t, env, rev, p.ID); r.Status != http.StatusForbidden {
			t.Errorf("a reviewer approves: %d %s", r.Status, r.Body)
		}
		if r := fio.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {o.No}}); r.Status != http.StatusConflict || !strings.Contains(r.Message, "already waiting") {
			t.Errorf("proposed twice: %d %s", r.Status, r.Body)
		}

		// The queue: fio may decide it; fe sees it as theirs; support has no queue.
		var queue []console.Proposal
		fio.call(t, env, "GET", "/admin/api/approvals", nil).Rows(t, &queue)
		if len(queue) != 1 || queue[0].ID != p.ID || !queue[0].CanDecide || queue[0].Yours {
			t.Errorf("fio's queue: %+v", queue)
		}
		fe.call(t, env, "GET", "/admin/api/approvals", nil).Rows(t, &queue)
		if len(queue) != 1 || queue[0].CanDecide || !queue[0].Yours {
			t.Errorf("fe's queue: %+v", queue)
		}
		if r := sup.call(t, env, "GET", "/admin/api/approvals", nil); r.Status != http.StatusForbidden {
			t.Errorf("support's queue: %d", r.Status)
		}

		v := approved(t, env, fio, p.ID)
		if v.Proposal.DecidedBy != "fio" || !strings.HasPrefix(v.Proposal.Outcome, "Payout succeeded via") {
			t.Errorf("the verdict: %+v", v.Proposal)
		}
		if r := fe.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {o.No}}); !strings.Contains(string(r.Data), `"status":170`) {
			t.Errorf("after the approval: %s", r.Body)
		}
		if r := approveAs(t, env, admin, p.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "done by fio") {
			t.Errorf("approved again: %d %s", r.Status, r.Body)
		}

		// A repeated disburse on the paid order: its result, nothing sent, nothing written.
		lines := storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log`)
		for range 3 {
			r := fe.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {o.No}})
			if r.Status != http.StatusOK || !strings.Contains(string(r.Data), `"state":"succeeded"`) {
				t.Errorf("disburse a paid order: %d %s", r.Status, r.Body)
			}
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log`); n != lines {
			t.Errorf("%d audit lines after 3 no-ops, want %d", n, lines)
		}
		if n := storetest.Count(t, db, `SELECT attempts FROM payouts WHERE order_id = ?`, o.ID); n != 1 {
			t.Errorf("%d payout attempts", n)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM proposals`); n != 1 {
			t.Errorf("%d proposals", n)
		}
		got := actions(t, env, admin, "order", o.No)
		want := []string{"fio disburse", "fio approve:disburse", "fe propose:disburse", "rita approve"}
		if !slices.Equal(got, want) {
			t.Errorf("audit: %q, want %q", got, want)
		}
	})
}

// TestFourEyes_ApproveAtOnce: two operators approve the same proposal at
// the same moment: it is carried out once (one payout, one disburse
// line), the other is told it was decided.
func TestFourEyes_ApproveAtOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		rev := enrol(t, env, "rita", console.Reviewer)
		fe := enrol(t, env, "fe", console.Finance)
		fio := enrol(t, env, "fio", console.Finance)
		o := waitingOrder(t, env, db, rev)
		p := proposalIn(t, fe.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {o.No}}))
		approvedAtOnce(t, env, p.ID, fio, admin)
		if n := storetest.Count(t, db, `SELECT attempts FROM payouts WHERE order_id = ?`, o.ID); n != 1 {
			t.Errorf("%d payout attempts", n)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE action IN ('disburse', 'approve:disburse')`); n != 2 {
			t.Errorf("%d disburse and approve lines, want one each", n)
		}
	})
}

// approvedAtOnce has two operators approve proposal id at the same time:
// one is carried out, the other is told it was decided already.
func approvedAtOnce(t *testing.T, env *servertest.Env, id int64, a, b operator) {
	t.Helper()
	var wg sync.WaitGroup
	statuses := make([]int, 2)
	for i, op := range []operator{a, b} {
		wg.Go(func() { statuses[i] = approveAs(t, env, op, id).Status })
	}
	wg.Wait()
	slices.Sort(statuses)
	if statuses[0] != http.StatusOK || statuses[1] != http.StatusConflict {
		t.Errorf("two approvals at once: %v", statuses)
	}
}

// TestFourEyes_ExpireDeclineFail: a proposal not decided in 72 hours
// expires (audited) and cannot be approved, and the object may be proposed
// again; a decline needs a note and changes nothing; an approval that can
// no longer be carried out (the name was taken meanwhile) marks the
// proposal failed with the reason and changes nothing else.
func TestFourEyes_ExpireDeclineFail(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ana := enrol(t, env, "ana", console.Admin)
		ben := enrol(t, env, "ben", console.Admin)
		add := func(name string) console.Proposal {
			return proposalIn(t, ana.call(t, env, "POST", "/admin/api/operators", url.Values{"name": {name}, "role": {"finance"}}))
		}

		// Expired.
		p := add("xena")
		env.Clock.Advance(72*time.Hour + time.Second)
		ben = signIn(t, env, ben) // the sessions ended with the 72 hours
		ana = signIn(t, env, ana)
		if r := approveAs(t, env, ben, p.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "expired") {
			t.Errorf("approve an expired proposal: %d %s", r.Status, r.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM operators WHERE name = 'xena'`); n != 0 {
			t.Error("an expired proposal was carried out")
		}
		if got := actions(t, env, ana, "operator", "xena"); !slices.Equal(got, []string{"system expire:add-operator", "ana propose:add-operator"}) {
			t.Errorf("audit of the expiry: %q", got)
		}
		p = add("xena")

		// Declined: a note is required.
		if r := ben.call(t, env, "POST", "/admin/api/approvals/decline", url.Values{"id": {itoa(p.ID)}, "note": {"  "}}); r.Status != http.StatusBadRequest || r.Fields["note"] == "" {
			t.Errorf("decline without a note: %d %s", r.Status, r.Body)
		}
		r := ben.call(t, env, "POST", "/admin/api/approvals/decline", url.Values{"id": {itoa(p.ID)}, "note": {"no such hire"}})
		var v console.Verdict
		r.Decode(t, &v)
		if r.Status != http.StatusOK || v.Proposal.State != console.ProposalDeclined || v.Proposal.Note != "no such hire" {
			t.Errorf("decline: %d %s", r.Status, r.Body)
		}
		if r := approveAs(t, env, ben, p.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "declined by ben") {
			t.Errorf("approve a declined proposal: %d %s", r.Status, r.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM operators WHERE name = 'xena'`); n != 0 {
			t.Error("a declined proposal was carried out")
		}

		// Failed: the name was taken (from the command line) after the proposal.
		p = add("yuri")
		if _, _, err := env.App.Console.Add(t.Context(), "yuri", console.Support, "test"); err != nil {
			t.Fatal(err)
		}
		if r := approveAs(t, env, ben, p.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "marked failed: There is already an operator yuri.") {
			t.Errorf("approve what cannot be done: %d %s", r.Status, r.Body)
		}
		var done []console.Proposal
		ben.call(t, env, "GET", "/admin/api/approvals", url.Values{"decided": {"1"}}).Rows(t, &done)
		states := map[int64]string{}
		for _, d := range done {
			states[d.ID] = d.State + ":" + d.Outcome
		}
		if states[p.ID] != "failed:There is already an operator yuri." || len(done) != 3 {
			t.Errorf("the decided: %+v", done)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM operators WHERE name = 'yuri' AND role = 'support'`); n != 1 {
			t.Error("a failed approval changed the operator")
		}
		if got := actions(t, env, ana, "operator", "yuri"); !slices.Equal(got, []string{"ben fail:add-operator", "ana propose:add-operator"}) {
			t.Errorf("audit of the failure: %q", got)
		}
	})
}

// TestFourEyes_Operators: adding an operator is proposed by one admin and
// approved by another, who alone sees the link; in bulk, each item is
// carried out on its own and one refused does not stop the others; a
// role change is proposed, disabling is done at once.
func TestFourEyes_Operators(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ana := enrol(t, env, "ana", console.Admin)
		ben := enrol(t, env, "ben", console.Admin)
		p1 := proposalIn(t, ana.call(t, env, "POST", "/admin/api/operators", url.Values{"name": {"fe"}, "role": {"finance"}}))
		p2 := proposalIn(t, ana.call(t, env, "POST", "/admin/api/operators", url.Values{"name": {"sam"}, "role": {"support"}}))
		if p1.Summary != "Add operator fe as finance" {
			t.Errorf("summary: %q", p1.Summary)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM operators`); n != 2 {
			t.Fatalf("%d operators before any approval", n)
		}
		// Bulk: ana's own is refused; ben's two are carried out, each with its link.
		p3 := proposalIn(t, ben.call(t, env, "POST", "/admin/api/operators", url.Values{"name": {"rita"}, "role": {"reviewer"}}))
		r := ben.call(t, env, "POST", "/admin/api/approvals/bulk", url.Values{"ids": {itoa(p1.ID) + "," + itoa(p3.ID) + "," + itoa(p2.ID)}, "decision": {"approve"}})
		var vs []console.Verdict
		r.Decode(t, &vs)
		link := regexp.MustCompile(`^/admin/enrol\?token=[0-9a-f]{64}$`)
		if r.Status != http.StatusOK || len(vs) != 3 || !vs[0].OK || !link.MatchString(vs[0].Link) || vs[1].OK ||
			!strings.Contains(vs[1].Message, "another operator must approve") || vs[1].Link != "" || !vs[2].OK || !link.MatchString(vs[2].Link) {
			t.Fatalf("bulk: %d %s", r.Status, r.Body)
		}
		// The link enrols fe; it is kept nowhere but as its hash.
		token := strings.TrimPrefix(vs[0].Link, "/admin/enrol?token=")
		if r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/enrol", Form: url.Values{"token": {token}, "password": {password}}}); r.Status != http.StatusOK {
			t.Errorf("enrol with the approver's link: %d %s", r.Status, r.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM proposals WHERE outcome LIKE '%token%' OR params_json LIKE '%token%'`); n != 0 {
			t.Error("a link is kept in a proposal")
		}
		if got := actions(t, env, ana, "operator", "fe"); !slices.Equal(got, []string{"fe enrol-password", "ben approve:add-operator", "ben add-operator", "ana propose:add-operator"}) {
			t.Errorf("audit of fe: %q", got)
		}

		// A role change is proposed; disabling is done at once.
		var ops []console.Operator
		ana.call(t, env, "GET", "/admin/api/operators", nil).Rows(t, &ops)
		var sam int64
		for _, o := range ops {
			if o.Name == "sam" {
				sam = o.ID
			}
		}
		p := proposalIn(t, ana.call(t, env, "POST", "/admin/api/operators/update", url.Values{"operatorId": {itoa(sam)}, "role": {"admin"}, "enabled": {"1"}}))
		if p.Summary != "Give sam the admin role" || p.Before != `{"role":"support","disabled":false}` {
			t.Errorf("role change proposal: %+v", p)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM operators WHERE name = 'sam' AND role = 'support'`); n != 1 {
			t.Error("the role changed before the approval")
		}
		approved(t, env, ben, p.ID)
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM operators WHERE name = 'sam' AND role = 'admin'`); n != 1 {
			t.Error("the role did not change on approval")
		}
		r = ana.call(t, env, "POST", "/admin/api/operators/update", url.Values{"operatorId": {itoa(sam)}, "role": {"admin"}, "enabled": {"0"}})
		if r.Status != http.StatusOK || strings.Contains(string(r.Data), "proposal") || !strings.Contains(string(r.Data), `"disabled":true`) {
			t.Errorf("disable: %d %s", r.Status, r.Body)
		}
		p = proposalIn(t, ana.call(t, env, "POST", "/admin/api/operators/update", url.Values{"operatorId": {itoa(sam)}, "role": {"admin"}, "enabled": {"1"}}))
		if p.Summary != "Let sam sign in again" {
			t.Errorf("enable: %+v", p)
		}
	})
}

// TestFourEyes_Threshold: the admin's threshold is itself proposed and
// approved; a disbursement at or below it is sent at once by one
// operator, above it is proposed.
func TestFourEyes_Threshold(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ana := enrol(t, env, "ana", console.Admin)
		ben := enrol(t, env, "ben", console.Admin)
		rev := enrol(t, env, "rita", console.Reviewer)
		fe := enrol(t, env, "fe", console.Finance)
		threshold := func(minor string) {
			t.Helper()
			p := proposalIn(t, ana.call(t, env, "POST", "/admin/api/approvals/threshold", url.Values{"threshold": {minor}}))
			approved(t, env, ben, p.ID)
		}
		var th console.Threshold
		fe.call(t, env, "GET", "/admin/api/approvals/threshold", nil).Decode(t, &th)
		if th.Threshold != 0 || th.Currency != "PHP" {
			t.Errorf("the default threshold: %+v", th)
		}
		if r := fe.call(t, env, "POST", "/admin/api/approvals/threshold", url.Values{"threshold": {"9"}}); r.Status != http.StatusForbidden {
			t.Errorf("finance sets the threshold: %d", r.Status)
		}
		o := waitingOrder(t, env, db, rev)

		// ₱4,999.99: the ₱5,000.00 order is above it.
		threshold("499999")
		r := fe.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {o.No}})
		p := proposalIn(t, r)
		if !strings.Contains(string(r.Data), `"state":"proposed"`) {
			t.Errorf("above the threshold: %s", r.Body)
		}
		if r := fe.call(t, env, "POST", "/admin/api/approvals/decline", url.Values{"id": {itoa(p.ID)}, "note": {"withdrawn: the threshold changes"}}); r.Status != http.StatusOK {
			t.Errorf("the proposer withdraws: %d %s", r.Status, r.Body)
		}

		// ₱5,000.00: at the threshold, one operator sends it.
		threshold("500000")
		fe.call(t, env, "GET", "/admin/api/approvals/threshold", nil).Decode(t, &th)
		if th.Threshold != 500000 {
			t.Errorf("the threshold: %+v", th)
		}
		r = fe.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {o.No}})
		if r.Status != http.StatusOK || !strings.Contains(string(r.Data), `"state":"succeeded"`) || strings.Contains(string(r.Data), `"proposal"`) {
			t.Errorf("at the threshold: %d %s", r.Status, r.Body)
		}
		if got := actions(t, env, ana, "order", o.No); !slices.Equal(got, []string{"fe disburse", "fe decline:disburse", "fe propose:disburse", "rita approve"}) {
			t.Errorf("audit: %q", got)
		}
		if got := actions(t, env, ana, "setting", "disbursement.threshold"); len(got) != 4 || got[0] != "ben approve:disbursement-threshold" {
			t.Errorf("audit of the threshold: %q", got)
		}
	})
}

// TestConsole_ApprovalsPermission: the roles that see the queue are those
// with the permission of at least one action under maker-checker.
func TestConsole_ApprovalsPermission(t *testing.T) {
	env := servertest.New(t, storetest.MustOpen(t, store.SQLite))
	kinds := env.App.Console.KindPermissions()
	for _, r := range console.Roles {
		decides := false
		for _, p := range kinds {
			decides = decides || console.Allowed(r, p)
		}
		if console.Allowed(r, console.PermApprovals) != decides {
			t.Errorf("%s: approvals %v, decides an action %v", r, !decides, decides)
		}
	}
}
