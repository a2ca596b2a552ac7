package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strconv"
	"text/tabwriter"

	"kwarta/internal/clock"
	"kwarta/internal/console"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/server"
)

const orderUsage = "usage: kwarta order approve|reject <orderNo> [--reason text] [--by name] [--db ...]\n" +
	"       kwarta order disburse|show <orderNo> [--by name] [--alone] [--db ...]\n" +
	"       kwarta order waive <orderNo> [--penalty minor-units] [--late-interest minor-units] [--fees minor-units] --reason text [--by name] [--alone] [--db ...]\n" +
	"       kwarta order write-off|cancel <orderNo> --reason text [--by name] [--alone] [--db ...]\n" +
	"       kwarta order reschedule <orderNo> --instalments n --first-due YYYY-MM-DD [--every-days n] --consent in-app|'recorded call'|'signed form' --consent-on YYYY-MM-DD --consent-ref text --reason text [--by name] [--alone] [--db ...]\n" +
	"       kwarta order payout-account <orderNo> (--account id | --channel number --number account-number) --reason text [--by name] [--alone] [--db ...]\n" +
	"       kwarta order write-offs-due --by name [--db ...]"

// order is the operators' command until the console exists: approve,
// reject or disburse an order (each change recorded with who and when), or
// show an order's figures and history. A disbursement follows the
// console's four eyes: above the threshold it is proposed (--by names a
// finance operator or admin) and a second operator approves it in the
// console; --alone sends it at once, outside production only.
func order(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) >= 1 && args[0] == "write-offs-due" {
		return writeOffsDue(ctx, args[1:], stdout)
	}
	if len(args) < 2 {
		return errors.New(orderUsage)
	}
	action, ref := args[0], args[1]
	by, rest := byFlag(args[2:])
	alone, rest := boolFlag("alone", rest)
	penalty, rest := valueFlag("penalty", rest)
	late, rest := valueFlag("late-interest", rest)
	fees, rest := valueFlag("fees", rest)
	reason, rest := valueFlag("reason", rest)
	accountID, rest := valueFlag("account", rest)
	channel, rest := valueFlag("channel", rest)
	number, rest := valueFlag("number", rest)
	plan, rest, err := rescheduleFlags(rest)
	if err != nil {
		return err
	}
	plan.Reason = reason
	cfg, db, err := openDB(ctx, rest)
	if err != nil {
		return err
	}
	defer db.Close()
	app := server.NewApp(cfg, db, clock.Real{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	switch action {
	case "approve", "reject":
	case "disburse", "waive", "write-off", "cancel", "payout-account", "reschedule":
	case "show":
		return showOrder(ctx, app.Loans, ref, stdout)
	default:
		return errors.New(orderUsage)
	}
	op, err := cliActor(ctx, app, by)
	if err != nil {
		return err
	}
	before, _, err := app.Loans.Lookup(ctx, ref)
	if err != nil {
		return err
	}
	switch action {
	case "disburse":
		return disburseOrPropose(ctx, app, op, before, alone, stdout)
	case "waive":
		return waiveOrPropose(ctx, app, op, before, [3]string{penalty, late, fees}, reason, alone, stdout)
	case "write-off":
		orders := app.ConsoleScreens.Orders
		return serviceOrPropose(app, op, before, alone, servicing{what: "write-off",
			now:     func(alone string) (loan.Order, error) { return orders.WriteOffNow(ctx, op, before.No, reason, alone) },
			propose: func() (console.Proposal, error) { return orders.ProposeWriteOff(ctx, op, before.No, reason) },
		}, stdout)
	case "cancel":
		orders := app.ConsoleScreens.Orders
		return serviceOrPropose(app, op, before, alone, servicing{what: "cancellation",
			now:     func(alone string) (loan.Order, error) { return orders.CancelNow(ctx, op, before.No, reason, alone) },
			propose: func() (console.Proposal, error) { return orders.ProposeCancel(ctx, op, before.No, reason) },
		}, stdout)
	case "reschedule":
		orders := app.ConsoleScreens.Orders
		plan.OrderNo = before.No
		return serviceOrPropose(app, op, before, alone, servicing{what: "reschedule",
			now:     func(alone string) (loan.Order, error) { return orders.RescheduleNow(ctx, op, plan, alone) },
			propose: func() (console.Proposal, error) { return orders.ProposeReschedule(ctx, op, plan) },
		}, stdout)
	case "payout-account":
		return payoutAccount(ctx, app, op, before, accountID, channel, number, reason, alone, stdout)
	}
	// As the console's applications queue decides: the order's move, the
	// credit policy's record of the review (approving over its flags needs
	// --reason, rejecting always does) and the audit line commit together.
	d, err := app.ConsoleScreens.Orders.Decide(ctx, op, before.No, action, reason)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "order %s (id %d) is now %d %s\n", d.OrderNo, before.ID, d.Status, loan.Status(d.Status))
	return nil
}

// disburseOrPropose is kwarta order disburse under the console's rule:
// an order no longer waiting, or one at or below the disbursement
// threshold, is sent at once (disburse: nothing is paid twice); above it,
// the disbursement is proposed as in the console, and a second finance
// operator or admin approves it there; --alone sends it at once, refused
// in production, recorded with why in the audit log.
func disburseOrPropose(ctx context.Context, app *server.App, op httpapi.OperatorSession, before loan.Order, alone bool, stdout io.Writer) error {
	threshold, err := app.Console.DisbursementThreshold(ctx, app.DB)
	if err != nil {
		return err
	}
	switch {
	case before.Status != loan.StatusProcessing || before.Terms.Principal <= threshold:
		return disburse(ctx, app, op, before, "", stdout)
	case alone && app.Config.Production():
		return errors.New("--alone is refused in production: propose the disbursement with --by <finance operator or admin>, and another one approves it in the console")
	case alone:
		return disburse(ctx, app, op, before, "--alone, "+app.Config.Env, stdout)
	}
	if op.Role == "" {
		return fmt.Errorf("order %s: a disbursement of %d is proposed for a second operator's approval: name the proposing finance operator or admin with --by (or --alone outside production)", before.No, before.Terms.Principal)
	}
	d, err := app.ConsoleScreens.Orders.Disburse(ctx, op, before.No)
	if err != nil {
		return err
	}
	if d.Proposal == nil { // the threshold was raised meanwhile: sent
		fmt.Fprintf(stdout, "order %s is now %d: %s via %s %s\n", d.OrderNo, d.Status, d.State, d.Provider, d.Reference)
		return nil
	}
	fmt.Fprintf(stdout, "proposed (#%d): %s. Another finance operator or admin approves it in the console (Waiting for approval), which sends the money.\n", d.Proposal.ID, d.Proposal.Summary)
	return nil
}

// servicing is one servicing action from the command line: what it is
// called ("waiver"), doing it at once (--alone) and proposing it.
type servicing struct {
	what    string
	now     func(alone string) (loan.Order, error)
	propose func() (console.Proposal, error)
}

// serviceOrPropose is kwarta order waive and write-off under the
// console's rule: the action is proposed as in the console (--by a
// finance operator or admin), and a second one approves it there;
// --alone does it at once, refused in production, recorded with why in
// the audit log.
func serviceOrPropose(app *server.App, op httpapi.OperatorSession, before loan.Order, alone bool, a servicing, stdout io.Writer) error {
	switch {
	case alone && app.Config.Production():
		return fmt.Errorf("--alone is refused in production: propose the %s with --by <finance operator or admin>, and another one approves it in the console", a.what)
	case alone:
		o, err := a.now("--alone, " + app.Config.Env)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "order %s: %s done; it owes %d (status %d %s)\n", o.No, a.what, o.Owed(), o.Status, o.Status)
		return nil
	case op.Role == "":
		return fmt.Errorf("order %s: a %s is proposed for a second operator's approval: name the proposing finance operator or admin with --by (or --alone outside production)", before.No, a.what)
	}
	pr, err := a.propose()
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "proposed (#%d): %s. Another finance operator or admin approves it in the console (Waiting for approval).\n", pr.ID, pr.Summary)
	return nil
}

// waiveOrPropose is kwarta order waive: the late charges and fees to
// forgive, in minor units (--penalty, --late-interest, --fees: flags), and
// --reason.
func waiveOrPropose(ctx context.Context, app *server.App, op httpapi.OperatorSession, before loan.Order, flags [3]string, reason string, alone bool, stdout io.Writer) error {
	amount := func(flag, v string) (int64, error) {
		if v == "" {
			return 0, nil
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("--%s %q: a whole number of minor units (centavos)", flag, v)
		}
		return n, nil
	}
	var a [3]int64
	for i, flag := range []string{"penalty", "late-interest", "fees"} {
		n, err := amount(flag, flags[i])
		if err != nil {
			return err
		}
		a[i] = n
	}
	w := loan.Waiver{Penalty: a[0], LateInterest: a[1], Fees: a[2]}
	orders := app.ConsoleScreens.Orders
	return serviceOrPropose(app, op, before, alone, servicing{what: "waiver",
		now: func(alone string) (loan.Order, error) {
			return orders.WaiveNow(ctx, op, before.No, w, reason, alone)
		},
		propose: func() (console.Proposal, error) { return orders.ProposeWaiver(ctx, op, before.No, w, reason) },
	}, stdout)
}

// writeOffsDue is kwarta order write-offs-due: as the finance operator or
// admin --by names, propose writing off every order overdue for at least
// the console's write-off days (run it daily from cron), one line per order.
func writeOffsDue(ctx context.Context, args []string, stdout io.Writer) error {
	by, rest := byFlag(args)
	app, op, closeDB, err := openAs(ctx, rest, by)
	if err != nil {
		return err
	}
	defer closeDB()
	if op.Role == "" {
		return errors.New("write-offs are proposed for a second operator's approval: name the proposing finance operator or admin with --by")
	}
	out, err := app.ConsoleScreens.Orders.ProposeWriteOffsDue(ctx, op)
	for _, w := range out {
		if w.OK {
			fmt.Fprintf(stdout, "%s: proposed (#%d): %s\n", w.OrderNo, w.Proposal.ID, w.Message)
		} else {
			fmt.Fprintf(stdout, "%s: not proposed: %s\n", w.OrderNo, w.Message)
		}
	}
	if err == nil && len(out) == 0 {
		fmt.Fprintln(stdout, "no order is past the write-off days")
	}
	return err
}

// disburse sends an order's loan through the payout adapter (--payouts)
// to the borrower's payout account: the order becomes 170 when the
// provider has paid. A refused payout prints the reason and fails (the
// order stays 151 and the borrower is asked to check the account); run it
// again to retry, under the order's idempotency key, so nothing is paid
// twice. alone, when set, says why one person sent it, in the audit log.
func disburse(ctx context.Context, app *server.App, op httpapi.OperatorSession, before loan.Order, alone string, stdout io.Writer) error {
	r, err := app.Payout.Disburse(ctx, before.No, loan.OperatorActor(op.Name))
	if err != nil {
		return err
	}
	// Audited after the payout (the provider's call is no part of a
	// transaction), except a run on an order already paid: nothing
	// happened, so nothing is written.
	if r.State != payout.StateSucceeded || r.Status != before.Status {
		after := map[string]any{"status": int(r.Status), "state": string(r.State), "provider": r.Provider, "reference": r.Reference, "reason": r.Reason}
		if alone != "" {
			after["alone"] = alone
		}
		if err := app.Console.Record(ctx, app.DB, op, "disburse", "order", r.OrderNo, map[string]any{"status": int(before.Status)}, after); err != nil {
			return err
		}
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

func showOrder(ctx context.Context, loans *loan.Service, ref string, stdout io.Writer) error {
	o, history, err := loans.Lookup(ctx, ref)
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "order\t%s (id %d)\n", o.No, o.ID)
	fmt.Fprintf(w, "status\t%d %s\n", o.Status, o.Status)
	fmt.Fprintf(w, "principal\t%d\n", o.Terms.Principal)
	fmt.Fprintf(w, "term\t%s, %s\n", loan.Plural(o.Terms.TermDays, "day"), loan.Plural(o.Terms.Instalments, "instalment"))
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

// payoutAccount is kwarta order payout-account: after a failed payout,
// send it again to another account, one of the borrower's (--account) or
// a channel and number (--channel, --number), with --reason; proposed for
// a second operator's approval, which sends the payout, or done at once
// with --alone outside production.
func payoutAccount(ctx context.Context, app *server.App, op httpapi.OperatorSession, before loan.Order, accountID, channel, number, reason string, alone bool, stdout io.Writer) error {
	var id int64
	if accountID != "" {
		n, err := strconv.ParseInt(accountID, 10, 64)
		if err != nil {
			return fmt.Errorf("--account %q: a payout account's id", accountID)
		}
		id = n
	}
	orders := app.ConsoleScreens.Orders
	return serviceOrPropose(app, op, before, alone, servicing{what: "payout account change",
		now: func(alone string) (loan.Order, error) {
			d, err := orders.ChangePayoutAccountNow(ctx, op, before.No, id, channel, number, reason, alone)
			if err != nil {
				return loan.Order{}, err
			}
			fmt.Fprintf(stdout, "order %s: payout %s via %s %s %s\n", d.OrderNo, d.State, d.Provider, d.Reference, d.Reason)
			o, _, err := app.Loans.Lookup(ctx, before.No)
			return o, err
		},
		propose: func() (console.Proposal, error) {
			return orders.ProposePayoutAccount(ctx, op, before.No, id, channel, number, reason)
		},
	}, stdout)
}

// rescheduleFlags reads kwarta order reschedule's flags: the new plan
// (--instalments, --first-due, --every-days) and the borrower's consent
// (--consent, --consent-on, --consent-ref); the loan engine checks them.
func rescheduleFlags(args []string) (console.RescheduleParams, []string, error) {
	var p console.RescheduleParams
	n, rest := valueFlag("instalments", args)
	every, rest := valueFlag("every-days", rest)
	p.FirstDue, rest = valueFlag("first-due", rest)
	p.ConsentHow, rest = valueFlag("consent", rest)
	p.ConsentOn, rest = valueFlag("consent-on", rest)
	p.ConsentRef, rest = valueFlag("consent-ref", rest)
	for _, f := range []struct {
		flag, value string
		to          *int
	}{{"instalments", n, &p.Instalments}, {"every-days", every, &p.EveryDays}} {
		if f.value == "" {
			continue
		}
		v, err := strconv.Atoi(f.value)
		if err != nil {
			return p, rest, fmt.Errorf("--%s %q: a whole number", f.flag, f.value)
		}
		*f.to = v
	}
	return p, rest, nil
}
