// Package console is the operators' side of Kwarta. Its core, Service,
// holds the console's own concerns: operator accounts with roles,
// passwords (argon2id) and TOTP (RFC 6238), their sessions (an HttpOnly
// SameSite=Strict cookie and a CSRF header), the lockout and the
// append-only audit log. The router admits every console call through
// Service.Admit, the one place roles are checked (roles.go). The screens
// acting on other domains are small types of their own (screens.go), each
// built whole by its constructor from the small interfaces it declares,
// recording their changes through the core's audit log (Recorder).
package console

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/crypto/argon2"

	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/market"
	"kwarta/internal/store"
)

// The console's rules.
const (
	MaxTries       = 5                // wrong sign-ins before a lockout
	LockFor        = 15 * time.Minute // how long a lockout lasts
	SessionLife    = 12 * time.Hour   // a session's absolute limit
	IdleFor        = 30 * time.Minute // a session without a call ends
	SeenEvery      = time.Minute      // how often a session's last call is written
	AddrTries      = 20               // sign-in tries a minute from one address
	LinkLife       = 24 * time.Hour   // a one-time sign-in link
	MinPasswordLen = 12
	Issuer         = "Kwarta" // the TOTP issuer an authenticator app shows
)

// Service is the console's core: the operators, their enrolment and
// sign-in, their sessions, the role check and the audit log. Build it with
// New.
type Service struct {
	db    *store.DB
	clock clock.Clock
	// market is the lending market: the audit log's days.
	market *market.Market
	// key signs the CSRF tokens (derived from --secret).
	key []byte
	// secure sets the cookie's Secure flag (everywhere but development).
	secure bool
	// kinds are the actions under maker-checker, by name (proposals.go).
	kinds map[string]Kind
}

// New is the console's core over db: key signs the CSRF tokens, secure
// sets the session cookie's Secure flag (everywhere but development).
func New(db *store.DB, clk clock.Clock, mk *market.Market, key []byte, secure bool) *Service {
	s := &Service{db: db, clock: clk, market: mk, key: key, secure: secure}
	s.registerCoreKinds()
	return s
}

// Operator is one console account.
type Operator struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Role      Role      `json:"role"`
	Enrolled  bool      `json:"enrolled"` // has a password and TOTP
	Locked    bool      `json:"locked"`
	Disabled  bool      `json:"disabled"` // an admin disabled the account: no sign-in, no session
	CreatedAt time.Time `json:"createdAt"`
	CreatedBy string    `json:"createdBy"`
}

func randomToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

func hashToken(t string) string {
	h := sha256.Sum256([]byte(t))
	return hex.EncodeToString(h[:])
}

// EnrolPath is the console's enrolment screen (web/apps/admin), where a
// one-time sign-in link leads.
const EnrolPath = "/admin/enrol"

// EnrolLink is the one-time sign-in link of a token, below the server's
// address: /admin/enrol?token=….
func EnrolLink(token string) string { return EnrolPath + "?token=" + url.QueryEscape(token) }

// Add creates an operator and a one-time sign-in link token (valid
// LinkLife): the operator sets a password and enrols TOTP with it. by says
// who added it (the command line's operator:<name>).
func (s *Service) Add(ctx context.Context, name string, role Role, by string) (Operator, string, error) {
	var (
		o     Operator
		token string
	)
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		o, token, err = s.addIn(ctx, tx, name, role, by)
		return err
	})
	return o, token, err
}

// Added is a new operator and the one-time link to give them, or, from
// the console, the proposal a second admin is to approve (Operator and
// Link are then empty: the approver sees the link).
type Added struct {
	Operator Operator `json:"operator"`
	// Link is EnrolLink's path; shown once, only its token's hash is kept.
	Link     string    `json:"link"`
	Proposal *Proposal `json:"proposal,omitempty"`
}

// AddBy is an admin proposing a new operator in the console: another
// admin's approval adds it and shows them the one-time link
// (operator_proposals.go). The answer has the proposal and no operator.
func (s *Service) AddBy(ctx context.Context, by httpapi.OperatorSession, name string, role Role) (Added, error) {
	name, err := checkNewOperator(name, role)
	if err != nil {
		return Added{}, err
	}
	p, err := s.Propose(ctx, by, kindAddOperator, name, newOperator{Name: name, Role: role})
	if err != nil {
		return Added{}, err
	}
	return Added{Proposal: &p}, nil
}

// checkNewOperator is the new operator's trimmed name, or the field at fault.
func checkNewOperator(name string, role Role) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" || len(name) > 64 {
		return "", fault.Field("name", "An operator needs a name of at most 64 characters.")
	}
	if !role.Valid() {
		return "", fault.Field("role", fmt.Sprintf("The role is admin, reviewer, finance or support, not %q.", role))
	}
	return name, nil
}

// addIn creates an operator and its sign-in link's token in tx.
func (s *Service) addIn(ctx context.Context, tx *store.Tx, name string, role Role, by string) (Operator, string, error) {
	name, err := checkNewOperator(name, role)
	if err != nil {
		return Operator{}, "", err
	}
	now := s.clock.Now()
	token := randomToken()
	id, err := store.InsertID(ctx, tx, `INSERT INTO operators (name, role, created_at, created_by) VALUES (?, ?, ?, ?)`,
		name, string(role), store.Millis(now), by)
	if store.IsUniqueViolation(err) {
		return Operator{}, "", fault.Field("name", "There is already an operator "+name+".")
	} else if err != nil {
		return Operator{}, "", err
	}
	o := Operator{ID: id, Name: name, Role: role, CreatedAt: now, CreatedBy: by}
	_, err = tx.Exec(ctx, `INSERT INTO operator_links (token_hash, operator_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		hashToken(token), id, store.Millis(now), store.Millis(now.Add(LinkLife)))
	return o, token, err
}

// argon2Cost is argon2id's work for a new hash: memory in KiB, passes,
// lanes. A hash carries its own, so changing it leaves old hashes valid.
type argon2Cost struct {
	memory, time uint32
	lanes        uint8
}

// owaspCost is OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane.
var owaspCost = argon2Cost{memory: 19 * 1024, time: 2, lanes: 1}

// passwordCost is the cost of new hashes: owaspCost. The package's own
// tests lower it (password_test.go), since they enrol hundreds of
// operators; the binary always hashes at owaspCost.
var passwordCost = owaspCost

// hashPassword is argon2id in the PHC string format, at passwordCost.
func hashPassword(password string) string {
	return hashPasswordAt(password, passwordCost)
}

func hashPasswordAt(password string, c argon2Cost) string {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		panic(err)
	}
	key := argon2.IDKey([]byte(password), salt, c.time, c.memory, c.lanes, 32)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, c.memory, c.time, c.lanes, b64.EncodeToString(salt), b64.EncodeToString(key))
}

// checkPassword compares a password with a hashPassword string.
func checkPassword(hash, password string) bool {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var m, t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil {
		return false
	}
	b64 := base64.RawStdEncoding
	salt, err1 := b64.DecodeString(parts[4])
	want, err2 := b64.DecodeString(parts[5])
	if err1 != nil || err2 != nil {
		return false
	}
	got := argon2.IDKey([]byte(password), salt, t, m, p, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1
}

// csrf is the CSRF token of a session: derived from its cookie, so it
// is never stored and a page can ask for it again (me).
func (s *Service) csrf(token string) string {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte("csrf:" + token))
	return hex.EncodeToString(m.Sum(nil))[:32]
}

// session is the signed-in operator behind a cookie value: a session
// not ended, within SessionLife of its start and IdleFor of its last
// call. The last call is written at most once every SeenEvery, so a busy
// session costs one write a minute.
func (s *Service) session(ctx context.Context, token string) (httpapi.OperatorSession, error) {
	var op httpapi.OperatorSession
	var seen int64
	now := s.clock.Now()
	err := s.db.QueryRow(ctx, `SELECT s.id, s.last_seen_at, o.id, o.name, o.role FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
		WHERE s.token_hash = ? AND s.ended_at = 0 AND s.expires_at > ? AND s.last_seen_at > ? AND o.disabled_at = 0`,
		hashToken(token), store.Millis(now), store.Millis(now.Add(-IdleFor))).
		Scan(&op.SessionID, &seen, &op.ID, &op.Name, &op.Role)
	if errors.Is(err, sql.ErrNoRows) {
		return op, fault.New(fault.CodeLoginRequired, "Sign in to the console.")
	} else if err != nil {
		return op, err
	}
	if store.Millis(now)-seen >= SeenEvery.Milliseconds() {
		_, err = s.db.Exec(ctx, `UPDATE operator_sessions SET last_seen_at = ? WHERE id = ? AND last_seen_at < ?`,
			store.Millis(now), op.SessionID, store.Millis(now))
	}
	return op, err
}

// Admit is the router's gate for console calls (httpapi.OperatorGate): the
// session cookie, the CSRF header on any call but a GET, and the
// permission for the operator's role.
func (s *Service) Admit(r *http.Request, perm string) (httpapi.OperatorSession, error) {
	c, err := r.Cookie(httpapi.OperatorCookie)
	if err != nil || c.Value == "" {
		return httpapi.OperatorSession{}, fault.New(fault.CodeLoginRequired, "Sign in to the console.")
	}
	op, err := s.session(r.Context(), c.Value)
	if err != nil {
		return op, err
	}
	if r.Method != http.MethodGet && subtle.ConstantTimeCompare([]byte(r.Header.Get(httpapi.CSRFHeader)), []byte(s.csrf(c.Value))) != 1 {
		return op, fault.New(fault.CodeForbidden, "The request's CSRF token is missing or wrong: reload the console.")
	}
	if !Allowed(Role(op.Role), perm) {
		return op, fault.New(fault.CodeForbidden, fmt.Sprintf("A %s may not do this.", op.Role))
	}
	return op, nil
}
