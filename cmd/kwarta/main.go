// Command kwarta runs Kwarta: `kwarta serve` serves the API and the web app;
// `kwarta migrate` applies the database migrations and exits.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"slices"
	"sync"
	"syscall"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/config"
	"kwarta/internal/console"
	"kwarta/internal/demo"
	"kwarta/internal/httpapi"
	"kwarta/internal/logmask"
	"kwarta/internal/report"
	"kwarta/internal/server"
	"kwarta/internal/store"
	"kwarta/web"
)

const usage = `kwarta: the borrower-facing cash-loan app and its API.

Usage:
  kwarta serve [flags]     serve the API and the web app (kwarta serve -h lists the flags)
  kwarta migrate [flags]   apply database migrations and exit
  kwarta demo --scale N [--db ...]   the demo world and N more borrowers with orders in every status
                           and at every age, for measuring at scale (docs/PERFORMANCE.md)
  kwarta jobs run [--at RFC3339] [--db ...]   the server's periodic jobs once each, timed (schedule,
                           accrual, collections, notices, payments); --at as of another moment
  kwarta report funnel [--db ...]   landing visits, apply taps, SMS sent and registrations per template and utm_tag
  kwarta report payments [--date YYYY-MM-DD] [--db ...]   a day's payments per channel, and anything unmatched
  kwarta report reminders [--date YYYY-MM-DD] [--db ...]  a day's SMS notices: sent, held for quiet hours, failed
  kwarta report trial-balance [--date YYYY-MM-DD] [--db ...]  every ledger account's debits, credits and balance on a date
  kwarta report trial-balance|aging --csv [--date YYYY-MM-DD] [--db ...]   the console's CSV of the trial balance, the receivables aging
  kwarta report journal|income|disbursements|collections [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--db ...]   the console's CSV of the journal, the income statement, the registers
  kwarta report par [--date YYYY-MM-DD] | roll-rates [--month YYYY-MM] | vintage | efficiency|promises [--from YYYY-MM] [--to YYYY-MM] | collectors [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--db ...]   the collections reports' CSV
  kwarta report snapshot --month YYYY-MM [--db ...]   write a month-end collections snapshot now (a back-fill; a month written is kept)
  kwarta ledger check [--date YYYY-MM-DD] [--at RFC3339] [--db ...]
                           check the books: the journal balances on every date; on today (the default) also every
                           order's receivables against the engine and cash in transit per channel (a failing exit status);
                           --at: the moment taken as now (a server on --test-clock: its clock, e.g. 2027-01-05T10:00:00+08:00)
  kwarta ledger accrue [--db ...]   post every order's late charges and interest earned up to today (the daily job)
  kwarta backup --to FILE [--db ...]   a copy of the database at one moment while the servers write (SQLite: VACUUM INTO;
                           PostgreSQL: pg_dump's custom format); docs/OPERATIONS.md
  kwarta restore --from FILE [--db ...]   a backup into a new SQLite file or an empty PostgreSQL database, then migrated
  kwarta reminders preview <orderNo> [--db ...]            an order's SMS notices: sent, queued, and those to come, with when
  kwarta reminders templates [--db ...]                    the notice texts
  kwarta reminders template <kind> <en|fil> --text "..." [--by name] [--db ...]
                           change a notice text (checked: its placeholders, one 160-character GSM-7 SMS)
  kwarta order approve|reject|disburse|show <orderNo> [--by name] [--alone] [--db ...]
                           an operator's decision on an order (show: its figures and history); disburse
                           proposes for a second operator's approval in the console (--alone: at once,
                           outside production only)
  kwarta payment simulate <payCode> [--status paid|failed] [--by name] [--db ...]
                           the sandbox provider's postback for a pay code (as its page's button)
  kwarta payment settlement-file [--date YYYY-MM-DD] [--db ...]
                           the sandbox provider's settlement file for a market day (CSV, standard output)
  kwarta payment settle <file.csv> [--by name] [--db ...]
                           import a provider's settlement file: match its lines with the payments
                           credited, settle the matched (audited); the same file again changes nothing
  kwarta complaint list [--overdue] [--db ...]   every complaint (--overdue: open past the 3-weekday promise)
  kwarta complaint show <id> [--db ...]          one complaint with its images and reply
  kwarta complaint reply <id> --text "..." [--image file]... [--by name] [--db ...]
                           answer a complaint: it becomes processed and the borrower is asked for a score
  kwarta operator add <name> --role admin|reviewer|finance|support|collector|collections_lead [--by name] [--db ...]
                           add a console operator: prints a one-time token for enrolment (password and TOTP)
  kwarta operator list [--db ...]                 the console's operators
  kwarta audit verify [--noted <id>:<hash>] [--db ...]
                           walk the audit log's hash chain: "verified N entries, head <hash>", or the
                           first broken entry (a failing exit status); --noted checks a head written down earlier
  Every command that changes something is in the audit log (address "cli") under --by,
  which must name an enabled console operator, or without it as system:<the machine's user>.
  kwarta openapi           print the API document (OpenAPI 3, as GET /medium/openapi.json serves it)
  kwarta version           print the version
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "kwarta:", err)
		}
		os.Exit(2)
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errors.New("no command given")
	}
	switch args[0] {
	case "serve":
		return serve(ctx, args[1:], stdout, stderr)
	case "migrate":
		app, done, err := openApp(ctx, args[1:])
		if err != nil {
			return err
		}
		defer done()
		fmt.Fprintln(stdout, "migrations applied to", app.DB.Dialect())
		return backfill(ctx, app, stdout)
	case "demo":
		return demoCommand(ctx, args[1:], stdout)
	case "jobs":
		return jobsCommand(ctx, args[1:], stdout)
	case "ledger":
		return ledgerCommand(ctx, args[1:], stdout)
	case "backup":
		return backupCommand(ctx, args[1:], stdout)
	case "restore":
		return restoreCommand(ctx, args[1:], stdout)
	case "report":
		return runReport(ctx, args[1:], stdout)
	case "order":
		return order(ctx, args[1:], stdout)
	case "payment":
		return paymentCommand(ctx, args[1:], stdout)
	case "complaint":
		return complaintCommand(ctx, args[1:], stdout)
	case "reminders":
		return reminders(ctx, args[1:], stdout)
	case "operator":
		return operatorCommand(ctx, args[1:], stdout)
	case "audit":
		return auditCommand(ctx, args[1:], stdout)
	case "openapi":
		return printOpenAPI(stdout)
	case "version":
		fmt.Fprintln(stdout, server.Version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprint(stderr, usage)
	return fmt.Errorf("unknown command %q", args[0])
}

// scheduleEvery is how often the server brings orders up to date with the
// calendar; every borrower call on an order also does it for that order.
const scheduleEvery = 15 * time.Minute

// noticeEvery is how often the server sends the SMS notices whose time
// has come (the schedule job queues the reminders, order events the rest).
const noticeEvery = 30 * time.Second

// reconcileEvery is how often the server expires pay codes and asks the
// payment provider about codes whose postback did not come.
const reconcileEvery = 10 * time.Minute

func newLogger(w io.Writer, level string) *slog.Logger {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		l = slog.LevelInfo
	}
	return slog.New(logmask.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: l})))
}

func serve(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	cfg, err := config.Parse(args)
	if err != nil {
		return err
	}
	logger := newLogger(stderr, cfg.LogLevel)
	slog.SetDefault(logger)

	db, err := store.OpenWith(ctx, cfg.DB, cfg.StoreOptions())
	if err != nil {
		return err
	}
	defer db.Close()
	var clk clock.Clock = clock.Real{}
	if cfg.TestClock { // config.Validate refuses it in production
		clk = clock.NewOffset(clock.Real{})
		logger.Warn("test clock: POST /medium/dev/clock moves this server's time forward")
	}
	app := server.NewApp(cfg, db, clk, logger)
	if err := backfill(ctx, app, io.Discard); err != nil {
		return fmt.Errorf("ledger back-fill: %w", err)
	}

	if cfg.Demo {
		seeded, err := demo.Seed(ctx, app.DemoDeps())
		if err != nil {
			return fmt.Errorf("demo: %w", err)
		}
		logger.Info("demo world", "seeded", seeded)
		if seeded && cfg.DemoBorrowers > 0 {
			if err := demo.SeedLoadBorrowers(ctx, app.DemoDeps(), cfg.DemoBorrowers); err != nil {
				return fmt.Errorf("demo: %w", err)
			}
			logger.Info("demo load borrowers", "count", cfg.DemoBorrowers)
		}
	}

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           app.Handler(web.Dist),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      90 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		MaxHeaderBytes:    httpapi.ServerMaxHeaderBytes, // past it net/http answers itself, as the envelope through httpapi.Listener
	}
	base := "http://" + ln.Addr().String()
	var certs *httpapi.Certificates
	if cfg.TLSCert != "" {
		if certs, err = httpapi.LoadCertificates(cfg.TLSCert, cfg.TLSKey, func(err error) {
			logger.Error("tls certificate not reloaded: still serving the one before", "error", err)
		}); err != nil {
			ln.Close()
			return err
		}
		srv.TLSConfig = httpapi.TLSConfig(certs)
		srv.MaxHeaderBytes = httpapi.TLSMaxHeaderBytes // the handler answers the 414/431 envelopes over TLS
		base = "https://" + ln.Addr().String()
	}
	logger.Info("listening", "addr", ln.Addr().String(), "db", string(db.Dialect()), "env", cfg.Env, "market", cfg.Market.Code)
	fmt.Fprintln(stdout, "kwarta listening on", base)
	if cfg.Demo {
		for _, line := range demo.Links(base) {
			fmt.Fprintln(stdout, line)
		}
		landing, err := demo.LandingLinks(ctx, db, base)
		if err != nil {
			logger.Error("demo landing links", "error", err)
		}
		for _, line := range landing {
			fmt.Fprintln(stdout, line)
		}
		orders, err := demo.OrderLinks(ctx, app.DemoDeps(), base)
		if err != nil {
			return fmt.Errorf("demo: %w", err)
		}
		for _, line := range orders {
			fmt.Fprintln(stdout, line)
		}
	}
	schedule, notices, reconcile := scheduleEvery, noticeEvery, reconcileEvery
	if cfg.JobEvery > 0 { // the cluster test
		schedule, notices, reconcile = cfg.JobEvery, cfg.JobEvery, cfg.JobEvery
	}
	// The periodic jobs run until ctx ends; the server waits for the runs
	// under way before it stops, so none is cut between a text or a debit
	// and its record, or leaves its turn taken for the lease.
	var jobs sync.WaitGroup
	for _, job := range []struct {
		run   func(context.Context, time.Duration)
		every time.Duration
	}{
		{app.Loans.RunEvery, schedule},      // the schedule job: due windows, overdue orders, late interest
		{app.Repay.RunEvery, reconcile},     // the payment job: expired pay codes, postbacks that never came
		{app.CardRepay.RunEvery, reconcile}, // card debits left unanswered, day-old repay tokens
		{app.Notices.RunEvery, notices},     // the notice job: the SMS notices whose time has come
		{app.Collect.RunEvery, schedule},    // the collections job: promises broken overnight, the round-robin rule
	} {
		jobs.Go(func() { job.run(ctx, job.every) })
	}

	errc := make(chan error, 3)
	servers := []*http.Server{srv}
	if certs != nil {
		go func() { errc <- srv.ServeTLS(ln, "", "") }() // HTTP/2 and HTTP/1.1 over TLS
		go reloadOnHangUp(ctx, certs, logger)
		if cfg.RedirectAddr != "" {
			rln, err := net.Listen("tcp", cfg.RedirectAddr)
			if err != nil {
				srv.Close()
				return fmt.Errorf("--redirect-addr: %w", err)
			}
			_, port, _ := net.SplitHostPort(ln.Addr().String())
			rsrv := &http.Server{Handler: httpapi.Redirect(port), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 30 * time.Second}
			servers = append(servers, rsrv)
			fmt.Fprintln(stdout, "kwarta redirecting http://"+rln.Addr().String()+" to", base)
			go func() { errc <- rsrv.Serve(rln) }()
		}
	} else {
		go func() { errc <- srv.Serve(httpapi.Listener(ln)) }()
	}
	var mln net.Listener
	if cfg.MetricsAddr != "" {
		if mln, err = net.Listen("tcp", cfg.MetricsAddr); err != nil && cfg.Production() {
			srv.Close()
			return fmt.Errorf("--metrics-addr: %w", err)
		} else if err != nil {
			// Development: another program (often another kwarta) holds the
			// port; the product runs without its metrics.
			logger.Warn("metrics off: " + cfg.MetricsAddr + " is in use (--metrics-addr moves it, '' turns it off)")
		}
	}
	if mln != nil {
		msrv := &http.Server{Handler: app.MetricsHandler(), ReadHeaderTimeout: 10 * time.Second}
		servers = append(servers, msrv)
		logger.Info("metrics listening", "addr", mln.Addr().String())
		go func() { errc <- msrv.Serve(mln) }()
	}
	select {
	case err := <-errc:
		for _, s := range servers {
			s.Close()
		}
		return err
	case <-ctx.Done():
	}
	app.Drain() // /readyz: 503 from now
	if cfg.DrainDelay > 0 {
		// Still serving, on the connections open too, while the balancer's
		// health check sees the 503 and stops choosing this instance; only
		// then are idle connections closed, so none closes under a request
		// the balancer is sending on it.
		logger.Info("draining: serving on while the load balancer moves away", "for", cfg.DrainDelay.String())
		time.Sleep(cfg.DrainDelay)
	}
	logger.Info("shutting down: draining in-flight requests")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, s := range servers {
		if err := s.Shutdown(shutdownCtx); err != nil {
			return err
		}
	}
	jobsDone := make(chan struct{})
	go func() { jobs.Wait(); close(jobsDone) }()
	select {
	case <-jobsDone:
	case <-shutdownCtx.Done():
		logger.Warn("stopping with a job still running: its turn passes to another instance when its lease ends")
	}
	logger.Info("stopped")
	return nil
}

// runReport prints an operator report: `report funnel` is the landing page's
// funnel, `report payments` a day's payments per channel and what is unmatched.
func runReport(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) > 0 && args[0] == "payments" {
		return reportPayments(ctx, args[1:], stdout)
	}
	if len(args) > 0 && args[0] == "reminders" {
		return reportReminders(ctx, args[1:], stdout)
	}
	if len(args) > 0 && args[0] == "trial-balance" && !slices.Contains(args, "--csv") {
		return reportTrialBalance(ctx, args[1:], stdout)
	}
	if len(args) > 0 && (slices.Contains(console.CollectionReports, args[0]) || args[0] == "snapshot") {
		return reportCollections(ctx, args[0], args[1:], stdout)
	}
	if len(args) > 0 && slices.Contains(console.CSVReports, args[0]) {
		return reportAccountingCSV(ctx, args[0], args[1:], stdout)
	}
	if len(args) == 0 || args[0] != "funnel" {
		return errors.New("usage: kwarta report funnel|payments|reminders|trial-balance [--date YYYY-MM-DD] [--db ...] | kwarta report journal|income|aging|disbursements|collections [--date ...] [--from ... --to ...] [--db ...]")
	}
	_, db, err := openDB(ctx, args[1:])
	if err != nil {
		return err
	}
	defer db.Close()
	rows, err := report.Funnel(ctx, db, report.AllTime)
	if err != nil {
		return err
	}
	return report.WriteFunnel(stdout, rows)
}

// openDB reads an operator command's flags and opens (and migrates) its database.
func openDB(ctx context.Context, args []string) (config.Config, *store.DB, error) {
	cfg, err := config.Parse(args)
	if err != nil {
		return cfg, nil, err
	}
	db, err := store.OpenWith(ctx, cfg.DB, cfg.StoreOptions())
	return cfg, db, err
}

// printOpenAPI writes the API document the server serves, without a
// database: the routes are the table's, whatever the services would hold.
func printOpenAPI(stdout io.Writer) error {
	cfg, err := config.Parse(nil)
	if err != nil {
		return err
	}
	app := server.NewApp(cfg, nil, clock.Real{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(httpapi.OpenAPI(app.Routes(), server.Version))
}

// reloadOnHangUp reads the TLS certificate again on each SIGHUP (a renewal
// that also replaced the files is read on the next connection anyway).
func reloadOnHangUp(ctx context.Context, certs *httpapi.Certificates, logger *slog.Logger) {
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	for {
		select {
		case <-ctx.Done():
			return
		case <-hup:
			if err := certs.Reload(); err != nil {
				logger.Error("SIGHUP: tls certificate not reloaded: still serving the one before", "error", err)
			} else {
				logger.Info("SIGHUP: tls certificate reloaded")
			}
		}
	}
}
