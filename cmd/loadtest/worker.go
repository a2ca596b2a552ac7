package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"syscall"
	"time"
)

// result is how one request ended.
type result int

const (
	ok        result = iota
	failed           // non-2xx, success:false, not an envelope, or a transport error
	timedOut         // the client time-out passed
	exhausted        // a pool step has nothing left to do: the connection stops
)

// outcome is one iteration of a scenario.
type outcome struct {
	kind     result
	detail   string // why it failed
	latency  time.Duration
	measured bool // the measured request got an answer: its latency counts
	done     time.Time
	body     string // the answer of a call that is not an envelope
}

// measure marks o as the step's measured request.
func (o outcome) measure() outcome {
	o.measured = o.kind != timedOut
	return o
}

// prefixed names the preparatory call that failed.
func (o outcome) prefixed(call string) outcome {
	o.detail = call + ": " + o.detail
	return o
}

// worker is one connection's loop.
type worker struct {
	id     int
	client *http.Client
	base   string
	addr   string // X-Forwarded-For of its reads
	amount int64  // the pay-code step's amount, read once
	calls  int    // the pay-code step's requests so far
}

// call sends one request (a form body when form is not nil) as client
// address xff and reads the whole answer; with envelope it must be a JSON
// envelope with success:true.
func (w *worker) call(ctx context.Context, method, path string, form url.Values, xff string, wantEnvelope bool) (outcome, envelope) {
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(ctx, method, w.base+path, body)
	if err != nil {
		return outcome{kind: failed, detail: err.Error(), done: time.Now()}, envelope{}
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	req.Header.Set("X-Forwarded-For", xff)
	start := time.Now()
	res, err := w.client.Do(req)
	var raw []byte
	if err == nil {
		raw, err = io.ReadAll(res.Body)
		res.Body.Close()
	}
	o := outcome{latency: time.Since(start), done: time.Now()}
	var env envelope
	switch {
	case err != nil:
		o.kind, o.detail = transportFailure(err)
	case res.StatusCode < 200 || res.StatusCode > 299:
		o.kind, o.detail = failed, fmt.Sprintf("HTTP %d", res.StatusCode)
		if json.Unmarshal(raw, &env) == nil && env.Code != "" {
			o.detail += fmt.Sprintf(" code %s: %s", env.Code, clip(env.Message, 70))
		}
	case !wantEnvelope:
		o.body = string(raw)
	case json.Unmarshal(raw, &env) != nil:
		o.kind, o.detail = failed, fmt.Sprintf("HTTP %d: not a JSON envelope", res.StatusCode)
	case !env.Success:
		o.kind, o.detail = failed, fmt.Sprintf("HTTP %d code %s: %s", res.StatusCode, env.Code, clip(env.Message, 70))
	}
	return o, env
}

// transportFailure sorts a client error into a time-out or a failure and
// names it without addresses or ports, so equal causes count together.
func transportFailure(err error) (result, string) {
	var ne net.Error
	var errno syscall.Errno
	switch {
	case errors.Is(err, context.Canceled):
		return failed, "aborted: the run was interrupted or passed its deadline"
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return timedOut, "client time-out"
	case errors.As(err, &errno):
		return failed, "transport: " + errno.Error()
	case errors.Is(err, io.ErrUnexpectedEOF):
		return failed, "transport: unexpected EOF (answer cut off)"
	case errors.Is(err, io.EOF):
		return failed, "transport: EOF (connection closed)"
	}
	s := err.Error()
	if i := strings.LastIndex(s, ": "); i >= 0 {
		s = s[i+2:]
	}
	return failed, "transport: " + s
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
