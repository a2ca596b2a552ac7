package content_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"kwarta/internal/content"
	"kwarta/internal/fault"
)

var vals = map[string]content.Span{
	"companyName": {Text: "Kwarta Lending"}, "website": {Text: "kwarta.ph", Href: "https://kwarta.ph"},
	"supportEmail": {Text: "help@kwarta.ph", Href: "mailto:help@kwarta.ph"}, "currency": {Text: "₱"},
}

func blocksJSON(t *testing.T, body string) string {
	t.Helper()
	b, err := content.ParseLegal(body, vals)
	if err != nil {
		t.Fatalf("%q: %v", body, err)
	}
	out, _ := json.Marshal(b)
	return string(out)
}

// Each piece of the markup becomes its block or span, placeholders filled.
func TestParseLegal_Markup(t *testing.T) {
	cases := []struct{ body, want string }{
		{"## About **us**", `[{"type":"h2","spans":[{"text":"About "},{"text":"us","strong":true}]}]`},
		{"### Part", `[{"type":"h3","spans":[{"text":"Part"}]}]`},
		{"We are {{companyName}},\nat {{website}}.\n\nNext.", `[{"type":"p","spans":[{"text":"We are Kwarta Lending,"},{"text":"\n"},{"text":"at "},{"text":"kwarta.ph","href":"https://kwarta.ph"},{"text":"."}]},{"type":"p","spans":[{"text":"Next."}]}]`},
		{"- one\n- **two:** {{currency}}1,000\ntext", `[{"type":"ul","items":[[{"text":"one"}],[{"text":"two:","strong":true},{"text":" ₱1,000"}]]},{"type":"p","spans":[{"text":"text"}]}]`},
		{"| Days | Rate |\n| --- | :-: |\n| 1 | 5% |", `[{"type":"table","rows":[[[{"text":"Days"}],[{"text":"Rate"}]],[[{"text":"1"}],[{"text":"5%"}]]]}]`},
		{"See [the site](https://x.ph/a_(b)) or [our page](/aboutUs) [not a link", `[{"type":"p","spans":[{"text":"See "},{"text":"the site","href":"https://x.ph/a_(b)"},{"text":" or "},{"text":"our page","href":"/aboutUs"},{"text":" [not a link"}]}]`},
		{"Write to {{ supportEmail }}.", `[{"type":"p","spans":[{"text":"Write to "},{"text":"help@kwarta.ph","href":"mailto:help@kwarta.ph"},{"text":"."}]}]`},
		{"<script>alert(1)</script> & \"q\"", `[{"type":"p","spans":[{"text":"\u003cscript\u003ealert(1)\u003c/script\u003e \u0026 \"q\""}]}]`},
	}
	for _, c := range cases {
		if got := blocksJSON(t, c.body); got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.body, got, c.want)
		}
	}
}

// A mistake is refused on the body field with its line and what is wrong.
func TestParseLegal_Mistakes(t *testing.T) {
	cases := []struct{ body, want string }{
		{"", "The text is empty."},
		{" \n\n", "The text is empty."},
		{"ok\n# Title", "Line 2: a heading starts with"},
		{"#### deep", "Line 1: a heading starts with"},
		{"Hi {{borrowerName}}", "Line 1: no placeholder {{borrowerName}}; use one of {{appName}}"},
		{"Hi {{companyName", `Line 1: a "{{" without its "}}"`},
		{"a **bold", `Line 1: a "**" without its closing "**"`},
		{"[x](javascript:alert(1))", `Line 1: the link "javascript:alert(1)"`},
		{"[x](//evil.example)", `Line 1: the link "//evil.example"`},
		{"[{{website}}](https://x.ph)", "Line 1: a link's text holds no placeholder"},
		{"[](https://x.ph)", "Line 1: a link without text"},
		{"| a | b |\n| 1 |", "Line 2: this row has 1 cells and the header 2"},
		{"| a | b\n", `Line 1: a table row starts and ends with "|"`},
		{"| --- |", `Line 1: a "| --- |" row goes right under the header row`},
		{"- ", "Line 1: an empty list item"},
		{strings.Repeat("x", content.MaxLegalChars+1), "at most 100000"},
	}
	for _, c := range cases {
		_, err := content.ParseLegal(c.body, vals)
		var fe *fault.Error
		if !errors.As(err, &fe) || fe.Code != fault.CodeInvalid || !strings.Contains(fe.Fields["body"], c.want) {
			t.Errorf("%.40q: %v (%+v)", c.body, err, fe)
		}
	}
}

// plain is a text's words as a reader sees them, and its h2 headings.
func plain(t *testing.T, kind, market string) (string, []string) {
	t.Helper()
	vals := map[string]content.Span{"companyName": {Text: "Kwarta Lending Corporation"}, "companyAddress": {Text: "12 Ayala Avenue, Makati City"},
		"grievanceName": {Text: "Maria Santos"}, "grievanceEmail": {Text: "dpo@kwarta.ph", Href: "mailto:dpo@kwarta.ph"}, "currency": {Text: "₱"}}
	if market == "in" {
		vals["currency"] = content.Span{Text: "₹"}
	}
	for _, p := range content.Placeholders {
		if _, ok := vals[p]; !ok {
			vals[p] = content.Span{Text: "<" + p + ">"}
		}
	}
	blocks, err := content.ParseLegal(content.BuiltIn(kind, market), vals)
	if err != nil {
		t.Fatalf("%s.%s: %v", kind, market, err)
	}
	var b strings.Builder
	var headings []string
	spans := func(ss []content.Span) {
		for _, s := range ss {
			b.WriteString(strings.ReplaceAll(s.Text, "\n", " "))
		}
		b.WriteString(" ")
	}
	for _, bl := range blocks {
		if bl.Type == "h2" {
			headings = append(headings, bl.Spans[0].Text)
		}
		spans(bl.Spans)
		for _, it := range bl.Items {
			spans(it)
		}
		for _, row := range bl.Rows {
			for _, c := range row {
				spans(c)
			}
		}
	}
	return b.String(), headings
}

// Both markets' built-in texts parse, fill every placeholder they use and
// say what the product asks of them: the lender's details and every loan figure.
func TestBuiltInLegal(t *testing.T) {
	for _, market := range []string{"ph", "in", "xx"} {
		for _, kind := range content.LegalKinds {
			text, headings := plain(t, kind, market)
			if len(headings) < 8 || strings.Contains(text, "{{") || strings.Contains(text, "**") || len(strings.Fields(text)) < 700 {
				t.Errorf("%s.%s: %d headings, %d words, markup left: %.200s", kind, market, len(headings), len(strings.Fields(text)), text)
			}
		}
	}
	contains := func(what, text string, phrases ...string) {
		t.Helper()
		for _, p := range phrases {
			if !strings.Contains(text, p) {
				t.Errorf("%s lacks %q", what, p)
			}
		}
	}
	lacks := func(what, text string, phrases ...string) {
		t.Helper()
		for _, p := range phrases {
			if strings.Contains(text, p) {
				t.Errorf("%s has %q", what, p)
			}
		}
	}

	privacy, headings := plain(t, content.KindPrivacy, "ph")
	contains("the privacy policy's headings", strings.Join(headings, "|"), "Collection of information", "Representation", "Use of data",
		"Disclosure of information", "Cookies", "Device information", "Minors", "Password security", "Changes to this policy",
		"Your rights and opt-out rights", "Grievance officer")
	if n := len(strings.Fields(privacy)); n < 1500 {
		t.Errorf("the privacy policy has %d words: an outline, not a policy", n)
	}
	contains("the privacy policy", privacy, "Camera", "GPS", "Advertising ID", "Network information", "under 18", "Data Privacy Act of 2012",
		"Republic Act No. 10173", "Kwarta Lending Corporation", "12 Ayala Avenue, Makati City", "Maria Santos", "dpo@kwarta.ph",
		"one-time code that we send to it by SMS", "bound to the device you signed in on", "Never share a one-time code with anyone")
	lacks("the privacy policy", privacy, "Digital Personal Data Protection Act", "store passwords", "change your password", "your password, PIN")
	privacyIN, _ := plain(t, content.KindPrivacy, "in")
	contains("India's privacy policy", privacyIN, "Digital Personal Data Protection Act, 2023", "Data Protection Board of India",
		"grievance officer, appointed under the Digital Personal Data Protection Act, 2023")
	lacks("India's privacy policy", privacyIN, "Data Privacy Act", "Republic Act No. 10173", "National Privacy Commission")

	terms, _ := plain(t, content.KindTerms, "ph")
	contains("the loan terms", terms, "91 to 365 calendar days", "within 1 to 3 calendar days of acceptance", "decision within 1 day",
		"approve or reject any application at its discretion", "₱1,000 for new clients", "₱800 for repeat clients", "one time only",
		"not earlier than 7 calendar days after disbursement", "or pay any amount ahead of its due date", "at least ₱100, or the amount due when that is less", "valid until 11:59 pm of the last day that amount is what you owe", "half of the loan term", "a Filipino citizen", "be over 18 years of age;",
		"name, date of birth or address within 3 calendar days", "7 business days", "pay the judgment within 10 days",
		"first to the default penalty, then to late interest, then to fees, then to interest and finally to principal",
		"Kwarta Lending Corporation", "Day 1 to day 30 5%", "Day 31 to day 90 4%", "Day 91 onwards 2%")
	lacks("the loan terms", terms, "Rs.", "18 years old or older", "₹")
	// The Philippine cost caps, in words (the loan's own figures are in its
	// key facts and agreement); the repeat-client and extension rules.
	contains("the loan terms", terms, "For loans of ₱10,000 or less with a term of 120 days or less", "BSP Circular No. 1133",
		"at most 5% a month of the amount overdue", "for each 30-day month, or part of one", "The penalty is charged first, within that limit",
		"never exceeds the amount lent", "interest, fees, the default penalty, late interest and extensions together",
		"the penalty is ₱630 (5% of ₱12,600) instead of ₱1,000", "once the late charges reach ₱7,400")
	repeatAndExtension := []string{"Whether you are a repeat client is decided when the penalty is charged",
		"fully repaid before the first day your payment is overdue begins", "therefore the most you can be charged",
		"move your next due date, and every later due date with it", "on all the principal you still owe on the loan",
		"the principal still owed × your daily interest rate × the number of extra days", "which the extension settles",
		"15,000 × 0.045% × 15 = ", "101.25 of interest"}
	contains("the loan terms", terms, repeatAndExtension...)
	termsIN, _ := plain(t, content.KindTerms, "in")
	contains("India's loan terms", termsIN, "₹1,000 for new clients", "₹800 for repeat clients", "an Indian citizen")
	contains("India's loan terms", termsIN, repeatAndExtension...)
	lacks("India's loan terms", termsIN, "₱", "Filipino", "BSP Circular", "Cost caps")
}

// BenchmarkParseLegal: GET /v3/site/legal reads the cached text and draws
// it with the lender's details on every call; this is the drawing of the
// longest built-in text (docs/PERFORMANCE.md, "Legal texts").
func BenchmarkParseLegal(b *testing.B) {
	body := content.BuiltIn(content.KindPrivacy, "ph")
	all := map[string]content.Span{}
	for _, p := range content.Placeholders {
		all[p] = content.Span{Text: "<" + p + ">"}
	}
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := content.ParseLegal(body, all); err != nil {
			b.Fatal(err)
		}
	}
}
