package account_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/account"
	"kwarta/internal/config"
	"kwarta/internal/fault"
	"kwarta/internal/report"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// count runs a COUNT(*) query.
var count = storetest.Count

func TestSignup_DeviceRequired(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		sessions := func() int { return count(t, db, `SELECT COUNT(*) FROM sessions`) }
		before := sessions()

		// A registration with the right picture code and SMS code but no device id.
		sid, code := f.sendOK(t, "09171113331", "+639171113331")
		loginSid := f.sid(t)
		want(t, f.Do(t, servertest.Request{Method: "POST", Path: "/v3/auth/sms-code", Query: url.Values{"deviceId": {"web-1"}},
			Form: url.Values{"phone": {"09171113332"}, "capcode": {f.answer}, "sid": {loginSid}}}), 200, "00", "")
		loginCode := f.out.lastCode(t, "+639171113332")
		noDevice := []string{`"deviceId":"deviceId is required"`}
		f.Run(t, []servertest.Case{
			{Name: "RegisterWithoutDevice", Req: servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/register",
				Form: url.Values{"phone": {"09171113331"}, "capcode": {f.answer}, "sid": {sid}, "smsCode": {code}}},
				WantStatus: 400, WantCode: "100400", WantBody: noDevice},
			{Name: "RegisterWithBlankDevice", Req: servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/register",
				Form: url.Values{"phone": {"09171113331"}, "capcode": {f.answer}, "sid": {sid}, "smsCode": {code}, "deviceId": {"   "}}},
				WantStatus: 400, WantCode: "100400", WantBody: noDevice},
			{Name: "GetSMSWithoutDevice", Req: servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms",
				Form: url.Values{"phone": {"09171113333"}, "capcode": {f.answer}, "sid": {f.sid(t)}}},
				WantStatus: 400, WantCode: "100400", WantBody: noDevice},
			{Name: "LoginCodeWithoutDevice", Req: servertest.Request{Method: "POST", Path: "/v3/auth/sms-code",
				Form: url.Values{"phone": {"09171113334"}, "capcode": {f.answer}, "sid": {f.sid(t)}}},
				WantStatus: 400, WantCode: "100400", WantBody: noDevice},
			{Name: "LoginWithoutDevice", Req: servertest.Request{Method: "POST", Path: "/v3/auth/sms-login",
				Form: url.Values{"phone": {"09171113332"}, "capcode": {f.answer}, "sid": {loginSid}, "smsCode": {loginCode}}},
				WantStatus: 400, WantCode: "100400", WantBody: noDevice},
		})
		if got := sessions(); got != before {
			t.Fatalf("sessions = %d, want %d: a session was issued without a device", got, before)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM users WHERE phone IN (?, ?)`, "+639171113331", "+639171113332"); n != 0 {
			t.Errorf("%d borrowers created without a device", n)
		}
		// The same codes still work once the device is named.
		want(t, f.register(t, "09171113331", sid, f.answer, code), 200, "00", `"sessionId"`)

		t.Run("ErrIssueWithoutDevice", func(t *testing.T) {
			u, err := f.App.Account.UserByPhone(ctx, db, "+639171234567")
			if err != nil {
				t.Fatal(err)
			}
			before := sessions()
			for _, device := range []string{"", "  "} {
				_, err := f.App.Account.IssueSession(ctx, db, u.ID, device)
				if fe := (*fault.Error)(nil); !errors.As(err, &fe) || fe.Code != fault.CodeInvalid {
					t.Errorf("IssueSession(%q) = %v, want the deviceId error", device, err)
				}
				if err := f.App.Account.AddSession(ctx, db, u.ID, device, "fixed-"+device, time.Hour); err == nil {
					t.Errorf("AddSession(%q) accepted", device)
				}
			}
			if got := sessions(); got != before {
				t.Errorf("sessions = %d, want %d", got, before)
			}
		})

		t.Run("ErrEmptyDeviceNeverMatches", func(t *testing.T) {
			// A session stored without a device (as an older build could) is not
			// opened by a call without a device id.
			_, err := db.Exec(ctx, `INSERT INTO sessions (token_hash, user_id, device_id, created_at, expires_at, last_seen_at) VALUES (?, (SELECT id FROM users WHERE phone = '+639171234567'), '', ?, ?, ?)`,
				account.HashSession("legacy-no-device"), store.Millis(servertest.Start), store.Millis(servertest.Start.Add(time.Hour)), store.Millis(servertest.Start))
			if err != nil {
				t.Fatal(err)
			}
			const profile = "/v3/personal-center/user-info"
			f.Run(t, []servertest.Case{
				{Name: "NoDeviceID", Req: servertest.Request{Method: "POST", Path: profile, Query: url.Values{"sessionId": {"legacy-no-device"}}},
					WantStatus: 401, WantCode: "100401", NotBody: []string{"Maria"}},
				{Name: "BlankDeviceID", Req: servertest.Request{Method: "POST", Path: profile, Query: url.Values{"sessionId": {"legacy-no-device"}, "deviceId": {" "}}},
					WantStatus: 401, WantCode: "100401", NotBody: []string{"Maria"}},
				{Name: "DemoSessionWithoutDeviceID", Req: servertest.Request{Method: "POST", Path: profile, Query: url.Values{"sessionId": {"demo-a"}}},
					WantStatus: 401, WantCode: "100401"},
			})
			if _, err := f.App.Account.Authenticate(ctx, "legacy-no-device", ""); err == nil {
				t.Error("Authenticate matched an empty device id")
			}
		})
	})
}

func TestSignup_Concurrency(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)

		t.Run("GuessStormJudgesAtMostFive", func(t *testing.T) {
			sid, code := f.sendOK(t, "09171114441", "+639171114441")
			const guesses = 24
			var (
				wg      sync.WaitGroup
				results = make([]servertest.Response, guesses)
			)
			for i := range guesses {
				wrong := fmt.Sprintf("%06d", (i*7919+13)%1_000_000)
				if wrong == code {
					wrong = fmt.Sprintf("%06d", (i*7919+14)%1_000_000)
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					results[i] = f.register(t, "09171114441", sid, f.answer, wrong)
				}()
			}
			wg.Wait()
			left := map[string]int{}
			for _, got := range results {
				if got.Status != 400 || got.Code != "800006" {
					t.Fatalf("a wrong guess got %d %s %s", got.Status, got.Code, got.Body)
				}
				if strings.Contains(got.Message, "tries left") {
					left[got.Message]++
				}
			}
			// Judged: one answer per try 1..4 ("N tries left"), the fifth says too many.
			if len(left) != account.OTPMaxTries-1 {
				t.Errorf("tries-left answers = %v, want one each for 4, 3, 2, 1", left)
			}
			for msg, n := range left {
				if n != 1 {
					t.Errorf("%q answered %d times", msg, n)
				}
			}
			if n := count(t, db, `SELECT attempts FROM otp_codes WHERE phone = ? ORDER BY id DESC LIMIT 1`, "+639171114441"); n != account.OTPMaxTries {
				t.Errorf("attempts = %d, want %d", n, account.OTPMaxTries)
			}
			want(t, f.register(t, "09171114441", sid, f.answer, code), 400, "800006", "Too many wrong tries")
		})

		t.Run("ParallelRedeemsOneSession", func(t *testing.T) {
			sid, code := f.sendOK(t, "09171114442", "+639171114442")
			const callers = 8
			var (
				wg      sync.WaitGroup
				results = make([]servertest.Response, callers)
			)
			for i := range callers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					results[i] = f.register(t, "09171114442", sid, f.answer, code)
				}()
			}
			wg.Wait()
			ok := 0
			for _, got := range results {
				switch {
				case got.Status == 200 && got.Code == "00":
					ok++
				case got.Status == 400 && (got.Code == "800006" || got.Code == "-1"):
				default:
					t.Errorf("a racing redeem got %d %s %s", got.Status, got.Code, got.Body)
				}
			}
			if ok != 1 {
				t.Fatalf("%d redeems succeeded, want exactly 1", ok)
			}
			n := count(t, db, `SELECT COUNT(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.phone = ?`, "+639171114442")
			if n != 1 {
				t.Errorf("sessions = %d, want 1", n)
			}
		})

		t.Run("ParallelSendsOneCaptchaOneSMS", func(t *testing.T) {
			sid := f.sid(t)
			sent := f.out.count()
			var wg sync.WaitGroup
			for i := range 6 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					f.getSMS(t, fmt.Sprintf("0917111445%d", i), sid, f.answer)
				}()
			}
			wg.Wait()
			if got := f.out.count() - sent; got != 1 {
				t.Errorf("%d SMS sent with one picture code, want 1", got)
			}
		})
	})
}

// failing is an SMS gateway that is down.
type failing struct{}

func (failing) Send(context.Context, string, string) error {
	return errors.New("gateway: 502 bad gateway")
}

func TestSignup_GatewayFailure(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		ctx := context.Background()

		t.Run("RetryAtOnce", func(t *testing.T) {
			sid := f.sid(t)
			f.App.Signup.SMS = failing{}
			got := f.getSMS(t, "09171115551", sid, f.answer)
			want(t, got, 503, "110503", "could not be sent")
			if strings.Contains(got.Body, "502") {
				t.Errorf("the gateway's error reached the client: %s", got.Body)
			}
			f.App.Signup.SMS = f.out
			// Same picture code, no cooldown, at once.
			want(t, f.getSMS(t, "09171115551", sid, f.answer), 200, "00", `"countdown":60`)
			if n := count(t, db, `SELECT n FROM sms_counters WHERE scope = 'phone' AND key = ?`, "+639171115551"); n != 1 {
				t.Errorf("phone count = %d, want 1", n)
			}
			if n := count(t, db, `SELECT COUNT(*) FROM otp_codes WHERE phone = ? AND failed = 1`, "+639171115551"); n != 1 {
				t.Errorf("failed codes = %d, want 1", n)
			}
			want(t, f.register(t, "09171115551", sid, f.answer, f.out.lastCode(t, "+639171115551")), 200, "00", `"sessionId"`)
		})

		t.Run("DailyCountsGivenBack", func(t *testing.T) {
			f.Clock.Set(time.Date(2026, 11, 10, 1, 0, 0, 0, time.UTC))
			sid := f.sid(t)
			f.App.Signup.SMS = failing{}
			for i := 0; i <= account.PhoneDailySMS; i++ {
				want(t, f.getSMS(t, "09171115552", sid, f.answer), 503, "110503", "")
			}
			f.App.Signup.SMS = f.out
			want(t, f.getSMS(t, "09171115552", sid, f.answer), 200, "00", "")
			for _, scope := range []struct{ scope, key string }{{"phone", "+639171115552"}, {"device", "dev-1"}, {"ip", "192.0.2.1"}} {
				n := count(t, db, `SELECT n FROM sms_counters WHERE scope = ? AND key = ? AND day = '2026-11-10'`, scope.scope, scope.key)
				if scope.scope == "phone" && n != 1 {
					t.Errorf("%s count = %d, want 1", scope.scope, n)
				}
				if n > 1 {
					t.Errorf("%s count = %d, failed sends were counted", scope.scope, n)
				}
			}
		})

		t.Run("FunnelCountsOnlyRealSends", func(t *testing.T) {
			f.Clock.Set(time.Date(2026, 11, 12, 1, 0, 0, 0, time.UTC))
			f.App.Signup.SMS = failing{}
			want(t, f.getSMS(t, "09171115553", f.sid(t), f.answer, "utm_tag", "gw-test"), 503, "110503", "")
			f.App.Signup.SMS = f.out
			want(t, f.getSMS(t, "09171115553", f.sid(t), f.answer, "utm_tag", "gw-test"), 200, "00", "")
			want(t, f.getSMS(t, "09170000001", f.sid(t), "0000", "utm_tag", "gw-test"), 200, "00", "")
			rows, err := report.Funnel(ctx, db, report.AllTime)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range rows {
				if r.UtmTag == "gw-test" && r.SMSSent != 1 {
					t.Errorf("SMS sent = %d, want 1 (no failed send, no test number)", r.SMSSent)
				}
			}
		})
	})
}

func TestSignup_KeyedHashes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		secret := strings.Repeat("k", 32)
		withSecret := func(s string) func(*config.Config) { return func(c *config.Config) { c.Secret = s } }
		f := newFixture(t, db, withSecret(secret))
		ctx := context.Background()
		mac := func(parts ...string) string {
			m := hmac.New(sha256.New, []byte(secret))
			m.Write([]byte(strings.Join(parts, ":")))
			return hex.EncodeToString(m.Sum(nil))
		}

		sid, code := f.sendOK(t, "09171116661", "+639171116661")
		var codeHash, answerHash string
		if err := db.QueryRow(ctx, `SELECT code_hash FROM otp_codes WHERE phone = ?`, "+639171116661").Scan(&codeHash); err != nil {
			t.Fatal(err)
		}
		if err := db.QueryRow(ctx, `SELECT answer_hash FROM captchas WHERE sid = ?`, sid).Scan(&answerHash); err != nil {
			t.Fatal(err)
		}
		if want := mac("otp", "+639171116661", "register", code); codeHash != want {
			t.Errorf("code hash = %s, want HMAC-SHA256 under --secret %s", codeHash, want)
		}
		if want := mac("captcha", sid, f.answer); answerHash != want {
			t.Errorf("answer hash = %s, want HMAC-SHA256 under --secret %s", answerHash, want)
		}
		plain := sha256.Sum256([]byte("otp:+639171116661:register:" + code))
		if codeHash == hex.EncodeToString(plain[:]) {
			t.Error("the code is hashed without a key")
		}

		t.Run("ErrOtherSecret", func(t *testing.T) {
			other := servertest.New(t, db, withSecret(strings.Repeat("o", 32)))
			got := other.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/register",
				Form: url.Values{"phone": {"09171116661"}, "capcode": {f.answer}, "sid": {sid}, "smsCode": {code}, "deviceId": {"dev-1"}}})
			want(t, got, 400, "-1", "picture code")
		})
		t.Run("ErrRandomKeyPerProcess", func(t *testing.T) {
			dev := servertest.New(t, db) // development, no --secret
			if !strings.Contains(dev.Log.String(), "no --secret") {
				t.Errorf("no warning logged: %s", dev.Log.String())
			}
			sid, code := f.sendOK(t, "09171116662", "+639171116662")
			got := dev.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/register",
				Form: url.Values{"phone": {"09171116662"}, "capcode": {f.answer}, "sid": {sid}, "smsCode": {code}, "deviceId": {"dev-1"}}})
			want(t, got, 400, "-1", "picture code")
		})
		t.Run("OKSameSecretOnAnotherInstance", func(t *testing.T) {
			twin := servertest.New(t, db, withSecret(secret))
			if strings.Contains(twin.Log.String(), "no --secret") {
				t.Error("warned although a secret was given")
			}
			sid, code := f.sendOK(t, "09171116663", "+639171116663")
			got := twin.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/register",
				Form: url.Values{"phone": {"09171116663"}, "capcode": {f.answer}, "sid": {sid}, "smsCode": {code}, "deviceId": {"dev-1"}}})
			want(t, got, 200, "00", `"sessionId"`)
		})
	})
}

func TestSignup_CaptchaRequestLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		getSid := func(t *testing.T, peer string) servertest.Response {
			t.Helper()
			return f.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid", RemoteAddr: peer})
		}
		draw := func(t *testing.T, sid, peer string) servertest.Response {
			t.Helper()
			return f.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Query: url.Values{"sid": {sid}}, RemoteAddr: peer})
		}
		newSid := func(t *testing.T, peer string) string {
			t.Helper()
			got := getSid(t, peer)
			var d account.Sid
			got.Decode(t, &d)
			if d.Sid == "" {
				t.Fatalf("get-sid: %d %s", got.Status, got.Body)
			}
			return d.Sid
		}

		t.Run("GetSid", func(t *testing.T) {
			const a, b = "198.51.100.1:5000", "198.51.100.2:5000"
			for i := 0; i < account.CaptchaIPLimit; i++ {
				if got := getSid(t, a); got.Status != 200 {
					t.Fatalf("call %d: %d %s", i+1, got.Status, got.Body)
				}
			}
			want(t, getSid(t, a), 429, "100429", "Too many picture-code sessions were started from this network")
			want(t, getSid(t, b), 200, "00", `"sid"`)
			f.Clock.Advance(account.CaptchaIPWindow)
			want(t, getSid(t, a), 200, "00", `"sid"`)
		})

		t.Run("GetCaptcha", func(t *testing.T) {
			const a, b = "198.51.100.3:5000", "198.51.100.4:5000"
			sid := newSid(t, a)
			for i := 0; i < account.CaptchaIPLimit; i++ {
				if got := draw(t, sid, a); got.Status != 200 {
					t.Fatalf("call %d: %d %s", i+1, got.Status, got.Body)
				}
			}
			got := draw(t, sid, a)
			want(t, got, 429, "100429", "Too many picture codes were requested from this network")
			if got.Header.Get("Content-Type") == "image/png" {
				t.Error("an image was drawn over the limit")
			}
			if got := draw(t, sid, b); got.Status != 200 {
				t.Errorf("another network: %d %s", got.Status, got.Body)
			}
			f.Clock.Advance(account.CaptchaIPWindow - time.Second)
			if got := draw(t, sid, b); got.Status != 200 { // the sid lives 10 minutes from its latest image
				t.Errorf("redraw within the sid's life: %d %s", got.Status, got.Body)
			}
			f.Clock.Advance(time.Second)
			if got := draw(t, newSid(t, a), a); got.Status != 200 {
				t.Errorf("next window: %d %s", got.Status, got.Body)
			}
		})

		t.Run("ErrSidPastItsLife", func(t *testing.T) {
			const peer = "198.51.100.5:5000"
			fresh := newSid(t, peer)
			drawn := newSid(t, peer)
			if got := draw(t, drawn, peer); got.Status != 200 {
				t.Fatalf("draw: %d", got.Status)
			}
			f.Clock.Advance(account.SidTTL)
			for _, sid := range []string{fresh, drawn} {
				got := draw(t, sid, peer)
				want(t, got, 404, "100404", "expired")
				if got.Header.Get("Content-Type") == "image/png" {
					t.Error("an image was drawn for an expired sid")
				}
			}
		})
	})
}

func TestSignup_TrustedProxies(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		const proxy = "10.0.0.7:443"
		trusted := func(c *config.Config) { c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")} }
		send := func(t *testing.T, f *fixture, phone, peer, xff string) servertest.Response {
			t.Helper()
			form := url.Values{"phone": {phone}, "capcode": {f.answer}, "sid": {f.sid(t)}, "deviceId": {"dev-" + phone}}
			return f.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms", Form: form,
				RemoteAddr: peer, Header: http.Header{"X-Forwarded-For": {xff}}})
		}
		storedIP := func(t *testing.T, phone string) string {
			t.Helper()
			var ip string
			if err := db.QueryRow(ctx, `SELECT ip FROM otp_codes WHERE phone = ? ORDER BY id DESC LIMIT 1`, phone).Scan(&ip); err != nil {
				t.Fatal(err)
			}
			return ip
		}

		t.Run("BehindTrustedProxy", func(t *testing.T) {
			f := newFixture(t, db, trusted)
			f.Clock.Set(time.Date(2026, 11, 20, 1, 0, 0, 0, time.UTC))
			for i := 0; i < account.IPDailySMS; i++ {
				want(t, send(t, f, "0917222"+pad4(i), proxy, "6.6.6.6, 203.0.113.50, 10.0.0.9"), 200, "00", "")
			}
			if got := storedIP(t, "+639172220000"); got != "203.0.113.50" {
				t.Errorf("stored ip = %q, want the right-most untrusted hop", got)
			}
			// The same client over the limit, whatever it writes in front.
			want(t, send(t, f, "09172229999", proxy, "1.2.3.4, 203.0.113.50"), 429, "110429", "from this network")
			// Another client behind the same proxy is not held back.
			want(t, send(t, f, "09172229998", proxy, "203.0.113.51"), 200, "00", "")
		})

		t.Run("UntrustedPeerCannotSpoof", func(t *testing.T) {
			f := newFixture(t, db)
			f.Clock.Set(time.Date(2026, 11, 22, 1, 0, 0, 0, time.UTC))
			for i := 0; i < account.IPDailySMS; i++ {
				want(t, send(t, f, "0917333"+pad4(i), "198.51.100.77:1000", fmt.Sprintf("203.0.113.%d", i)), 200, "00", "")
			}
			if got := storedIP(t, "+639173330000"); got != "198.51.100.77" {
				t.Errorf("stored ip = %q, want the direct peer", got)
			}
			want(t, send(t, f, "09173339999", "198.51.100.77:1000", "203.0.113.99"), 429, "110429", "from this network")
		})
	})
}

func TestSignup_UC(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		sid, code := f.sendOK(t, "09171117771", "+639171117771")
		want(t, f.register(t, "09171117771", sid, f.answer, code, "UC", strings.Repeat("u", 65)), 400, "100400", "UC is longer than 64 characters")
		got := f.register(t, "09171117771", sid, f.answer, code, "UC", "uc-2026-ph-77")
		want(t, got, 200, "00", `"sessionId"`)
		var reg account.Registered
		got.Decode(t, &reg)
		var uc string
		if err := db.QueryRow(context.Background(), `SELECT uc FROM registrations WHERE user_id = ?`, reg.UserID).Scan(&uc); err != nil {
			t.Fatal(err)
		}
		if uc != "uc-2026-ph-77" {
			t.Errorf("uc = %q", uc)
		}
	})
}
