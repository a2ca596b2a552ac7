package store

import (
	"context"
	"database/sql"
	"sync"
)

// maxStatements bounds the prepared-statement cache; queries past it run
// unprepared (the SQL the code writes is a few hundred fixed strings).
const maxStatements = 512

// statements caches SQLite's prepared reads: parsing the SQL costs about
// as much as running a small query, and the read pool prepares each
// statement once per connection (database/sql does that part). PostgreSQL
// needs none: pgx keeps its own statement cache per connection.
type statements struct {
	mu     sync.RWMutex
	byText map[string]*sql.Stmt
}

// prepared is the cached statement of a read, or nil to run it unprepared.
func (db *DB) prepared(ctx context.Context, q string) *sql.Stmt {
	if db.dialect != SQLite || db.read == db.write {
		return nil
	}
	c := &db.stmts
	c.mu.RLock()
	st := c.byText[q]
	c.mu.RUnlock()
	if st != nil {
		return st
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if st = c.byText[q]; st != nil {
		return st
	}
	if len(c.byText) >= maxStatements {
		return nil
	}
	st, err := db.read.PrepareContext(ctx, q)
	if err != nil { // let the unprepared run report the error
		return nil
	}
	if c.byText == nil {
		c.byText = map[string]*sql.Stmt{}
	}
	c.byText[q] = st
	return st
}

func (c *statements) close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	var first error
	for _, st := range c.byText {
		if err := st.Close(); err != nil && first == nil {
			first = err
		}
	}
	c.byText = nil
	return first
}
