package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server"
)

const paymentUsage = "usage: kwarta payment simulate <payCode> [--status paid|failed] [--by name] [--db ...]"

// paymentCommand is `kwarta payment simulate`: what the sandbox page's
// button does, for operators and tests: the sandbox provider's signed
// postback for a pay code (its reference number or transaction id).
func paymentCommand(ctx context.Context, args []string, stdout io.Writer) error {
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
