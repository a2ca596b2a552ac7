package payment

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestSandbox_Debit(t *testing.T) {
	sb := &Sandbox{Secret: "s"}
	var _ Debiter = sb
	d := Debit{TxnID: "KC81-0001", Amount: 123450, Currency: "PHP", Account: "09171234567"}
	got, err := sb.Debit(context.Background(), d)
	if err != nil || got.Status != StatusSuccess || !strings.HasPrefix(got.RefNo, "SBD") || len(got.RefNo) != 12 {
		t.Fatalf("Debit = %+v, %v", got, err)
	}
	again, _ := sb.Debit(context.Background(), d)
	if again.RefNo != got.RefNo {
		t.Errorf("the same transaction gave %s then %s: the reference must follow the transaction id", got.RefNo, again.RefNo)
	}
	other, _ := sb.Debit(context.Background(), Debit{TxnID: "KC81-0002", Amount: 1, Account: "1"})
	if other.RefNo == got.RefNo {
		t.Errorf("two transactions share reference %s", got.RefNo)
	}
	d.Account = "1234560000"
	_, err = sb.Debit(context.Background(), d)
	if reason, ok := IsDeclined(err); !ok || reason != ReasonInsufficientFunds {
		t.Errorf("account ending 0000: %v, want declined %q", err, ReasonInsufficientFunds)
	}
	if _, err := sb.Debit(context.Background(), Debit{Account: "1"}); err == nil {
		t.Error("a debit without a transaction id or amount was accepted")
	}
}

// xenditServer answers POST /direct_debits with status and body, and keeps
// what it was sent.
type xenditSeen struct {
	path, auth, idem, contentType string
	body                          map[string]any
}

func xenditServer(t *testing.T, status int, answer string) (*XenditDebit, *xenditSeen) {
	t.Helper()
	seen := &xenditSeen{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen.path = r.Method + " " + r.URL.Path
		seen.auth = r.Header.Get("Authorization")
		seen.idem = r.Header.Get("Idempotency-key")
		seen.contentType = r.Header.Get("Content-Type")
		raw, _ := io.ReadAll(r.Body)
		_ = json.Unmarshal(raw, &seen.body)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, answer)
	}))
	t.Cleanup(srv.Close)
	return &XenditDebit{SecretKey: "xnd_development_secret", BaseURL: srv.URL, CallbackURL: "https://kwarta.example/medium/payments/debit"}, seen
}

func xenditDebit() Debit {
	return Debit{TxnID: "KC81-abc", Amount: 123450, Currency: "PHP", Account: "1234567890", MethodID: "pm-ebb1c863",
		Description: "Sahod Saver KW-81 (due)"}
}

func TestXenditDebit_Completed(t *testing.T) {
	x, seen := xenditServer(t, 200, `{"id":"ddpy-7e61b0a7","reference_id":"KC81-abc","channel_code":"BA_BPI","payment_method_id":"pm-ebb1c863",
		"currency":"PHP","amount":1234.5,"status":"COMPLETED","failure_code":null,"is_otp_required":false}`)
	got, err := x.Debit(context.Background(), xenditDebit())
	if err != nil || got.Status != StatusSuccess || got.RefNo != "ddpy-7e61b0a7" {
		t.Fatalf("Debit = %+v, %v", got, err)
	}
	if seen.path != "POST /direct_debits" || seen.idem != "KC81-abc" || seen.contentType != "application/json" {
		t.Errorf("request = %+v", seen)
	}
	// Basic auth: the secret key as user name, no password.
	if want := "Basic eG5kX2RldmVsb3BtZW50X3NlY3JldDo="; seen.auth != want {
		t.Errorf("Authorization = %q, want %q", seen.auth, want)
	}
	want := map[string]any{"reference_id": "KC81-abc", "payment_method_id": "pm-ebb1c863", "currency": "PHP", "amount": 1234.5,
		"enable_otp": false, "description": "Sahod Saver KW-81 (due)", "callback_url": "https://kwarta.example/medium/payments/debit"}
	for k, v := range want {
		if fmt.Sprint(seen.body[k]) != fmt.Sprint(v) {
			t.Errorf("body[%s] = %v, want %v", k, seen.body[k], v)
		}
	}
	if _, ok := seen.body["account"]; ok || strings.Contains(fmt.Sprint(seen.body), "1234567890") {
		t.Error("the account number in clear was sent to Xendit; it goes by the payment method id")
	}
}

func TestXenditDebit_Outcomes(t *testing.T) {
	for _, tc := range []struct {
		name, answer string
		status       int
		wantStatus   Status
		wantDeclined string
		wantErr      string
	}{
		{"pending", `{"id":"ddpy-1","reference_id":"KC81-abc","status":"PENDING"}`, 201, StatusPending, "", ""},
		{"failed insufficient", `{"id":"ddpy-1","reference_id":"KC81-abc","status":"FAILED","failure_code":"INSUFFICIENT_BALANCE"}`, 200, "", ReasonInsufficientFunds, ""},
		{"failed other", `{"id":"ddpy-1","status":"FAILED","failure_code":"ACCOUNT_ACCESS_BLOCKED"}`, 200, "", "Your bank has blocked payments from this account", ""},
		{"failed unknown code", `{"id":"ddpy-1","status":"FAILED","failure_code":"SOMETHING_NEW"}`, 200, "", "Your bank declined the payment (SOMETHING_NEW)", ""},
		{"400 insufficient", `{"error_code":"INSUFFICIENT_BALANCE","message":"balance too low"}`, 400, "", ReasonInsufficientFunds, ""},
		{"400 validation", `{"error_code":"API_VALIDATION_ERROR","message":"amount is\nrequired"}`, 400, "", "", "HTTP 400 API_VALIDATION_ERROR: amount is required"},
		{"503 channel down", `{"error_code":"CHANNEL_UNAVAILABLE","message":"down"}`, 503, "", "", "HTTP 503"},
		{"not json", `<html>`, 200, "", "", "unreadable answer"},
		{"another transaction", `{"id":"ddpy-1","reference_id":"KC99-zzz","status":"COMPLETED"}`, 200, "", "", "about"},
		{"unknown status", `{"id":"ddpy-1","status":"WEIRD"}`, 200, "", "", "unknown status"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, _ := xenditServer(t, tc.status, tc.answer)
			got, err := x.Debit(context.Background(), xenditDebit())
			reason, declined := IsDeclined(err)
			switch {
			case tc.wantDeclined != "":
				if !declined || reason != tc.wantDeclined {
					t.Errorf("err = %v, want declined %q", err, tc.wantDeclined)
				}
			case tc.wantErr != "":
				if err == nil || declined || !strings.Contains(err.Error(), tc.wantErr) {
					t.Errorf("err = %v, want an error with %q", err, tc.wantErr)
				}
			default:
				if err != nil || got.Status != tc.wantStatus || got.RefNo != "ddpy-1" {
					t.Errorf("Debit = %+v, %v", got, err)
				}
			}
			if err != nil && strings.Contains(err.Error(), "xnd_development_secret") {
				t.Errorf("the error shows the key: %v", err)
			}
		})
	}
}

func TestXenditDebit_NeedsLinkedAccount(t *testing.T) {
	x, seen := xenditServer(t, 200, `{}`)
	d := xenditDebit()
	d.MethodID = ""
	if _, err := x.Debit(context.Background(), d); err == nil || !strings.Contains(err.Error(), "not linked") {
		t.Errorf("err = %v", err)
	}
	if seen.path != "" {
		t.Error("Xendit was called without a payment method id")
	}
	if s := fmt.Sprintf("%v %#v %s", x, x, *x); strings.Contains(s, "xnd_development_secret") {
		t.Errorf("printing the adapter shows the key: %s", s)
	}
}

func TestSandbox_DebitStatus(t *testing.T) {
	sb := &Sandbox{Secret: "s"}
	d := Debit{TxnID: "KC81-0001", Amount: 123450, Currency: "PHP", Account: "09171234567"}
	debited, _ := sb.Debit(context.Background(), d)
	got, err := sb.DebitStatus(context.Background(), d)
	if err != nil || got != debited {
		t.Errorf("DebitStatus = %+v, %v; want what Debit answered, %+v", got, err, debited)
	}
	d.Account = "09170000000"
	if _, err := sb.DebitStatus(context.Background(), d); err == nil {
		t.Error("the status of a debit the sandbox declines is not declined")
	} else if reason, ok := IsDeclined(err); !ok || reason != ReasonInsufficientFunds {
		t.Errorf("DebitStatus of 0000: %v", err)
	}
}

// TestXenditDebit_Status: the status query goes by our reference
// (GET /direct_debits?reference_id=…, Basic auth, no idempotency key nor
// body: the money is never asked for again) and reads the list answered.
func TestXenditDebit_Status(t *testing.T) {
	const one = `[{"id":"ddpy-1","reference_id":"KC81-abc","currency":"PHP","amount":1234.5,"status":"%s","failure_code":%s}]`
	for _, tc := range []struct {
		name, answer string
		status       int
		wantStatus   Status
		wantDeclined string
		wantUnknown  bool
		wantErr      string
	}{
		{"completed", fmt.Sprintf(one, "COMPLETED", "null"), 200, StatusSuccess, "", false, ""},
		{"pending", fmt.Sprintf(one, "PENDING", "null"), 200, StatusPending, "", false, ""},
		{"failed", fmt.Sprintf(one, "FAILED", `"INSUFFICIENT_BALANCE"`), 200, "", ReasonInsufficientFunds, false, ""},
		{"none", `[]`, 200, "", "", true, ""},
		{"two", `[{"id":"ddpy-1","status":"COMPLETED"},{"id":"ddpy-2","status":"COMPLETED"}]`, 200, "", "", false, "2 debits"},
		{"another amount", `[{"id":"ddpy-1","reference_id":"KC81-abc","currency":"PHP","amount":1000,"status":"COMPLETED"}]`, 200, "", "", false, "not 1234.50"},
		{"another currency", `[{"id":"ddpy-1","reference_id":"KC81-abc","currency":"IDR","amount":1234.5,"status":"COMPLETED"}]`, 200, "", "", false, "not PHP"},
		{"another transaction", `[{"id":"ddpy-1","reference_id":"KC99-zzz","status":"COMPLETED"}]`, 200, "", "", false, "about"},
		{"unknown status", `[{"id":"ddpy-1","status":"WEIRD"}]`, 200, "", "", false, "unknown status"},
		{"not a list", `{"id":"ddpy-1","status":"COMPLETED"}`, 200, "", "", false, "unreadable"},
		{"503", `{"error_code":"SERVER_ERROR","message":"down"}`, 503, "", "", false, "HTTP 503 SERVER_ERROR"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var seen struct{ method, path, query, auth, idem, body string }
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				raw, _ := io.ReadAll(r.Body)
				seen.method, seen.path, seen.query, seen.auth, seen.idem, seen.body = r.Method, r.URL.Path, r.URL.RawQuery,
					r.Header.Get("Authorization"), r.Header.Get("Idempotency-key"), string(raw)
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(tc.status)
				_, _ = io.WriteString(w, tc.answer)
			}))
			defer srv.Close()
			x := &XenditDebit{SecretKey: "xnd_development_secret", BaseURL: srv.URL}
			got, err := x.DebitStatus(context.Background(), xenditDebit())
			if seen.method != "GET" || seen.path != "/direct_debits" || seen.query != "reference_id=KC81-abc" || seen.idem != "" || seen.body != "" ||
				seen.auth != "Basic eG5kX2RldmVsb3BtZW50X3NlY3JldDo=" {
				t.Errorf("request = %+v", seen)
			}
			reason, declined := IsDeclined(err)
			switch {
			case tc.wantDeclined != "":
				if !declined || reason != tc.wantDeclined {
					t.Errorf("err = %v, want declined %q", err, tc.wantDeclined)
				}
			case tc.wantUnknown:
				if !errors.Is(err, ErrUnknownTxn) {
					t.Errorf("err = %v, want ErrUnknownTxn", err)
				}
			case tc.wantErr != "":
				if err == nil || declined || errors.Is(err, ErrUnknownTxn) || !strings.Contains(err.Error(), tc.wantErr) {
					t.Errorf("err = %v, want an error with %q", err, tc.wantErr)
				}
			default:
				if err != nil || got.Status != tc.wantStatus || got.RefNo != "ddpy-1" {
					t.Errorf("DebitStatus = %+v, %v", got, err)
				}
			}
			if err != nil && strings.Contains(err.Error(), "xnd_development_secret") {
				t.Errorf("the error shows the key: %v", err)
			}
		})
	}
}
