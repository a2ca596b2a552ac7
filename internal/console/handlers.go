package console

import (
	"kwarta/internal/httpapi"
	"kwarta/internal/market"
)

// Handlers are the console's calls; Market is the lending market (phone
// forms, the audit log's days).
type Handlers struct {
	S      *Service
	Market *market.Market
}

// Enrol is POST /admin/api/enrol.
func (h Handlers) Enrol(c *httpapi.Call, p EnrolParams) (any, error) {
	return h.S.Enrol(c.Context(), p.Token, p.Password)
}

// Done is an answer with nothing more to say.
type Done struct {
	OK bool `json:"ok"`
}

// ConfirmEnrol is POST /admin/api/enrol/confirm.
func (h Handlers) ConfirmEnrol(c *httpapi.Call, p ConfirmEnrolParams) (any, error) {
	return Done{OK: true}, h.S.ConfirmEnrol(c.Context(), p.Token, p.Code)
}

// SignIn is POST /admin/api/sign-in.
func (h Handlers) SignIn(c *httpapi.Call, p SignInParams) (any, error) {
	return h.S.SignIn(c.Context(), c.Writer, p.Name, p.Password, p.Code)
}

// Me is GET /admin/api/me.
func (h Handlers) Me(c *httpapi.Call) (any, error) { return h.S.Who(c.Request, c.Operator), nil }

// SignOut is POST /admin/api/sign-out.
func (h Handlers) SignOut(c *httpapi.Call) (any, error) {
	return Done{OK: true}, h.S.SignOut(c.Context(), c.Writer, c.Operator)
}

// Operators is GET /admin/api/operators.
func (h Handlers) Operators(c *httpapi.Call) (any, error) { return h.S.Operators(c.Context()) }

// AddOperator is POST /admin/api/operators.
func (h Handlers) AddOperator(c *httpapi.Call, p AddOperatorParams) (any, error) {
	return h.S.AddBy(c.Context(), c.Operator, p.Name, Role(p.Role))
}

// Ended says how many sessions were ended.
type Ended struct {
	Sessions int64 `json:"sessions"`
}

// SignOutEverywhere is POST /admin/api/operators/sign-out.
func (h Handlers) SignOutEverywhere(c *httpapi.Call, p OperatorID) (any, error) {
	n, err := h.S.SignOutEverywhere(c.Context(), c.Operator, p.OperatorID)
	return Ended{Sessions: n}, err
}

// Audit is GET /admin/api/audit.
func (h Handlers) Audit(c *httpapi.Call, p AuditParams) (any, error) {
	from, to, err := h.window(p.Window)
	if err != nil {
		return nil, err
	}
	return h.S.Audit(c.Context(), AuditFilter{Operator: p.Operator, ObjectType: p.ObjectType, ObjectID: p.ObjectID, From: from, To: to})
}

// Orders is GET /admin/api/orders.
func (h Handlers) Orders(c *httpapi.Call, p OrdersParams) (any, error) {
	return h.S.Orders(c.Context(), p.Q, p.Status, h.Market)
}

// OrderDetail is GET /admin/api/orders/detail.
func (h Handlers) OrderDetail(c *httpapi.Call, p OrderNo) (any, error) {
	return h.S.OrderDetail(c.Context(), p.OrderNo)
}

// Decide is POST /admin/api/orders/decide.
func (h Handlers) Decide(c *httpapi.Call, p DecideParams) (any, error) {
	return h.S.Decide(c.Context(), c.Operator, p.OrderNo.OrderNo, p.Decision, p.Reason)
}

// Disburse is POST /admin/api/orders/disburse.
func (h Handlers) Disburse(c *httpapi.Call, p OrderNo) (any, error) {
	return h.S.Disburse(c.Context(), c.Operator, p.OrderNo)
}

// Dashboard is GET /admin/api/dashboard.
func (h Handlers) Dashboard(c *httpapi.Call, p DashboardParams) (any, error) {
	return h.S.Dashboard(c.Context(), h.Market, p.Funnel)
}

// Borrowers is GET /admin/api/borrowers.
func (h Handlers) Borrowers(c *httpapi.Call, p BorrowersParams) (any, error) {
	return h.S.Borrowers(c.Context(), p.Q, h.Market)
}

// Borrower is GET /admin/api/borrowers/detail.
func (h Handlers) Borrower(c *httpapi.Call, p UserID) (any, error) {
	return h.S.Borrower(c.Context(), p.UserID)
}

// SignOutBorrower is POST /admin/api/borrowers/sign-out.
func (h Handlers) SignOutBorrower(c *httpapi.Call, p UserID) (any, error) {
	n, err := h.S.SignOutBorrower(c.Context(), c.Operator, p.UserID)
	return Ended{Sessions: n}, err
}
