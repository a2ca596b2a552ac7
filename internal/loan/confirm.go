package loan

import (
	"context"
	"strconv"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// Row is one label and value line the pages list: detail rows, key facts.
type Row struct {
	Text  string `json:"text"`
	Value string `json:"value"`
}

// PlanRow is one instalment as the confirmation page lists it.
type PlanRow struct {
	Description string `json:"description"` // "1st of 3 instalments"
	Title       string `json:"title"`       // what the instalment is made of
	Amount      string `json:"amount"`      // "₱7,726.65"
	AmountMinor int64  `json:"amountMinor"`
	PayTime     string `json:"pay_time"` // "Dec 2, 2026"
}

// TermUnitDays is the one term unit Kwarta lends in: periods count days.
const TermUnitDays = 1

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

// canApply refuses a product the borrower cannot apply for here: a
// partner's (applied for on the partner's page) or one with a loan in
// progress (one loan per product at a time).
func canApply(st standing, p Product) error {
	if p.Partner() {
		return fault.Newf(fault.CodeConflict, "%s is offered by a partner lender. Please apply on the partner's page.", p.Name)
	}
	if st.busy[p.ID] {
		err := fault.Newf(fault.CodeConflict, "You already have a %s loan in progress. You can apply again once it is repaid.", p.Name)
		err.Data = InProgress{OrderID: st.inProgress[p.ID], ProductID: p.ID}
		return err
	}
	return nil
}

// InProgress is the data of the refusal to confirm a loan on a product
// with one in progress: that loan, so the page can lead to it.
type InProgress struct {
	OrderID   int64 `json:"orderId"`
	ProductID int64 `json:"productId"`
}

// Offer is what a borrower is offered on a product: the largest amount of
// its range and steps, over its term. (A credit limit per borrower would
// lower the amount here.)
func (p Product) Offer(userID int64) Application {
	amount := p.MaxAmount
	if p.AmountStep > 0 {
		amount = p.MinAmount + (p.MaxAmount-p.MinAmount)/p.AmountStep*p.AmountStep
	}
	return Application{UserID: userID, ProductID: p.ID, Amount: amount, TermDays: p.TermDays}
}

// Confirm builds the confirmation page of a product for a borrower: the
// offer priced as if disbursed today. coinciding=1 pages show the rupee sign.
func (s *Service) Confirm(ctx context.Context, userID, productID int64, coinciding bool) (Confirmation, error) {
	p, err := ProductByID(ctx, s.DB, productID)
	if err != nil {
		return Confirmation{}, err
	}
	st, err := standingOf(ctx, s.DB, userID)
	if err != nil {
		return Confirmation{}, err
	}
	if err := canApply(st, p); err != nil {
		return Confirmation{}, err
	}
	offer := p.Offer(userID)
	_, plan, err := s.Quote(ctx, s.DB, offer)
	if err != nil {
		return Confirmation{}, err
	}
	repeat, returning := st.settled, st.hasOrders
	money := moneyFor(p.Market, coinciding)
	c := Confirmation{
		ProductID: p.ID, Amount: offer.Amount, AmountText: money.Format(offer.Amount),
		Periods: offer.TermDays, TermUnit: TermUnitDays,
		FirstPayTime: DisplayDay(plan.Instalments[0].DueDate), FirstPeriodDay: plan.Instalments[0].Days,
		PRateDsc:       "Interest " + DailyRate(p.DailyRatePPM) + " a day",
		ComProductLogo: p.LogoURL, ComProductName: p.Name, ButtonText: p.ButtonText,
		PromoTitle: p.PromoTitle, PromoText: p.PromoText,
		APR: Percent(plan.APRBasisPoints),
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
			Description: ordinal(in.Number) + " of " + strconv.Itoa(n) + " instalments",
			Title:       title, Amount: money.Format(in.Total), AmountMinor: in.Total, PayTime: DisplayDay(in.DueDate),
		})
	}
	terms := p.Terms(offer.Amount, offer.TermDays)
	c.KeyFacts = keyFacts(terms, plan, repeat, s.lateTermsOf(p.Market, terms, plan), money, s.prepayFrom(p.TermDays))
	return c, nil
}

// prepayFrom is the first date a loan disbursed today may be repaid in full.
func (s *Service) prepayFrom(termDays int) string {
	_, from := CanPrepay(s.Clock.Now(), s.Clock.Now(), termDays, s.loc())
	return DisplayDay(from)
}

// keyFacts is the Key Fact Statement: every figure of a loan's cost, from
// its terms and plan; repeat tells whether the borrower is a repeat client
// now (the lower penalty), late how the loan's late charges are disclosed
// (lateTermsOf: under the cost caps, the capped figures).
func keyFacts(t Terms, plan Schedule, repeat bool, late lateTerms, money Money, prepayFrom string) []Row {
	lateInterest := wholePercent(LateRateDays1To30BP) + " a day of the unpaid amount for days 1 to 30 late, " +
		wholePercent(LateRateDays31To90BP) + " for days 31 to 90, " + wholePercent(LateRateFromDay91BP) + " from day 91"
	if late.Capped {
		lateInterest = "Added daily on the unpaid amount, but the penalty and late interest together are at most " +
			wholePercent(LateCapMonthlyBP) + " a month of the amount overdue (BSP Circular 1133): at most " + money.Format(late.LateMonthly) +
			" for each 30-day month, or part of one, that " + lateBaseName(plan, late, money) + " stays unpaid"
		if len(plan.Instalments) > 1 {
			lateInterest += ", and " + wholePercent(LateCapMonthlyBP) + " of each other instalment likewise"
		}
	}
	rows := []Row{
		{"Annual percentage rate (APR)", Percent(plan.APRBasisPoints)},
		{"Amount you receive", money.Format(plan.TotalPrincipal)},
		{"Interest", money.Format(plan.TotalInterest) + " (" + DailyRate(t.DailyRatePPM) + " a day on the principal you still hold)"},
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
func lateBaseName(plan Schedule, late lateTerms, money Money) string {
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
func penaltyFact(late lateTerms, repeat bool, money Money) string {
	limited := func(charged, seed int64) string {
		if charged < seed {
			return ", the " + money.Format(seed) + " penalty limited by the " + wholePercent(LateCapMonthlyBP) + " a month cap on late charges"
		}
		return ""
	}
	if repeat {
		return "At most " + money.Format(late.PenaltyRepeat) + ", once, when a payment first falls overdue (your repeat-client rate" +
			limited(late.PenaltyRepeat, Penalty(true)) + ")"
	}
	if late.PenaltyNew == late.PenaltyRepeat {
		return "At most " + money.Format(late.PenaltyNew) + ", once, when a payment first falls overdue (the " + money.Format(Penalty(false)) +
			" penalty, " + money.Format(Penalty(true)) + " for a repeat client, limited by the " + wholePercent(LateCapMonthlyBP) + " a month cap on late charges)"
	}
	return "At most " + money.Format(late.PenaltyNew) + ", once, when a payment first falls overdue" + limited(late.PenaltyNew, Penalty(false)) +
		"; " + money.Format(late.PenaltyRepeat) + " if another loan of yours is repaid in full before that payment's first overdue day begins (the repeat-client rate" +
		limited(late.PenaltyRepeat, Penalty(true)) + ")"
}

// extensionFact is the Key Fact Statement's extension: what moving the due
// dates costs. The interest runs on all the principal still owed on the
// loan, since every later instalment moves too.
func extensionFact(t Terms, late lateTerms, money Money) string {
	if t.ExtensionDays <= 0 {
		return "Not offered for this loan"
	}
	days := strconv.Itoa(t.ExtensionDays)
	s := "Move your next due date and every later one by " + days + " days for a " + money.Format(t.ExtensionFee) + " fee, plus " + days +
		" days' interest at " + DailyRate(t.DailyRatePPM) + " a day on all the principal you still owe on the loan, plus any penalty and late interest then owed (the extension settles them)"
	if late.Capped {
		s += "; under the total cost cap the interest, then the fee, are lowered to what the cap leaves"
	}
	return s
}

// Push is loan-detail-push: the borrower confirms the loan on the
// confirmation page and an order is placed (151, under review).
func (s *Service) Push(ctx context.Context, userID, productID, amount int64, periods, termUnit int) (Order, error) {
	if termUnit != TermUnitDays {
		return Order{}, fault.Field("termUnit", "The term unit must be 1 (days).")
	}
	var o Order
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		p, err := ProductByID(ctx, tx, productID)
		if err != nil {
			return err
		}
		a := Application{UserID: userID, ProductID: productID, Amount: amount, TermDays: periods}
		// An identical tap moments ago returns the order it made.
		if prev, ok, err := recentSame(ctx, tx, a, s.Clock.Now()); err != nil || ok {
			o = prev
			return err
		}
		st, err := standingOf(ctx, tx, userID)
		if err != nil {
			return err
		}
		if err := canApply(st, p); err != nil {
			return err
		}
		o, err = s.Place(ctx, tx, a)
		return err
	})
	if store.IsUniqueViolation(err) {
		// Another tap placed the loan meanwhile (orders_one_in_progress):
		// answer its order when it is the same application.
		if prev, ok, rerr := recentSame(ctx, s.DB, Application{UserID: userID, ProductID: productID, Amount: amount, TermDays: periods}, s.Clock.Now()); rerr != nil || ok {
			return prev, rerr
		}
		return Order{}, fault.New(fault.CodeConflict, "You already have a loan with this product in progress. You can apply again once it is repaid.")
	}
	return o, err
}

// DetailsPagePath is the web app's order details page, which the
// confirmation page opens on success (lendDetailsUrl).
const DetailsPagePath = "/loanDetail"

// DetailsURL is the order details page of an order, without the session query.
func DetailsURL(o Order) string {
	return DetailsPagePath + "?productId=" + strconv.FormatInt(o.ProductID, 10) + "&orderId=" + strconv.FormatInt(o.ID, 10)
}
