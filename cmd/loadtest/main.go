// Command loadtest is Kwarta's load benchmark (`make loadtest`). It starts a
// bare net/http JSON handler as a baseline, then `kwarta serve --demo` on a
// fresh SQLite database (and on a fresh PostgreSQL database when
// KWARTA_TEST_POSTGRES is set, and then three instances on one behind
// Caddy with deploy/caddy/Caddyfile where caddy is installed), drives each
// with keep-alive connections and
// prints requests per second, latency, errors, time-outs, /healthz latency
// and the server's memory per step, then a summary table. It exits 1 when a
// step had errors or time-outs, so it can serve as a gate.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// options are the command line.
type options struct {
	bin      string
	duration time.Duration
	conns    []int
	timeout  time.Duration
	only     map[string]bool
	postgres string
	keep     bool
	// borrowers is how many load borrowers each server gets for the
	// payment steps; the postback steps share them out.
	borrowers int
	// scale, when set, measures the console at scale instead (scale.go).
	scale int
	// reads, with scale, is a filled database (a kept run's) whose console
	// reads alone are measured: no fill, no jobs.
	reads string
	// skipSQLite, with scale and postgres, measures PostgreSQL alone.
	skipSQLite bool
	// cluster runs the cluster test instead (cluster.go): three instances
	// on PostgreSQL behind caddy, on caddyfile.
	cluster          bool
	caddy, caddyfile string
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == bareCommand {
		os.Exit(runBare(os.Args[2:]))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	opts, err := parseOptions(os.Args[1:], os.Stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "loadtest:", err)
		}
		os.Exit(2)
	}
	if opts.cluster {
		os.Exit(runCluster(ctx, opts, os.Stdout))
	}
	if opts.scale > 0 {
		os.Exit(runScale(ctx, opts, os.Stdout))
	}
	os.Exit(run(ctx, opts, os.Stdout))
}

func parseOptions(args []string, stderr io.Writer) (options, error) {
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	var conns, only string
	fs.StringVar(&o.bin, "bin", "bin/kwarta", "the kwarta binary to start (make build)")
	fs.DurationVar(&o.duration, "duration", 30*time.Second, "how long each step runs")
	fs.StringVar(&conns, "conns", "32,200", "connection counts, comma-separated; every step runs at each")
	fs.DurationVar(&o.timeout, "timeout", 10*time.Second, "client time-out of one request")
	fs.StringVar(&only, "only", "", "run only these steps, comma-separated: "+strings.Join(stepKeys(), ","))
	fs.StringVar(&o.postgres, "postgres", os.Getenv("KWARTA_TEST_POSTGRES"), "PostgreSQL server URL (KWARTA_TEST_POSTGRES); a database is created and dropped")
	fs.IntVar(&o.borrowers, "borrowers", 6000, "load borrowers per server (each an order due now) for the pay-code and postback steps; the postback steps divide them")
	fs.IntVar(&o.scale, "scale", 0, "measure the console at scale instead: fill each database with this many borrowers (kwarta demo --scale), time the jobs and every console read")
	fs.BoolVar(&o.skipSQLite, "skip-sqlite", false, "with -scale and -postgres: measure PostgreSQL alone")
	fs.StringVar(&o.reads, "reads", "", "with -scale: measure only the console reads on this database, filled before (a SQLite file or a PostgreSQL URL kept by -keep)")
	fs.BoolVar(&o.cluster, "cluster", false, "run the cluster test instead: three instances on one PostgreSQL database behind Caddy, restarted, killed and moved through days under load (make cluster-test)")
	fs.StringVar(&o.caddy, "caddy", "caddy", "with -cluster: the Caddy binary")
	fs.StringVar(&o.caddyfile, "caddyfile", "deploy/caddy/Caddyfile", "with -cluster: the Caddyfile (the reference deployment's)")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary directory (databases, server logs) even when every step passed; with -scale, the filled databases")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	for _, s := range strings.Split(conns, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			return o, fmt.Errorf("-conns: %q is not a positive number", s)
		}
		o.conns = append(o.conns, n)
	}
	if o.borrowers < 1 {
		return o, errors.New("-borrowers must be positive")
	}
	if o.duration <= 0 || o.timeout <= 0 {
		return o, errors.New("-duration and -timeout must be positive")
	}
	if only != "" {
		o.only = map[string]bool{}
		for _, k := range strings.Split(only, ",") {
			k = strings.TrimSpace(k)
			if !validStep(k) {
				return o, fmt.Errorf("-only: unknown step %q (known: %s)", k, strings.Join(stepKeys(), ","))
			}
			o.only[k] = true
		}
	}
	if _, err := os.Stat(o.bin); err != nil {
		return o, fmt.Errorf("%s: %w (run make build first)", o.bin, err)
	}
	return o, nil
}
