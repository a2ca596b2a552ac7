package loan

import (
	"context"
	"net/url"

	"kwarta/internal/store"
)

// Where a recommended product leads.
const (
	TargetProduct = "productDetail"
	TargetURL     = "url"
)

// Recommend lists the enabled products other than skip, for a borrower: a
// product with a loan of theirs in progress (busy, from standingOf) is shown
// but cannot be chosen.
func (s *Service) Recommend(ctx context.Context, q store.Querier, busy map[int64]bool, skip int64, coinciding bool) ([]Recommendation, error) {
	products, err := Products(ctx, q)
	if err != nil {
		return nil, err
	}
	out := []Recommendation{}
	for _, p := range products {
		if p.ID == skip {
			continue
		}
		money := moneyFor(p.Market, coinciding)
		r := Recommendation{
			ID: p.ID, Logo: p.LogoURL, Name: p.Name, ButtonText: p.ButtonText,
			Range: money.Short(p.MinAmount) + " – " + money.Short(p.MaxAmount), RangeDesc: "Loan amount",
			Rate: DailyRate(p.DailyRatePPM) + " a day", Description: p.Description, Tags: p.Tags,
			Enabled: 1, Clickable: "1", Target: TargetProduct,
		}
		if r.Tags == nil {
			r.Tags = []string{}
		}
		if p.Partner() {
			r.Target = TargetURL
		}
		if busy[p.ID] {
			r.Enabled, r.Clickable = 0, "0"
		}
		out = append(out, r)
	}
	return out, nil
}

// ProductLink is where a chosen recommendation leads (the seed's
// /gopia/goya/define): a partner's page (an http address the page opens in
// the browser) or TargetProduct, which the page passes to the app shell with
// the product id.
func (s *Service) ProductLink(ctx context.Context, productID int64) (string, error) {
	p, err := ProductByID(ctx, s.DB, productID)
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
