package account

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"strings"
	"sync"

	"kwarta/internal/config"
	"kwarta/internal/market"
	"kwarta/internal/sms"
	"kwarta/internal/store"
)

// Signup registers borrowers from the landing page and signs them in to the
// web app with SMS codes. Both go through the same machinery: an image
// captcha (captcha.go), a one-time code (otp.go) and the SMS limits (limits.go).
type Signup struct {
	Accounts *Service
	Market   *market.Market
	SMS      sms.Sender
	// TestPhones are fictional numbers with a fixed code and captcha answer.
	TestPhones []config.TestPhone
	// AppName starts every SMS so the borrower knows who sent it.
	AppName string
	// TemplateExists tells whether a promotion template id is known.
	TemplateExists func(ctx context.Context, id int64) (bool, error)
	Logger         *slog.Logger
	// Answers makes picture-code answers; nil means 4 digits from crypto/rand.
	// Tests set it to know the answer, as they set the clock.
	Answers func() string
	// Secret keys the HMAC-SHA256 under which SMS codes and picture-code
	// answers are stored, so a copy of the database cannot be brute-forced
	// back to them. Empty means a random key for this process.
	Secret []byte

	randomKey     []byte
	randomKeyOnce sync.Once
}

// mac is the keyed hash of parts joined by ":" (HMAC-SHA256 under Secret).
func (s *Signup) mac(parts ...string) string {
	key := s.Secret
	if len(key) == 0 {
		s.randomKeyOnce.Do(func() { s.randomKey = RandomSecret() })
		key = s.randomKey
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte(strings.Join(parts, ":")))
	return hex.EncodeToString(m.Sum(nil))
}

// RandomSecret makes a 32-byte key from crypto/rand: development's key when
// no --secret is given (codes and answers then die with the process).
func RandomSecret() []byte {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return b
}

// Attribution is where a visitor came from: the landing page's query.
type Attribution struct {
	TemplateID int64
	UserFrom   string
	AppFrom    string
	UtmTag     string
	InviteCode string
	LinksID    string
	DownID     string
	UC         string // the landing page's UC parameter
}

// testPhone returns the test-number settings of an E.164 phone, or nil.
func (s *Signup) testPhone(phone string) *config.TestPhone {
	for i := range s.TestPhones {
		if s.TestPhones[i].Phone == phone {
			return &s.TestPhones[i]
		}
	}
	return nil
}

func (s *Signup) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.Default()
}

// inTx runs fn in a transaction; fn may end it with store.CommitThen(err).
func (s *Signup) inTx(ctx context.Context, fn func(ctx context.Context, tx *store.Tx) error) error {
	return s.Accounts.db.InTx(ctx, fn)
}
