// Package notice tells borrowers about their loans by SMS: money sent,
// payments due in 3 days, tomorrow and today, payments received, and
// overdue notices on days 1, 3, 7 and 15. The texts are data
// (notice_templates), every notice goes through one outbox row that is
// unique per (order, kind, day), and the sending rules live here: only the
// borrower's own number, the market's quiet hours, opt-out, retries that
// never send twice. docs/NOTICES.md describes it.
package notice

import (
	"context"
	"log/slog"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/sms"
	"kwarta/internal/store"
)

// Kind is one kind of notice; its templates are kept under its name.
type Kind string

// The kinds. Disbursed, Paid, Settled and Extended follow an order event
// (loan.Notifier.Happened); the due and overdue ones are reminders the
// schedule job queues on their day (loan.Notifier.Remind).
const (
	Disbursed Kind = "disbursed"
	Due3      Kind = "due_3"
	Due1      Kind = "due_1"
	Due0      Kind = "due_0"
	Paid      Kind = "paid"
	Settled   Kind = "settled"
	Extended  Kind = "extended"
	Overdue1  Kind = "overdue_1"
	Overdue3  Kind = "overdue_3"
	Overdue7  Kind = "overdue_7"
	Overdue15 Kind = "overdue_15"
	// howCode and howApp are not notices: they are the {how} part of the
	// others, with the order's open pay code or without one.
	howCode Kind = "how_code"
	howApp  Kind = "how_app"
)

// Kinds lists the notices in the order a loan meets them.
var Kinds = []Kind{Disbursed, Due3, Due1, Due0, Paid, Settled, Extended, Overdue1, Overdue3, Overdue7, Overdue15}

// dueKinds are the reminders before and on a due date, by days ahead.
var dueKinds = []struct {
	Kind Kind
	Days int
}{{Due3, 3}, {Due1, 1}, {Due0, 0}}

// overdueKinds are the overdue notices, by days past the due date.
var overdueKinds = []struct {
	Kind Kind
	Days int
}{{Overdue1, 1}, {Overdue3, 3}, {Overdue7, 7}, {Overdue15, 15}}

// ReminderHour is the local hour a reminder is planned for on its day:
// inside every market's contact hours, and early enough to pay that day.
const ReminderHour = 9

// Optional tells whether a borrower may turn a kind off: everything but
// the due and overdue notices of a live loan.
func (k Kind) Optional() bool {
	return k == Disbursed || k == Paid || k == Settled || k == Extended
}

// reminder tells whether the kind belongs to one calendar day (due and
// overdue notices): sent that day or not at all.
func (k Kind) reminder() bool { return !k.Optional() }

// Service plans, queues and sends the notices and keeps the borrowers'
// choices about them; the texts are Templates'. Build it with New.
type Service struct {
	db     *store.DB
	clock  clock.Clock
	market *market.Market
	// templates are the texts the notices are written from.
	templates *Templates
	sms       sms.Sender
	log       *slog.Logger
	// inboundToken authenticates the inbound-SMS hook (--sms-inbound-token); empty: off.
	inboundToken string
	// users are the borrowers' accounts (the account package's): their phones.
	users Users
	// payCodes are the repayment's pay codes (the repay package's).
	payCodes PayCodes
}

// New is the notices over db in the market mk, written from templates and
// sent through sender to the phones of users, quoting the open pay codes
// of payCodes. inboundToken authenticates the inbound-SMS hook (empty:
// off); logger nil is slog's default.
func New(db *store.DB, clk clock.Clock, mk *market.Market, templates *Templates, sender sms.Sender,
	users Users, payCodes PayCodes, logger *slog.Logger, inboundToken string) *Service {
	return &Service{db: db, clock: clk, market: mk, templates: templates, sms: sender, log: logger,
		inboundToken: inboundToken, users: users, payCodes: payCodes}
}

// Users is what the notices need of the borrowers' accounts.
type Users interface {
	// PhoneOf is the borrower's phone; sql.ErrNoRows when there is none.
	PhoneOf(ctx context.Context, q store.Querier, userID int64) (string, error)
	// UserIDByPhone is the borrower's id; sql.ErrNoRows when there is none.
	UserIDByPhone(ctx context.Context, q store.Querier, phone string) (int64, error)
}

// PayCodes is what the notices need of the repayment's pay codes.
type PayCodes interface {
	// OpenCode is the order's open pay code at now (the one for what is
	// due now first): its reference and channel number, "" without one.
	OpenCode(ctx context.Context, q store.Querier, orderID int64, now time.Time) (ref, channel string, err error)
}

var _ loan.Notifier = (*Service)(nil)

// Next is loan.Notifier's: the hour of o's next reminder after now.
func (s *Service) Next(o loan.Order, now time.Time) time.Time {
	var next time.Time
	for _, p := range s.reminders(o) {
		if p.At.After(now) && (next.IsZero() || p.At.Before(next)) {
			next = p.At
		}
	}
	return next
}

func (s *Service) logger() *slog.Logger {
	if s.log == nil {
		return slog.Default()
	}
	return s.log
}

func (s *Service) loc() *time.Location {
	if s.market == nil {
		return time.UTC
	}
	return s.market.Location()
}

// dateOf is the market's calendar date at t, as the loan engine keeps
// dates (midnight UTC).
func (s *Service) dateOf(t time.Time) time.Time { return loan.CalendarDate(t, s.loc()) }

// dayKey writes a calendar date as the outbox keeps it.
func dayKey(date time.Time) string { return date.Format(time.DateOnly) }

// at is hour:00 in the market's time zone on a calendar date.
func (s *Service) at(date time.Time, hour int) time.Time {
	return time.Date(date.Year(), date.Month(), date.Day(), hour, 0, 0, 0, s.loc())
}
