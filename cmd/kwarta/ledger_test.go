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

// `kwarta ledger check` passes on sound books (the demo world) and fails,
// naming the order, once an entry no money event explains is posted;
// `kwarta report trial-balance` lists the accounts and a zero total.
func TestLedger_CheckExitStatus(t *testing.T) {
	ctx := context.Background()
	path := demoDB(t)
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--db", path), &out, io.Discard)
		return out.String(), err
	}
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
