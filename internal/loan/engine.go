// Package loan holds Kwarta's loans: products, orders, their status machine,
// and the money engine that prices them.
//
// The engine (the engine*.go files) is pure arithmetic: plain types and
// functions, no storage, no HTTP, no clock, no package-level state. Every
// amount is an int64 in minor units (centavos, paise); there are no floats
// anywhere, and every division rounds half up through one helper, mulDiv —
// except the limits of the Philippine cost caps (caps.go), which round down
// through mulDivDown so a limit never allows a centavo more than the law.
//
// Dates. A due date or disbursement date is a calendar date, carried as a
// time.Time at midnight UTC whose year, month and day are the date (what
// CalendarDate returns and Plan produces). Functions that compare a moment
// with a date (OverdueDays, CanPrepay) read the moment's calendar date in the
// market's *time.Location; nil means the Philippines (UTC+08:00, no daylight
// saving since 1978).
//
// Range. Amounts the engine accepts are bounded by MaxAmount and rates by
// MaxDailyRatePPM, so no intermediate result can overflow int64 for valid
// terms. Arithmetic that would still overflow (only reachable with absurd
// inputs that skipped Validate) panics rather than return a wrong amount.
package loan

import (
	"math"
	"math/bits"
	"time"
)

// Limits of Terms, checked by Validate. The term limits are the loan terms'
// "91 to 365 calendar days".
const (
	MinTermDays = 91
	MaxTermDays = 365
	// MaxAmount bounds principal and fees (₱10,000,000,000.00); it is a
	// range guard against overflow, not a business limit — products carry
	// their own minimum and maximum.
	MaxAmount int64 = 1_000_000_000_000
	// MaxDailyRatePPM bounds the daily interest rate (100% a day).
	MaxDailyRatePPM int64 = 1_000_000
	// MaxExtensionDays bounds how far one extension may move a due date.
	MaxExtensionDays = 365
)

// ppm is one million: DailyRatePPM is interest per day in parts per million.
const ppm = 1_000_000

// Terms are one loan's pricing inputs, copied from the product when the order
// is made, so later product edits never reprice an existing loan.
type Terms struct {
	Principal     int64 // amount lent and disbursed, minor units
	TermDays      int   // whole term, 91..365 calendar days
	Instalments   int   // number of repayments, 1..TermDays
	DailyRatePPM  int64 // interest per day, parts per million of the principal outstanding (500 = 0.05%)
	ServiceFee    int64 // flat, minor units, charged on the first instalment
	ExtensionFee  int64 // flat, minor units, charged once per extension
	ExtensionDays int   // days one extension adds to a due date; 0 = no extension offered
}

// Error is an engine error with a stable code and the Terms field at fault,
// so the HTTP layer can map it to a form error without parsing text.
type Error struct {
	Code    string // stable, machine-readable: "term_too_short"
	Field   string // the form field at fault: "termDays"; empty when none
	Message string // safe to show to a borrower or operator
}

// Error implements error; the "loan: " prefix marks the source in logs.
func (e *Error) Error() string { return "loan: " + e.Message }

// The engine's errors. Compare with errors.Is; read Field and Message with
// errors.As into *Error.
var (
	ErrAmount        = &Error{"amount", "amount", "The loan amount must be more than zero and at most 10,000,000,000.00."}
	ErrTermTooShort  = &Error{"term_too_short", "termDays", "The loan term must be at least 91 days."}
	ErrTermTooLong   = &Error{"term_too_long", "termDays", "The loan term must be at most 365 days."}
	ErrInstalments   = &Error{"instalments", "instalments", "The number of instalments must be between 1 and the number of days in the term."}
	ErrRate          = &Error{"rate", "dailyRatePPM", "The daily interest rate must be between 0 and 100%."}
	ErrFee           = &Error{"fee", "serviceFee", "A fee must be between zero and 10,000,000,000.00."}
	ErrExtensionFee  = &Error{"extension_fee", "extensionFee", "The extension fee must be between zero and 10,000,000,000.00."}
	ErrExtensionDays = &Error{"extension_days", "extensionDays", "An extension must add between 0 and 365 days."}
	ErrNoExtension   = &Error{"no_extension", "", "This loan cannot be extended."}
	ErrBalance       = &Error{"balance", "", "An outstanding balance cannot be negative or above the amount limit."}
)

// Validate checks the terms before any figure is computed from them; every
// engine entry point that takes Terms calls it.
func (t Terms) Validate() error {
	switch {
	case t.Principal <= 0 || t.Principal > MaxAmount:
		return ErrAmount
	case t.TermDays < MinTermDays:
		return ErrTermTooShort
	case t.TermDays > MaxTermDays:
		return ErrTermTooLong
	case t.Instalments < 1 || t.Instalments > t.TermDays:
		return ErrInstalments
	case t.DailyRatePPM < 0 || t.DailyRatePPM > MaxDailyRatePPM:
		return ErrRate
	case t.ServiceFee < 0 || t.ServiceFee > MaxAmount:
		return ErrFee
	case t.ExtensionFee < 0 || t.ExtensionFee > MaxAmount:
		return ErrExtensionFee
	case t.ExtensionDays < 0 || t.ExtensionDays > MaxExtensionDays:
		return ErrExtensionDays
	}
	return nil
}

// mulDiv returns a×b/d rounded half up (…0.5 goes up), for a, b ≥ 0 and
// d > 0. The product is formed in 128 bits, so it is exact for any int64
// operands; it panics if an operand is out of range or the result does not
// fit in int64. It is the engine's only division.
func mulDiv(a, b, d int64) int64 {
	if a < 0 || b < 0 || d <= 0 {
		panic("loan: mulDiv operands out of range")
	}
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	var carry uint64
	lo, carry = bits.Add64(lo, uint64(d)/2, 0)
	hi += carry
	if hi >= uint64(d) {
		panic("loan: int64 overflow")
	}
	q, _ := bits.Div64(hi, lo, uint64(d))
	if q > math.MaxInt64 {
		panic("loan: int64 overflow")
	}
	return int64(q)
}

// mul returns a×b, panicking on int64 overflow.
func mul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	p := a * b
	if p/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) {
		panic("loan: int64 overflow")
	}
	return p
}

// add returns a+b, panicking on int64 overflow.
func add(a, b int64) int64 {
	s := a + b
	if (a > 0 && b > 0 && s < 0) || (a < 0 && b < 0 && s >= 0) {
		panic("loan: int64 overflow")
	}
	return s
}

// manila is the default market's zone. Manila has kept UTC+08:00 without
// daylight saving since 1978, so a fixed zone is exact for loan dates and
// needs no time-zone database on the host.
func manila() *time.Location { return time.FixedZone("+08", 8*60*60) }

// CalendarDate turns a moment into the calendar date it falls on in loc (nil
// = Philippines), carried as midnight UTC: the form of every date the engine
// takes and returns. Pass a disbursement moment through it before Plan.
func CalendarDate(t time.Time, loc *time.Location) time.Time {
	if loc == nil {
		loc = manila()
	}
	y, m, d := t.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// asDate reads a date's own year, month and day (as written, in its own
// location) and returns it as midnight UTC.
func asDate(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// addDays moves a date by whole calendar days.
func addDays(date time.Time, days int) time.Time {
	return asDate(date).AddDate(0, 0, days)
}

// daysBetween counts calendar days from date a to date b (negative when b is earlier).
func daysBetween(a, b time.Time) int {
	return int((asDate(b).Unix() - asDate(a).Unix()) / (24 * 60 * 60))
}
