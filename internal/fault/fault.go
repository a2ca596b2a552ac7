// Package fault is Kwarta's one error catalogue: every error a borrower can
// see has a code from here, a kind that decides the HTTP status, and a
// readable message. Internal details never reach the client; they are logged.
package fault

import (
	"errors"
	"fmt"
	"net/http"
)

// Kind groups errors by what the client should do about them.
type Kind string

// The kinds, each mapped to one HTTP status by Status.
const (
	Invalid      Kind = "invalid"
	Unauthorized Kind = "unauthorized"
	Forbidden    Kind = "forbidden"
	NotFound     Kind = "not_found"
	NotAllowed   Kind = "method_not_allowed"
	Conflict     Kind = "conflict"
	TooMany      Kind = "too_many_requests"
	URITooLong   Kind = "uri_too_long"
	HeaderTooBig Kind = "header_fields_too_large"
	Unavailable  Kind = "unavailable"
	Internal     Kind = "internal"
)

// Code is the string code written in the envelope's "code" field.
type Code string

// The catalogue. The codes the pages already know keep their values (101,
// -1, 11, 800005, 800006); Kwarta's own codes are six digits whose middle
// part is the HTTP status.
const (
	CodeOK              Code = "00"
	CodeInvalid         Code = "100400"
	CodeLoginRequired   Code = "100401"
	CodeForbidden       Code = "100403"
	CodeNotFound        Code = "100404"
	CodeMethod          Code = "100405"
	CodeConflict        Code = "100409"
	CodeTooMany         Code = "100429"
	CodeInternal        Code = "100500"
	CodeCaptchaSMS      Code = "101"
	CodeCaptchaRegister Code = "-1"
	CodeRegistered      Code = "11"
	CodePaidTwice       Code = "800005"
	CodeWrongOTP        Code = "800006"
	// Registration and SMS login: an SMS limit reached (nothing was sent),
	// and the SMS gateway failing.
	CodeSMSLimit  Code = "110429"
	CodeSMSFailed Code = "110503"
	// Payments: the payment channel not answering.
	CodePaymentUnavailable Code = "120503"
	// The card repayment: the account's bank or wallet refused the debit
	// (nothing was taken; the message says why).
	CodeDebitDeclined Code = "120409"
	// The card repayment: a debit of the order from a linked account is
	// under way or its outcome is not known yet, so no other one starts;
	// the data is the debit (cardrepay.CardDebit), which the page shows
	// instead of a refusal.
	CodeDebitUnderWay Code = "121409"
	// Payout accounts: withdrawing without a bank account or e-wallet to
	// receive the loan (the order details page then shows the binding prompt).
	CodeNoPayoutAccount Code = "800007"
	// A request whose address (path and query) or headers are too large
	// (414, 431), answered before any route runs: see httpapi.MaxURIBytes.
	CodeURITooLong     Code = "100414"
	CodeHeaderTooLarge Code = "100431"
)

type entry struct {
	kind    Kind
	message string
}

var catalogue = map[Code]entry{
	CodeInvalid:            {Invalid, "The request is not valid."},
	CodeLoginRequired:      {Unauthorized, "Please log in again."},
	CodeForbidden:          {Forbidden, "You cannot access this."},
	CodeNotFound:           {NotFound, "Not found."},
	CodeMethod:             {NotAllowed, "This method is not allowed here."},
	CodeConflict:           {Conflict, "This conflicts with the current state."},
	CodeTooMany:            {TooMany, "Too many requests. Please try again later."},
	CodeURITooLong:         {URITooLong, "The request's address is too long."},
	CodeHeaderTooLarge:     {HeaderTooBig, "The request's headers are too large."},
	CodeInternal:           {Internal, "Something went wrong. Please try again."},
	CodeCaptchaSMS:         {Invalid, "The picture code is wrong. Please enter the new one."},
	CodeCaptchaRegister:    {Invalid, "The picture code is wrong. Please enter the new one."},
	CodeRegistered:         {Conflict, "You are already registered. Please download the app and log in."},
	CodePaidTwice:          {Conflict, "do not submit the payment twice"},
	CodeWrongOTP:           {Invalid, "wrong verification code"},
	CodeSMSLimit:           {TooMany, "Too many verification codes were requested. Please try again later."},
	CodeSMSFailed:          {Unavailable, "The verification code could not be sent. Please try again in a minute."},
	CodePaymentUnavailable: {Unavailable, "The payment channel is not answering. Please try again in a few minutes."},
	CodeDebitDeclined:      {Conflict, "Your bank declined the payment. Nothing was taken."},
	CodeDebitUnderWay:      {Conflict, "Your card payment is being confirmed with your bank. You don't need to pay again: it shows on your order once settled."},
	CodeNoPayoutAccount:    {Conflict, "Add the bank account or e-wallet that receives your loan first."},
}

// Error is an error with a catalogue code, a message safe to show, and
// optional per-field messages for forms.
type Error struct {
	Code    Code
	Message string
	Fields  map[string]string
	// Data is what the failure is about, for the page to offer a way on
	// (the order already in progress); it is the envelope's data.
	Data any
	// Cause is logged, never shown.
	Cause error
}

func (e *Error) Error() string {
	if e.Cause != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Cause)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

func (e *Error) Unwrap() error { return e.Cause }

// Kind tells which group the error's code belongs to.
func (e *Error) Kind() Kind {
	if en, ok := catalogue[e.Code]; ok {
		return en.kind
	}
	return Internal
}

// New builds an error with the catalogue's message for code, or msg when given.
func New(code Code, msg string) *Error {
	if msg == "" {
		msg = catalogue[code].message
	}
	return &Error{Code: code, Message: msg}
}

// Newf is New with a formatted message.
func Newf(code Code, format string, args ...any) *Error {
	return New(code, fmt.Sprintf(format, args...))
}

// Field builds an invalid-input error naming one form field.
func Field(field, msg string) *Error {
	return &Error{Code: CodeInvalid, Message: msg, Fields: map[string]string{field: msg}}
}

// Wrap marks an unexpected error as internal; cause is logged, not shown.
func Wrap(cause error) *Error {
	var fe *Error
	if errors.As(cause, &fe) {
		return fe
	}
	return &Error{Code: CodeInternal, Message: catalogue[CodeInternal].message, Cause: cause}
}

// Message returns the catalogue's message for a code.
func Message(code Code) string { return catalogue[code].message }

// As extracts a *Error from err, wrapping unknown errors as internal.
func As(err error) *Error { return Wrap(err) }

// Status maps an error to its HTTP status; the one place that does.
func Status(e *Error) int {
	switch e.Kind() {
	case Invalid:
		return http.StatusBadRequest
	case Unauthorized:
		return http.StatusUnauthorized
	case Forbidden:
		return http.StatusForbidden
	case NotFound:
		return http.StatusNotFound
	case NotAllowed:
		return http.StatusMethodNotAllowed
	case Conflict:
		return http.StatusConflict
	case TooMany:
		return http.StatusTooManyRequests
	case URITooLong:
		return http.StatusRequestURITooLong
	case HeaderTooBig:
		return http.StatusRequestHeaderFieldsTooLarge
	case Unavailable:
		return http.StatusServiceUnavailable
	default:
		return http.StatusInternalServerError
	}
}

// Codes lists every catalogue code, for the API document.
func Codes() map[Code]string {
	out := make(map[Code]string, len(catalogue)+1)
	out[CodeOK] = "success"
	for c, e := range catalogue {
		out[c] = e.message
	}
	return out
}
