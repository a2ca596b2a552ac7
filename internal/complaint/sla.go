package complaint

import "time"

// SLAWeekdays is the promise the form shows: a complaint is handled within
// 3 weekdays.
const SLAWeekdays = 3

// DueAt is the 3-weekday promise of a complaint filed at filed: the end of
// the 3rd working day after the filing date in loc (nil: Manila), skipping
// Saturdays, Sundays and Philippine regular holidays. It is the moment the
// next day begins in loc, so a complaint is overdue from then on.
func DueAt(filed time.Time, loc *time.Location) time.Time {
	if loc == nil {
		loc = manila()
	}
	y, m, d := filed.In(loc).Date()
	day := time.Date(y, m, d, 0, 0, 0, 0, loc)
	for n := 0; n < SLAWeekdays; {
		day = day.AddDate(0, 0, 1)
		if WorkingDay(day) {
			n++
		}
	}
	return day.AddDate(0, 0, 1).UTC()
}

// DueDay is the last working day of the promise (the calendar day DueAt
// ends), as the pages show it.
func DueDay(due time.Time, loc *time.Location) time.Time {
	if loc == nil {
		loc = manila()
	}
	return due.In(loc).AddDate(0, 0, -1)
}

// WorkingDay tells whether a calendar date (its own year, month and day)
// is a Philippine working day: not a Saturday, Sunday or regular holiday.
func WorkingDay(day time.Time) bool {
	switch day.Weekday() {
	case time.Saturday, time.Sunday:
		return false
	}
	return !Holiday(day)
}

// Holiday tells whether a calendar date is a Philippine regular holiday
// (Republic Act 9492 and its amendments): New Year's Day, Maundy Thursday,
// Good Friday, Araw ng Kagitingan (Apr 9), Labor Day (May 1), Independence
// Day (Jun 12), National Heroes Day (last Monday of August), Bonifacio Day
// (Nov 30), Christmas (Dec 25), Rizal Day (Dec 30), and Eid'l Fitr and
// Eid'l Adha where eidHolidays has their dates. Special non-working days
// are proclaimed yearly and are not counted.
func Holiday(day time.Time) bool {
	y, m, d := day.Date()
	switch {
	case m == time.January && d == 1,
		m == time.April && d == 9,
		m == time.May && d == 1,
		m == time.June && d == 12,
		m == time.November && d == 30,
		m == time.December && (d == 25 || d == 30):
		return true
	case m == time.August && day.Weekday() == time.Monday && d+7 > 31:
		return true // the last Monday of August
	}
	easter := Easter(y)
	date := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	if date.Equal(easter.AddDate(0, 0, -3)) || date.Equal(easter.AddDate(0, 0, -2)) {
		return true // Maundy Thursday, Good Friday
	}
	for _, e := range eidHolidays {
		if e.year == y && e.month == m && e.day == d {
			return true
		}
	}
	return false
}

// eidHolidays are Eid'l Fitr and Eid'l Adha, regular holidays whose dates
// follow the Islamic calendar and are proclaimed by the President each year
// (on the advice of the National Commission on Muslim Filipinos), so they
// cannot be computed. 2025 holds the proclaimed dates; 2026 and 2027 hold
// the expected dates until their proclamations: correct them, and add the
// next year, when each is proclaimed.
var eidHolidays = []struct {
	year  int
	month time.Month
	day   int
}{
	{2025, time.April, 1}, // Eid'l Fitr (Proclamation No. 839)
	{2025, time.June, 6},  // Eid'l Adha (Proclamation No. 911)
	{2026, time.March, 20},
	{2026, time.May, 27},
	{2027, time.March, 10},
	{2027, time.May, 17},
}

// Easter is Easter Sunday of a year in the Gregorian calendar (the
// anonymous Gregorian algorithm), at midnight UTC.
func Easter(year int) time.Time {
	a := year % 19
	b, c := year/100, year%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	day := (h+l-7*m+114)%31 + 1
	return time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC)
}

// manila is the Philippines' zone: UTC+08:00 without daylight saving since
// 1978, so a fixed zone is exact and needs no time-zone database.
func manila() *time.Location { return time.FixedZone("+08", 8*60*60) }
