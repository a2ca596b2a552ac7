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
		serviceFee: 15000, extensionFee: 30000, extensionDays: 14, logo: logo("#0a7d5a", "#19a974", markPeso),
		promoTitle: "No hidden charges", promoText: "The service fee is shown before you confirm and nothing is deducted from the amount you receive."},
	{name: "Sahod Saver", description: "A salary loan that fits your payday", tags: "Payday friendly,No collateral",
		button: "Borrow now", min: 200000, max: 3000000, step: 100000, termDays: 120, instalments: 4, dailyRatePPM: 400,
		serviceFee: 20000, extensionFee: 40000, extensionDays: 14, logo: logo("#1d4ed8", "#60a5fa", markPayday),
		promoTitle: "Short of money on payday?", promoText: "You can move a due date by 14 days for a fixed fee, right from the app."},
	{name: "Negosyo Plus", description: "Working capital for your small business", tags: "Higher limit,Longer term",
		button: "Apply now", min: 500000, max: 5000000, step: 100000, termDays: 180, instalments: 6, dailyRatePPM: 350,
		serviceFee: 50000, extensionFee: 60000, extensionDays: 30, logo: logo("#b45309", "#f59e0b", markShop), noRetention: true},
	{name: "Kwarta Lite", description: "A small first loan, one payment at the end", tags: "First loan,Simple",
		button: "Get cash", min: 100000, max: 1000000, step: 50000, termDays: 91, instalments: 1, dailyRatePPM: 600,
		serviceFee: 10000, extensionFee: 20000, extensionDays: 7, logo: logo("#7c3aed", "#c084fc", markFeather)},
	{name: "Bayanihan Cash", description: "Family needs, paid back over five months", tags: "5 instalments,Rollover allowed",
		button: "Apply now", min: 300000, max: 1500000, step: 50000, termDays: 150, instalments: 5, dailyRatePPM: 450,
		serviceFee: 25000, extensionFee: 35000, extensionDays: 15, logo: logo("#be123c", "#fb7185", markHome)},
	{name: "Kwarta Plus", description: "A bigger loan, paid back over eight months", tags: "Higher limit,8 instalments",
		button: "Apply now", min: 1000000, max: 8000000, step: 500000, termDays: 240, instalments: 8, dailyRatePPM: 300,
		serviceFee: 80000, extensionFee: 100000, extensionDays: 30, logo: logo("#334155", "#94a3b8", markCoins)},
	// Partners' products: recommended here, applied for on the partner's page.
	{name: "Pautang Express", description: "A partner lender's quick loan for first-time borrowers", tags: "Partner,Same-day decision",
		button: "Visit partner", min: 100000, max: 800000, step: 50000, termDays: 120, instalments: 4, dailyRatePPM: 550,
		serviceFee: 12000, logo: logo("#0e7490", "#22d3ee", markBolt), link: "https://pautang-express.example/apply"},
	{name: "Sari-Sari Credit", description: "A partner's stock-up loan for neighbourhood stores", tags: "Partner,For store owners",
		button: "Visit partner", min: 500000, max: 3000000, step: 100000, termDays: 180, instalments: 6, dailyRatePPM: 380,
		serviceFee: 40000, logo: logo("#4d7c0f", "#a3e635", markBasket), link: "https://sarisari-credit.example/loan"},
	// The Philippine cost caps' example (product 9): a loan they cover,
	// priced within them; demo order 88 has reached the total cost cap.
	covered(loan.CoveredProductExample(), logo("#0f766e", "#5eead4", markSprout)),
}

// covered is the demo product of a loan.Product the cost caps cover.
func covered(p loan.Product, logo string) product {
	return product{name: p.Name, description: p.Description, tags: strings.Join(p.Tags, ","), button: p.ButtonText,
		min: p.MinAmount, max: p.MaxAmount, step: p.AmountStep, termDays: p.TermDays, instalments: p.Instalments,
		dailyRatePPM: p.DailyRatePPM, serviceFee: p.ServiceFee, extensionFee: p.ExtensionFee, extensionDays: p.ExtensionDays,
		logo: logo, noRetention: true}
}

// The products' marks: white line drawings on a 24-unit grid, one per
// product, saying what the loan is for.
const (
	// Kwarta Flex: a coin with the peso sign.
	markPeso = `<circle cx="12" cy="12" r="9.5"/><path d="M10 17V7h2.8a3 3 0 0 1 0 6H10M8 9.6h8.2M8 11.4h8.2"/>`
	// Sahod Saver: a calendar with payday marked.
	markPayday = `<rect x="3.5" y="5" width="17" height="15.5" rx="2.5"/><path d="M3.5 10h17M8 3v4M16 3v4"/><circle cx="12" cy="15.2" r="2.4"/>`
	// Negosyo Plus: a shop front under its awning.
	markShop = `<path d="M4.5 11v9.5h15V11M3 10.5 5 4h14l2 6.5M3 10.5a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M10 20.5v-5h4v5"/>`
	// Kwarta Lite: a feather.
	markFeather = `<path d="M20 4C12 4 6.5 9 5.5 18.5M4 20l1.5-1.5M5.5 18.5C12 18 17 14 19 7M9 15.5h5.5"/>`
	// Bayanihan Cash: a home with a heart.
	markHome = `<path d="M3 11 12 4l9 7M5.5 9.5v11h13v-11"/><path d="M12 18s-3.2-1.9-3.2-3.9a1.7 1.7 0 0 1 3.2-.8 1.7 1.7 0 0 1 3.2.8c0 2-3.2 3.9-3.2 3.9z"/>`
	// Kwarta Plus: stacked coins and a plus.
	markCoins = `<ellipse cx="10" cy="6.5" rx="6.5" ry="2.5"/><path d="M3.5 6.5v4.5c0 1.4 2.9 2.5 6.5 2.5s6.5-1.1 6.5-2.5V6.5M3.5 11v4.5c0 1.4 2.9 2.5 6.5 2.5M19 14v7M15.5 17.5h7"/>`
	// Pautang Express: a lightning bolt.
	markBolt = `<path d="M13.5 2.5 4.5 14h7l-1 7.5 9-11.5h-7z"/>`
	// Sari-Sari Credit: a shopping basket.
	markBasket = `<path d="M4 10h16l-1.8 10H5.8zM8.5 10 12 4l3.5 6M9 13.5v3.5M12 13.5v3.5M15 13.5v3.5"/>`
	// Kwarta Mini: a small coin that grows.
	markSprout = `<circle cx="12" cy="15" r="6"/><path d="M12 9V5M12 6.5c0-2.2 1.8-3.5 4.5-3.5 0 2.2-1.8 3.5-4.5 3.5zM12 6.5C12 4.8 10.6 4 8.5 4c0 1.7 1.4 2.5 3.5 2.5z"/><path d="M9.5 15h5"/>`
)

// logo draws a product's logo: its mark in white on a rounded square in
// the product's colours.
func logo(from, to, mark string) string {
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">`+
		`<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient></defs>`+
		`<rect width="96" height="96" rx="22" fill="url(#g)"/>`+
		`<g transform="translate(18 18) scale(2.5)" fill="none" stroke="#ffffff" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">%s</g>`+
		`</svg>`, from, to, mark)
}

func seedProducts(ctx context.Context, tx *store.Tx, d Deps) error {
	now := store.Millis(d.Now())
	for _, p := range products {
		url, err := content.SaveImage(ctx, tx, []byte(p.logo), now)
		if err != nil {
			return fmt.Errorf("demo logo %s: %w", p.name, err)
		}
		// Saved in the list's order on the empty database: product i is shown i+1st.
		_, err = loan.SaveProduct(ctx, tx, loan.Product{Name: p.name, LogoURL: url, Description: p.description,
			MinAmount: p.min, MaxAmount: p.max, AmountStep: p.step, TermDays: p.termDays, Instalments: p.instalments,
			DailyRatePPM: p.dailyRatePPM, ServiceFee: p.serviceFee, ExtensionFee: p.extensionFee, ExtensionDays: p.extensionDays,
			Market: "ph", Currency: "PHP", Tags: strings.Split(p.tags, ","), ButtonText: p.button, LinkURL: p.link,
			RetentionPopup: !p.noRetention, PromoTitle: p.promoTitle, PromoText: p.promoText}, d.Now())
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
