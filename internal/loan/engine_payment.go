package loan

import "time"

// Balance is what a borrower owes on an instalment (or a whole loan), split
// by kind, because a payment settles the kinds in a fixed order.
type Balance struct {
	Penalty      int64 // the one-time default penalty
	LateInterest int64 // accrued late interest
	Fees         int64
	Interest     int64
	Principal    int64
}

// Total is the amount that settles the balance: the figure a repayment page
// asks for.
func (b Balance) Total() int64 {
	return add(add(add(add(b.Penalty, b.LateInterest), b.Fees), b.Interest), b.Principal)
}

// Unpaid is the base late interest accrues on: principal, interest and fees
// still unpaid, without the penalty or earlier late interest.
func (b Balance) Unpaid() int64 {
	return add(add(b.Fees, b.Interest), b.Principal)
}

// Allocation is how one payment was split across the kinds of a Balance,
// for receipts and the ledger.
type Allocation struct {
	Penalty      int64
	LateInterest int64
	Fees         int64
	Interest     int64
	Principal    int64
}

// Total is the part of the payment that was applied.
func (a Allocation) Total() int64 {
	return a.Penalty + a.LateInterest + a.Fees + a.Interest + a.Principal
}

// Apply applies a payment of amount to a balance in the order penalty → late
// interest → fees → interest → principal: each kind is paid in full before
// the next receives anything, so the borrower's costly, non-interest-bearing
// charges go first and principal last. It returns the new balance, what was
// applied to each kind, and the change (the part of amount above the
// balance's total), so applied.Total() + change == amount always.
//
// Paying exactly b.Total() leaves a zero balance and zero change. A kind
// owing zero or less receives nothing and is left as it was; an amount of
// zero or less applies nothing and comes back whole as change.
func Apply(b Balance, amount int64) (Balance, Allocation, int64) {
	left := max(amount, 0)
	take := func(owed *int64) int64 {
		if *owed <= 0 || left <= 0 {
			return 0
		}
		paid := min(left, *owed)
		*owed -= paid
		left -= paid
		return paid
	}
	var a Allocation
	a.Penalty = take(&b.Penalty)
	a.LateInterest = take(&b.LateInterest)
	a.Fees = take(&b.Fees)
	a.Interest = take(&b.Interest)
	a.Principal = take(&b.Principal)
	return b, a, amount - a.Total()
}

// ExtensionQuote is what an extension (also called "rollover" or delay) costs
// and what it changes: the extension repayment page shows Total and
// NewDueDate ("Your next payment date is …").
type ExtensionQuote struct {
	Fee          int64     // Terms.ExtensionFee
	Penalty      int64     // the outstanding penalty, settled by the extension
	LateInterest int64     // the outstanding late interest, settled by the extension
	Interest     int64     // interest for the extension days on the outstanding principal
	Total        int64     // Fee + Penalty + LateInterest + Interest: the amount to pay now
	Days         int       // Terms.ExtensionDays
	NewDueDate   time.Time // a date: current due date + Days
	After        Balance   // what stays owed, due on NewDueDate
}

// Balance is the extension payment as a Balance, so a partial extension
// payment can go through Apply in the usual order (the fee counts as fees,
// the extension-days interest as interest).
func (q ExtensionQuote) Balance() Balance {
	return Balance{Penalty: q.Penalty, LateInterest: q.LateInterest, Fees: q.Fee, Interest: q.Interest}
}

// Extension quotes moving a due date by Terms.ExtensionDays for the given
// outstanding balance (the current instalment's, or the loan's for
// one-instalment loans), when the borrower still holds principalHeld of the
// whole loan's principal. The borrower pays now:
//
//	extension fee
//	+ the outstanding penalty and late interest (lateness is settled, not moved)
//	+ principalHeld × DailyRatePPM × ExtensionDays / 1,000,000, rounded half
//	  up (the interest for the extra days, paid in advance)
//
// The interest runs on all the principal still held, not only the current
// instalment's, because every later due date moves by the same days: the
// borrower keeps all of it that much longer.
//
// and the fees, interest and principal already owed move unchanged to the new
// due date, current due date + ExtensionDays (After). The new date counts
// from the due date, not from today, as the terms say; the order service
// should refuse an extension whose new due date is not after today, and
// shift later instalments by the same days.
func Extension(terms Terms, currentDue time.Time, outstanding Balance, principalHeld int64) (ExtensionQuote, error) {
	if err := terms.Validate(); err != nil {
		return ExtensionQuote{}, err
	}
	if terms.ExtensionDays == 0 {
		return ExtensionQuote{}, ErrNoExtension
	}
	for _, v := range []int64{outstanding.Penalty, outstanding.LateInterest, outstanding.Fees, outstanding.Interest, outstanding.Principal, principalHeld} {
		if v < 0 || v > MaxAmount {
			return ExtensionQuote{}, ErrBalance
		}
	}
	q := ExtensionQuote{
		Fee:          terms.ExtensionFee,
		Penalty:      outstanding.Penalty,
		LateInterest: outstanding.LateInterest,
		Interest:     mulDiv(mul(principalHeld, int64(terms.ExtensionDays)), terms.DailyRatePPM, ppm),
		Days:         terms.ExtensionDays,
		NewDueDate:   addDays(currentDue, terms.ExtensionDays),
		After:        Balance{Fees: outstanding.Fees, Interest: outstanding.Interest, Principal: outstanding.Principal},
	}
	q.Total = q.Balance().Total()
	return q, nil
}
