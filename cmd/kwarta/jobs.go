package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"kwarta/internal/clock"
)

// jobsCommand runs `kwarta jobs run [--at RFC3339] [--db ...]`: the
// server's periodic jobs once each, in the order a day meets them, timing
// each (docs/PERFORMANCE.md): the loan schedule (due windows, overdue
// orders, late charges and the interest earned posted to the books,
// reminders queued, the worklist refreshed), collections (promises
// broken, the round-robin rule), the notices' delivery, the payments'
// reconciliation and the card debits whose answer was lost, asked about
// and settled (cardrepay.SettleDebits). --at runs them as of another moment (a later day, to
// time a day's first run).
func jobsCommand(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "run" {
		return errors.New("usage: kwarta jobs run [--at RFC3339] [--db ...]")
	}
	at, rest := valueFlag("at", args[1:])
	var clk clock.Clock = clock.Real{}
	if at != "" {
		t, err := time.Parse(time.RFC3339, at)
		if err != nil {
			return fmt.Errorf("--at: want a moment as RFC 3339 (2027-01-05T00:05:00+08:00), not %q", at)
		}
		clk = clock.NewManual(t)
	}
	app, done, err := openAppAt(ctx, rest, clk)
	if err != nil {
		return err
	}
	defer done()
	var total time.Duration
	step := func(name string, fn func() (string, error)) error {
		start := time.Now()
		what, err := fn()
		took := time.Since(start)
		total += took
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		fmt.Fprintf(stdout, "%-12s %10s  %s\n", name, took.Round(time.Millisecond), what)
		return nil
	}
	steps := []struct {
		name string
		fn   func() (string, error)
	}{
		{"schedule", func() (string, error) {
			r, err := app.Loans.RunSchedule(ctx, app.DB)
			return fmt.Sprintf("%d checked, %d due soon, %d overdue, %d skipped, %d day-total rows summed", r.Checked, r.DueSoon, r.Overdue, r.Skipped, r.Totals), err
		}},
		{"collections", func() (string, error) {
			broken, assigned, err := app.Collect.Run(ctx)
			return fmt.Sprintf("%d promises broken, %d accounts assigned", broken, assigned), err
		}},
		{"notices", func() (string, error) {
			r, err := app.Notices.Deliver(ctx)
			return fmt.Sprintf("%d sent, %d held, %d failed, %d skipped, %d expired", r.Sent, r.Held, r.Failed, r.Skipped, r.Expired), err
		}},
		{"payments", func() (string, error) {
			r, err := app.Repay.Reconcile(ctx)
			return fmt.Sprintf("%+v", r), err
		}},
		{"card debits", func() (string, error) {
			r, err := app.CardRepay.SettleDebits(ctx)
			return fmt.Sprintf("%+v", r), err
		}},
	}
	for _, s := range steps {
		if err := step(s.name, s.fn); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "%-12s %10s\n", "all", total.Round(time.Millisecond))
	return nil
}
