// Package repaypage is the borrower's repayment pages and the payment
// provider's side of the API: the instalment page (loan-play-detail) and
// the extension page ('ordinary') with their channels and pay-code box,
// issuing a pay code, the payments and receipts of an order, the
// provider's postbacks, the channels' logos and the sandbox channel's pay
// page. It asks the repayment engine (internal/repay), which owns the pay
// codes and payments, and the loan engine (internal/loan); it stores
// nothing itself. The data it answers are the engine's types
// (repay.Instalment, repay.ExtensionPage, repay.CodeIssued, repay.Receipt),
// the API components the web app's types name.
package repaypage

import (
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// CardRepayment is whether the card repayment (internal/cardrepay) is
// offered: the instalment page shows its way in (cardPay) only then.
type CardRepayment interface {
	Available() bool
}

// Service builds the repayment pages and answers their calls.
type Service struct {
	db      *store.DB
	repay   *repay.Service
	loans   *loan.Service
	gateway payment.Gateway
	cards   CardRepayment
	market  *market.Market
	refunds repay.Refunds
}

// New is the pages over the repayment engine, the loan engine and the
// payment channel (its ways to pay, their logos, the sandbox); cards says
// whether the card repayment is offered; mk is the market whose money and
// days the pages show; refunds are the refunds through payout the
// payments history lists.
func New(db *store.DB, engine *repay.Service, loans *loan.Service, gateway payment.Gateway, cards CardRepayment, mk *market.Market, refunds repay.Refunds) *Service {
	return &Service{db: db, repay: engine, loans: loans, gateway: gateway, cards: cards, market: mk, refunds: refunds}
}
