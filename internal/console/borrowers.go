package console

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"
	"unicode"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/market"
	"kwarta/internal/store"
)

// BorrowerRow is one borrower in the console's search.
type BorrowerRow struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Phone     string    `json:"phone"` // masked: 0917***4567
	CreatedAt time.Time `json:"createdAt"`
	Orders    int64     `json:"orders"`
}

// Borrowers finds borrowers by phone (any form the market accepts) or by
// a part of the name (at least 2 characters, any case); at most 100,
// newest first.
func (s *Service) Borrowers(ctx context.Context, query string, mk *market.Market) ([]BorrowerRow, error) {
	q := strings.TrimSpace(query)
	var where string
	var arg any
	if phone, err := mk.NormalizePhone(q); err == nil {
		where, arg = "u.phone = ?", phone
	} else if looksLikePhone(q) {
		return nil, fault.Field("q", "\""+q+"\" is not a phone number of the market: type it as 0917 123 4567 or +63 917 123 4567.")
	} else if len([]rune(q)) < 2 {
		return nil, fault.Field("q", "Type a phone number or at least 2 letters of a name.")
	} else {
		escaped := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(strings.ToLower(q))
		where, arg = `LOWER(u.name) LIKE ? ESCAPE '\'`, "%"+escaped+"%"
	}
	rows, err := s.DB.Query(ctx, `SELECT u.id, u.name, u.phone, u.created_at, (SELECT COUNT(*) FROM orders o WHERE o.user_id = u.id)
		FROM users u WHERE `+where+` ORDER BY u.id DESC LIMIT 100`, arg)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []BorrowerRow{}
	for rows.Next() {
		var r BorrowerRow
		var created int64
		if err := rows.Scan(&r.ID, &r.Name, &r.Phone, &created, &r.Orders); err != nil {
			return nil, err
		}
		r.Phone, r.CreatedAt = market.LogPhone(r.Phone), store.Time(created)
		out = append(out, r)
	}
	return out, rows.Err()
}

// looksLikePhone: only digits and the separators people type in numbers.
func looksLikePhone(q string) bool {
	digits := 0
	for _, r := range q {
		switch {
		case unicode.IsDigit(r):
			digits++
		case strings.ContainsRune("+-() .", r):
		default:
			return false
		}
	}
	return digits > 0
}

// Borrower is a borrower's page: the profile, every order, the payout
// accounts (masked: only the last 4 digits are ever read) and the sessions.
type Borrower struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Phone     string    `json:"phone"` // masked, as everywhere in the console
	CreatedAt time.Time `json:"createdAt"`
	// Channel is how the borrower registered (landing, ...); empty when unknown.
	Channel  string            `json:"channel"`
	Orders   []OrderRow        `json:"orders"`
	Accounts []PayoutAccount   `json:"accounts"`
	Sessions []BorrowerSession `json:"sessions"`
}

// PayoutAccount is a payout account as the console shows it.
type PayoutAccount struct {
	ID       int64  `json:"id"`
	CardType int    `json:"cardType"` // 1 e-wallet, 2 bank (payout.Form)
	Channel  string `json:"channel"`
	BankCode string `json:"bankCode"`
	// Number is "•••• " and the last 4 digits; the sealed number is never opened here.
	Number    string    `json:"number"`
	Default   bool      `json:"default"`
	CreatedAt time.Time `json:"createdAt"`
	Removed   bool      `json:"removed"`
}

// BorrowerSession is one of a borrower's signed-in devices.
type BorrowerSession struct {
	ID         int64     `json:"id"`
	Device     string    `json:"device"`
	CreatedAt  time.Time `json:"createdAt"`
	LastSeenAt time.Time `json:"lastSeenAt"`
	ExpiresAt  time.Time `json:"expiresAt"`
	Live       bool      `json:"live"` // not expired
}

// MaskAccount writes an account number's last 4 digits as "•••• 1234".
func MaskAccount(last4 string) string { return "•••• " + last4 }

func errNoBorrower() error { return fault.New(fault.CodeNotFound, "No such borrower.") }

// Borrower reads a borrower's page.
func (s *Service) Borrower(ctx context.Context, userID int64) (Borrower, error) {
	var b Borrower
	var created int64
	err := s.DB.QueryRow(ctx, `SELECT u.id, u.name, u.phone, u.created_at, COALESCE(r.channel, '')
		FROM users u LEFT JOIN registrations r ON r.user_id = u.id WHERE u.id = ?`, userID).Scan(&b.ID, &b.Name, &b.Phone, &created, &b.Channel)
	if errors.Is(err, sql.ErrNoRows) {
		return b, errNoBorrower()
	} else if err != nil {
		return b, err
	}
	b.Phone, b.CreatedAt = market.LogPhone(b.Phone), store.Time(created)
	if b.Orders, err = s.orderRows(ctx, []string{"u.id = ?"}, []any{userID}); err != nil {
		return b, err
	}
	if b.Accounts, err = s.payoutAccounts(ctx, userID); err != nil {
		return b, err
	}
	b.Sessions, err = s.borrowerSessions(ctx, userID)
	return b, err
}

func (s *Service) payoutAccounts(ctx context.Context, userID int64) ([]PayoutAccount, error) {
	// account_ct (the sealed number) is not selected.
	rows, err := s.DB.Query(ctx, `SELECT id, card_type, channel, bank_code, last4, is_default, created_at, removed_at
		FROM payout_accounts WHERE user_id = ? ORDER BY id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []PayoutAccount{}
	for rows.Next() {
		var a PayoutAccount
		var last4 string
		var def int
		var created, removed int64
		if err := rows.Scan(&a.ID, &a.CardType, &a.Channel, &a.BankCode, &last4, &def, &created, &removed); err != nil {
			return nil, err
		}
		a.Number, a.Default, a.CreatedAt, a.Removed = MaskAccount(last4), def == 1, store.Time(created), removed > 0
		out = append(out, a)
	}
	return out, rows.Err()
}

func (s *Service) borrowerSessions(ctx context.Context, userID int64) ([]BorrowerSession, error) {
	rows, err := s.DB.Query(ctx, `SELECT id, device_id, created_at, last_seen_at, expires_at FROM sessions WHERE user_id = ? ORDER BY last_seen_at DESC, id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	now := store.Millis(s.Clock.Now())
	out := []BorrowerSession{}
	for rows.Next() {
		var x BorrowerSession
		var created, seen, expires int64
		if err := rows.Scan(&x.ID, &x.Device, &created, &seen, &expires); err != nil {
			return nil, err
		}
		x.CreatedAt, x.LastSeenAt, x.ExpiresAt, x.Live = store.Time(created), store.Time(seen), store.Time(expires), expires > now
		out = append(out, x)
	}
	return out, rows.Err()
}

// SignOutBorrower ends every session of a borrower (each device must sign
// in again), recorded in the audit log in the same transaction.
func (s *Service) SignOutBorrower(ctx context.Context, by httpapi.OperatorSession, userID int64) (int64, error) {
	var n int64
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var one int
		if err := tx.QueryRow(ctx, `SELECT 1 FROM users WHERE id = ?`, userID).Scan(&one); errors.Is(err, sql.ErrNoRows) {
			return errNoBorrower()
		} else if err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `DELETE FROM sessions WHERE user_id = ?`, userID)
		if err != nil {
			return err
		}
		n, _ = res.RowsAffected()
		return s.Record(ctx, tx, by, "sign-out-borrower", "borrower", strconv.FormatInt(userID, 10), nil, map[string]any{"sessionsEnded": n})
	})
	return n, err
}
