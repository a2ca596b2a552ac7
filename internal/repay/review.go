package repay

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"sort"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/page"
	"kwarta/internal/payment"
	"kwarta/internal/store"
)

// stateRefunded: a code kept for review whose money an operator sent back.
const stateRefunded = "refunded"

// stateRefundPayout: a code kept for review whose money is refunded to its
// borrower's payout account (the payout package's refunds row says how
// far: new, sending, pending, succeeded or failed, and a failed one is
// retried). Its money stays in the channel's cash in transit until the
// channel settles it (InTransit), whatever the refund's state.
const stateRefundPayout = "refund_payout"

// How an operator resolves a payment kept for review.
const (
	ResolveCredit = "credit" // apply the money to an order through the loan engine
	ResolveRefund = "refund" // the money goes back to the payer; nothing is credited
)

// Event is one line of the provider-event ledger (provider_events).
type Event struct {
	ID       int64     `json:"id"`
	Gateway  string    `json:"gateway"`
	Source   string    `json:"source"` // postback, simulate, query, debit
	TxnID    string    `json:"txnId"`
	RefNo    string    `json:"refNo"`
	Status   string    `json:"status"`
	Amount   int64     `json:"amount"` // minor units; -1 when the provider did not say
	Verified bool      `json:"verified"`
	Outcome  string    `json:"outcome"`
	At       time.Time `json:"at"`
}

// EventSorts are the ledger's sort keys: received (the default, newest
// first), amount and status.
var EventSorts = page.Sorts{ID: "id", Default: "-received", Keys: map[string]page.Key{
	"received": {SQL: "received_at"},
	"amount":   {SQL: "amount"},
	"status":   {SQL: "status", Text: true},
}}

// Events reads one page of the ledger in o, received in [from, to)
// (zero: unbounded).
func (s *Service) Events(ctx context.Context, from, to time.Time, o page.Order) (page.Page[Event], error) {
	q := page.Query{Select: `id, gateway, source, txn_id, ref_no, status, amount, verified, outcome, received_at`, From: "provider_events"}
	if !from.IsZero() {
		q.Where, q.Args = append(q.Where, "received_at >= ?"), append(q.Args, store.Millis(from))
	}
	if !to.IsZero() {
		q.Where, q.Args = append(q.Where, "received_at < ?"), append(q.Args, store.Millis(to))
	}
	return page.List(ctx, s.db, EventSorts, o, q, func(scan func(...any) error) (Event, error) {
		var (
			e        Event
			verified int
			at       int64
		)
		err := scan(&e.ID, &e.Gateway, &e.Source, &e.TxnID, &e.RefNo, &e.Status, &e.Amount, &verified, &e.Outcome, &at)
		e.Verified, e.At = verified == 1, store.Time(at)
		return e, err
	})
}

// Resolution is how an operator resolved a payment kept for review.
type Resolution struct {
	ID        int64  `json:"id"`
	TxnID     string `json:"txnId"`
	Kind      string `json:"kind" enum:"amount_mismatch,review,unknown_txn"`
	Action    string `json:"action" enum:"credit,refund"`
	OrderNo   string `json:"orderNo"`   // the order credited; "" for a refund
	PaymentID int64  `json:"paymentId"` // the payment the credit made; 0 for a refund
	// CreditedAs is how a credit was applied: an extension (an extension's
	// code paid its exact fee) or a repayment (any other money, an
	// extension's wrong amount included); "" for a refund.
	CreditedAs string    `json:"creditedAs,omitempty" enum:"repayment,extension"`
	Amount     int64     `json:"amount"` // minor units
	Note       string    `json:"note"`
	Operator   string    `json:"operator"`
	At         time.Time `json:"at"`
}

// KindDebitUnknown is a review of a card debit whose outcome the provider
// left unanswered (HoldDebit): no money is known to have arrived, so it is
// neither credited nor refunded here; the card repayment's job still asks
// the provider, and its answer settles it (docs/DESIGN.md, "Card
// repayment (legacy flow)").
const KindDebitUnknown = "debit_unknown"

// Review is money that arrived but was not credited: a pay code paid with
// a wrong amount (amount_mismatch), money its order could not take
// (review), or a paid postback for no known pay code (unknown_txn); or a
// card debit whose outcome is unknown (debit_unknown: Amount -1, Asked
// the debit's amount, At when it started).
type Review struct {
	TxnID  string `json:"txnId"`
	RefNo  string `json:"refNo"`
	Kind   string `json:"kind" enum:"amount_mismatch,review,unknown_txn,debit_unknown"`
	Amount int64  `json:"amount"` // received, minor units; -1 when the provider did not say
	Asked  int64  `json:"asked"`  // the pay code's amount; 0 without a code
	// Currency and Channel are known values: the pay code's own, or, for
	// a postback without a code, its ccy and procid when they are the
	// market's currency and one of the channel list's processor ids ("":
	// not verified). Those two fields are outside the provider's digest,
	// so anyone holding a genuine digest can change them.
	Currency string `json:"currency"`
	Channel  string `json:"channel"`
	// CurrencyAsSent and ChannelAsSent are the postback's ccy and procid
	// as sent when they are not known values: untrusted text, shown marked
	// "unverified, as sent", never credited as the payment's channel nor
	// summed in the totals ("" when verified or for a pay code).
	CurrencyAsSent string    `json:"currencyAsSent,omitempty"`
	ChannelAsSent  string    `json:"channelAsSent,omitempty"`
	OrderNo        string    `json:"orderNo"` // the pay code's order; "" without a code
	Detail         string    `json:"detail"`  // why it waits
	At             time.Time `json:"at"`
	// Resolution is nil while the payment waits for an operator.
	Resolution *Resolution `json:"resolution"`
}

// Reviews lists the payments waiting for an operator, oldest first (a
// few: each waits for a person; the resolved ones are Resolved's).
func (s *Service) Reviews(ctx context.Context) ([]Review, error) {
	out := []Review{}
	rows, err := s.db.Query(ctx, `SELECT c.txn_id, c.ref_no, c.amount, c.currency, c.channel, c.order_id, c.note, c.closed_at, c.created_at, c.state,
		COALESCE((SELECT e.amount FROM provider_events e WHERE e.txn_id = c.txn_id AND e.outcome = ? ORDER BY e.id DESC LIMIT 1), -2)
		FROM pay_codes c WHERE c.state IN (?, ?)`, OutcomeMismatch, stateReview, stateUnknown)
	if err != nil {
		return nil, err
	}
	var orderIDs []int64 // each code's order, as out
	for rows.Next() {
		var (
			r                          Review
			at, created, paid, orderID int64
			state                      string
		)
		if err := rows.Scan(&r.TxnID, &r.RefNo, &r.Asked, &r.Currency, &r.Channel, &orderID, &r.Detail, &at, &created, &state, &paid); err != nil {
			rows.Close()
			return nil, err
		}
		r.At, r.Kind, r.Amount = store.Time(at), OutcomeReview, r.Asked
		switch {
		case state == stateUnknown: // a card debit the provider never answered about: nothing known received
			r.At, r.Kind, r.Amount = store.Time(created), KindDebitUnknown, -1
		case paid != -2: // a postback with a wrong amount put it here
			r.Kind, r.Amount = OutcomeMismatch, paid
		}
		out, orderIDs = append(out, r), append(orderIDs, orderID)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	// The order numbers are the loan package's; every code has its order.
	numbers, err := loan.OrderNumbers(ctx, s.db, orderIDs)
	if err != nil {
		return nil, err
	}
	for i, id := range orderIDs {
		out[i].OrderNo = numbers[id]
	}
	unknown, err := s.unknownPaid(ctx, s.db, "")
	if err != nil {
		return nil, err
	}
	out = append(out, unknown...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].At.Before(out[j].At) })

	return out, nil
}

// ResolvedSorts are the resolved payments' sort keys: at (the default,
// newest first) and amount.
var ResolvedSorts = page.Sorts{ID: "r.id", Default: "-at", Keys: map[string]page.Key{
	"at":     {SQL: "r.at"},
	"amount": {SQL: "r.amount"},
}}

// Resolved is one page of the payments operators resolved, in o, each as
// a review with its resolution.
func (s *Service) Resolved(ctx context.Context, o page.Order) (page.Page[Review], error) {
	var orderIDs []int64
	got, err := page.List(ctx, s.db, ResolvedSorts, o, page.Query{Select: resolutionColumns, From: resolutionFrom},
		func(scan func(...any) error) (Resolution, error) { return scanResolution(scan, &orderIDs) })
	if err == nil {
		err = numberResolutions(ctx, s.db, got.Rows, orderIDs)
	}
	return page.Map(got, func(res Resolution) Review {
		return Review{TxnID: res.TxnID, Kind: res.Kind, Amount: res.Amount, OrderNo: res.OrderNo, Detail: res.Note, At: res.At, Resolution: &res}
	}), err
}

const (
	resolutionColumns = `r.id, r.txn_id, r.kind, r.action, COALESCE(r.order_id, 0), COALESCE(r.payment_id, 0), r.amount,
		r.note, r.operator, r.at, COALESCE(p.purpose, '')`
	resolutionFrom = `payment_resolutions r LEFT JOIN payments p ON p.id = r.payment_id`
)

// scanResolution reads one resolution, its order's id appended to orderIDs
// (0: none) for numberResolutions.
func scanResolution(scan func(...any) error, orderIDs *[]int64) (Resolution, error) {
	var (
		res     Resolution
		at      int64
		orderID int64
		purpose string
	)
	if err := scan(&res.ID, &res.TxnID, &res.Kind, &res.Action, &orderID, &res.PaymentID, &res.Amount, &res.Note, &res.Operator, &at, &purpose); err != nil {
		return res, err
	}
	*orderIDs = append(*orderIDs, orderID)
	res.At = store.Time(at)
	switch {
	case purpose == string(PurposeExtension):
		res.CreditedAs = "extension"
	case purpose != "":
		res.CreditedAs = "repayment"
	}
	return res, nil
}

// numberResolutions sets each resolution's order number from its order's
// id (the loan package's; "" without an order).
func numberResolutions(ctx context.Context, q store.Querier, out []Resolution, orderIDs []int64) error {
	numbers, err := loan.OrderNumbers(ctx, q, orderIDs)
	if err != nil {
		return err
	}
	for i, id := range orderIDs {
		out[i].OrderNo = numbers[id]
	}
	return nil
}

// resolutions reads payment resolutions; tail is the query's WHERE and
// ORDER BY on r (payment_resolutions), with its args.
func resolutions(ctx context.Context, q store.Querier, tail string, args ...any) ([]Resolution, error) {
	rows, err := q.Query(ctx, `SELECT `+resolutionColumns+` FROM `+resolutionFrom+` `+tail, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Resolution{}
	var orderIDs []int64 // each resolution's order (0: none), as out
	for rows.Next() {
		res, err := scanResolution(rows.Scan, &orderIDs)
		if err != nil {
			return nil, err
		}
		out = append(out, res)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	return out, numberResolutions(ctx, q, out, orderIDs)
}

// unknownPaid reads the verified paid postbacks for no known pay code that
// nobody resolved yet (txnID "": all), the last postback of each
// transaction id (a provider repeats a postback until it is answered).
// Its ccy and procid, outside the digest, are checked (unsigned).
func (s *Service) unknownPaid(ctx context.Context, q store.Querier, txnID string) ([]Review, error) {
	where, args := "", []any{OutcomeUnknown, OutcomeUnknown}
	if txnID != "" {
		where, args = " AND e.txn_id = ?", append(args, txnID)
	}
	rows, err := q.Query(ctx, `SELECT e.txn_id, e.ref_no, e.status, e.amount, e.raw, e.received_at FROM provider_events e
		WHERE e.outcome = ? AND e.verified = 1 AND e.id IN (SELECT MAX(id) FROM provider_events WHERE outcome = ? GROUP BY txn_id)
		AND NOT EXISTS (SELECT 1 FROM payment_resolutions r WHERE r.txn_id = e.txn_id)`+where+` ORDER BY e.id`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Review{}
	for rows.Next() {
		var (
			r           Review
			status, raw string
			at          int64
		)
		if err := rows.Scan(&r.TxnID, &r.RefNo, &status, &r.Amount, &raw, &at); err != nil {
			return nil, err
		}
		if !payment.Status(status).Paid() {
			continue
		}
		form, _ := url.ParseQuery(raw)
		r.Kind, r.At = OutcomeUnknown, store.Time(at)
		r.Currency, r.CurrencyAsSent, r.Channel, r.ChannelAsSent = s.unsigned(form)
		r.Detail = "no pay code has this transaction id"
		out = append(out, r)
	}
	return out, rows.Err()
}

// unsigned checks a postback's fields outside the provider's digest (ccy
// and procid, payment.Postback) against the known values: the market's
// currency and the gateway's channel list. A known value comes back as
// verified; anything else comes back only as the text sent, untrusted.
func (s *Service) unsigned(form url.Values) (currency, currencyAsSent, channel, channelAsSent string) {
	currency, currencyAsSent = form.Get("ccy"), ""
	if currency != s.loans.Market().Currency {
		currency, currencyAsSent = "", form.Get("ccy")
	}
	channel, channelAsSent = "", form.Get("procid")
	for _, c := range s.gateway.Channels() {
		if c.Number == channelAsSent {
			channel, channelAsSent = c.Number, ""
		}
	}
	return currency, currencyAsSent, channel, channelAsSent
}

// What crediting a payment would do to its order (ResolvePreview.Effect).
const (
	EffectSettle    = "settle"    // the money is everything the order owes: it settles
	EffectPartPay   = "part-pay"  // less than the order owes: it stays open, owing the rest
	EffectExtension = "extension" // an extension's exact fee: it extends the loan
)

// ResolvePreview is what resolving a payment kept for review would do,
// read without changing anything: the payment, and for a credit the order
// it goes to, what that order owes now (the loan engine's figures) and
// what the money would do to it. A proposal under four eyes shows it.
type ResolvePreview struct {
	TxnID    string
	Kind     string // amount_mismatch, review or unknown_txn
	Action   string // credit or refund
	Amount   int64  // the money received, minor units
	Currency string
	// For a credit: the order, what it owes now, what it would owe after
	// and what the money would do (Effect*).
	OrderNo string
	OrderID int64
	// UserID is the borrower of a pay code's order (a refund of a pay
	// code's money goes back to them; 0 for money with no known code).
	UserID    int64
	Owing     loan.Owing
	OwedAfter int64
	Effect    string
}

// creditable are the statuses an order takes money in.
var creditable = []loan.Status{loan.StatusRepaying, loan.StatusDue, loan.StatusOverdue}

// CreditableStatuses are the statuses of the orders a payment can be
// credited to (in repayment: 170, 174, 180).
func CreditableStatuses() []int {
	out := make([]int, len(creditable))
	for i, st := range creditable {
		out[i] = int(st)
	}
	return out
}

// PreviewResolve checks, in q, that the payment txnID waits for review and
// can be resolved by action, and says what it would do. A credit's order
// is the pay code's (orderNo, when given, must be it) or, for money with
// no known code, orderNo, which must be an order that can take the money
// now: in repayment, owing at least the amount (the loan engine refuses
// more than is owed), unless it is an extension's exact fee. Refusals are
// field errors on orderNo or action, or a conflict when the payment was
// resolved already. q may be a transaction: the order is brought up to
// date with the calendar in it, as a payment would.
func (s *Service) PreviewResolve(ctx context.Context, q store.Querier, txnID, action, orderNo string) (ResolvePreview, error) {
	orderNo = strings.ToUpper(strings.TrimSpace(orderNo))
	if action != ResolveCredit && action != ResolveRefund {
		return ResolvePreview{}, fault.Field("action", "The action is credit or refund.")
	}
	p := ResolvePreview{TxnID: txnID, Action: action, Currency: s.loans.Market().Currency}
	extension := false
	code, err := codeByTxn(ctx, q, txnID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		list, err := s.unknownPaid(ctx, q, txnID)
		if err != nil {
			return p, err
		}
		if len(list) == 0 {
			return p, notWaiting(ctx, q, txnID, fault.New(fault.CodeNotFound, "No payment waiting for review has this transaction id."))
		}
		p.Kind, p.Amount = OutcomeUnknown, list[0].Amount
		if action == ResolveRefund {
			return p, nil
		}
		if p.Amount <= 0 {
			return p, fault.New(fault.CodeConflict, "The provider did not say how much was paid: ask the provider, or refund it.")
		}
		if orderNo == "" {
			return p, fault.Field("orderNo", "Pick the order to credit.")
		}
	case err != nil:
		return p, err
	default:
		if code.State == stateUnknown {
			return p, fault.New(fault.CodeConflict, "This card debit's outcome is not known: nothing is known to have arrived, so it is neither "+
				"credited nor refunded here. Ask the provider about it; it settles when the provider answers the job's status query.")
		}
		if code.State != stateReview {
			return p, notWaiting(ctx, q, txnID, fault.New(fault.CodeConflict, "This payment is not waiting for review."))
		}
		if p.Kind, p.Amount, err = reviewed(ctx, q, code); err != nil {
			return p, err
		}
		p.Currency = code.Currency
		if action == ResolveRefund {
			no, err := loan.OrderNo(ctx, q, code.OrderID)
			if err != nil {
				return p, err
			}
			p.OrderNo, p.OrderID, p.UserID = no, code.OrderID, code.UserID
			return p, nil
		}
		if orderNo, err = creditTo(ctx, q, code, orderNo); err != nil {
			return p, err
		}
		extension = code.Purpose == PurposeExtension && p.Amount == code.Amount
	}
	id, _, _, err := loan.OrderAccount(ctx, q, orderNo)
	if errors.Is(err, sql.ErrNoRows) {
		return p, fault.Field("orderNo", "There is no order "+orderNo+": pick the order from the search.")
	} else if err != nil {
		return p, err
	}
	p.OrderNo, p.OrderID = orderNo, id
	if p.Owing, err = s.loans.Owing(ctx, q, id); err != nil {
		return p, err
	}
	money := loan.MoneyFor(s.loans.Market().Code, false)
	switch owed := p.Owing.Owed; {
	case !p.Owing.Status.InRepayment():
		return p, fault.Field("orderNo", fmt.Sprintf("Order %s is %s: it takes no payment. Credit another order, or refund the money.", orderNo, p.Owing.Status))
	case extension:
		p.Effect, p.OwedAfter = EffectExtension, owed
	case p.Amount > owed:
		return p, fault.Field("orderNo", fmt.Sprintf("Order %s owes %s, less than the %s received: credit another order, or refund the money.",
			orderNo, money.Format(owed), money.Format(p.Amount)))
	case p.Amount == owed:
		p.Effect, p.OwedAfter = EffectSettle, 0
	default:
		p.Effect, p.OwedAfter = EffectPartPay, owed-p.Amount
	}
	return p, nil
}

// notWaiting is the answer for a payment not waiting for review: resolved
// already (a conflict), or else why.
func notWaiting(ctx context.Context, q store.Querier, txnID string, why error) error {
	var n int
	if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM payment_resolutions WHERE txn_id = ?`, txnID).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return errResolved()
	}
	return why
}

// reviewed is how code c came to wait for review and the money received:
// a postback with a wrong amount (its amount, when it said one), or money
// its order could not take (the code's amount).
func reviewed(ctx context.Context, q store.Querier, c PayCode) (kind string, amount int64, err error) {
	var paid int64 = -1
	err = q.QueryRow(ctx, `SELECT amount FROM provider_events WHERE txn_id = ? AND outcome = ? ORDER BY id DESC LIMIT 1`, c.TxnID, OutcomeMismatch).Scan(&paid)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return OutcomeReview, c.Amount, nil
	case err != nil:
		return "", 0, err
	case paid >= 0:
		return OutcomeMismatch, paid, nil
	}
	return OutcomeMismatch, c.Amount, nil
}

// Resolve settles a payment kept for review, once, in the caller's
// transaction tx (a proposal's approval, under four eyes): credit applies
// the money to an order through the loan engine exactly as a matched
// postback would (the order, its history and its receipts change), refund
// records that the money goes back. It checks first what PreviewResolve
// checks (the order can still take the money). note is required; by names
// the operator who carries it out. The caller writes the audit line in tx,
// so the resolution, its effects and its audit line commit together or
// not at all. A second resolution of the same payment, at once or later,
// is a conflict.
func (s *Service) Resolve(ctx context.Context, tx *store.Tx, txnID, action, orderNo, note, by string) (Resolution, error) {
	return s.resolve(ctx, tx, txnID, action, orderNo, note, by, false)
}

// HeldRefund is held money a refund sends back to a known borrower:
// the payment, its order and borrower, the amount and currency.
type HeldRefund struct {
	TxnID    string
	OrderID  int64
	UserID   int64
	Amount   int64
	Currency string
}

// ResolveToPayout resolves a pay code's money kept for review as a refund
// to its borrower's payout account, once, in the caller's transaction tx
// (a proposal's approval): the resolution is recorded (action refund) and
// the code leaves review for stateRefundPayout; nothing is posted, since
// the money is still held until the payout sends it (the caller records
// the refund in tx and sends it after commit; its success posts
// ledger.RefundedToPayout). Money for no known code has no borrower to
// send it to: a conflict (Resolve records its refund).
func (s *Service) ResolveToPayout(ctx context.Context, tx *store.Tx, txnID, note, by string) (Resolution, HeldRefund, error) {
	if _, err := codeByTxn(ctx, tx, txnID); errors.Is(err, store.ErrNotFound) {
		return Resolution{}, HeldRefund{}, fault.New(fault.CodeConflict, "This payment has no known borrower: its refund is recorded, not sent.")
	} else if err != nil {
		return Resolution{}, HeldRefund{}, err
	}
	res, err := s.resolve(ctx, tx, txnID, ResolveRefund, "", note, by, true)
	if err != nil {
		return res, HeldRefund{}, err
	}
	c, err := codeByTxn(ctx, tx, txnID)
	if err != nil {
		return res, HeldRefund{}, err
	}
	return res, HeldRefund{TxnID: txnID, OrderID: c.OrderID, UserID: c.UserID, Amount: res.Amount, Currency: c.Currency}, nil
}

// resolve is Resolve; toPayout: a refund of a pay code's money goes to its
// borrower's payout account (ResolveToPayout).
func (s *Service) resolve(ctx context.Context, tx *store.Tx, txnID, action, orderNo, note, by string, toPayout bool) (Resolution, error) {
	note = strings.TrimSpace(note)
	if note == "" {
		return Resolution{}, fault.Field("note", "Say why: a resolution needs a note.")
	}
	p, err := s.PreviewResolve(ctx, tx, txnID, action, orderNo)
	if err != nil {
		return Resolution{}, err
	}
	res := Resolution{TxnID: txnID, Action: action, Note: note, Operator: by}
	var orderID sql.NullInt64
	now := store.Millis(s.clock.Now())
	code, err := codeByTxn(ctx, tx, txnID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		err = s.resolveUnknown(ctx, tx, &res, p.OrderNo, now, &orderID)
	case err != nil:
		return Resolution{}, err
	default:
		err = s.resolveCode(ctx, tx, code, &res, p.OrderNo, now, &orderID, toPayout)
	}
	if err != nil {
		return Resolution{}, err
	}
	var paymentID sql.NullInt64
	if res.PaymentID != 0 {
		paymentID = sql.NullInt64{Int64: res.PaymentID, Valid: true}
	}
	res.ID, err = store.InsertID(ctx, tx, `INSERT INTO payment_resolutions (txn_id, kind, action, order_id, payment_id, amount, note, operator, at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, txnID, res.Kind, action, orderID, paymentID, res.Amount, note, by, now)
	if store.IsUniqueViolation(err) {
		return Resolution{}, errResolved()
	} else if err != nil {
		return Resolution{}, err
	}
	res.At = store.Time(now)
	return res, nil
}

func errResolved() error {
	return fault.New(fault.CodeConflict, "This payment has already been resolved.")
}

// resolveCode resolves a pay code kept for review.
func (s *Service) resolveCode(ctx context.Context, tx *store.Tx, c PayCode, res *Resolution, orderNo string, now int64, orderID *sql.NullInt64,
	toPayout bool) error {
	if c.State != stateReview {
		return notWaiting(ctx, tx, c.TxnID, fault.New(fault.CodeConflict, "This payment is not waiting for review."))
	}
	var err error
	if res.Kind, res.Amount, err = reviewed(ctx, tx, c); err != nil {
		return err
	}
	target := stateRefunded
	if toPayout {
		target = stateRefundPayout
		no, err := loan.OrderNo(ctx, tx, c.OrderID)
		if err != nil {
			return err
		}
		res.OrderNo, *orderID = no, sql.NullInt64{Int64: c.OrderID, Valid: true}
	}
	if res.Action == ResolveCredit {
		target = statePaid
		no, err := creditTo(ctx, tx, c, orderNo)
		if err != nil {
			return err
		}
		if c.MovedFrom != 0 { // a reversal's money goes to the order the operator names
			if c.OrderID, c.UserID, _, err = loan.OrderAccount(ctx, tx, no); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE pay_codes SET order_id = ?, user_id = ? WHERE id = ?`, c.OrderID, c.UserID, c.ID); err != nil {
				return err
			}
		}
		res.OrderNo, *orderID = no, sql.NullInt64{Int64: c.OrderID, Valid: true}
	}
	// Only one resolution takes the code out of review.
	r, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, note = ? WHERE id = ? AND state = ?`,
		target, clip(res.Action+" by "+res.Operator+": "+res.Note, 300), c.ID, stateReview)
	if err != nil {
		return err
	}
	if n, err := r.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return errResolved()
	}
	if res.Action == ResolveRefund {
		if toPayout { // still held: the payout's success posts it
			return nil
		}
		return ledger.Refunded(ctx, tx, s.when(c.OrderID), c.Channel, res.Amount, "pay code "+c.TxnID+" refunded by "+res.Operator+": "+res.Note)
	}
	if c.Purpose == PurposeExtension && res.Amount != c.Amount {
		// An extension costs exactly its fee; other money still goes to
		// the loan, as a repayment (penalty first, as any payment).
		c.Purpose = PurposeDue
	}
	c.Amount = res.Amount // the money received, not what was asked
	return s.creditResolved(ctx, tx, c, res, now, ledger.FromHeld)
}

// creditTo is the order held code c's money may be credited to: its own,
// which orderNo (when given) must name, or, for money a reversal took off
// an order (c.MovedFrom), the order orderNo names (its own when empty).
func creditTo(ctx context.Context, q store.Querier, c PayCode, orderNo string) (string, error) {
	no, err := loan.OrderNo(ctx, q, c.OrderID)
	if err != nil {
		return "", err
	}
	switch {
	case orderNo == "" || orderNo == no:
		return no, nil
	case c.MovedFrom != 0:
		return orderNo, nil
	}
	return "", fault.Field("orderNo", "This money was paid on a code of order "+no+": credit it there, or refund it.")
}

// resolveUnknown resolves a paid postback for no known pay code: a credit
// makes the pay code it lacked (paid, for the money received) on the
// order the operator names, so the payment has its code like any other.
func (s *Service) resolveUnknown(ctx context.Context, tx *store.Tx, res *Resolution, orderNo string, now int64, orderID *sql.NullInt64) error {
	list, err := s.unknownPaid(ctx, tx, res.TxnID)
	if err != nil {
		return err
	}
	if len(list) == 0 {
		return notWaiting(ctx, tx, res.TxnID, fault.New(fault.CodeNotFound, "No payment waiting for review has this transaction id."))
	}
	u := list[0]
	res.Kind, res.Amount = OutcomeUnknown, u.Amount
	if res.Action == ResolveRefund {
		return nil
	}
	if u.Amount <= 0 {
		return fault.New(fault.CodeConflict, "The provider did not say how much was paid: ask the provider, or refund it.")
	}
	if orderNo == "" {
		return fault.Field("orderNo", "Name the order to credit.")
	}
	// The code takes the verified channel only ("" when the postback's
	// procid is not a known one), and the order's currency.
	c := PayCode{Purpose: PurposeDue, Amount: u.Amount, Channel: u.Channel, Gateway: s.gateway.Name(),
		TxnID: u.TxnID, RefNo: u.RefNo, State: statePaid}
	c.OrderID, c.UserID, c.Currency, err = loan.OrderAccount(ctx, tx, orderNo)
	if errors.Is(err, sql.ErrNoRows) {
		return fault.Field("orderNo", "There is no order "+orderNo+".")
	} else if err != nil {
		return err
	}
	c.ID, err = store.InsertID(ctx, tx, `INSERT INTO pay_codes (order_id, user_id, purpose, amount, currency, channel, gateway, txn_id, ref_no,
		state, note, created_at, expires_at, closed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.OrderID, c.UserID, string(c.Purpose), c.Amount, c.Currency, c.Channel, c.Gateway, c.TxnID, c.RefNo, statePaid,
		clip("credit by "+res.Operator+": "+res.Note, 300), now, now, now)
	if store.IsUniqueViolation(err) { // another resolution made it first
		return errResolved()
	} else if err != nil {
		return err
	}
	res.OrderNo, *orderID = orderNo, sql.NullInt64{Int64: c.OrderID, Valid: true}
	// This money was never on the books (no code matched it): it comes
	// from the channel now.
	return s.creditResolved(ctx, tx, c, res, now, ledger.FromChannel(c.Channel))
}

// creditResolved applies code c's money to its order through the loan
// engine and records the payment (posted from from); when the order
// cannot take it, the engine's error stands and the whole resolution is
// undone.
func (s *Service) creditResolved(ctx context.Context, tx *store.Tx, c PayCode, res *Resolution, now int64, from ledger.Source) error {
	res.CreditedAs = "repayment"
	if c.Purpose == PurposeExtension {
		res.CreditedAs = "extension"
	}
	// credit rolls back to this savepoint when an extension can no longer
	// be bought, and credits the money as a repayment instead.
	if _, err := tx.Exec(ctx, `SAVEPOINT credit`); err != nil {
		return err
	}
	alloc, err := s.credit(ctx, tx, c, c.RefNo)
	if err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `RELEASE SAVEPOINT credit`); err != nil {
		return err
	}
	res.PaymentID, err = s.insertPayment(ctx, tx, c, c.RefNo, alloc, now, from)
	return err
}

// DayTotal is one channel's payments on one day.
type DayTotal struct {
	Day         string `json:"day"` // YYYY-MM-DD, market time
	Channel     string `json:"channel"`
	ChannelName string `json:"channelName"`
	Currency    string `json:"currency"`
	Payments    int64  `json:"payments"`
	Amount      int64  `json:"amount"` // minor units
}

// MaxTotalsDays is the longest range Totals reads.
const MaxTotalsDays = 366

// Totals sums the payments received per day (in loc) and channel, for the
// days from first to last included, oldest first.
func (s *Service) Totals(ctx context.Context, first, last time.Time, loc *time.Location) ([]DayTotal, error) {
	end := last.AddDate(0, 0, 1)
	if !first.Before(end) {
		return nil, fault.Field("to", "The range ends before it starts.")
	}
	if end.Sub(first) > MaxTotalsDays*24*time.Hour+time.Hour {
		return nil, fault.Field("to", "At most 366 days at once.")
	}
	rows, err := s.db.Query(ctx, `SELECT received_at, channel, currency, amount FROM payments WHERE received_at >= ? AND received_at < ? AND moved_from = 0 ORDER BY received_at`,
		store.Millis(first), store.Millis(end))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	names := map[string]string{}
	for _, c := range s.gateway.Channels() {
		names[c.Number] = c.Name
	}
	out := []DayTotal{}
	index := map[[3]string]int{}
	for rows.Next() {
		var (
			at, amount       int64
			channel, currncy string
		)
		if err := rows.Scan(&at, &channel, &currncy, &amount); err != nil {
			return nil, err
		}
		key := [3]string{store.Time(at).In(loc).Format(time.DateOnly), channel, currncy}
		i, ok := index[key]
		if !ok {
			i, index[key] = len(out), len(out)
			out = append(out, DayTotal{Day: key[0], Channel: channel, ChannelName: names[channel], Currency: currncy})
		}
		out[i].Payments++
		out[i].Amount += amount
	}
	sort.SliceStable(out, func(i, j int) bool {
		return out[i].Day < out[j].Day || out[i].Day == out[j].Day && out[i].Channel < out[j].Channel
	})
	return out, rows.Err()
}

// Owing is what order orderID owes now, by the loan engine (in q when q
// is a transaction).
func (s *Service) Owing(ctx context.Context, q store.Querier, orderID int64) (loan.Owing, error) {
	return s.loans.Owing(ctx, q, orderID)
}
