package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/user"
	"strings"
	"text/tabwriter"

	"kwarta/internal/clock"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/server"
)

const orderUsage = "usage: kwarta order approve|reject|disburse|show <orderNo> [--by name] [--db ...]"

// order is the operators' command until the console exists: approve,
// reject or disburse an order (each change recorded with who and when), or
// show an order's figures and history.
func order(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) < 2 {
		return errors.New(orderUsage)
	}
	action, ref := args[0], args[1]
	by, rest := operatorFlag(args[2:])
	cfg, db, err := openDB(ctx, rest)
	if err != nil {
		return err
	}
	defer db.Close()
	app := server.NewApp(cfg, db, clock.Real{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	var ev loan.Event
	switch action {
	case "approve":
		ev = loan.EventApprove
	case "reject":
		ev = loan.EventReject
	case "disburse":
		return disburse(ctx, app, ref, loan.OperatorActor(by), stdout)
	case "show":
		return showOrder(ctx, app.Loans, ref, stdout)
	default:
		return errors.New(orderUsage)
	}
	o, err := app.Loans.Operate(ctx, db, ev, ref, loan.OperatorActor(by))
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "order %s (id %d) is now %d %s\n", o.No, o.ID, o.Status, o.Status)
	return nil
}

// disburse sends an order's loan through the payout adapter (--payouts)
// to the borrower's payout account: the order becomes 170 when the
// provider has paid. A refused payout prints the reason and fails (the
// order stays 151 and the borrower is asked to check the account); run it
// again to retry, under the order's idempotency key, so nothing is paid twice.
func disburse(ctx context.Context, app *server.App, ref, actor string, stdout io.Writer) error {
	r, err := app.Payout.Disburse(ctx, ref, actor)
	if err != nil {
		return err
	}
	switch r.State {
	case payout.StateSucceeded:
		fmt.Fprintf(stdout, "order %s (id %d) is now %d %s: paid through %s, reference %s\n", r.OrderNo, r.OrderID, r.Status, r.Status, r.Provider, r.Reference)
		return nil
	case payout.StatePending:
		return fmt.Errorf("order %s: the payout is pending at %s (reference %s); run disburse again later to check it", r.OrderNo, r.Provider, r.Reference)
	default:
		return fmt.Errorf("order %s: the payout failed: %s (the order stays %d; the borrower is asked to check the account)", r.OrderNo, r.Reason, r.Status)
	}
}

// operatorFlag takes --by name (or --by=name) out of args; the operator
// defaults to the login name ($USER, else the account's name, as in a
// container or a service where USER is not set).
func operatorFlag(args []string) (string, []string) {
	by := os.Getenv("USER")
	if u, err := user.Current(); by == "" && err == nil {
		by = u.Username
	}
	var rest []string
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--by" && i+1 < len(args):
			by = args[i+1]
			i++
		case strings.HasPrefix(a, "--by="):
			by = strings.TrimPrefix(a, "--by=")
		default:
			rest = append(rest, a)
		}
	}
	return by, rest
}

func showOrder(ctx context.Context, loans *loan.Service, ref string, stdout io.Writer) error {
	o, history, err := loans.Lookup(ctx, ref)
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "order\t%s (id %d)\n", o.No, o.ID)
	fmt.Fprintf(w, "status\t%d %s\n", o.Status, o.Status)
	fmt.Fprintf(w, "principal\t%d\n", o.Terms.Principal)
	fmt.Fprintf(w, "term\t%d days, %d instalments\n", o.Terms.TermDays, o.Terms.Instalments)
	fmt.Fprintf(w, "owed\t%d (minor units; late interest %d, penalty %d, paid %d)\n", o.Owed(), o.LateInterest, o.Penalty, o.TotalPaid())
	if !o.NextDue.IsZero() {
		fmt.Fprintf(w, "next due\t%s\n", loan.Day(o.NextDue))
	}
	fmt.Fprintln(w, "\nwhen (UTC)\tevent\tfrom\tto\twho\tnote")
	for _, c := range history {
		fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%s\t%s\n", c.At.Format("2006-01-02 15:04"), c.Event, c.From, c.To, c.Actor, c.Note)
	}
	return w.Flush()
}
