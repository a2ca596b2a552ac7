package loan

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// MinConsoleAmountStep is the smallest amount step an operator may give a
// product (1.00): CheckProductCaps prices every step up to ₱10,000.00, and
// the console checks a draft as the operator types.
const MinConsoleAmountStep int64 = 100

// ProductFigures are a draft product's example loan under the cost caps:
// the smallest amount it lends (where a fixed fee weighs most) over its
// term, priced as if placed on the check's day. Rates are in parts per
// million a 30-day month.
type ProductFigures struct {
	ExampleAmount       int64 `json:"exampleAmount"`
	TotalCost           int64 `json:"totalCost"` // interest and fees
	TotalRepayable      int64 `json:"totalRepayable"`
	NominalMonthlyPPM   int64 `json:"nominalMonthlyPpm"`
	NominalCapPPM       int64 `json:"nominalCapPpm"`
	EffectiveMonthlyPPM int64 `json:"effectiveMonthlyPpm"`
	EffectiveCapPPM     int64 `json:"effectiveCapPpm"`
	// Covered tells whether the caps cover the product at any amount.
	Covered bool `json:"covered"`
}

// termsFields names each Terms field's wire name on a product form
// (the engine's Error.Field names Terms' own fields).
var termsFields = map[string]string{"termDays": "termDays", "instalments": "instalments", "dailyRatePPM": "dailyRatePPM",
	"serviceFee": "serviceFee", "extensionFee": "extensionFee", "extensionDays": "extensionDays"}

// CheckProduct validates a draft product with the engine's own validation
// (Terms.Validate at its smallest and largest amount) and, for a product
// the caps cover, the cost caps at every amount it lends (CheckProductCaps)
// for a loan placed on placedOn. It answers every field's error, by the
// form's field names (empty when the product is valid), and the figures of
// its example loan when its terms can be priced. It saves nothing.
func CheckProduct(p Product, placedOn time.Time) (map[string]string, *ProductFigures) {
	errs := map[string]string{}
	if strings.TrimSpace(p.Name) == "" {
		errs["name"] = "A product needs a name."
	}
	if p.LinkURL != "" {
		if u, err := url.Parse(p.LinkURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			errs["linkUrl"] = "The partner's link must be an http(s) address, or empty for the lender's own product."
		}
	}
	if p.MinAmount <= 0 || p.MinAmount > MaxAmount {
		errs["minAmount"] = ErrAmount.Message
	}
	if p.MaxAmount <= 0 || p.MaxAmount > MaxAmount {
		errs["maxAmount"] = ErrAmount.Message
	} else if p.MaxAmount < p.MinAmount {
		errs["maxAmount"] = "The largest amount must not be below the smallest."
	}
	if p.AmountStep < MinConsoleAmountStep {
		errs["amountStep"] = "The amount step must be at least " + MoneyFor(p.Market, false).Format(MinConsoleAmountStep) + "."
	}
	// The engine's validation names one field at a time: each field at
	// fault is noted, given a valid value and the terms checked again.
	t := p.Terms(max(p.MinAmount, 1), p.TermDays)
	for range len(termsFields) + 1 {
		err := t.Validate()
		var e *Error
		if !errors.As(err, &e) {
			break
		}
		if f, ok := termsFields[e.Field]; ok {
			errs[f] = e.Message
		}
		switch e.Field {
		case "termDays":
			t.TermDays = MinTermDays
		case "instalments":
			t.Instalments = 1
		case "dailyRatePPM":
			t.DailyRatePPM = 0
		case "serviceFee":
			t.ServiceFee = 0
		case "extensionFee":
			t.ExtensionFee = 0
		case "extensionDays":
			t.ExtensionDays = 0
		default: // the amount: reported above
			t.Principal = 1
		}
	}
	if len(errs) > 0 {
		return errs, nil
	}
	example := p.Terms(p.MinAmount, p.TermDays)
	plan, err := Plan(example, placedOn)
	if err != nil { // Validate passed: not expected
		errs["termDays"] = err.Error()
		return errs, nil
	}
	f := &ProductFigures{
		ExampleAmount: p.MinAmount, TotalCost: plan.TotalCost, TotalRepayable: plan.TotalRepayable,
		NominalMonthlyPPM: mul(p.DailyRatePPM, CapMonthDays), NominalCapPPM: NominalCapMonthlyPPM,
		EffectiveMonthlyPPM: mulDiv(plan.TotalCost, CapMonthDays*ppm, principalDays(plan)),
		EffectiveCapPPM:     EffectiveCapBP(placedOn) * 100,
		Covered:             p.Market == CapsMarket && p.TermDays <= CoveredMaxTermDays && p.MinAmount <= CoveredMaxPrincipal,
	}
	if err := CheckProductCaps(p, placedOn); err != nil {
		var e *Error
		if !errors.As(err, &e) || termsFields[e.Field] == "" {
			errs["dailyRatePPM"] = err.Error()
		} else {
			errs[termsFields[e.Field]] = e.Message
		}
	}
	return errs, f
}

// ProductListing is a product with whether borrowers can apply for it.
type ProductListing struct {
	Product
	Enabled bool
}

// AllProducts lists every product, enabled or not, own and partners', in
// display order.
func AllProducts(ctx context.Context, q store.Querier) ([]ProductListing, error) {
	c, err := catalogueOf(ctx, q)
	if err != nil {
		return nil, err
	}
	out := make([]ProductListing, 0, len(c.all))
	for _, p := range c.all {
		out = append(out, ProductListing{Product: p, Enabled: c.enabled[p.ID]})
	}
	return out, nil
}

// SaveProduct writes a product checked with CheckProduct: a new one (ID 0,
// enabled, last in display order) or the product ID's terms. Orders keep
// the terms they were placed with (Order.Terms and Order.Plan), so an edit
// prices only new loans. sql.ErrNoRows when ID is unknown.
func SaveProduct(ctx context.Context, q store.Querier, p Product, now time.Time) (int64, error) {
	retention := 0
	if p.RetentionPopup {
		retention = 1
	}
	args := []any{p.Name, p.LogoURL, p.Description, p.MinAmount, p.MaxAmount, p.AmountStep, p.TermDays, p.Instalments,
		p.DailyRatePPM, p.ServiceFee, p.ExtensionFee, p.ExtensionDays, p.Market, p.Currency, strings.Join(p.Tags, ","), p.ButtonText,
		p.LinkURL, retention, p.PromoTitle, p.PromoText}
	defer InvalidateProducts(q)
	if p.ID == 0 {
		return store.InsertID(ctx, q, `INSERT INTO products (name, logo_url, description, min_amount, max_amount, amount_step, term_days,
			instalments, daily_rate_ppm, service_fee, extension_fee, extension_days, market, currency, tags, button_text, link_url,
			retention_popup, promo_title, promo_text, sort_order, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(sort_order), 0) + 1 FROM products), ?)`,
			append(args, store.Millis(now))...)
	}
	res, err := q.Exec(ctx, `UPDATE products SET name = ?, logo_url = ?, description = ?, min_amount = ?, max_amount = ?, amount_step = ?,
		term_days = ?, instalments = ?, daily_rate_ppm = ?, service_fee = ?, extension_fee = ?, extension_days = ?, market = ?, currency = ?,
		tags = ?, button_text = ?, link_url = ?, retention_popup = ?, promo_title = ?, promo_text = ? WHERE id = ?`, append(args, p.ID)...)
	if err != nil {
		return 0, err
	}
	if n, err := res.RowsAffected(); err != nil {
		return 0, err
	} else if n == 0 {
		return 0, ErrNoProduct()
	}
	return p.ID, nil
}

// SetProductEnabled opens (on) or closes a product to new applications;
// orders already placed on it go on unchanged. A closed product leaves
// the borrowers' lists, and its confirmation page answers that it is not
// available.
func SetProductEnabled(ctx context.Context, q store.Querier, id int64, on bool) error {
	v := 0
	if on {
		v = 1
	}
	defer InvalidateProducts(q)
	res, err := q.Exec(ctx, `UPDATE products SET enabled = ? WHERE id = ?`, v, id)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return ErrNoProduct()
	}
	return nil
}

// OrderProducts sets the display order: ids holds every product's id once,
// the first shown first.
func OrderProducts(ctx context.Context, q store.Querier, ids []int64) error {
	all, err := AllProducts(ctx, q)
	if err != nil {
		return err
	}
	known := map[int64]bool{}
	for _, p := range all {
		known[p.ID] = true
	}
	seen := map[int64]bool{}
	for _, id := range ids {
		if !known[id] || seen[id] {
			return fault.Field("ids", "List every product's id once, in the new order.")
		}
		seen[id] = true
	}
	if len(seen) != len(known) {
		return fault.Field("ids", "List every product's id once, in the new order.")
	}
	defer InvalidateProducts(q)
	for i, id := range ids {
		if _, err := q.Exec(ctx, `UPDATE products SET sort_order = ? WHERE id = ?`, i+1, id); err != nil {
			return err
		}
	}
	return nil
}
