package store_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"

	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// Two transactions that lock two rows in opposite orders deadlock on
// PostgreSQL; the victim is run again, so both finish, and each did its
// work once (the victim's first attempt was rolled back whole).
func TestInTxRetry_Deadlock(t *testing.T) {
	if !contains(storetest.Engines(), store.Postgres) {
		t.Skip("no PostgreSQL (KWARTA_TEST_POSTGRES): SQLite has one writer and no deadlocks")
	}
	db := storetest.MustOpen(t, store.Postgres)
	ctx := context.Background()
	if _, err := db.Exec(ctx, `CREATE TABLE deadlock_rows (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(ctx, `INSERT INTO deadlock_rows (id, n) VALUES (1, 0), (2, 0)`); err != nil {
		t.Fatal(err)
	}
	var attempts atomic.Int32
	both := make(chan struct{})
	var once sync.Once
	var ready atomic.Int32
	run := func(first, second int) error {
		return db.InTxRetry(ctx, func(ctx context.Context, tx *store.Tx) error {
			attempts.Add(1)
			if _, err := tx.Exec(ctx, `UPDATE deadlock_rows SET n = n + 1 WHERE id = ?`, first); err != nil {
				return err
			}
			// The first attempts wait until both hold their first row.
			if ready.Add(1) <= 2 {
				if ready.Load() >= 2 {
					once.Do(func() { close(both) })
				}
				<-both
			}
			_, err := tx.Exec(ctx, `UPDATE deadlock_rows SET n = n + 10 WHERE id = ?`, second)
			return err
		})
	}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, order := range [][2]int{{1, 2}, {2, 1}} {
		wg.Add(1)
		go func() { defer wg.Done(); errs[i] = run(order[0], order[1]) }()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatalf("a transaction failed: %v", err)
		}
	}
	if n := attempts.Load(); n != 3 {
		t.Errorf("%d attempts, want 3 (the deadlock's victim ran again once)", n)
	}
	var a, b int
	if err := db.QueryRow(ctx, `SELECT (SELECT n FROM deadlock_rows WHERE id = 1), (SELECT n FROM deadlock_rows WHERE id = 2)`).Scan(&a, &b); err != nil {
		t.Fatal(err)
	}
	if a != 11 || b != 11 {
		t.Errorf("rows hold %d and %d, want 11 and 11 (each transaction's work once)", a, b)
	}
}
