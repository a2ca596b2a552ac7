package storetest_test

import (
	"io/fs"
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
