package console

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"
	"unicode"

	"kwarta/internal/applicant"
	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/market"
	"kwarta/internal/page"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// BorrowersScreen is the console's borrowers: the search, a borrower's
// page (read through internal/report) and ending a borrower's sessions.
// Build it with NewBorrowersScreen.
type BorrowersScreen struct {
	db         *store.DB
	clock      clock.Clock
	market     *market.Market
	audit      Recorder
	sessions   SessionEnder
	applicants Applicants
}

// Applicants is the applicants' data as the console reads it (the
// applicant package's Service): masked, its history, and in full for a
// reviewer's audited reveal.
type Applicants interface {
	ViewOf(ctx context.Context, q store.Querier, userID int64) (applicant.View, error)
	Reveal(ctx context.Context, q store.Querier, userID int64) (applicant.View, error)
	History(ctx context.Context, q store.Querier, userID int64) ([]applicant.Version, error)
}

// SessionEnder ends a borrower's sessions (the account package's Service).
type SessionEnder interface {
	// EndSessions ends every session of the borrower in q, saying how many;
	// store.ErrNotFound when there is no such borrower.
	EndSessions(ctx context.Context, q store.Querier, userID int64) (int64, error)
}

// NewBorrowersScreen is the borrowers screen over db, in the market mk,
// recording views, reveals and sign-outs in audit.
func NewBorrowersScreen(db *store.DB, clk clock.Clock, mk *market.Market, audit Recorder, sessions SessionEnder, applicants Applicants) *BorrowersScreen {
	return &BorrowersScreen{db: db, clock: clk, market: mk, audit: audit, sessions: sessions, applicants: applicants}
}

// BorrowerRow is one borrower in the console's search.
type BorrowerRow struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Phone     string    `json:"phone"` // masked: 0917***4567
	CreatedAt time.Time `json:"createdAt"`
	Orders    int64     `json:"orders"`
}

// Borrowers finds borrowers by phone (any form the market accepts) or by
// name (at least 2 characters, any case; each word typed starts a word of
// the name): one page in p's
// order (newest first by default).
func (s *BorrowersScreen) Borrowers(ctx context.Context, query string, p page.Params) (page.Page[BorrowerRow], error) {
	var none page.Page[BorrowerRow]
	q := strings.TrimSpace(query)
	phone, err := s.market.NormalizePhone(q)
	if err != nil {
		phone = ""
		if looksLikePhone(q) {
			return none, fault.Field("q", "\""+q+"\" is not a phone number of the market: type it as 0917 123 4567 or +63 917 123 4567.")
		} else if len([]rune(q)) < 2 {
			return none, fault.Field("q", "Type a phone number or at least 2 letters of a name.")
		}
	}
	o, err := p.Parse(report.BorrowerSorts)
	if err != nil {
		return none, err
	}
	found, err := report.Borrowers(ctx, s.db, phone, q, o)
	return page.Map(found, func(b report.Borrower) BorrowerRow {
		return BorrowerRow{ID: b.ID, Name: b.Name, Phone: market.LogPhone(b.Phone), CreatedAt: b.CreatedAt, Orders: b.Orders}
	}), err
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
	// Applicant is the applicant's data masked (null: none submitted);
	// ApplicantHistory its versions, newest first, without the data.
	Applicant        *applicant.View     `json:"applicant"`
	ApplicantHistory []applicant.Version `json:"applicantHistory"`
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
func (s *BorrowersScreen) Borrower(ctx context.Context, userID int64) (Borrower, error) {
	var b Borrower
	r, err := report.BorrowerByID(ctx, s.db, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return b, errNoBorrower()
	} else if err != nil {
		return b, err
	}
	b.ID, b.Name, b.Phone, b.CreatedAt, b.Channel = r.ID, r.Name, market.LogPhone(r.Phone), r.CreatedAt, r.Channel
	if b.Orders, err = orderRows(ctx, s.db, report.OrderFilter{UserID: userID}); err != nil {
		return b, err
	}
	if b.Accounts, err = s.payoutAccounts(ctx, userID); err != nil {
		return b, err
	}
	if b.Sessions, err = s.borrowerSessions(ctx, userID); err != nil {
		return b, err
	}
	v, err := s.applicants.ViewOf(ctx, s.db, userID)
	if err != nil {
		return b, err
	}
	if v.Version > 0 {
		b.Applicant = &v
	}
	b.ApplicantHistory, err = s.applicants.History(ctx, s.db, userID)
	return b, err
}

// RevealApplicant is the borrower's applicant data in full, for a
// reviewer checking an ID: recorded in the audit log (reveal-applicant,
// with the version shown) before it is answered, so a reveal that cannot
// be recorded is not shown.
func (s *BorrowersScreen) RevealApplicant(ctx context.Context, by httpapi.OperatorSession, userID int64) (applicant.View, error) {
	v, err := s.applicants.Reveal(ctx, s.db, userID)
	if err != nil {
		return v, err
	}
	if v.Version == 0 {
		return v, fault.New(fault.CodeNotFound, "This borrower's app has not sent their details.")
	}
	return v, s.audit.Record(ctx, s.db, by, "reveal-applicant", "borrower", strconv.FormatInt(userID, 10), nil, map[string]any{"version": v.Version})
}

func (s *BorrowersScreen) payoutAccounts(ctx context.Context, userID int64) ([]PayoutAccount, error) {
	// report.PayoutAccounts never reads the sealed number.
	accounts, err := report.PayoutAccounts(ctx, s.db, userID)
	if err != nil {
		return nil, err
	}
	out := []PayoutAccount{}
	for _, a := range accounts {
		out = append(out, PayoutAccount{ID: a.ID, CardType: a.CardType, Channel: a.Channel, BankCode: a.BankCode,
			Number: MaskAccount(a.Last4), Default: a.Default, CreatedAt: a.CreatedAt, Removed: a.Removed})
	}
	return out, nil
}

func (s *BorrowersScreen) borrowerSessions(ctx context.Context, userID int64) ([]BorrowerSession, error) {
	sessions, err := report.Sessions(ctx, s.db, userID)
	if err != nil {
		return nil, err
	}
	now := store.Millis(s.clock.Now())
	out := []BorrowerSession{}
	for _, x := range sessions {
		out = append(out, BorrowerSession{ID: x.ID, Device: x.Device, CreatedAt: store.Time(x.CreatedAt), LastSeenAt: store.Time(x.LastSeenAt),
			ExpiresAt: store.Time(x.Expiry), Live: x.Expiry > now})
	}
	return out, nil
}

// SignOutBorrower ends every session of a borrower (each device must sign
// in again), recorded in the audit log in the same transaction.
func (s *BorrowersScreen) SignOutBorrower(ctx context.Context, by httpapi.OperatorSession, userID int64) (int64, error) {
	var n int64
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		if n, err = s.sessions.EndSessions(ctx, tx, userID); errors.Is(err, store.ErrNotFound) {
			return errNoBorrower()
		} else if err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, by, "sign-out-borrower", "borrower", strconv.FormatInt(userID, 10), nil, map[string]any{"sessionsEnded": n})
	})
	return n, err
}

// The borrowers screen's calls and their parameters.

// BorrowersParams are the borrower search's.
type BorrowersParams struct {
	Q string `param:"q,required,max=64" desc:"a phone number or at least 2 letters of a name"`
	page.Params
}

// UserID names a borrower.
type UserID struct {
	UserID int64 `param:"userId,required,max=18" desc:"the borrower's id"`
}

// Routes are the borrowers screen's calls.
func (s *BorrowersScreen) Routes() []httpapi.Route {
	return []httpapi.Route{
		{Method: "GET", Path: "/admin/api/borrowers", Summary: "Console: borrowers by phone (any form) or name (each word typed starts a word of the name; phones masked), a page at a time (sort: created, name, orders; default -created)", Auth: httpapi.Operator, Permission: PermReadOrders,
			Data: page.Page[BorrowerRow]{}, Handle: httpapi.Bind(s.HandleBorrowers)},
		{Method: "GET", Path: "/admin/api/borrowers/detail", Summary: "Console: a borrower's profile, orders, payout accounts (masked: •••• 1234) and sessions", Auth: httpapi.Operator, Permission: PermReadOrders,
			Data: Borrower{}, Handle: httpapi.Bind(s.HandleBorrower)},
		{Method: "POST", Path: "/admin/api/borrowers/applicant/reveal", Summary: "Console: a borrower's applicant data in full (name, birth date, ID number, street line, image reference), for checking an application (reviewer, audited)", Auth: httpapi.Operator, Permission: PermApplications,
			Data: applicant.View{}, Handle: httpapi.Bind(s.HandleReveal)},
		{Method: "POST", Path: "/admin/api/borrowers/sign-out", Summary: "Console: end every session of a borrower, on every device (admin, audited)", Auth: httpapi.Operator, Permission: PermOperators,
			Data: Ended{}, Handle: httpapi.Bind(s.HandleSignOut)},
	}
}

// HandleBorrowers is GET /admin/api/borrowers.
func (s *BorrowersScreen) HandleBorrowers(c *httpapi.Call, p BorrowersParams) (any, error) {
	return s.Borrowers(c.Context(), p.Q, p.Params)
}

// HandleBorrower is GET /admin/api/borrowers/detail. Reading a
// borrower's personal data is recorded in the audit log (action view),
// before the page is answered: a view that cannot be recorded is not shown.
func (s *BorrowersScreen) HandleBorrower(c *httpapi.Call, p UserID) (any, error) {
	b, err := s.Borrower(c.Context(), p.UserID)
	if err != nil {
		return nil, err
	}
	return b, s.audit.Record(c.Context(), s.db, c.Operator, "view", "borrower", strconv.FormatInt(p.UserID, 10), nil, nil)
}

// HandleReveal is POST /admin/api/borrowers/applicant/reveal.
func (s *BorrowersScreen) HandleReveal(c *httpapi.Call, p UserID) (any, error) {
	return s.RevealApplicant(c.Context(), c.Operator, p.UserID)
}

// HandleSignOut is POST /admin/api/borrowers/sign-out.
func (s *BorrowersScreen) HandleSignOut(c *httpapi.Call, p UserID) (any, error) {
	n, err := s.SignOutBorrower(c.Context(), c.Operator, p.UserID)
	return Ended{Sessions: n}, err
}
