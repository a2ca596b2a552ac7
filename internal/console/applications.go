package console

import (
	"context"
	"strings"

	"kwarta/internal/applicant"
	"kwarta/internal/credit"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// Underwriting is the credit policy's side of the applications queue (the
// credit package's Service): each application's decision and flags, the
// borrower's limit, and the reviewer's decision recorded with the
// reasons it overrode.
type Underwriting interface {
	DecisionOf(ctx context.Context, q store.Querier, orderID int64) (credit.Stored, bool, error)
	Flags(ctx context.Context, q store.Querier, orderIDs []int64) (map[int64][]string, error)
	Limit(ctx context.Context, q store.Querier, st loan.Standing) (int64, error)
	Review(ctx context.Context, q store.Querier, orderID int64, reviewer string, approve bool, note string) (credit.Stored, bool, error)
}

// Exposure is what a borrower already owes the lender and how they repaid
// before, as a reviewer weighs an application.
type Exposure struct {
	OpenLoans     int   `json:"openLoans"`
	OverdueLoans  int   `json:"overdueLoans"`
	Owed          int64 `json:"owed"` // on the loans being repaid, minor units
	Limit         int64 `json:"limit"`
	SettledOnTime int   `json:"settledOnTime"`
	SettledLate   int   `json:"settledLate"`
}

// Application is one application as the reviewer sees it: the credit
// policy's decision (null for an order placed before it) with its reasons
// and inputs, the borrower's exposure, their applicant data masked, and
// their other orders.
type Application struct {
	OrderNo   string          `json:"orderNo"`
	Decision  *credit.Stored  `json:"decision"`
	Flags     []string        `json:"flags"`
	Exposure  Exposure        `json:"exposure"`
	Applicant *applicant.View `json:"applicant"`
	Orders    []OrderRow      `json:"orders"`
}

// Application reads an application for its review.
func (s *OrdersScreen) Application(ctx context.Context, orderNo string) (Application, error) {
	o, _, err := s.loans.Lookup(ctx, strings.ToUpper(strings.TrimSpace(orderNo)))
	if err != nil {
		return Application{}, err
	}
	a := Application{OrderNo: o.No, Flags: []string{}}
	d, found, err := s.credit.DecisionOf(ctx, s.db, o.ID)
	if err != nil {
		return a, err
	}
	if found {
		a.Decision, a.Flags = &d, d.Flags()
	}
	st, err := loan.StandingOf(ctx, s.db, o.UserID)
	if err != nil {
		return a, err
	}
	a.Exposure = Exposure{OpenLoans: st.Open, OverdueLoans: st.Overdue, SettledOnTime: st.OnTime, SettledLate: st.Late}
	if a.Exposure.Limit, err = s.credit.Limit(ctx, s.db, st); err != nil {
		return a, err
	}
	others, err := loan.OrdersOf(ctx, s.db, o.UserID)
	if err != nil {
		return a, err
	}
	for _, x := range others {
		if x.Status.InRepayment() {
			a.Exposure.Owed += x.Owed()
		}
	}
	v, err := s.applicants.ViewOf(ctx, s.db, o.UserID)
	if err != nil {
		return a, err
	}
	if v.Version > 0 {
		a.Applicant = &v
	}
	a.Orders, err = orderRows(ctx, s.db, report.OrderFilter{UserID: o.UserID})
	return a, err
}

// withFlags adds the credit policy's reason codes to a page of rows.
func (s *OrdersScreen) withFlags(ctx context.Context, rows []OrderRow) error {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	flags, err := s.credit.Flags(ctx, s.db, ids)
	if err != nil {
		return err
	}
	for i := range rows {
		rows[i].Flags = flags[rows[i].ID]
	}
	return nil
}

// review records the reviewer's decision with the credit policy's in q,
// after the order moved: what the audit log keeps of it.
func (s *OrdersScreen) review(ctx context.Context, q store.Querier, op httpapi.OperatorSession, o loan.Order, approve bool, reason string) (map[string]any, error) {
	d, found, err := s.credit.Review(ctx, q, o.ID, op.Name, approve, reason)
	if err != nil || !found {
		return nil, err
	}
	return map[string]any{"policyVersion": d.PolicyVersion, "policy": d.Outcome, "overrides": d.Overrides}, nil
}

// HandleApplication is GET /admin/api/orders/application.
func (s *OrdersScreen) HandleApplication(c *httpapi.Call, p OrderNo) (any, error) {
	return s.Application(c.Context(), p.OrderNo)
}
