package config

import (
	"fmt"
	"strings"

	"kwarta/internal/market"
)

// TestPhone is a fictional number, as Firebase's test phone numbers and
// reCAPTCHA's test keys: no SMS is sent to it, no limit applies, its code is
// always Code and its picture code also accepts Captcha. Never in production.
type TestPhone struct {
	Phone   string // E.164
	Code    string // 6 digits
	Captcha string // 4 characters
}

// ParseTestPhones reads "phone:code:captcha,phone:code:captcha".
func ParseTestPhones(m *market.Market, spec string) ([]TestPhone, error) {
	var out []TestPhone
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		parts := strings.Split(item, ":")
		if len(parts) != 3 {
			return nil, fmt.Errorf("--test-phones: %q is not phone:code:captcha", item)
		}
		phone, err := m.NormalizePhone(parts[0])
		if err != nil {
			return nil, fmt.Errorf("--test-phones: %q is not a %s mobile number", parts[0], m.Code)
		}
		if !allDigits(parts[1], 6) {
			return nil, fmt.Errorf("--test-phones: the code of %s must be 6 digits", parts[0])
		}
		if !allDigits(parts[2], 4) {
			return nil, fmt.Errorf("--test-phones: the captcha answer of %s must be 4 digits", parts[0])
		}
		out = append(out, TestPhone{Phone: phone, Code: parts[1], Captcha: parts[2]})
	}
	return out, nil
}

func allDigits(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
