package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"kwarta/internal/store/storetest"
)

// childEnv makes the test binary stand in for the kwarta binary: it runs
// main() — the real signal handling and exit code — instead of the tests.
// Re-executing the test binary costs nothing, where building bin/kwarta
// would cost a link on every run.
const childEnv = "GO_KWARTA_TEST_SERVER"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(storetest.Run(m))
}

// TestServe_SIGTERMUnderLoad sends a real SIGTERM to a real server process
// while a dozen connections fire a mix of reads and writes and a few
// requests are still uploading their bodies. A request counts as accepted
// when the server logged it (one line per request it served, with the
// X-Request-Id the client chose): every accepted request must have reached
// the client whole and successful, every answer the client saw must be
// whole (no reset, no EOF mid-response), the slow ones must be answered
// after the signal, and the process must exit 0. Requests that reached a
// closed listener or a closed idle connection were never accepted: those
// the client sees fail before any answer, which is expected.
func TestServe_SIGTERMUnderLoad(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) { testSIGTERMUnderLoad(t, storetest.DSN(t, d)) })
	}
}

func testSIGTERMUnderLoad(t *testing.T, dsn string) {
	srv := startChild(t, dsn)
	load := newLoad(srv.base)

	// Sids for the slow get-sms requests, drawn before the load starts.
	slowSids := []string{load.sidWithCaptcha(t, "198.51.100.1"), load.sidWithCaptcha(t, "198.51.100.2")}

	stopLoad := make(chan struct{})
	var workers sync.WaitGroup
	endLoad := sync.OnceFunc(func() { close(stopLoad); workers.Wait() })
	t.Cleanup(endLoad) // also when the test stops early
	for i := range 12 {
		workers.Add(1)
		go func() { defer workers.Done(); load.work(i, stopLoad) }()
	}
	// Real load first: enough answers (the race detector slows the server down).
	for deadline := time.Now().Add(10 * time.Second); load.answered.Load() < 60; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("only %d answers in 10 s\n%s", load.answered.Load(), srv.logTail())
		}
	}

	// Slow requests: headers and half the body now, the rest after the signal.
	addr := strings.TrimPrefix(srv.base, "http://")
	slow := []*slowRequest{
		openSlow(t, addr, "slow-details", "/medium/v3/loan-details/loan-details?"+borrowerA, "", url.Values{"orderId": {"81"}}),
		openSlow(t, addr, "slow-contact", "/medium/v3/personal-center/contact-kf-info", "", url.Values{"type": {"1"}}),
		openSlow(t, addr, "slow-event", "/medium/service/event/save?"+borrowerA, "", url.Values{"moduleId": {"30"}, "positionId": {"0"}, "productId": {"1"}}),
	}
	for i, sid := range slowSids {
		slow = append(slow, openSlow(t, addr, fmt.Sprintf("slow-sms-%d", i), "/medium/api/v2/youmi/promotion/get-sms",
			fmt.Sprintf("198.51.100.%d", i+1), url.Values{"phone": {"09170000001"}, "capcode": {"0000"}, "sid": {sid}, "deviceId": {"drain-slow"}}))
	}
	time.Sleep(300 * time.Millisecond) // the server has read their headers: in flight

	signalAt := time.Now()
	srv.sigterm(t)
	time.Sleep(300 * time.Millisecond)
	if srv.hasExited() {
		t.Fatalf("the server exited with requests in flight: %v\n%s", srv.waitErr, srv.logTail())
	}
	var answers sync.WaitGroup
	for _, s := range slow {
		answers.Add(1)
		go func() { defer answers.Done(); s.finish() }()
	}
	answers.Wait()
	select {
	case <-srv.exited:
	case <-time.After(15 * time.Second):
		t.Fatalf("the server did not exit within 15 s of SIGTERM\n%s", srv.logTail())
	}
	endLoad()
	if srv.waitErr != nil {
		t.Fatalf("the server exited with %v after SIGTERM, want 0\n%s", srv.waitErr, srv.logTail())
	}

	served := srv.servedRequests(t)
	for _, s := range slow {
		if s.err != nil || s.status != 200 || !s.success {
			t.Errorf("%s, in flight at the signal: status %d, success %v, err %v", s.id, s.status, s.success, s.err)
		}
		if _, ok := served[s.id]; !ok {
			t.Errorf("%s: not in the server's log", s.id)
		}
	}
	accepted, drained, refused := 0, 0, 0
	kinds := map[string]int{}
	for _, r := range load.records() {
		status, logged := served[r.id]
		switch {
		case r.answered && !r.whole:
			t.Errorf("%s %s: answer cut off: %v", r.id, r.what, r.err)
		case logged && (!r.answered || r.status != status):
			t.Errorf("%s %s: served with %d but the client got status %d, err %v", r.id, r.what, status, r.status, r.err)
		case r.answered && !r.success:
			t.Errorf("%s %s: status %d, not a success: %s", r.id, r.what, r.status, r.body)
		case !r.answered && r.end.Before(signalAt):
			t.Errorf("%s %s: failed before the signal: %v", r.id, r.what, r.err)
		}
		if logged {
			accepted++
			if r.end.After(signalAt) {
				drained++
			}
		} else if !r.answered {
			refused++
			why := fmt.Sprint(r.err)
			kinds[why[strings.LastIndex(why, ": ")+len(": "):]]++
		}
	}
	t.Logf("%d load requests accepted (%d answered after the signal), %d refused during shutdown %v, %d slow requests answered after it",
		accepted, drained, refused, kinds, len(slow))
}

// borrowerA is borrower A's session query in the demo world.
const borrowerA = "sessionId=demo-a&deviceId=123"

// child is the server process.
type child struct {
	cmd     *exec.Cmd
	base    string
	log     string
	exited  chan struct{}
	waitErr error
}

// startChild starts `kwarta serve --demo` (this test binary as kwarta) on
// dsn, its log to a file, and waits for its address.
func startChild(t *testing.T, dsn string) *child {
	t.Helper()
	c := &child{log: filepath.Join(t.TempDir(), "server.log"), exited: make(chan struct{})}
	logf, err := os.Create(c.log)
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	c.cmd = exec.Command(os.Args[0], "serve", "--demo", "--addr", "127.0.0.1:0", "--db", dsn,
		"--trusted-proxies", "127.0.0.1/32", "--log-level", "info", "--metrics-addr", "")
	c.cmd.Env = []string{childEnv + "=1"}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "KWARTA_") {
			c.cmd.Env = append(c.cmd.Env, kv)
		}
	}
	c.cmd.Stderr = logf
	stdout, err := c.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { c.waitErr = c.cmd.Wait(); close(c.exited) }()
	t.Cleanup(func() {
		if !c.hasExited() {
			_ = c.cmd.Process.Kill()
			<-c.exited
		}
	})
	lines := bufio.NewScanner(stdout)
	for lines.Scan() {
		if url, ok := strings.CutPrefix(lines.Text(), "kwarta listening on "); ok {
			c.base = url
			break
		}
	}
	if c.base == "" {
		<-c.exited
		t.Fatalf("the server did not start: %v\n%s", c.waitErr, c.logTail())
	}
	go func() { _, _ = io.Copy(io.Discard, stdout) }()
	return c
}

func (c *child) sigterm(t *testing.T) {
	if err := c.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
}

func (c *child) hasExited() bool {
	select {
	case <-c.exited:
		return true
	default:
		return false
	}
}

// servedRequests reads the server's log: the status of every request it served, by request id.
func (c *child) servedRequests(t *testing.T) map[string]int {
	b, err := os.ReadFile(c.log)
	if err != nil {
		t.Fatal(err)
	}
	served := map[string]int{}
	for _, line := range bytes.Split(b, []byte("\n")) {
		var l struct {
			Msg    string `json:"msg"`
			ID     string `json:"request_id"`
			Status int    `json:"status"`
		}
		if json.Unmarshal(line, &l) == nil && l.Msg == "request" {
			served[l.ID] = l.Status
		}
	}
	return served
}

// logTail is the end of the server's log, for a failure message.
func (c *child) logTail() string {
	b, _ := os.ReadFile(c.log)
	if len(b) > 3000 {
		b = b[len(b)-3000:]
	}
	return string(b)
}
