package market_test

import (
	"testing"

	"kwarta/internal/market"
)

func TestLogPhone(t *testing.T) {
	cases := []struct {
		in, want string
	}{
		{"+639171234567", "0917***4567"},
		{"639171234567", "0917***4567"},
		{"09171234567", "0917***4567"},
		{"0917 123 4567", "0917***4567"},
		{"+63 (917) 123-4567", "0917***4567"},
		{"+919876543210", "0987***3210"},
		{"9876543210", "0987***3210"},
		{"09876543210", "0987***3210"},
		{"+8613812345678", "1381***5678"},
		{"13812345678", "1381***5678"},
		{"12345", "***"},
		{"", "***"},
		{"not a phone", "***"},
	}
	for _, c := range cases {
		if got, want := market.LogPhone(c.in), c.want; got != want {
			t.Errorf("LogPhone(%q) = %q, want %q", c.in, got, want)
		}
	}
}

func TestMaskPhones(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"E164", "SMS to +639171234567: your code is 123456", "SMS to 0917***4567: your code is 123456"},
		{"Local", "phone=09171234567", "phone=0917***4567"},
		{"Typed", `typed "0917 123 4567" twice: 0917-123-4567`, `typed "0917***4567" twice: 0917***4567`},
		{"Bracketed", "(+63) 917 123 4567.", "(0917***4567."},
		{"Several", "+639171234567,+919876543210;13812345678", "0917***4567,0987***3210;1381***5678"},
		{"NextToOtherNumbers", "12 09171234567 5", "12 0917***4567 5"},
		{"InsideAURL", "/medium/x/09171234567/y", "/medium/x/0917***4567/y"},
		{"ErrorDetail", `duplicate key: Key (phone)=(+639171234567) already exists`, `duplicate key: Key (phone)=(0917***4567) already exists`},
		// Not phone numbers: kept as they are.
		{"Millis", "created_at=1793581200000", "created_at=1793581200000"},
		{"Seconds", "at 1793581200", "at 1793581200"},
		{"InsideALongerNumber", "id 4509171234567", "id 4509171234567"},
		{"Date", "2026-11-02 09:00:00", "2026-11-02 09:00:00"},
		{"Address", "203.0.113.7:4711", "203.0.113.7:4711"},
		{"Short", "order 86 status 180", "order 86 status 180"},
		{"HexID", "request_id=9f86d081884c7d65", "request_id=9f86d081884c7d65"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got, want := market.MaskPhones(c.in), c.want; got != want {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}
