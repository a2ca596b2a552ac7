package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// startBudget is how long a server may take to print its address and
// answer /healthz (the demo world is seeded first).
const startBudget = 2 * time.Minute

// target is a server process under load.
type target struct {
	name    string // "bare", "kwarta sqlite", ...
	base    string // http://127.0.0.1:port
	log     string // the file its stderr goes to
	cmd     *exec.Cmd
	exited  chan struct{}
	waitErr error
	// group, for the cluster (instances behind Caddy): the processes
	// measured and stopped together; base is then Caddy's.
	group    []*target
	stopRest func()
}

// startTarget starts bin with args, its stderr (the log) to logPath and its
// stdout read until the line that names its address, then waits for
// /healthz. The server's own KWARTA_ variables are not inherited: the flags
// given here are the whole configuration.
func startTarget(ctx context.Context, name, bin string, args []string, logPath string) (*target, error) {
	logf, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	defer logf.Close() // the child holds its own descriptor
	cmd := exec.Command(bin, args...)
	cmd.Stderr = logf
	cmd.SysProcAttr = childAttrs()
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "KWARTA_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	t := &target{name: name, log: logPath, cmd: cmd, exited: make(chan struct{})}
	go func() { t.waitErr = cmd.Wait(); close(t.exited) }()
	found := make(chan string, 1)
	go func() {
		lines := bufio.NewScanner(stdout)
		for lines.Scan() {
			if _, url, ok := strings.Cut(lines.Text(), "listening on "); ok && strings.HasPrefix(url, "http://") {
				found <- strings.TrimSpace(url)
				break
			}
		}
		close(found)
		_, _ = io.Copy(io.Discard, stdout)
	}()
	fail := func(err error) (*target, error) {
		_ = cmd.Process.Kill()
		<-t.exited
		return nil, fmt.Errorf("%s: %w (log: %s)", name, err, logPath)
	}
	timer := time.NewTimer(startBudget)
	defer timer.Stop()
	select {
	case url, ok := <-found:
		if !ok {
			<-t.exited
			return nil, fmt.Errorf("%s exited before listening: %v (log: %s)", name, t.waitErr, logPath)
		}
		t.base = url
	case <-timer.C:
		return fail(errors.New("did not print its address in time"))
	case <-ctx.Done():
		return fail(ctx.Err())
	}
	for {
		res, err := http.Get(t.base + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return t, nil
			}
		}
		select {
		case <-timer.C:
			return fail(errors.New("/healthz did not answer 200 in time"))
		case <-ctx.Done():
			return fail(ctx.Err())
		case <-t.exited:
			return nil, fmt.Errorf("%s exited: %v (log: %s)", name, t.waitErr, logPath)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// memory reads the process's resident set and its peak (VmRSS, VmHWM) in bytes.
func (t *target) memory() (rss, hwm int64) {
	if t.group != nil {
		for _, g := range t.group {
			r, h := g.memory()
			rss, hwm = rss+r, hwm+h
		}
		return rss, hwm
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", t.cmd.Process.Pid))
	if err != nil {
		return 0, 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(val), " kB"), 10, 64)
		if err != nil {
			continue
		}
		switch key {
		case "VmRSS":
			rss = kb * 1024
		case "VmHWM":
			hwm = kb * 1024
		}
	}
	return rss, hwm
}

// stop sends SIGTERM, waits for the drain (killing the process after 40 s)
// and says how it went; ok is false unless it exited 0.
func (t *target) stop() (note string, ok bool) {
	if t.group != nil {
		ok = true
		var notes []string
		for _, g := range t.group {
			n, clean := g.stop()
			notes = append(notes, n)
			ok = ok && clean
		}
		if t.stopRest != nil {
			t.stopRest()
		}
		return strings.Join(notes, "; "), ok
	}
	start := time.Now()
	select {
	case <-t.exited:
		return fmt.Sprintf("%s had already exited: %v", t.name, t.waitErr), false
	default:
	}
	_ = t.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-t.exited:
	case <-time.After(40 * time.Second):
		_ = t.cmd.Process.Kill()
		<-t.exited
		return fmt.Sprintf("%s did not stop within 40 s of SIGTERM: killed", t.name), false
	}
	took := time.Since(start).Round(time.Millisecond)
	if t.waitErr != nil {
		return fmt.Sprintf("%s stopped on SIGTERM in %s: %v", t.name, took, t.waitErr), false
	}
	return fmt.Sprintf("%s stopped on SIGTERM in %s, exit 0", t.name, took), true
}
