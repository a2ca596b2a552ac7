package payment_test

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha1" //nolint:gosec // the test computes Dragonpay's legacy SHA-1 digest independently
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
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
	"kwarta/internal/demo"
	"kwarta/internal/payment"
	"kwarta/internal/repay/repaytest"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

const (
	fakeMerchant = "KWARTA"
	fakePassword = "collect-secret"
)

// collectFake is Dragonpay's Collect API as far as a pay code and its
// postback need it: POST /api/collect/v1/{txnid}/post answers a reference
// number, GET /api/collect/v1/keys/callback the postback keys (Basic auth
// both). It signs postbacks with its keys as docs/PAYMENTS.md describes.
type collectFake struct {
	mu      sync.Mutex
	active  *rsa.PrivateKey // listed Active
	revoked *rsa.PrivateKey // listed Revoked
	created map[string]string
	bad     []string
}

func (f *collectFake) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if u, p, ok := r.BasicAuth(); !ok || u != fakeMerchant || p != fakePassword {
		f.bad = append(f.bad, "auth "+r.URL.Path)
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	switch {
	case r.Method == http.MethodGet && r.URL.Path == payment.DragonpayKeysPath:
		list := []map[string]string{
			{"value": spki(f.active), "status": "Active"},
			{"value": spki(f.revoked), "status": "Revoked"},
		}
		_ = json.NewEncoder(w).Encode(list)
	case r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/api/collect/v1/") && strings.HasSuffix(r.URL.Path, "/post"):
		txn := strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/api/collect/v1/"), "/post")
		ref := fmt.Sprintf("DP%06d", len(f.created)+1)
		f.created[txn] = ref
		fmt.Fprintf(w, `{"RefNo":%q,"Status":"S","Message":"","Url":"https://test.dragonpay.ph/Pay.aspx?tokenid=%s"}`, ref, ref)
	default:
		f.bad = append(f.bad, r.Method+" "+r.URL.Path)
		w.WriteHeader(http.StatusNotFound)
	}
}

func spki(k *rsa.PrivateKey) string {
	der, err := x509.MarshalPKIXPublicKey(&k.PublicKey)
	if err != nil {
		panic(err)
	}
	return base64.StdEncoding.EncodeToString(der)
}

func newKey(t *testing.T) *rsa.PrivateKey {
	t.Helper()
	k, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// postback is what Dragonpay posts for a paid code: the fields, and
// signatures over txnid:refno:status:message:merchantid:param1:param2:amount
// by key (merchantid and the params are not sent: the message carries
// the merchant's id and empty params).
func postback(t *testing.T, key *rsa.PrivateKey, txn, ref string, amount int64) url.Values {
	t.Helper()
	f := url.Values{"txnid": {txn}, "refno": {ref}, "status": {"S"}, "message": {"[000] GCash Reference No: 7001 #" + ref},
		"amount": {payment.FormatAmount(amount)}, "ccy": {"PHP"}, "procid": {"GCSH"}, "settledate": {"2026-11-02"}}
	sum := sha256.Sum256([]byte(txn + ":" + ref + ":S:[000] GCash Reference No: 7001 #" + ref + ":" + fakeMerchant + ":::" + payment.FormatAmount(amount)))
	sig, err := rsa.SignPKCS1v15(rand.Reader, key, crypto.SHA256, sum[:])
	if err != nil {
		t.Fatal(err)
	}
	f.Set("signatures", base64.StdEncoding.EncodeToString(sig))
	return f
}

// digestPostback is an old account's postback: the SHA-1 digest only.
func digestPostback(txn, ref string) url.Values {
	f := url.Values{"txnid": {txn}, "refno": {ref}, "status": {"S"}, "message": {"paid"}}
	sum := sha1.Sum([]byte(txn + ":" + ref + ":S:paid:" + fakePassword)) //nolint:gosec
	f.Set("digest", hex.EncodeToString(sum[:]))
	return f
}

// dragonpayEnv is the server with --payments dragonpay against the fake,
// and a GCash code on A's order 82 for what is due: its txnid, refno and
// amount.
func dragonpayEnv(t *testing.T, db *store.DB, fake *collectFake, legacy bool) (*servertest.Env, string, string, int64) {
	t.Helper()
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	env := servertest.New(t, db, func(c *config.Config) {
		c.Payments, c.DragonpayMerchant, c.DragonpayPassword, c.DragonpayURL = "dragonpay", fakeMerchant, fakePassword, srv.URL
		c.DragonpayLegacyDigest = legacy
	})
	t.Cleanup(func() {
		if len(fake.bad) > 0 {
			t.Errorf("requests the fake did not expect: %v", fake.bad)
		}
	})
	_, page := repaytest.Instalment(t, env, demo.SessionA, 82)
	got, code := repaytest.Generate(t, env, demo.SessionA, 82, page.RepayAmount)
	if got.Status != 200 {
		t.Fatalf("pay code: %d %s", got.Status, got.Body)
	}
	var txn string
	if err := db.QueryRow(t.Context(), `SELECT txn_id FROM pay_codes WHERE ref_no = ?`, code.PayCode).Scan(&txn); err != nil {
		t.Fatal(err)
	}
	if fake.created[txn] != code.PayCode {
		t.Fatalf("the code %s (%s) was not created at Dragonpay: %v", code.PayCode, txn, fake.created)
	}
	return env, txn, code.PayCode, page.RepayAmount
}

func payments(t *testing.T, db *store.DB, txn string) int {
	t.Helper()
	return storetest.Count(t, db, `SELECT COUNT(*) FROM payments p JOIN pay_codes c ON c.id = p.pay_code_id WHERE c.txn_id = ?`, txn)
}

func lastOutcome(t *testing.T, db *store.DB, txn string) string {
	t.Helper()
	var outcome string
	if err := db.QueryRow(t.Context(), `SELECT outcome FROM provider_events WHERE txn_id = ? ORDER BY id DESC LIMIT 1`, txn).Scan(&outcome); err != nil {
		t.Fatal(err)
	}
	return outcome
}

// Through the real router and database: a postback whose RSA signature
// verifies with Dragonpay's active key (fetched from its keys endpoint) is
// credited once; a tampered field, a revoked or unknown key and the bare
// SHA-1 digest are refused as forged and credit nothing.
func TestDragonpayPostback_Signatures(t *testing.T) {
	active, revoked, unknown := newKey(t), newKey(t), newKey(t)
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		fake := &collectFake{active: active, revoked: revoked, created: map[string]string{}}
		env, txn, ref, amount := dragonpayEnv(t, db, fake, false)
		post := func(form url.Values) servertest.Response {
			return env.Do(t, servertest.Request{Method: "POST", Path: "/payments/postback", Form: form})
		}
		tampered := postback(t, active, txn, ref, amount)
		tampered.Set("amount", payment.FormatAmount(amount+100))
		otherMerchant := postback(t, active, txn, ref, amount)
		otherMerchant.Set("merchantid", "SOMEONE")
		for name, form := range map[string]url.Values{
			"tampered amount":  tampered,
			"another merchant": otherMerchant,
			"revoked key":      postback(t, revoked, txn, ref, amount),
			"unknown key":      postback(t, unknown, txn, ref, amount),
			"digest only":      digestPostback(txn, ref),
		} {
			if got := post(form); got.Status != 403 || lastOutcome(t, db, txn) != "forged" {
				t.Errorf("%s: %d %s, outcome %s; want 403, forged", name, got.Status, got.Body, lastOutcome(t, db, txn))
			}
		}
		if n := payments(t, db, txn); n != 0 {
			t.Fatalf("%d payments after refused postbacks", n)
		}
		got := post(postback(t, active, txn, ref, amount))
		if got.Status != 200 || got.Body != payment.DragonpayPostbackOK || payments(t, db, txn) != 1 || lastOutcome(t, db, txn) != "credited" {
			t.Fatalf("signed postback: %d %s, %d payments, outcome %s", got.Status, got.Body, payments(t, db, txn), lastOutcome(t, db, txn))
		}
		// Dragonpay repeats it: nothing more is credited.
		if again := post(postback(t, active, txn, ref, amount)); again.Status != 200 || payments(t, db, txn) != 1 || lastOutcome(t, db, txn) != "duplicate" {
			t.Errorf("repeated: %d %s, %d payments", again.Status, again.Body, payments(t, db, txn))
		}
	})
}

// An old account (--dragonpay-legacy-digest) is credited on the SHA-1
// digest; a forged digest is still refused.
func TestDragonpayPostback_LegacyDigestWithTheFlag(t *testing.T) {
	fake := &collectFake{active: newKey(t), revoked: newKey(t), created: map[string]string{}}
	db := storetest.MustOpen(t, store.SQLite)
	env, txn, ref, _ := dragonpayEnv(t, db, fake, true)
	forged := digestPostback(txn, ref)
	forged.Set("digest", strings.Repeat("ab", 20))
	if got := env.Do(t, servertest.Request{Method: "POST", Path: "/payments/postback", Form: forged}); got.Status != 403 {
		t.Errorf("forged digest: %d %s", got.Status, got.Body)
	}
	got := env.Do(t, servertest.Request{Method: "POST", Path: "/payments/postback", Form: digestPostback(txn, ref)})
	if got.Status != 200 || payments(t, db, txn) != 1 || lastOutcome(t, db, txn) != "credited" {
		t.Errorf("digest with the flag: %d %s, %d payments", got.Status, got.Body, payments(t, db, txn))
	}
	if !strings.Contains(env.Log.String(), "--dragonpay-legacy-digest is on") {
		t.Error("the server does not warn that the legacy digest is on")
	}
}
