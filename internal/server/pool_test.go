package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"net/url"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"kwarta/internal/account"
	"kwarta/internal/config"
	"kwarta/internal/demo"
	"kwarta/internal/httpapi"
	"kwarta/internal/loanpage"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// captchaAnswer is the picture-code answer the pool and instance tests set.
const captchaAnswer = "4821"

// discardSMS is an SMS gateway that accepts everything and keeps nothing.
type discardSMS struct{}

func (discardSMS) Send(context.Context, string, string) error { return nil }

// newLoadEnv is a server whose picture codes the test can answer and whose
// SMS go nowhere.
func newLoadEnv(t *testing.T, db *store.DB, opts ...func(*config.Config)) *servertest.Env {
	t.Helper()
	env := servertest.New(t, db, opts...)
	env.App.Signup.SMS = discardSMS{}
	env.App.Signup.Answers = func() string { return captchaAnswer }
	return env
}

// addr is a client address of its own for request n, so the per-IP limits
// of the picture-code calls do not turn the load into 429s.
func addr(n int64) string {
	return fmt.Sprintf("10.%d.%d.%d:4000", n>>16&255, n>>8&255, n&255)
}

// freshSid starts a picture-code session and draws its image, as a page does.
func freshSid(t *testing.T, env *servertest.Env, n int64) string {
	got := env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid", RemoteAddr: addr(n)})
	var d account.Sid
	if got.Status != 200 || json.Unmarshal(got.Data, &d) != nil || d.Sid == "" {
		return "none"
	}
	env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha",
		Query: url.Values{"sid": {d.Sid}}, RemoteAddr: addr(n)})
	return d.Sid
}

// sampleRequests gives every route of the API table a request that reaches
// its handler (and, where it can, its writes): routes with a path value or
// a flow (picture code, SMS) have their own; the rest take each declared
// parameter's sample below. A route whose required parameter has no sample
// fails the test, so a new route cannot escape it.
func sampleRequests(t *testing.T, env *servertest.Env) map[string]func(n int64) servertest.Request {
	t.Helper()
	var logo string
	if err := env.DB.QueryRow(context.Background(), `SELECT logo_url FROM products ORDER BY id LIMIT 1`).Scan(&logo); err != nil {
		t.Fatal(err)
	}
	_, logoName, _ := strings.Cut(logo, "/files/")
	var orderNo81 string
	if err := env.DB.QueryRow(context.Background(), `SELECT order_no FROM orders WHERE id = 81`).Scan(&orderNo81); err != nil {
		t.Fatal(err)
	}
	values := map[string]string{
		"productId": "1", "orderId": "81", "type": "1", "templateId": "1", "page_id": "1", "scene": "3", "position": "1",
		"moduleId": "30", "positionId": "0", "score": "5", "stars": "4", "coinciding": "0",
		loanpage.WireProductID: "1", loanpage.WireScene: "3", loanpage.WirePosition: "1", loanpage.WireOrderID: "86",
		loanpage.WireAmount: "2000000", loanpage.WireTerm: "91", loanpage.WireUnit: "1",
		"amount": "2000000", "periods": "91", "termUnit": "1", "channelNumber": "GCSH", "paymentId": "1", "isDelay": "0",
		"card_type": "1", "channel": "90006", "gcash_no": "09171234567", "city": "Metro Manila / Quezon City", "payday": "15",
		"problemId": "1", "problemType": "2", "problemDetail": "My payment of ₱1,000 on Nov 2 is not credited.", "orderNo": orderNo81,
		// The card repayment: made-up ids and token (refused without a 5xx).
		"cardId": "1", "repayToken": "sample-token", "sendMsg": "1", "verifyCode": "123456", "repaymentRecordId": "1", "userId": "1",
		// The text-message settings, and a STOP reply (the hook is off without a token: 404).
		"updates": "1", "anyHour": "0", "lang": "en", "from": "09171234567", "message": "STOP",
		// The console: a made-up link and sign-in (refused without a 5xx);
		// its operator calls answer 401 without a console session.
		"token": "sample-link", "password": "a long sample password", "code": "123456", "name": "nobody",
		"operatorId": "1", "sessionId": "1", "decision": "approve", "role": "support", "threshold": "500000", "orderNos": orderNo81,
		"txnId": "sample-txn", "action": "refund", "note": "sample note", "reason": "sample reason", "penalty": "100", "lateInterest": "0", "days": "90", "id": "1", "text": "Thank you; we are looking into it.",
		"q": "maria", // a borrower's name
		// A reschedule's plan and consent.
		"instalments": "3", "firstDue": "2099-01-01", "everyDays": "30", "consentHow": "in-app", "consentOn": "2026-01-01", "consentRef": "sample-ref",
		// The legal texts (publishing needs a console session).
		"kind": "privacy", "body": "## Sample\n\nA sample text.", "base": "0",
		"enabled": "1", "ids": "1,2,3",
		// Collections: a contact, a promise and the rules.
		"outcome": "reached", "dueOn": "2099-01-01", "buckets": `[{"name":"1+","from":1,"to":0,"team":[]}]`, "dailyCap": "3",
		// The test clock (404 without --test-clock).
		"advance": "24h",
		// The applicant's data.
		"fullName": "Maria Santos", "birthDate": "1994-03-12", "nationality": "PH", "idType": "sss", "idNumber": "3456789012",
		"addressLine": "12 Mabini Street, Barangay San Antonio", "province": "Metro Manila", "postalCode": "1203",
		"employment": "employed", "incomeBand": "20k_40k",
		// A credit policy draft (proposing and the what-if need a console session).
		"rules": `[{"code":"limit","outcome":"limit","params":{"first":2000000,"step":500000,"late":0}}]`,
	}
	// A complaint's evidence photo: a small PNG, uploaded as a page does.
	var photo bytes.Buffer
	if err := png.Encode(&photo, image.NewNRGBA(image.Rect(0, 0, 8, 8))); err != nil {
		t.Fatal(err)
	}
	uploadBody, uploadType := servertest.Multipart(t, "problemImage", "photo.png", photo.Bytes(), nil)
	// The flows: a fresh picture code for each SMS call, test numbers (fixed
	// codes) for the sign-ins, new numbers for real sends.
	smsForm := func(env *servertest.Env, n int64, phone string) url.Values {
		return url.Values{"phone": {phone}, "capcode": {captchaAnswer}, "sid": {freshSid(t, env, n)},
			"deviceId": {"load-" + strconv.FormatInt(n, 10)}, "id": {"1"}}
	}
	newPhone := func(n int64) string { return fmt.Sprintf("0917%07d", 3000000+n) }
	flows := map[string]func(n int64) servertest.Request{
		"GET /files/{name}": func(int64) servertest.Request {
			return servertest.Request{Method: "GET", Path: "/files/" + logoName}
		},
		"POST /user-problem/upload-problem-img": func(n int64) servertest.Request {
			return servertest.Request{Method: "POST", Path: "/user-problem/upload-problem-img", Session: demo.SessionA, Body: uploadBody, ContentType: uploadType, RemoteAddr: addr(n)}
		},
		"POST /admin/api/content/images": func(n int64) servertest.Request { // 401 without a console session
			return servertest.Request{Method: "POST", Path: "/admin/api/content/images", Body: uploadBody, ContentType: uploadType, RemoteAddr: addr(n)}
		},
		"GET /user-problem/image/{name}": func(n int64) servertest.Request {
			return servertest.Request{Method: "GET", Path: "/user-problem/image/0123456789abcdef0123456789abcdef.png", Session: demo.SessionA, RemoteAddr: addr(n)}
		},
		"POST /api/v2/youmi/promotion/get-sms": func(n int64) servertest.Request {
			return servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms", Form: smsForm(env, n, newPhone(n)), RemoteAddr: addr(n)}
		},
		"POST /api/v2/youmi/promotion/register": func(n int64) servertest.Request {
			f := smsForm(env, n, "09170000001")
			f.Set("capcode", "0000")
			f.Set("smsCode", "123456")
			return servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/register", Form: f, RemoteAddr: addr(n)}
		},
		"POST /v3/auth/sms-code": func(n int64) servertest.Request {
			return servertest.Request{Method: "POST", Path: "/v3/auth/sms-code", Form: smsForm(env, n, newPhone(n)), RemoteAddr: addr(n)}
		},
		"POST /v3/auth/sms-login": func(n int64) servertest.Request {
			f := smsForm(env, n, "09170000002")
			f.Set("capcode", "0000")
			f.Set("smsCode", "123456")
			return servertest.Request{Method: "POST", Path: "/v3/auth/sms-login", Form: f, RemoteAddr: addr(n)}
		},
		"GET /payments/channels/{name}": func(int64) servertest.Request {
			return servertest.Request{Method: "GET", Path: "/payments/channels/gcash.svg"}
		},
		"GET /payments/sandbox/{txnid}": func(n int64) servertest.Request {
			return servertest.Request{Method: "GET", Path: "/payments/sandbox/KW81-" + strconv.FormatInt(n, 10)}
		},
		"POST /payments/sandbox/{txnid}": func(n int64) servertest.Request {
			return servertest.Request{Method: "POST", Path: "/payments/sandbox/KW81-" + strconv.FormatInt(n, 10), Form: url.Values{"status": {"S"}}}
		},
		"GET /api/v2/youmi/promotion/get-captcha": func(n int64) servertest.Request {
			return servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Query: url.Values{"sid": {freshSid(t, env, n)}}, RemoteAddr: addr(n)}
		},
	}
	out := map[string]func(n int64) servertest.Request{}
	for _, rt := range env.App.Routes() {
		key := rt.Method + " " + rt.Path
		if f, ok := flows[key]; ok {
			out[key] = f
			continue
		}
		params := url.Values{}
		for _, p := range rt.Params() {
			v, ok := values[p.Name]
			if !ok && p.Required {
				t.Errorf("%s: no sample value for its required parameter %q: add one to sampleRequests", key, p.Name)
			}
			if ok {
				params.Set(p.Name, v)
			}
		}
		session := ""
		if rt.Auth == httpapi.Borrower {
			session = demo.SessionA
		}
		method, path := rt.Method, rt.Path
		out[key] = func(n int64) servertest.Request {
			rq := servertest.Request{Method: method, Path: path, Session: session, RemoteAddr: addr(n)}
			if method == "GET" {
				rq.Query = params
			} else {
				rq.Form = params
			}
			return rq
		}
	}
	return out
}

// TestAPI_SmallPool runs every route of the API table at once, several
// callers each, with the connection pool at its smallest (one PostgreSQL
// connection; one SQLite reader beside the one writer) while the clock
// moves days ahead, so orders really change under the readers. A
// transaction that waited for a second connection would hang here at
// once; a SQLITE_BUSY or any other failure answers 500. Neither may happen.
func TestAPI_SmallPool(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			db := storetest.MustOpenWith(t, d, store.Options{MaxConns: 1})
			env := newLoadEnv(t, db)
			samples := sampleRequests(t, env)
			const callers, rounds = 3, 3
			var (
				wg       sync.WaitGroup
				n        atomic.Int64
				mu       sync.Mutex
				failures []string
				calls    atomic.Int64
			)
			for key, sample := range samples {
				for c := 0; c < callers; c++ {
					wg.Add(1)
					go func() {
						defer wg.Done()
						for r := 0; r < rounds; r++ {
							got := env.Do(t, sample(n.Add(1)))
							calls.Add(1)
							if got.Status >= 500 {
								mu.Lock()
								failures = append(failures, fmt.Sprintf("%s: %d %s", key, got.Status, got.Body))
								mu.Unlock()
							}
						}
					}()
				}
			}
			wg.Add(1)
			go func() { // the calendar moves: due windows, overdue days, late interest
				defer wg.Done()
				for i := 0; i < 3; i++ {
					time.Sleep(20 * time.Millisecond)
					env.Clock.Advance(24 * time.Hour)
				}
			}()
			done := make(chan struct{})
			go func() { wg.Wait(); close(done) }()
			select {
			case <-done:
			case <-time.After(60 * time.Second):
				var stacks bytes.Buffer
				_ = pprof.Lookup("goroutine").WriteTo(&stacks, 1)
				t.Fatalf("requests hung with the pool at one connection (%d of %d answered):\n%s",
					calls.Load(), len(samples)*callers*rounds, stacks.String())
			}
			for _, f := range failures {
				t.Error(f)
			}
			if got, want := calls.Load(), int64(len(samples)*callers*rounds); got != want {
				t.Errorf("calls = %d, want %d", got, want)
			}
		})
	}
}
