package main

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"kwarta/internal/demo"
	"kwarta/internal/payment"
	"kwarta/internal/server"
)

// The payment steps run against the demo's load borrowers (`kwarta serve
// --demo --demo-borrowers N`): borrower k has the session load-k and one
// order whose first instalment is due now. The pay-code step asks for
// codes again and again (each replaces the last); the postback step pays
// each order once, so it takes borrowers from a pool and a step ends early
// when its share is spent.

// loadSecret is the --secret of the servers the load test starts; the
// postback step signs as the sandbox provider with the key derived from it.
const loadSecret = "loadtest-secret-not-for-production-0123456789"

// sandbox signs the postback step's postbacks as the server's sandbox does.
var sandbox = payment.Sandbox{Secret: server.SandboxSecret(loadSecret)}

// payChannels are the channels codes are asked for: GCash, and Maya for
// every other pay-code request, so each one makes a new code (the server
// hands back the open code when amount and channel are the same).
var payChannels = [2]string{"GCSH", "PYMY"}

// borrowerPool hands out load borrowers 1..n, each once, to the postback
// steps: each step gets its own range (setRange) so a later step at more
// connections still finds unpaid orders.
type borrowerPool struct {
	size      int // the server's load borrowers
	next, end atomic.Int64
}

var pool borrowerPool

func (p *borrowerPool) setRange(first, last int) {
	p.next.Store(int64(first))
	p.end.Store(int64(last))
}

// take is the next borrower of the range, or 0 when it is spent.
func (p *borrowerPool) take() int {
	k := p.next.Add(1) - 1
	if k > p.end.Load() {
		return 0
	}
	return int(k)
}

// borrowerQueryOf is load borrower k's session query.
func borrowerQueryOf(k int) string {
	return url.Values{"sessionId": {demo.LoadSession(k)}, "deviceId": {demo.DeviceID}}.Encode()
}

// dueNow reads the amount the instalment page asks of load borrower k.
func dueNow(ctx context.Context, w *worker, k int) (int64, outcome) {
	q := "productId=" + strconv.Itoa(demo.LoadProduct) + "&orderId=" + strconv.FormatInt(demo.LoadOrderID(k), 10) + "&" + borrowerQueryOf(k)
	o, env := w.call(ctx, "GET", "/medium/v3/repay/loan-play-detail?"+q, nil, w.addr, true)
	if o.kind != ok {
		return 0, o.prefixed("loan-play-detail")
	}
	var page struct {
		RepayAmount int64 `json:"repayAmount"`
	}
	if err := json.Unmarshal(env.Data, &page); err != nil || page.RepayAmount <= 0 {
		return 0, outcome{kind: failed, detail: "loan-play-detail: no repayAmount", done: time.Now()}
	}
	return page.RepayAmount, o
}

// issued is the pay-code call's answer.
type issued struct {
	PayURL  string `json:"payUrl"`
	PayCode string `json:"payCode"`
	Amount  int64  `json:"amount"`
}

// generate asks for a pay code of amount through channel for load borrower k's order.
func generate(ctx context.Context, w *worker, k int, amount int64, channel string) (issued, outcome) {
	form := url.Values{
		"productId": {strconv.Itoa(demo.LoadProduct)}, "orderId": {strconv.FormatInt(demo.LoadOrderID(k), 10)},
		"amount": {strconv.FormatInt(amount, 10)}, "channelNumber": {channel}, "isDelay": {"0"},
	}
	o, env := w.call(ctx, "POST", "/medium/v3/repay/generate-pay-code?"+borrowerQueryOf(k), form, w.addr, true)
	var c issued
	switch {
	case o.kind != ok:
		o = o.prefixed("generate-pay-code")
	case json.Unmarshal(env.Data, &c) != nil || c.PayCode == "" || !strings.HasPrefix(c.PayURL, payment.SandboxPagePath):
		o = outcome{kind: failed, detail: "generate-pay-code: no sandbox payUrl or payCode", done: time.Now()}
	}
	return c, o
}

// payCodeStep asks for a pay code on one load borrower's order per
// connection (the amount read once), GCash and Maya in turn so each request
// replaces the open code with a new one: what Payment on the repayment page
// does. Only generate-pay-code is measured.
func payCodeStep(ctx context.Context, w *worker) outcome {
	k := w.id%pool.size + 1
	if w.amount == 0 {
		amount, o := dueNow(ctx, w, k)
		if o.kind != ok {
			return o
		}
		w.amount = amount
	}
	w.calls++
	_, o := generate(ctx, w, k, w.amount, payChannels[w.calls%2])
	return o.measure()
}

// postbackStep pays one load borrower's order: reads the amount, asks for
// a code, then posts the provider's signed postback for it, which credits
// the instalment. Only the postback is measured. A spent pool ends the
// connection's loop (exhausted), not an error.
func postbackStep(ctx context.Context, w *worker) outcome {
	return payOrder(ctx, w, nil)
}

// payOrder is postbackStep; credited, when set, is given the txn id of a
// postback the server answered result=OK (the cluster test counts them).
func payOrder(ctx context.Context, w *worker, credited func(txnID string)) outcome {
	k := pool.take()
	if k == 0 {
		return outcome{kind: exhausted, done: time.Now()}
	}
	amount, o := dueNow(ctx, w, k)
	if o.kind != ok {
		return o
	}
	c, o := generate(ctx, w, k, amount, payChannels[0])
	if o.kind != ok {
		return o
	}
	txnID, err := url.PathUnescape(strings.TrimPrefix(strings.SplitN(c.PayURL, "?", 2)[0], payment.SandboxPagePath))
	if err != nil {
		return outcome{kind: failed, detail: "payUrl: " + err.Error(), done: time.Now()}
	}
	form := sandbox.SignedPostback(payment.Postback{TxnID: txnID, RefNo: c.PayCode, Status: payment.StatusSuccess,
		Message: "loadtest", Amount: c.Amount, Currency: "PHP", Channel: payChannels[0]})
	o, _ = w.call(ctx, "POST", "/medium/payments/postback", form, w.addr, false)
	if o.kind == ok && o.body != "result=OK" {
		o.kind, o.detail = failed, "postback: answered "+clip(o.body, 60)
	}
	if o.kind == ok && credited != nil {
		credited(txnID)
	}
	return o.measure()
}
