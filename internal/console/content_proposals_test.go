package console_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/content"
	"kwarta/internal/loan"
	"kwarta/internal/promo"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestFourEyes_Products: a product's name is one admin's, saved at once;
// its pricing is proposed (alongside a name saved at once), and a second
// pricing proposal waits for the first; an opening proposed with one
// pricing fails when the product was repriced before its approval.
func TestFourEyes_Products(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ana := enrol(t, env, "ana", console.Admin)
		bea := enrol(t, env, "bea", console.Admin)
		var p console.ProductView
		for _, q := range products(t, env, ana) {
			if q.ID == 1 {
				p = q
			}
		}
		named := p
		named.Name = "Kwarta Flex Plus"
		r := ana.call(t, env, "POST", "/admin/api/products/update", productForm(named))
		var saved console.Saved
		r.Decode(t, &saved)
		if r.Status != http.StatusOK || saved.Proposal != nil || saved.Name != "Kwarta Flex Plus" {
			t.Fatalf("a new name: %d %s", r.Status, r.Body)
		}
		if got := actions(t, env, ana, "product", "1"); strings.Join(got, ",") != "ana update-product" {
			t.Errorf("the name's audit: %v", got)
		}

		// The name again and a fee: the name at once, the fee proposed.
		both := named
		both.Name, both.ServiceFee = "Kwarta Flex", p.ServiceFee+5000
		r = ana.call(t, env, "POST", "/admin/api/products/update", productForm(both))
		r.Decode(t, &saved)
		if r.Status != http.StatusOK || saved.Name != "Kwarta Flex" || saved.ServiceFee != p.ServiceFee || saved.Proposal == nil ||
			saved.Proposal.Before != `{"service fee":"₱150.00"}` || saved.Proposal.After != `{"service fee":"₱200.00"}` {
			t.Fatalf("a name and a fee: %d %s", r.Status, r.Body)
		}
		fee := saved.Proposal.ID
		if r := bea.call(t, env, "POST", "/admin/api/products/update", productForm(both)); r.Status != http.StatusConflict || !strings.Contains(r.Message, "already waiting") {
			t.Errorf("a second pricing proposal: %d %s", r.Status, r.Body)
		}

		// Closed at once by one admin; the opening proposed with the
		// pricing of now fails once the fee is approved.
		ana.call(t, env, "POST", "/admin/api/products/enable", url.Values{"id": {"1"}, "enabled": {"0"}})
		open := proposalIn(t, ana.call(t, env, "POST", "/admin/api/products/enable", url.Values{"id": {"1"}, "enabled": {"1"}}))
		if r := ana.call(t, env, "POST", "/admin/api/products/enable", url.Values{"id": {"1"}, "enabled": {"1"}}); r.Status != http.StatusConflict {
			t.Errorf("a second opening: %d %s", r.Status, r.Body)
		}
		approved(t, env, bea, fee)
		if now, err := loan.ProductOf(t.Context(), db, 1); err != nil || now.ServiceFee != p.ServiceFee+5000 {
			t.Fatalf("the fee after the approval: %+v %v", now, err)
		}
		if r := approveAs(t, env, bea, open.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "pricing changed since this was proposed") {
			t.Errorf("an opening after a repricing: %d %s", r.Status, r.Body)
		}
		if _, err := loan.ProductByID(t.Context(), db, 1); err == nil {
			t.Error("the product was opened on a failed approval")
		}
	})
}

// TestFourEyes_ContentChangedMeanwhile: a legal text's proposal fails at
// its approval when another version was published since its base; an
// opening of a template fails when the template was changed since.
func TestFourEyes_ContentChangedMeanwhile(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ana := enrol(t, env, "ana", console.Admin)
		bea := enrol(t, env, "bea", console.Admin)
		ctx := t.Context()

		p := proposalIn(t, ana.call(t, env, "POST", "/admin/api/content/legal", url.Values{"kind": {"privacy"}, "body": {"## Privacy\n\nShort."}, "note": {"short"}, "base": {"0"}}))
		if r := approveAs(t, env, ana, p.ID); r.Status != http.StatusForbidden {
			t.Errorf("ana approves her own text: %d %s", r.Status, r.Body)
		}
		// Published meanwhile, outside this proposal (another instance's seed).
		err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			_, err := env.App.Content.PublishLegal(ctx, tx, map[string]content.Span{}, "privacy", "## Privacy\n\nOther.", "other", "cy", 0, 1)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if r := approveAs(t, env, bea, p.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "Version 1 was published by cy while you were editing version 0") {
			t.Errorf("approving a stale text: %d %s", r.Status, r.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM legal_texts WHERE kind = 'privacy'`); n != 1 {
			t.Errorf("%d versions", n)
		}
		var q []console.Proposal
		ana.call(t, env, "GET", "/admin/api/approvals", url.Values{"decided": {"1"}}).Rows(t, &q)
		if len(q) != 1 || q[0].State != console.ProposalFailed {
			t.Errorf("the decided queue: %+v", q)
		}

		// A closed copy of template 1, proposed open, then edited: the
		// edit approved first, the opening fails.
		var c promo.Template
		ana.call(t, env, "POST", "/admin/api/content/templates/copy", url.Values{"id": {"1"}}).Decode(t, &c)
		open := proposalIn(t, ana.call(t, env, "POST", "/admin/api/content/templates/enable", url.Values{"id": {itoa(c.ID)}, "enabled": {"1"}}))
		edit := proposalIn(t, ana.call(t, env, "POST", "/admin/api/content/templates", url.Values{"id": {itoa(c.ID)}, "name": {c.Name}, "headline": {"Other headline"},
			"buttonText": {c.ButtonText}, "primaryColor": {c.PrimaryColor}, "backgroundColor": {c.BackgroundColor}, "textColor": {c.TextColor}}))
		if !strings.Contains(edit.Before, `"headline":"`+c.Headline+`"`) || !strings.Contains(edit.After, `"headline":"Other headline"`) || strings.Contains(edit.After, `"name"`) {
			t.Errorf("the edit's difference: %+v", edit)
		}
		approved(t, env, bea, edit.ID)
		if r := approveAs(t, env, bea, open.ID); r.Status != http.StatusConflict || !strings.Contains(r.Message, "was changed since this was proposed") {
			t.Errorf("an opening after an edit: %d %s", r.Status, r.Body)
		}
		if t2, err := promo.Lookup(ctx, db, c.ID); err != nil || t2.Enabled || t2.Headline != "Other headline" {
			t.Errorf("the template: %+v %v", t2, err)
		}
	})
}
