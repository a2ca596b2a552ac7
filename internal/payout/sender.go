package payout

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// Transfer is one payout as a provider is asked for it. Key is the order's
// one idempotency key: every attempt for the order sends the same key, and
// a provider that has seen it answers with what it did the first time.
type Transfer struct {
	Key          string
	OrderNo      string
	Amount       int64 // minor units
	Currency     string
	Kind         string // wallet, bank or ifsc
	ProviderCode string // the provider's code of the channel (Dragonpay's ProcId)
	ChannelName  string
	Account      string // the number in clear: never log it
	BankCode     string // India: IFSC
	Name         string // the borrower's name, when known
	Mobile       string // the borrower's mobile number (E.164), when known
	Email        string
	Description  string
}

// Status is what became of a transfer.
type Status string

// The statuses a provider answers.
const (
	Succeeded Status = "succeeded"
	Pending   Status = "pending" // accepted, not finished: ask again later with the same key
	Failed    Status = "failed"
)

// Sent is a provider's answer: its reference and the status; Reason says
// why a transfer failed, in words a borrower can read. Declined is set when
// the receiving account was refused (the borrower should check it).
type Sent struct {
	Status    Status
	Reference string
	Reason    string
	Declined  bool
}

// Sender sends payouts. Send is called outside any database transaction,
// with the same Key on every retry of an order, and must be safe to
// repeat: a provider that already has Key reports that transfer.
type Sender interface {
	Name() string
	Send(ctx context.Context, t Transfer) (Sent, error)
}

// ReasonNoAccount is the sandbox's refusal of an account ending in 0000.
const ReasonNoAccount = "The receiving account does not exist"

// Sandbox is the simulated provider (the default; refused in production):
// it pays at once, with a reference derived from the key (the same key
// gives the same reference), except to an account number ending in
// "0000", which fails with ReasonNoAccount. Fail, when set, decides
// instead: a non-empty reason fails the transfer (declined), an error is a
// provider that could not be reached.
type Sandbox struct {
	Fail func(t Transfer) (reason string, err error)
}

// Name is "sandbox".
func (*Sandbox) Name() string { return "sandbox" }

// Send simulates the transfer.
func (s *Sandbox) Send(ctx context.Context, t Transfer) (Sent, error) {
	if err := ctx.Err(); err != nil {
		return Sent{}, err
	}
	if t.Key == "" {
		return Sent{}, errors.New("payout: a transfer needs its idempotency key")
	}
	ref := SandboxReference(t.Key)
	if s != nil && s.Fail != nil {
		reason, err := s.Fail(t)
		if err != nil {
			return Sent{}, err
		}
		if reason != "" {
			return Sent{Status: Failed, Reference: ref, Reason: reason, Declined: true}, nil
		}
		return Sent{Status: Succeeded, Reference: ref}, nil
	}
	if strings.HasSuffix(t.Account, "0000") {
		return Sent{Status: Failed, Reference: ref, Reason: ReasonNoAccount, Declined: true}, nil
	}
	return Sent{Status: Succeeded, Reference: ref}, nil
}

// SandboxReference is the sandbox's reference for a key: "SBX-" and 12
// hex digits of the key's SHA-256.
func SandboxReference(key string) string {
	sum := sha256.Sum256([]byte(key))
	return "SBX-" + strings.ToUpper(hex.EncodeToString(sum[:6]))
}

// Broken is the adapter of settings that do not work: every Send fails
// with Err, so a misconfigured server never simulates a payout.
type Broken struct{ Err error }

// Name is "broken".
func (Broken) Name() string { return "broken" }

// Send fails.
func (b Broken) Send(context.Context, Transfer) (Sent, error) { return Sent{}, b.Err }

// Settings choose and configure the payout adapter.
type Settings struct {
	Adapter    string // sandbox (default) or dragonpay
	MerchantID string
	Password   string // Dragonpay: the API key (bearer token) of the payout API
	BaseURL    string // Dragonpay: DragonpayPayoutTestURL (empty) or DragonpayPayoutLiveURL
	Email      string // Dragonpay: the notification address it requires
	// CallbackSecret keys Dragonpay's payout status callback (the
	// merchant's Collect API password, --dragonpay-password); empty
	// refuses every callback (the status is then read by Disburse only).
	CallbackSecret string
	// HTTP is Dragonpay's client (nil: the default); the server's counts
	// the calls (metrics.Client).
	HTTP *http.Client
}

// NewSender builds the adapter of s.
func NewSender(s Settings) (Sender, error) {
	switch s.Adapter {
	case "", "sandbox":
		return &Sandbox{}, nil
	case "dragonpay":
		if s.MerchantID == "" || s.Password == "" {
			return nil, errors.New("--payouts dragonpay needs the Dragonpay merchant id and password")
		}
		if err := checkBaseURL(s.BaseURL); err != nil {
			return nil, err
		}
		return &Dragonpay{MerchantID: s.MerchantID, APIKey: s.Password, BaseURL: s.BaseURL, Email: s.Email, CallbackSecret: s.CallbackSecret,
			Client: s.HTTP}, nil
	}
	return nil, fmt.Errorf("unknown payout adapter %q", s.Adapter)
}
