package storetest

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

// A PostgreSQL database a test has finished with is emptied back to the
// template's rows and given to the process's next test, instead of being
// dropped and another copied: CREATE DATABASE … TEMPLATE writes the
// whole database (11 MB) to the write-ahead log and DROP DATABASE waits
// on the server's files, 0.3 CPU-seconds and 0.4 s a test on the 2-core
// machine, where deleting every table's rows takes about 12 ms
// (docs/ENGINEERING.md, "The tests' time"). A database a test changed
// beyond its rows (a table made, a migration undone) is dropped as before.

// templateSeed is a database's content: what the template holds before
// any test (the rows the migrations inserted and the sequences'
// positions), or the rows a test filled its database with (Fill).
type templateSeed struct {
	// reusable: the role may set session_replication_role, which the
	// emptying needs (a superuser); otherwise every test's database is
	// copied and dropped.
	reusable  bool
	version   int64    // goose's newest applied migration
	schema    string   // schemaOf's digest
	tables    []string // the schema's tables but goose's, sorted
	digest    string   // digestOf the tables, for the template's content
	rows      []seedRows
	sequences []sequenceState
}

type seedRows struct {
	table   string
	columns []string
	values  [][]any
}

type sequenceState struct {
	name   string // schema-qualified and quoted
	value  int64
	called bool
}

// pgPool holds the process's emptied databases, ready for a test.
var pgPool dbPool

type dbPool struct {
	mu   sync.Mutex
	free []string
}

func (p *dbPool) take() (string, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.free) == 0 {
		return "", false
	}
	name := p.free[len(p.free)-1]
	p.free = p.free[:len(p.free)-1]
	return name, true
}

func (p *dbPool) put(name string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.free = append(p.free, name)
}

// drain empties the pool and returns what it held, for Run to drop.
func (p *dbPool) drain() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := p.free
	p.free = nil
	return out
}

// readSeed reads the migrated template at dsn.
func readSeed(dsn string) (templateSeed, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return templateSeed{}, err
	}
	defer db.Close()
	var s templateSeed
	if err := db.QueryRowContext(ctx, `SELECT current_setting('is_superuser') = 'on'`).Scan(&s.reusable); err != nil {
		return s, err
	}
	if s.version, s.schema, err = schemaOf(ctx, db); err != nil {
		return s, err
	}
	content, err := readContent(ctx, db)
	if err != nil {
		return content, err
	}
	content.reusable, content.version, content.schema = s.reusable, s.version, s.schema
	content.digest, err = digestOf(ctx, db, content.tables)
	return content, err
}

// digestOf is a digest of every row of the tables, in one query.
func digestOf(ctx context.Context, db querier, tables []string) (string, error) {
	parts := make([]string, len(tables))
	for i, t := range tables {
		parts[i] = fmt.Sprintf("(SELECT md5(COALESCE(string_agg(r::text, '|' ORDER BY r::text), '')) FROM %s r)", t)
	}
	var d string
	err := db.QueryRowContext(ctx, "SELECT md5(concat_ws(',', "+strings.Join(parts, ", ")+"))").Scan(&d)
	return d, err
}

// readContent reads a database's tables, their rows and the sequences'
// positions.
func readContent(ctx context.Context, db querier) (templateSeed, error) {
	var s templateSeed
	var err error
	if s.tables, err = tablesOf(ctx, db); err != nil {
		return s, err
	}
	for _, t := range s.tables {
		r, err := readRows(ctx, db, t)
		if err != nil {
			return s, err
		}
		if len(r.values) > 0 {
			s.rows = append(s.rows, r)
		}
	}
	// Each sequence's own row: pg_sequences shows no value for one set
	// with setval(…, false), which store.SetNextID does.
	var names []string
	rows, err := db.QueryContext(ctx, `SELECT format('%I.%I', schemaname, sequencename) FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`)
	if err != nil {
		return s, err
	}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return s, err
		}
		names = append(names, name)
	}
	if err := rows.Close(); err != nil || len(names) == 0 {
		return s, err
	}
	selects := make([]string, len(names))
	for i, name := range names {
		selects[i] = fmt.Sprintf("SELECT %d, last_value, is_called FROM %s", i, name)
	}
	if rows, err = db.QueryContext(ctx, strings.Join(selects, " UNION ALL ")+" ORDER BY 1"); err != nil {
		return s, err
	}
	defer rows.Close()
	for rows.Next() {
		var i int
		var q sequenceState
		if err := rows.Scan(&i, &q.value, &q.called); err != nil {
			return s, err
		}
		q.name = names[i]
		s.sequences = append(s.sequences, q)
	}
	return s, rows.Err()
}

// schemaOf is a database's newest applied migration and a digest of its
// schema: every table, index, sequence and column, trigger (and whether it
// is on), constraint and function, so that a test that dropped a trigger
// or added a column leaves a database that is not given again.
func schemaOf(ctx context.Context, q querier) (version int64, digest string, err error) {
	err = q.QueryRowContext(ctx, `SELECT (SELECT MAX(version_id) FROM goose_db_version WHERE is_applied), md5(string_agg(x, ',' ORDER BY x)) FROM (
		SELECT 'rel ' || c.relname || ' ' || c.relkind::text AS x FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace
		UNION ALL SELECT 'col ' || a.attrelid::regclass || ' ' || a.attname || ' ' || a.atttypid || ' ' || a.attnotnull FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
			WHERE c.relnamespace = current_schema()::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
		UNION ALL SELECT 'trigger ' || t.tgrelid::regclass || ' ' || t.tgname || ' ' || t.tgenabled::text FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
			WHERE c.relnamespace = current_schema()::regnamespace
		UNION ALL SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || md5(pg_get_constraintdef(oid)) FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
		UNION ALL SELECT 'function ' || proname || ' ' || md5(prosrc) FROM pg_proc WHERE pronamespace = current_schema()::regnamespace) s`).
		Scan(&version, &digest)
	return version, digest, err
}

// tablesOf is a database's tables but goose's, sorted.
func tablesOf(ctx context.Context, db querier) ([]string, error) {
	var tables string
	err := db.QueryRowContext(ctx, `SELECT string_agg(format('%I', tablename), ',' ORDER BY tablename) FROM pg_tables
		WHERE schemaname = current_schema() AND tablename <> 'goose_db_version'`).Scan(&tables)
	return strings.Split(tables, ","), err
}

// readRows reads every row of a table (its stored columns, not the
// generated ones).
func readRows(ctx context.Context, db querier, table string) (seedRows, error) {
	r := seedRows{table: table}
	cols, err := db.QueryContext(ctx, `SELECT format('%I', column_name) FROM information_schema.columns
		WHERE table_schema = current_schema() AND format('%I', table_name) = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`, table)
	if err != nil {
		return r, err
	}
	for cols.Next() {
		var c string
		if err := cols.Scan(&c); err != nil {
			cols.Close()
			return r, err
		}
		r.columns = append(r.columns, c)
	}
	if err := cols.Close(); err != nil {
		return r, err
	}
	rows, err := db.QueryContext(ctx, "SELECT "+strings.Join(r.columns, ", ")+" FROM "+table)
	if err != nil {
		return r, err
	}
	defer rows.Close()
	for rows.Next() {
		v := make([]any, len(r.columns))
		ptrs := make([]any, len(v))
		for i := range v {
			ptrs[i] = &v[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return r, err
		}
		r.values = append(r.values, v)
	}
	return r, rows.Err()
}

// giveBack empties a finished test's database to the template's rows and
// puts it in the pool, or drops it when its schema is no longer the
// template's or it cannot be emptied.
func giveBack(base, name, dsn string) {
	if err := empty(name, dsn, pgTemplate.seed); err != nil {
		_ = adminExec(base, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		return
	}
	pgPool.put(name)
}

var errChanged = errors.New("the database's schema is not the template's")

// querier is what reads a database here: a pool (*sql.DB) or one of its
// connections (*sql.Conn).
type querier interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
	QueryRowContext(context.Context, string, ...any) *sql.Row
}

// onConn runs fn on a connection of its own to the database at dsn, with
// a minute to finish.
func onConn(dsn string, fn func(ctx context.Context, conn *sql.Conn) error) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return fn(ctx, conn)
}

// empty gives the database back the template's rows (writeRows), after
// ending the connections a test left open and checking that its schema
// is still the template's.
func empty(name, dsn string, seed templateSeed) error {
	return onConn(dsn, func(ctx context.Context, conn *sql.Conn) error {
		// A connection the test left open (a server it started) would hold
		// its locks, or write after the emptying.
		if _, err := conn.ExecContext(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, name); err != nil {
			return err
		}
		version, schema, err := schemaOf(ctx, conn)
		if err != nil {
			return err
		}
		if version != seed.version || schema != seed.schema {
			return errChanged
		}
		return writeRows(ctx, conn, seed)
	})
}

// writeRows deletes every row of seed's tables and writes back seed's rows
// and sequence positions, in one transaction with the triggers off (the
// append-only tables' and the foreign keys': every table is emptied, so no
// order of deletes is needed).
func writeRows(ctx context.Context, conn *sql.Conn, seed templateSeed) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	var b strings.Builder
	b.WriteString("SET LOCAL session_replication_role = replica;\n")
	for _, t := range seed.tables {
		fmt.Fprintf(&b, "DELETE FROM %s;\n", t)
	}
	if _, err := tx.ExecContext(ctx, b.String()); err != nil {
		return err
	}
	for _, r := range seed.rows {
		// A statement takes at most 65535 parameters.
		per := max(1, 65535/len(r.columns))
		for start := 0; start < len(r.values); start += per {
			var args []any
			chunk := r.values[start:min(start+per, len(r.values))]
			tuples := make([]string, len(chunk))
			for i, v := range chunk {
				marks := make([]string, len(v))
				for j := range v {
					args = append(args, v[j])
					marks[j] = fmt.Sprintf("$%d", len(args))
				}
				tuples[i] = "(" + strings.Join(marks, ", ") + ")"
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO "+r.table+" ("+strings.Join(r.columns, ", ")+") VALUES "+strings.Join(tuples, ", "), args...); err != nil {
				return fmt.Errorf("%s: %w", r.table, err)
			}
		}
	}
	if len(seed.sequences) > 0 {
		b.Reset()
		b.WriteString("SELECT ")
		for i, q := range seed.sequences {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "setval('%s', %d, %t)", strings.ReplaceAll(q.name, "'", "''"), q.value, q.called)
		}
		if _, err := tx.ExecContext(ctx, b.String()); err != nil {
			return err
		}
	}
	return tx.Commit()
}
