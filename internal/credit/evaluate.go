package credit

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"kwarta/internal/loan"
)

// Inputs are everything a decision reads, as stored with it: never the
// applicant's name, ID number, address, income or anything else the
// policy has no rule for.
type Inputs struct {
	Today  string `json:"today"`  // the market's date, YYYY-MM-DD
	Amount int64  `json:"amount"` // asked for, minor units
	// Applicant: the lender's app sent the applicant's data.
	Applicant   bool   `json:"applicant"`
	Age         int    `json:"age"`
	Nationality string `json:"nationality"`
	// The borrower's loans before this application.
	OpenLoans     int `json:"openLoans"`
	OverdueLoans  int `json:"overdueLoans"`
	SettledOnTime int `json:"settledOnTime"`
	SettledLate   int `json:"settledLate"`
	// LastRejectedOn is the day of the borrower's last rejection that
	// starts a cooling-off ("": none).
	LastRejectedOn string `json:"lastRejectedOn,omitempty"`
	// Today's applications before this one from the same device and the
	// same address (any borrower), the borrowers on the device, and the
	// minutes since the borrower registered.
	DeviceToday       int   `json:"deviceToday"`
	AddressToday      int   `json:"addressToday"`
	DeviceBorrowers   int   `json:"deviceBorrowers"`
	RegisteredMinutes int64 `json:"registeredMinutes"`
}

// Reason is one rule that fired: its reason code, the rule, the outcome
// it gave and a sentence a borrower or reviewer can read.
type Reason struct {
	Code    string `json:"code"`
	Rule    string `json:"rule"`
	Outcome string `json:"outcome"`
	Text    string `json:"text"`
}

// Result is a policy's answer on one application's inputs.
type Result struct {
	Outcome loan.Outcome `json:"outcome"`
	Reasons []Reason     `json:"reasons"`
	// Limit is the borrower's principal limit (0: the policy sets none).
	Limit int64 `json:"limit"`
	// RetryOn is, for a rejection, the first day the borrower may apply
	// again (YYYY-MM-DD); "" when no day can be said (nationality).
	RetryOn string `json:"retryOn,omitempty"`
	// Cooling: the rejection starts a cooling-off (one given only for the
	// cooling-off does not start another).
	Cooling bool `json:"cooling"`
}

// Limit is the principal limit the policy's ladder gives a borrower with
// these repayments: the first loan's, a step up for each loan repaid on
// time, a step down (late; 0 holds it) for each repaid late, never below
// the first loan's. 0: the policy sets no limit.
func (p Policy) Limit(onTime, late int) int64 {
	r, ok := p.Rule(RuleLimit)
	if !ok {
		return 0
	}
	first := r.Params["first"]
	return max(first, first+int64(onTime)*r.Params["step"]-int64(late)*r.Params["late"])
}

// Evaluate runs the policy on an application's inputs: every rule that
// fires gives a reason; any reason with the reject outcome rejects, else
// any with review sends it to a reviewer, else it is approved.
func (p Policy) Evaluate(in Inputs, money loan.Money) Result {
	res := Result{Outcome: loan.Approve, Reasons: []Reason{}, Limit: p.Limit(in.SettledOnTime, in.SettledLate)}
	today, _ := time.Parse(time.DateOnly, in.Today)
	var retry time.Time
	fire := func(r Rule, text string) {
		k, _ := kind(r.Code)
		res.Reasons = append(res.Reasons, Reason{Code: k.Reason, Rule: r.Code, Outcome: r.Outcome, Text: text})
	}
	for _, r := range p.Rules {
		switch r.Code {
		case RuleApplicantData:
			if !in.Applicant {
				fire(r, "Your identity details have not reached us from the app yet.")
			}
		case RuleAge:
			if in.Applicant && in.Age < int(r.Params["min"]) {
				fire(r, fmt.Sprintf("You must be %d or older to borrow.", r.Params["min"]))
			}
		case RuleNationality:
			if in.Applicant && !slices.Contains(r.Values, in.Nationality) {
				fire(r, "This loan is offered to citizens of "+countries(r.Values)+" only.")
			}
		case RuleOverdue:
			if in.OverdueLoans > 0 {
				fire(r, "You have "+loan.Plural(in.OverdueLoans, "loan")+" past its due date. Please repay it first.")
			}
		case RuleOpenLoans:
			most := r.Params["first"]
			if in.SettledOnTime+in.SettledLate > 0 {
				most = r.Params["returning"]
			}
			if int64(in.OpenLoans) >= most {
				fire(r, fmt.Sprintf("You have %s in progress; you may hold at most %d at a time. Repay one, then apply again.",
					loan.Plural(in.OpenLoans, "loan"), most))
			}
		case RuleCoolingOff:
			if last, err := time.Parse(time.DateOnly, in.LastRejectedOn); err == nil {
				if until := last.AddDate(0, 0, int(r.Params["days"])); today.Before(until) {
					fire(r, "Your last application was declined on "+loan.DisplayDay(last)+"; you may apply again from "+loan.DisplayDay(until)+".")
					retry = maxTime(retry, until)
				}
			}
		case RuleLimit:
			if res.Limit > 0 && in.Amount > res.Limit {
				fire(r, "You asked for "+money.Format(in.Amount)+"; your limit is "+money.Format(res.Limit)+".")
			}
		case RuleDeviceVelocity:
			if int64(in.DeviceToday) >= r.Params["perDay"] {
				fire(r, fmt.Sprintf("%s from this phone today (at most %d a day).", loan.Plural(in.DeviceToday+1, "application"), r.Params["perDay"]))
			}
		case RuleAddressVelocity:
			if int64(in.AddressToday) >= r.Params["perDay"] {
				fire(r, fmt.Sprintf("%s from this address today (at most %d a day).", loan.Plural(in.AddressToday+1, "application"), r.Params["perDay"]))
			}
		case RuleSharedDevice:
			if int64(in.DeviceBorrowers) > r.Params["borrowers"] {
				fire(r, fmt.Sprintf("%d borrowers have signed in on this phone (at most %d).", in.DeviceBorrowers, r.Params["borrowers"]))
			}
		case RuleNewPhone:
			if in.RegisteredMinutes < r.Params["minutes"] {
				fire(r, fmt.Sprintf("The phone was registered %s before applying (at least %d).", loan.Plural(int(in.RegisteredMinutes), "minute"), r.Params["minutes"]))
			}
		case RuleManualReview:
			fire(r, "A person reviews every application under this policy.")
		}
	}
	for _, r := range res.Reasons {
		switch {
		case r.Outcome == OutcomeReject || r.Outcome == OutcomeLimit: // above the limit: refused (loan.Push refuses it before asking)
			res.Outcome = loan.Reject
		case r.Outcome == OutcomeReview && res.Outcome != loan.Reject:
			res.Outcome = loan.Review
		}
	}
	if res.Outcome != loan.Reject {
		return res
	}
	// A rejection starts a cooling-off unless the cooling-off alone gave it.
	for _, r := range res.Reasons {
		if r.Outcome == OutcomeReject && r.Rule != RuleCoolingOff {
			res.Cooling = true
		}
	}
	if cool, ok := p.Rule(RuleCoolingOff); ok && res.Cooling {
		retry = maxTime(retry, today.AddDate(0, 0, int(cool.Params["days"])))
	}
	if !retry.IsZero() && !neverEligible(res.Reasons) {
		res.RetryOn = retry.Format(time.DateOnly)
	}
	return res
}

// neverEligible: a rejection for nationality has no day to try again.
func neverEligible(reasons []Reason) bool {
	return slices.ContainsFunc(reasons, func(r Reason) bool { return r.Rule == RuleNationality && r.Outcome == OutcomeReject })
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// countries names country codes for a borrower: "the Philippines".
func countries(codes []string) string {
	names := map[string]string{"PH": "the Philippines", "IN": "India"}
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = c
		if n, ok := names[c]; ok {
			out[i] = n
		}
	}
	return strings.Join(out, " or ")
}

// Readable is the reasons in a line, for the order's history.
func (r Result) Readable() string {
	if len(r.Reasons) == 0 {
		return "Approved under the credit policy: no rule stopped it."
	}
	parts := make([]string, len(r.Reasons))
	for i, x := range r.Reasons {
		parts[i] = x.Code + " (" + x.Outcome + "): " + x.Text
	}
	return strings.Join(parts, " ")
}
