// Package market holds what differs between the countries Kwarta lends in:
// currency, time zone and the shape of a mobile number.
package market

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"
	_ "time/tzdata" // the zones on hosts without a zone database
)

// Market is one lending country's settings.
type Market struct {
	Code           string // ph, in, cn
	Currency       string // ISO 4217
	Symbol         string // shown before amounts
	TimeZone       string
	CallingCode    string // without +
	MinorPerMajor  int64
	Language       string         // answers when a request names no language with texts (internal/lang)
	local          *regexp.Regexp // the national form a borrower types
	international  *regexp.Regexp // the E.164 form, + optional
	nationalPrefix string         // stripped before adding the calling code
	location       *time.Location // TimeZone, loaded once
}

var markets = map[string]*Market{
	// Philippines: 09 + 9 digits, or +639 + 9 digits.
	"ph": {Code: "ph", Currency: "PHP", Symbol: "₱", TimeZone: "Asia/Manila", CallingCode: "63", MinorPerMajor: 100, Language: "en",
		local: regexp.MustCompile(`^09\d{9}$`), international: regexp.MustCompile(`^\+?639\d{9}$`), nationalPrefix: "0"},
	// India: 10 digits starting 6-9, optionally with 0 or +91.
	"in": {Code: "in", Currency: "INR", Symbol: "₹", TimeZone: "Asia/Kolkata", CallingCode: "91", MinorPerMajor: 100, Language: "en",
		local: regexp.MustCompile(`^0?[6-9]\d{9}$`), international: regexp.MustCompile(`^\+?91[6-9]\d{9}$`), nationalPrefix: "0"},
	// The mainland China pattern, kept as an option: 1[3-9] + 9 digits.
	"cn": {Code: "cn", Currency: "CNY", Symbol: "¥", TimeZone: "Asia/Shanghai", CallingCode: "86", MinorPerMajor: 100, Language: "en", // no zh catalogue
		local: regexp.MustCompile(`^1[3-9]\d{9}$`), international: regexp.MustCompile(`^\+?861[3-9]\d{9}$`)},
}

// Each market's time zone is read once: loading it reads the zone database.
func init() {
	for _, m := range markets {
		loc, err := time.LoadLocation(m.TimeZone)
		if err != nil {
			loc = time.UTC
		}
		m.location = loc
	}
}

// ErrPhone is returned for a number that is not a mobile number of the market.
var ErrPhone = errors.New("not a valid mobile number")

// Lookup returns the market for a code (ph, in, cn).
func Lookup(code string) (*Market, error) {
	m, ok := markets[strings.ToLower(code)]
	if !ok {
		return nil, fmt.Errorf("unknown market %q (want ph, in or cn)", code)
	}
	return m, nil
}

// MustLookup is Lookup for codes known to be valid.
func MustLookup(code string) *Market {
	m, err := Lookup(code)
	if err != nil {
		panic(err)
	}
	return m
}

// Location is the market's time zone, used for calendar-day rules.
func (m *Market) Location() *time.Location { return m.location }

// typedSeparators are what people type between digit groups; a Replacer
// is safe for concurrent use and costly to build, so there is one.
var typedSeparators = strings.NewReplacer(" ", "", "-", "", "(", "", ")", "")

// NormalizePhone turns what a borrower typed into E.164 (+639171234567),
// or returns ErrPhone.
func (m *Market) NormalizePhone(input string) (string, error) {
	s := typedSeparators.Replace(strings.TrimSpace(input))
	switch {
	case m.international.MatchString(s):
		return "+" + strings.TrimPrefix(s, "+"), nil
	case m.local.MatchString(s):
		return "+" + m.CallingCode + strings.TrimPrefix(s, m.nationalPrefix), nil
	}
	return "", ErrPhone
}

// MaskPhone hides the middle of a phone number for display, as the logs
// do (LogPhone) and the pages and the console show it: 0917***4567.
func MaskPhone(e164 string) string { return LogPhone(e164) }
