package server_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/url"
	"testing"
	"testing/fstest"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/config"
	"kwarta/internal/demo"
	"kwarta/internal/market"
	"kwarta/internal/server"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestDevClock: with --test-clock, POST /dev/clock moves the server's time
// forward and every rule follows (order 81's late interest grows by a
// day); without the flag the route is not there (404); bad values are 400
// naming advance.
func TestDevClock(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base := clock.NewManual(servertest.Start)
		cfg := config.Config{Addr: "127.0.0.1:0", Env: "development", Market: market.MustLookup("ph"), Demo: true, TestClock: true}
		app := server.NewApp(cfg, db, clock.NewOffset(base), slog.New(slog.NewTextHandler(io.Discard, nil)))
		if _, err := demo.Seed(context.Background(), app.DemoDeps()); err != nil {
			t.Fatal(err)
		}
		env := &servertest.Env{App: app, Handler: app.Handler(fstest.MapFS{}), Clock: base, DB: db}

		due := func() int64 {
			t.Helper()
			got := env.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/loan-play-detail", Session: demo.SessionA, Query: url.Values{"orderId": {"81"}}})
			var d struct {
				RepayAmount int64 `json:"repayAmount"`
			}
			if got.Status != 200 || json.Unmarshal(got.Data, &d) != nil {
				t.Fatalf("loan-play-detail: %d %s", got.Status, got.Body)
			}
			return d.RepayAmount
		}
		before := due()

		got := env.Do(t, servertest.Request{Method: "POST", Path: "/dev/clock", Form: url.Values{"advance": {"24h"}}})
		var moved server.TestClock
		if got.Status != 200 || json.Unmarshal(got.Data, &moved) != nil {
			t.Fatalf("advance 24h: %d %s", got.Status, got.Body)
		}
		if want := servertest.Start.Add(24 * time.Hour); !moved.Now.Equal(want) || moved.Offset != "24h0m0s" {
			t.Errorf("answer = %+v, want now %v and offset 24h0m0s", moved, want)
		}
		if !app.Clock.Now().Equal(servertest.Start.Add(24 * time.Hour)) {
			t.Errorf("the app's clock = %v, not moved", app.Clock.Now())
		}
		if after := due(); after <= before {
			t.Errorf("order 81 due now %d after a day, %d before: the rules did not follow the clock", after, before)
		}

		for _, bad := range []string{"-24h", "0s", "tomorrow", "24", "9601h"} {
			got := env.Do(t, servertest.Request{Method: "POST", Path: "/dev/clock", Form: url.Values{"advance": {bad}}})
			if got.Status != 400 || got.Fields["advance"] == "" {
				t.Errorf("advance %q: %d %s, want 400 naming advance", bad, got.Status, got.Body)
			}
		}
		if now := app.Clock.Now(); !now.Equal(servertest.Start.Add(24 * time.Hour)) {
			t.Errorf("refused moves moved the clock to %v", now)
		}
	})
}

func TestDevClock_OffWithoutFlag(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		got := env.Do(t, servertest.Request{Method: "POST", Path: "/dev/clock", Form: url.Values{"advance": {"24h"}}})
		if got.Status != 404 {
			t.Errorf("without --test-clock: %d %s, want 404", got.Status, got.Body)
		}
		if !env.Clock.Now().Equal(servertest.Start) {
			t.Errorf("the clock moved to %v", env.Clock.Now())
		}
	})
}
