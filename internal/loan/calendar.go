package loan

import "time"

// Calendar is the market's calendar at one moment, as the loans read it:
// today's date, the due window, and the ends of days in market time.
type Calendar struct {
	Now time.Time
	// Loc is the market's time zone (nil: Manila's).
	Loc *time.Location
	// Window is how many days before a due date an order enters the due
	// window (174), where the repayment and roll-over pages apply.
	Window int
}

// Today is the market's calendar date, as the engine carries dates.
func (c Calendar) Today() time.Time { return CalendarDate(c.Now, c.Loc) }

// Location is the market's time zone (Manila's when Loc is nil).
func (c Calendar) Location() *time.Location { return c.location() }

func (c Calendar) location() *time.Location {
	if c.Loc == nil {
		return manila()
	}
	return c.Loc
}

// FiguresHoldUntil is the moment the order's figures (what is due now, the
// payoff, the extension's price) next change by the calendar alone: the
// end of today, market time, for an overdue order, whose late interest
// grows every day; otherwise the end of its next due date, after which it
// falls overdue. The moment is the start of the following day: the figures
// hold while now is before it.
func (c Calendar) FiguresHoldUntil(o Order) time.Time {
	days := 0
	if today := c.Today(); o.Status != StatusOverdue && !o.NextDue.IsZero() && o.NextDue.After(today) {
		days = daysBetween(today, o.NextDue)
	}
	return c.EndOfDay(days)
}

// EndOfDay is the end of the market's calendar day days after today: the
// start of the day after it, as a moment.
func (c Calendar) EndOfDay(days int) time.Time {
	loc := c.location()
	y, m, d := addDays(c.Today(), days+1).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, loc).UTC()
}

// PayBy is how a page says until when a code holds: "Pay by 11:59 pm
// today", "Pay by 11:59 pm, Dec 16, 2026" or, for a code ending inside a
// day, "Pay by 1:02 pm, Nov 28, 2026" (market time).
func (c Calendar) PayBy(expires time.Time) string {
	loc := c.location()
	last := expires.In(loc)
	if last.Hour() == 0 && last.Minute() == 0 && last.Second() == 0 {
		last = last.Add(-time.Minute) // 00:00 ends the day before: 11:59 pm
	}
	clock := last.Format("3:04 pm")
	if CalendarDate(last, loc).Equal(c.Today()) {
		return "Pay by " + clock + " today"
	}
	return "Pay by " + clock + ", " + DisplayDay(CalendarDate(last, loc))
}
