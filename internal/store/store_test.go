package store_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

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

// Marks spells a VALUES or IN list of placeholders, and a statement made
// with it runs; Vacuum runs outside a transaction on either engine (on
// SQLite it does nothing) and names a missing table on PostgreSQL.
func TestStore_MarksAndVacuum(t *testing.T) {
	for _, c := range []struct {
		n, k int
		want string
	}{{1, 1, "?"}, {3, 1, "?, ?, ?"}, {2, 2, "(?, ?), (?, ?)"}, {1, 3, "(?, ?, ?)"}} {
		if got := store.Marks(c.n, c.k); got != c.want {
			t.Errorf("Marks(%d, %d) = %q, want %q", c.n, c.k, got, c.want)
		}
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		if _, err := db.Exec(ctx, `INSERT INTO users (phone, name, created_at) VALUES `+store.Marks(2, 3), "+639170000001", "a", 0, "+639170000002", "b", 0); err != nil {
			t.Fatal(err)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM users WHERE phone IN (`+store.Marks(2, 1)+`)`, "+639170000001", "+639170000002"); n != 2 {
			t.Errorf("%d users, want 2", n)
		}
		if err := db.Vacuum(ctx, "users", "sessions"); err != nil {
			t.Errorf("vacuum: %v", err)
		}
		if err := db.Vacuum(ctx); err != nil {
			t.Errorf("vacuum of every table: %v", err)
		}
		if err := db.Vacuum(ctx, "no_such_table"); (err != nil) != (db.Dialect() == store.Postgres) {
			t.Errorf("vacuum of a missing table on %v: %v", db.Dialect(), err)
		}
	})
}

// TestStore_SecondConnectionRefused: inside a transaction the DB's own
// methods panic, so no code can hold one connection and wait for another.
func TestStore_SecondConnectionRefused(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		for name, use := range map[string]func(ctx context.Context){
			"QueryRow": func(ctx context.Context) { db.QueryRow(ctx, `SELECT 1`) },
			"Exec":     func(ctx context.Context) { _, _ = db.Exec(ctx, `SELECT 1`) },
			"InTx": func(ctx context.Context) {
				_ = db.InTx(ctx, func(context.Context, *store.Tx) error { return nil })
			},
			"InsertID": func(ctx context.Context) {
				_, _ = store.InsertID(ctx, db, `INSERT INTO users (phone, name, created_at) VALUES ('+639170000077', 'X', 1)`)
			},
		} {
			t.Run(name, func(t *testing.T) {
				var got any
				err := db.InTx(t.Context(), func(ctx context.Context, tx *store.Tx) error {
					defer func() { got = recover() }()
					use(ctx)
					return nil
				})
				if got != store.ErrSecondConnection {
					t.Errorf("panic = %v (err %v), want ErrSecondConnection", got, err)
				}
			})
		}
	})
}

// TestStore_ReadPoolIsReadOnly: on SQLite, reads outside a transaction use
// query-only connections, so a write slipped into Query fails instead of
// taking the write lock behind the writer's back.
func TestStore_ReadPoolIsReadOnly(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	_, err := db.Query(t.Context(), `INSERT INTO settings (key, value, updated_at) VALUES ('x', 'y', 1) RETURNING key`)
	if err == nil || !strings.Contains(err.Error(), "readonly") {
		t.Errorf("a write through the read pool: err = %v, want a read-only refusal", err)
	}
	if _, err := db.Exec(t.Context(), `INSERT INTO settings (key, value, updated_at) VALUES ('x', 'y', 1)`); err != nil {
		t.Errorf("Exec: %v", err)
	}
}

// TestStore_Cancel: a query ends when its context does (a client that went
// away), and on PostgreSQL the statement timeout ends a runaway one.
func TestStore_Cancel(t *testing.T) {
	slow := map[store.Dialect]string{
		store.SQLite:   `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT COUNT(*) FROM n`,
		store.Postgres: `SELECT pg_sleep(30)`,
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx, cancel := context.WithTimeout(t.Context(), 200*time.Millisecond)
		defer cancel()
		start := time.Now()
		var n int64
		err := db.QueryRow(ctx, slow[db.Dialect()]).Scan(&n)
		if err == nil || time.Since(start) > 5*time.Second {
			t.Errorf("a cancelled query returned %v after %s", err, time.Since(start))
		}
	})
	if !slices.Contains(storetest.Engines(), store.Postgres) {
		return
	}
	// Migrations run on a connection of their own, without the timeout: a
	// fresh database migrates even with a 1 ms limit on every statement.
	db := storetest.MustOpenWith(t, store.Postgres, store.Options{StatementTimeout: time.Millisecond})
	err := db.QueryRow(t.Context(), `SELECT pg_sleep(5)`).Scan(new(any))
	if err == nil || !strings.Contains(err.Error(), "57014") {
		t.Errorf("statement timeout: err = %v, want SQLSTATE 57014", err)
	}
}

// TestStore_Cached: a cached value is read once, dropped by Invalidate, and
// not kept when read inside a transaction.
func TestStore_Cached(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		loads := 0
		load := func(ctx context.Context, q store.Querier) (int, error) {
			loads++
			var n int
			return n, q.QueryRow(ctx, `SELECT COUNT(*) FROM users`).Scan(&n)
		}
		for i := 0; i < 3; i++ {
			if _, err := store.Cached(ctx, db, "users", load); err != nil {
				t.Fatal(err)
			}
		}
		if loads != 1 {
			t.Errorf("loads = %d, want 1", loads)
		}
		err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			if _, err := tx.Exec(ctx, `INSERT INTO users (phone, name, created_at) VALUES ('+639170000066', 'X', 1)`); err != nil {
				return err
			}
			store.Invalidate(tx, "users")
			n, err := store.Cached(ctx, tx, "users", load)
			if n != 1 {
				t.Errorf("inside the transaction: %d users, want 1", n)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if n, _ := store.Cached(ctx, db, "users", load); n != 1 || loads != 3 {
			t.Errorf("after commit: %d users after %d loads, want 1 after 3", n, loads)
		}
	})
}

// TestStore_CommitThen: a transaction whose fn returns CommitThen(err)
// keeps what it wrote and still fails the call with err; any other error
// rolls back.
func TestStore_CommitThen(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		refused := errors.New("refused")
		insert := func(phone string, result error) error {
			return db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
				if _, err := tx.Exec(ctx, `INSERT INTO users (phone, name, created_at) VALUES (?, ?, ?)`, phone, "T", 1); err != nil {
					return err
				}
				return result
			})
		}
		if err := insert("+639170000081", store.CommitThen(refused)); !errors.Is(err, refused) {
			t.Fatalf("CommitThen: err = %v, want refused", err)
		}
		if err := insert("+639170000082", refused); !errors.Is(err, refused) {
			t.Fatalf("plain error: err = %v, want refused", err)
		}
		for phone, want := range map[string]int{"+639170000081": 1, "+639170000082": 0} {
			var n int
			if err := db.QueryRow(ctx, `SELECT COUNT(*) FROM users WHERE phone = ?`, phone).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n != want {
				t.Errorf("%s: %d rows, want %d", phone, n, want)
			}
		}
	})
}

// AfterCommit runs what it is given once the transaction commits, and
// never when it rolls back.
func TestStore_AfterCommit(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	ran := map[string]bool{}
	for name, result := range map[string]error{"committed": nil, "rolled back": errors.New("refused")} {
		_ = db.InTx(t.Context(), func(ctx context.Context, tx *store.Tx) error {
			tx.AfterCommit(func() { ran[name] = true })
			if ran[name] {
				t.Errorf("%s: ran before the commit", name)
			}
			return result
		})
	}
	if !ran["committed"] || ran["rolled back"] {
		t.Errorf("ran: %v", ran)
	}
}
