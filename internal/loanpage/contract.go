package loanpage

import (
	"bytes"
	"context"
	"embed"
	"html/template"
	"kwarta/internal/loan"
	"net/url"
	"strconv"

	"kwarta/internal/content"
	"kwarta/internal/fault"
	"kwarta/internal/market"
)

// SceneConfirm is the agreement scene of the loan confirmation page (agreement
// scene 3), the one scene Kwarta has documents for.
const SceneConfirm = 3

// Agreement is one document of a scene as the confirmation page lists it;
// contract-jump gives its address.
type Agreement struct {
	Title    string `json:"title"`
	Position int    `json:"position"`
}

// documents are scene 3's agreements in their order (position = index + 1).
var documents = []struct{ title, file string }{
	{"Loan Agreement", "loan-agreement.html"},
	{"Key Fact Statement", "key-facts.html"},
	{"Consent to Data Processing and Credit Checks", "consent.html"},
}

//go:embed contracts/*.html
var contractFiles embed.FS

var contractTemplates = template.Must(template.New("").Funcs(template.FuncMap{
	"inc": func(i int) int { return i + 1 },
}).ParseFS(contractFiles, "contracts/*.html"))

// AgreementList is the agreements of a scene, in order.
func AgreementList(scene int) ([]Agreement, error) {
	if scene != SceneConfirm {
		return nil, fault.Field("scene", "There are no agreements for scene "+strconv.Itoa(scene)+".")
	}
	out := make([]Agreement, len(documents))
	for i, d := range documents {
		out[i] = Agreement{Title: d.title, Position: i + 1}
	}
	return out, nil
}

// ContractPath is where the API serves a filled-in agreement (below /medium).
const ContractPath = "/v3/contract/document"

// ContractURL is the address of an agreement filled with the borrower's
// figures: an order's when OrderID is set, else the product's offer, in the
// rupee sign when the page asked for it. The page adds the session query
// before framing it.
func ContractURL(r ContractRequest) string {
	q := url.Values{"productId": {strconv.FormatInt(r.ProductID, 10)}, "scene": {strconv.Itoa(SceneConfirm)}, "position": {strconv.Itoa(r.Position)}}
	if r.OrderID > 0 {
		q.Set("orderId", strconv.FormatInt(r.OrderID, 10))
	}
	if r.Coinciding {
		q.Set("coinciding", "1")
	}
	return "/medium" + ContractPath + "?" + q.Encode()
}

// ContractRequest names one agreement for one borrower.
type ContractRequest struct {
	UserID, ProductID, OrderID int64
	Scene, Position            int
	Coinciding                 bool
}

func (r ContractRequest) document() (string, string, error) {
	if r.Scene != SceneConfirm {
		return "", "", fault.Field("scene", "There are no agreements for scene "+strconv.Itoa(r.Scene)+".")
	}
	if r.Position < 1 || r.Position > len(documents) {
		return "", "", fault.Field("position", "There is no agreement at position "+strconv.Itoa(r.Position)+".")
	}
	d := documents[r.Position-1]
	return d.title, d.file, nil
}

// ContractJump is contract-jump: the address of one agreement, after
// checking the product, the position and that the order is the borrower's.
func (s *Service) ContractJump(ctx context.Context, r ContractRequest) (string, error) {
	if _, _, err := r.document(); err != nil {
		return "", err
	}
	if _, err := s.contractFigures(ctx, r); err != nil {
		return "", err
	}
	return ContractURL(r), nil
}

// contractView is what an agreement template reads.
type contractView struct {
	Title       string
	Lender      content.Company
	Borrower    string
	Phone       string
	Date        string
	OrderNo     string
	Product     string
	Amount      string
	TermDays    int
	Instalments int
	DailyRate   string
	APR         string
	Interest    string
	ServiceFee  string
	TotalCost   string
	Total       string
	Plan        []PlanRow
	KeyFacts    []Row
	PenaltyNew  string
	PenaltyOld  string
	LateEarly   string
	LateMid     string
	LateLong    string
	// Capped: the Philippine cost caps apply to this loan (Caps.LateTerms);
	// the Cap fields are then its capped figures.
	Capped           bool
	CapLaw           string // the caps' rule and its scope
	CapPenaltyNew    string // the most penalty, new and repeat client
	CapPenaltyOld    string
	CapLatePercent   string // 5%
	CapLateMonthly   string // the late charges a month allows on CapLateBase
	CapLateBase      string // the 1st instalment's principal, interest and fees
	CapLateBaseIsAll bool   // CapLateBase is the loan's one payment
	CapCostLimit     string // the principal
	CapCostRoom      string // what late charges and extensions may add
	ExtensionDays    int
	ExtensionFee     string
	PrepayFrom       string
	DueWindow        string // "3 days": how early before its due date an instalment is due now
	// Disbursed: the plan's dates are the loan's own; before disbursement
	// they are shown as if the money went out today.
	Disbursed bool
	Citizen   string
	Laws      []string
	Regulator string
}

// figures is a loan as an agreement describes it: an order's (its own
// copied terms, plan and penalty class), or an offer's.
type figures struct {
	product loan.Product
	order   *loan.Order
	terms   loan.Terms
	plan    loan.Schedule
	repeat  bool
}

func (s *Service) contractFigures(ctx context.Context, r ContractRequest) (figures, error) {
	if r.OrderID > 0 {
		o, err := loan.OrderOf(ctx, s.db, r.UserID, r.OrderID)
		if err != nil {
			return figures{}, err
		}
		if r.ProductID != 0 && r.ProductID != o.ProductID {
			return figures{}, fault.Field("productId", "This order is not for that product.")
		}
		p, err := loan.ProductOfOrder(ctx, s.db, o.ProductID)
		if err != nil {
			return figures{}, err
		}
		return figures{product: p, order: &o, terms: o.Terms, plan: o.Plan, repeat: o.RepeatClient}, nil
	}
	p, err := loan.ProductByID(ctx, s.db, r.ProductID)
	if err != nil {
		return figures{}, err
	}
	offer := p.Offer(r.UserID)
	_, plan, err := s.loans.Quote(ctx, s.db, offer)
	if err != nil {
		return figures{}, err
	}
	st, err := loan.StandingOf(ctx, s.db, r.UserID)
	return figures{product: p, terms: p.Terms(offer.Amount, offer.TermDays), plan: plan, repeat: st.Settled}, err
}

// RenderContract writes one agreement as a page, filled with the lender's
// details and the borrower's figures.
func (s *Service) RenderContract(ctx context.Context, r ContractRequest) ([]byte, error) {
	title, file, err := r.document()
	if err != nil {
		return nil, err
	}
	f, err := s.contractFigures(ctx, r)
	if err != nil {
		return nil, err
	}
	u, err := s.users.UserByID(ctx, r.UserID)
	if err != nil {
		return nil, err
	}
	company, err := s.company(ctx)
	if err != nil {
		return nil, err
	}
	p, terms, plan := f.product, f.terms, f.plan
	money := loan.MoneyFor(p.Market, r.Coinciding)
	v := contractView{
		Title: title, Lender: company, Borrower: u.Name, Phone: market.MaskPhone(u.Phone),
		Date: loan.DisplayDay(loan.CalendarDate(s.loans.Calendar().Now, s.loans.Calendar().Loc)), OrderNo: "not yet assigned",
		Product: p.Name, Amount: money.Format(plan.TotalPrincipal), TermDays: terms.TermDays, Instalments: len(plan.Instalments),
		DailyRate: loan.DailyRate(terms.DailyRatePPM), APR: loan.Percent(plan.APRBasisPoints), Interest: money.Format(plan.TotalInterest),
		ServiceFee: money.Format(plan.TotalFees), TotalCost: money.Format(plan.TotalCost), Total: money.Format(plan.TotalRepayable),
		PenaltyNew: money.Format(loan.PenaltyNewClient), PenaltyOld: money.Format(loan.PenaltyRepeatClient),
		LateEarly: loan.WholePercent(loan.LateRateDays1To30BP), LateMid: loan.WholePercent(loan.LateRateDays31To90BP), LateLong: loan.WholePercent(loan.LateRateFromDay91BP),
		PrepayFrom: s.prepayFrom(terms.TermDays), DueWindow: loan.Plural(s.loans.Calendar().Window, "day"),
	}
	if v.Borrower == "" {
		v.Borrower = "the borrower registered with " + v.Phone
	}
	if f.order != nil {
		v.OrderNo = f.order.No
		if !f.order.DisbursedAt.IsZero() {
			_, from := loan.CanPrepay(f.order.DisbursedAt, f.order.DisbursedAt, f.order.Terms.TermDays, s.loans.Calendar().Loc)
			v.PrepayFrom = loan.DisplayDay(from)
		}
	}
	v.ExtensionDays, v.ExtensionFee = terms.ExtensionDays, money.Format(terms.ExtensionFee)
	marketCode := p.Market
	if f.order != nil {
		marketCode = f.order.Market
	}
	late := s.loans.Caps().LateTerms(marketCode, terms, plan)
	if late.Capped {
		v.Capped, v.CapLatePercent = true, loan.WholePercent(loan.LateCapMonthlyBP)
		v.CapLaw = "BSP Circular No. 1133 (2021), applied to lending companies by SEC Memorandum Circular No. 3 (2022), for loans of " +
			money.Short(loan.CoveredMaxPrincipal) + " or less and " + strconv.Itoa(loan.CoveredMaxTermDays) + " days or less"
		v.CapPenaltyNew, v.CapPenaltyOld = money.Format(late.PenaltyNew), money.Format(late.PenaltyRepeat)
		v.CapLateMonthly, v.CapLateBase, v.CapLateBaseIsAll = money.Format(late.LateMonthly), money.Format(late.LateBase), len(plan.Instalments) == 1
		v.CapCostLimit, v.CapCostRoom = money.Format(late.CostLimit), money.Format(late.CostRoom)
	}
	for _, in := range plan.Instalments {
		v.Plan = append(v.Plan, PlanRow{Description: loan.Ordinal(in.Number), Amount: money.Format(in.Total), AmountMinor: in.Total,
			PayTime: loan.DisplayDay(in.DueDate), Title: "Principal " + money.Format(in.Principal) + ", interest " + money.Format(in.Interest) +
				", fees " + money.Format(in.Fees)})
	}
	v.KeyFacts = keyFacts(terms, plan, f.repeat, late, money, v.PrepayFrom)
	v.Disbursed = f.order != nil && !f.order.DisbursedAt.IsZero()
	v.Citizen, v.Regulator, v.Laws = lawOf(p.Market)
	var b bytes.Buffer
	if err := contractTemplates.ExecuteTemplate(&b, file, v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// lawOf names who may borrow and the rules a market's agreements follow.
func lawOf(marketCode string) (citizen, regulator string, laws []string) {
	switch marketCode {
	case "in":
		return "an Indian citizen", "the Reserve Bank of India",
			[]string{"the Reserve Bank of India (Digital Lending) Directions, 2025", "the Digital Personal Data Protection Act, 2023"}
	case "cn":
		return "a citizen", "the lending regulator", []string{"the laws of the lender's place of business"}
	}
	return "a Filipino citizen", "the Securities and Exchange Commission",
		[]string{"the Truth in Lending Act (Republic Act No. 3765)", "the Lending Company Regulation Act of 2007 (Republic Act No. 9474)",
			"the Financial loan.Products and Services Consumer Protection Act (Republic Act No. 11765)", "the Data Privacy Act of 2012 (Republic Act No. 10173)"}
}
