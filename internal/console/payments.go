package console

import (
	"context"
	"encoding/csv"
	"strconv"
	"time"

	"kwarta/internal/httpapi"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// Resolve settles a payment kept for review as the operator: credit it to
// an order or record its refund, with a note, audited in the same
// transaction (repay.Service.Resolve).
func (s *Service) Resolve(ctx context.Context, op httpapi.OperatorSession, txnID, action, orderNo, note string) (repay.Resolution, error) {
	return s.Repay.Resolve(ctx, txnID, action, orderNo, note, op.Name, func(ctx context.Context, tx *store.Tx, r repay.Resolution) error {
		return s.Record(ctx, tx, op, "resolve-payment", "payment", r.TxnID, map[string]any{"kind": r.Kind},
			map[string]any{"action": r.Action, "orderNo": r.OrderNo, "paymentId": r.PaymentID, "amount": r.Amount, "note": r.Note})
	})
}

// dayRange reads the from and to dates (YYYY-MM-DD in the market's zone,
// both included); a missing one is today's.
func (h Handlers) dayRange(p DayRange) (first, last time.Time, err error) {
	loc := h.Market.Location()
	if first, err = parseDay("from", p.From, loc); err != nil {
		return
	}
	if last, err = parseDay("to", p.To, loc); err != nil {
		return
	}
	now := h.S.Clock.Now().In(loc)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, loc)
	if first.IsZero() {
		first = today
	}
	if last.IsZero() {
		last = today
	}
	return first, last, nil
}

// window reads the optional from and to days (YYYY-MM-DD, market time) as
// a half-open window: from's start up to the end of to (zero: open).
func (h Handlers) window(p Window) (from, to time.Time, err error) {
	loc := h.Market.Location()
	if from, err = parseDay("from", p.From, loc); err != nil {
		return
	}
	if to, err = parseDay("to", p.To, loc); err != nil {
		return
	}
	if !to.IsZero() {
		to = to.AddDate(0, 0, 1) // through the whole day
	}
	return from, to, nil
}

// ProviderEvents is GET /admin/api/payments/events.
func (h Handlers) ProviderEvents(c *httpapi.Call, p Window) (any, error) {
	from, to, err := h.window(p)
	if err != nil {
		return nil, err
	}
	return h.S.Repay.Events(c.Context(), from, to)
}

// Reviews is GET /admin/api/payments/review.
func (h Handlers) Reviews(c *httpapi.Call) (any, error) { return h.S.Repay.Reviews(c.Context()) }

// Resolve is POST /admin/api/payments/resolve.
func (h Handlers) Resolve(c *httpapi.Call, p ResolveParams) (any, error) {
	return h.S.Resolve(c.Context(), c.Operator, p.TxnID, p.Action, p.OrderNo, p.Note)
}

// Totals is GET /admin/api/payments/totals.
func (h Handlers) Totals(c *httpapi.Call, p DayRange) (any, error) {
	first, last, err := h.dayRange(p)
	if err != nil {
		return nil, err
	}
	return h.S.Repay.Totals(c.Context(), first, last, h.Market.Location())
}

// TotalsCSV is GET /admin/api/payments/totals.csv: Totals as a CSV file,
// money in minor units and as the provider's decimal amount.
func (h Handlers) TotalsCSV(c *httpapi.Call, p DayRange) (any, error) {
	first, last, err := h.dayRange(p)
	if err != nil {
		return nil, err
	}
	totals, err := h.S.Repay.Totals(c.Context(), first, last, h.Market.Location())
	if err != nil {
		return nil, err
	}
	hd := c.Writer.Header()
	hd.Set("Content-Type", "text/csv; charset=utf-8")
	hd.Set("Content-Disposition", `attachment; filename="payments-`+first.Format(time.DateOnly)+`-to-`+last.Format(time.DateOnly)+`.csv"`)
	hd.Set("Cache-Control", "no-store")
	w := csv.NewWriter(c.Writer)
	_ = w.Write([]string{"day", "channel", "channel_name", "currency", "payments", "amount_minor", "amount"})
	for _, t := range totals {
		_ = w.Write([]string{t.Day, t.Channel, t.ChannelName, t.Currency, strconv.FormatInt(t.Payments, 10),
			strconv.FormatInt(t.Amount, 10), payment.FormatAmount(t.Amount)})
	}
	w.Flush()
	return nil, w.Error()
}
