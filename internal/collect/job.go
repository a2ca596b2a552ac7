package collect

import (
	"context"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/metrics"
	"kwarta/internal/store"
)

// Run is collections' part of the daily work, run beside the loan
// schedule: promises whose day ended unpaid break (their accounts go to
// the head of the worklist), then the round-robin rule, when on, shares
// the accounts nobody holds; on the first run of a month it writes the
// previous month's snapshot (snapshots.go). It says how many broke and
// were assigned.
func (s *Service) Run(ctx context.Context) (broken, assigned int, err error) {
	if broken, err = s.BreakPromises(ctx); err != nil {
		return broken, 0, err
	}
	a, err := s.AutoAssign(ctx)
	if err != nil {
		return broken, len(a), err
	}
	_, err = s.snapshotDue(ctx)
	return broken, len(a), err
}

// RunEvery runs Run now and then every interval until ctx ends; failures
// are logged and tried again on the next run.
func (s *Service) RunEvery(ctx context.Context, interval time.Duration) {
	metrics.Every(ctx, "collections", interval, store.Turns(s.db, clock.Wall(s.clock).Now), func(ctx context.Context) (int, error) {
		broken, assigned, err := s.Run(ctx)
		if err != nil && ctx.Err() == nil {
			s.log.Error("collections job", "error", err)
		} else if broken > 0 || assigned > 0 {
			s.log.Info("collections job", "promises_broken", broken, "assigned", assigned)
		}
		return broken + assigned, err
	})
}
