package notice

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/loan"
	"kwarta/internal/sms"
	"kwarta/internal/store"
)

// The outbox statuses (migration 00013 describes them).
const (
	StatusQueued  = "queued"
	StatusSending = "sending"
	StatusSent    = "sent"
	StatusSkipped = "skipped"
	StatusExpired = "expired"
	StatusFailed  = "failed"
	StatusUnknown = "unknown"
)

// lease is how long an instance may take to send one claimed notice; one
// still "sending" after it belongs to an instance that stopped.
const lease = 2 * time.Minute

// maxAttempts is how many times a notice is tried before it is given up.
const maxAttempts = 5

// backoff is the wait after the n-th failed try (n from 1).
func backoff(n int) time.Duration {
	switch n {
	case 1:
		return time.Minute
	case 2:
		return 5 * time.Minute
	case 3:
		return 15 * time.Minute
	}
	return time.Hour
}

// eventLife is how long an event's notice (money sent, payment received)
// may wait before it is no longer worth sending.
const eventLife = 48 * time.Hour

// DeliveryReport says what one run of Deliver did.
type DeliveryReport struct {
	Sent, Held, Retried, Failed, Skipped, Expired, Interrupted int
}

// Deliver sends every queued notice whose time has come. Each is claimed
// with a guarded update first, so with several instances on one database
// exactly one sends it; one claimed by an instance that stopped while
// sending is marked unknown and never sent again.
func (s *Service) Deliver(ctx context.Context) (DeliveryReport, error) {
	var r DeliveryReport
	now := s.clock.Now()
	// Leases are real time (clock.Wall), as deliverOne writes them.
	res, err := s.db.Exec(ctx, `UPDATE notice_outbox SET status = ?, last_error = ?, updated_at = ? WHERE status = ? AND lease_until < ?`,
		StatusUnknown, "the instance sending it stopped; the gateway may have sent it, so it is not sent again", store.Millis(now),
		StatusSending, store.Millis(clock.Wall(s.clock).Now()))
	if err != nil {
		return r, err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		r.Interrupted = int(n)
		s.logger().Warn("notices interrupted while sending", "count", n)
	}
	ids, err := store.IDs(ctx, s.db, `SELECT id FROM notice_outbox WHERE status = ? AND not_before <= ? ORDER BY not_before, id LIMIT 500`,
		StatusQueued, store.Millis(now))
	if err != nil {
		return r, err
	}
	for _, id := range ids {
		if ctx.Err() != nil {
			return r, ctx.Err()
		}
		status, err := s.deliverOne(ctx, id)
		if err != nil {
			return r, err
		}
		switch status {
		case StatusSent:
			r.Sent++
		case "held":
			r.Held++
		case "retry":
			r.Retried++
		case StatusFailed:
			r.Failed++
		case StatusSkipped:
			r.Skipped++
		case StatusExpired:
			r.Expired++
		}
	}
	return r, nil
}

// row is one outbox row as Deliver reads it.
type row struct {
	ID        int64
	OrderID   int64
	Kind      Kind
	Day       time.Time
	Vars      Fixed
	PlannedAt time.Time
	Attempts  int
}

// deliverOne claims, checks and sends one notice; it answers what became
// of it ("" when another instance had it).
func (s *Service) deliverOne(ctx context.Context, id int64) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	now := s.clock.Now()
	// The claim is not cut short by the server stopping: a claim cancelled
	// in flight may still commit, leaving a row 'sending' that nobody
	// sends or puts back (it would turn 'unknown' after its lease).
	cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	res, err := s.db.Exec(cctx, `UPDATE notice_outbox SET status = ?, lease_until = ?, updated_at = ? WHERE id = ? AND status = ? AND not_before <= ?`,
		StatusSending, store.Millis(clock.Wall(s.clock).Now().Add(lease)), store.Millis(now), id, StatusQueued, store.Millis(now))
	if err != nil {
		return "", err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return "", err
	}
	status, asked, err := s.sendClaimed(ctx, id, now)
	if err != nil && !asked {
		// Nothing went to the gateway (the server stopping, say): the
		// notice goes back to the queue for the next run, not to 'unknown'
		// when its lease runs out.
		rctx, done := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer done()
		_, _ = s.db.Exec(rctx, `UPDATE notice_outbox SET status = ?, lease_until = 0 WHERE id = ? AND status = ?`,
			StatusQueued, id, StatusSending)
	}
	return status, err
}

// sendClaimed checks and sends the notice id this instance has claimed,
// and says whether the gateway was asked to send it.
func (s *Service) sendClaimed(ctx context.Context, id int64, now time.Time) (status string, asked bool, err error) {
	var (
		rw            row
		day, varsJSON string
		planned       int64
	)
	err = s.db.QueryRow(ctx, `SELECT id, order_id, kind, day, vars, planned_at, attempts FROM notice_outbox WHERE id = ?`, id).
		Scan(&rw.ID, &rw.OrderID, &rw.Kind, &day, &varsJSON, &planned, &rw.Attempts)
	if err != nil {
		return "", false, err
	}
	rw.Day, _ = time.Parse(time.DateOnly, day)
	rw.PlannedAt = store.Time(planned)
	if err := json.Unmarshal([]byte(varsJSON), &rw.Vars); err != nil {
		return unasked(s.finish(ctx, id, StatusFailed, "", "unreadable figures: "+err.Error(), rw.Attempts))
	}

	o, err := loan.OrderByID(ctx, s.db, rw.OrderID)
	if err != nil {
		return "", false, err
	}
	p, err := s.prefsOf(ctx, s.db, o.UserID)
	if err != nil {
		return "", false, err
	}
	today := s.dateOf(now)
	if reason := s.stale(rw, o, now, today); reason != "" {
		return unasked(s.finish(ctx, id, StatusExpired, "", reason, rw.Attempts))
	}
	if reason := s.moot(rw, o, p, today); reason != "" {
		return unasked(s.finish(ctx, id, StatusSkipped, "", reason, rw.Attempts))
	}
	if ok, next := s.hours().allowed(now, s.loc(), o.OverdueDays(today), p.AnyHour); !ok {
		_, err := s.db.Exec(ctx, `UPDATE notice_outbox SET status = ?, not_before = ?, held = held + 1, lease_until = 0, updated_at = ? WHERE id = ? AND status = ?`,
			StatusQueued, store.Millis(next), store.Millis(now), id, StatusSending)
		return "held", false, err
	}
	text, err := s.render(ctx, rw, o, p.Lang, today)
	if err != nil {
		return unasked(s.finish(ctx, id, StatusFailed, text, err.Error(), rw.Attempts))
	}
	// Only the borrower's own number: the order's borrower, read now.
	phone, err := s.users.PhoneOf(ctx, s.db, o.UserID)
	if err != nil {
		return "", false, err
	}
	sendErr := s.sms.Send(ctx, phone, text)
	// What the gateway did is written even when the server is stopping (its
	// context ended): a text that went out and is not marked sent would stay
	// 'sending', then 'unknown', for a reader of the outbox.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	attempts := rw.Attempts + 1
	if sendErr == nil {
		_, err := s.db.Exec(ctx, `UPDATE notice_outbox SET status = ?, body = ?, attempts = ?, sent_at = ?, lease_until = 0, last_error = '', updated_at = ? WHERE id = ? AND status = ?`,
			StatusSent, text, attempts, store.Millis(s.clock.Now()), store.Millis(s.clock.Now()), id, StatusSending)
		return StatusSent, true, err
	}
	s.logger().Warn("notice not sent", "id", id, "kind", string(rw.Kind), "attempt", attempts, "error", sendErr)
	if attempts >= maxAttempts {
		status, err := s.finish(ctx, id, StatusFailed, text, fmt.Sprintf("gave up after %d tries: %v", attempts, sendErr), attempts)
		return status, true, err
	}
	_, err = s.db.Exec(ctx, `UPDATE notice_outbox SET status = ?, body = ?, attempts = ?, not_before = ?, lease_until = 0, last_error = ?, updated_at = ? WHERE id = ? AND status = ?`,
		StatusQueued, text, attempts, store.Millis(now.Add(backoff(attempts))), clip(sendErr.Error(), 300), store.Millis(now), id, StatusSending)
	return "retry", true, err
}

// finish ends a claimed notice with a final status.
func (s *Service) finish(ctx context.Context, id int64, status, body, reason string, attempts int) (string, error) {
	_, err := s.db.Exec(ctx, `UPDATE notice_outbox SET status = ?, body = ?, attempts = ?, lease_until = 0, last_error = ?, updated_at = ? WHERE id = ? AND status = ?`,
		status, body, attempts, clip(reason, 300), store.Millis(s.clock.Now()), id, StatusSending)
	return status, err
}

// unasked is finish's answer for a notice ended before the gateway was asked.
func unasked(status string, err error) (string, bool, error) { return status, false, err }

// stale says why a notice is too late to send ("" when it is not): a
// reminder after its day, an event's notice after eventLife.
func (s *Service) stale(rw row, o loan.Order, now, today time.Time) string {
	if rw.Kind.reminder() {
		if !rw.Day.Equal(today) {
			return "its day (" + dayKey(rw.Day) + ") is over"
		}
		return ""
	}
	if now.Sub(rw.PlannedAt) > eventLife {
		return "older than " + eventLife.String()
	}
	return ""
}

// moot says why a notice should no longer go ("" when it should): the
// borrower turned it off, or what it says is no longer true.
func (s *Service) moot(rw row, o loan.Order, p Prefs, today time.Time) string {
	if rw.Kind.Optional() {
		if !p.Updates {
			return "the borrower turned loan updates off"
		}
		return ""
	}
	if !o.InRepayment() {
		return "the loan is " + o.Status.String()
	}
	i := rw.Vars.Instalment - 1
	if i < 0 || i >= len(o.Plan.Instalments) || dayKey(o.Plan.Instalments[i].DueDate) != rw.Vars.DueDate {
		return "the due date moved"
	}
	if o.Unpaid(i) == 0 {
		return "the instalment is paid"
	}
	return ""
}

// render fills a notice's text for the order as it stands.
func (s *Service) render(ctx context.Context, rw row, o loan.Order, lang string, today time.Time) (string, error) {
	co, err := s.templates.company(ctx)
	if err != nil {
		return "", err
	}
	t, err := s.templates.texts(ctx, s.db)
	if err != nil {
		return "", err
	}
	v := vars{"app": co.AppName, "phone": co.SupportPhone, "order": o.No}
	switch rw.Kind {
	case Disbursed:
		v["amount"] = s.templates.amount(rw.Vars.Amount)
		v["due"], v["date"] = s.templates.amount(rw.Vars.NextAmount), dateText(rw.Vars.NextDue, lang)
	case Paid, Settled, Extended:
		v["amount"], v["left"] = s.templates.amount(rw.Vars.Amount), s.templates.amount(rw.Vars.Left)
		v["date"] = dateText(rw.Vars.NextDue, lang)
	default: // reminders: the figures as they are now
		due, _ := time.Parse(time.DateOnly, rw.Vars.DueDate)
		v["date"] = date(due, lang)
		v["due"] = s.templates.amount(owedBy(o, due))
		if days := o.OverdueDays(today); days > 0 {
			v["days"] = strconv.Itoa(days)
		}
	}
	if rw.Kind == Disbursed || !rw.Kind.Optional() {
		return s.withHow(ctx, t, rw.Kind, lang, o, v)
	}
	return checked(fill(t.body(rw.Kind, lang), v))
}

// withHow fills the text with the order's open pay code, or, without one
// (or when the code would not fit), with the app as the way to pay.
func (s *Service) withHow(ctx context.Context, t texts, k Kind, lang string, o loan.Order, v vars) (string, error) {
	ref, channel, err := s.openCode(ctx, s.db, o.ID, s.clock.Now())
	if err != nil {
		return "", err
	}
	if ref != "" && len(ref) <= maxRef {
		v["ref"], v["channel"] = ref, channel
		v["how"] = fill(t.body(howCode, lang), v)
		if text, err := checked(fill(t.body(k, lang), v)); err == nil {
			return text, nil
		}
	}
	v["how"] = fill(t.body(howApp, lang), v)
	return checked(fill(t.body(k, lang), v))
}

// checked refuses a text that would not go as one GSM 7-bit SMS.
func checked(text string) (string, error) {
	if !sms.OneSegment(text) {
		return text, errTooLong
	}
	return text, nil
}

// owedBy is what must be paid by a due date: the late charges and every
// instalment due on or before it.
func owedBy(o loan.Order, due time.Time) int64 {
	total := o.Charges().Total()
	for i, in := range o.Plan.Instalments {
		if !in.DueDate.After(due) {
			total += o.Unpaid(i)
		}
	}
	return total
}

func dateText(day, lang string) string {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return "-"
	}
	return date(d, lang)
}

// openCode is the order's open pay code that has not expired (the one for
// what is due now first): its reference and the channel's name.
func (s *Service) openCode(ctx context.Context, q store.Querier, orderID int64, now time.Time) (ref, channel string, err error) {
	ref, channel, err = s.payCodes.OpenCode(ctx, q, orderID, now)
	return ref, channelName(channel), err
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
