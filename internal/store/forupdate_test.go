package store_test

import (
	"context"
	"testing"
	"time"

	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestForUpdate: two writers that each read a figure and then write from
// it (the interest an order has recognised, read by a payment and by the
// schedule job's look) come one after the other when the read holds the
// row (store.ForUpdate): the second reads what the first wrote. Without
// it, on PostgreSQL both read 0 and the second writes 1 over the first's
// 1: the lost update that posted an order's interest twice.
func TestForUpdate(t *testing.T) {
	for _, engine := range storetest.Engines() {
		t.Run(string(engine), func(t *testing.T) {
			db := storetest.MustOpen(t, engine)
			ctx := context.Background()
			if _, err := db.Exec(ctx, `CREATE TABLE held_rows (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)`); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Exec(ctx, `INSERT INTO held_rows (id, n) VALUES (1, 0)`); err != nil {
				t.Fatal(err)
			}
			readThenAdd := func(read chan<- struct{}, hold time.Duration) error {
				return db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
					var n int
					if err := tx.QueryRow(ctx, `SELECT n FROM held_rows WHERE id = 1`+store.ForUpdate(tx)).Scan(&n); err != nil {
						return err
					}
					if read != nil {
						close(read)
					}
					time.Sleep(hold) // the first writer works on what it read
					_, err := tx.Exec(ctx, `UPDATE held_rows SET n = ? WHERE id = 1`, n+1)
					return err
				})
			}
			first := make(chan struct{})
			done := make(chan error, 1)
			go func() { done <- readThenAdd(first, 300*time.Millisecond) }()
			<-first
			if err := readThenAdd(nil, 0); err != nil {
				t.Fatal(err)
			}
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			var n int
			if err := db.QueryRow(ctx, `SELECT n FROM held_rows WHERE id = 1`).Scan(&n); err != nil || n != 2 {
				t.Fatalf("n = %d (%v), want 2: the second writer read before the first wrote", n, err)
			}
			if got := store.ForUpdate(db); got != "" {
				t.Errorf("ForUpdate outside a transaction = %q", got)
			}
		})
	}
}
