package console

import (
	"context"
	"reflect"
	"strconv"
	"strings"

	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/store"
)

// ProductsScreen is the console's product editor: the loan products, own
// and partners', their check against the engine and the cost caps, their
// order and whether they take applications. Build it with
// NewProductsScreen.
type ProductsScreen struct {
	db       *store.DB
	clock    clock.Clock
	market   *market.Market
	audit    FourEyes
	calendar LoanCalendar
}

// LoanCalendar is the loans' calendar (the loan package's Service): a
// draft is priced as a loan placed today.
type LoanCalendar interface {
	Calendar() loan.Calendar
}

// NewProductsScreen is the product editor over db; a new product is of
// the market mk. Changes are recorded in audit, where opening a product
// and changing its pricing are registered under maker-checker
// (product_proposals.go).
func NewProductsScreen(db *store.DB, clk clock.Clock, mk *market.Market, audit FourEyes, calendar LoanCalendar) *ProductsScreen {
	s := &ProductsScreen{db: db, clock: clk, market: mk, audit: audit, calendar: calendar}
	s.registerKinds()
	return s
}

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
func (s *ProductsScreen) Products(ctx context.Context) ([]ProductView, error) {
	all, err := loan.AllProducts(ctx, s.db)
	out := make([]ProductView, 0, len(all))
	for _, l := range all {
		out = append(out, viewOf(l.Product, l.Enabled))
	}
	return out, err
}

// CheckProduct validates a draft as a loan placed today would be priced.
func (s *ProductsScreen) CheckProduct(p loan.Product) ProductCheck {
	errs, f := loan.CheckProduct(p, s.calendar.Calendar().Today())
	return ProductCheck{Errors: errs, Figures: f}
}

// Saved is a product after SaveProduct or EnableProduct: as it now
// stands, and the proposal waiting for a second admin when the change
// (opening it, its pricing) needs one.
type Saved struct {
	ProductView
	Proposal *Proposal `json:"proposal,omitempty"`
}

// SaveProduct creates (ID 0) or edits a product after the same check as
// CheckProduct. A new product and a change of pricing (amounts, term,
// rate, fees: productPricing) are proposed, and a second admin's approval
// carries them out (product_proposals.go); the other fields (name, texts,
// logo, tags, link, popups) are saved at once, recorded in the audit log
// with the product before and after. Orders keep their own terms: an edit
// prices only new loans.
func (s *ProductsScreen) SaveProduct(ctx context.Context, op httpapi.OperatorSession, p loan.Product) (Saved, error) {
	if c := s.CheckProduct(p); len(c.Errors) > 0 {
		return Saved{}, &fault.Error{Code: fault.CodeInvalid, Message: "The product was not saved: " + firstError(c.Errors), Fields: c.Errors}
	}
	if p.ID == 0 {
		pr, err := s.audit.Propose(ctx, op, kindCreateProduct, p.Name, p)
		if err != nil {
			return Saved{}, err
		}
		return Saved{ProductView: viewOf(p, false), Proposal: &pr}, nil
	}
	old, err := productView(ctx, s.db, p.ID)
	if err != nil {
		return Saved{}, err
	}
	was := pricingOfView(old)
	out := Saved{ProductView: old}
	// The pricing's proposal first: when it is refused (one is waiting
	// already), nothing is saved.
	if now := pricingOf(p); now != was {
		pr, err := s.audit.Propose(ctx, op, kindPriceProduct, strconv.FormatInt(p.ID, 10), repricing{ID: p.ID, Was: was, Now: now})
		if err != nil {
			return Saved{}, err
		}
		out.Proposal = &pr
	}
	// Then the one-person part: the product with its pricing as it is
	// (nothing is written when only the pricing changed).
	cosmetic := withPricing(p, was)
	cosmetic.Market, cosmetic.Currency = old.Market, old.Currency
	if !reflect.DeepEqual(viewOf(cosmetic, old.Enabled), old) {
		if out.ProductView, err = s.saveNow(ctx, op, cosmetic); err != nil {
			return Saved{}, err
		}
	}
	return out, nil
}

// saveNow saves an edit of a product's one-person fields, recorded in the
// audit log with the product before and after, in one transaction.
func (s *ProductsScreen) saveNow(ctx context.Context, op httpapi.OperatorSession, p loan.Product) (ProductView, error) {
	var saved ProductView
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		before, err := productView(ctx, tx, p.ID)
		if err != nil {
			return err
		}
		p.Market, p.Currency = before.Market, before.Currency // a product's market does not change
		if _, err := loan.SaveProduct(ctx, tx, p, s.clock.Now()); err != nil {
			return err
		}
		saved = viewOf(p, before.Enabled)
		return s.audit.Record(ctx, tx, op, "update-product", "product", strconv.FormatInt(p.ID, 10), before, saved)
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
func (s *ProductsScreen) draft(id int64, p ProductForm) loan.Product {
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
		Market: s.market.Code, Currency: s.market.Currency, Tags: tags, ButtonText: p.ButtonText, LinkURL: p.LinkURL,
		RetentionPopup: p.RetentionPopup == "1", PromoTitle: p.PromoTitle, PromoText: p.PromoText}
}

// HandleProducts is GET /admin/api/products.
func (s *ProductsScreen) HandleProducts(c *httpapi.Call) (any, error) { return s.Products(c.Context()) }

// HandleCheck is POST /admin/api/products/check.
func (s *ProductsScreen) HandleCheck(c *httpapi.Call, p ProductForm) (any, error) {
	return s.CheckProduct(s.draft(0, p)), nil
}

// HandleCreate is POST /admin/api/products.
func (s *ProductsScreen) HandleCreate(c *httpapi.Call, p ProductForm) (any, error) {
	return s.SaveProduct(c.Context(), c.Operator, s.draft(0, p))
}

// HandleUpdate is POST /admin/api/products/update.
func (s *ProductsScreen) HandleUpdate(c *httpapi.Call, p ProductEditParams) (any, error) {
	return s.SaveProduct(c.Context(), c.Operator, s.draft(p.ID, p.ProductForm))
}

// EnableProduct opens (on) or closes a product to new applications.
// Closing is done at once by one admin (it only stops new loans), recorded
// in the audit log with the product before and after; opening is proposed
// and a second admin's approval carries it out. Orders already placed on
// it are not touched.
func (s *ProductsScreen) EnableProduct(ctx context.Context, op httpapi.OperatorSession, id int64, on bool) (Saved, error) {
	if !on {
		v, err := setEnabled(ctx, s.db, s.audit, op, "product", id, on, productView, loan.SetProductEnabled, func(p *ProductView) { p.Enabled = on })
		return Saved{ProductView: v}, err
	}
	v, err := productView(ctx, s.db, id)
	if err != nil {
		return Saved{}, err
	}
	pr, err := s.audit.Propose(ctx, op, kindOpenProduct, strconv.FormatInt(id, 10), opening{ID: id, Pricing: pricingOfView(v)})
	if err != nil {
		return Saved{}, err
	}
	return Saved{ProductView: v, Proposal: &pr}, nil
}

// OrderProducts sets the order the borrowers' lists show the products in
// (ids: every product once, first shown first), recorded in the audit log
// with the order before and after.
func (s *ProductsScreen) OrderProducts(ctx context.Context, op httpapi.OperatorSession, ids []int64) ([]ProductView, error) {
	var out []ProductView
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
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
		return s.audit.Record(ctx, tx, op, "order-products", "product", "order", before, after)
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

// HandleEnable is POST /admin/api/products/enable.
func (s *ProductsScreen) HandleEnable(c *httpapi.Call, p EnableProductParams) (any, error) {
	return s.EnableProduct(c.Context(), c.Operator, p.ID, p.Enabled == 1)
}

// HandleOrder is POST /admin/api/products/order.
func (s *ProductsScreen) HandleOrder(c *httpapi.Call, p OrderProductsParams) (any, error) {
	var ids []int64
	for _, f := range strings.Split(p.IDs, ",") {
		id, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return nil, fault.Field("ids", "The products' ids, comma-separated, in the new order.")
		}
		ids = append(ids, id)
	}
	return s.OrderProducts(c.Context(), c.Operator, ids)
}

// The product editor's calls and their parameters.

// ProductForm is the product form (ProductView's fields), in its order.
type ProductForm struct {
	Name           string `param:"name,max=64" desc:"the product's name"`
	Description    string `param:"description,max=200" desc:"one line under the name"`
	LogoURL        string `param:"logoUrl,max=300" desc:"the logo's address"`
	MinAmount      int64  `param:"minAmount,max=15" desc:"the smallest amount lent, minor units"`
	MaxAmount      int64  `param:"maxAmount,max=15" desc:"the largest amount lent, minor units"`
	AmountStep     int64  `param:"amountStep,max=15" desc:"amounts go up from the smallest in these steps (at least 100), minor units"`
	TermDays       int    `param:"termDays,max=4" desc:"the term in days (91 to 365)"`
	Instalments    int    `param:"instalments,max=4" desc:"the number of instalments"`
	DailyRatePPM   int64  `param:"dailyRatePPM,max=7" desc:"the interest rate a day, parts per million of the principal"`
	ServiceFee     int64  `param:"serviceFee,max=15" desc:"the service fee, minor units"`
	ExtensionFee   int64  `param:"extensionFee,max=15" desc:"the fee of an extension, minor units"`
	ExtensionDays  int    `param:"extensionDays,max=4" desc:"the days an extension adds (0: none)"`
	Tags           string `param:"tags,max=200" desc:"tags, comma-separated"`
	ButtonText     string `param:"buttonText,max=32" desc:"the apply button's text"`
	LinkURL        string `param:"linkUrl,max=300" desc:"a partner's product: its http(s) page; empty for the lender's own"`
	RetentionPopup string `param:"retentionPopup,max=1" desc:"1: ask a borrower leaving the confirmation page to stay"`
	PromoTitle     string `param:"promoTitle,max=64" desc:"the confirmation page's promotional popup title (empty: none)"`
	PromoText      string `param:"promoText,max=300" desc:"the promotional popup's text"`
}

// ProductEditParams are products/update's: the product, then the form.
type ProductEditParams struct {
	ID int64 `param:"id,required,max=18" desc:"the product's id"`
	ProductForm
}

// EnableProductParams are products/enable's.
type EnableProductParams struct {
	ID      int64 `param:"id,required,max=18" desc:"the product's id"`
	Enabled int64 `param:"enabled,required,max=1" desc:"1: borrowers can apply; 0: closed"`
}

// OrderProductsParams are products/order's.
type OrderProductsParams struct {
	IDs string `param:"ids,required,max=2000" desc:"every product's id once, comma-separated, the first shown first"`
}

// Routes are the product editor's calls.
func (s *ProductsScreen) Routes() []httpapi.Route {
	return []httpapi.Route{
		{Method: "GET", Path: "/admin/api/products", Summary: "Console: every loan product, own and partners', enabled or not, with its terms; minor units (admin)", Auth: httpapi.Operator, Permission: PermProducts,
			Data: []ProductView{}, Handle: httpapi.NoParams(s.HandleProducts)},
		{Method: "POST", Path: "/admin/api/products/check", Summary: "Console: check a draft product without saving it: every field's error (the engine's validation and the BSP Circular 1133 cost caps) and its example loan's figures (admin)", Auth: httpapi.Operator, Permission: PermProducts,
			Data: ProductCheck{}, Handle: httpapi.Bind(s.HandleCheck)},
		{Method: "POST", Path: "/admin/api/products", Summary: "Console: propose a new product of the server's market after the same check (every field's error in fields); a second admin's approval adds it, open (admin, four eyes)", Auth: httpapi.Operator, Permission: PermProducts,
			Data: Saved{}, Handle: httpapi.Bind(s.HandleCreate)},
		{Method: "POST", Path: "/admin/api/products/update", Summary: "Console: edit a product after the same check: the name, texts, logo, tags, link and popups are saved at once (audited), a change of amounts, term, rate or fees is proposed for a second admin's approval; orders keep the terms they were placed with (admin, four eyes)", Auth: httpapi.Operator, Permission: PermProducts,
			Data: Saved{}, Handle: httpapi.Bind(s.HandleUpdate)},
		{Method: "POST", Path: "/admin/api/products/enable", Summary: "Console: close (0) a product to new applications at once, or propose opening it (1) for a second admin's approval; orders placed on it go on unchanged (admin, audited, four eyes to open)", Auth: httpapi.Operator, Permission: PermProducts,
			Data: Saved{}, Handle: httpapi.Bind(s.HandleEnable)},
		{Method: "POST", Path: "/admin/api/products/order", Summary: "Console: the order the borrowers' lists show the products in (admin, audited)", Auth: httpapi.Operator, Permission: PermProducts,
			Data: []ProductView{}, Handle: httpapi.Bind(s.HandleOrder)},
	}
}
