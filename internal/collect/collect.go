// Package collect is collections: the worklist of orders past due, who
// works each one, the contacts with the borrower and their promises to
// pay, the collection SMS texts, and the conduct rules the system
// enforces (the contact hours, a daily cap per borrower, texts checked
// for forbidden content, only the borrower's own number). It owns the
// collection_* tables; the figures come from the loan engine, the
// borrower's phone from the accounts, the consent from the notices'
// settings. docs/COLLECTIONS.md describes it.
package collect

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/content"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/notice"
	"kwarta/internal/sms"
	"kwarta/internal/store"
)

// Service is collections over one database. Build it with New.
type Service struct {
	db     *store.DB
	clock  clock.Clock
	market *market.Market
	users  Users
	// consent tells whether a borrower agreed to contact at any hour.
	consent Consent
	sms     sms.Sender
	// companyOf gives the app's name and the support phone the texts quote.
	companyOf func(ctx context.Context) (content.Company, error)
	log       *slog.Logger
	// book computes the month-end snapshots (SetBook); snapDone is the
	// last month-end the job found written.
	book     Book
	snapMu   sync.Mutex
	snapDone time.Time
}

// Users is what collections needs of the borrowers' accounts.
type Users interface {
	// NameAndPhone are a borrower's name and phone (E.164).
	NameAndPhone(ctx context.Context, q store.Querier, userID int64) (name, phone string, err error)
}

// Consent is the borrower's recorded agreement to be contacted during the
// quiet hours (the notices' settings).
type Consent interface {
	AnyHour(ctx context.Context, q store.Querier, userID int64) (bool, error)
}

// New is collections over db in market mk, the borrowers' names and
// phones from users, their consent from consent, texts sent through
// sender (the notices' adapter) quoting the lender's details of companyOf
// (nil: the defaults); logger nil is slog's default.
func New(db *store.DB, clk clock.Clock, mk *market.Market, users Users, consent Consent, sender sms.Sender,
	companyOf func(ctx context.Context) (content.Company, error), logger *slog.Logger) *Service {
	if logger == nil {
		logger = slog.Default()
	}
	return &Service{db: db, clock: clk, market: mk, users: users, consent: consent, sms: sender, companyOf: companyOf, log: logger}
}

func (s *Service) loc() *time.Location {
	if s.market == nil {
		return time.UTC
	}
	return s.market.Location()
}

// today is the market's calendar date now, as the engine keeps dates.
func (s *Service) today() time.Time { return loan.CalendarDate(s.clock.Now(), s.loc()) }

// dayEnd is the last instant of calendar date d in the market's zone.
func (s *Service) dayEnd(d time.Time) time.Time {
	return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, s.loc()).AddDate(0, 0, 1).Add(-time.Millisecond)
}

// hours are the market's contact hours (the notices' rule).
func (s *Service) hours() notice.Hours { return notice.HoursOf(s.market) }

// daysPastDue counts the days from a first unpaid due date to today.
func daysPastDue(due, today time.Time) int {
	return max(0, int(today.Sub(due).Hours()/24))
}

// money writes minor units with the market's currency sign, for messages.
func (s *Service) money(minor int64) string {
	sym := "₱"
	if s.market != nil {
		sym = s.market.Symbol
	}
	return loan.Money{Symbol: sym}.Format(minor)
}

// Today is the market's calendar date now (00:00 UTC of the date, as the
// engine keeps dates).
func (s *Service) Today() time.Time { return s.today() }
