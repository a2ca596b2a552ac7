package console

import (
	"context"
	"strconv"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/export"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/page"
	"kwarta/internal/payment"
	"kwarta/internal/payout"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// PaymentsScreen is the console's work on payments: the provider-event
// ledger, the payments kept for review and their resolution under four
// eyes (payment_proposals.go) with the search for the order to credit,
// the daily totals. Build it with NewPaymentsScreen.
type PaymentsScreen struct {
	db          *store.DB
	clock       clock.Clock
	market      *market.Market
	audit       PaymentFourEyes
	payments    PaymentReview
	settlements Settlements
	refunds     Refunds
}

// Refunds are the refunds of held money to a borrower's payout account
// (the payout package's Service).
type Refunds interface {
	// RefundAccount is the borrower's account a refund goes to (0: the default).
	RefundAccount(ctx context.Context, q store.Querier, userID, accountID int64) (payout.Account, error)
	// NewRefund records an approved refund in q; SendRefund sends it (again).
	NewRefund(ctx context.Context, q store.Querier, h payout.Held, accountID int64, operator string) (payout.Refund, error)
	SendRefund(ctx context.Context, source, actor string) (payout.Refund, error)
	// RefundOf is a payment's refund (store.ErrNotFound: none).
	RefundOf(ctx context.Context, q store.Querier, source string) (payout.Refund, error)
}

// PaymentFourEyes is the core's audit log and maker-checker (the
// console's Service): the payments screen registers crediting and
// refunding a payment as actions under four eyes and proposes them.
type PaymentFourEyes interface {
	Recorder
	Register(k Kind)
	Propose(ctx context.Context, op httpapi.OperatorSession, kind, objectID string, params any) (Proposal, error)
}

// PaymentReview is what the payments screen needs of the repayments (the
// repayment package's Service).
type PaymentReview interface {
	// Events is one page of the provider-event ledger from from to to (zero: open).
	Events(ctx context.Context, from, to time.Time, o page.Order) (page.Page[repay.Event], error)
	// Reviews is the payments kept for review, waiting for an operator.
	Reviews(ctx context.Context) ([]repay.Review, error)
	// Resolved is one page of the payments operators resolved.
	Resolved(ctx context.Context, o page.Order) (page.Page[repay.Review], error)
	// PreviewResolve checks in q that a payment kept for review can be
	// resolved so and says what it would do to the order credited.
	PreviewResolve(ctx context.Context, q store.Querier, txnID, action, orderNo string) (repay.ResolvePreview, error)
	// Resolve credits or refunds a payment kept for review in tx.
	Resolve(ctx context.Context, tx *store.Tx, txnID, action, orderNo, note, by string) (repay.Resolution, error)
	// ResolveToPayout resolves a pay code's held money as a refund to its borrower's payout account in tx.
	ResolveToPayout(ctx context.Context, tx *store.Tx, txnID, note, by string) (repay.Resolution, repay.HeldRefund, error)
	// Owing is what an order owes now, by the loan engine.
	Owing(ctx context.Context, q store.Querier, orderID int64) (loan.Owing, error)
	// Totals is the payments received per day and channel, first to last in loc.
	Totals(ctx context.Context, first, last time.Time, loc *time.Location) ([]repay.DayTotal, error)
}

// NewPaymentsScreen is the payments screen over db and payments, in the
// market mk, registering crediting and refunding a payment under four eyes
// with audit.
func NewPaymentsScreen(db *store.DB, clk clock.Clock, mk *market.Market, audit PaymentFourEyes, payments interface {
	PaymentReview
	Settlements
	Reversals
}, refunds Refunds) *PaymentsScreen {
	s := &PaymentsScreen{db: db, clock: clk, market: mk, audit: audit, payments: payments, settlements: payments, refunds: refunds}
	audit.Register(s.resolveKind(kindCreditPayment))
	audit.Register(s.resolveKind(kindRefundPayment))
	audit.Register(s.reverseKind(payments))
	return s
}

// ResolveParams are payments/resolve's.
type ResolveParams struct {
	TxnID   string `param:"txnId,required,max=64" desc:"the payment's transaction id (txnId from review)"`
	Action  string `param:"action,required,max=8" desc:"credit or refund"`
	OrderNo string `param:"orderNo,max=32" desc:"the order to credit, picked with the search (GET …/payments/orders): required when the payment has no pay code; else empty or the code's order"`
	Note    string `param:"note,required,max=500" desc:"why"`
	// AccountID is a refund's account, one of the borrower's.
	AccountID int64 `param:"accountId" desc:"a refund of a pay code's money: the borrower's payout account it goes to (0: their default); another borrower's is a field error"`
}

// EventsParams are payments/events'.
type EventsParams struct {
	Window
	page.Params
}

// ReviewsParams are payments/review's.
type ReviewsParams struct {
	Resolved int64 `param:"resolved,max=1" desc:"1: the resolved payments (sort: at, amount; default -at) instead of the waiting ones (sort: at, amount, kind; default at)"`
	page.Params
}

// OrderSearch are payments/orders'.
type OrderSearch struct {
	Q string `param:"q,required,max=64" desc:"the start of an order number, a phone number (any form) or at least 2 letters of the borrower's name"`
}

// Routes are the payments screen's calls.
func (s *PaymentsScreen) Routes() []httpapi.Route {
	return append([]httpapi.Route{
		{Method: "GET", Path: "/admin/api/payments/events", Summary: "Console: the provider-event ledger (every postback and status answer as received), a page at a time (sort: received, amount, status; default -received) (finance)", Auth: httpapi.Operator, Permission: PermPayments,
			Data: page.Page[repay.Event]{}, Handle: httpapi.Bind(s.HandleEvents)},
		{Method: "GET", Path: "/admin/api/payments/review", Summary: "Console: the payments kept for review (wrong amount, the order could not take it, no known pay code), oldest first, or with resolved=1 the resolved ones, newest first; a page at a time (finance)", Auth: httpapi.Operator, Permission: PermPayments,
			Data: page.Page[repay.Review]{}, Handle: httpapi.Bind(s.HandleReviews)},
		{Method: "POST", Path: "/admin/api/payments/resolve", Summary: "Console: propose resolving a payment kept for review (four eyes: another finance operator or admin approves it, which carries it out once): credit it to an order that can take it, or record its refund; a note is required (finance, audited; already resolved or already proposed: 409)", Auth: httpapi.Operator, Permission: PermPayments,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandleResolve)},
		{Method: "POST", Path: "/admin/api/payments/reverse", Summary: "Console: propose reversing a credited payment (four eyes: another finance operator or admin approves it, which carries it out once): its order is replayed without it, and the money is credited to the order named, as of the day it arrived, or held for review; a reason is required (finance, admin; audited; already reversed, an extended, waived or written-off order: 409)", Auth: httpapi.Operator, Permission: PermServicing,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandleReverse)},
		{Method: "GET", Path: "/admin/api/payments/orders", Summary: "Console: the orders a payment can be credited to (in repayment: 170, 174, 180) by the start of the order number, the borrower's phone or part of the name, with the borrower (phone masked) and what each owes now by the loan engine, minor units; at most 20, newest first (finance)", Auth: httpapi.Operator, Permission: PermPayments,
			Data: []CreditOrder{}, Handle: httpapi.Bind(s.HandleOrders)},
		{Method: "GET", Path: "/admin/api/payments/proposals", Summary: "Console: the resolutions of payments waiting for a second operator (pending proposals), for the review list's rows (finance)", Auth: httpapi.Operator, Permission: PermPayments,
			Data: []Proposal{}, Handle: httpapi.NoParams(s.HandleProposals)},
		{Method: "GET", Path: "/admin/api/payments/totals", Summary: "Console: the payments received per day and channel, minor units (finance; at most 366 days)", Auth: httpapi.Operator, Permission: PermPayments,
			Data: []repay.DayTotal{}, Handle: httpapi.Bind(s.HandleTotals)},
		{Method: "GET", Path: "/admin/api/payments/totals.csv", Summary: "Console: the same totals as a CSV file (text/csv, an attachment)", Auth: httpapi.Operator, Permission: PermPayments, Raw: true,
			Handle: httpapi.Bind(s.HandleTotalsCSV)},
	}, s.settlementRoutes()...)
}

// HandleEvents is GET /admin/api/payments/events.
func (s *PaymentsScreen) HandleEvents(c *httpapi.Call, p EventsParams) (any, error) {
	from, to, err := window(p.Window, s.market.Location())
	if err != nil {
		return nil, err
	}
	o, err := p.Parse(repay.EventSorts)
	if err != nil {
		return nil, err
	}
	return s.payments.Events(c.Context(), from, to, o)
}

// waitingSorts are the waiting payments' sort keys (a list read whole).
var waitingSorts = page.Of[repay.Review]{
	"at":     func(r repay.Review) page.Value { return r.At.UnixMilli() },
	"amount": func(r repay.Review) page.Value { return r.Amount },
	"kind":   func(r repay.Review) page.Value { return r.Kind },
}

// HandleReviews is GET /admin/api/payments/review.
func (s *PaymentsScreen) HandleReviews(c *httpapi.Call, p ReviewsParams) (any, error) {
	if p.Resolved == 1 {
		o, err := p.Parse(repay.ResolvedSorts)
		if err != nil {
			return nil, err
		}
		return s.payments.Resolved(c.Context(), o)
	}
	o, err := p.Parse(waitingSorts.Sorts("at"))
	if err != nil {
		return nil, err
	}
	all, err := s.payments.Reviews(c.Context())
	return page.Slice(all, waitingSorts, func(r repay.Review) page.Value { return r.TxnID }, o), err
}

// HandleResolve is POST /admin/api/payments/resolve.
func (s *PaymentsScreen) HandleResolve(c *httpapi.Call, p ResolveParams) (any, error) {
	return s.ProposeResolve(c.Context(), c.Operator, p.TxnID, p.Action, p.OrderNo, p.Note, p.AccountID)
}

// HandleOrders is GET /admin/api/payments/orders.
func (s *PaymentsScreen) HandleOrders(c *httpapi.Call, p OrderSearch) (any, error) {
	return s.OrdersToCredit(c.Context(), p.Q)
}

// HandleProposals is GET /admin/api/payments/proposals.
func (s *PaymentsScreen) HandleProposals(c *httpapi.Call) (any, error) {
	return s.Pending(c.Context(), c.Operator)
}

// HandleTotals is GET /admin/api/payments/totals.
func (s *PaymentsScreen) HandleTotals(c *httpapi.Call, p DayRange) (any, error) {
	first, last, err := dayRange(p, s.market.Location(), s.clock.Now())
	if err != nil {
		return nil, err
	}
	return s.payments.Totals(c.Context(), first, last, s.market.Location())
}

// HandleTotalsCSV is GET /admin/api/payments/totals.csv: the totals as a
// CSV file, money in minor units and as the provider's decimal amount.
func (s *PaymentsScreen) HandleTotalsCSV(c *httpapi.Call, p DayRange) (any, error) {
	first, last, err := dayRange(p, s.market.Location(), s.clock.Now())
	if err != nil {
		return nil, err
	}
	totals, err := s.payments.Totals(c.Context(), first, last, s.market.Location())
	if err != nil {
		return nil, err
	}
	hd := c.Writer.Header()
	export.Attachment(hd, "payments-"+first.Format(time.DateOnly)+"-to-"+last.Format(time.DateOnly)+".csv")
	hd.Set("Cache-Control", "no-store")
	w := export.NewWriter(c.Writer)
	_ = w.Write("day", "channel", "channel_name", "currency", "payments", "amount_minor", "amount")
	for _, t := range totals {
		_ = w.Write(t.Day, t.Channel, t.ChannelName, t.Currency, strconv.FormatInt(t.Payments, 10),
			strconv.FormatInt(t.Amount, 10), payment.FormatAmount(t.Amount))
	}
	return nil, w.Flush()
}
