package main

import (
	"context"
	"os"
	"os/user"
	"strings"

	"kwarta/internal/httpapi"
	"kwarta/internal/server"
)

// byFlag takes --by name (or --by=name) out of args: the console operator
// a command acts as; "" when not given.
func byFlag(args []string) (string, []string) {
	var by string
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

// osUser is the machine's login name ($USER, else the account's name, as
// in a container or a service where USER is not set).
func osUser() string {
	if u := os.Getenv("USER"); u != "" {
		return u
	}
	if u, err := user.Current(); err == nil {
		return u.Username
	}
	return ""
}

// cliActor is who a changing command acts as, for the change's own record
// and the audit log: --by must name an enabled console operator (a
// command under a name that is no operator is refused before it changes
// anything); without --by, the machine's user as system:<user>. Its
// address in the audit log is "cli".
func cliActor(ctx context.Context, app *server.App, by string) (httpapi.OperatorSession, error) {
	return app.Console.CLIOperator(ctx, by, osUser())
}

// boolFlag takes --name out of args and tells whether it was there.
func boolFlag(name string, args []string) (bool, []string) {
	var rest []string
	found := false
	for _, a := range args {
		if a == "--"+name {
			found = true
		} else {
			rest = append(rest, a)
		}
	}
	return found, rest
}

// openAs opens the app for an operator command and names who runs it
// (cliActor): the command's database and its operator, or an error with
// nothing left open.
func openAs(ctx context.Context, args []string, by string) (*server.App, httpapi.OperatorSession, func(), error) {
	app, closeDB, err := openApp(ctx, args)
	if err != nil {
		return nil, httpapi.OperatorSession{}, nil, err
	}
	op, err := cliActor(ctx, app, by)
	if err != nil {
		closeDB()
		return nil, httpapi.OperatorSession{}, nil, err
	}
	return app, op, closeDB, nil
}
