package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"kwarta/internal/console"
)

const auditUsage = "usage: kwarta audit verify [--noted <id>:<hash>] [--db ...]"

// errChainBroken is verify's failure once it has printed where: main
// exits with a non-zero status.
var errChainBroken = errors.New("the audit log's chain is broken")

// auditCommand is `kwarta audit verify`: it walks the audit log's hash
// chain and prints how many entries verified and the head's hash, or the
// first broken entry. The chain cannot show that its newest entries were
// deleted together with its head row: write the head down elsewhere (a
// ticket, a daily e-mail) and give it back with --noted id:hash, which
// must still be in the chain with the same hash (docs/CONSOLE.md).
func auditCommand(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "verify" {
		return errors.New(auditUsage)
	}
	notedFlag, rest := valueFlag("noted", args[1:])
	var noted console.Noted
	if notedFlag != "" {
		id, hash, ok := strings.Cut(notedFlag, ":")
		n, err := strconv.ParseInt(id, 10, 64)
		if !ok || err != nil || n <= 0 || len(hash) != 64 {
			return errors.New("--noted: want <entry id>:<its 64-character hash>, as verify printed them")
		}
		noted = console.Noted{ID: n, Hash: hash}
	}
	app, closeDB, err := openApp(ctx, rest)
	if err != nil {
		return err
	}
	defer closeDB()
	v, err := app.Console.Verify(ctx, noted)
	if err != nil {
		return err
	}
	if !v.OK {
		fmt.Fprintf(stdout, "broken at entry %d: %s\nverified %d entries before it, up to entry %d, head %s\n", v.BrokenAt, v.Problem, v.Entries, v.UpTo, v.Head)
		return errChainBroken
	}
	fmt.Fprintf(stdout, "verified %d entries, up to entry %d, head %s\n", v.Entries, v.UpTo, v.Head)
	return nil
}
