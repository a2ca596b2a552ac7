package loan

import (
	"errors"
	"math"
	"math/bits"
	"strconv"
	"time"
)

// The Philippine cost caps.
//
// BSP Circular No. 1133 (series of 2021), put into force for lending and
// financing companies and their online lending platforms by SEC Memorandum
// Circular No. 3 (series of 2022, from March 3, 2022), caps the price of a
// covered loan: an unsecured, general-purpose loan of at most ₱10,000 with
// a tenor of up to four months. For a covered loan:
//
//   - nominal interest: at most 6% a month (about 0.2% a day);
//   - effective interest rate (EIR), the nominal interest with every other
//     fee and charge but without late-payment and non-payment penalties: at
//     most 15% a month (about 0.5% a day). SEC Memorandum Circular No. 14
//     (series of 2025) lowers it to 12% a month (about 0.4% a day) for
//     covered loans entered into, restructured or renewed from April 1,
//     2026 (EffectiveCapBP);
//   - penalties for late payment or non-payment: at most 5% a month of the
//     outstanding scheduled amount due;
//   - total cost (interest, other fees and charges, and penalties): at most
//     100% of the total amount borrowed, however long the loan is
//     outstanding.
//
// How Kwarta reads them, in integer arithmetic (every rule is tested at its
// boundary in caps_test.go):
//
//   - Covered (Covered): the loan's own market is "ph", its principal is at
//     most ₱10,000.00 (1,000,000 centavos) and its term (Terms.TermDays, the
//     term it was placed with; extensions do not uncover it) at most 120
//     days. Every Kwarta loan is unsecured and general-purpose. Four months
//     are 120 days because the caps' month is 30 days (below); a loan of
//     121 days is not covered.
//   - A month is 30 days, the month of the circular's own per-day figures
//     (6% a month "about 0.2% a day", 15% "about 0.5% a day").
//   - Nominal: DailyRatePPM × 30 ≤ 60,000 ppm, exactly; the highest daily
//     rate is 2,000 ppm (0.2% a day). 2,001 ppm is 6.003% a month: refused.
//   - Effective: the plan's interest and fees (Schedule.TotalCost) over the
//     principal the borrower actually holds, Σ (principal outstanding in
//     period i × days of period i) — the APR's denominator (see Plan) — times
//     30. The loan passes when TotalCost ≤ Σ(outstanding × days) × cap /
//     (30 × 10,000), the right side rounded down. With one instalment that
//     is (interest + fees) / principal / (termDays / 30) ≤ cap; with several
//     it does not pretend the borrower kept the whole principal to the end,
//     which would understate the rate. It is a simple rate, like the APR;
//     the circular's EIR is the rate that discounts the loan's cash flows to
//     the proceeds, which for one payment after 30 days or more is never
//     above this one.
//   - Late charges: the one-time penalty and the daily late interest
//     together, over the loan's life, never exceed 5% of each overdue
//     instalment's unpaid principal, interest and fees per started 30-day
//     month it has been overdue (MonthlyLateLimit, rounded down per
//     instalment). The penalty is charged first, then late interest fills
//     what is left of the month's allowance at the standard daily rates; once
//     it is used, nothing more accrues until the next month starts. A
//     payment lowers the unpaid amount and so the allowance (what was
//     charged stays charged); charges settled by an extension still count,
//     so a later lateness gets no new allowance for them. Both readings
//     favour the borrower.
//   - Total cost (Order.TotalCost): the plan's interest and fees, the
//     penalty, late interest, and every extension's fee and interest, never
//     above the principal. Late interest and the penalty stop exactly at it;
//     an extension's interest, then its fee, are lowered to what is left
//     (and an extension that would cost nothing and settle nothing is
//     refused). Once reached, the order is CostCapped and its details page
//     says so (CostCapNotice).
//
// Limits round down (mulDivDown), so a cap never allows a centavo more than
// the law; charges themselves keep the engine's half-up rounding.
//
// The order service applies the caps when Service.costCaps is set (for the
// Philippine market; off, loans keep the standard figures). A Product can be
// checked over its whole amount range with CheckProductCaps.
const (
	// CapsMarket is the market whose loans the caps cover.
	CapsMarket = "ph"
	// CoveredMaxPrincipal is ₱10,000.00: a covered loan lends at most this.
	CoveredMaxPrincipal int64 = 1_000_000
	// CoveredMaxTermDays is four months of CapMonthDays.
	CoveredMaxTermDays = 120
	// CapMonthDays is the caps' month.
	CapMonthDays = 30
	// NominalCapMonthlyPPM is 6% a month, in parts per million.
	NominalCapMonthlyPPM int64 = 60_000
	// MaxCoveredDailyRatePPM is the highest DailyRatePPM a covered loan may
	// have: NominalCapMonthlyPPM / CapMonthDays = 0.2% a day.
	MaxCoveredDailyRatePPM = NominalCapMonthlyPPM / CapMonthDays
	// EffectiveCapBP1133 is BSP Circular 1133's EIR cap: 15% a month.
	EffectiveCapBP1133 int64 = 1_500
	// EffectiveCapBPMC14 is SEC Memorandum Circular 14 (2025)'s EIR cap:
	// 12% a month, for covered loans entered into from April 1, 2026.
	EffectiveCapBPMC14 int64 = 1_200
	// LateCapMonthlyBP is the late-charge cap: 5% a month of the amount due.
	LateCapMonthlyBP int64 = 500
)

// CostCapNotice is what the order details page says once a covered loan's
// charges have reached the total cost cap.
const CostCapNotice = "Charges on this loan have reached the legal cap (BSP Circular 1133); no more late interest is added."

// The caps' errors: the code names the cap; the message gives the figures.
const (
	CodeNominalCap   = "nominal_rate_cap"
	CodeEffectiveCap = "effective_rate_cap"
)

// Covered tells whether the cost caps cover a loan of market with terms:
// market "ph", principal at most ₱10,000.00, term at most 120 days.
func Covered(market string, t Terms) bool {
	return market == CapsMarket && t.Principal <= CoveredMaxPrincipal && t.TermDays <= CoveredMaxTermDays
}

// EffectiveCapBP is the EIR cap in basis points a month for a covered loan
// entered into on placedOn (a date): 15% (BSP Circular 1133) before April
// 1, 2026, 12% (SEC Memorandum Circular 14, 2025) from then.
func EffectiveCapBP(placedOn time.Time) int64 {
	if asDate(placedOn).Before(time.Date(2026, time.April, 1, 0, 0, 0, 0, time.UTC)) {
		return EffectiveCapBP1133
	}
	return EffectiveCapBPMC14
}

// CheckCaps prices terms (Plan) and refuses them with an *Error naming the
// cap (CodeNominalCap, CodeEffectiveCap) when a covered loan of market
// placed on placedOn would break the nominal or the effective cap. Loans
// the caps do not cover pass. A plan inside the effective cap costs at
// most 15% × 4 = 60% of the principal, so it is inside the total cost cap
// too; late charges and extensions are what can reach that one.
func CheckCaps(market string, t Terms, placedOn time.Time) error {
	if !Covered(market, t) {
		return nil
	}
	plan, err := Plan(t, placedOn)
	if err != nil {
		return err
	}
	return checkCaps(market, t, plan, placedOn)
}

// checkCaps is CheckCaps on a plan already made from t.
func checkCaps(market string, t Terms, plan Schedule, placedOn time.Time) error {
	if !Covered(market, t) {
		return nil
	}
	money := MoneyFor(market, false)
	if monthly := mul(t.DailyRatePPM, CapMonthDays); monthly > NominalCapMonthlyPPM {
		return &Error{Code: CodeNominalCap, Field: "dailyRatePPM", Message: "The interest rate, " + fixed(monthly, 4, 2) +
			"% a month (" + DailyRate(t.DailyRatePPM) + " a day), is above the 6% a month that BSP Circular 1133 allows on a loan of " +
			money.Short(CoveredMaxPrincipal) + " or less for 4 months or less."}
	}
	pd := principalDays(plan)
	capBP := EffectiveCapBP(placedOn)
	if allowed := mulDivDown(pd, capBP, CapMonthDays*10_000); plan.TotalCost > allowed {
		rule := "BSP Circular 1133"
		if capBP == EffectiveCapBPMC14 {
			rule = "BSP Circular 1133 as recalibrated by SEC Memorandum Circular 14 (2025)"
		}
		return &Error{Code: CodeEffectiveCap, Field: "serviceFee", Message: "Interest and fees of " + money.Format(plan.TotalCost) +
			" on " + money.Format(t.Principal) + " for " + strconv.Itoa(t.TermDays) + " days come to " +
			fixed(mulDiv(plan.TotalCost, CapMonthDays*ppm, pd), 4, 2) + "% a month, above the effective interest rate of " +
			WholePercent(capBP) + " a month that " + rule + " allows on a loan of " + money.Short(CoveredMaxPrincipal) +
			" or less for 4 months or less: at most " + money.Format(allowed) + "."}
	}
	return nil
}

// CheckProductCaps checks a product at every amount it lends that the caps
// cover (from MinAmount in AmountSteps, every centavo when it has no step,
// up to ₱10,000.00) for a loan placed on placedOn, and returns the first
// amount's error, its message naming the product and the amount. A product
// of another market, or lending for more than 120 days or only above
// ₱10,000.00, passes: the caps do not cover it. For operators and the demo
// world; it makes one Plan per amount (at most a million).
func CheckProductCaps(p Product, placedOn time.Time) error {
	if p.Market != CapsMarket || p.TermDays > CoveredMaxTermDays {
		return nil
	}
	step := p.AmountStep
	if step <= 0 {
		step = 1
	}
	money := MoneyFor(p.Market, false)
	for amount := p.MinAmount; amount <= min(p.MaxAmount, CoveredMaxPrincipal); amount += step {
		if amount <= 0 {
			continue
		}
		if err := CheckCaps(p.Market, p.Terms(amount, p.TermDays), placedOn); err != nil {
			if e := (*Error)(nil); errors.As(err, &e) {
				return &Error{Code: e.Code, Field: e.Field, Message: p.Name + ", " + money.Format(amount) + ": " + e.Message}
			}
			return err
		}
	}
	return nil
}

// CoveredProductExample is a product the caps cover at every amount it
// lends, priced at the nominal cap and inside the effective cap under both
// circulars: ₱1,000 to ₱10,000 in ₱500 steps, one payment after 120 days,
// 0.2% a day (6% a month), a ₱200.00 service fee, no extension. Its EIR is
// 11% a month at ₱1,000.00 and 6.5% at ₱10,000.00 (12% and 15% allowed).
//
// For the demo world's order that has reached the cap: a ₱10,000.00 loan of
// it owes ₱12,600.00 on day 120; overdue, it is charged the 5% allowance
// (₱630.00) at the start of every 30-day month, the first as the penalty,
// until the total cost reaches the ₱10,000.00 principal on its 332nd day
// overdue (₱7,400.00 of late charges). A loan of it disbursed 120 + 340
// days before the demo's now is at the cap (caps_test.go checks the day).
func CoveredProductExample() Product {
	return Product{
		Name: "Kwarta Mini", Description: "A small loan with one payment, priced within the legal caps",
		MinAmount: 100_000, MaxAmount: 1_000_000, AmountStep: 50_000, TermDays: 120, Instalments: 1,
		DailyRatePPM: MaxCoveredDailyRatePPM, ServiceFee: 20_000, Market: CapsMarket, Currency: "PHP",
		Tags: []string{"Legal cost cap", "One payment"}, ButtonText: "Apply now",
	}
}

// MonthlyLateLimit is how much late charge (penalty and late interest
// together) an instalment with unpaid principal, interest and fees of
// unpaid may have been charged by its daysLate-th day overdue: 5% of unpaid
// per started 30-day month (days 1..30 one month, 31..60 two, ...), rounded
// down. Zero before the first day overdue.
func MonthlyLateLimit(unpaid int64, daysLate int) int64 {
	if unpaid <= 0 || daysLate < 1 {
		return 0
	}
	months := int64((daysLate + CapMonthDays - 1) / CapMonthDays)
	return mulDivDown(unpaid, mul(LateCapMonthlyBP, months), 10_000)
}

// TotalCost is everything the loan has cost beyond the principal: the
// plan's interest and fees, the penalty, late interest, and extensions'
// fees and interest, paid or not. The total cost cap compares it with the
// principal.
func (o *Order) TotalCost() int64 {
	return add(add(add(o.Plan.TotalInterest, o.Plan.TotalFees), add(o.Penalty, o.LateInterest)),
		add(o.PaidExtensionFees, o.PaidExtensionInterest))
}

// CostCapped tells whether a covered loan's total cost has reached the
// total cost cap (the principal); with the caps applied no charge is added
// after that.
func (o *Order) CostCapped() bool {
	return Covered(o.Market, o.Terms) && o.TotalCost() >= o.Terms.Principal
}

// Caps applies the Philippine cost caps to the loans they cover when On
// (Service.costCaps): it limits a covered loan's penalty, late interest
// and extensions, and says so on its pages.
type Caps struct{ On bool }

// Caps is the service's cost caps.
func (s *Service) Caps() Caps { return Caps{On: s.costCaps} }

// Apply tells whether the caps apply to an order.
func (c Caps) Apply(o *Order) bool { return c.On && Covered(o.Market, o.Terms) }

// costRoom is what the total cost cap still allows, never below zero.
func (o *Order) costRoom() int64 { return max(0, o.Terms.Principal-o.TotalCost()) }

// lateRoom is what the caps still allow in late charges on day (a date):
// the late-charge allowance of the instalments overdue on that day less
// the penalty and late interest already charged, and never more than the
// total cost cap leaves.
func (o *Order) lateRoom(day time.Time, rem []Balance) int64 {
	var limit int64
	for i, b := range rem {
		if due := o.Plan.Instalments[i].DueDate; due.Before(day) {
			limit = add(limit, MonthlyLateLimit(b.Unpaid(), daysBetween(due, day)))
		}
	}
	return max(0, min(limit-add(o.Penalty, o.LateInterest), o.costRoom()))
}

// PenaltyFor is the one-time penalty an order falling overdue today is
// charged: the standard one, limited by the caps when they apply to what they
// allow on the first overdue day (the day after NextDue), even when it is
// charged later (a schedule run missed, or the demo world's past orders):
// the penalty the Key Fact Statement disclosed, and late interest fills
// the rest of the allowance.
func (c Caps) PenaltyFor(o *Order, today time.Time) int64 {
	p := Penalty(o.RepeatClient)
	if c.Apply(o) {
		day := today
		if first := addDays(o.NextDue, 1); !o.NextDue.IsZero() && first.Before(day) {
			day = first
		}
		p = min(p, o.lateRoom(day, o.Remaining()))
	}
	return p
}

// LateTerms are a loan's late charges as its Key Fact Statement and its
// agreement disclose them before it falls overdue, from the functions that
// apply them (PenaltyFor, MonthlyLateLimit, costRoom) to the loan with
// nothing paid yet.
type LateTerms struct {
	// Capped: the cost caps apply to the loan (Service.costCaps and Covered).
	Capped bool
	// PenaltyNew and PenaltyRepeat are the one-time penalty of a new and of
	// a repeat client: PenaltyFor on the day after the first due date. It
	// is the most a payment falling overdue can be charged (a part-payment
	// lowers the caps' allowance, and with it a capped penalty).
	PenaltyNew, PenaltyRepeat int64
	// Under the caps: LateBase is the first instalment's principal,
	// interest and fees (what is overdue when it is missed) and LateMonthly
	// the late charges, penalty included, that each started 30-day month
	// allows on it (MonthlyLateLimit). CostLimit is the principal, which
	// the total cost never exceeds; CostRoom is what penalty, late interest
	// and extensions may add to the plan's interest and fees (costRoom).
	LateBase, LateMonthly, CostLimit, CostRoom int64
}

// LateTerms is LateTerms for a loan of market with terms t and plan.
func (c Caps) LateTerms(market string, t Terms, plan Schedule) LateTerms {
	o := Order{Market: market, Terms: t, Plan: plan}
	lt := LateTerms{Capped: c.Apply(&o)}
	if len(plan.Instalments) == 0 {
		return lt
	}
	o.NextDue = plan.Instalments[0].DueDate
	firstLateDay := addDays(o.NextDue, 1)
	lt.PenaltyNew = c.PenaltyFor(&o, firstLateDay)
	o.RepeatClient = true
	lt.PenaltyRepeat = c.PenaltyFor(&o, firstLateDay)
	if lt.Capped {
		lt.LateBase = o.Remaining()[0].Unpaid()
		lt.LateMonthly = MonthlyLateLimit(lt.LateBase, 1)
		lt.CostLimit, lt.CostRoom = t.Principal, o.costRoom()
	}
	return lt
}

// Extension lowers an extension's interest, then its fee, to what the
// total cost cap leaves, when the caps apply; ok is false when the capped
// extension would cost nothing and settle nothing (it is refused).
func (c Caps) Extension(o *Order, q ExtensionQuote) (ExtensionQuote, bool) {
	if !c.Apply(o) {
		return q, true
	}
	room := o.costRoom()
	q.Interest = min(q.Interest, room)
	q.Fee = min(q.Fee, room-q.Interest)
	q.Total = q.Balance().Total()
	return q, q.Total > 0
}

// Notice is the order details banner's text under the caps: an
// overdue covered loan says how late charges are limited, and one at the
// total cost cap says so (CostCapNotice).
func (c Caps) Notice(o *Order, money Money, today time.Time, text string, dueNow int64) string {
	if !c.Apply(o) || !o.Status.InRepayment() {
		return text
	}
	late := "Your payment is " + Plural(o.OverdueDays(today), "day") + " late. "
	switch {
	case o.CostCapped() && o.Status == StatusOverdue:
		return late + CostCapNotice + " Please pay " + money.Format(dueNow) + "."
	case o.CostCapped():
		return text + " " + CostCapNotice
	case o.Status == StatusOverdue:
		return late + "Late charges, at most 5% a month of the amount overdue (BSP Circular 1133), are added until you pay " +
			money.Format(dueNow) + "."
	}
	return text
}

// principalDays is Σ (principal outstanding in period i × days of period
// i) of a plan: the principal the borrower holds, over time.
func principalDays(s Schedule) int64 {
	outstanding, pd := s.TotalPrincipal, int64(0)
	for _, in := range s.Instalments {
		pd = add(pd, mul(outstanding, int64(in.Days)))
		outstanding -= in.Principal
	}
	return pd
}

// mulDivDown returns a×b/d rounded down, for a, b ≥ 0 and d > 0: the
// rounding of the caps' limits. Like mulDiv it forms the product in 128
// bits and panics when the result does not fit.
func mulDivDown(a, b, d int64) int64 {
	if a < 0 || b < 0 || d <= 0 {
		panic("loan: mulDivDown operands out of range")
	}
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi >= uint64(d) {
		panic("loan: int64 overflow")
	}
	q, _ := bits.Div64(hi, lo, uint64(d))
	if q > math.MaxInt64 {
		panic("loan: int64 overflow")
	}
	return int64(q)
}
