package server

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

func TestStatic(t *testing.T) {
	dist := fstest.MapFS{
		"dist/app/index.html":                       {Data: []byte("<html>app</html>")},
		"dist/app/index.html.gz":                    {Data: []byte("gz-index")},
		"dist/app/assets/main-abc123.js":            {Data: []byte("console.log(1)")},
		"dist/app/assets/main-abc123.js.gz":         {Data: []byte("gz-js")},
		"dist/app/assets/main-abc123.js.br":         {Data: []byte("br-js")},
		"dist/app/landing/index.html":               {Data: []byte("<html>landing</html>")},
		"dist/app/landing/assets/index-CCDYgYPh.js": {Data: []byte("landing()")},
		"dist/app/not-assets/x.js":                  {Data: []byte("x()")},
		"dist/app/favicon.svg":                      {Data: []byte("<svg/>")},
	}
	s := newStatic(dist)
	cases := []struct {
		name, path, accept             string
		wantStatus                     int
		wantBody, wantCache, wantEncod string
	}{
		{"Root", "/", "", 200, "<html>app</html>", "no-cache", ""},
		{"ClientRouteFallsBackToIndex", "/loanDetail", "", 200, "<html>app</html>", "no-cache", ""},
		{"IndexGzip", "/customerService", "gzip", 200, "gz-index", "no-cache", "gzip"},
		{"AssetLongCache", "/assets/main-abc123.js", "", 200, "console.log(1)", "public, max-age=31536000, immutable", ""},
		{"AssetBrotliPreferred", "/assets/main-abc123.js", "gzip, deflate, br", 200, "br-js", "public, max-age=31536000, immutable", "br"},
		{"AssetGzipOnly", "/assets/main-abc123.js", "gzip", 200, "gz-js", "public, max-age=31536000, immutable", "gzip"},
		{"AssetBrotliRefused", "/assets/main-abc123.js", "br;q=0, gzip", 200, "gz-js", "public, max-age=31536000, immutable", "gzip"},
		{"MissingAssetIs404", "/assets/nope.js", "", 404, "", "", ""},
		{"Landing", "/landing/", "", 200, "<html>landing</html>", "no-cache", ""},
		{"OtherFile", "/favicon.svg", "", 200, "<svg/>", "public, max-age=3600", ""},
		{"LandingAssetLongCache", "/landing/assets/index-CCDYgYPh.js", "", 200, "landing()", "public, max-age=31536000, immutable", ""},
		{"NotAnAssetsSegment", "/not-assets/x.js", "", 200, "x()", "public, max-age=3600", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", c.path, nil)
			if c.accept != "" {
				req.Header.Set("Accept-Encoding", c.accept)
			}
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, req)
			if rec.Code != c.wantStatus {
				t.Fatalf("status = %d, want %d", rec.Code, c.wantStatus)
			}
			if c.wantStatus != 200 {
				return
			}
			if got := rec.Body.String(); got != c.wantBody {
				t.Errorf("body = %q, want %q", got, c.wantBody)
			}
			if got := rec.Header().Get("Cache-Control"); got != c.wantCache {
				t.Errorf("cache = %q, want %q", got, c.wantCache)
			}
			if got := rec.Header().Get("Content-Encoding"); got != c.wantEncod {
				t.Errorf("encoding = %q, want %q", got, c.wantEncod)
			}
		})
	}
	t.Run("NotBuilt", func(t *testing.T) {
		rec := httptest.NewRecorder()
		newStatic(fstest.MapFS{}).ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
		if rec.Code != http.StatusServiceUnavailable {
			t.Errorf("status = %d, want 503", rec.Code)
		}
	})
	t.Run("PostRefused", func(t *testing.T) {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("POST", "/", nil))
		if rec.Code != http.StatusMethodNotAllowed {
			t.Errorf("status = %d, want 405", rec.Code)
		}
	})
}
