package console_test

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// failedPayout is borrower A's order 85 withdrawn to GCash 0917 123 0000
// and disbursed on fe's proposal and fio's approval: the sandbox refuses
// the account, so the order stays 151 with its payout failed.
func failedPayout(t *testing.T, env *servertest.Env, fe, fio operator) {
	t.Helper()
	bind := url.Values{"product_id": {"6"}, "card_type": {"1"}, "channel": {"90006"}, "gcash_no": {"09171230000"},
		"city": {"Metro Manila / Quezon City"}, "payday": {"15"}}
	for _, rq := range []servertest.Request{
		{Method: "POST", Path: "/v3/bind-card/bind-card-new", Session: demo.SessionA, Form: bind},
		{Method: "POST", Path: "/v3/loan-details/withdraw", Session: demo.SessionA, Form: url.Values{"orderId": {"85"}}},
	} {
		if r := env.Do(t, rq); r.Status != http.StatusOK {
			t.Fatalf("%s: %d %s", rq.Path, r.Status, r.Body)
		}
	}
	p := proposalIn(t, fe.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {"85"}}))
	if v := approved(t, env, fio, p.ID); !strings.Contains(v.Proposal.Outcome, "Payout failed via sandbox") {
		t.Fatalf("the first payout: %+v", v.Proposal)
	}
}

// TestServicing_PayoutAccount: an order's payout fails (the sandbox
// refuses the account); a finance operator proposes another account with
// a reason (support and reviewers may not, nor may they see the choices;
// a bad number, another borrower's account or no reason is refused; the
// number waits sealed); the proposer cannot approve; two operators
// approve at once and the payout is sent again once, to the new account,
// the books posting the disbursement once and holding after each step;
// the change is in the audit log and the payout history, masked, and the
// borrower reads where the money went.
func TestServicing_PayoutAccount(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin, rev, fe, fio, sup := staff(t, env)
		failedPayout(t, env, fe, fio)
		booksHold(t, env, "the payout failed")

		for _, op := range []operator{rev, sup} {
			if r := op.call(t, env, "GET", "/admin/api/orders/payout-choices", url.Values{"orderNo": {"85"}}); r.Status != http.StatusForbidden {
				t.Errorf("%s reads the choices: %d", op.name, r.Status)
			}
			if r := op.call(t, env, "POST", "/admin/api/orders/payout-account", url.Values{"orderNo": {"85"}, "channel": {"90006"},
				"number": {"09171234567"}, "reason": {"x"}}); r.Status != http.StatusForbidden {
				t.Errorf("%s proposes: %d", op.name, r.Status)
			}
		}
		var choice console.PayoutChoice
		if r := fe.call(t, env, "GET", "/admin/api/orders/payout-choices", url.Values{"orderNo": {"85"}}); r.Status != http.StatusOK {
			t.Fatalf("choices: %d %s", r.Status, r.Body)
		} else {
			r.Decode(t, &choice)
		}
		if choice.Failed.Account.Label() != "GCash •••• 0000" || choice.Failed.Reason != payout.ReasonNoAccount || len(choice.Accounts) == 0 || len(choice.Channels) == 0 {
			t.Errorf("the choices: %+v", choice)
		}
		// Borrower B's account is not A's to be paid to.
		var accountB int64
		if err := db.QueryRow(t.Context(), `SELECT id FROM payout_accounts WHERE user_id = 2 AND removed_at = 0 ORDER BY id LIMIT 1`).Scan(&accountB); err != nil {
			t.Fatal(err)
		}
		propose := func(form url.Values) servertest.Response {
			form.Set("orderNo", "85")
			return fe.call(t, env, "POST", "/admin/api/orders/payout-account", form)
		}
		for name, c := range map[string]struct {
			form   url.Values
			status int
			field  string
		}{
			"ShortNumber":     {url.Values{"channel": {"90006"}, "number": {"0917123"}, "reason": {"typo"}}, http.StatusBadRequest, "number"},
			"NoChannel":       {url.Values{"channel": {"99999"}, "number": {"09171234567"}, "reason": {"typo"}}, http.StatusBadRequest, "channel"},
			"NoReason":        {url.Values{"channel": {"90006"}, "number": {"09171234567"}, "reason": {" "}}, http.StatusBadRequest, "reason"},
			"AnotherBorrower": {url.Values{"accountId": {itoa(accountB)}, "reason": {"B's account"}}, http.StatusNotFound, ""},
		} {
			r := propose(c.form)
			if r.Status != c.status || (c.field != "" && !strings.Contains(r.Body, `"`+c.field+`"`)) {
				t.Errorf("%s: %d %s", name, r.Status, r.Body)
			}
		}
		p := proposalIn(t, propose(url.Values{"channel": {"90006"}, "number": {"0917 123 4567"}, "reason": {"The borrower called with the right GCash number"}}))
		if p.Summary != "Send order "+orderNo85(t, env)+"'s payout to GCash •••• 4567 instead of GCash •••• 0000, and retry: The borrower called with the right GCash number" {
			t.Errorf("the proposal: %q", p.Summary)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM proposals WHERE kind = 'change-payout-account' AND params_json LIKE '%1234567%'`); n != 0 {
			t.Errorf("the number waits in clear in %d proposals", n)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM proposals WHERE kind = 'change-payout-account' AND params_json LIKE '%"sealed":"%'`); n != 1 {
			t.Errorf("%d proposals with the number sealed, want 1", n)
		}
		if r := approveAs(t, env, fe, p.ID); r.Status != http.StatusForbidden {
			t.Errorf("the proposer approves: %d %s", r.Status, r.Body)
		}
		booksHold(t, env, "proposed")

		approvedAtOnce(t, env, p.ID, fio, admin)
		o, _, err := env.App.Loans.Lookup(t.Context(), "85")
		if err != nil || o.Status != loan.StatusRepaying {
			t.Fatalf("order 85 after the approval: %d %v", o.Status, err)
		}
		if n := storetest.Count(t, db, `SELECT attempts FROM payouts WHERE order_id = 85 AND state = 'succeeded'`); n != 2 {
			t.Errorf("%d payout attempts, want 2 (the refused one and the retry)", n)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE order_id = 85 AND kind = 'disbursement'`); n != 1 {
			t.Errorf("%d disbursement entries", n)
		}
		booksHold(t, env, "approved and paid")

		h, err := env.App.Payout.HistoryOf(t.Context(), db, 1)
		if err != nil {
			t.Fatal(err)
		}
		var changed []string
		for _, e := range h {
			if e.Event == payout.EventAccountChanged {
				changed = append(changed, e.Actor+": "+e.Note)
			}
		}
		if len(changed) != 1 || !strings.HasSuffix(changed[0], "payout account changed from GCash •••• 0000 to GCash •••• 4567: The borrower called with the right GCash number") {
			t.Errorf("the payout history: %v", changed)
		}
		if got := actions(t, env, admin, "order", o.No); !slices.ContainsFunc(got, func(a string) bool { return strings.HasSuffix(a, " change-payout-account") }) ||
			!slices.Contains(got, "fe propose:change-payout-account") {
			t.Errorf("audit: %v", got)
		}
		rows, _ := borrowerRows(t, env, demo.SessionA, 85)
		if sent := rows["Loan sent to"]; !strings.Contains(sent, "to GCash •••• 4567 on ") || !strings.Contains(sent, "(reference SBX-") {
			t.Errorf("the borrower reads: %v", rows)
		}
		if _, status := borrowerRows(t, env, demo.SessionB, 85); status != http.StatusNotFound {
			t.Errorf("borrower B reads order 85: %d", status)
		}
		if r := propose(url.Values{"channel": {"90006"}, "number": {"09171234568"}, "reason": {"again"}}); r.Status != http.StatusConflict {
			t.Errorf("proposed on a paid order: %d %s", r.Status, r.Body)
		}
	})
}

// orderNo85 is order 85's number.
func orderNo85(t *testing.T, env *servertest.Env) string {
	t.Helper()
	o, _, err := env.App.Loans.Lookup(t.Context(), "85")
	if err != nil {
		t.Fatal(err)
	}
	return o.No
}
