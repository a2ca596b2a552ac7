// Package clock gives every time-dependent rule (session expiry, due dates,
// overdue days, code expiry, countdowns) one injectable source of "now".
package clock

import (
	"sync"
	"sync/atomic"
	"time"
)

// Clock is the source of the current time; production uses Real, tests use Manual.
type Clock interface {
	Now() time.Time
}

// Real reads the system clock, always in UTC.
type Real struct{}

// Now returns the current UTC time.
func (Real) Now() time.Time { return time.Now().UTC() }

// Manual is a clock that tests move by hand to reach expiries and due dates.
type Manual struct {
	mu  sync.Mutex
	now time.Time
}

// NewManual starts a manual clock at t.
func NewManual(t time.Time) *Manual { return &Manual{now: t.UTC()} }

// Now returns the clock's current time.
func (m *Manual) Now() time.Time {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.now
}

// Advance moves the clock forward by d.
func (m *Manual) Advance(d time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.now = m.now.Add(d)
}

// Set moves the clock to t.
func (m *Manual) Set(t time.Time) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.now = t.UTC()
}

// Offset is a clock a fixed, growing distance ahead of another (the real
// one): the development server's --test-clock, which browser tests move a
// day at a time (POST /medium/dev/clock) to reach due dates and expiries
// without waiting. It only moves forward; safe for concurrent use.
type Offset struct {
	base   Clock
	offset atomic.Int64 // nanoseconds ahead of base
}

// NewOffset starts an offset clock at base's time (no offset).
func NewOffset(base Clock) *Offset { return &Offset{base: base} }

// Now returns base's time plus the offset.
func (o *Offset) Now() time.Time { return o.base.Now().Add(o.Offset()) }

// Offset is how far ahead of base the clock runs.
func (o *Offset) Offset() time.Duration { return time.Duration(o.offset.Load()) }

// Advance moves the clock forward by d (a negative d is ignored: time
// never runs back under a running server) and returns the new now.
func (o *Offset) Advance(d time.Duration) time.Time {
	if d > 0 {
		o.offset.Add(int64(d))
	}
	return o.Now()
}

// Wall is the clock a claim's lease is measured on: how long a process has
// held a job's turn or a notice it is sending is real time, which the
// instances share, not the business time an Offset clock moves (serve
// --test-clock jumps a day at a time, one instance after another; a lease
// read on a clock a day ahead looked long passed, and another instance took
// over work still under way). Under an Offset it is the Offset's base; any
// other clock (a Manual one in tests, which moves both) is its own.
func Wall(c Clock) Clock {
	if o, ok := c.(*Offset); ok {
		return o.base
	}
	return c
}
