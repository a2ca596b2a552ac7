package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestServe_DemoStartAndDrain(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	db := filepath.Join(t.TempDir(), "kwarta.db")
	go func() {
		done <- run(ctx, []string{"serve", "--demo", "--addr", "127.0.0.1:0", "--db", db, "--log-level", "error", "--metrics-addr", ""}, pw, io.Discard)
		pw.Close()
	}()
	lines := bufio.NewScanner(pr)
	var printed []string
	for lines.Scan() {
		printed = append(printed, lines.Text())
		if strings.HasPrefix(lines.Text(), "demo order 88 ") {
			break
		}
	}
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	out := strings.Join(printed, "\n")
	base := strings.TrimPrefix(printed[0], "kwarta listening on ")
	for _, want := range []string{"official site: " + base + "/", "/testPreview?", "sessionId=demo-a", "orderId=86", "productId=1",
		"sign-in page: " + base + "/login", "operators' console: " + base + "/admin (first add an operator",
		"demo order 81 180 overdue: " + base + "/loanDetail?appVersion=1.0.0&deviceId=123&deviceName=testDeviceName&orderId=81&osVersion=200&productId=",
		"demo order 86 200 settled: " + base + "/loanDetail?", "&productId=1&sessionId=demo-a\n"} {
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

	// A slow request in flight when the signal comes: its body trickles in
	// over a slow network. Shutdown must let it finish.
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := "type=1"
	fmt.Fprintf(conn, "POST /medium/v3/personal-center/contact-kf-info HTTP/1.1\r\nHost: kwarta\r\n"+
		"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: %d\r\n\r\n%s", len(body), body[:2])
	time.Sleep(200 * time.Millisecond) // the server has read the headers: the request is in flight

	cancel()
	time.Sleep(300 * time.Millisecond)
	select {
	case err := <-done:
		t.Fatalf("serve returned (%v) with a request in flight", err)
	default:
	}
	for _, b := range []byte(body[2:]) {
		if _, err := conn.Write([]byte{b}); err != nil {
			t.Fatalf("the in-flight request was cut off: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	slow, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("the in-flight request got no answer: %v", err)
	}
	answer, _ := io.ReadAll(slow.Body)
	slow.Body.Close()
	if slow.StatusCode != 200 || !strings.Contains(string(answer), `"code":"00"`) {
		t.Errorf("in-flight request = %d %s, want 200", slow.StatusCode, answer)
	}

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

func TestServe_SecretRequiredInProduction(t *testing.T) {
	prod := []string{"serve", "--env", "production", "--sms", "semaphore", "--semaphore-api-key", "k", "--addr", "127.0.0.1:0",
		"--payments", "dragonpay", "--dragonpay-merchant-id", "m", "--dragonpay-password", "p",
		"--db", filepath.Join(t.TempDir(), "kwarta.db")}
	for _, secret := range []string{"", strings.Repeat("s", 31)} {
		err := run(context.Background(), append(prod, "--secret", secret), io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "--secret") {
			t.Errorf("secret of %d bytes: err = %v, want --secret refused", len(secret), err)
		}
	}
}

// TestRun_OpenAPI: the document printed without a database is the table's,
// on the serving origin, with an explicit security on every operation.
func TestRun_OpenAPI(t *testing.T) {
	var out strings.Builder
	if err := run(context.Background(), []string{"openapi"}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Servers []struct{ URL string }                          `json:"servers"`
		Paths   map[string]map[string]struct{ Security *[]any } `json:"paths"`
	}
	if err := json.Unmarshal([]byte(out.String()), &doc); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if len(doc.Servers) != 1 || doc.Servers[0].URL != "/" {
		t.Errorf("servers = %+v, want /", doc.Servers)
	}
	op, ok := doc.Paths["/medium/v3/bind-card/card-init"]["post"]
	if !ok || op.Security == nil || len(*op.Security) != 1 {
		t.Errorf("card-init: security %v, want the session scheme", op.Security)
	}
	if op := doc.Paths["/medium/v3/site/config"]["get"]; op.Security == nil || len(*op.Security) != 0 {
		t.Errorf("site config: security %v, want [] (public)", op.Security)
	}
}

// TestServe_MetricsPortTaken: in development a metrics port another
// program holds turns the metrics off with one calm line; the product
// still serves.
func TestServe_MetricsPortTaken(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	logs := &lockedLog{}
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--db", filepath.Join(t.TempDir(), "kwarta.db"), "--log-level", "warn",
			"--metrics-addr", taken.Addr().String()}, pw, logs)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatalf("serve stopped: %v (%v)", err, <-done)
	}
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	base := strings.TrimSpace(strings.TrimPrefix(line, "kwarta listening on "))
	res, err := http.Get(base + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	cancel()
	if err := <-done; err != nil || res.StatusCode != 200 {
		t.Fatalf("serve: %v, healthz %d", err, res.StatusCode)
	}
	if !strings.Contains(logs.String(), "metrics off: "+taken.Addr().String()+" is in use") {
		t.Errorf("no calm line about the metrics:\n%s", logs.String())
	}
}

// lockedLog is a log sink the server's goroutines may write to at once.
type lockedLog struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
