package payout

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestSandbox(t *testing.T) {
	ctx := context.Background()
	s := &Sandbox{}
	a, err := s.Send(ctx, Transfer{Key: "POKW1", Account: "09171234567"})
	if err != nil || a.Status != Succeeded || a.Reference == "" {
		t.Fatalf("send = %+v, %v", a, err)
	}
	b, _ := s.Send(ctx, Transfer{Key: "POKW1", Account: "09171234567"})
	if a.Reference != b.Reference || a.Reference != SandboxReference("POKW1") {
		t.Errorf("the same key gave %q and %q", a.Reference, b.Reference)
	}
	if c, _ := s.Send(ctx, Transfer{Key: "POKW2", Account: "09171234567"}); c.Reference == a.Reference {
		t.Error("two keys gave one reference")
	}
	f, err := s.Send(ctx, Transfer{Key: "POKW3", Account: "1234560000"})
	if err != nil || f.Status != Failed || f.Reason != ReasonNoAccount || !f.Declined {
		t.Errorf("account ending 0000: %+v, %v", f, err)
	}
	if _, err := s.Send(ctx, Transfer{Account: "1"}); err == nil {
		t.Error("a transfer without a key was sent")
	}
	hook := &Sandbox{Fail: func(t Transfer) (string, error) {
		if t.Amount == 1 {
			return "", errors.New("down")
		}
		return "Closed account", nil
	}}
	if g, err := hook.Send(ctx, Transfer{Key: "K", Amount: 2}); err != nil || g.Status != Failed || g.Reason != "Closed account" {
		t.Errorf("Fail hook: %+v %v", g, err)
	}
	if _, err := hook.Send(ctx, Transfer{Key: "K", Amount: 1}); err == nil {
		t.Error("Fail hook's error lost")
	}
}

// fakeDragonpay is Dragonpay's Payout API as its documentation and the
// clients cited in docs/PAYMENTS.md describe it: POST {merchant}/post with
// a bearer token answers {Code, Message}; GET {merchant}/{txnid} answers
// {RefNo, Status, Message}, 404 for an unknown TxnId.
type fakeDragonpay struct {
	mu       sync.Mutex
	posts    []dragonpayRequest
	status   map[string]string // TxnId → status letter
	code     int               // answer code of the next post
	lose     bool              // post: keep the payout but answer 502 (a lost answer)
	auths    []string
	badToken bool
}

func (f *fakeDragonpay) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.auths = append(f.auths, r.Header.Get("Authorization"))
	w.Header().Set("Content-Type", "application/json")
	if f.badToken || r.Header.Get("Authorization") != "Bearer payout-token" {
		w.WriteHeader(http.StatusUnauthorized)
		fmt.Fprint(w, `{"Code":-12,"Message":"Invalid API key"}`)
		return
	}
	parts := strings.Split(strings.TrimPrefix(r.URL.Path, "/api/payout/merchant/v1/"), "/")
	if len(parts) != 2 || parts[0] != "KWARTA" {
		w.WriteHeader(http.StatusNotFound)
		return
	}
	switch {
	case r.Method == http.MethodPost && parts[1] == "post":
		var req dragonpayRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		if _, dup := f.status[req.TxnID]; dup {
			fmt.Fprintf(w, `{"Code":-8,"Message":"Duplicate TxnId %s"}`, req.TxnID)
			return
		}
		if f.code != 0 {
			fmt.Fprintf(w, `{"Code":%d,"Message":"Invalid account no %s"}`, f.code, req.ProcDetail)
			return
		}
		f.posts = append(f.posts, req)
		f.status[req.TxnID] = "P"
		if f.lose {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		fmt.Fprintf(w, `{"Code":0,"Message":"REF%d"}`, len(f.posts))
	case r.Method == http.MethodGet:
		st, ok := f.status[parts[1]]
		if !ok {
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprint(w, `{"Status":-1,"Message":"Transaction not found"}`)
			return
		}
		fmt.Fprintf(w, `{"RefNo":"REF1","Status":%q,"Message":"Account %s"}`, st, "09171234567")
	default:
		w.WriteHeader(http.StatusMethodNotAllowed)
	}
}

func newFake(t *testing.T) (*fakeDragonpay, *Dragonpay) {
	f := &fakeDragonpay{status: map[string]string{}}
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	manila := time.Date(2026, 11, 2, 17, 0, 0, 0, time.UTC) // Nov 3, 01:00 in Manila
	return f, &Dragonpay{MerchantID: "KWARTA", APIKey: "payout-token", BaseURL: srv.URL + "/api/payout/merchant/v1",
		Email: "support@kwarta.ph", Now: func() time.Time { return manila }}
}

var gcash = Transfer{Key: "POKW261101000085", OrderNo: "KW261101000085", Amount: 8_000_000, Currency: "PHP", Kind: "wallet",
	ProviderCode: "GCSH", ChannelName: "GCash", Account: "09171234567", Name: "Maria Dela Cruz Santos", Mobile: "+639171234567",
	Description: "Loan KW261101000085"}

func TestDragonpay_SendThenStatus(t *testing.T) {
	ctx := context.Background()
	f, d := newFake(t)
	sent, err := d.Send(ctx, gcash)
	if err != nil || sent.Status != Pending || sent.Reference != "REF1" {
		t.Fatalf("first send = %+v, %v; want pending REF1", sent, err)
	}
	if len(f.posts) != 1 {
		t.Fatalf("%d posts", len(f.posts))
	}
	p := f.posts[0]
	want := dragonpayRequest{TxnID: gcash.Key, FirstName: "Maria Dela Cruz", LastName: "Santos", Amount: "80000.00", Currency: "PHP",
		Description: "Loan KW261101000085", ProcID: "GCSH", ProcDetail: "09171234567", RunDate: "2026-11-03",
		Email: "support@kwarta.ph", MobileNo: "09171234567"}
	if p != want {
		t.Errorf("posted %+v\nwant %+v", p, want)
	}
	for _, a := range f.auths {
		if a != "Bearer payout-token" {
			t.Errorf("authorization %q", a)
		}
	}
	// A retry with the same key asks for the status and posts nothing more.
	f.status[gcash.Key] = "S"
	sent, err = d.Send(ctx, gcash)
	if err != nil || sent.Status != Succeeded || sent.Reference != "REF1" || len(f.posts) != 1 {
		t.Fatalf("retry = %+v, %v (%d posts)", sent, err, len(f.posts))
	}
	f.status[gcash.Key] = "F"
	sent, err = d.Send(ctx, gcash)
	if err != nil || sent.Status != Failed || !sent.Declined || strings.Contains(sent.Reason, "09171234567") {
		t.Fatalf("failed status = %+v, %v", sent, err)
	}
	for letter, want := range map[string]Status{"G": Pending, "H": Pending, "Q": Pending, "V": Failed} {
		f.status[gcash.Key] = letter
		if sent, err := d.Send(ctx, gcash); err != nil || sent.Status != want {
			t.Errorf("status %s = %+v, %v; want %s", letter, sent, err, want)
		}
	}
}

func TestDragonpay_LostAnswerIsNotPaidTwice(t *testing.T) {
	ctx := context.Background()
	f, d := newFake(t)
	f.lose = true
	if _, err := d.Send(ctx, gcash); err == nil {
		t.Fatal("a lost answer reported no error")
	}
	f.lose = false
	sent, err := d.Send(ctx, gcash)
	if err != nil || sent.Status != Pending || len(f.posts) != 1 {
		t.Fatalf("retry after a lost answer = %+v, %v, %d posts; want the first transfer's status", sent, err, len(f.posts))
	}
}

func TestDragonpay_Refusals(t *testing.T) {
	ctx := context.Background()
	f, d := newFake(t)
	f.code = -5
	sent, err := d.Send(ctx, gcash)
	if err != nil || sent.Status != Failed || !sent.Declined || sent.Reason != "The receiving account was not accepted" {
		t.Fatalf("-5 = %+v, %v", sent, err)
	}
	f.code = -4
	sent, err = d.Send(ctx, gcash)
	if err != nil || sent.Status != Failed || sent.Declined || !strings.Contains(sent.Reason, "code -4") {
		t.Fatalf("-4 = %+v, %v", sent, err)
	}
	if strings.Contains(sent.Reason, "09171234567") {
		t.Errorf("the reason repeats the account number: %q", sent.Reason)
	}
	f.badToken = true
	_, err = d.Send(ctx, gcash)
	if err == nil || !strings.Contains(err.Error(), "API key") || strings.Contains(err.Error(), "payout-token") {
		t.Fatalf("bad token: %v", err)
	}
	if _, err := d.Send(ctx, Transfer{Key: strings.Repeat("K", 41), ProviderCode: "GCSH"}); err == nil {
		t.Error("a 41-character TxnId was sent")
	}
	if _, err := d.Send(ctx, Transfer{Key: "K"}); err == nil {
		t.Error("a channel without a processor id was sent")
	}
	for _, s := range []string{d.String(), fmt.Sprintf("%#v", d), fmt.Sprint(d.LogValue())} {
		if strings.Contains(s, "payout-token") {
			t.Errorf("the API key shows in %q", s)
		}
	}
}

func TestNewSender(t *testing.T) {
	if s, err := NewSender(Settings{}); err != nil || s.Name() != "sandbox" {
		t.Errorf("default: %v %v", s, err)
	}
	if _, err := NewSender(Settings{Adapter: "dragonpay"}); err == nil {
		t.Error("dragonpay without credentials")
	}
	for _, u := range []string{"http://example.com/api", "https://u:p@example.com", "https://example.com/?a=1"} {
		if _, err := NewSender(Settings{Adapter: "dragonpay", MerchantID: "m", Password: "p", BaseURL: u}); err == nil {
			t.Errorf("base URL %q accepted", u)
		}
	}
	if s, err := NewSender(Settings{Adapter: "dragonpay", MerchantID: "m", Password: "p", BaseURL: DragonpayPayoutLiveURL}); err != nil || s.Name() != "dragonpay" {
		t.Errorf("live: %v %v", s, err)
	}
	if _, err := NewSender(Settings{Adapter: "paypal"}); err == nil {
		t.Error("unknown adapter")
	}
	if _, err := (Broken{Err: errors.New("x")}).Send(context.Background(), gcash); err == nil {
		t.Error("Broken sent")
	}
}
