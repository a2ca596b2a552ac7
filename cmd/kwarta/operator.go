package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"text/tabwriter"

	"kwarta/internal/console"
)

const operatorUsage = `usage: kwarta operator add <name> --role admin|reviewer|finance|support|collector|collections_lead [--by admin] [--alone] [--db ...]
       kwarta operator list [--db ...]`

// operatorCommand adds console operators and lists them. Adding follows
// the console's four eyes: while an admin who can sign in exists, an
// addition is a proposal (--by names the proposing admin) that another
// admin approves in the console, where the approver is shown the link.
// It is done at once, with a one-time sign-in link valid 24 hours, only
// when nobody could approve (a new installation) or with --alone outside
// production (a developer's or a test's own database). Every addition and
// proposal is in the audit log under --by, an enabled operator, or
// system:<user>.
func operatorCommand(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return errors.New(operatorUsage)
	}
	switch args[0] {
	case "add":
		if len(args) < 2 {
			return errors.New(operatorUsage)
		}
		role, rest := valueFlag("role", args[2:])
		by, rest := byFlag(rest)
		alone, rest := boolFlag("alone", rest)
		if role == "" {
			return errors.New("kwarta operator add needs --role admin|reviewer|finance|support|collector|collections_lead")
		}
		app, op, closeDB, err := openAs(ctx, rest, by)
		if err != nil {
			return err
		}
		defer closeDB()
		canApprove, err := app.Console.CanApprove(ctx)
		if err != nil {
			return err
		}
		var added console.Added
		switch {
		case !canApprove:
			added, err = app.Console.AddAlone(ctx, op, args[1], console.Role(role), "no admin can sign in yet")
		case alone && app.Config.Production():
			return errors.New("--alone is refused in production: propose the operator with --by <admin>, and another admin approves it in the console")
		case alone:
			added, err = app.Console.AddAlone(ctx, op, args[1], console.Role(role), "--alone, "+app.Config.Env)
		default:
			added, err = app.Console.AddBy(ctx, op, args[1], console.Role(role))
			if err == nil {
				fmt.Fprintf(stdout, "proposed (#%d): %s. Another admin approves it in the console (Waiting for approval) and is shown the one-time sign-in link.\n", added.Proposal.ID, added.Proposal.Summary)
				return nil
			}
		}
		if err != nil {
			return err
		}
		o := added.Operator
		fmt.Fprintf(stdout, "operator %s (%s) added. One-time sign-in link, valid 24 hours, on the server's address:\n%s\n", o.Name, o.Role, added.Link)
		fmt.Fprintf(stdout, "There %s sets a password and scans the code into an authenticator app.\n", o.Name)
		return nil
	case "list":
		app, closeDB, err := openApp(ctx, args[1:])
		if err != nil {
			return err
		}
		defer closeDB()
		list, err := app.Console.Operators(ctx)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "id\tname\trole\tenrolled\tlocked\tadded by")
		for _, o := range list {
			fmt.Fprintf(tw, "%d\t%s\t%s\t%v\t%v\t%s\n", o.ID, o.Name, o.Role, o.Enrolled, o.Locked, o.CreatedBy)
		}
		return tw.Flush()
	}
	return errors.New(operatorUsage)
}
