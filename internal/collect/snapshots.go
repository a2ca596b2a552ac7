package collect

import (
	"context"
	"errors"
	"time"

	"kwarta/internal/store"
)

// SnapshotLine is one order in a month-end snapshot (collection_snapshots):
// its product, the month it was disbursed (YYYY-MM, market time), the
// principal lent, the principal the books still carry on the month's last
// day, the days past due and whether it was written off by then.
type SnapshotLine struct {
	OrderID              int64
	ProductID            int64
	DisbursedMonth       string
	PrincipalDisbursed   int64
	PrincipalOutstanding int64
	DaysPastDue          int
	WrittenOff           bool
}

// Book computes a month-end snapshot's lines for monthEnd (the month's last
// calendar date, midnight UTC) in q. Collections does not read the orders
// or the books itself: internal/report's SnapshotBook does, and
// server.NewApp hands it over (SetBook).
type Book func(ctx context.Context, q store.Querier, monthEnd time.Time) ([]SnapshotLine, error)

// SetBook gives the service the function that computes the snapshots'
// lines; without one the job writes no snapshot.
func (s *Service) SetBook(b Book) { s.book = b }

// MonthEnd is the last calendar date (midnight UTC) of the month holding d.
func MonthEnd(d time.Time) time.Time {
	return time.Date(d.Year(), d.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 1, -1)
}

// HasSnapshot tells whether the snapshot of monthEnd has been written.
func (s *Service) HasSnapshot(ctx context.Context, q store.Querier, monthEnd time.Time) (bool, error) {
	var n int64
	err := q.QueryRow(ctx, `SELECT COUNT(*) FROM collection_snapshots WHERE month_end = ?`, store.Millis(MonthEnd(monthEnd))).Scan(&n)
	return n > 0, err
}

// Snapshot writes the month-end snapshot of the month holding monthEnd,
// unless it is there already: the lines are computed by the Book and
// inserted in one transaction, each once (a second writer, another
// instance or a second run, adds nothing). It says how many lines it
// wrote.
func (s *Service) Snapshot(ctx context.Context, monthEnd time.Time) (int, error) {
	if s.book == nil {
		return 0, errors.New("collect: no snapshot book (SetBook)")
	}
	end := MonthEnd(monthEnd)
	written := 0
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if has, err := s.HasSnapshot(ctx, tx, end); err != nil || has {
			return err
		}
		lines, err := s.book(ctx, tx, end)
		if err != nil {
			return err
		}
		now := store.Millis(s.clock.Now())
		for _, l := range lines {
			wo := 0
			if l.WrittenOff {
				wo = 1
			}
			res, err := tx.Exec(ctx, `INSERT INTO collection_snapshots (month_end, order_id, product_id, disbursed_month, principal_disbursed,
				principal_outstanding, days_past_due, written_off, taken_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (month_end, order_id) DO NOTHING`,
				store.Millis(end), l.OrderID, l.ProductID, l.DisbursedMonth, l.PrincipalDisbursed, l.PrincipalOutstanding, l.DaysPastDue, wo, now)
			if err != nil {
				return err
			}
			if k, _ := res.RowsAffected(); k > 0 {
				written++
			}
		}
		return nil
	})
	return written, err
}

// snapshotDue writes the previous month's snapshot on the job's first run
// in a month (market calendar), once: a month already written, here or by
// another instance, is remembered and skipped.
func (s *Service) snapshotDue(ctx context.Context) (int, error) {
	if s.book == nil {
		return 0, nil
	}
	today := s.today()
	prev := time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, -1)
	s.snapMu.Lock()
	defer s.snapMu.Unlock()
	if s.snapDone.Equal(prev) {
		return 0, nil
	}
	n, err := s.Snapshot(ctx, prev)
	if err == nil {
		s.snapDone = prev
	}
	return n, err
}
