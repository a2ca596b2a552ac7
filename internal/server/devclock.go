package server

import (
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
)

// MaxClockAdvance is the most one POST /dev/clock moves the test clock.
const MaxClockAdvance = 400 * 24 * time.Hour

// TestClock is POST /dev/clock's answer: the server's now after the move,
// and how far ahead of the real clock it runs.
type TestClock struct {
	Now    time.Time `json:"now"`
	Offset string    `json:"offset"` // a Go duration, e.g. "24h0m0s"
}

// handleAdvanceClock is POST /dev/clock: moves the server's clock forward
// by advance (a Go duration, e.g. 24h). It exists only on a server started
// with --test-clock (refused in production); elsewhere it answers 404 like
// an unknown path.
func (a *App) handleAdvanceClock(c *httpapi.Call, p ClockParams) (any, error) {
	if a.TestClock == nil {
		return nil, fault.New(fault.CodeNotFound, "")
	}
	d, err := time.ParseDuration(p.Advance)
	if err != nil || d <= 0 || d > MaxClockAdvance {
		return nil, fault.Field("advance", "Give a positive Go duration of at most "+MaxClockAdvance.String()+", e.g. 24h.")
	}
	now := a.TestClock.Advance(d)
	a.Logger.Warn("test clock moved", "advance", d.String(), "now", now.Format(time.RFC3339), "offset", a.TestClock.Offset().String())
	return TestClock{Now: now, Offset: a.TestClock.Offset().String()}, nil
}
