package console_test

import (
	"bytes"
	"image"
	"image/png"
	"mime/multipart"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/console"
	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// postback sends the sandbox provider's signed postback for p.
func postback(t *testing.T, env *servertest.Env, p payment.Postback) servertest.Response {
	t.Helper()
	sb, ok := env.App.Repay.Gateway().(*payment.Sandbox)
	if !ok {
		t.Fatalf("the test server's gateway is %s, not the sandbox", env.App.Repay.Gateway().Name())
	}
	return env.Do(t, servertest.Request{Method: "POST", Path: "/payments/postback", Form: sb.SignedPostback(p)})
}

// payCode81 issues a pay code for what is due now on borrower A's order 81.
func payCode81(t *testing.T, env *servertest.Env) (txnID, refNo string, amount int64) {
	t.Helper()
	var page struct{ RepayAmount int64 }
	env.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/loan-play-detail", Session: demo.SessionA,
		Query: url.Values{"orderId": {"81"}, "productId": {"2"}}}).Decode(t, &page)
	r := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/repay/generate-pay-code", Session: demo.SessionA,
		Form: url.Values{"orderId": {"81"}, "productId": {"2"}, "amount": {strconv.FormatInt(page.RepayAmount, 10)}, "channelNumber": {"GCSH"}}})
	if r.Status != http.StatusOK {
		t.Fatalf("pay code: %d %s", r.Status, r.Body)
	}
	if err := env.DB.QueryRow(t.Context(), `SELECT txn_id, ref_no FROM pay_codes WHERE order_id = 81 AND state = 'open'`).Scan(&txnID, &refNo); err != nil {
		t.Fatal(err)
	}
	return txnID, refNo, page.RepayAmount
}

// proposeResolve is op proposing a resolution of a payment kept for
// review (payments/resolve): the answer is the proposal.
func proposeResolve(t *testing.T, env *servertest.Env, op operator, form url.Values) console.Proposal {
	t.Helper()
	return proposalIn(t, op.call(t, env, "POST", "/admin/api/payments/resolve", form))
}

// resolution is how the resolved list shows payment txn resolved (nil:
// still waiting).
func resolution(t *testing.T, env *servertest.Env, op operator, txn string) *repay.Resolution {
	t.Helper()
	var list []repay.Review
	op.call(t, env, "GET", "/admin/api/payments/review", url.Values{"resolved": {"1"}}).Rows(t, &list)
	for _, r := range list {
		if r.TxnID == txn && r.Resolution != nil {
			return r.Resolution
		}
	}
	return nil
}

// TestConsole_PaymentReview: a postback with the wrong amount and one for
// no known code wait for review; bad input, other roles and orders that
// cannot take the money are refused with nothing proposed; a credit is a
// proposal that its proposer cannot approve, and of two operators
// approving it at the same moment one credits it, once, through the loan
// engine (the order's ledger shows the money received); a refund proposed
// at the same moment is failed as resolved meanwhile; the unknown one is
// refunded under four eyes; the ledger, the totals and their CSV show
// what happened.
func TestConsole_PaymentReview(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		fin := enrol(t, env, "fe", console.Finance)
		fio := enrol(t, env, "fio", console.Finance)
		sup := enrol(t, env, "sam", console.Support)
		admin := enrol(t, env, "ana", console.Admin)
		txn, ref, due := payCode81(t, env)
		paid := due - 10000 // ₱100 short
		if r := postback(t, env, payment.Postback{TxnID: txn, RefNo: ref, Status: payment.StatusSuccess, Message: "paid", Amount: paid, Currency: "PHP", Channel: "GCSH"}); r.Status != http.StatusOK {
			t.Fatalf("the short postback: %d %s", r.Status, r.Body)
		}
		postback(t, env, payment.Postback{TxnID: "STRAY-1", RefNo: "SBX-STRAY", Status: payment.StatusSuccess, Message: "paid", Amount: 50000, Currency: "PHP", Channel: "GCSH"})

		var list []repay.Review
		fin.call(t, env, "GET", "/admin/api/payments/review", nil).Rows(t, &list)
		if len(list) != 2 || list[0].TxnID != txn || list[0].Kind != repay.OutcomeMismatch || list[0].Amount != paid || list[0].Asked != due ||
			list[1].TxnID != "STRAY-1" || list[1].Kind != repay.OutcomeUnknown || list[1].Amount != 50000 || list[1].Resolution != nil {
			t.Fatalf("review: %+v", list)
		}
		var before console.OrderDetail
		fin.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {list[0].OrderNo}}).Decode(t, &before)
		settled, err := loan.OrderNo(t.Context(), db, 86)
		if err != nil {
			t.Fatal(err)
		}

		// Refused: another role, bad input, an order that does not exist
		// (free text) or cannot take money; nothing is proposed or saved.
		if r := sup.call(t, env, "POST", "/admin/api/payments/resolve", url.Values{"txnId": {txn}, "action": {"credit"}, "note": {"x"}}); r.Status != http.StatusForbidden {
			t.Errorf("support resolves: %d %s", r.Status, r.Body)
		}
		for _, c := range []struct {
			form   url.Values
			status int
			field  string
			says   string
		}{
			{url.Values{"txnId": {txn}, "action": {"keep"}, "note": {"why"}}, http.StatusBadRequest, "action", ""},
			{url.Values{"txnId": {txn}, "action": {"credit"}, "note": {"   "}}, http.StatusBadRequest, "note", ""},
			{url.Values{"txnId": {txn}, "action": {"credit"}, "note": {"x"}, "orderNo": {"KW000"}}, http.StatusBadRequest, "orderNo", "paid on a code of order"},
			{url.Values{"txnId": {"STRAY-1"}, "action": {"credit"}, "note": {"x"}}, http.StatusBadRequest, "orderNo", "Pick the order"},
			{url.Values{"txnId": {"STRAY-1"}, "action": {"credit"}, "note": {"x"}, "orderNo": {"KW000"}}, http.StatusBadRequest, "orderNo", "There is no order KW000"},
			{url.Values{"txnId": {"STRAY-1"}, "action": {"credit"}, "note": {"x"}, "orderNo": {settled}}, http.StatusBadRequest, "orderNo", "is settled: it takes no payment"},
			{url.Values{"txnId": {"NOTHING"}, "action": {"refund"}, "note": {"x"}}, http.StatusNotFound, "", ""},
		} {
			r := fin.call(t, env, "POST", "/admin/api/payments/resolve", c.form)
			if r.Status != c.status || (c.field != "" && !strings.Contains(r.Fields[c.field], c.says)) || r.Success {
				t.Errorf("%v: %d %s", c.form, r.Status, r.Body)
			}
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payment_resolutions`) + storetest.Count(t, db, `SELECT COUNT(*) FROM payments`) +
			storetest.Count(t, db, `SELECT COUNT(*) FROM proposals`) + storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE object_type = 'payment'`); n != 0 {
			t.Fatalf("after the refusals: %d rows", n)
		}

		// The credit is proposed: the difference names the borrower, what
		// the order owes before and after, and what the money does.
		p := proposeResolve(t, env, fin, url.Values{"txnId": {txn}, "action": {"credit"}, "note": {"the borrower paid ₱100 short; credit what came"}})
		money := loan.Money{Symbol: "₱"}
		if p.Kind != "credit-payment" || p.ObjectType != "payment" || p.ObjectID != txn || !p.Yours || p.CanDecide ||
			p.Summary != "Credit payment "+txn+" ("+money.Format(paid)+" received) to order "+before.No+" of Maria Santos (0917***4567): part-pays it" ||
			!strings.Contains(p.Before, `"owed":"`+money.Format(before.Owed)+`"`) || !strings.Contains(p.After, `"owed":"`+money.Format(before.Owed-paid)+`"`) ||
			!strings.Contains(p.After, `"effect":"part-pay"`) {
			t.Errorf("the proposal: %+v", p)
		}
		if resolution(t, env, fin, txn) != nil || storetest.Count(t, db, `SELECT COUNT(*) FROM payments`) != 0 {
			t.Fatal("a proposal resolved the payment")
		}
		// One question per payment, whichever action; the review list's rows show it.
		if r := fio.call(t, env, "POST", "/admin/api/payments/resolve", url.Values{"txnId": {txn}, "action": {"refund"}, "note": {"x"}}); r.Status != http.StatusConflict || !strings.Contains(r.Message, "already waiting") {
			t.Errorf("a refund proposed beside the credit: %d %s", r.Status, r.Body)
		}
		var waiting []console.Proposal
		fio.call(t, env, "GET", "/admin/api/payments/proposals", nil).Decode(t, &waiting)
		if len(waiting) != 1 || waiting[0].ID != p.ID || waiting[0].ObjectID != txn || !waiting[0].CanDecide || waiting[0].Yours {
			t.Errorf("pending on the review list: %+v", waiting)
		}
		// The proposer, from any session, may not approve it.
		for _, op := range []operator{fin, signIn(t, env, fin)} {
			if r := approveAs(t, env, op, p.ID); r.Status != http.StatusForbidden || !strings.Contains(r.Message, "another operator must approve") {
				t.Errorf("the proposer approves: %d %s", r.Status, r.Body)
			}
		}
		// A refund proposed at the same moment (the one-question check of
		// each saw the other's not yet committed), planted in the core's table.
		var feID int64
		if err := db.QueryRow(t.Context(), `SELECT proposed_by_id FROM proposals WHERE id = ?`, p.ID).Scan(&feID); err != nil {
			t.Fatal(err)
		}
		now := store.Millis(env.Clock.Now())
		refundID, err := store.InsertID(t.Context(), db, `INSERT INTO proposals (kind, object_type, object_id, params_json, summary, before_json, after_json,
			proposed_by_id, proposed_by, proposed_at, expires_at) VALUES ('refund-payment', 'payment', ?, ?, 'Refund', '', '', ?, 'fe', ?, ?)`,
			txn, `{"txnId":"`+txn+`","action":"refund","orderNo":"","note":"sent back"}`, feID, now, now+int64(console.ProposalLife/time.Millisecond))
		if err != nil {
			t.Fatal(err)
		}

		// Two approvals at once: one credits, the other is told it was decided.
		var wg sync.WaitGroup
		results := make([]servertest.Response, 2)
		for i, o := range []operator{fio, admin} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				results[i] = approveAs(t, env, o, p.ID)
			}()
		}
		wg.Wait()
		ok, conflict := 0, 0
		for _, r := range results {
			switch r.Status {
			case http.StatusOK:
				ok++
			case http.StatusConflict:
				conflict++
			default:
				t.Errorf("an approval: %d %s", r.Status, r.Body)
			}
		}
		if ok != 1 || conflict != 1 {
			t.Fatalf("two approvals at once: %d succeeded, %d conflicts", ok, conflict)
		}
		var after console.OrderDetail
		fin.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {list[0].OrderNo}}).Decode(t, &after)
		if len(after.Payments) != len(before.Payments)+1 || after.Payments[0].Amount != paid || after.Payments[0].RefNo != ref ||
			after.Paid != before.Paid+paid || after.Owed != before.Owed-paid {
			t.Errorf("the order after the credit: paid %d→%d, owed %d→%d, %+v", before.Paid, after.Paid, before.Owed, after.Owed, after.Payments)
		}
		// The borrower's own ledger has it too.
		if r := env.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/payments", Session: demo.SessionA, Query: url.Values{"orderId": {"81"}}}); !strings.Contains(string(r.Data), ref) {
			t.Errorf("the borrower's payments: %s", r.Body)
		}
		// The refund proposed beside it: approved, it fails, nothing changes.
		if r := approveAs(t, env, fio, refundID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "marked failed") || !strings.Contains(r.Message, "already been resolved") {
			t.Errorf("the refund of a credited payment: %d %s", r.Status, r.Body)
		}
		if res := resolution(t, env, fin, txn); res == nil || res.Action != "credit" || res.Operator == "fe" ||
			storetest.Count(t, db, `SELECT COUNT(*) FROM proposals WHERE id = ? AND state = 'failed'`, refundID) != 1 {
			t.Errorf("after the failed refund: %+v", res)
		}

		// The unknown payment: refunded under four eyes, once.
		p = proposeResolve(t, env, fin, url.Values{"txnId": {"STRAY-1"}, "action": {"refund"}, "note": {"not ours; sent back"}})
		if p.Kind != "refund-payment" || p.Summary != "Refund payment STRAY-1 (₱500.00 received) to the payer" {
			t.Errorf("the refund's proposal: %+v", p)
		}
		if v := approved(t, env, admin, p.ID); v.Proposal.Outcome != "Recorded as refunded." {
			t.Errorf("the refund's outcome: %+v", v.Proposal)
		}
		if r := fin.call(t, env, "POST", "/admin/api/payments/resolve", url.Values{"txnId": {"STRAY-1"}, "action": {"credit"}, "orderNo": {list[0].OrderNo}, "note": {"again"}}); r.Status != http.StatusConflict {
			t.Errorf("the refund resolved again: %d %s", r.Status, r.Body)
		}
		list = nil
		fin.call(t, env, "GET", "/admin/api/payments/review", url.Values{"resolved": {"1"}}).Rows(t, &list)
		if len(list) != 2 || list[0].Resolution == nil || list[0].Resolution.Action != "refund" || list[0].Resolution.Operator != "ana" || list[1].Resolution == nil ||
			list[1].Resolution.Action != "credit" || list[1].Resolution.PaymentID != after.Payments[0].ID || list[1].Resolution.Amount != paid {
			t.Errorf("resolved: %+v", list)
		}
		fio.call(t, env, "GET", "/admin/api/payments/proposals", nil).Decode(t, &waiting)
		if len(waiting) != 0 {
			t.Errorf("still pending: %+v", waiting)
		}
		if got := actions(t, env, admin, "payment", "STRAY-1"); !slices.Equal(got, []string{"ana approve:refund-payment", "ana resolve-payment", "fe propose:refund-payment"}) {
			t.Errorf("audit of the refund: %v", got)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"payment"}, "action": {"resolve-payment"}}).Rows(t, &log)
		if len(log) != 2 || !strings.Contains(log[0].After, "sent back") || !strings.Contains(log[1].After, `"action":"credit"`) || !strings.Contains(log[1].After, `"proposedBy":"fe"`) {
			t.Errorf("audit: %+v", log)
		}

		// The day's report (kwarta report payments): nothing unmatched is
		// left, and both resolutions are listed.
		loc := env.App.Config.Market.Location()
		report, err := repay.Report(t.Context(), db, env.Clock.Now().In(loc), loc)
		if err != nil || len(report.Unmatched) != 0 || len(report.Resolved) != 2 || report.Resolved[0].Action != "credit" ||
			report.Resolved[0].CreditedAs != "repayment" || report.Resolved[1].TxnID != "STRAY-1" || report.Resolved[1].CreditedAs != "" {
			t.Errorf("report: %+v %v", report, err)
		}
		var out strings.Builder
		if err := report.Write(&out, loc); err != nil || !strings.Contains(out.String(), "unmatched: 0") || !strings.Contains(out.String(), "resolved: 2") ||
			!strings.Contains(out.String(), "credit (repayment)") || !strings.Contains(out.String(), "not ours; sent back") {
			t.Errorf("the report as printed:\n%s", out.String())
		}

		// The ledger, the totals and the CSV.
		today := env.Clock.Now().In(env.App.Config.Market.Location()).Format(time.DateOnly)
		var events []repay.Event
		fin.call(t, env, "GET", "/admin/api/payments/events", url.Values{"from": {today}, "to": {today}}).Rows(t, &events)
		if len(events) != 2 || events[0].TxnID != "STRAY-1" || events[0].Outcome != repay.OutcomeUnknown || events[1].Outcome != repay.OutcomeMismatch || events[1].Amount != paid {
			t.Errorf("events: %+v", events)
		}
		if r := fin.call(t, env, "GET", "/admin/api/payments/events", url.Values{"from": {"yesterday"}}); r.Status != http.StatusBadRequest || r.Fields["from"] == "" {
			t.Errorf("a bad date: %d %s", r.Status, r.Body)
		}
		var totals []repay.DayTotal
		fin.call(t, env, "GET", "/admin/api/payments/totals", url.Values{"from": {today}, "to": {today}}).Decode(t, &totals)
		if len(totals) != 1 || totals[0].Day != today || totals[0].Channel != "GCSH" || totals[0].Payments != 1 || totals[0].Amount != paid {
			t.Errorf("totals: %+v", totals)
		}
		if r := fin.call(t, env, "GET", "/admin/api/payments/totals", url.Values{"from": {today}, "to": {"2020-01-01"}}); r.Status != http.StatusBadRequest || r.Fields["to"] == "" {
			t.Errorf("a range backwards: %d %s", r.Status, r.Body)
		}
		r := fin.call(t, env, "GET", "/admin/api/payments/totals.csv", url.Values{"from": {today}, "to": {today}})
		want := "day,channel,channel_name,currency,payments,amount_minor,amount\n" + today + ",GCSH,GCash,PHP,1," + strconv.FormatInt(paid, 10) + "," + payment.FormatAmount(paid) + "\n"
		if r.Status != http.StatusOK || r.Header.Get("Content-Type") != "text/csv; charset=utf-8" ||
			r.Header.Get("Content-Disposition") != `attachment; filename="payments-`+today+`-to-`+today+`.csv"` || r.Body != want {
			t.Errorf("CSV: %d %v\n%s", r.Status, r.Header, r.Body)
		}
		if r := sup.call(t, env, "GET", "/admin/api/payments/totals.csv", nil); r.Status != http.StatusForbidden || r.Code != "100403" {
			t.Errorf("CSV as support: %d %s", r.Status, r.Body)
		}
	})
}

// TestConsole_ExtensionReview: an extension is bought with its exact fee.
// Money paid on an extension's code with another amount is credited, when
// finance says so, as a repayment (the due date stays); the fee paid
// exactly but held for review is credited as the extension.
func TestConsole_ExtensionReview(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		fin := enrol(t, env, "fe", console.Finance)
		fio := enrol(t, env, "fio", console.Finance)
		extensionCode := func() (txn, ref string, fee int64) {
			t.Helper()
			var page repay.ExtensionPage
			env.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/ordinary", Session: demo.SessionA, Query: url.Values{"orderId": {"81"}}}).Decode(t, &page)
			r := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/repay/generate-pay-code", Session: demo.SessionA,
				Form: url.Values{"orderId": {"81"}, "productId": {"2"}, "amount": {strconv.FormatInt(page.DelayInfo.DelayAmount, 10)}, "channelNumber": {"GCSH"}, "isDelay": {"1"}}})
			if r.Status != http.StatusOK || page.DelayInfo.DelayAmount <= 0 {
				t.Fatalf("extension code: %d %s", r.Status, r.Body)
			}
			if err := db.QueryRow(t.Context(), `SELECT txn_id, ref_no FROM pay_codes WHERE order_id = 81 AND purpose = 'extension' AND state = 'open'`).Scan(&txn, &ref); err != nil {
				t.Fatal(err)
			}
			return txn, ref, page.DelayInfo.DelayAmount
		}
		detail := func() console.OrderDetail {
			var d console.OrderDetail
			var no string
			if err := db.QueryRow(t.Context(), `SELECT order_no FROM orders WHERE id = 81`).Scan(&no); err != nil {
				t.Fatal(err)
			}
			fin.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {no}}).Decode(t, &d)
			return d
		}
		resolve := func(txn string) repay.Resolution {
			t.Helper()
			p := proposeResolve(t, env, fin, url.Values{"txnId": {txn}, "action": {"credit"}, "note": {"the borrower's money"}})
			approved(t, env, fio, p.ID)
			res := resolution(t, env, fin, txn)
			if res == nil {
				t.Fatalf("%s not resolved", txn)
			}
			return *res
		}

		txn, ref, fee := extensionCode()
		postback(t, env, payment.Postback{TxnID: txn, RefNo: ref, Status: payment.StatusSuccess, Message: "paid", Amount: fee + 5000, Currency: "PHP", Channel: "GCSH"})
		before := detail()
		res := resolve(txn)
		after := detail()
		if res.CreditedAs != "repayment" || res.Amount != fee+5000 || after.Paid != before.Paid+fee+5000 || after.NextDue != before.NextDue {
			t.Errorf("a wrong amount on an extension's code: %+v; paid %d→%d, due %v→%v", res, before.Paid, after.Paid, before.NextDue, after.NextDue)
		}
		if p := after.Payments[0]; p.Amount != fee+5000 || p.Purpose != string(repay.PurposeDue) {
			t.Errorf("the payment: %+v", p)
		}

		// The exact fee, held for review (the code expired before the money came): the extension.
		txn, _, fee = extensionCode()
		if _, err := db.Exec(t.Context(), `UPDATE pay_codes SET state = 'review' WHERE txn_id = ?`, txn); err != nil {
			t.Fatal(err)
		}
		before = detail()
		if res := resolve(txn); res.CreditedAs != "extension" || res.Amount != fee {
			t.Errorf("the exact fee: %+v", res)
		}
		if after := detail(); after.NextDue <= before.NextDue {
			t.Errorf("the exact fee did not extend: due %v→%v", before.NextDue, after.NextDue)
		}
	})
}

func smallPNG(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewNRGBA(image.Rect(0, 0, 8, 8))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// multipartCall is a console POST with files in the field problemImage.
func (o operator) multipartCall(t *testing.T, env *servertest.Env, path string, fields url.Values, files ...[]byte) servertest.Response {
	t.Helper()
	return o.upload(t, env, path, "problemImage", fields, files...)
}

// upload is a console POST with files in the field named field.
func (o operator) upload(t *testing.T, env *servertest.Env, path, field string, fields url.Values, files ...[]byte) servertest.Response {
	t.Helper()
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	for k, vs := range fields {
		for _, v := range vs {
			_ = w.WriteField(k, v)
		}
	}
	for i, f := range files {
		part, err := w.CreateFormFile(field, "file"+strconv.Itoa(i))
		if err != nil {
			t.Fatal(err)
		}
		_, _ = part.Write(f)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return env.Do(t, servertest.Request{Method: "POST", Path: path, Body: b.Bytes(), ContentType: w.FormDataContentType(),
		Header: http.Header{"Cookie": {"kwarta_op=" + o.cookie}, "X-Csrf-Token": {o.csrf}}})
}

// TestConsole_Complaints: borrower A's complaint in the inbox with its
// promise (overdue once the clock passes it, then first), its page with
// the evidence operators may see and no other borrower may, internal notes
// the borrower never reads, and the reply (a bad image refused, nothing
// saved) that the borrower then reads.
func TestConsole_Complaints(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		sup := enrol(t, env, "sam", console.Support)
		fin := enrol(t, env, "fe", console.Finance)
		body, ct := servertest.Multipart(t, "problemImage", "photo.png", smallPNG(t), nil)
		up := env.Do(t, servertest.Request{Method: "POST", Path: "/user-problem/upload-problem-img", Session: demo.SessionA, Body: body, ContentType: ct})
		var img struct{ URL string }
		up.Decode(t, &img)
		var orderNo string
		if err := db.QueryRow(t.Context(), `SELECT order_no FROM orders WHERE id = 81`).Scan(&orderNo); err != nil {
			t.Fatal(err)
		}
		saved := env.Do(t, servertest.Request{Method: "POST", Path: "/user-problem/problem-save", Session: demo.SessionA,
			Form: url.Values{"problemType": {"2"}, "problemDetail": {"My payment is not credited."}, "problemImage": {img.URL}, "orderNo": {orderNo}}})
		var s struct{ ProblemID int64 }
		saved.Decode(t, &s)
		if s.ProblemID == 0 {
			t.Fatalf("file: %s / %s", up.Body, saved.Body)
		}
		id := strconv.FormatInt(s.ProblemID, 10)

		var in console.Inbox
		sup.call(t, env, "GET", "/admin/api/complaints", url.Values{"status": {"1"}}).Decode(t, &in)
		if len(in.Rows) != 1 || in.Total != 1 || in.Rows[0].ID != s.ProblemID || in.Rows[0].Overdue || !in.Rows[0].Due.After(in.Now) {
			t.Fatalf("inbox: %+v", in)
		}
		if r := sup.call(t, env, "GET", "/admin/api/complaints", url.Values{"status": {"7"}}); r.Status != http.StatusBadRequest || r.Fields["status"] == "" {
			t.Errorf("status 7: %d %s", r.Status, r.Body)
		}
		if r := fin.call(t, env, "GET", "/admin/api/complaints", nil); r.Status != http.StatusForbidden {
			t.Errorf("finance reads complaints: %d", r.Status)
		}
		// A second, later complaint; the clock passes the first's promise:
		// the overdue one comes first.
		env.Clock.Advance(24 * time.Hour)
		env.Do(t, servertest.Request{Method: "POST", Path: "/user-problem/problem-save", Session: demo.SessionA,
			Form: url.Values{"problemType": {"4"}, "problemDetail": {"The app is slow."}, "orderNo": {orderNo}}})
		env.Clock.Advance(in.Rows[0].Due.Sub(env.Clock.Now()) + time.Minute)
		sup, fin = signIn(t, env, sup), signIn(t, env, fin) // the sessions ended after 12 hours
		in = console.Inbox{}
		sup.call(t, env, "GET", "/admin/api/complaints", nil).Decode(t, &in)
		if len(in.Rows) != 3 || in.Rows[0].ID != s.ProblemID || !in.Rows[0].Overdue || in.Rows[1].Overdue ||
			in.Rows[1].Status != 1 || in.Rows[2].Status != 2 { // the demo world's answered complaint last
			t.Errorf("inbox past the promise: %+v", in)
		}

		var v console.ComplaintView
		sup.call(t, env, "GET", "/admin/api/complaints/detail", url.Values{"id": {id}}).Decode(t, &v)
		if v.Detail != "My payment is not credited." || len(v.Images) != 1 || !strings.HasPrefix(v.Images[0], "/medium/admin/api/complaints/image/") ||
			v.Order == nil || v.Order.No != orderNo || v.Phone != "0917***4567" || len(v.Notes) != 0 {
			t.Fatalf("detail: %+v", v)
		}
		if r := sup.call(t, env, "GET", v.Images[0], nil); r.Status != http.StatusOK || r.Header.Get("Content-Type") != "image/png" {
			t.Errorf("the evidence for support: %d %v", r.Status, r.Header)
		}
		if r := fin.call(t, env, "GET", v.Images[0], nil); r.Status != http.StatusForbidden {
			t.Errorf("the evidence for finance: %d", r.Status)
		}
		// The one view is in the audit log; the refused one is not.
		imageName := v.Images[0][strings.LastIndex(v.Images[0], "/")+1:]
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE action = 'view' AND object_type = 'complaint-image' AND object_id = ?`, imageName); n != 1 ||
			storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE action = 'view' AND operator = 'sam' AND addr <> ''`) != 1 {
			t.Errorf("%d views of the evidence audited, want 1 by sam", n)
		}
		if r := env.Do(t, servertest.Request{Method: "GET", Path: img.URL, Session: demo.SessionB}); r.Status != http.StatusNotFound {
			t.Errorf("borrower B reads A's evidence: %d", r.Status)
		}
		if r := env.Do(t, servertest.Request{Method: "GET", Path: img.URL, Session: demo.SessionA}); r.Status != http.StatusOK {
			t.Errorf("borrower A reads their evidence: %d", r.Status)
		}
		if r := sup.call(t, env, "GET", "/admin/api/complaints/detail", url.Values{"id": {"999"}}); r.Status != http.StatusNotFound {
			t.Errorf("no such complaint: %d", r.Status)
		}

		// Internal notes: kept, audited, never in the borrower's details.
		if r := sup.call(t, env, "POST", "/admin/api/complaints/notes", url.Values{"id": {id}, "text": {" "}}); r.Status != http.StatusBadRequest || r.Fields["text"] == "" {
			t.Errorf("an empty note: %d %s", r.Status, r.Body)
		}
		if r := sup.call(t, env, "POST", "/admin/api/complaints/notes", url.Values{"id": {id}, "text": {"Checked GCash: SECRET-NOTE-42"}}); r.Status != http.StatusOK {
			t.Errorf("note: %d %s", r.Status, r.Body)
		}
		v = console.ComplaintView{}
		sup.call(t, env, "GET", "/admin/api/complaints/detail", url.Values{"id": {id}}).Decode(t, &v)
		if len(v.Notes) != 1 || v.Notes[0].Operator != "sam" || v.Notes[0].Text != "Checked GCash: SECRET-NOTE-42" {
			t.Errorf("notes: %+v", v.Notes)
		}

		// The reply: a file that is no image is refused, nothing saved.
		r := sup.multipartCall(t, env, "/admin/api/complaints/reply", url.Values{"id": {id}, "text": {"We credited it."}}, []byte("not an image at all"))
		if r.Status != http.StatusBadRequest || r.Fields["problemImage"] == "" {
			t.Errorf("a bad image: %d %s", r.Status, r.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM complaints WHERE status = 2 AND id = ?`, s.ProblemID) +
			storetest.Count(t, db, `SELECT COUNT(*) FROM complaint_images WHERE role = 'reply' AND complaint_id = ?`, s.ProblemID); n != 0 {
			t.Errorf("after the bad image: %d rows", n)
		}
		if r := fin.multipartCall(t, env, "/admin/api/complaints/reply", url.Values{"id": {id}, "text": {"x"}}); r.Status != http.StatusForbidden {
			t.Errorf("finance replies: %d", r.Status)
		}
		if r := sup.multipartCall(t, env, "/admin/api/complaints/reply", url.Values{"id": {id}}); r.Status != http.StatusBadRequest || r.Fields["text"] == "" {
			t.Errorf("no text: %d %s", r.Status, r.Body)
		}
		r = sup.multipartCall(t, env, "/admin/api/complaints/reply", url.Values{"id": {id}, "text": {"We credited your payment today."}}, smallPNG(t))
		v = console.ComplaintView{}
		r.Decode(t, &v)
		if r.Status != http.StatusOK || v.Status != 2 || v.Reply != "We credited your payment today." || v.RepliedBy != "sam" || len(v.ReplyImages) != 1 || v.Overdue {
			t.Fatalf("reply: %d %s", r.Status, r.Body)
		}
		if r := sup.multipartCall(t, env, "/admin/api/complaints/reply", url.Values{"id": {id}, "text": {"again"}}); r.Status != http.StatusConflict {
			t.Errorf("a second reply: %d %s", r.Status, r.Body)
		}
		d := env.Do(t, servertest.Request{Method: "POST", Path: "/user-problem/problem-detail", Session: demo.SessionA, Form: url.Values{"problemId": {id}}})
		if !strings.Contains(d.Body, "We credited your payment today.") || !strings.Contains(d.Body, `"isNeedScore":1`) || strings.Contains(d.Body, "SECRET-NOTE-42") {
			t.Errorf("the borrower's details: %s", d.Body)
		}
		var log []console.Entry
		enrol(t, env, "ana", console.Admin).call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"complaint"}, "objectId": {id}}).Rows(t, &log)
		if len(log) != 2 || log[0].Action != "reply" || log[1].Action != "note" {
			t.Errorf("audit: %+v", log)
		}
	})
}
