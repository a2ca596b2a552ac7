package demo

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strconv"

	"kwarta/internal/content"
	"kwarta/internal/promo"
	"kwarta/internal/store"
)

// The demo world's test number, as Firebase's fictional numbers: no SMS is
// sent, the code is always TestCode and the picture code also accepts
// TestCaptcha. TestPhone2 is a second one for the sign-in journey.
const (
	TestPhone   = "09170000001"
	TestPhone2  = "09170000002"
	TestCode    = "123456"
	TestCaptcha = "0000"
)

// TestPhones is the --test-phones value the demo world uses when none is given.
func TestPhones(marketCode string) string {
	phones := []string{TestPhone, TestPhone2}
	switch marketCode {
	case "in":
		phones = []string{"9170000001", "9170000002"}
	case "cn":
		phones = []string{"13700000001", "13700000002"}
	}
	return phones[0] + ":" + TestCode + ":" + TestCaptcha + "," + phones[1] + ":" + TestCode + ":" + TestCaptcha
}

// landing is one demo promotion template with the query its advertisement links carry.
type landing struct {
	template promo.Template
	banner   string
	query    url.Values
}

var landings = []landing{
	{
		template: promo.Template{Page: promo.Page{
			Name: "Payday green", Headline: "Cash up to ₱20,000 before payday",
			Subheadline:  "Apply in 3 minutes with just your mobile number.",
			Highlights:   []string{"Approval within 1 day", "Funds in 1 to 3 days", "Pay in up to 6 instalments"},
			PrimaryColor: "#0a7d5a", BackgroundColor: "#eefaf4", TextColor: "#11342a", ButtonText: "Apply now",
		}},
		banner: banner("#0a7d5a", "#19a974", "₱20,000", "Payday cash, fast"),
		query:  url.Values{"user_from": {"facebook"}, "app_from": {"kwarta"}, "utm_tag": {"payday-nov"}, "links_id": {"fb-1001"}},
	},
	{
		template: promo.Template{Page: promo.Page{
			Name: "Negosyo sunset", Headline: "Grow your negosyo with up to ₱50,000",
			Subheadline:  "Working capital for sari-sari stores, online sellers and riders.",
			Highlights:   []string{"No collateral", "Terms from 91 to 365 days", "Decision within 1 day"},
			PrimaryColor: "#c2410c", BackgroundColor: "#fff7ed", TextColor: "#431407", ButtonText: "Get my loan",
		}},
		banner: banner("#c2410c", "#f59e0b", "₱50,000", "For your small business"),
		query:  url.Values{"user_from": {"tiktok"}, "app_from": {"kwarta"}, "utm_tag": {"negosyo-q4"}, "down_id": {"tt-2002"}},
	},
}

// banner draws a template's banner: a gradient card with the amount.
func banner(from, to, amount, line string) string {
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360" viewBox="0 0 750 360">`+
		`<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient></defs>`+
		`<rect width="750" height="360" fill="url(#g)"/>`+
		`<circle cx="640" cy="70" r="120" fill="#ffffff" fill-opacity="0.12"/><circle cx="90" cy="330" r="90" fill="#ffffff" fill-opacity="0.10"/>`+
		`<text x="60" y="150" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#ffffff" fill-opacity="0.9">Borrow up to</text>`+
		`<text x="60" y="230" font-family="Helvetica, Arial, sans-serif" font-size="92" font-weight="700" fill="#ffffff">%s</text>`+
		`<text x="60" y="290" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.9">%s</text>`+
		`</svg>`, from, to, amount, line)
}

// seedTemplates adds the demo promotion templates.
func seedTemplates(ctx context.Context, tx *store.Tx, d Deps) error {
	now := store.Millis(d.Now())
	for _, l := range landings {
		u, err := content.SaveImage(ctx, tx, []byte(l.banner), now)
		if err != nil {
			return fmt.Errorf("demo banner %s: %w", l.template.Name, err)
		}
		t := l.template
		t.BannerURL = u
		if _, err := promo.Save(ctx, tx, t, now); err != nil {
			return fmt.Errorf("demo template %s: %w", t.Name, err)
		}
	}
	return nil
}

// LandingLinks are the `demo landing <url>` lines printed at start, one per
// demo template found in the database, with the id it was stored under
// (read back: the ids depend on what the database held before the demo).
func LandingLinks(ctx context.Context, q store.Querier, base string) ([]string, error) {
	out := make([]string, 0, len(landings))
	for _, l := range landings {
		id, err := promo.EnabledByName(ctx, q, l.template.Name)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return nil, err
		}
		link := url.Values{"id": {strconv.FormatInt(id, 10)}}
		for k, v := range l.query {
			link[k] = v
		}
		out = append(out, "demo landing "+base+"/landing/?"+link.Encode())
	}
	return out, nil
}
