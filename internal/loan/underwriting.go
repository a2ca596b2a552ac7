package loan

import (
	"context"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// Underwriter decides applications under the lender's credit policy (the
// credit package, docs/UNDERWRITING.md). The loan engine asks it before an
// order is placed and tells it the order placed; it never reads the policy.
type Underwriter interface {
	// Limit is the principal limit of a borrower whose orders are st, in
	// minor units (0: no limit).
	Limit(ctx context.Context, q store.Querier, st Standing) (int64, error)
	// Decide runs the policy on an application about to be placed, in the
	// placing transaction q; device is the app's device id.
	Decide(ctx context.Context, q store.Querier, a Application, device string) (Decision, error)
	// Record stores the decision on the order placed for it, in q.
	Record(ctx context.Context, q store.Querier, o Order, d Decision) error
}

// Outcome is what the policy decided.
type Outcome string

// The outcomes.
const (
	Approve Outcome = "approve" // approved at once (21): the borrower confirms the withdrawal
	Reject  Outcome = "reject"  // rejected at once (110), with the reasons and when to apply again
	Review  Outcome = "review"  // to a reviewer (151)
)

// Decision is the underwriter's answer on one application.
type Decision struct {
	Outcome Outcome
	// Note is the reasons in a line, for the order's history.
	Note string
	// Detail is the underwriter's own record of the decision (the policy
	// version, the reasons, the inputs), which Record stores.
	Detail any
}

// ActorCredit names the credit policy in an order's history.
const ActorCredit = "system:credit"

// Limit is the principal limit (0: none) of a borrower whose orders are st.
func (s *Service) Limit(ctx context.Context, q store.Querier, st Standing) (int64, error) {
	if s.underwriter == nil {
		return 0, nil
	}
	return s.underwriter.Limit(ctx, q, st)
}

// OfferWithin is what a borrower with a principal limit (0: none) is
// offered on a product: the largest amount of its range and steps at or
// under the limit; refused (409) when the product's smallest amount is
// above the limit.
func (p Product) OfferWithin(userID, limit int64, money Money) (Application, error) {
	a := p.Offer(userID)
	if limit <= 0 || a.Amount <= limit {
		return a, nil
	}
	if p.MinAmount > limit {
		return a, errOverLimit(limit, "This loan starts at "+money.Format(p.MinAmount)+", above your limit of "+money.Format(limit)+
			". Choose a smaller loan, or repay on time to raise your limit.")
	}
	a.Amount = limit
	if p.AmountStep > 0 {
		a.Amount = p.MinAmount + (limit-p.MinAmount)/p.AmountStep*p.AmountStep
	}
	return a, nil
}

// checkLimit refuses an amount above the borrower's limit (0: none),
// naming the limit.
func checkLimit(amount, limit int64, money Money) error {
	if limit <= 0 || amount <= limit {
		return nil
	}
	return errOverLimit(limit, "Your limit is "+money.Format(limit)+" now. Please choose "+money.Format(limit)+" or less; repaying on time raises it.")
}

// OverLimit is the data of a refusal above the limit: the limit, in minor units.
type OverLimit struct {
	Limit int64 `json:"limit"`
}

func errOverLimit(limit int64, msg string) error {
	err := fault.New(fault.CodeConflict, msg)
	err.Data = OverLimit{Limit: limit}
	return err
}

// decide places an application under the underwriter's decision, in q:
// the limit checked, the order placed (151), then rejected or approved at
// once when the policy says so, and the decision recorded.
func (s *Service) decide(ctx context.Context, q store.Querier, p Product, st Standing, a Application, device string) (Order, error) {
	if s.underwriter == nil {
		return s.Place(ctx, q, a)
	}
	if err := p.CheckAmount(a.Amount); err != nil {
		return Order{}, err // the product's range is said before the limit
	}
	limit, err := s.underwriter.Limit(ctx, q, st)
	if err != nil {
		return Order{}, err
	}
	if err := checkLimit(a.Amount, limit, MoneyFor(p.Market, false)); err != nil {
		return Order{}, err
	}
	d, err := s.underwriter.Decide(ctx, q, a, device)
	if err != nil {
		return Order{}, err
	}
	o, err := s.Place(ctx, q, a)
	if err != nil {
		return o, err
	}
	switch d.Outcome {
	case Reject:
		err = s.move(ctx, q, &o, EventReject, ActorCredit, d.Note, func(o *Order, now time.Time) { o.DecidedAt = now })
	case Approve:
		err = s.move(ctx, q, &o, EventApprove, ActorCredit, d.Note, func(o *Order, now time.Time) { o.DecidedAt = now })
	}
	if err != nil {
		return o, err
	}
	return o, s.underwriter.Record(ctx, q, o, d)
}
