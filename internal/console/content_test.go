package console_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/content"
	"kwarta/internal/promo"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

func TestConsole_ContentTemplates(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		bea := enrol(t, env, "bea", console.Admin)
		sup := enrol(t, env, "sue", console.Support)
		var list []promo.Template
		admin.call(t, env, "GET", "/admin/api/content/templates", nil).Decode(t, &list)
		if len(list) == 0 {
			t.Fatal("no demo templates")
		}
		tpl := list[0]
		id := itoa(tpl.ID)
		form := url.Values{"id": {id}, "name": {tpl.Name}, "headline": {"Cash in 5 minutes"}, "subheadline": {"No collateral"},
			"highlights": {"Fast\r\n\r\nSafe\n"}, "bannerUrl": {""}, "primaryColor": {"#c0392b"}, "backgroundColor": {"#fff"},
			"textColor": {"#111111"}, "buttonText": {"Borrow now"}}

		bad := url.Values{}
		for k, v := range form {
			bad[k] = v
		}
		bad.Set("headline", " ")
		bad.Set("primaryColor", "red")
		bad.Set("bannerUrl", "javascript:alert(1)")
		r := admin.call(t, env, "POST", "/admin/api/content/templates", bad)
		if r.Status != http.StatusBadRequest || r.Fields["headline"] != "Required." || r.Fields["primaryColor"] == "" || r.Fields["bannerUrl"] == "" || len(r.Fields) != 3 {
			t.Errorf("bad template: %d %s", r.Status, r.Body)
		}
		if r := sup.call(t, env, "POST", "/admin/api/content/templates", form); r.Status != http.StatusForbidden {
			t.Errorf("support saves a template: %d", r.Status)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE object_type = 'template'`); n != 0 {
			t.Errorf("%d audit lines after refusals", n)
		}
		landing := env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/service/channel/channel-template", Query: url.Values{"templateId": {id}}})
		if strings.Contains(string(landing.Data), "Cash in 5 minutes") {
			t.Fatalf("saved despite the refusals: %s", landing.Body)
		}

		// Proposed, with the fields that change; saved on a second admin's approval.
		p := proposalIn(t, admin.call(t, env, "POST", "/admin/api/content/templates", form))
		if p.Kind != "edit-template" || !strings.Contains(p.After, `"headline":"Cash in 5 minutes"`) || !strings.Contains(p.After, `"highlights":["Fast","Safe"]`) ||
			!strings.Contains(p.Before, tpl.Headline) || strings.Contains(p.After, `"name"`) {
			t.Errorf("the proposal: %+v", p)
		}
		landing = env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/service/channel/channel-template", Query: url.Values{"templateId": {id}}})
		if strings.Contains(string(landing.Data), "Cash in 5 minutes") {
			t.Fatalf("saved on a proposal: %s", landing.Body)
		}
		approved(t, env, bea, p.ID)
		landing = env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/service/channel/channel-template", Query: url.Values{"templateId": {id}}})
		if !strings.Contains(string(landing.Data), `"headline":"Cash in 5 minutes"`) || !strings.Contains(string(landing.Data), `"primaryColor":"#c0392b"`) {
			t.Errorf("the landing page's template: %s", landing.Body)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"template"}, "objectId": {id}}).Rows(t, &log)
		if len(log) != 3 || log[1].Action != "edit-template" || log[1].Operator != "bea" || !strings.Contains(log[1].Before, tpl.Headline) || !strings.Contains(log[1].After, "Cash in 5 minutes") {
			t.Errorf("audit: %+v", log)
		}
		if r := admin.call(t, env, "POST", "/admin/api/content/templates", url.Values{"id": {"999"}, "name": {"x"}, "headline": {"x"}, "buttonText": {"x"},
			"primaryColor": {"#000"}, "backgroundColor": {"#000"}, "textColor": {"#000"}}); r.Status != http.StatusNotFound {
			t.Errorf("unknown template: %d %s", r.Status, r.Body)
		}
	})
}

func TestConsole_ContentCompany(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		fin := enrol(t, env, "fe", console.Finance)
		contact := func() content.ContactInfo {
			var c content.ContactInfo
			env.Do(t, servertest.Request{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Form: url.Values{"type": {"1"}}}).Decode(t, &c)
			return c
		}
		before := contact()
		var d content.Details
		admin.call(t, env, "GET", "/admin/api/content/company", nil).Decode(t, &d)
		if d.SupportPhone != before.SMWa || d.SupportEmail != before.Email || d.Name == "" {
			t.Fatalf("details %+v, contact %+v", d, before)
		}
		form := url.Values{"appName": {d.AppName}, "companyName": {d.Name}, "companyAddress": {d.Address}, "website": {d.Website},
			"supportEmail": {"help@kwarta.example"}, "supportPhone": {"+63 2 8123 4567"}, "supportHours": {"Mon–Sat 8:00–20:00"},
			"iosStoreUrl": {"https://apps.apple.com/ph/app/kwarta-new/id1"}, "appScheme": {"kwartanew://"}}

		bad := url.Values{"appName": {""}, "supportEmail": {"not an email"}, "supportPhone": {"call us"}, "website": {"ftp://x"},
			"iosStoreUrl": {"javascript:alert(1)"}, "appScheme": {"kwarta"}}
		r := admin.call(t, env, "POST", "/admin/api/content/company", bad)
		if r.Status != http.StatusBadRequest || r.Fields["appName"] != "Required." || r.Fields["companyName"] != "Required." ||
			r.Fields["supportEmail"] == "" || r.Fields["supportPhone"] == "" || r.Fields["website"] == "" ||
			r.Fields["iosStoreUrl"] != "A https:// address." || r.Fields["appScheme"] == "" {
			t.Errorf("bad details: %d %s", r.Status, r.Body)
		}
		if r := fin.call(t, env, "POST", "/admin/api/content/company", form); r.Status != http.StatusForbidden {
			t.Errorf("finance saves the details: %d", r.Status)
		}
		if c := contact(); c != before {
			t.Fatalf("changed by refused calls: %+v", c)
		}

		if r := admin.call(t, env, "POST", "/admin/api/content/company", form); r.Status != http.StatusOK || !strings.Contains(string(r.Data), "+63 2 8123 4567") {
			t.Fatalf("save: %d %s", r.Status, r.Body)
		}
		if c := contact(); c.SMWa != "+63 2 8123 4567" || c.Email != "help@kwarta.example" || c.Hours != "Mon–Sat 8:00–20:00" {
			t.Errorf("the borrower's customer service: %+v", c)
		}
		var site content.SiteConfig
		env.Do(t, servertest.Request{Method: "GET", Path: "/v3/site/config"}).Decode(t, &site)
		if site.IOSStoreURL != "https://apps.apple.com/ph/app/kwarta-new/id1" || site.AppScheme != "kwartanew://" {
			t.Errorf("the site config's app links: %+v", site)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"company"}}).Rows(t, &log)
		if len(log) != 1 || log[0].Action != "edit-company" || !strings.Contains(log[0].Before, before.SMWa) || !strings.Contains(log[0].After, "+63 2 8123 4567") {
			t.Errorf("audit: %+v", log)
		}
	})
}

// The privacy policy and the loan terms: the built-in text until an admin
// publishes one; each publication is a new version, audited, refused when
// another was published since the editor's base; the pages show the newest
// with the lender's details of now.
func TestConsole_ContentLegal(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		bea := enrol(t, env, "bea", console.Admin)
		sup := enrol(t, env, "sue", console.Support)
		page := func(kind string) content.LegalDocument {
			t.Helper()
			var d content.LegalDocument
			r := env.Do(t, servertest.Request{Method: "GET", Path: "/v3/site/legal", Query: url.Values{"kind": {kind}}})
			r.Decode(t, &d)
			return d
		}
		text := func(d content.LegalDocument) string { b, _ := json.Marshal(d.Blocks); return string(b) }

		built := page("terms")
		if built.Version != 0 || built.Title != "Loan terms and conditions" || !strings.Contains(text(built), "91 to 365 calendar days") || strings.Contains(text(built), "{{") {
			t.Fatalf("built-in terms: v%d %q %.300s", built.Version, built.Title, text(built))
		}
		if r := env.Do(t, servertest.Request{Method: "GET", Path: "/v3/site/legal", Query: url.Values{"kind": {"cookies"}}}); r.Status != http.StatusBadRequest || r.Fields["kind"] == "" {
			t.Errorf("unknown kind: %d %s", r.Status, r.Body)
		}

		var ed console.LegalEditor
		admin.call(t, env, "GET", "/admin/api/content/legal", url.Values{"kind": {"terms"}}).Decode(t, &ed)
		if ed.Latest != 0 || ed.Text.Version != 0 || len(ed.Versions) != 0 || !strings.Contains(ed.Text.Body, "## Prepayment") || len(ed.Placeholders) != len(content.Placeholders) {
			t.Fatalf("editor: %+v", ed)
		}

		body := "## The lender\n\nLoans by **{{companyName}}**, see {{website}}.\n\n- Term: 91 to 365 days\n"
		if r := admin.call(t, env, "POST", "/admin/api/content/legal/preview", url.Values{"kind": {"terms"}, "body": {"ok\n\nHi {{nobody}}"}}); r.Status != http.StatusBadRequest || !strings.HasPrefix(r.Fields["body"], "Line 3: no placeholder {{nobody}}") {
			t.Errorf("preview of a mistake: %d %s", r.Status, r.Body)
		}
		var preview content.LegalDocument
		admin.call(t, env, "POST", "/admin/api/content/legal/preview", url.Values{"kind": {"terms"}, "body": {body}}).Decode(t, &preview)
		if len(preview.Blocks) != 3 || preview.Blocks[1].Spans[1].Strong != true || preview.Blocks[1].Spans[1].Text == "{{companyName}}" {
			t.Errorf("preview: %s", text(preview))
		}

		publish := func(op operator, body, note, base string) servertest.Response {
			return op.call(t, env, "POST", "/admin/api/content/legal", url.Values{"kind": {"terms"}, "body": {body}, "note": {note}, "base": {base}})
		}
		if r := publish(admin, body, " ", "0"); r.Status != http.StatusBadRequest || r.Fields["note"] == "" {
			t.Errorf("no note: %d %s", r.Status, r.Body)
		}
		if r := publish(admin, "a **b", "typo", "0"); r.Status != http.StatusBadRequest || !strings.HasPrefix(r.Fields["body"], "Line 1:") {
			t.Errorf("a mistake: %d %s", r.Status, r.Body)
		}
		if r := publish(sup, body, "shorter", "0"); r.Status != http.StatusForbidden {
			t.Errorf("support publishes: %d", r.Status)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM legal_texts`); n != 0 || page("terms").Version != 0 {
			t.Fatalf("%d versions stored after refusals", n)
		}

		p := proposalIn(t, publish(admin, body, "Shorter terms", "0"))
		if p.Kind != "publish-legal" || p.Summary != "Publish the loan terms and conditions, version 1: Shorter terms" ||
			!strings.Contains(p.Before, `"version":0`) || !strings.Contains(p.After, `"version":1`) || !strings.Contains(p.After, `"added":["Loans by **{{companyName}}**, see {{website}}.","- Term: 91 to 365 days"]`) || !strings.Contains(p.Before, `"removed":["These loan terms`) {
			t.Errorf("the proposal: %+v", p)
		}
		if d := page("terms"); d.Version != 0 {
			t.Fatalf("published on a proposal: v%d", d.Version)
		}
		approved(t, env, bea, p.ID)
		var v1 content.LegalText
		if err := db.QueryRow(t.Context(), `SELECT version, published_by, published_at FROM legal_texts WHERE kind = 'terms'`).Scan(&v1.Version, &v1.By, &v1.At); err != nil || v1.Version != 1 || v1.By != "ana" {
			t.Fatalf("publish: %+v %v", v1, err)
		}
		if d := page("terms"); d.Version != 1 || !strings.Contains(text(d), "Term: 91 to 365 days") || d.UpdatedAt != v1.At {
			t.Errorf("the page after publishing: v%d %s", d.Version, text(d))
		}
		if d := page("privacy"); d.Version != 0 {
			t.Errorf("publishing the terms changed the privacy policy: v%d", d.Version)
		}
		// Another admin's editor still on version 0 is told, and nothing is lost.
		if r := publish(admin, body+"\nMore.", "stale", "0"); r.Status != http.StatusConflict || !strings.Contains(r.Message, "Version 1 was published by ana") {
			t.Errorf("a stale base: %d %s", r.Status, r.Body)
		}
		if r := publish(admin, body, "same", "1"); r.Status != http.StatusBadRequest || r.Fields["body"] == "" {
			t.Errorf("the same text again: %d %s", r.Status, r.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM legal_texts`); n != 1 {
			t.Errorf("%d versions", n)
		}

		admin.call(t, env, "GET", "/admin/api/content/legal", url.Values{"kind": {"terms"}}).Decode(t, &ed)
		if ed.Latest != 1 || ed.Text.Body != body || len(ed.Versions) != 1 || ed.Versions[0].Note != "Shorter terms" || ed.Versions[0].Body != "" {
			t.Errorf("editor after publishing: %+v", ed)
		}
		var old console.LegalEditor
		admin.call(t, env, "GET", "/admin/api/content/legal", url.Values{"kind": {"terms"}, "version": {"0"}}).Decode(t, &old)
		if old.Text.Version != 0 || !strings.Contains(old.Text.Body, "## Prepayment") || old.Latest != 1 {
			t.Errorf("the built-in text after publishing: %+v", old.Text)
		}
		if r := admin.call(t, env, "GET", "/admin/api/content/legal", url.Values{"kind": {"terms"}, "version": {"7"}}); r.Status != http.StatusNotFound {
			t.Errorf("an unknown version: %d", r.Status)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"legal"}, "objectId": {"terms"}}).Rows(t, &log)
		if len(log) != 3 || log[1].Action != "publish-terms" || log[1].Operator != "bea" || !strings.Contains(log[1].Before, "Prepayment") || !strings.Contains(log[1].After, "Shorter terms") {
			t.Errorf("audit: %+v", log)
		}
		// The texts are append-only, and a placeholder shows the details of now.
		if _, err := db.Exec(t.Context(), `UPDATE legal_texts SET body = 'x'`); err == nil {
			t.Error("a published text was changed")
		}
		if err := content.SaveCompany(t.Context(), db, content.Company{Details: content.Details{Name: "Bagong Pangalan Lending"}}, 1); err != nil {
			t.Fatal(err)
		}
		if d := page("terms"); !strings.Contains(text(d), "Bagong Pangalan Lending") {
			t.Errorf("the new company name is not shown: %s", text(d))
		}
	})
}

// A template copied from another starts closed; opened (proposed, and
// approved by a second admin), its landing page answers, closed again it
// is 404; an uploaded banner is stored and served as the image its content
// says, anything else is refused; all audited.
func TestConsole_ContentTemplateCopyOpenAndBanner(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		bea := enrol(t, env, "bea", console.Admin)
		sup := enrol(t, env, "sue", console.Support)
		landing := func(id int64) servertest.Response {
			return env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/service/channel/channel-template", Query: url.Values{"templateId": {itoa(id)}}})
		}
		if r := admin.call(t, env, "POST", "/admin/api/content/templates/copy", url.Values{"id": {"999"}}); r.Status != http.StatusNotFound {
			t.Errorf("copy of an unknown template: %d", r.Status)
		}
		if r := sup.call(t, env, "POST", "/admin/api/content/templates/copy", url.Values{"id": {"1"}}); r.Status != http.StatusForbidden {
			t.Errorf("support copies: %d", r.Status)
		}
		var from promo.Template
		landing(1).Decode(t, &struct {
			Template *promo.Template `json:"template"`
		}{&from})
		var c promo.Template
		r := admin.call(t, env, "POST", "/admin/api/content/templates/copy", url.Values{"id": {"1"}})
		r.Decode(t, &c)
		if r.Status != http.StatusOK || c.ID <= 1 || c.Enabled || !strings.HasPrefix(c.Name, "Copy of ") || c.Headline != from.Headline {
			t.Fatalf("copy: %d %s", r.Status, r.Body)
		}
		if r := landing(c.ID); r.Status != http.StatusNotFound {
			t.Errorf("a closed copy's landing page: %d", r.Status)
		}
		p := proposalIn(t, admin.call(t, env, "POST", "/admin/api/content/templates/enable", url.Values{"id": {itoa(c.ID)}, "enabled": {"1"}}))
		if r := landing(c.ID); r.Status != http.StatusNotFound || p.Kind != "open-template" {
			t.Errorf("opened on a proposal: %d %+v", r.Status, p)
		}
		approved(t, env, bea, p.ID)
		if r := landing(c.ID); r.Status != http.StatusOK || !strings.Contains(string(r.Data), from.Headline) {
			t.Errorf("the opened copy's landing page: %d %s", r.Status, r.Body)
		}
		admin.call(t, env, "POST", "/admin/api/content/templates/enable", url.Values{"id": {itoa(c.ID)}, "enabled": {"0"}})
		if r := landing(c.ID); r.Status != http.StatusNotFound {
			t.Errorf("closed again: %d", r.Status)
		}

		upload := func(op operator, name string, data []byte) servertest.Response {
			body, ct := servertest.Multipart(t, console.ImageField, name, data, nil)
			return env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/content/images", Body: body, ContentType: ct,
				Header: http.Header{"Cookie": {"kwarta_op=" + op.cookie}, "X-Csrf-Token": {op.csrf}}})
		}
		files := storetest.Count(t, db, `SELECT COUNT(*) FROM files`)
		if r := upload(admin, "banner.png", []byte("<html><script>alert(1)</script></html>")); r.Status != http.StatusBadRequest || r.Fields["file"] == "" {
			t.Errorf("a page named .png: %d %s", r.Status, r.Body)
		}
		if r := upload(sup, "banner.png", smallPNG(t)); r.Status != http.StatusForbidden {
			t.Errorf("support uploads: %d", r.Status)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM files`); n != files {
			t.Errorf("%d files after refusals, %d before", n, files)
		}
		var up console.Uploaded
		r = upload(admin, "banner.png", smallPNG(t))
		r.Decode(t, &up)
		if r.Status != http.StatusOK || !strings.HasPrefix(up.URL, "/medium/files/") || !strings.HasSuffix(up.URL, ".png") {
			t.Fatalf("upload: %d %s", r.Status, r.Body)
		}
		if got := env.Do(t, servertest.Request{Method: "GET", Path: strings.TrimPrefix(up.URL, "/medium")}); got.Status != http.StatusOK || got.Header.Get("Content-Type") != "image/png" {
			t.Errorf("the stored banner: %d %s", got.Status, got.Header.Get("Content-Type"))
		}

		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"operator": {"ana"}}).Rows(t, &log)
		var actions []string
		for _, e := range log {
			if e.ObjectType != "operator" { // ana's enrolment and sign-in
				actions = append(actions, e.Action)
			}
		}
		if want := []string{"upload-image", "disable-template", "propose:open-template", "create-template"}; !reflect.DeepEqual(actions, want) {
			t.Errorf("audit: %v, want %v", actions, want)
		}
	})
}
