package content

import (
	"strings"
	"unicode"
)

// The one rule for every address the product publishes as a link or an
// image an operator typed: a legal text's [text](address), a landing
// template's banner and app-store addresses, the lender's store
// addresses. The borrower pages apply the same rule again when they draw
// a legal text (web/shared/ui/safe-link.ts), so a text published before
// the rule cannot draw a bad link. docs/CONSOLE.md, "Links", says why
// each case is refused.
//
// Accepted: https:// followed by a plain host name (ASCII letters, digits,
// hyphens, dots; an optional port) and anything after it; and, where the
// caller allows them, this site's own paths: a single "/" followed by a
// path character. Refused: every other scheme (http:, javascript:,
// data:, mailto:, ...), a scheme not written in lower case, https: without
// "//", userinfo (https://kwarta.ph@evil.example), a host with other
// characters (unicode dots, IP literals), "//host", "/\", any backslash,
// any space, control or invisible formatting character anywhere, and the
// same characters percent-encoded (%09, %0A, %20, %5C, ...), which a
// browser or a server may decode.

// LinkProblem says why address u is not a link the product publishes, ""
// when it is one. sitePaths allows this site's own paths (/…).
func LinkProblem(u string, sitePaths bool) string {
	want := "A https:// address."
	if sitePaths {
		want = "A https:// address or a page of this site (/…)."
	}
	if u == "" {
		return want
	}
	for _, r := range u {
		if r <= ' ' || r == 0x7f || r == '\\' || unicode.IsSpace(r) || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return "No spaces, tabs, line breaks, control characters or backslashes in an address."
		}
	}
	for i := 0; i+2 < len(u); i++ {
		if u[i] == '%' && isHex(u[i+1]) && isHex(u[i+2]) {
			if b := unhex(u[i+1])<<4 | unhex(u[i+2]); b <= ' ' || b == 0x7f || b == '\\' {
				return "No encoded spaces, control characters or backslashes (%20, %09, %5C, ...) in an address."
			}
		}
	}
	if strings.HasPrefix(u, "/") {
		if sitePaths && len(u) > 1 && isPathChar(u[1]) {
			return ""
		}
		return want + ` A page of this site starts with one "/" and a name (/loanTerms), never "//".`
	}
	rest, ok := strings.CutPrefix(u, "https://")
	if !ok {
		return want
	}
	authority := rest
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		authority = rest[:i]
	}
	if strings.Contains(authority, "@") {
		return `No "name@" before the host: the address would go to the host after the "@".`
	}
	host, port, hasPort := strings.Cut(authority, ":")
	if !isHostName(host) || hasPort && !isPort(port) {
		return "The host is a name of ASCII letters, digits, hyphens and dots (kwarta.ph)."
	}
	return ""
}

// SafeLink tells whether u passes LinkProblem with this site's paths
// allowed: what a legal text may link to.
func SafeLink(u string) bool { return LinkProblem(u, true) == "" }

// isPathChar is RFC 3986's pchar without "%" (an encoding must not make
// the second slash) and without "/" and "\": what may follow the single
// "/" of a site path.
func isPathChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-._~!$&'()*+,;=:@", c) >= 0
}

// isHostName is a DNS name of ASCII labels with at least one dot.
func isHostName(h string) bool {
	labels := strings.Split(h, ".")
	if len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for i := 0; i < len(l); i++ {
			if c := l[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
				return false
			}
		}
	}
	return true
}

func isPort(p string) bool {
	if p == "" || len(p) > 5 {
		return false
	}
	for i := 0; i < len(p); i++ {
		if p[i] < '0' || p[i] > '9' {
			return false
		}
	}
	return true
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func unhex(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}
