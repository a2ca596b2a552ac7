package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"kwarta/internal/console"
	"kwarta/internal/demo"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/repay/repaytest"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestPayment_SimulateAndReport: an operator pays a sandbox code from the
// command line, the day's report counts it, and the sandbox's settlement
// file for the day settles it.
func TestPayment_SimulateAndReport(t *testing.T) {
	ctx := context.Background()
	path := storetest.DSN(t, store.SQLite)
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	env := servertest.New(t, db)
	userA, err := env.App.Account.UserByPhone(ctx, db, demo.Borrowers[0].Phone)
	if err != nil {
		t.Fatal(err)
	}
	page, err := env.App.RepayPages.InstalmentPage(ctx, userA.ID, 0, 82)
	if err != nil {
		t.Fatal(err)
	}
	code, err := env.App.Repay.Generate(ctx, repay.CodeRequest{UserID: userA.ID, OrderID: 82, Amount: page.RepayAmount, Channel: "GCSH"})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()

	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, args, &out, io.Discard)
		return out.String(), err
	}
	out, err := do("payment", "simulate", code.RefNo, "--db", path)
	if err != nil || !strings.Contains(out, "credited") {
		t.Fatalf("simulate: %v %q", err, out)
	}
	if out, _ := do("payment", "simulate", code.RefNo, "--db", path); !strings.Contains(out, "duplicate") {
		t.Errorf("simulate again: %q, want duplicate", out)
	}
	today := time.Now().In(env.App.Config.Market.Location()).Format(time.DateOnly)
	out, err = do("report", "payments", "--date", today, "--db", path)
	if err != nil || !strings.Contains(out, "GCSH") || !strings.Contains(strings.Join(strings.Fields(out), " "), "total 1 "+payment.FormatAmount(page.RepayAmount)) {
		t.Errorf("report: %v\n%s", err, out)
	}
	// The sandbox's settlement file for the day holds the payment; importing
	// it settles the payment (cash in transit to the bank), a second import
	// changes nothing, and the books still hold.
	file, err := do("payment", "settlement-file", "--date", today, "--db", path)
	if err != nil || !strings.Contains(file, code.TxnID) || strings.Count(strings.TrimSpace(file), "\n") != 1 {
		t.Fatalf("settlement-file: %v\n%s", err, file)
	}
	csv := filepath.Join(t.TempDir(), "settlement.csv")
	if err := os.WriteFile(csv, []byte(file), 0o600); err != nil {
		t.Fatal(err)
	}
	want := "settlement file #1 settlement.csv: 1 lines, 1 matched, 0 differ, 0 missing here, 0 missing at the provider, 0 settled before; " + strconv.FormatInt(page.RepayAmount, 10)
	if out, err := do("payment", "settle", csv, "--db", path); err != nil || !strings.HasPrefix(out, want) {
		t.Errorf("settle: %v %q, want %q…", err, out, want)
	}
	if out, err := do("payment", "settle", csv, "--db", path); err != nil || !strings.Contains(out, "(imported before: nothing changed)") {
		t.Errorf("settle again: %v %q", err, out)
	}
	if out, err := do("ledger", "check", "--db", path); err != nil {
		t.Errorf("ledger check after the settlement: %v\n%s", err, out)
	}
	if err := os.WriteFile(csv, []byte("not,a,settlement\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := do("payment", "settle", csv, "--db", path); err == nil || !strings.Contains(err.Error(), "The settlement file was refused") {
		t.Errorf("a bad file: %v", err)
	}
	for _, args := range [][]string{{"payment"}, {"payment", "simulate"}, {"payment", "simulate", "X", "--status", "maybe"},
		{"payment", "settlement-file", "--date", "27/11/2026", "--db", path}, {"payment", "settle", "/nonexistent.csv", "--db", path},
		{"report", "payments", "--date", "23/11/2026"}} {
		if _, err := do(args...); err == nil {
			t.Errorf("%v: want an error", args)
		}
	}
	if _, err := do("payment", "simulate", "NOPE", "--db", path); err == nil {
		t.Error("an unknown code: want an error")
	}
	if _, err := do("payment", "refund-retry", "NOPE", "--db", path); err == nil || !strings.Contains(err.Error(), "No refund of payment NOPE") {
		t.Errorf("refund-retry of no refund: %v", err)
	}
}

// kwarta payment reverse proposes, as the finance operator --by names,
// taking a payment off order 82; without --by, as a
// reviewer, or without a reason it is refused, and nothing is reversed
// until a second operator approves.
func TestPayment_Reverse(t *testing.T) {
	ctx := context.Background()
	path := demoDB(t, "rita")
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	env := servertest.New(t, db)
	if _, _, err := env.App.Console.Add(ctx, "fe", console.Finance, "test"); err != nil {
		t.Fatal(err)
	}
	if _, c := repaytest.Generate(t, env, demo.SessionA, 82, 500_00); c.PayCode == "" {
		t.Fatal("no pay code")
	} else if _, err := env.App.Repay.Simulate(ctx, c.PayCode, payment.StatusSuccess); err != nil {
		t.Fatal(err)
	}
	var id int64
	if err := db.QueryRow(ctx, `SELECT id FROM payments WHERE order_id = 82`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	db.Close()
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"payment", "reverse", strconv.FormatInt(id, 10)}, append(args, "--db", path)...), &out, io.Discard)
		return out.String(), err
	}
	if _, err := do("--reason", "wrong loan"); err == nil || !strings.Contains(err.Error(), "--by") {
		t.Errorf("without --by: %v", err)
	}
	if _, err := do("--reason", "wrong loan", "--by", "rita"); err == nil {
		t.Error("a reviewer proposed a reversal")
	}
	if _, err := do("--by", "fe"); err == nil || !strings.Contains(err.Error(), "reason") {
		t.Errorf("without a reason: %v", err)
	}
	out, err := do("--reason", "wrong loan", "--by", "fe")
	if err != nil || !strings.Contains(out, "proposed (#") || !strings.Contains(out, "hold the money for review") {
		t.Fatalf("proposed: %v %q", err, out)
	}
	db, err = store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payments WHERE reversed_at <> 0`); n != 0 {
		t.Errorf("%d payments reversed on a proposal", n)
	}
}
