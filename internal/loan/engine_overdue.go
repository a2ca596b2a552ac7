package loan

import "time"

// Late interest rates per day of lateness, in basis points of the unpaid
// amount: 5% for days 1 to 30, 4% for days 31 to 90, 2%
// from day 91.
const (
	LateRateDays1To30BP  int64 = 500
	LateRateDays31To90BP int64 = 400
	LateRateFromDay91BP  int64 = 200
)

// The one-time default penalty in minor units of the product's currency
// (1,000 for a new client, 800 for a repeat client).
const (
	PenaltyNewClient    int64 = 100_000
	PenaltyRepeatClient int64 = 80_000
)

// LateInterestForDay is the late interest that accrues on one day of
// lateness, for a nightly accrual that follows partial payments: day 1 is the
// first calendar day after the due date. It is unpaidBase × the day's rate
// (5% for days 1..30, 4% for 31..90, 2% from 91), rounded half up.
//
// unpaidBase is the principal, interest and fees still unpaid
// (Balance.Unpaid): late interest never accrues on the penalty or on earlier
// late interest, so it does not compound. A day below 1 or a base of zero or
// less accrues nothing.
func LateInterestForDay(unpaidBase int64, day int) int64 {
	if unpaidBase <= 0 || day < 1 {
		return 0
	}
	return mulDiv(unpaidBase, lateRateBP(day), 10_000)
}

func lateRateBP(day int) int64 {
	switch {
	case day <= 30:
		return LateRateDays1To30BP
	case day <= 90:
		return LateRateDays31To90BP
	default:
		return LateRateFromDay91BP
	}
}

// LateInterest is the late interest for days 1..daysOverdue on an unpaid base
// that did not change over the span. It is exactly the sum of
// LateInterestForDay over those days (each day rounded on its own), so a
// quote and a nightly accrual never differ by a centavo.
func LateInterest(unpaidBase int64, daysOverdue int) int64 {
	if unpaidBase <= 0 || daysOverdue < 1 {
		return 0
	}
	d := int64(daysOverdue)
	total := mul(min(d, 30), LateInterestForDay(unpaidBase, 1))
	if d > 30 {
		total = add(total, mul(min(d, 90)-30, LateInterestForDay(unpaidBase, 31)))
	}
	if d > 90 {
		total = add(total, mul(d-90, LateInterestForDay(unpaidBase, 91)))
	}
	return total
}

// Penalty is the one-time default penalty, charged once when a loan first
// falls overdue: 1,000.00 for a new client, 800.00 for a repeat client. A
// repeat client is one with an earlier loan settled; the order service
// decides that and when the penalty is charged.
func Penalty(repeatClient bool) int64 {
	if repeatClient {
		return PenaltyRepeatClient
	}
	return PenaltyNewClient
}

// OverdueDays counts the calendar days from the due date to now's date in loc
// (nil = Philippines): 0 on or before the due date, 1 on the day after. It is
// the day number LateInterestForDay and the overdue status use.
func OverdueDays(due, now time.Time, loc *time.Location) int {
	return max(0, daysBetween(due, CalendarDate(now, loc)))
}

// CanPrepay says whether a borrower may repay the whole loan early at now,
// and from which date they may: prepayment is allowed only after at least
// half the term and not earlier than 7 calendar days after disbursement. The
// earliest date is disbursement date + max(ceil(termDays/2), 7) days, the
// dates read on the calendar of loc (nil = Philippines); now qualifies from
// the start of that date. For valid terms (91..365 days) half the term always
// exceeds 7 days, so the 7-day rule only guards shorter terms.
func CanPrepay(disbursedAt, now time.Time, termDays int, loc *time.Location) (bool, time.Time) {
	wait := max((termDays+1)/2, 7)
	earliest := addDays(CalendarDate(disbursedAt, loc), wait)
	return !CalendarDate(now, loc).Before(earliest), earliest
}
