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
func (h Handlers) Enrol(c *httpapi.Call) (any, error) {
	return h.S.Enrol(c.Context(), c.Str("token"), c.Request.Form.Get("password"))
}

// Done is an answer with nothing more to say.
type Done struct {
	OK bool `json:"ok"`
}

// ConfirmEnrol is POST /admin/api/enrol/confirm.
func (h Handlers) ConfirmEnrol(c *httpapi.Call) (any, error) {
	return Done{OK: true}, h.S.ConfirmEnrol(c.Context(), c.Str("token"), c.Str("code"))
}

// SignIn is POST /admin/api/sign-in.
func (h Handlers) SignIn(c *httpapi.Call) (any, error) {
	return h.S.SignIn(c.Context(), c.Writer, c.Str("name"), c.Request.Form.Get("password"), c.Str("code"))
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
func (h Handlers) AddOperator(c *httpapi.Call) (any, error) {
	return h.S.AddBy(c.Context(), c.Operator, c.Str("name"), Role(c.Str("role")))
}

// Ended says how many sessions were ended.
type Ended struct {
	Sessions int64 `json:"sessions"`
}

// SignOutEverywhere is POST /admin/api/operators/sign-out.
func (h Handlers) SignOutEverywhere(c *httpapi.Call) (any, error) {
	n, err := h.S.SignOutEverywhere(c.Context(), c.Operator, c.Int("operatorId"))
	return Ended{Sessions: n}, err
}

// Audit is GET /admin/api/audit.
func (h Handlers) Audit(c *httpapi.Call) (any, error) {
	from, to, err := h.window(c)
	if err != nil {
		return nil, err
	}
	return h.S.Audit(c.Context(), AuditFilter{Operator: c.Str("operator"), ObjectType: c.Str("objectType"), ObjectID: c.Str("objectId"), From: from, To: to})
}

// Orders is GET /admin/api/orders.
func (h Handlers) Orders(c *httpapi.Call) (any, error) {
	return h.S.Orders(c.Context(), c.Str("q"), c.Int("status"), h.Market)
}

// OrderDetail is GET /admin/api/orders/detail.
func (h Handlers) OrderDetail(c *httpapi.Call) (any, error) {
	return h.S.OrderDetail(c.Context(), c.Str("orderNo"))
}

// Decide is POST /admin/api/orders/decide.
func (h Handlers) Decide(c *httpapi.Call) (any, error) {
	return h.S.Decide(c.Context(), c.Operator, c.Str("orderNo"), c.Str("decision"), c.Str("reason"))
}

// Disburse is POST /admin/api/orders/disburse.
func (h Handlers) Disburse(c *httpapi.Call) (any, error) {
	return h.S.Disburse(c.Context(), c.Operator, c.Str("orderNo"))
}

// Dashboard is GET /admin/api/dashboard.
func (h Handlers) Dashboard(c *httpapi.Call) (any, error) {
	return h.S.Dashboard(c.Context(), h.Market, c.Str("funnel"))
}

// Borrowers is GET /admin/api/borrowers.
func (h Handlers) Borrowers(c *httpapi.Call) (any, error) {
	return h.S.Borrowers(c.Context(), c.Str("q"), h.Market)
}

// Borrower is GET /admin/api/borrowers/detail.
func (h Handlers) Borrower(c *httpapi.Call) (any, error) {
	return h.S.Borrower(c.Context(), c.Int("userId"))
}

// SignOutBorrower is POST /admin/api/borrowers/sign-out.
func (h Handlers) SignOutBorrower(c *httpapi.Call) (any, error) {
	n, err := h.S.SignOutBorrower(c.Context(), c.Operator, c.Int("userId"))
	return Ended{Sessions: n}, err
}
