package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"time"
)

// turnLease is how long a job's turn stays taken past its instance's last
// word: a running turn renews it every turnRenew, so a long run (the
// schedule job's first of the day at a million orders takes minutes,
// docs/PERFORMANCE.md) keeps its turn, and the turn of an instance that
// died mid-run passes to another a minute later.
const (
	turnLease = time.Minute
	turnRenew = 15 * time.Second
)

// turnShare is the part of the interval after which the next turn opens:
// the instances' timers are out of step, and a turn opened a whole
// interval after the last would often wait for a second interval.
const turnShare = 9

// instanceID names this process among the instances sharing a database:
// host, process id and a random part (a restarted process may reuse a pid).
var instanceID = func() string {
	host, _ := os.Hostname()
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%s/%d/%s", host, os.Getpid(), hex.EncodeToString(b))
}()

// InstanceID is this process's name in job_turns.holder.
func InstanceID() string { return instanceID }

// Turns is how the periodic jobs (metrics.Every) take their turns on db,
// at now's moments: a job runs on the instance whose guarded update of
// job_turns takes the turn, when no run of it is in progress (or its
// lease passed) and nine tenths of the interval have gone since the last
// one started. On PostgreSQL racing instances meet on the row's lock and
// exactly one update matches; on SQLite there is one writer. While the run
// goes on its lease is renewed; end gives the turn back when it finishes.
func Turns(db *DB, now func() time.Time) func(ctx context.Context, job string, every time.Duration) (end func(), ok bool, err error) {
	return func(ctx context.Context, job string, every time.Duration) (func(), bool, error) {
		at := now()
		if _, err := db.Exec(ctx, `INSERT INTO job_turns (job, holder, claimed_at, busy_until, next_at, runs) VALUES (?, '', 0, 0, 0, 0)
			ON CONFLICT (job) DO NOTHING`, job); err != nil {
			return nil, false, err
		}
		res, err := db.Exec(ctx, `UPDATE job_turns SET holder = ?, claimed_at = ?, busy_until = ?, next_at = ?, runs = runs + 1
			WHERE job = ? AND next_at <= ? AND busy_until <= ?`,
			instanceID, Millis(at), Millis(at.Add(turnLease)), Millis(at.Add(every*turnShare/10)), job, Millis(at), Millis(at))
		if err != nil {
			return nil, false, err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return nil, false, err
		}
		mine := func(ctx context.Context, busyUntil int64) {
			_, _ = db.Exec(ctx, `UPDATE job_turns SET busy_until = ? WHERE job = ? AND holder = ? AND claimed_at = ?`,
				busyUntil, job, instanceID, Millis(at))
		}
		stop, stopped := make(chan struct{}), make(chan struct{})
		go func() {
			defer close(stopped)
			t := time.NewTicker(turnRenew)
			defer t.Stop()
			for {
				select {
				case <-stop:
					return
				case <-t.C:
					mine(ctx, Millis(now().Add(turnLease)))
				}
			}
		}()
		end := func() {
			close(stop)
			<-stopped
			// A fresh context: the run's may have ended with the server.
			ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer cancel()
			mine(ctx, 0)
		}
		return end, true, nil
	}
}

// JobTurn is one job's row of job_turns: who took its last turn, and how
// many turns were taken in all (kwarta's cluster test counts them).
type JobTurn struct {
	Job, Holder string
	ClaimedAt   time.Time
	Runs        int64
}

// JobTurns lists the jobs' turns, by job.
func (db *DB) JobTurns(ctx context.Context) ([]JobTurn, error) {
	rows, err := db.Query(ctx, `SELECT job, holder, claimed_at, runs FROM job_turns ORDER BY job`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []JobTurn
	for rows.Next() {
		var t JobTurn
		var at int64
		if err := rows.Scan(&t.Job, &t.Holder, &at, &t.Runs); err != nil {
			return nil, err
		}
		t.ClaimedAt = Time(at)
		out = append(out, t)
	}
	return out, rows.Err()
}
