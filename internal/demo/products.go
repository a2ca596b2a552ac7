package demo

import (
	"context"
	"fmt"
	"strings"

	"kwarta/internal/content"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// product is one demo loan product; amounts in centavos.
type product struct {
	name, description, tags, button string
	min, max, step                  int64
	termDays, instalments           int
	dailyRatePPM                    int64
	serviceFee, extensionFee        int64
	extensionDays                   int
	logo                            string
	// noRetention turns off the 'Point out' popup; promoTitle/promoText are
	// confirmation variant 2's popup; link makes it a partner's product.
	noRetention           bool
	promoTitle, promoText string
	link                  string
}

var products = []product{
	{name: "Kwarta Flex", description: "Everyday cash, paid back in 3 easy instalments", tags: "Fast approval,Low interest",
		button: "Apply now", min: 100000, max: 2000000, step: 50000, termDays: 91, instalments: 3, dailyRatePPM: 500,
		serviceFee: 15000, extensionFee: 30000, extensionDays: 14, logo: logo("#0a7d5a", "#19a974", "K"),
		promoTitle: "No hidden charges", promoText: "The service fee is shown before you confirm and nothing is deducted from the amount you receive."},
	{name: "Sahod Saver", description: "A salary loan that fits your payday", tags: "Payday friendly,No collateral",
		button: "Borrow now", min: 200000, max: 3000000, step: 100000, termDays: 120, instalments: 4, dailyRatePPM: 400,
		serviceFee: 20000, extensionFee: 40000, extensionDays: 14, logo: logo("#1d4ed8", "#60a5fa", "S"),
		promoTitle: "Short of money on payday?", promoText: "You can move a due date by 14 days for a fixed fee, right from the app."},
	{name: "Negosyo Plus", description: "Working capital for your small business", tags: "Higher limit,Longer term",
		button: "Apply now", min: 500000, max: 5000000, step: 100000, termDays: 180, instalments: 6, dailyRatePPM: 350,
		serviceFee: 50000, extensionFee: 60000, extensionDays: 30, logo: logo("#b45309", "#f59e0b", "N"), noRetention: true},
	{name: "Kwarta Lite", description: "A small first loan, one payment at the end", tags: "First loan,Simple",
		button: "Get cash", min: 100000, max: 1000000, step: 50000, termDays: 91, instalments: 1, dailyRatePPM: 600,
		serviceFee: 10000, extensionFee: 20000, extensionDays: 7, logo: logo("#7c3aed", "#c084fc", "L")},
	{name: "Bayanihan Cash", description: "Family needs, paid back over five months", tags: "5 instalments,Rollover allowed",
		button: "Apply now", min: 300000, max: 1500000, step: 50000, termDays: 150, instalments: 5, dailyRatePPM: 450,
		serviceFee: 25000, extensionFee: 35000, extensionDays: 15, logo: logo("#be123c", "#fb7185", "B")},
	{name: "Kwarta Plus", description: "A bigger loan, paid back over eight months", tags: "Higher limit,8 instalments",
		button: "Apply now", min: 1000000, max: 8000000, step: 500000, termDays: 240, instalments: 8, dailyRatePPM: 300,
		serviceFee: 80000, extensionFee: 100000, extensionDays: 30, logo: logo("#334155", "#94a3b8", "+")},
	// Partners' products: recommended here, applied for on the partner's page.
	{name: "Pautang Express", description: "A partner lender's quick loan for first-time borrowers", tags: "Partner,Same-day decision",
		button: "Visit partner", min: 100000, max: 800000, step: 50000, termDays: 120, instalments: 4, dailyRatePPM: 550,
		serviceFee: 12000, logo: logo("#0e7490", "#22d3ee", "P"), link: "https://pautang-express.example/apply"},
	{name: "Sari-Sari Credit", description: "A partner's stock-up loan for neighbourhood stores", tags: "Partner,For store owners",
		button: "Visit partner", min: 500000, max: 3000000, step: 100000, termDays: 180, instalments: 6, dailyRatePPM: 380,
		serviceFee: 40000, logo: logo("#4d7c0f", "#a3e635", "S"), link: "https://sarisari-credit.example/loan"},
	// The Philippine cost caps' example (product 9): a loan they cover,
	// priced within them; demo order 88 has reached the total cost cap.
	covered(loan.CoveredProductExample(), logo("#0f766e", "#5eead4", "M")),
}

// covered is the demo product of a loan.Product the cost caps cover.
func covered(p loan.Product, logo string) product {
	return product{name: p.Name, description: p.Description, tags: strings.Join(p.Tags, ","), button: p.ButtonText,
		min: p.MinAmount, max: p.MaxAmount, step: p.AmountStep, termDays: p.TermDays, instalments: p.Instalments,
		dailyRatePPM: p.DailyRatePPM, serviceFee: p.ServiceFee, extensionFee: p.ExtensionFee, extensionDays: p.ExtensionDays,
		logo: logo, noRetention: true}
}

// logo draws a product mark: a rounded square in the product's colours with its initial.
func logo(from, to, letter string) string {
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">`+
		`<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient></defs>`+
		`<rect width="96" height="96" rx="22" fill="url(#g)"/>`+
		`<circle cx="72" cy="24" r="10" fill="#ffffff" fill-opacity="0.25"/>`+
		`<text x="48" y="64" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" fill="#ffffff" text-anchor="middle">%s</text>`+
		`</svg>`, from, to, letter)
}

func seedProducts(ctx context.Context, tx *store.Tx, d Deps) error {
	now := store.Millis(d.Now())
	for i, p := range products {
		url, err := content.SaveImage(ctx, tx, []byte(p.logo), now)
		if err != nil {
			return fmt.Errorf("demo logo %s: %w", p.name, err)
		}
		retention := 1
		if p.noRetention {
			retention = 0
		}
		_, err = tx.Exec(ctx, `INSERT INTO products (name, logo_url, description, min_amount, max_amount, amount_step, term_days,
			instalments, daily_rate_ppm, service_fee, extension_fee, extension_days, market, currency, tags, button_text, enabled, sort_order,
			created_at, link_url, retention_popup, promo_title, promo_text)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'ph', 'PHP', ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
			p.name, url, p.description, p.min, p.max, p.step, p.termDays, p.instalments, p.dailyRatePPM,
			p.serviceFee, p.extensionFee, p.extensionDays, p.tags, p.button, i+1, now, p.link, retention, p.promoTitle, p.promoText)
		if err != nil {
			return fmt.Errorf("demo product %s: %w", p.name, err)
		}
	}
	loan.InvalidateProducts(tx)
	// Every product must keep to the cost caps at every amount they cover.
	saved, err := loan.Products(ctx, tx)
	if err != nil {
		return err
	}
	for _, p := range saved {
		if err := loan.CheckProductCaps(p, d.Now()); err != nil {
			return fmt.Errorf("demo product %s: %w", p.Name, err)
		}
	}
	return nil
}
