package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"kwarta/internal/fault"
)

type ctxKey int

const infoKey ctxKey = 1

// requestInfo travels in the context so inner handlers can name the route
// and the borrower for the log line and the metrics.
type requestInfo struct {
	id     string
	route  string
	userID int64
}

func infoFrom(ctx context.Context) *requestInfo {
	i, _ := ctx.Value(infoKey).(*requestInfo)
	return i
}

// RequestID returns the id of the request being served.
func RequestID(ctx context.Context) string {
	if i := infoFrom(ctx); i != nil {
		return i.id
	}
	return ""
}

// Metrics are the Prometheus collectors of the HTTP layer.
type Metrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
}

// NewMetrics registers the HTTP collectors on reg.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "kwarta_http_requests_total", Help: "HTTP requests by route and status.",
		}, []string{"method", "route", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "kwarta_http_request_duration_seconds", Help: "HTTP request latency by route.",
			Buckets: prometheus.DefBuckets,
		}, []string{"method", "route"}),
	}
	reg.MustRegister(m.requests, m.duration)
	return m
}

type recorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (r *recorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += n
	return n, err
}

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// Observe wraps the whole server: it gives each request an id (echoed in
// X-Request-Id), recovers panics, sets privacy headers, answers a request
// past the size limits (MaxURIBytes, MaxHeaderBytes) with 414 or 431, logs
// one structured line per request (the path only, clipped to 200
// characters: the query carries the session id and is never logged) and
// records metrics.
func Observe(next http.Handler, logger *slog.Logger, m *Metrics) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := r.Header.Get("X-Request-Id")
		if id == "" || len(id) > 64 {
			b := make([]byte, 8)
			_, _ = rand.Read(b)
			id = hex.EncodeToString(b)
		}
		info := &requestInfo{id: id, route: "static"}
		r = r.WithContext(context.WithValue(r.Context(), infoKey, info))
		h := w.Header()
		h.Set("X-Request-Id", id)
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Content-Type-Options", "nosniff")
		rec := &recorder{ResponseWriter: w}
		defer func() {
			if p := recover(); p != nil {
				logger.ErrorContext(r.Context(), "panic", "request_id", id, "panic", p, "stack", string(debug.Stack()))
				if rec.status == 0 {
					WriteError(rec, r, fault.New(fault.CodeInternal, ""))
				}
			}
			if rec.status == 0 {
				rec.status = http.StatusOK
			}
			elapsed := time.Since(start)
			if p := r.URL.Path; (p == Prefix || strings.HasPrefix(p, Prefix+"/")) && info.route == "static" {
				info.route = "unknown"
			}
			if m != nil {
				method := metricMethod(r.Method)
				m.requests.WithLabelValues(method, info.route, strconv.Itoa(rec.status)).Inc()
				m.duration.WithLabelValues(method, info.route).Observe(elapsed.Seconds())
			}
			attrs := []any{
				"request_id", id, "method", r.Method, "path", quotePath(r.URL.Path), "route", info.route,
				"status", rec.status, "bytes", rec.bytes, "duration_ms", elapsed.Milliseconds(),
			}
			if info.userID != 0 {
				attrs = append(attrs, "user_id", info.userID)
			}
			level := slog.LevelInfo
			if rec.status >= 500 {
				level = slog.LevelError
			}
			if rec.status == StatusClientClosed {
				attrs = append(attrs, "note", "the client hung up before the answer")
			}
			logger.Log(r.Context(), level, "request", attrs...)
		}()
		if err := checkSize(r); err != nil {
			info.route = "too_large"
			WriteError(rec, r, err)
			return
		}
		next.ServeHTTP(rec, r)
	})
}

// metricMethod is the method label: the standard methods by name, anything a
// client makes up as "other", so no client can grow the metric series.
func metricMethod(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return m
	}
	return "other"
}
