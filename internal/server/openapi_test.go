package server_test

import (
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"kwarta/internal/demo"
	"kwarta/internal/httpapi"
	"kwarta/internal/httpapi/schematest"
	"kwarta/internal/server"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestAPI_DocumentDescribesAnswers: every answer the demo world gives fits
// the API document's schema of its data, with each property named, each
// required one present and null only where the document allows it, so the
// web app's types (generated from the document) are the wire's. Each route
// is asked with its sample request, and the order pages for every demo
// order, whatever its status.
func TestAPI_DocumentDescribesAnswers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) { documentDescribesAnswers(t, db) })
}

func documentDescribesAnswers(t *testing.T, db *store.DB) {
	env := newLoadEnv(t, db)
	doc, err := schematest.Load(httpapi.OpenAPI(env.App.Routes(), server.Version))
	if err != nil {
		t.Fatal(err)
	}
	paths := doc["paths"].(map[string]any)
	dataSchema := func(method, path string) map[string]any {
		item, _ := paths[httpapi.Prefix+path].(map[string]any)
		op, found := item[strings.ToLower(method)].(map[string]any)
		if !found {
			t.Fatalf("%s %s is not in the document", method, path)
		}
		ok := op["responses"].(map[string]any)["200"].(map[string]any)
		envelope := ok["content"].(map[string]any)["application/json"].(map[string]any)["schema"].(map[string]any)
		return envelope["properties"].(map[string]any)["data"].(map[string]any)
	}
	type call struct {
		method, path string // the route's
		rq           servertest.Request
	}
	var calls []call
	samples := sampleRequests(t, env)
	keys := make([]string, 0, len(samples))
	for k := range samples {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for i, k := range keys {
		method, path, _ := strings.Cut(k, " ")
		calls = append(calls, call{method, path, samples[k](int64(i + 1))})
	}
	for id := 80; id <= 88; id++ {
		order := url.Values{"orderId": {strconv.Itoa(id)}}
		for _, rq := range []servertest.Request{
			{Method: "POST", Path: "/v3/loan-details/loan-details", Form: order},
			{Method: "GET", Path: "/v3/repay/loan-play-detail", Query: order},
			{Method: "GET", Path: "/v3/repay/ordinary", Query: order},
			{Method: "GET", Path: "/v3/repay/payments", Query: order},
			{Method: "POST", Path: "/user-problem/problem-init", Form: order},
			{Method: "POST", Path: "/legacy/repayment/repayment-way", Form: order},
		} {
			rq.Session = demo.SessionA
			calls = append(calls, call{rq.Method, rq.Path, rq})
		}
	}
	raw := map[string]bool{}
	for _, rt := range env.App.Routes() {
		raw[rt.Method+" "+rt.Path] = rt.Raw
	}
	checked := map[string]bool{}
	check := func(c call) servertest.Response {
		key := c.method + " " + c.path
		got := env.Do(t, c.rq)
		if raw[key] || got.Status != 200 {
			return got // a refusal is the failure envelope, described once
		}
		checked[key] = true
		if problems := doc.Validate(dataSchema(c.method, c.path), got.Data); len(problems) > 0 {
			t.Errorf("%s %v%v answers data the document does not describe:\n%s\n%s", key, c.rq.Query, c.rq.Form, strings.Join(problems, "\n"), got.Data)
		}
		return got
	}
	for _, c := range calls {
		check(c)
	}
	// A payment on order 81 (product 2): its pay code, the sandbox's
	// postback, the history and the receipt.
	order := url.Values{"orderId": {"81"}, "productId": {"2"}}
	var page struct{ RepayAmount int64 }
	if got := check(call{"GET", "/v3/repay/loan-play-detail", servertest.Request{Method: "GET", Path: "/v3/repay/loan-play-detail", Query: order, Session: demo.SessionA}}); json.Unmarshal(got.Data, &page) != nil {
		t.Fatalf("loan-play-detail: %s", got.Body)
	}
	form := url.Values{"orderId": {"81"}, "productId": {"2"}, "amount": {strconv.FormatInt(page.RepayAmount, 10)}, "channelNumber": {"GCSH"}}
	var code struct{ PayURL string }
	for _, path := range []string{"/v3/loan-details/generate-vcode", "/v3/repay/generate-pay-code"} {
		got := check(call{"POST", path, servertest.Request{Method: "POST", Path: path, Form: form, Session: demo.SessionA}})
		if json.Unmarshal(got.Data, &code) != nil || code.PayURL == "" {
			t.Fatalf("%s: %s", path, got.Body)
		}
	}
	sandbox, _, _ := strings.Cut(code.PayURL, "?")
	if got := env.Do(t, servertest.Request{Method: "POST", Path: sandbox, Form: url.Values{"status": {"S"}}}); got.Status >= 400 {
		t.Fatalf("the sandbox's postback: %d %s", got.Status, got.Body)
	}
	var payments []struct{ ID int64 }
	if got := check(call{"GET", "/v3/repay/payments", servertest.Request{Method: "GET", Path: "/v3/repay/payments", Query: order, Session: demo.SessionA}}); json.Unmarshal(got.Data, &payments) != nil || len(payments) == 0 {
		t.Fatalf("payments: %s", got.Body)
	}
	receipt := url.Values{"paymentId": {strconv.FormatInt(payments[0].ID, 10)}}
	check(call{"GET", "/v3/repay/receipt", servertest.Request{Method: "GET", Path: "/v3/repay/receipt", Query: receipt, Session: demo.SessionA}})
	check(call{"GET", "/v3/contract/contract-jump", servertest.Request{Method: "GET", Path: "/v3/contract/contract-jump", Session: demo.SessionA,
		Query: url.Values{"orderId": {"81"}, "productId": {"2"}, "scene": {"3"}, "position": {"1"}}}})

	var unchecked []string
	for key, isRaw := range raw {
		if !isRaw && !checked[key] {
			unchecked = append(unchecked, key)
		}
	}
	slices.Sort(unchecked)
	t.Logf("checked %d routes; no 200 answer to check from %v", len(checked), unchecked)
	if len(checked) < 38 {
		t.Errorf("only %d routes answered 200 to check", len(checked))
	}
}
