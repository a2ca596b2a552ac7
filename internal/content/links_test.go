package content_test

import (
	"strings"
	"testing"

	"kwarta/internal/content"
)

// TestLinkProblem: the published bypass, the OWASP URL-parsing confusion
// cases and the addresses the product does publish.
func TestLinkProblem(t *testing.T) {
	ok := []string{
		"https://kwarta.ph",
		"https://kwarta.ph/",
		"https://www.kwarta.ph/pay?x=1#top",
		"https://kwarta.ph:8443/pay",
		"https://apps.apple.com/ph/app/kwarta/id123",
		"https://kwarta.ph/pay%2Fnow", // an encoded slash is no confusion in a path
		"https://xn--kwrta-9qa.ph/",   // an IDN host, written as ASCII
		"/loanTerms",
		"/privacy#data",
		"/medium/files/abc.png",
	}
	refused := map[string]string{
		"/\\evil.example/pay":                  "the published bypass: browsers read /\\ as //",
		"\\\\evil.example":                     "backslashes",
		"\\evil.example":                       "a backslash",
		"/\\/evil.example":                     "mixed slashes",
		"//evil.example":                       "another host, without a scheme",
		"///evil.example":                      "three slashes",
		"/":                                    "a single slash and nothing after it",
		"/%2F/evil.example":                    "an encoded second slash",
		"/%5Cevil.example":                     "an encoded backslash",
		" https://kwarta.ph":                   "a leading space",
		"https://kwarta.ph ":                   "a trailing space",
		"https://kwarta.ph/a b":                "a space inside",
		"java\tscript:alert(1)":                "a tab inside the scheme",
		"java\nscript:alert(1)":                "a line break inside the scheme",
		"java%09script:alert(1)":               "an encoded tab",
		"https://kwarta.ph/%0d%0aSet-Cookie:x": "encoded line breaks",
		"https://kwarta.ph/\u200bpay":          "an invisible character",
		"https://kwarta.ph/\u202epay":          "a right-to-left override",
		"https:evil.example":                   "https: without slashes",
		"https:/evil.example":                  "https: with one slash",
		"https:///evil.example":                "an empty host",
		"https://kwarta.ph@evil.example":       "userinfo: the browser goes to evil.example",
		"https://user:pw@kwarta.ph":            "userinfo",
		"HTTPS://kwarta.ph":                    "an upper-case scheme",
		"Https://kwarta.ph":                    "a mixed-case scheme",
		"https://evil\u3002example":            "an ideographic full stop, which browsers read as a dot",
		"https://evil\uff0eexample":            "a full-width full stop",
		"https://kwаrta.ph":                    "a Cyrillic a in the host",
		"https://[::1]/":                       "an IP literal",
		"https://localhost/":                   "a host without a dot",
		"https://kwarta.ph:port/":              "a port that is not a number",
		"http://kwarta.ph":                     "plain http",
		"javascript:alert(1)":                  "javascript:",
		"JaVaScRiPt:alert(1)":                  "javascript: in mixed case",
		"data:text/html,<script>":              "data:",
		"mailto:help@kwarta.ph":                "mailto: (the emails are links by their placeholders)",
		"tel:+6328888":                         "tel:",
		"pay":                                  "a relative address",
		"":                                     "nothing",
	}
	for _, u := range ok {
		if why := content.LinkProblem(u, true); why != "" {
			t.Errorf("%q refused: %s", u, why)
		}
	}
	for u, what := range refused {
		if content.LinkProblem(u, true) == "" || content.SafeLink(u) {
			t.Errorf("%q accepted (%s)", u, what)
		}
	}
	// Without site paths (a store address): https only.
	if content.LinkProblem("/loanTerms", false) == "" || content.LinkProblem("https://play.google.com/store", false) != "" {
		t.Error("the https-only rule")
	}
}

// TestParseLegal_Links: publishing refuses the bypass and plain http; a
// text stored before the rule is drawn with its bad link as plain text.
func TestParseLegal_Links(t *testing.T) {
	vals := map[string]content.Span{}
	for _, href := range []string{`/\evil.example/pay`, "http://kwarta.ph", "mailto:a@kwarta.ph", "https://kwarta.ph@evil.example"} {
		body := "## Pay\n\nPay at [kwarta.ph/pay](" + href + ")."
		if _, err := content.ParseLegal(body, vals); err == nil || !strings.Contains(err.Error(), "Line 3") {
			t.Errorf("%s published: %v", href, err)
		}
		blocks, err := content.DrawLegal(body, vals)
		if err != nil || len(blocks) != 2 {
			t.Fatalf("%s drawn: %v %+v", href, err, blocks)
		}
		text := ""
		for _, s := range blocks[1].Spans {
			if s.Href != "" {
				t.Errorf("%s drawn as a link: %+v", href, s)
			}
			text += s.Text
		}
		if text != "Pay at kwarta.ph/pay." {
			t.Errorf("%s: drawn as %q", href, text)
		}
	}
	blocks, err := content.ParseLegal("Pay at [our page](/loanTerms) or [the site](https://kwarta.ph/pay).", vals)
	if err != nil || blocks[0].Spans[1].Href != "/loanTerms" || blocks[0].Spans[3].Href != "https://kwarta.ph/pay" {
		t.Errorf("good links: %v %+v", err, blocks)
	}
}
