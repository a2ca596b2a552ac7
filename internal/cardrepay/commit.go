package cardrepay

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// payableNow is the borrower's order with what is due now, refused when
// nothing can be paid now.
func (s *Service) payableNow(ctx context.Context, userID, orderID int64) (repay.Due, error) {
	d, err := s.repay.Due(ctx, userID, orderID, 0)
	if err != nil {
		return repay.Due{}, err
	}
	if d.Range.Refused != nil {
		return repay.Due{}, d.Range.Refused
	}
	if d.Now <= 0 {
		return repay.Due{}, fault.Newf(fault.CodeConflict, "Nothing is due on order %s now.", d.Order.No)
	}
	return d, nil
}

// Way is repayment-way: the borrower's linked accounts, what is due now on
// their order, a fresh repay token, what is left of the minute between
// two codes and the order's card debit under way, if any (another
// borrower's order: 404).
func (s *Service) Way(ctx context.Context, userID, orderID int64) (RepaymentWay, error) {
	if err := s.Ready(); err != nil {
		return RepaymentWay{}, err
	}
	d, err := s.payableNow(ctx, userID, orderID)
	if err != nil {
		return RepaymentWay{}, err
	}
	accounts, err := s.accounts.Accounts(ctx, s.db, userID)
	if err != nil {
		return RepaymentWay{}, err
	}
	now := s.clock.Now()
	wait, err := cardSMSWait(ctx, s.db, userID, now)
	if err != nil {
		return RepaymentWay{}, err
	}
	token, err := s.issueToken(ctx, s.db, userID, orderID, now)
	if err != nil {
		return RepaymentWay{}, err
	}
	live, err := s.cardDebit(ctx, s.db, userID, orderID, d.Order.Market, true)
	if err != nil {
		return RepaymentWay{}, err
	}
	money := loan.MoneyFor(d.Order.Market, false)
	w := RepaymentWay{Debit: live, RepayToken: token, BankCards: []BankCard{}, Amount: d.Now, AmountText: money.Format(d.Now),
		OrderID: d.Order.ID, OrderNo: d.Order.No, ProductID: d.Order.ProductID, ProductName: d.Product.Name, DueDate: loan.DisplayDay(d.Order.NextDue),
		UserID: userID, CodeLength: CardCodeLength, Countdown: int(CardSMSCooldown.Seconds()), WaitSeconds: wait}
	if len(s.channels.Channels()) > 0 {
		w.Alipay = 1
	}
	for _, a := range accounts {
		c := BankCard{ID: a.ID, BankName: a.ChannelName, CardNo: a.Masked, BankCode: a.Channel}
		if a.IsDefault {
			c.IsDefault = 1
		}
		w.BankCards = append(w.BankCards, c)
	}
	return w, nil
}

// useToken takes a repay token, once: a single guarded UPDATE, so of any
// number of concurrent commits with one token exactly one goes on and the
// others are told not to pay twice (800005).
func useToken(ctx context.Context, tx *store.Tx, token string, userID, orderID int64, now time.Time) error {
	hash := hashToken(token)
	res, err := tx.Exec(ctx, `UPDATE card_repay_tokens SET used_at = ? WHERE token_hash = ? AND user_id = ? AND order_id = ?
		AND used_at = 0 AND created_at > ?`, store.Millis(now), hash, userID, orderID, store.Millis(now.Add(-RepayTokenTTL)))
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 1 {
		return nil
	}
	var owner, order, created, used int64
	err = tx.QueryRow(ctx, `SELECT user_id, order_id, created_at, used_at FROM card_repay_tokens WHERE token_hash = ?`, hash).
		Scan(&owner, &order, &created, &used)
	switch {
	case errors.Is(err, sql.ErrNoRows) || (err == nil && (owner != userID || order != orderID)):
		return fault.Field("repayToken", "This payment page is out of date. Please open it again.")
	case err != nil:
		return err
	case used != 0:
		return fault.New(fault.CodePaidTwice, "")
	}
	return fault.New(fault.CodeConflict, "This payment page has expired. Please open it again.")
}

// reserveCardSMS counts one code against the borrower's limits: one a
// minute, CardSMSDaily a day. One guarded upsert, so racing commits cannot
// pass it together.
func (s *Service) reserveCardSMS(ctx context.Context, tx *store.Tx, userID int64, now time.Time) error {
	day := now.In(s.location).Format("2006-01-02")
	res, err := tx.Exec(ctx, `INSERT INTO card_repay_sms (user_id, last_sent_at, day, n) VALUES (?, ?, ?, 1)
		ON CONFLICT (user_id) DO UPDATE SET last_sent_at = excluded.last_sent_at,
			n = CASE WHEN card_repay_sms.day = excluded.day THEN card_repay_sms.n + 1 ELSE 1 END, day = excluded.day
		WHERE card_repay_sms.last_sent_at <= ? AND (card_repay_sms.day <> excluded.day OR card_repay_sms.n < ?)`,
		userID, store.Millis(now), day, store.Millis(now.Add(-CardSMSCooldown)), CardSMSDaily)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return err
	}
	wait, err := cardSMSWait(ctx, tx, userID, now)
	if err != nil {
		return err
	}
	if wait > 0 {
		e := fault.Newf(fault.CodeSMSLimit, "A code was just sent. Please wait %d seconds before asking for another one.", wait)
		e.Data = SMSWait{WaitSeconds: wait}
		return e
	}
	return fault.Newf(fault.CodeSMSLimit, "You have asked for %d payment codes today. Please try again tomorrow.", CardSMSDaily)
}

// SMSWait is the data of a code refused while the minute between two
// codes runs (110429): the whole seconds left, rounded up, before another
// code may be asked for. The page counts them down on its button instead
// of offering a fresh one. The daily limit's refusal carries none.
type SMSWait struct {
	WaitSeconds int `json:"waitSeconds"`
}

// cardSMSWait is how many whole seconds (rounded up) the borrower must
// still wait, at now, before another card repayment code may be sent: 0
// when one may be sent now (no code yet, the minute over, or the last
// code given back because its SMS failed).
func cardSMSWait(ctx context.Context, q store.Querier, userID int64, now time.Time) (int, error) {
	var last int64
	err := q.QueryRow(ctx, `SELECT last_sent_at FROM card_repay_sms WHERE user_id = ?`, userID).Scan(&last)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	wait := store.Time(last).Add(CardSMSCooldown).Sub(now)
	if wait <= 0 {
		return 0, nil
	}
	return int((wait + time.Second - 1) / time.Second), nil
}

// Commit is repayment-commit: it checks the amount (what is due now), the
// account (the borrower's own: another's is 404) and the repay token (once:
// 800005), opens a card repayment and sends its SMS code. A newer commit
// replaces a code still waiting on the same order; a debit of the order
// under way (or unknown) refuses it with 121409 and the debit as data.
func (s *Service) Commit(ctx context.Context, r CardCommit) (CardCommitted, error) {
	if err := s.Ready(); err != nil {
		return CardCommitted{}, err
	}
	if r.SendMsg != 1 {
		return CardCommitted{}, fault.Field("sendMsg", "A payment from your account is confirmed with an SMS code: send sendMsg=1.")
	}
	if c := strings.TrimSpace(r.CouponID); c != "" && c != "0" {
		return CardCommitted{}, fault.Field("couponId", "No coupons are offered on this payment.")
	}
	d, err := s.payableNow(ctx, r.UserID, r.OrderID)
	if err != nil {
		return CardCommitted{}, err
	}
	if r.Amount != d.Now {
		return CardCommitted{}, fault.Field("amount", "The amount to pay now is "+loan.MoneyFor(d.Order.Market, false).Format(d.Now)+
			"; please reload the page.")
	}
	// A debit of the order under way, or whose outcome is not known yet:
	// no second one starts (the unique index is the guard; this says why).
	if live, err := s.cardDebit(ctx, s.db, r.UserID, r.OrderID, d.Order.Market, true); err != nil {
		return CardCommitted{}, err
	} else if live != nil {
		return CardCommitted{}, underWay(live)
	}
	acc, err := s.accounts.AccountOf(ctx, s.db, r.UserID, r.CardID)
	if err != nil {
		return CardCommitted{}, err
	}
	if r.BankCode != "" && r.BankCode != acc.Channel {
		return CardCommitted{}, fault.Field("bankCode", "This is not that account's bank; please reload the page.")
	}
	user, err := s.users.UserByID(ctx, r.UserID)
	if err != nil {
		return CardCommitted{}, err
	}
	now := s.clock.Now()
	code := newCardCode()
	out := CardCommitted{NeedValid: 1, Phone: market.MaskPhone(user.Phone), ExpiresIn: int(CardCodeTTL.Seconds()),
		Countdown: int(CardSMSCooldown.Seconds())}
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := useToken(ctx, tx, r.Token, r.UserID, r.OrderID, now); err != nil {
			return err
		}
		if err := s.reserveCardSMS(ctx, tx, r.UserID, now); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE card_repayments SET state = ?, closed_at = ? WHERE order_id = ? AND state = ?`,
			cardReplaced, store.Millis(now), r.OrderID, cardAwaiting); err != nil {
			return err
		}
		var err error
		out.RepaymentRecordID, err = store.InsertID(ctx, tx, `INSERT INTO card_repayments (user_id, order_id, account_id, amount, currency,
			state, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			r.UserID, r.OrderID, acc.ID, d.Now, d.Order.Currency, cardAwaiting, s.codeMAC(r.UserID, r.OrderID, code),
			store.Millis(now.Add(CardCodeTTL)), store.Millis(now))
		if err != nil {
			return err
		}
		out.RepayToken, err = s.issueToken(ctx, tx, r.UserID, r.OrderID, now)
		return err
	})
	if store.IsUniqueViolation(err) {
		if live, e := s.cardDebit(ctx, s.db, r.UserID, r.OrderID, d.Order.Market, true); e == nil && live != nil {
			return CardCommitted{}, underWay(live)
		}
		return CardCommitted{}, fault.New(fault.CodeConflict, "A payment from your account is already under way for this order. "+
			"Please wait until it shows on your order.")
	}
	if err != nil {
		return CardCommitted{}, err
	}
	text := fmt.Sprintf("%s: your code to pay %s from %s %s is %s. It expires in 5 minutes. Never share it with anyone.",
		s.appName, loan.MoneyFor(d.Order.Market, false).Format(d.Now), acc.ChannelName, acc.Masked, code)
	if sendErr := s.sms.Send(ctx, user.Phone, text); sendErr != nil {
		s.logger.ErrorContext(ctx, "card repayment code not sent", "record", out.RepaymentRecordID, "error", sendErr)
		if err := s.giveBackCommit(context.WithoutCancel(ctx), out.RepaymentRecordID, r, now); err != nil {
			s.logger.ErrorContext(ctx, "give back a card repayment whose SMS failed", "error", err)
		}
		return CardCommitted{}, &fault.Error{Code: fault.CodeSMSFailed, Message: fault.Message(fault.CodeSMSFailed), Cause: sendErr}
	}
	return out, nil
}

// giveBackCommit undoes a commit whose SMS never went: the record fails,
// the token and the SMS count are given back, so the page can try again.
func (s *Service) giveBackCommit(ctx context.Context, recordID int64, r CardCommit, now time.Time) error {
	return s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE card_repayments SET state = ?, note = ?, closed_at = ? WHERE id = ? AND state = ?`,
			cardFailed, "the SMS could not be sent", store.Millis(now), recordID, cardAwaiting); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE card_repay_tokens SET used_at = 0 WHERE token_hash = ?`, hashToken(r.Token)); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE card_repay_sms SET last_sent_at = 0, n = CASE WHEN n > 0 THEN n - 1 ELSE 0 END
			WHERE user_id = ? AND last_sent_at = ?`, r.UserID, store.Millis(now))
		return err
	})
}
