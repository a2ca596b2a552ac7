package payment

import (
	"bytes"
	"context"
	"crypto/sha1" //nolint:gosec // the test computes Dragonpay's documented SHA-1 digest independently
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

const (
	testMerchant = "KWARTA"
	testPassword = "s3cret-Api-Key"
)

// dragonpayServer is an httptest server that answers every request with
// status and body, keeping the last request and its body for checks.
func dragonpayServer(t *testing.T, status int, body string) (*Dragonpay, *http.Request, *[]byte) {
	t.Helper()
	var got http.Request
	var gotBody []byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = *r.Clone(context.Background())
		gotBody, _ = io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}))
	t.Cleanup(srv.Close)
	return &Dragonpay{MerchantID: testMerchant, Password: testPassword, BaseURL: srv.URL, HTTPClient: srv.Client()}, &got, &gotBody
}

func TestDragonpayCreate_SendsTheCollectRequest(t *testing.T) {
	d, req, body := dragonpayServer(t, http.StatusOK,
		`{"RefNo":"ML7AM4C9","Status":"S","Message":"[000] Waiting for deposit","Url":"https://test.dragonpay.ph/Pay.aspx?tokenid=abc"}`)
	got, err := d.Create(context.Background(), Collection{
		TxnID: "KW80-0a1b2c3d4e5f6a7b", Amount: 123450, Currency: "PHP",
		Description: "Sahod Saver 2025-0081 (due)", Email: "payments@kwarta.ph", Channel: "GCSH",
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := (Created{RefNo: "ML7AM4C9", PayURL: "https://test.dragonpay.ph/Pay.aspx?tokenid=abc"}); got != want {
		t.Errorf("Create = %+v, want %+v", got, want)
	}
	if got, want := req.Method, http.MethodPost; got != want {
		t.Errorf("method = %s, want %s", got, want)
	}
	if got, want := req.URL.Path, "/api/collect/v1/KW80-0a1b2c3d4e5f6a7b/post"; got != want {
		t.Errorf("path = %s, want %s", got, want)
	}
	user, pass, ok := req.BasicAuth()
	if got, want := fmt.Sprint(user, " ", pass, " ", ok), testMerchant+" "+testPassword+" true"; got != want {
		t.Errorf("basic auth = %q, want %q", got, want)
	}
	if got, want := req.Header.Get("Content-Type"), "application/json"; got != want {
		t.Errorf("Content-Type = %q, want %q", got, want)
	}
	if got, want := req.Header.Get("Accept"), "application/json"; got != want {
		t.Errorf("Accept = %q, want %q", got, want)
	}
	dec := json.NewDecoder(bytes.NewReader(*body))
	dec.UseNumber()
	var fields map[string]any
	if err := dec.Decode(&fields); err != nil {
		t.Fatalf("body %s: %v", *body, err)
	}
	want := map[string]any{
		"Amount": json.Number("1234.50"), "Currency": "PHP", "Description": "Sahod Saver 2025-0081 (due)",
		"Email": "payments@kwarta.ph", "ProcId": "GCSH",
	}
	if !reflect.DeepEqual(fields, want) {
		t.Errorf("body = %v, want %v", fields, want)
	}
	if got, want := bytes.Contains(*body, []byte(`"Amount":1234.50,`)), true; got != want {
		t.Errorf("body %s: Amount as the number 1234.50 = %v, want %v", *body, got, want)
	}
}

func TestDragonpayCreate_OmitsAnEmptyChannelAndEscapesTheTxnID(t *testing.T) {
	d, req, body := dragonpayServer(t, http.StatusOK, `{"RefNo":"R1","Status":"S","Message":"","Url":"u"}`)
	if _, err := d.Create(context.Background(), Collection{TxnID: "a/b c", Amount: 5, Email: "e@x.ph"}); err != nil {
		t.Fatal(err)
	}
	if got, want := req.URL.EscapedPath(), "/api/collect/v1/a%2Fb%20c/post"; got != want {
		t.Errorf("path = %s, want %s", got, want)
	}
	if got, want := string(*body), `{"Amount":0.05,"Currency":"PHP","Description":"","Email":"e@x.ph"}`; got != want {
		t.Errorf("body = %s, want %s", got, want)
	}
}

func TestDragonpayCreate_Failures(t *testing.T) {
	cases := []struct {
		name   string
		status int
		body   string
		want   string
	}{
		{"unauthorised", http.StatusUnauthorized, `{"Message":"Invalid merchant credentials"}`, "HTTP 401: Invalid merchant credentials"},
		{"server error, not JSON", http.StatusInternalServerError, `<html>oops</html>`, "HTTP 500"},
		{"refused with status F", http.StatusOK, `{"RefNo":"","Status":"F","Message":"Invalid amount"}`, `refused (status "F"): Invalid amount`},
		{"no reference number", http.StatusOK, `{"Status":"S"}`, `refused (status "S")`},
		{"2xx that is not JSON", http.StatusOK, `<Response/>`, "unreadable answer"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, _, _ := dragonpayServer(t, tc.status, tc.body)
			_, err := d.Create(context.Background(), Collection{TxnID: "KW1-x", Amount: 100, Email: "e@x.ph"})
			if err == nil {
				t.Fatal("Create succeeded, want an error")
			}
			if got, want := strings.Contains(err.Error(), tc.want), true; got != want {
				t.Errorf("error %q contains %q = %v, want %v", err, tc.want, got, want)
			}
			if got, want := strings.Contains(err.Error(), testPassword), false; got != want {
				t.Errorf("error %q names the password", err)
			}
		})
	}
}

func TestDragonpayCreate_RefusesBeforeAsking(t *testing.T) {
	d, req, _ := dragonpayServer(t, http.StatusOK, `{"RefNo":"R","Status":"S"}`)
	for _, c := range []Collection{
		{TxnID: "", Amount: 100},
		{TxnID: strings.Repeat("x", 41), Amount: 100},
		{TxnID: "KW1-x", Amount: 0},
		{TxnID: "KW1-x", Amount: -100},
	} {
		if _, err := d.Create(context.Background(), c); err == nil {
			t.Errorf("Create(%+v) succeeded, want an error", c)
		}
	}
	if got, want := req.Method, ""; got != want {
		t.Errorf("a request was sent (%s)", got)
	}
}

// signedForm is a postback as Dragonpay's old accounts send it, its
// digest computed here from the documented formula
// sha1(txnid:refno:status:message:key); the adapter takes it only with
// LegacyDigest (dragonpay_keys_test.go has the RSA signatures).
func signedForm(key string) url.Values {
	f := url.Values{
		"txnid": {"KW80-0a1b2c3d4e5f6a7b"}, "refno": {"ML7AM4C9"}, "status": {"S"},
		"message": {"[000] BDO Reference No: 20251105191254 #ML7AM4C9"},
		"amount":  {"1234.50"}, "ccy": {"PHP"}, "procid": {"BDO"}, "param1": {""}, "param2": {""},
	}
	sum := sha1.Sum([]byte(f.Get("txnid") + ":" + f.Get("refno") + ":" + f.Get("status") + ":" + f.Get("message") + ":" + key)) //nolint:gosec
	f.Set("digest", hex.EncodeToString(sum[:]))
	return f
}

func TestDragonpayParsePostback_GoodDigest(t *testing.T) {
	d := &Dragonpay{MerchantID: testMerchant, Password: testPassword, LegacyDigest: true}
	got, err := d.ParsePostback(signedForm(testPassword))
	if err != nil {
		t.Fatal(err)
	}
	want := Postback{
		TxnID: "KW80-0a1b2c3d4e5f6a7b", RefNo: "ML7AM4C9", Status: StatusSuccess,
		Message: "[000] BDO Reference No: 20251105191254 #ML7AM4C9", Amount: -1, Currency: "PHP", Channel: "BDO",
	}
	if got != want {
		t.Errorf("ParsePostback = %+v, want %+v", got, want)
	}
}

func TestDragonpayParsePostback_UpperCaseDigest(t *testing.T) {
	d := &Dragonpay{MerchantID: testMerchant, Password: testPassword, LegacyDigest: true}
	form := signedForm(testPassword)
	form.Set("digest", strings.ToUpper(form.Get("digest")))
	if _, err := d.ParsePostback(form); err != nil {
		t.Errorf("upper-case hex digest: %v", err)
	}
}

func TestDragonpayParsePostback_Refused(t *testing.T) {
	d := &Dragonpay{MerchantID: testMerchant, Password: testPassword, LegacyDigest: true}
	forged := signedForm("a guessed key")
	tamperedStatus := signedForm(testPassword)
	tamperedStatus.Set("status", "S")
	tamperedStatus.Set("refno", "OTHERREF")
	missing := signedForm(testPassword)
	missing.Del("digest")
	longer := signedForm(testPassword)
	longer.Set("digest", longer.Get("digest")+"0")
	cases := map[string]url.Values{
		"forged digest":     forged,
		"tampered field":    tamperedStatus,
		"missing digest":    missing,
		"lengthened digest": longer,
	}
	for name, form := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := d.ParsePostback(form)
			if got, want := errors.Is(err, ErrSignature), true; got != want {
				t.Errorf("ParsePostback error %v is ErrSignature = %v, want %v", err, got, want)
			}
		})
	}
}

// The digest does not cover the amount: a changed amount still verifies,
// so the adapter must not report it as what was paid.
func TestDragonpayParsePostback_TamperedAmountIsNotReported(t *testing.T) {
	d := &Dragonpay{MerchantID: testMerchant, Password: testPassword, LegacyDigest: true}
	for _, amount := range []string{"1.00", "999999.99", "not a number"} {
		form := signedForm(testPassword)
		form.Set("amount", amount)
		got, err := d.ParsePostback(form)
		if err != nil {
			t.Fatalf("amount %q: %v", amount, err)
		}
		if got, want := got.Amount, int64(-1); got != want {
			t.Errorf("amount %q: Amount = %d, want %d", amount, got, want)
		}
	}
}

func TestDragonpayParsePostback_EmptyPasswordRefusesEverything(t *testing.T) {
	d := &Dragonpay{MerchantID: testMerchant, LegacyDigest: true}
	_, err := d.ParsePostback(signedForm(""))
	if got, want := errors.Is(err, ErrSignature), true; got != want {
		t.Errorf("postback signed with the empty key: ErrSignature = %v, want %v", got, want)
	}
}

func TestDragonpayQuery_Found(t *testing.T) {
	d, req, _ := dragonpayServer(t, http.StatusOK,
		`{"RefNo":"ML7AM4C9","MerchantId":"KWARTA","TxnId":"KW80-0a1b","RefDate":"2025-11-05T19:12:54","Amount":1234.5,`+
			`"Currency":"PHP","Description":"d","Status":"S","Email":"e","ProcId":"BDO","SettleDate":null}`)
	got, err := d.Query(context.Background(), "KW80-0a1b")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := got, StatusSuccess; got != want {
		t.Errorf("Query = %q, want %q", got, want)
	}
	if got, want := req.Method+" "+req.URL.Path, "GET /api/collect/v1/txnid/KW80-0a1b"; got != want {
		t.Errorf("request = %s, want %s", got, want)
	}
	user, pass, ok := req.BasicAuth()
	if got, want := fmt.Sprint(user, " ", pass, " ", ok), testMerchant+" "+testPassword+" true"; got != want {
		t.Errorf("basic auth = %q, want %q", got, want)
	}
	if got, want := req.Header.Get("Accept"), "application/json"; got != want {
		t.Errorf("Accept = %q, want %q", got, want)
	}
}

func TestDragonpayQuery_Unknown(t *testing.T) {
	for name, tc := range map[string]struct {
		status int
		body   string
	}{
		"404":        {http.StatusNotFound, `{"Message":"Not found"}`},
		"404 empty":  {http.StatusNotFound, ``},
		"null":       {http.StatusOK, `null`},
		"empty body": {http.StatusOK, ``},
		"no record":  {http.StatusOK, `{}`},
	} {
		t.Run(name, func(t *testing.T) {
			d, _, _ := dragonpayServer(t, tc.status, tc.body)
			_, err := d.Query(context.Background(), "KW1-x")
			if got, want := errors.Is(err, ErrUnknownTxn), true; got != want {
				t.Errorf("error %v is ErrUnknownTxn = %v, want %v", err, got, want)
			}
		})
	}
}

func TestDragonpayQuery_Errors(t *testing.T) {
	for name, tc := range map[string]struct {
		status int
		body   string
	}{
		"server error":      {http.StatusInternalServerError, `{"Message":"boom"}`},
		"unauthorised":      {http.StatusUnauthorized, ``},
		"another txn":       {http.StatusOK, `{"TxnId":"KW2-y","Status":"S"}`},
		"no status":         {http.StatusOK, `{"TxnId":"KW1-x"}`},
		"unreadable status": {http.StatusOK, `{"TxnId":"KW1-x","Status":"Success"}`},
		"numeric status":    {http.StatusOK, `{"TxnId":"KW1-x","Status":-1}`},
		"not JSON":          {http.StatusOK, `<Transaction/>`},
	} {
		t.Run(name, func(t *testing.T) {
			d, _, _ := dragonpayServer(t, tc.status, tc.body)
			_, err := d.Query(context.Background(), "KW1-x")
			if err == nil || errors.Is(err, ErrUnknownTxn) {
				t.Fatalf("Query error = %v, want an error other than ErrUnknownTxn", err)
			}
			if got, want := strings.Contains(err.Error(), testPassword), false; got != want {
				t.Errorf("error %q names the password", err)
			}
		})
	}
}

func TestDragonpayQuery_Unreachable(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	srv.Close()
	d := &Dragonpay{MerchantID: testMerchant, Password: testPassword, BaseURL: srv.URL}
	_, err := d.Query(context.Background(), "KW1-x")
	if err == nil || errors.Is(err, ErrUnknownTxn) {
		t.Fatalf("Query error = %v, want a connection error", err)
	}
	if got, want := strings.Contains(err.Error(), testPassword), false; got != want {
		t.Errorf("error %q names the password", err)
	}
}

func TestDragonpay_NameAndChannels(t *testing.T) {
	d := &Dragonpay{}
	if got, want := d.Name(), "dragonpay"; got != want {
		t.Errorf("Name = %q, want %q", got, want)
	}
	var got []string
	for _, c := range d.Channels() {
		got = append(got, c.Number)
	}
	if want := []string{"GCSH", "PYMY", "711", "BAYD", "CEBL"}; !reflect.DeepEqual(got, want) {
		t.Errorf("channel procids = %v, want %v", got, want)
	}
}

func TestDragonpay_NeverPrintsThePassword(t *testing.T) {
	d := Dragonpay{MerchantID: testMerchant, Password: testPassword, BaseURL: "https://user:" + testPassword + "@gw.dragonpay.ph"}
	var logged bytes.Buffer
	slog.New(slog.NewTextHandler(&logged, nil)).Info("gateway", "d", d, "p", &d)
	for _, s := range []string{fmt.Sprintf("%v %+v %#v %s", d, d, d, &d), logged.String()} {
		if got, want := strings.Contains(s, testPassword), false; got != want {
			t.Errorf("%q names the password", s)
		}
		if got, want := strings.Contains(s, testMerchant), true; got != want {
			t.Errorf("%q does not name the merchant", s)
		}
	}
}
