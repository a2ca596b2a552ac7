// Package repay is the engine of repayments: pay codes issued through the
// payment channel (internal/payment), the provider's postbacks, crediting
// the money to the order through the loan engine, the codes settled by a
// debit (the card repayment, internal/cardrepay), payments and receipts,
// the payments kept for review and their resolution, the reports, and the
// job that expires codes and re-queries the provider for postbacks that
// never came. It owns pay_codes, payments, payment_resolutions and
// provider_events; the repayment pages (internal/repaypage) and the card
// repayment ask it through its methods. It builds no page.
package repay

import (
	"context"
	"log/slog"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/loan"
	"kwarta/internal/metrics"
	"kwarta/internal/payment"
	"kwarta/internal/store"
)

// Purpose is what a pay code pays for.
type Purpose string

// The purposes; at most one code is open per order and purpose.
const (
	PurposeDue       Purpose = "due"       // what is due now (the instalment page)
	PurposePayoff    Purpose = "payoff"    // the whole loan, when prepayment is allowed
	PurposeExtension Purpose = "extension" // a roll-over (the extension page)
)

// Pay code states.
const (
	stateOpen     = "open"     // waiting for the money
	stateReplaced = "replaced" // a newer code took its place; money on it is still credited
	stateExpired  = "expired"  // past its expiry unpaid; money on it is still credited
	statePaid     = "paid"     // credited
	stateFailed   = "failed"   // the provider said it failed, or refused to create it
	stateReview   = "review"   // money arrived that could not be applied: an operator decides
)

// CodeTTL is how long a debit's code is kept open (OpenDebit, tables.go). A pay code
// holds until its figures change (codeExpiry). Money that arrives later is
// still credited: money received is never lost.
const CodeTTL = 48 * time.Hour

// pendingQueryAfter is how long an open code waits for its postback before
// the reconciliation job asks the provider.
const pendingQueryAfter = 30 * time.Minute

// Service issues pay codes and credits payments.
type Service struct {
	db      *store.DB
	clock   clock.Clock
	loans   *loan.Service
	gateway payment.Gateway
	logger  *slog.Logger
	// codeLimit is how many pay codes each order and each borrower may ask
	// for a minute (config --pay-code-limit); 0: codeRequestsPerMinute.
	codeLimit int
}

// New is the repayment engine over db: the loans it credits, the payment
// gateway its codes are paid through, its logger (nil: slog.Default()),
// and how many pay codes each order and each borrower may ask for a minute
// (config --pay-code-limit; 0: codeRequestsPerMinute).
func New(db *store.DB, clk clock.Clock, loans *loan.Service, gateway payment.Gateway, logger *slog.Logger, codeLimit int) *Service {
	if logger == nil {
		logger = slog.Default()
	}
	return &Service{db: db, clock: clk, loans: loans, gateway: gateway, logger: logger, codeLimit: codeLimit}
}

// Gateway is the payment gateway the pay codes are paid through; the
// repayment pages and the card repayment use its channels.
func (s *Service) Gateway() payment.Gateway { return s.gateway }

// RunEvery runs the reconciliation job now and then every interval until
// ctx ends; failures are logged and retried on the next run.
func (s *Service) RunEvery(ctx context.Context, interval time.Duration) {
	metrics.Every(ctx, "reconciliation", interval, store.Turns(s.db, clock.Wall(s.clock).Now), func(ctx context.Context) (int, error) {
		r, err := s.Reconcile(ctx)
		if err != nil && ctx.Err() == nil {
			s.logger.Error("payment reconciliation", "error", err)
		} else if r.Expired > 0 || r.Queried > 0 {
			s.logger.Info("payment reconciliation", "expired", r.Expired, "queried", r.Queried, "credited", r.Credited)
		}
		return r.Expired + r.Queried, err
	})
}
