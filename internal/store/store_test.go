package store_test

import (
	"context"
	"fmt"
	"testing"

	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

func TestRebind(t *testing.T) {
	got := store.Rebind(store.Postgres, `SELECT '?' , a FROM t WHERE b = ? AND c = ?`)
	if want := `SELECT '?' , a FROM t WHERE b = $1 AND c = $2`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := store.Rebind(store.SQLite, "a = ?"); got != "a = ?" {
		t.Errorf("sqlite changed: %q", got)
	}
}

func TestStore_Contract(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		id, err := store.InsertID(ctx, db, `INSERT INTO users (phone, name, created_at) VALUES (?, ?, ?)`, "+639170000099", "A", 1)
		if err != nil || id <= 0 {
			t.Fatalf("insert: %d %v", id, err)
		}
		_, err = store.InsertID(ctx, db, `INSERT INTO users (phone, name, created_at) VALUES (?, ?, ?)`, "+639170000099", "B", 2)
		if !store.IsUniqueViolation(err) {
			t.Errorf("duplicate phone: got %v, want a unique violation", err)
		}
		// A failed transaction keeps nothing.
		err = db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			if _, err := tx.Exec(ctx, `INSERT INTO users (phone, name, created_at) VALUES (?, ?, ?)`, "+639170000098", "C", 3); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `INSERT INTO users (phone, name, created_at) VALUES (?, ?, ?)`, "+639170000099", "D", 4)
			return err
		})
		if err == nil {
			t.Fatal("want the duplicate to fail the transaction")
		}
		var n int
		if err := db.QueryRow(ctx, `SELECT COUNT(*) FROM users`).Scan(&n); err != nil || n != 1 {
			t.Errorf("users = %d (%v), want 1 after rollback", n, err)
		}
		// Migrating again is a no-op.
		if err := db.Migrate(ctx); err != nil {
			t.Errorf("second migrate: %v", err)
		}
	})
}

func TestSetNextID(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		if err := store.SetNextID(ctx, db, "users", 80); err != nil {
			t.Fatal(err)
		}
		for _, want := range []int64{80, 81} {
			got, err := store.InsertID(ctx, db, `INSERT INTO users (phone, name, created_at) VALUES (?, '', 0)`, fmt.Sprintf("+6391700000%02d", want))
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("id = %d, want %d", got, want)
			}
		}
	})
}
