package console_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"slices"
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
		bea := enrol(t, env, "bea", console.Admin)
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
		capBP := loan.EffectiveCapBP(env.App.Loans.Calendar().Today())
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
		// Proposed: nothing is added until a second admin approves.
		p := proposalIn(t, admin.call(t, env, "POST", "/admin/api/products", productForm(example())))
		if p.Kind != "create-product" || p.Summary != "Add and open product Kwarta Mini" ||
			!strings.Contains(p.After, `"rate":"0.2000% a day"`) || !strings.Contains(p.After, `"amounts":"₱1,000.00 to ₱10,000.00 in steps of ₱500.00"`) {
			t.Errorf("the proposal: %+v", p)
		}
		if n := len(products(t, env, admin)); n != len(before) {
			t.Fatalf("a proposed product was added: %d products", n)
		}
		if r := approveAs(t, env, admin, p.ID); r.Status != http.StatusForbidden {
			t.Errorf("ana approves her own product: %d %s", r.Status, r.Body)
		}
		approved(t, env, bea, p.ID)
		after := products(t, env, admin)
		made := after[len(after)-1]
		if made.ID == 0 || made.Market != "ph" || made.Currency != "PHP" || !made.Enabled ||
			len(after) != len(before)+1 || made.Name != "Kwarta Mini" || made.ServiceFee != 20_000 {
			t.Fatalf("create: %+v", made)
		}
		if r := approveAs(t, env, bea, p.ID); r.Status != http.StatusConflict || len(products(t, env, admin)) != len(after) {
			t.Errorf("a second approval: %d %s", r.Status, r.Body)
		}
		if _, err := loan.ProductByID(t.Context(), db, made.ID); err != nil {
			t.Errorf("borrowers cannot apply for the new product: %v", err)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"product"}}).Rows(t, &log)
		if len(log) != 3 || log[1].Action != "create-product" || log[1].Operator != "bea" || log[1].ObjectID != strconv.FormatInt(made.ID, 10) ||
			log[1].Before != "" || !strings.Contains(log[1].After, `"serviceFee":20000`) || !strings.Contains(log[1].After, `"proposedBy":"ana"`) ||
			log[0].Action != "approve:create-product" || log[2].Action != "propose:create-product" || log[2].Operator != "ana" {
			t.Errorf("audit: %+v", log)
		}
	})
}

// TestConsole_ProductEditKeepsOrders: editing a product's rate (proposed,
// carried out on a second admin's approval) never reprices an order placed
// before: its terms, plan, amount due and details page are unchanged,
// while the product (and new loans) take the new rate.
func TestConsole_ProductEditKeepsOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		bea := enrol(t, env, "bea", console.Admin)
		ctx, loans := t.Context(), env.App.Loans
		var p console.ProductView
		for _, q := range products(t, env, admin) {
			if q.ID == 1 {
				p = q
			}
		}
		const userID = 2 // borrower B
		placed, err := loans.Push(ctx, userID, p.ID, p.MinAmount, p.TermDays, loan.TermUnitDays, "")
		if err != nil {
			t.Fatal(err)
		}
		details := func() (loan.Order, string) {
			o, err := loan.OrderOf(ctx, db, userID, placed.ID)
			if err != nil {
				t.Fatal(err)
			}
			d, err := env.App.LoanPages.OrderDetails(ctx, userID, placed.ID, false)
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
		pr := proposalIn(t, admin.call(t, env, "POST", "/admin/api/products/update", productForm(edited)))
		if pr.Kind != "price-product" || pr.Before != `{"rate":"0.0500% a day"}` || pr.After != `{"rate":"0.0600% a day"}` {
			t.Errorf("the proposal: %+v", pr)
		}
		if now, err := loan.ProductByID(ctx, db, p.ID); err != nil || now.DailyRatePPM != p.DailyRatePPM {
			t.Fatalf("the product was repriced on a proposal: %+v %v", now, err)
		}
		approved(t, env, bea, pr.ID)
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
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"product"}, "objectId": {strconv.FormatInt(p.ID, 10)}}).Rows(t, &log)
		if len(log) != 3 || log[2].Action != "propose:price-product" || log[0].Action != "approve:price-product" || log[1].Action != "price-product" || log[1].Operator != "bea" ||
			log[1].Before != `{"rate":"0.0500% a day"}` || log[1].After != `{"proposedBy":"ana","rate":"0.0600% a day"}` {
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

// TestConsole_ProductsEnabledAndOrdered: an admin closes a product to new
// applications (it leaves borrower B's list and its confirmation page
// answers that it is not available, while borrower A's order on it goes
// on), opens it again, and sets the lists' order; bad input and other
// roles change nothing; each change is audited.
func TestConsole_ProductsEnabledAndOrdered(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		bea := enrol(t, env, "bea", console.Admin)
		fin := enrol(t, env, "fe", console.Finance)
		offered := func() []int64 {
			t.Helper()
			var o struct {
				Products []struct {
					PID int64 `json:"pid"`
				} `json:"products"`
			}
			env.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan/recommend-list", Session: "demo-b"}).Decode(t, &o)
			var ids []int64
			for _, p := range o.Products {
				ids = append(ids, p.PID)
			}
			return ids
		}
		confirm := func(productID string) servertest.Response {
			return env.Do(t, servertest.Request{Method: "GET", Path: "/v3/loan/loan-detail-confirm", Session: "demo-b", Query: url.Values{"productId": {productID}}})
		}
		orderPage := func() servertest.Response {
			return env.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan-details/loan-details", Session: "demo-a", Form: url.Values{"orderId": {"81"}}})
		}
		before := offered()
		if len(before) < 3 || before[0] != 1 || confirm("1").Status != http.StatusOK {
			t.Fatalf("B's list before: %v", before)
		}

		// Refused: another role, an unknown product; nothing changes.
		if r := fin.call(t, env, "POST", "/admin/api/products/enable", url.Values{"id": {"1"}, "enabled": {"0"}}); r.Status != http.StatusForbidden {
			t.Errorf("finance closes a product: %d", r.Status)
		}
		if r := admin.call(t, env, "POST", "/admin/api/products/enable", url.Values{"id": {"999"}, "enabled": {"0"}}); r.Status != http.StatusNotFound {
			t.Errorf("an unknown product: %d %s", r.Status, r.Body)
		}
		if got := offered(); !reflect.DeepEqual(got, before) {
			t.Fatalf("changed by refusals: %v", got)
		}

		// Closed: product 1 leaves B's list and its page; A's order on product 2 is untouched by closing 2.
		r := admin.call(t, env, "POST", "/admin/api/products/enable", url.Values{"id": {"1"}, "enabled": {"0"}})
		var v console.ProductView
		r.Decode(t, &v)
		if r.Status != http.StatusOK || v.ID != 1 || v.Enabled {
			t.Fatalf("close: %d %s", r.Status, r.Body)
		}
		if got := offered(); len(got) != len(before)-1 || got[0] == 1 {
			t.Errorf("B's list with product 1 closed: %v", got)
		}
		if r := confirm("1"); r.Status != http.StatusNotFound || !strings.Contains(r.Message, "not available") {
			t.Errorf("the closed product's confirmation: %d %s", r.Status, r.Body)
		}
		pageBefore := orderPage()
		admin.call(t, env, "POST", "/admin/api/products/enable", url.Values{"id": {"2"}, "enabled": {"0"}})
		if after := orderPage(); after.Status != http.StatusOK || after.Body != pageBefore.Body {
			t.Errorf("A's order on a closed product: %d %s", after.Status, after.Body)
		}
		// Opening is proposed; a second admin's approval opens it.
		approved(t, env, bea, proposalIn(t, admin.call(t, env, "POST", "/admin/api/products/enable", url.Values{"id": {"2"}, "enabled": {"1"}})).ID)
		p := proposalIn(t, admin.call(t, env, "POST", "/admin/api/products/enable", url.Values{"id": {"1"}, "enabled": {"1"}}))
		if p.Kind != "open-product" || !strings.HasPrefix(p.Summary, "Open product ") || p.Before != `{"state":"closed"}` || !strings.Contains(p.After, `"state":"open to applications"`) {
			t.Errorf("the opening's proposal: %+v", p)
		}
		if got := offered(); len(got) != len(before)-1 {
			t.Errorf("product 1 opened on a proposal: %v", got)
		}
		approved(t, env, bea, p.ID)
		if got := offered(); !reflect.DeepEqual(got, before) {
			t.Errorf("B's list after opening again: %v, want %v", got, before)
		}

		// The order: every product once, else refused.
		var ids []string
		for _, p := range products(t, env, admin) {
			ids = append([]string{strconv.FormatInt(p.ID, 10)}, ids...) // reversed
		}
		for _, bad := range []string{strings.Join(ids[1:], ","), strings.Join(append(ids, ids[0]), ","), strings.Join(append(ids[1:], "999"), ","), "1,x"} {
			if r := admin.call(t, env, "POST", "/admin/api/products/order", url.Values{"ids": {bad}}); r.Status != http.StatusBadRequest || r.Fields["ids"] == "" {
				t.Errorf("order %q: %d %s", bad, r.Status, r.Body)
			}
		}
		if got := offered(); !reflect.DeepEqual(got, before) {
			t.Fatalf("changed by refused orders: %v", got)
		}
		if r := admin.call(t, env, "POST", "/admin/api/products/order", url.Values{"ids": {strings.Join(ids, ",")}}); r.Status != http.StatusOK {
			t.Fatalf("order: %d %s", r.Status, r.Body)
		}
		got := offered()
		want := append([]int64(nil), before...)
		slices.Reverse(want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("B's list reversed: %v, want %v", got, want)
		}
		if list := products(t, env, admin); strconv.FormatInt(list[0].ID, 10) != ids[0] {
			t.Errorf("the console's list: first %d, want %s", list[0].ID, ids[0])
		}

		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"product"}}).Rows(t, &log)
		var actions []string
		for _, e := range log {
			actions = append(actions, e.Operator+" "+e.Action+" "+e.ObjectID)
		}
		if want := []string{"ana order-products order", "bea approve:open-product 1", "bea enable-product 1", "ana propose:open-product 1",
			"bea approve:open-product 2", "bea enable-product 2", "ana propose:open-product 2", "ana disable-product 2", "ana disable-product 1"}; !reflect.DeepEqual(actions, want) {
			t.Errorf("audit: %v, want %v", actions, want)
		}
		if !strings.Contains(log[8].Before, `"enabled":true`) || !strings.Contains(log[8].After, `"enabled":false`) {
			t.Errorf("the closing's before and after: %+v", log[8])
		}
	})
}
