package console_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// productForm is a product's form as the Products screen sends it.
func productForm(p console.ProductView) url.Values {
	f := url.Values{"name": {p.Name}, "description": {p.Description}, "logoUrl": {p.LogoURL},
		"tags": {strings.Join(p.Tags, ",")}, "buttonText": {p.ButtonText}, "linkUrl": {p.LinkURL},
		"promoTitle": {p.PromoTitle}, "promoText": {p.PromoText}}
	for k, v := range map[string]int64{"minAmount": p.MinAmount, "maxAmount": p.MaxAmount, "amountStep": p.AmountStep,
		"termDays": int64(p.TermDays), "instalments": int64(p.Instalments), "dailyRatePPM": p.DailyRatePPM,
		"serviceFee": p.ServiceFee, "extensionFee": p.ExtensionFee, "extensionDays": int64(p.ExtensionDays)} {
		f.Set(k, strconv.FormatInt(v, 10))
	}
	if p.ID != 0 {
		f.Set("id", strconv.FormatInt(p.ID, 10))
	}
	if p.RetentionPopup {
		f.Set("retentionPopup", "1")
	}
	return f
}

// example is the caps' example product (₱1,000 to ₱10,000, 120 days, 0.2%
// a day, a ₱200 fee) as the screen's form.
func example() console.ProductView {
	p := loan.CoveredProductExample()
	return console.ProductView{Name: p.Name, Description: p.Description, MinAmount: p.MinAmount, MaxAmount: p.MaxAmount,
		AmountStep: p.AmountStep, TermDays: p.TermDays, Instalments: p.Instalments, DailyRatePPM: p.DailyRatePPM,
		ServiceFee: p.ServiceFee, Tags: p.Tags, ButtonText: p.ButtonText}
}

func products(t *testing.T, env *servertest.Env, admin operator) []console.ProductView {
	t.Helper()
	r := admin.call(t, env, "GET", "/admin/api/products", nil)
	var list []console.ProductView
	r.Decode(t, &list)
	if r.Status != http.StatusOK || len(list) == 0 {
		t.Fatalf("products: %d %s", r.Status, r.Body)
	}
	return list
}

// TestConsole_ProductsChecked: a draft's every field error and the caps'
// figures without saving; a product with errors, or over a cap, is refused
// with nothing saved; a valid one is created and audited; other roles are
// refused.
func TestConsole_ProductsChecked(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		fin := enrol(t, env, "fay", console.Finance)
		before := products(t, env, admin)
		partners := 0
		for _, p := range before {
			if p.LinkURL != "" {
				partners++
			}
		}
		if partners == 0 || partners == len(before) {
			t.Errorf("the list lacks own or partners' products: %+v", before)
		}

		bad := example()
		bad.Name, bad.MaxAmount, bad.AmountStep, bad.TermDays, bad.Instalments, bad.LinkURL = " ", 50_000, 1, 30, 0, "ftp://x"
		for _, path := range []string{"/admin/api/products/check", "/admin/api/products"} {
			r := admin.call(t, env, "POST", path, productForm(bad))
			var c console.ProductCheck
			if path == "/admin/api/products/check" {
				r.Decode(t, &c)
			} else if r.Status != http.StatusBadRequest {
				t.Errorf("create with errors: %d %s", r.Status, r.Body)
			} else {
				c.Errors = r.Fields
			}
			for _, f := range []string{"name", "maxAmount", "amountStep", "termDays", "instalments", "linkUrl"} {
				if c.Errors[f] == "" {
					t.Errorf("%s: no error for %s: %s", path, f, r.Body)
				}
			}
			if c.Figures != nil {
				t.Errorf("%s: figures of an invalid product: %+v", path, c.Figures)
			}
		}

		// Over the caps: 0.2001% a day (nominal), a ₱2,000 fee (effective).
		capBP := loan.EffectiveCapBP(env.App.Loans.Today())
		for _, c := range []struct {
			field, want string
			edit        func(*console.ProductView)
		}{
			{"dailyRatePPM", "above the 6% a month", func(p *console.ProductView) { p.DailyRatePPM = 2001 }},
			{"serviceFee", "above the effective interest rate of " + strconv.FormatInt(capBP/100, 10) + "% a month",
				func(p *console.ProductView) { p.ServiceFee = 200_000 }},
		} {
			p := example()
			c.edit(&p)
			r := admin.call(t, env, "POST", "/admin/api/products/check", productForm(p))
			var ch console.ProductCheck
			r.Decode(t, &ch)
			if r.Status != http.StatusOK || !strings.Contains(ch.Errors[c.field], c.want) || ch.Figures == nil || !ch.Figures.Covered {
				t.Errorf("check over the cap (%s): %d %s", c.field, r.Status, r.Body)
			}
			if r := admin.call(t, env, "POST", "/admin/api/products", productForm(p)); r.Status != http.StatusBadRequest || !strings.Contains(r.Fields[c.field], c.want) {
				t.Errorf("create over the cap (%s): %d %s", c.field, r.Status, r.Body)
			}
		}
		if r := fin.call(t, env, "POST", "/admin/api/products", productForm(example())); r.Status != http.StatusForbidden {
			t.Errorf("finance creates a product: %d %s", r.Status, r.Body)
		}
		if n := len(products(t, env, admin)); n != len(before) {
			t.Fatalf("refused products were saved: %d products, %d before", n, len(before))
		}

		// Inside the caps: its figures, then it is created and audited.
		r := admin.call(t, env, "POST", "/admin/api/products/check", productForm(example()))
		var ch console.ProductCheck
		r.Decode(t, &ch)
		// ₱1,000 for 120 days at 0.2% a day: ₱240 interest and the ₱200 fee, 11% a month.
		want := loan.ProductFigures{ExampleAmount: 100_000, TotalCost: 44_000, TotalRepayable: 144_000, NominalMonthlyPPM: 60_000,
			NominalCapPPM: 60_000, EffectiveMonthlyPPM: 110_000, EffectiveCapPPM: capBP * 100, Covered: true}
		if len(ch.Errors) != 0 || ch.Figures == nil || *ch.Figures != want {
			t.Errorf("check inside the caps: %s", r.Body)
		}
		r = admin.call(t, env, "POST", "/admin/api/products", productForm(example()))
		var made console.ProductView
		r.Decode(t, &made)
		after := products(t, env, admin)
		if r.Status != http.StatusOK || made.ID == 0 || made.Market != "ph" || made.Currency != "PHP" || !made.Enabled ||
			len(after) != len(before)+1 || after[len(after)-1].ID != made.ID || after[len(after)-1].ServiceFee != 20_000 {
			t.Fatalf("create: %d %s", r.Status, r.Body)
		}
		if _, err := loan.ProductByID(t.Context(), db, made.ID); err != nil {
			t.Errorf("borrowers cannot apply for the new product: %v", err)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"product"}}).Decode(t, &log)
		if len(log) != 1 || log[0].Action != "create-product" || log[0].Operator != "ana" || log[0].ObjectID != strconv.FormatInt(made.ID, 10) ||
			log[0].Before != "" || !strings.Contains(log[0].After, `"serviceFee":20000`) {
			t.Errorf("audit: %+v", log)
		}
	})
}

// TestConsole_ProductEditKeepsOrders: editing a product's rate never
// reprices an order placed before: its terms, plan, amount due and details
// page are unchanged, while the product (and new loans) take the new rate.
func TestConsole_ProductEditKeepsOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		ctx, loans := t.Context(), env.App.Loans
		var p console.ProductView
		for _, q := range products(t, env, admin) {
			if q.ID == 1 {
				p = q
			}
		}
		const userID = 2 // borrower B
		placed, err := loans.Push(ctx, userID, p.ID, p.MinAmount, p.TermDays, loan.TermUnitDays)
		if err != nil {
			t.Fatal(err)
		}
		details := func() (loan.Order, string) {
			o, err := loan.OrderOf(ctx, db, userID, placed.ID)
			if err != nil {
				t.Fatal(err)
			}
			d, err := loans.OrderDetails(ctx, userID, placed.ID, false)
			if err != nil {
				t.Fatal(err)
			}
			b, err := json.Marshal(d)
			if err != nil {
				t.Fatal(err)
			}
			return o, string(b)
		}
		o1, d1 := details()

		edited := p
		edited.DailyRatePPM = p.DailyRatePPM + 100
		r := admin.call(t, env, "POST", "/admin/api/products/update", productForm(edited))
		var saved console.ProductView
		r.Decode(t, &saved)
		if r.Status != http.StatusOK || saved.DailyRatePPM != edited.DailyRatePPM || saved.ID != p.ID {
			t.Fatalf("update: %d %s", r.Status, r.Body)
		}
		if now, err := loan.ProductByID(ctx, db, p.ID); err != nil || now.DailyRatePPM != edited.DailyRatePPM {
			t.Fatalf("the product keeps its old rate: %+v %v", now, err)
		}
		o2, d2 := details()
		if !reflect.DeepEqual(o1.Terms, o2.Terms) || !reflect.DeepEqual(o1.Plan, o2.Plan) || o1.Owed() != o2.Owed() ||
			o2.Terms.DailyRatePPM != p.DailyRatePPM {
			t.Errorf("the order was repriced: %+v / %+v, owed %d then %d", o1.Terms, o2.Terms, o1.Owed(), o2.Owed())
		}
		if d1 != d2 {
			t.Errorf("the order's details changed:\n%s\n%s", d1, d2)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"product"}, "objectId": {strconv.FormatInt(p.ID, 10)}}).Decode(t, &log)
		if len(log) != 1 || log[0].Action != "update-product" ||
			!strings.Contains(log[0].Before, `"dailyRatePPM":`+strconv.FormatInt(p.DailyRatePPM, 10)+",") ||
			!strings.Contains(log[0].After, `"dailyRatePPM":`+strconv.FormatInt(edited.DailyRatePPM, 10)+",") {
			t.Errorf("audit: %+v", log)
		}
		if r := admin.call(t, env, "POST", "/admin/api/products/update", productForm(console.ProductView{ID: 999, Name: "x"})); r.Status != http.StatusBadRequest {
			t.Errorf("an invalid edit of an unknown product: %d %s", r.Status, r.Body)
		}
		missing := edited
		missing.ID = 999
		if r := admin.call(t, env, "POST", "/admin/api/products/update", productForm(missing)); r.Status != http.StatusNotFound {
			t.Errorf("edit an unknown product: %d %s", r.Status, r.Body)
		}
	})
}
