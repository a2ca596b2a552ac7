package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"kwarta/internal/config"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// run executes the steps and prints the table; it returns the exit code:
// 1 when a step had errors or time-outs or a server misbehaved.
func run(parent context.Context, o options, out io.Writer) int {
	selected := func(key string) bool { return o.only == nil || o.only[key] }
	dbs := []string{"sqlite"}
	if o.postgres != "" {
		dbs = append(dbs, "postgres")
		// Three instances behind Caddy, where it is installed.
		if _, err := exec.LookPath(o.caddy); err == nil {
			dbs = append(dbs, clusterDB)
		}
	}
	steps := 0
	if selected(bareScenario.key) {
		steps += len(o.conns)
	}
	for _, sc := range kwartaScenarios {
		if selected(sc.key) {
			steps += len(o.conns) * len(dbs)
		}
	}
	// Every step may overrun by one client time-out (requests in flight at
	// its end); each server gets its start-up and drain budget.
	budget := time.Duration(steps)*(o.duration+o.timeout+5*time.Second) + time.Duration(1+len(dbs))*(startBudget+45*time.Second)
	ctx, cancel := context.WithTimeout(parent, budget)
	defer cancel()

	dir, err := os.MkdirTemp("", "kwarta-load-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		return 2
	}
	rep := &report{started: time.Now(), opts: o, machine: machineInfo(o.bin)}
	fmt.Fprintf(out, "loadtest: %d steps of %s at %v connections, client time-out %s; logs in %s\n", steps, o.duration, o.conns, o.timeout, dir)

	bare := map[int]float64{}
	if selected(bareScenario.key) {
		self, err := os.Executable()
		if err == nil {
			var t *target
			if t, err = startTarget(ctx, "bare", self, []string{bareCommand}, filepath.Join(dir, "bare.log")); err == nil {
				for _, c := range o.conns {
					r := runStep(ctx, t, "-", bareScenario, c, o)
					r.ratio = 1
					bare[c] = r.rps
					rep.add(out, r)
				}
				rep.note(t.stop())
			}
		}
		if err != nil {
			rep.problem(out, "bare server: %v", err)
		}
	}
	for _, db := range dbs {
		if ctx.Err() == nil {
			runKwarta(ctx, o, db, dir, selected, bare, rep, out)
		}
	}
	if ctx.Err() != nil {
		rep.problem(out, "the run stopped early: %v (overall deadline %s)", context.Cause(ctx), budget)
	}
	rep.print(out)
	if rep.failed() || o.keep {
		fmt.Fprintln(out, "\nServer logs and databases kept in", dir)
	} else {
		os.RemoveAll(dir)
	}
	if rep.failed() {
		return 1
	}
	return 0
}

// clusterDB names the steps through Caddy to three instances on PostgreSQL.
const clusterDB = "pg×3 caddy"

// runKwarta starts kwarta on a fresh database of db and runs its steps.
func runKwarta(ctx context.Context, o options, db, dir string, selected func(string) bool, bare map[int]float64, rep *report, out io.Writer) {
	dsn := filepath.Join(dir, "kwarta.db")
	if db == "postgres" || db == clusterDB {
		var drop func() error
		var err error
		if dsn, drop, err = createPostgres(ctx, o.postgres); err != nil {
			rep.problem(out, "postgres: create database: %v", err)
			return
		}
		defer func() {
			if err := drop(); err != nil {
				rep.problem(out, "postgres: drop database: %v", err)
			}
		}()
	}
	args := []string{"serve", "--demo", "--addr", "127.0.0.1:0", "--db", dsn, "--secret", loadSecret,
		"--trusted-proxies", "127.0.0.1/32", "--log-level", "info", "--metrics-addr", "",
		// The pay-code step asks for code after code on the same orders:
		// lift the per-order and per-borrower limit it would otherwise measure.
		"--pay-code-limit", strconv.Itoa(config.MaxPayCodeLimit)}
	if selected("paycode") || selected("postback") {
		args = append(args, "--demo-borrowers", strconv.Itoa(o.borrowers))
		pool.size = o.borrowers
	}
	var t *target
	var err error
	if db == clusterDB {
		t, err = startGroup(ctx, o, dsn, args, dir)
	} else {
		t, err = startTarget(ctx, "kwarta "+db, o.bin, args, filepath.Join(dir, "kwarta-"+db+".log"))
	}
	if err != nil {
		rep.problem(out, "%v", err)
		return
	}
	for _, sc := range kwartaScenarios {
		if !selected(sc.key) {
			continue
		}
		share := o.borrowers / len(o.conns)
		for i, c := range o.conns {
			if ctx.Err() != nil {
				break
			}
			if sc.pool {
				pool.setRange(i*share+1, (i+1)*share)
			}
			r := runStep(ctx, t, db, sc, c, o)
			if b := bare[c]; b > 0 {
				r.ratio = r.rps / b
			}
			rep.add(out, r)
		}
	}
	rep.note(t.stop())
	checkLedger(ctx, o.bin, db, dsn, rep, out)
}

// startGroup starts three instances at once on dsn (args with each one's
// own address) and Caddy in front with the deployment's Caddyfile; the
// target it answers is Caddy's, measuring and stopping the three.
func startGroup(ctx context.Context, o options, dsn string, args []string, dir string) (*target, error) {
	ports := freePorts(clusterSize + 2)
	group := make([]*target, clusterSize)
	errs := make([]error, clusterSize)
	var wg sync.WaitGroup
	var upstreams []string
	for i := range group {
		addr := "127.0.0.1:" + strconv.Itoa(ports[i])
		upstreams = append(upstreams, addr)
		own := append(slices.Clone(args), "--addr", addr) // the last --addr counts
		wg.Add(1)
		go func() {
			defer wg.Done()
			group[i], errs[i] = startTarget(ctx, fmt.Sprintf("kwarta pg %d", i+1), o.bin, own, filepath.Join(dir, fmt.Sprintf("kwarta-pg-%d.log", i+1)))
		}()
	}
	wg.Wait()
	t := &target{name: "kwarta " + clusterDB}
	for _, g := range group {
		if g != nil {
			t.group = append(t.group, g)
		}
	}
	if err := errors.Join(errs...); err != nil {
		t.stop()
		return nil, err
	}
	front := "http://127.0.0.1:" + strconv.Itoa(ports[clusterSize])
	stop, err := startCaddy(ctx, o.caddy, o.caddyfile, dir, front, strings.Join(upstreams, " "), "127.0.0.1:"+strconv.Itoa(ports[clusterSize+1]))
	if err != nil {
		t.stop()
		return nil, err
	}
	t.base, t.stopRest = front, stop
	return t, nil
}

// checkLedger runs `kwarta ledger check` on the database the steps used,
// once its server has stopped: after the postback steps' payments the
// books must still hold (docs/ACCOUNTING.md). Its findings fail the run;
// its verdict is a note of the summary either way.
func checkLedger(ctx context.Context, bin, db, dsn string, rep *report, out io.Writer) {
	b, err := exec.CommandContext(ctx, bin, "ledger", "check", "--db", dsn).CombinedOutput()
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if err != nil {
		rep.problem(out, "ledger check on %s: %v: %s", db, err, strings.Join(lines, "; "))
		return
	}
	verdict := "ledger check on " + db + ": " + lines[len(lines)-1]
	fmt.Fprintln(out, verdict)
	rep.note(verdict, true)
}
