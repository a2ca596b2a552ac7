package console

import (
	"context"
	"strconv"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/export"
	"kwarta/internal/httpapi"
	"kwarta/internal/market"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// PaymentsScreen is the console's work on payments: the provider-event
// ledger, the payments kept for review and their resolution, the daily
// totals. Build it with NewPaymentsScreen.
type PaymentsScreen struct {
	clock    clock.Clock
	market   *market.Market
	audit    Recorder
	payments PaymentReview
}

// PaymentReview is what the payments screen needs of the repayments (the
// repayment package's Service).
type PaymentReview interface {
	// Events is the provider-event ledger from from to to (zero: open), newest first.
	Events(ctx context.Context, from, to time.Time) ([]repay.Event, error)
	// Reviews is the payments kept for review.
	Reviews(ctx context.Context) ([]repay.Review, error)
	// Resolve credits or refunds a payment kept for review, calling also
	// in the same transaction.
	Resolve(ctx context.Context, txnID, action, orderNo, note, by string,
		also func(context.Context, *store.Tx, repay.Resolution) error) (repay.Resolution, error)
	// Totals is the payments received per day and channel, first to last in loc.
	Totals(ctx context.Context, first, last time.Time, loc *time.Location) ([]repay.DayTotal, error)
}

// NewPaymentsScreen is the payments screen over payments, in the market
// mk, recording resolutions in audit.
func NewPaymentsScreen(clk clock.Clock, mk *market.Market, audit Recorder, payments PaymentReview) *PaymentsScreen {
	return &PaymentsScreen{clock: clk, market: mk, audit: audit, payments: payments}
}

// Resolve settles a payment kept for review as the operator: credit it to
// an order or record its refund, with a note, audited in the same
// transaction (repay.Service.Resolve).
func (s *PaymentsScreen) Resolve(ctx context.Context, op httpapi.OperatorSession, txnID, action, orderNo, note string) (repay.Resolution, error) {
	return s.payments.Resolve(ctx, txnID, action, orderNo, note, op.Name, func(ctx context.Context, tx *store.Tx, r repay.Resolution) error {
		return s.audit.Record(ctx, tx, op, "resolve-payment", "payment", r.TxnID, map[string]any{"kind": r.Kind},
			map[string]any{"action": r.Action, "orderNo": r.OrderNo, "paymentId": r.PaymentID, "amount": r.Amount, "note": r.Note})
	})
}

// ResolveParams are payments/resolve's.
type ResolveParams struct {
	TxnID   string `param:"txnId,required,max=64" desc:"the payment's transaction id (txnId from review)"`
	Action  string `param:"action,required,max=8" desc:"credit or refund"`
	OrderNo string `param:"orderNo,max=32" desc:"the order to credit: required when the payment has no pay code; else empty or the code's order"`
	Note    string `param:"note,required,max=500" desc:"why"`
}

// Routes are the payments screen's calls.
func (s *PaymentsScreen) Routes() []httpapi.Route {
	return []httpapi.Route{
		{Method: "GET", Path: "/admin/api/payments/events", Summary: "Console: the provider-event ledger (every postback and status answer as received), newest first, at most 500 (finance)", Auth: httpapi.Operator, Permission: PermPayments,
			Data: []repay.Event{}, Handle: httpapi.Bind(s.HandleEvents)},
		{Method: "GET", Path: "/admin/api/payments/review", Summary: "Console: the payments kept for review (wrong amount, the order could not take it, no known pay code), oldest first, then the last 100 resolved (finance)", Auth: httpapi.Operator, Permission: PermPayments,
			Data: []repay.Review{}, Handle: httpapi.NoParams(s.HandleReviews)},
		{Method: "POST", Path: "/admin/api/payments/resolve", Summary: "Console: resolve a payment kept for review once: credit it to an order through the loan engine, or record its refund; a note is required (finance, audited; already resolved: 409)", Auth: httpapi.Operator, Permission: PermPayments,
			Data: repay.Resolution{}, Handle: httpapi.Bind(s.HandleResolve)},
		{Method: "GET", Path: "/admin/api/payments/totals", Summary: "Console: the payments received per day and channel, minor units (finance; at most 366 days)", Auth: httpapi.Operator, Permission: PermPayments,
			Data: []repay.DayTotal{}, Handle: httpapi.Bind(s.HandleTotals)},
		{Method: "GET", Path: "/admin/api/payments/totals.csv", Summary: "Console: the same totals as a CSV file (text/csv, an attachment)", Auth: httpapi.Operator, Permission: PermPayments, Raw: true,
			Handle: httpapi.Bind(s.HandleTotalsCSV)},
	}
}

// HandleEvents is GET /admin/api/payments/events.
func (s *PaymentsScreen) HandleEvents(c *httpapi.Call, p Window) (any, error) {
	from, to, err := window(p, s.market.Location())
	if err != nil {
		return nil, err
	}
	return s.payments.Events(c.Context(), from, to)
}

// HandleReviews is GET /admin/api/payments/review.
func (s *PaymentsScreen) HandleReviews(c *httpapi.Call) (any, error) {
	return s.payments.Reviews(c.Context())
}

// HandleResolve is POST /admin/api/payments/resolve.
func (s *PaymentsScreen) HandleResolve(c *httpapi.Call, p ResolveParams) (any, error) {
	return s.Resolve(c.Context(), c.Operator, p.TxnID, p.Action, p.OrderNo, p.Note)
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
