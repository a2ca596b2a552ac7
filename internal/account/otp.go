package account

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"errors"
	"fmt"
	"math/big"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// One-time SMS code rules.
const (
	OTPLength   = 6
	OTPTTL      = 5 * time.Minute
	OTPMaxTries = 5
)

// What a code is for; a code sent for one purpose does not serve the other.
const (
	PurposeRegister = "register"
	PurposeLogin    = "login"
)

// Messages of a refused code (code 800006).
const (
	msgCodeExpired  = "The verification code has expired. Please get a new one."
	msgCodeTooMany  = "Too many wrong tries. Please get a new verification code."
	msgCodeWrongFmt = "Wrong verification code. %d tries left."
)

// newCode returns 6 digits from crypto/rand, zero-padded.
func newCode() string {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return fmt.Sprintf("%06d", n.Int64())
}

// hashCode is the keyed hash under which a code is stored.
func (s *Signup) hashCode(phone, purpose, code string) string {
	return s.mac("otp", phone, purpose, code)
}

// sentCode is one SMS about to go out.
type sentCode struct {
	phone, purpose, code, ip, deviceID string
	attr                               Attribution
	test                               bool
}

// saveCode stores a code's hash and returns its row id; the row is also the
// record of the SMS sent (marked failed when the gateway refuses it).
func (s *Signup) saveCode(ctx context.Context, q store.Querier, c sentCode) (int64, error) {
	now := s.Accounts.clock.Now()
	test := 0
	if c.test {
		test = 1
	}
	return store.InsertID(ctx, q, `INSERT INTO otp_codes (phone, purpose, code_hash, ip, device_id, template_id, user_from, app_from, utm_tag, test_number, created_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.phone, c.purpose, s.hashCode(c.phone, c.purpose, c.code), c.ip, c.deviceID, c.attr.TemplateID, c.attr.UserFrom, c.attr.AppFrom, c.attr.UtmTag,
		test, store.Millis(now), store.Millis(now.Add(OTPTTL)))
}

// checkCode judges a code against the phone's latest one for purpose and
// marks it used when right. Only the latest code that went out counts; it
// dies after OTPTTL or OTPMaxTries tries. A wrong try is counted even though
// the call fails (the error asks inTx to commit).
//
// Both steps are single guarded UPDATEs, so they hold under PostgreSQL's
// READ COMMITTED as under SQLite's serialised writers: every judgement
// first takes one try (attempts < OTPMaxTries), so racing guesses cannot
// judge more than OTPMaxTries codes, and only one caller can flip used.
func (s *Signup) checkCode(ctx context.Context, tx *store.Tx, phone, purpose, code string) error {
	now := s.Accounts.clock.Now()
	var (
		id, expires    int64
		attempts, used int
		hash           string
	)
	err := tx.QueryRow(ctx, `SELECT id, code_hash, attempts, used, expires_at FROM otp_codes WHERE phone = ? AND purpose = ? AND failed = 0 ORDER BY id DESC LIMIT 1`,
		phone, purpose).Scan(&id, &hash, &attempts, &used, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return fault.New(fault.CodeWrongOTP, msgCodeExpired)
	}
	if err != nil {
		return err
	}
	switch {
	case used == 1 || !now.Before(store.Time(expires)):
		return fault.New(fault.CodeWrongOTP, msgCodeExpired)
	case attempts >= OTPMaxTries:
		return fault.New(fault.CodeWrongOTP, msgCodeTooMany)
	}
	err = tx.QueryRow(ctx, `UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ? AND used = 0 AND attempts < ? RETURNING attempts`,
		id, OTPMaxTries).Scan(&attempts)
	if errors.Is(err, sql.ErrNoRows) {
		// A racing call used the code or took its last try.
		if err := tx.QueryRow(ctx, `SELECT used FROM otp_codes WHERE id = ?`, id).Scan(&used); err != nil {
			return err
		}
		if used == 1 {
			return fault.New(fault.CodeWrongOTP, msgCodeExpired)
		}
		return fault.New(fault.CodeWrongOTP, msgCodeTooMany)
	}
	if err != nil {
		return err
	}
	if subtle.ConstantTimeCompare([]byte(hash), []byte(s.hashCode(phone, purpose, code))) != 1 {
		if attempts >= OTPMaxTries {
			return store.CommitThen(fault.New(fault.CodeWrongOTP, msgCodeTooMany))
		}
		return store.CommitThen(fault.Newf(fault.CodeWrongOTP, msgCodeWrongFmt, OTPMaxTries-attempts))
	}
	res, err := tx.Exec(ctx, `UPDATE otp_codes SET used = 1 WHERE id = ? AND used = 0`, id)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n != 1 {
		return fault.New(fault.CodeWrongOTP, msgCodeExpired)
	}
	return nil
}
