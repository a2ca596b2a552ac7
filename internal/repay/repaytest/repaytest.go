// Package repaytest holds the repayment tests' shared steps: open the
// instalment page, ask for a pay code and read an order, through the real
// router and database of a servertest.Env. Only tests import it.
package repaytest

import (
	"context"
	"net/url"
	"strconv"
	"testing"

	"kwarta/internal/loan"
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
