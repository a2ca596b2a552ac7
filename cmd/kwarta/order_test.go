package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"kwarta/internal/clock"
	"kwarta/internal/config"
	"kwarta/internal/market"
	"kwarta/internal/payout"
	"kwarta/internal/server"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// demoDB makes a SQLite database holding the demo world.
func demoDB(t *testing.T) string {
	t.Helper()
	path := storetest.DSN(t, store.SQLite)
	db, err := store.Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	servertest.New(t, db)
	return path
}

func TestOrder_Operator(t *testing.T) {
	ctx := context.Background()
	db := demoDB(t)
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"order"}, args...), &out, io.Discard)
		return out.String(), err
	}

	out, err := do("approve", "87", "--by", "alice", "--db", db)
	if err != nil || !strings.Contains(out, "is now 21 approved") {
		t.Fatalf("approve: %v %q", err, out)
	}
	if _, err := do("approve", "87", "--db", db); err == nil || !strings.Contains(err.Error(), "cannot be approved") {
		t.Errorf("approving twice: %v", err)
	}
	if _, err := do("disburse", "87", "--db", db); err == nil {
		t.Error("disbursed before the borrower confirmed the withdrawal")
	}
	no := strings.Fields(out)[1]
	out, err = do("reject", no, "--by=bob", "--db", db)
	if err != nil || !strings.Contains(out, "is now 110 rejected") {
		t.Fatalf("reject by order number %s: %v %q", no, err, out)
	}
	out, err = do("show", no, "--db", db)
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(out), " ")
	for _, want := range []string{"status 110 rejected", "approve 151 21 operator:alice", "reject 21 110 operator:bob"} {
		if !strings.Contains(flat, want) {
			t.Errorf("show lacks %q:\n%s", want, out)
		}
	}
	for _, args := range [][]string{{"approve"}, {"pay", "87", "--db", db}, {"approve", "KW000", "--db", db}} {
		if _, err := do(args...); err == nil {
			t.Errorf("%v: want an error", args)
		}
	}
}

// kwarta order disburse sends the money through the payout adapter (the
// sandbox): a refused account prints the reason and fails, the order stays
// 151; after the borrower changes the account the retry pays and the order
// is 170, its reference printed; a third run pays nothing more.
func TestOrder_DisburseThroughPayout(t *testing.T) {
	ctx := context.Background()
	path := demoDB(t)
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"order"}, args...), &out, io.Discard)
		return out.String(), err
	}
	borrower := func(fn func(app *server.App, db *store.DB)) {
		db, err := store.Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		fn(server.NewApp(config.Config{Market: market.MustLookup("ph")}, db, clock.Real{}, slog.New(slog.NewTextHandler(io.Discard, nil))), db)
	}
	gcash := func(number string) map[string]string {
		return map[string]string{"card_type": "1", "channel": "90006", "gcash_no": number, "city": "Cebu / Cebu City", "payday": "30"}
	}
	if _, err := do("disburse", "85", "--db", path); err == nil || !strings.Contains(err.Error(), "not waiting to be disbursed") {
		t.Fatalf("disbursing an approved order before the withdrawal: %v", err)
	}
	borrower(func(app *server.App, db *store.DB) {
		if _, err := app.Payout.Bind(ctx, payout.BindRequest{UserID: 1, Values: gcash("09171230000")}); err != nil {
			t.Fatal(err)
		}
		if _, err := app.Loans.Withdraw(ctx, db, 1, 85); err != nil {
			t.Fatal(err)
		}
	})
	_, err := do("disburse", "85", "--by", "ana", "--db", path)
	if err == nil || !strings.Contains(err.Error(), "the payout failed: The receiving account does not exist") || !strings.Contains(err.Error(), "stays 151") {
		t.Fatalf("refused account: %v", err)
	}
	borrower(func(app *server.App, db *store.DB) {
		if _, err := app.Payout.Bind(ctx, payout.BindRequest{UserID: 1, Values: gcash("09171234567"), OrderID: 85}); err != nil {
			t.Fatal(err)
		}
	})
	out, err := do("disburse", "85", "--by", "ana", "--db", path)
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
}
