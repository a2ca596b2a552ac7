package promo_test

import (
	"bytes"
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"

	"kwarta/internal/report"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

func TestPromo_Template(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		const path = "/api/v2/youmi/service/channel/channel-template"
		env.Run(t, []servertest.Case{
			{Name: "OK", Req: servertest.Request{Method: "GET", Path: path, Query: url.Values{"templateId": {"1"}}},
				WantStatus: 200, WantCode: "00", WantBody: []string{`"id":1`, `"template":{`, `"headline":"Cash up to ₱20,000 before payday"`,
					`"primaryColor":"#0a7d5a"`, `"bannerUrl":"/medium/files/`, `"iosUrl":"https://apps.apple.com/`, `"androidUrl":"https://play.google.com/`,
					`"appScheme":"kwarta://"`, `"companyName":"Kwarta Lending Corporation"`, `"market":"ph"`}},
			{Name: "SecondLooksDifferent", Req: servertest.Request{Method: "GET", Path: path, Query: url.Values{"templateId": {"2"}}},
				WantStatus: 200, WantCode: "00", WantBody: []string{`"id":2`, `"primaryColor":"#c2410c"`, `"buttonText":"Get my loan"`}},
			{Name: "ErrUnknownTemplate", Req: servertest.Request{Method: "GET", Path: path, Query: url.Values{"templateId": {"404"}}},
				WantStatus: 404, WantCode: "100404", WantBody: []string{"No promotion template 404."}},
			{Name: "ErrMissingTemplateID", Req: servertest.Request{Method: "GET", Path: path},
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"templateId":"templateId is required"`}},
			{Name: "ErrNonDigitTemplateID", Req: servertest.Request{Method: "GET", Path: path, Query: url.Values{"templateId": {"1abc"}}},
				WantStatus: 400, WantCode: "100400", WantBody: []string{"templateId must be a whole number"}},
			{Name: "ErrLongTemplateID", Req: servertest.Request{Method: "GET", Path: path, Query: url.Values{"templateId": {strings.Repeat("1", 5000)}}},
				WantStatus: 400, WantCode: "100400", WantBody: []string{"longer than 18 characters"}},
		})
	})
}

// downGateway is an SMS gateway that refuses every message.
type downGateway struct{}

func (downGateway) Send(context.Context, string, string) error { return errors.New("gateway down") }

func TestPromo_TrackAndFunnel(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := context.Background()
		visit := url.Values{"page_id": {"1"}, "user_from": {"facebook"}, "client_type": {"android"}, "page_type": {"1"}, "utm_tag": {"payday-nov"}, "app_from": {"kwarta"}}
		click := url.Values{"phone": {"09171112222"}}
		for k, v := range visit {
			click[k] = v
		}
		const vpath, cpath = "/api/v2/youmi/promotion/track-visit", "/api/v2/youmi/promotion/track-click"
		env.Run(t, []servertest.Case{
			{Name: "Visit", Req: servertest.Request{Method: "GET", Path: vpath, Query: visit}, WantStatus: 200, WantCode: "00"},
			{Name: "VisitAgain", Req: servertest.Request{Method: "GET", Path: vpath, Query: visit}, WantStatus: 200, WantCode: "00"},
			{Name: "OrganicVisit", Req: servertest.Request{Method: "GET", Path: vpath, Query: url.Values{"client_type": {"ios"}}}, WantStatus: 200, WantCode: "00"},
			{Name: "Click", Req: servertest.Request{Method: "GET", Path: cpath, Query: click}, WantStatus: 200, WantCode: "00"},
			{Name: "ErrUnknownTemplate", Req: servertest.Request{Method: "GET", Path: vpath, Query: url.Values{"page_id": {"55"}}},
				WantStatus: 404, WantCode: "100404", WantBody: []string{"No promotion template 55."}},
			{Name: "ErrClientType", Req: servertest.Request{Method: "GET", Path: vpath, Query: url.Values{"client_type": {"windows"}}},
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"client_type":"client_type must be ios or android"`}},
			{Name: "ErrPageTypeNotNumber", Req: servertest.Request{Method: "GET", Path: vpath, Query: url.Values{"page_type": {"one"}}},
				WantStatus: 400, WantCode: "100400"},
			{Name: "ErrLongUserFrom", Req: servertest.Request{Method: "GET", Path: cpath, Query: url.Values{"user_from": {strings.Repeat("x", 5000)}}},
				WantStatus: 400, WantCode: "100400", WantBody: []string{"user_from is longer than 64 characters"}},
		})

		var (
			userFrom, appFrom, utm, client, phone string
			pageType                              int64
		)
		err := db.QueryRow(ctx, `SELECT user_from, app_from, utm_tag, client_type, page_type, phone FROM promo_events WHERE kind = 'click'`).
			Scan(&userFrom, &appFrom, &utm, &client, &pageType, &phone)
		if err != nil {
			t.Fatal(err)
		}
		if userFrom != "facebook" || appFrom != "kwarta" || utm != "payday-nov" || client != "android" || pageType != 1 || phone != "09171112222" {
			t.Errorf("click stored as %q %q %q %q %d %q", userFrom, appFrom, utm, client, pageType, phone)
		}

		// One registration through the landing page of template 1 with the test
		// number: its code is no SMS, so only the real number's send counts.
		get := env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid"})
		var sid struct{ Sid string }
		get.Decode(t, &sid)
		env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Query: url.Values{"sid": {sid.Sid}}})
		form := url.Values{"phone": {"09170000001"}, "capcode": {"0000"}, "sid": {sid.Sid}, "id": {"1"}, "utm_tag": {"payday-nov"}, "deviceId": {"d"}}
		if got := env.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms", Form: form}); got.Code != "00" {
			t.Fatalf("get-sms: %s", got.Body)
		}
		form.Set("smsCode", "123456")
		if got := env.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/register", Form: form}); got.Code != "00" {
			t.Fatalf("register: %s", got.Body)
		}
		// A real number: one send the gateway refuses (not counted), then one that goes out.
		env.App.Signup.Answers = func() string { return "4821" }
		sendReal := func() servertest.Response {
			get := env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid"})
			var sid struct{ Sid string }
			get.Decode(t, &sid)
			env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Query: url.Values{"sid": {sid.Sid}}})
			return env.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms", Form: url.Values{
				"phone": {"09171112299"}, "capcode": {"4821"}, "sid": {sid.Sid}, "id": {"1"}, "utm_tag": {"payday-nov"}, "deviceId": {"d"}}})
		}
		sender := env.App.Signup.SMS
		env.App.Signup.SMS = downGateway{}
		if got := sendReal(); got.Code != "110503" {
			t.Fatalf("get-sms with the gateway down: %s", got.Body)
		}
		env.App.Signup.SMS = sender
		if got := sendReal(); got.Code != "00" {
			t.Fatalf("get-sms: %s", got.Body)
		}

		rows, err := report.Funnel(ctx, db, report.AllTime)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]report.FunnelRow{}
		for _, r := range rows {
			got[r.UtmTag] = r
		}
		if r := got["payday-nov"]; r.TemplateID != 1 || r.TemplateName != "Payday green" || r.Visits != 2 || r.Clicks != 1 || r.SMSSent != 1 || r.Registrations != 1 {
			t.Errorf("payday-nov row = %+v", r)
		}
		if r := got[""]; r.TemplateID != 0 || r.Visits != 1 {
			t.Errorf("organic row = %+v", r)
		}
		var buf bytes.Buffer
		if err := report.WriteFunnel(&buf, rows); err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"TEMPLATE", "VISITS", "CLICKS", "SMS_SENT", "REGISTRATIONS", "Payday green", "payday-nov", "(no template)"} {
			if !strings.Contains(buf.String(), want) {
				t.Errorf("report lacks %q:\n%s", want, buf.String())
			}
		}
	})
}
