package loan

import (
	"context"
	"errors"
	"math"
	"strings"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/metrics"
	"kwarta/internal/store"
)

// accrue adds the late interest of every calendar day up to today that has
// not been counted yet. Day n of lateness is the n-th day after the first
// unpaid due date; its base is what is unpaid (principal, interest, fees)
// on the instalments already past their due date on that day, so a later
// instalment falling due raises the base and late interest never accrues
// on the penalty or on itself. With capped (the cost caps apply, caps.go)
// a day adds no more than the caps leave. It reports whether anything was
// added.
func (o *Order) accrue(today time.Time, capped bool) bool {
	if !o.Status.InRepayment() {
		return false
	}
	rem := o.Remaining()
	cur := current(rem)
	if cur < 0 {
		return false
	}
	firstDue := o.Plan.Instalments[cur].DueDate
	from := firstDue
	if o.LateAccruedTo.After(from) {
		from = o.LateAccruedTo
	}
	if !today.After(from) {
		return false
	}
	for day := addDays(from, 1); !day.After(today); day = addDays(day, 1) {
		var base int64
		for i := cur; i < len(rem) && o.Plan.Instalments[i].DueDate.Before(day); i++ {
			base = add(base, rem[i].Unpaid())
		}
		late := LateInterestForDay(base, daysBetween(firstDue, day))
		if capped {
			late = min(late, o.lateRoom(day, rem))
		}
		o.LateInterest = add(o.LateInterest, late)
	}
	o.LateAccruedTo = today
	return true
}

// advance brings an order in repayment up to date with the calendar, in
// memory: late interest accrued, and the status moved forward when the due
// window or the due date is reached (170 → 174 → 180, or 170 → 180 when a
// run was missed). Falling overdue charges the one-time penalty, before
// the late interest of the days since (under the cost caps the penalty
// comes first in the month's allowance). The clock never moves an order
// backwards; payments and extensions do. It reports the status change (ev
// empty when none) and whether anything changed.
func (s *Service) advance(o *Order) (c Change, changed bool, err error) {
	return s.advanceOn(o, s.Calendar())
}

// advanceOn is advance on the calendar cal: at its moment and date (a
// replay walks an order's days with it, Service.Replay).
func (s *Service) advanceOn(o *Order, cal Calendar) (c Change, changed bool, err error) {
	if !o.Status.InRepayment() || o.NextDue.IsZero() || !o.WrittenOffAt.IsZero() { // written off: frozen
		return Change{}, false, nil
	}
	now, today := cal.Now, cal.Today()
	capped := s.Caps().Apply(o)
	want := ScheduleStatus(o.NextDue, today, cal.Window)
	var ev Event
	switch {
	case want == StatusDue && o.Status == StatusRepaying:
		ev = EventDueSoon
	case want == StatusOverdue && o.Status != StatusOverdue:
		ev = EventOverdue
	}
	if ev == "" {
		accrued := o.accrue(today, capped)
		if accrued {
			o.UpdatedAt = now
		}
		return Change{}, accrued, nil
	}
	if err := CanMove(o, ev, want); err != nil {
		return Change{}, false, err
	}
	c = Change{Event: ev, From: o.Status, To: want, At: now}
	o.Status, o.UpdatedAt = want, now
	if want == StatusOverdue && o.Penalty == 0 {
		if o.Penalty = s.Caps().PenaltyFor(o, today); o.Penalty > 0 {
			c.Note = "penalty " + MoneyFor(o.Market, false).Format(o.Penalty) + " charged"
		}
	}
	o.accrue(today, capped)
	return c, true, nil
}

// tick is advance, saved when anything changed (the status change recorded
// with actor) and posted to the books (the late charges added, the plan's
// interest earned by today); it reports the status change's event.
func (s *Service) tick(ctx context.Context, q store.Querier, o *Order, actor string) (Event, error) {
	if err := s.judgeRepeat(ctx, q, o); err != nil {
		return "", err
	}
	penalty, late := o.Penalty, o.LateInterest
	c, changed, err := s.advance(o)
	if err != nil {
		return "", err
	}
	if err := s.bookInterest(ctx, q, o); err != nil || !changed {
		return "", err
	}
	if err := updateOrder(ctx, q, o); err != nil {
		return "", err
	}
	if err := s.bookCharges(ctx, q, o, penalty, late); err != nil {
		return "", err
	}
	if c.Event == "" {
		return "", nil
	}
	c.Actor = actor
	return c.Event, insertChange(ctx, q, o.ID, c)
}

// judgeRepeat decides, for an order about to be charged its penalty (in
// repayment, past its next due date, no penalty yet), whether the borrower
// is a repeat client: one with another loan settled before the first
// overdue day began (00:00 of the day after the due date, market time).
// Judged then, not only at placement, a borrower who settles another loan
// while this one runs pays the lower penalty; the figure the confirmation
// stated is the most that is charged. A placement-time repeat client stays one.
func (s *Service) judgeRepeat(ctx context.Context, q store.Querier, o *Order) error {
	cal := s.Calendar()
	if o.RepeatClient || o.Penalty != 0 || !o.Status.InRepayment() || o.NextDue.IsZero() || !cal.Today().After(o.NextDue) {
		return nil
	}
	loc := cal.Loc
	if loc == nil {
		loc = manila()
	}
	y, m, d := addDays(o.NextDue, 1).Date()
	firstLateDay := time.Date(y, m, d, 0, 0, 0, 0, loc)
	var n int
	err := q.QueryRow(ctx, `SELECT COUNT(*) FROM orders WHERE user_id = ? AND id <> ? AND status = ? AND settled_at > 0 AND settled_at < ?`,
		o.UserID, o.ID, int(StatusSettled), store.Millis(firstLateDay)).Scan(&n)
	o.RepeatClient = n > 0
	return err
}

// UpToDate returns an order read outside a transaction brought up to date
// with the calendar. It tries the change on a copy first: when nothing
// would change (the usual case, since the schedule job keeps orders
// current) it writes nothing and takes no write lock; otherwise it saves
// the change in a write transaction on a fresh read of the order. When
// another writer got there first, it reads their result again.
func (s *Service) UpToDate(ctx context.Context, o Order) (Order, error) {
	for attempt := 0; ; attempt++ {
		probe := o
		if _, changed, err := s.advance(&probe); err != nil || !changed {
			return o, err
		}
		err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			cur, err := orderByID(ctx, tx, o.ID)
			if err != nil {
				return err
			}
			_, err = s.tick(ctx, tx, &cur, ActorJob)
			o = cur
			return err
		})
		var fe *fault.Error
		if errors.As(err, &fe) && fe.Code == fault.CodeConflict && attempt < 3 {
			if o, err = orderByID(ctx, s.db, o.ID); err != nil {
				return o, err
			}
			continue
		}
		return o, err
	}
}

// ScheduleReport says what one run of the schedule job did.
type ScheduleReport struct {
	Checked int // orders due a look (orders.next_check_at), brought up to date
	DueSoon int // moved into the due window (→ 174)
	Overdue int // moved past the due date (→ 180)
	Skipped int // changed by someone else during the run; the next run takes them
	Totals  int // rows of the books' day totals summed after the run (ledger.Compact)
}

func (r *ScheduleReport) add(o ScheduleReport) {
	r.Checked, r.DueSoon, r.Overdue, r.Skipped = r.Checked+o.Checked, r.DueSoon+o.DueSoon, r.Overdue+o.Overdue, r.Skipped+o.Skipped
}

// scheduleBatch is how many orders one transaction of the schedule job
// brings up to date: a commit (an fsync on SQLite) for every order would
// be most of a day's first run at a million orders, and a batch holds
// the write lock for tens of milliseconds only (docs/PERFORMANCE.md).
// Every compactEvery batches the books' day totals are summed, so no
// compaction has more than some tens of thousands of rows to take.
// A run that looked at vacuumAfter orders or more (the day's first) has
// the orders tidied after it (store.DB.Vacuum).
const (
	scheduleBatch = 200
	compactEvery  = 50
	vacuumAfter   = 10_000
)

// never is orders.next_check_at for an order the job has nothing more to
// do for: settled, refused, written off, not yet paid out.
const never = math.MaxInt64

// lookAgain is orders.next_check_at as an order is saved: an order paid
// out is looked at on the job's next run, whatever changed it (the look
// refreshes its reminders and its worklist row, and sets when it needs
// the next, nextCheck); an order not paid out, never.
func lookAgain(o *Order) int64 {
	if o.DisbursedAt.IsZero() {
		return never
	}
	return 0
}

// RunSchedule is the clock-driven job: every order due a look
// (orders.next_check_at, set when it was last saved or looked at) is
// brought up to date (status, late interest, penalty, the interest
// earned), its reminders are queued, and its next look is set. Orders
// are taken scheduleBatch to a transaction when q is a *store.DB; a batch
// that meets an order changed meanwhile is taken again one order at a
// time. Running it again at the same time changes nothing. Last, the
// books' day totals the run added to are summed (ledger.Compact), and
// after a run that looked at vacuumAfter orders or more the orders are
// tidied (store.DB.Vacuum; PostgreSQL).
func (s *Service) RunSchedule(ctx context.Context, q store.Querier) (ScheduleReport, error) {
	var r ScheduleReport
	ids, err := store.IDs(ctx, q, `SELECT id FROM orders WHERE next_check_at <= ? ORDER BY id`, store.Millis(s.clock.Now()))
	if err != nil {
		return r, err
	}
	db, _ := q.(*store.DB)
	for n := 1; len(ids) > 0; n++ {
		if db != nil && n%compactEvery == 0 {
			rows, err := ledger.Compact(ctx, db)
			if r.Totals += rows; err != nil {
				return r, err
			}
		}
		batch := ids[:min(len(ids), scheduleBatch)]
		ids = ids[len(batch):]
		var br ScheduleReport
		err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
			br = ScheduleReport{}
			return s.lookAt(ctx, q, batch, &br)
		})
		if conflict(err) && len(batch) > 1 {
			for _, id := range batch {
				var one ScheduleReport
				err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error { return s.lookAt(ctx, q, []int64{id}, &one) })
				if conflict(err) {
					r.Skipped++
					continue
				}
				if err != nil {
					return r, err
				}
				r.add(one)
			}
			continue
		}
		if conflict(err) {
			r.Skipped++
			continue
		}
		if err != nil {
			return r, err
		}
		r.add(br)
	}
	if db != nil {
		rows, err := ledger.Compact(ctx, db)
		if r.Totals += rows; err != nil || r.Checked < vacuumAfter {
			return r, err
		}
		return r, db.Vacuum(ctx, "orders")
	}
	return r, nil
}

func conflict(err error) bool {
	var fe *fault.Error
	return errors.As(err, &fe) && fe.Code == fault.CodeConflict
}

// lookAt is the schedule job's look at the orders ids, in the
// transaction q: each brought up to date, its reminders queued, its next
// look set. On PostgreSQL every statement is a round trip, so the batch's
// statements that need not be one per order are one per batch: the
// orders and the interest they have recognised are read together, their
// journal entries are written together (ledger.Deferred), and so are
// their next looks.
func (s *Service) lookAt(ctx context.Context, q store.Querier, ids []int64, r *ScheduleReport) error {
	d := ledger.Defer(q)
	// Read on q, the transaction: the batch's orders are held from here
	// (store.ForUpdate), so a payment on one of them meanwhile waits and
	// then reads the interest this look recognised, and none is posted twice.
	orders, err := ordersToLook(ctx, q, ids)
	if err != nil {
		return err
	}
	if err := d.ReadRecognised(ctx, ids); err != nil {
		return err
	}
	next := make([]any, 0, 3*len(orders))
	for i := range orders {
		o := &orders[i]
		ev, err := s.tick(ctx, d, o, ActorJob)
		if err != nil {
			return err
		}
		if err := s.remind(ctx, d, *o); err != nil {
			return err
		}
		next = append(next, o.ID, s.nextCheck(*o), o.version)
		r.Checked++
		switch ev {
		case EventDueSoon:
			r.DueSoon++
		case EventOverdue:
			r.Overdue++
		}
	}
	if err := d.Flush(ctx); err != nil {
		return err
	}
	// Only as each order was read (or as the look saved it): a change
	// saved meanwhile (another instance's payment) leaves its own 0, so
	// the next run looks again.
	if len(orders) == 0 {
		return nil
	}
	_, err = q.Exec(ctx, `WITH v (id, next_check, version) AS (VALUES `+strings.TrimSuffix(strings.Repeat("(CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT)), ", len(orders)), ", ")+`)
		UPDATE orders SET next_check_at = v.next_check FROM v WHERE orders.id = v.id AND orders.version = v.version`, next...)
	return err
}

// nextCheck is when the job next has anything to do for o, up to date
// with the calendar now, if nothing else changes it: the start of
// tomorrow while the plan's interest is still being earned (the books
// recognise each day's) or the order is past due (its late interest
// grows every day); otherwise the start of the day it enters the due
// window, or falls past due; the hour of its next reminder, when that
// comes first.
func (s *Service) nextCheck(o Order) int64 {
	if !o.Status.InRepayment() || o.NextDue.IsZero() || !o.WrittenOffAt.IsZero() {
		return never
	}
	cal := s.Calendar()
	today := cal.Today()
	days := 1
	switch {
	case o.Status == StatusOverdue || o.InterestEarned(today) < o.Plan.TotalInterest:
	case o.Status == StatusRepaying:
		days = daysBetween(today, addDays(o.NextDue, -cal.Window))
	case o.Status == StatusDue:
		days = daysBetween(today, o.NextDue) + 1
	}
	next := cal.EndOfDay(max(days, 1) - 1) // the start of the day days from today
	if s.notices != nil {
		if t := s.notices.Next(o, cal.Now); !t.IsZero() && t.Before(next) {
			next = t
		}
	}
	return store.Millis(next)
}

// remind asks the Notifier for the reminders of an order up to date with
// the calendar.
func (s *Service) remind(ctx context.Context, q store.Querier, o Order) error {
	if s.notices == nil {
		return nil
	}
	return s.notices.Remind(ctx, q, o, s.clock.Now())
}

// RunEvery runs the schedule job now and then every interval until ctx ends;
// the server starts it. Failures are logged and retried on the next run.
func (s *Service) RunEvery(ctx context.Context, interval time.Duration) {
	metrics.Every(ctx, "schedule", interval, store.Turns(s.db, clock.Wall(s.clock).Now), func(ctx context.Context) (int, error) {
		r, err := s.RunSchedule(ctx, s.db)
		if err != nil && ctx.Err() == nil && s.logger != nil {
			s.logger.Error("loan schedule job", "error", err)
		} else if s.logger != nil && (r.DueSoon > 0 || r.Overdue > 0 || r.Skipped > 0) {
			s.logger.Info("loan schedule job", "checked", r.Checked, "due_soon", r.DueSoon, "overdue", r.Overdue, "skipped", r.Skipped)
		}
		return r.Checked, err
	})
}
