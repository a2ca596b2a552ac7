package store

import (
	"context"
	"database/sql"
	"sync"
)

// maxStatements bounds each pool's prepared-statement cache; queries past
// it run unprepared (the SQL the code writes is a few hundred fixed
// strings).
const maxStatements = 512

// statements caches SQLite's prepared statements, one cache per pool:
// parsing the SQL (and, for a write, coding the triggers it fires, such
// as the ledger's balancing checks) costs about as much as running a
// small statement, and each pool prepares a statement once per connection
// (database/sql does that part; a transaction reuses the writer's,
// Tx.StmtContext). PostgreSQL needs none: pgx keeps its own statement
// cache per connection.
type statements struct {
	mu           sync.RWMutex
	read, writes map[string]*sql.Stmt
}

// prepared is the cached statement of a read, or nil to run it unprepared.
func (db *DB) prepared(ctx context.Context, q string) *sql.Stmt {
	return db.stmts.get(ctx, db, false, q)
}

// preparedWrite is the cached statement q on the write pool, prepared
// now when it is not yet, or nil to run it unprepared. Never call it
// inside a transaction (Tx.prepared reads the cache only).
func (db *DB) preparedWrite(ctx context.Context, q string) *sql.Stmt {
	return db.stmts.get(ctx, db, true, q)
}

func (c *statements) get(ctx context.Context, db *DB, write bool, q string) *sql.Stmt {
	if db.dialect != SQLite || db.read == db.write {
		return nil
	}
	pool, cache := db.read, &c.read
	if write {
		pool, cache = db.write, &c.writes
	}
	c.mu.RLock()
	st := (*cache)[q]
	c.mu.RUnlock()
	if st != nil {
		return st
	}
	// Prepared without the lock: preparing waits for a connection, which
	// a transaction may hold while it reads the cache.
	st, err := pool.PrepareContext(ctx, q)
	if err != nil { // let the unprepared run report the error
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if had := (*cache)[q]; had != nil || len(*cache) >= maxStatements {
		_ = st.Close()
		return had
	}
	if *cache == nil {
		*cache = map[string]*sql.Stmt{}
	}
	(*cache)[q] = st
	return st
}

// cached is q's statement already prepared on the write pool, if any,
// and whether q could be (SQLite, room in the cache), without preparing
// it: a transaction holds the writer connection that preparing would wait
// for.
func (c *statements) cached(db *DB, q string) (*sql.Stmt, bool) {
	if db.dialect != SQLite || db.read == db.write {
		return nil, false
	}
	c.mu.RLock()
	defer c.mu.RUnlock()
	st := c.writes[q]
	return st, st != nil || len(c.writes) < maxStatements
}

func (c *statements) close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	var first error
	for _, m := range []map[string]*sql.Stmt{c.read, c.writes} {
		for _, st := range m {
			if err := st.Close(); err != nil && first == nil {
				first = err
			}
		}
	}
	c.read, c.writes = nil, nil
	return first
}
