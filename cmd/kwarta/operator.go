package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"text/tabwriter"

	"kwarta/internal/console"
)

const operatorUsage = `usage: kwarta operator add <name> --role admin|reviewer|finance|support [--by name] [--db ...]
       kwarta operator list [--db ...]`

// operatorCommand adds console operators (each gets a one-time sign-in
// link, valid 24 hours; each addition is in the audit log under --by, an
// enabled operator, or system:<user>) and lists them.
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
		if role == "" {
			return errors.New("kwarta operator add needs --role admin|reviewer|finance|support")
		}
		app, closeDB, err := openApp(ctx, rest)
		if err != nil {
			return err
		}
		defer closeDB()
		op, err := cliActor(ctx, app, by)
		if err != nil {
			return err
		}
		// Added and audited together, as an admin in the console would.
		added, err := app.Console.AddBy(ctx, op, args[1], console.Role(role))
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
