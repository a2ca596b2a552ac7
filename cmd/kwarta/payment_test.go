package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"kwarta/internal/demo"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestPayment_SimulateAndReport: an operator pays a sandbox code from the
// command line, and the day's report counts it.
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
	for _, args := range [][]string{{"payment"}, {"payment", "simulate"}, {"payment", "simulate", "X", "--status", "maybe"},
		{"report", "payments", "--date", "23/11/2026"}} {
		if _, err := do(args...); err == nil {
			t.Errorf("%v: want an error", args)
		}
	}
	if _, err := do("payment", "simulate", "NOPE", "--db", path); err == nil {
		t.Error("an unknown code: want an error")
	}
}
