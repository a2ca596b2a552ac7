package server_test

import (
	"context"
	"strings"
	"testing"

	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestReadyz: ready while the database answers and holds this binary's
// migrations; not ready (503, saying why) when a migration is missing or
// once the server drains; /healthz stays alive through both.
func TestReadyz(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ready := func() servertest.Response { return env.Do(t, servertest.Request{Method: "GET", Path: "/readyz"}) }
		if r := ready(); r.Status != 200 || r.Body != "ready\n" || r.Header.Get("Content-Security-Policy") == "" {
			t.Fatalf("ready: %d %q", r.Status, r.Body)
		}
		var latest int64
		if err := db.QueryRow(context.Background(), `SELECT MAX(version_id) FROM goose_db_version`).Scan(&latest); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(context.Background(), `UPDATE goose_db_version SET is_applied = false WHERE version_id = ?`, latest); err != nil {
			t.Fatal(err)
		}
		if r := ready(); r.Status != 503 || !strings.Contains(r.Body, "this binary needs") {
			t.Errorf("a migration missing: %d %q", r.Status, r.Body)
		}
		if _, err := db.Exec(context.Background(), `UPDATE goose_db_version SET is_applied = true WHERE version_id = ?`, latest); err != nil {
			t.Fatal(err)
		}
		env.App.Drain()
		if r := ready(); r.Status != 503 || r.Body != "draining: shutting down\n" {
			t.Errorf("draining: %d %q", r.Status, r.Body)
		}
		if h := env.Do(t, servertest.Request{Method: "GET", Path: "/healthz"}); h.Status != 200 {
			t.Errorf("healthz while draining: %d", h.Status)
		}
	})
}
