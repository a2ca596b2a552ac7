package server_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"kwarta/internal/demo"
	h "kwarta/internal/httpapi"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// hostileValues are the text no call may take: PostgreSQL refuses both
// (SQLSTATE 22021) and SQLite would store them as they came.
var hostileValues = []struct{ name, value string }{
	{"NUL", "a\x00b"},
	{"InvalidUTF8", "\xff\xfe"},
}

// hostileParam is one place a call reads text from.
type hostileParam struct {
	name  string
	where string // query, form or path
}

// hostileParams lists every parameter of a route: the declared ones (form
// on POST, query on GET), the common session query, its path values and
// one it does not declare.
func hostileParams(rt h.Route) []hostileParam {
	declared := "query"
	if rt.Method == http.MethodPost {
		declared = "form"
	}
	seen := map[hostileParam]bool{}
	var out []hostileParam
	add := func(p hostileParam) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, p := range rt.Params() {
		add(hostileParam{p.Name, declared})
	}
	for _, p := range h.CommonParams {
		add(hostileParam{p.Name, "query"})
	}
	for _, seg := range strings.Split(rt.Path, "/") {
		if strings.HasPrefix(seg, "{") {
			add(hostileParam{strings.Trim(seg, "{}."), "path"})
		}
	}
	add(hostileParam{"undeclared", declared})
	return out
}

// hostileRequest sends value as p on rt, with the demo session on borrower
// calls (unless the session itself is the bad value) and a good value in
// every path wildcard but p's.
func hostileRequest(rt h.Route, p hostileParam, value string) servertest.Request {
	path := rt.Path
	for _, seg := range strings.Split(rt.Path, "/") {
		if strings.HasPrefix(seg, "{") {
			v := "x.png"
			if p.where == "path" && strings.Trim(seg, "{}.") == p.name {
				v = url.PathEscape(value)
			}
			path = strings.Replace(path, seg, v, 1)
		}
	}
	rq := servertest.Request{Method: rt.Method, Path: path, Query: url.Values{}}
	if rt.Method == http.MethodPost {
		rq.Form = url.Values{}
	}
	if rt.Auth == h.Borrower {
		rq.Session = demo.SessionA
	}
	switch {
	case p.where == "form":
		rq.Form.Set(p.name, value)
	case p.where == "query" && p.name == "sessionId":
		rq.Session = ""
		rq.Query.Set("sessionId", value)
		rq.Query.Set("deviceId", demo.DeviceID)
	case p.where == "query" && p.name == "deviceId" && rq.Session != "":
		rq.DeviceID = value
	case p.where == "query":
		rq.Query.Set(p.name, value)
	}
	return rq
}

// TestAPI_HostileText: every call refuses a NUL byte and invalid UTF-8 in
// every parameter it reads (and in one it does not declare) with the
// invalid-input envelope naming the field, before anything reaches the
// database; the same call with clean non-ASCII text is not refused for it.
func TestAPI_HostileText(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		for _, rt := range env.App.Routes() {
			t.Run(rt.Method+rt.Path, func(t *testing.T) {
				for _, p := range hostileParams(rt) {
					for _, v := range hostileValues {
						t.Run(p.where+"/"+p.name+"/"+v.name, func(t *testing.T) {
							got := env.Do(t, hostileRequest(rt, p, v.value))
							if got.Status != 400 || got.Code != "100400" || got.Success {
								t.Fatalf("got %d %s, want 400 100400", got.Status, got.Body)
							}
							if _, ok := got.Fields[p.name]; !ok || len(got.Fields) != 1 {
								t.Errorf("fields = %q, want %q named", got.Fields, p.name)
							}
						})
					}
				}
				t.Run("CleanText", func(t *testing.T) {
					got := env.Do(t, hostileRequest(rt, hostileParam{"undeclared", "query"}, "Mañana ₱ 日本"))
					if got.Status >= 500 || got.Fields["undeclared"] != "" {
						t.Errorf("clean text refused: %d %s", got.Status, got.Body)
					}
				})
			})
		}
	})
}
