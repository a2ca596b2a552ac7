package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"kwarta/internal/config"
	"kwarta/internal/store"
)

const backupUsage = "usage: kwarta backup --to FILE [--db ...] | kwarta restore --from FILE [--db ...]"

// backupCommand is `kwarta backup --to FILE`: a copy of the database at
// one moment, taken while the servers go on writing (docs/OPERATIONS.md,
// "Backups"). SQLite: VACUUM INTO, one read snapshot. PostgreSQL:
// pg_dump's custom format, one repeatable-read transaction. The file must
// not exist.
func backupCommand(ctx context.Context, args []string, stdout io.Writer) error {
	to, rest := valueFlag("to", args)
	if to == "" {
		return errors.New(backupUsage)
	}
	if _, err := os.Stat(to); err == nil {
		return fmt.Errorf("--to %s: the file exists; a backup never overwrites one", to)
	}
	cfg, err := config.Parse(rest)
	if err != nil {
		return err
	}
	if store.IsPostgres(cfg.DB) {
		if err := pgTool(ctx, "pg_dump", "--format=custom", "--no-owner", "--file", to, "--dbname", cfg.DB); err != nil {
			return err
		}
	} else {
		db, err := store.OpenWith(ctx, cfg.DB, cfg.StoreOptions())
		if err != nil {
			return err
		}
		err = db.BackupTo(ctx, to)
		db.Close()
		if err != nil {
			return fmt.Errorf("backup of %s: %w", cfg.DB, err)
		}
	}
	info, err := os.Stat(to)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backup written to %s (%d bytes)\n", to, info.Size())
	return nil
}

// restoreCommand is `kwarta restore --from FILE`: a backup made by kwarta
// backup into a database that holds nothing yet (an SQLite file that does
// not exist, an empty PostgreSQL database), then brought to this binary's
// migrations. Check it with kwarta ledger check before serving from it.
func restoreCommand(ctx context.Context, args []string, stdout io.Writer) error {
	from, rest := valueFlag("from", args)
	if from == "" {
		return errors.New(backupUsage)
	}
	if _, err := os.Stat(from); err != nil {
		return fmt.Errorf("--from: %w", err)
	}
	cfg, err := config.Parse(rest)
	if err != nil {
		return err
	}
	if store.IsPostgres(cfg.DB) {
		if err := emptyPostgres(ctx, cfg); err != nil {
			return err
		}
		if err := pgTool(ctx, "pg_restore", "--no-owner", "--no-privileges", "--exit-on-error", "--dbname", cfg.DB, from); err != nil {
			return err
		}
	} else if err := copyNew(from, cfg.DB); err != nil {
		return err
	}
	db, err := store.OpenWith(ctx, cfg.DB, cfg.StoreOptions()) // the migrations a newer binary adds
	if err != nil {
		return err
	}
	db.Close()
	fmt.Fprintf(stdout, "restored %s into %s; check it with: kwarta ledger check --db ...\n", from, redact(cfg.DB))
	return nil
}

// emptyPostgres refuses a PostgreSQL database that holds tables already.
func emptyPostgres(ctx context.Context, cfg config.Config) error {
	out, err := exec.CommandContext(ctx, "psql", "--no-psqlrc", "--tuples-only", "--no-align", "--dbname", cfg.DB,
		"--command", "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'").Output()
	if err != nil {
		return fmt.Errorf("psql: %w", err)
	}
	if n := strings.TrimSpace(string(out)); n != "0" {
		return fmt.Errorf("--db holds %s tables: restore into an empty database (createdb a new one)", n)
	}
	return nil
}

// copyNew copies an SQLite backup to path, which must not exist: through a
// temporary file in the same directory, synced, then renamed, so a copy
// cut short never looks like a database.
func copyNew(from, path string) error {
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("--db %s exists: restore into a new file, then move it into place", path)
	}
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	tmp, err := os.CreateTemp(filepath.Dir(path), ".restore-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := io.Copy(tmp, src); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// pgTool runs one of PostgreSQL's client programs, its output the error's.
func pgTool(ctx context.Context, name string, args ...string) error {
	if _, err := exec.LookPath(name); err != nil {
		return fmt.Errorf("%s is not installed (Debian: apt-get install postgresql-client): %w", name, err)
	}
	out, err := exec.CommandContext(ctx, name, args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s: %w: %s", name, err, strings.TrimSpace(string(out)))
	}
	return nil
}

// redact drops a DSN's password for printing.
func redact(dsn string) string {
	if i, j := strings.Index(dsn, "://"), strings.LastIndex(dsn, "@"); i >= 0 && j > i {
		if k := strings.Index(dsn[i+3:j], ":"); k >= 0 {
			return dsn[:i+3+k] + ":***" + dsn[j:]
		}
	}
	return dsn
}
