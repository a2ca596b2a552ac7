// Package storetest opens real databases for tests: SQLite always, and
// PostgreSQL too when KWARTA_TEST_POSTGRES names a server, each test in a
// fresh database that is dropped afterwards.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"kwarta/internal/store"
)

// Engines lists the engines this test run covers: "sqlite", and "postgres"
// when KWARTA_TEST_POSTGRES is set.
func Engines() []store.Dialect {
	if os.Getenv("KWARTA_TEST_POSTGRES") != "" {
		return []store.Dialect{store.SQLite, store.Postgres}
	}
	return []store.Dialect{store.SQLite}
}

// Each runs fn once per engine as a subtest named after the engine.
func Each(t *testing.T, fn func(t *testing.T, db *store.DB)) {
	t.Helper()
	for _, d := range Engines() {
		t.Run(string(d), func(t *testing.T) {
			fn(t, MustOpen(t, d))
		})
	}
}

// MustOpen opens a new, migrated database of dialect d that lives for the test.
func MustOpen(tb testing.TB, d store.Dialect) *store.DB {
	tb.Helper()
	return MustOpenWith(tb, d, store.Options{})
}

// MustOpenWith is MustOpen with tuned pools (the small-pool tests).
func MustOpenWith(tb testing.TB, d store.Dialect, o store.Options) *store.DB {
	tb.Helper()
	return MustOpenDSN(tb, DSN(tb, d), o)
}

// MustOpenDSN opens dsn (from DSN) for the test: a second instance on the
// same database opens it again.
func MustOpenDSN(tb testing.TB, dsn string, o store.Options) *store.DB {
	tb.Helper()
	d := store.SQLite
	if store.IsPostgres(dsn) {
		d = store.Postgres
	}
	db, err := store.OpenWith(context.Background(), dsn, o)
	if err != nil {
		tb.Fatalf("open %s: %v", d, err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

// DSN makes a fresh, empty database of dialect d for the test and returns
// its --db value; PostgreSQL databases are dropped when the test ends.
func DSN(tb testing.TB, d store.Dialect) string {
	tb.Helper()
	if d == store.SQLite {
		return filepath.Join(tb.TempDir(), "kwarta.db")
	}
	base := os.Getenv("KWARTA_TEST_POSTGRES")
	if base == "" {
		tb.Skip("KWARTA_TEST_POSTGRES not set")
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		tb.Fatalf("postgres: %v", err)
	}
	tb.Cleanup(func() { admin.Close() })
	buf := make([]byte, 6)
	_, _ = rand.Read(buf)
	name := "kwarta_test_" + hex.EncodeToString(buf)
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		tb.Fatalf("create database: %v", err)
	}
	tb.Cleanup(func() {
		_, _ = admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
	})
	u, err := url.Parse(base)
	if err != nil {
		tb.Fatalf("KWARTA_TEST_POSTGRES: %v", err)
	}
	u.Path = "/" + name
	return u.String()
}

// Count runs a COUNT(*) query for a test.
func Count(tb testing.TB, db *store.DB, q string, args ...any) int {
	tb.Helper()
	var n int
	if err := db.QueryRow(context.Background(), q, args...).Scan(&n); err != nil {
		tb.Fatal(err)
	}
	return n
}
