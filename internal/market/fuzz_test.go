package market_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"kwarta/internal/market"
)

// logMasked is LogPhone's shape for a number: 4 digits, ***, 4 digits.
var logMasked = regexp.MustCompile(`^\d{4}\*\*\*\d{4}$`)

// FuzzNormalizePhone: whatever is typed, NormalizePhone either refuses it
// with ErrPhone or answers an E.164 number of the market that normalises to
// itself, is the typed digits, and never reaches a log line whole.
func FuzzNormalizePhone(f *testing.F) {
	for _, seed := range []struct{ market, in string }{
		{"ph", "09171234567"}, {"ph", "+639171234567"}, {"ph", "639171234567"}, {"ph", "0917 123 4567"},
		{"ph", "+63 (917) 123-4567"}, {"ph", "\t09171234567\n"}, {"ph", "0917123456"}, {"ph", "0917123456a"},
		{"ph", "0917\x001234567"}, {"ph", "0917\xff1234567"}, {"ph", "０９１７１２３４５６７"}, {"ph", "+"}, {"ph", ""},
		{"in", "9876543210"}, {"in", "09876543210"}, {"in", "+919876543210"}, {"in", "5876543210"},
		{"cn", "13812345678"}, {"cn", "+8613812345678"}, {"cn", "12812345678"},
	} {
		f.Add(uint8(strings.Index("ph in cn", seed.market)/3), seed.in)
	}
	e164 := map[string]*regexp.Regexp{
		"ph": regexp.MustCompile(`^\+639\d{9}$`),
		"in": regexp.MustCompile(`^\+91[6-9]\d{9}$`),
		"cn": regexp.MustCompile(`^\+861[3-9]\d{9}$`),
	}
	nonDigits := regexp.MustCompile(`\D`)
	f.Fuzz(func(t *testing.T, which uint8, in string) {
		m := market.MustLookup([]string{"ph", "in", "cn"}[which%3])
		got, err := m.NormalizePhone(in)
		if err != nil {
			if !errors.Is(err, market.ErrPhone) || got != "" {
				t.Fatalf("NormalizePhone(%q) = %q, %v; want \"\", ErrPhone", in, got, err)
			}
			return
		}
		if !utf8.ValidString(in) || strings.IndexByte(in, 0) >= 0 {
			t.Fatalf("NormalizePhone(%q) accepted bad bytes: %q", in, got)
		}
		if !e164[m.Code].MatchString(got) {
			t.Fatalf("NormalizePhone(%q) = %q, not E.164 of %s", in, got, m.Code)
		}
		if again, err := m.NormalizePhone(got); err != nil || again != got {
			t.Fatalf("NormalizePhone(%q) = %q, %v; want itself", got, again, err)
		}
		nsn := strings.TrimPrefix(got, "+"+m.CallingCode)
		if !strings.HasSuffix(nonDigits.ReplaceAllString(in, ""), nsn) {
			t.Fatalf("NormalizePhone(%q) = %q: %s is not what was typed", in, got, nsn)
		}
		if a, b := market.LogPhone(in), market.LogPhone(got); a != b || !logMasked.MatchString(a) {
			t.Fatalf("LogPhone(%q) = %q, LogPhone(%q) = %q; want one mask", in, a, got, b)
		}
		masked := market.MaskPhones("<" + in + ">")
		if strings.Contains(strings.NewReplacer(" ", "", "-", "", "(", "", ")", "").Replace(masked), nsn) {
			t.Fatalf("MaskPhones(%q) = %q still holds %s", in, masked, nsn)
		}
	})
}
