package payment

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"
)

// Dragonpay's hosts: the test (UAT) environment and the live one.
const (
	DragonpayTestURL = "https://test.dragonpay.ph"
	DragonpayLiveURL = "https://gw.dragonpay.ph"
)

// DragonpayPostbackOK is the whole body (text/plain) the postback handler
// answers Dragonpay with once a postback is taken (docs/PAYMENTS.md).
const DragonpayPostbackOK = "result=OK"

// Dragonpay is the real provider, through Dragonpay's Collect API (REST,
// v1): Create asks for a reference number, ParsePostback verifies a
// postback's RSA-SHA256 signature (and, for old accounts only, the SHA-1
// digest), Query re-asks a transaction's status. The protocol and its
// sources are in docs/PAYMENTS.md. Password is the merchant's API (secret)
// key: it authenticates the API calls and keys the legacy digest; it is
// never logged nor put in an error.
type Dragonpay struct {
	MerchantID string
	Password   string
	BaseURL    string       // DragonpayTestURL or DragonpayLiveURL; empty is the test host
	HTTPClient *http.Client // nil is a client with a 30 s timeout
	// Keys verify the postbacks' signatures; nil refuses every signed
	// postback. New makes them: the configured keys and Dragonpay's list
	// (FetchKeys), cached.
	Keys *DragonpayKeys
	// LegacyDigest also accepts a postback that carries only the SHA-1
	// digest, which Dragonpay deprecated on 2025-12-10: for an account set
	// up before the RSA signatures, and off by default.
	LegacyDigest bool
}

// Name is "dragonpay".
func (d *Dragonpay) Name() string { return "dragonpay" }

// Channels are the Philippine channels, by Dragonpay processor id.
func (d *Dragonpay) Channels() []Channel { return PhilippineChannels }

// collectRequest is the Collect API's body; Amount is a JSON number with
// two decimals (1234.50).
type collectRequest struct {
	Amount      json.Number `json:"Amount"`
	Currency    string      `json:"Currency"`
	Description string      `json:"Description"`
	Email       string      `json:"Email"`
	ProcID      string      `json:"ProcId,omitempty"`
}

// collectAnswer is the Collect API's answer; Status "S" is success.
type collectAnswer struct {
	RefNo   string `json:"RefNo"`
	Status  string `json:"Status"`
	Message string `json:"Message"`
	URL     string `json:"Url"`
}

// Create posts the collection to Dragonpay and returns its reference
// number and the page the borrower pays on (Dragonpay's Url).
func (d *Dragonpay) Create(ctx context.Context, c Collection) (Created, error) {
	if err := checkTxnID(c.TxnID); err != nil {
		return Created{}, err
	}
	if c.Amount <= 0 {
		return Created{}, fmt.Errorf("payment: dragonpay create %s: amount %d is not positive", c.TxnID, c.Amount)
	}
	currency := c.Currency
	if currency == "" {
		currency = "PHP"
	}
	body, err := json.Marshal(collectRequest{
		Amount: json.Number(FormatAmount(c.Amount)), Currency: currency,
		Description: clipRunes(c.Description, 128), Email: c.Email, ProcID: c.Channel,
	})
	if err != nil {
		return Created{}, err
	}
	var a collectAnswer
	code, err := d.call(ctx, http.MethodPost, "/api/collect/v1/"+url.PathEscape(c.TxnID)+"/post", body, &a)
	if err != nil {
		return Created{}, fmt.Errorf("payment: dragonpay create %s: %w", c.TxnID, err)
	}
	if code/100 != 2 {
		return Created{}, fmt.Errorf("payment: dragonpay create %s: HTTP %d%s", c.TxnID, code, quoteMessage(a.Message))
	}
	if a.Status != "S" || a.RefNo == "" {
		return Created{}, fmt.Errorf("payment: dragonpay create %s: refused (status %q)%s", c.TxnID, a.Status, quoteMessage(a.Message))
	}
	return Created{RefNo: a.RefNo, PayURL: a.URL}, nil
}

// ParsePostback verifies the postback and reads it: its RSA-SHA256
// signatures (parseSignedPostback), or, only with LegacyDigest, its SHA-1
// digest with Password. Neither verifying is ErrSignature. Amount is -1
// either way, so the pay code's own amount is what is credited: the
// digest does not cover the amount (and anyone holding a genuine digest,
// which the borrower's own return URL carries, could change it); the
// signature does, but what Dragonpay's amount counts (fees or not) is not
// confirmed yet (docs/PAYMENTS.md). ccy and procid are covered by neither:
// read as sent, untrusted (see Postback).
func (d *Dragonpay) ParsePostback(form url.Values) (Postback, error) {
	if form.Get("signatures") != "" {
		p, err := d.parseSignedPostback(form)
		if err == nil || !d.LegacyDigest {
			return p, err
		}
	}
	if !d.LegacyDigest {
		return Postback{}, ErrSignature
	}
	signed := make(url.Values, len(form))
	for k, v := range form {
		if k != "amount" {
			signed[k] = v
		}
	}
	return parseDigestPostback(signed, d.Password)
}

// maxSignatures bounds how many signatures one postback may carry.
const maxSignatures = 8

// parseSignedPostback verifies signatures, base64 RSA-SHA256 signatures
// (several may be sent, separated by commas: any one verifying is
// enough) of DragonpaySignedMessage with an active key of Keys. A
// merchantid other than ours, a txnid or refno holding ':' (the message
// could then be split another way), a status that is not one capital
// letter or an unreadable amount do not verify either.
func (d *Dragonpay) parseSignedPostback(form url.Values) (Postback, error) {
	merchant := form.Get("merchantid")
	if merchant == "" {
		merchant = d.MerchantID
	}
	txnID, refNo, status := form.Get("txnid"), form.Get("refno"), form.Get("status")
	var amount int64
	if a := form.Get("amount"); a != "" {
		n, err := ParseAmount(a)
		if err != nil {
			return Postback{}, ErrSignature
		}
		amount = n
	}
	switch {
	case d.MerchantID == "" || !strings.EqualFold(merchant, d.MerchantID),
		txnID == "" || strings.Contains(txnID, ":") || strings.Contains(refNo, ":"),
		len(status) != 1 || status[0] < 'A' || status[0] > 'Z':
		return Postback{}, ErrSignature
	}
	var sigs [][]byte
	for i, s := range strings.Split(form.Get("signatures"), ",") {
		if i == maxSignatures {
			break
		}
		// A '+' sent unescaped in a query arrives as a space.
		if b, err := decodeBase64(strings.ReplaceAll(strings.TrimSpace(s), " ", "+")); err == nil && len(b) > 0 {
			sigs = append(sigs, b)
		}
	}
	message := DragonpaySignedMessage(txnID, refNo, status, form.Get("message"), merchant, form.Get("param1"), form.Get("param2"), amount)
	if !d.Keys.Verify([]byte(message), sigs) {
		return Postback{}, ErrSignature
	}
	return Postback{TxnID: txnID, RefNo: refNo, Status: Status(status), Message: form.Get("message"), Amount: -1,
		Currency: form.Get("ccy"), Channel: form.Get("procid")}, nil
}

// DragonpaySignedMessage is what Dragonpay signs for a postback:
// txnid:refno:status:message:merchantid:param1:param2:amount, the
// URL-decoded values joined by ':', the amount with two decimals (0.00
// when the postback has none). docs/PAYMENTS.md gives the sources.
func DragonpaySignedMessage(txnID, refNo, status, message, merchantID, param1, param2 string, amount int64) string {
	return strings.Join([]string{txnID, refNo, status, message, merchantID, param1, param2, FormatAmount(amount)}, ":")
}

// statusAnswer is the part of the status query's record that is used.
type statusAnswer struct {
	TxnID  string `json:"TxnId"`
	Status string `json:"Status"`
}

// Query asks Dragonpay for a transaction's status by our transaction id;
// a transaction Dragonpay has no record of is ErrUnknownTxn.
func (d *Dragonpay) Query(ctx context.Context, txnID string) (Status, error) {
	if err := checkTxnID(txnID); err != nil {
		return "", err
	}
	var a *statusAnswer
	code, err := d.call(ctx, http.MethodGet, "/api/collect/v1/txnid/"+url.PathEscape(txnID), nil, &a)
	if code == http.StatusNotFound {
		return "", ErrUnknownTxn
	}
	if err != nil {
		return "", fmt.Errorf("payment: dragonpay query %s: %w", txnID, err)
	}
	if code/100 != 2 {
		return "", fmt.Errorf("payment: dragonpay query %s: HTTP %d", txnID, code)
	}
	switch {
	case a == nil || (a.TxnID == "" && a.Status == ""):
		return "", ErrUnknownTxn
	case a.TxnID != "" && a.TxnID != txnID:
		return "", fmt.Errorf("payment: dragonpay query %s: the answer is about %q", txnID, a.TxnID)
	case len(a.Status) != 1 || a.Status[0] < 'A' || a.Status[0] > 'Z':
		return "", fmt.Errorf("payment: dragonpay query %s: unreadable status %q", txnID, a.Status)
	}
	return Status(a.Status), nil
}

// String names the merchant and never the password.
func (d Dragonpay) String() string {
	return "dragonpay(merchant " + d.MerchantID + ", " + d.shownBase() + ")"
}

// GoString is String, so %#v does not print the password either.
func (d Dragonpay) GoString() string { return d.String() }

// LogValue keeps the password out of structured logs.
func (d Dragonpay) LogValue() slog.Value {
	return slog.GroupValue(slog.String("merchant_id", d.MerchantID), slog.String("base_url", d.shownBase()))
}

// shownBase is the base URL with any password in it masked.
func (d Dragonpay) shownBase() string {
	u, err := url.Parse(d.baseURL())
	if err != nil {
		return "(unreadable base URL)"
	}
	return u.Redacted()
}

func (d Dragonpay) baseURL() string {
	if d.BaseURL == "" {
		return DragonpayTestURL
	}
	return strings.TrimRight(d.BaseURL, "/")
}

// checkTxnID refuses a transaction id Dragonpay would not take (it holds
// up to 40 characters).
func checkTxnID(txnID string) error {
	if txnID == "" || len(txnID) > 40 {
		return errors.New("payment: dragonpay: a transaction id has 1 to 40 characters")
	}
	return nil
}

func clipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// quoteMessage is Dragonpay's message for an error, short and on one line.
func quoteMessage(m string) string {
	m = strings.Join(strings.Fields(m), " ")
	if m == "" {
		return ""
	}
	return ": " + clipRunes(m, 200)
}
