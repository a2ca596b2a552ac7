// Package metrics holds what the server counts for a lender to alert on,
// besides the HTTP layer's requests (httpapi.Metrics): the business events
// (pay codes, payments and their money, payouts, SMS, notices held), the
// calls to the providers, the jobs, and the database pools
// (docs/OPERATIONS.md, "Metrics"). The domain packages count through the
// package's values; Register puts them in a registry (the server's, one
// per App: a collector may be in several).
package metrics

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

var (
	// PayCodes counts the pay codes issued, by channel.
	PayCodes = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "kwarta_pay_codes_issued_total",
		Help: "Pay codes issued to borrowers, by payment channel."}, []string{"channel"})
	// Payments counts the payments credited to orders, and PaymentMoney
	// their money in minor units, by channel.
	Payments = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "kwarta_payments_credited_total",
		Help: "Payments credited to orders, by payment channel."}, []string{"channel"})
	PaymentMoney = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "kwarta_payments_credited_minor_total",
		Help: "Money credited to orders, in minor units (centavos), by payment channel."}, []string{"channel"})
	// Payouts counts the payouts (and refunds through the payout channel)
	// that ended, by outcome: succeeded or failed.
	Payouts = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "kwarta_payouts_total",
		Help: "Payouts (disbursements, and refunds through the payout channel) that ended, by outcome: succeeded or failed."}, []string{"outcome"})
	// SMS counts the text messages, by adapter and outcome: sent or failed.
	SMS = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "kwarta_sms_total",
		Help: "Text messages, by SMS adapter and outcome: sent or failed."}, []string{"adapter", "outcome"})
	// NoticesHeld counts the notices held for the quiet hours.
	NoticesHeld = prometheus.NewCounter(prometheus.CounterOpts{Name: "kwarta_notices_held_total",
		Help: "SMS notices held until the contact hours."})
	// ProviderCalls times each call to a provider, and ProviderErrors
	// counts those that failed (no answer, or a 5xx), by provider.
	ProviderCalls = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "kwarta_provider_call_seconds",
		Help: "Calls to outside providers (payments, payouts, SMS), by provider.", Buckets: prometheus.DefBuckets}, []string{"provider"})
	ProviderErrors = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "kwarta_provider_errors_total",
		Help: "Calls to outside providers that failed (no answer, or a 5xx), by provider."}, []string{"provider"})
	// JobRuns counts the jobs' runs by outcome (ok, failed), JobSeconds
	// times them, JobItems counts what they went through.
	JobRuns = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "kwarta_job_runs_total",
		Help: "Runs of the server's periodic jobs, by job and outcome: ok or failed."}, []string{"job", "outcome"})
	JobSeconds = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "kwarta_job_duration_seconds",
		Help: "How long each run of a periodic job took.", Buckets: []float64{.01, .1, .5, 1, 5, 15, 60, 300, 900}}, []string{"job"})
	JobItems = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "kwarta_job_items_total",
		Help: "What the periodic jobs went through (orders looked at, notices sent, codes expired or queried...), by job."}, []string{"job"})
	// JobSkips counts the ticks of a job whose turn another instance had.
	JobSkips = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "kwarta_job_skipped_total",
		Help: "Ticks of a periodic job that did not run here because another instance had its turn, by job."}, []string{"job"})
)

// Register puts every counter of the package in reg.
func Register(reg prometheus.Registerer) {
	reg.MustRegister(PayCodes, Payments, PaymentMoney, Payouts, SMS, NoticesHeld, ProviderCalls, ProviderErrors, JobRuns, JobSeconds, JobItems, JobSkips)
}

// A Turn asks whether this instance takes job's turn now (store.Turns):
// with several instances on one database only one runs a job each
// interval. end, when ok, is called as the run ends.
type Turn func(ctx context.Context, job string, interval time.Duration) (end func(), ok bool, err error)

// Every runs a periodic job now and then every interval until ctx ends,
// when turn gives it the turn (nil: always), each run timed and counted
// under job (its items as fn reports them); fn logs what it did and its
// failures, which are tried again on the next run. A run cut short by
// ctx's end is not a failure; a turn another instance had is counted as
// skipped.
func Every(ctx context.Context, job string, interval time.Duration, turn Turn, fn func(ctx context.Context) (items int, err error)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		runOnce(ctx, job, interval, turn, fn)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// runOnce is one tick of Every.
func runOnce(ctx context.Context, job string, interval time.Duration, turn Turn, fn func(ctx context.Context) (items int, err error)) {
	if turn != nil {
		end, ok, err := turn(ctx, job, interval)
		switch {
		case err != nil:
			if ctx.Err() == nil {
				JobRuns.WithLabelValues(job, "failed").Inc()
			}
			return
		case !ok:
			JobSkips.WithLabelValues(job).Inc()
			return
		}
		defer end()
	}
	start := time.Now()
	items, err := fn(ctx)
	JobSeconds.WithLabelValues(job).Observe(time.Since(start).Seconds())
	JobItems.WithLabelValues(job).Add(float64(items))
	switch {
	case err != nil && ctx.Err() == nil:
		JobRuns.WithLabelValues(job, "failed").Inc()
	case err == nil:
		JobRuns.WithLabelValues(job, "ok").Inc()
	}
}

// Transport times the calls through next to a provider (nil: the default
// transport) and counts those that fail.
func Transport(provider string, next http.RoundTripper) http.RoundTripper {
	if next == nil {
		next = http.DefaultTransport
	}
	return roundTripper{provider: provider, next: next}
}

type roundTripper struct {
	provider string
	next     http.RoundTripper
}

func (r roundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	start := time.Now()
	res, err := r.next.RoundTrip(req)
	ProviderCalls.WithLabelValues(r.provider).Observe(time.Since(start).Seconds())
	if (err != nil && !errors.Is(err, context.Canceled)) || (res != nil && res.StatusCode >= 500) {
		ProviderErrors.WithLabelValues(r.provider).Inc()
	}
	return res, err
}

// Client is an HTTP client with a timeout whose calls Transport counts.
func Client(provider string, timeout time.Duration) *http.Client {
	return &http.Client{Timeout: timeout, Transport: Transport(provider, nil)}
}

// Pools reports database pools' use: connections in use and idle, and
// the waits for one, by pool.
type Pools func() map[string]PoolStats

// PoolStats is one pool's figures (sql.DBStats's).
type PoolStats struct {
	InUse, Idle, WaitCount int64
	WaitDuration           time.Duration
}

var (
	poolInUse = prometheus.NewDesc("kwarta_db_connections_in_use", "Database connections in use, by pool.", []string{"pool"}, nil)
	poolIdle  = prometheus.NewDesc("kwarta_db_connections_idle", "Database connections idle, by pool.", []string{"pool"}, nil)
	poolWaits = prometheus.NewDesc("kwarta_db_waits_total", "Times a query waited for a free connection, by pool.", []string{"pool"}, nil)
	poolWait  = prometheus.NewDesc("kwarta_db_wait_seconds_total", "Time spent waiting for a free connection, by pool.", []string{"pool"}, nil)
)

// Describe and Collect make Pools a prometheus.Collector.
func (p Pools) Describe(ch chan<- *prometheus.Desc) {
	ch <- poolInUse
	ch <- poolIdle
	ch <- poolWaits
	ch <- poolWait
}

// Collect reads the pools at each scrape.
func (p Pools) Collect(ch chan<- prometheus.Metric) {
	for name, s := range p() {
		ch <- prometheus.MustNewConstMetric(poolInUse, prometheus.GaugeValue, float64(s.InUse), name)
		ch <- prometheus.MustNewConstMetric(poolIdle, prometheus.GaugeValue, float64(s.Idle), name)
		ch <- prometheus.MustNewConstMetric(poolWaits, prometheus.CounterValue, float64(s.WaitCount), name)
		ch <- prometheus.MustNewConstMetric(poolWait, prometheus.CounterValue, s.WaitDuration.Seconds(), name)
	}
}

// Sender sends a text message (sms.Sender's method).
type Sender interface {
	Send(ctx context.Context, phone, text string) error
}

// CountSMS counts each message sent through next under its adapter, by
// outcome.
func CountSMS(adapter string, next Sender) Sender { return countedSMS{adapter: adapter, next: next} }

type countedSMS struct {
	adapter string
	next    Sender
}

func (c countedSMS) Send(ctx context.Context, phone, text string) error {
	err := c.next.Send(ctx, phone, text)
	outcome := "sent"
	if err != nil {
		outcome = "failed"
	}
	SMS.WithLabelValues(c.adapter, outcome).Inc()
	return err
}
