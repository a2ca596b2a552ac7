package cardrepay

import (
	"context"
	"crypto/subtle"
	"database/sql"
	"errors"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// cardRecord is one card repayment.
type cardRecord struct {
	ID, UserID, OrderID, AccountID, PayCodeID, Amount int64
	Currency, State, CodeHash, RefNo, Note            string
	Attempts, Checks                                  int
	ExpiresAt                                         time.Time
	// DebitAt is when the debit started (zero before); CheckAt (ms) when
	// the job may next ask about it (SettleDebits).
	DebitAt time.Time
	CheckAt int64
}

const cardColumns = `id, user_id, order_id, account_id, pay_code_id, amount, currency, state, code_hash, ref_no, note, attempts, checks,
	expires_at, debit_at, check_at`

func scanCard(scan func(...any) error) (cardRecord, error) {
	var (
		c                cardRecord
		expires, debitAt int64
	)
	err := scan(&c.ID, &c.UserID, &c.OrderID, &c.AccountID, &c.PayCodeID, &c.Amount, &c.Currency, &c.State, &c.CodeHash, &c.RefNo, &c.Note,
		&c.Attempts, &c.Checks, &expires, &debitAt, &c.CheckAt)
	if errors.Is(err, sql.ErrNoRows) {
		return cardRecord{}, fault.New(fault.CodeNotFound, "Payment record not found.")
	}
	c.ExpiresAt, c.DebitAt = store.Time(expires), store.Time(debitAt)
	return c, err
}

func readCard(ctx context.Context, q store.Querier, userID, id int64) (cardRecord, error) {
	return scanCard(q.QueryRow(ctx, `SELECT `+cardColumns+` FROM card_repayments WHERE id = ? AND user_id = ?`, id, userID).Scan)
}

// refusedState is the answer to a code sent for a card repayment that no
// longer waits for one.
func refusedState(state string) error {
	switch state {
	case cardDebiting, cardPaid, cardPending, cardUnknown, cardReview:
		return fault.New(fault.CodePaidTwice, "")
	}
	return fault.New(fault.CodeWrongOTP, msgCardExpired)
}

// checkCardCode judges the code of a card repayment and, when right, takes
// it from awaiting to debiting. Both steps are single guarded UPDATEs, as
// for sign-in codes (account.checkCode): racing tries cannot judge more
// than CardCodeTries codes, and only one confirm can start the debit. A
// wrong try is counted even though the call fails (store.CommitThen).
func (s *Service) checkCardCode(ctx context.Context, tx *store.Tx, userID, id int64, code string, now time.Time) error {
	c, err := readCard(ctx, tx, userID, id)
	if err != nil {
		return err
	}
	switch {
	case c.State != cardAwaiting:
		return refusedState(c.State)
	case !now.Before(c.ExpiresAt):
		return fault.New(fault.CodeWrongOTP, msgCardExpired)
	case c.Attempts >= CardCodeTries:
		return fault.New(fault.CodeWrongOTP, msgCardTooMany)
	}
	var attempts int
	err = tx.QueryRow(ctx, `UPDATE card_repayments SET attempts = attempts + 1 WHERE id = ? AND state = ? AND attempts < ? RETURNING attempts`,
		id, cardAwaiting, CardCodeTries).Scan(&attempts)
	if errors.Is(err, sql.ErrNoRows) {
		// A racing call started the debit or took the last try.
		if c, err = readCard(ctx, tx, userID, id); err != nil {
			return err
		}
		if c.State != cardAwaiting {
			return refusedState(c.State)
		}
		return fault.New(fault.CodeWrongOTP, msgCardTooMany)
	}
	if err != nil {
		return err
	}
	if subtle.ConstantTimeCompare([]byte(c.CodeHash), []byte(s.codeMAC(userID, c.OrderID, code))) != 1 {
		if attempts >= CardCodeTries {
			return store.CommitThen(fault.New(fault.CodeWrongOTP, msgCardTooMany))
		}
		return store.CommitThen(fault.Newf(fault.CodeWrongOTP, msgCardWrong, CardCodeTries-attempts))
	}
	res, err := tx.Exec(ctx, `UPDATE card_repayments SET state = ?, debit_at = ?, check_at = 0, checks = 0 WHERE id = ? AND state = ?`,
		cardDebiting, store.Millis(now), id, cardAwaiting)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n != 1 {
		return fault.New(fault.CodePaidTwice, "")
	}
	return nil
}

// Confirm is repayment-confirm: the code is checked (800006 wrong, expired
// or too many tries; 800005 when the payment is already under way or
// made), then the account is debited through the payment channel outside
// any transaction, and the money is credited to the order in one
// transaction, as a postback's would be. A declined debit changes nothing
// on the order and says why.
func (s *Service) Confirm(ctx context.Context, userID, orderID, recordID int64, code string) (CardConfirmed, error) {
	if err := s.Ready(); err != nil {
		return CardConfirmed{}, err
	}
	rec, err := readCard(ctx, s.db, userID, recordID)
	if err != nil {
		return CardConfirmed{}, err
	}
	if rec.OrderID != orderID {
		return CardConfirmed{}, fault.New(fault.CodeNotFound, "Payment record not found.")
	}
	if rec.State != cardAwaiting {
		return CardConfirmed{}, refusedState(rec.State)
	}
	// What the order asks now must still be what the code was sent for
	// (read outside the transaction: bringing an order up to date writes).
	// A racing confirm that paid it meanwhile makes this one a second
	// submission, not a changed amount.
	d, err := s.payableNow(ctx, userID, orderID)
	if err != nil {
		if again, e := readCard(ctx, s.db, userID, recordID); e == nil && again.State != cardAwaiting {
			return CardConfirmed{}, refusedState(again.State)
		}
		return CardConfirmed{}, err
	}
	acc, err := s.accounts.AccountOf(ctx, s.db, userID, rec.AccountID)
	if err != nil {
		return CardConfirmed{}, err
	}
	now := s.clock.Now()
	pc := repay.PayCode{
		OrderID: orderID, UserID: userID, Purpose: repay.PurposeDue, Amount: rec.Amount, Currency: rec.Currency, Channel: acc.Channel,
		Gateway: s.debiter.Name(), Note: "card repayment " + itoa(recordID), CreatedAt: now,
	}
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := s.checkCardCode(ctx, tx, userID, recordID, code, now); err != nil {
			return err
		}
		if d.Now != rec.Amount { // the code is right, but for another amount: nothing of it stays
			return fault.New(fault.CodeConflict, "The amount due has changed since the code was sent. Please start again.")
		}
		if err := s.repay.OpenDebit(ctx, tx, &pc); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE card_repayments SET pay_code_id = ? WHERE id = ?`, pc.ID, recordID)
		return err
	})
	if err != nil {
		return CardConfirmed{}, err
	}
	label := acc.ChannelName + " " + acc.Masked
	number, err := s.accounts.Reveal(ctx, s.db, userID, acc.ID)
	if err != nil {
		s.endCard(context.WithoutCancel(ctx), recordID, pc.ID, cardFailed, "", "the account could not be read: "+err.Error())
		return CardConfirmed{}, err
	}
	// The debit: outside any transaction. The pay code's transaction id is
	// the idempotency key.
	debited, err := s.debiter.Debit(ctx, payment.Debit{
		TxnID: pc.TxnID, Amount: pc.Amount, Currency: pc.Currency, Channel: acc.Channel, ChannelName: acc.ChannelName,
		Account: number, Description: d.Product.Name + " " + d.Order.No + " (due)",
	})
	bg := context.WithoutCancel(ctx) // the money moved: record it even if the borrower went away
	if reason, ok := payment.IsDeclined(err); ok {
		s.endCard(bg, recordID, pc.ID, cardDeclined, "", "declined: "+reason)
		s.ledger(bg, pc, payment.StatusFailure, "", "declined: "+reason, repay.OutcomeFailed)
		return CardConfirmed{}, fault.Newf(fault.CodeDebitDeclined, "%s declined the payment: %s. Nothing was taken and your order is unchanged.",
			label, strings.TrimSuffix(reason, "."))
	}
	out := CardConfirmed{OrderID: orderID, RefNo: debited.RefNo, AccountName: label}
	if err != nil {
		// The outcome is unknown: the card repayment stays debiting (no new
		// one can start on the order) until the provider's answer is known;
		// the job asks the provider after StuckDebitGrace (SettleDebits).
		// The answer says so (state debiting), not a refusal: the page
		// shows the debit under way and repayment-status how it ends.
		s.logger.ErrorContext(ctx, "card repayment debit: no answer", "record", recordID, "txn_id", pc.TxnID, "error", err)
		if _, e := s.db.Exec(bg, `UPDATE card_repayments SET note = ? WHERE id = ? AND state = ?`, clip("no answer: "+err.Error(), 300),
			recordID, cardDebiting); e != nil {
			s.logger.ErrorContext(ctx, "card repayment note", "error", e)
		}
		out.State = cardDebiting
	} else if debited.Status != payment.StatusSuccess {
		out.State = cardPending
		s.endCard(bg, recordID, pc.ID, cardPending, debited.RefNo, "the provider will finish the debit")
		s.ledger(bg, pc, debited.Status, debited.RefNo, "debit pending", repay.OutcomeNoChange)
	} else {
		outcome, paymentID, err := s.creditDebit(bg, recordID, &pc, debited.RefNo, label)
		if err != nil {
			s.logger.ErrorContext(ctx, "card repayment debited but not credited", "record", recordID, "txn_id", pc.TxnID, "error", err)
			return CardConfirmed{}, err
		}
		if outcome != repay.OutcomeCredited {
			return CardConfirmed{}, fault.New(fault.CodeConflict, "Your payment was received but could not be applied to the order automatically. "+
				"Our team will apply it; you do not need to pay again.")
		}
		out.State, out.Paid, out.PaymentID = cardPaid, pc.Amount, paymentID
		out.PaidText = loan.MoneyFor(d.Order.Market, false).Format(pc.Amount)
	}
	o, err := loan.OrderByID(bg, s.db, orderID)
	if err != nil {
		return CardConfirmed{}, err
	}
	out.Status = int(o.Status)
	return out, nil
}

// creditDebit credits a debit that went through, in one transaction: the
// engine takes the pay code from debiting to paid (once) and applies the
// money as for a postback (repay.Service.CreditDebit), and the card
// repayment is paid, or kept for review when the order could not take it.
func (s *Service) creditDebit(ctx context.Context, recordID int64, pc *repay.PayCode, refNo, label string) (string, int64, error) {
	var (
		outcome   string
		paymentID int64
	)
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		now := s.clock.Now()
		var err error
		outcome, paymentID, err = s.repay.CreditDebit(ctx, tx, pc, refNo, label, now)
		if err != nil || outcome == repay.OutcomeDuplicate {
			return err
		}
		state := cardPaid
		if outcome != repay.OutcomeCredited {
			state = cardReview
		}
		_, err = tx.Exec(ctx, `UPDATE card_repayments SET state = ?, ref_no = ?, closed_at = ? WHERE id = ? AND state IN (?, ?, ?)`,
			state, refNo, store.Millis(now), recordID, cardDebiting, cardPending, cardUnknown)
		return err
	})
	return outcome, paymentID, err
}

// endCard records how a card repayment ended without money credited: its
// pay code fails, or stays debiting while the provider finishes (pending).
// Only a live debit (debiting, pending or unknown) changes: a debit the
// job settled meanwhile keeps its end.
func (s *Service) endCard(ctx context.Context, recordID, payCodeID int64, state, refNo, note string) error {
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		now := store.Millis(s.clock.Now())
		closed := now
		if state == cardPending {
			closed = 0
		}
		res, err := tx.Exec(ctx, `UPDATE card_repayments SET state = ?, ref_no = ?, note = ?, closed_at = ?, checks = 0 WHERE id = ? AND state IN (?, ?, ?)`,
			state, refNo, clip(note, 300), closed, recordID, cardDebiting, cardPending, cardUnknown)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		return s.repay.EndDebit(ctx, tx, payCodeID, state == cardPending, refNo, note, closed)
	})
	if err != nil {
		s.logger.ErrorContext(ctx, "card repayment outcome", "record", recordID, "state", state, "error", err)
	}
	return err
}

// ledger keeps a debit's answer in the engine's ledger beside the postbacks.
func (s *Service) ledger(ctx context.Context, pc repay.PayCode, status payment.Status, refNo, raw, outcome string) {
	s.repay.Record(ctx, pc.Gateway, "debit", payment.Postback{TxnID: pc.TxnID, RefNo: refNo, Status: status,
		Amount: pc.Amount, Currency: pc.Currency, Channel: pc.Channel}, raw, true, outcome)
}

// PayPageURL is repayment-huichao: a pay code for amount through the
// payment channel's default channel (the Generate path), and the address
// of its page. userID must be the session's own (403).
func (s *Service) PayPageURL(ctx context.Context, sessionUser, userID, orderID, amount int64) (repay.PayCode, error) {
	if userID != sessionUser {
		return repay.PayCode{}, fault.New(fault.CodeForbidden, "This payment is not yours.")
	}
	chans := s.channels.Channels()
	if len(chans) == 0 {
		return repay.PayCode{}, fault.New(fault.CodePaymentUnavailable, "")
	}
	return s.repay.Generate(ctx, repay.CodeRequest{UserID: userID, OrderID: orderID, Amount: amount, Channel: chans[0].Number})
}
