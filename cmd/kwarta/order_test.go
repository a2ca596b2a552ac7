package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/config"
	"kwarta/internal/console"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/page"
	"kwarta/internal/payout"
	"kwarta/internal/server"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// demoDB makes a SQLite database holding the demo world and the console
// operators named (reviewers, enabled), whom the commands' --by may name.
func demoDB(t *testing.T, operators ...string) string {
	t.Helper()
	path := storetest.DSN(t, store.SQLite)
	db, err := store.Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	env := servertest.New(t, db)
	for _, name := range operators {
		if _, _, err := env.App.Console.Add(t.Context(), name, console.Reviewer, "test"); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// auditLines reads the audit log of the database at path, oldest first,
// as "operator addr action objectType" lines, and verifies its chain.
func auditLines(t *testing.T, path string) []string {
	t.Helper()
	db, err := store.Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	app := server.NewApp(config.Config{Market: market.MustLookup("ph")}, db, clock.Real{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	most := int64(page.MaxLimit)
	o, err := page.Params{Limit: &most}.Parse(console.AuditSorts)
	if err != nil {
		t.Fatal(err)
	}
	log, err := app.Console.Audit(t.Context(), console.AuditFilter{}, o)
	if err != nil {
		t.Fatal(err)
	}
	if log.Next != "" {
		t.Fatalf("more than %d audit lines", most)
	}
	var lines []string
	for _, e := range slices.Backward(log.Rows) {
		lines = append(lines, strings.Join([]string{e.Operator, e.Addr, e.Action, e.ObjectType}, " "))
	}
	if v, err := app.Console.Verify(t.Context(), console.Noted{}); err != nil || !v.OK {
		t.Errorf("the chain: %+v %v", v, err)
	}
	return lines
}

// TestOrder_Operator: decisions from the command line, each in the
// audit log under an operator's name (--by) or the machine's user; a name
// that is no operator changes nothing.
func TestOrder_Operator(t *testing.T) {
	ctx := context.Background()
	t.Setenv("USER", "deploy")
	db := demoDB(t, "alice", "bob", "dora")
	disable := func(name string) {
		t.Helper()
		sdb, err := store.Open(ctx, db)
		if err != nil {
			t.Fatal(err)
		}
		defer sdb.Close()
		if _, err := sdb.Exec(ctx, `UPDATE operators SET disabled_at = 1 WHERE name = ?`, name); err != nil {
			t.Fatal(err)
		}
	}
	disable("dora")
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"order"}, args...), &out, io.Discard)
		return out.String(), err
	}

	for _, by := range []string{"mallory", "dora"} {
		if _, err := do("reject", "87", "--by", by, "--db", db); err == nil || !strings.Contains(err.Error(), "--by "+by+": not an enabled console operator") {
			t.Errorf("reject --by %s: %v", by, err)
		}
	}
	out, err := do("approve", "87", "--db", db)
	if err != nil || !strings.Contains(out, "is now 21 approved") {
		t.Fatalf("approve: %v %q", err, out)
	}
	if _, err := do("approve", "87", "--by", "alice", "--db", db); err == nil || !strings.Contains(err.Error(), "cannot be approved") {
		t.Errorf("approving twice: %v", err)
	}
	if _, err := do("disburse", "87", "--db", db); err == nil {
		t.Error("disbursed before the borrower confirmed the withdrawal")
	}
	no := strings.Fields(out)[1]
	if _, err := do("reject", no, "--by=bob", "--db", db); err == nil || !strings.Contains(err.Error(), "Say why the application is rejected.") {
		t.Errorf("reject without a reason: %v", err)
	}
	out, err = do("reject", no, "--by=bob", "--reason", "The borrower withdrew the application by phone.", "--db", db)
	if err != nil || !strings.Contains(out, "is now 110 rejected") {
		t.Fatalf("reject by order number %s: %v %q", no, err, out)
	}
	out, err = do("show", no, "--db", db)
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(out), " ")
	if single, err := do("show", "83", "--db", db); err != nil || !strings.Contains(single, "91 days, 1 instalment\n") {
		t.Errorf("show of a one-instalment loan: %v %q", err, single)
	}
	for _, want := range []string{"status 110 rejected", "approve 151 21 operator:system:deploy", "reject 21 110 operator:bob"} {
		if !strings.Contains(flat, want) {
			t.Errorf("show lacks %q:\n%s", want, out)
		}
	}
	for _, args := range [][]string{{"approve"}, {"pay", "87", "--db", db}, {"approve", "KW000", "--db", db}} {
		if _, err := do(args...); err == nil {
			t.Errorf("%v: want an error", args)
		}
	}
	// Refused calls wrote nothing; each change one line, from "cli".
	got, want := strings.Join(auditLines(t, db), "\n"), "system:deploy cli approve order\nbob cli reject order"
	if got != want {
		t.Errorf("audit:\n%s\nwant:\n%s", got, want)
	}
}

// productionFlags are a production configuration that validates (no
// sandbox, a secret, an account key): what --alone is refused under.
var productionFlags = []string{"--env", "production", "--sms", "semaphore", "--semaphore-api-key", "k", "--secret", strings.Repeat("s", config.MinSecretBytes),
	"--payments", "dragonpay", "--dragonpay-merchant-id", "m", "--dragonpay-password", "p",
	"--payouts", "dragonpay", "--dragonpay-payout-key", "pk", "--account-keys", "k1:a2tra2tra2tra2tra2tra2tra2tra2tra2tra2tra2s="}

// kwarta order disburse follows the console's four eyes: with the
// threshold at 0 it proposes (--by a finance operator; a reviewer or no
// --by is refused) and pays nothing; --alone (outside production) sends
// the money through the payout adapter (the sandbox): a refused account
// prints the reason and fails, the order stays 151; after the borrower
// changes the account the retry pays and the order is 170, its reference
// printed; a third run, on the paid order, pays nothing more. --alone under
// a production configuration is refused and pays nothing.
func TestOrder_DisburseThroughPayout(t *testing.T) {
	ctx := context.Background()
	path := demoDB(t, "ana")
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"order"}, args...), &out, io.Discard)
		return out.String(), err
	}
	borrower := func(fn func(app *server.App, db *store.DB)) { onApp(t, path, fn) }
	if _, err := do("disburse", "85", "--db", path); err == nil || !strings.Contains(err.Error(), "not waiting to be disbursed") {
		t.Fatalf("disbursing an approved order before the withdrawal: %v", err)
	}
	withdrawnTo(t, path, "09171230000")
	if _, err := do("disburse", "85", "--by", "mallory", "--db", path); err == nil || !strings.Contains(err.Error(), "not an enabled console operator") {
		t.Fatalf("disburse --by mallory: %v", err)
	}
	if _, err := do("disburse", "85", "--db", path); err == nil || !strings.Contains(err.Error(), "with --by") {
		t.Fatalf("disburse without --by: %v", err)
	}
	if _, err := do("disburse", "85", "--by", "ana", "--db", path); err == nil || !strings.Contains(err.Error(), "A reviewer may not propose this.") {
		t.Fatalf("disburse --by a reviewer: %v", err)
	}
	out, err := do("disburse", "85", "--by", "fe", "--db", path)
	if err != nil || !strings.Contains(out, "proposed (#1): Disburse ₱") || !strings.Contains(out, "Another finance operator or admin approves it") {
		t.Fatalf("disburse as a proposal: %v %q", err, out)
	}
	if _, err := do(append([]string{"disburse", "85", "--by", "ana", "--alone", "--db", path}, productionFlags...)...); err == nil || !strings.Contains(err.Error(), "--alone is refused in production") {
		t.Fatalf("--alone in production: %v", err)
	}
	_, err = do("disburse", "85", "--by", "ana", "--alone", "--db", path)
	if err == nil || !strings.Contains(err.Error(), "the payout failed: The receiving account does not exist") || !strings.Contains(err.Error(), "stays 151") {
		t.Fatalf("refused account: %v", err)
	}
	borrower(func(app *server.App, db *store.DB) {
		if _, err := app.Payout.Bind(ctx, payout.BindRequest{UserID: 1, Values: gcashValues("09171234567"), OrderID: 85}); err != nil {
			t.Fatal(err)
		}
	})
	out, err = do("disburse", "85", "--by", "ana", "--alone", "--db", path)
	if err != nil || !strings.Contains(out, "is now 170 repaying: paid through sandbox, reference SBX-") {
		t.Fatalf("retry: %v %q", err, out)
	}
	again, err := do("disburse", "85", "--db", path)
	if err != nil || again != out {
		t.Errorf("disbursing a paid order again: %v %q, want %q", err, again, out)
	}
	show, err := do("show", "85", "--db", path)
	if err != nil || !strings.Contains(strings.Join(strings.Fields(show), " "), "disburse 151 170 operator:ana payout sandbox SBX-") {
		t.Errorf("show: %v\n%s", err, show)
	}
	// The proposal, the refused and the paid attempt are audited; the run
	// on a paid order, which did nothing, is not.
	if got, want := strings.Join(auditLines(t, path), "\n"), "fe cli propose:disburse order\nana cli disburse order\nana cli disburse order"; got != want {
		t.Errorf("audit:\n%s\nwant:\n%s", got, want)
	}
}

// kwarta order waive, write-off and cancel follow the console's four
// eyes: without --by or as a reviewer they are refused, as a finance
// operator they propose (nothing changes), without a reason or above what
// is owed they are refused; --alone does it at once (outside production
// only), written in the audit log. write-offs-due proposes the orders past
// the write-off days.
func TestOrder_Servicing(t *testing.T) {
	ctx := context.Background()
	path := demoDB(t, "ana")
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"order", "waive", "81"}, append(args, "--db", path)...), &out, io.Discard)
		return out.String(), err
	}
	order81 := func() loan.Order {
		db, err := store.Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		o, err := loan.OrderByID(ctx, db, 81)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	func() {
		db, err := store.Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		app := server.NewApp(config.Config{Market: market.MustLookup("ph")}, db, clock.Real{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
		if _, _, err := app.Console.Add(ctx, "fe", console.Finance, "test"); err != nil {
			t.Fatal(err)
		}
	}()
	if _, err := do("--penalty", "80000", "--reason", "hardship"); err == nil || !strings.Contains(err.Error(), "with --by") {
		t.Errorf("waive without --by: %v", err)
	}
	if _, err := do("--penalty", "80000", "--reason", "hardship", "--by", "ana"); err == nil || !strings.Contains(err.Error(), "A reviewer may not propose this.") {
		t.Errorf("waive --by a reviewer: %v", err)
	}
	if _, err := do("--penalty", "80000", "--by", "fe"); err == nil || !strings.Contains(err.Error(), "needs a reason") {
		t.Errorf("waive without a reason: %v", err)
	}
	if _, err := do("--penalty", "80001", "--reason", "hardship", "--by", "fe"); err == nil || !strings.Contains(err.Error(), "no more can be waived") {
		t.Errorf("waive more than owed: %v", err)
	}
	out, err := do("--penalty", "80000", "--reason", "hardship", "--by", "fe")
	if err != nil || !strings.Contains(out, "proposed (#1): Waive ₱800.00 of late charges on order KW") {
		t.Fatalf("waive as a proposal: %v %q", err, out)
	}
	before := order81() // brought up to date by the proposal's check
	if before.Waived() != 0 {
		t.Fatalf("waived on a proposal: %d", before.Waived())
	}
	if _, err := do(append([]string{"--late-interest", "100", "--reason", "goodwill", "--by", "fe", "--alone"}, productionFlags...)...); err == nil || !strings.Contains(err.Error(), "--alone is refused in production") {
		t.Errorf("--alone in production: %v", err)
	}
	if _, err := do("--fees", "x", "--reason", "goodwill", "--by", "fe", "--alone"); err == nil || !strings.Contains(err.Error(), "--fees") {
		t.Errorf("waive --fees x: %v", err)
	}
	out, err = do("--late-interest", "100", "--fees", "50", "--reason", "goodwill", "--by", "fe", "--alone")
	if after := order81(); err != nil || !strings.Contains(out, "waiver done") || after.Owed() != before.Owed()-150 || after.Waived() != 150 ||
		after.WaivedFees != 50 || after.FeesOwed() != before.FeesOwed()-50 {
		t.Fatalf("waive --alone: %v %q (owed %d, was %d)", err, out, after.Owed(), before.Owed())
	}

	// Writing off: order 88 (340 days past due) is due; 81 (10 days) is not.
	write := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"order"}, append(args, "--db", path)...), &out, io.Discard)
		return out.String(), err
	}
	if _, err := write("write-offs-due"); err == nil || !strings.Contains(err.Error(), "with --by") {
		t.Errorf("write-offs-due without --by: %v", err)
	}
	out, err = write("write-offs-due", "--by", "fe")
	if err != nil || !strings.Contains(out, ": proposed (#2): Write off order KW") || strings.Count(out, "\n") != 1 {
		t.Fatalf("write-offs-due: %v %q", err, out)
	}
	if _, err := write("write-off", "81", "--by", "fe"); err == nil || !strings.Contains(err.Error(), "needs a reason") {
		t.Errorf("write-off without a reason: %v", err)
	}
	out, err = write("write-off", "81", "--by", "fe", "--reason", "borrower died")
	if err != nil || !strings.Contains(out, "proposed (#3): Write off order KW") {
		t.Fatalf("write-off as a proposal: %v %q", err, out)
	}
	if !order81().WrittenOffAt.IsZero() {
		t.Fatal("written off on a proposal")
	}
	out, err = write("write-off", "81", "--reason", "test data", "--alone")
	if err != nil || !strings.Contains(out, "write-off done") || order81().WrittenOffAt.IsZero() {
		t.Fatalf("write-off --alone: %v %q", err, out)
	}
	// Cancelling: approved order 85 is proposed; paid-out order 83 is refused.
	out, err = write("cancel", "85", "--by", "fe", "--reason", "asked by phone")
	if err != nil || !strings.Contains(out, "proposed (#4): Cancel order KW") {
		t.Fatalf("cancel as a proposal: %v %q", err, out)
	}
	if _, err := write("cancel", "83", "--reason", "test", "--alone"); err == nil || !strings.Contains(err.Error(), "a loan paid out cannot be cancelled") {
		t.Errorf("cancel a loan paid out: %v", err)
	}
	if got, want := strings.Join(auditLines(t, path), "\n"), "fe cli propose:waive order\nfe cli waive order\nfe cli propose:write-off order\nfe cli propose:write-off order\nsystem:"+osUser()+" cli write-off order\nfe cli propose:cancel-order order"; got != want {
		t.Errorf("the audit log:\n%s\nwant\n%s", got, want)
	}
}

// onApp runs fn on the app over the database at path.
func onApp(t *testing.T, path string, fn func(app *server.App, db *store.DB)) {
	t.Helper()
	db, err := store.Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	fn(server.NewApp(config.Config{Market: market.MustLookup("ph")}, db, clock.Real{}, slog.New(slog.NewTextHandler(io.Discard, nil))), db)
}

// gcashValues is the binding form of a GCash number.
func gcashValues(number string) map[string]string {
	return map[string]string{"card_type": "1", "channel": "90006", "gcash_no": number, "city": "Cebu / Cebu City", "payday": "30"}
}

// withdrawnTo binds borrower A's GCash number and withdraws order 85, and
// enrols fe, a finance operator.
func withdrawnTo(t *testing.T, path, number string) {
	t.Helper()
	onApp(t, path, func(app *server.App, db *store.DB) {
		if _, err := app.Payout.Bind(t.Context(), payout.BindRequest{UserID: 1, Values: gcashValues(number)}); err != nil {
			t.Fatal(err)
		}
		if _, err := app.Loans.Withdraw(t.Context(), db, 1, 85); err != nil {
			t.Fatal(err)
		}
		if _, _, err := app.Console.Add(t.Context(), "fe", console.Finance, "test"); err != nil {
			t.Fatal(err)
		}
	})
}

// kwarta order payout-account: after a refused payout, a change of
// account needs --by a finance operator and a reason, and is proposed
// (nothing sent); --alone (outside production) changes it at once and
// sends the payout again, which pays; both are audited.
func TestOrder_PayoutAccount(t *testing.T) {
	path := demoDB(t, "ana")
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(t.Context(), append([]string{"order", "payout-account", "85"}, append(args, "--db", path)...), &out, io.Discard)
		return out.String(), err
	}
	withdrawnTo(t, path, "09171230000")
	if err := run(t.Context(), []string{"order", "disburse", "85", "--by", "ana", "--alone", "--db", path}, io.Discard, io.Discard); err == nil ||
		!strings.Contains(err.Error(), "The receiving account does not exist") {
		t.Fatalf("the first payout: %v", err)
	}
	newNumber := []string{"--channel", "90006", "--number", "09171234567"}
	if _, err := do(append(newNumber, "--reason", "right number")...); err == nil || !strings.Contains(err.Error(), "with --by") {
		t.Errorf("without --by: %v", err)
	}
	if _, err := do(append(newNumber, "--by", "fe")...); err == nil || !strings.Contains(err.Error(), "needs a reason") {
		t.Errorf("without a reason: %v", err)
	}
	if _, err := do("--account", "x", "--by", "fe", "--reason", "r"); err == nil || !strings.Contains(err.Error(), "a payout account's id") {
		t.Errorf("--account x: %v", err)
	}
	out, err := do(append(newNumber, "--by", "fe", "--reason", "right number")...)
	if err != nil || !strings.Contains(out, "proposed (#1): Send order KW") || !strings.Contains(out, "to GCash •••• 4567 instead of GCash •••• 0000") {
		t.Fatalf("proposed: %v %q", err, out)
	}
	if _, err := do(append(append(newNumber, "--reason", "right number", "--alone"), productionFlags...)...); err == nil || !strings.Contains(err.Error(), "--alone is refused in production") {
		t.Errorf("--alone in production: %v", err)
	}
	out, err = do(append(newNumber, "--reason", "right number", "--alone")...)
	if err != nil || !strings.Contains(out, "payout succeeded via sandbox SBX-") || !strings.Contains(out, "payout account change done") || !strings.Contains(out, "status 170") {
		t.Fatalf("--alone: %v %q", err, out)
	}
	if got, want := strings.Join(auditLines(t, path), "\n"), "ana cli disburse order\nfe cli propose:change-payout-account order\nsystem:"+osUser()+" cli change-payout-account order\nsystem:"+osUser()+" cli disburse order"; got != want {
		t.Errorf("the audit log:\n%s\nwant\n%s", got, want)
	}
}

// TestOrder_Reschedule: kwarta order reschedule proposes order 81's new
// plan as a finance operator (--by), refuses it without the borrower's
// consent or without --by, and --alone does it at once (the order is then
// repaying, due on the new first date); both steps are audited.
func TestOrder_Reschedule(t *testing.T) {
	path := demoDB(t, "ana")
	var today time.Time
	onApp(t, path, func(app *server.App, _ *store.DB) {
		if _, _, err := app.Console.Add(t.Context(), "fe", console.Finance, "test"); err != nil {
			t.Fatal(err)
		}
		today = app.Loans.Calendar().Today()
	})
	first := today.AddDate(0, 0, 14)
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(t.Context(), append([]string{"order", "reschedule", "81", "--instalments", "2", "--first-due", loan.Day(first), "--every-days", "30",
			"--consent-on", loan.Day(today), "--consent-ref", "SF-7", "--reason", "hardship"}, append(args, "--db", path)...), &out, io.Discard)
		return out.String(), err
	}
	status81 := func() loan.Order {
		var o loan.Order
		onApp(t, path, func(_ *server.App, db *store.DB) {
			var err error
			if o, err = loan.OrderByID(t.Context(), db, 81); err != nil {
				t.Fatal(err)
			}
		})
		return o
	}
	if _, err := do("--by", "fe"); err == nil || !strings.Contains(err.Error(), "Record how the borrower agreed") {
		t.Errorf("reschedule without consent: %v", err)
	}
	if _, err := do("--consent", "signed form"); err == nil || !strings.Contains(err.Error(), "with --by") {
		t.Errorf("reschedule without --by: %v", err)
	}
	if _, err := do("--consent", "signed form", "--instalments", "x", "--by", "fe"); err == nil || !strings.Contains(err.Error(), "a whole number") {
		t.Errorf("reschedule --instalments x: %v", err)
	}
	out, err := do("--consent", "signed form", "--by", "fe")
	if err != nil || !strings.Contains(out, "proposed (#1): Reschedule order KW") || !strings.Contains(out, " into 2 instalments from "+loan.Day(first)) {
		t.Fatalf("reschedule as a proposal: %v %q", err, out)
	}
	if o := status81(); o.Status != loan.StatusOverdue {
		t.Fatalf("rescheduled on a proposal: %d", o.Status)
	}
	out, err = do("--consent", "signed form", "--alone")
	if o := status81(); err != nil || !strings.Contains(out, "reschedule done") || o.Status != loan.StatusRepaying || !o.NextDue.Equal(first) {
		t.Fatalf("reschedule --alone: %v %q (status %d, next due %s)", err, out, o.Status, loan.Day(o.NextDue))
	}
	if got, want := strings.Join(auditLines(t, path), "\n"), "fe cli propose:reschedule order\nsystem:"+osUser()+" cli reschedule order"; got != want {
		t.Errorf("the audit log:\n%s\nwant\n%s", got, want)
	}
}
