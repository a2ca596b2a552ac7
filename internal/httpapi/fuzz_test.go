package httpapi

import (
	"encoding/json"
	"errors"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"kwarta/internal/fault"
)

// fuzzRoute declares one parameter of each kind the router checks.
var fuzzRoute = Route{Method: "POST", Path: "/v1/fuzz", Summary: "fuzz",
	Handle: Bind(func(*Call, fuzzParams) (any, error) { return nil, nil })}

type fuzzParams struct {
	Phone     string                  `param:"phone,required,max=16"`
	Amount    int64                   `param:"amount,max=15"`
	Code      string                  `param:"code,digits,max=6"`
	Note      string                  `param:"note"`
	ProductID int64                   `param:"productId,max=18"`
	Photo     []*multipart.FileHeader `param:"photo"`
}

// badText tells whether s is text the router must refuse.
func badText(s string) bool { return !utf8.ValidString(s) || strings.ContainsRune(s, 0) }

// checkTextAgrees: checkText refuses exactly the requests holding bad text,
// and names only the fields that hold it.
func checkTextAgrees(t *testing.T, r *http.Request) {
	t.Helper()
	bad := map[string]bool{}
	for name, values := range r.Form {
		for _, v := range append(values, name) {
			if badText(v) {
				bad[printable(name)] = true
			}
		}
	}
	if r.MultipartForm != nil {
		for name, files := range r.MultipartForm.File {
			for _, fh := range files {
				if badText(name) || badText(fh.Filename) {
					bad[printable(name)] = true
				}
			}
		}
	}
	err := checkText(r, &fuzzRoute)
	if len(bad) == 0 {
		if err != nil {
			t.Fatalf("checkText refused good text %q: %v", r.Form, err)
		}
		return
	}
	var fe *fault.Error
	if !errors.As(err, &fe) || fe.Code != fault.CodeInvalid || len(fe.Fields) != len(bad) {
		t.Fatalf("checkText(%q) = %v, want fields %v", r.Form, err, bad)
	}
	for name := range fe.Fields {
		if !bad[name] || !utf8.ValidString(name) {
			t.Fatalf("checkText named %q, want %v", name, bad)
		}
	}
}

// FuzzParseCommon: for any query, the router answers a well-formed 200 or
// 400 envelope; what it accepts is clean text, the common query is decoded
// within its limits and the declared parameters passed their checks.
func FuzzParseCommon(f *testing.F) {
	for _, q := range []string{
		"", "sessionId=demo-a&deviceId=123&productId=1&orderId=86", "phone=09171234567&amount=-5&code=012",
		"appVersion=1.0%00", "deviceName=%FF%FE", "%FF=1", "a%00=1", "product_id=7", "productId=%20&product_id=7",
		"deviceName=" + strings.Repeat("%C3%B1", 70), "sessionId=" + strings.Repeat("s", 200), "note=%C3", "note=%C0%80",
		"amount=9223372036854775808", "code=12a4", "a=1;b=2", "%zz", "phone=+63+917&phone=%00", "=&&=&",
	} {
		f.Add(q)
	}
	h := NewRouter([]Route{fuzzRoute}, nil)
	f.Fuzz(func(t *testing.T, query string) {
		r := httptest.NewRequest("POST", "/medium/v1/fuzz", nil)
		r.URL.RawQuery = query
		r.RequestURI = "/medium/v1/fuzz?" + query
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		var env Envelope
		if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || !utf8.Valid(rec.Body.Bytes()) {
			t.Fatalf("query %q: body %q is not an envelope: %v", query, rec.Body.String(), err)
		}
		if rec.Code != 200 && rec.Code != 400 {
			t.Fatalf("query %q: status %d %s", query, rec.Code, rec.Body.String())
		}

		r = httptest.NewRequest("GET", "/medium/v1/fuzz", nil)
		r.URL.RawQuery = query
		if err := parseForm(httptest.NewRecorder(), r, &fuzzRoute); err != nil {
			if fe := fault.As(err); fe.Code != fault.CodeInvalid {
				t.Fatalf("parseForm(%q) = %v, want an invalid-input error", query, err)
			}
			return
		}
		checkTextAgrees(t, r)
		c := ParseCommon(r)
		q := r.URL.Query()
		for name, v := range map[string]string{"sessionId": c.SessionID, "appVersion": c.AppVersion, "deviceName": c.DeviceName,
			"deviceId": c.DeviceID, "osVersion": c.OSVersion, "advertisingId": c.AdvertisingID, "productId": c.ProductID, "orderId": c.OrderID} {
			if badText(v) || strings.TrimSpace(v) != v {
				t.Fatalf("query %q: %s = %q", query, name, v)
			}
			if name != "sessionId" && utf8.RuneCountInString(v) > commonMax[name] {
				t.Fatalf("query %q: %s = %q, longer than %d characters", query, name, v, commonMax[name])
			}
			if name != "productId" && !strings.HasPrefix(strings.TrimSpace(q.Get(name)), v) {
				t.Fatalf("query %q: %s = %q, not what was sent", query, name, v)
			}
		}
		if checkText(r, &fuzzRoute) != nil {
			return
		}
		if got, want := c.SessionID, strings.TrimSpace(q.Get("sessionId")); got != want {
			t.Fatalf("query %q: sessionId = %q, want %q", query, got, want)
		}
		if err := fuzzRoute.validate(r); err != nil {
			var fe *fault.Error
			if !errors.As(err, &fe) || fe.Code != fault.CodeInvalid || len(fe.Fields) == 0 {
				t.Fatalf("validate(%q) = %v", query, err)
			}
			return
		}
		for _, p := range fuzzRoute.Params() {
			v := strings.TrimSpace(r.Form.Get(p.Name))
			max := p.Max
			if max == 0 {
				max = defaultMax
			}
			switch {
			case p.Kind == File:
			case p.Required && v == "":
				t.Fatalf("validate(%q) accepted no %s", query, p.Name)
			case utf8.RuneCountInString(v) > max:
				t.Fatalf("validate(%q) accepted %s of %d characters", query, p.Name, utf8.RuneCountInString(v))
			case p.Kind == Int && v != "":
				if _, err := strconv.ParseInt(v, 10, 64); err != nil {
					t.Fatalf("validate(%q) accepted %s = %q", query, p.Name, v)
				}
			case p.Kind == Digits && strings.Trim(v, "0123456789") != "":
				t.Fatalf("validate(%q) accepted %s = %q", query, p.Name, v)
			}
		}
	})
}

// FuzzParseForm: any body, form-encoded, multipart or neither, is read or
// refused as invalid input, never anything else; a form-encoded body reads
// as url.ParseQuery reads it; checkText refuses exactly the bad text.
func FuzzParseForm(f *testing.F) {
	f.Add(uint8(0), "phone=09171234567&note=hello")
	f.Add(uint8(0), "note=a%00b&x=%FF")
	f.Add(uint8(0), "%FF%FE=1&a=;b")
	f.Add(uint8(1), multipartBody("note", "ñ", "photo", "a.png"))
	f.Add(uint8(1), multipartBody("note", "a\x00b", "photo", "a.png"))
	f.Add(uint8(1), multipartBody("note", "x", "photo", "a\xff.png"))
	f.Add(uint8(1), "--XX\r\nContent-Disposition: form-data; name=\"a\x00\"\r\n\r\nv\r\n--XX--\r\n")
	f.Add(uint8(1), "--XX\r\n\r\n--XX--")
	f.Add(uint8(2), "phone=1")
	f.Add(uint8(3), "")
	types := []string{"application/x-www-form-urlencoded", "multipart/form-data; boundary=XX", "text/plain", ""}
	f.Fuzz(func(t *testing.T, which uint8, body string) {
		ct := types[int(which)%len(types)]
		r := httptest.NewRequest("POST", "/medium/v1/fuzz?q=1", strings.NewReader(body))
		if ct != "" {
			r.Header.Set("Content-Type", ct)
		}
		err := parseForm(httptest.NewRecorder(), r, &fuzzRoute)
		if r.MultipartForm != nil {
			defer r.MultipartForm.RemoveAll()
		}
		if err != nil {
			var fe *fault.Error
			if !errors.As(err, &fe) || fe.Code != fault.CodeInvalid || fault.Status(fe) != http.StatusBadRequest {
				t.Fatalf("parseForm(%q) = %v, want an invalid-input error", body, err)
			}
			return
		}
		if !slices.Contains(r.Form["q"], "1") {
			t.Fatalf("parseForm(%q) lost the query: q = %q", body, r.Form["q"])
		}
		if strings.HasPrefix(ct, "application/x-www-form-urlencoded") {
			want, err := url.ParseQuery(body)
			if err != nil {
				t.Fatalf("parseForm accepted %q, url.ParseQuery refuses it: %v", body, err)
			}
			if got := r.PostForm; len(got) != len(want) {
				t.Fatalf("parseForm(%q) = %q, want %q", body, got, want)
			}
			for k, v := range want {
				if strings.Join(r.PostForm[k], "\x01") != strings.Join(v, "\x01") {
					t.Fatalf("parseForm(%q)[%q] = %q, want %q", body, k, r.PostForm[k], v)
				}
			}
		}
		checkTextAgrees(t, r)
	})
}
