// Package cardrepay is the card repayment (the legacy "repay by card"
// flow): repayment-way hands out a single-use repay token with the
// borrower's linked accounts and what is due now; repayment-commit takes
// the token, sends a 6-digit SMS code and opens a card repayment;
// repayment-confirm checks the code, then debits the account through the
// payment channel's Debiter (outside any transaction) and credits the
// order through the repayment engine (internal/repay) on a pay code of
// its own, as a postback would be, so receipts and the payment history
// work unchanged. It owns card_repay_tokens, card_repayments and
// card_repay_sms; pay codes and payments are the engine's, which it asks
// through Engine, in its own transaction where the two change together.
package cardrepay

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math/big"
	"strconv"
	"sync"
	"time"

	"kwarta/internal/account"
	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/metrics"
	"kwarta/internal/payment"
	"kwarta/internal/payout"
	"kwarta/internal/repay"
	"kwarta/internal/sms"
	"kwarta/internal/store"
)

// Engine is what the card repayment asks the repayment engine
// (repay.Service): what an order asks now, a pay code through the payment
// channel (repayment-huichao), and the pay code of a debit — opened,
// read, ended without money, held for review or credited — in the
// caller's transaction, with the ledger line of a debit's answer.
type Engine interface {
	Due(ctx context.Context, userID, orderID, productID int64) (repay.Due, error)
	Generate(ctx context.Context, r repay.CodeRequest) (repay.PayCode, error)
	OpenDebit(ctx context.Context, q store.Querier, pc *repay.PayCode) error
	DebitCode(ctx context.Context, q store.Querier, id int64) (repay.PayCode, error)
	EndDebit(ctx context.Context, q store.Querier, codeID int64, pending bool, refNo, note string, closed int64) error
	HoldDebit(ctx context.Context, q store.Querier, codeID int64, why string) (bool, error)
	CreditDebit(ctx context.Context, tx *store.Tx, pc *repay.PayCode, refNo, label string, at time.Time) (string, int64, error)
	Record(ctx context.Context, gateway, source string, p payment.Postback, raw string, verified bool, outcome string)
}

// Channels is the payment channel's list of ways to pay (payment.Gateway):
// the other way to pay, a pay code through its first channel.
type Channels interface {
	Channels() []payment.Channel
}

// Accounts is the borrowers' linked payout accounts (payout.Service): the
// list, one of a borrower's own, and its clear number for the debit.
type Accounts interface {
	Accounts(ctx context.Context, q store.Querier, userID int64) ([]payout.Account, error)
	AccountOf(ctx context.Context, q store.Querier, userID, accountID int64) (payout.Account, error)
	Reveal(ctx context.Context, q store.Querier, userID, accountID int64) (string, error)
}

// Users is who the borrowers are (account.Service): where the code goes.
type Users interface {
	UserByID(ctx context.Context, id int64) (account.User, error)
}

// Deps is everything the card repayment needs, given once to New.
type Deps struct {
	DB    *store.DB
	Clock clock.Clock
	// Repay is the repayment engine; Channels the payment channel's ways
	// to pay (the gateway).
	Repay    Engine
	Channels Channels
	// Accounts, Users and Debiter: the linked accounts, the borrowers and
	// the channel that debits them. Without any of them (a payment adapter
	// that cannot debit) the card repayment answers that it is not
	// available.
	Accounts Accounts
	Users    Users
	Debiter  payment.Debiter
	// SMS sends the codes (nil: the log); AppName starts them ("" :
	// Kwarta); CodeKey is the key they are hashed under (empty: a random
	// key for this process).
	SMS     sms.Sender
	AppName string
	CodeKey []byte
	// Location is the market's time zone, whose calendar day the SMS limit
	// counts (nil: UTC).
	Location *time.Location
	Logger   *slog.Logger
}

// Service is the card repayment, built whole by New.
type Service struct {
	db       *store.DB
	clock    clock.Clock
	repay    Engine
	channels Channels
	accounts Accounts
	users    Users
	debiter  payment.Debiter
	sms      sms.Sender
	appName  string
	codeKey  []byte
	location *time.Location
	logger   *slog.Logger
}

// New is the card repayment over its dependencies.
func New(d Deps) *Service {
	s := &Service{db: d.DB, clock: d.Clock, repay: d.Repay, channels: d.Channels, accounts: d.Accounts, users: d.Users,
		debiter: d.Debiter, sms: d.SMS, appName: d.AppName, codeKey: d.CodeKey, location: d.Location, logger: d.Logger}
	if s.logger == nil {
		s.logger = slog.Default()
	}
	if s.sms == nil {
		s.sms = sms.Console{Logger: s.logger}
	}
	if s.appName == "" {
		s.appName = "Kwarta"
	}
	if s.location == nil {
		s.location = time.UTC
	}
	return s
}

// Card repayment limits: the code lives and dies like a sign-in code.
const (
	CardCodeLength  = account.OTPLength
	CardCodeTTL     = account.OTPTTL
	CardCodeTries   = account.OTPMaxTries
	RepayTokenTTL   = 30 * time.Minute
	CardSMSCooldown = 60 * time.Second // the page's countdown
	CardSMSDaily    = 10               // codes per borrower and calendar day
)

// Card repayment states (card_repayments.state).
const (
	cardAwaiting = "awaiting" // the code was sent
	cardReplaced = "replaced" // a newer commit took its place
	cardDebiting = "debiting" // the code was right; the debit is under way (or its outcome is unknown)
	cardPaid     = "paid"
	cardDeclined = "declined"
	cardPending  = "pending" // the provider will finish the debit later
	cardUnknown  = "unknown" // StuckDebitTries status queries went unanswered: in the payments review queue, still live
	cardReview   = "review"  // money taken that the order could not take: an operator decides
	cardFailed   = "failed"  // the SMS could not be sent, or the account could not be read
)

// Stuck debits (docs/DESIGN.md, "Card repayment (legacy flow)"): a debit
// still debiting (its answer was lost: the provider call timed out, or the
// process died mid-call) or pending StuckDebitGrace after it started is
// asked about by the card repayment's job through the Debiter's status
// query, at most once each StuckDebitRetry. The answer settles it through
// confirm's own paths (credited, declined, pending); after
// StuckDebitTries queries in a row without an answer it waits in the
// payments review queue (unknown), still blocking a second card
// repayment of the order, and is asked again each StuckDebitReviewRetry
// until the provider answers.
const (
	// StuckDebitGrace is well past the longest a debit call takes (the
	// adapters' HTTP clients give up after 30 s; the server's write
	// timeout is 90 s), so the job never asks about a debit whose confirm
	// is still waiting for the provider.
	StuckDebitGrace = 5 * time.Minute
	// StuckDebitRetry is the least time between two queries of one debit,
	// and the claim's lease: longer than a status query can take.
	StuckDebitRetry = 5 * time.Minute
	// StuckDebitTries unanswered queries in a row (about an hour: the job
	// runs every 10 minutes) send a debit to the review queue.
	StuckDebitTries = 6
	// StuckDebitReviewRetry is how often a debit in review is asked again.
	StuckDebitReviewRetry = time.Hour
)

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
	Countdown  int   `json:"countdown"` // seconds between two codes: the page's countdown after a code is sent
	// WaitSeconds is what is left now of the last code's minute (whole
	// seconds, rounded up; 0: a code may be asked for at once), so a page
	// opened again, or after Cancel, counts down the server's wait instead
	// of offering a code the server would refuse (110429, whose data is
	// SMSWait).
	WaitSeconds int `json:"waitSeconds"`
	// Debit is the order's card debit under way or whose outcome is not
	// known yet (null when there is none): the page shows it instead of
	// the form, since no other card repayment of the order starts.
	Debit *CardDebit `json:"debit"`
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
	OrderID int64 `json:"orderId"`
	Status  int   `json:"status"` // the order's status now
	// State is paid; pending (the bank finishes it later); or debiting: the
	// bank did not answer, the outcome is not known yet and the job asks
	// the bank (repayment-status says how it ends).
	State       string `json:"state" enum:"paid,pending,debiting"`
	Paid        int64  `json:"paid"` // minor units credited (0 while pending)
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

// cardKeys holds the per-process key used when no Deps.CodeKey is given.
var cardKeys struct {
	once sync.Once
	key  []byte
}

// codeMAC is the keyed hash a card repayment code is stored under.
func (s *Service) codeMAC(userID, orderID int64, code string) string {
	key := s.codeKey
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

// Ready says whether paying from a linked account is available: the
// payment adapter debits, and the accounts and borrowers are known.
func (s *Service) Ready() error {
	if s.accounts == nil || s.debiter == nil || s.users == nil {
		return fault.New(fault.CodePaymentUnavailable, "Paying from a linked account is not available.")
	}
	return nil
}

// Available says whether the repayment pages offer the card repayment
// (Ready).
func (s *Service) Available() bool { return s.Ready() == nil }

// tokenKeep is how long a repay token is kept: it works RepayTokenTTL; a
// day later it only takes room (a reused one then reads as out of date).
const tokenKeep = 24 * time.Hour

// DropTokens deletes the repay tokens older than tokenKeep and says how
// many went.
func (s *Service) DropTokens(ctx context.Context) (int64, error) {
	res, err := s.db.Exec(ctx, `DELETE FROM card_repay_tokens WHERE created_at < ?`, store.Millis(s.clock.Now().Add(-tokenKeep)))
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// RunEvery runs the card repayment's two jobs now and then every interval
// until ctx ends: the stuck debits asked about and settled (card-debits,
// SettleDebits), and the day-old repay tokens dropped (card-tokens).
// Failures are logged and retried on the next run.
func (s *Service) RunEvery(ctx context.Context, interval time.Duration) {
	var debits sync.WaitGroup
	defer debits.Wait()
	debits.Go(func() {
		metrics.Every(ctx, "card-debits", interval, store.Turns(s.db, clock.Wall(s.clock).Now), func(ctx context.Context) (int, error) {
			r, err := s.SettleDebits(ctx)
			if err != nil && ctx.Err() == nil {
				s.logger.Error("card repayment debits", "error", err)
			} else if r.Asked > 0 {
				s.logger.Info("card repayment debits", "asked", r.Asked, "credited", r.Credited, "declined", r.Declined, "pending", r.Pending,
					"unanswered", r.Unanswered, "review", r.Review)
			}
			return r.Asked, err
		})
	})
	metrics.Every(ctx, "card-tokens", interval, store.Turns(s.db, clock.Wall(s.clock).Now), func(ctx context.Context) (int, error) {
		n, err := s.DropTokens(ctx)
		if err != nil && ctx.Err() == nil {
			s.logger.Error("card repayment tokens", "error", err)
		}
		return int(n), err
	})
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
