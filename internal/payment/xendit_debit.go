package payment

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// maxAnswer bounds what is read of one Xendit answer.
const maxAnswer = 1 << 20

// defaultClient is used when XenditDebit.HTTPClient is nil.
var defaultClient = &http.Client{Timeout: 30 * time.Second}

// XenditURL is Xendit's API host (test and live keys use the same host; the
// key decides the mode).
const XenditURL = "https://api.xendit.co"

// XenditDebit debits a linked bank account through Xendit's Direct Debit
// API (docs/PAYMENTS.md, "Card repayment: the debit adapters"):
//
//	POST {BaseURL}/direct_debits
//	Authorization: Basic base64(SecretKey + ":")
//	Idempotency-key: {TxnID}
//	{"reference_id": TxnID, "payment_method_id": MethodID, "currency": "PHP",
//	 "amount": 1234.50, "enable_otp": false, "description": "…", "callback_url": "…"}
//
// answered by a direct debit object whose status is PENDING, COMPLETED or
// FAILED (with failure_code). Xendit supports BPI and UnionBank bank
// accounts in the Philippines, both with a flow without the bank's OTP:
// the borrower has already confirmed with our SMS code.
//
// A Xendit debit needs the account linked at Xendit first (a customer, the
// bank's own authorization page, then a payment method): Debit.MethodID.
// Kwarta's binding does not do that linking yet, so this adapter is not
// selectable from the configuration; see docs/PAYMENTS.md.
type XenditDebit struct {
	SecretKey   string
	BaseURL     string // XenditURL when empty
	CallbackURL string // where Xendit posts the outcome of a pending debit; optional
	HTTPClient  *http.Client
}

// Name is "xendit".
func (x *XenditDebit) Name() string { return "xendit" }

// String never shows the secret key.
func (x XenditDebit) String() string { return "XenditDebit{base: " + x.base() + "}" }

// GoString is String, so %#v does not print the key either.
func (x XenditDebit) GoString() string { return x.String() }

// LogValue keeps the key out of structured logs.
func (x XenditDebit) LogValue() slog.Value { return slog.GroupValue(slog.String("base_url", x.base())) }

func (x XenditDebit) base() string {
	if x.BaseURL == "" {
		return XenditURL
	}
	return strings.TrimRight(x.BaseURL, "/")
}

// xenditDebitRequest is the body of POST /direct_debits.
type xenditDebitRequest struct {
	ReferenceID     string      `json:"reference_id"`
	PaymentMethodID string      `json:"payment_method_id"`
	Currency        string      `json:"currency"`
	Amount          json.Number `json:"amount"`
	EnableOTP       bool        `json:"enable_otp"`
	Description     string      `json:"description,omitempty"`
	CallbackURL     string      `json:"callback_url,omitempty"`
}

// xenditDebitAnswer is the direct debit object, or an error body
// (error_code and message) on a non-2xx answer.
type xenditDebitAnswer struct {
	ID          string      `json:"id"`
	ReferenceID string      `json:"reference_id"`
	Status      string      `json:"status"`
	FailureCode string      `json:"failure_code"`
	Currency    string      `json:"currency"`
	Amount      json.Number `json:"amount"`
	ErrorCode   string      `json:"error_code"`
	Message     string      `json:"message"`
}

// xenditDeclines are the failure and error codes that mean the account's
// bank refused the debit, with the reason the borrower reads.
var xenditDeclines = map[string]string{
	"INSUFFICIENT_BALANCE":   ReasonInsufficientFunds,
	"MAX_AMOUNT_LIMIT_ERROR": "The amount is over your account's daily limit",
	"ACCOUNT_ACCESS_BLOCKED": "Your bank has blocked payments from this account",
}

// Debit creates one direct debit. COMPLETED is StatusSuccess; PENDING is
// StatusPending (Xendit posts the outcome to CallbackURL later); FAILED,
// or an error code naming the account's refusal, is a *DeclinedError.
func (x *XenditDebit) Debit(ctx context.Context, d Debit) (Debited, error) {
	if d.MethodID == "" {
		return Debited{}, errors.New("payment: xendit: the account is not linked at Xendit (no payment_method_id)")
	}
	if d.TxnID == "" || d.Amount <= 0 {
		return Debited{}, errors.New("payment: a debit needs its transaction id and a positive amount")
	}
	currency := d.Currency
	if currency == "" {
		currency = "PHP"
	}
	body, err := json.Marshal(xenditDebitRequest{
		ReferenceID: d.TxnID, PaymentMethodID: d.MethodID, Currency: currency, Amount: json.Number(FormatAmount(d.Amount)),
		Description: clipRunes(d.Description, 200), CallbackURL: x.CallbackURL,
	})
	if err != nil {
		return Debited{}, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, x.base()+"/direct_debits", bytes.NewReader(body))
	if err != nil {
		return Debited{}, err
	}
	req.SetBasicAuth(x.SecretKey, "")
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	req.Header.Set("Idempotency-key", d.TxnID)
	client := x.HTTPClient
	if client == nil {
		client = defaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return Debited{}, fmt.Errorf("payment: xendit debit %s: %w", d.TxnID, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	if err != nil {
		return Debited{}, fmt.Errorf("payment: xendit debit %s: %w", d.TxnID, err)
	}
	var a xenditDebitAnswer
	jsonErr := json.Unmarshal(bytes.TrimSpace(raw), &a)
	if resp.StatusCode/100 != 2 {
		if reason, ok := xenditDeclines[a.ErrorCode]; ok {
			return Debited{}, &DeclinedError{Reason: reason}
		}
		return Debited{}, fmt.Errorf("payment: xendit debit %s: HTTP %d %s: %s", d.TxnID, resp.StatusCode,
			clipRunes(a.ErrorCode, 60), clipRunes(oneLine(a.Message), 200))
	}
	if jsonErr != nil || a.ID == "" {
		return Debited{}, fmt.Errorf("payment: xendit debit %s: unreadable answer (HTTP %d)", d.TxnID, resp.StatusCode)
	}
	return xenditOutcome(d, a)
}

// xenditOutcome reads a direct debit object about debit d: COMPLETED is
// StatusSuccess, PENDING StatusPending, FAILED a *DeclinedError; a debit
// about another transaction, or an unknown status, is an error.
func xenditOutcome(d Debit, a xenditDebitAnswer) (Debited, error) {
	if a.ReferenceID != "" && a.ReferenceID != d.TxnID {
		return Debited{}, fmt.Errorf("payment: xendit debit %s: the answer is about %q", d.TxnID, clipRunes(a.ReferenceID, 60))
	}
	switch strings.ToUpper(a.Status) {
	case "COMPLETED":
		return Debited{Status: StatusSuccess, RefNo: a.ID}, nil
	case "PENDING":
		return Debited{Status: StatusPending, RefNo: a.ID}, nil
	case "FAILED":
		reason, ok := xenditDeclines[a.FailureCode]
		if !ok {
			reason = "Your bank declined the payment"
			if a.FailureCode != "" {
				reason += " (" + clipRunes(a.FailureCode, 40) + ")"
			}
		}
		return Debited{}, &DeclinedError{Reason: reason}
	}
	return Debited{}, fmt.Errorf("payment: xendit debit %s: unknown status %q", d.TxnID, clipRunes(a.Status, 20))
}

// DebitStatus asks Xendit what became of the direct debit whose
// reference_id is d.TxnID (docs/PAYMENTS.md, "Stuck debits"):
//
//	GET {BaseURL}/direct_debits?reference_id={TxnID}
//	Authorization: Basic base64(SecretKey + ":")
//
// answered by a list of direct debit objects. An empty list is
// ErrUnknownTxn (Xendit has no such debit); one object is read as Debit's
// answer, after checking it is for d's amount and currency; more than one
// is an error (an operator looks). The money is never asked for again.
func (x *XenditDebit) DebitStatus(ctx context.Context, d Debit) (Debited, error) {
	if d.TxnID == "" {
		return Debited{}, errors.New("payment: a debit status needs its transaction id")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, x.base()+"/direct_debits?"+url.Values{"reference_id": {d.TxnID}}.Encode(), nil)
	if err != nil {
		return Debited{}, err
	}
	req.SetBasicAuth(x.SecretKey, "")
	req.Header.Set("Accept", "application/json")
	client := x.HTTPClient
	if client == nil {
		client = defaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return Debited{}, fmt.Errorf("payment: xendit debit status %s: %w", d.TxnID, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	if err != nil {
		return Debited{}, fmt.Errorf("payment: xendit debit status %s: %w", d.TxnID, err)
	}
	raw = bytes.TrimSpace(raw)
	if resp.StatusCode/100 != 2 {
		var e xenditDebitAnswer
		_ = json.Unmarshal(raw, &e)
		return Debited{}, fmt.Errorf("payment: xendit debit status %s: HTTP %d %s: %s", d.TxnID, resp.StatusCode,
			clipRunes(e.ErrorCode, 60), clipRunes(oneLine(e.Message), 200))
	}
	var list []xenditDebitAnswer
	if err := json.Unmarshal(raw, &list); err != nil {
		return Debited{}, fmt.Errorf("payment: xendit debit status %s: unreadable answer (HTTP %d)", d.TxnID, resp.StatusCode)
	}
	switch len(list) {
	case 0:
		return Debited{}, ErrUnknownTxn
	case 1:
	default:
		return Debited{}, fmt.Errorf("payment: xendit debit status %s: %d debits have this reference", d.TxnID, len(list))
	}
	a := list[0]
	if a.ID == "" {
		return Debited{}, fmt.Errorf("payment: xendit debit status %s: unreadable answer (HTTP %d)", d.TxnID, resp.StatusCode)
	}
	currency := d.Currency
	if currency == "" {
		currency = "PHP"
	}
	if a.Amount != "" {
		if got, err := ParseAmount(a.Amount.String()); err != nil || got != d.Amount {
			return Debited{}, fmt.Errorf("payment: xendit debit status %s: the debit is for %s, not %s", d.TxnID, clipRunes(a.Amount.String(), 20), FormatAmount(d.Amount))
		}
	}
	if a.Currency != "" && !strings.EqualFold(a.Currency, currency) {
		return Debited{}, fmt.Errorf("payment: xendit debit status %s: the debit is in %s, not %s", d.TxnID, clipRunes(a.Currency, 8), currency)
	}
	return xenditOutcome(d, a)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
