package account

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"math/big"
	"time"

	"github.com/mojocn/base64Captcha"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// Image captcha rules: 4 digits (easy to type on a cheap phone), valid for
// 10 minutes after the image is drawn. A sid lives 10 minutes from get-sid
// and from each image; past that, get-captcha refuses it and the page asks
// for a new sid.
const (
	CaptchaLength = 4
	CaptchaTTL    = 10 * time.Minute
	SidTTL        = CaptchaTTL
	// captchaKeep is how long used rows stay before get-sid sweeps them.
	captchaKeep = 24 * time.Hour
)

// Captcha states, as stored.
const (
	captchaNew    = "new"    // sid issued, no image yet
	captchaFresh  = "fresh"  // image drawn, answer not used
	captchaSMS    = "sms"    // the answer served one SMS send to captchas.phone
	captchaBurned = "burned" // wrong answer or registration done: a new image is needed
)

// captchaDriver draws the PNG; the answer comes from crypto/rand, not the library.
var captchaDriver = base64Captcha.NewDriverDigit(80, 200, CaptchaLength, 0.6, 30)

// hashAnswer is the keyed hash under which an answer is stored.
func (s *Signup) hashAnswer(sid, answer string) string {
	return s.mac("captcha", sid, answer)
}

// randomDigits returns n digits from crypto/rand.
func randomDigits(n int) string {
	b := make([]byte, n)
	for i := range b {
		d, err := rand.Int(rand.Reader, big.NewInt(10))
		if err != nil {
			panic(err) // crypto/rand never fails on supported platforms
		}
		b[i] = byte('0' + d.Int64())
	}
	return string(b)
}

// NewSid starts a captcha session for the landing page or the login page;
// ip is the caller's, for the per-IP limit.
func (s *Signup) NewSid(ctx context.Context, ip string) (string, error) {
	if err := s.limitRequests(ctx, "get-sid", ip, CaptchaIPLimit, CaptchaIPWindow, msgSidLimit); err != nil {
		return "", err
	}
	now := s.Accounts.clock.Now()
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	sid := hex.EncodeToString(b)
	// Sweep long-dead rows so the table stays small.
	if _, err := s.Accounts.db.Exec(ctx, `DELETE FROM captchas WHERE expires_at < ?`, store.Millis(now.Add(-captchaKeep))); err != nil {
		return "", err
	}
	if err := s.sweepRequestCounts(ctx); err != nil {
		return "", err
	}
	_, err := s.Accounts.db.Exec(ctx, `INSERT INTO captchas (sid, state, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		sid, captchaNew, store.Millis(now), store.Millis(now.Add(SidTTL)))
	return sid, err
}

// DrawCaptcha makes a new image for a live sid, replacing any earlier
// answer, and returns the PNG; ip is the caller's, for the per-IP limit. The
// answer is kept only as a keyed hash. An unknown or expired sid is refused:
// the page starts a new one.
func (s *Signup) DrawCaptcha(ctx context.Context, sid, ip string) ([]byte, error) {
	if err := s.limitRequests(ctx, "get-captcha", ip, CaptchaIPLimit, CaptchaIPWindow, msgCaptchaLimit); err != nil {
		return nil, err
	}
	now := s.Accounts.clock.Now()
	answer := randomDigits(CaptchaLength)
	if s.Answers != nil {
		answer = s.Answers()
	}
	item, err := captchaDriver.DrawCaptcha(answer)
	if err != nil {
		return nil, err
	}
	var png bytes.Buffer
	if _, err := item.WriteTo(&png); err != nil {
		return nil, err
	}
	res, err := s.Accounts.db.Exec(ctx, `UPDATE captchas SET answer_hash = ?, state = ?, phone = '', expires_at = ? WHERE sid = ? AND expires_at > ?`,
		s.hashAnswer(sid, answer), captchaFresh, store.Millis(now.Add(CaptchaTTL)), sid, store.Millis(now))
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, fault.New(fault.CodeNotFound, msgSidExpired)
	}
	return png.Bytes(), nil
}

// captchaStep says what an answer is being used for.
type captchaStep int

const (
	// stepSend: the answer unlocks one SMS send.
	stepSend captchaStep = iota
	// stepFinish: the answer, with the code, finishes a registration or a sign-in.
	stepFinish
)

// Messages of a refused captcha; the wrong-captcha code makes the page draw a new image.
const (
	msgCaptchaWrong   = "The picture code is wrong. Please enter the new one."
	msgCaptchaExpired = "The picture code has expired. Please enter the new one."
	msgCaptchaUsed    = "This picture code was already used. Please enter the new one."
	// msgSidExpired answers get-captcha for a sid that is unknown or past its 10 minutes.
	msgSidExpired = "This picture code has expired. Please reload the page to get a new one."
)

// checkCaptcha judges an answer inside tx. A refused answer burns the
// captcha and returns the wrong-captcha error with code, to be committed.
// On stepSend a good answer is bound to phone; on stepFinish the caller
// burns it once the registration or sign-in is done.
func (s *Signup) checkCaptcha(ctx context.Context, tx *store.Tx, step captchaStep, sid, answer, phone string, code fault.Code) error {
	now := s.Accounts.clock.Now()
	var (
		hash, state, boundPhone string
		expires                 int64
	)
	err := tx.QueryRow(ctx, `SELECT answer_hash, state, phone, expires_at FROM captchas WHERE sid = ?`, sid).Scan(&hash, &state, &boundPhone, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return store.CommitThen(fault.New(code, msgCaptchaExpired))
	}
	if err != nil {
		return err
	}
	refuse := func(msg string) error {
		if _, err := tx.Exec(ctx, `UPDATE captchas SET state = ?, answer_hash = '' WHERE sid = ?`, captchaBurned, sid); err != nil {
			return err
		}
		return store.CommitThen(fault.New(code, msg))
	}
	switch {
	case state == captchaNew || state == captchaBurned || !now.Before(store.Time(expires)):
		return refuse(msgCaptchaExpired)
	case step == stepSend && state != captchaFresh:
		return refuse(msgCaptchaUsed)
	case step == stepFinish && state == captchaSMS && boundPhone != phone:
		return refuse(msgCaptchaUsed)
	}
	good := subtle.ConstantTimeCompare([]byte(hash), []byte(s.hashAnswer(sid, answer))) == 1
	if tp := s.testPhone(phone); tp != nil {
		// A test number takes its fixed answer only, so tests can type a
		// certainly wrong one.
		good = answer == tp.Captcha
	}
	if !good {
		return refuse(msgCaptchaWrong)
	}
	if step == stepSend {
		// Bind the answer to this phone; the registration that follows may
		// use it for another CaptchaTTL. Two racing sends: only one wins.
		res, err := tx.Exec(ctx, `UPDATE captchas SET state = ?, phone = ?, expires_at = ? WHERE sid = ? AND state = ?`,
			captchaSMS, phone, store.Millis(now.Add(CaptchaTTL)), sid, captchaFresh)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return fault.New(code, msgCaptchaUsed)
		}
	}
	return nil
}

// burnCaptcha retires an answer that has served its registration or
// sign-in. The UPDATE only burns a usable answer, so of two racing calls
// with one answer exactly one burns it; the other is refused (code -1) and
// its transaction rolls back.
func burnCaptcha(ctx context.Context, q store.Querier, sid string) error {
	res, err := q.Exec(ctx, `UPDATE captchas SET state = ?, answer_hash = '' WHERE sid = ? AND state IN (?, ?)`,
		captchaBurned, sid, captchaFresh, captchaSMS)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n != 1 {
		return fault.New(fault.CodeCaptchaRegister, msgCaptchaUsed)
	}
	return nil
}

// unbindCaptcha makes an answer that served an SMS send usable again, for
// a send the gateway refused: the visitor retries with the same picture.
func unbindCaptcha(ctx context.Context, q store.Querier, sid, phone string) error {
	_, err := q.Exec(ctx, `UPDATE captchas SET state = ?, phone = '' WHERE sid = ? AND state = ? AND phone = ?`,
		captchaFresh, sid, captchaSMS, phone)
	return err
}
