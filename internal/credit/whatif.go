package credit

import (
	"context"
	"encoding/json"
	"time"

	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// Repayment is how the applications a policy approves were repaid, as far
// as they were: disbursed loans only.
type Repayment struct {
	Disbursed int `json:"disbursed"`
	// OnTime: settled without a day late; Late: settled after one.
	OnTime int `json:"onTime"`
	Late   int `json:"late"`
	// Current: being repaid, not past due; PastDue: 1 to 29 days past due.
	Current int `json:"current"`
	PastDue int `json:"pastDue"`
	// PastDue30: 30 days past due or more now, or written off.
	PastDue30 int `json:"pastDue30"`
}

// WhatIf is what a draft policy would have decided on the applications of
// the last Days days, beside what was decided, and how the ones it would
// approve were repaid.
type WhatIf struct {
	Days         int         `json:"days"`
	Applications int         `json:"applications"`
	Draft        Counts      `json:"draft"`
	Actual       Counts      `json:"actual"` // the decision that stands (a reviewer's after a review)
	Approved     Repayment   `json:"approved"`
	Changed      []Different `json:"changed"` // the applications the draft decides otherwise (at most 100)
}

// Counts are decisions by outcome.
type Counts struct {
	Approve int `json:"approve"`
	Reject  int `json:"reject"`
	Review  int `json:"review"`
}

func (c *Counts) add(outcome string) {
	switch outcome {
	case string(loan.Approve):
		c.Approve++
	case string(loan.Reject):
		c.Reject++
	default:
		c.Review++
	}
}

// Different is one application the draft decides otherwise.
type Different struct {
	OrderID int64    `json:"orderId"`
	Actual  string   `json:"actual"`
	Draft   string   `json:"draft"`
	Reasons []string `json:"reasons"` // the draft's reason codes
}

// MaxWhatIfDays bounds the history a what-if reads.
const MaxWhatIfDays = 365

// whatIfBatch is how many approved orders a what-if reads at a time: a
// year of applications is more than one statement's placeholders.
var whatIfBatch = 1000

// WhatIf runs a draft policy on the inputs stored with each decision of
// the last days days (the limit and velocity inputs as they were then)
// and counts the outcomes; an application approved under the draft and
// disbursed counts in Approved by how it was repaid (today, in the
// market's calendar). Nothing is written.
func (s *Service) WhatIf(ctx context.Context, q store.Querier, draft Policy, days int) (WhatIf, error) {
	if err := draft.Validate(); err != nil {
		return WhatIf{}, err
	}
	since := s.clock.Now().AddDate(0, 0, -days)
	rows, err := q.Query(ctx, `SELECT order_id, inputs, final FROM credit_decisions WHERE decided_at >= ? ORDER BY order_id`, store.Millis(since))
	if err != nil {
		return WhatIf{}, err
	}
	defer rows.Close()
	out := WhatIf{Days: days, Changed: []Different{}}
	var approved []int64
	money := s.money()
	for rows.Next() {
		var (
			id            int64
			inputs, final string
			in            Inputs
		)
		if err := rows.Scan(&id, &inputs, &final); err != nil {
			return WhatIf{}, err
		}
		if err := json.Unmarshal([]byte(inputs), &in); err != nil {
			return WhatIf{}, err
		}
		res := draft.Evaluate(in, money)
		out.Applications++
		out.Draft.add(string(res.Outcome))
		out.Actual.add(final)
		if res.Outcome == loan.Approve {
			approved = append(approved, id)
		}
		if string(res.Outcome) != final && len(out.Changed) < 100 {
			d := Different{OrderID: id, Actual: final, Draft: string(res.Outcome), Reasons: []string{}}
			for _, r := range res.Reasons {
				d.Reasons = append(d.Reasons, r.Code)
			}
			out.Changed = append(out.Changed, d)
		}
	}
	if err := rows.Err(); err != nil {
		return WhatIf{}, err
	}
	rows.Close()
	today, _ := s.today()
	for start := 0; start < len(approved); start += whatIfBatch {
		orders, err := loan.OrdersByIDs(ctx, q, approved[start:min(start+whatIfBatch, len(approved))])
		if err != nil {
			return WhatIf{}, err
		}
		for _, o := range orders {
			out.Approved.count(o, today)
		}
	}
	return out, nil
}

// count files a loan by how it was repaid.
func (r *Repayment) count(o loan.Order, today time.Time) {
	if o.DisbursedAt.IsZero() {
		return
	}
	r.Disbursed++
	late := o.Penalty+o.LateInterest > 0
	switch dpd := o.OverdueDays(today); {
	case o.Status == loan.StatusSettled && late:
		r.Late++
	case o.Status == loan.StatusSettled:
		r.OnTime++
	case dpd >= 30 || !o.WrittenOffAt.IsZero():
		r.PastDue30++
	case dpd > 0:
		r.PastDue++
	default:
		r.Current++
	}
}
