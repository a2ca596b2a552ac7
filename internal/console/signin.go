package console

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/base64"
	"errors"
	"image/png"
	"net/http"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// totpOpts are RFC 6238's defaults, which every authenticator app reads:
// 30-second steps, 6 digits, HMAC-SHA1; one step of clock skew is accepted.
var totpOpts = totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// Enrolment is what the first sign-in shows: the TOTP secret, as text and
// as the QR code an authenticator app scans.
type Enrolment struct {
	Name       string `json:"name"`
	Secret     string `json:"secret"`
	OTPAuthURL string `json:"otpauthUrl"`
	QR         string `json:"qr"` // a data:image/png;base64 URL
}

// linkOperator reads the operator of an unused, unexpired sign-in link.
func (s *Service) linkOperator(ctx context.Context, q store.Querier, token string) (int64, string, error) {
	var id int64
	var name string
	err := q.QueryRow(ctx, `SELECT o.id, o.name FROM operator_links l JOIN operators o ON o.id = l.operator_id
		WHERE l.token_hash = ? AND l.used_at = 0 AND l.expires_at > ? AND o.disabled_at = 0`, hashToken(token), store.Millis(s.clock.Now())).Scan(&id, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", fault.New(fault.CodeNotFound, "This sign-in link is used, expired or wrong: ask an admin for a new one.")
	}
	return id, name, err
}

// Enrol is the first sign-in: the link's operator sets a password and gets
// a new TOTP secret to scan; ConfirmEnrol then proves the app shows codes.
func (s *Service) Enrol(ctx context.Context, token, password string) (Enrolment, error) {
	if len([]rune(password)) < MinPasswordLen {
		return Enrolment{}, fault.Field("password", "A password has at least 12 characters.")
	}
	id, name, err := s.linkOperator(ctx, s.db, token)
	if err != nil {
		return Enrolment{}, err
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: Issuer, AccountName: name})
	if err != nil {
		return Enrolment{}, err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return Enrolment{}, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return Enrolment{}, err
	}
	if _, err := s.db.Exec(ctx, `UPDATE operators SET password_hash = ?, totp_secret = ?, totp_on = 0 WHERE id = ?`,
		hashPassword(password), key.Secret(), id); err != nil {
		return Enrolment{}, err
	}
	return Enrolment{Name: name, Secret: key.Secret(), OTPAuthURL: key.URL(),
		QR: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())}, nil
}

// ConfirmEnrol checks the first code from the authenticator app, turns
// TOTP on and uses up the link.
func (s *Service) ConfirmEnrol(ctx context.Context, token, code string) error {
	return s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		id, _, err := s.linkOperator(ctx, tx, token)
		if err != nil {
			return err
		}
		var secret string
		if err := tx.QueryRow(ctx, `SELECT totp_secret FROM operators WHERE id = ?`, id).Scan(&secret); err != nil {
			return err
		}
		step, ok := s.codeStep(secret, code)
		if secret == "" || !ok {
			return fault.Field("code", "That code is not the one your authenticator app shows now.")
		}
		if _, err := tx.Exec(ctx, `UPDATE operators SET totp_on = 1, totp_last_step = ? WHERE id = ?`, step, id); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE operator_links SET used_at = ? WHERE token_hash = ?`, store.Millis(s.clock.Now()), hashToken(token))
		return err
	})
}

// codeStep finds the time step a TOTP code belongs to, within one step of
// now either way.
func (s *Service) codeStep(secret, code string) (int64, bool) {
	now := s.clock.Now()
	for _, d := range []int64{0, -1, 1} {
		t := now.Add(time.Duration(d*30) * time.Second)
		want, err := totp.GenerateCodeCustom(secret, t, totpOpts)
		if err == nil && len(code) == len(want) && want == code {
			return t.Unix() / 30, true
		}
	}
	return 0, false
}

// Me is the signed-in operator as the console shows it.
type Me struct {
	Name        string       `json:"name"`
	Role        string       `json:"role"`
	Permissions []Permission `json:"permissions"`
	// CSRF goes in the X-CSRF-Token header of every change.
	CSRF string `json:"csrf"`
}

// SignIn checks the name, the password and the TOTP code, and on success
// sets the session cookie. Every failure reads the same; the 5th wrong try
// in a row locks the account for LockFor. A code is accepted once.
func (s *Service) SignIn(ctx context.Context, w http.ResponseWriter, name, password, code string) (Me, error) {
	now := s.clock.Now()
	wrong := fault.New(fault.CodeLoginRequired, "The name, password or code is wrong.")
	var (
		id                 int64
		role, hash, secret string
		totpOn, failed     int
		lockedUntil, last  int64
	)
	err := s.db.QueryRow(ctx, `SELECT id, role, password_hash, totp_secret, totp_on, failed, locked_until, totp_last_step FROM operators WHERE name = ? AND disabled_at = 0`, name).
		Scan(&id, &role, &hash, &secret, &totpOn, &failed, &lockedUntil, &last)
	if errors.Is(err, sql.ErrNoRows) {
		checkPassword(hashPassword("timing"), password) // the same work as a real check
		return Me{}, wrong
	} else if err != nil {
		return Me{}, err
	}
	if lockedUntil > store.Millis(now) {
		return Me{}, fault.Newf(fault.CodeTooMany, "Too many wrong tries: this account is locked until %s UTC.", store.Time(lockedUntil).Format("15:04"))
	}
	step, codeOK := s.codeStep(secret, code)
	if hash == "" || totpOn != 1 || !checkPassword(hash, password) || !codeOK || step <= last {
		return Me{}, s.failed(ctx, id, now, wrong)
	}
	token := randomToken()
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		res, err := tx.Exec(ctx, `UPDATE operators SET failed = 0, locked_until = 0, totp_last_step = ? WHERE id = ? AND totp_last_step < ?`, step, id, step)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return wrong // the same code, used at the same moment
		}
		_, err = tx.Exec(ctx, `INSERT INTO operator_sessions (token_hash, operator_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			hashToken(token), id, store.Millis(now), store.Millis(now.Add(SessionLife)))
		return err
	})
	if err != nil {
		return Me{}, err
	}
	http.SetCookie(w, &http.Cookie{Name: httpapi.OperatorCookie, Value: token, Path: "/", HttpOnly: true, Secure: s.secure,
		SameSite: http.SameSiteStrictMode, Expires: now.Add(SessionLife)})
	return s.me(name, role, token), nil
}

// failed counts a wrong sign-in; the MaxTries-th locks the account.
func (s *Service) failed(ctx context.Context, id int64, now time.Time, wrong error) error {
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE operators SET failed = failed + 1 WHERE id = ?`, id); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE operators SET failed = 0, locked_until = ? WHERE id = ? AND failed >= ?`,
			store.Millis(now.Add(LockFor)), id, MaxTries)
		return err
	})
	if err != nil {
		return err
	}
	return wrong
}

func (s *Service) me(name, role, token string) Me {
	perms := append([]Permission(nil), grants[Role(role)]...) // a copy; nil (JSON null) when the role has none
	return Me{Name: name, Role: role, Permissions: perms, CSRF: s.csrf(token)}
}

// Who answers the signed-in operator with the session's CSRF token.
func (s *Service) Who(r *http.Request, op httpapi.OperatorSession) Me {
	c, _ := r.Cookie(httpapi.OperatorCookie)
	return s.me(op.Name, op.Role, c.Value)
}

// SignOut ends the caller's session and clears the cookie.
func (s *Service) SignOut(ctx context.Context, w http.ResponseWriter, op httpapi.OperatorSession) error {
	_, err := s.db.Exec(ctx, `UPDATE operator_sessions SET ended_at = ?, ended_by = ? WHERE id = ? AND ended_at = 0`,
		store.Millis(s.clock.Now()), op.Name, op.SessionID)
	http.SetCookie(w, &http.Cookie{Name: httpapi.OperatorCookie, Value: "", Path: "/", HttpOnly: true, Secure: s.secure,
		SameSite: http.SameSiteStrictMode, MaxAge: -1})
	return err
}

// SignOutEverywhere ends every session of an operator (an admin's action),
// recorded in the audit log.
func (s *Service) SignOutEverywhere(ctx context.Context, by httpapi.OperatorSession, operatorID int64) (int64, error) {
	var n int64
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var name string
		if err := tx.QueryRow(ctx, `SELECT name FROM operators WHERE id = ?`, operatorID).Scan(&name); errors.Is(err, sql.ErrNoRows) {
			return fault.New(fault.CodeNotFound, "No such operator.")
		} else if err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `UPDATE operator_sessions SET ended_at = ?, ended_by = ? WHERE operator_id = ? AND ended_at = 0`,
			store.Millis(s.clock.Now()), by.Name, operatorID)
		if err != nil {
			return err
		}
		n, _ = res.RowsAffected()
		return s.Record(ctx, tx, by, "sign-out-everywhere", "operator", name, nil, map[string]any{"sessionsEnded": n})
	})
	return n, err
}
