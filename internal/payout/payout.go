// Package payout is where a loan's money goes: the borrowers' payout
// accounts (e-wallets and bank accounts, their numbers sealed with AES-GCM
// and shown masked), the binding form read from the database (channels and
// fields are data per market), and disbursement through a payout provider
// (sender.go: the sandbox or Dragonpay Payout), one idempotency key per
// order so a retry never pays twice.
package payout

import (
	"context"
	"database/sql"
	"errors"
	"log/slog"
	"strconv"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/sealed"
	"kwarta/internal/store"
)

// Service keeps payout accounts and sends payouts.
type Service struct {
	db     *store.DB
	clock  clock.Clock
	market string // the market's code: ph or in
	keys   *sealed.Keys
	// sender is the payout provider; nil: the sandbox.
	sender Sender
	// loans are the orders the payouts disburse (the loan package's).
	loans Loans
	// users are the borrowers' accounts (the account package's).
	users  Users
	logger *slog.Logger
}

// New is the payouts over db in the market whose code is market (ph or
// in; empty: ph): keys seal the account numbers (nil: the development
// key), sender is the payout provider (nil: the sandbox), loans are the
// orders disbursed, users the borrowers.
func New(db *store.DB, clk clock.Clock, market string, keys *sealed.Keys, sender Sender, loans Loans, users Users, logger *slog.Logger) *Service {
	if market == "" {
		market = "ph"
	}
	if keys == nil {
		keys = sealed.Dev()
	}
	return &Service{db: db, clock: clk, market: market, keys: keys, sender: orSandbox(sender), loans: loans, users: users, logger: logger}
}

// WithSender is the service paying through another provider (nil: the
// sandbox): tests use it to count and fail the transfers.
func (s *Service) WithSender(sender Sender) *Service {
	cp := *s
	cp.sender = orSandbox(sender)
	return &cp
}

func orSandbox(sender Sender) Sender {
	if sender == nil {
		return &Sandbox{}
	}
	return sender
}

// Market is the market's code (ph or in) whose accounts the service binds.
func (s *Service) Market() string { return s.market }

// Loans is what payouts need of the loans.
type Loans interface {
	// Lookup finds an order by its id or number, with its history.
	Lookup(ctx context.Context, ref string) (loan.Order, []loan.Change, error)
	// Disburse marks the order paid out, on q.
	Disburse(ctx context.Context, q store.Querier, orderID int64, actor, note string) (loan.Order, error)
	// Calendar is the market's calendar now (the books' dates).
	Calendar() loan.Calendar
}

// Users is what payouts need of the borrowers' accounts.
type Users interface {
	// LockUser holds the borrower's row for the rest of q's transaction.
	LockUser(ctx context.Context, q store.Querier, userID int64) error
	// NameAndPhone are the borrower's; sql.ErrNoRows when there is none.
	NameAndPhone(ctx context.Context, q store.Querier, userID int64) (name, phone string, err error)
}

// Account is a borrower's payout account as pages and other packages see
// it: never the number in clear (Reveal gives that, for a payout or a debit).
type Account struct {
	ID          int64     `json:"id"`
	UserID      int64     `json:"-"`
	CardType    int       `json:"cardType"`
	Channel     string    `json:"channel"`
	ChannelName string    `json:"channelName"`
	Masked      string    `json:"masked"` // "•••• 1234"
	Last4       string    `json:"last4"`
	BankCode    string    `json:"bankCode,omitempty"` // India: the IFSC
	City        string    `json:"city"`
	Payday      int       `json:"payday"`
	IsDefault   bool      `json:"isDefault"`
	CreatedAt   time.Time `json:"createdAt"`
	// ProviderCode is the payout provider's code of the channel.
	ProviderCode string `json:"-"`
}

// Mask shows the last 4 digits of a number: "•••• 1234".
func Mask(last4 string) string { return "•••• " + last4 }

const accountColumns = `a.id, a.user_id, a.card_type, a.channel, COALESCE(c.name, a.channel), a.last4, a.bank_code, a.city,
	a.payday, a.is_default, a.created_at, COALESCE(c.provider_code, '')`

const accountFrom = ` FROM payout_accounts a LEFT JOIN payout_channels c ON c.market = a.market AND c.number = a.channel `

func scanAccount(scan func(...any) error) (Account, error) {
	var (
		a       Account
		def     int
		created int64
	)
	err := scan(&a.ID, &a.UserID, &a.CardType, &a.Channel, &a.ChannelName, &a.Last4, &a.BankCode, &a.City, &a.Payday, &def, &created, &a.ProviderCode)
	if errors.Is(err, sql.ErrNoRows) {
		return a, store.ErrNotFound
	}
	a.IsDefault, a.CreatedAt, a.Masked = def == 1, store.Time(created), Mask(a.Last4)
	return a, err
}

// Accounts lists a borrower's live accounts, the default first, then the newest.
func (s *Service) Accounts(ctx context.Context, q store.Querier, userID int64) ([]Account, error) {
	rows, err := q.Query(ctx, `SELECT `+accountColumns+accountFrom+
		`WHERE a.user_id = ? AND a.removed_at = 0 ORDER BY a.is_default DESC, a.id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Account
	for rows.Next() {
		a, err := scanAccount(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// errNoAccount is the answer for an account that is not the borrower's:
// the same 404 as one that does not exist.
func errNoAccount() error { return fault.New(fault.CodeNotFound, "Payout account not found.") }

// AccountOf is one of the borrower's live accounts; another borrower's id,
// or an unknown or removed one, is a 404 fault (it wraps no ErrNotFound).
func (s *Service) AccountOf(ctx context.Context, q store.Querier, userID, accountID int64) (Account, error) {
	a, err := scanAccount(q.QueryRow(ctx, `SELECT `+accountColumns+accountFrom+
		`WHERE a.id = ? AND a.user_id = ? AND a.removed_at = 0`, accountID, userID).Scan)
	if errors.Is(err, store.ErrNotFound) {
		return Account{}, errNoAccount()
	}
	return a, err
}

// DefaultAccount is the borrower's default account; store.ErrNotFound when
// the borrower has none.
func (s *Service) DefaultAccount(ctx context.Context, q store.Querier, userID int64) (Account, error) {
	return scanAccount(q.QueryRow(ctx, `SELECT `+accountColumns+accountFrom+
		`WHERE a.user_id = ? AND a.removed_at = 0 AND a.is_default = 1`, userID).Scan)
}

// Reveal is the account number in clear, for a payout or a debit only:
// never log it, never send it to a page. Another borrower's id is a 404.
func (s *Service) Reveal(ctx context.Context, q store.Querier, userID, accountID int64) (string, error) {
	var (
		ct    []byte
		keyID string
	)
	err := q.QueryRow(ctx, `SELECT account_ct, key_id FROM payout_accounts WHERE id = ? AND user_id = ? AND removed_at = 0`,
		accountID, userID).Scan(&ct, &keyID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errNoAccount()
	}
	if err != nil {
		return "", err
	}
	return openNumber(s.keys, keyID, userID, accountID, ct)
}

// HasAccount tells whether the borrower has a live payout account.
func (s *Service) HasAccount(ctx context.Context, userID int64) (bool, error) {
	return s.HasAccountIn(ctx, s.db, userID)
}

// HasAccountIn is HasAccount on q (inside a transaction: the transaction).
func (s *Service) HasAccountIn(ctx context.Context, q store.Querier, userID int64) (bool, error) {
	var n int
	err := q.QueryRow(ctx, `SELECT COUNT(*) FROM payout_accounts WHERE user_id = ? AND removed_at = 0`, userID).Scan(&n)
	return n > 0, err
}

func (s *Service) now() time.Time {
	if s.clock == nil {
		return time.Now()
	}
	return s.clock.Now()
}

// Event kinds of payout_account_events.
const (
	EventBound         = "bound"          // an account was added
	EventDefault       = "default"        // an account became the default
	EventOrderAccount  = "order_account"  // an account was chosen for an order's payout
	EventPayoutSent    = "payout_sent"    // a payout attempt started
	EventPayoutOK      = "payout_ok"      // the provider paid
	EventPayoutPending = "payout_pending" // the provider accepted, not finished
	EventPayoutFailed  = "payout_failed"  // the provider refused or failed
	// EventAccountChanged: an operator changed a failed payout's account
	// (four eyes); the note names the old and new account and the reason.
	EventAccountChanged = "account_changed"
	// A refund of held money (refund.go): approved, attempts started and
	// their outcomes, as a payout's.
	EventRefundApproved = "refund_approved"
	EventRefundSent     = "refund_sent"
	EventRefundOK       = "refund_ok"
	EventRefundPending  = "refund_pending"
	EventRefundFailed   = "refund_failed"
)

func record(ctx context.Context, q store.Querier, userID, accountID, orderID int64, event, actor, note string, at time.Time) error {
	_, err := q.Exec(ctx, `INSERT INTO payout_account_events (user_id, account_id, order_id, event, actor, note, at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, userID, nullID(accountID), nullID(orderID), event, actor, note, store.Millis(at))
	return err
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// History is one entry of a borrower's payout history.
type History struct {
	AccountID, OrderID int64
	Event, Actor, Note string
	At                 time.Time
}

// HistoryOf lists a borrower's payout history, oldest first.
func (s *Service) HistoryOf(ctx context.Context, q store.Querier, userID int64) ([]History, error) {
	rows, err := q.Query(ctx, `SELECT COALESCE(account_id, 0), COALESCE(order_id, 0), event, actor, note, at
		FROM payout_account_events WHERE user_id = ? ORDER BY id`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []History
	for rows.Next() {
		var (
			h  History
			at int64
		)
		if err := rows.Scan(&h.AccountID, &h.OrderID, &h.Event, &h.Actor, &h.Note, &at); err != nil {
			return nil, err
		}
		h.At = store.Time(at)
		out = append(out, h)
	}
	return out, rows.Err()
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// FailureOf is the reason the order's payout failed because the receiving
// account was refused ("" when it has not): the order details page asks
// the borrower to check the account while it stands.
func (s *Service) FailureOf(ctx context.Context, q store.Querier, orderID int64) (string, error) {
	var reason string
	err := q.QueryRow(ctx, `SELECT reason FROM payouts WHERE order_id = ? AND state = 'failed' AND declined = 1`, orderID).Scan(&reason)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return reason, err
}
