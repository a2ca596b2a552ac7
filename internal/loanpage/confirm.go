package loanpage

import (
	"context"
	"strconv"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
)

// PlanRow is one instalment as the confirmation page lists it.
type PlanRow struct {
	Description string `json:"description"` // "1st of 3 instalments"
	Title       string `json:"title"`       // what the instalment is made of
	Amount      string `json:"amount"`      // "₱7,726.65"
	AmountMinor int64  `json:"amountMinor"`
	PayTime     string `json:"pay_time"` // "Dec 2, 2026"
}

// RetentionTitle is the exit-retention popup's title.
const RetentionTitle = "Point out"

// Confirmation is the loan confirmation page's data, and the
// Key Fact Statement a borrower reads before Next: APR, total cost, every fee and penalty.
type Confirmation struct {
	ProductID       int64     `json:"productId"`
	Amount          int64     `json:"amount"` // minor units, sent back by loan-detail-push
	AmountText      string    `json:"amountText"`
	Periods         int       `json:"periods"`  // the term, counted in TermUnit
	TermUnit        int       `json:"termUnit"` // 1: days
	Details         []Row     `json:"details"`
	RepayPlans      []PlanRow `json:"repay_plans"`
	FirstPayTime    string    `json:"firstPayTime"`
	FirstPeriodDay  int       `json:"firstPeriodDay"`
	PRateDsc        string    `json:"pRateDsc"`
	SendSms         int       `json:"sendSms"`   // 0: Next needs no SMS code
	IsPopType       int       `json:"isPopType"` // 1: leaving asks the borrower to stay
	PopTitle        string    `json:"popTitle"`
	PopContent      string    `json:"popContent"`
	PopAgreementURL string    `json:"popAgreementUrl"` // non-empty: the agreement opens by itself
	ComProductLogo  string    `json:"comProductLogo"`
	ComProductName  string    `json:"comProductName"`
	ButtonText      string    `json:"buttonText"`
	PromoTitle      string    `json:"promoTitle"`
	PromoText       string    `json:"promoText"`
	APR             string    `json:"apr"`
	KeyFacts        []Row     `json:"keyFacts"`
}

// Confirm builds the confirmation page of a product for a borrower: the
// offer priced as if disbursed today. coinciding=1 pages show the rupee sign.
func (s *Service) Confirm(ctx context.Context, userID, productID int64, coinciding bool) (Confirmation, error) {
	p, err := loan.ProductByID(ctx, s.db, productID)
	if err != nil {
		return Confirmation{}, err
	}
	st, err := loan.StandingOf(ctx, s.db, userID)
	if err != nil {
		return Confirmation{}, err
	}
	if err := loan.CanApply(st, p); err != nil {
		return Confirmation{}, err
	}
	if until, err := s.decisions.WaitUntil(ctx, s.db, userID); err != nil {
		return Confirmation{}, err
	} else if !until.IsZero() {
		return Confirmation{}, fault.New(fault.CodeConflict, "Your last application was declined. You may apply again from "+loan.DisplayDay(until)+".")
	}
	limit, err := s.loans.Limit(ctx, s.db, st)
	if err != nil {
		return Confirmation{}, err
	}
	money := loan.MoneyFor(p.Market, coinciding)
	offer, err := p.OfferWithin(userID, limit, money)
	if err != nil {
		return Confirmation{}, err
	}
	_, plan, err := s.loans.Quote(ctx, s.db, offer)
	if err != nil {
		return Confirmation{}, err
	}
	repeat, returning := st.Settled, st.HasOrders
	c := Confirmation{
		ProductID: p.ID, Amount: offer.Amount, AmountText: money.Format(offer.Amount),
		Periods: offer.TermDays, TermUnit: loan.TermUnitDays,
		FirstPayTime: loan.DisplayDay(plan.Instalments[0].DueDate), FirstPeriodDay: plan.Instalments[0].Days,
		PRateDsc:       "Interest " + loan.DailyRate(p.DailyRatePPM) + " a day",
		ComProductLogo: p.LogoURL, ComProductName: p.Name, ButtonText: p.ButtonText,
		PromoTitle: p.PromoTitle, PromoText: p.PromoText,
		APR: loan.Percent(plan.APRBasisPoints),
	}
	if p.RetentionPopup {
		c.IsPopType, c.PopTitle = 1, RetentionTitle
		c.PopContent = "You are one step away from receiving " + c.AmountText + ". Do you want to stay and finish your application?"
	}
	if !returning {
		// A first loan: the loan agreement opens by itself before Next.
		c.PopAgreementURL = ContractURL(ContractRequest{ProductID: p.ID, Scene: SceneConfirm, Position: 1, Coinciding: coinciding})
	}
	n := len(plan.Instalments)
	c.Details = []Row{
		{"Loan amount", money.Format(offer.Amount)},
		{"Term", strconv.Itoa(offer.TermDays) + " days"},
		{"Instalments", strconv.Itoa(n)},
		{"Interest", money.Format(plan.TotalInterest)},
		{"Service fee", money.Format(plan.TotalFees)},
		{"Total to repay", money.Format(plan.TotalRepayable)},
		{"You receive", money.Format(offer.Amount)},
	}
	for _, in := range plan.Instalments {
		title := "Principal " + money.Format(in.Principal) + " + interest " + money.Format(in.Interest)
		if in.Fees > 0 {
			title += " + service fee " + money.Format(in.Fees)
		}
		c.RepayPlans = append(c.RepayPlans, PlanRow{
			Description: loan.Ordinal(in.Number) + " of " + strconv.Itoa(n) + " instalments",
			Title:       title, Amount: money.Format(in.Total), AmountMinor: in.Total, PayTime: loan.DisplayDay(in.DueDate),
		})
	}
	terms := p.Terms(offer.Amount, offer.TermDays)
	c.KeyFacts = keyFacts(terms, plan, repeat, s.loans.Caps().LateTerms(p.Market, terms, plan), money, s.prepayFrom(p.TermDays))
	return c, nil
}

// prepayFrom is the first date a loan disbursed today may be repaid in full.
func (s *Service) prepayFrom(termDays int) string {
	cal := s.loans.Calendar()
	_, from := loan.CanPrepay(cal.Now, cal.Now, termDays, cal.Loc)
	return loan.DisplayDay(from)
}

// keyFacts is the Key Fact Statement: every figure of a loan's cost, from
// its terms and plan; repeat tells whether the borrower is a repeat client
// now (the lower penalty), late how the loan's late charges are disclosed
// (Caps.LateTerms: under the cost caps, the capped figures).
func keyFacts(t loan.Terms, plan loan.Schedule, repeat bool, late loan.LateTerms, money loan.Money, prepayFrom string) []Row {
	lateInterest := loan.WholePercent(loan.LateRateDays1To30BP) + " a day of the unpaid amount for days 1 to 30 late, " +
		loan.WholePercent(loan.LateRateDays31To90BP) + " for days 31 to 90, " + loan.WholePercent(loan.LateRateFromDay91BP) + " from day 91"
	if late.Capped {
		lateInterest = "Added daily on the unpaid amount, but the penalty and late interest together are at most " +
			loan.WholePercent(loan.LateCapMonthlyBP) + " a month of the amount overdue (BSP Circular 1133): at most " + money.Format(late.LateMonthly) +
			" for each 30-day month, or part of one, that " + lateBaseName(plan, late, money) + " stays unpaid"
		if len(plan.Instalments) > 1 {
			lateInterest += ", and " + loan.WholePercent(loan.LateCapMonthlyBP) + " of each other instalment likewise"
		}
	}
	rows := []Row{
		{"Annual percentage rate (APR)", loan.Percent(plan.APRBasisPoints)},
		{"Amount you receive", money.Format(plan.TotalPrincipal)},
		{"Interest", money.Format(plan.TotalInterest) + " (" + loan.DailyRate(t.DailyRatePPM) + " a day on the principal you still hold)"},
		{"Service fee", money.Format(plan.TotalFees) + " (paid with the 1st instalment; nothing is deducted from the amount you receive)"},
		{"Total cost of the loan", money.Format(plan.TotalCost)},
		{"Total to repay", money.Format(plan.TotalRepayable)},
		{"Late interest", lateInterest},
		{"Default penalty", penaltyFact(late, repeat, money)},
	}
	if late.Capped {
		rows = append(rows, Row{"Total cost cap", "Interest, fees, the penalty, late interest and extensions together never exceed the " +
			money.Format(late.CostLimit) + " lent: at most " + money.Format(late.CostRoom) + " more than the " + money.Format(plan.TotalCost) +
			" above, however late you pay"})
	}
	return append(rows,
		Row{"Extension", extensionFact(t, late, money)},
		Row{"Early repayment", "Allowed in full from " + prepayFrom + " (after half the term and at least 7 days after disbursement)"},
	)
}

// lateBaseName names the amount whose lateness late.LateMonthly is the
// monthly limit of: the one payment, or the 1st instalment.
func lateBaseName(plan loan.Schedule, late loan.LateTerms, money loan.Money) string {
	if len(plan.Instalments) == 1 {
		return "the " + money.Format(late.LateBase) + " payment"
	}
	return "the 1st instalment (" + money.Format(late.LateBase) + ")"
}

// penaltyFact is the Key Fact Statement's penalty: the most a payment
// falling overdue can be charged. Whether the borrower is a repeat client
// is judged when the penalty is charged: a borrower with another loan
// repaid in full before the first overdue day begins pays the repeat
// client's penalty, so a new client is shown both figures.
func penaltyFact(late loan.LateTerms, repeat bool, money loan.Money) string {
	limited := func(charged, seed int64) string {
		if charged < seed {
			return ", the " + money.Format(seed) + " penalty limited by the " + loan.WholePercent(loan.LateCapMonthlyBP) + " a month cap on late charges"
		}
		return ""
	}
	if repeat {
		return "At most " + money.Format(late.PenaltyRepeat) + ", once, when a payment first falls overdue (your repeat-client rate" +
			limited(late.PenaltyRepeat, loan.Penalty(true)) + ")"
	}
	if late.PenaltyNew == late.PenaltyRepeat {
		return "At most " + money.Format(late.PenaltyNew) + ", once, when a payment first falls overdue (the " + money.Format(loan.Penalty(false)) +
			" penalty, " + money.Format(loan.Penalty(true)) + " for a repeat client, limited by the " + loan.WholePercent(loan.LateCapMonthlyBP) + " a month cap on late charges)"
	}
	return "At most " + money.Format(late.PenaltyNew) + ", once, when a payment first falls overdue" + limited(late.PenaltyNew, loan.Penalty(false)) +
		"; " + money.Format(late.PenaltyRepeat) + " if another loan of yours is repaid in full before that payment's first overdue day begins (the repeat-client rate" +
		limited(late.PenaltyRepeat, loan.Penalty(true)) + ")"
}

// extensionFact is the Key Fact Statement's extension: what moving the due
// dates costs. The interest runs on all the principal still owed on the
// loan, since every later instalment moves too.
func extensionFact(t loan.Terms, late loan.LateTerms, money loan.Money) string {
	if t.ExtensionDays <= 0 {
		return "Not offered for this loan"
	}
	days := strconv.Itoa(t.ExtensionDays)
	s := "Move your next due date and every later one by " + days + " days for a " + money.Format(t.ExtensionFee) + " fee, plus " + days +
		" days' interest at " + loan.DailyRate(t.DailyRatePPM) + " a day on all the principal you still owe on the loan, plus any penalty and late interest then owed (the extension settles them)"
	if late.Capped {
		s += "; under the total cost cap the interest, then the fee, are lowered to what the cap leaves"
	}
	return s
}

// DetailsPagePath is the web app's order details page, which the
// confirmation page opens on success (lendDetailsUrl).
const DetailsPagePath = "/loanDetail"

// DetailsURL is the order details page of an order, without the session query.
func DetailsURL(o loan.Order) string {
	return DetailsPagePath + "?productId=" + strconv.FormatInt(o.ProductID, 10) + "&orderId=" + strconv.FormatInt(o.ID, 10)
}

// FailurePagePath is the web app's failure page, which a rejected
// application opens with its order (DeclinedNotice).
const FailurePagePath = "/error"

// PushedURL is where Next leads once the order is placed: its details
// page, or the failure page when the credit policy rejected it.
func PushedURL(o loan.Order) string {
	if o.Status == loan.StatusRejected {
		return FailurePagePath + "?productId=" + strconv.FormatInt(o.ProductID, 10) + "&orderId=" + strconv.FormatInt(o.ID, 10)
	}
	return DetailsURL(o)
}
