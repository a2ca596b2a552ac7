package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"
	"time"
)

func TestPercentile(t *testing.T) {
	var d []time.Duration
	for i := 1; i <= 100; i++ {
		d = append(d, time.Duration(i)*time.Millisecond)
	}
	if p := percentile(d, 0.5); p != 50*time.Millisecond {
		t.Errorf("p50 = %v", p)
	}
	if p := percentile(d, 0.99); p != 99*time.Millisecond {
		t.Errorf("p99 = %v", p)
	}
	if p := percentile(nil, 0.99); p != 0 {
		t.Errorf("p99 of nothing = %v", p)
	}
}

func TestTransportFailure(t *testing.T) {
	for _, c := range []struct {
		err  error
		kind result
		want string
	}{
		{context.DeadlineExceeded, timedOut, "client time-out"},
		{&net.OpError{Op: "read", Err: &timeoutErr{}}, timedOut, "client time-out"},
		{fmt.Errorf("read tcp 127.0.0.1:1->127.0.0.1:2: %w", syscall.ECONNRESET), failed, "transport: connection reset by peer"},
		{fmt.Errorf("post: %w", io.EOF), failed, "transport: EOF (connection closed)"},
		{fmt.Errorf("body: %w", io.ErrUnexpectedEOF), failed, "transport: unexpected EOF (answer cut off)"},
		{errors.New("x: y: something odd"), failed, "transport: something odd"},
	} {
		kind, why := transportFailure(c.err)
		if kind != c.kind || why != c.want {
			t.Errorf("%v: %v %q, want %v %q", c.err, kind, why, c.kind, c.want)
		}
	}
}

func TestNextAddr_Unique(t *testing.T) {
	seen := map[string]bool{}
	for range 70000 {
		a := nextAddr()
		if seen[a] {
			t.Fatalf("%s twice", a)
		}
		seen[a] = true
	}
}

type timeoutErr struct{}

func (timeoutErr) Error() string   { return "i/o timeout" }
func (timeoutErr) Timeout() bool   { return true }
func (timeoutErr) Temporary() bool { return true }

// Each postback step takes every borrower of its range once, concurrently,
// then nothing.
func TestBorrowerPool_EachOnce(t *testing.T) {
	var p borrowerPool
	p.setRange(11, 1010)
	got := make(chan int, 2000)
	done := make(chan struct{})
	for range 8 {
		go func() {
			for k := p.take(); k != 0; k = p.take() {
				got <- k
			}
			done <- struct{}{}
		}()
	}
	for range 8 {
		<-done
	}
	close(got)
	seen := map[int]bool{}
	for k := range got {
		if seen[k] || k < 11 || k > 1010 {
			t.Fatalf("borrower %d taken twice or out of range", k)
		}
		seen[k] = true
	}
	if len(seen) != 1000 || p.take() != 0 {
		t.Fatalf("%d borrowers taken, want 1000 and then none", len(seen))
	}
}
