package console

import (
	"context"
	"strconv"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// ProductView is a product as the console shows and edits it; money in
// minor units, the rate in parts per million a day.
type ProductView struct {
	ID             int64    `json:"id"`
	Name           string   `json:"name"`
	Description    string   `json:"description"`
	LogoURL        string   `json:"logoUrl"`
	MinAmount      int64    `json:"minAmount"`
	MaxAmount      int64    `json:"maxAmount"`
	AmountStep     int64    `json:"amountStep"`
	TermDays       int      `json:"termDays"`
	Instalments    int      `json:"instalments"`
	DailyRatePPM   int64    `json:"dailyRatePPM"`
	ServiceFee     int64    `json:"serviceFee"`
	ExtensionFee   int64    `json:"extensionFee"`
	ExtensionDays  int      `json:"extensionDays"`
	Market         string   `json:"market"`
	Currency       string   `json:"currency"`
	Tags           []string `json:"tags"`
	ButtonText     string   `json:"buttonText"`
	LinkURL        string   `json:"linkUrl"` // a partner's product: its page; empty for the lender's own
	RetentionPopup bool     `json:"retentionPopup"`
	PromoTitle     string   `json:"promoTitle"`
	PromoText      string   `json:"promoText"`
	Enabled        bool     `json:"enabled"`
}

func viewOf(p loan.Product, enabled bool) ProductView {
	tags := p.Tags
	if tags == nil {
		tags = []string{}
	}
	return ProductView{ID: p.ID, Name: p.Name, Description: p.Description, LogoURL: p.LogoURL, MinAmount: p.MinAmount,
		MaxAmount: p.MaxAmount, AmountStep: p.AmountStep, TermDays: p.TermDays, Instalments: p.Instalments,
		DailyRatePPM: p.DailyRatePPM, ServiceFee: p.ServiceFee, ExtensionFee: p.ExtensionFee, ExtensionDays: p.ExtensionDays,
		Market: p.Market, Currency: p.Currency, Tags: tags, ButtonText: p.ButtonText, LinkURL: p.LinkURL,
		RetentionPopup: p.RetentionPopup, PromoTitle: p.PromoTitle, PromoText: p.PromoText, Enabled: enabled}
}

// ProductCheck is a draft product's check: every field's error (none:
// the product may be saved) and its example loan's figures under the caps
// (absent while its terms cannot be priced).
type ProductCheck struct {
	Errors  map[string]string    `json:"errors"`
	Figures *loan.ProductFigures `json:"figures"`
}

// Products lists every product, own and partners', enabled or not.
func (s *Service) Products(ctx context.Context) ([]ProductView, error) {
	all, err := loan.AllProducts(ctx, s.DB)
	out := make([]ProductView, 0, len(all))
	for _, l := range all {
		out = append(out, viewOf(l.Product, l.Enabled))
	}
	return out, err
}

// CheckProduct validates a draft as a loan placed today would be priced.
func (s *Service) CheckProduct(p loan.Product) ProductCheck {
	errs, f := loan.CheckProduct(p, s.Loans.Calendar().Today())
	return ProductCheck{Errors: errs, Figures: f}
}

// SaveProduct creates (ID 0) or edits a product after the same check as
// CheckProduct, recorded in the audit log with the product before and
// after, in one transaction. Orders keep their own terms: an edit prices
// only new loans.
func (s *Service) SaveProduct(ctx context.Context, op httpapi.OperatorSession, p loan.Product) (ProductView, error) {
	if c := s.CheckProduct(p); len(c.Errors) > 0 {
		return ProductView{}, &fault.Error{Code: fault.CodeInvalid, Message: "The product was not saved: " + firstError(c.Errors), Fields: c.Errors}
	}
	var saved ProductView
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		action, enabled := "create-product", true
		var before any
		if p.ID != 0 {
			old, err := loan.ProductOf(ctx, tx, p.ID)
			if err != nil {
				return err
			}
			all, err := loan.AllProducts(ctx, tx)
			if err != nil {
				return err
			}
			for _, l := range all {
				if l.ID == p.ID {
					enabled = l.Enabled
				}
			}
			action, before = "update-product", viewOf(old, enabled)
			p.Market, p.Currency = old.Market, old.Currency // a product's market does not change
		}
		id, err := loan.SaveProduct(ctx, tx, p, s.Clock.Now())
		if err != nil {
			return err
		}
		p.ID = id
		saved = viewOf(p, enabled)
		return s.Record(ctx, tx, op, action, "product", strconv.FormatInt(id, 10), before, saved)
	})
	return saved, err
}

// firstError is the message of the first field, in the form's order.
func firstError(errs map[string]string) string {
	for _, f := range productFields {
		if m, ok := errs[f]; ok {
			return m
		}
	}
	return ""
}

// productFields are the product form's fields, in its order.
var productFields = []string{"name", "description", "logoUrl", "minAmount", "maxAmount", "amountStep", "termDays", "instalments",
	"dailyRatePPM", "serviceFee", "extensionFee", "extensionDays", "tags", "buttonText", "linkUrl", "retentionPopup", "promoTitle", "promoText"}

// draft is the product of the form; a new one is of the console's market.
func (h Handlers) draft(id int64, p ProductForm) loan.Product {
	var tags []string
	for _, t := range strings.Split(p.Tags, ",") {
		if t = strings.TrimSpace(t); t != "" {
			tags = append(tags, t)
		}
	}
	return loan.Product{ID: id, Name: p.Name, Description: p.Description, LogoURL: p.LogoURL,
		MinAmount: p.MinAmount, MaxAmount: p.MaxAmount, AmountStep: p.AmountStep,
		TermDays: p.TermDays, Instalments: p.Instalments, DailyRatePPM: p.DailyRatePPM,
		ServiceFee: p.ServiceFee, ExtensionFee: p.ExtensionFee, ExtensionDays: p.ExtensionDays,
		Market: h.Market.Code, Currency: h.Market.Currency, Tags: tags, ButtonText: p.ButtonText, LinkURL: p.LinkURL,
		RetentionPopup: p.RetentionPopup == "1", PromoTitle: p.PromoTitle, PromoText: p.PromoText}
}

// Products is GET /admin/api/products.
func (h Handlers) Products(c *httpapi.Call) (any, error) { return h.S.Products(c.Context()) }

// CheckProduct is POST /admin/api/products/check.
func (h Handlers) CheckProduct(c *httpapi.Call, p ProductForm) (any, error) {
	return h.S.CheckProduct(h.draft(0, p)), nil
}

// CreateProduct is POST /admin/api/products.
func (h Handlers) CreateProduct(c *httpapi.Call, p ProductForm) (any, error) {
	return h.S.SaveProduct(c.Context(), c.Operator, h.draft(0, p))
}

// UpdateProduct is POST /admin/api/products/update.
func (h Handlers) UpdateProduct(c *httpapi.Call, p ProductEditParams) (any, error) {
	return h.S.SaveProduct(c.Context(), c.Operator, h.draft(p.ID, p.ProductForm))
}

// EnableProduct opens (on) or closes a product to new applications,
// recorded in the audit log with the product before and after. Orders
// already placed on it are not touched.
func (s *Service) EnableProduct(ctx context.Context, op httpapi.OperatorSession, id int64, on bool) (ProductView, error) {
	return setEnabled(ctx, s, op, "product", id, on, productView, loan.SetProductEnabled, func(p *ProductView) { p.Enabled = on })
}

// OrderProducts sets the order the borrowers' lists show the products in
// (ids: every product once, first shown first), recorded in the audit log
// with the order before and after.
func (s *Service) OrderProducts(ctx context.Context, op httpapi.OperatorSession, ids []int64) ([]ProductView, error) {
	var out []ProductView
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		before, err := productOrder(ctx, tx)
		if err != nil {
			return err
		}
		if err := loan.OrderProducts(ctx, tx, ids); err != nil {
			return err
		}
		all, err := loan.AllProducts(ctx, tx)
		if err != nil {
			return err
		}
		out = make([]ProductView, 0, len(all))
		for _, l := range all {
			out = append(out, viewOf(l.Product, l.Enabled))
		}
		after, err := productOrder(ctx, tx)
		if err != nil {
			return err
		}
		return s.Record(ctx, tx, op, "order-products", "product", "order", before, after)
	})
	return out, err
}

// productView is one product as the console shows it; 404 when unknown.
func productView(ctx context.Context, q store.Querier, id int64) (ProductView, error) {
	all, err := loan.AllProducts(ctx, q)
	if err != nil {
		return ProductView{}, err
	}
	for _, l := range all {
		if l.ID == id {
			return viewOf(l.Product, l.Enabled), nil
		}
	}
	return ProductView{}, fault.Newf(fault.CodeNotFound, "No product %d.", id)
}

// productOrder is the products' names in display order, for the audit log.
func productOrder(ctx context.Context, q store.Querier) ([]string, error) {
	all, err := loan.AllProducts(ctx, q)
	out := make([]string, 0, len(all))
	for _, l := range all {
		out = append(out, strconv.FormatInt(l.ID, 10)+": "+l.Name)
	}
	return out, err
}

// EnableProduct is POST /admin/api/products/enable.
func (h Handlers) EnableProduct(c *httpapi.Call, p EnableProductParams) (any, error) {
	return h.S.EnableProduct(c.Context(), c.Operator, p.ID, p.Enabled == 1)
}

// OrderProducts is POST /admin/api/products/order.
func (h Handlers) OrderProducts(c *httpapi.Call, p OrderProductsParams) (any, error) {
	var ids []int64
	for _, f := range strings.Split(p.IDs, ",") {
		id, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return nil, fault.Field("ids", "The products' ids, comma-separated, in the new order.")
		}
		ids = append(ids, id)
	}
	return h.S.OrderProducts(c.Context(), c.Operator, ids)
}
