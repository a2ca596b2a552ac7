package store

import (
	"context"
	"fmt"
)

// SetNextID makes the next row inserted into table get id next, on either
// engine. The demo world uses it so its orders have the ids the test
// preview page expects; table must be a trusted name.
func SetNextID(ctx context.Context, q Querier, table string, next int64) error {
	if q.Dialect() == Postgres {
		_, err := q.Exec(ctx, fmt.Sprintf(`SELECT setval(pg_get_serial_sequence('%s', 'id'), ?, false)`, table), next)
		return err
	}
	res, err := q.Exec(ctx, `UPDATE sqlite_sequence SET seq = ? WHERE name = ?`, next-1, table)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n > 0 {
		return err
	}
	_, err = q.Exec(ctx, `INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)`, table, next-1)
	return err
}
