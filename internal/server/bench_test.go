package server_test

import (
	"net/url"
	"testing"

	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// BenchmarkBorrowerCall measures one authenticated call through the whole
// stack: logging, metrics, session lookup on SQLite, the envelope.
func BenchmarkBorrowerCall(b *testing.B) {
	env := servertest.New(b, storetest.MustOpen(b, store.SQLite))
	rq := servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Session: "demo-a", Form: url.Values{}}
	b.ReportAllocs()
	for b.Loop() {
		if got := env.Do(b, rq); got.Status != 200 {
			b.Fatalf("status %d", got.Status)
		}
	}
}

// BenchmarkPublicCall measures a public call that reads the lender's details.
func BenchmarkPublicCall(b *testing.B) {
	env := servertest.New(b, storetest.MustOpen(b, store.SQLite))
	rq := servertest.Request{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Form: url.Values{"type": {"1"}}}
	b.ReportAllocs()
	for b.Loop() {
		if got := env.Do(b, rq); got.Status != 200 {
			b.Fatalf("status %d", got.Status)
		}
	}
}

// BenchmarkOrderDetails measures the heaviest page call: the order brought
// up to date (an overdue order's late interest), its lines and the
// recommendations, read outside any transaction.
func BenchmarkOrderDetails(b *testing.B) {
	env := servertest.New(b, storetest.MustOpen(b, store.SQLite))
	rq := servertest.Request{Method: "POST", Path: "/v3/loan-details/loan-details", Session: "demo-a", Form: url.Values{"orderId": {"81"}}}
	b.ReportAllocs()
	for b.Loop() {
		if got := env.Do(b, rq); got.Status != 200 {
			b.Fatalf("status %d: %s", got.Status, got.Body)
		}
	}
}
