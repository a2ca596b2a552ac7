package payout

import (
	"context"
	"crypto/sha1" //nolint:gosec // Dragonpay's payout callback digest is SHA-1
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"kwarta/internal/dragonpay"
)

// Dragonpay Payout's hosts: the test (UAT) environment and the live one
// (docs/PAYMENTS.md, "Payouts").
const (
	DragonpayPayoutTestURL = "https://test.dragonpay.ph/api/payout/merchant/v1"
	DragonpayPayoutLiveURL = "https://gw.dragonpay.ph/api/payout/merchant/v1"
)

// Dragonpay Payout's answer codes this adapter acts on (the payout request's
// Code; 0 is accepted, Message then being Dragonpay's reference number;
// docs/PAYMENTS.md, "Dragonpay Payout").
const (
	dragonpayOK            = 0
	dragonpayBadAccount    = -5  // invalid payout account details
	dragonpayDuplicateTxn  = -8  // a similar transaction id already exists
	dragonpayIPNotAllowed  = -9  // this server's IP address is not allowed
	dragonpayBlacklisted   = -10 // the payout account is blacklisted
	dragonpayNotEnrolled   = -11 // the payout account is not enrolled for the bank
	dragonpayInvalidAPIKey = -12 // invalid API key
)

// Dragonpay sends payouts through Dragonpay's Payout API (REST, v1):
// InstaPay and PESONet to banks, and e-wallets, by Dragonpay processor id
// (ProcId, the channel row's provider_code) and the account number
// (ProcDetail). Send first asks Dragonpay for the transfer by our TxnId
// (the transfer key), so a retry reports the transfer Dragonpay already
// has instead of paying again; only an unknown TxnId is posted. A posted
// payout is queued at Dragonpay: Send answers Pending, and the next
// Disburse of the order reads its status (S paid, F failed), run by an
// operator or by Dragonpay's status callback (ParseCallback,
// Service.ProviderCallback). APIKey (the
// payout API's bearer token, not the Collect API's password) is never
// logged nor put in an error, nor is an account number.
type Dragonpay struct {
	MerchantID string
	APIKey     string
	BaseURL    string       // DragonpayPayoutTestURL (empty) or DragonpayPayoutLiveURL
	Email      string       // the notification address Dragonpay requires (the lender's support address)
	Client     *http.Client // nil: a client with a 30 s timeout
	// Now gives RunDate (today in Manila); nil is the real clock.
	Now func() time.Time
	// CallbackSecret keys the digest of Dragonpay's payout status
	// callback (ParseCallback): the merchant's Collect API password. Empty
	// refuses every callback. Never logged nor put in an error.
	CallbackSecret string
}

// Name is "dragonpay".
func (*Dragonpay) Name() string { return "dragonpay" }

// dragonpayRequest is the payout request's body.
type dragonpayRequest struct {
	TxnID       string      `json:"TxnId"`
	FirstName   string      `json:"FirstName"`
	MiddleName  string      `json:"MiddleName"`
	LastName    string      `json:"LastName"`
	Amount      json.Number `json:"Amount"`
	Currency    string      `json:"Currency"`
	Description string      `json:"Description"`
	ProcID      string      `json:"ProcId"`
	ProcDetail  string      `json:"ProcDetail"`
	RunDate     string      `json:"RunDate"`
	Email       string      `json:"Email"`
	MobileNo    string      `json:"MobileNo"`
}

// dragonpayAnswer is the payout request's answer.
type dragonpayAnswer struct {
	Code    int    `json:"Code"`
	Message string `json:"Message"`
}

// dragonpayStatus is the status query's answer: Status is a letter (S
// success, F failure, P pending, G in progress, H on hold, V voided, Q
// queued) or, for an unknown TxnId, a negative number.
type dragonpayStatus struct {
	RefNo   string          `json:"RefNo"`
	Status  json.RawMessage `json:"Status"`
	Message string          `json:"Message"`
}

// ParseCallback verifies Dragonpay's payout status callback (GET query or
// POST form: merchantTxnId, refNo, status, message, digest; names in any
// case) and reads it. The digest is the lower-case hex SHA-1 of
// merchantTxnId:refNo:status:message:secret, the secret being
// CallbackSecret (docs/PAYMENTS.md, "Payout status callback"); it is
// compared in constant time, hex of either case. A missing or different
// digest, a callback without merchantTxnId or an empty secret is
// ErrCallbackSignature.
func (d *Dragonpay) ParseCallback(form url.Values) (Callback, error) {
	c := Callback{TxnID: field(form, "merchantTxnId"), RefNo: field(form, "refNo"), Status: field(form, "status"), Message: field(form, "message")}
	sum := sha1.Sum([]byte(c.TxnID + ":" + c.RefNo + ":" + c.Status + ":" + c.Message + ":" + d.CallbackSecret)) //nolint:gosec // Dragonpay's payout callback digest is SHA-1
	want, got := hex.EncodeToString(sum[:]), strings.ToLower(field(form, "digest"))
	if d.CallbackSecret == "" || c.TxnID == "" || subtle.ConstantTimeCompare([]byte(want), []byte(got)) != 1 {
		return Callback{}, ErrCallbackSignature
	}
	return c, nil
}

// field is form's value of name, the name matched exactly or else in any
// case (merchantTxnId, merchanttxnid).
func field(form url.Values, name string) string {
	if v, ok := form[name]; ok && len(v) > 0 {
		return v[0]
	}
	for k, v := range form {
		if strings.EqualFold(k, name) && len(v) > 0 {
			return v[0]
		}
	}
	return ""
}

// Send pays t, or reports the transfer Dragonpay already has under t.Key.
func (d *Dragonpay) Send(ctx context.Context, t Transfer) (Sent, error) {
	if t.Key == "" || len(t.Key) > 40 {
		return Sent{}, errors.New("payout: dragonpay: a TxnId has 1 to 40 characters")
	}
	if t.ProviderCode == "" {
		return Sent{}, fmt.Errorf("payout: dragonpay: channel %q has no Dragonpay processor id", t.ChannelName)
	}
	if sent, found, err := d.status(ctx, t); err != nil || found {
		return sent, err
	}
	sent, err := d.post(ctx, t)
	var dup duplicateError
	if errors.As(err, &dup) { // posted meanwhile (a lost answer): ask again
		sent, found, err := d.status(ctx, t)
		if err == nil && !found {
			err = errors.New("payout: dragonpay: TxnId " + t.Key + " is a duplicate but has no status")
		}
		return sent, err
	}
	return sent, err
}

type duplicateError struct{}

func (duplicateError) Error() string { return "payout: dragonpay: duplicate TxnId" }

// post sends the payout request.
func (d *Dragonpay) post(ctx context.Context, t Transfer) (Sent, error) {
	first, last := splitName(t.Name)
	body, err := json.Marshal(dragonpayRequest{
		TxnID: t.Key, FirstName: first, LastName: last, Amount: json.Number(decimal(t.Amount)), Currency: currency(t.Currency),
		Description: clip(t.Description, 128), ProcID: t.ProviderCode, ProcDetail: t.Account, RunDate: d.runDate(),
		Email: d.Email, MobileNo: localMobile(t.Mobile),
	})
	if err != nil {
		return Sent{}, err
	}
	var a dragonpayAnswer
	code, err := d.call(ctx, http.MethodPost, "/"+url.PathEscape(d.MerchantID)+"/post", body, &a)
	if err != nil {
		return Sent{}, fmt.Errorf("payout: dragonpay post %s: %w", t.Key, err)
	}
	msg := scrub(a.Message, t.Account)
	switch {
	case code == http.StatusUnauthorized || code == http.StatusForbidden || a.Code == dragonpayInvalidAPIKey || a.Code == dragonpayIPNotAllowed:
		return Sent{}, fmt.Errorf("payout: dragonpay refused the merchant's payout API key or this server's address (HTTP %d, code %d)", code, a.Code)
	case code/100 != 2:
		return Sent{}, fmt.Errorf("payout: dragonpay post %s: HTTP %d%s", t.Key, code, quote(msg))
	case a.Code == dragonpayOK:
		return Sent{Status: Pending, Reference: strings.TrimSpace(a.Message)}, nil
	case a.Code == dragonpayDuplicateTxn:
		return Sent{}, duplicateError{}
	case a.Code == dragonpayBadAccount || a.Code == dragonpayBlacklisted || a.Code == dragonpayNotEnrolled:
		return Sent{Status: Failed, Reason: "The receiving account was not accepted", Declined: true}, nil
	default:
		return Sent{Status: Failed, Reason: "The payout provider refused the transfer (code " + strconv.Itoa(a.Code) + quote(msg) + ")"}, nil
	}
}

// status asks Dragonpay for the transfer under t.Key; found is false when
// Dragonpay has none.
func (d *Dragonpay) status(ctx context.Context, t Transfer) (Sent, bool, error) {
	var a dragonpayStatus
	code, err := d.call(ctx, http.MethodGet, "/"+url.PathEscape(d.MerchantID)+"/"+url.PathEscape(t.Key), nil, &a)
	if err != nil {
		return Sent{}, false, fmt.Errorf("payout: dragonpay status %s: %w", t.Key, err)
	}
	switch {
	case code == http.StatusNotFound:
		return Sent{}, false, nil
	case code == http.StatusUnauthorized || code == http.StatusForbidden:
		return Sent{}, false, fmt.Errorf("payout: dragonpay refused the merchant's payout API key (HTTP %d)", code)
	case code/100 != 2:
		return Sent{}, false, fmt.Errorf("payout: dragonpay status %s: HTTP %d%s", t.Key, code, quote(scrub(a.Message, t.Account)))
	}
	var letter string
	if err := json.Unmarshal(a.Status, &letter); err != nil || letter == "" {
		return Sent{}, false, nil // a number (-1): no such TxnId
	}
	ref, msg := strings.TrimSpace(a.RefNo), scrub(a.Message, t.Account)
	switch strings.ToUpper(letter) {
	case "S":
		return Sent{Status: Succeeded, Reference: ref}, true, nil
	case "F":
		return Sent{Status: Failed, Reference: ref, Reason: "The receiving bank or e-wallet refused the transfer" + quote(msg), Declined: true}, true, nil
	case "V":
		return Sent{Status: Failed, Reference: ref, Reason: "The payout was voided" + quote(msg)}, true, nil
	default: // P pending, G in progress, H on hold, Q queued, U unknown
		return Sent{Status: Pending, Reference: ref}, true, nil
	}
}

// call sends one request with the bearer token and decodes a JSON answer
// into out whatever the status code; the code is returned to be judged. A
// transport error does not name the URL.
func (d *Dragonpay) call(ctx context.Context, method, path string, body []byte, out any) (int, error) {
	c := dragonpay.Client{HTTP: d.Client, HideURL: true, Authorize: func(r *http.Request) { r.Header.Set("Authorization", "Bearer "+d.APIKey) }}
	return c.Call(ctx, method, d.baseURL()+path, body, out)
}

func (d *Dragonpay) baseURL() string {
	if d.BaseURL == "" {
		return DragonpayPayoutTestURL
	}
	return strings.TrimRight(d.BaseURL, "/")
}

// runDate is today in Manila, as Dragonpay's RunDate (YYYY-MM-DD).
func (d *Dragonpay) runDate() string {
	now := time.Now()
	if d.Now != nil {
		now = d.Now()
	}
	if loc, err := time.LoadLocation("Asia/Manila"); err == nil {
		now = now.In(loc)
	}
	return now.Format("2006-01-02")
}

// String names the merchant and never the API key.
func (d *Dragonpay) String() string {
	return "dragonpay-payout(merchant " + d.MerchantID + ", " + d.shownBase() + ")"
}

// GoString is String, so %#v does not print the key either.
func (d *Dragonpay) GoString() string { return d.String() }

// LogValue keeps the API key out of structured logs.
func (d *Dragonpay) LogValue() slog.Value {
	return slog.GroupValue(slog.String("merchant_id", d.MerchantID), slog.String("base_url", d.shownBase()))
}

func (d *Dragonpay) shownBase() string {
	u, err := url.Parse(d.baseURL())
	if err != nil {
		return "(unreadable base URL)"
	}
	return u.Redacted()
}

// checkBaseURL accepts https, or plain http to a loopback address (tests).
func checkBaseURL(raw string) error {
	if raw == "" {
		return nil
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return errors.New("--dragonpay-payout-url must be an https URL without user, query or fragment")
	}
	if u.Scheme == "https" {
		return nil
	}
	if ip := net.ParseIP(u.Hostname()); u.Scheme == "http" && (u.Hostname() == "localhost" || (ip != nil && ip.IsLoopback())) {
		return nil
	}
	return errors.New("--dragonpay-payout-url must be https (plain http only to a loopback address)")
}

// decimal is minor units as a two-decimal amount: 123450 → "1234.50".
func decimal(minor int64) string {
	sign := ""
	if minor < 0 {
		sign, minor = "-", -minor
	}
	return fmt.Sprintf("%s%d.%02d", sign, minor/100, minor%100)
}

func currency(c string) string {
	if c == "" {
		return "PHP"
	}
	return strings.ToUpper(c)
}

// splitName is a registered name as Dragonpay's first and last names.
func splitName(name string) (string, string) {
	f := strings.Fields(name)
	switch len(f) {
	case 0:
		return "Kwarta", "Borrower"
	case 1:
		return f[0], f[0]
	}
	return strings.Join(f[:len(f)-1], " "), f[len(f)-1]
}

// localMobile is an E.164 Philippine number as 09XXXXXXXXX.
func localMobile(e164 string) string {
	if strings.HasPrefix(e164, "+63") && len(e164) == 13 {
		return "0" + e164[3:]
	}
	return e164
}

// scrub masks an account number wherever a provider's message repeats it.
func scrub(msg, account string) string {
	if account != "" && len(account) >= 4 {
		msg = strings.ReplaceAll(msg, account, Mask(last4(account)))
	}
	return msg
}

func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// quote is a provider's message for an error or reason: short, on one line.
func quote(m string) string {
	m = strings.Join(strings.Fields(m), " ")
	if m == "" {
		return ""
	}
	return ": " + clip(m, 200)
}
