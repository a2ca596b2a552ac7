package payment

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"
)

func TestFormatAmount(t *testing.T) {
	for _, tc := range []struct {
		minor int64
		want  string
	}{
		{0, "0.00"},
		{1, "0.01"},
		{9, "0.09"},
		{10, "0.10"},
		{99, "0.99"},
		{100, "1.00"},
		{123450, "1234.50"},
		{-5, "-0.05"},
		{-123456, "-1234.56"},
		{math.MaxInt64, "92233720368547758.07"},
		{math.MinInt64, "-92233720368547758.08"},
	} {
		if got := FormatAmount(tc.minor); got != tc.want {
			t.Errorf("FormatAmount(%d) = %q, want %q", tc.minor, got, tc.want)
		}
	}
}

func TestParseAmount(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{
		{"0", 0},
		{"0.00", 0},
		{"1234", 123400},
		{"1234.5", 123450},
		{"1234.50", 123450},
		{"0.01", 1},
		{"007.07", 707},
		{"1099511627775.99", 109951162777599}, // the largest whole part (40 bits)
	} {
		got, err := ParseAmount(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseAmount(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
}

func TestParseAmount_Refuses(t *testing.T) {
	for _, in := range []string{
		"", ".", ".5", "1.234", "1.2.3", "-1.00", "+1.00", "1.-5", "1.+5", " 1.00", "1.00 ", "1,000.00",
		"1e3", "0x10", "1_000", "abc", "1.ab", "١٢", "1099511627776", "99999999999999999999",
	} {
		if got, err := ParseAmount(in); err == nil {
			t.Errorf("ParseAmount(%q) = %d, want an error", in, got)
		}
	}
}

func TestFormatParseAmount_RoundTrip(t *testing.T) {
	for _, minor := range []int64{0, 1, 50, 99, 100, 101, 123450, 5000000, 109951162777599} {
		got, err := ParseAmount(FormatAmount(minor))
		if err != nil || got != minor {
			t.Errorf("ParseAmount(FormatAmount(%d)) = %d, %v", minor, got, err)
		}
	}
}

func TestSandbox_SignedPostbackRoundTrip(t *testing.T) {
	s := &Sandbox{Secret: "sandbox-secret"}
	for _, want := range []Postback{
		{TxnID: "KW80-1", RefNo: "SBX23456789", Status: StatusSuccess, Message: "Paid: simulated", Amount: 123450, Currency: "PHP", Channel: "GCSH"},
		{TxnID: "KW80-2", RefNo: "SBX98765432", Status: StatusFailure, Message: "", Amount: -1, Currency: "PHP", Channel: "711"},
	} {
		got, err := s.ParsePostback(s.SignedPostback(want))
		if err != nil {
			t.Fatalf("%+v: %v", want, err)
		}
		if got != want {
			t.Errorf("round trip = %+v, want %+v", got, want)
		}
	}
}

func TestSandbox_RefusesAnotherSecretAndATamperedStatus(t *testing.T) {
	p := Postback{TxnID: "KW80-1", RefNo: "SBX23456789", Status: StatusPending, Amount: 100, Currency: "PHP"}
	other := (&Sandbox{Secret: "another"}).SignedPostback(p)
	tampered := (&Sandbox{Secret: "sandbox-secret"}).SignedPostback(p)
	tampered.Set("status", "S")
	for name, form := range map[string]map[string][]string{"another secret": other, "tampered status": tampered} {
		_, err := (&Sandbox{Secret: "sandbox-secret"}).ParsePostback(form)
		if got, want := errors.Is(err, ErrSignature), true; got != want {
			t.Errorf("%s: ErrSignature = %v, want %v (%v)", name, got, want, err)
		}
	}
}

func TestSandbox_CreateLeadsToItsPage(t *testing.T) {
	c, err := (&Sandbox{Secret: "x"}).Create(context.Background(), Collection{TxnID: "KW80-1", Amount: 100})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.PayURL, SandboxPagePath+"KW80-1"; got != want {
		t.Errorf("PayURL = %q, want %q", got, want)
	}
	if got, want := strings.HasPrefix(c.RefNo, "SBX") && len(c.RefNo) == 12, true; got != want {
		t.Errorf("RefNo %q is SBX and 9 characters = %v, want %v", c.RefNo, got, want)
	}
}
