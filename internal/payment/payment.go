// Package payment is the money-in channel: it asks a payment provider for a
// collection (a reference number the borrower pays at a wallet, a bank or a
// store), reads and verifies the provider's postback when the money
// arrives, and re-queries a transaction whose postback went missing. One
// interface, two adapters: Sandbox (the default, offline, for development
// and the demo; refused in production) and Dragonpay (the Collect API).
package payment

import (
	"context"
	"errors"
	"net/url"
)

// Status is a transaction's state at the provider, in Dragonpay's letters.
type Status string

// The statuses a postback or a status query reports.
const (
	StatusSuccess   Status = "S" // paid
	StatusFailure   Status = "F" // failed
	StatusPending   Status = "P" // waiting for the borrower to pay
	StatusUnknown   Status = "U"
	StatusRefund    Status = "R"
	StatusChargback Status = "K"
	StatusVoid      Status = "V"
	StatusAuthorize Status = "A"
)

// Paid tells whether money was received.
func (s Status) Paid() bool { return s == StatusSuccess }

// Final tells whether the status will not change any more by itself.
func (s Status) Final() bool { return s != StatusPending && s != StatusUnknown && s != StatusAuthorize }

// Channel is one way to pay, as the repayment pages list it.
type Channel struct {
	Number string // the pages' channel_number; the provider's processor id (procid)
	Name   string
	Logo   string // an image address
	// Kind groups the payment notices: "wallet", "bank" or "store".
	Kind string
}

// Collection asks the provider for a reference number to pay.
type Collection struct {
	TxnID       string // ours, unique per pay code
	Amount      int64  // minor units
	Currency    string // ISO 4217, e.g. PHP
	Description string
	Email       string
	Channel     string // Channel.Number (procid)
}

// Created is the provider's answer to a collection.
type Created struct {
	RefNo  string // the provider's reference number: the pay code the borrower quotes
	PayURL string // where the borrower is sent to pay (or to see the instructions)
}

// Postback is the provider telling us a transaction's status, verified.
type Postback struct {
	TxnID   string
	RefNo   string
	Status  Status
	Message string
	// Amount is what the provider says was paid, in minor units; -1 when
	// the postback does not say.
	Amount int64
	// Currency (ccy) and Channel (procid) are outside the provider's
	// digest and signature: read as sent, untrusted. Nothing credits or shows them as
	// they came; the repayments keep them only when they are known values
	// (the market's currency, a processor id of Channels) and otherwise as
	// text marked unverified (repay.Review, docs/PAYMENTS.md).
	Currency string
	Channel  string
}

// ErrSignature refuses a postback whose digest or signature does not verify.
var ErrSignature = errors.New("payment: the postback's signature does not verify")

// ErrUnknownTxn is a status query for a transaction the provider does not know.
var ErrUnknownTxn = errors.New("payment: unknown transaction")

// Gateway is a payment provider.
type Gateway interface {
	// Name is the adapter's name: "sandbox" or "dragonpay".
	Name() string
	// Channels lists the ways to pay, the preferred first.
	Channels() []Channel
	// Create asks for a reference number to pay a collection.
	Create(ctx context.Context, c Collection) (Created, error)
	// ParsePostback verifies a postback's form (ErrSignature) and reads it.
	ParsePostback(form url.Values) (Postback, error)
	// Query re-asks the provider for a transaction's status, for a
	// postback that never came.
	Query(ctx context.Context, txnID string) (Status, error)
}
