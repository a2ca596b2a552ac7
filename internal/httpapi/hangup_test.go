package httpapi

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// A client that hangs up is a 499 in the log and the metrics, at info,
// never a 5xx: a query cut short by the canceled request context is not
// the server failing. The same error with the client still there is a 500.
func TestObserve_ClientHungUp(t *testing.T) {
	var logs bytes.Buffer
	routes := []Route{{Method: "GET", Path: "/v1/slow", Summary: "slow", Handle: NoParams(func(c *Call) (any, error) {
		return nil, c.Context().Err() // as a database call answers once the context is canceled
	})}}
	h := Observe(Mount(NewRouter(routes, nil), http.NotFoundHandler()), slog.New(slog.NewTextHandler(&logs, nil)), nil)
	was := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&logs, nil))) // WriteError logs a failure there
	t.Cleanup(func() { slog.SetDefault(was) })

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/medium/v1/slow", nil).WithContext(ctx))
	if rec.Code != StatusClientClosed || strings.Contains(logs.String(), "level=ERROR") ||
		!strings.Contains(logs.String(), "status=499") || !strings.Contains(logs.String(), "the client hung up") {
		t.Fatalf("hung up: %d\n%s", rec.Code, logs.String())
	}

	logs.Reset()
	routes[0].Handle = NoParams(func(*Call) (any, error) { return nil, context.Canceled }) // canceled inside, the client still there
	h = Observe(Mount(NewRouter(routes, nil), http.NotFoundHandler()), slog.New(slog.NewTextHandler(&logs, nil)), nil)
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/medium/v1/slow", nil))
	if rec.Code != http.StatusInternalServerError || !strings.Contains(logs.String(), "level=ERROR") {
		t.Fatalf("the client still there: %d\n%s", rec.Code, logs.String())
	}
}
