package console

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// The products' actions under maker-checker: adding a product (it opens
// with its pricing), changing a product's pricing, and opening a closed
// one. Each is proposed by one admin and carried out on another admin's
// approval; what a borrower would pay is never decided by one person. The
// other fields (name, texts, logo, tags, link, popups) and closing a
// product are one admin's (products.go).
const (
	kindCreateProduct = "create-product"
	kindPriceProduct  = "price-product"
	kindOpenProduct   = "open-product"
)

// productPricing is what a borrower pays and may borrow: the fields under
// four eyes.
type productPricing struct {
	MinAmount     int64 `json:"minAmount"`
	MaxAmount     int64 `json:"maxAmount"`
	AmountStep    int64 `json:"amountStep"`
	TermDays      int   `json:"termDays"`
	Instalments   int   `json:"instalments"`
	DailyRatePPM  int64 `json:"dailyRatePPM"`
	ServiceFee    int64 `json:"serviceFee"`
	ExtensionFee  int64 `json:"extensionFee"`
	ExtensionDays int   `json:"extensionDays"`
}

func pricingOf(p loan.Product) productPricing {
	return productPricing{p.MinAmount, p.MaxAmount, p.AmountStep, p.TermDays, p.Instalments, p.DailyRatePPM, p.ServiceFee, p.ExtensionFee, p.ExtensionDays}
}

func pricingOfView(v ProductView) productPricing {
	return productPricing{v.MinAmount, v.MaxAmount, v.AmountStep, v.TermDays, v.Instalments, v.DailyRatePPM, v.ServiceFee, v.ExtensionFee, v.ExtensionDays}
}

// withPricing is p with the pricing c.
func withPricing(p loan.Product, c productPricing) loan.Product {
	p.MinAmount, p.MaxAmount, p.AmountStep, p.TermDays, p.Instalments = c.MinAmount, c.MaxAmount, c.AmountStep, c.TermDays, c.Instalments
	p.DailyRatePPM, p.ServiceFee, p.ExtensionFee, p.ExtensionDays = c.DailyRatePPM, c.ServiceFee, c.ExtensionFee, c.ExtensionDays
	return p
}

// readable is a pricing as the queue shows it: one line a part, money as
// money, the rate in percent a day.
func (s *ProductsScreen) readable(c productPricing) map[string]string {
	m := loan.Money{Symbol: s.market.Symbol}
	ext := "none"
	if c.ExtensionDays > 0 {
		ext = fmt.Sprintf("%d days for %s", c.ExtensionDays, m.Format(c.ExtensionFee))
	}
	return map[string]string{
		"amounts":     fmt.Sprintf("%s to %s in steps of %s", m.Format(c.MinAmount), m.Format(c.MaxAmount), m.Format(c.AmountStep)),
		"term":        fmt.Sprintf("%d days in %d instalments", c.TermDays, c.Instalments),
		"rate":        fmt.Sprintf("%d.%04d%% a day", c.DailyRatePPM/10000, c.DailyRatePPM%10000),
		"service fee": m.Format(c.ServiceFee),
		"extension":   ext,
	}
}

// difference is the lines of two pricings that differ, before and after.
func (s *ProductsScreen) difference(was, now productPricing) (map[string]string, map[string]string) {
	before, after := s.readable(was), s.readable(now)
	for k, v := range before {
		if after[k] == v {
			delete(before, k)
			delete(after, k)
		}
	}
	return before, after
}

// repricing is price-product's parameters: the pricing proposed and the
// one it replaces (a product repriced meanwhile is not changed on the old
// approval).
type repricing struct {
	ID  int64          `json:"id"`
	Was productPricing `json:"was"`
	Now productPricing `json:"now"`
}

// opening is open-product's parameters: the pricing it opens with.
type opening struct {
	ID      int64          `json:"id"`
	Pricing productPricing `json:"pricing"`
}

// current reads a product in q for an approval: it must still have the
// pricing it was proposed with.
func current(ctx context.Context, q store.Querier, id int64, was productPricing) (ProductView, error) {
	v, err := productView(ctx, q, id)
	if err == nil && pricingOfView(v) != was {
		err = fault.Newf(fault.CodeConflict, "Product %d's pricing changed since this was proposed.", id)
	}
	return v, err
}

// checked is CheckProduct as a fault, for an approval (the caps may have
// changed since the proposal).
func (s *ProductsScreen) checked(p loan.Product) error {
	if c := s.CheckProduct(p); len(c.Errors) > 0 {
		return &fault.Error{Code: fault.CodeInvalid, Message: "The product cannot be saved now: " + firstError(c.Errors), Fields: c.Errors}
	}
	return nil
}

// registerKinds registers the products' actions (NewProductsScreen).
func (s *ProductsScreen) registerKinds() {
	s.audit.Register(Kind{
		Name: kindCreateProduct, ObjectType: "product", Permission: PermProducts,
		Describe: func(ctx context.Context, q store.Querier, name string, params json.RawMessage) (Change, error) {
			var p loan.Product
			if err := json.Unmarshal(params, &p); err != nil {
				return Change{}, err
			}
			return Change{Summary: "Add and open product " + p.Name, After: s.readable(pricingOf(p))}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var p loan.Product
			if err := json.Unmarshal(params, &p); err != nil {
				return Carried{}, err
			}
			if err := s.checked(p); err != nil {
				return Carried{}, err
			}
			id, err := loan.SaveProduct(ctx, tx, p, s.clock.Now())
			if err != nil {
				return Carried{}, err
			}
			p.ID = id
			err = s.audit.Record(ctx, tx, by, "create-product", "product", strconv.FormatInt(id, 10), nil,
				map[string]any{"product": viewOf(p, true), "proposedBy": pr.ProposedBy})
			return Carried{Outcome: fmt.Sprintf("Product %d added.", id)}, err
		},
	})
	s.audit.Register(Kind{
		Name: kindPriceProduct, ObjectType: "product", Permission: PermProducts,
		Describe: func(ctx context.Context, q store.Querier, _ string, params json.RawMessage) (Change, error) {
			var r repricing
			if err := json.Unmarshal(params, &r); err != nil {
				return Change{}, err
			}
			v, err := current(ctx, q, r.ID, r.Was)
			if err != nil {
				return Change{}, err
			}
			before, after := s.difference(r.Was, r.Now)
			return Change{Summary: "Change the pricing of product " + v.Name, Before: before, After: after}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var r repricing
			if err := json.Unmarshal(params, &r); err != nil {
				return Carried{}, err
			}
			v, err := current(ctx, tx, r.ID, r.Was)
			if err != nil {
				return Carried{}, err
			}
			p, err := loan.ProductOf(ctx, tx, r.ID)
			if err != nil {
				return Carried{}, err
			}
			p = withPricing(p, r.Now)
			if err := s.checked(p); err != nil {
				return Carried{}, err
			}
			if _, err := loan.SaveProduct(ctx, tx, p, s.clock.Now()); err != nil {
				return Carried{}, err
			}
			before, after := s.difference(r.Was, r.Now)
			after["proposedBy"] = pr.ProposedBy
			return Carried{}, s.audit.Record(ctx, tx, by, "price-product", "product", strconv.FormatInt(v.ID, 10), before, after)
		},
	})
	s.audit.Register(Kind{
		Name: kindOpenProduct, ObjectType: "product", Permission: PermProducts,
		Describe: func(ctx context.Context, q store.Querier, _ string, params json.RawMessage) (Change, error) {
			var o opening
			if err := json.Unmarshal(params, &o); err != nil {
				return Change{}, err
			}
			v, err := closedProduct(ctx, q, o)
			if err != nil {
				return Change{}, err
			}
			after := s.readable(o.Pricing)
			after["state"] = "open to applications"
			return Change{Summary: "Open product " + v.Name + " to applications", Before: map[string]string{"state": "closed"}, After: after}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var o opening
			if err := json.Unmarshal(params, &o); err != nil {
				return Carried{}, err
			}
			v, err := closedProduct(ctx, tx, o)
			if err != nil {
				return Carried{}, err
			}
			if err := loan.SetProductEnabled(ctx, tx, o.ID, true); err != nil {
				return Carried{}, err
			}
			after := v
			after.Enabled = true
			return Carried{}, s.audit.Record(ctx, tx, by, "enable-product", "product", strconv.FormatInt(o.ID, 10), v,
				map[string]any{"product": after, "proposedBy": pr.ProposedBy})
		},
	})
}

// closedProduct reads the product an opening is for: still closed, and
// with the pricing it was proposed with.
func closedProduct(ctx context.Context, q store.Querier, o opening) (ProductView, error) {
	v, err := current(ctx, q, o.ID, o.Pricing)
	if err == nil && v.Enabled {
		err = fault.Newf(fault.CodeConflict, "Product %s is open already.", v.Name)
	}
	return v, err
}
