package loan

import (
	"context"
	"time"

	"kwarta/internal/store"
)

// Notifier hears what happens to orders, so the borrower can be told
// (internal/notice sends the SMS notices). Its calls run in the
// transaction that made the change, so a notice is queued exactly when the
// change is saved; they must only queue, never reach a network.
type Notifier interface {
	// Happened is one of the order's own events: money sent, a payment
	// received (or the last one, settling the loan), an extension paid.
	Happened(ctx context.Context, q store.Querier, n Notice) error
	// Remind is the schedule job's call for every order it looks at
	// (paid out, since saved or due a look), once the order is up to date
	// with the calendar: it queues the reminders due by now.
	Remind(ctx context.Context, q store.Querier, o Order, now time.Time) error
	// Next is when the notifier next has something to do for o after now
	// if nothing changes it (a reminder's hour; zero: nothing): the
	// schedule job looks at the order again by then.
	Next(o Order, now time.Time) time.Time
}

// NoticeKind names an order event a borrower is told about.
type NoticeKind string

// The events Happened reports.
const (
	NoticeDisbursed NoticeKind = "disbursed"
	NoticePaid      NoticeKind = "paid"
	NoticeSettled   NoticeKind = "settled"
	NoticeExtended  NoticeKind = "extended"
)

// Notice is one event: the order after it, the amount it moved (the
// principal sent, the payment received), and when.
type Notice struct {
	Kind   NoticeKind
	Order  Order
	Amount int64
	At     time.Time
}

// notify reports an event to the Notifier, when there is one.
func (s *Service) notify(ctx context.Context, q store.Querier, kind NoticeKind, o Order, amount int64) error {
	if s.notices == nil {
		return nil
	}
	return s.notices.Happened(ctx, q, Notice{Kind: kind, Order: o, Amount: amount, At: s.clock.Now()})
}

// NextInstalment is the first instalment not fully paid and what is still
// owed on it; ok is false once every instalment is paid.
func (o *Order) NextInstalment() (in Instalment, unpaid int64, ok bool) {
	rem := o.Remaining()
	cur := current(rem)
	if cur < 0 {
		return Instalment{}, 0, false
	}
	return o.Plan.Instalments[cur], rem[cur].Total(), true
}

// Unpaid is what is still owed on instalment i (0-based) of the plan.
func (o *Order) Unpaid(i int) int64 {
	rem := o.Remaining()
	if i < 0 || i >= len(rem) {
		return 0
	}
	return rem[i].Total()
}

// Notifiers hands every call to each Notifier in turn (the notices, then
// collections' worklist); the first error stops it and fails the
// transaction. Next is the earliest of theirs.
type Notifiers []Notifier

// Happened is Notifier's.
func (ns Notifiers) Happened(ctx context.Context, q store.Querier, n Notice) error {
	for _, x := range ns {
		if err := x.Happened(ctx, q, n); err != nil {
			return err
		}
	}
	return nil
}

// Remind is Notifier's.
func (ns Notifiers) Remind(ctx context.Context, q store.Querier, o Order, now time.Time) error {
	for _, x := range ns {
		if err := x.Remind(ctx, q, o, now); err != nil {
			return err
		}
	}
	return nil
}

// Next is Notifier's: the earliest of theirs.
func (ns Notifiers) Next(o Order, now time.Time) time.Time {
	var next time.Time
	for _, x := range ns {
		if t := x.Next(o, now); !t.IsZero() && (next.IsZero() || t.Before(next)) {
			next = t
		}
	}
	return next
}
