package server_test

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus/testutil"

	"kwarta/internal/demo"
	"kwarta/internal/metrics"
	"kwarta/internal/repay/repaytest"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestMetrics_BusinessEvents: a pay code issued and paid is counted (the
// code, the payment and its money, by channel), and the metrics listener
// shows them with the database pools.
func TestMetrics_BusinessEvents(t *testing.T) {
	env := servertest.New(t, storetest.MustOpen(t, store.SQLite))
	codes0 := testutil.ToFloat64(metrics.PayCodes.WithLabelValues("GCSH"))
	paid0, money0 := testutil.ToFloat64(metrics.Payments.WithLabelValues("GCSH")), testutil.ToFloat64(metrics.PaymentMoney.WithLabelValues("GCSH"))
	if err := repaytest.Pay(t, env, demo.SessionA, 81, 10000); err != nil {
		t.Fatal(err)
	}
	if testutil.ToFloat64(metrics.PayCodes.WithLabelValues("GCSH"))-codes0 != 1 || testutil.ToFloat64(metrics.Payments.WithLabelValues("GCSH"))-paid0 != 1 ||
		testutil.ToFloat64(metrics.PaymentMoney.WithLabelValues("GCSH"))-money0 != 10000 {
		t.Error("the code, the payment or its money not counted")
	}
	rec := httptest.NewRecorder()
	env.App.MetricsHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	for _, want := range []string{`kwarta_pay_codes_issued_total{channel="GCSH"}`, `kwarta_payments_credited_minor_total{channel="GCSH"}`,
		`kwarta_db_connections_in_use{pool="write"}`, `kwarta_db_waits_total{pool="read"}`, "kwarta_http_requests_total"} {
		if !strings.Contains(rec.Body.String(), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}
