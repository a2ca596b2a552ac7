package account

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
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

func hashCode(phone, purpose, code string) string {
	sum := sha256.Sum256([]byte("otp:" + phone + ":" + purpose + ":" + code))
	return hex.EncodeToString(sum[:])
}

// sentCode is one SMS about to go out.
type sentCode struct {
	phone, purpose, code, ip, deviceID string
	attr                               Attribution
	test                               bool
}

// saveCode stores a code's hash; the row is also the record of the SMS sent.
func (s *Signup) saveCode(ctx context.Context, q store.Querier, c sentCode) error {
	now := s.Accounts.Clock.Now()
	test := 0
	if c.test {
		test = 1
	}
	_, err := q.Exec(ctx, `INSERT INTO otp_codes (phone, purpose, code_hash, ip, device_id, template_id, user_from, app_from, utm_tag, test_number, created_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.phone, c.purpose, hashCode(c.phone, c.purpose, c.code), c.ip, c.deviceID, c.attr.TemplateID, c.attr.UserFrom, c.attr.AppFrom, c.attr.UtmTag,
		test, store.Millis(now), store.Millis(now.Add(OTPTTL)))
	return err
}

// checkCode judges a code against the phone's latest one for purpose and
// marks it used when right. Only the latest code counts; it dies after
// OTPTTL or OTPMaxTries wrong tries. A wrong try is counted even though the
// call fails (the error asks inTx to commit).
func (s *Signup) checkCode(ctx context.Context, tx *store.Tx, phone, purpose, code string) error {
	now := s.Accounts.Clock.Now()
	var (
		id, expires    int64
		attempts, used int
		hash           string
	)
	err := tx.QueryRow(ctx, `SELECT id, code_hash, attempts, used, expires_at FROM otp_codes WHERE phone = ? AND purpose = ? ORDER BY id DESC LIMIT 1`,
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
	if subtle.ConstantTimeCompare([]byte(hash), []byte(hashCode(phone, purpose, code))) != 1 {
		attempts++
		if _, err := tx.Exec(ctx, `UPDATE otp_codes SET attempts = ? WHERE id = ?`, attempts, id); err != nil {
			return err
		}
		if attempts >= OTPMaxTries {
			return commitThen(fault.New(fault.CodeWrongOTP, msgCodeTooMany))
		}
		return commitThen(fault.Newf(fault.CodeWrongOTP, msgCodeWrongFmt, OTPMaxTries-attempts))
	}
	_, err = tx.Exec(ctx, `UPDATE otp_codes SET used = 1 WHERE id = ?`, id)
	return err
}
