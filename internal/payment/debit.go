package payment

import (
	"context"
	"crypto/sha256"
	"errors"
	"strings"
)

// Debit asks the payment channel to take money from a borrower's linked
// account (the card repayment). TxnID is the pay code's transaction id and
// the idempotency key: asking again with the same TxnID must not take the
// money twice.
type Debit struct {
	TxnID       string
	Amount      int64 // minor units
	Currency    string
	Channel     string // the account's channel number (ours: 90006 GCash, 9001x a bank)
	ChannelName string
	// Account is the account number in clear: never log it.
	Account string
	// MethodID is the provider's token for the account when the account was
	// linked at the provider (Xendit's payment_method_id); empty otherwise.
	MethodID    string
	Description string
}

// Debited is a debit the provider took (StatusSuccess) or accepted and
// will finish later (StatusPending), with its reference.
type Debited struct {
	Status Status
	RefNo  string
}

// DeclinedError is a debit the account's bank or wallet refused; Reason
// is in words a borrower can read ("Insufficient funds").
type DeclinedError struct {
	Reason string
}

func (e *DeclinedError) Error() string { return "payment: debit declined: " + e.Reason }

// IsDeclined tells whether err is a refused debit and returns the reason.
func IsDeclined(err error) (string, bool) {
	var d *DeclinedError
	if errors.As(err, &d) {
		return d.Reason, true
	}
	return "", false
}

// Debiter takes money from linked accounts. Debit is called outside any
// database transaction. It answers Debited, a *DeclinedError, or another
// error when the provider could not be reached or answered nonsense (the
// debit's outcome is then unknown).
//
// DebitStatus asks the provider what became of a debit asked before (d is
// the same debit: its TxnID, amount and account), without asking for the
// money again: it answers as Debit does (Debited taken or pending, a
// *DeclinedError when it failed), ErrUnknownTxn when the provider has no
// debit with that TxnID, or another error when it could not be asked. The
// card repayment's reconciliation asks it about debits whose answer was
// lost (docs/PAYMENTS.md, "Stuck debits"). ErrUnknownTxn is no proof that
// the debit cannot still arrive, so the caller never reads it as failed.
type Debiter interface {
	// Name is the adapter's name, kept as the pay code's gateway.
	Name() string
	Debit(ctx context.Context, d Debit) (Debited, error)
	DebitStatus(ctx context.Context, d Debit) (Debited, error)
}

// ReasonInsufficientFunds is the sandbox's refusal of an account ending in 0000.
const ReasonInsufficientFunds = "Insufficient funds"

// Debit simulates a debit: it succeeds at once with a reference derived
// from the transaction id ("SBD" and 9 characters; the same id gives the
// same reference), except from an account number ending in "0000", which
// is declined with ReasonInsufficientFunds.
func (s *Sandbox) Debit(ctx context.Context, d Debit) (Debited, error) {
	if err := ctx.Err(); err != nil {
		return Debited{}, err
	}
	if d.TxnID == "" || d.Amount <= 0 {
		return Debited{}, errors.New("payment: a debit needs its transaction id and a positive amount")
	}
	if strings.HasSuffix(d.Account, "0000") {
		return Debited{}, &DeclinedError{Reason: ReasonInsufficientFunds}
	}
	return Debited{Status: StatusSuccess, RefNo: SandboxDebitRef(d.TxnID)}, nil
}

// DebitStatus answers what the sandbox's Debit answers for the same debit:
// the sandbox keeps no record, and its debits are decided by the account
// number alone, so asking again is the same answer with the same
// reference (a debit whose answer was lost, or whose process died
// mid-call, is settled as it would have been).
func (s *Sandbox) DebitStatus(ctx context.Context, d Debit) (Debited, error) {
	return s.Debit(ctx, d)
}

// SandboxDebitRef is the sandbox's debit reference for a transaction id.
func SandboxDebitRef(txnID string) string {
	const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
	sum := sha256.Sum256([]byte(txnID))
	b := make([]byte, 9)
	for i := range b {
		b[i] = alphabet[int(sum[i])%len(alphabet)]
	}
	return "SBD" + string(b)
}
