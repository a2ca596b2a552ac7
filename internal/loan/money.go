package loan

import (
	"strconv"
	"strings"
	"time"

	"kwarta/internal/market"
)

// Money formats amounts for display. The pages show these strings as they
// are; every call also sends the integer minor units in a separate field, so
// no page ever parses a formatted amount.
type Money struct {
	Symbol string // ₱, ₹, ¥
}

// MoneyFor picks the sign a page shows: the product market's sign, or the
// rupee sign when the page passes coinciding=1.
func MoneyFor(marketCode string, coinciding bool) Money {
	if coinciding {
		return Money{Symbol: "₹"}
	}
	m, err := market.Lookup(marketCode)
	if err != nil {
		return Money{Symbol: "₱"}
	}
	return Money{Symbol: m.Symbol}
}

// Format writes minor units as "₱20,000.00" ("-₱5.00" below zero).
func (m Money) Format(minor int64) string {
	sign := ""
	if minor < 0 {
		sign, minor = "-", -minor
	}
	return sign + m.Symbol + groupThousands(minor/100) + "." + pad2(minor%100)
}

// Short writes whole amounts without centavos ("₱20,000"), for ranges.
func (m Money) Short(minor int64) string {
	if minor%100 != 0 {
		return m.Format(minor)
	}
	sign := ""
	if minor < 0 {
		sign, minor = "-", -minor
	}
	return sign + m.Symbol + groupThousands(minor/100)
}

func groupThousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

func pad2(n int64) string {
	if n < 10 {
		return "0" + strconv.FormatInt(n, 10)
	}
	return strconv.FormatInt(n, 10)
}

// fixed writes n / 10^places with trailing zeros trimmed but at least
// minPlaces decimals: fixed(500, 4, 2) = "0.05", fixed(3640, 2, 2) = "36.40".
func fixed(n int64, places, minPlaces int) string {
	s := strconv.FormatInt(n, 10)
	for len(s) <= places {
		s = "0" + s
	}
	whole, frac := s[:len(s)-places], s[len(s)-places:]
	for len(frac) > minPlaces && strings.HasSuffix(frac, "0") {
		frac = frac[:len(frac)-1]
	}
	if frac == "" {
		return whole
	}
	return whole + "." + frac
}

// DailyRate writes a rate in parts per million as a percentage ("0.05%").
func DailyRate(ppm int64) string { return fixed(ppm, 4, 2) + "%" }

// Percent writes basis points as a percentage ("36.40%").
func Percent(bp int64) string { return fixed(bp, 2, 2) + "%" }

// Day writes a calendar date (midnight UTC, as the engine carries dates)
// the way every call sends dates: 2026-12-02.
func Day(date time.Time) string {
	if date.IsZero() {
		return ""
	}
	return date.Format(time.DateOnly)
}

// Ordinal writes 1st, 2nd, 3rd, 4th …
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// DisplayDay writes a calendar date the way the pages show dates to a
// borrower: Dec 2, 2026.
func DisplayDay(date time.Time) string {
	if date.IsZero() {
		return ""
	}
	return date.Format("Jan 2, 2006")
}

// WholePercent writes basis points as a percentage without needless
// decimals: 500 → "5%", 250 → "2.5%".
func WholePercent(bp int64) string { return fixed(bp, 2, 0) + "%" }
