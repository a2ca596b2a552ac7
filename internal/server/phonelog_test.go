package server_test

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	"kwarta/internal/account"
	"kwarta/internal/demo"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestAPI_PhonesNeverLogged: a registration and an SMS sign-in, through the
// real router with the console SMS adapter, log each number only masked
// (0917***4567), never whole in any form; so does a test number.
func TestAPI_PhonesNeverLogged(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		env.App.Signup.Answers = func() string { return "4821" }
		sid := func(t *testing.T) string {
			t.Helper()
			var d account.Sid
			env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid"}).Decode(t, &d)
			env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Query: url.Values{"sid": {d.Sid}}})
			return d.Sid
		}
		// The code is read back from the console adapter's masked line.
		sentCode := regexp.MustCompile(`SMS to 0918\*\*\*2222: [^"]*? (\d{6})\b`)
		lastCode := func(t *testing.T) string {
			t.Helper()
			all := sentCode.FindAllStringSubmatch(env.Log.String(), -1)
			if len(all) == 0 {
				t.Fatalf("no masked SMS line in the log:\n%s", env.Log.String())
			}
			return all[len(all)-1][1]
		}
		ok := func(t *testing.T, got servertest.Response) {
			t.Helper()
			if got.Status != 200 || got.Code != "00" {
				t.Fatalf("got %d %s", got.Status, got.Body)
			}
		}
		const typed = "0918 111 2222" // +639181112222, as a borrower types it

		// Registration on the landing page.
		s := sid(t)
		landing := url.Values{"phone": {typed}, "capcode": {"4821"}, "sid": {s}, "deviceId": {"dev-log"}, "id": {"1"}, "appName": {"Kwarta"}}
		ok(t, env.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms", Form: landing}))
		landing.Set("smsCode", lastCode(t))
		landing.Set("userName", typed)
		ok(t, env.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/register", Form: landing}))

		// SMS sign-in on the web app, after the cooldown.
		env.Clock.Advance(account.SMSCooldown)
		s = sid(t)
		q := url.Values{"deviceId": {"web-log"}}
		login := url.Values{"phone": {"+639181112222"}, "capcode": {"4821"}, "sid": {s}}
		ok(t, env.Do(t, servertest.Request{Method: "POST", Path: "/v3/auth/sms-code", Query: q, Form: login}))
		login.Set("smsCode", lastCode(t))
		ok(t, env.Do(t, servertest.Request{Method: "POST", Path: "/v3/auth/sms-login", Query: q, Form: login}))

		// A test number: no SMS, one log line.
		s = sid(t)
		ok(t, env.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms",
			Form: url.Values{"phone": {demo.TestPhone}, "capcode": {demo.TestCaptcha}, "sid": {s}, "deviceId": {"dev-log"}}}))

		log := env.Log.String()
		for _, masked := range []string{"SMS to 0918***2222", "0917***0001"} {
			if !strings.Contains(log, masked) {
				t.Errorf("the log lacks %q:\n%s", masked, log)
			}
		}
		// The national significant number is in every whole form (E.164,
		// with or without +, local); the typed form has spaces.
		for _, whole := range []string{"9181112222", "918 111 2222", "9170000001"} {
			if strings.Contains(log, whole) {
				t.Errorf("the log holds the phone number %q:\n%s", whole, log)
			}
		}
	})
}
