package metrics

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"
)

// A job's runs are timed and counted by outcome, a failure as failed and
// a run cut short by the end as neither; its items add up.
func TestEvery(t *testing.T) {
	ok0, failed0 := testutil.ToFloat64(JobRuns.WithLabelValues("test", "ok")), testutil.ToFloat64(JobRuns.WithLabelValues("test", "failed"))
	items0 := testutil.ToFloat64(JobItems.WithLabelValues("test"))
	ctx, cancel := context.WithCancel(context.Background())
	runs := 0
	Every(ctx, "test", time.Millisecond, nil, func(ctx context.Context) (int, error) {
		runs++
		switch runs {
		case 1:
			return 2, errors.New("the database is away")
		case 2:
			return 3, nil
		default:
			cancel()
			return 0, ctx.Err()
		}
	})
	if d := testutil.ToFloat64(JobRuns.WithLabelValues("test", "ok")) - ok0; d != 1 {
		t.Errorf("ok runs: %v", d)
	}
	if d := testutil.ToFloat64(JobRuns.WithLabelValues("test", "failed")) - failed0; d != 1 {
		t.Errorf("failed runs: %v", d)
	}
	if d := testutil.ToFloat64(JobItems.WithLabelValues("test")) - items0; d != 5 {
		t.Errorf("items: %v", d)
	}
}

// A tick whose turn another instance has does not run and is counted as
// skipped; a run on the turn gives it back when it ends.
func TestEvery_Turns(t *testing.T) {
	skips0, ok0 := testutil.ToFloat64(JobSkips.WithLabelValues("turns")), testutil.ToFloat64(JobRuns.WithLabelValues("turns", "ok"))
	ctx, cancel := context.WithCancel(context.Background())
	ticks, runs, ended := 0, 0, 0
	turn := func(ctx context.Context, job string, interval time.Duration) (func(), bool, error) {
		ticks++
		if job != "turns" || interval != time.Millisecond {
			t.Errorf("turn of %q every %v", job, interval)
		}
		if ticks == 4 {
			cancel()
		}
		return func() { ended++ }, ticks%2 == 0, nil // the odd ticks are another instance's
	}
	Every(ctx, "turns", time.Millisecond, turn, func(ctx context.Context) (int, error) {
		runs++
		return 1, nil
	})
	if runs != 2 || ended != 2 {
		t.Errorf("%d ticks ran %d times and ended %d turns, want 2 and 2", ticks, runs, ended)
	}
	if d := testutil.ToFloat64(JobSkips.WithLabelValues("turns")) - skips0; d != 2 {
		t.Errorf("skipped: %v, want 2", d)
	}
	if d := testutil.ToFloat64(JobRuns.WithLabelValues("turns", "ok")) - ok0; d != 2 {
		t.Errorf("ok runs: %v, want 2", d)
	}
}

// Calls to a provider are timed; one answered 5xx, or not answered, is an
// error; a 4xx is the provider's answer, not an error of the call.
func TestTransport(t *testing.T) {
	status := http.StatusOK
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(status) }))
	defer srv.Close()
	c := Client("test-provider", time.Second)
	errs0 := testutil.ToFloat64(ProviderErrors.WithLabelValues("test-provider"))
	for _, s := range []int{200, 400, 503} {
		status = s
		res, err := c.Get(srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
	}
	srv.Close()
	if _, err := c.Get(srv.URL); err == nil {
		t.Fatal("a closed server answered")
	}
	if d := testutil.ToFloat64(ProviderErrors.WithLabelValues("test-provider")) - errs0; d != 2 {
		t.Errorf("errors: %v, want the 503 and the unanswered call", d)
	}
	if n := testutil.CollectAndCount(ProviderCalls, "kwarta_provider_call_seconds"); n == 0 {
		t.Error("no call timed")
	}
}

type fakeSender struct{ err error }

func (f fakeSender) Send(context.Context, string, string) error { return f.err }

// Messages are counted by adapter and outcome.
func TestCountSMS(t *testing.T) {
	sent0, failed0 := testutil.ToFloat64(SMS.WithLabelValues("fake", "sent")), testutil.ToFloat64(SMS.WithLabelValues("fake", "failed"))
	_ = CountSMS("fake", fakeSender{}).Send(context.Background(), "+639171234567", "hi")
	if err := CountSMS("fake", fakeSender{err: errors.New("no credit")}).Send(context.Background(), "+639171234567", "hi"); err == nil {
		t.Error("the failure was swallowed")
	}
	if testutil.ToFloat64(SMS.WithLabelValues("fake", "sent"))-sent0 != 1 || testutil.ToFloat64(SMS.WithLabelValues("fake", "failed"))-failed0 != 1 {
		t.Error("sent and failed not counted once each")
	}
}
