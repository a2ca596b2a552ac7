// Package store opens Kwarta's database (SQLite by default, PostgreSQL when a
// postgres:// URL is given), applies the embedded migrations, and offers one
// query surface whose SQL is written once with ? placeholders for both engines.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
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
	// owner is the database, for its cache (see Cached).
	owner() *DB
}

// DB is an open database with its dialect. Reads outside a transaction go to
// the read pool, writes and transactions to the write pool: on SQLite these
// are a pool of read-only connections and the one writer connection, so
// reads never queue behind a write and writers never meet SQLITE_BUSY; on
// PostgreSQL both are the same pool.
type DB struct {
	read, write *sql.DB
	// health is a one-connection pool of its own for the readiness probe,
	// so /healthz tells whether the database answers, not how long the
	// queue for the busy pools is.
	health  *sql.DB
	dialect Dialect
	cache   caches
	stmts   statements
	// dsn is the database as given (a PostgreSQL URL, an SQLite file):
	// migrations open a PostgreSQL connection of their own on it, without
	// the statement timeout, and a backup an SQLite one.
	dsn string
}

// Options tune the connection pools; zero values take the defaults.
type Options struct {
	// MaxConns is the PostgreSQL pool's size, or SQLite's number of reader
	// connections (SQLite always has one writer connection besides).
	MaxConns int
	// StatementTimeout ends a PostgreSQL statement that runs longer
	// (statement_timeout); 0 takes DefaultStatementTimeout.
	StatementTimeout time.Duration
}

// Defaults of Options.
const (
	DefaultPostgresConns    = 20
	DefaultStatementTimeout = 10 * time.Second
)

// DefaultSQLiteReaders is the SQLite read pool's default size: enough
// readers to keep every core busy while others wait on the disk.
func DefaultSQLiteReaders() int { return max(4, 2*runtime.NumCPU()) }

// IsPostgres tells whether a --db value selects PostgreSQL.
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Open connects to dsn (a file path for SQLite, a postgres:// URL for
// PostgreSQL) with the default pools and applies every pending migration.
func Open(ctx context.Context, dsn string) (*DB, error) {
	return OpenWith(ctx, dsn, Options{})
}

// OpenWith is Open with tuned pools.
func OpenWith(ctx context.Context, dsn string, o Options) (*DB, error) {
	db, err := connect(ctx, dsn, o)
	if err != nil {
		return nil, err
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

func connect(ctx context.Context, dsn string, o Options) (*DB, error) {
	db, err := openPools(dsn, o)
	if err != nil {
		return nil, err
	}
	for _, p := range db.pools() {
		if err := p.PingContext(ctx); err != nil {
			db.Close()
			return nil, fmt.Errorf("connect to %s: %w", db.dialect, err)
		}
	}
	return db, nil
}

func openPools(dsn string, o Options) (*DB, error) {
	if IsPostgres(dsn) {
		conn, err := sql.Open("pgx", postgresDSN(dsn, o))
		if err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		n := o.MaxConns
		if n <= 0 {
			n = DefaultPostgresConns
		}
		conn.SetMaxOpenConns(n)
		conn.SetMaxIdleConns(n)
		conn.SetConnMaxIdleTime(5 * time.Minute)
		health, err := sql.Open("pgx", postgresDSN(dsn, Options{StatementTimeout: 5 * time.Second}))
		if err != nil {
			conn.Close()
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		health.SetMaxOpenConns(1)
		return &DB{read: conn, write: conn, health: health, dialect: Postgres, dsn: dsn}, nil
	}
	if dsn != ":memory:" {
		if dir := filepath.Dir(dsn); dir != "." {
			if err := os.MkdirAll(dir, 0o750); err != nil {
				return nil, fmt.Errorf("create database folder: %w", err)
			}
		}
	}
	// Every connection: foreign keys on, and a busy timeout for the rare
	// wait on another process (an operator command on the same file).
	common := "file:" + dsn + "?_pragma=foreign_keys(1)&_pragma=busy_timeout(10000)"
	// The writer: WAL, and synchronous=FULL so a committed payment or
	// order change survives a power cut, not only a crash. Its
	// transactions are immediate: they take the write lock when they begin.
	write, err := sql.Open("sqlite", common+"&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_txlock=immediate")
	if err != nil {
		return nil, fmt.Errorf("open sqlite: %w", err)
	}
	write.SetMaxOpenConns(1)
	write.SetMaxIdleConns(1)
	write.SetConnMaxIdleTime(0)
	if dsn == ":memory:" { // each connection would be its own database
		return &DB{read: write, write: write, dialect: SQLite}, nil
	}
	// The readers see committed data through WAL without blocking the
	// writer or each other, and cannot write by mistake.
	read, err := sql.Open("sqlite", common+"&_pragma=query_only(1)")
	if err != nil {
		write.Close()
		return nil, fmt.Errorf("open sqlite: %w", err)
	}
	n := o.MaxConns
	if n <= 0 {
		n = DefaultSQLiteReaders()
	}
	read.SetMaxOpenConns(n)
	read.SetMaxIdleConns(n)
	health, err := sql.Open("sqlite", common+"&_pragma=query_only(1)")
	if err != nil {
		write.Close()
		read.Close()
		return nil, fmt.Errorf("open sqlite: %w", err)
	}
	health.SetMaxOpenConns(1)
	return &DB{read: read, write: write, health: health, dialect: SQLite, dsn: dsn}, nil
}

// postgresDSN adds the statement timeout to a PostgreSQL URL (as a
// run-time parameter of every connection), unless the URL sets one, and an
// idle-in-transaction timeout, so a stuck client cannot hold locks forever.
// It turns JIT compilation off unless the URL turns it on: every query
// here is a short one, and on tables not yet analyzed (after a bulk load)
// the planner's guesses made PostgreSQL compile the ledger's per-row
// checks, 30 ms each (docs/PERFORMANCE.md, "At a million orders").
func postgresDSN(dsn string, o Options) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return dsn
	}
	q := u.Query()
	timeout := o.StatementTimeout
	if timeout <= 0 {
		timeout = DefaultStatementTimeout
	}
	if q.Get("statement_timeout") == "" {
		q.Set("statement_timeout", strconv.FormatInt(timeout.Milliseconds(), 10))
	}
	if q.Get("jit") == "" {
		q.Set("jit", "off")
	}
	if q.Get("idle_in_transaction_session_timeout") == "" {
		q.Set("idle_in_transaction_session_timeout", strconv.FormatInt(2*timeout.Milliseconds(), 10))
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// migrationDSN is a PostgreSQL URL for running migrations: no statement
// timeout, since a migration may rightly take longer than any page's query.
func migrationDSN(dsn string) string {
	u, err := url.Parse(postgresDSN(dsn, Options{}))
	if err != nil {
		return dsn
	}
	q := u.Query()
	q.Set("statement_timeout", "0")
	u.RawQuery = q.Encode()
	return u.String()
}

func (db *DB) pools() []*sql.DB {
	out := []*sql.DB{db.write}
	if db.read != db.write {
		out = append(out, db.read)
	}
	if db.health != nil {
		out = append(out, db.health)
	}
	return out
}

// Close closes the connection pools.
func (db *DB) Close() error {
	errs := []error{db.stmts.close()}
	for _, p := range db.pools() {
		errs = append(errs, p.Close())
	}
	return errors.Join(errs...)
}

// Dialect tells which engine this is.
func (db *DB) Dialect() Dialect { return db.dialect }

// Vacuum has PostgreSQL tidy tables (VACUUM (ANALYZE), outside any
// transaction; every table when none is named) after a job rewrote or
// added many of their rows. Until its autovacuum comes by, minutes later,
// the planner plans on guesses and the index-only scans the console's
// lists and counts rely on read each new or rewritten row again: at a
// million orders the dashboard took 1.1 s instead of 0.2 s right after
// the schedule job's first run of the day, and the collection efficiency
// 1.2 s instead of 77 ms right after the fill at scale. SQLite plans
// well without statistics and its readers need nothing of the kind.
func (db *DB) Vacuum(ctx context.Context, tables ...string) error {
	if db.dialect != Postgres {
		return nil
	}
	_, err := db.write.ExecContext(ctx, strings.TrimSpace(`VACUUM (ANALYZE) `+strings.Join(tables, ", ")))
	return err
}

func (db *DB) owner() *DB { return db }

// Ping checks the database answers, for the readiness probe: a query on
// the probe's own connection (a ping alone would not reach an SQLite file).
func (db *DB) Ping(ctx context.Context) error {
	outside(ctx)
	p := db.health
	if p == nil {
		p = db.read
	}
	var one int
	return p.QueryRowContext(ctx, `SELECT 1`).Scan(&one)
}

// Stats reports the pools' use, for metrics and tests: the write pool's,
// and the read pool's (the same on PostgreSQL).
func (db *DB) Stats() (write, read sql.DBStats) { return db.write.Stats(), db.read.Stats() }

// Exec runs a statement written with ? placeholders on the write pool.
func (db *DB) Exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	outside(ctx)
	if st := db.preparedWrite(ctx, q); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return db.write.ExecContext(ctx, Rebind(db.dialect, q), args...)
}

// Query runs a read written with ? placeholders on the read pool.
func (db *DB) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	outside(ctx)
	if st := db.prepared(ctx, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return db.read.QueryContext(ctx, Rebind(db.dialect, q), args...)
}

// QueryRow runs a one-row read written with ? placeholders on the read
// pool; a statement that writes (INSERT ... RETURNING) goes through
// InsertID or a transaction instead.
func (db *DB) QueryRow(ctx context.Context, q string, args ...any) *sql.Row {
	outside(ctx)
	if st := db.prepared(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return db.read.QueryRowContext(ctx, Rebind(db.dialect, q), args...)
}

// Tx is a transaction with the same query surface as DB.
type Tx struct {
	tx      *sql.Tx
	db      *DB
	dialect Dialect
	// invalidate lists the cache keys to drop again once committed.
	invalidate []string
	// committed are what runs once the transaction commits (AfterCommit).
	committed []func()
	// unprepared lists the statements run without a cached statement, to
	// prepare once the transaction ends.
	unprepared []string
}

// Dialect tells which engine this is.
func (tx *Tx) Dialect() Dialect { return tx.dialect }

func (tx *Tx) owner() *DB { return tx.db }

// Exec runs a statement written with ? placeholders.
func (tx *Tx) Exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	if st := tx.prepared(ctx, q); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return tx.tx.ExecContext(ctx, Rebind(tx.dialect, q), args...)
}

// Query runs a query written with ? placeholders.
func (tx *Tx) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if st := tx.prepared(ctx, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return tx.tx.QueryContext(ctx, Rebind(tx.dialect, q), args...)
}

// QueryRow runs a one-row query written with ? placeholders.
func (tx *Tx) QueryRow(ctx context.Context, q string, args ...any) *sql.Row {
	if st := tx.prepared(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return tx.tx.QueryRowContext(ctx, Rebind(tx.dialect, q), args...)
}

// prepared is q's statement cached on the write pool, bound to the
// transaction (reusing the writer connection's prepared statement), or
// nil to run it unprepared.
func (tx *Tx) prepared(ctx context.Context, q string) *sql.Stmt {
	st, cacheable := tx.db.stmts.cached(tx.db, q)
	if st == nil {
		if cacheable {
			tx.unprepared = append(tx.unprepared, q)
		}
		return nil
	}
	return tx.tx.StmtContext(ctx, st)
}

// txKey marks a context that belongs to a transaction.
type txKey struct{}

// InTx runs fn in a write transaction, committing when fn returns nil and
// rolling back otherwise, so a failed call loses nothing that was already
// saved. fn gets a context marked as inside the transaction: the DB's own
// methods, InTx included, panic when given it, because a transaction that
// waits for a second connection deadlocks once every connection of the
// pool is held by such a transaction. Code inside uses tx and nothing else.
func (db *DB) InTx(ctx context.Context, fn func(ctx context.Context, tx *Tx) error) error {
	outside(ctx)
	return db.inTx(ctx, fn)
}

// InTxRetry is InTx for a transaction that two requests may run at once
// locking the same rows in opposite orders (a payout being recorded while
// another request claims it): when PostgreSQL ends it as a deadlock's
// victim (40P01), fn runs again on a new transaction, twice at most after a
// short random pause. The database rolled the attempt back whole, so fn
// must only assign what it hands out (never append to or count into an
// outer variable) and do nothing outside tx.
func (db *DB) InTxRetry(ctx context.Context, fn func(ctx context.Context, tx *Tx) error) error {
	outside(ctx)
	for attempt := 1; ; attempt++ {
		err := db.inTx(ctx, fn)
		if attempt == deadlockTries || !isDeadlock(err) || ctx.Err() != nil {
			return err
		}
		time.Sleep(time.Duration(5+mrand.IntN(20*attempt)) * time.Millisecond)
	}
}

// deadlockTries is how many times InTxRetry runs a transaction that keeps
// meeting deadlocks.
const deadlockTries = 3

// isDeadlock tells whether err is PostgreSQL's deadlock error.
func isDeadlock(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "40P01"
}

// inTx is one attempt of InTx.
func (db *DB) inTx(ctx context.Context, fn func(ctx context.Context, tx *Tx) error) error {
	sqlTx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	tx := &Tx{tx: sqlTx, db: db, dialect: db.dialect}
	defer func() {
		_ = sqlTx.Rollback() // a no-op after Commit
		// Statements the transaction ran unprepared are prepared now that
		// the writer connection is free again (preparing on the pool
		// inside the transaction would wait for the connection it holds).
		for _, q := range tx.unprepared {
			db.preparedWrite(context.WithoutCancel(ctx), q)
		}
	}()
	var after error
	if err := fn(context.WithValue(ctx, txKey{}, tx), tx); err != nil {
		var k kept
		if !errors.As(err, &k) {
			return err
		}
		after = k.err
	}
	if err := sqlTx.Commit(); err != nil {
		return err
	}
	db.invalidate(tx.invalidate...)
	for _, f := range tx.committed {
		f()
	}
	return after
}

// AfterCommit runs fn once the transaction commits, never when it rolls
// back: what counts a change (a metric) counts only what was kept.
func (tx *Tx) AfterCommit(fn func()) { tx.committed = append(tx.committed, fn) }

// ForUpdate is " FOR UPDATE" for a read inside a transaction on
// PostgreSQL, and "" otherwise: a writer that reads a row to change it (an
// order, before a payment or the schedule job's look) holds it from that
// read, so two transactions that each read the same figures (the interest
// an order has recognised) and then post from them come one after the
// other, not both from the first's figures. SQLite's one writer already
// runs write transactions one at a time; a read outside a transaction
// locks nothing.
func ForUpdate(q Querier) string {
	if tx, ok := q.(*Tx); ok && tx.dialect == Postgres {
		return " FOR UPDATE"
	}
	return ""
}

// Lock holds the lock named key until the transaction ends, so work that
// instances starting at once would each do (seeding the demo world) is
// done by one while the others wait and then find it done. On PostgreSQL
// it is a transaction-level advisory lock; on SQLite the write
// transaction already excludes every other writer.
func (tx *Tx) Lock(ctx context.Context, key string) error {
	if tx.dialect != Postgres {
		return nil
	}
	_, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtext(?))`, key)
	return err
}

// kept is an error InTx returns after committing (CommitThen).
type kept struct{ err error }

func (k kept) Error() string { return k.err.Error() }
func (k kept) Unwrap() error { return k.err }

// CommitThen is what fn returns to InTx to keep what the transaction did and
// still fail the call with err: a wrong code counts a try, a wrong picture
// code is burnt, though the caller is refused.
func CommitThen(err error) error { return kept{err} }

// ErrSecondConnection is the panic value of a DB method called with a
// transaction's context.
var ErrSecondConnection = errors.New("store: the database used inside a transaction: use the transaction (a second connection can deadlock the pool)")

// outside panics when ctx belongs to a transaction.
func outside(ctx context.Context) {
	if ctx.Value(txKey{}) != nil {
		panic(ErrSecondConnection)
	}
}

// InTransaction tells whether ctx belongs to a transaction, for code that
// may run either way (a cache that must not fill itself from a second
// connection).
func InTransaction(ctx context.Context) bool { return ctx.Value(txKey{}) != nil }

// IDs runs a query selecting one integer column (ids) and returns them all;
// the rows are closed before it returns, so a caller may then write.
func IDs(ctx context.Context, q Querier, query string, args ...any) ([]int64, error) {
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// InsertID runs an INSERT ... RETURNING id and returns the new id.
func InsertID(ctx context.Context, q Querier, query string, args ...any) (int64, error) {
	var (
		id  int64
		row *sql.Row
	)
	if db, ok := q.(*DB); ok { // a write: the write pool
		outside(ctx)
		if st := db.preparedWrite(ctx, query+" RETURNING id"); st != nil {
			row = st.QueryRowContext(ctx, args...)
		} else {
			row = db.write.QueryRowContext(ctx, Rebind(db.dialect, query+" RETURNING id"), args...)
		}
	} else {
		row = q.QueryRow(ctx, query+" RETURNING id", args...)
	}
	err := row.Scan(&id)
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

// Marks is n rows of k placeholders each, for a multi-row VALUES list or
// an IN list (k = 1): "(?, ?), (?, ?)" for n = 2, k = 2; "?, ?" for n = 2,
// k = 1.
func Marks(n, k int) string {
	row := strings.TrimSuffix(strings.Repeat("?, ", k), ", ")
	if k > 1 {
		row = "(" + row + ")"
	}
	return strings.TrimSuffix(strings.Repeat(row+", ", n), ", ")
}

// BackupTo writes a consistent copy of an SQLite database to path (which
// must not exist) while writers go on: VACUUM INTO reads one snapshot
// through WAL on a connection of its own (the readers may not write the
// copy, and the writer must not wait for it), so the copy is the database
// at one moment. A PostgreSQL database is copied with pg_dump instead
// (kwarta backup).
func (db *DB) BackupTo(ctx context.Context, path string) error {
	if db.dialect != SQLite || db.dsn == "" || db.dsn == ":memory:" {
		return errors.New("store: BackupTo copies an SQLite file; PostgreSQL is copied with pg_dump")
	}
	conn, err := sql.Open("sqlite", "file:"+db.dsn+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer conn.Close()
	_, err = conn.ExecContext(ctx, `VACUUM INTO ?`, path)
	return err
}
