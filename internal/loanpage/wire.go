package loanpage

// The wire-name table. Loan confirmation variant 2 and the recommendation
// calls use obfuscated paths and field names; they
// exist only here, at the wire, and in web/apps/borrower/src/features/loan/api/wire.ts.
// Inside the code every name is plain.

// Obfuscated paths, below /medium.
const (
	PathConfirmV2    = "/gopia/goya/vista" // loan confirmation variant 2's data
	PathPushV2       = "/gopia/goya/firma" // variant 2's Next: place the order
	PathAgreementsV2 = "/gopia/goya/pacta" // variant 2's agreement list
	PathJumpV2       = "/gopia/goya/salta" // variant 2's agreement address
	PathProductLink  = "/gopia/goya/define"
)

// Obfuscated parameter names.
const (
	WireProductID = "pid" // product id
	WireAmount    = "mnt" // amount, minor units
	WireTerm      = "prd" // term, in the unit below
	WireUnit      = "unt" // term unit: 1 = days
	WireScene     = "scn" // agreement scene (3)
	WirePosition  = "pos" // agreement position, or a recommendation's index
	WireOrderID   = "oid" // order id
)

// ConfirmV2 is Confirmation under variant 2's names.
type ConfirmV2 struct {
	ProductID    int64       `json:"pid"`
	Amount       int64       `json:"mnt"`
	AmountText   string      `json:"mtx"`
	Term         int         `json:"prd"`
	Unit         int         `json:"unt"`
	Details      []RowV2     `json:"dtl"`
	Plan         []PlanRowV2 `json:"pln"`
	FirstPay     string      `json:"fpt"`
	FirstDays    int         `json:"fpd"`
	RateDesc     string      `json:"rtd"`
	PopType      int         `json:"ipt"`
	PopTitle     string      `json:"ptl"`
	PopContent   string      `json:"pct"`
	PopAgreement string      `json:"pau"`
	Logo         string      `json:"plg"`
	Name         string      `json:"pnm"`
	Button       string      `json:"btx"`
	PromoTitle   string      `json:"pmt"`
	PromoText    string      `json:"pmc"`
	APR          string      `json:"apr"`
	KeyFacts     []RowV2     `json:"kfs"`
}

// RowV2 is Row under variant 2's names.
type RowV2 struct {
	Text  string `json:"tx"`
	Value string `json:"vl"`
}

// PlanRowV2 is PlanRow under variant 2's names.
type PlanRowV2 struct {
	Description string `json:"ds"`
	Title       string `json:"tl"`
	Amount      string `json:"am"`
	PayTime     string `json:"pt"`
}

// AgreementV2 is Agreement under variant 2's names.
type AgreementV2 struct {
	Title    string `json:"tl"`
	Position int    `json:"ps"`
}

// AgreementsV2 is variant 2's agreement list.
type AgreementsV2 struct {
	List []AgreementV2 `json:"lst"`
}

// LinkV2 is an address under variant 2's name.
type LinkV2 struct {
	URL string `json:"lnk"`
}

func rowsV2(rows []Row) []RowV2 {
	out := make([]RowV2, len(rows))
	for i, r := range rows {
		out[i] = RowV2(r)
	}
	return out
}

// V2 renames a confirmation for variant 2.
func (c Confirmation) V2() ConfirmV2 {
	v := ConfirmV2{
		ProductID: c.ProductID, Amount: c.Amount, AmountText: c.AmountText, Term: c.Periods, Unit: c.TermUnit,
		Details: rowsV2(c.Details), FirstPay: c.FirstPayTime, FirstDays: c.FirstPeriodDay, RateDesc: c.PRateDsc,
		PopType: c.IsPopType, PopTitle: c.PopTitle, PopContent: c.PopContent, PopAgreement: c.PopAgreementURL,
		Logo: c.ComProductLogo, Name: c.ComProductName, Button: c.ButtonText, PromoTitle: c.PromoTitle, PromoText: c.PromoText,
		APR: c.APR, KeyFacts: rowsV2(c.KeyFacts),
	}
	for _, p := range c.RepayPlans {
		v.Plan = append(v.Plan, PlanRowV2{p.Description, p.Title, p.Amount, p.PayTime})
	}
	return v
}

// Recommendation is another product the order details page and the failure
// page suggest, under the obfuscated wire names.
type Recommendation struct {
	ID          int64    `json:"pid"`
	Logo        string   `json:"lgo"`
	Name        string   `json:"nme"`
	ButtonText  string   `json:"btn"`
	Range       string   `json:"rng"` // "₱1,000 – ₱20,000"
	RangeDesc   string   `json:"rgd"`
	Rate        string   `json:"rte"`
	Description string   `json:"dsc"`
	Tags        []string `json:"tgs"`
	// Enabled is the failure page's flag: 0 disabled, 1 enabled.
	Enabled int `json:"enb"`
	// Clickable is the order details page's flag: "0" not clickable, "1" a coloured button.
	Clickable string `json:"clk"`
	// Target is where a click leads: TargetProduct (the app's product page)
	// or TargetURL (a partner's page, from the product-link call).
	Target string `json:"tgc"`
}
