package store

import (
	"context"
	"time"
)

// CountRequest counts one call of scope from key in the fixed window of
// length window that holds now, and reports whether it is within limit
// (false: refuse the call). It is one guarded upsert on rate_counters, the
// table this file owns, so racing calls on several instances cannot slip
// past the limit. An empty key is never limited. Callers answer a refusal
// with fault.CodeTooMany and their own message.
func (db *DB) CountRequest(ctx context.Context, scope, key string, limit int, window time.Duration, now time.Time) (bool, error) {
	if key == "" {
		return true, nil
	}
	res, err := db.Exec(ctx, `INSERT INTO rate_counters (scope, key, window_start, n) VALUES (?, ?, ?, 1)
		ON CONFLICT (scope, key, window_start) DO UPDATE SET n = rate_counters.n + 1 WHERE rate_counters.n < ?`,
		scope, key, Millis(now.Truncate(window)), limit)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// SweepRequestCounts drops the request counts of windows that started
// before cutoff.
func (db *DB) SweepRequestCounts(ctx context.Context, cutoff time.Time) error {
	_, err := db.Exec(ctx, `DELETE FROM rate_counters WHERE window_start < ?`, Millis(cutoff))
	return err
}
