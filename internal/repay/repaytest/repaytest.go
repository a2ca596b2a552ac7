// Package repaytest holds the repayment tests' shared steps: open the
// instalment page, ask for a pay code and read an order, through the real
// router and database of a servertest.Env. Only tests import it.
package repaytest

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
)

// Instalment opens the instalment page of an order as session's borrower;
// the page is decoded when the call answers 200.
func Instalment(t *testing.T, e *servertest.Env, session string, orderID int64) (servertest.Response, repay.Instalment) {
	t.Helper()
	got := e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/loan-play-detail", Session: session,
		Query: url.Values{"orderId": {strconv.FormatInt(orderID, 10)}}})
	var page repay.Instalment
	if got.Status == 200 {
		got.Decode(t, &page)
	}
	return got, page
}

// Generate asks for a GCash pay code of amount on an order; extra are more
// form fields, name then value.
func Generate(t *testing.T, e *servertest.Env, session string, orderID, amount int64, extra ...string) (servertest.Response, repay.CodeIssued) {
	t.Helper()
	form := url.Values{"orderId": {strconv.FormatInt(orderID, 10)}, "amount": {strconv.FormatInt(amount, 10)}, "channelNumber": {"GCSH"}}
	for i := 0; i+1 < len(extra); i += 2 {
		form.Set(extra[i], extra[i+1])
	}
	got := e.Do(t, servertest.Request{Method: "POST", Path: "/v3/repay/generate-pay-code", Session: session, Form: form})
	var c repay.CodeIssued
	if got.Status == 200 {
		got.Decode(t, &c)
	}
	return got, c
}

// Order reads an order as it is stored now.
func Order(t *testing.T, e *servertest.Env, id int64) loan.Order {
	t.Helper()
	o, err := loan.OrderByID(context.Background(), e.DB, id)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// Pay pays amount on an order as session's borrower: a GCash pay code,
// then the sandbox provider's signed postback of its money. It answers
// the failing step as an error (t is only read through, so a goroutine
// may call it).
func Pay(t *testing.T, e *servertest.Env, session string, orderID, amount int64) error {
	got, c := Generate(t, e, session, orderID, amount)
	if got.Status != 200 {
		return fmt.Errorf("pay code: %d %s", got.Status, got.Body)
	}
	sandbox, ok := e.App.Repay.Gateway().(*payment.Sandbox)
	if !ok {
		return fmt.Errorf("the gateway is %T, not the sandbox", e.App.Repay.Gateway())
	}
	txn, _, _ := strings.Cut(strings.TrimPrefix(c.PayURL, payment.SandboxPagePath), "?")
	form := sandbox.SignedPostback(payment.Postback{TxnID: txn, RefNo: c.PayCode, Status: payment.StatusSuccess, Message: "paid",
		Amount: amount, Currency: "PHP", Channel: "GCSH"})
	if r := e.Do(t, servertest.Request{Method: "POST", Path: "/payments/postback", Form: form}); r.Status != 200 {
		return fmt.Errorf("postback: %d %s", r.Status, r.Body)
	}
	return nil
}
