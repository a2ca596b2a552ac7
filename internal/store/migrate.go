package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"strings"
	"testing/fstest"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// The migrations are written once; these tokens stand for the few types the
// two engines spell differently.
var dialectTokens = map[Dialect]*strings.Replacer{
	SQLite:   strings.NewReplacer("{{PK}}", "INTEGER PRIMARY KEY AUTOINCREMENT", "{{BLOB}}", "BLOB"),
	Postgres: strings.NewReplacer("{{PK}}", "BIGSERIAL PRIMARY KEY", "{{BLOB}}", "BYTEA"),
}

// appendOnly matches {{APPEND_ONLY table}}: the table's rows can be
// inserted, never changed or deleted (an audit log), enforced by the
// database itself with triggers each engine spells its own way.
var appendOnly = regexp.MustCompile(`\{\{APPEND_ONLY (\w+)\}\}`)

var appendOnlySQL = map[Dialect]string{
	SQLite: `-- +goose StatementBegin
CREATE TRIGGER {table}_no_update BEFORE UPDATE ON {table} BEGIN SELECT RAISE(ABORT, '{table} is append-only'); END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER {table}_no_delete BEFORE DELETE ON {table} BEGIN SELECT RAISE(ABORT, '{table} is append-only'); END;
-- +goose StatementEnd`,
	Postgres: `-- +goose StatementBegin
CREATE FUNCTION {table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '{table} is append-only'; END $$;
-- +goose StatementEnd
CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} FOR EACH ROW EXECUTE FUNCTION {table}_append_only();`,
}

// dialectBlock matches the lines between "-- +kwarta sqlite" (or
// postgres) and "-- +kwarta end": SQL only that engine runs (a trigger
// each spells its own way); the other engine's blocks are dropped.
var dialectBlock = regexp.MustCompile(`(?ms)^-- \+kwarta (sqlite|postgres)\n(.*?)^-- \+kwarta end\n?`)

// forDialect keeps d's blocks of text (without their markers) and drops
// the other engine's.
func forDialect(d Dialect, text string) string {
	return dialectBlock.ReplaceAllStringFunc(text, func(m string) string {
		sub := dialectBlock.FindStringSubmatch(m)
		if Dialect(sub[1]) != d {
			return ""
		}
		return sub[2]
	})
}

// Migrate applies every pending migration in order (on PostgreSQL on a
// connection of its own, without the statement timeout).
func (db *DB) Migrate(ctx context.Context) error { return db.migrate(ctx, 0) }

// OpenUpTo opens dsn and applies the migrations only up to version: the
// database as an older release left it, for the tests of an upgrade (a
// later Open applies the rest).
func OpenUpTo(ctx context.Context, dsn string, version int64) (*DB, error) {
	db, err := connect(ctx, dsn, Options{})
	if err != nil {
		return nil, err
	}
	if err := db.migrate(ctx, version); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

// migrate applies the pending migrations up to version (0: all).
func (db *DB) migrate(ctx context.Context, version int64) error {
	if version == 0 && db.atLatest(ctx) {
		return nil
	}
	return db.withMigrations(func(p *goose.Provider) (err error) {
		if version > 0 {
			_, err = p.UpTo(ctx, version)
		} else {
			_, err = p.Up(ctx)
		}
		return err
	})
}

// MigrateDownTo undoes the migrations after version: for the tests of a
// migration that must find the database as an older release left it
// after newer code wrote to it (the ledger's back-fill).
func (db *DB) MigrateDownTo(ctx context.Context, version int64) error {
	return db.withMigrations(func(p *goose.Provider) error {
		_, err := p.DownTo(ctx, version)
		return err
	})
}

// withMigrations runs fn with the migrations' provider (on PostgreSQL on a
// connection of its own, without the statement timeout).
func (db *DB) withMigrations(fn func(p *goose.Provider) error) error {
	files, err := migrationsFor(db.dialect)
	if err != nil {
		return err
	}
	gooseDialect, conn := goose.DialectSQLite3, db.write
	var opts []goose.ProviderOption
	if db.dialect == Postgres {
		gooseDialect = goose.DialectPostgres
		if conn, err = sql.Open("pgx", migrationDSN(db.dsn)); err != nil {
			return fmt.Errorf("migrations: %w", err)
		}
		defer conn.Close()
		conn.SetMaxOpenConns(1)
		// Instances started at once on one database: the first takes a
		// session advisory lock and migrates; the others wait for it (five
		// minutes at most) and find nothing to do.
		// (SQLite's one writer takes them in turn by itself.)
		locker, err := lock.NewPostgresSessionLocker(lock.WithLockTimeout(1, 300)) // asked every second, for five minutes
		if err != nil {
			return fmt.Errorf("migrations: %w", err)
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	p, err := goose.NewProvider(gooseDialect, conn, files, opts...)
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if err := fn(p); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

func migrationsFor(d Dialect) (fs.FS, error) {
	out := fstest.MapFS{}
	entries, err := fs.ReadDir(migrationFiles, "migrations")
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		b, err := fs.ReadFile(migrationFiles, "migrations/"+e.Name())
		if err != nil {
			return nil, err
		}
		text := appendOnly.ReplaceAllStringFunc(dialectTokens[d].Replace(forDialect(d, string(b))), func(m string) string {
			return strings.ReplaceAll(appendOnlySQL[d], "{table}", appendOnly.FindStringSubmatch(m)[1])
		})
		out[e.Name()] = &fstest.MapFile{Data: []byte(text)}
	}
	return out, nil
}

// atLatest tells whether the database already holds this binary's newest
// migration, so that opening it has nothing to apply: it then skips
// reading the migrations and taking their lock (a server restarting, a
// test's copy of a migrated database).
func (db *DB) atLatest(ctx context.Context) bool {
	need, err := latestMigration()
	if err != nil {
		return false
	}
	var at sql.NullInt64
	err = db.write.QueryRowContext(ctx, `SELECT MAX(version_id) FROM goose_db_version WHERE is_applied`).Scan(&at)
	return err == nil && at.Int64 == need
}

// latestMigration is the newest migration this binary holds, from the
// embedded files' numbers.
func latestMigration() (int64, error) {
	entries, err := fs.ReadDir(migrationFiles, "migrations")
	if err != nil {
		return 0, err
	}
	var latest int64
	for _, e := range entries {
		num, _, _ := strings.Cut(e.Name(), "_")
		n, err := strconv.ParseInt(num, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("migration %s: %w", e.Name(), err)
		}
		latest = max(latest, n)
	}
	return latest, nil
}

// SchemaCurrent tells the readiness probe whether the database holds every
// migration this binary has (a newer one, during a rolling upgrade, is
// fine): an error says which version it is at and which it needs.
func (db *DB) SchemaCurrent(ctx context.Context) error {
	need, err := latestMigration()
	if err != nil {
		return err
	}
	p := db.health
	if p == nil {
		p = db.read
	}
	var at sql.NullInt64
	if err := p.QueryRowContext(ctx, `SELECT MAX(version_id) FROM goose_db_version WHERE is_applied`).Scan(&at); err != nil {
		return err
	}
	if at.Int64 < need {
		return fmt.Errorf("the database is at migration %d; this binary needs %d (kwarta migrate)", at.Int64, need)
	}
	return nil
}
