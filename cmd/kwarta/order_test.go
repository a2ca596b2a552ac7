package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

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
