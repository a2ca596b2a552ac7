package main

import (
	"bufio"
	"debug/buildinfo"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"time"
)

// report gathers the steps and what else the run saw.
type report struct {
	started  time.Time
	opts     options
	machine  string
	steps    []stepResult
	notes    []string // servers' stops
	problems []string // anything that fails the run besides step errors
}

// add records a step and prints its line at once.
func (r *report) add(out io.Writer, s stepResult) {
	r.steps = append(r.steps, s)
	ratio := ""
	if s.ratio > 0 {
		ratio = fmt.Sprintf(" (%.2f× bare)", s.ratio)
	}
	fmt.Fprintf(out, "%-26s %-8s %4d conns: %8.0f rps%s  p50 %s  p99 %s  errors %d  time-outs %d  healthz p99 %s max %s  RSS %s peak %s\n",
		s.name, s.db, s.conns, s.rps, ratio, ms(s.p50), ms(s.p99), s.errors, s.timeouts, ms(s.probeP99), ms(s.probeMax), mib(s.rss), mib(s.hwm))
	for _, k := range causes(s.kinds) {
		fmt.Fprintf(out, "    %6d × %s\n", s.kinds[k], k)
	}
}

// note records how a server stopped; a stop that was not clean fails the run.
func (r *report) note(note string, ok bool) {
	if ok {
		r.notes = append(r.notes, note)
	} else {
		r.problems = append(r.problems, note)
	}
}

// problem records and prints something that fails the run.
func (r *report) problem(out io.Writer, format string, args ...any) {
	p := fmt.Sprintf(format, args...)
	r.problems = append(r.problems, p)
	fmt.Fprintln(out, "PROBLEM:", p)
}

// failed says whether the run fails the gate.
func (r *report) failed() bool {
	if len(r.problems) > 0 {
		return true
	}
	return slices.ContainsFunc(r.steps, stepResult.failedStep)
}

// print writes the summary as markdown, for docs/PERFORMANCE.md.
func (r *report) print(out io.Writer) {
	fmt.Fprintf(out, "\n### Load test, %s\n\n", r.started.UTC().Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(out, "%s. %s per step, client time-out %s; the load generator runs on the same machine.\n\n", r.machine, r.opts.duration, r.opts.timeout)
	fmt.Fprintln(out, "| step | db | conns | rps | vs bare | p50 | p99 | errors | time-outs | healthz p99 | healthz max | RSS | peak RSS |")
	fmt.Fprintln(out, "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
	for _, s := range r.steps {
		ratio := "–"
		if s.ratio > 0 {
			ratio = fmt.Sprintf("%.2f", s.ratio)
		}
		errs := fmt.Sprint(s.errors)
		if s.probeFails > 0 {
			errs += fmt.Sprintf(" (+%d healthz)", s.probeFails)
		}
		fmt.Fprintf(out, "| %s | %s | %d | %.0f | %s | %s | %s | %s | %d | %s | %s | %s | %s |\n",
			s.name, s.db, s.conns, s.rps, ratio, ms(s.p50), ms(s.p99), errs, s.timeouts, ms(s.probeP99), ms(s.probeMax), mib(s.rss), mib(s.hwm))
	}
	ran := func(key string) bool { return r.opts.only == nil || r.opts.only[key] }
	fmt.Fprintln(out)
	if ran("sms") {
		fmt.Fprintln(out, "get-sms counts the get-sms calls only: each iteration also calls get-sid and get-captcha (a PNG), so kwarta serves three requests per one counted.")
	}
	if ran("paycode") || ran("postback") {
		fmt.Fprintln(out, "pay code counts generate-pay-code (GCash and Maya in turn, so each makes a new code); postback credited counts the signed postbacks,"+
			" each paying a different order's instalment, after its loan-play-detail and generate-pay-code (not counted), over the time its share of load borrowers lasted.")
	}
	for _, n := range r.notes {
		fmt.Fprintln(out, "- "+n)
	}
	for _, p := range r.problems {
		fmt.Fprintln(out, "- PROBLEM: "+p)
	}
	verdict := "PASS: no errors, no time-outs"
	if r.failed() {
		verdict = "FAIL: errors, time-outs or problems above"
	}
	fmt.Fprintln(out, "\n"+verdict)
}

// causes lists error causes, most frequent first.
func causes(kinds map[string]int) []string {
	keys := make([]string, 0, len(kinds))
	for k := range kinds {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if kinds[a] != kinds[b] {
			return kinds[b] - kinds[a]
		}
		return strings.Compare(a, b)
	})
	return keys
}

// machineInfo names the CPU (from /proc/cpuinfo), the cores, and the
// kwarta binary's version and Go version.
func machineInfo(bin string) string {
	model, cores := "unknown CPU", 0
	if f, err := os.Open("/proc/cpuinfo"); err == nil {
		lines := bufio.NewScanner(f)
		for lines.Scan() {
			key, val, _ := strings.Cut(lines.Text(), ":")
			switch strings.TrimSpace(key) {
			case "model name":
				model = strings.TrimSpace(val)
			case "processor":
				cores++
			}
		}
		f.Close()
	}
	if cores == 0 {
		cores = runtime.NumCPU()
	}
	goVersion := runtime.Version()
	if info, err := buildinfo.ReadFile(bin); err == nil {
		goVersion = info.GoVersion
	}
	version := "?"
	if b, err := exec.Command(bin, "version").Output(); err == nil {
		version = strings.TrimSpace(string(b))
	}
	return fmt.Sprintf("Machine: %s, %d cores, %s/%s; kwarta %s built with %s", model, cores, runtime.GOOS, runtime.GOARCH, version, goVersion)
}

func ms(d time.Duration) string {
	if d == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
}

func mib(b int64) string {
	if b == 0 {
		return "–"
	}
	return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20))
}
