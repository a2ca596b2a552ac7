// Package account holds borrowers and their sessions.
package account

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strings"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// SessionTTL is how long a session lasts after it is issued.
const SessionTTL = 30 * 24 * time.Hour

// seenEvery limits last-seen writes to one per session per minute.
const seenEvery = time.Minute

// Service keeps borrowers and sessions.
type Service struct {
	db    *store.DB
	clock clock.Clock
}

// New is the borrowers' accounts and sessions over db.
func New(db *store.DB, clk clock.Clock) *Service {
	return &Service{db: db, clock: clk}
}

// User is a borrower.
type User struct {
	ID        int64
	Phone     string
	Name      string
	CreatedAt time.Time
}

// HashSession is the only form in which a session id is stored.
func HashSession(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// NewSessionToken makes a fresh random session id.
func NewSessionToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// CreateUser adds a borrower with an E.164 phone.
func (s *Service) CreateUser(ctx context.Context, q store.Querier, phone, name string) (User, error) {
	return s.CreateUserAt(ctx, q, phone, name, s.clock.Now())
}

// CreateUserAt is CreateUser registered at another time: the demo world's
// borrowers registered before their loans.
func (s *Service) CreateUserAt(ctx context.Context, q store.Querier, phone, name string, now time.Time) (User, error) {
	id, err := store.InsertID(ctx, q, `INSERT INTO users (phone, name, created_at) VALUES (?, ?, ?)`, phone, name, store.Millis(now))
	if err != nil {
		if store.IsUniqueViolation(err) {
			return User{}, fault.New(fault.CodeRegistered, "")
		}
		return User{}, err
	}
	if err := indexName(ctx, q, id, name); err != nil {
		return User{}, err
	}
	return User{ID: id, Phone: phone, Name: name, CreatedAt: now}, nil
}

// NameWords are the words of a name as the search by name matches them
// (borrower_name_words, migration 00038): lower case, split at spaces.
func NameWords(name string) []string {
	return strings.Fields(strings.ToLower(name))
}

// indexName writes the words of borrower id's name.
func indexName(ctx context.Context, q store.Querier, id int64, name string) error {
	for _, w := range NameWords(name) {
		if _, err := q.Exec(ctx, `INSERT INTO borrower_name_words (word, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING`, w, id); err != nil {
			return err
		}
	}
	return nil
}

// UserByID finds a borrower.
func (s *Service) UserByID(ctx context.Context, id int64) (User, error) {
	return scanUser(s.db.QueryRow(ctx, `SELECT id, phone, name, created_at FROM users WHERE id = ?`, id))
}

// UserByPhone finds a borrower by E.164 phone.
func (s *Service) UserByPhone(ctx context.Context, q store.Querier, phone string) (User, error) {
	return scanUser(q.QueryRow(ctx, `SELECT id, phone, name, created_at FROM users WHERE phone = ?`, phone))
}

func scanUser(row *sql.Row) (User, error) {
	var u User
	var created int64
	if err := row.Scan(&u.ID, &u.Phone, &u.Name, &created); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return User{}, store.ErrNotFound
		}
		return User{}, err
	}
	u.CreatedAt = store.Time(created)
	return u, nil
}

// IssueSession starts a session for a borrower on a device and returns its id.
func (s *Service) IssueSession(ctx context.Context, q store.Querier, userID int64, deviceID string) (string, error) {
	token := NewSessionToken()
	return token, s.AddSession(ctx, q, userID, deviceID, token, SessionTTL)
}

// AddSession stores a session with a given id; the demo world uses it for
// its fixed ids, everything else goes through IssueSession. A session is
// always bound to a device: an empty device id is refused.
func (s *Service) AddSession(ctx context.Context, q store.Querier, userID int64, deviceID, token string, ttl time.Duration) error {
	if strings.TrimSpace(deviceID) == "" {
		return ErrNoDevice()
	}
	now := s.clock.Now()
	_, err := q.Exec(ctx, `INSERT INTO sessions (token_hash, user_id, device_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)`,
		HashSession(token), userID, deviceID, store.Millis(now), store.Millis(now.Add(ttl)), store.Millis(now))
	return err
}

// ErrNoDevice refuses a sign-up, sign-in or session without a device id.
func ErrNoDevice() error { return fault.Field("deviceId", "deviceId is required") }

// Authenticate resolves a session id sent from a device. Unknown, expired
// and foreign-device sessions all answer the same login-required error; an
// empty device id never matches, not even a session stored without one.
func (s *Service) Authenticate(ctx context.Context, token, deviceID string) (httpapi.Session, error) {
	if token == "" || deviceID == "" {
		return httpapi.Session{}, httpapi.ErrLoginRequired()
	}
	var (
		sess            httpapi.Session
		boundDevice     string
		expires, seenAt int64
	)
	err := s.db.QueryRow(ctx, `SELECT id, user_id, device_id, expires_at, last_seen_at FROM sessions WHERE token_hash = ?`, HashSession(token)).
		Scan(&sess.ID, &sess.UserID, &boundDevice, &expires, &seenAt)
	if errors.Is(err, sql.ErrNoRows) {
		return httpapi.Session{}, httpapi.ErrLoginRequired()
	}
	if err != nil {
		return httpapi.Session{}, err
	}
	now := s.clock.Now()
	if !now.Before(store.Time(expires)) || boundDevice != deviceID {
		return httpapi.Session{}, httpapi.ErrLoginRequired()
	}
	if now.Sub(store.Time(seenAt)) >= seenEvery {
		if _, err := s.db.Exec(ctx, `UPDATE sessions SET last_seen_at = ? WHERE id = ?`, store.Millis(now), sess.ID); err != nil {
			return httpapi.Session{}, err
		}
	}
	return sess, nil
}

// EndSession signs a session out.
func (s *Service) EndSession(ctx context.Context, token string) error {
	_, err := s.db.Exec(ctx, `DELETE FROM sessions WHERE token_hash = ?`, HashSession(token))
	return err
}

// RegisteredAt is when a borrower registered.
func (s *Service) RegisteredAt(ctx context.Context, q store.Querier, userID int64) (time.Time, error) {
	var created int64
	err := q.QueryRow(ctx, `SELECT created_at FROM users WHERE id = ?`, userID).Scan(&created)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, store.ErrNotFound
	}
	return store.Time(created), err
}

// BorrowersOnDevice counts the borrowers with a session (live or not, as
// long as it is kept) on a device id, for the credit policy's sharing flag.
func (s *Service) BorrowersOnDevice(ctx context.Context, q store.Querier, deviceID string) (int, error) {
	var n int
	err := q.QueryRow(ctx, `SELECT COUNT(DISTINCT user_id) FROM sessions WHERE device_id = ?`, deviceID).Scan(&n)
	return n, err
}
