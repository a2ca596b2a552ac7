package storetest_test

import (
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

func TestMain(m *testing.M) { os.Exit(storetest.Run(m)) }

// TestEveryPackageRuns: a package whose tests open databases here has a
// TestMain calling storetest.Run, or its PostgreSQL tests would migrate
// every database afresh (and a template could not be dropped).
func TestEveryPackageRuns(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	uses, runs := map[string]bool{}, map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "web" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		dir := filepath.Dir(path)
		if strings.Contains(string(b), `"kwarta/internal/store/storetest"`) {
			uses[dir] = true
		}
		if strings.Contains(string(b), "storetest.Run(m)") {
			runs[dir] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(uses) < 10 {
		t.Fatalf("found %d packages using storetest: the walk missed the tree", len(uses))
	}
	var missing []string
	for dir := range uses {
		if !runs[dir] {
			missing = append(missing, dir)
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("these packages use storetest without func TestMain(m *testing.M) { os.Exit(storetest.Run(m)) }: %v", missing)
	}
}

// TestMigratedDSN: a copy of the template is a migrated database of its
// own: what one test writes, the next does not see.
func TestMigratedDSN(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			a := storetest.MustOpen(t, d)
			if _, err := a.Exec(t.Context(), `INSERT INTO settings (key, value, updated_at) VALUES ('storetest', 'a', 0)`); err != nil {
				t.Fatal(err)
			}
			b := storetest.MustOpen(t, d)
			if n := storetest.Count(t, b, `SELECT COUNT(*) FROM settings WHERE key = 'storetest'`); n != 0 {
				t.Fatalf("a second database sees the first's row (%d)", n)
			}
			if err := b.SchemaCurrent(t.Context()); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestEngines: KWARTA_TEST_ENGINES narrows the engines to one run's
// (make go-test runs each engine on its own), and a test that asks for an
// engine outside it is skipped, not run on the other.
func TestEngines(t *testing.T) {
	t.Setenv("KWARTA_TEST_POSTGRES", "postgres://127.0.0.1:1/none")
	for _, c := range []struct {
		only string
		want []store.Dialect
	}{
		{"", []store.Dialect{store.SQLite, store.Postgres}},
		{"sqlite", []store.Dialect{store.SQLite}},
		{"postgres", []store.Dialect{store.Postgres}},
		{"sqlite,postgres", []store.Dialect{store.SQLite, store.Postgres}},
	} {
		t.Setenv("KWARTA_TEST_ENGINES", c.only)
		if got := storetest.Engines(); !slices.Equal(got, c.want) {
			t.Errorf("KWARTA_TEST_ENGINES=%q: engines %v, want %v", c.only, got, c.want)
		}
	}
	t.Setenv("KWARTA_TEST_POSTGRES", "")
	t.Setenv("KWARTA_TEST_ENGINES", "postgres")
	if got := storetest.Engines(); len(got) != 0 {
		t.Errorf("postgres only, without KWARTA_TEST_POSTGRES: engines %v, want none", got)
	}

	t.Setenv("KWARTA_TEST_ENGINES", "postgres")
	reached := false
	t.Run("sqlite outside the run", func(t *testing.T) {
		storetest.MigratedDSN(t, store.SQLite)
		reached = true
	})
	if reached {
		t.Error("a test asking for SQLite ran in a PostgreSQL-only run")
	}
}

// TestReusedDatabase: a PostgreSQL database a test gave back is the next
// test's, emptied to the template's rows and sequence positions; one a
// test changed beyond its rows (a table made) is dropped, not given again.
func TestReusedDatabase(t *testing.T) {
	if !slices.Contains(storetest.Engines(), store.Postgres) {
		t.Skip("PostgreSQL is not in this run")
	}
	name := func(dsn string) string {
		u, err := url.Parse(dsn)
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimPrefix(u.Path, "/")
	}
	// What a test could have changed: rows the migrations wrote, rows of
	// its own, every sequence's position.
	state := func(t *testing.T, db *store.DB) string {
		var s string
		err := db.QueryRow(t.Context(), `SELECT (SELECT COUNT(*) FROM problem_subtypes) || ' ' || (SELECT COUNT(*) FROM settings) || ' ' ||
			(SELECT string_agg(sequencename || '=' || COALESCE(last_value::text, '-'), ',' ORDER BY sequencename) FROM pg_sequences WHERE schemaname = current_schema())`).Scan(&s)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	var first, template string
	t.Run("writes", func(t *testing.T) {
		dsn := storetest.MigratedDSN(t, store.Postgres)
		db := storetest.MustOpenDSN(t, dsn, store.Options{})
		var super bool
		if err := db.QueryRow(t.Context(), `SELECT current_setting('is_superuser') = 'on'`).Scan(&super); err != nil || !super {
			t.Skip("the role is no superuser: databases are copied for each test, not reused")
		}
		first, template = name(dsn), state(t, db)
		for _, q := range []string{
			`DELETE FROM problem_subtypes`,
			`INSERT INTO settings (key, value, updated_at) VALUES ('storetest', 'a', 0)`,
			`SELECT nextval(format('%I', sequencename)) FROM pg_sequences WHERE schemaname = current_schema()`,
		} {
			if _, err := db.Exec(t.Context(), q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		if state(t, db) == template {
			t.Fatal("the writes changed nothing")
		}
	})
	if first == "" {
		return
	}
	t.Run("reuses", func(t *testing.T) {
		dsn := storetest.MigratedDSN(t, store.Postgres)
		if name(dsn) != first {
			t.Fatalf("database %s, want %s given back", name(dsn), first)
		}
		db := storetest.MustOpenDSN(t, dsn, store.Options{})
		if got := state(t, db); got != template {
			t.Errorf("given back holding %q, the template holds %q", got, template)
		}
		if err := db.SchemaCurrent(t.Context()); err != nil {
			t.Fatal(err)
		}
	})
	for _, change := range []string{
		`CREATE TABLE storetest_extra (id INTEGER)`,
		`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`,
		`ALTER TABLE settings ADD COLUMN storetest_extra INTEGER`,
	} {
		var changed string
		t.Run("changes", func(t *testing.T) {
			dsn := storetest.MigratedDSN(t, store.Postgres)
			changed = name(dsn)
			if _, err := storetest.MustOpenDSN(t, dsn, store.Options{}).Exec(t.Context(), change); err != nil {
				t.Fatalf("%s: %v", change, err)
			}
		})
		t.Run("drops a changed one", func(t *testing.T) {
			db := storetest.MustOpen(t, store.Postgres)
			if n := storetest.Count(t, db, `SELECT COUNT(*) FROM pg_database WHERE datname = $1`, changed); n != 0 {
				t.Errorf("database %s, given back after %s, still exists", changed, change)
			}
			if n := storetest.Count(t, db, `SELECT COUNT(*) FROM pg_trigger WHERE tgname = 'audit_log_append_only' AND tgenabled = 'O'`); n != 1 {
				t.Errorf("after %s: the next test's audit_log trigger is not on", change)
			}
		})
	}
}

// TestFill: on PostgreSQL the first database filled under a key runs the
// fill and keeps its rows; a later one gets a copy of them (ids and
// sequences included) without running it; one that holds rows of its own
// runs the fill. On SQLite every database runs the fill.
func TestFill(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			key := "TestFill " + string(d)
			calls := 0
			fill := func(db *store.DB) func() {
				return func() {
					calls++
					for _, phone := range []string{"+639170000001", "+639170000002"} {
						if _, err := db.Exec(t.Context(), `INSERT INTO users (phone, name, created_at) VALUES (?, 'Fill', 1)`, phone); err != nil {
							t.Fatal(err)
						}
					}
					// As the demo numbers its orders (setval(…, false) on PostgreSQL).
					if err := store.SetNextID(t.Context(), db, "users", 100); err != nil {
						t.Fatal(err)
					}
				}
			}
			users := func(db *store.DB) string {
				rows, err := db.Query(t.Context(), `SELECT id, phone FROM users ORDER BY id`)
				if err != nil {
					t.Fatal(err)
				}
				defer rows.Close()
				var out []string
				for rows.Next() {
					var id int64
					var phone string
					if err := rows.Scan(&id, &phone); err != nil {
						t.Fatal(err)
					}
					out = append(out, fmt.Sprint(id, phone))
				}
				return strings.Join(out, ",")
			}
			first := storetest.MustOpen(t, d)
			storetest.Fill(t, first, key, fill(first))
			want := users(first)
			if calls != 1 || want == "" {
				t.Fatalf("first fill: %d calls, users %q", calls, want)
			}

			second := storetest.MustOpen(t, d)
			storetest.Fill(t, second, key, fill(second))
			if got := users(second); got != want {
				t.Errorf("second database's users %q, want %q", got, want)
			}
			wantCalls := 1
			if d == store.SQLite {
				wantCalls = 2
			}
			if calls != wantCalls {
				t.Errorf("the fill ran %d times for two databases on %s, want %d", calls, d, wantCalls)
			}
			// The next id is the one the fill set.
			if id, err := store.InsertID(t.Context(), second, `INSERT INTO users (phone, name, created_at) VALUES ('+639170000003', 'Next', 1)`); err != nil || id != 100 {
				t.Fatalf("a row after the copy: id %d, %v; want 100", id, err)
			}

			// A database with a row of its own runs the fill.
			own := storetest.MustOpen(t, d)
			if _, err := own.Exec(t.Context(), `INSERT INTO users (phone, name, created_at) VALUES ('+639170000009', 'Own', 1)`); err != nil {
				t.Fatal(err)
			}
			before := calls
			storetest.Fill(t, own, key, fill(own))
			if calls != before+1 || !strings.Contains(users(own), "+639170000009") {
				t.Errorf("a database with its own row: %d fills, users %q", calls-before, users(own))
			}
		})
	}
}
