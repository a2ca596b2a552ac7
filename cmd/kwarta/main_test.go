package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestServe_DemoStartAndDrain(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	db := filepath.Join(t.TempDir(), "kwarta.db")
	go func() {
		done <- run(ctx, []string{"serve", "--demo", "--addr", "127.0.0.1:0", "--db", db, "--log-level", "error"}, pw, io.Discard)
		pw.Close()
	}()
	lines := bufio.NewScanner(pr)
	var printed []string
	for lines.Scan() {
		printed = append(printed, lines.Text())
		if strings.HasPrefix(lines.Text(), "API document:") {
			break
		}
	}
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	out := strings.Join(printed, "\n")
	base := strings.TrimPrefix(printed[0], "kwarta listening on ")
	for _, want := range []string{"official site: " + base + "/", "/testPreview?", "sessionId=demo-a", "orderId=86", "productId=1"} {
		if !strings.Contains(out, want) {
			t.Errorf("start-up lines lack %q:\n%s", want, out)
		}
	}
	res, err := http.Get(base + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("healthz = %d", res.StatusCode)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve returned %v after the signal, want a clean exit", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
}

func TestRun_Errors(t *testing.T) {
	ctx := context.Background()
	for _, args := range [][]string{nil, {"nope"}, {"serve", "--env", "production", "--demo"}, {"serve", "--market", "xx"}} {
		if err := run(ctx, args, io.Discard, io.Discard); err == nil {
			t.Errorf("%v: want an error", args)
		}
	}
}
