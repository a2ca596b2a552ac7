package payout_test

import (
	"crypto/sha1" //nolint:gosec // the test computes Dragonpay's payout callback digest independently
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"kwarta/internal/config"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

const (
	callbackMerchant = "KWARTA"
	callbackToken    = "payout-token"   // the Payout API's bearer token
	callbackSecret   = "collect-secret" // the Collect API password: keys the callback's digest
)

// payoutFake is Dragonpay's Payout API as docs/PAYMENTS.md describes it
// (POST {merchant}/post answers {Code, Message}; GET {merchant}/{txnid}
// answers {RefNo, Status, Message}, 404 for an unknown TxnId), with the
// status of each TxnId set by the test; it counts the calls.
type payoutFake struct {
	mu     sync.Mutex
	status map[string]string // TxnId → letter
	posts  map[string]int
	gets   int
	bad    []string
}

func (f *payoutFake) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if r.Header.Get("Authorization") != "Bearer "+callbackToken {
		f.bad = append(f.bad, "auth")
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	rest, ok := strings.CutPrefix(r.URL.Path, "/api/payout/merchant/v1/"+callbackMerchant+"/")
	switch {
	case !ok:
		f.bad = append(f.bad, r.URL.Path)
		w.WriteHeader(http.StatusNotFound)
	case r.Method == http.MethodPost && rest == "post":
		var body struct {
			TxnID string `json:"TxnId"`
		}
		_ = json.NewDecoder(r.Body).Decode(&body)
		f.posts[body.TxnID]++
		f.status[body.TxnID] = "P"
		fmt.Fprintf(w, `{"Code":0,"Message":"DP%s"}`, body.TxnID)
	case r.Method == http.MethodGet:
		f.gets++
		letter, known := f.status[rest]
		if !known {
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprint(w, `{"RefNo":"","Status":-1,"Message":"Not found"}`)
			return
		}
		fmt.Fprintf(w, `{"RefNo":"DP%s","Status":%q,"Message":"status %s"}`, rest, letter, letter)
	default:
		f.bad = append(f.bad, r.Method+" "+r.URL.Path)
		w.WriteHeader(http.StatusMethodNotAllowed)
	}
}

func (f *payoutFake) set(txnID, letter string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.status[txnID] = letter
}

func (f *payoutFake) counts() (posts map[string]int, gets int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p := map[string]int{}
	for k, v := range f.posts {
		p[k] = v
	}
	return p, f.gets
}

// callbackEnv is the server with --payouts dragonpay against the fake,
// wired as the configuration wires it (the callback keyed by
// --dragonpay-password).
func callbackEnv(t *testing.T, db *store.DB) (*servertest.Env, *payoutFake) {
	t.Helper()
	fake := &payoutFake{status: map[string]string{}, posts: map[string]int{}}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	env := servertest.New(t, db, func(c *config.Config) {
		c.Payouts, c.DragonpayMerchant, c.DragonpayPayoutKey = "dragonpay", callbackMerchant, callbackToken
		c.DragonpayPayoutURL, c.DragonpayPassword = srv.URL+"/api/payout/merchant/v1", callbackSecret
	})
	t.Cleanup(func() {
		if len(fake.bad) > 0 {
			t.Errorf("requests the fake did not expect: %v", fake.bad)
		}
	})
	return env, fake
}

// callback is Dragonpay's payout status callback for txnID, its digest
// sha1(merchantTxnId:refNo:status:message:secret) computed here.
func callback(method, txnID, status, secret string) servertest.Request {
	v := url.Values{"merchantTxnId": {txnID}, "refNo": {"DP" + txnID}, "status": {status}, "message": {"Payout " + status}}
	sum := sha1.Sum([]byte(txnID + ":DP" + txnID + ":" + status + ":Payout " + status + ":" + secret)) //nolint:gosec
	v.Set("digest", hex.EncodeToString(sum[:]))
	if method == http.MethodGet {
		return servertest.Request{Method: method, Path: "/payouts/callback", Query: v}
	}
	return servertest.Request{Method: method, Path: "/payouts/callback", Form: v}
}

// pendingPayout withdraws order 85 and disburses it: Dragonpay queues the
// payout (pending). It answers the transfer key.
func pendingPayout(t *testing.T, env *servertest.Env) string {
	t.Helper()
	readyToDisburse(t, env, "09171234567")
	r, err := env.App.Payout.Disburse(t.Context(), "85", "operator:ana")
	if err != nil || r.State != payout.StatePending {
		t.Fatalf("disburse = %+v, %v; want pending", r, err)
	}
	return "PO" + r.OrderNo
}

func disbursals(t *testing.T, db *store.DB) int {
	t.Helper()
	return storetest.Count(t, db, `SELECT COUNT(*) FROM order_events WHERE order_id = 85 AND event = '`+string(loan.EventDisburse)+`'`)
}

// Dragonpay calls back once the payout is paid: the payout is read again
// and paid as a retried disburse would pay it (170, one disbursement);
// the same callback again changes nothing and answers OK, without asking
// Dragonpay again.
func TestPayoutCallback_SuccessThenRepeated(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env, fake := callbackEnv(t, db)
		key := pendingPayout(t, env)
		fake.set(key, "S")
		got := env.Do(t, callback(http.MethodPost, key, "S", callbackSecret))
		if got.Status != 200 || got.Body != payout.CallbackOK || !strings.HasPrefix(got.Header.Get("Content-Type"), "text/plain") {
			t.Fatalf("callback: %d %q (%s)", got.Status, got.Body, got.Header.Get("Content-Type"))
		}
		if s := orderStatus(t, db, 85); s != loan.StatusRepaying || disbursals(t, db) != 1 {
			t.Fatalf("order 85 is %d with %d disbursements, want 170 and 1", s, disbursals(t, db))
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payouts WHERE idempotency_key = ? AND state = 'succeeded' AND reference = ?`, key, "DP"+key); n != 1 {
			t.Errorf("the payout row is not succeeded with Dragonpay's reference")
		}
		history := historyOf85(t, env)
		if last := history[len(history)-1]; last.Actor != "dragonpay:callback" || last.Note != "payout dragonpay DP"+key {
			t.Errorf("the disbursement's history: %+v", last)
		}
		posts, gets := fake.counts()
		for _, method := range []string{http.MethodPost, http.MethodGet} {
			if again := env.Do(t, callback(method, key, "S", callbackSecret)); again.Status != 200 || again.Body != payout.CallbackOK {
				t.Errorf("repeated (%s): %d %s", method, again.Status, again.Body)
			}
		}
		if posts2, gets2 := fake.counts(); gets2 != gets || posts2[key] != 1 || posts[key] != 1 || disbursals(t, db) != 1 {
			t.Errorf("repeats asked Dragonpay %d more times, posted %v; %d disbursements", gets2-gets, posts2, disbursals(t, db))
		}
	})
}

// A failed payout: the order stays 151, the payout failed (the account
// refused) under its next key round, so a stale copy of the callback,
// about the old key, changes nothing.
func TestPayoutCallback_Failure(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env, fake := callbackEnv(t, db)
		key := pendingPayout(t, env)
		fake.set(key, "F")
		if got := env.Do(t, callback(http.MethodGet, key, "F", callbackSecret)); got.Status != 200 || got.Body != payout.CallbackOK {
			t.Fatalf("callback: %d %s", got.Status, got.Body)
		}
		if s := orderStatus(t, db, 85); s != loan.StatusProcessing || disbursals(t, db) != 0 {
			t.Fatalf("order 85 is %d with %d disbursements, want 151 and 0", s, disbursals(t, db))
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payouts WHERE idempotency_key = ? AND state = 'failed' AND declined = 1 AND key_round = 1`, key); n != 1 {
			t.Errorf("the payout row is not failed, declined, at its next round")
		}
		_, gets := fake.counts()
		if got := env.Do(t, callback(http.MethodPost, key, "F", callbackSecret)); got.Status != 200 || got.Body != payout.CallbackOK {
			t.Errorf("stale copy: %d %s", got.Status, got.Body)
		}
		if _, gets2 := fake.counts(); gets2 != gets {
			t.Errorf("a stale copy asked Dragonpay again")
		}
	})
}

// The callback is a cue, never the result: a status that is not final
// asks nothing; an S that Dragonpay's own status does not confirm pays
// nothing.
func TestPayoutCallback_StatusIsReadAgain(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	env, fake := callbackEnv(t, db)
	key := pendingPayout(t, env)
	_, gets := fake.counts()
	if got := env.Do(t, callback(http.MethodPost, key, "G", callbackSecret)); got.Status != 200 {
		t.Fatalf("in progress: %d %s", got.Status, got.Body)
	}
	if _, gets2 := fake.counts(); gets2 != gets {
		t.Errorf("a status that is not final asked Dragonpay")
	}
	if got := env.Do(t, callback(http.MethodPost, key, "S", callbackSecret)); got.Status != 200 {
		t.Fatalf("unconfirmed S: %d %s", got.Status, got.Body)
	}
	if s := orderStatus(t, db, 85); s != loan.StatusProcessing || disbursals(t, db) != 0 {
		t.Errorf("an S Dragonpay still calls pending paid the order: %d", s)
	}
	if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payouts WHERE idempotency_key = ? AND state = 'pending'`, key); n != 1 {
		t.Errorf("the payout is no longer pending")
	}
}

// A bad digest, another secret, an unknown payout: refused, nothing
// asked, nothing changed; the refusals are logged.
func TestPayoutCallback_Refused(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env, fake := callbackEnv(t, db)
		key := pendingPayout(t, env)
		fake.set(key, "S")
		_, gets := fake.counts()
		tampered := callback(http.MethodPost, key, "F", callbackSecret)
		tampered.Form.Set("status", "S")
		noDigest := callback(http.MethodPost, key, "S", callbackSecret)
		noDigest.Form.Del("digest")
		for name, rq := range map[string]servertest.Request{
			"another secret": callback(http.MethodPost, key, "S", "guessed"),
			"the bearer key": callback(http.MethodGet, key, "S", callbackToken),
			"tampered":       tampered,
			"no digest":      noDigest,
		} {
			if got := env.Do(t, rq); got.Status != 403 {
				t.Errorf("%s: %d %s, want 403", name, got.Status, got.Body)
			}
		}
		if got := env.Do(t, callback(http.MethodPost, "PO-NO-SUCH-ORDER", "S", callbackSecret)); got.Status != 404 {
			t.Errorf("unknown payout: %d %s, want 404", got.Status, got.Body)
		}
		if _, gets2 := fake.counts(); gets2 != gets || orderStatus(t, db, 85) != loan.StatusProcessing {
			t.Errorf("a refused callback asked Dragonpay or moved the order")
		}
		for _, want := range []string{"digest does not verify", "no payout or refund has this transaction id"} {
			if !strings.Contains(env.Log.String(), want) {
				t.Errorf("the log does not say %q", want)
			}
		}
		if strings.Contains(env.Log.String(), callbackSecret) {
			t.Error("the log names the callback's secret")
		}
	})
}

// A refund sent through Dragonpay is paid by its callback too, posting the
// refund once.
func TestPayoutCallback_Refund(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	env, fake := callbackEnv(t, db)
	heldRefund(t, env, env.App.Payout, "09171234567")
	r, err := env.App.Payout.SendRefund(t.Context(), "HELD-1", "fio")
	if err != nil || r.State != payout.StatePending {
		t.Fatalf("send = %+v, %v; want pending", r, err)
	}
	fake.set("RFHELD-1", "S")
	for i := 0; i < 2; i++ {
		if got := env.Do(t, callback(http.MethodPost, "RFHELD-1", "S", callbackSecret)); got.Status != 200 || got.Body != payout.CallbackOK {
			t.Fatalf("callback %d: %d %s", i+1, got.Status, got.Body)
		}
	}
	if n := storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE kind = 'refund-payout'`); n != 1 {
		t.Errorf("%d refund entries, want 1", n)
	}
	if n := storetest.Count(t, db, `SELECT COUNT(*) FROM refunds WHERE source = 'HELD-1' AND state = 'succeeded'`); n != 1 {
		t.Errorf("the refund is not succeeded")
	}
}

// With the sandbox (the default) there are no callbacks: 404.
func TestPayoutCallback_SandboxSendsNone(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	env := servertest.New(t, db)
	if got := env.Do(t, callback(http.MethodPost, "PO1", "S", "x")); got.Status != 404 {
		t.Errorf("sandbox: %d %s, want 404", got.Status, got.Body)
	}
}

func historyOf85(t *testing.T, env *servertest.Env) []loan.Change {
	t.Helper()
	_, history, err := env.App.Loans.Lookup(t.Context(), "85")
	if err != nil || len(history) == 0 {
		t.Fatal(history, err)
	}
	return history
}
