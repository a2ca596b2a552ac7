package store_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// A job's turn goes to exactly one of the instances asking at once (three
// handles on one PostgreSQL database, eight callers; one on SQLite); it
// stays taken while its run goes on, even past the next turn's moment;
// after the run the next opens at nine tenths of the interval; and the
// turn of an instance that died mid-run passes on when its lease does.
func TestTurns(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		dbs := []*store.DB{db}
		if db.Dialect() == store.Postgres {
			dsn := storetest.DSN(t, store.Postgres)
			dbs = nil
			for range 3 {
				dbs = append(dbs, storetest.MustOpenDSN(t, dsn, store.Options{}))
			}
			db = dbs[0] // a database of its own, shared by the three
		}
		var mu sync.Mutex
		now := time.Date(2026, 11, 2, 1, 0, 0, 0, time.UTC)
		clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
		advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
		const every = 10 * time.Second

		var took atomic.Int32
		ends := make(chan func(), 8)
		var wg sync.WaitGroup
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				end, ok, err := store.Turns(dbs[i%len(dbs)], clock)(ctx, "schedule", every)
				if err != nil {
					t.Error(err)
				}
				if ok {
					took.Add(1)
					ends <- end
				}
			}()
		}
		wg.Wait()
		if took.Load() != 1 {
			t.Fatalf("%d of 8 callers took the turn at once, want 1", took.Load())
		}
		end := <-ends
		ask := func(what string, want bool) func() {
			t.Helper()
			end, ok, err := store.Turns(dbs[len(dbs)-1], clock)(ctx, "schedule", every)
			if err != nil || ok != want {
				t.Fatalf("%s: took the turn %v (%v), want %v", what, ok, err, want)
			}
			return end
		}
		advance(20 * time.Second)
		ask("twice the interval later, the run still going", false)
		end()
		advance(8 * time.Second)
		ask("8 s after a run that started 28 s ago", true)() // next_at was passed during the run
		advance(8 * time.Second)
		ask("8 s after the last turn of a 10 s job", false)
		advance(time.Second)
		ask("9 s after", true) // and never ended: its instance died
		advance(30 * time.Second)
		ask("30 s into a dead instance's lease", false)
		advance(31 * time.Second)
		ask("past its lease", true)()
		if _, ok, _ := store.Turns(db, clock)(ctx, "notices", every); !ok {
			t.Error("another job waited for the schedule's turn")
		}

		turns, err := db.JobTurns(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(turns) != 2 || turns[1].Job != "schedule" || turns[1].Runs != 4 || turns[1].Holder != store.InstanceID() || !turns[1].ClaimedAt.Equal(clock()) {
			t.Errorf("job turns: %+v", turns)
		}
	})
}
