package notice

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/metrics"
	"kwarta/internal/store"
)

// RunEvery sends what is due now and then every interval until ctx ends;
// the server starts it beside the schedule job, which queues the
// reminders. Failures are logged and tried again on the next run.
func (s *Service) RunEvery(ctx context.Context, interval time.Duration) {
	metrics.Every(ctx, "notices", interval, store.Turns(s.db, clock.Wall(s.clock).Now), func(ctx context.Context) (int, error) {
		r, err := s.Deliver(ctx)
		if err != nil && ctx.Err() == nil {
			s.logger().Error("notice job", "error", err)
		} else if r != (DeliveryReport{}) {
			s.logger().Info("notice job", "sent", r.Sent, "held", r.Held, "retried", r.Retried, "failed", r.Failed,
				"skipped", r.Skipped, "expired", r.Expired, "interrupted", r.Interrupted)
		}
		metrics.NoticesHeld.Add(float64(r.Held))
		return r.Sent + r.Failed + r.Skipped + r.Expired, err
	})
}

// KindCount is one kind's notices of a day by outcome.
type KindCount struct {
	Kind                                                   Kind
	Sent, Held, Waiting, Failed, Skipped, Expired, Unknown int
}

// Problem is one notice that failed or whose outcome is unknown.
type Problem struct {
	OrderNo, Kind, Status, Error string
	Attempts                     int
}

// DayReport is `kwarta report reminders`: a day's notices.
type DayReport struct {
	Day      time.Time
	Kinds    []KindCount
	Problems []Problem
}

// Report reads the notices belonging to a calendar day. Held counts those
// the quiet hours put off, whatever became of them after.
func (s *Service) Report(ctx context.Context, day time.Time) (DayReport, error) {
	r := DayReport{Day: day}
	rows, err := s.db.Query(ctx, `SELECT kind, status, held, attempts, last_error, order_id FROM notice_outbox
		WHERE day = ? ORDER BY id`, dayKey(day))
	if err != nil {
		return r, err
	}
	defer rows.Close()
	counts := map[Kind]*KindCount{}
	var problemOrders []int64 // the order of each of r.Problems
	for rows.Next() {
		var (
			k               Kind
			status, lastErr string
			orderID         int64
			held, attempts  int
		)
		if err := rows.Scan(&k, &status, &held, &attempts, &lastErr, &orderID); err != nil {
			return r, err
		}
		c := counts[k]
		if c == nil {
			c = &KindCount{Kind: k}
			counts[k] = c
		}
		if held > 0 {
			c.Held++
		}
		switch status {
		case StatusSent:
			c.Sent++
		case StatusQueued, StatusSending:
			c.Waiting++
		case StatusFailed:
			c.Failed++
		case StatusSkipped:
			c.Skipped++
		case StatusExpired:
			c.Expired++
		case StatusUnknown:
			c.Unknown++
		}
		if status == StatusFailed || status == StatusUnknown || (status == StatusQueued && attempts > 0) {
			r.Problems = append(r.Problems, Problem{Kind: string(k), Status: status, Error: lastErr, Attempts: attempts})
			problemOrders = append(problemOrders, orderID)
		}
	}
	if err := rows.Err(); err != nil {
		return r, err
	}
	rows.Close()
	for _, k := range Kinds {
		if c := counts[k]; c != nil {
			r.Kinds = append(r.Kinds, *c)
		}
	}
	// The order numbers are the loan package's (internal/loan).
	numbers, err := loan.OrderNumbers(ctx, s.db, problemOrders)
	for i := range r.Problems {
		r.Problems[i].OrderNo = numbers[problemOrders[i]]
	}
	return r, err
}

// Write prints the report as a table.
func (r DayReport) Write(w io.Writer) error {
	fmt.Fprintf(w, "Notices for %s\n", dayKey(r.Day))
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "kind\tsent\theld\twaiting\tfailed\tskipped\texpired\tunknown")
	var total KindCount
	for _, c := range r.Kinds {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n", c.Kind, c.Sent, c.Held, c.Waiting, c.Failed, c.Skipped, c.Expired, c.Unknown)
		total.Sent += c.Sent
		total.Held += c.Held
		total.Waiting += c.Waiting
		total.Failed += c.Failed
		total.Skipped += c.Skipped
		total.Expired += c.Expired
		total.Unknown += c.Unknown
	}
	fmt.Fprintf(tw, "total\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n", total.Sent, total.Held, total.Waiting, total.Failed, total.Skipped, total.Expired, total.Unknown)
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(r.Problems) > 0 {
		fmt.Fprintln(w, "\nFailed, retrying or unknown:")
		for _, p := range r.Problems {
			fmt.Fprintf(w, "  %s %s %s after %d tries: %s\n", p.OrderNo, p.Kind, p.Status, p.Attempts, p.Error)
		}
	}
	return nil
}

// PreviewLine is one notice of an order: sent, queued or still to come.
type PreviewLine struct {
	At     time.Time // when it went, or will go (quiet hours counted)
	Kind   Kind
	Status string // sent, queued, failed, ... from the outbox; planned or off for one to come
	Text   string
	Note   string
}

// Preview lists an order's notices: those in the outbox as they stand, and
// the reminders still to come with today's figures, should nothing be paid.
func (s *Service) Preview(ctx context.Context, orderRef string) (loan.Order, []PreviewLine, error) {
	var id int64
	id, err := loan.OrderIDByRef(ctx, s.db, orderRef)
	if errors.Is(err, sql.ErrNoRows) {
		return loan.Order{}, nil, fault.New(fault.CodeNotFound, "No order "+orderRef+".")
	} else if err != nil {
		return loan.Order{}, nil, err
	}
	o, err := loan.OrderByID(ctx, s.db, id)
	if err != nil {
		return o, nil, err
	}
	p, err := s.prefsOf(ctx, s.db, o.UserID)
	if err != nil {
		return o, nil, err
	}
	var out []PreviewLine
	seen := map[string]bool{}
	rows, err := s.db.Query(ctx, `SELECT dedupe_key, kind, status, not_before, sent_at, body, last_error FROM notice_outbox WHERE order_id = ? ORDER BY id`, id)
	if err != nil {
		return o, nil, err
	}
	for rows.Next() {
		var l PreviewLine
		var k string
		var notBefore, sentAt int64
		if err := rows.Scan(&k, &l.Kind, &l.Status, &notBefore, &sentAt, &l.Text, &l.Note); err != nil {
			rows.Close()
			return o, nil, err
		}
		seen[k] = true
		l.At = store.Time(notBefore)
		if sentAt > 0 {
			l.At = store.Time(sentAt)
		}
		out = append(out, l)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return o, nil, err
	}
	now := s.clock.Now()
	for _, pl := range s.reminders(o) {
		if seen[pl.Key] || pl.At.Before(now) && !pl.Day.Equal(s.dateOf(now)) {
			continue
		}
		l := PreviewLine{Kind: pl.Kind, Status: "planned"}
		_, l.At = s.hours().allowed(pl.At, s.loc(), o.OverdueDays(pl.Day), p.AnyHour)
		text, err := s.render(ctx, row{Kind: pl.Kind, Day: pl.Day, Vars: pl.Vars, PlannedAt: pl.At}, o, p.Lang, pl.Day)
		if err != nil {
			l.Note = err.Error()
		}
		l.Text = text
		out = append(out, l)
	}
	slices.SortStableFunc(out, func(a, b PreviewLine) int { return a.At.Compare(b.At) })
	return o, out, nil
}

// WritePreview prints an order's notices.
func WritePreview(w io.Writer, o loan.Order, lines []PreviewLine, loc *time.Location) error {
	fmt.Fprintf(w, "Notices for order %s (%s)\n", o.No, o.Status)
	if len(lines) == 0 {
		fmt.Fprintln(w, "  none: the loan has not been disbursed, or nothing is left to remind")
		return nil
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "when\tkind\tstatus\ttext")
	for _, l := range lines {
		text := l.Text
		if l.Note != "" {
			text = strings.TrimSpace(text + " (" + l.Note + ")")
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", l.At.In(loc).Format("2006-01-02 15:04"), l.Kind, l.Status, text)
	}
	return tw.Flush()
}
