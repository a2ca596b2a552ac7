package console

import (
	"fmt"
	"time"

	"kwarta/internal/fault"
)

// Window is an optional window of days, both included (the audit log, the provider events).
type Window struct {
	From string `param:"from,max=10" desc:"YYYY-MM-DD, market time"`
	To   string `param:"to,max=10" desc:"YYYY-MM-DD, included"`
}

// DayRange are the totals' days, both included; an empty one is today.
type DayRange struct {
	From string `param:"from,max=10" desc:"YYYY-MM-DD, market time; empty: today"`
	To   string `param:"to,max=10" desc:"YYYY-MM-DD, included; empty: today"`
}

// parseDay reads YYYY-MM-DD as the start of that day in loc ("" is zero).
func parseDay(field, v string, loc *time.Location) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	t, err := time.ParseInLocation(time.DateOnly, v, loc)
	if err != nil {
		return t, fault.Field(field, fmt.Sprintf("%s is a date as YYYY-MM-DD, not %q.", field, v))
	}
	return t, nil
}

// window reads the optional from and to days (YYYY-MM-DD in loc, the
// market's zone) as a half-open window: from's start up to the end of to
// (zero: open).
func window(p Window, loc *time.Location) (from, to time.Time, err error) {
	if from, err = parseDay("from", p.From, loc); err != nil {
		return
	}
	if to, err = parseDay("to", p.To, loc); err != nil {
		return
	}
	if !to.IsZero() {
		to = to.AddDate(0, 0, 1) // through the whole day
	}
	return from, to, nil
}

// dayRange reads the from and to dates (YYYY-MM-DD in loc, the market's
// zone, both included); a missing one is the day of now.
func dayRange(p DayRange, loc *time.Location, now time.Time) (first, last time.Time, err error) {
	if first, err = parseDay("from", p.From, loc); err != nil {
		return
	}
	if last, err = parseDay("to", p.To, loc); err != nil {
		return
	}
	now = now.In(loc)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, loc)
	if first.IsZero() {
		first = today
	}
	if last.IsZero() {
		last = today
	}
	return first, last, nil
}
