package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"text/tabwriter"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/notice"
	"kwarta/internal/server"
)

const remindersUsage = `usage: kwarta reminders preview <orderNo> [--db ...]
       kwarta reminders templates [--db ...]
       kwarta reminders template <kind> <en|fil> --text "..." [--by name] [--db ...]`

// reminders is the operators' command for the SMS notices: what an order
// got and will get, and the texts.
func reminders(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return errors.New(remindersUsage)
	}
	switch args[0] {
	case "preview":
		if len(args) < 2 {
			return errors.New(remindersUsage)
		}
		app, closeDB, err := openApp(ctx, args[2:])
		if err != nil {
			return err
		}
		defer closeDB()
		o, lines, err := app.Notices.Preview(ctx, args[1])
		if err != nil {
			return err
		}
		return notice.WritePreview(stdout, o, lines, app.Config.Market.Location())
	case "templates":
		app, closeDB, err := openApp(ctx, args[1:])
		if err != nil {
			return err
		}
		defer closeDB()
		list, err := app.NoticeTemplates.List(ctx)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "kind\tlang\ttext\tchanged")
		for _, t := range list {
			changed := "-"
			if !t.UpdatedAt.IsZero() {
				changed = t.UpdatedAt.In(app.Config.Market.Location()).Format("2006-01-02 15:04") + " by " + t.UpdatedBy
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", t.Kind, t.Lang, t.Body, changed)
		}
		return tw.Flush()
	case "template":
		if len(args) < 3 {
			return errors.New(remindersUsage)
		}
		kind, lang := notice.Kind(args[1]), args[2]
		text, rest := valueFlag("text", args[3:])
		by, rest := byFlag(rest)
		if text == "" {
			return errors.New(`kwarta reminders template needs --text "..."`)
		}
		app, op, closeDB, err := openAs(ctx, rest, by)
		if err != nil {
			return err
		}
		defer closeDB()
		if err := app.NoticeTemplates.Set(ctx, kind, lang, text, "operator:"+op.Name); err != nil {
			return err
		}
		// The notice texts take no transaction of their caller: the audit
		// line follows the saved text.
		if err := app.Console.Record(ctx, app.DB, op, "edit-notice", "notice-template", string(kind)+"/"+lang, nil, map[string]any{"text": strings.TrimSpace(text)}); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "the %s text (%s) is saved\n", kind, lang)
		return nil
	}
	return errors.New(remindersUsage)
}

// reportReminders is `kwarta report reminders [--date YYYY-MM-DD]`: a
// day's notices (today in the market's time zone by default) by kind and
// outcome, and every failed one.
func reportReminders(ctx context.Context, args []string, stdout io.Writer) error {
	date, rest := valueFlag("date", args)
	app, closeDB, err := openApp(ctx, rest)
	if err != nil {
		return err
	}
	defer closeDB()
	day, err := dayFlag(date, app.Config.Market.Location())
	if err != nil {
		return err
	}
	r, err := app.Notices.Report(ctx, day)
	if err != nil {
		return err
	}
	return r.Write(stdout)
}

// openApp opens an operator command's database and builds the services on it.
func openApp(ctx context.Context, args []string) (*server.App, func(), error) {
	return openAppAt(ctx, args, clock.Real{})
}

// openAppAt is openApp on the clock clk (`ledger check --at`).
func openAppAt(ctx context.Context, args []string, clk clock.Clock) (*server.App, func(), error) {
	cfg, db, err := openDB(ctx, args)
	if err != nil {
		return nil, nil, err
	}
	app := server.NewApp(cfg, db, clk, slog.New(slog.NewTextHandler(io.Discard, nil)))
	return app, func() { db.Close() }, nil
}

// valueFlag takes --name value (or --name=value) out of args.
func valueFlag(name string, args []string) (string, []string) {
	var value string
	var rest []string
	for i := 0; i < len(args); i++ {
		if v, ok := strings.CutPrefix(args[i], "--"+name+"="); ok {
			value = v
		} else if args[i] == "--"+name && i+1 < len(args) {
			value = args[i+1]
			i++
		} else {
			rest = append(rest, args[i])
		}
	}
	return value, rest
}

// dayFlag reads a --date value as a calendar date (midnight UTC, as the
// loan engine keeps dates); empty is today in the market's time zone.
func dayFlag(date string, loc *time.Location) (time.Time, error) {
	if date == "" {
		now := time.Now().In(loc)
		return time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC), nil
	}
	d, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return d, fmt.Errorf("--date: want YYYY-MM-DD, not %q", date)
	}
	return d, nil
}
