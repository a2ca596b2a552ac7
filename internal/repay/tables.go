package repay

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/store"
)

// What other packages read from and write to the tables repay owns —
// pay_codes, payments, payment_resolutions and provider_events — so that
// only this package names them in SQL (docs/ENGINEERING.md, "Tables and
// owners"): the open codes the notices and the repayment pages show, and
// the pay codes of the card repayment's debits.

// OpenCodes reads the orders' open pay codes for another package. It needs
// no Service, so the notices, which quote the codes, are built before the
// loans they are told about and the repayment engine that needs those loans.
type OpenCodes struct{}

// OpenCode is the order's open pay code that has not expired at now (the
// one for what is due now first): its reference and its channel's number;
// both "" when there is none.
func (OpenCodes) OpenCode(ctx context.Context, q store.Querier, orderID int64, now time.Time) (ref, channel string, err error) {
	err = q.QueryRow(ctx, `SELECT ref_no, channel FROM pay_codes WHERE order_id = ? AND state = 'open' AND expires_at > ? AND ref_no <> ''
		ORDER BY CASE WHEN purpose = 'due' THEN 0 ELSE 1 END, id DESC LIMIT 1`, orderID, store.Millis(now)).Scan(&ref, &channel)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", nil
	}
	return ref, channel, err
}

// LiveCode is the order's open code of a purpose that still holds now (a
// code past its expiry is not offered, though the job may not have closed
// it yet); an empty PayCode when there is none.
func (s *Service) LiveCode(ctx context.Context, orderID int64, p Purpose) (PayCode, error) {
	c, ok, err := openCode(ctx, s.db, orderID, p)
	if err != nil || !ok || !s.clock.Now().Before(c.ExpiresAt) {
		return PayCode{}, err
	}
	return c, nil
}

// CodeByTxn is the pay code with our transaction id txnID
// (store.ErrNotFound when there is none).
func (s *Service) CodeByTxn(ctx context.Context, txnID string) (PayCode, error) {
	return codeByTxn(ctx, s.db, txnID)
}

// Pay codes settled by a debit from a linked account (the card repayment,
// internal/cardrepay) rather than by a postback. Such a code is saved in
// the debiting state, which no postback, status query or expiry touches,
// and only its debit takes it to paid. Each method takes the caller's
// transaction, so the card repayment's own rows change with the code.

// stateDebiting is a code whose debit is under way (or whose outcome is
// unknown): not open, taken to paid only by its debit.
const stateDebiting = "debiting"

// stateUnknown is a debit's code whose provider left the card repayment's
// status queries unanswered (HoldDebit): it waits in the payments review
// queue (kind debit_unknown) while the card repayment's job still asks,
// and its debit's answer still takes it to paid or failed. Nothing of it
// is in the books: no money is known to have arrived.
const stateUnknown = "unknown"

// DebitCode is the pay code id (a card repayment's debit), read in q
// (store.ErrNotFound when there is none).
func (s *Service) DebitCode(ctx context.Context, q store.Querier, id int64) (PayCode, error) {
	return scanCode(q.QueryRow(ctx, `SELECT `+codeColumns+` FROM pay_codes WHERE id = ?`, id).Scan)
}

// HoldDebit puts, in q, the code of a debit whose outcome the provider
// does not give into the payments review queue (stateUnknown), with why;
// once: it says whether this call moved it.
func (s *Service) HoldDebit(ctx context.Context, q store.Querier, codeID int64, why string) (bool, error) {
	res, err := q.Exec(ctx, `UPDATE pay_codes SET note = ?, state = ? WHERE id = ? AND state = ?`, clip(why, 300), stateUnknown, codeID, stateDebiting)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// OpenDebit saves pc (its order, borrower, purpose, amount, currency,
// channel, gateway, note and CreatedAt) as a code being debited, in q. It
// sets pc's ID, its transaction id (the debit's idempotency key), its
// state and its expiry (CodeTTL after CreatedAt).
func (s *Service) OpenDebit(ctx context.Context, q store.Querier, pc *PayCode) error {
	pc.TxnID, pc.State, pc.ExpiresAt = newTxnID(pc.OrderID), stateDebiting, pc.CreatedAt.Add(CodeTTL)
	var err error
	pc.ID, err = store.InsertID(ctx, q, `INSERT INTO pay_codes (order_id, user_id, purpose, amount, currency, channel, gateway,
		txn_id, state, note, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		pc.OrderID, pc.UserID, string(pc.Purpose), pc.Amount, pc.Currency, pc.Channel, pc.Gateway, pc.TxnID, pc.State,
		pc.Note, store.Millis(pc.CreatedAt), store.Millis(pc.ExpiresAt))
	return err
}

// EndDebit records, in q, how a debit ended without money credited: the
// code fails (declined, or the account could not be read), or, pending
// (the provider finishes the debit later), stays debiting with the
// provider's reference (a code held for review, HoldDebit, leaves the
// queue either way). closed is when it ended (0: pending).
func (s *Service) EndDebit(ctx context.Context, q store.Querier, codeID int64, pending bool, refNo, note string, closed int64) error {
	state := stateFailed
	if pending {
		state = stateDebiting
	}
	_, err := q.Exec(ctx, `UPDATE pay_codes SET state = ?, ref_no = ?, note = ?, closed_at = ? WHERE id = ? AND state IN (?, ?)`,
		state, refNo, clip(note, 300), closed, codeID, stateDebiting, stateUnknown)
	return err
}

// CreditDebit credits a debit that went through, in tx: the code goes
// from debiting (or held for review, HoldDebit) to paid (once: a second
// call is OutcomeDuplicate and changes nothing), the loan engine applies the money (creditPaid, as for
// a postback), the payment names the account (label), other open codes
// for what is due now are replaced, and the ledger keeps the debit. It
// answers the outcome and, when credited, the payment's id.
func (s *Service) CreditDebit(ctx context.Context, tx *store.Tx, pc *PayCode, refNo, label string, at time.Time) (string, int64, error) {
	now := store.Millis(at)
	res, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, ref_no = ?, closed_at = ? WHERE id = ? AND state IN (?, ?)`,
		statePaid, refNo, now, pc.ID, stateDebiting, stateUnknown)
	if err != nil {
		return "", 0, err
	}
	if n, err := res.RowsAffected(); err != nil {
		return "", 0, err
	} else if n != 1 {
		return OutcomeDuplicate, 0, nil
	}
	pc.State, pc.RefNo = statePaid, refNo
	outcome, err := s.creditPaid(ctx, tx, pc, refNo, now)
	if err != nil {
		return "", 0, err
	}
	var paymentID int64
	if outcome == OutcomeCredited {
		if _, err := tx.Exec(ctx, `UPDATE payments SET channel = ? WHERE pay_code_id = ?`, clip(label, 64), pc.ID); err != nil {
			return "", 0, err
		}
		if err := tx.QueryRow(ctx, `SELECT id FROM payments WHERE pay_code_id = ?`, pc.ID).Scan(&paymentID); err != nil {
			return "", 0, err
		}
		if _, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, closed_at = ? WHERE order_id = ? AND purpose = ? AND state = ?`,
			stateReplaced, now, pc.OrderID, string(PurposeDue), stateOpen); err != nil {
			return "", 0, err
		}
	}
	err = insertEvent(ctx, tx, pc.Gateway, "debit", payment.Postback{TxnID: pc.TxnID, RefNo: refNo, Status: payment.StatusSuccess,
		Amount: pc.Amount, Currency: pc.Currency, Channel: pc.Channel}, "debit "+pc.TxnID+" completed", true, outcome, s.clock.Now())
	return outcome, paymentID, err
}

// Collected records, in q, money the loan engine has just applied to
// order o as a: paid through channel on a pay code its provider (gateway)
// confirmed at once, at at. It writes what a credited postback leaves: the
// code, paid; the payment with its split; and its posting from the
// channel's cash in transit. A fill at scale pays its prototypes'
// instalments with it (`kwarta demo --scale`), so that their payments are
// there to copy (CopyPayments).
func Collected(ctx context.Context, q store.Querier, o loan.Order, channel, gateway string, amount int64, a loan.Allocation, at time.Time, today time.Time) error {
	c := PayCode{OrderID: o.ID, UserID: o.UserID, Purpose: PurposeDue, Amount: amount, Currency: o.Currency,
		Channel: channel, Gateway: gateway, TxnID: newTxnID(o.ID), State: statePaid, CreatedAt: at, ExpiresAt: at, ClosedAt: at}
	c.RefNo = "DEMO" + c.TxnID[len(c.TxnID)-8:]
	var err error
	if c.ID, err = store.InsertID(ctx, q, `INSERT INTO pay_codes (order_id, user_id, purpose, amount, currency, channel, gateway, txn_id, ref_no,
		state, note, created_at, expires_at, closed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)`,
		c.OrderID, c.UserID, string(c.Purpose), c.Amount, c.Currency, c.Channel, c.Gateway, c.TxnID, c.RefNo, c.State,
		store.Millis(at), store.Millis(at), store.Millis(at)); err != nil {
		return err
	}
	cr := credited{alloc: a}
	if err := bookPaymentAt(ctx, q, ledger.When{OrderID: o.ID, Date: today, At: at}, c, "", cr, ledger.FromChannel(channel)); err != nil {
		return err
	}
	_, err = q.Exec(ctx, `INSERT INTO payments (pay_code_id, order_id, user_id, purpose, amount, currency, channel, ref_no,
		penalty, late_interest, fees, interest, principal, received_at, applied_as, moved_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', 0)`,
		c.ID, c.OrderID, c.UserID, string(c.Purpose), c.Amount, c.Currency, c.Channel, c.RefNo,
		a.Penalty, a.LateInterest, a.Fees, a.Interest, a.Principal, store.Millis(at))
	return err
}

// CopyPayments copies the pay codes and payments of the orders with ids
// from to to, times times from copy first on (a fill at scale, `kwarta
// demo --scale`), for copy k of order o, o + k*stride: each code and
// payment gets its original's id plus k times the span of the originals'
// ids (so the copies of one original never meet another's), its code's
// transaction id the original's with "~k". Call SetNextIDs after the
// last copy.
func CopyPayments(ctx context.Context, q store.Querier, from, to, stride int64, first, times int) error {
	span := func(table string) (lo, n int64, err error) {
		var hi int64
		err = q.QueryRow(ctx, `SELECT COALESCE(MIN(id), 0), COALESCE(MAX(id), -1) FROM `+table+` WHERE order_id BETWEEN ? AND ?`, from, to).Scan(&lo, &hi)
		return lo, hi - lo + 1, err
	}
	_, codes, err := span("pay_codes")
	if err != nil || codes <= 0 {
		return err
	}
	_, pays, err := span("payments")
	if err != nil {
		return err
	}
	order := fmt.Sprintf("t.order_id + {k} * %d", stride)
	user := fmt.Sprintf("t.user_id + {k} * %d", stride)
	if _, err := store.Copy(ctx, q, store.Copies{Table: "pay_codes", First: first, Times: times,
		Where: "t.order_id BETWEEN ? AND ?", Args: []any{from, to},
		Set: map[string]string{"id": fmt.Sprintf("t.id + {k} * %d", codes), "order_id": order, "user_id": user,
			"txn_id": "t.txn_id || '~' || CAST({k} AS TEXT)"}}); err != nil {
		return err
	}
	if pays <= 0 {
		return nil
	}
	_, err = store.Copy(ctx, q, store.Copies{Table: "payments", First: first, Times: times,
		Where: "t.order_id BETWEEN ? AND ?", Args: []any{from, to},
		Set: map[string]string{"id": fmt.Sprintf("t.id + {k} * %d", pays), "pay_code_id": fmt.Sprintf("t.pay_code_id + {k} * %d", codes),
			"order_id": order, "user_id": user}})
	return err
}

// SetNextIDs makes the next pay code's and payment's ids follow the
// highest there (after CopyPayments).
func SetNextIDs(ctx context.Context, q store.Querier) error {
	for _, table := range []string{"pay_codes", "payments"} {
		var max int64
		if err := q.QueryRow(ctx, `SELECT COALESCE(MAX(id), 0) FROM `+table).Scan(&max); err != nil {
			return err
		}
		if err := store.SetNextID(ctx, q, table, max+1); err != nil {
			return err
		}
	}
	return nil
}
