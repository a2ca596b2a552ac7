package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server"
)

const paymentUsage = `usage: kwarta payment simulate <payCode> [--status paid|failed] [--by name] [--db ...]
       kwarta payment settlement-file [--date YYYY-MM-DD] [--db ...]
       kwarta payment settle <file.csv> [--by name] [--db ...]
       kwarta payment reverse <paymentId> [--to orderNo] --reason text --by name [--db ...]
       kwarta payment refund-retry <txnId> [--by name] [--db ...]`

// paymentCommand is `kwarta payment simulate`: what the sandbox page's
// button does, for operators and tests: the sandbox provider's signed
// postback for a pay code (its reference number or transaction id); and
// the settlement files: the sandbox's for a day, and an import.
func paymentCommand(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) >= 1 && args[0] == "settlement-file" {
		return settlementFile(ctx, args[1:], stdout)
	}
	if len(args) >= 2 && args[0] == "settle" {
		return settle(ctx, args[1], args[2:], stdout)
	}
	if len(args) >= 2 && args[0] == "reverse" {
		return reverse(ctx, args[1], args[2:], stdout)
	}
	if len(args) >= 2 && args[0] == "refund-retry" {
		return refundRetry(ctx, args[1], args[2:], stdout)
	}
	if len(args) < 2 || args[0] != "simulate" {
		return errors.New(paymentUsage)
	}
	ref := args[1]
	by, flags := byFlag(args[2:])
	status, rest := payment.StatusSuccess, []string{}
	for i := 0; i < len(flags); i++ {
		a := flags[i]
		v, ok := strings.CutPrefix(a, "--status=")
		if a == "--status" && i+1 < len(flags) {
			v, ok = flags[i+1], true
			i++
		}
		if !ok {
			rest = append(rest, a)
			continue
		}
		switch v {
		case "paid":
			status = payment.StatusSuccess
		case "failed":
			status = payment.StatusFailure
		default:
			return errors.New(paymentUsage)
		}
	}
	cfg, db, err := openDB(ctx, rest)
	if err != nil {
		return err
	}
	defer db.Close()
	app := server.NewApp(cfg, db, clock.Real{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	op, err := cliActor(ctx, app, by)
	if err != nil {
		return err
	}
	res, err := app.Repay.Simulate(ctx, ref, status)
	if err != nil {
		return err
	}
	// The provider's postback is kept by repay; who sent it from here is
	// in the audit log.
	if err := app.Console.Record(ctx, db, op, "simulate-payment", "pay-code", res.Code.RefNo, nil, map[string]any{"status": string(status), "outcome": res.Outcome}); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "pay code %s (order %d, %s): %s\n", res.Code.RefNo, res.Code.OrderID, res.Code.Purpose, res.Outcome)
	return nil
}

// reportPayments is `kwarta report payments [--date YYYY-MM-DD]`: the day's
// payments per channel (today in the market's time zone by default) and
// every postback or payment an operator must look at.
func reportPayments(ctx context.Context, args []string, stdout io.Writer) error {
	date, rest := valueFlag("date", args)
	cfg, db, err := openDB(ctx, rest)
	if err != nil {
		return err
	}
	defer db.Close()
	loc := cfg.Market.Location()
	day := time.Now().In(loc)
	if date != "" {
		if day, err = time.ParseInLocation(time.DateOnly, date, loc); err != nil {
			return fmt.Errorf("--date: want YYYY-MM-DD, not %q", date)
		}
	}
	r, err := repay.Report(ctx, db, day, loc)
	if err != nil {
		return err
	}
	return r.Write(stdout, loc)
}

// settlementFile is `kwarta payment settlement-file [--date D]`: the
// settlement file the sandbox provider would send for a market day (today
// by default), in the provider's layout, on standard output: what `make
// run` imports to show reconciliation offline. Refused for a real provider.
func settlementFile(ctx context.Context, args []string, stdout io.Writer) error {
	date, rest := valueFlag("date", args)
	app, closeDB, err := openApp(ctx, rest)
	if err != nil {
		return err
	}
	defer closeDB()
	loc := app.Config.Market.Location()
	day := time.Now().In(loc)
	if date != "" {
		if day, err = time.ParseInLocation(time.DateOnly, date, loc); err != nil {
			return fmt.Errorf("--date: want YYYY-MM-DD, not %q", date)
		}
	}
	lines, err := app.Repay.SandboxSettlement(ctx, day)
	if err != nil {
		return err
	}
	return payment.WriteSettlement(stdout, lines)
}

// settle is `kwarta payment settle <file>`: the console's import of a
// provider's settlement file, as the --by operator (audited).
func settle(ctx context.Context, path string, args []string, stdout io.Writer) error {
	by, rest := byFlag(args)
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	app, op, closeDB, err := openAs(ctx, rest, by)
	if err != nil {
		return err
	}
	defer closeDB()
	f, err := app.ConsoleScreens.Payments.ImportSettlement(ctx, op, filepath.Base(path), data)
	if err != nil {
		return err
	}
	again := ""
	if f.Again {
		again = " (imported before: nothing changed)"
	}
	fmt.Fprintf(stdout, "settlement file #%d %s%s: %d lines, %d matched, %d differ, %d missing here, %d missing at the provider, %d settled before; %d settled, %d fees\n",
		f.ID, f.Name, again, f.Lines, f.Matched, f.Differ, f.MissingHere, f.MissingProvider, f.Duplicate, f.Settled, f.Fees)
	return nil
}

// reverse is kwarta payment reverse: as the finance operator or admin --by
// names, propose taking a credited payment off its order and crediting it
// to --to as of the day it arrived (without --to, the money is held for
// review); a second operator approves it in the console.
func reverse(ctx context.Context, id string, args []string, stdout io.Writer) error {
	paymentID, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		return fmt.Errorf("payment id %q: a number (the order page's payments)", id)
	}
	by, rest := byFlag(args)
	to, rest := valueFlag("to", rest)
	reason, rest := valueFlag("reason", rest)
	app, op, closeDB, err := openAs(ctx, rest, by)
	if err != nil {
		return err
	}
	defer closeDB()
	if op.Role == "" {
		return errors.New("a reversal is proposed for a second operator's approval: name the proposing finance operator or admin with --by")
	}
	p, err := app.ConsoleScreens.Payments.ProposeReverse(ctx, op, paymentID, to, reason)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "proposed (#%d): %s. Another finance operator or admin approves it in the console (Waiting for approval).\n", p.ID, p.Summary)
	return nil
}

// refundRetry is `kwarta payment refund-retry <txnId>`: an approved refund
// of held money that failed or is pending is sent again to the same
// account (its key rules: the next round after a refusal, the same key
// otherwise, so nothing is paid twice), audited as send-refund.
func refundRetry(ctx context.Context, txnID string, args []string, stdout io.Writer) error {
	by, rest := byFlag(args)
	app, op, closeDB, err := openAs(ctx, rest, by)
	if err != nil {
		return err
	}
	defer closeDB()
	c, err := app.ConsoleScreens.Payments.SendRefund(ctx, op, txnID)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, c.Outcome)
	return nil
}
