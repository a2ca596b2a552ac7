package notice

import (
	"fmt"
	"time"

	"kwarta/internal/market"
)

// Hours are the local hours a market allows a lender to contact a
// borrower, and when that limit is lifted.
type Hours struct {
	From, To int // contact allowed from From:00 up to To:00, local time
	// LiftAfterDays: the limit no longer holds once the account is more
	// than this many days past due (0: never lifted).
	LiftAfterDays int
	Source        string // the rule, for the docs and the report
}

// contactHours are the markets' rules. The Philippines: SEC Memorandum
// Circular No. 18, series of 2019 (unfair debt collection practices of
// financing and lending companies): no contact before 6 a.m. or after
// 10 p.m., unless the account is more than 15 days past due or the
// borrower agreed. India: the RBI's Fair Practices Code for lenders on
// recovery agents: calls between 08:00 and 19:00; no lifting.
var contactHours = map[string]Hours{
	"ph": {From: 6, To: 22, LiftAfterDays: 15, Source: "SEC MC No. 18 (2019)"},
	"in": {From: 8, To: 19, Source: "RBI Fair Practices Code (recovery agents)"},
}

// hours are the market's rules.
func (s *Service) hours() Hours { return HoursOf(s.market) }

// HoursOf are market mk's contact hours; a market without its own (or
// none) keeps the Philippine ones. The collectors' contacts follow the
// same rules as the notices (internal/collect).
func HoursOf(mk *market.Market) Hours {
	if mk != nil {
		if h, ok := contactHours[mk.Code]; ok {
			return h
		}
	}
	return contactHours["ph"]
}

// QuietFrom and QuietTo write the quiet hours as the settings page shows them ("22:00", "06:00").
func (h Hours) QuietFrom() string { return fmt.Sprintf("%02d:00", h.To) }

// QuietTo is when the quiet hours end.
func (h Hours) QuietTo() string { return fmt.Sprintf("%02d:00", h.From) }

// open tells whether t falls inside the contact hours, and otherwise when
// they next open (From:00 local, that day or the next).
func (h Hours) open(t time.Time, loc *time.Location) (bool, time.Time) {
	l := t.In(loc)
	if l.Hour() >= h.From && l.Hour() < h.To {
		return true, t
	}
	next := time.Date(l.Year(), l.Month(), l.Day(), h.From, 0, 0, 0, loc)
	if l.Hour() >= h.To {
		next = next.AddDate(0, 0, 1)
	}
	return false, next
}

// Allowed says whether a contact may be made at t (allowed), and when
// not, when it may: the same rule as the notices'.
func (h Hours) Allowed(t time.Time, loc *time.Location, overdueDays int, anyHour bool) (bool, time.Time) {
	return h.allowed(t, loc, overdueDays, anyHour)
}

// allowed says whether a text may go at t to a borrower overdueDays past
// due who did (anyHour) or did not agree to texts at any hour; when not,
// it also says when it may.
func (h Hours) allowed(t time.Time, loc *time.Location, overdueDays int, anyHour bool) (bool, time.Time) {
	if anyHour || (h.LiftAfterDays > 0 && overdueDays > h.LiftAfterDays) {
		return true, t
	}
	return h.open(t, loc)
}
