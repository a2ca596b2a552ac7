package httpapi

import (
	"encoding/json"
	"errors"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"kwarta/internal/fault"
)

func TestParseCommon(t *testing.T) {
	long := func(n int) string { return strings.Repeat("x", n) }
	cases := []struct {
		name  string
		query url.Values
		want  Common
	}{
		{"Empty", url.Values{}, Common{}},
		{"EveryField", url.Values{
			"sessionId": {"s-1"}, "appVersion": {"1.0.0"}, "deviceName": {"Pixel 7"}, "deviceId": {"dev-9"},
			"osVersion": {"14"}, "advertisingId": {"ad-1"}, "productId": {"3"}, "orderId": {"86"},
		}, Common{SessionID: "s-1", AppVersion: "1.0.0", DeviceName: "Pixel 7", DeviceID: "dev-9", OSVersion: "14", AdvertisingID: "ad-1", ProductID: "3", OrderID: "86"}},
		{"Trimmed", url.Values{"sessionId": {" s-1 "}, "deviceId": {"  dev-9\t"}, "orderId": {" 86 "}},
			Common{SessionID: "s-1", DeviceID: "dev-9", OrderID: "86"}},
		{"ProductIDAlias", url.Values{"product_id": {"7"}}, Common{ProductID: "7"}},
		{"ProductIDWinsOverAlias", url.Values{"productId": {"3"}, "product_id": {"7"}}, Common{ProductID: "3"}},
		{"EmptyProductIDFallsBackToAlias", url.Values{"productId": {" "}, "product_id": {"7"}}, Common{ProductID: "7"}},
		{"Clipped", url.Values{
			"appVersion": {long(40)}, "deviceName": {long(70)}, "deviceId": {long(200)}, "osVersion": {long(40)},
			"advertisingId": {long(300)}, "productId": {long(50)}, "orderId": {long(50)},
		}, Common{AppVersion: long(32), DeviceName: long(64), DeviceID: long(128), OSVersion: long(32), AdvertisingID: long(64), ProductID: long(32), OrderID: long(32)}},
		{"ClippedAliasToo", url.Values{"product_id": {long(50)}}, Common{ProductID: long(32)}},
		{"ClippedInCharacters", url.Values{"deviceName": {strings.Repeat("ñ", 70)}}, Common{DeviceName: strings.Repeat("ñ", 64)}},
		{"SessionIDNeverClipped", url.Values{"sessionId": {long(200)}}, Common{SessionID: long(200)}},
		{"BadTextReadsAsAbsent", url.Values{"sessionId": {"s\x00"}, "appVersion": {"1.0\xff"}, "deviceId": {"dev-9"}}, Common{DeviceID: "dev-9"}},
		{"BadProductIDFallsBackToAlias", url.Values{"productId": {"\xff"}, "product_id": {"7"}}, Common{ProductID: "7"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/medium/x?"+c.query.Encode(), nil)
			if got, want := ParseCommon(r), c.want; got != want {
				t.Errorf("got %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestRoute_Validate(t *testing.T) {
	type params struct {
		Phone  string                  `param:"phone,required,max=11"`
		Name   string                  `param:"name,max=4"`
		Note   string                  `param:"note"` // the default maximum, 500 characters
		Amount int64                   `param:"amount,max=15"`
		Code   string                  `param:"code,digits,max=6"`
		Photo  []*multipart.FileHeader `param:"photo,required"` // files are checked by their handler
	}
	rt := &Route{Handle: Bind(func(*Call, params) (any, error) { return nil, nil })}
	cases := []struct {
		name       string
		form       url.Values
		wantFields map[string]string
		wantMsg    string
	}{
		{"OK", url.Values{"phone": {"09171234567"}, "name": {"Ana"}, "amount": {"-250"}, "code": {"012345"}}, nil, ""},
		{"OKOnlyRequired", url.Values{"phone": {"09171234567"}}, nil, ""},
		{"ErrRequired", url.Values{}, map[string]string{"phone": "phone is required"}, "phone is required"},
		{"ErrRequiredBlank", url.Values{"phone": {"   "}}, map[string]string{"phone": "phone is required"}, "phone is required"},
		{"OKMaxInCharacters", url.Values{"phone": {"1"}, "name": {"ñañé"}}, nil, ""},
		{"ErrMaxInCharacters", url.Values{"phone": {"1"}, "name": {"ñañéa"}}, map[string]string{"name": "name is longer than 4 characters"}, ""},
		{"OKTrimmedBeforeMax", url.Values{"phone": {"1"}, "name": {"  Ana  "}}, nil, ""},
		{"OKDefaultMax", url.Values{"phone": {"1"}, "note": {strings.Repeat("n", 500)}}, nil, ""},
		{"ErrDefaultMax", url.Values{"phone": {"1"}, "note": {strings.Repeat("n", 501)}}, map[string]string{"note": "note is longer than 500 characters"}, ""},
		{"ErrInt", url.Values{"phone": {"1"}, "amount": {"12.5"}}, map[string]string{"amount": "amount must be a whole number"}, ""},
		{"ErrIntWord", url.Values{"phone": {"1"}, "amount": {"ten"}}, map[string]string{"amount": "amount must be a whole number"}, ""},
		{"ErrIntTooLong", url.Values{"phone": {"1"}, "amount": {strings.Repeat("9", 16)}}, map[string]string{"amount": "amount is longer than 15 characters"}, ""},
		{"ErrDigits", url.Values{"phone": {"1"}, "code": {"12a4"}}, map[string]string{"code": "code must contain digits only"}, ""},
		{"ErrDigitsSign", url.Values{"phone": {"1"}, "code": {"-123"}}, map[string]string{"code": "code must contain digits only"}, ""},
		{"ErrSeveral", url.Values{"amount": {"x"}, "code": {"y"}}, map[string]string{
			"phone": "phone is required", "amount": "amount must be a whole number", "code": "code must contain digits only",
		}, "Please check the highlighted fields."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/medium/x", strings.NewReader(c.form.Encode()))
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			if err := r.ParseForm(); err != nil {
				t.Fatal(err)
			}
			err := rt.validate(r)
			if c.wantFields == nil {
				if err != nil {
					t.Fatalf("err = %v, want none", err)
				}
				return
			}
			var fe *fault.Error
			if !errors.As(err, &fe) || fe.Code != fault.CodeInvalid {
				t.Fatalf("err = %v, want an invalid-input error", err)
			}
			if len(fe.Fields) != len(c.wantFields) {
				t.Errorf("fields = %v, want %v", fe.Fields, c.wantFields)
			}
			for k, v := range c.wantFields {
				if fe.Fields[k] != v {
					t.Errorf("fields[%s] = %q, want %q", k, fe.Fields[k], v)
				}
			}
			if c.wantMsg != "" && fe.Message != c.wantMsg {
				t.Errorf("message = %q, want %q", fe.Message, c.wantMsg)
			}
		})
	}
}

func TestClientIP(t *testing.T) {
	proxies := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("2001:db8:ffff::/48")}
	cases := []struct {
		name, peer string
		xff        []string
		trusted    []netip.Prefix
		want       string
	}{
		{"NoProxiesPeer", "203.0.113.7:4711", nil, nil, "203.0.113.7"},
		{"NoProxiesHeaderIgnored", "203.0.113.7:4711", []string{"198.51.100.1"}, nil, "203.0.113.7"},
		{"UntrustedPeerHeaderIgnored", "203.0.113.7:4711", []string{"198.51.100.1"}, proxies, "203.0.113.7"},
		{"TrustedPeerNoHeader", "10.0.0.2:80", nil, proxies, "10.0.0.2"},
		{"TrustedPeerOneHop", "10.0.0.2:80", []string{"198.51.100.1"}, proxies, "198.51.100.1"},
		{"SpoofedLeftHopsIgnored", "10.0.0.2:80", []string{"1.1.1.1, 6.6.6.6, 198.51.100.1"}, proxies, "198.51.100.1"},
		{"TrustedHopsSkipped", "10.0.0.2:80", []string{"198.51.100.1, 10.9.9.9, 10.1.1.1"}, proxies, "198.51.100.1"},
		{"SeveralHeaderLines", "10.0.0.2:80", []string{"6.6.6.6", "198.51.100.1, 10.1.1.1"}, proxies, "198.51.100.1"},
		{"AllTrustedLeftMost", "10.0.0.2:80", []string{"10.3.3.3, 10.1.1.1"}, proxies, "10.3.3.3"},
		{"GarbageStopsAtLastTrusted", "10.0.0.2:80", []string{"198.51.100.1, not-an-ip, 10.1.1.1"}, proxies, "10.1.1.1"},
		{"HopWithPort", "10.0.0.2:80", []string{"198.51.100.1:5555"}, proxies, "198.51.100.1"},
		{"IPv6Peer", "[2001:db8::5]:443", nil, proxies, "2001:db8::5"},
		{"IPv6TrustedProxy", "[2001:db8:ffff::1]:443", []string{"2001:db8:1::9"}, proxies, "2001:db8:1::9"},
		{"IPv6HopWithPort", "10.0.0.2:80", []string{"[2001:db8:1::9]:5555"}, proxies, "2001:db8:1::9"},
		{"IPv4MappedPeer", "[::ffff:10.0.0.2]:80", []string{"198.51.100.1"}, proxies, "198.51.100.1"},
		{"UnparsablePeer", "pipe", nil, proxies, "pipe"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = c.peer
			for _, v := range c.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := ClientIP(r, c.trusted); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestRouter_Paths(t *testing.T) {
	routes := []Route{{Method: "GET", Path: "/v1/ping", Summary: "ping", Handle: NoParams(func(*Call) (any, error) { return map[string]bool{"pong": true}, nil })}}
	rest := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/elsewhere", http.StatusTemporaryRedirect)
	})
	h := Mount(NewRouter(routes, nil), rest)
	cases := []struct {
		path       string
		wantStatus int
		wantCode   string
	}{
		{"/medium/v1/ping", 200, "00"},
		{"/medium", 404, "100404"},
		{"/medium/", 404, "100404"},
		{"/medium//v1/ping", 404, "100404"},
		{"/medium/v1//ping", 404, "100404"},
		{"/medium/v1/ping/", 404, "100404"},
		{"/medium/v1/./ping", 404, "100404"},
		{"/medium/v2/../v1/ping", 404, "100404"},
		{"/mediumx", 307, ""}, // not the API: the rest of the site
	}
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			rec := httptest.NewRecorder()
			req := httptest.NewRequest("GET", "/", nil)
			req.URL.Path = c.path // as sent, not cleaned
			h.ServeHTTP(rec, req)
			if rec.Code != c.wantStatus {
				t.Fatalf("status = %d, want %d; location %q", rec.Code, c.wantStatus, rec.Header().Get("Location"))
			}
			if c.wantCode == "" {
				return
			}
			var env Envelope
			if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || env.Code != c.wantCode {
				t.Errorf("body = %s, want the envelope with code %s", rec.Body.String(), c.wantCode)
			}
		})
	}
}

func TestRouter_ProductIDAlias(t *testing.T) {
	type params struct {
		ProductID int64 `param:"productId,required,max=18"`
	}
	routes := []Route{{Method: "GET", Path: "/v1/product", Summary: "product",
		Handle: Bind(func(c *Call, p params) (any, error) { return map[string]int64{"productId": p.ProductID}, nil })}}
	h := NewRouter(routes, nil)
	cases := []struct {
		query      string
		wantStatus int
		wantBody   string
	}{
		{"productId=3", 200, `"productId":3`},
		{"product_id=7", 200, `"productId":7`},
		{"productId=3&product_id=7", 200, `"productId":3`},
		{"productId=&product_id=7", 200, `"productId":7`},
		{"product_id=x", 400, `"productId":"productId must be a whole number"`},
		{"", 400, `"productId":"productId is required"`},
	}
	for _, c := range cases {
		t.Run(c.query, func(t *testing.T) {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", "/medium/v1/product?"+c.query, nil))
			if rec.Code != c.wantStatus || !strings.Contains(rec.Body.String(), c.wantBody) {
				t.Errorf("got %d %s, want %d with %s", rec.Code, rec.Body.String(), c.wantStatus, c.wantBody)
			}
		})
	}
}

func TestOpenAPI_CommonParams(t *testing.T) {
	noop := NoParams(func(*Call) (any, error) { return nil, nil })
	type productParams struct {
		ProductID int64 `param:"productId,required,max=18" desc:"the product"`
	}
	doc := OpenAPI([]Route{
		{Method: "POST", Path: "/v1/mine", Summary: "borrower", Auth: Borrower, Handle: noop},
		{Method: "GET", Path: "/v1/public", Summary: "public", Auth: Public, Handle: noop},
		{Method: "GET", Path: "/v1/product", Summary: "declares productId", Auth: Borrower,
			Handle: Bind(func(*Call, productParams) (any, error) { return nil, nil })},
		{Method: "GET", Path: "/v1/file", Summary: "raw", Auth: Borrower, Raw: true, Handle: noop},
	}, "test")
	op := func(path, method string) map[string]any {
		return doc["paths"].(map[string]any)["/medium"+path].(map[string]any)[method].(map[string]any)
	}
	params := func(o map[string]any) map[string]map[string]any {
		out := map[string]map[string]any{}
		for _, p := range o["parameters"].([]any) {
			pm := p.(map[string]any)
			if _, dup := out[pm["name"].(string)]; dup {
				t.Errorf("%s listed twice", pm["name"])
			}
			out[pm["name"].(string)] = pm
		}
		return out
	}

	mine := params(op("/v1/mine", "post"))
	for _, name := range []string{"sessionId", "deviceId", "appVersion", "deviceName", "osVersion", "advertisingId", "productId", "orderId", "product_id"} {
		if _, ok := mine[name]; !ok {
			t.Errorf("borrower call lacks the common parameter %s", name)
		}
	}
	for name, want := range map[string]bool{"sessionId": true, "deviceId": true, "productId": false, "orderId": false, "product_id": false} {
		if got := mine[name]["required"]; got != want {
			t.Errorf("borrower call: %s required = %v, want %v", name, got, want)
		}
	}
	if !strings.Contains(mine["product_id"]["description"].(string), "alias of productId") {
		t.Errorf("product_id description = %v", mine["product_id"]["description"])
	}
	public := params(op("/v1/public", "get"))
	if public["deviceId"]["required"] != false || public["sessionId"]["required"] != false {
		t.Error("a public call requires the session")
	}
	product := params(op("/v1/product", "get"))
	if product["productId"]["required"] != true || product["productId"]["description"] != "the product" {
		t.Errorf("declared productId = %v", product["productId"])
	}

	for _, o := range []map[string]any{op("/v1/mine", "post"), op("/v1/file", "get")} {
		r401, ok := o["responses"].(map[string]any)["401"].(map[string]any)
		if !ok || !strings.Contains(r401["description"].(string), "100401") {
			t.Errorf("borrower call %s lacks the 401 answer: %v", o["summary"], o["responses"])
		}
	}
	if _, ok := op("/v1/public", "get")["responses"].(map[string]any)["401"]; ok {
		t.Error("a public call documents 401")
	}
}
