package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"
)

// stepResult is one line of the table.
type stepResult struct {
	name, db           string
	conns              int
	rps, ratio         float64 // ratio: rps over the bare handler's at the same conns (0: none)
	answered           int     // measured requests that got an answer (any status)
	errors, timeouts   int
	p50, p99           time.Duration
	probeP99, probeMax time.Duration
	probeFails         int
	rss, hwm           int64
	kinds              map[string]int // error and time-out causes
}

// failedStep says whether the step breaks the gate.
func (r stepResult) failedStep() bool { return r.errors+r.timeouts+r.probeFails > 0 }

// tally is one connection's counts; merged once the step ends.
type tally struct {
	lat              []time.Duration
	inWindow         int
	errors, timeouts int
	kinds            map[string]int
}

func (t *tally) add(o outcome, end time.Time) {
	switch o.kind {
	case failed:
		t.errors++
		t.kinds[o.detail]++
	case timedOut:
		t.timeouts++
		t.kinds[o.detail]++
	}
	if o.measured {
		t.lat = append(t.lat, o.latency)
		if !o.done.After(end) {
			t.inWindow++
		}
	}
}

// runStep drives t with sc on conns keep-alive connections (one goroutine
// each, one shared transport) for o.duration, while a probe calls /healthz
// every 100 ms. Requests in flight at the end are waited for (at most the
// client time-out) and counted, but rps counts answers within the duration
// (or within the time the step ran, when its pool ran out sooner).
func runStep(ctx context.Context, t *target, db string, sc scenario, conns int, o options) stepResult {
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:        conns,
		MaxIdleConnsPerHost: conns,
		MaxConnsPerHost:     conns,
		IdleConnTimeout:     90 * time.Second,
	}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: o.timeout}

	stopProbe := make(chan struct{})
	probed := make(chan probeResult, 1)
	go probe(ctx, t.base, o.timeout, stopProbe, probed)

	start := time.Now()
	end := start.Add(o.duration)
	tallies := make([]tally, conns)
	var wg sync.WaitGroup
	for i := range tallies {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tl := &tallies[i]
			tl.kinds = map[string]int{}
			w := &worker{id: i, client: client, base: t.base, addr: workerAddr(i)}
			for ctx.Err() == nil && time.Now().Before(end) {
				o := sc.do(ctx, w)
				if o.kind == exhausted {
					return
				}
				tl.add(o, end)
			}
		}()
	}
	wg.Wait()
	// A pool step may end before its duration: its rate is over the time it ran.
	window := min(o.duration, time.Since(start))
	close(stopProbe)
	pr := <-probed

	r := stepResult{name: sc.name, db: db, conns: conns, kinds: map[string]int{}}
	var lat []time.Duration
	inWindow := 0
	for _, tl := range tallies {
		lat = append(lat, tl.lat...)
		inWindow += tl.inWindow
		r.errors += tl.errors
		r.timeouts += tl.timeouts
		for k, n := range tl.kinds {
			r.kinds[k] += n
		}
	}
	r.answered = len(lat)
	r.rps = float64(inWindow) / window.Seconds()
	slices.Sort(lat)
	r.p50, r.p99 = percentile(lat, 0.50), percentile(lat, 0.99)
	slices.Sort(pr.lat)
	r.probeP99, r.probeFails = percentile(pr.lat, 0.99), pr.fails
	if len(pr.lat) > 0 {
		r.probeMax = pr.lat[len(pr.lat)-1]
	}
	for k, n := range pr.kinds {
		r.kinds["healthz probe: "+k] += n
	}
	r.rss, r.hwm = t.memory()
	return r
}

// percentile of sorted durations (nearest rank).
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(p*float64(len(sorted))+0.999999) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// probeResult is the /healthz probe's record of a step.
type probeResult struct {
	lat   []time.Duration // failed probes too, with the time they took
	fails int
	kinds map[string]int
}

// probe calls /healthz every 100 ms on its own connection until stop.
func probe(ctx context.Context, base string, timeout time.Duration, stop <-chan struct{}, done chan<- probeResult) {
	tr := &http.Transport{MaxIdleConnsPerHost: 1}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: timeout}
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	r := probeResult{kinds: map[string]int{}}
	for {
		select {
		case <-stop:
			done <- r
			return
		case <-tick.C:
		}
		req, _ := http.NewRequestWithContext(ctx, "GET", base+"/healthz", nil)
		start := time.Now()
		res, err := client.Do(req)
		if err == nil {
			_, err = io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
		r.lat = append(r.lat, time.Since(start))
		switch {
		case err != nil:
			_, why := transportFailure(err)
			r.fails++
			r.kinds[why]++
		case res.StatusCode != http.StatusOK:
			r.fails++
			r.kinds[http.StatusText(res.StatusCode)]++
		}
	}
}
