package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"kwarta/internal/demo"
)

// demoCommand runs `kwarta demo --scale N [--db ...]`: the demo world
// (when the database is empty) and N more borrowers with their orders
// (docs/PERFORMANCE.md, "At a million orders").
func demoCommand(ctx context.Context, args []string, stdout io.Writer) error {
	scale, rest := valueFlag("scale", args)
	n, err := strconv.Atoi(scale)
	if scale == "" || err != nil || n < 1 || n > 10_000_000 {
		return errors.New("usage: kwarta demo --scale N [--db ...]   (N borrowers to add, up to 10000000)")
	}
	// Each copy of a chunk is one statement, longer than a page's
	// PostgreSQL statement timeout allows.
	if !slices.ContainsFunc(rest, func(a string) bool { return strings.HasPrefix(a, "--db-statement-timeout") }) {
		rest = append(rest, "--db-statement-timeout", "1h")
	}
	app, done, err := openApp(ctx, rest)
	if err != nil {
		return err
	}
	defer done()
	if _, err := demo.Seed(ctx, app.DemoDeps()); err != nil {
		return err
	}
	r, err := demo.Scale(ctx, app.DemoDeps(), app.Collect, n, func(done, total int64) {
		fmt.Fprintf(stdout, "\r%d of %d borrowers", done, total)
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\nadded %d borrowers and %d orders (%d prototypes copied), %d past due in the worklist, in %s\n",
		r.Borrowers, r.Orders, r.Prototypes, r.Accounts, r.Took.Round(1e9))
	return nil
}
