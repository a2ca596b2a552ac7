package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"sync/atomic"
	"time"
)

// scenario is the request one step repeats on every connection.
type scenario struct {
	key  string // for -only
	name string // in the table
	do   func(ctx context.Context, w *worker) outcome
	// pool: each run of the step takes its own share of the load
	// borrowers (borrowerPool), and may end when it is spent.
	pool bool
}

// borrowerQuery is borrower A's session query in the demo world.
const borrowerQuery = "sessionId=demo-a&deviceId=123"

// confirmProduct is a product borrower A may apply for: Kwarta Flex
// (product 1), whose demo order 86 is settled.
const confirmProduct = 1

// testPhones are the demo's test numbers: fixed SMS code, picture-code answer 0000.
var testPhones = [...]string{"09170000001", "09170000002"}

// testCaptcha is the picture-code answer of the test numbers.
const testCaptcha = "0000"

// bareScenario is the baseline: the order-details call's shape on the bare handler.
var bareScenario = scenario{key: "bare", name: "bare net/http", do: func(ctx context.Context, w *worker) outcome {
	o, _ := w.call(ctx, "POST", "/medium/bare?"+borrowerQuery, url.Values{"orderId": {"81"}}, w.addr, true)
	return o.measure()
}}

// kwartaScenarios are the steps run against kwarta, in order.
var kwartaScenarios = []scenario{
	{key: "details", name: "order details (81)", do: func(ctx context.Context, w *worker) outcome {
		o, _ := w.call(ctx, "POST", "/medium/v3/loan-details/loan-details?"+borrowerQuery, url.Values{"orderId": {"81"}}, w.addr, true)
		return o.measure()
	}},
	{key: "confirm", name: fmt.Sprintf("confirmation (product %d)", confirmProduct), do: func(ctx context.Context, w *worker) outcome {
		o, _ := w.call(ctx, "GET", fmt.Sprintf("/medium/v3/loan/loan-detail-confirm?productId=%d&%s", confirmProduct, borrowerQuery), nil, w.addr, true)
		return o.measure()
	}},
	{key: "sms", name: "get-sms (test number)", do: sendSMS},
	{key: "paycode", name: "pay code (generate)", do: payCodeStep},
	{key: "postback", name: "postback credited", do: postbackStep, pool: true},
}

// sendSMS asks for a registration code on a test number. A picture-code
// answer serves one SMS send, so each iteration starts a sid (get-sid) and
// draws its image (get-captcha) first, from a client address of its own
// (X-Forwarded-For; both calls are limited per address). Only get-sms is
// measured; a failed get-sid or get-captcha counts as an error of the step.
func sendSMS(ctx context.Context, w *worker) outcome {
	addr := nextAddr()
	o, env := w.call(ctx, "GET", "/medium/api/v2/youmi/promotion/get-sid", nil, addr, true)
	if o.kind != ok {
		return o.prefixed("get-sid")
	}
	var sid struct {
		Sid string `json:"sid"`
	}
	if err := json.Unmarshal(env.Data, &sid); err != nil || sid.Sid == "" {
		return outcome{kind: failed, detail: "get-sid: no sid in the answer", done: time.Now()}
	}
	q := url.Values{"sid": {sid.Sid}, "a": {strconv.FormatInt(time.Now().UnixMilli(), 10)}}
	if o, _ = w.call(ctx, "GET", "/medium/api/v2/youmi/promotion/get-captcha?"+q.Encode(), nil, addr, false); o.kind != ok {
		return o.prefixed("get-captcha")
	}
	form := url.Values{
		"phone": {testPhones[w.id%len(testPhones)]}, "capcode": {testCaptcha}, "sid": {sid.Sid},
		"deviceId": {"load-" + strconv.Itoa(w.id)}, "user_from": {"loadtest"},
	}
	o, _ = w.call(ctx, "POST", "/medium/api/v2/youmi/promotion/get-sms", form, addr, true)
	return o.measure()
}

// addrSeq numbers the client addresses of the picture-code calls, over the
// whole run, so no address meets the per-address limit.
var addrSeq atomic.Uint32

// nextAddr is a fresh client address in 100.64.0.0/10.
func nextAddr() string {
	n := addrSeq.Add(1) & (1<<22 - 1)
	return netip.AddrFrom4([4]byte{100, 64 | byte(n>>16), byte(n >> 8), byte(n)}).String()
}

// workerAddr is the client address a connection's reads come from.
func workerAddr(id int) string {
	return netip.AddrFrom4([4]byte{10, 1, byte(id >> 8), byte(id)}).String()
}

// validStep says whether key names a step.
func validStep(key string) bool {
	for _, k := range stepKeys() {
		if k == key {
			return true
		}
	}
	return false
}

// stepKeys are the steps' -only names.
func stepKeys() []string {
	keys := []string{bareScenario.key}
	for _, s := range kwartaScenarios {
		keys = append(keys, s.key)
	}
	return keys
}
