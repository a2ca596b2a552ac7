package repay

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"kwarta/internal/account"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/payment"
	"kwarta/internal/sms"
	"kwarta/internal/store"
)

// The card repayment (the legacy "repay by card" flow):
// repayment-way hands out a single-use repay token with the borrower's
// linked accounts and what is due now; repayment-commit takes the token,
// sends a 6-digit SMS code and opens a card repayment; repayment-confirm
// checks the code, then debits the account through the payment channel's
// Debiter (outside any transaction) and credits the order through the same
// path as a postback (a pay code, creditPaid), so receipts and the payment
// history work unchanged.

// Card repayment limits: the code lives and dies like a sign-in code.
const (
	CardCodeLength  = account.OTPLength
	CardCodeTTL     = account.OTPTTL
	CardCodeTries   = account.OTPMaxTries
	RepayTokenTTL   = 30 * time.Minute
	CardSMSCooldown = 60 * time.Second // the page's countdown
	CardSMSDaily    = 10               // codes per borrower and calendar day
	repayTokenKeep  = 24 * time.Hour   // then the reconciliation job drops the token
)

// Card repayment states (card_repayments.state).
const (
	cardAwaiting = "awaiting" // the code was sent
	cardReplaced = "replaced" // a newer commit took its place
	cardDebiting = "debiting" // the code was right; the debit is under way (or its outcome is unknown)
	cardPaid     = "paid"
	cardDeclined = "declined"
	cardPending  = "pending" // the provider will finish the debit later
	cardReview   = "review"  // money taken that the order could not take: an operator decides
	cardFailed   = "failed"  // the SMS could not be sent, or the account could not be read
)

// stateDebiting is a card pay code being debited: not open (no postback,
// status query or expiry touches it), taken to paid only by its debit.
const stateDebiting = "debiting"

// Messages of a refused card repayment code (800006), each starting with
// the text the page already knows.
const (
	msgCardWrong   = "wrong verification code: %d tries left."
	msgCardTooMany = "wrong verification code: too many tries. Please get a new code."
	msgCardExpired = "wrong verification code: it has expired. Please get a new code."
)

// BankCard is one linked account as the card repayment page lists it.
type BankCard struct {
	ID        int64  `json:"id"`
	BankName  string `json:"bankName"`
	CardNo    string `json:"cardNo"` // masked: "•••• 1234"
	BankCode  string `json:"bankCode"`
	IsDefault int    `json:"isDefault"`
}

// RepaymentWay is repayment-way's answer: the accounts, what is due now
// (Amount, minor units: commit sends it back) and a fresh repay token.
type RepaymentWay struct {
	// Alipay is the wire's name for the other way to pay: 1 when the
	// payment channel's own page (repayment-huichao) is offered too.
	Alipay      int        `json:"alipay"`
	RepayToken  string     `json:"repayToken"`
	BankCards   []BankCard `json:"bankCards"`
	Amount      int64      `json:"amount"`
	AmountText  string     `json:"amountText"`
	OrderID     int64      `json:"orderId"`
	OrderNo     string     `json:"orderNo"`
	ProductID   int64      `json:"productId"`
	ProductName string     `json:"productName"`
	DueDate     string     `json:"dueDate"`
	// UserID is the borrower's id, which repayment-huichao sends back.
	UserID     int64 `json:"userId"`
	CodeLength int   `json:"codeLength"`
	Countdown  int   `json:"countdown"` // seconds before another code may be asked for
}

// CardCommitted is repayment-commit's answer.
type CardCommitted struct {
	NeedValid         int    `json:"needValid"` // always 1: every card repayment is confirmed with the SMS code
	RepaymentRecordID int64  `json:"repaymentRecordId"`
	RepayToken        string `json:"repayToken"` // a fresh token, for a new code
	Phone             string `json:"phone"`      // where the code went, masked
	ExpiresIn         int    `json:"expiresIn"`  // seconds
	Countdown         int    `json:"countdown"`
}

// CardConfirmed is repayment-confirm's answer.
type CardConfirmed struct {
	OrderID     int64  `json:"orderId"`
	Status      int    `json:"status"` // the order's status now
	State       string `json:"state"`  // paid, or pending (the bank finishes it later)
	Paid        int64  `json:"paid"`   // minor units credited (0 while pending)
	PaidText    string `json:"paidText"`
	RefNo       string `json:"refNo"`
	PaymentID   int64  `json:"paymentId"` // the receipt's id (0 while pending)
	AccountName string `json:"accountName"`
}

// PayPage is repayment-huichao's answer: the payment channel's page.
type PayPage struct {
	URL string `json:"url"`
}

// CardCommit is what repayment-commit sends.
type CardCommit struct {
	UserID   int64
	OrderID  int64
	Amount   int64
	CardID   int64
	BankCode string // the card's bankCode as the page got it; must match when given
	CouponID string
	Token    string
	SendMsg  int64
}

// cardKeys holds the per-process key used when no CodeKey is set.
var cardKeys struct {
	once sync.Once
	key  []byte
}

// codeMAC is the keyed hash a card repayment code is stored under.
func (s *Service) codeMAC(userID, orderID int64, code string) string {
	key := s.CodeKey
	if len(key) == 0 {
		cardKeys.once.Do(func() { cardKeys.key = account.RandomSecret() })
		key = cardKeys.key
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte("card-repay:" + itoa(userID) + ":" + itoa(orderID) + ":" + code))
	return hex.EncodeToString(m.Sum(nil))
}

// newCardCode is 6 digits from crypto/rand.
func newCardCode() string {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return fmt.Sprintf("%06d", n.Int64())
}

// newRepayToken is 128 random bits, URL-safe.
func newRepayToken() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

func (s *Service) issueToken(ctx context.Context, q store.Querier, userID, orderID int64, now time.Time) (string, error) {
	token := newRepayToken()
	_, err := q.Exec(ctx, `INSERT INTO card_repay_tokens (token_hash, user_id, order_id, created_at) VALUES (?, ?, ?, ?)`,
		hashToken(token), userID, orderID, store.Millis(now))
	return token, err
}

// payableNow is the borrower's order with what is due now, refused when
// nothing can be paid now.
func (s *Service) payableNow(ctx context.Context, userID, orderID int64) (Due, error) {
	d, err := s.due(ctx, userID, orderID, 0)
	if err != nil {
		return Due{}, err
	}
	if d.Range.Refused != nil {
		return Due{}, d.Range.Refused
	}
	if d.Now <= 0 {
		return Due{}, fault.Newf(fault.CodeConflict, "Nothing is due on order %s now.", d.Order.No)
	}
	return d, nil
}

func (s *Service) cardReady() error {
	if s.Payout == nil || s.Debiter == nil || s.Users == nil {
		return fault.New(fault.CodePaymentUnavailable, "Paying from a linked account is not available.")
	}
	return nil
}

// Way is repayment-way: the borrower's linked accounts, what is due now on
// their order and a fresh repay token (another borrower's order: 404).
func (s *Service) Way(ctx context.Context, userID, orderID int64) (RepaymentWay, error) {
	if err := s.cardReady(); err != nil {
		return RepaymentWay{}, err
	}
	d, err := s.payableNow(ctx, userID, orderID)
	if err != nil {
		return RepaymentWay{}, err
	}
	accounts, err := s.Payout.Accounts(ctx, s.DB, userID)
	if err != nil {
		return RepaymentWay{}, err
	}
	token, err := s.issueToken(ctx, s.DB, userID, orderID, s.Clock.Now())
	if err != nil {
		return RepaymentWay{}, err
	}
	money := loan.MoneyFor(d.Order.Market, false)
	w := RepaymentWay{RepayToken: token, BankCards: []BankCard{}, Amount: d.Now, AmountText: money.Format(d.Now),
		OrderID: d.Order.ID, OrderNo: d.Order.No, ProductID: d.Order.ProductID, ProductName: d.Product.Name, DueDate: loan.DisplayDay(d.Order.NextDue),
		UserID: userID, CodeLength: CardCodeLength, Countdown: int(CardSMSCooldown.Seconds())}
	if len(s.Gateway.Channels()) > 0 {
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
	day := now.In(s.location()).Format("2006-01-02")
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
	var last int64
	if err := tx.QueryRow(ctx, `SELECT last_sent_at FROM card_repay_sms WHERE user_id = ?`, userID).Scan(&last); err != nil {
		return err
	}
	if wait := store.Time(last).Add(CardSMSCooldown).Sub(now); wait > 0 {
		return fault.Newf(fault.CodeSMSLimit, "A code was just sent. Please wait %d seconds before asking for another one.",
			int((wait+time.Second-1)/time.Second))
	}
	return fault.Newf(fault.CodeSMSLimit, "You have asked for %d payment codes today. Please try again tomorrow.", CardSMSDaily)
}

func (s *Service) location() *time.Location {
	if s.Loans != nil && s.Loans.Market != nil {
		return s.Loans.Market.Location()
	}
	return time.UTC
}

// Commit is repayment-commit: it checks the amount (what is due now), the
// account (the borrower's own: another's is 404) and the repay token (once:
// 800005), opens a card repayment and sends its SMS code. A newer commit
// replaces a code still waiting on the same order.
func (s *Service) Commit(ctx context.Context, r CardCommit) (CardCommitted, error) {
	if err := s.cardReady(); err != nil {
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
	acc, err := s.Payout.AccountOf(ctx, s.DB, r.UserID, r.CardID)
	if err != nil {
		return CardCommitted{}, err
	}
	if r.BankCode != "" && r.BankCode != acc.Channel {
		return CardCommitted{}, fault.Field("bankCode", "This is not that account's bank; please reload the page.")
	}
	user, err := s.Users.UserByID(ctx, r.UserID)
	if err != nil {
		return CardCommitted{}, err
	}
	now := s.Clock.Now()
	code := newCardCode()
	out := CardCommitted{NeedValid: 1, Phone: market.MaskPhone(user.Phone), ExpiresIn: int(CardCodeTTL.Seconds()),
		Countdown: int(CardSMSCooldown.Seconds())}
	err = s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
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
		return CardCommitted{}, fault.New(fault.CodeConflict, "A payment from your account is already under way for this order. "+
			"Please wait until it shows on your order.")
	}
	if err != nil {
		return CardCommitted{}, err
	}
	name := s.AppName
	if name == "" {
		name = "Kwarta"
	}
	text := fmt.Sprintf("%s: your code to pay %s from %s %s is %s. It expires in 5 minutes. Never share it with anyone.",
		name, loan.MoneyFor(d.Order.Market, false).Format(d.Now), acc.ChannelName, acc.Masked, code)
	if sendErr := s.sender().Send(ctx, user.Phone, text); sendErr != nil {
		s.logger().ErrorContext(ctx, "card repayment code not sent", "record", out.RepaymentRecordID, "error", sendErr)
		if err := s.giveBackCommit(context.WithoutCancel(ctx), out.RepaymentRecordID, r, now); err != nil {
			s.logger().ErrorContext(ctx, "give back a card repayment whose SMS failed", "error", err)
		}
		return CardCommitted{}, &fault.Error{Code: fault.CodeSMSFailed, Message: fault.Message(fault.CodeSMSFailed), Cause: sendErr}
	}
	return out, nil
}

func (s *Service) sender() sms.Sender {
	if s.SMS == nil {
		return sms.Console{Logger: s.logger()}
	}
	return s.SMS
}

// giveBackCommit undoes a commit whose SMS never went: the record fails,
// the token and the SMS count are given back, so the page can try again.
func (s *Service) giveBackCommit(ctx context.Context, recordID int64, r CardCommit, now time.Time) error {
	return s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
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

// cardRecord is one card repayment.
type cardRecord struct {
	ID, UserID, OrderID, AccountID, PayCodeID, Amount int64
	Currency, State, CodeHash, RefNo                  string
	Attempts                                          int
	ExpiresAt                                         time.Time
}

func readCard(ctx context.Context, q store.Querier, userID, id int64) (cardRecord, error) {
	var (
		c       cardRecord
		expires int64
	)
	err := q.QueryRow(ctx, `SELECT id, user_id, order_id, account_id, pay_code_id, amount, currency, state, code_hash, ref_no, attempts, expires_at
		FROM card_repayments WHERE id = ? AND user_id = ?`, id, userID).
		Scan(&c.ID, &c.UserID, &c.OrderID, &c.AccountID, &c.PayCodeID, &c.Amount, &c.Currency, &c.State, &c.CodeHash, &c.RefNo, &c.Attempts, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return cardRecord{}, fault.New(fault.CodeNotFound, "Payment record not found.")
	}
	c.ExpiresAt = store.Time(expires)
	return c, err
}

// refusedState is the answer to a code sent for a card repayment that no
// longer waits for one.
func refusedState(state string) error {
	switch state {
	case cardDebiting, cardPaid, cardPending, cardReview:
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
	res, err := tx.Exec(ctx, `UPDATE card_repayments SET state = ? WHERE id = ? AND state = ?`, cardDebiting, id, cardAwaiting)
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
	if err := s.cardReady(); err != nil {
		return CardConfirmed{}, err
	}
	rec, err := readCard(ctx, s.DB, userID, recordID)
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
		if again, e := readCard(ctx, s.DB, userID, recordID); e == nil && again.State != cardAwaiting {
			return CardConfirmed{}, refusedState(again.State)
		}
		return CardConfirmed{}, err
	}
	acc, err := s.Payout.AccountOf(ctx, s.DB, userID, rec.AccountID)
	if err != nil {
		return CardConfirmed{}, err
	}
	now := s.Clock.Now()
	pc := PayCode{
		OrderID: orderID, UserID: userID, Purpose: PurposeDue, Amount: rec.Amount, Currency: rec.Currency, Channel: acc.Channel,
		Gateway: s.Debiter.Name(), TxnID: newTxnID(orderID), State: stateDebiting, CreatedAt: now, ExpiresAt: now.Add(CodeTTL),
	}
	err = s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := s.checkCardCode(ctx, tx, userID, recordID, code, now); err != nil {
			return err
		}
		if d.Now != rec.Amount { // the code is right, but for another amount: nothing of it stays
			return fault.New(fault.CodeConflict, "The amount due has changed since the code was sent. Please start again.")
		}
		var err error
		pc.ID, err = store.InsertID(ctx, tx, `INSERT INTO pay_codes (order_id, user_id, purpose, amount, currency, channel, gateway,
			txn_id, state, note, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			pc.OrderID, pc.UserID, string(pc.Purpose), pc.Amount, pc.Currency, pc.Channel, pc.Gateway, pc.TxnID, pc.State,
			"card repayment "+itoa(recordID), store.Millis(pc.CreatedAt), store.Millis(pc.ExpiresAt))
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE card_repayments SET pay_code_id = ? WHERE id = ?`, pc.ID, recordID)
		return err
	})
	if err != nil {
		return CardConfirmed{}, err
	}
	label := acc.ChannelName + " " + acc.Masked
	number, err := s.Payout.Reveal(ctx, s.DB, userID, acc.ID)
	if err != nil {
		s.endCard(context.WithoutCancel(ctx), recordID, pc.ID, cardFailed, stateFailed, "", "the account could not be read: "+err.Error())
		return CardConfirmed{}, err
	}
	// The debit: outside any transaction. The pay code's transaction id is
	// the idempotency key.
	debited, err := s.Debiter.Debit(ctx, payment.Debit{
		TxnID: pc.TxnID, Amount: pc.Amount, Currency: pc.Currency, Channel: acc.Channel, ChannelName: acc.ChannelName,
		Account: number, Description: d.Product.Name + " " + d.Order.No + " (due)",
	})
	bg := context.WithoutCancel(ctx) // the money moved: record it even if the borrower went away
	if reason, ok := payment.IsDeclined(err); ok {
		s.endCard(bg, recordID, pc.ID, cardDeclined, stateFailed, "", "declined: "+reason)
		s.ledger(bg, pc, payment.StatusFailure, "", "declined: "+reason, OutcomeFailed)
		return CardConfirmed{}, fault.Newf(fault.CodeDebitDeclined, "%s declined the payment: %s. Nothing was taken and your order is unchanged.",
			label, strings.TrimSuffix(reason, "."))
	}
	if err != nil {
		// The outcome is unknown: the card repayment stays debiting (no new
		// one can start on the order) until the provider's answer is known.
		s.logger().ErrorContext(ctx, "card repayment debit: no answer", "record", recordID, "txn_id", pc.TxnID, "error", err)
		if _, e := s.DB.Exec(bg, `UPDATE card_repayments SET note = ? WHERE id = ?`, clip("no answer: "+err.Error(), 300), recordID); e != nil {
			s.logger().ErrorContext(ctx, "card repayment note", "error", e)
		}
		return CardConfirmed{}, fault.New(fault.CodePaymentUnavailable, "Your bank did not answer. We are checking whether the payment went through: "+
			"please do not pay again until it shows on your order.")
	}
	out := CardConfirmed{OrderID: orderID, RefNo: debited.RefNo, AccountName: label}
	if debited.Status != payment.StatusSuccess {
		out.State = cardPending
		s.endCard(bg, recordID, pc.ID, cardPending, stateDebiting, debited.RefNo, "the provider will finish the debit")
		s.ledger(bg, pc, debited.Status, debited.RefNo, "debit pending", OutcomeNoChange)
	} else {
		outcome, paymentID, err := s.creditDebit(bg, recordID, &pc, debited.RefNo, label)
		if err != nil {
			s.logger().ErrorContext(ctx, "card repayment debited but not credited", "record", recordID, "txn_id", pc.TxnID, "error", err)
			return CardConfirmed{}, err
		}
		if outcome != OutcomeCredited {
			return CardConfirmed{}, fault.New(fault.CodeConflict, "Your payment was received but could not be applied to the order automatically. "+
				"Our team will apply it; you do not need to pay again.")
		}
		out.State, out.Paid, out.PaymentID = cardPaid, pc.Amount, paymentID
		out.PaidText = loan.MoneyFor(d.Order.Market, false).Format(pc.Amount)
	}
	o, err := loan.OrderByID(ctx, s.DB, orderID)
	if err != nil {
		return CardConfirmed{}, err
	}
	out.Status = int(o.Status)
	return out, nil
}

// creditDebit credits a debit that went through, in one transaction: the
// pay code goes from debiting to paid (once), the loan engine applies the
// money (creditPaid, as for a postback), the payment names the account,
// other open codes for what is due now are replaced, and the card
// repayment is paid.
func (s *Service) creditDebit(ctx context.Context, recordID int64, pc *PayCode, refNo, label string) (string, int64, error) {
	var (
		outcome   string
		paymentID int64
	)
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		now := store.Millis(s.Clock.Now())
		res, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, ref_no = ?, closed_at = ? WHERE id = ? AND state = ?`,
			statePaid, refNo, now, pc.ID, stateDebiting)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n != 1 {
			outcome = OutcomeDuplicate
			return nil
		}
		pc.State, pc.RefNo = statePaid, refNo
		if outcome, err = s.creditPaid(ctx, tx, pc, refNo, now); err != nil {
			return err
		}
		state := cardPaid
		if outcome == OutcomeCredited {
			if _, err := tx.Exec(ctx, `UPDATE payments SET channel = ? WHERE pay_code_id = ?`, clip(label, 64), pc.ID); err != nil {
				return err
			}
			if err := tx.QueryRow(ctx, `SELECT id FROM payments WHERE pay_code_id = ?`, pc.ID).Scan(&paymentID); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, closed_at = ? WHERE order_id = ? AND purpose = ? AND state = ?`,
				stateReplaced, now, pc.OrderID, string(PurposeDue), stateOpen); err != nil {
				return err
			}
		} else {
			state = cardReview
		}
		if _, err := tx.Exec(ctx, `UPDATE card_repayments SET state = ?, ref_no = ?, closed_at = ? WHERE id = ?`,
			state, refNo, now, recordID); err != nil {
			return err
		}
		return insertEvent(ctx, tx, s.Debiter.Name(), "debit", payment.Postback{TxnID: pc.TxnID, RefNo: refNo, Status: payment.StatusSuccess,
			Amount: pc.Amount, Currency: pc.Currency, Channel: pc.Channel}, "debit "+pc.TxnID+" completed", true, outcome, s.Clock.Now())
	})
	return outcome, paymentID, err
}

// endCard records how a card repayment ended without money credited.
func (s *Service) endCard(ctx context.Context, recordID, payCodeID int64, state, codeState, refNo, note string) {
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		now := store.Millis(s.Clock.Now())
		closed := now
		if state == cardPending {
			closed = 0
		}
		if _, err := tx.Exec(ctx, `UPDATE card_repayments SET state = ?, ref_no = ?, note = ?, closed_at = ? WHERE id = ?`,
			state, refNo, clip(note, 300), closed, recordID); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, ref_no = ?, note = ?, closed_at = ? WHERE id = ? AND state = ?`,
			codeState, refNo, clip(note, 300), closed, payCodeID, stateDebiting)
		return err
	})
	if err != nil {
		s.logger().ErrorContext(ctx, "card repayment outcome", "record", recordID, "state", state, "error", err)
	}
}

// ledger keeps a debit's answer in provider_events beside the postbacks.
func (s *Service) ledger(ctx context.Context, pc PayCode, status payment.Status, refNo, raw, outcome string) {
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		return insertEvent(ctx, tx, s.Debiter.Name(), "debit", payment.Postback{TxnID: pc.TxnID, RefNo: refNo, Status: status,
			Amount: pc.Amount, Currency: pc.Currency, Channel: pc.Channel}, raw, true, outcome, s.Clock.Now())
	})
	if err != nil {
		s.logger().ErrorContext(ctx, "payment ledger", "error", err, "txn_id", pc.TxnID)
	}
}

// PayPageURL is repayment-huichao: a pay code for amount through the
// payment channel's default channel (the Generate path), and the address
// of its page. userID must be the session's own (403).
func (s *Service) PayPageURL(ctx context.Context, sessionUser, userID, orderID, amount int64) (PayCode, error) {
	if userID != sessionUser {
		return PayCode{}, fault.New(fault.CodeForbidden, "This payment is not yours.")
	}
	chans := s.Gateway.Channels()
	if len(chans) == 0 {
		return PayCode{}, fault.New(fault.CodePaymentUnavailable, "")
	}
	return s.Generate(ctx, CodeRequest{UserID: userID, OrderID: orderID, Amount: amount, Channel: chans[0].Number})
}
