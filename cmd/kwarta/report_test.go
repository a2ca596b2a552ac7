package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

func TestReport_Funnel(t *testing.T) {
	ctx := context.Background()
	db := filepath.Join(t.TempDir(), "kwarta.db")
	var out bytes.Buffer
	if err := run(ctx, []string{"report", "funnel", "--db", db}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "VISITS") || !strings.Contains(out.String(), "REGISTRATIONS") {
		t.Errorf("report = %s", out.String())
	}
	for _, args := range [][]string{{"report"}, {"report", "sales"}} {
		if err := run(ctx, args, io.Discard, io.Discard); err == nil {
			t.Errorf("%v: want an error", args)
		}
	}
}

func TestServe_TestPhonesRefusedInProduction(t *testing.T) {
	err := run(context.Background(), []string{"serve", "--env", "production", "--sms", "semaphore", "--semaphore-api-key", "k",
		"--test-phones", "09170000001:123456:0000"}, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "--test-phones is refused") {
		t.Fatalf("err = %v", err)
	}
}

func TestServe_DemoLandingLines(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	db := filepath.Join(t.TempDir(), "kwarta.db")
	go func() {
		done <- run(ctx, []string{"serve", "--demo", "--addr", "127.0.0.1:0", "--db", db, "--log-level", "error"}, pw, io.Discard)
		pw.Close()
	}()
	lines := bufio.NewScanner(pr)
	var landing []string
	for len(landing) < 2 && lines.Scan() {
		if l := lines.Text(); strings.HasPrefix(l, "demo landing ") {
			landing = append(landing, l)
		}
	}
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	if len(landing) != 2 || !strings.Contains(landing[0], "/landing/?") || !strings.Contains(landing[0], "id=1") || !strings.Contains(landing[1], "id=2") {
		t.Errorf("landing lines = %q", landing)
	}
	cancel()
	<-done
}

func TestReport_Collections(t *testing.T) {
	ctx := context.Background()
	db := filepath.Join(t.TempDir(), "kwarta.db")
	for _, args := range [][]string{{"par", "--date", "2026-01-31"}, {"roll-rates", "--month", "2026-01"}, {"vintage"},
		{"efficiency", "--from", "2026-01", "--to", "2026-03"}, {"promises"}, {"collectors", "--from", "2026-01-01", "--to", "2026-01-31"}} {
		var out bytes.Buffer
		if err := run(ctx, append(append([]string{"report"}, args...), "--db", db), &out, io.Discard); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if !strings.Contains(out.String(), "currency") {
			t.Errorf("%v: %s", args, out.String())
		}
	}
	var out bytes.Buffer
	if err := run(ctx, []string{"report", "snapshot", "--month", "2026-01", "--db", db}, &out, io.Discard); err != nil || !strings.Contains(out.String(), "lines written") {
		t.Errorf("snapshot: %v %s", err, out.String())
	}
	if err := run(ctx, []string{"report", "efficiency", "--from", "2026-13", "--db", db}, io.Discard, io.Discard); err == nil {
		t.Error("a bad month: want an error")
	}
}
