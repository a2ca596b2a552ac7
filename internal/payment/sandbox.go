package payment

import (
	"context"
	"crypto/rand"
	"crypto/sha1" //nolint:gosec // Dragonpay's postback digest is SHA-1; the sandbox signs the same way
	"crypto/subtle"
	"encoding/hex"
	"net/url"
	"strconv"
	"strings"
)

// SandboxPagePath is the server's page a sandbox pay code leads to: the
// code, the amount and a "Simulate payment" button ({txnid} is the pay
// code's transaction id).
const SandboxPagePath = "/medium/payments/sandbox/"

// Sandbox is the offline provider: it hands out reference numbers itself,
// its pay URL is a page of this server, and its postbacks are signed
// exactly as Dragonpay signs them, with Secret, so they travel the same
// path as a real one. It keeps no state: a status query answers pending
// (money reaches it only through a simulated postback).
type Sandbox struct {
	Secret string
}

// Name is "sandbox".
func (s *Sandbox) Name() string { return "sandbox" }

// Channels are Dragonpay's common Philippine channels, so the pages look
// as they will in production.
func (s *Sandbox) Channels() []Channel { return PhilippineChannels }

// Create gives a new reference number and the sandbox page as pay URL.
func (s *Sandbox) Create(_ context.Context, c Collection) (Created, error) {
	return Created{RefNo: "SBX" + randomRef(9), PayURL: SandboxPagePath + url.PathEscape(c.TxnID)}, nil
}

// ParsePostback verifies a sandbox postback's digest and reads it.
func (s *Sandbox) ParsePostback(form url.Values) (Postback, error) {
	return parseDigestPostback(form, s.Secret)
}

// Query answers pending: the sandbox learns of payments only by postback.
func (s *Sandbox) Query(context.Context, string) (Status, error) { return StatusPending, nil }

// SignedPostback is the form the sandbox's "Simulate payment" button (and
// `kwarta payment simulate`) posts: what Dragonpay would send for p.
func (s *Sandbox) SignedPostback(p Postback) url.Values {
	form := url.Values{
		"txnid": {p.TxnID}, "refno": {p.RefNo}, "status": {string(p.Status)}, "message": {p.Message},
		"ccy": {p.Currency}, "procid": {p.Channel},
	}
	if p.Amount >= 0 {
		form.Set("amount", FormatAmount(p.Amount))
	}
	form.Set("digest", digest(p.TxnID, p.RefNo, string(p.Status), p.Message, s.Secret))
	return form
}

// digest is Dragonpay's postback checksum: SHA-1 of
// txnid:refno:status:message:secret, in lower-case hex.
func digest(txnID, refNo, status, message, secret string) string {
	sum := sha1.Sum([]byte(txnID + ":" + refNo + ":" + status + ":" + message + ":" + secret)) //nolint:gosec
	return hex.EncodeToString(sum[:])
}

// parseDigestPostback reads a postback signed with digest, comparing the
// digest in constant time (hex in either case).
func parseDigestPostback(form url.Values, secret string) (Postback, error) {
	p := Postback{
		TxnID: form.Get("txnid"), RefNo: form.Get("refno"), Status: Status(form.Get("status")), Message: form.Get("message"),
		Currency: form.Get("ccy"), Channel: form.Get("procid"), Amount: -1,
	}
	want := digest(p.TxnID, p.RefNo, string(p.Status), p.Message, secret)
	got := strings.ToLower(form.Get("digest"))
	if secret == "" || subtle.ConstantTimeCompare([]byte(want), []byte(got)) != 1 {
		return Postback{}, ErrSignature
	}
	if a := form.Get("amount"); a != "" {
		n, err := ParseAmount(a)
		if err != nil {
			return Postback{}, err
		}
		p.Amount = n
	}
	return p, nil
}

// FormatAmount writes minor units as the provider's decimal amount (1234.50).
func FormatAmount(minor int64) string {
	sign, u := "", uint64(minor)
	if minor < 0 {
		sign, u = "-", -u // two's complement: right for math.MinInt64 too
	}
	cents := u % 100
	return sign + strconv.FormatUint(u/100, 10) + "." + string([]byte{byte('0' + cents/10), byte('0' + cents%10)})
}

// ParseAmount reads the provider's decimal amount (1234.5, 1234.50, 1234)
// as minor units; more than two decimals or anything else is an error.
func ParseAmount(s string) (int64, error) {
	whole, frac, _ := cutDot(s)
	if whole == "" || len(frac) > 2 {
		return 0, strconv.ErrSyntax
	}
	for len(frac) < 2 {
		frac += "0"
	}
	w, err := strconv.ParseUint(whole, 10, 40)
	if err != nil {
		return 0, err
	}
	f, err := strconv.ParseUint(frac, 10, 8)
	if err != nil {
		return 0, err
	}
	return int64(w)*100 + int64(f), nil
}

func cutDot(s string) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// randomRef is n characters from an alphabet without look-alikes (no 0/O, 1/I).
func randomRef(n int) string {
	const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}
