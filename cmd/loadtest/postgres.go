package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
)

// createPostgres makes a fresh database kwarta_load_<random> on the server
// at base and returns its URL and a function that drops it (WITH (FORCE),
// so a server that still holds connections cannot keep it alive).
func createPostgres(ctx context.Context, base string) (dsn string, drop func() error, err error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", nil, err
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", nil, err
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	name := "kwarta_load_" + hex.EncodeToString(b)
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		admin.Close()
		return "", nil, err
	}
	drop = func() error {
		defer admin.Close()
		c, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_, err := admin.ExecContext(c, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		return err
	}
	u.Path = "/" + name
	return u.String(), drop, nil
}
