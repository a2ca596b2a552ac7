// Package credit is underwriting: the lender's credit policy as data
// (versioned, changed under maker-checker), the decision it gives on each
// application with its reasons, and the borrower's principal limit
// (docs/UNDERWRITING.md). The loan engine asks it through
// loan.Underwriter.
package credit

import (
	"fmt"
	"slices"
	"strings"
)

// The outcomes a rule may give.
const (
	OutcomeReject = "reject" // the application is refused, with the reason
	OutcomeReview = "review" // a reviewer decides, seeing the reason
	OutcomeLimit  = "limit"  // the rule sets the borrower's principal limit
)

// Rule is one rule of a policy as stored: which kind (Code), its
// parameters and the outcome when it fires.
type Rule struct {
	Code    string           `json:"code"`
	Outcome string           `json:"outcome"`
	Params  map[string]int64 `json:"params,omitempty"`
	// Values are a list parameter: the nationalities accepted.
	Values []string `json:"values,omitempty"`
}

// Param is one numeric parameter of a kind of rule.
type Param struct {
	Name     string `json:"name"`
	Label    string `json:"label"`
	Default  int64  `json:"default"`
	Min      int64  `json:"min"`
	Max      int64  `json:"max"`
	Money    bool   `json:"money"` // minor units
	Required bool   `json:"-"`
}

// Kind is a kind of rule the policy may hold: the catalogue is code (so
// no rule can read what it must not, such as a protected characteristic),
// its parameters and outcomes are the lender's.
type Kind struct {
	Code     string   `json:"code"`
	Name     string   `json:"name"`
	Reason   string   `json:"reason"` // the reason code it gives when it fires
	Outcomes []string `json:"outcomes"`
	Params   []Param  `json:"params"`
	// Values: the rule takes a list of country codes.
	Values bool `json:"values"`
	// Help says what the rule checks, for the console's editor.
	Help string `json:"help"`
}

// The kinds of rule.
const (
	RuleAge             = "age"
	RuleNationality     = "nationality"
	RuleApplicantData   = "applicant_data"
	RuleOpenLoans       = "open_loans"
	RuleOverdue         = "overdue"
	RuleCoolingOff      = "cooling_off"
	RuleLimit           = "limit"
	RuleDeviceVelocity  = "device_velocity"
	RuleAddressVelocity = "address_velocity"
	RuleSharedDevice    = "shared_device"
	RuleNewPhone        = "new_phone"
	RuleManualReview    = "manual_review"
)

// Kinds is the catalogue, in the order a policy lists its rules.
var Kinds = []Kind{
	{Code: RuleApplicantData, Name: "Applicant data on file", Reason: "NO_APPLICANT_DATA", Outcomes: []string{OutcomeReview, OutcomeReject},
		Help: "The lender's app has sent the applicant's identity (applicant-save); without it age and nationality cannot be checked."},
	{Code: RuleAge, Name: "Minimum age", Reason: "BELOW_MINIMUM_AGE", Outcomes: []string{OutcomeReject, OutcomeReview},
		Params: []Param{{Name: "min", Label: "Minimum age in years", Default: 18, Min: 18, Max: 99, Required: true}},
		Help:   "The applicant's age on the day of the application, from the birth date on file, is at least the minimum (the loan terms say 18)."},
	{Code: RuleNationality, Name: "Nationality", Reason: "NATIONALITY_NOT_ELIGIBLE", Outcomes: []string{OutcomeReject, OutcomeReview}, Values: true,
		Help: "The nationality on file is one the loan terms accept (ISO country codes)."},
	{Code: RuleOverdue, Name: "No application while overdue", Reason: "LOAN_OVERDUE", Outcomes: []string{OutcomeReject, OutcomeReview},
		Help: "None of the borrower's loans is past its due date."},
	{Code: RuleOpenLoans, Name: "Open loans", Reason: "TOO_MANY_OPEN_LOANS", Outcomes: []string{OutcomeReject, OutcomeReview},
		Params: []Param{
			{Name: "first", Label: "At most, for a borrower who has not repaid a loan yet", Default: 1, Min: 1, Max: 20, Required: true},
			{Name: "returning", Label: "At most, for a borrower who has repaid a loan", Default: 2, Min: 1, Max: 20, Required: true},
		},
		Help: "The loans in progress across every product (applied for, approved, or being repaid), before this one, are fewer than the most allowed."},
	{Code: RuleCoolingOff, Name: "Cooling-off after a rejection", Reason: "COOLING_OFF", Outcomes: []string{OutcomeReject},
		Params: []Param{{Name: "days", Label: "Days after a rejection", Default: 7, Min: 1, Max: 365, Required: true}},
		Help:   "The borrower's last rejected application (by the policy or a reviewer) was at least this many days ago."},
	{Code: RuleLimit, Name: "Principal limit and ladder", Reason: "ABOVE_LIMIT", Outcomes: []string{OutcomeLimit},
		Params: []Param{
			{Name: "first", Label: "First loan's limit", Default: 2_000_000, Min: 1, Max: 1_000_000_000, Money: true, Required: true},
			{Name: "step", Label: "Raised by, for each loan repaid on time", Default: 500_000, Min: 0, Max: 1_000_000_000, Money: true, Required: true},
			{Name: "late", Label: "Lowered by, for each loan repaid late (0: held)", Default: 0, Min: 0, Max: 1_000_000_000, Money: true, Required: true},
		},
		Help: "The borrower's limit: the first loan's, raised a step for each loan repaid without a day late, lowered (or held) for each repaid late, never below the first loan's; a product's amounts above it are not offered."},
	{Code: RuleDeviceVelocity, Name: "Applications from one phone", Reason: "DEVICE_VELOCITY", Outcomes: []string{OutcomeReview, OutcomeReject},
		Params: []Param{{Name: "perDay", Label: "At most a day (any borrower)", Default: 3, Min: 1, Max: 100, Required: true}},
		Help:   "Applications from the same device id today, by any borrower, before this one, are fewer than the most allowed."},
	{Code: RuleAddressVelocity, Name: "Applications from one address", Reason: "ADDRESS_VELOCITY", Outcomes: []string{OutcomeReview, OutcomeReject},
		Params: []Param{{Name: "perDay", Label: "At most a day (any borrower)", Default: 3, Min: 1, Max: 100, Required: true}},
		Help:   "Applications giving the same address today, by any borrower, before this one, are fewer than the most allowed."},
	{Code: RuleSharedDevice, Name: "Borrowers on one phone", Reason: "SHARED_DEVICE", Outcomes: []string{OutcomeReview, OutcomeReject},
		Params: []Param{{Name: "borrowers", Label: "At most, borrowers signed in on one device", Default: 2, Min: 1, Max: 100, Required: true}},
		Help:   "The borrowers who have signed in on this device id are no more than the most allowed."},
	{Code: RuleNewPhone, Name: "Newly registered phone", Reason: "NEW_PHONE", Outcomes: []string{OutcomeReview, OutcomeReject},
		Params: []Param{{Name: "minutes", Label: "Minutes between registering and applying, at least", Default: 30, Min: 1, Max: 10_080, Required: true}},
		Help:   "The borrower registered their phone at least this many minutes before applying."},
	{Code: RuleManualReview, Name: "A person reviews every application", Reason: "MANUAL_REVIEW", Outcomes: []string{OutcomeReview},
		Help: "Every application the other rules let through goes to a reviewer; without this rule it is approved at once."},
}

// kind finds a kind of rule by code.
func kind(code string) (Kind, bool) {
	i := slices.IndexFunc(Kinds, func(k Kind) bool { return k.Code == code })
	if i < 0 {
		return Kind{}, false
	}
	return Kinds[i], true
}

// Policy is one version of the credit policy.
type Policy struct {
	Version int    `json:"version"` // 0: the built-in policy
	Rules   []Rule `json:"rules"`
	Note    string `json:"note"` // what changed and why
}

// Rule finds the policy's rule of a kind.
func (p Policy) Rule(code string) (Rule, bool) {
	i := slices.IndexFunc(p.Rules, func(r Rule) bool { return r.Code == code })
	if i < 0 {
		return Rule{}, false
	}
	return p.Rules[i], true
}

// Builtin is the policy before the lender publishes one: every kind with
// its defaults, nationality as the market's loan terms require, and a
// person reviewing every application the rules let through.
func Builtin(market string) Policy {
	nationality := map[string]string{"ph": "PH", "in": "IN"}[market]
	if nationality == "" {
		nationality = "PH"
	}
	p := Policy{Note: "The built-in policy: the loan terms' age and nationality, the defaults of every rule, and a person reviewing what they let through."}
	for _, k := range Kinds {
		r := Rule{Code: k.Code, Outcome: k.Outcomes[0], Params: map[string]int64{}}
		for _, prm := range k.Params {
			r.Params[prm.Name] = prm.Default
		}
		if len(r.Params) == 0 {
			r.Params = nil
		}
		if k.Values {
			r.Values = []string{nationality}
		}
		p.Rules = append(p.Rules, r)
	}
	return p
}

// Check refuses a policy that is not whole and sound: every rule a known
// kind, once, with an outcome its kind allows and every parameter in its
// range; the limit rule is required. The errors are by rule, for the
// editor.
func (p Policy) Check() map[string]string {
	errs := map[string]string{}
	seen := map[string]bool{}
	for _, r := range p.Rules {
		k, ok := kind(r.Code)
		if !ok {
			errs[r.Code] = fmt.Sprintf("There is no rule %q.", r.Code)
			continue
		}
		if seen[r.Code] {
			errs[r.Code] = k.Name + " is in the policy twice."
			continue
		}
		seen[r.Code] = true
		if !slices.Contains(k.Outcomes, r.Outcome) {
			errs[r.Code] = k.Name + ": the outcome must be " + strings.Join(k.Outcomes, " or ") + "."
			continue
		}
		for name := range r.Params {
			if !slices.ContainsFunc(k.Params, func(p Param) bool { return p.Name == name }) {
				errs[r.Code] = fmt.Sprintf("%s has no parameter %q.", k.Name, name)
			}
		}
		for _, prm := range k.Params {
			v, ok := r.Params[prm.Name]
			switch {
			case !ok && prm.Required:
				errs[r.Code] = k.Name + ": " + strings.ToLower(prm.Label[:1]) + prm.Label[1:] + " is missing."
			case ok && (v < prm.Min || v > prm.Max):
				errs[r.Code] = fmt.Sprintf("%s: %s must be from %d to %d.", k.Name, strings.ToLower(prm.Label[:1])+prm.Label[1:], prm.Min, prm.Max)
			}
		}
		if k.Values {
			if len(r.Values) == 0 {
				errs[r.Code] = k.Name + ": name at least one country."
			}
			for _, v := range r.Values {
				if len(v) != 2 || strings.ToUpper(v) != v || strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
					errs[r.Code] = k.Name + ": " + v + " is not a two-letter country code such as PH."
				}
			}
		}
	}
	if !seen[RuleLimit] {
		errs[RuleLimit] = "The policy must set a limit (Principal limit and ladder)."
	}
	if r, ok := p.Rule(RuleOpenLoans); ok && r.Params["returning"] < r.Params["first"] {
		errs[RuleOpenLoans] = "Open loans: a returning borrower may not hold fewer loans than a new one."
	}
	return errs
}
