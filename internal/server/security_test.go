package server_test

import (
	"crypto/sha256"
	"encoding/base64"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"kwarta/internal/demo"
	"kwarta/internal/loanpage"
	"kwarta/internal/server"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
	"kwarta/web"
)

// directives splits a policy into its directives' source lists.
func directives(policy string) map[string]string {
	out := map[string]string{}
	for _, d := range strings.Split(policy, ";") {
		name, value, _ := strings.Cut(strings.TrimSpace(d), " ")
		if name != "" {
			out[name] = value
		}
	}
	return out
}

// checkPage asserts what every HTML page's policy must say.
func checkPage(t *testing.T, policy, frameAncestors string) {
	t.Helper()
	d := directives(policy)
	effective := func(name string) string {
		if v, ok := d[name]; ok {
			return v
		}
		return d["default-src"]
	}
	for _, name := range []string{"script-src", "connect-src"} {
		if v := effective(name); v != "'self'" && v != "'none'" {
			t.Errorf("%s = %q, want this origin only, in %q", name, v, policy)
		}
	}
	if strings.Contains(policy, "unsafe-") {
		t.Errorf("policy allows unsafe sources: %q", policy)
	}
	for name, want := range map[string]string{"object-src": "'none'", "base-uri": "'none'", "frame-ancestors": frameAncestors} {
		if d[name] != want {
			t.Errorf("%s = %q, want %q, in %q", name, d[name], want, policy)
		}
	}
}

func TestSecurityHeaders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		dist := fstest.MapFS{
			"dist/app/index.html":         {Data: []byte("<html>app</html>")},
			"dist/app/landing/index.html": {Data: []byte("<html>landing</html>")},
			"dist/app/admin/index.html":   {Data: []byte("<html>console</html>")},
			"dist/app/assets/index-a1.js": {Data: []byte("app()")},
		}
		// Handler registers metrics once per App: serve the pages from a second App.
		h := server.NewApp(env.App.Config, db, env.Clock, slog.New(slog.DiscardHandler)).Handler(dist)

		t.Run("Pages", func(t *testing.T) {
			for _, p := range []string{"/", "/#contact", "/loanDetail?productId=1&orderId=86", "/confirmLoan?productId=1",
				"/privacyPolicy?embed=1", "/landing/?id=1&utm_tag=x", "/landing/", "/assets/index-a1.js",
				"/admin", "/admin/enrol?token=ab", "/admin/orders"} {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
				if rec.Code != http.StatusOK {
					t.Fatalf("%s: status %d", p, rec.Code)
				}
				got := rec.Header().Get("Content-Security-Policy")
				if got != server.PagePolicy {
					t.Errorf("%s: policy %q, want the page policy", p, got)
				}
				checkPage(t, got, "'self'")
			}
		})

		t.Run("Agreement", func(t *testing.T) {
			for pos := 1; pos <= 3; pos++ {
				res := env.Do(t, servertest.Request{Method: "GET", Path: loanpage.ContractPath, Session: demo.SessionA,
					Query: url.Values{"productId": {"1"}, "scene": {"3"}, "position": {string(rune('0' + pos))}}})
				if res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
					t.Fatalf("position %d: status %d %s", pos, res.Status, res.Body)
				}
				got := res.Header.Get("Content-Security-Policy")
				if got != server.AgreementPolicy {
					t.Errorf("position %d: policy %q, want the agreement policy", pos, got)
				}
				checkPage(t, got, "'self'")
				styles := regexp.MustCompile(`(?s)<style>(.*?)</style>`).FindAllStringSubmatch(res.Body, -1)
				if len(styles) == 0 {
					t.Errorf("position %d: no <style>; drop style-src from AgreementPolicy", pos)
				}
				for _, s := range styles {
					sum := sha256.Sum256([]byte(s[1]))
					hash := "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
					if !strings.Contains(directives(got)["style-src"], "'"+hash+"'") {
						t.Errorf("position %d: the document's <style> hashes to %s; set AgreementStyleHash to it", pos, hash)
					}
				}
				if strings.Contains(res.Body, "<script") || strings.Contains(res.Body, " style=") {
					t.Errorf("position %d: the document has a script or a style attribute the policy blocks", pos)
				}
			}
		})

		t.Run("API", func(t *testing.T) {
			for _, rq := range []servertest.Request{
				{Method: "GET", Path: "/v3/site/config"},
				{Method: "POST", Path: "/v3/personal-center/user-info", Session: demo.SessionA},
				{Method: "GET", Path: "/no-such-call"},
				{Method: "GET", Path: "/openapi.json"},
				{Method: "GET", Path: "/healthz"},
			} {
				res := env.Do(t, rq)
				if got := res.Header.Get("Content-Security-Policy"); got != server.APIPolicy {
					t.Errorf("%s %s: policy %q, want %q", rq.Method, rq.Path, got, server.APIPolicy)
				}
			}
		})
	})
}

// TestBuiltPagesHaveNoInline checks the HTML Vite built (when it is built
// into this binary) for what the page policy would block.
func TestBuiltPagesHaveNoInline(t *testing.T) {
	app, err := fs.Sub(web.Dist, "dist/app")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fs.Stat(app, "index.html"); err != nil {
		t.Skip("the web app is not built: run `make build`")
	}
	blocked := map[string]*regexp.Regexp{
		"<style>":         regexp.MustCompile(`(?i)<style\b`),
		"style attribute": regexp.MustCompile(`(?i)\sstyle\s*=`),
		"event handler":   regexp.MustCompile(`(?i)\son[a-z]+\s*=`),
		"javascript URL":  regexp.MustCompile(`(?i)javascript:`),
	}
	scripts := regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script>`)
	for _, name := range []string{"index.html", "landing/index.html", "admin/index.html"} {
		data, err := fs.ReadFile(app, name)
		if err != nil {
			t.Fatal(err)
		}
		for what, re := range blocked {
			if m := re.Find(data); m != nil {
				t.Errorf("%s: %s %q", name, what, m)
			}
		}
		for _, m := range scripts.FindAllSubmatch(data, -1) {
			if !regexp.MustCompile(`(?i)\ssrc\s*=`).Match(m[1]) || len(strings.TrimSpace(string(m[2]))) > 0 {
				t.Errorf("%s: inline script %q", name, m[0])
			}
		}
	}
}
