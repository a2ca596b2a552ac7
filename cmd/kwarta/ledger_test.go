package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"kwarta/internal/ledger"
	"kwarta/internal/store"
)

// onDB runs kwarta's commands on the database at path and answers what
// each printed.
func onDB(ctx context.Context, path string) func(args ...string) (string, error) {
	return func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--db", path), &out, io.Discard)
		return out.String(), err
	}
}

// `kwarta ledger check` passes on sound books (the demo world) and fails,
// naming the order, once an entry no money event explains is posted;
// `kwarta report trial-balance` lists the accounts and a zero total.
func TestLedger_CheckExitStatus(t *testing.T) {
	ctx := context.Background()
	path := demoDB(t)
	do := onDB(ctx, path)
	if out, err := do("ledger", "accrue"); err != nil || !strings.Contains(out, "accrued") {
		t.Fatalf("ledger accrue: %v\n%s", err, out)
	}
	if out, err := do("ledger", "check"); err != nil || !strings.Contains(out, "books hold on") {
		t.Fatalf("ledger check on the demo world: %v\n%s", err, out)
	}
	out, err := do("report", "trial-balance")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Loans receivable: principal") || !strings.Contains(out, "total") || !strings.HasSuffix(strings.TrimSpace(out), "₱0.00") {
		t.Errorf("trial balance:\n%s", out)
	}
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	err = db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		_, err := ledger.Post(ctx, tx, ledger.Entry{Kind: "test", OrderID: 81, Date: time.Now().UTC(), At: time.Now(),
			Lines: []ledger.Line{ledger.Dr(ledger.CashAtBank, 100), ledger.Cr(ledger.PrincipalReceivable, 100)}})
		return err
	})
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	out, err = do("ledger", "check")
	if err == nil || !strings.Contains(out, "order 81: principal receivable") {
		t.Errorf("ledger check after an unexplained entry: %v\n%s", err, out)
	}
	// The journal itself still balances on every date.
	if out, err := do("ledger", "check", "--date", "2026-01-01"); err != nil {
		t.Errorf("ledger check --date 2026-01-01: %v\n%s", err, out)
	}
	if _, err := do("ledger", "audit"); err == nil {
		t.Error("ledger audit: want a usage error")
	}
}

// `kwarta report <name>` writes the Accounting screen's CSV files; `kwarta
// ledger check --at` takes a moment as now (a server on a test clock moved
// forward): 40 days on, the check brings every order up to that day and
// the books hold; a bad moment or period is refused.
func TestLedger_ReportsAndCheckAt(t *testing.T) {
	ctx := context.Background()
	path := demoDB(t)
	do := onDB(ctx, path)
	today := time.Now().In(time.FixedZone("PHT", 8*3600))
	from := today.AddDate(0, 0, -100).Format(time.DateOnly)
	for _, c := range []struct {
		args   []string
		header string
		rows   int // at least
	}{
		{[]string{"report", "trial-balance", "--csv"}, "date,account,name,kind,currency,debits_minor,credits_minor,balance_minor", 1},
		{[]string{"report", "journal", "--from", from}, "date,entry,kind,order,account,account_name,currency,debit_minor,credit_minor,memo", 1},
		{[]string{"report", "income", "--from", from}, "from,to,account,name,kind,currency,amount_minor", 1},
		{[]string{"report", "aging"}, "date,order,borrower,phone,due_date,days_past_due,bucket,currency,principal_minor", 1},
		{[]string{"report", "disbursements", "--from", from}, "at,order,borrower,phone,channel,reference,purpose,currency,amount_minor", 1},
		{[]string{"report", "collections", "--from", from}, "at,order,borrower,phone,channel,reference,purpose,currency,amount_minor", 0}, // the demo world's payments have no rows
	} {
		out, err := do(c.args...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if err != nil || !strings.HasPrefix(lines[0], c.header) || len(lines) < 1+c.rows {
			t.Errorf("%v: %v\n%s", c.args, err, out)
		}
	}
	if out, err := do("report", "journal", "--from", "2026-02-01", "--to", "2026-01-01"); err == nil || !strings.Contains(err.Error(), "to is on or after from") {
		t.Errorf("a period backwards: %v\n%s", err, out)
	}
	later := today.AddDate(0, 0, 40)
	out, err := do("ledger", "check", "--at", later.Format(time.RFC3339))
	if err != nil || !strings.Contains(out, "books hold on "+later.Format(time.DateOnly)) || !strings.Contains(out, "every order's receivables") {
		t.Errorf("ledger check --at 40 days on: %v\n%s", err, out)
	}
	if _, err := do("ledger", "check", "--at", "tomorrow"); err == nil || !strings.Contains(err.Error(), "--at") {
		t.Errorf("ledger check --at tomorrow: %v", err)
	}
}
