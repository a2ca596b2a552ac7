package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"kwarta/internal/console"
	"kwarta/internal/fault"
)

// reportCollections writes one of the console's collections reports as
// its CSV file (`kwarta report par [--date]`, `roll-rates --month`,
// `vintage`, `efficiency|promises --from YYYY-MM --to YYYY-MM`,
// `collectors --from --to`), or writes a month-end snapshot on demand
// (`kwarta report snapshot --month YYYY-MM`, e.g. a back-fill; a month
// already written is left as it is).
func reportCollections(ctx context.Context, name string, args []string, stdout io.Writer) error {
	var p console.ReportParams
	rest := args
	p.Date, rest = valueFlag("date", rest)
	p.Month, rest = valueFlag("month", rest)
	p.From, rest = valueFlag("from", rest)
	p.To, rest = valueFlag("to", rest)
	app, done, err := openApp(ctx, rest)
	if err != nil {
		return err
	}
	defer done()
	if name == "snapshot" {
		if p.Month == "" {
			return errors.New("usage: kwarta report snapshot --month YYYY-MM")
		}
		m, err := console.Month("month", p.Month, app.Clock.Now())
		if err != nil {
			return err
		}
		n, err := app.Collect.Snapshot(ctx, m)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "snapshot of %s: %d lines written\n", p.Month, n)
		return nil
	}
	err = app.ConsoleScreens.CollectionReports.WriteCSV(ctx, stdout, name, p)
	var f *fault.Error
	if errors.As(err, &f) {
		return fmt.Errorf("%s: %s", name, f.Message)
	}
	return err
}
