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
	"kwarta/internal/metrics"
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
	// MovedFrom is the payment whose money this code carries, for a code
	// a reversal made (reverse.go); 0 for a code issued for money to come.
	MovedFrom int64
}

const codeColumns = `id, order_id, user_id, purpose, amount, currency, channel, gateway, txn_id, ref_no, pay_url, state, note,
	created_at, expires_at, closed_at, moved_from`

func scanCode(scan func(...any) error) (PayCode, error) {
	var (
		c                          PayCode
		purpose                    string
		created, expires, closedAt int64
	)
	err := scan(&c.ID, &c.OrderID, &c.UserID, &purpose, &c.Amount, &c.Currency, &c.Channel, &c.Gateway, &c.TxnID, &c.RefNo,
		&c.PayURL, &c.State, &c.Note, &created, &expires, &closedAt, &c.MovedFrom)
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

// AwaitsMoney says whether the code still waits for its money: open, or
// expired or replaced unpaid (money paid on it is still credited).
func (c PayCode) AwaitsMoney() bool {
	return c.State == stateOpen || c.State == stateExpired || c.State == stateReplaced
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
	Now     int64 // what is due now (late charges, instalments due or in the due window)
	Payoff  int64 // the whole loan
	// Range is what a code may be issued for now (the least payment, the
	// most, the prepayment rule's date); Range.Refused says why nothing
	// can be paid now, and from when.
	Range loan.PaymentRange
	// PayoffAllowed: the prepayment rule allows paying the whole loan now;
	// PayoffFrom is the first day paying ahead is allowed.
	PayoffAllowed bool
	PayoffFrom    time.Time
}

// Due reads the borrower's order up to date and what it asks for (404 for
// another borrower's order, 400 when productID is given and is not the
// order's, 409 when the order takes no payment).
func (s *Service) Due(ctx context.Context, userID, orderID, productID int64) (Due, error) {
	o, p, err := s.loans.Current(ctx, userID, orderID)
	if err != nil {
		return Due{}, err
	}
	if productID != 0 && productID != o.ProductID {
		return Due{}, fault.Field("productId", "This order is not for that product.")
	}
	if !o.InRepayment() {
		return Due{}, fault.Newf(fault.CodeConflict, "Order %s takes no payment: it is %s.", o.No, o.Status)
	}
	d := Due{Order: o, Product: p, Range: s.loans.Payable(&o), Payoff: o.Owed()}
	d.Now, d.PayoffFrom = d.Range.Due, d.Range.AheadFrom
	d.PayoffAllowed = s.loans.CheckPayment(&o, d.Payoff) == nil
	return d, nil
}

// purposeOf decides what a requested amount pays for and checks it: the
// extension's price, the whole loan (payoff), or any other amount the
// order takes now (due: what is due now, a part of it, or, once paying
// ahead is allowed, more).
func (s *Service) purposeOf(ctx context.Context, d Due, r CodeRequest) (Purpose, int64, error) {
	money := loan.MoneyFor(d.Order.Market, false)
	if r.Extension {
		q, err := s.loans.ExtensionQuote(ctx, s.db, d.Order.ID)
		if err != nil {
			return "", 0, err
		}
		if r.Amount != q.Total {
			return "", 0, fault.Field("amount", "The extension costs "+money.Format(q.Total)+" now; please reload the page.")
		}
		return PurposeExtension, q.Total, nil
	}
	if err := s.loans.CheckPayment(&d.Order, r.Amount); err != nil {
		return "", 0, err
	}
	if r.Amount == d.Payoff && d.Payoff > d.Now {
		return PurposePayoff, r.Amount, nil
	}
	return PurposeDue, r.Amount, nil
}

func (s *Service) channel(number string) (payment.Channel, error) {
	for _, c := range s.gateway.Channels() {
		if c.Number == number {
			return c, nil
		}
	}
	return payment.Channel{}, fault.Field("channelNumber", "Please choose one of the payment methods shown.")
}

// Limits of generate-pay-code: each order and each borrower may ask for
// at most this many codes a minute (answered 429; Service.codeLimit, the
// --pay-code-limit flag, overrides it), so a burst of taps or a script
// cannot make the provider create code after code.
const (
	codeRequestsPerMinute = 10
	codeRequestWindow     = time.Minute
)

// pendingWait is how long a request waits for the provider's answer to a
// code another request (a double tap) is making, before it says so.
const pendingWait = 15 * time.Second

// Generate issues a pay code for a borrower's order through the payment
// channel and returns it with the address to pay at. The amount is checked
// against what the order takes now (purposeOf). A code still open for the
// same purpose, amount and channel is returned again, even while the
// provider is still making it (the request waits for it), so a double tap
// makes one code; any other open code of the purpose is replaced. The
// claim is the row itself, saved before the provider is asked, and at most
// one open code per order and purpose is a unique index. A code holds
// until its figures change (loan.Service.FiguresHoldUntil), at most to the
// end of the codeDays-th day after today.
func (s *Service) Generate(ctx context.Context, r CodeRequest) (PayCode, error) {
	d, err := s.Due(ctx, r.UserID, r.OrderID, r.ProductID)
	if err != nil {
		return PayCode{}, err
	}
	if err := s.limitCodes(ctx, r.UserID, d.Order.ID); err != nil {
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
	now := s.clock.Now()
	c := PayCode{
		OrderID: d.Order.ID, UserID: r.UserID, Purpose: purpose, Amount: amount, Currency: d.Order.Currency, Channel: ch.Number,
		Gateway: s.gateway.Name(), TxnID: newTxnID(d.Order.ID), State: stateOpen, CreatedAt: now, ExpiresAt: s.codeExpiry(d.Order),
	}
	var reuse *PayCode
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		old, ok, err := openCode(ctx, tx, c.OrderID, purpose)
		if err != nil {
			return err
		}
		if ok && old.Amount == amount && old.Channel == ch.Number && now.Before(old.ExpiresAt) {
			reuse = &old
			return nil
		}
		if ok {
			state := stateReplaced
			if !now.Before(old.ExpiresAt) {
				state = stateExpired
			}
			if _, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, closed_at = ? WHERE id = ? AND state = ?`,
				state, store.Millis(now), old.ID, stateOpen); err != nil {
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
		// Another request claimed the order's open code of this purpose
		// between our read and our insert: wait for its answer.
		return s.awaitPending(ctx, c.OrderID, purpose, amount, ch.Number)
	}
	if err != nil {
		return PayCode{}, err
	}
	if reuse != nil {
		if reuse.RefNo == "" {
			return s.awaitPending(ctx, c.OrderID, purpose, amount, ch.Number)
		}
		return *reuse, nil
	}
	// The provider is asked outside any transaction: the code is saved
	// first, so money paid on it can always be matched.
	created, err := s.gateway.Create(ctx, payment.Collection{
		TxnID: c.TxnID, Amount: c.Amount, Currency: c.Currency, Channel: c.Channel,
		Description: d.Product.Name + " " + d.Order.No + " (" + string(purpose) + ")", Email: "payments@kwarta.ph",
	})
	if err != nil {
		s.logger.ErrorContext(ctx, "payment provider refused a collection", "gateway", c.Gateway, "txn_id", c.TxnID, "error", err)
		_, _ = s.db.Exec(context.WithoutCancel(ctx), `UPDATE pay_codes SET state = ?, note = ?, closed_at = ? WHERE id = ?`,
			stateFailed, "provider: "+clip(err.Error(), 300), store.Millis(now), c.ID)
		return PayCode{}, fault.New(fault.CodePaymentUnavailable, "")
	}
	c.RefNo, c.PayURL = created.RefNo, created.PayURL
	if _, err := s.db.Exec(ctx, `UPDATE pay_codes SET ref_no = ?, pay_url = ? WHERE id = ?`, c.RefNo, c.PayURL, c.ID); err != nil {
		return PayCode{}, err
	}
	metrics.PayCodes.WithLabelValues(c.Channel).Inc()
	return c, nil
}

// limitCodes counts a code request against the order's and the borrower's
// limits (codeRequestsPerMinute), refusing it with 429 past either.
func (s *Service) limitCodes(ctx context.Context, userID, orderID int64) error {
	now, limit := s.clock.Now(), s.codeLimit
	if limit <= 0 {
		limit = codeRequestsPerMinute
	}
	for _, l := range []struct{ scope, key string }{{"pay-code-order", itoa(orderID)}, {"pay-code-user", itoa(userID)}} {
		ok, err := s.db.CountRequest(ctx, l.scope, l.key, limit, codeRequestWindow, now)
		if err != nil {
			return err
		}
		if !ok {
			return fault.New(fault.CodeTooMany, "Too many payment codes were requested for this loan. Please wait a minute and try again.")
		}
	}
	return nil
}

// awaitPending waits for the open code another request is making for the
// same order and purpose to get the provider's reference, and returns it
// when it is for the same amount and channel. It answers 409 when the open
// code is another's (amount or channel) and 503 when the provider refused
// it or did not answer within pendingWait.
func (s *Service) awaitPending(ctx context.Context, orderID int64, p Purpose, amount int64, channel string) (PayCode, error) {
	deadline := time.Now().Add(pendingWait)
	for {
		c, ok, err := openCode(ctx, s.db, orderID, p)
		if err != nil {
			return PayCode{}, err
		}
		switch {
		case !ok:
			// The other request's code failed or was paid meanwhile.
			return PayCode{}, fault.New(fault.CodePaymentUnavailable, "")
		case c.Amount != amount || c.Channel != channel:
			return PayCode{}, fault.New(fault.CodeConflict, "A payment code is being made for this order. Please try again in a moment.")
		case c.RefNo != "":
			return c, nil
		}
		if time.Now().After(deadline) {
			return PayCode{}, fault.New(fault.CodePaymentUnavailable, "")
		}
		select {
		case <-ctx.Done():
			return PayCode{}, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// codeDays is how many days after today a pay code holds at most.
const codeDays = 2

// codeExpiry is when a code issued now stops being offered, always at the
// end of a day (11:59 pm, market time): the day the order's figures last
// hold (today for an overdue order, whose late interest grows daily; else
// its next due date), and at most codeDays after today. Money paid on it
// later is still credited.
func (s *Service) codeExpiry(o loan.Order) time.Time {
	holds := s.loans.Calendar().FiguresHoldUntil(o)
	if limit := s.loans.Calendar().EndOfDay(codeDays); limit.Before(holds) {
		return limit
	}
	return holds
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
