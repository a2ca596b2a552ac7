package market_test

import (
	"testing"

	"kwarta/internal/market"
)

func TestNormalizePhone(t *testing.T) {
	cases := []struct {
		market, in, want string
	}{
		{"ph", "09171234567", "+639171234567"},
		{"ph", "+639171234567", "+639171234567"},
		{"ph", "639171234567", "+639171234567"},
		{"ph", "0917 123 4567", "+639171234567"},
		{"ph", "0917123456", ""},  // 10 digits
		{"ph", "08171234567", ""}, // not a mobile prefix
		{"ph", "13812345678", ""}, // mainland pattern is not the default
		{"ph", "0917123456a", ""}, // not digits
		{"in", "9876543210", "+919876543210"},
		{"in", "+919876543210", "+919876543210"},
		{"in", "5876543210", ""},
		{"cn", "13812345678", "+8613812345678"},
		{"cn", "12812345678", ""},
	}
	for _, c := range cases {
		got, err := market.MustLookup(c.market).NormalizePhone(c.in)
		if c.want == "" {
			if err == nil {
				t.Errorf("%s %q: got %q, want an error", c.market, c.in, got)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%s %q: got %q %v, want %q", c.market, c.in, got, err, c.want)
		}
	}
	if _, err := market.Lookup("xx"); err == nil {
		t.Error("unknown market accepted")
	}
	if got, want := market.MaskPhone("+639171234567"), "0917***4567"; got != want {
		t.Errorf("mask = %q, want %q", got, want)
	}
}
