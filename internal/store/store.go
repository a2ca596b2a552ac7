// Package store opens Kwarta's database (SQLite by default, PostgreSQL when a
// postgres:// URL is given), applies the embedded migrations, and offers one
// query surface whose SQL is written once with ? placeholders for both engines.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	_ "modernc.org/sqlite"             // registers the "sqlite" driver
)

// Dialect names the SQL engine behind a DB.
type Dialect string

// The two engines Kwarta runs on.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// ErrNotFound is returned by lookups that find no row.
var ErrNotFound = errors.New("not found")

// Querier is what storage helpers take, so they run inside or outside a transaction.
type Querier interface {
	Exec(ctx context.Context, query string, args ...any) (sql.Result, error)
	Query(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRow(ctx context.Context, query string, args ...any) *sql.Row
	Dialect() Dialect
}

// DB is an open database with its dialect.
type DB struct {
	sql     *sql.DB
	dialect Dialect
}

// IsPostgres tells whether a --db value selects PostgreSQL.
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Open connects to dsn (a file path for SQLite, a postgres:// URL for
// PostgreSQL) and applies every pending migration.
func Open(ctx context.Context, dsn string) (*DB, error) {
	db, err := connect(ctx, dsn)
	if err != nil {
		return nil, err
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

func connect(ctx context.Context, dsn string) (*DB, error) {
	var (
		conn    *sql.DB
		dialect Dialect
		err     error
	)
	if IsPostgres(dsn) {
		dialect = Postgres
		conn, err = sql.Open("pgx", dsn)
		if err == nil {
			conn.SetMaxOpenConns(20)
			conn.SetConnMaxIdleTime(5 * time.Minute)
		}
	} else {
		dialect = SQLite
		if dsn != ":memory:" {
			if dir := filepath.Dir(dsn); dir != "." {
				if err := os.MkdirAll(dir, 0o750); err != nil {
					return nil, fmt.Errorf("create database folder: %w", err)
				}
			}
		}
		// WAL for concurrent readers, foreign keys on, a busy timeout, and
		// immediate transactions so two writers queue instead of deadlocking.
		conn, err = sql.Open("sqlite", "file:"+dsn+
			"?_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=synchronous(NORMAL)&_txlock=immediate")
		if err == nil && dsn == ":memory:" {
			conn.SetMaxOpenConns(1)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", dialect, err)
	}
	if err := conn.PingContext(ctx); err != nil {
		conn.Close()
		return nil, fmt.Errorf("connect to %s: %w", dialect, err)
	}
	return &DB{sql: conn, dialect: dialect}, nil
}

// Close closes the connection pool.
func (db *DB) Close() error { return db.sql.Close() }

// Dialect tells which engine this is.
func (db *DB) Dialect() Dialect { return db.dialect }

// Ping checks the database answers, for the readiness probe.
func (db *DB) Ping(ctx context.Context) error { return db.sql.PingContext(ctx) }

// Exec runs a statement written with ? placeholders.
func (db *DB) Exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return db.sql.ExecContext(ctx, Rebind(db.dialect, q), args...)
}

// Query runs a query written with ? placeholders.
func (db *DB) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return db.sql.QueryContext(ctx, Rebind(db.dialect, q), args...)
}

// QueryRow runs a one-row query written with ? placeholders.
func (db *DB) QueryRow(ctx context.Context, q string, args ...any) *sql.Row {
	return db.sql.QueryRowContext(ctx, Rebind(db.dialect, q), args...)
}

// Tx is a transaction with the same query surface as DB.
type Tx struct {
	tx      *sql.Tx
	dialect Dialect
}

// Dialect tells which engine this is.
func (tx *Tx) Dialect() Dialect { return tx.dialect }

// Exec runs a statement written with ? placeholders.
func (tx *Tx) Exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return tx.tx.ExecContext(ctx, Rebind(tx.dialect, q), args...)
}

// Query runs a query written with ? placeholders.
func (tx *Tx) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return tx.tx.QueryContext(ctx, Rebind(tx.dialect, q), args...)
}

// QueryRow runs a one-row query written with ? placeholders.
func (tx *Tx) QueryRow(ctx context.Context, q string, args ...any) *sql.Row {
	return tx.tx.QueryRowContext(ctx, Rebind(tx.dialect, q), args...)
}

// InTx runs fn in a transaction, committing when fn returns nil and rolling
// back otherwise, so a failed call loses nothing that was already saved.
func (db *DB) InTx(ctx context.Context, fn func(tx *Tx) error) error {
	sqlTx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer sqlTx.Rollback() //nolint:errcheck // a no-op after Commit
	if err := fn(&Tx{tx: sqlTx, dialect: db.dialect}); err != nil {
		return err
	}
	return sqlTx.Commit()
}

// InsertID runs an INSERT ... RETURNING id and returns the new id.
func InsertID(ctx context.Context, q Querier, query string, args ...any) (int64, error) {
	var id int64
	err := q.QueryRow(ctx, query+" RETURNING id", args...).Scan(&id)
	return id, err
}

// Rebind rewrites ? placeholders to $1, $2, ... for PostgreSQL, leaving
// question marks inside quoted strings alone.
func Rebind(d Dialect, q string) string {
	if d != Postgres || !strings.Contains(q, "?") {
		return q
	}
	var b strings.Builder
	b.Grow(len(q) + 8)
	n := 0
	inQuote := false
	for i := 0; i < len(q); i++ {
		c := q[i]
		switch {
		case c == '\'':
			inQuote = !inQuote
			b.WriteByte(c)
		case c == '?' && !inQuote:
			n++
			fmt.Fprintf(&b, "$%d", n)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// IsUniqueViolation tells whether err is a unique-constraint failure on either engine.
func IsUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23505"
	}
	return strings.Contains(err.Error(), "UNIQUE constraint failed")
}

// Millis stores a time as UTC Unix milliseconds, the one time format in the database.
func Millis(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

// Time reads a time stored by Millis.
func Time(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms).UTC()
}
