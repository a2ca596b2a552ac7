package loanpage

import (
	"cmp"
	"context"
	"kwarta/internal/loan"
	"net/url"
	"slices"

	"kwarta/internal/store"
)

// Where a recommended product leads.
const (
	TargetProduct = "productDetail"
	TargetURL     = "url"
)

// ApplyLabel is every recommendation's button: one label for one action.
const ApplyLabel = "Apply now"

// Recommend lists the enabled products other than skip that a borrower can
// apply for now: a product with a loan of theirs in progress (busy, from
// StandingOf) is left out, and the pages name such loans once, apart. The
// range of the lender's own products goes up to the borrower's limit
// (userID's, under the credit policy) and says so; a product whose
// smallest amount is above the limit is greyed out (the wire's enabled
// and clickable flags off).
func (s *Service) Recommend(ctx context.Context, q store.Querier, userID int64, st loan.Standing, skip int64, coinciding bool) ([]Recommendation, error) {
	products, err := loan.Products(ctx, q)
	if err != nil {
		return nil, err
	}
	limit, err := s.loans.Limit(ctx, q, st)
	if err != nil {
		return nil, err
	}
	out := []Recommendation{}
	for _, p := range products {
		if p.ID == skip || st.Busy[p.ID] {
			continue
		}
		money := loan.MoneyFor(p.Market, coinciding)
		r := Recommendation{
			ID: p.ID, Logo: p.LogoURL, Name: p.Name, ButtonText: ApplyLabel,
			Range: money.Short(p.MinAmount) + " – " + money.Short(p.MaxAmount), RangeDesc: "Loan amount",
			Rate: loan.DailyRate(p.DailyRatePPM) + " a day", Description: p.Description, Tags: p.Tags,
			Enabled: 1, Clickable: "1", Target: TargetProduct,
		}
		if r.Tags == nil {
			r.Tags = []string{}
		}
		if p.Partner() {
			r.Target = TargetURL
		} else if limit > 0 && p.MaxAmount > limit {
			if p.MinAmount > limit {
				r.RangeDesc, r.Enabled, r.Clickable = "Above your limit of "+money.Short(limit), 0, "0"
			} else {
				offer, _ := p.OfferWithin(userID, limit, money)
				r.Range, r.RangeDesc = money.Short(p.MinAmount)+" – "+money.Short(offer.Amount), "Up to your limit"
			}
		}
		out = append(out, r)
	}
	return out, nil
}

// LoanInProgress is a loan of the borrower's that keeps its product from
// being applied for again until it is repaid.
type LoanInProgress struct {
	OrderID     int64  `json:"orderId"`
	ProductID   int64  `json:"productId"`
	ProductName string `json:"productName"`
}

// inProgress lists the borrower's loans in progress, by product id.
func inProgress(ctx context.Context, q store.Querier, st loan.Standing) ([]LoanInProgress, error) {
	out := []LoanInProgress{}
	for productID, orderID := range st.InProgress {
		p, err := loan.ProductOfOrder(ctx, q, productID)
		if err != nil {
			return nil, err
		}
		out = append(out, LoanInProgress{OrderID: orderID, ProductID: productID, ProductName: p.Name})
	}
	slices.SortFunc(out, func(a, b LoanInProgress) int { return cmp.Compare(a.OrderID, b.OrderID) })
	return out, nil
}

// Offers is the recommend list page: the loans the borrower can apply for
// now, and, said once, the loans in progress that keep the others back.
type Offers struct {
	Products   []Recommendation `json:"products"`
	InProgress []LoanInProgress `json:"inProgress"`
}

// Offers lists what a borrower can apply for now.
func (s *Service) Offers(ctx context.Context, userID int64, coinciding bool) (Offers, error) {
	st, err := loan.StandingOf(ctx, s.db, userID)
	if err != nil {
		return Offers{}, err
	}
	recs, err := s.Recommend(ctx, s.db, userID, st, 0, coinciding)
	if err != nil {
		return Offers{}, err
	}
	loans, err := inProgress(ctx, s.db, st)
	return Offers{Products: recs, InProgress: loans}, err
}

// ProductLink is where a chosen recommendation leads (the wire's
// /gopia/goya/define): a partner's page (an http address the page opens in
// the browser) or TargetProduct, which the page passes to the app shell with
// the product id.
func (s *Service) ProductLink(ctx context.Context, productID int64) (string, error) {
	p, err := loan.ProductByID(ctx, s.db, productID)
	if err != nil {
		return "", err
	}
	if p.Partner() {
		return withQuery(p.LinkURL, url.Values{"utm_source": {"kwarta"}}), nil
	}
	return TargetProduct, nil
}

// withQuery adds parameters to an address that may already have a query.
func withQuery(link string, q url.Values) string {
	u, err := url.Parse(link)
	if err != nil {
		return link
	}
	all := u.Query()
	for k, v := range q {
		all[k] = v
	}
	u.RawQuery = all.Encode()
	return u.String()
}
