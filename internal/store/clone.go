package store

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Columns lists a table's columns in their order.
func Columns(ctx context.Context, q Querier, table string) ([]string, error) {
	query := `SELECT name FROM pragma_table_info(?) ORDER BY cid`
	if q.Dialect() == Postgres {
		query = `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`
	}
	rows, err := q.Query(ctx, query, table)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	if len(out) == 0 && rows.Err() == nil {
		return nil, fmt.Errorf("store: no table %s", table)
	}
	return out, rows.Err()
}

// Copies is a bulk copy of some of a table's rows, each copied Times
// times inside the database (INSERT … SELECT), for filling a database at
// scale (`kwarta demo --scale`). Where (with Args) chooses the rows; Set
// gives a column its expression in each copy, where {k} is the copy's
// number (First..First+Times-1; First 0 is 1), and Set[c] == "" leaves the column out (an id the
// database numbers). Every other column is copied as it is. A new column
// added to the table later is copied too, so a copy never misses one.
type Copies struct {
	Table string
	Where string
	Args  []any
	Times int
	First int
	Set   map[string]string
}

// Copy runs c in q and says how many rows it wrote.
func Copy(ctx context.Context, q Querier, c Copies) (int64, error) {
	if c.Times < 1 {
		return 0, nil
	}
	cols, err := Columns(ctx, q, c.Table)
	if err != nil {
		return 0, err
	}
	for name := range c.Set {
		if !slices.Contains(cols, name) {
			return 0, fmt.Errorf("store: copy of %s sets %s, which it has not", c.Table, name)
		}
	}
	var into, exprs []string
	for _, col := range cols {
		e, set := c.Set[col]
		if set && e == "" {
			continue
		}
		into = append(into, col)
		if !set {
			e = "t." + col
		}
		exprs = append(exprs, strings.ReplaceAll(e, "{k}", "copies.k"))
	}
	first := max(c.First, 1)
	query := `WITH RECURSIVE copies(k) AS (SELECT ` + strconv.Itoa(first) + ` UNION ALL SELECT k + 1 FROM copies WHERE k < ` + strconv.Itoa(first+c.Times-1) + `)
		INSERT INTO ` + c.Table + ` (` + strings.Join(into, ", ") + `) SELECT ` + strings.Join(exprs, ", ") +
		` FROM copies, ` + c.Table + ` t WHERE ` + c.Where + ` ORDER BY copies.k`
	res, err := q.Exec(ctx, query, c.Args...)
	if err != nil {
		return 0, fmt.Errorf("store: copy of %s: %w", c.Table, err)
	}
	return res.RowsAffected()
}
