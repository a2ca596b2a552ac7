package loan

import (
	"context"
	"database/sql"
	"strconv"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// Product is a loan a borrower can apply for: its amount range, term and
// price. An order copies the price into its own Terms when it is placed.
type Product struct {
	ID            int64
	Name          string
	LogoURL       string
	Description   string
	MinAmount     int64 // minor units
	MaxAmount     int64
	AmountStep    int64 // amounts go up from MinAmount in these steps
	TermDays      int
	Instalments   int
	DailyRatePPM  int64
	ServiceFee    int64
	ExtensionFee  int64
	ExtensionDays int
	Market        string
	Currency      string
	Tags          []string
	ButtonText    string
	// LinkURL is where a recommendation leads: empty for the lender's own
	// products (the app's product page), an http(s) address for a partner's.
	LinkURL string
	// RetentionPopup asks a borrower leaving the confirmation page to stay.
	RetentionPopup bool
	// PromoTitle and PromoText are confirmation variant 2's promotional
	// popup; an empty title shows none.
	PromoTitle, PromoText string
}

// Partner tells whether another lender offers the product: the borrower
// applies on the partner's page (LinkURL), not through Kwarta's confirmation.
func (p Product) Partner() bool { return p.LinkURL != "" }

// ErrNoProduct is the answer for an unknown or disabled product: 404.
func ErrNoProduct() error {
	return fault.New(fault.CodeNotFound, "This loan product is not available.")
}

const productColumns = `id, name, logo_url, description, min_amount, max_amount, amount_step, term_days, instalments,
	daily_rate_ppm, service_fee, extension_fee, extension_days, market, currency, tags, button_text, link_url,
	retention_popup, promo_title, promo_text`

func scanProduct(scan func(...any) error) (Product, error) {
	var (
		p         Product
		tags      string
		retention int
	)
	err := scan(&p.ID, &p.Name, &p.LogoURL, &p.Description, &p.MinAmount, &p.MaxAmount, &p.AmountStep, &p.TermDays, &p.Instalments,
		&p.DailyRatePPM, &p.ServiceFee, &p.ExtensionFee, &p.ExtensionDays, &p.Market, &p.Currency, &tags, &p.ButtonText, &p.LinkURL,
		&retention, &p.PromoTitle, &p.PromoText)
	if err != nil {
		return Product{}, err
	}
	p.RetentionPopup = retention == 1
	for _, t := range strings.Split(tags, ",") {
		if t = strings.TrimSpace(t); t != "" {
			p.Tags = append(p.Tags, t)
		}
	}
	return p, nil
}

// ProductByID finds an enabled product; unknown and disabled ones answer a
// 404 fault. Orders read their product with ProductOfOrder instead, so a
// disabled product's borrowers still see their loans.
func ProductByID(ctx context.Context, q store.Querier, id int64) (Product, error) {
	c, err := catalogueOf(ctx, q)
	if err != nil {
		return Product{}, err
	}
	if p, ok := c.byID[id]; ok && c.enabled[id] {
		return p, nil
	}
	return Product{}, ErrNoProduct()
}

// ProductOfOrder finds a product, enabled or not; sql.ErrNoRows when unknown.
func ProductOfOrder(ctx context.Context, q store.Querier, id int64) (Product, error) {
	c, err := catalogueOf(ctx, q)
	if err != nil {
		return Product{}, err
	}
	if p, ok := c.byID[id]; ok {
		return p, nil
	}
	return Product{}, sql.ErrNoRows
}

// Products lists the enabled products in display order.
func Products(ctx context.Context, q store.Querier) ([]Product, error) {
	c, err := catalogueOf(ctx, q)
	return c.list, err
}

// catalogue is every product, kept in the database's cache: products change
// only when an operator or the demo world edits them (InvalidateProducts).
type catalogue struct {
	list    []Product // the enabled ones, in display order
	all     []Product // every one, in display order
	byID    map[int64]Product
	enabled map[int64]bool
}

const productsCacheKey = "loan.products"

// InvalidateProducts drops the cached products; whoever writes the
// products table calls it with the same Querier.
func InvalidateProducts(q store.Querier) { store.Invalidate(q, productsCacheKey) }

func catalogueOf(ctx context.Context, q store.Querier) (catalogue, error) {
	return store.Cached(ctx, q, productsCacheKey, loadCatalogue)
}

func loadCatalogue(ctx context.Context, q store.Querier) (catalogue, error) {
	rows, err := q.Query(ctx, `SELECT `+productColumns+`, enabled FROM products ORDER BY sort_order, id`)
	if err != nil {
		return catalogue{}, err
	}
	defer rows.Close()
	c := catalogue{byID: map[int64]Product{}, enabled: map[int64]bool{}}
	for rows.Next() {
		var enabled int
		p, err := scanProduct(func(dest ...any) error { return rows.Scan(append(dest, &enabled)...) })
		if err != nil {
			return catalogue{}, err
		}
		c.byID[p.ID] = p
		c.all = append(c.all, p)
		if enabled == 1 {
			c.enabled[p.ID] = true
			c.list = append(c.list, p)
		}
	}
	return c, rows.Err()
}

// Terms prices a loan of this product for a principal and a term.
func (p Product) Terms(principal int64, termDays int) Terms {
	return Terms{
		Principal: principal, TermDays: termDays, Instalments: p.Instalments, DailyRatePPM: p.DailyRatePPM,
		ServiceFee: p.ServiceFee, ExtensionFee: p.ExtensionFee, ExtensionDays: p.ExtensionDays,
	}
}

// CheckAmount refuses an amount outside the product's range or off its
// step, naming the form field "amount".
func (p Product) CheckAmount(amount int64) error {
	money := MoneyFor(p.Market, false)
	if amount < p.MinAmount || amount > p.MaxAmount {
		return fault.Field("amount", "The amount must be between "+money.Format(p.MinAmount)+" and "+money.Format(p.MaxAmount)+".")
	}
	if p.AmountStep > 0 && (amount-p.MinAmount)%p.AmountStep != 0 {
		return fault.Field("amount", "The amount must go up from "+money.Format(p.MinAmount)+" in steps of "+money.Format(p.AmountStep)+".")
	}
	return nil
}

// CheckTerm refuses a term outside the loan terms' 91 to 365 days, or other
// than the product's, naming the form field "periods".
func (p Product) CheckTerm(days int) error {
	switch {
	case days < MinTermDays:
		return fault.Field("periods", ErrTermTooShort.Message)
	case days > MaxTermDays:
		return fault.Field("periods", ErrTermTooLong.Message)
	case days != p.TermDays:
		return fault.Field("periods", p.Name+" is lent for "+strconv.Itoa(p.TermDays)+" days.")
	}
	return nil
}
