package store

import (
	"context"
	"sync"
	"time"
)

// CacheTTL is how long a cached value is served before it is read again.
// A write through this process drops the value at once (Invalidate); the
// TTL bounds how long another instance on the same PostgreSQL keeps
// serving the value from before that write.
const CacheTTL = 30 * time.Second

// caches holds a database's cached values by key.
type caches struct {
	mu      sync.Mutex
	entries map[string]*cacheEntry
}

type cacheEntry struct {
	value  any
	loaded time.Time
	gen    uint64 // bumped by every invalidation
	filled bool
}

func (c *caches) entry(key string) *cacheEntry {
	if c.entries == nil {
		c.entries = map[string]*cacheEntry{}
	}
	e := c.entries[key]
	if e == nil {
		e = &cacheEntry{}
		c.entries[key] = e
	}
	return e
}

// Cached returns the value kept under key for q's database, loading it with
// load when it is absent, invalidated or older than CacheTTL. It is for data
// that rarely changes (products, the lender's details): the value is shared,
// so callers treat it as read-only. Inside a transaction a missing value is
// loaded through the transaction and not kept, since the transaction may
// still roll back what it read.
func Cached[T any](ctx context.Context, q Querier, key string, load func(ctx context.Context, q Querier) (T, error)) (T, error) {
	db, inTx := q.owner(), false
	if _, ok := q.(*Tx); ok {
		inTx = true
	} else {
		outside(ctx)
	}
	db.cache.mu.Lock()
	e := db.cache.entry(key)
	if e.filled && time.Since(e.loaded) < CacheTTL {
		v := e.value.(T)
		db.cache.mu.Unlock()
		return v, nil
	}
	gen := e.gen
	db.cache.mu.Unlock()

	v, err := load(ctx, q)
	if err != nil || inTx {
		return v, err
	}
	db.cache.mu.Lock()
	if e.gen == gen { // no write dropped the value while it was read
		e.value, e.loaded, e.filled = v, time.Now(), true
	}
	db.cache.mu.Unlock()
	return v, nil
}

// Invalidate drops the value cached under key: at once for a DB, and again
// when the transaction commits for a Tx, so no reader caches what the
// transaction replaces.
func Invalidate(q Querier, key string) {
	if tx, ok := q.(*Tx); ok {
		tx.invalidate = append(tx.invalidate, key)
	}
	q.owner().invalidate(key)
}

func (db *DB) invalidate(keys ...string) {
	db.cache.mu.Lock()
	defer db.cache.mu.Unlock()
	for _, k := range keys {
		e := db.cache.entry(k)
		e.gen++
		e.filled, e.value = false, nil
	}
}
