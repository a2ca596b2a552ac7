package payout

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// Refunds of held money through the payout channel: money kept for review
// on a pay code of a known borrower (repay's review), refunded under four
// eyes, goes to one of that borrower's payout accounts, sent as a loan is
// paid out (the claim, the one idempotency key "RF" + the payment's
// transaction id, its next round after a definite refusal). Its success
// posts ledger.RefundedToPayout in the transaction that marks it; a
// refusal posts nothing (the money stays held) and the refund waits,
// failed with the reason, for a retry (SendRefund again).

// Held is money kept for review that goes back to its payer, a known
// borrower: the held payment's transaction id (Source), its order and
// borrower, the amount and currency.
type Held struct {
	Source   string
	OrderID  int64
	UserID   int64
	Amount   int64 // minor units
	Currency string
}

// Refund is one refund of held money, as the console and the borrower's
// page show it: never the account number, only its label.
type Refund struct {
	ID        int64     `json:"id"`
	OrderID   int64     `json:"-"`
	UserID    int64     `json:"-"`
	TxnID     string    `json:"txnId"` // the held payment's
	Amount    int64     `json:"amount"`
	Currency  string    `json:"currency"`
	State     string    `json:"state" enum:"new,sending,pending,succeeded,failed"`
	Account   string    `json:"account"` // "GCash •••• 4567"
	Provider  string    `json:"provider"`
	Reference string    `json:"reference"`
	Reason    string    `json:"reason"` // failed: why
	Attempts  int       `json:"attempts"`
	Operator  string    `json:"operator"` // who approved it
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
	// SucceededAt is when the money went out (zero before).
	SucceededAt time.Time `json:"succeededAt"`

	accountID int64
	key       string
	round     int
}

// RefundKey is a refund's idempotency key: "RF" and the held payment's
// transaction id, never a loan payout's ("PO" + order number).
func RefundKey(source string) string { return "RF" + source }

const refundColumns = `id, order_id, user_id, account_id, amount, currency, source, idempotency_key, state, provider, reference,
	reason, attempts, key_round, operator, created_at, updated_at, succeeded_at`

func scanRefund(scan func(...any) error) (Refund, error) {
	var (
		r                         Refund
		created, updated, success int64
	)
	err := scan(&r.ID, &r.OrderID, &r.UserID, &r.accountID, &r.Amount, &r.Currency, &r.TxnID, &r.key, &r.State, &r.Provider, &r.Reference,
		&r.Reason, &r.Attempts, &r.round, &r.Operator, &created, &updated, &success)
	if errors.Is(err, sql.ErrNoRows) {
		return r, store.ErrNotFound
	}
	r.CreatedAt, r.UpdatedAt = store.Time(created), store.Time(updated)
	if success != 0 {
		r.SucceededAt = store.Time(success)
	}
	return r, err
}

// RefundOf is the refund of the held payment source; store.ErrNotFound
// when there is none.
func (s *Service) RefundOf(ctx context.Context, q store.Querier, source string) (Refund, error) {
	r, err := scanRefund(q.QueryRow(ctx, `SELECT `+refundColumns+` FROM refunds WHERE source = ?`, source).Scan)
	if err != nil {
		return r, err
	}
	return r, s.label(ctx, q, &r)
}

// RefundsOf lists an order's refunds, oldest first.
func (s *Service) RefundsOf(ctx context.Context, q store.Querier, orderID int64) ([]Refund, error) {
	rows, err := q.Query(ctx, `SELECT `+refundColumns+` FROM refunds WHERE order_id = ? ORDER BY id`, orderID)
	if err != nil {
		return nil, err
	}
	out := []Refund{}
	for rows.Next() {
		r, err := scanRefund(rows.Scan)
		if err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		if err := s.label(ctx, q, &out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (s *Service) label(ctx context.Context, q store.Querier, r *Refund) error {
	a, err := accountEver(ctx, q, r.UserID, r.accountID)
	if err != nil {
		return err
	}
	r.Account = a.Label()
	return nil
}

// RefundAccount is the account a refund to borrower userID goes to:
// accountID, one of the borrower's live accounts (another borrower's, or
// an unknown or removed one, is a field error on accountId), or when 0
// the borrower's default (none: a conflict saying so).
func (s *Service) RefundAccount(ctx context.Context, q store.Querier, userID, accountID int64) (Account, error) {
	if accountID != 0 {
		a, err := s.AccountOf(ctx, q, userID, accountID)
		var fe *fault.Error
		if errors.As(err, &fe) && fe.Code == fault.CodeNotFound {
			return a, fault.Field("accountId", "This is not one of the borrower's payout accounts.")
		}
		return a, err
	}
	a, err := s.DefaultAccount(ctx, q, userID)
	if errors.Is(err, store.ErrNotFound) {
		return a, fault.New(fault.CodeConflict, "The borrower has no payout account to receive the refund: ask them to add one.")
	}
	return a, err
}

// NewRefund records, in the caller's transaction q (a proposal's
// approval), the refund of held money h to the borrower's account
// accountID (0: the default), approved by operator: state new, sent by
// SendRefund once q commits. A second refund of the same payment is a
// conflict.
func (s *Service) NewRefund(ctx context.Context, q store.Querier, h Held, accountID int64, operator string) (Refund, error) {
	if h.Amount <= 0 {
		return Refund{}, fault.New(fault.CodeConflict, "There is no amount to refund.")
	}
	a, err := s.RefundAccount(ctx, q, h.UserID, accountID)
	if err != nil {
		return Refund{}, err
	}
	now := store.Millis(s.now())
	_, err = store.InsertID(ctx, q, `INSERT INTO refunds (order_id, user_id, account_id, amount, currency, source, idempotency_key, state,
		operator, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		h.OrderID, h.UserID, a.ID, h.Amount, h.Currency, h.Source, RefundKey(h.Source), StateNew, operator, now, now)
	if store.IsUniqueViolation(err) {
		return Refund{}, fault.New(fault.CodeConflict, "This payment's refund was recorded already.")
	} else if err != nil {
		return Refund{}, err
	}
	if err := record(ctx, q, h.UserID, a.ID, h.OrderID, EventRefundApproved, operator, "refund of payment "+h.Source, store.Time(now)); err != nil {
		return Refund{}, err
	}
	return s.RefundOf(ctx, q, h.Source)
}

// SendRefund sends the refund of the held payment source through the
// payout provider, as actor: after its approval, or again (a retry) while
// it is failed or pending. One guarded UPDATE claims the row, so one
// sender works on it at a time; the provider is called outside any
// transaction with the refund's key (its next round after a definite
// refusal), so a retry never pays twice. Paid: the row is succeeded and
// the books post the refund (ledger.RefundedToPayout), in one
// transaction. Refused: failed with the reason, nothing posted, the money
// still held. A refund already paid answers again, sending nothing.
func (s *Service) SendRefund(ctx context.Context, source, actor string) (Refund, error) {
	r, err := s.RefundOf(ctx, s.db, source)
	if errors.Is(err, store.ErrNotFound) {
		return r, fault.New(fault.CodeNotFound, "No refund of payment "+source+" was approved.")
	} else if err != nil || r.State == StateSucceeded {
		return r, err
	}
	var (
		acct    Account
		claimed bool
		now     = s.now()
	)
	err = s.db.InTxRetry(ctx, func(ctx context.Context, tx *store.Tx) error {
		if acct, err = accountEver(ctx, tx, r.UserID, r.accountID); err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `UPDATE refunds SET state = 'sending', attempts = attempts + 1, claimed_at = ?, updated_at = ?, provider = ?
			WHERE id = ? AND `+claimable, store.Millis(now), store.Millis(now), s.sender.Name(), r.ID, store.Millis(now.Add(-StaleClaim)))
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		if claimed = n == 1; err != nil || !claimed {
			return err
		}
		if r, err = scanRefund(tx.QueryRow(ctx, `SELECT `+refundColumns+` FROM refunds WHERE id = ?`, r.ID).Scan); err != nil {
			return err
		}
		return record(ctx, tx, r.UserID, acct.ID, r.OrderID, EventRefundSent, actor,
			"attempt "+itoa(int64(r.Attempts))+" to "+acct.Label()+" via "+s.sender.Name(), now)
	})
	if err != nil {
		return r, err
	}
	if !claimed {
		if r, err = s.RefundOf(ctx, s.db, source); err != nil || r.State == StateSucceeded {
			return r, err
		}
		return r, fault.New(fault.CodeConflict, "This refund is being sent by another request; try again in a minute.")
	}
	r.Account = acct.Label()
	a := attempt{claim: payoutRow{table: "refunds", id: r.ID, key: r.key, attempts: r.Attempts, round: r.round},
		userID: r.UserID, orderID: r.OrderID, acct: acct, actor: actor, events: refundEvents,
		subject: "This refund", logAs: []any{"refund", source}}
	t, err := s.transfer(ctx, r.UserID, TransferKey(r.key, r.round), acct)
	if err != nil {
		return r, s.release(ctx, a, "The payout account could not be read.", err)
	}
	no, err := loan.OrderNo(ctx, s.db, r.OrderID)
	if err != nil {
		return r, s.release(ctx, a, "The refund could not be prepared.", err)
	}
	t.OrderNo, t.Amount, t.Currency, t.Description = no, r.Amount, r.Currency, "Refund of payment "+source
	sent, err := s.send(ctx, a, t, func(ctx context.Context, tx *store.Tx, sent Sent) error {
		w := ledger.When{OrderID: r.OrderID, Date: s.loans.Calendar().Today(), At: s.now()}
		return ledger.RefundedToPayout(ctx, tx, w, r.Amount,
			"payment "+source+" refunded to "+acct.Label()+" via "+s.sender.Name()+" "+sent.Reference)
	})
	if sent.Status != "" {
		r.State, r.Provider, r.Reference, r.Reason = string(sent.Status), s.sender.Name(), sent.Reference, ""
		if sent.Status == Failed {
			r.Reason = sent.Reason
		}
	} else if err != nil {
		r.State, r.Reason = StateFailed, fault.As(err).Message
	}
	return r, err
}
