package server_test

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"kwarta/internal/demo"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

func TestAPI_UncleanPaths(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		notFound := []string{`"success":false`, `"data":null`}
		env.Run(t, []servertest.Case{
			{Name: "PrefixExactly", Req: servertest.Request{Method: "GET", Path: "/medium"}, WantStatus: 404, WantCode: "100404", WantBody: notFound},
			{Name: "PrefixSlash", Req: servertest.Request{Method: "GET", Path: "/medium/"}, WantStatus: 404, WantCode: "100404", WantBody: notFound},
			{Name: "DoubleSlash", Req: servertest.Request{Method: "GET", Path: "/medium//x"}, WantStatus: 404, WantCode: "100404", WantBody: notFound},
			{Name: "DoubleSlashBeforeARoute", Req: servertest.Request{Method: "GET", Path: "/medium//v3/site/config"}, WantStatus: 404, WantCode: "100404", WantBody: notFound},
			{Name: "DoubleSlashInsideARoute", Req: servertest.Request{Method: "POST", Path: "/medium/v3//personal-center/user-info", Session: "demo-a"},
				WantStatus: 404, WantCode: "100404", NotBody: []string{"Maria"}},
			{Name: "DotSegment", Req: servertest.Request{Method: "GET", Path: "/medium/v3/./site/config"}, WantStatus: 404, WantCode: "100404", WantBody: notFound},
			{Name: "PostToPrefix", Req: servertest.Request{Method: "POST", Path: "/medium", Form: url.Values{}}, WantStatus: 404, WantCode: "100404"},
			{Name: "CleanPathStillServed", Req: servertest.Request{Method: "GET", Path: "/medium/v3/site/config"}, WantStatus: 200, WantCode: "00"},
		})
		got := env.Do(t, servertest.Request{Method: "GET", Path: "/medium//x"})
		if loc := got.Header.Get("Location"); loc != "" {
			t.Errorf("redirected to %q", loc)
		}
	})
}

func TestAPI_SessionIDsNeverLogged(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		fresh := env.IssueSession(t, "+639171234567", "phone-log")
		calls := []servertest.Request{
			{Method: "POST", Path: "/v3/personal-center/user-info", Session: demo.SessionA},
			{Method: "POST", Path: "/v3/personal-center/user-info", Query: url.Values{"sessionId": {fresh}, "deviceId": {"phone-log"}}},
			// Failures log too: a foreign device, an unknown path, a bad form.
			{Method: "POST", Path: "/v3/personal-center/user-info", Query: url.Values{"sessionId": {fresh}, "deviceId": {"other"}}},
			{Method: "GET", Path: "/v9/nothing", Query: url.Values{"sessionId": {fresh}, "deviceId": {"phone-log"}}},
			{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Session: demo.SessionA, Form: url.Values{"type": {"x"}}},
		}
		for _, c := range calls {
			env.Do(t, c)
		}
		log := env.Log.String()
		if !strings.Contains(log, "/v3/personal-center/user-info") || !strings.Contains(log, "user_id=") {
			t.Fatalf("the requests were not logged:\n%s", log)
		}
		for _, id := range []string{demo.SessionA, fresh} {
			if strings.Contains(log, id) {
				t.Errorf("the log holds the session id %q:\n%s", id, log)
			}
		}
	})
}

func TestAPI_OpenAPIBorrowerCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		got := env.Do(t, servertest.Request{Method: "GET", Path: "/openapi.json"})
		var doc struct {
			Paths map[string]map[string]struct {
				Parameters []struct {
					Name     string `json:"name"`
					Required bool   `json:"required"`
				} `json:"parameters"`
				Responses map[string]any `json:"responses"`
			} `json:"paths"`
		}
		if err := json.Unmarshal([]byte(got.Body), &doc); err != nil {
			t.Fatal(err)
		}
		op := doc.Paths["/medium/v3/personal-center/user-info"]["post"]
		required := map[string]bool{}
		for _, p := range op.Parameters {
			required[p.Name] = p.Required
		}
		for name, want := range map[string]bool{"sessionId": true, "deviceId": true, "productId": false, "orderId": false, "product_id": false} {
			if got, ok := required[name]; !ok || got != want {
				t.Errorf("%s: listed %v, required %v; want required %v", name, ok, got, want)
			}
		}
		if _, ok := op.Responses["401"]; !ok {
			t.Errorf("the 401 answer is not documented: %v", op.Responses)
		}
	})
}
