package lang

import (
	"context"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Tag
		ok   bool
	}{
		{"en", English, true}, {"EN-us", English, true}, {"fil", Filipino, true}, {"fil-PH", Filipino, true},
		{"tl", Filipino, true}, {"tl_PH", Filipino, true}, {" Fil ", Filipino, true},
		{"zh", English, false}, {"es", English, false}, {"id", English, false}, {"xx-yy", English, false}, {"", English, false},
	} {
		if got, ok := Parse(c.in); got != c.want || ok != c.ok {
			t.Errorf("Parse(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestNegotiate(t *testing.T) {
	for _, c := range []struct {
		param, accept string
		def, want     Tag
	}{
		{"", "", English, English},
		{"", "", Filipino, Filipino},                                 // the market's
		{"fil", "", English, Filipino},                               // the app's choice
		{"en", "fil-PH,fil;q=0.9,en;q=0.8", English, English},        // the app's choice wins
		{"zh", "fil-PH", Filipino, English},                          // chosen without texts: English
		{"", "fil-PH,fil;q=0.9,en;q=0.8", English, Filipino},         // Accept-Language
		{"", "en;q=0.5,fil;q=0.9", English, Filipino},                // q-values, not order
		{"", "zh-CN,zh;q=0.9,en;q=0.8,fil;q=0.7", Filipino, English}, // the best with texts
		{"", "zh-CN,es", Filipino, Filipino},                         // none with texts: the market's
		{"", "fil;q=0, en;q=0", Filipino, Filipino},                  // q=0: not acceptable
		{"", "*", Filipino, Filipino},                                // any: the market's
		{"", "tl;q=0.8,en;q=0.8", English, Filipino},                 // a tie: the first
		{"", "fil;q=abc,en;q=0.3", Filipino, English},                // a bad q reads as 0
		{"", "", "", English},                                        // no market default
		{"  ", "fil", English, Filipino},                             // a blank lang is none
	} {
		if got := Negotiate(c.param, c.accept, c.def); got != c.want {
			t.Errorf("Negotiate(%q, %q, %q) = %q, want %q", c.param, c.accept, c.def, got, c.want)
		}
	}
}

func TestContext(t *testing.T) {
	ctx := context.Background()
	if _, ok := FromContext(ctx); ok || Of(ctx) != English {
		t.Error("a context without a language")
	}
	if Of(With(ctx, Filipino)) != Filipino {
		t.Error("With")
	}
}

func TestTranslate(t *testing.T) {
	c := compile(map[string]string{
		"Please log in again.":                       "Paki-log in ulit.",
		"Wrong verification code. {n} tries left.":   "Mali ang verification code. {n} subok na lang ang natitira.",
		"{field} is required":                        "Kailangan ang {field}",
		"The settlement file was refused: {reason}.": "Tinanggihan ang settlement file: {reason}.",
		"The file is empty":                          "Walang laman ang file",
		"{n}th":                                      "Ika-{n}",
		"Approved":                                   "Aprubado",
		"Your loan of {amount} is approved.":         "Aprubado na ang loan mo na {amount}.",
		"Pay on time.":                               "Magbayad sa tamang oras.",
		"{a} and {b}":                                "{a} at {b}",
		"Order {order} is {status}.":                 "{status} ang order {order}.",
		"Order {order} is {status}: more.":           "Mas tiyak: {status}, {order}.",
	})
	for _, tc := range []struct{ in, want string }{
		{"Please log in again.", "Paki-log in ulit."},
		{"Wrong verification code. 2 tries left.", "Mali ang verification code. 2 subok na lang ang natitira."},
		{"amount is required", "Kailangan ang amount"},
		// A value that is a text of the catalogue is said too.
		{"The settlement file was refused: The file is empty.", "Tinanggihan ang settlement file: Walang laman ang file."},
		// {n} matches a number only.
		{"5th", "Ika-5"},
		{"Month", "Month"},
		// Sentences joined: each said.
		{"Your loan of ₱1,000.00 is approved. Pay on time.", "Aprubado na ang loan mo na ₱1,000.00. Magbayad sa tamang oras."},
		// The most specific template wins.
		{"Order KW1 is open: more.", "Mas tiyak: open, KW1."},
		{"Order KW1 is open.", "open ang order KW1."},
		// No entry: as it is.
		{"Something else.", "Something else."},
	} {
		if got, _ := c.translate(tc.in, nil); got != tc.want {
			t.Errorf("translate(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if _, ok := c.translate("Your loan of ₱1.00 is approved. Not known.", nil); ok {
		t.Error("a text with an untranslated sentence reads as translated")
	}
	if got := T(English, "Please log in again."); got != "Please log in again." {
		t.Errorf("English: %q", got)
	}
	if got := T(Filipino, "Please log in again."); got != "Paki-log in ulit." {
		t.Errorf("Filipino: %q", got)
	}
	if got := Fields(Filipino, map[string]string{"phone": "Please enter a valid mobile number."}); got["phone"] != "Pakilagay ang valid na mobile number." {
		t.Errorf("Fields: %v", got)
	}
	if Fields(Filipino, nil) != nil {
		t.Error("Fields(nil) is not nil")
	}
}
