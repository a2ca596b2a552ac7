package payment

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
	"encoding/pem"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Test keys, made once per test binary: active signs the postbacks,
// revoked is listed as Revoked, unknown is listed nowhere.
var (
	testKeysOnce                    sync.Once
	testActive, testRevoked, testNo *rsa.PrivateKey
)

func testKeys(t *testing.T) (active, revoked, unknown *rsa.PrivateKey) {
	t.Helper()
	testKeysOnce.Do(func() {
		for _, k := range []**rsa.PrivateKey{&testActive, &testRevoked, &testNo} {
			key, err := rsa.GenerateKey(rand.Reader, 2048)
			if err != nil {
				panic(err)
			}
			*k = key
		}
	})
	return testActive, testRevoked, testNo
}

// derBase64 is a public key as Dragonpay's keys endpoint gives it:
// base64 of its SubjectPublicKeyInfo DER.
func derBase64(t *testing.T, k *rsa.PrivateKey) string {
	t.Helper()
	der, err := x509.MarshalPKIXPublicKey(&k.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	return base64.StdEncoding.EncodeToString(der)
}

// rsaForm is a postback of the current API, signed with key over the
// message written out here by hand from the sources in docs/PAYMENTS.md:
// txnid:refno:status:message:merchantid:param1:param2:amount.
func rsaForm(t *testing.T, key *rsa.PrivateKey) url.Values {
	t.Helper()
	f := url.Values{
		"txnid": {"KW80-0a1b2c3d4e5f6a7b"}, "refno": {"ML7AM4C9"}, "status": {"S"},
		"message": {"[000] BDO Reference No: 20251105191254 #ML7AM4C9"}, "merchantid": {testMerchant},
		"amount": {"1234.5"}, "ccy": {"PHP"}, "procid": {"GCSH"}, "param1": {"p1"}, "param2": {""},
	}
	f.Set("signatures", rsaSign(t, key, "KW80-0a1b2c3d4e5f6a7b:ML7AM4C9:S:[000] BDO Reference No: 20251105191254 #ML7AM4C9:"+testMerchant+":p1::1234.50"))
	return f
}

func rsaSign(t *testing.T, key *rsa.PrivateKey, message string) string {
	t.Helper()
	sum := sha256.Sum256([]byte(message))
	sig, err := rsa.SignPKCS1v15(rand.Reader, key, crypto.SHA256, sum[:])
	if err != nil {
		t.Fatal(err)
	}
	return base64.StdEncoding.EncodeToString(sig)
}

// keysServer is Dragonpay's keys endpoint: GET /api/collect/v1/keys/callback
// with the merchant's Basic auth answers list (JSON), after delay; it counts
// the calls.
type keysServer struct {
	mu    sync.Mutex
	list  []map[string]string
	code  int
	delay time.Duration
	calls atomic.Int32
	bad   []string // what was wrong with a request
}

func (k *keysServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	k.calls.Add(1)
	time.Sleep(k.delay)
	k.mu.Lock()
	defer k.mu.Unlock()
	user, pass, ok := r.BasicAuth()
	switch {
	case r.Method != http.MethodGet || r.URL.Path != DragonpayKeysPath:
		k.bad = append(k.bad, r.Method+" "+r.URL.Path)
	case !ok || user != testMerchant || pass != testPassword:
		k.bad = append(k.bad, "auth")
		w.WriteHeader(http.StatusUnauthorized)
		return
	case r.Header.Get("Accept") != "application/json":
		k.bad = append(k.bad, "accept")
	}
	if k.code != 0 {
		w.WriteHeader(k.code)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(k.list)
}

func (k *keysServer) set(list ...map[string]string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.list = list
}

// keyed is the adapter against a keys endpoint listing active (Active) and
// revoked (Revoked), on a clock the test moves.
func keyed(t *testing.T) (*Dragonpay, *keysServer, *time.Time) {
	t.Helper()
	active, revoked, _ := testKeys(t)
	ks := &keysServer{}
	ks.set(map[string]string{"value": derBase64(t, active), "status": "Active"},
		map[string]string{"value": derBase64(t, revoked), "status": "Revoked"})
	srv := httptest.NewServer(ks)
	t.Cleanup(srv.Close)
	now := time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)
	d := &Dragonpay{MerchantID: testMerchant, Password: testPassword, BaseURL: srv.URL, HTTPClient: srv.Client()}
	d.Keys = &DragonpayKeys{Fetch: d.FetchKeys, Now: func() time.Time { return now }}
	t.Cleanup(func() {
		if len(ks.bad) > 0 {
			t.Errorf("keys endpoint requests: %v", ks.bad)
		}
	})
	return d, ks, &now
}

func TestDragonpaySignatures_GoodSignatureVerifies(t *testing.T) {
	d, ks, _ := keyed(t)
	active, _, _ := testKeys(t)
	got, err := d.ParsePostback(rsaForm(t, active))
	if err != nil {
		t.Fatal(err)
	}
	want := Postback{
		TxnID: "KW80-0a1b2c3d4e5f6a7b", RefNo: "ML7AM4C9", Status: StatusSuccess,
		Message: "[000] BDO Reference No: 20251105191254 #ML7AM4C9", Amount: -1, Currency: "PHP", Channel: "GCSH",
	}
	if got != want {
		t.Errorf("ParsePostback = %+v, want %+v", got, want)
	}
	// The keys are held: a second postback asks nothing.
	if _, err := d.ParsePostback(rsaForm(t, active)); err != nil || ks.calls.Load() != 1 {
		t.Errorf("second postback: %v, %d key fetches, want 1", err, ks.calls.Load())
	}
}

// Without merchantid the message carries our own; several signatures may
// come, comma-separated, and one that verifies is enough; a '+' that
// arrived as a space still reads.
func TestDragonpaySignatures_Variants(t *testing.T) {
	d, _, _ := keyed(t)
	active, _, other := testKeys(t)
	noMerchant := rsaForm(t, active)
	noMerchant.Del("merchantid")
	several := rsaForm(t, active)
	several.Set("signatures", rsaSign(t, other, "x")+","+several.Get("signatures"))
	spaced := rsaForm(t, active)
	spaced.Set("signatures", strings.ReplaceAll(spaced.Get("signatures"), "+", " "))
	for name, form := range map[string]url.Values{"no merchantid": noMerchant, "two signatures": several, "plus as space": spaced} {
		if _, err := d.ParsePostback(form); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestDragonpaySignatures_TamperedFieldIsRefused(t *testing.T) {
	d, _, _ := keyed(t)
	active, _, _ := testKeys(t)
	for field, value := range map[string]string{
		"txnid": "KW80-ffffffffffffffff", "refno": "OTHERREF", "status": "F", "message": "[000] paid",
		"amount": "1.00", "param1": "p2", "param2": "x", "merchantid": "OTHER",
	} {
		form := rsaForm(t, active)
		form.Set(field, value)
		if _, err := d.ParsePostback(form); !errors.Is(err, ErrSignature) {
			t.Errorf("%s changed to %q: error %v, want ErrSignature", field, value, err)
		}
	}
	for name, change := range map[string]func(url.Values){
		"no signatures":        func(f url.Values) { f.Del("signatures") },
		"signature not base64": func(f url.Values) { f.Set("signatures", "!!!") },
		"truncated signature":  func(f url.Values) { f.Set("signatures", f.Get("signatures")[:40]) },
		"amount unreadable":    func(f url.Values) { f.Set("amount", "1,234.50") },
		"colon in txnid":       func(f url.Values) { f.Set("txnid", "KW80:x") },
	} {
		form := rsaForm(t, active)
		change(form)
		if _, err := d.ParsePostback(form); !errors.Is(err, ErrSignature) {
			t.Errorf("%s: error %v, want ErrSignature", name, err)
		}
	}
}

func TestDragonpaySignatures_RevokedOrUnknownKeyIsRefused(t *testing.T) {
	d, _, _ := keyed(t)
	_, revoked, unknown := testKeys(t)
	for name, key := range map[string]*rsa.PrivateKey{"revoked": revoked, "unknown": unknown} {
		if _, err := d.ParsePostback(rsaForm(t, key)); !errors.Is(err, ErrSignature) {
			t.Errorf("%s key: error %v, want ErrSignature", name, err)
		}
	}
	// A configured key that Dragonpay's list marks Revoked no longer verifies.
	d.Keys = &DragonpayKeys{Static: []*rsa.PublicKey{&revoked.PublicKey}, Fetch: d.FetchKeys}
	if _, err := d.ParsePostback(rsaForm(t, revoked)); !errors.Is(err, ErrSignature) {
		t.Errorf("configured but revoked key: error %v, want ErrSignature", err)
	}
	// Without keys nothing verifies.
	d.Keys = nil
	active, _, _ := testKeys(t)
	if _, err := d.ParsePostback(rsaForm(t, active)); !errors.Is(err, ErrSignature) {
		t.Errorf("no key set: error %v, want ErrSignature", err)
	}
}

// A key Dragonpay starts signing with is fetched when a signature verifies
// with none held, at most once a minute; the list is fetched again after
// an hour; a failed fetch keeps the keys held.
func TestDragonpaySignatures_Rotation(t *testing.T) {
	d, ks, now := keyed(t)
	active, _, newer := testKeys(t)
	if _, err := d.ParsePostback(rsaForm(t, newer)); !errors.Is(err, ErrSignature) {
		t.Fatalf("a key not listed yet: %v", err)
	}
	ks.set(map[string]string{"value": derBase64(t, active), "status": "Active"},
		map[string]string{"value": derBase64(t, newer), "status": "Active"})
	if _, err := d.ParsePostback(rsaForm(t, newer)); !errors.Is(err, ErrSignature) || ks.calls.Load() != 1 {
		t.Fatalf("within the minute: %v after %d fetches, want ErrSignature after 1", err, ks.calls.Load())
	}
	*now = now.Add(DefaultKeysMinGap)
	if _, err := d.ParsePostback(rsaForm(t, newer)); err != nil || ks.calls.Load() != 2 {
		t.Fatalf("after the minute: %v after %d fetches, want verified after 2", err, ks.calls.Load())
	}
	// The endpoint fails: the keys held still verify, and it is asked
	// again only once the list is an hour old.
	ks.mu.Lock()
	ks.code = http.StatusInternalServerError
	ks.mu.Unlock()
	*now = now.Add(DefaultKeysMaxAge)
	for i := 0; i < 3; i++ {
		if _, err := d.ParsePostback(rsaForm(t, active)); err != nil {
			t.Fatalf("endpoint down: %v", err)
		}
	}
	if got := ks.calls.Load(); got != 3 {
		t.Errorf("%d fetches, want 3", got)
	}
}

// A slow keys endpoint holds a postback no longer than Timeout.
func TestDragonpaySignatures_SlowEndpointIsBounded(t *testing.T) {
	d, ks, _ := keyed(t)
	ks.delay = 2 * time.Second
	d.Keys.Timeout = 100 * time.Millisecond
	active, _, _ := testKeys(t)
	start := time.Now()
	_, err := d.ParsePostback(rsaForm(t, active))
	if took := time.Since(start); !errors.Is(err, ErrSignature) || took > time.Second {
		t.Errorf("slow endpoint: %v after %s, want ErrSignature within the timeout", err, took)
	}
}

func TestParseDragonpayKeys(t *testing.T) {
	active, revoked, _ := testKeys(t)
	der, _ := x509.MarshalPKIXPublicKey(&active.PublicKey)
	pemKeys := string(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: der})) +
		string(pem.EncodeToMemory(&pem.Block{Type: "RSA PUBLIC KEY", Bytes: x509.MarshalPKCS1PublicKey(&revoked.PublicKey)}))
	for name, spec := range map[string]string{
		"PEM":    pemKeys,
		"base64": derBase64(t, active) + ", " + base64.StdEncoding.EncodeToString(x509.MarshalPKCS1PublicKey(&revoked.PublicKey)),
	} {
		keys, err := ParseDragonpayKeys(spec)
		if err != nil || len(keys) != 2 || !keys[0].Equal(&active.PublicKey) || !keys[1].Equal(&revoked.PublicKey) {
			t.Errorf("%s: %d keys, %v", name, len(keys), err)
		}
	}
	if keys, err := ParseDragonpayKeys(" "); err != nil || len(keys) != 0 {
		t.Errorf("empty: %v %v", keys, err)
	}
	small, err := rsa.GenerateKey(rand.Reader, 1024)
	if err != nil {
		t.Fatal(err)
	}
	for name, spec := range map[string]string{
		"not base64": "not a key", "not a key": base64.StdEncoding.EncodeToString([]byte("hello")),
		"1024 bits": derBase64(t, small), "PEM and junk": pemKeys + "junk",
	} {
		if _, err := ParseDragonpayKeys(spec); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	// Configured keys verify without any fetch.
	d := &Dragonpay{MerchantID: testMerchant, Keys: &DragonpayKeys{Static: []*rsa.PublicKey{&active.PublicKey}}}
	if _, err := d.ParsePostback(rsaForm(t, active)); err != nil {
		t.Errorf("configured key: %v", err)
	}
}

// digestOnly is an old account's postback: the SHA-1 digest, no signature.
func digestOnly() url.Values {
	f := url.Values{"txnid": {"KW80-0a1b2c3d4e5f6a7b"}, "refno": {"ML7AM4C9"}, "status": {"S"}, "message": {"paid"}, "amount": {"1234.50"}}
	sum := sha1.Sum([]byte("KW80-0a1b2c3d4e5f6a7b:ML7AM4C9:S:paid:" + testPassword)) //nolint:gosec
	f.Set("digest", hex.EncodeToString(sum[:]))
	return f
}

func TestDragonpayLegacyDigest_OffByDefault(t *testing.T) {
	d, _, _ := keyed(t)
	if _, err := d.ParsePostback(digestOnly()); !errors.Is(err, ErrSignature) {
		t.Errorf("digest without the flag: %v, want ErrSignature", err)
	}
	d.LegacyDigest = true
	got, err := d.ParsePostback(digestOnly())
	if err != nil || got.Status != StatusSuccess || got.Amount != -1 {
		t.Errorf("digest with the flag: %+v, %v", got, err)
	}
	// With the flag, a signature that does not verify falls back on a good
	// digest; neither good stays refused.
	bad := digestOnly()
	bad.Set("signatures", "AAAA")
	if _, err := d.ParsePostback(bad); err != nil {
		t.Errorf("bad signature, good digest, flag on: %v", err)
	}
	bad.Set("digest", strings.Repeat("0", 40))
	if _, err := d.ParsePostback(bad); !errors.Is(err, ErrSignature) {
		t.Errorf("bad signature and digest: %v, want ErrSignature", err)
	}
}
