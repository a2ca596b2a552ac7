package server

import (
	"net/http"
	"path"
	"strings"

	"kwarta/internal/httpapi"
	"kwarta/internal/loanpage"
)

// The Content-Security-Policy of each kind of answer. Every page is built
// by Vite into files on this origin and talks only to this origin's API, so
// nothing is allowed from elsewhere and nothing inline runs.
const (
	// PagePolicy covers every page of the web app (its client routes, the
	// official site at /), the landing page at /landing/ and the operators'
	// console at /admin (antd in its zero-runtime mode: its styles are a
	// built stylesheet, never a <style> element made at run time).
	//   - default-src 'none': fonts, media, workers, manifests are not used; a
	//     new kind of resource must be allowed here on purpose.
	//   - script-src, style-src 'self': Vite's hashed files, no inline script
	//     or <style> (React and the landing page set styles through the DOM,
	//     which CSP allows).
	//   - img-src 'self' data: blob:: product logos, banners and picture codes
	//     come from /medium on this origin, the site icon from /favicon.svg
	//     and /favicon.ico; data: is what Vite inlines of a small image
	//     (assetsInlineLimit) and harmless in an image;
	//     blob: is the preview of a photo the borrower just picked (test
	//     preview page). No https:: stored images are served from here, and an
	//     open image source would let injected markup call any host.
	//   - connect-src 'self': the API; frame-src 'self': the agreement frame
	//     (/medium/v3/contract/document) and the official site's privacy frame.
	//   - form-action 'self': forms are handled in script; without script a
	//     form may only reload this site.
	//   - frame-ancestors 'self': the official site frames /privacyPolicy;
	//     no other site may frame a page (clickjacking).
	PagePolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
		"frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'"

	// AgreementPolicy covers the agreement documents (loanpage.ContractPath):
	// no script, no connection, no image; only their one inline <style>
	// (internal/loanpage/contracts/layout.html), by its hash. They are shown in
	// the confirmation page's frame, hence frame-ancestors 'self'.
	// A change to that <style> must change AgreementStyleHash (a test says so).
	AgreementPolicy = "default-src 'none'; style-src '" + AgreementStyleHash + "'; object-src 'none'; base-uri 'none'; " +
		"form-action 'none'; frame-ancestors 'self'"

	// AgreementStyleHash is the CSP hash of the agreement layout's <style>.
	AgreementStyleHash = "sha256-GDmyjgNT0wQpucnrBlwAeFsLxvZLOthZjtto8lPgFBs="

	// APIPolicy covers /medium (JSON, images, the API document) and
	// /healthz and /readyz: nothing they answer is a page. Opened on its own (a
	// stored SVG, say) it loads nothing, runs nothing, is never framed, and
	// sandbox gives it no origin and no forms. A handler may set a tighter
	// policy of its own (stored files do).
	APIPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox"
)

// policyFor tells which policy answers a path.
func policyFor(p string) string {
	p = path.Clean(p)
	switch {
	case p == httpapi.Prefix+loanpage.ContractPath:
		return AgreementPolicy
	case p == httpapi.Prefix || strings.HasPrefix(p, httpapi.Prefix+"/") || p == "/healthz" || p == "/readyz":
		return APIPolicy
	}
	return PagePolicy
}

// withSecurityHeaders sets the Content-Security-Policy of every answer (a
// handler may set a tighter one of its own: stored files do), and
// Strict-Transport-Security on those served over kwarta's own TLS.
func withSecurityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", policyFor(r.URL.Path))
		if r.TLS != nil { // served over kwarta's own TLS (a proxy that ends TLS sets its own)
			w.Header().Set("Strict-Transport-Security", httpapi.HSTS)
		}
		next.ServeHTTP(w, r)
	})
}
