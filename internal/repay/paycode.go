package repay

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"strconv"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/store"
)

// PayCode is one reference number issued for one amount of one order.
type PayCode struct {
	ID        int64
	OrderID   int64
	UserID    int64
	Purpose   Purpose
	Amount    int64
	Currency  string
	Channel   string
	Gateway   string
	TxnID     string // ours, sent to the provider
	RefNo     string // the provider's: what the borrower quotes
	PayURL    string
	State     string
	Note      string
	CreatedAt time.Time
	ExpiresAt time.Time
	ClosedAt  time.Time
}

const codeColumns = `id, order_id, user_id, purpose, amount, currency, channel, gateway, txn_id, ref_no, pay_url, state, note,
	created_at, expires_at, closed_at`

func scanCode(scan func(...any) error) (PayCode, error) {
	var (
		c                          PayCode
		purpose                    string
		created, expires, closedAt int64
	)
	err := scan(&c.ID, &c.OrderID, &c.UserID, &purpose, &c.Amount, &c.Currency, &c.Channel, &c.Gateway, &c.TxnID, &c.RefNo,
		&c.PayURL, &c.State, &c.Note, &created, &expires, &closedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return PayCode{}, store.ErrNotFound
	}
	c.Purpose = Purpose(purpose)
	c.CreatedAt, c.ExpiresAt, c.ClosedAt = store.Time(created), store.Time(expires), store.Time(closedAt)
	return c, err
}

func codeByTxn(ctx context.Context, q store.Querier, txnID string) (PayCode, error) {
	return scanCode(q.QueryRow(ctx, `SELECT `+codeColumns+` FROM pay_codes WHERE txn_id = ?`, txnID).Scan)
}

// openCode is the order's open code for a purpose, if any.
func openCode(ctx context.Context, q store.Querier, orderID int64, p Purpose) (PayCode, bool, error) {
	c, err := scanCode(q.QueryRow(ctx, `SELECT `+codeColumns+` FROM pay_codes WHERE order_id = ? AND purpose = ? AND state = ?`,
		orderID, string(p), stateOpen).Scan)
	if errors.Is(err, store.ErrNotFound) {
		return PayCode{}, false, nil
	}
	return c, err == nil, err
}

// CodeRequest is what a repayment page's Payment asks for.
type CodeRequest struct {
	UserID    int64
	ProductID int64 // 0: not given; else must be the order's
	OrderID   int64
	Amount    int64 // minor units, as the page shows it; the server's figure decides
	Channel   string
	Extension bool // isDelay=1: the extension page
}

// Due is what an order asks for now, by purpose, as the pages show it.
type Due struct {
	Order   loan.Order
	Product loan.Product
	Now     int64 // what is due now
	Payoff  int64 // the whole loan
	// PayoffAllowed: the prepayment rule allows paying the whole loan now;
	// PayoffFrom is the first day it does.
	PayoffAllowed bool
	PayoffFrom    time.Time
	// NowRefused says why what is due now cannot be paid yet (a one-payment
	// loan before its due window is a prepayment); nil when it can.
	NowRefused error
}

// due reads the borrower's order up to date and what it asks for.
func (s *Service) due(ctx context.Context, userID, orderID, productID int64) (Due, error) {
	o, p, err := s.Loans.Current(ctx, userID, orderID)
	if err != nil {
		return Due{}, err
	}
	if productID != 0 && productID != o.ProductID {
		return Due{}, fault.Field("productId", "This order is not for that product.")
	}
	if !o.InRepayment() {
		return Due{}, fault.Newf(fault.CodeConflict, "Order %s takes no payment: it is %s.", o.No, o.Status)
	}
	d := Due{Order: o, Product: p, Now: o.PayableNow(s.Loans.Today()), Payoff: o.Owed()}
	_, d.PayoffFrom = s.Loans.PayoffFrom(o)
	d.PayoffAllowed = s.Loans.CheckPayment(&o, d.Payoff) == nil
	d.NowRefused = s.Loans.CheckPayment(&o, d.Now)
	return d, nil
}

// purposeOf decides what a requested amount pays for and checks it is the
// server's own figure.
func (s *Service) purposeOf(ctx context.Context, d Due, r CodeRequest) (Purpose, int64, error) {
	money := loan.MoneyFor(d.Order.Market, false)
	if r.Extension {
		q, err := s.Loans.ExtensionQuote(ctx, s.DB, d.Order.ID)
		if err != nil {
			return "", 0, err
		}
		if r.Amount != q.Total {
			return "", 0, fault.Field("amount", "The extension costs "+money.Format(q.Total)+" now; please reload the page.")
		}
		return PurposeExtension, q.Total, nil
	}
	switch {
	case r.Amount == d.Now && d.NowRefused != nil:
		return "", 0, d.NowRefused
	case r.Amount == d.Now:
		return PurposeDue, d.Now, nil
	case r.Amount == d.Payoff && d.PayoffAllowed:
		return PurposePayoff, d.Payoff, nil
	case r.Amount == d.Payoff:
		return "", 0, fault.Field("amount", "Repaying the whole loan early is allowed from "+loan.DisplayDay(d.PayoffFrom)+
			". You can pay "+money.Format(d.Now)+" now.")
	}
	msg := "The amount to pay now is " + money.Format(d.Now)
	if d.PayoffAllowed && d.Payoff != d.Now {
		msg += ", or " + money.Format(d.Payoff) + " to repay the whole loan"
	}
	return "", 0, fault.Field("amount", msg+"; please reload the page.")
}

func (s *Service) channel(number string) (payment.Channel, error) {
	for _, c := range s.Gateway.Channels() {
		if c.Number == number {
			return c, nil
		}
	}
	return payment.Channel{}, fault.Field("channelNumber", "Please choose one of the payment methods shown.")
}

// Generate issues a pay code for a borrower's order through the payment
// channel and returns it with the address to pay at. The amount is the
// server's (what is due now, the whole loan, or the extension); a code still
// open for the same purpose, amount and channel is returned again, so a
// double tap makes one code; any other open code of the purpose is replaced.
func (s *Service) Generate(ctx context.Context, r CodeRequest) (PayCode, error) {
	d, err := s.due(ctx, r.UserID, r.OrderID, r.ProductID)
	if err != nil {
		return PayCode{}, err
	}
	purpose, amount, err := s.purposeOf(ctx, d, r)
	if err != nil {
		return PayCode{}, err
	}
	ch, err := s.channel(r.Channel)
	if err != nil {
		return PayCode{}, err
	}
	now := s.Clock.Now()
	c := PayCode{
		OrderID: d.Order.ID, UserID: r.UserID, Purpose: purpose, Amount: amount, Currency: d.Order.Currency, Channel: ch.Number,
		Gateway: s.Gateway.Name(), TxnID: newTxnID(d.Order.ID), State: stateOpen, CreatedAt: now, ExpiresAt: now.Add(CodeTTL),
	}
	var reuse *PayCode
	err = s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		old, ok, err := openCode(ctx, tx, c.OrderID, purpose)
		if err != nil {
			return err
		}
		if ok && old.Amount == amount && old.Channel == ch.Number && now.Before(old.ExpiresAt) && old.RefNo != "" {
			reuse = &old
			return nil
		}
		if ok {
			if _, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, closed_at = ? WHERE id = ? AND state = ?`,
				stateReplaced, store.Millis(now), old.ID, stateOpen); err != nil {
				return err
			}
		}
		c.ID, err = store.InsertID(ctx, tx, `INSERT INTO pay_codes (order_id, user_id, purpose, amount, currency, channel, gateway,
			txn_id, state, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			c.OrderID, c.UserID, string(c.Purpose), c.Amount, c.Currency, c.Channel, c.Gateway, c.TxnID, c.State,
			store.Millis(c.CreatedAt), store.Millis(c.ExpiresAt))
		return err
	})
	if store.IsUniqueViolation(err) {
		return PayCode{}, fault.New(fault.CodeConflict, "A payment code is being made for this order. Please try again in a moment.")
	}
	if err != nil || reuse != nil {
		if reuse != nil {
			return *reuse, nil
		}
		return PayCode{}, err
	}
	// The provider is asked outside any transaction: the code is saved
	// first, so money paid on it can always be matched.
	created, err := s.Gateway.Create(ctx, payment.Collection{
		TxnID: c.TxnID, Amount: c.Amount, Currency: c.Currency, Channel: c.Channel,
		Description: d.Product.Name + " " + d.Order.No + " (" + string(purpose) + ")", Email: "payments@kwarta.ph",
	})
	if err != nil {
		s.logger().ErrorContext(ctx, "payment provider refused a collection", "gateway", c.Gateway, "txn_id", c.TxnID, "error", err)
		_, _ = s.DB.Exec(context.WithoutCancel(ctx), `UPDATE pay_codes SET state = ?, note = ?, closed_at = ? WHERE id = ?`,
			stateFailed, "provider: "+clip(err.Error(), 300), store.Millis(now), c.ID)
		return PayCode{}, fault.New(fault.CodePaymentUnavailable, "")
	}
	c.RefNo, c.PayURL = created.RefNo, created.PayURL
	if _, err := s.DB.Exec(ctx, `UPDATE pay_codes SET ref_no = ?, pay_url = ? WHERE id = ?`, c.RefNo, c.PayURL, c.ID); err != nil {
		return PayCode{}, err
	}
	return c, nil
}

// newTxnID is a transaction id the provider has never seen: the order id
// and random hex (Dragonpay takes up to 40 characters).
func newTxnID(orderID int64) string {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return "KW" + itoa(orderID) + "-" + hex.EncodeToString(b)
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
