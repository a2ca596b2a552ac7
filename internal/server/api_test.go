package server_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"kwarta/internal/account"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

func TestAPI_Foundation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		env.Run(t, []servertest.Case{
			{Name: "ContactInfo", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Form: url.Values{"type": {"1"}}},
				WantStatus: 200, WantCode: "00", WantBody: []string{`"email":"support@kwarta.ph"`, `"smWa":"+63 2 8888 5927"`, `"hours":"Monday to Saturday, 8:00 a.m. to 8:00 p.m. (Manila time)"`, `"success":true`}},
			{Name: "ContactInfoWithoutType", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/contact-kf-info"},
				WantStatus: 200, WantCode: "00", WantBody: []string{`"email"`}},
			{Name: "ContactInfoBadType", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Form: url.Values{"type": {"abc"}}},
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"fields":{"type":"type must be a whole number"}`, `"data":null`}},
			{Name: "ContactInfoHugeType", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Form: url.Values{"type": {strings.Repeat("1", 5000)}}},
				WantStatus: 400, WantCode: "100400", WantBody: []string{"longer than 9 characters"}},
			{Name: "ContactInfoWrongMethod", Req: servertest.Request{Method: "GET", Path: "/v3/personal-center/contact-kf-info"},
				WantStatus: 405, WantCode: "100405"},
			{Name: "SiteConfig", Req: servertest.Request{Method: "GET", Path: "/v3/site/config"},
				WantStatus: 200, WantCode: "00", WantBody: []string{`"companyName":"Kwarta Lending Corporation"`, `"currencySymbol":"₱"`, `"market":"ph"`, `"grievanceOfficer":{"name":"Andrea M. Villanueva"`}},
			{Name: "UnknownPath", Req: servertest.Request{Method: "GET", Path: "/v9/nothing-here"},
				WantStatus: 404, WantCode: "100404", WantBody: []string{`"success":false`}},
			{Name: "UnknownPathPost", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/nope", Form: url.Values{}},
				WantStatus: 404, WantCode: "100404"},
			{Name: "ProfileBorrowerA", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Session: "demo-a"},
				WantStatus: 200, WantCode: "00", WantBody: []string{`"name":"Maria Santos"`, `"phone":"0917***4567"`}, NotBody: []string{"+639171234567"}},
			{Name: "ProfileBorrowerB", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Session: "demo-b"},
				WantStatus: 200, WantCode: "00", WantBody: []string{`"name":"Jose Reyes"`}, NotBody: []string{"Maria"}},
			{Name: "ProfileWithoutSession", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info"},
				WantStatus: 401, WantCode: "100401", NotBody: []string{"Maria"}},
			{Name: "ProfileUnknownSession", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Query: url.Values{"sessionId": {"made-up"}, "deviceId": {"123"}}},
				WantStatus: 401, WantCode: "100401"},
			{Name: "ProfileOtherDevice", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Session: "demo-a", DeviceID: "999"},
				WantStatus: 401, WantCode: "100401", NotBody: []string{"Maria"}},
			{Name: "ProfileSessionWithoutDevice", Req: servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Query: url.Values{"sessionId": {"demo-a"}}},
				WantStatus: 401, WantCode: "100401"},
		})
	})
}

func TestAPI_SessionExpiry(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		token := env.IssueSession(t, "+639171234567", "phone-1")
		var stored int
		if err := db.QueryRow(ctx, `SELECT COUNT(*) FROM sessions WHERE token_hash = ?`, token).Scan(&stored); err != nil {
			t.Fatal(err)
		}
		if stored != 0 {
			t.Fatal("the session id is stored in clear")
		}
		call := servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Query: url.Values{"sessionId": {token}, "deviceId": {"phone-1"}}}

		t.Run("OK", func(t *testing.T) {
			if got := env.Do(t, call); got.Status != 200 {
				t.Fatalf("status %d: %s", got.Status, got.Body)
			}
		})
		t.Run("StillValidBeforeExpiry", func(t *testing.T) {
			env.Clock.Advance(account.SessionTTL - time.Minute)
			if got := env.Do(t, call); got.Status != 200 {
				t.Fatalf("status %d: %s", got.Status, got.Body)
			}
		})
		t.Run("ErrExpired", func(t *testing.T) {
			env.Clock.Advance(time.Minute)
			got := env.Do(t, call)
			if got.Status != 401 || got.Code != "100401" {
				t.Fatalf("got %d %s, want 401 100401", got.Status, got.Code)
			}
		})
	})
}

func TestAPI_CommonParams(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		// Every common parameter and product_id alias rides along without
		// disturbing the call; overlong ones are clipped, not fatal.
		q := url.Values{
			"appVersion": {"1.0.0"}, "deviceName": {"testDeviceName"}, "osVersion": {"200"},
			"advertisingId": {strings.Repeat("a", 300)}, "product_id": {"1"}, "orderId": {"86"},
		}
		got := env.Do(t, servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Session: "demo-a", Query: q})
		if got.Status != 200 || got.Code != "00" {
			t.Fatalf("got %d %s", got.Status, got.Body)
		}
		// GET parameters are read from the query; POST ones from the body.
		got = env.Do(t, servertest.Request{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Query: url.Values{"type": {"x"}}, Form: url.Values{"type": {"1"}}})
		if got.Status != 200 {
			t.Fatalf("form value should win over query: %d %s", got.Status, got.Body)
		}
	})
}

func TestAPI_Headers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		got := env.Do(t, servertest.Request{Method: "GET", Path: "/v3/site/config", Header: http.Header{"X-Request-Id": {"abc123"}}})
		for k, want := range map[string]string{
			"Referrer-Policy": "no-referrer", "X-Request-Id": "abc123", "Cache-Control": "no-store",
			"Content-Type": "application/json; charset=utf-8",
		} {
			if v := got.Header.Get(k); v != want {
				t.Errorf("%s = %q, want %q", k, v, want)
			}
		}
		if h := env.Do(t, servertest.Request{Method: "GET", Path: "/healthz"}); h.Status != 200 || h.Body != "ok\n" {
			t.Errorf("healthz = %d %q", h.Status, h.Body)
		}
		// /metrics is not on the public listener, only on the metrics one.
		if m := env.Do(t, servertest.Request{Method: "GET", Path: "/metrics"}); m.Status == 200 && strings.Contains(m.Body, "kwarta_http_requests_total") {
			t.Errorf("the public handler serves /metrics")
		}
		rec := httptest.NewRecorder()
		env.App.MetricsHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
		if m := rec.Body.String(); rec.Code != 200 || !strings.Contains(m, `kwarta_http_requests_total{method="GET",route="GET /v3/site/config",status="200"} 1`) {
			t.Errorf("metrics lack the request counter: %s", m[:min(len(m), 400)])
		}
	})
}

func TestAPI_OpenAPI(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		got := env.Do(t, servertest.Request{Method: "GET", Path: "/openapi.json"})
		if got.Status != 200 {
			t.Fatalf("status %d", got.Status)
		}
		var doc struct {
			OpenAPI    string                               `json:"openapi"`
			Paths      map[string]map[string]map[string]any `json:"paths"`
			Components struct {
				Schemas map[string]map[string]any `json:"schemas"`
			} `json:"components"`
		}
		if err := json.Unmarshal([]byte(got.Body), &doc); err != nil {
			t.Fatal(err)
		}
		if doc.OpenAPI != "3.0.3" {
			t.Errorf("openapi = %q", doc.OpenAPI)
		}
		for _, rt := range env.App.Routes() {
			op, ok := doc.Paths["/medium"+rt.Path][strings.ToLower(rt.Method)]
			if !ok {
				t.Errorf("%s %s missing from the document", rt.Method, rt.Path)
				continue
			}
			if op["summary"] != rt.Summary {
				t.Errorf("%s %s summary = %v", rt.Method, rt.Path, op["summary"])
			}
		}
		contact := doc.Paths["/medium/v3/personal-center/contact-kf-info"]["post"]
		body, _ := json.Marshal(contact)
		for _, frag := range []string{`"application/x-www-form-urlencoded"`, `"type"`, `"$ref":"#/components/schemas/content.ContactInfo"`, `"sessionId"`} {
			if !strings.Contains(string(body), frag) {
				t.Errorf("contact-kf-info operation lacks %s: %s", frag, body)
			}
		}
		if _, ok := doc.Components.Schemas["content.ContactInfo"]["properties"].(map[string]any)["smWa"]; !ok {
			t.Errorf("the content.ContactInfo schema lacks smWa: %v", doc.Components.Schemas["content.ContactInfo"])
		}
	})
}
