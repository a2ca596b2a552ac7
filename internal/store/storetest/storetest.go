// Package storetest opens real databases for tests: SQLite always, and
// PostgreSQL too when KWARTA_TEST_POSTGRES names a server, each test in a
// database of its own that no other test sees while it runs.
//
// A migrated database is a copy of a template that the test process
// migrated once (an SQLite file copied, a PostgreSQL database created
// with TEMPLATE): migrating 46 files under the race detector took about 2
// seconds a test, most of the Go tests' time (docs/ENGINEERING.md, "The
// tests' time"). A PostgreSQL database a test has finished with is
// emptied back to the template's rows and given to the process's next
// test (pool.go). A package whose tests use PostgreSQL calls Run from its
// TestMain, which drops the process's databases at the end; a test in
// this package fails when one does not.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"kwarta/internal/store"
)

// Engines lists the engines this test run covers: "sqlite", and "postgres"
// when KWARTA_TEST_POSTGRES is set. KWARTA_TEST_ENGINES ("sqlite" or
// "postgres") narrows that to one, so that each engine can have a run of
// its own (docs/ENGINEERING.md, "The tests' time").
func Engines() []store.Dialect {
	all := []store.Dialect{store.SQLite}
	if os.Getenv("KWARTA_TEST_POSTGRES") != "" {
		all = append(all, store.Postgres)
	}
	only := os.Getenv("KWARTA_TEST_ENGINES")
	if only == "" {
		return all
	}
	var out []store.Dialect
	for _, d := range all {
		if slices.Contains(strings.Split(only, ","), string(d)) {
			out = append(out, d)
		}
	}
	return out
}

// skipUncovered skips the test when its engine d is not in this run.
func skipUncovered(tb testing.TB, d store.Dialect) {
	tb.Helper()
	if !slices.Contains(Engines(), d) {
		if d == store.Postgres && os.Getenv("KWARTA_TEST_POSTGRES") == "" {
			tb.Skip("KWARTA_TEST_POSTGRES not set")
		}
		tb.Skipf("%s is not in KWARTA_TEST_ENGINES=%s", d, os.Getenv("KWARTA_TEST_ENGINES"))
	}
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
	return MustOpenDSN(tb, MigratedDSN(tb, d), o)
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
	opened.Store(db, dsn)
	tb.Cleanup(func() {
		opened.Delete(db)
		db.Close()
	})
	return db
}

// DSN makes a fresh, empty database of dialect d for the test and returns
// its --db value; PostgreSQL databases are dropped when the test ends.
func DSN(tb testing.TB, d store.Dialect) string {
	tb.Helper()
	skipUncovered(tb, d)
	if d == store.SQLite {
		return filepath.Join(tb.TempDir(), "kwarta.db")
	}
	return createDatabase(tb, os.Getenv("KWARTA_TEST_POSTGRES"), "")
}

// MigratedDSN makes a fresh database of dialect d with every migration
// applied, a copy of the process's template, and returns its --db value;
// PostgreSQL databases are dropped when the test ends. Opening it
// migrates nothing.
func MigratedDSN(tb testing.TB, d store.Dialect) string {
	tb.Helper()
	skipUncovered(tb, d)
	if d == store.SQLite {
		image, err := sqliteImage()
		if err != nil {
			tb.Fatalf("sqlite template: %v", err)
		}
		path := filepath.Join(tb.TempDir(), "kwarta.db")
		if err := os.WriteFile(path, image, 0o600); err != nil {
			tb.Fatal(err)
		}
		return path
	}
	base := os.Getenv("KWARTA_TEST_POSTGRES")
	if !running {
		// Without Run there is nobody to drop a template at the end:
		// an empty database, migrated when it is opened.
		return DSN(tb, d)
	}
	tmpl, err := postgresTemplate(base)
	if err != nil {
		tb.Fatalf("postgres template: %v", err)
	}
	if !pgTemplate.seed.reusable {
		return createDatabase(tb, base, "TEMPLATE "+tmpl)
	}
	name, ok := pgPool.take()
	if !ok {
		name = "kwarta_test_" + randomHex()
		if err := adminExec(base, "CREATE DATABASE "+name+" TEMPLATE "+tmpl); err != nil {
			tb.Fatalf("create database: %v", err)
		}
	}
	dsn, err := withDatabase(base, name)
	if err != nil {
		tb.Fatalf("KWARTA_TEST_POSTGRES: %v", err)
	}
	tb.Cleanup(func() { giveBack(base, name, dsn) })
	return dsn
}

// Run runs the package's tests (from TestMain) and then drops the
// PostgreSQL template database they made, if any; it returns m.Run's exit
// code.
func Run(m *testing.M) int {
	running = true
	code := m.Run()
	for _, name := range pgPool.drain() {
		if err := adminExec(pgTemplate.base, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			fmt.Fprintln(os.Stderr, "storetest: drop a test database:", err)
		}
	}
	if err := dropPostgresTemplate(); err != nil {
		fmt.Fprintln(os.Stderr, "storetest: drop the template database:", err)
		if code == 0 {
			code = 1
		}
	}
	return code
}

// running is set by Run: a template database will be dropped.
var running bool

// sqliteImage is the bytes of a migrated SQLite database file, made once
// per process.
var sqliteImage = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "kwarta-template-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "kwarta.db")
	db, err := store.Open(context.Background(), path)
	if err != nil {
		return nil, err
	}
	// Everything into the main file, so that the file alone is the database.
	_, err = db.Exec(context.Background(), `PRAGMA wal_checkpoint(TRUNCATE)`)
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, err
	}
	if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
		return nil, fmt.Errorf("the write-ahead log kept %d bytes after a checkpoint", wal.Size())
	}
	return os.ReadFile(path)
})

// The PostgreSQL template: made once per process, by the first test that
// asks, and dropped by Run.
var pgTemplate struct {
	mu    sync.Mutex
	base  string
	name  string
	err   error
	tried bool
	seed  templateSeed
}

func postgresTemplate(base string) (string, error) {
	pgTemplate.mu.Lock()
	defer pgTemplate.mu.Unlock()
	if pgTemplate.tried {
		return pgTemplate.name, pgTemplate.err
	}
	pgTemplate.tried = true
	pgTemplate.base = base
	name := "kwarta_test_template_" + randomHex()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		pgTemplate.err = err
		return "", err
	}
	defer admin.Close()
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		pgTemplate.err = err
		return "", err
	}
	pgTemplate.name = name // from here on Run drops it
	dsn, err := withDatabase(base, name)
	if err == nil {
		var db *store.DB
		if db, err = store.Open(context.Background(), dsn); err == nil {
			err = db.Close()
		}
	}
	if err == nil {
		pgTemplate.seed, err = readSeed(dsn)
	}
	if err == nil {
		// Nobody may be connected to a template while it is copied.
		_, err = admin.Exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, name)
	}
	pgTemplate.err = err
	return name, err
}

func dropPostgresTemplate() error {
	pgTemplate.mu.Lock()
	defer pgTemplate.mu.Unlock()
	if pgTemplate.name == "" {
		return nil
	}
	admin, err := sql.Open("pgx", pgTemplate.base)
	if err != nil {
		return err
	}
	defer admin.Close()
	_, err = admin.Exec("DROP DATABASE IF EXISTS " + pgTemplate.name + " WITH (FORCE)")
	return err
}

// adminExec runs one statement on the server base names.
func adminExec(base, stmt string) error {
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return err
	}
	defer admin.Close()
	_, err = admin.Exec(stmt)
	return err
}

// createDatabase makes a database on the server base names (CREATE
// DATABASE with clause), dropped when the test ends, and returns its URL.
func createDatabase(tb testing.TB, base, clause string) string {
	tb.Helper()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		tb.Fatalf("postgres: %v", err)
	}
	tb.Cleanup(func() { admin.Close() })
	name := "kwarta_test_" + randomHex()
	if _, err := admin.Exec("CREATE DATABASE " + name + " " + clause); err != nil {
		tb.Fatalf("create database: %v", err)
	}
	tb.Cleanup(func() {
		_, _ = admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
	})
	dsn, err := withDatabase(base, name)
	if err != nil {
		tb.Fatalf("KWARTA_TEST_POSTGRES: %v", err)
	}
	return dsn
}

// withDatabase is the URL base with its database replaced by name.
func withDatabase(base, name string) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	return u.String(), nil
}

func randomHex() string {
	buf := make([]byte, 6)
	_, _ = rand.Read(buf)
	return hex.EncodeToString(buf)
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
