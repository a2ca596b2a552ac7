package console

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/base64"
	"errors"
	"image/png"
	"net/http"
	"sync"
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

// Caller is where a public console call (sign-in, enrolment) comes from:
// the address (the per-address throttle, the audit log, the session list)
// and the browser's user agent.
type Caller struct {
	Addr      string
	UserAgent string
}

// as is the operator acting from the caller, for the audit log.
func (c Caller) as(id int64, name string) httpapi.OperatorSession {
	return httpapi.OperatorSession{ID: id, Name: name, Addr: c.Addr}
}

// linkOperator reads the operator of an unused, unexpired sign-in link
// that is not yet claimed (claimed false: Enrol) or is (ConfirmEnrol).
func (s *Service) linkOperator(ctx context.Context, q store.Querier, token string, claimed bool) (int64, string, error) {
	var id int64
	var name string
	cond := "l.claimed_at = 0"
	if claimed {
		cond = "l.claimed_at > 0"
	}
	err := q.QueryRow(ctx, `SELECT o.id, o.name FROM operator_links l JOIN operators o ON o.id = l.operator_id
		WHERE l.token_hash = ? AND `+cond+` AND l.used_at = 0 AND l.expires_at > ? AND o.disabled_at = 0`, hashToken(token), store.Millis(s.clock.Now())).Scan(&id, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", fault.New(fault.CodeNotFound, "This sign-in link is used, expired or wrong: ask an admin for a new one.")
	}
	return id, name, err
}

// Enrol is the first sign-in: the link's operator sets a password and gets
// a new TOTP secret to scan; ConfirmEnrol then proves the app shows codes.
// The first Enrol claims the link (a conditional update), so a second one,
// even at the same moment, is refused and cannot replace the first
// caller's password and secret; only the first caller, who holds the
// secret, can confirm. Recorded in the audit log ("enrol-password").
func (s *Service) Enrol(ctx context.Context, from Caller, token, password string) (Enrolment, error) {
	if len([]rune(password)) < MinPasswordLen {
		return Enrolment{}, fault.Field("password", "A password has at least 12 characters.")
	}
	id, name, err := s.linkOperator(ctx, s.db, token, false)
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
	hash := hashPassword(password) // the slow part, outside the transaction
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		now := store.Millis(s.clock.Now())
		res, err := tx.Exec(ctx, `UPDATE operator_links SET claimed_at = ? WHERE token_hash = ? AND operator_id = ? AND claimed_at = 0 AND used_at = 0 AND expires_at > ?`,
			now, hashToken(token), id, now)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return fault.New(fault.CodeNotFound, "This sign-in link is used, expired or wrong: ask an admin for a new one.")
		}
		if _, err := tx.Exec(ctx, `UPDATE operators SET password_hash = ?, totp_secret = ?, totp_on = 0 WHERE id = ?`, hash, key.Secret(), id); err != nil {
			return err
		}
		return s.Record(ctx, tx, from.as(id, name), "enrol-password", "operator", name, nil, nil)
	})
	if err != nil {
		return Enrolment{}, err
	}
	return Enrolment{Name: name, Secret: key.Secret(), OTPAuthURL: key.URL(),
		QR: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())}, nil
}

// ConfirmEnrol checks the first code from the authenticator app of the
// link's claimer, turns TOTP on and uses up the link; recorded in the
// audit log ("enrol-confirm").
func (s *Service) ConfirmEnrol(ctx context.Context, from Caller, token, code string) error {
	return s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		id, name, err := s.linkOperator(ctx, tx, token, true)
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
		if _, err = tx.Exec(ctx, `UPDATE operator_links SET used_at = ? WHERE token_hash = ?`, store.Millis(s.clock.Now()), hashToken(token)); err != nil {
			return err
		}
		return s.Record(ctx, tx, from.as(id, name), "enrol-confirm", "operator", name, nil, nil)
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

// signInName is what a sign-in reads of a name: an enabled operator's
// account (id > 0), or the tries counted under a name that is none
// (console_name_tries, id 0).
type signInName struct {
	id                    int64
	name, role            string
	hash, secret          string
	totpOn                int
	lockedUntil, lastStep int64
}

// dummyHash is checked for a name without a password (unknown, or not
// enrolled yet), so every sign-in does the same argon2 work.
var dummyHash = sync.OnceValue(func() string { return hashPassword("no operator has this password") })

// readName reads a name for SignIn.
func (s *Service) readName(ctx context.Context, name string) (signInName, error) {
	a := signInName{name: name}
	err := s.db.QueryRow(ctx, `SELECT id, role, password_hash, totp_secret, totp_on, locked_until, totp_last_step FROM operators WHERE name = ? AND disabled_at = 0`, name).
		Scan(&a.id, &a.role, &a.hash, &a.secret, &a.totpOn, &a.lockedUntil, &a.lastStep)
	if !errors.Is(err, sql.ErrNoRows) {
		return a, err
	}
	err = s.db.QueryRow(ctx, `SELECT locked_until FROM console_name_tries WHERE name = ?`, name).Scan(&a.lockedUntil)
	if errors.Is(err, sql.ErrNoRows) {
		err = nil
	}
	return a, err
}

// SignIn checks the name, the password and the TOTP code, and on success
// sets the session cookie. At most AddrTries tries a minute come from one
// address (100429). Every failure reads the same; the MaxTries-th wrong try
// in a row locks the name for LockFor, whether it is an operator's or not,
// with the same message and the same argon2 work, so the answers do not
// tell which names exist. A code is accepted once. Every try past the
// address throttle is recorded in the audit log: "sign-in", "sign-in-failed"
// (operator 0 and the name as typed when it is no operator's) and
// "lockout".
func (s *Service) SignIn(ctx context.Context, w http.ResponseWriter, from Caller, name, password, code string) (Me, error) {
	now := s.clock.Now()
	if ok, err := s.db.CountRequest(ctx, "console-sign-in", from.Addr, AddrTries, time.Minute, now); err != nil {
		return Me{}, err
	} else if !ok {
		return Me{}, fault.New(fault.CodeTooMany, "Too many sign-in tries from your address: wait a minute and try again.")
	}
	a, err := s.readName(ctx, name)
	if err != nil {
		return Me{}, err
	}
	if a.lockedUntil > store.Millis(now) {
		locked := fault.Newf(fault.CodeTooMany, "Too many wrong tries: this account is locked until %s, %s time.",
			store.Time(a.lockedUntil).In(s.market.Location()).Format("15:04"), s.market.TimeZone)
		err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			return s.Record(ctx, tx, from.as(a.id, a.operator()), "sign-in-failed", "operator", name, nil, map[string]string{"reason": "locked"})
		})
		if err != nil {
			return Me{}, err
		}
		return Me{}, locked
	}
	hash := a.hash
	if hash == "" {
		hash = dummyHash()
	}
	passwordOK := checkPassword(hash, password)
	step, codeOK := s.codeStep(a.secret, code)
	wrong := fault.New(fault.CodeLoginRequired, "The name, password or code is wrong.")
	if a.id == 0 || a.hash == "" || a.totpOn != 1 || !passwordOK || !codeOK || step <= a.lastStep {
		return Me{}, s.failed(ctx, from, a, now, wrong)
	}
	token := randomToken()
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		res, err := tx.Exec(ctx, `UPDATE operators SET failed = 0, locked_until = 0, totp_last_step = ? WHERE id = ? AND totp_last_step < ?`, step, a.id, step)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return wrong // the same code, used at the same moment
		}
		op := from.as(a.id, a.name)
		op.Role = a.role
		op.SessionID, err = store.InsertID(ctx, tx, `INSERT INTO operator_sessions (token_hash, operator_id, created_at, expires_at, last_seen_at, addr, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			hashToken(token), a.id, store.Millis(now), store.Millis(now.Add(SessionLife)), store.Millis(now), from.Addr, from.UserAgent)
		if err != nil {
			return err
		}
		return s.Record(ctx, tx, op, "sign-in", "operator", a.name, nil, map[string]int64{"session": op.SessionID})
	})
	if err != nil {
		return Me{}, err
	}
	http.SetCookie(w, &http.Cookie{Name: httpapi.OperatorCookie, Value: token, Path: "/", HttpOnly: true, Secure: s.secure,
		SameSite: http.SameSiteStrictMode, Expires: now.Add(SessionLife)})
	return s.me(a.name, a.role, token), nil
}

// operator is the audit log's operator of a sign-in: the operator's name,
// or none for a name that is no operator's.
func (a signInName) operator() string {
	if a.id == 0 {
		return ""
	}
	return a.name
}

// failed counts a wrong sign-in, on the operator or on the name when it is
// none; the MaxTries-th locks it. Recorded in the audit log.
func (s *Service) failed(ctx context.Context, from Caller, a signInName, now time.Time, wrong error) error {
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		count := []string{`UPDATE operators SET failed = failed + 1 WHERE id = ?`,
			`UPDATE operators SET failed = 0, locked_until = ? WHERE id = ? AND failed >= ?`}
		key := any(a.id)
		if a.id == 0 {
			count = []string{`INSERT INTO console_name_tries (name, failed) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET failed = console_name_tries.failed + 1`,
				`UPDATE console_name_tries SET failed = 0, locked_until = ? WHERE name = ? AND failed >= ?`}
			key = a.name
		}
		if _, err := tx.Exec(ctx, count[0], key); err != nil {
			return err
		}
		res, err := tx.Exec(ctx, count[1], store.Millis(now.Add(LockFor)), key, MaxTries)
		if err != nil {
			return err
		}
		op := from.as(a.id, a.operator())
		if err := s.Record(ctx, tx, op, "sign-in-failed", "operator", a.name, nil, map[string]string{"reason": "wrong"}); err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 1 {
			return s.Record(ctx, tx, op, "lockout", "operator", a.name, nil, map[string]time.Time{"lockedUntil": now.Add(LockFor)})
		}
		return nil
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

// SignOut ends the caller's session and clears the cookie; recorded in
// the audit log ("sign-out").
func (s *Service) SignOut(ctx context.Context, w http.ResponseWriter, op httpapi.OperatorSession) error {
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE operator_sessions SET ended_at = ?, ended_by = ? WHERE id = ? AND ended_at = 0`,
			store.Millis(s.clock.Now()), op.Name, op.SessionID); err != nil {
			return err
		}
		return s.Record(ctx, tx, op, "sign-out", "operator", op.Name, nil, map[string]int64{"session": op.SessionID})
	})
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
