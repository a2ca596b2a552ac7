package notice

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// Planned is one notice an order gets, or would get: its kind, the
// calendar day it belongs to, when it is planned, and the figures fixed
// when it is queued.
type Planned struct {
	Kind Kind
	Day  time.Time // a calendar date (midnight UTC, as the loan engine keeps them)
	At   time.Time
	Key  string
	Vars Fixed
}

// Fixed are the figures a notice keeps from when it was queued: a
// payment's amount, what was left after it and the next due date; for a
// reminder, which instalment and due date it is about, so it is skipped
// when they changed.
type Fixed struct {
	Amount     int64  `json:"amount,omitempty"`
	Left       int64  `json:"left,omitempty"`
	NextDue    string `json:"nextDue,omitempty"`
	NextAmount int64  `json:"nextAmount,omitempty"`
	Instalment int    `json:"instalment,omitempty"` // 1-based
	DueDate    string `json:"dueDate,omitempty"`
}

func key(orderID int64, k Kind, day time.Time, extra string) string {
	if extra != "" {
		return fmt.Sprintf("%d:%s:%s:%s", orderID, k, dayKey(day), extra)
	}
	return fmt.Sprintf("%d:%s:%s", orderID, k, dayKey(day))
}

// Happened queues the notice of an order event (loan.Notifier), in the
// event's transaction. A payment's notice is keyed by the order's total
// paid after it, so each payment has its own.
func (s *Service) Happened(ctx context.Context, q store.Querier, n loan.Notice) error {
	p, ok := s.eventNotice(n)
	if !ok {
		return nil
	}
	return s.queue(ctx, q, n.Order, p)
}

// eventNotice is the notice an order event gets.
func (s *Service) eventNotice(n loan.Notice) (Planned, bool) {
	o := n.Order
	day := s.dateOf(n.At)
	p := Planned{Kind: Kind(n.Kind), Day: day, At: n.At, Vars: Fixed{Amount: n.Amount}}
	if in, unpaid, ok := o.NextInstalment(); ok {
		p.Vars.NextDue, p.Vars.NextAmount = dayKey(in.DueDate), unpaid
	}
	switch n.Kind {
	case loan.NoticeDisbursed:
		p.Key = key(o.ID, Disbursed, day, "")
	case loan.NoticePaid, loan.NoticeSettled, loan.NoticeExtended:
		p.Vars.Left = o.Owed()
		p.Key = key(o.ID, p.Kind, day, fmt.Sprint(o.TotalPaid()))
	default:
		return Planned{}, false
	}
	return p, true
}

// Remind queues the reminders of an order due by now (loan.Notifier): the
// schedule job calls it for every order near or past its due date. A
// reminder belongs to its day: one the job did not reach that day is not
// sent late.
func (s *Service) Remind(ctx context.Context, q store.Querier, o loan.Order, now time.Time) error {
	today := s.dateOf(now)
	for _, p := range s.reminders(o) {
		if !p.Day.Equal(today) || p.At.After(now) {
			continue
		}
		// The job runs every few minutes: look before writing, so a
		// reminder already queued costs a read, not a write.
		var one int
		err := q.QueryRow(ctx, `SELECT 1 FROM notice_outbox WHERE dedupe_key = ?`, p.Key).Scan(&one)
		if err == nil {
			continue
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if err := s.queue(ctx, q, o, p); err != nil {
			return err
		}
	}
	return nil
}

// reminders are an order's due and overdue notices as it stands: for each
// unpaid instalment, 3 days and 1 day before its due date and on it; for
// the first unpaid one, days 1, 3, 7 and 15 after it. Each is planned for
// ReminderHour on its day; none comes before the money was sent.
func (s *Service) reminders(o loan.Order) []Planned {
	if !o.InRepayment() || o.DisbursedAt.IsZero() {
		return nil
	}
	var out []Planned
	for i, in := range o.Plan.Instalments {
		if o.Unpaid(i) == 0 {
			continue
		}
		for _, d := range dueKinds {
			day := in.DueDate.AddDate(0, 0, -d.Days)
			at := s.at(day, ReminderHour)
			if at.Before(o.DisbursedAt) {
				continue
			}
			out = append(out, Planned{Kind: d.Kind, Day: day, At: at, Key: key(o.ID, d.Kind, day, ""),
				Vars: Fixed{Instalment: in.Number, DueDate: dayKey(in.DueDate)}})
		}
	}
	if in, _, ok := o.NextInstalment(); ok {
		for _, d := range overdueKinds {
			day := in.DueDate.AddDate(0, 0, d.Days)
			out = append(out, Planned{Kind: d.Kind, Day: day, At: s.at(day, ReminderHour), Key: key(o.ID, d.Kind, day, ""),
				Vars: Fixed{Instalment: in.Number, DueDate: dayKey(in.DueDate)}})
		}
	}
	return out
}

// queue inserts a notice once: a second insert of the same key (another
// instance, a repeated run) changes nothing.
func (s *Service) queue(ctx context.Context, q store.Querier, o loan.Order, p Planned) error {
	v, err := json.Marshal(p.Vars)
	if err != nil {
		return err
	}
	now := store.Millis(s.clock.Now())
	_, err = q.Exec(ctx, `INSERT INTO notice_outbox (dedupe_key, order_id, user_id, kind, day, vars, status, planned_at, not_before, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?) ON CONFLICT (dedupe_key) DO NOTHING`,
		p.Key, o.ID, o.UserID, string(p.Kind), dayKey(p.Day), string(v), store.Millis(p.At), store.Millis(p.At), now, now)
	return err
}
