package market

import (
	"regexp"
	"strings"
)

// logOrder is the order LogPhone tries the markets in; a number several
// markets accept (09171234567 is also India's 0 + 9171234567) masks the
// same in each, since only its digits as written are kept.
var logOrder = []string{"ph", "in", "cn"}

// LogPhone masks a mobile number for a log line, the same whatever form it
// comes in: the number is written in its market's national form, trunk
// prefix included (09171234567, 09876543210, 13812345678), and only the
// first 4 and the last 4 digits of that are kept, with "***" between. So
// +639171234567, 639171234567, 0917 123 4567 and 09171234567 all log as
// 0917***4567; +919876543210 and 9876543210 as 0987***3210;
// +8613812345678 as 1381***5678. Anything that is not a mobile number of
// a market logs as "***".
func LogPhone(phone string) string {
	if masked, ok := logPhone(phone); ok {
		return masked
	}
	return "***"
}

func logPhone(phone string) (string, bool) {
	for _, code := range logOrder {
		m := markets[code]
		e164, err := m.NormalizePhone(phone)
		if err != nil {
			continue
		}
		national := m.nationalPrefix + strings.TrimPrefix(e164, "+"+m.CallingCode)
		return national[:4] + "***" + national[len(national)-4:], true
	}
	return "", false
}

// numberish is a run of digit groups (a leading + allowed) joined by the
// separators NormalizePhone takes out: "0917 123-4567",
// "+63 (917) 1234567".
var numberish = regexp.MustCompile(`\+?\d+(?:[ ()\-]+\d+)*`)

var digitGroup = regexp.MustCompile(`\d+`)

// minPhoneDigits is the fewest digits a mobile number of any market has
// (India's 9876543210), so shorter spans are not tried.
const minPhoneDigits = 10

// MaskPhones masks, as LogPhone, every mobile number of a market found in
// text: a whole run of digits (a number inside a longer run of digits is
// not one), or consecutive groups of them as typed with spaces, dashes or
// brackets. Text without ten digits is returned as it is.
func MaskPhones(text string) string {
	digits := 0
	for i := 0; i < len(text) && digits < 10; i++ {
		if text[i] >= '0' && text[i] <= '9' {
			digits++
		}
	}
	if digits < 10 {
		return text
	}
	return numberish.ReplaceAllStringFunc(text, maskGroups)
}

// maskGroups masks, from left to right, the longest runs of consecutive
// digit groups of s that form a mobile number (at most 15 digits, E.164's
// longest, so the work stays linear in the groups).
func maskGroups(s string) string {
	groups := digitGroup.FindAllStringIndex(s, -1)
	if len(groups) > 0 && strings.HasPrefix(s, "+") {
		groups[0][0] = 0
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(groups); {
		best, masked := -1, ""
		for j, digits := i, 0; j < len(groups); j++ {
			if digits += groups[j][1] - groups[j][0]; digits > 16 { // 15 and a "+"
				break
			}
			if digits < minPhoneDigits {
				continue
			}
			if m, ok := logPhone(s[groups[i][0]:groups[j][1]]); ok {
				best, masked = j, m
			}
		}
		if best < 0 {
			i++
			continue
		}
		b.WriteString(s[last:groups[i][0]])
		b.WriteString(masked)
		last, i = groups[best][1], best+1
	}
	b.WriteString(s[last:])
	return b.String()
}
