package console_test

import (
	"net/http"
	"net/url"
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

		r = admin.call(t, env, "POST", "/admin/api/content/templates", form)
		var saved promo.Template
		r.Decode(t, &saved)
		if r.Status != http.StatusOK || saved.Headline != "Cash in 5 minutes" || strings.Join(saved.Highlights, "|") != "Fast|Safe" {
			t.Fatalf("save: %d %s", r.Status, r.Body)
		}
		landing = env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/service/channel/channel-template", Query: url.Values{"templateId": {id}}})
		if !strings.Contains(string(landing.Data), `"headline":"Cash in 5 minutes"`) || !strings.Contains(string(landing.Data), `"primaryColor":"#c0392b"`) {
			t.Errorf("the landing page's template: %s", landing.Body)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"template"}, "objectId": {id}}).Decode(t, &log)
		if len(log) != 1 || log[0].Action != "edit-template" || !strings.Contains(log[0].Before, tpl.Headline) || !strings.Contains(log[0].After, "Cash in 5 minutes") {
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
		if d.SupportPhone != before.SMWa || d.SupportEmail != before.Email || d.CompanyName == "" {
			t.Fatalf("details %+v, contact %+v", d, before)
		}
		form := url.Values{"appName": {d.AppName}, "companyName": {d.CompanyName}, "companyAddress": {d.CompanyAddress}, "website": {d.Website},
			"supportEmail": {"help@kwarta.example"}, "supportPhone": {"+63 2 8123 4567"}, "supportHours": {"Mon–Sat 8:00–20:00"}}

		bad := url.Values{"appName": {""}, "supportEmail": {"not an email"}, "supportPhone": {"call us"}, "website": {"ftp://x"}}
		r := admin.call(t, env, "POST", "/admin/api/content/company", bad)
		if r.Status != http.StatusBadRequest || r.Fields["appName"] != "Required." || r.Fields["companyName"] != "Required." ||
			r.Fields["supportEmail"] == "" || r.Fields["supportPhone"] == "" || r.Fields["website"] == "" {
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
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"company"}}).Decode(t, &log)
		if len(log) != 1 || log[0].Action != "edit-company" || !strings.Contains(log[0].Before, before.SMWa) || !strings.Contains(log[0].After, "+63 2 8123 4567") {
			t.Errorf("audit: %+v", log)
		}
	})
}
