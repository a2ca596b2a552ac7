package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/pquerna/otp/totp"
)

// The console at scale (`make scaletest`, loadtest -scale N): for each
// database, `kwarta demo --scale N` fills it (timed), its size is read,
// `kwarta jobs run` times the periodic jobs as of the day after (a day's
// first run: every order past due accrues), then a server on it answers
// every console list, the worklist and the reports one request at a
// time as an admin, each Rounds times: p50 and p95 per screen.

// consoleReads are the console's reads measured, by name; {order} is an
// order number past due, {user} its borrower.
var consoleReads = []struct{ name, path string }{
	{"dashboard", "/admin/api/dashboard"},
	{"orders", "/admin/api/orders"},
	{"orders past due", "/admin/api/orders?status=180"},
	{"orders by amount", "/admin/api/orders?sort=-principal"},
	{"order search", "/admin/api/orders?q={order}"},
	{"order page", "/admin/api/orders/detail?orderNo={order}"},
	{"borrowers by name", "/admin/api/borrowers?q=santos"},
	{"borrowers by two words", "/admin/api/borrowers?q=maria+sa"},
	{"borrower page", "/admin/api/borrowers/detail?userId={user}"},
	{"payments", "/admin/api/payments/events"},
	{"payment review", "/admin/api/payments/review"},
	{"payment totals", "/admin/api/payments/totals"},
	{"complaints", "/admin/api/complaints"},
	{"audit log", "/admin/api/audit"},
	{"approvals", "/admin/api/approvals"},
	{"worklist", "/admin/api/collections/worklist"},
	{"worklist 31-60", "/admin/api/collections/worklist?bucket=31-60"},
	{"worklist by amount", "/admin/api/collections/worklist?sort=-amount"},
	{"worklist broken promises", "/admin/api/collections/worklist?promise=broken&sort=due"},
	{"worklist unassigned", "/admin/api/collections/worklist?collector=-1"},
	{"collection account", "/admin/api/collections/account?orderNo={order}"},
	{"trial balance", "/admin/api/accounting/trial-balance"},
	{"journal", "/admin/api/accounting/journal"},
	{"journal by account", "/admin/api/accounting/journal?sort=account"},
	{"journal by amount", "/admin/api/accounting/journal?sort=-amount"},
	{"aging", "/admin/api/accounting/aging"},
	{"income", "/admin/api/accounting/income"},
	{"disbursement register", "/admin/api/accounting/disbursements"},
	{"collection register", "/admin/api/accounting/collections"},
	{"PAR", "/admin/api/collections/reports/par"},
	{"roll rates", "/admin/api/collections/reports/roll-rates"},
	{"vintage", "/admin/api/collections/reports/vintage"},
	{"efficiency", "/admin/api/collections/reports/efficiency"},
	{"promises kept", "/admin/api/collections/reports/promises"},
	{"collectors", "/admin/api/collections/reports/collectors"},
}

// Rounds is how many times each read is measured (after one warm-up);
// a read whose warm-up took more than slowRead is measured slowRounds
// times (its p95 is then its slowest but one: a figure far over budget
// either way).
const (
	Rounds     = 30
	slowRead   = time.Second
	slowRounds = 5
)

// runScale measures the console at scale on each database.
func runScale(ctx context.Context, o options, out io.Writer) int {
	dir, err := os.MkdirTemp("", "kwarta-scale-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		return 2
	}
	if o.keep {
		fmt.Fprintf(out, "keeping the databases: %s\n", dir)
	} else {
		defer os.RemoveAll(dir)
	}
	fmt.Fprintf(out, "scale: %d borrowers; %s\n", o.scale, machineInfo(o.bin))
	code := 0
	if o.reads != "" {
		if err := readsOn(ctx, o, o.reads, dir, out); err != nil {
			fmt.Fprintf(out, "%s: %v\n", o.reads, err)
			code = 1
		}
		return code
	}
	var dbs []string
	if !o.skipSQLite || o.postgres == "" {
		dbs = append(dbs, "sqlite")
	}
	if o.postgres != "" {
		dbs = append(dbs, "postgres")
	}
	for _, db := range dbs {
		if err := scaleOne(ctx, o, db, dir, out); err != nil {
			fmt.Fprintf(out, "%s: %v\n", db, err)
			code = 1
		}
	}
	return code
}

func scaleOne(ctx context.Context, o options, db, dir string, out io.Writer) error {
	dsn := filepath.Join(dir, "scale.db")
	size := func() string {
		var n int64
		for _, f := range []string{dsn, dsn + "-wal"} {
			if st, err := os.Stat(f); err == nil {
				n += st.Size()
			}
		}
		return fmt.Sprintf("%.0f MB", float64(n)/1e6)
	}
	if db == "postgres" {
		var drop func() error
		var err error
		if dsn, drop, err = createPostgres(ctx, o.postgres); err != nil {
			return err
		}
		if o.keep {
			fmt.Fprintf(out, "keeping the PostgreSQL database: %s\n", dsn)
		} else {
			defer drop()
		}
		size = func() string {
			c, err := sql.Open("pgx", dsn)
			if err != nil {
				return err.Error()
			}
			defer c.Close()
			var n int64
			if err := c.QueryRowContext(ctx, `SELECT pg_database_size(current_database())`).Scan(&n); err != nil {
				return err.Error()
			}
			return fmt.Sprintf("%.0f MB", float64(n)/1e6)
		}
	}
	cli := func(args ...string) (string, error) {
		b, err := exec.CommandContext(ctx, o.bin, append(args, "--db", dsn)...).CombinedOutput()
		if err != nil {
			return string(b), fmt.Errorf("kwarta %s: %v: %s", strings.Join(args, " "), err, b)
		}
		return string(b), nil
	}
	start := time.Now()
	fill, err := cli("demo", "--scale", fmt.Sprint(o.scale))
	if err != nil {
		return err
	}
	lines := strings.Split(strings.TrimSpace(fill), "\n")
	fmt.Fprintf(out, "\n%s: fill %s (%s); database %s\n", db, time.Since(start).Round(time.Second), lines[len(lines)-1], size())
	// The day's first run: five minutes past the next midnight in Manila.
	manila, err := time.LoadLocation("Asia/Manila")
	if err != nil {
		return err
	}
	n := time.Now().In(manila)
	tomorrow := time.Date(n.Year(), n.Month(), n.Day()+1, 0, 5, 0, 0, manila).Format(time.RFC3339)
	for _, at := range []string{"", tomorrow} {
		args := []string{"jobs", "run"}
		label := "jobs now"
		if at != "" {
			args, label = append(args, "--at", at), "jobs as of "+at+" (the day's first run)"
		}
		jobs, err := cli(args...)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%s:\n%s", label, jobs)
	}
	return readsOn(ctx, o, dsn, dir, out)
}

// readsOn measures every console read on the filled database dsn, as an
// admin, one request at a time.
func readsOn(ctx context.Context, o options, dsn, dir string, out io.Writer) error {
	name := fmt.Sprintf("bench%d", time.Now().Unix())
	// --alone: a kept database already has the first run's admin.
	out2, err := exec.CommandContext(ctx, o.bin, "operator", "add", name, "--role", "admin", "--alone", "--db", dsn).CombinedOutput()
	if err != nil {
		return fmt.Errorf("kwarta operator add: %v: %s", err, out2)
	}
	link := ""
	for _, f := range strings.Fields(string(out2)) {
		if strings.Contains(f, "token=") {
			link = f
		}
	}
	_, token, _ := strings.Cut(link, "token=")
	db := "sqlite"
	if strings.HasPrefix(dsn, "postgres") {
		db = "postgres"
	}
	t, err := startTarget(ctx, "kwarta "+db, o.bin, []string{"serve", "--addr", "127.0.0.1:0", "--db", dsn, "--secret", loadSecret,
		"--metrics-addr", "", "--test-clock", "--log-level", "warn"}, filepath.Join(dir, "scale-"+db+".log"))
	if err != nil {
		return err
	}
	defer func() { note, _ := t.stop(); fmt.Fprintln(out, note) }()
	c, csrf, err := signInBench(t.base, name, token)
	if err != nil {
		return err
	}
	order, user, err := pastDue(c, t.base)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%-26s %8s %8s %8s\n", "console read", "p50", "p95", "max")
	for _, r := range consoleReads {
		path := strings.NewReplacer("{order}", order, "{user}", user).Replace(r.path)
		var took []time.Duration
		rounds := Rounds
		for i := 0; i <= rounds; i++ {
			start := time.Now()
			if err := get(c, t.base+"/medium"+path, csrf, nil); err != nil {
				return fmt.Errorf("%s: %w", r.name, err)
			}
			if i == 0 && time.Since(start) > slowRead {
				rounds = slowRounds
			}
			if i > 0 {
				took = append(took, time.Since(start))
			}
		}
		slices.Sort(took)
		p := func(q float64) string {
			return fmt.Sprintf("%.1f ms", float64(took[int(q*float64(len(took)-1))].Microseconds())/1000)
		}
		fmt.Fprintf(out, "%-26s %8s %8s %8s\n", r.name, p(0.5), p(0.95), p(1))
	}
	return nil
}

// signInBench enrols the operator of the one-time token and signs in,
// moving the server's test clock past the enrolment's TOTP step.
func signInBench(base, name, token string) (*http.Client, string, error) {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: time.Minute}
	const password = "a long benchmark password"
	var enrol struct {
		Secret string `json:"secret"`
	}
	if err := post(c, base+"/medium/admin/api/enrol", "", url.Values{"token": {token}, "password": {password}}, &enrol); err != nil {
		return nil, "", fmt.Errorf("enrol: %w", err)
	}
	now := func() time.Time { return time.Now() }
	code, _ := totp.GenerateCode(enrol.Secret, now())
	if err := post(c, base+"/medium/admin/api/enrol/confirm", "", url.Values{"token": {token}, "code": {code}}, nil); err != nil {
		return nil, "", fmt.Errorf("confirm: %w", err)
	}
	// A code is accepted once: the sign-in takes the next step's.
	if err := post(c, base+"/medium/dev/clock", "", url.Values{"advance": {"30s"}}, nil); err != nil {
		return nil, "", fmt.Errorf("clock: %w", err)
	}
	code, _ = totp.GenerateCode(enrol.Secret, now().Add(30*time.Second))
	var me struct {
		CSRF string `json:"csrf"`
	}
	if err := post(c, base+"/medium/admin/api/sign-in", "", url.Values{"name": {name}, "password": {password}, "code": {code}}, &me); err != nil {
		return nil, "", fmt.Errorf("sign in: %w", err)
	}
	return c, me.CSRF, nil
}

// pastDue is an order number past due and its borrower's id.
func pastDue(c *http.Client, base string) (order, user string, err error) {
	var wl struct {
		Rows []struct {
			OrderNo string `json:"orderNo"`
			UserID  int64  `json:"userId"`
		} `json:"rows"`
	}
	if err := get(c, base+"/medium/admin/api/collections/worklist?limit=1", "", &wl); err != nil {
		return "", "", err
	}
	if len(wl.Rows) == 0 {
		return "", "", fmt.Errorf("the worklist is empty")
	}
	return wl.Rows[0].OrderNo, fmt.Sprint(wl.Rows[0].UserID), nil
}

func post(c *http.Client, u, csrf string, form url.Values, into any) error {
	rq, err := http.NewRequest("POST", u, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	rq.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return do(c, rq, csrf, into)
}

func get(c *http.Client, u, csrf string, into any) error {
	rq, err := http.NewRequest("GET", u, nil)
	if err != nil {
		return err
	}
	return do(c, rq, csrf, into)
}

func do(c *http.Client, rq *http.Request, csrf string, into any) error {
	if csrf != "" {
		rq.Header.Set("X-CSRF-Token", csrf)
	}
	res, err := c.Do(rq)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return err
	}
	var env struct {
		Success bool            `json:"success"`
		Data    json.RawMessage `json:"data"`
	}
	if res.StatusCode != http.StatusOK || json.Unmarshal(b, &env) != nil || !env.Success {
		return fmt.Errorf("%s %s: %d %.300s", rq.Method, rq.URL.Path, res.StatusCode, b)
	}
	if into != nil {
		return json.Unmarshal(env.Data, into)
	}
	return nil
}
