package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"text/tabwriter"
	"time"

	"kwarta/internal/clock"

	"kwarta/internal/console"
	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/repay"
	"kwarta/internal/server"
)

// ledgerCommand runs `kwarta ledger check|accrue`.
func ledgerCommand(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 || (args[0] != "check" && args[0] != "accrue") {
		return errors.New("usage: kwarta ledger check [--date YYYY-MM-DD] [--db ...] | kwarta ledger accrue [--db ...]")
	}
	date, rest := valueFlag("date", args[1:])
	at, rest := valueFlag("at", rest)
	var clk clock.Clock = clock.Real{}
	if at != "" {
		t, err := time.Parse(time.RFC3339, at)
		if err != nil {
			return fmt.Errorf("--at: want a moment as RFC 3339 (2027-01-05T10:00:00+08:00), not %q", at)
		}
		clk = clock.NewManual(t)
	}
	app, done, err := openAppAt(ctx, rest, clk)
	if err != nil {
		return err
	}
	defer done()
	if err := backfill(ctx, app, stdout); err != nil {
		return err
	}
	books := loan.BooksOf(app.Loans)
	if args[0] == "accrue" {
		n, err := ledger.Accrue(ctx, app.DB, books)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "accrued %d orders to %s\n", n, loan.Day(app.Loans.Calendar().Today()))
		return nil
	}
	today := app.Loans.Calendar().Today()
	asOf, err := dayFlag(date, app.Config.Market.Location())
	if date == "" {
		asOf = today // --at's day
	}
	if err != nil {
		return err
	}
	problems, err := ledger.Check(ctx, app.DB, books, repay.InTransit, asOf, today)
	if err != nil {
		return err
	}
	for _, p := range problems {
		fmt.Fprintln(stdout, p)
	}
	if len(problems) > 0 {
		return fmt.Errorf("the books do not hold on %s: %d problems", loan.Day(asOf), len(problems))
	}
	what := "the journal balances on every date"
	if asOf.Equal(today) {
		what += "; every order's receivables equal what it owes; cash in transit equals the money received and not settled"
	}
	fmt.Fprintf(stdout, "books hold on %s: %s\n", loan.Day(asOf), what)
	return nil
}

// backfill builds, once, the journal of the orders from before the books.
func backfill(ctx context.Context, app *server.App, stdout io.Writer) error {
	n, err := repay.BackfillLedger(ctx, app.DB, app.Loans, app.Clock.Now())
	if err == nil && n > 0 {
		fmt.Fprintf(stdout, "ledger back-fill: booked %d orders from before the ledger\n", n)
	}
	return err
}

// reportTrialBalance prints `kwarta report trial-balance`: every account's
// debits, credits and balance on a date, and their totals.
func reportTrialBalance(ctx context.Context, args []string, stdout io.Writer) error {
	date, rest := valueFlag("date", args)
	app, done, err := openApp(ctx, rest)
	if err != nil {
		return err
	}
	defer done()
	asOf, err := dayFlag(date, app.Config.Market.Location())
	if err != nil {
		return err
	}
	rows, err := ledger.TrialBalance(ctx, app.DB, asOf)
	if err != nil {
		return err
	}
	money := loan.MoneyFor(app.Config.Market.Code, false)
	fmt.Fprintf(stdout, "Trial balance on %s (%s)\n", loan.Day(asOf), app.Config.Market.Currency)
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "account\tname\tdebits\tcredits\tbalance\t")
	var debits, credits int64
	for _, r := range rows {
		debits, credits = debits+r.Debits, credits+r.Credits
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t\n", r.Code, r.Name, money.Format(r.Debits), money.Format(r.Credits), money.Format(r.Balance))
	}
	fmt.Fprintf(w, "\ttotal\t%s\t%s\t%s\t\n", money.Format(debits), money.Format(credits), money.Format(debits-credits))
	return w.Flush()
}

// reportAccountingCSV writes one of the console's accounting CSV files
// (the Accounting screen's downloads, the same writer) to stdout: a dated
// report on --date, the others from --from to --to (empty: today).
func reportAccountingCSV(ctx context.Context, name string, args []string, stdout io.Writer) error {
	date, rest := valueFlag("date", args)
	from, rest := valueFlag("from", rest)
	to, rest := valueFlag("to", rest)
	rest = slices.DeleteFunc(rest, func(a string) bool { return a == "--csv" })
	app, done, err := openApp(ctx, rest)
	if err != nil {
		return err
	}
	defer done()
	acct := app.ConsoleScreens.Accounting
	first, last, err := acct.Period(from, to)
	if console.Dated(name) {
		first, err = acct.Date(date)
		last = first
	}
	if err != nil {
		var f *fault.Error
		if errors.As(err, &f) {
			return fmt.Errorf("%s: %s", name, f.Message)
		}
		return err
	}
	return acct.WriteCSV(ctx, stdout, name, first, last)
}
