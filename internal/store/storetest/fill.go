package storetest

import (
	"context"
	"database/sql"
	"sync"
	"testing"

	"kwarta/internal/store"
)

// Many tests start from the same rows: servertest seeds the demo world
// into every test's database, through the real services, 254 times in a
// run of the Go tests (about 185 ms each on PostgreSQL under the race
// detector). Fill does that work once per process and key: the first
// test fills its database, and on PostgreSQL the rows it left are kept;
// a later test's database gets a copy of them (its tables emptied and
// the rows and sequence positions written back, as the pool gives a
// database back the template's rows, pool.go): with the check that the
// database holds nothing else, about 80 ms. SQLite's tests fill every
// time, so the seeding itself still runs in every test on one engine.

// fills holds the kept rows by key.
var fills struct {
	mu   sync.Mutex
	byID map[string]*fillState
}

type fillState struct {
	taking bool          // a test is filling and will keep the rows
	rows   *templateSeed // the rows kept, once taken
}

// Fill fills db, a database this package opened for the test (MustOpen,
// MustOpenDSN), with fill, or with a copy of the rows fill left in an
// earlier test's database under the same key. A database that holds more
// or other rows than the migrations' (the test wrote some first) is
// filled with fill, and its rows are not kept. The key must name
// everything fill's rows depend on: a test whose rows differ (another
// configuration, another clock) fills with a key of its own, or calls
// fill itself.
func Fill(tb testing.TB, db *store.DB, key string, fill func()) {
	tb.Helper()
	dsn, ok := opened.Load(db)
	if !ok || db.Dialect() != store.Postgres || !pgTemplate.seed.reusable {
		fill()
		return
	}
	// Only a database that holds the template's rows alone gets or gives
	// the copy: a test may write its own rows before it fills.
	if pristine, err := asTemplate(dsn.(string)); err != nil {
		tb.Fatalf("storetest: read the database before filling it: %v", err)
	} else if !pristine {
		fill()
		return
	}
	fills.mu.Lock()
	if fills.byID == nil {
		fills.byID = map[string]*fillState{}
	}
	st := fills.byID[key]
	if st == nil {
		st = &fillState{}
		fills.byID[key] = st
	}
	kept, first := st.rows, !st.taking && st.rows == nil
	if first {
		st.taking = true
	}
	fills.mu.Unlock()

	if kept != nil {
		if err := copyRows(dsn.(string), *kept); err != nil {
			tb.Fatalf("storetest: copy the rows kept for %q: %v", key, err)
		}
		return
	}
	fill()
	if !first || tb.Failed() {
		return
	}
	rows, err := readAll(dsn.(string))
	if err != nil {
		tb.Fatalf("storetest: keep the rows for %q: %v", key, err)
	}
	fills.mu.Lock()
	st.rows = &rows
	fills.mu.Unlock()
}

// opened maps each *store.DB MustOpenDSN opened to its DSN, for Fill.
var opened sync.Map

// asTemplate tells whether the database at dsn holds the template's rows
// and nothing else.
func asTemplate(dsn string) (same bool, err error) {
	err = onConn(dsn, func(ctx context.Context, conn *sql.Conn) error {
		d, err := digestOf(ctx, conn, pgTemplate.seed.tables)
		same = d == pgTemplate.seed.digest
		return err
	})
	return same, err
}

// readAll reads every table's rows and the sequences' positions of the
// database at dsn.
func readAll(dsn string) (rows templateSeed, err error) {
	err = onConn(dsn, func(ctx context.Context, conn *sql.Conn) error {
		rows, err = readContent(ctx, conn)
		return err
	})
	return rows, err
}

// copyRows writes seed's rows into the database at dsn, emptying its tables first.
func copyRows(dsn string, seed templateSeed) error {
	return onConn(dsn, func(ctx context.Context, conn *sql.Conn) error { return writeRows(ctx, conn, seed) })
}
