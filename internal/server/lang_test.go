package server_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"kwarta/internal/demo"
	"kwarta/internal/loanpage"
	"kwarta/internal/repay"
	"kwarta/internal/repay/repaytest"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The server's language (internal/lang): the lang parameter, then
// Accept-Language, then the market's (English in the Philippines).

const filipinoBrowser = "fil-PH,fil;q=0.9,en;q=0.8"

// withLang is rq with a lang query parameter and an Accept-Language header.
func withLang(rq servertest.Request, lang, accept string) servertest.Request {
	q := url.Values{}
	for k, v := range rq.Query {
		q[k] = v
	}
	if lang != "" {
		q.Set("lang", lang)
	}
	rq.Query = q
	if accept != "" {
		rq.Header = http.Header{"Accept-Language": {accept}}
	}
	return rq
}

func TestLang_Errors(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		badType := servertest.Request{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Form: url.Values{"type": {"abc"}}}
		const en, fil = "type must be a whole number", "Dapat buong numero ang type"
		for _, c := range []struct {
			name string
			rq   servertest.Request
			want string
		}{
			{"Default", badType, en},
			{"LangFil", withLang(badType, "fil", ""), fil},
			{"AcceptLanguage", withLang(badType, "", filipinoBrowser), fil},
			{"LangEnOverAcceptLanguage", withLang(badType, "en", filipinoBrowser), en},
			{"LangTagalog", withLang(badType, "tl", ""), fil},
			{"LangFilPH", withLang(badType, "fil-PH", ""), fil},
			{"LangWithoutTextsIsEnglish", withLang(badType, "zh", filipinoBrowser), en},
			{"AcceptLanguageWithoutTexts", withLang(badType, "", "zh-CN,zh;q=0.9"), en},
			{"AcceptLanguageQValues", withLang(badType, "", "en;q=0.4,fil;q=0.8"), fil},
			{"LangInTheForm", servertest.Request{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Form: url.Values{"type": {"abc"}, "lang": {"fil"}}}, fil},
		} {
			t.Run(c.name, func(t *testing.T) {
				got := env.Do(t, c.rq)
				if got.Status != 400 || got.Code != "100400" || got.Message != c.want || got.Fields["type"] != c.want {
					t.Errorf("%d %s: message %q, fields %v; want %q in both", got.Status, got.Code, got.Message, got.Fields, c.want)
				}
			})
		}

		// Every message goes out through the envelope: the fault
		// catalogue's, a handler's built with values, the router's 404,
		// several fields at once.
		for _, c := range []struct {
			name              string
			rq                servertest.Request
			status            int
			en, fil           string
			fieldsEn, fieldsF map[string]string
		}{
			{name: "LoginRequired", rq: servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info"},
				status: 401, en: "Please log in again.", fil: "Paki-log in ulit."},
			{name: "HandlerMessageWithValues", rq: servertest.Request{Method: "GET", Path: "/v3/repay/receipt", Session: demo.SessionA, Query: url.Values{"paymentId": {"999"}}},
				status: 404, en: "Payment 999 not found.", fil: "Hindi makita ang bayad na 999."},
			{name: "UnknownPath", rq: servertest.Request{Method: "GET", Path: "/v9/nothing-here"},
				status: 404, en: "No API call at /medium/v9/nothing-here.", fil: "Walang API call sa /medium/v9/nothing-here."},
			{name: "WrongMethod", rq: servertest.Request{Method: "GET", Path: "/v3/personal-center/contact-kf-info"},
				status: 405, en: "This method is not allowed here.", fil: "Hindi puwede ang method na ito rito."},
			{name: "SeveralFields", rq: servertest.Request{Method: "POST", Path: "/v3/loan/loan-detail-push", Session: demo.SessionB, Form: url.Values{"productId": {"1"}}},
				status: 400, en: "Please check the highlighted fields.", fil: "Pakitingnan ang mga naka-highlight na field.",
				fieldsEn: map[string]string{"amount": "amount is required", "periods": "periods is required"},
				fieldsF:  map[string]string{"amount": "Kailangan ang amount", "periods": "Kailangan ang periods"}},
		} {
			t.Run(c.name, func(t *testing.T) {
				for _, v := range []struct {
					rq     servertest.Request
					want   string
					fields map[string]string
				}{
					{c.rq, c.en, c.fieldsEn},
					{withLang(c.rq, "fil", ""), c.fil, c.fieldsF},
					{withLang(c.rq, "", filipinoBrowser), c.fil, c.fieldsF},
					{withLang(c.rq, "en", filipinoBrowser), c.en, c.fieldsEn},
				} {
					got := env.Do(t, v.rq)
					if got.Status != c.status || got.Message != v.want {
						t.Errorf("%v %v: %d %q, want %d %q", v.rq.Query, v.rq.Header, got.Status, got.Message, c.status, v.want)
					}
					for k, want := range v.fields {
						if got.Fields[k] != want {
							t.Errorf("%v: field %s = %q, want %q", v.rq.Query, k, got.Fields[k], want)
						}
					}
				}
			})
		}

		// A route with a lang of its own (the text messages' language)
		// does not take it for the answer's: only the query's lang counts.
		t.Run("RouteDeclaringLang", func(t *testing.T) {
			save := servertest.Request{Method: "POST", Path: "/v3/personal-center/sms-settings/save", Session: demo.SessionA,
				Form: url.Values{"updates": {"abc"}, "anyHour": {"0"}, "lang": {"fil"}}}
			if got := env.Do(t, save); got.Fields["updates"] != "updates must be a whole number" {
				t.Errorf("the form's lang answered: %d %s", got.Status, got.Body)
			}
			if got := env.Do(t, withLang(save, "fil", "")); got.Fields["updates"] != "Dapat buong numero ang updates" {
				t.Errorf("the query's lang: %d %s", got.Status, got.Body)
			}
		})

		// The console is in English, whatever the request asks.
		t.Run("ConsoleInEnglish", func(t *testing.T) {
			got := env.Do(t, withLang(servertest.Request{Method: "GET", Path: "/admin/api/operators"}, "fil", filipinoBrowser))
			if got.Status != 401 || got.Message != "Sign in to the console." {
				t.Errorf("console: %d %q", got.Status, got.Message)
			}
			// A message the catalogue has: still English on a console route.
			bad := servertest.Request{Method: "GET", Path: "/admin/api/operators", Query: url.Values{"note": {"\xff"}}}
			if got := env.Do(t, withLang(bad, "fil", filipinoBrowser)); got.Status != 400 || got.Message != "note is not valid UTF-8 text" {
				t.Errorf("console: %d %q", got.Status, got.Message)
			}
			bad.Method, bad.Path = "POST", "/v3/personal-center/user-info"
			if got := env.Do(t, withLang(bad, "fil", "")); got.Status != 400 || got.Message != "Hindi valid na UTF-8 text ang note" {
				t.Errorf("borrower route: %d %q", got.Status, got.Message)
			}
		})
	})
}

func TestLang_Pages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		details := func(order string) servertest.Request {
			return servertest.Request{Method: "POST", Path: "/v3/loan-details/loan-details", Session: demo.SessionA, Form: url.Values{"orderId": {order}, "productId": {"1"}}}
		}

		t.Run("OrderDetails", func(t *testing.T) {
			for _, rq := range []servertest.Request{withLang(details("85"), "fil", ""), withLang(details("85"), "", filipinoBrowser)} {
				var d loanpage.Details
				got := env.Do(t, rq)
				got.Decode(t, &d)
				if d.NoticeStatusText != "Aprubado" || d.CardPopTitle != "Mag-link ng bank card" ||
					d.ReyMsg != "Aprubado na ang loan mo na ₱80,000.00. I-withdraw ito ngayon at darating ito sa account mo sa loob ng 1 hanggang 3 araw." {
					t.Errorf("approved order in Filipino: %s", got.Body)
				}
				if !strings.Contains(got.Body, `{"text":"Halaga ng loan","value":"₱80,000.00"}`) || !strings.Contains(got.Body, `"btn":"Mag-apply na"`) {
					t.Errorf("rows and recommendations in Filipino: %s", got.Body)
				}
			}
			// A text with values and a row value of words.
			got := env.Do(t, withLang(details("81"), "fil", ""))
			if !strings.Contains(got.Body, `"noticeDesText":"10 araw nang late ang bayad mo.`) || !strings.Contains(got.Body, `"value":"120 araw, 4 na hulog"`) {
				t.Errorf("overdue order in Filipino: %s", got.Body)
			}
			// English unless asked, even with lang=en over a Filipino browser.
			for _, rq := range []servertest.Request{details("85"), withLang(details("85"), "en", filipinoBrowser)} {
				if got := env.Do(t, rq); !strings.Contains(got.Body, `"noticeStatusText":"Approved"`) {
					t.Errorf("English: %s", got.Body)
				}
			}
		})

		t.Run("DeclinedNotice", func(t *testing.T) {
			got := env.Do(t, withLang(servertest.Request{Method: "POST", Path: "/v3/joint-login/notice", Session: demo.SessionA, Form: url.Values{"productId": {"3"}}}, "fil", ""))
			if !strings.Contains(got.Body, "Hindi namin mabuksan ang application mo sa") {
				t.Errorf("failure notice in Filipino: %s", got.Body)
			}
		})

		t.Run("RepaymentPageAndReceipt", func(t *testing.T) {
			got := env.Do(t, withLang(servertest.Request{Method: "GET", Path: "/v3/repay/loan-play-detail", Session: demo.SessionA, Query: url.Values{"orderId": {"82"}}}, "fil", ""))
			var page repay.Instalment
			got.Decode(t, &page)
			if !strings.HasPrefix(page.NoticeMsg, "Magbayad lang gamit ang reference number") ||
				page.DefDetail.PayNotice["E-wallet"][0].Steps[2] != "Ilagay ang reference number mula sa page na ito at ang halagang "+page.RepayAmountText+"." {
				t.Errorf("instalment page in Filipino: %s", got.Body)
			}
			if err := repaytest.Pay(t, env, demo.SessionA, 82, page.RepayAmount); err != nil {
				t.Fatal(err)
			}
			var list []repay.Receipt
			env.Do(t, withLang(servertest.Request{Method: "GET", Path: "/v3/repay/payments", Session: demo.SessionA, Query: url.Values{"orderId": {"82"}}}, "fil", "")).Decode(t, &list)
			if len(list) != 1 || list[0].Title != "Bayad" {
				t.Fatalf("payments in Filipino: %+v", list)
			}
			q := url.Values{"paymentId": {strconv.FormatInt(list[0].ID, 10)}}
			var r repay.Receipt
			got = env.Do(t, withLang(servertest.Request{Method: "GET", Path: "/v3/repay/receipt", Session: demo.SessionA, Query: q}, "", filipinoBrowser))
			got.Decode(t, &r)
			if r.Title != "Bayad" || len(r.Applied) == 0 || r.Applied[len(r.Applied)-1] != (loanpage.Row{Text: "Principal", Value: r.Applied[len(r.Applied)-1].Value}) ||
				!strings.Contains(got.Body, `"text":"Interest"`) {
				t.Errorf("receipt in Filipino: %s", got.Body)
			}
			got = env.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/receipt", Session: demo.SessionA, Query: q})
			if got.Decode(t, &r); r.Title != "Repayment" {
				t.Errorf("receipt in English: %s", got.Body)
			}
		})

		t.Run("SandboxPage", func(t *testing.T) {
			_, page := repaytest.Instalment(t, env, demo.SessionA, 81)
			_, code := repaytest.Generate(t, env, demo.SessionA, 81, page.RepayAmount)
			got := env.Do(t, servertest.Request{Method: "GET", Path: code.PayURL + "&lang=fil"})
			for _, want := range []string{`<html lang="fil">`, "<title>Sandbox na bayad</title>", "<h1>Magbayad ng " + page.RepayAmountText + "</h1>",
				"I-simulate ang bayad", "I-simulate ang pumalyang bayad", "Ang due ngayon", code.PayCode} {
				if !strings.Contains(got.Body, want) {
					t.Errorf("sandbox page in Filipino lacks %q: %s", want, got.Body)
				}
			}
			if strings.Contains(got.Body, "Simulate payment") || got.Header.Get("Content-Security-Policy") == "" {
				t.Errorf("sandbox page in Filipino: %s", got.Body)
			}
			if got := env.Do(t, withLang(servertest.Request{Method: "GET", Path: code.PayURL}, "", filipinoBrowser)); !strings.Contains(got.Body, "I-simulate ang bayad") {
				t.Errorf("sandbox page by Accept-Language: %s", got.Body)
			}
			if got := env.Do(t, servertest.Request{Method: "GET", Path: code.PayURL}); !strings.Contains(got.Body, `<html lang="en">`) || !strings.Contains(got.Body, "Simulate payment") {
				t.Errorf("sandbox page in English: %s", got.Body)
			}
			// The way back to the order keeps the language.
			sim := env.Do(t, servertest.Request{Method: "POST", Path: code.PayURL + "&lang=fil", Form: url.Values{"status": {"S"}}})
			if loc := sim.Header.Get("Location"); sim.Status != 303 || !strings.Contains(loc, "lang=fil") {
				t.Errorf("simulate: %d %q", sim.Status, loc)
			}
		})
	})
}
