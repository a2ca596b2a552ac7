package console

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/page"
	"kwarta/internal/payout"
	"kwarta/internal/repay"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// OrdersScreen is the console's work on orders: the search, an order's
// page, the applications' decisions and the disbursements. Build it with
// NewOrdersScreen.
type OrdersScreen struct {
	db         *store.DB
	market     *market.Market
	audit      FourEyes
	loans      LoanOperator
	payouts    Payouts
	ledger     PaymentLedger
	credit     Underwriting
	applicants Applicants
}

// LoanOperator is what the orders screen needs of the loans (the loan
// package's Service).
type LoanOperator interface {
	// Lookup is an order by its number or id, with its history of statuses.
	Lookup(ctx context.Context, ref string) (loan.Order, []loan.Change, error)
	// Operate applies an operator's event to an order in q.
	Operate(ctx context.Context, q store.Querier, ev loan.Event, orderRef, actor string) (loan.Order, error)
	// CheckWaiver and Waive check and forgive an order's late charges in q.
	CheckWaiver(ctx context.Context, q store.Querier, ref string, w loan.Waiver) (loan.Order, error)
	Waive(ctx context.Context, q store.Querier, ref string, w loan.Waiver, actor, reason string) (loan.Order, error)
	// CheckWriteOff and WriteOff check and write an order off in q;
	// OverdueFor lists the orders overdue for at least days days.
	CheckWriteOff(ctx context.Context, q store.Querier, ref string) (loan.Order, error)
	WriteOff(ctx context.Context, q store.Querier, ref, actor, reason string) (loan.Order, ledger.Components, error)
	OverdueFor(ctx context.Context, q store.Querier, days int) ([]loan.Order, error)
	// CheckCancel and Cancel check and cancel an approved order in q.
	CheckCancel(ctx context.Context, q store.Querier, ref string) (loan.Order, error)
	Cancel(ctx context.Context, q store.Querier, ref, actor, reason string) (loan.Order, error)
	// CheckReschedule and Reschedule check and make an order's new plan in q.
	CheckReschedule(ctx context.Context, q store.Querier, ref string, r loan.Reschedule) (loan.Rescheduling, error)
	Reschedule(ctx context.Context, q store.Querier, ref string, r loan.Reschedule, actor, reason string) (loan.Rescheduling, error)
	// Calendar is the market's calendar (today, the zone).
	Calendar() loan.Calendar
}

// Disburser sends an order's money (the payout package's Service).
type Disburser interface {
	Disburse(ctx context.Context, orderRef, actor string) (payout.Result, error)
}

// Payouts are the payout package's Service as the orders screen uses it:
// sending, and changing a failed payout's account.
type Payouts interface {
	Disburser
	PayoutAccounts
	// RefundsOf lists an order's refunds of held money through the payout.
	RefundsOf(ctx context.Context, q store.Querier, orderID int64) ([]payout.Refund, error)
}

// PaymentLedger is an order's payments (the repayment package's).
type PaymentLedger interface {
	Payments(ctx context.Context, userID, orderID int64) ([]repay.Receipt, error)
}

// FourEyes is the core's audit log and maker-checker (the console's
// Service): the orders screen records its changes, registers the
// disbursement as an action under four eyes, proposes it, and reads the
// threshold above which it needs a second operator.
type FourEyes interface {
	Recorder
	Register(k Kind)
	Propose(ctx context.Context, op httpapi.OperatorSession, kind, objectID string, params any) (Proposal, error)
	DisbursementThreshold(ctx context.Context, q store.Querier) (int64, error)
	WriteOffDays(ctx context.Context, q store.Querier) (int64, error)
}

// NewOrdersScreen is the orders screen over db, in the market mk,
// recording decisions and disbursements in audit, where it registers the
// disbursement under maker-checker (disburse.go); credit and applicants
// are what a reviewer reads of an application (applications.go).
func NewOrdersScreen(db *store.DB, mk *market.Market, audit FourEyes, loans LoanOperator, payouts Payouts, ledger PaymentLedger, credit Underwriting, applicants Applicants) *OrdersScreen {
	s := &OrdersScreen{db: db, market: mk, audit: audit, loans: loans, payouts: payouts, ledger: ledger, credit: credit, applicants: applicants}
	audit.Register(s.disburseKind())
	audit.Register(s.waiveKind())
	audit.Register(s.writeOffKind())
	audit.Register(s.cancelKind())
	audit.Register(s.rescheduleKind())
	audit.Register(s.payoutAccountKind())
	return s
}

// OrderRow is one order in a console list.
type OrderRow struct {
	ID        int64     `json:"id"`
	No        string    `json:"orderNo"`
	Status    int       `json:"status"`
	Phone     string    `json:"phone"` // masked: 0917***4567
	Principal int64     `json:"principal"`
	Currency  string    `json:"currency"`
	CreatedAt time.Time `json:"createdAt"`
	// Queue tells the two 151s apart: review (an application) or payout
	// (withdrawal confirmed, the money to send); empty for other statuses.
	Queue string `json:"queue"`
	// Payout is the last payout's state (new, sending, pending, succeeded,
	// failed) and PayoutReason why it failed; empty before any.
	Payout       string `json:"payout"`
	PayoutReason string `json:"payoutReason"`
	// Flags are the credit policy's reason codes on the application (the
	// applications queue; none for an order decided without the policy).
	Flags []string `json:"flags,omitempty"`
}

// Orders searches orders by order number, the borrower's phone (either
// form), status or queue (review or payout); empty finds them all: one
// page in p's order (newest first by default).
func (s *OrdersScreen) Orders(ctx context.Context, query string, status int64, queue string, p page.Params) (page.Page[OrderRow], error) {
	f := report.OrderFilter{Status: status, Queue: queue}
	if queue != "" && queue != "review" && queue != "payout" {
		return page.Page[OrderRow]{}, fault.Field("queue", "The queue is review or payout.")
	}
	if q := strings.TrimSpace(query); q != "" {
		if phone, err := s.market.NormalizePhone(q); err == nil {
			f.Phone = phone
		} else {
			f.OrderNo = strings.ToUpper(q)
		}
	}
	o, err := p.Parse(report.OrderSorts)
	if err != nil {
		return page.Page[OrderRow]{}, err
	}
	rows, err := report.OrdersPage(ctx, s.db, f, o)
	if err != nil {
		return page.Page[OrderRow]{}, err
	}
	out := page.Map(rows, orderRow)
	if queue == "review" {
		err = s.withFlags(ctx, out.Rows)
	}
	return out, err
}

// orderRow shapes an order for the console: the phone masked, the queue
// told.
func orderRow(o report.OrderRow) OrderRow {
	r := OrderRow{ID: o.ID, No: o.No, Status: o.Status, Phone: market.LogPhone(o.Phone), Principal: o.Principal,
		Currency: o.Currency, CreatedAt: o.CreatedAt, Payout: o.PayoutState, PayoutReason: o.PayoutReason}
	if r.Status == int(loan.StatusProcessing) {
		r.Queue = "review"
		if o.WithdrawnAt > 0 {
			r.Queue = "payout"
		}
	}
	return r
}

// orderRows reads the orders f chooses (one, or one borrower's), with
// their borrowers' phones and payouts (internal/report joins the three
// owners' tables); the order, borrower and complaint pages show them.
func orderRows(ctx context.Context, q store.Querier, f report.OrderFilter) ([]OrderRow, error) {
	rows, err := report.Orders(ctx, q, f)
	return page.Map(page.Page[report.OrderRow]{Rows: rows}, orderRow).Rows, err
}

// OrderDetail is one order as the console's order page shows it: its row,
// its figures (integer minor units), every change of status and every
// payment with how it was applied.
type OrderDetail struct {
	OrderRow
	TermDays     int   `json:"termDays"`
	Instalments  int   `json:"instalments"`
	AmountDue    int64 `json:"amountDue"` // principal, interest and fees of the plan
	LateInterest int64 `json:"lateInterest"`
	Penalty      int64 `json:"penalty"`
	Paid         int64 `json:"paid"` // payments and extensions' costs
	Owed         int64 `json:"owed"` // still to pay to settle
	// PenaltyOwed and LateInterestOwed are the late charges unpaid and
	// not waived, FeesOwed the plan's fees: the most a waiver can forgive.
	PenaltyOwed      int64 `json:"penaltyOwed"`
	LateInterestOwed int64 `json:"lateInterestOwed"`
	FeesOwed         int64 `json:"feesOwed"`
	Waived           int64 `json:"waived"` // late charges and fees forgiven so far
	// WrittenOff is the day the lender wrote the loan off (YYYY-MM-DD), ""
	// when it did not; DaysOverdue counts from the first unpaid due date.
	WrittenOff  string `json:"writtenOff"`
	DaysOverdue int    `json:"daysOverdue"`
	NextDue     string `json:"nextDue"` // YYYY-MM-DD, "" when nothing is due
	// History is every change of status, oldest first.
	History []loan.Change `json:"history"`
	// Payments is the ledger, newest first.
	Payments []repay.Receipt `json:"payments"`
	// Refunds are the refunds of held money on the order's pay codes sent
	// to the borrower's payout account, with their state, oldest first.
	Refunds []payout.Refund `json:"refunds"`
}

// OrderDetail reads an order by its number with its history and payments.
func (s *OrdersScreen) OrderDetail(ctx context.Context, orderNo string) (OrderDetail, error) {
	o, history, err := s.loans.Lookup(ctx, strings.ToUpper(strings.TrimSpace(orderNo)))
	if err != nil {
		return OrderDetail{}, err
	}
	rows, err := orderRows(ctx, s.db, report.OrderFilter{OrderID: o.ID})
	if err != nil {
		return OrderDetail{}, err
	}
	if len(rows) != 1 {
		return OrderDetail{}, fmt.Errorf("console: order %d has %d rows", o.ID, len(rows))
	}
	payments, err := s.ledger.Payments(ctx, o.UserID, o.ID)
	if err != nil {
		return OrderDetail{}, err
	}
	refunds, err := s.payouts.RefundsOf(ctx, s.db, o.ID)
	if err != nil {
		return OrderDetail{}, err
	}
	if history == nil {
		history = []loan.Change{}
	}
	return OrderDetail{OrderRow: rows[0], TermDays: o.Terms.TermDays, Instalments: o.Terms.Instalments,
		AmountDue: o.AmountDue, LateInterest: o.LateInterest, Penalty: o.Penalty, Paid: o.TotalPaid(), Owed: o.Owed(),
		PenaltyOwed: o.Charges().Penalty, LateInterestOwed: o.Charges().LateInterest, FeesOwed: o.FeesOwed(), Waived: o.Waived(),
		WrittenOff: s.day(o.WrittenOffAt), DaysOverdue: o.OverdueDays(s.loans.Calendar().Today()),
		NextDue: loan.Day(o.NextDue), History: history, Payments: payments, Refunds: refunds}, nil
}

// Decided is an application's new state.
type Decided struct {
	OrderNo string `json:"orderNo"`
	Status  int    `json:"status"`
}

// Decide approves or rejects an application (151) with a reason, as the
// operator, recorded in the order's history, the credit policy's decision
// (the reviewer's, with the flags approved over; approving over flags
// needs the reason) and the audit log together.
func (s *OrdersScreen) Decide(ctx context.Context, op httpapi.OperatorSession, orderNo, decision, reason string) (Decided, error) {
	var ev loan.Event
	switch decision {
	case "approve":
		ev = loan.EventApprove
	case "reject":
		ev = loan.EventReject
		if strings.TrimSpace(reason) == "" {
			return Decided{}, fault.Field("reason", "Say why the application is rejected.")
		}
	default:
		return Decided{}, fault.Field("decision", "The decision is approve or reject.")
	}
	var d Decided
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		before, err := loan.StatusByNo(ctx, tx, orderNo)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		o, err := s.loans.Operate(ctx, tx, ev, orderNo, loan.OperatorActor(op.Name))
		if err != nil {
			return err
		}
		policy, err := s.review(ctx, tx, op, o, ev == loan.EventApprove, reason)
		if err != nil {
			return err
		}
		d = Decided{OrderNo: o.No, Status: int(o.Status)}
		after := map[string]any{"status": int(o.Status), "reason": reason}
		if policy != nil {
			after["credit"] = policy
		}
		return s.audit.Record(ctx, tx, op, decision, "order", o.No, map[string]any{"status": int(before)}, after)
	})
	return d, err
}

// The orders screen's calls and their parameters.

// OrdersParams are orders'.
type OrdersParams struct {
	Q      string `param:"q,max=32" desc:"an order number or a phone number"`
	Status int64  `param:"status,max=3" desc:"an order status"`
	Queue  string `param:"queue,max=8" desc:"review (applications at 151) or payout (151, the withdrawal confirmed)"`
	page.Params
}

// OrderNo names an order by its number.
type OrderNo struct {
	OrderNo string `param:"orderNo,required,max=32" desc:"the order number"`
}

// BulkDisburseParams are orders/disburse-bulk's.
type BulkDisburseParams struct {
	OrderNos string `param:"orderNos,required,max=4000" desc:"the orders' numbers, comma-separated, at most 200"`
}

// DecideParams are orders/decide's.
type DecideParams struct {
	OrderNo
	Decision string `param:"decision,required,max=8" desc:"approve or reject"`
	Reason   string `param:"reason,max=500" desc:"why; required to reject, and to approve over the credit policy's flags"`
}

// Routes are the orders screen's calls.
func (s *OrdersScreen) Routes() []httpapi.Route {
	return []httpapi.Route{
		{Method: "GET", Path: "/admin/api/orders", Summary: "Console: orders by order number, phone, status or queue, a page at a time (sort: created, principal, status, orderNo; default -created)", Auth: httpapi.Operator, Permission: PermReadOrders,
			Data: page.Page[OrderRow]{}, Handle: httpapi.Bind(s.HandleOrders)},
		{Method: "GET", Path: "/admin/api/orders/detail", Summary: "Console: one order with its figures, its whole history of statuses and its payments ledger", Auth: httpapi.Operator, Permission: PermReadOrders,
			Data: OrderDetail{}, Handle: httpapi.Bind(s.HandleOrderDetail)},
		{Method: "GET", Path: "/admin/api/orders/application", Summary: "Console: an application for its review: the credit policy's decision (version, reasons, inputs), its flags, the borrower's exposure (open and overdue loans, owed, limit, repayments), applicant data masked and other orders (reviewer)", Auth: httpapi.Operator, Permission: PermApplications,
			Data: Application{}, Handle: httpapi.Bind(s.HandleApplication)},
		{Method: "POST", Path: "/admin/api/orders/decide", Summary: "Console: approve or reject an application (151), with the reason (required to reject, and to approve over the credit policy's flags, which are recorded as overridden; reviewer, audited)", Auth: httpapi.Operator, Permission: PermApplications,
			Data: Decided{}, Handle: httpapi.Bind(s.HandleDecide)},
		{Method: "POST", Path: "/admin/api/orders/disburse", Summary: "Console: send an order's money through the payout adapter (finance); above the threshold (default 0: always) it is proposed (state proposed) and a second operator's approval sends it; a retry pays nothing twice, and on a paid order nothing is done or audited", Auth: httpapi.Operator, Permission: PermDisbursement,
			Data: Disbursed{}, Handle: httpapi.Bind(s.HandleDisburse)},
		{Method: "POST", Path: "/admin/api/orders/disburse-bulk", Summary: "Console: disburse up to 200 orders, each exactly as orders/disburse does one (proposed above the threshold, each audited; one refused does not stop the others); one outcome per order (finance)", Auth: httpapi.Operator, Permission: PermDisbursement,
			Data: []BulkDisbursed{}, Handle: httpapi.Bind(s.HandleDisburseAll)},
		{Method: "POST", Path: "/admin/api/orders/waive", Summary: "Console: propose waiving part or all of an order's unpaid penalty and late interest, with the reason (four eyes: another finance operator or admin approves it, which lowers what the order owes by exactly that and posts the waiver to the books; more than owed, or an order not in repayment: refused; finance, audited)", Auth: httpapi.Operator, Permission: PermServicing,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandleWaive)},
		{Method: "POST", Path: "/admin/api/orders/reschedule", Summary: "Console: propose rescheduling an order in repayment (170, 174, 180; not written off): a new plan of instalments for the principal left, from a first due date after today, with the borrower's consent (how, when, a reference) and the reason (four eyes: another finance operator or admin approves it, which gives the order the new plan, moves the plan's interest on the books and records the consent; the late charges stay owed; a covered loan's new interest is cut to the cost cap; finance, audited)", Auth: httpapi.Operator, Permission: PermServicing,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandleReschedule)},
		{Method: "POST", Path: "/admin/api/orders/write-off", Summary: "Console: propose writing an overdue order off as a loss, with the reason (four eyes: another finance operator or admin approves it, which takes what it owes off the books and stops its charges; the borrower still owes it, and money that arrives is a recovery; finance, audited)", Auth: httpapi.Operator, Permission: PermServicing,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandleWriteOff)},
		{Method: "POST", Path: "/admin/api/orders/write-off-due", Summary: "Console: propose writing off every order overdue for at least the write-off days (GET approvals/write-off-days), each its own proposal; one outcome per order (finance, audited)", Auth: httpapi.Operator, Permission: PermServicing,
			Data: []ProposedWriteOff{}, Handle: httpapi.NoParams(s.HandleWriteOffDue)},
		{Method: "POST", Path: "/admin/api/orders/cancel", Summary: "Console: propose cancelling an approved order before its payout (21, or 151 once the withdrawal is confirmed), with the reason (four eyes: another finance operator or admin approves it; paid out, or a payout on its way: refused; nothing is posted, no money moved; finance, audited)", Auth: httpapi.Operator, Permission: PermDisbursement,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandleCancel)},
		{Method: "GET", Path: "/admin/api/orders/payout-choices", Summary: "Console: an order whose payout failed: the account it went to and why, the borrower's payout accounts and the channels a new number can be on (finance)", Auth: httpapi.Operator, Permission: PermDisbursement,
			Data: PayoutChoice{}, Handle: httpapi.Bind(s.HandlePayoutChoices)},
		{Method: "POST", Path: "/admin/api/orders/payout-account", Summary: "Console: propose sending a failed payout to another account, one of the borrower's (accountId) or a channel and number checked as the binding form checks them, with the reason (four eyes: another finance operator or admin approves it, which changes the account, records it masked with who and why, and sends the payout again under the order's idempotency rules, so nothing is paid twice; finance, audited)", Auth: httpapi.Operator, Permission: PermDisbursement,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandlePayoutAccount)},
	}
}

// HandleOrders is GET /admin/api/orders.
func (s *OrdersScreen) HandleOrders(c *httpapi.Call, p OrdersParams) (any, error) {
	return s.Orders(c.Context(), p.Q, p.Status, p.Queue, p.Params)
}

// HandleOrderDetail is GET /admin/api/orders/detail.
func (s *OrdersScreen) HandleOrderDetail(c *httpapi.Call, p OrderNo) (any, error) {
	return s.OrderDetail(c.Context(), p.OrderNo)
}

// HandleDecide is POST /admin/api/orders/decide.
func (s *OrdersScreen) HandleDecide(c *httpapi.Call, p DecideParams) (any, error) {
	return s.Decide(c.Context(), c.Operator, p.OrderNo.OrderNo, p.Decision, p.Reason)
}

// HandleDisburse is POST /admin/api/orders/disburse.
func (s *OrdersScreen) HandleDisburse(c *httpapi.Call, p OrderNo) (any, error) {
	return s.Disburse(c.Context(), c.Operator, p.OrderNo)
}

// HandleDisburseAll is POST /admin/api/orders/disburse-bulk.
func (s *OrdersScreen) HandleDisburseAll(c *httpapi.Call, p BulkDisburseParams) (any, error) {
	var nos []string
	for _, f := range strings.Split(p.OrderNos, ",") {
		if no := strings.ToUpper(strings.TrimSpace(f)); no != "" {
			nos = append(nos, no)
		}
	}
	return s.DisburseAll(c.Context(), c.Operator, nos)
}
