package httpapi

import (
	"encoding/json"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// multipartBody is a form with one field and one file, as a browser sends
// it; the file's name goes in filename* (RFC 2231), which can carry any byte.
func multipartBody(field, value, fileField, fileName string) string {
	return "--XX\r\nContent-Disposition: form-data; name=\"" + field + "\"\r\n\r\n" + value + "\r\n" +
		"--XX\r\nContent-Disposition: form-data; name=\"" + fileField + "\"; filename*=UTF-8''" + url.PathEscape(fileName) + "\r\n" +
		"Content-Type: image/png\r\n\r\nPNG\r\n--XX--\r\n"
}

func TestRouter_RefusesBadText(t *testing.T) {
	type note struct {
		Note string `param:"note"`
	}
	type notePhoto struct {
		note
		Photo []*multipart.FileHeader `param:"photo"`
	}
	ok := func(c *Call, p note) (any, error) { return map[string]string{"note": p.Note}, nil }
	okPhoto := func(c *Call, p notePhoto) (any, error) { return map[string]string{"note": p.Note}, nil }
	none := func(c *Call) (any, error) { return map[string]string{"note": ""}, nil }
	routes := []Route{
		{Method: "GET", Path: "/v1/get", Summary: "get", Handle: Bind(ok)},
		{Method: "POST", Path: "/v1/post", Summary: "post", Handle: Bind(okPhoto)},
		{Method: "GET", Path: "/v1/files/{name}", Summary: "path", Handle: NoParams(none)},
		{Method: "POST", Path: "/v1/mine", Summary: "borrower", Auth: Borrower, Handle: NoParams(none)},
	}
	h := NewRouter(routes, nil)
	cases := []struct {
		name       string
		method     string
		target     string
		ctype      string
		body       string
		wantStatus int
		wantField  string // named in fields; "" for an accepted request
	}{
		{"OKUTF8", "GET", "/medium/v1/get?note=" + url.QueryEscape("Mañana ₱ 日本"), "", "", 200, ""},
		{"OKControlCharacter", "GET", "/medium/v1/get?note=a%01b", "", "", 200, ""},
		{"ErrQueryNUL", "GET", "/medium/v1/get?note=a%00b", "", "", 400, "note"},
		{"ErrQueryInvalidUTF8", "GET", "/medium/v1/get?note=%FF%FE", "", "", 400, "note"},
		{"ErrQueryTruncatedUTF8", "GET", "/medium/v1/get?note=%C3", "", "", 400, "note"},
		{"ErrQueryOverlongNUL", "GET", "/medium/v1/get?note=%C0%80", "", "", 400, "note"},
		{"ErrQuerySurrogate", "GET", "/medium/v1/get?note=%ED%A0%80", "", "", 400, "note"},
		{"ErrUndeclared", "GET", "/medium/v1/get?other=%00", "", "", 400, "other"},
		{"ErrSecondValue", "GET", "/medium/v1/get?note=fine&note=%FF", "", "", 400, "note"},
		{"ErrBadName", "GET", "/medium/v1/get?no%FFte=x", "", "", 400, "no\uFFFDte"},
		{"ErrNULName", "GET", "/medium/v1/get?no%00te=x", "", "", 400, "no\uFFFDte"},
		{"ErrCommonQuery", "GET", "/medium/v1/get?appVersion=1.0%00", "", "", 400, "appVersion"},
		{"ErrCommonAlias", "GET", "/medium/v1/get?product_id=%FF", "", "", 400, "product_id"},
		{"ErrFormNUL", "POST", "/medium/v1/post", "application/x-www-form-urlencoded", "note=a%00", 400, "note"},
		{"ErrFormInvalidUTF8", "POST", "/medium/v1/post", "application/x-www-form-urlencoded", "note=%FF", 400, "note"},
		{"ErrQueryOfAPost", "POST", "/medium/v1/post?deviceName=%FF", "application/x-www-form-urlencoded", "note=x", 400, "deviceName"},
		{"ErrMultipartValue", "POST", "/medium/v1/post", "multipart/form-data; boundary=XX", multipartBody("note", "a\x00b", "photo", "a.png"), 400, "note"},
		{"ErrMultipartFileNameNUL", "POST", "/medium/v1/post", "multipart/form-data; boundary=XX", multipartBody("note", "x", "photo", "a\x00.png"), 400, "photo"},
		{"ErrMultipartFileNameInvalidUTF8", "POST", "/medium/v1/post", "multipart/form-data; boundary=XX", multipartBody("note", "x", "photo", "a\xff.png"), 400, "photo"},
		{"OKMultipart", "POST", "/medium/v1/post", "multipart/form-data; boundary=XX", multipartBody("note", "ñ", "photo", "ñ.png"), 200, ""},
		{"OKPathValue", "GET", "/medium/v1/files/x.png", "", "", 200, ""},
		{"ErrPathValueNUL", "GET", "/medium/v1/files/x.png%00.svg", "", "", 400, "name"},
		{"ErrPathValueInvalidUTF8", "GET", "/medium/v1/files/%FF.png", "", "", 400, "name"},
		// Before the session check: a bad session id is named, not a 401.
		{"ErrSessionBeforeAuth", "POST", "/medium/v1/mine?sessionId=%00&deviceId=1", "", "", 400, "sessionId"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := httptest.NewRequest(c.method, c.target, strings.NewReader(c.body))
			if c.ctype != "" {
				req.Header.Set("Content-Type", c.ctype)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if got, want := rec.Code, c.wantStatus; got != want {
				t.Fatalf("status = %d, want %d; body %s", got, want, rec.Body.String())
			}
			if c.wantField == "" {
				return
			}
			var env Envelope
			if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
				t.Fatalf("body %q: %v", rec.Body.String(), err)
			}
			if got, want := env.Code, "100400"; got != want {
				t.Errorf("code = %q, want %q", got, want)
			}
			if _, ok := env.Fields[c.wantField]; !ok || len(env.Fields) != 1 {
				t.Errorf("fields = %q, want %q named", env.Fields, c.wantField)
			}
		})
	}
}

func TestPathParams(t *testing.T) {
	cases := []struct {
		path string
		want []string
	}{
		{"/v1/x", nil},
		{"/files/{name}", []string{"name"}},
		{"/a/{id}/b/{rest...}", []string{"id", "rest"}},
		{"/a/{$}", nil},
	}
	for _, c := range cases {
		if got, want := strings.Join(pathParams(c.path), ","), strings.Join(c.want, ","); got != want {
			t.Errorf("%s: got %q, want %q", c.path, got, want)
		}
	}
}

func TestNotFound_QuotesAtMost200Characters(t *testing.T) {
	h := NewRouter(nil, nil)
	cases := []struct {
		name, path, wantQuoted string
	}{
		{"Short", "/medium/nothing", "/medium/nothing"},
		{"Exactly200", "/medium/" + strings.Repeat("a", 192), "/medium/" + strings.Repeat("a", 192)},
		{"100KB", "/medium/" + strings.Repeat("b", 100<<10), "/medium/" + strings.Repeat("b", 192) + "…"},
		{"100KBWide", "/medium/" + strings.Repeat("ñ", 50<<10), "/medium/" + strings.Repeat("ñ", 192) + "…"},
		{"InvalidUTF8", "/medium/\xff", "/medium/\uFFFD"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", "/", nil)
			req.URL.Path = c.path
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			var env Envelope
			if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
				t.Fatal(err)
			}
			if got, want := env.Message, "No API call at "+c.wantQuoted+"."; rec.Code != http.StatusNotFound || got != want {
				t.Errorf("got %d %q (%d bytes), want 404 %q", rec.Code, got, len(got), want)
			}
		})
	}
}
