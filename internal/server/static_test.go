package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"kwarta/web"
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
		"dist/app/admin/index.html":                 {Data: []byte("<html>console</html>")},
		"dist/app/admin/assets/index-Ab12.js":       {Data: []byte("console()")},
		"dist/app/not-assets/x.js":                  {Data: []byte("x()")},
		"dist/app/favicon.svg":                      {Data: []byte("<svg/>")},
		"dist/app/favicon.ico":                      {Data: []byte("ico")},
		"dist/app/routes.json":                      {Data: []byte(`{"paths": ["/", "/loanDetail", "/customerService", "/loanTerms"]}`)},
	}
	s := newStatic(dist, nil)
	cases := []struct {
		name, path, accept             string
		wantStatus                     int
		wantBody, wantCache, wantEncod string
	}{
		{"Root", "/", "", 200, "<html>app</html>", "no-cache", ""},
		{"ClientRouteFallsBackToIndex", "/loanDetail", "", 200, "<html>app</html>", "no-cache", ""},
		{"ClientRouteWithQuery", "/loanTerms?lang=es", "", 200, "<html>app</html>", "no-cache", ""},
		{"ClientRouteTrailingSlash", "/loanDetail/", "", 200, "<html>app</html>", "no-cache", ""},
		{"ClientRouteAnyCase", "/LOANDETAIL", "", 200, "<html>app</html>", "no-cache", ""},
		{"UnknownPathIs404WithTheApp", "/no-such-page", "", 404, "<html>app</html>", "no-cache", ""},
		{"UnknownNestedPathIs404", "/loanDetail/extra", "", 404, "<html>app</html>", "no-cache", ""},
		{"UnknownPathGzip", "/no-such-page", "gzip", 404, "gz-index", "no-cache", "gzip"},
		{"LandingSubpath", "/landing/anything", "", 200, "<html>landing</html>", "no-cache", ""},
		{"Favicon", "/favicon.ico", "", 200, "ico", "public, max-age=3600", ""},
		{"MissingFileIs404", "/nope.png", "", 404, "", "", ""},
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
		{"Console", "/admin", "", 200, "<html>console</html>", "no-cache", ""},
		{"ConsoleClientRoute", "/admin/enrol?token=ab12", "", 200, "<html>console</html>", "no-cache", ""},
		{"ConsoleNestedRoute", "/admin/orders/search", "", 200, "<html>console</html>", "no-cache", ""},
		{"ConsoleAssetLongCache", "/admin/assets/index-Ab12.js", "", 200, "console()", "public, max-age=31536000, immutable", ""},
		{"ConsoleMissingAssetIs404", "/admin/assets/nope.js", "", 404, "", "", ""},
		{"NotTheConsole", "/administration", "", 404, "<html>app</html>", "no-cache", ""},
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
			if c.wantBody == "" {
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
	t.Run("IconTypes", func(t *testing.T) {
		for p, want := range map[string]string{"/favicon.ico": "image/", "/favicon.svg": "image/svg+xml", "/no-such-page": "text/html"} {
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
			if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, want) {
				t.Errorf("%s: content type %q, want %s...", p, ct, want)
			}
		}
	})
	t.Run("HeadUnknownPathIs404", func(t *testing.T) {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("HEAD", "/no-such-page", nil))
		if rec.Code != http.StatusNotFound || rec.Body.Len() != 0 {
			t.Errorf("status = %d, body %q; want 404 and no body", rec.Code, rec.Body.String())
		}
	})
	t.Run("NoRouteListServesEveryPath", func(t *testing.T) {
		// A build without routes.json (older than the list) keeps the
		// history fallback for every path.
		old := newStatic(fstest.MapFS{"dist/app/index.html": {Data: []byte("<html>app</html>")}}, nil)
		for _, p := range []string{"/", "/loanDetail", "/no-such-page"} {
			rec := httptest.NewRecorder()
			old.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
			if rec.Code != http.StatusOK || rec.Body.String() != "<html>app</html>" {
				t.Errorf("%s: status = %d, body %q; want 200 and the app", p, rec.Code, rec.Body.String())
			}
		}
	})
	t.Run("PreloadLinks", func(t *testing.T) {
		// With preloads listed, each route's HTML links its own files before
		// </head>, the unknown address gets the not-found page's, and both
		// come gzipped when asked.
		index := "<html><head><script type=\"module\" src=\"/assets/index.js\"></script>\n  </head><body></body></html>"
		pre := newStatic(fstest.MapFS{
			"dist/app/index.html": {Data: []byte(index)},
			"dist/app/routes.json": {Data: []byte(`{"paths": ["/", "/loanDetail"], "preload": {
				"/": ["assets/Site.js", "assets/Site.css"],
				"/loanDetail": ["assets/Details.js", "assets/setup.js", "assets/Details.css"],
				"*": ["assets/NotFound.js"]}}`)},
		}, nil)
		for _, c := range []struct {
			path   string
			status int
			links  string
		}{
			{"/", 200, `    <link rel="modulepreload" crossorigin href="/assets/Site.js">` + "\n" + `    <link rel="stylesheet" crossorigin href="/assets/Site.css">` + "\n"},
			{"/LoanDetail/", 200, `    <link rel="modulepreload" crossorigin href="/assets/Details.js">` + "\n" +
				`    <link rel="modulepreload" crossorigin href="/assets/setup.js">` + "\n" + `    <link rel="stylesheet" crossorigin href="/assets/Details.css">` + "\n"},
			{"/no-such-page", 404, `    <link rel="modulepreload" crossorigin href="/assets/NotFound.js">` + "\n"},
		} {
			want := strings.Replace(index, "\n  </head>", "\n"+c.links+"  </head>", 1)
			rec := httptest.NewRecorder()
			pre.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
			if rec.Code != c.status || rec.Body.String() != want {
				t.Errorf("%s: status %d, body\n%s\nwant %d and\n%s", c.path, rec.Code, rec.Body.String(), c.status, want)
			}
			if ct, cc := rec.Header().Get("Content-Type"), rec.Header().Get("Cache-Control"); ct != "text/html; charset=utf-8" || cc != "no-cache" {
				t.Errorf("%s: content type %q, cache %q", c.path, ct, cc)
			}
			req := httptest.NewRequest("GET", c.path, nil)
			req.Header.Set("Accept-Encoding", "gzip, br")
			rec = httptest.NewRecorder()
			pre.ServeHTTP(rec, req)
			if rec.Header().Get("Content-Encoding") != "gzip" || gunzip(t, rec.Body.Bytes()) != want {
				t.Errorf("%s: gzip answer %q is not the page", c.path, rec.Header().Get("Content-Encoding"))
			}
			rec = httptest.NewRecorder()
			pre.ServeHTTP(rec, httptest.NewRequest("HEAD", c.path, nil))
			if rec.Code != c.status || rec.Body.Len() != 0 {
				t.Errorf("HEAD %s: status %d, %d bytes", c.path, rec.Code, rec.Body.Len())
			}
		}
	})
	t.Run("BrandTheme", func(t *testing.T) {
		// With a theme, every entry page links the brand stylesheet after
		// its own files, and the stylesheet is the theme's answer, kept
		// minutes; while it cannot be read, 503 (the page keeps its defaults).
		index := "<html><head><title>x</title>\n  </head><body></body></html>"
		fail := false
		themed := newStatic(fstest.MapFS{
			"dist/app/index.html":  {Data: []byte(index)},
			"dist/app/routes.json": {Data: []byte(`{"paths": ["/loanDetail"], "preload": {"/loanDetail": ["assets/Details.css"], "*": []}}`)},
		}, func(context.Context) ([]byte, error) {
			if fail {
				return nil, errors.New("database down")
			}
			return []byte(":root:root { --kw-primary: #7a1fa2; }"), nil
		})
		for _, c := range []struct{ path, links string }{
			{"/loanDetail", `    <link rel="stylesheet" crossorigin href="/assets/Details.css">` + "\n" + `    <link rel="stylesheet" crossorigin href="/brand.css">` + "\n"},
			{"/no-such-page", `    <link rel="stylesheet" crossorigin href="/brand.css">` + "\n"},
		} {
			rec := httptest.NewRecorder()
			themed.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
			if want := strings.Replace(index, "\n  </head>", "\n"+c.links+"  </head>", 1); rec.Body.String() != want {
				t.Errorf("%s: body\n%s\nwant\n%s", c.path, rec.Body.String(), want)
			}
		}
		rec := httptest.NewRecorder()
		themed.ServeHTTP(rec, httptest.NewRequest("GET", "/brand.css", nil))
		if rec.Code != 200 || rec.Body.String() != ":root:root { --kw-primary: #7a1fa2; }" || rec.Header().Get("Content-Type") != "text/css; charset=utf-8" ||
			rec.Header().Get("Cache-Control") != "public, max-age=300" {
			t.Errorf("brand stylesheet: %d %q %v", rec.Code, rec.Body.String(), rec.Header())
		}
		fail = true
		rec = httptest.NewRecorder()
		themed.ServeHTTP(rec, httptest.NewRequest("GET", "/brand.css", nil))
		if rec.Code != http.StatusServiceUnavailable {
			t.Errorf("brand stylesheet without the colours: %d, want 503", rec.Code)
		}
	})
	t.Run("NotBuilt", func(t *testing.T) {
		rec := httptest.NewRecorder()
		newStatic(fstest.MapFS{}, nil).ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
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

func gunzip(t *testing.T, data []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestBuiltRoutes checks the web app built into this binary (when it is
// built): its routes.json names the app's pages, so a page answers 200, an
// unknown path 404 with the app's entry, each with its own preload links,
// and the icons are there.
func TestBuiltRoutes(t *testing.T) {
	if _, err := fs.Stat(web.Dist, "dist/app/index.html"); err != nil {
		t.Skip("the web app is not built: run `make build`")
	}
	if _, err := fs.Stat(web.Dist, "dist/app/"+routesFile); err != nil {
		t.Fatalf("the build has no %s (web/scripts/routes-json.mjs): %v", routesFile, err)
	}
	s := newStatic(web.Dist, nil)
	data, err := fs.ReadFile(web.Dist, "dist/app/"+routesFile)
	if err != nil {
		t.Fatal(err)
	}
	var list routeList
	if err := json.Unmarshal(data, &list); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		want int
	}{
		{"/", 200}, {"/loanDetail", 200}, {"/customerService", 200}, {"/landing/", 200},
		{"/admin", 200}, {"/admin/sign-in", 200}, {"/admin/enrol?token=x", 200},
		{"/favicon.ico", 200}, {"/favicon.svg", 200},
		{"/no-such-page", 404}, {"/loanDetail/extra", 404},
	} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
		if rec.Code != c.want {
			t.Errorf("%s: status = %d, want %d", c.path, rec.Code, c.want)
		}
		preload, ok := list.Preload[c.path]
		if c.want == 404 {
			preload, ok = list.Preload[notFoundKey]
		}
		if !ok {
			continue // the landing page and the icons
		}
		body := rec.Body.String()
		if !strings.Contains(body, `<script type="module" crossorigin src="/assets/index-`) || !strings.Contains(body, `<div id="root">`) {
			t.Errorf("%s: the answer is not the app's entry HTML:\n%s", c.path, body)
		}
		if len(preload) == 0 {
			t.Errorf("%s: routes.json lists nothing to preload", c.path)
		}
		for _, f := range preload {
			if _, err := fs.Stat(web.Dist, "dist/app/"+f); err != nil {
				t.Errorf("%s: preloads %s, which the build does not have", c.path, f)
			}
			if !strings.Contains(body, `href="/`+f+`"`) {
				t.Errorf("%s: no link to %s", c.path, f)
			}
		}
	}
}
