// Package loanpage is the borrower's loan pages: the confirmation page and
// its Key Fact Statement, the order details page, the recommendations, the
// agreements (HTML), the withdrawal, and the obfuscated variant of the
// confirmation calls. It reads the loan engine (internal/loan), which owns
// the orders and products, and describes them; it stores nothing itself.
package loanpage

import (
	"context"
	"time"

	"kwarta/internal/account"
	"kwarta/internal/content"
	"kwarta/internal/credit"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/store"
)

// PayoutAccounts is what the pages ask about where a loan is sent: whether
// the borrower has a payout account (bank account or e-wallet), and why an
// order's last payout was refused by the receiving account ("" when it was
// not), and where a paid loan went. Each reads on q, the caller's
// transaction when there is one.
type PayoutAccounts interface {
	HasAccountIn(ctx context.Context, q store.Querier, userID int64) (bool, error)
	FailureOf(ctx context.Context, q store.Querier, orderID int64) (string, error)
	PaidTo(ctx context.Context, q store.Querier, orderID int64) (payout.Paid, bool, error)
	// RefundsOf are the order's refunds of held money to the borrower's payout account.
	RefundsOf(ctx context.Context, q store.Querier, orderID int64) ([]payout.Refund, error)
}

// Users is what the agreements need of the borrowers' accounts: the
// borrower's name and phone.
type Users interface {
	UserByID(ctx context.Context, id int64) (account.User, error)
}

// Decisions reads the credit policy's decision on an order (the credit
// package's Service).
type Decisions interface {
	DecisionOf(ctx context.Context, q store.Querier, orderID int64) (credit.Stored, bool, error)
	// WaitUntil is the day a borrower in a cooling-off may apply again
	// (zero: not in one).
	WaitUntil(ctx context.Context, q store.Querier, userID int64) (time.Time, error)
}

// Service builds the pages from the loan engine.
type Service struct {
	db        *store.DB
	loans     *loan.Service
	payouts   PayoutAccounts
	company   func(ctx context.Context) (content.Company, error)
	users     Users
	decisions Decisions
}

// New is the pages over the engine; company gives the lender's details (the
// agreements and the service phone), users the borrowers named in the
// agreements, decisions why an application was declined.
func New(db *store.DB, loans *loan.Service, payouts PayoutAccounts, company func(ctx context.Context) (content.Company, error), users Users, decisions Decisions) *Service {
	return &Service{db: db, loans: loans, payouts: payouts, company: company, users: users, decisions: decisions}
}

// Row is one label and value line the pages list: detail rows, key facts.
type Row struct {
	Text  string `json:"text"`
	Value string `json:"value"`
}
