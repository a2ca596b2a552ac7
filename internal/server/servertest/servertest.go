// Package servertest runs API scenarios against the real router over a real
// database (SQLite, and PostgreSQL when configured) with the demo world
// loaded and a manual clock.
package servertest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/config"
	"kwarta/internal/credit"
	"kwarta/internal/demo"
	"kwarta/internal/market"
	"kwarta/internal/server"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// Start is where the manual clock begins: a Monday morning in Manila.
var Start = time.Date(2026, 11, 2, 1, 0, 0, 0, time.UTC)

// Env is one test's server.
type Env struct {
	App     *server.App
	Handler http.Handler
	Clock   *clock.Manual
	DB      *store.DB
	// Log holds everything the app logged (text lines), for tests that
	// check what is and is not written to the log.
	Log *Log
}

// Log is a log sink safe for concurrent requests.
type Log struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *Log) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

// String returns everything logged so far.
func (l *Log) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// New builds the app over db with the demo world seeded; opts may adjust
// the configuration before the app is built.
func New(t testing.TB, db *store.DB, opts ...func(*config.Config)) *Env {
	t.Helper()
	return NewWith(t, db, nil, opts...)
}

// NewWith is New with setup run on the app once it is built, before the
// demo world is seeded and the handler made: where a test builds a
// service of its own (the card repayment with another SMS sender or
// debit channel, cardrepay.New).
func NewWith(t testing.TB, db *store.DB, setup func(*server.App), opts ...func(*config.Config)) *Env {
	t.Helper()
	cfg := config.Config{Addr: "127.0.0.1:0", Env: "development", Market: market.MustLookup("ph"), Demo: true}
	for _, o := range opts {
		o(&cfg)
	}
	clk := clock.NewManual(Start)
	log := &Log{}
	logger := slog.New(slog.NewTextHandler(log, nil))
	app := server.NewApp(cfg, db, clk, logger)
	if setup != nil {
		setup(app)
	}
	seed := func() {
		if _, err := demo.Seed(context.Background(), app.DemoDeps()); err != nil {
			t.Fatalf("demo: %v", err)
		}
	}
	if setup == nil && len(opts) == 0 {
		// The demo world of the default configuration at Start is the
		// same rows in every such test: on PostgreSQL the process seeds
		// it once and copies it after (storetest.Fill). A second app on
		// a database holds more than the template's rows, so it seeds,
		// and demo.Seed leaves a database with borrowers as it is.
		storetest.Fill(t, db, "servertest: the demo world", seed)
	} else {
		seed()
	}
	return &Env{App: app, Handler: app.Handler(fstest.MapFS{}), Clock: clk, DB: db, Log: log}
}

// IssueSession signs a demo borrower (by E.164 phone) in on a device and
// returns the new session id.
func (e *Env) IssueSession(t testing.TB, phone, deviceID string) string {
	t.Helper()
	ctx := context.Background()
	u, err := e.App.Account.UserByPhone(ctx, e.DB, phone)
	if err != nil {
		t.Fatal(err)
	}
	token, err := e.App.Account.IssueSession(ctx, e.DB, u.ID, deviceID)
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// Response is a recorded answer with its envelope decoded.
type Response struct {
	Status  int
	Header  http.Header
	Body    string
	Code    string
	Success bool
	Message string
	Data    json.RawMessage
	Fields  map[string]string
}

// Request describes one call.
type Request struct {
	Method string
	Path   string     // below /medium, or absolute when it starts with "/medium" or is "/healthz", "/readyz"...
	Query  url.Values // besides the session
	Form   url.Values // POST body
	// Body and ContentType send a raw body instead of Form (see Multipart).
	Body        []byte
	ContentType string
	// Session is a demo session id ("demo-a"); the device id 123 is added with it.
	Session string
	// DeviceID overrides the demo device id.
	DeviceID string
	Header   http.Header
	// RemoteAddr is the direct peer ("203.0.113.7:4711"); httptest's 192.0.2.1:1234 when empty.
	RemoteAddr string
}

// Do performs a call against the real router.
func (e *Env) Do(t testing.TB, rq Request) Response {
	t.Helper()
	q := url.Values{}
	for k, v := range rq.Query {
		q[k] = v
	}
	if rq.Session != "" {
		q.Set("sessionId", rq.Session)
		q.Set("deviceId", demo.DeviceID)
	}
	if rq.DeviceID != "" {
		q.Set("deviceId", rq.DeviceID)
	}
	path := rq.Path
	if !strings.HasPrefix(path, "/medium") && !strings.HasPrefix(path, "/healthz") && !strings.HasPrefix(path, "/readyz") && !strings.HasPrefix(path, "/metrics") {
		path = "/medium" + path
	}
	target := path
	if len(q) > 0 {
		target += "?" + q.Encode()
	}
	var body io.Reader
	if rq.Form != nil {
		body = strings.NewReader(rq.Form.Encode())
	} else if rq.Body != nil {
		body = bytes.NewReader(rq.Body)
	}
	req := httptest.NewRequest(rq.Method, target, body)
	if rq.Form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	} else if rq.ContentType != "" {
		req.Header.Set("Content-Type", rq.ContentType)
	}
	for k, v := range rq.Header {
		req.Header[k] = v
	}
	if rq.RemoteAddr != "" {
		req.RemoteAddr = rq.RemoteAddr
	}
	rec := httptest.NewRecorder()
	e.Handler.ServeHTTP(rec, req)
	res := Response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
	if strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
		var env struct {
			Code    string            `json:"code"`
			Success bool              `json:"success"`
			Message string            `json:"message"`
			Data    json.RawMessage   `json:"data"`
			Fields  map[string]string `json:"fields"`
		}
		if err := json.NewDecoder(bytes.NewReader(rec.Body.Bytes())).Decode(&env); err == nil {
			res.Code, res.Success, res.Message, res.Data, res.Fields = env.Code, env.Success, env.Message, env.Data, env.Fields
		}
	}
	return res
}

// Multipart is a multipart/form-data body with one file (field, file
// name, content) and plain fields, for Request.Body and ContentType.
func Multipart(t testing.TB, field, filename string, content []byte, fields url.Values) ([]byte, string) {
	t.Helper()
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	for k, vs := range fields {
		for _, v := range vs {
			if err := w.WriteField(k, v); err != nil {
				t.Fatal(err)
			}
		}
	}
	if field != "" {
		f, err := w.CreateFormFile(field, filename)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write(content); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), w.FormDataContentType()
}

// Decode reads the envelope's data into v.
func (r Response) Decode(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Data, v); err != nil {
		t.Fatalf("decode data %s: %v", r.Data, err)
	}
}

// Case is one row of a scenario table.
type Case struct {
	Name       string
	Req        Request
	WantStatus int
	WantCode   string
	// WantBody fragments must all appear in the body; NotBody must not.
	WantBody []string
	NotBody  []string
}

// Run runs a scenario table, each row a subtest.
func (e *Env) Run(t *testing.T, cases []Case) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			got := e.Do(t, tc.Req)
			if got.Status != tc.WantStatus {
				t.Errorf("status = %d, want %d; body %s", got.Status, tc.WantStatus, got.Body)
			}
			if tc.WantCode != "" && got.Code != tc.WantCode {
				t.Errorf("code = %q, want %q; body %s", got.Code, tc.WantCode, got.Body)
			}
			if tc.WantCode != "" {
				if want := tc.WantCode == "00"; got.Success != want {
					t.Errorf("success = %v, want %v", got.Success, want)
				}
			}
			for _, frag := range tc.WantBody {
				if !strings.Contains(got.Body, frag) {
					t.Errorf("body lacks %q: %s", frag, got.Body)
				}
			}
			for _, frag := range tc.NotBody {
				if strings.Contains(got.Body, frag) {
					t.Errorf("body has %q: %s", frag, got.Body)
				}
			}
		})
	}
}

// Rows reads the rows of a page of a list (the envelope's data is
// {"rows":[...],"total":N,"next":"..."}) into v.
func (r Response) Rows(t testing.TB, v any) {
	t.Helper()
	var p struct{ Rows json.RawMessage }
	r.Decode(t, &p)
	if err := json.Unmarshal(p.Rows, v); err != nil {
		t.Fatalf("decode rows %s: %v", p.Rows, err)
	}
}

// ManyLoans publishes a credit policy under which one borrower may hold
// many loans at once, overdue or not, up to ₱10,000,000, each still
// reviewed by a person: for the tests of the money, which place several
// loans for one borrower, not of the policy (internal/credit tests that).
func (e *Env) ManyLoans(t testing.TB) {
	t.Helper()
	p := credit.Builtin(e.App.Config.Market.Code)
	p.Note = "Tests of the money: many loans at once."
	kept := p.Rules[:0]
	for _, r := range p.Rules {
		switch r.Code {
		case credit.RuleOverdue, credit.RuleCoolingOff, credit.RuleDeviceVelocity, credit.RuleAddressVelocity, credit.RuleSharedDevice, credit.RuleNewPhone:
			continue
		case credit.RuleOpenLoans:
			r.Params = map[string]int64{"first": 20, "returning": 20}
		case credit.RuleLimit:
			r.Params = map[string]int64{"first": 1_000_000_000, "step": 0, "late": 0}
		}
		kept = append(kept, r)
	}
	p.Rules = kept
	if _, err := e.App.Credit.Publish(context.Background(), e.DB, p, "test", "test"); err != nil {
		t.Fatal(err)
	}
}
