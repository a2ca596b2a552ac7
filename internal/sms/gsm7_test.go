package sms_test

import (
	"strings"
	"testing"

	"kwarta/internal/sms"
)

func TestSeptets(t *testing.T) {
	for _, c := range []struct {
		text string
		n    int
		ok   bool
	}{
		{"Kwarta: PHP 1,950.00 is due today.", 34, true},
		{"a{b}", 6, true}, // braces are extension characters: two septets each
		{"€5", 3, true},
		{"₱1,950.00", 0, false}, // the peso sign is not GSM 7-bit
		{"Naipadala na • ", 0, false},
		{"Ñ ñ é", 5, true},
	} {
		n, ok := sms.Septets(c.text)
		if ok != c.ok || (ok && n != c.n) {
			t.Errorf("Septets(%q) = %d, %v; want %d, %v", c.text, n, ok, c.n, c.ok)
		}
	}
	if !sms.OneSegment(strings.Repeat("x", 160)) || sms.OneSegment(strings.Repeat("x", 161)) {
		t.Error("OneSegment: 160 fits, 161 does not")
	}
	if sms.OneSegment(strings.Repeat("x", 79)+"[") == false {
		t.Error("81 septets fit")
	}
	if sms.OneSegment(strings.Repeat("x", 159) + "]") {
		t.Error("159 + an extension character is 161 septets")
	}
	if r := sms.FirstNonGSM("ok ₱ ok"); r != '₱' {
		t.Errorf("FirstNonGSM = %q", r)
	}
}
