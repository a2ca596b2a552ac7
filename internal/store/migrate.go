package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"strings"
	"testing/fstest"

	"github.com/pressly/goose/v3"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// The migrations are written once; these tokens stand for the few types the
// two engines spell differently.
var dialectTokens = map[Dialect]*strings.Replacer{
	SQLite:   strings.NewReplacer("{{PK}}", "INTEGER PRIMARY KEY AUTOINCREMENT", "{{BLOB}}", "BLOB"),
	Postgres: strings.NewReplacer("{{PK}}", "BIGSERIAL PRIMARY KEY", "{{BLOB}}", "BYTEA"),
}

// Migrate applies every pending migration in order (on PostgreSQL on a
// connection of its own, without the statement timeout).
func (db *DB) Migrate(ctx context.Context) error {
	files, err := migrationsFor(db.dialect)
	if err != nil {
		return err
	}
	gooseDialect, conn := goose.DialectSQLite3, db.write
	if db.dialect == Postgres {
		// A connection of its own, without the pools' statement timeout.
		gooseDialect = goose.DialectPostgres
		if conn, err = sql.Open("pgx", migrationDSN(db.dsn)); err != nil {
			return fmt.Errorf("migrations: %w", err)
		}
		defer conn.Close()
		conn.SetMaxOpenConns(1)
	}
	p, err := goose.NewProvider(gooseDialect, conn, files)
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
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
		out[e.Name()] = &fstest.MapFile{Data: []byte(dialectTokens[d].Replace(string(b)))}
	}
	return out, nil
}
