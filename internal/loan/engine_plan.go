package loan

import "time"

// Instalment is one scheduled repayment: what the confirmation page's plan
// rows, the repayment page and the order's ledger show.
type Instalment struct {
	Number    int       // 1-based
	DueDate   time.Time // a date: midnight UTC, disbursement date + cumulative days
	Days      int       // length of the period this instalment closes
	Principal int64
	Interest  int64 // on the principal outstanding during the period
	Fees      int64 // the service fee on instalment 1, zero after
	Total     int64 // Principal + Interest + Fees
	// Carried is the part of Interest already earned when the instalment
	// was made: interest a reschedule carried over from the plan before
	// (reschedule.go). Zero in a plan made at payout.
	Carried int64
	// WaivedFees is the part of Fees an operator waived (Service.Waive):
	// no longer asked for. Zero in a plan made at payout.
	WaivedFees int64
}

// Balance is what this instalment asks for before any payment or late charge,
// less the fees waived, ready for Apply.
func (i Instalment) Balance() Balance {
	return Balance{Fees: i.Fees - i.WaivedFees, Interest: i.Interest, Principal: i.Principal}
}

// Schedule is a loan's whole repayment plan and its cost figures, as the Key
// Fact Statement and the confirmation page show them.
type Schedule struct {
	DisbursedOn    time.Time // a date, midnight UTC
	Instalments    []Instalment
	TotalPrincipal int64 // equals Terms.Principal
	TotalInterest  int64
	TotalFees      int64
	TotalRepayable int64 // principal + interest + fees = sum of instalment totals
	TotalCost      int64 // interest + fees: what borrowing costs
	APRBasisPoints int64 // annual percentage rate, 1 bp = 0.01%; see Plan
}

// Plan prices a loan: it splits the term and the principal into instalments
// and computes each one's interest, fees and due date, and the totals and APR.
//
// disbursedAt is read as a date in its own location: pass
// CalendarDate(moment, marketLocation) so a disbursement at 00:30 in Manila
// counts on the Manila date.
//
// The rules, all in integer minor units:
//
//   - Periods: the term is split into Instalments periods of TermDays/N days;
//     the last period also takes the TermDays%N remainder days. Due date i is
//     the disbursement date plus the days of periods 1..i, so the last due date
//     is the disbursement date + TermDays.
//   - Principal: Principal/N on every instalment; the last also takes the
//     Principal%N remainder centavos.
//   - Interest (declining balance): instalment i's interest is the principal
//     still outstanding during period i (Principal minus the principal of
//     instalments before i) × DailyRatePPM × period days / 1,000,000, rounded
//     half up per instalment. The borrower pays interest only on money they
//     still hold. Totals are sums of the rounded instalment figures, so they
//     are exact.
//   - Fees: the whole ServiceFee is charged on instalment 1; the borrower
//     receives the full principal (nothing is deducted at disbursement).
//   - APR, simple interest on the principal actually held:
//     APR (bp) = TotalCost × 365 × 10,000 / Σ(principal outstanding in period
//     i × days of period i), rounded half up. With one instalment the
//     denominator is Principal × TermDays, so this is exactly
//     cost/principal × 365/term. With several instalments the literal
//     cost/principal × 365/term would pretend the borrower kept the whole
//     principal for the whole term and understate the rate (₱5,000, 91 days,
//     3 instalments: 24.13% instead of 36.40%); a Key Fact Statement must not
//     understate it. It is a simple, not compounded, rate.
func Plan(terms Terms, disbursedAt time.Time) (Schedule, error) {
	if err := terms.Validate(); err != nil {
		return Schedule{}, err
	}
	n := terms.Instalments
	start := asDate(disbursedAt)
	s := Schedule{DisbursedOn: start, Instalments: make([]Instalment, n)}

	periodDays := terms.TermDays / n
	share := terms.Principal / int64(n)
	outstanding := terms.Principal
	elapsed := 0
	var principalDays int64 // Σ outstanding × days: the APR's denominator
	for i := range n {
		days, principal, fees := periodDays, share, int64(0)
		if i == n-1 {
			days += terms.TermDays % n
			principal = outstanding
		}
		if i == 0 {
			fees = terms.ServiceFee
		}
		held := mul(outstanding, int64(days))
		interest := mulDiv(held, terms.DailyRatePPM, ppm)
		elapsed += days
		in := Instalment{
			Number:    i + 1,
			DueDate:   addDays(start, elapsed),
			Days:      days,
			Principal: principal,
			Interest:  interest,
			Fees:      fees,
			Total:     add(add(principal, interest), fees),
		}
		s.Instalments[i] = in
		s.TotalPrincipal = add(s.TotalPrincipal, principal)
		s.TotalInterest = add(s.TotalInterest, interest)
		s.TotalFees = add(s.TotalFees, fees)
		s.TotalRepayable = add(s.TotalRepayable, in.Total)
		principalDays = add(principalDays, held)
		outstanding -= principal
	}
	s.TotalCost = add(s.TotalInterest, s.TotalFees)
	s.APRBasisPoints = mulDiv(s.TotalCost, 365*10_000, principalDays)
	return s, nil
}
