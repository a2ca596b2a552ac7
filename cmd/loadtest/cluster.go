package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"kwarta/internal/config"
	kwreport "kwarta/internal/report"
	"kwarta/internal/store"
)

// The cluster test (`make cluster-test`, docs/OPERATIONS.md "The cluster
// test"): three kwarta instances on one fresh PostgreSQL database behind
// Caddy with the reference deployment's Caddyfile, on loopback, under
// mixed traffic (order details, the confirmation, pay codes, credited
// postbacks). It starts the three at once on the empty database, restarts
// each in turn with SIGTERM (no request may fail), kills one with SIGKILL
// (only requests in flight at that moment may fail, and no credited
// payment may be lost), and before the kill moves the three test clocks
// through several days with the jobs every second, checking that each job
// ran once per turn, each notice was sent once and each order accrued once
// a day. It prints the figures and exits 1 when a check fails.

// clusterSize is how many instances the test runs.
const clusterSize = 3

// clusterConns is how many keep-alive connections the load keeps to Caddy.
const clusterConns = 24

// killGrace is how long after the killed instance's death a request may
// still have been sent on one of its connections: the proxy learns of
// their close from the kernel a moment later.
const killGrace = 250 * time.Millisecond

// clusterDays is how many days the test clocks move through.
const clusterDays = 3

// clusterJobEvery is the instances' --job-every.
const clusterJobEvery = time.Second

// clusterDrainDelay is the instances' --drain-delay: twice Caddy's health
// interval (1 s), so Caddy has seen /readyz at 503 before the listener closes.
const clusterDrainDelay = 2500 * time.Millisecond

// instance is one kwarta of the cluster: its ports and its running process.
type instance struct {
	n             int
	port, metrics int
	t             *target
}

func (in *instance) base() string { return "http://127.0.0.1:" + strconv.Itoa(in.port) }

// sample is one request of the load: when it started and ended, and how.
type sample struct {
	start, end time.Time
	kind       result
	detail     string
}

// clusterLoad is the traffic through Caddy.
type clusterLoad struct {
	mu       sync.Mutex
	samples  []sample
	credited []string // txn ids whose postback answered result=OK
	stop     atomic.Bool
}

func (l *clusterLoad) add(o outcome) {
	l.mu.Lock()
	l.samples = append(l.samples, sample{start: o.done.Add(-o.latency), end: o.done, kind: o.kind, detail: o.detail})
	l.mu.Unlock()
}

// between counts the requests that ended in [from, to) and those of them that failed, with their causes.
func (l *clusterLoad) between(from, to time.Time) (n, failures int, kinds map[string]int, failed []sample) {
	l.mu.Lock()
	defer l.mu.Unlock()
	kinds = map[string]int{}
	for _, s := range l.samples {
		if s.end.Before(from) || !s.end.Before(to) {
			continue
		}
		n++
		if s.kind != ok {
			failures++
			kinds[s.detail]++
			failed = append(failed, s)
		}
	}
	return n, failures, kinds, failed
}

// run drives the mixed traffic through base on conns connections until stop.
func (l *clusterLoad) run(ctx context.Context, base string, conns int, o options) *sync.WaitGroup {
	tr := &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns, IdleConnTimeout: 90 * time.Second}
	client := &http.Client{Transport: tr, Timeout: o.timeout}
	steps := []func(context.Context, *worker) outcome{kwartaScenarios[0].do, kwartaScenarios[1].do, payCodeStep, l.postback}
	var wg sync.WaitGroup
	for i := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := &worker{id: i, client: client, base: base, addr: workerAddr(i)}
			for n := i; !l.stop.Load() && ctx.Err() == nil; n++ {
				o := steps[n%len(steps)](ctx, w)
				if o.kind == exhausted {
					continue
				}
				l.add(o)
			}
		}()
	}
	return &wg
}

// postback is postbackStep keeping the credited payments' txn ids.
func (l *clusterLoad) postback(ctx context.Context, w *worker) outcome {
	var txn string
	o := payOrder(ctx, w, func(id string) { txn = id })
	if o.kind == ok && txn != "" {
		l.mu.Lock()
		l.credited = append(l.credited, txn)
		l.mu.Unlock()
	}
	return o
}

// clusterReport is what the test found, printed at the end.
type clusterReport struct {
	lines    []string
	problems []string
}

func (r *clusterReport) say(out io.Writer, format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	r.lines = append(r.lines, line)
	fmt.Fprintln(out, "cluster:", line)
}

func (r *clusterReport) fail(out io.Writer, format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	r.problems = append(r.problems, line)
	fmt.Fprintln(out, "cluster: FAIL:", line)
}

// runCluster is the cluster test; it returns the exit code.
func runCluster(parent context.Context, o options, out io.Writer) int {
	if o.postgres == "" {
		fmt.Fprintln(out, "cluster: needs PostgreSQL (-postgres or KWARTA_TEST_POSTGRES)")
		return 2
	}
	caddy, err := exec.LookPath(o.caddy)
	if err != nil {
		fmt.Fprintf(out, "cluster: needs Caddy (%s): %v\n", o.caddy, err)
		return 2
	}
	ctx, cancel := context.WithTimeout(parent, 10*time.Minute)
	defer cancel()
	dir, err := os.MkdirTemp("", "kwarta-cluster-")
	if err != nil {
		fmt.Fprintln(out, "cluster:", err)
		return 2
	}
	r := &clusterReport{}
	code := clusterSteps(ctx, o, caddy, dir, r, out)
	fmt.Fprintln(out, "\ncluster test figures:")
	for _, l := range r.lines {
		fmt.Fprintln(out, "  "+l)
	}
	if len(r.problems) > 0 || code != 0 {
		for _, p := range r.problems {
			fmt.Fprintln(out, "  FAIL: "+p)
		}
		fmt.Fprintln(out, "logs kept in", dir)
		return 1
	}
	if o.keep {
		fmt.Fprintln(out, "logs kept in", dir)
	} else {
		os.RemoveAll(dir)
	}
	return 0
}

func clusterSteps(ctx context.Context, o options, caddyBin, dir string, r *clusterReport, out io.Writer) int {
	dsn, drop, err := createPostgres(ctx, o.postgres)
	if err != nil {
		r.fail(out, "create database: %v", err)
		return 1
	}
	defer func() {
		if err := drop(); err != nil {
			r.fail(out, "drop database: %v", err)
		}
	}()
	const borrowers = 3000
	// The pay-code step asks again and again on borrowers 1..clusterConns;
	// the postbacks pay the others, each once.
	pool.size = clusterConns
	pool.setRange(clusterConns+1, borrowers)
	ports := freePorts(2*clusterSize + 2)
	instances := make([]*instance, clusterSize)
	for i := range instances {
		instances[i] = &instance{n: i + 1, port: ports[i], metrics: ports[clusterSize+i]}
	}
	args := func(in *instance) []string {
		return []string{"serve", "--demo", "--demo-borrowers", strconv.Itoa(borrowers), "--db", dsn,
			"--addr", "127.0.0.1:" + strconv.Itoa(in.port), "--metrics-addr", "127.0.0.1:" + strconv.Itoa(in.metrics),
			"--secret", loadSecret, "--trusted-proxies", "127.0.0.1/32", "--test-clock",
			"--job-every", clusterJobEvery.String(), "--drain-delay", clusterDrainDelay.String(),
			"--pay-code-limit", strconv.Itoa(config.MaxPayCodeLimit), "--log-level", "info"}
	}
	start := func(in *instance, tag string) error {
		t, err := startTarget(ctx, fmt.Sprintf("kwarta %d", in.n), o.bin, args(in), filepath.Join(dir, fmt.Sprintf("kwarta-%d-%s.log", in.n, tag)))
		in.t = t
		return err
	}
	defer func() {
		for _, in := range instances {
			if in.t != nil {
				in.t.stop()
			}
		}
	}()

	// 1. All three at once on the empty database.
	began := time.Now()
	var wg sync.WaitGroup
	errs := make([]error, clusterSize)
	for i, in := range instances {
		wg.Add(1)
		go func() { defer wg.Done(); errs[i] = start(in, "first") }()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			r.fail(out, "instance %d did not start beside the others: %v", i+1, err)
			return 1
		}
	}
	raw, err := sql.Open("pgx", dsn)
	if err != nil {
		r.fail(out, "open: %v", err)
		return 1
	}
	defer raw.Close()
	db, err := store.Open(ctx, dsn)
	if err != nil {
		r.fail(out, "open: %v", err)
		return 1
	}
	defer db.Close()
	var migrations, distinct int
	if err := raw.QueryRowContext(ctx, `SELECT COUNT(*), COUNT(DISTINCT version_id) FROM goose_db_version WHERE version_id > 0`).Scan(&migrations, &distinct); err != nil {
		r.fail(out, "migrations: %v", err)
	}
	seeded := 0
	for _, in := range instances {
		if b, _ := os.ReadFile(in.t.log); strings.Contains(string(b), `seeded=true`) || strings.Contains(string(b), `"seeded":true`) {
			seeded++
		}
	}
	r.say(out, "three instances started at once on an empty database in %s: %d migrations applied once each (%d rows), demo world seeded by %d instance",
		time.Since(began).Round(time.Millisecond), distinct, migrations, seeded)
	if migrations != distinct || seeded != 1 {
		r.fail(out, "a migration ran twice or the demo world was seeded %d times", seeded)
	}

	// 2. Caddy in front, with the deployment's Caddyfile.
	caddyPort, adminPort := ports[2*clusterSize], ports[2*clusterSize+1]
	var upstreams []string
	for _, in := range instances {
		upstreams = append(upstreams, "127.0.0.1:"+strconv.Itoa(in.port))
	}
	front := "http://127.0.0.1:" + strconv.Itoa(caddyPort)
	stopCaddy, err := startCaddy(ctx, caddyBin, o.caddyfile, dir, front, strings.Join(upstreams, " "), "127.0.0.1:"+strconv.Itoa(adminPort))
	if err != nil {
		r.fail(out, "caddy: %v", err)
		return 1
	}
	defer stopCaddy()

	load := &clusterLoad{}
	done := load.run(ctx, front, clusterConns, o)
	stopLoad := func() {
		if !load.stop.Swap(true) {
			done.Wait()
		}
	}
	defer stopLoad()
	warm := time.Now()
	time.Sleep(5 * time.Second)
	n, failures, kinds, _ := load.between(warm, time.Now())
	r.say(out, "warm-up through Caddy: %d requests in 5 s, %d failed %v", n, failures, kinds)
	if failures > 0 {
		r.fail(out, "requests failed before anything was restarted: %v", kinds)
	}

	// 3. A rolling restart: SIGTERM, start again, ready, the next.
	rollFrom := time.Now()
	for _, in := range instances {
		note, clean := in.t.stop()
		if !clean {
			r.fail(out, "%s", note)
		}
		if err := start(in, "rolled"); err != nil {
			r.fail(out, "restart: %v", err)
			return 1
		}
		waitReady(ctx, in.base())
		time.Sleep(2 * time.Second) // Caddy's health check sees it back
	}
	n, failures, kinds, _ = load.between(rollFrom, time.Now())
	r.say(out, "rolling restart of the three (SIGTERM, start, ready): %d requests, %d failed %v", n, failures, kinds)
	if failures > 0 || n == 0 {
		r.fail(out, "the rolling restart failed %d requests: %v", failures, kinds)
	}

	// 4. The days: the three clocks move a day at a time; the jobs follow.
	// Before the kill: a killed instance's turn (and a notice it was
	// sending) stays taken for its lease, in real time (clock.Wall).
	firstEntry, _ := kwreport.LastJournalEntry(ctx, db) // the journal entries the days write come after it
	turnsFrom := time.Now()                             // the turns are counted from here: the quiet moment below may take seconds
	turns0 := jobTurns(ctx, db)
	runs0 := sumJobMetric(instances, "kwarta_job_runs_total")
	// The notices sent and the texts counted so far: those sent before (within
	// the contact hours of the real time) came from instances restarted since;
	// the three run on through the days, their counters counting on.
	notices0 := noticesAndTexts(ctx, db, instances, false, r, out)
	daysFrom := time.Now()
	clocksNow := time.Now() // the test clocks' latest moment; the books are checked on its date
	for day := 1; day <= clusterDays; day++ {
		by := 24 * time.Hour
		if day == 1 { // to the next 10:00 in Manila: within the contact hours, so notices go out
			by = untilManila(time.Now(), 10)
		}
		for _, in := range instances {
			now, err := advanceClock(ctx, in.base(), by.String())
			if now.After(clocksNow) {
				clocksNow = now
			}
			if err != nil {
				r.fail(out, "clock of instance %d: %v", in.n, err)
			}
		}
		time.Sleep(4 * clusterJobEvery)
	}
	time.Sleep(5 * clusterJobEvery) // the runs under way end
	n, failures, kinds, _ = load.between(daysFrom, time.Now())
	r.say(out, "%d days on the test clocks, the jobs every %s: %d requests, %d failed %v", clusterDays, clusterJobEvery, n, failures, kinds)
	if failures > 0 {
		r.fail(out, "requests failed while the days passed: %v", kinds)
	}
	turns := jobTurns(ctx, db)
	runs := sumJobMetric(instances, "kwarta_job_runs_total")
	skips := sumJobMetric(instances, "kwarta_job_skipped_total")
	elapsed := time.Since(turnsFrom)
	for _, job := range []string{"schedule", "notices", "reconciliation", "collections", "card-debits", "card-tokens"} {
		took := turns[job] - turns0[job]
		ran := runs[job] - runs0[job]
		most := int64(elapsed/(clusterJobEvery*9/10)) + 2
		r.say(out, "job %s: %d turns taken, %v runs on the three instances, %v ticks left to another (at most %d turns in %s)", job, took, ran, skips[job], most, elapsed.Round(time.Second))
		// A run under way at either snapshot may be counted on one side
		// only (a job runs at most once at a time, so by one each end); a
		// job run by every instance on every tick would show three times
		// its turns.
		if took == 0 || math.Abs(ran-float64(took)) > 2 || took > most {
			r.fail(out, "job %s: %d turns, %v runs: a job ran more than once a turn, or too often", job, took, ran)
		}
	}
	checkOnce(ctx, db, instances, firstEntry, notices0, r, out)

	// 5. SIGKILL: only requests in flight on it at that moment may fail.
	victim := instances[1]
	time.Sleep(time.Second)
	killAt := time.Now()
	_ = victim.t.cmd.Process.Signal(syscall.SIGKILL)
	<-victim.t.exited
	diedAt := time.Now()
	victim.t = nil
	time.Sleep(3 * time.Second)
	n, failures, kinds, failed := load.between(killAt.Add(-o.timeout), time.Now())
	// In flight on it: sent before it died (or on one of its connections
	// before the proxy saw them close, a moment after), answered after the signal.
	late, latest := 0, time.Duration(0)
	for _, s := range failed {
		latest = max(latest, s.start.Sub(diedAt))
		if s.start.After(diedAt.Add(killGrace)) || s.end.Before(killAt) {
			late++
		}
	}
	r.say(out, "SIGKILL of instance %d: %d requests around it, %d failed (in flight on it when it died; the last sent %s after its death) %v, %d not in flight",
		victim.n, n, failures, latest.Round(time.Millisecond), kinds, late)
	if late > 0 || failures > clusterConns {
		r.fail(out, "%d requests failed that were not in flight at the kill", late)
	}
	if err := start(victim, "after-kill"); err != nil {
		r.fail(out, "start after the kill: %v", err)
		return 1
	}
	waitReady(ctx, victim.base())
	// A new process starts on the real clock: it joins the others' day.
	if _, err := advanceClock(ctx, victim.base(), time.Until(clocksNow).Round(time.Second).String()); err != nil {
		r.fail(out, "clock of instance %d after the kill: %v", victim.n, err)
	}
	time.Sleep(2 * time.Second)

	stopLoad()

	// 6. No credited payment lost: every postback answered OK is a payment.
	load.mu.Lock()
	credited := append([]string(nil), load.credited...)
	load.mu.Unlock()
	found, err := kwreport.PaymentsOf(ctx, db, credited)
	if err != nil {
		r.fail(out, "payments: %v", err)
	}
	total, failedAll := 0, 0
	load.mu.Lock()
	for _, s := range load.samples {
		total++
		if s.kind != ok {
			failedAll++
		}
	}
	load.mu.Unlock()
	r.say(out, "in all: %d requests through Caddy, %d failed (all at the SIGKILL); %d payments credited to borrowers, %d of them in the database", total, failedAll, len(credited), found)
	if found != len(credited) || len(credited) == 0 {
		r.fail(out, "%d credited payments, %d in the database: a committed payment was lost", len(credited), found)
	}

	for _, in := range instances {
		note, clean := in.t.stop()
		if !clean {
			r.fail(out, "%s", note)
		}
		in.t = nil
	}
	// On the test clocks' day (in Manila): the days' payments are dated
	// then, and the books on the real clock's day would not hold them yet.
	day := clocksNow.Add(time.Minute).UTC().Add(8 * time.Hour).Format("2006-01-02")
	b, err := exec.CommandContext(ctx, o.bin, "ledger", "check", "--date", day, "--db", dsn).CombinedOutput()
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if err != nil {
		r.fail(out, "ledger check: %v: %s", err, strings.Join(lines, "; "))
	} else {
		r.say(out, "ledger check: %s", lines[len(lines)-1])
	}
	return 0
}

// checkOnce checks the jobs' work was done once: every order accrued at
// most once a day in the entries after firstEntry (the days'), and every
// text sent over the days (beyond start's) is one notice marked sent.
func checkOnce(ctx context.Context, db *store.DB, instances []*instance, firstEntry int64, start noticeCount, r *clusterReport, out io.Writer) {
	accruals, twice, err := kwreport.Accruals(ctx, db, firstEntry)
	if err != nil {
		r.fail(out, "accruals: %v", err)
	}
	end := noticesAndTexts(ctx, db, instances, true, r, out)
	sent, texts := end.sent-start.sent, end.texts-start.texts
	r.say(out, "schedule: %d daily accruals posted over the days, %d order-days accrued twice; notices: %d sent over the days, %d texts sent by the three (%d being sent as the days began; the notices job done %s after the days)",
		accruals, twice, sent, int(texts), start.sending, end.waited.Round(time.Second))
	if accruals == 0 || twice > 0 {
		r.fail(out, "%d accruals, %d twice on a day", accruals, twice)
	}
	// A notice being sent as the days began may have had its text counted
	// before them and its row marked sent during them: the one way a
	// notice is counted without its text.
	if sent == 0 || float64(sent) < texts || float64(sent) > texts+float64(start.sending) {
		r.fail(out, "%d notices sent but %v texts: a notice went out twice (or none went)", sent, texts)
	}
}

// noticeCount is the notices the database holds as sent and being sent,
// and the texts the instances counted, at one moment.
type noticeCount struct {
	sent, sending int
	texts         float64
	waited        time.Duration // for the moment
}

// noticesAndTexts reads the notices (the database) and the texts the
// instances counted, at a moment when no text was counted between the two
// readings of the counters around the database's (a notice's text goes out
// while its row is 'sending', then the row is marked sent); with idle, also
// when no notice is being sent: the notices job has sent what the days
// queued, which under the load takes it up to a minute.
func noticesAndTexts(ctx context.Context, db *store.DB, instances []*instance, idle bool, r *clusterReport, out io.Writer) noticeCount {
	var c noticeCount
	began := time.Now()
	tries := 60 // 15 s
	if idle {
		// 150 s: past a notice lease (2 min), after which a row left
		// 'sending' is marked unknown; the wait is printed, so a run that
		// needed the lease shows.
		tries = 600
	}
	for try := 0; try < tries; try++ {
		t1 := textsSent(instances)
		sent, sending, err := kwreport.NoticesSent(ctx, db)
		if err != nil {
			r.fail(out, "notices: %v", err)
		}
		t2 := textsSent(instances)
		c = noticeCount{sent: sent, sending: sending, texts: t1, waited: time.Since(began)}
		if t1 == t2 && (!idle || sending == 0) {
			return c
		}
		time.Sleep(250 * time.Millisecond)
	}
	r.fail(out, "notices: no quiet moment in %s (%d being sent)", time.Duration(tries)*250*time.Millisecond, c.sending)
	return c
}

// textsSent adds the texts the instances have sent since they started.
func textsSent(instances []*instance) float64 {
	texts := 0.0
	for _, in := range instances {
		for _, m := range scrape(in, "kwarta_sms_total") {
			if labelOf(m, "outcome") == "sent" {
				texts += m.GetCounter().GetValue()
			}
		}
	}
	return texts
}

// untilManila is how long from now to the next hh:00 in Manila (UTC+8),
// a day or more ahead, plus the test clocks' offset of the days before (none).
func untilManila(now time.Time, hh int) time.Duration {
	local := now.UTC().Add(8 * time.Hour)
	next := time.Date(local.Year(), local.Month(), local.Day()+1, hh, 0, 0, 0, time.UTC)
	return next.Sub(local)
}

// jobTurns reads the turns each job took (store.DB.JobTurns).
func jobTurns(ctx context.Context, db *store.DB) map[string]int64 {
	out := map[string]int64{}
	turns, _ := db.JobTurns(ctx)
	for _, t := range turns {
		out[t.Job] = t.Runs
	}
	return out
}

// sumJobMetric adds a job counter over the instances, by job (runs of any outcome).
func sumJobMetric(instances []*instance, name string) map[string]float64 {
	out := map[string]float64{}
	for _, in := range instances {
		for _, m := range scrape(in, name) {
			out[labelOf(m, "job")] += m.GetCounter().GetValue()
		}
	}
	return out
}

// scrape reads one metric family from an instance's metrics listener.
func scrape(in *instance, name string) []*dto.Metric {
	res, err := http.Get("http://127.0.0.1:" + strconv.Itoa(in.metrics) + "/metrics")
	if err != nil {
		return nil
	}
	defer res.Body.Close()
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(res.Body)
	if err != nil || families[name] == nil {
		return nil
	}
	return families[name].Metric
}

func labelOf(m *dto.Metric, name string) string {
	for _, l := range m.Label {
		if l.GetName() == name {
			return l.GetValue()
		}
	}
	return ""
}

// advanceClock moves an instance's test clock forward.
// It answers the instance's new now.
func advanceClock(ctx context.Context, base, by string) (time.Time, error) {
	req, _ := http.NewRequestWithContext(ctx, "POST", base+"/medium/dev/clock", strings.NewReader(url.Values{"advance": {by}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return time.Time{}, err
	}
	defer res.Body.Close()
	var env envelope
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil || !env.Success {
		return time.Time{}, fmt.Errorf("HTTP %d %s", res.StatusCode, env.Message)
	}
	var moved struct {
		Now time.Time `json:"now"`
	}
	err = json.Unmarshal(env.Data, &moved)
	return moved.Now, err
}

// waitReady waits (30 s at most) for an instance's /readyz to answer 200.
func waitReady(ctx context.Context, base string) {
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end) && ctx.Err() == nil; time.Sleep(100 * time.Millisecond) {
		if res, err := http.Get(base + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return
			}
		}
	}
}

// startCaddy runs Caddy on the Caddyfile with the site, upstreams and
// admin address it reads from the environment, and waits for /healthz
// through it; the function it returns stops it.
func startCaddy(ctx context.Context, bin, caddyfile, dir, site, upstreams, admin string) (func(), error) {
	logf, err := os.Create(filepath.Join(dir, "caddy.log"))
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "run", "--config", caddyfile, "--adapter", "caddyfile")
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.Env = append(os.Environ(), "KWARTA_SITE="+site, "KWARTA_UPSTREAMS="+upstreams, "CADDY_ADMIN="+admin,
		"XDG_DATA_HOME="+filepath.Join(dir, "caddy-data"), "XDG_CONFIG_HOME="+filepath.Join(dir, "caddy-config"))
	cmd.SysProcAttr = childAttrs()
	if err := cmd.Start(); err != nil {
		logf.Close()
		return nil, err
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); logf.Close(); close(exited) }()
	stop := func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
	}
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		select {
		case <-exited:
			return nil, fmt.Errorf("caddy exited (log: %s)", logf.Name())
		case <-ctx.Done():
			stop()
			return nil, ctx.Err()
		default:
		}
		if res, err := http.Get(site + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return stop, nil
			}
		}
	}
	stop()
	return nil, fmt.Errorf("no /healthz through caddy in 30 s (log: %s)", logf.Name())
}

// freePorts finds n loopback ports free now (held open together, so they differ).
func freePorts(n int) []int {
	var ports []int
	var lns []net.Listener
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			break
		}
		lns = append(lns, ln)
		ports = append(ports, ln.Addr().(*net.TCPAddr).Port)
	}
	for _, ln := range lns {
		ln.Close()
	}
	return ports
}
