package fault_test

import (
	"testing"

	"kwarta/internal/fault"
)

func TestStatus(t *testing.T) {
	cases := []struct {
		code fault.Code
		want int
	}{
		{fault.CodeInvalid, 400},
		{fault.CodeLoginRequired, 401},
		{fault.CodeNotFound, 404},
		{fault.CodeURITooLong, 414},
		{fault.CodeHeaderTooLarge, 431},
		{fault.CodeTooMany, 429},
		{fault.CodeInternal, 500},
		{"no-such-code", 500},
	}
	for _, c := range cases {
		if got := fault.Status(fault.New(c.code, "")); got != c.want {
			t.Errorf("Status(%s) = %d, want %d", c.code, got, c.want)
		}
	}
	for code, msg := range fault.Codes() {
		if msg == "" {
			t.Errorf("code %s has no message", code)
		}
	}
}
