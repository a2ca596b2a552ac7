package store_test

import (
	"context"
	"sync"
	"testing"

	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestMigrate_ThreeAtOnce: three instances starting at once on an empty
// PostgreSQL database all start; the migrations run once (a lock), the
// others wait for them and find nothing to do.
func TestMigrate_ThreeAtOnce(t *testing.T) {
	if !contains(storetest.Engines(), store.Postgres) {
		t.Skip("no PostgreSQL (KWARTA_TEST_POSTGRES): SQLite's one writer takes the migrations in turn")
	}
	dsn := storetest.DSN(t, store.Postgres)
	var wg sync.WaitGroup
	errs := make([]error, 3)
	dbs := make([]*store.DB, 3)
	for i := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dbs[i], errs[i] = store.Open(context.Background(), dsn)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("instance %d: %v", i+1, err)
		}
		if dbs[i] != nil {
			defer dbs[i].Close()
		}
	}
	if t.Failed() {
		return
	}
	var versions, twice int
	if err := dbs[0].QueryRow(context.Background(), `SELECT COUNT(*), COUNT(*) - COUNT(DISTINCT version_id) FROM goose_db_version WHERE version_id > 0`).Scan(&versions, &twice); err != nil {
		t.Fatal(err)
	}
	if versions == 0 || twice != 0 {
		t.Errorf("%d migrations recorded, %d of them twice", versions, twice)
	}
}

func contains(list []store.Dialect, d store.Dialect) bool {
	for _, x := range list {
		if x == d {
			return true
		}
	}
	return false
}
