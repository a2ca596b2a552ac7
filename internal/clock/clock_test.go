package clock_test

import (
	"sync"
	"testing"
	"time"

	"kwarta/internal/clock"
)

func TestOffset(t *testing.T) {
	start := time.Date(2026, 11, 2, 1, 0, 0, 0, time.UTC)
	base := clock.NewManual(start)
	o := clock.NewOffset(base)
	if got := o.Now(); !got.Equal(start) {
		t.Fatalf("Now = %v, want the base's %v", got, start)
	}
	if got := o.Advance(24 * time.Hour); !got.Equal(start.Add(24 * time.Hour)) {
		t.Fatalf("Advance(24h) = %v", got)
	}
	// The base keeps running under the offset.
	base.Advance(time.Minute)
	if got, want := o.Now(), start.Add(24*time.Hour+time.Minute); !got.Equal(want) {
		t.Fatalf("Now = %v, want %v", got, want)
	}
	// Never backwards.
	for _, d := range []time.Duration{0, -time.Hour} {
		if got, want := o.Advance(d), start.Add(24*time.Hour+time.Minute); !got.Equal(want) {
			t.Errorf("Advance(%v) = %v, want %v (unchanged)", d, got, want)
		}
	}
	if o.Offset() != 24*time.Hour {
		t.Errorf("Offset = %v, want 24h", o.Offset())
	}
}

func TestOffset_Concurrent(t *testing.T) {
	o := clock.NewOffset(clock.NewManual(time.Unix(0, 0)))
	const goroutines, steps = 8, 1000
	var wg sync.WaitGroup
	for g := 0; g < goroutines; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			last := o.Now()
			for i := 0; i < steps; i++ {
				now := o.Advance(time.Second)
				if now.Before(last) {
					t.Errorf("the clock ran back: %v after %v", now, last)
					return
				}
				last = now
			}
		}()
	}
	wg.Wait()
	if got, want := o.Offset(), goroutines*steps*time.Second; got != want {
		t.Errorf("Offset = %v, want %v (an advance was lost)", got, want)
	}
}

func TestWall(t *testing.T) {
	start := time.Date(2026, 11, 2, 1, 0, 0, 0, time.UTC)
	base := clock.NewManual(start)
	o := clock.NewOffset(base)
	o.Advance(24 * time.Hour)
	// Under an offset, leases run on the base: a day's jump is no time passed.
	if got := clock.Wall(o).Now(); !got.Equal(start) {
		t.Errorf("Wall(offset) = %v, want the base's %v", got, start)
	}
	// Any other clock is its own wall: a test's manual clock moves leases too.
	if clock.Wall(base) != clock.Clock(base) {
		t.Error("Wall(manual) is not the manual clock")
	}
}
