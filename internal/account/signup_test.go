package account_test

import (
	"bytes"
	"context"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/account"
	"kwarta/internal/config"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// outbox is an SMS adapter that keeps what it was asked to send.
type outbox struct {
	mu   sync.Mutex
	sent []struct{ phone, text string }
}

func (o *outbox) Send(_ context.Context, phone, text string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.sent = append(o.sent, struct{ phone, text string }{phone, text})
	return nil
}

func (o *outbox) count() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.sent)
}

var sixDigits = regexp.MustCompile(`\b\d{6}\b`)

// lastCode is the code in the latest SMS to phone (E.164).
func (o *outbox) lastCode(t *testing.T, phone string) string {
	t.Helper()
	o.mu.Lock()
	defer o.mu.Unlock()
	for i := len(o.sent) - 1; i >= 0; i-- {
		if o.sent[i].phone == phone {
			return sixDigits.FindString(o.sent[i].text)
		}
	}
	t.Fatalf("no SMS to %s", phone)
	return ""
}

// fixture is a server with the demo world, a manual clock, an outbox and
// picture codes whose answer the test knows.
type fixture struct {
	*servertest.Env
	out    *outbox
	answer string
}

func newFixture(t *testing.T, db *store.DB, opts ...func(*config.Config)) *fixture {
	t.Helper()
	f := &fixture{Env: servertest.New(t, db, opts...), out: &outbox{}, answer: "4821"}
	f.App.Signup.SMS = f.out
	f.App.Signup.Answers = func() string { return f.answer }
	return f
}

// sid starts a captcha session and draws its image.
func (f *fixture) sid(t *testing.T) string {
	t.Helper()
	got := f.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid"})
	var d account.Sid
	got.Decode(t, &d)
	if got.Status != 200 || len(d.Sid) < 16 {
		t.Fatalf("get-sid: %d %s", got.Status, got.Body)
	}
	f.draw(t, d.Sid)
	return d.Sid
}

func (f *fixture) draw(t *testing.T, sid string) {
	t.Helper()
	img := f.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Query: url.Values{"sid": {sid}, "a": {"1700000000000"}}})
	if img.Status != 200 || img.Header.Get("Content-Type") != "image/png" || !strings.HasPrefix(img.Body, "\x89PNG") {
		t.Fatalf("get-captcha: %d %s", img.Status, img.Header.Get("Content-Type"))
	}
	if img.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("captcha Cache-Control = %q", img.Header.Get("Cache-Control"))
	}
}

func (f *fixture) getSMS(t *testing.T, phone, sid, capcode string, extra ...string) servertest.Response {
	t.Helper()
	form := url.Values{"phone": {phone}, "capcode": {capcode}, "sid": {sid}, "deviceId": {"dev-1"}, "appName": {"Kwarta"},
		"app_from": {"kwarta"}, "user_from": {"facebook"}, "utm_tag": {"payday-nov"}, "id": {"1"}}
	for i := 0; i+1 < len(extra); i += 2 {
		form.Set(extra[i], extra[i+1])
	}
	return f.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms", Form: form})
}

func (f *fixture) register(t *testing.T, phone, sid, capcode, code string, extra ...string) servertest.Response {
	t.Helper()
	form := url.Values{"phone": {phone}, "capcode": {capcode}, "sid": {sid}, "deviceId": {"dev-1"}, "appName": {"Kwarta"},
		"merchantNumber": {"0"}, "userName": {phone}, "smsCode": {code}, "invite_code": {"INV42"}, "user_from": {"facebook"},
		"id": {"1"}, "app_from": {"kwarta"}, "utm_tag": {"payday-nov"}, "links_id": {"fb-1001"}}
	for i := 0; i+1 < len(extra); i += 2 {
		form.Set(extra[i], extra[i+1])
	}
	return f.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/register", Form: form})
}

// sendOK asks for a code with a fresh picture code and returns the code sent.
func (f *fixture) sendOK(t *testing.T, phone, e164 string) (sid, code string) {
	t.Helper()
	sid = f.sid(t)
	if got := f.getSMS(t, phone, sid, f.answer); got.Status != 200 || got.Code != "00" {
		t.Fatalf("get-sms %s: %d %s", phone, got.Status, got.Body)
	}
	return sid, f.out.lastCode(t, e164)
}

func want(t *testing.T, got servertest.Response, status int, code, fragment string) {
	t.Helper()
	if got.Status != status || got.Code != code || !strings.Contains(got.Body, fragment) {
		t.Fatalf("got %d %s %s; want %d %s containing %q", got.Status, got.Code, got.Body, status, code, fragment)
	}
	if wantOK := code == "00"; got.Success != wantOK {
		t.Fatalf("success = %v; body %s", got.Success, got.Body)
	}
}

func TestSignup_Register(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		ctx := context.Background()

		t.Run("OK", func(t *testing.T) {
			sid, code := f.sendOK(t, "09171112222", "+639171112222")
			if len(code) != 6 {
				t.Fatalf("code %q", code)
			}
			got := f.register(t, "09171112222", sid, f.answer, code)
			want(t, got, 200, "00", `"sessionId"`)
			var reg account.Registered
			got.Decode(t, &reg)
			// The first session works from the registering device only.
			prof := f.Do(t, servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Query: url.Values{"sessionId": {reg.SessionID}, "deviceId": {"dev-1"}}})
			want(t, prof, 200, "00", `"phone":"0917***2222"`)
			var attr [7]string
			var tmpl int64
			err := db.QueryRow(ctx, `SELECT template_id, user_from, app_from, utm_tag, invite_code, links_id, down_id, channel FROM registrations WHERE user_id = ?`, reg.UserID).
				Scan(&tmpl, &attr[0], &attr[1], &attr[2], &attr[3], &attr[4], &attr[5], &attr[6])
			if err != nil {
				t.Fatal(err)
			}
			if tmpl != 1 || attr != [7]string{"facebook", "kwarta", "payday-nov", "INV42", "fb-1001", "", "landing"} {
				t.Errorf("attribution = %d %v", tmpl, attr)
			}
			// Only hashes are stored.
			var n int
			if err := db.QueryRow(ctx, `SELECT COUNT(*) FROM otp_codes WHERE code_hash = ?`, code).Scan(&n); err != nil || n != 0 {
				t.Errorf("the SMS code is stored in clear (%d, %v)", n, err)
			}
			if err := db.QueryRow(ctx, `SELECT COUNT(*) FROM captchas WHERE answer_hash = ?`, f.answer).Scan(&n); err != nil || n != 0 {
				t.Errorf("the captcha answer is stored in clear (%d, %v)", n, err)
			}

			t.Run("ErrCaptchaReuseAfterRegistration", func(t *testing.T) {
				want(t, f.register(t, "09171112222", sid, f.answer, code), 400, "-1", "picture code")
				f.Clock.Advance(account.SMSCooldown)
				want(t, f.getSMS(t, "09171112222", sid, f.answer), 400, "101", "picture code")
			})
		})

		t.Run("ErrAlreadyRegistered", func(t *testing.T) {
			// Borrower A of the demo world.
			sid, code := f.sendOK(t, "09171234567", "+639171234567")
			want(t, f.register(t, "09171234567", sid, f.answer, code), 409, "11", "already registered")
			// The picture code served that registration attempt.
			want(t, f.register(t, "09171234567", sid, f.answer, code), 400, "-1", "")
		})

		t.Run("DownloadIDAndNoTemplate", func(t *testing.T) {
			sid, code := f.sendOK(t, "09171112233", "+639171112233")
			got := f.register(t, "09171112233", sid, f.answer, code, "id", "", "links_id", "", "down_id", "tt-2002")
			want(t, got, 200, "00", `"userId"`)
			var reg account.Registered
			got.Decode(t, &reg)
			var tmpl int64
			var down string
			if err := db.QueryRow(ctx, `SELECT template_id, down_id FROM registrations WHERE user_id = ?`, reg.UserID).Scan(&tmpl, &down); err != nil {
				t.Fatal(err)
			}
			if tmpl != 0 || down != "tt-2002" {
				t.Errorf("template %d down_id %q", tmpl, down)
			}
		})
	})
}

func TestSignup_Captcha(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)

		t.Run("ErrWrongAnswerBurnsIt", func(t *testing.T) {
			sid := f.sid(t)
			want(t, f.getSMS(t, "09175550001", sid, "9999"), 400, "101", "The picture code is wrong")
			// Even the right answer needs a new image now.
			want(t, f.getSMS(t, "09175550001", sid, f.answer), 400, "101", "picture code")
			if f.out.count() != 0 {
				t.Fatal("an SMS was sent")
			}
			f.draw(t, sid)
			want(t, f.getSMS(t, "09175550001", sid, f.answer), 200, "00", `"countdown":60`)
		})

		t.Run("ErrOneSendPerAnswer", func(t *testing.T) {
			sid, _ := f.sendOK(t, "09175550002", "+639175550002")
			f.Clock.Advance(account.SMSCooldown)
			want(t, f.getSMS(t, "09175550002", sid, f.answer), 400, "101", "already used")
		})

		t.Run("ErrAnswerBoundToPhone", func(t *testing.T) {
			sid, code := f.sendOK(t, "09175550003", "+639175550003")
			want(t, f.register(t, "09175550004", sid, f.answer, code), 400, "-1", "already used")
		})

		t.Run("ErrWrongAnswerOnRegister", func(t *testing.T) {
			sid, code := f.sendOK(t, "09175550005", "+639175550005")
			want(t, f.register(t, "09175550005", sid, "1111", code), 400, "-1", "The picture code is wrong")
			want(t, f.register(t, "09175550005", sid, f.answer, code), 400, "-1", "")
			// A new image and its answer finish the registration with the same code.
			f.draw(t, sid)
			want(t, f.register(t, "09175550005", sid, f.answer, code), 200, "00", `"sessionId"`)
		})

		t.Run("ErrExpiredAfterTenMinutes", func(t *testing.T) {
			sid := f.sid(t)
			f.Clock.Advance(account.CaptchaTTL - time.Second)
			f.draw(t, sid) // a redraw starts a new 10 minutes
			f.Clock.Advance(account.CaptchaTTL)
			want(t, f.getSMS(t, "09175550006", sid, f.answer), 400, "101", "expired")
		})

		t.Run("ErrNoImageYet", func(t *testing.T) {
			got := f.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid"})
			var d account.Sid
			got.Decode(t, &d)
			want(t, f.getSMS(t, "09175550007", d.Sid, f.answer), 400, "101", "expired")
		})

		t.Run("ErrUnknownSid", func(t *testing.T) {
			want(t, f.getSMS(t, "09175550008", "nope", f.answer), 400, "101", "expired")
			img := f.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Query: url.Values{"sid": {"nope"}}})
			want(t, img, 404, "100404", "reload the page")
		})

		t.Run("NoResponseHoldsTheAnswer", func(t *testing.T) {
			f.answer = "7305"
			sid := f.sid(t)
			for _, got := range []servertest.Response{
				f.getSMS(t, "09175550009", sid, "0001"),
				f.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid"}),
			} {
				if strings.Contains(got.Body, "7305") {
					t.Errorf("a response holds the answer: %s", got.Body)
				}
			}
			f.answer = "4821"
		})

		t.Run("ImagesDiffer", func(t *testing.T) {
			f.answer = ""
			f.App.Signup.Answers = nil // crypto/rand answers
			a := f.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid"})
			var d account.Sid
			a.Decode(t, &d)
			q := url.Values{"sid": {d.Sid}}
			one := f.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Query: q})
			two := f.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Query: q})
			if bytes.Equal([]byte(one.Body), []byte(two.Body)) {
				t.Error("two draws gave the same image")
			}
		})
	})
}

func TestSignup_Code(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)

		t.Run("OKJustBeforeExpiry", func(t *testing.T) {
			sid, code := f.sendOK(t, "09176660001", "+639176660001")
			f.Clock.Advance(account.OTPTTL - time.Second)
			want(t, f.register(t, "09176660001", sid, f.answer, code), 200, "00", `"sessionId"`)
		})

		t.Run("ErrExpired", func(t *testing.T) {
			sid, code := f.sendOK(t, "09176660002", "+639176660002")
			f.Clock.Advance(account.OTPTTL)
			want(t, f.register(t, "09176660002", sid, f.answer, code), 400, "800006", "expired")
		})

		t.Run("ErrFifthWrongTry", func(t *testing.T) {
			sid, code := f.sendOK(t, "09176660003", "+639176660003")
			wrong := "000000"
			if code == wrong {
				wrong = "111111"
			}
			for try := 1; try <= 4; try++ {
				want(t, f.register(t, "09176660003", sid, f.answer, wrong), 400, "800006", "tries left")
			}
			want(t, f.register(t, "09176660003", sid, f.answer, wrong), 400, "800006", "Too many wrong tries")
			// The right code no longer helps.
			want(t, f.register(t, "09176660003", sid, f.answer, code), 400, "800006", "Too many wrong tries")
		})

		t.Run("OnlyTheLatestCodeCounts", func(t *testing.T) {
			_, first := f.sendOK(t, "09176660004", "+639176660004")
			f.Clock.Advance(account.SMSCooldown)
			sid, second := f.sendOK(t, "09176660004", "+639176660004")
			if first != second {
				want(t, f.register(t, "09176660004", sid, f.answer, first), 400, "800006", "")
			}
			want(t, f.register(t, "09176660004", sid, f.answer, second), 200, "00", "")
		})

		t.Run("ErrNoCodeSent", func(t *testing.T) {
			sid := f.sid(t)
			want(t, f.register(t, "09176660005", sid, f.answer, "123456"), 400, "800006", "expired")
		})

		t.Run("ErrLoginCodeDoesNotRegister", func(t *testing.T) {
			sid := f.sid(t)
			got := f.Do(t, servertest.Request{Method: "POST", Path: "/v3/auth/sms-code", Query: url.Values{"deviceId": {"web-1"}},
				Form: url.Values{"phone": {"09176660006"}, "capcode": {f.answer}, "sid": {sid}}})
			want(t, got, 200, "00", "")
			want(t, f.register(t, "09176660006", sid, f.answer, f.out.lastCode(t, "+639176660006")), 400, "800006", "")
		})
	})
}

func TestSignup_Limits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)

		t.Run("Cooldown", func(t *testing.T) {
			f.sendOK(t, "09177770001", "+639177770001")
			sent := f.out.count()
			want(t, f.getSMS(t, "09177770001", f.sid(t), f.answer), 429, "110429", "wait 60 seconds")
			f.Clock.Advance(59 * time.Second)
			want(t, f.getSMS(t, "09177770001", f.sid(t), f.answer), 429, "110429", "wait 1 seconds")
			if f.out.count() != sent {
				t.Fatal("an SMS was sent over the limit")
			}
			f.Clock.Advance(time.Second) // cooldown over
			f.sendOK(t, "09177770001", "+639177770001")
			// Another number is not held back.
			f.sendOK(t, "09177770002", "+639177770002")
		})

		t.Run("PhonePerDay", func(t *testing.T) {
			// 2026-11-02 23:50 in Manila is 15:50 UTC.
			f.Clock.Set(time.Date(2026, 11, 2, 15, 0, 0, 0, time.UTC))
			for i := 0; i < account.PhoneDailySMS; i++ {
				f.sendOK(t, "09177770003", "+639177770003")
				f.Clock.Advance(account.SMSCooldown)
			}
			sent := f.out.count()
			want(t, f.getSMS(t, "09177770003", f.sid(t), f.answer), 429, "110429", "today's limit of 5")
			f.Clock.Set(time.Date(2026, 11, 2, 15, 59, 59, 0, time.UTC)) // 23:59:59 in Manila
			want(t, f.getSMS(t, "09177770003", f.sid(t), f.answer), 429, "110429", "today's limit")
			if f.out.count() != sent {
				t.Fatal("an SMS was sent over the limit")
			}
			f.Clock.Set(time.Date(2026, 11, 2, 16, 0, 0, 0, time.UTC)) // the next day in Manila
			f.sendOK(t, "09177770003", "+639177770003")
		})

		t.Run("IPPerDay", func(t *testing.T) {
			f.Clock.Set(time.Date(2026, 11, 4, 1, 0, 0, 0, time.UTC))
			for i := 0; i < account.IPDailySMS; i++ {
				phone := "0917880" + pad4(i)
				sid := f.sid(t)
				// A different device each time: only the network is the same.
				want(t, f.getSMS(t, phone, sid, f.answer, "deviceId", "ip-dev-"+pad4(i)), 200, "00", "")
			}
			want(t, f.getSMS(t, "09178889999", f.sid(t), f.answer, "deviceId", "ip-dev-x"), 429, "110429", "from this network")
			f.Clock.Set(time.Date(2026, 11, 4, 16, 0, 0, 0, time.UTC))
			want(t, f.getSMS(t, "09178889999", f.sid(t), f.answer, "deviceId", "ip-dev-x"), 200, "00", "")
		})

		t.Run("DevicePerDay", func(t *testing.T) {
			f.Clock.Set(time.Date(2026, 11, 6, 1, 0, 0, 0, time.UTC))
			ctx := context.Background()
			send := func(i int) error {
				sid := f.sid(t)
				// A different network each time: only the device is the same.
				return f.App.Signup.SendCode(ctx, account.CodeRequest{Phone: "0917990" + pad4(i), Captcha: f.answer, Sid: sid,
					Purpose: account.PurposeRegister, DeviceID: "dev-shared", IP: "198.51.100." + pad4(i)})
			}
			for i := 0; i < account.DeviceDailySMS; i++ {
				if err := send(i); err != nil {
					t.Fatalf("send %d: %v", i, err)
				}
			}
			if err := send(99); err == nil || !strings.Contains(err.Error(), "from this device") {
				t.Fatalf("err = %v, want the device limit", err)
			}
			f.Clock.Set(time.Date(2026, 11, 6, 16, 0, 0, 0, time.UTC))
			if err := send(98); err != nil {
				t.Fatalf("next day: %v", err)
			}
		})

		t.Run("ErrLimitKeepsTheCaptcha", func(t *testing.T) {
			f.Clock.Set(time.Date(2026, 11, 8, 1, 0, 0, 0, time.UTC))
			f.sendOK(t, "09177770010", "+639177770010")
			sid := f.sid(t)
			want(t, f.getSMS(t, "09177770010", sid, f.answer), 429, "110429", "")
			f.Clock.Advance(account.SMSCooldown)
			want(t, f.getSMS(t, "09177770010", sid, f.answer), 200, "00", "")
		})
	})
}

func pad4(i int) string {
	s := "000" + string(rune('0'+i/10%10)) + string(rune('0'+i%10))
	return s[len(s)-4:]
}

func TestSignup_TestNumber(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		// The demo world's test number: fixed captcha 0000 and code 123456, no SMS, no limits.
		sid := f.sid(t)
		want(t, f.getSMS(t, "09170000001", sid, "0000"), 200, "00", "")
		sid2 := f.sid(t)
		want(t, f.getSMS(t, "09170000001", sid2, "0000"), 200, "00", "")
		if f.out.count() != 0 {
			t.Fatal("an SMS was sent to a test number")
		}
		want(t, f.register(t, "09170000001", sid2, "0000", "999999"), 400, "800006", "tries left")
		want(t, f.register(t, "09170000001", sid2, "0000", "123456"), 200, "00", `"sessionId"`)
		// Another number does not get the fixed answer, and a test number
		// takes only its fixed answer, even when it is the drawn one.
		want(t, f.getSMS(t, "09175551234", f.sid(t), "0000"), 400, "101", "")
		want(t, f.getSMS(t, "09170000001", f.sid(t), f.answer), 400, "101", "")
	})
}

func TestSignup_Login(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		login := func(t *testing.T, phone, e164, device string) servertest.Response {
			t.Helper()
			sid := f.sid(t)
			q := url.Values{"deviceId": {device}}
			got := f.Do(t, servertest.Request{Method: "POST", Path: "/v3/auth/sms-code", Query: q,
				Form: url.Values{"phone": {phone}, "capcode": {f.answer}, "sid": {sid}}})
			want(t, got, 200, "00", `"countdown":60`)
			return f.Do(t, servertest.Request{Method: "POST", Path: "/v3/auth/sms-login", Query: q,
				Form: url.Values{"phone": {phone}, "capcode": {f.answer}, "sid": {sid}, "smsCode": {f.out.lastCode(t, e164)}}})
		}

		t.Run("OKExistingBorrower", func(t *testing.T) {
			got := login(t, "09171234567", "+639171234567", "web-1")
			want(t, got, 200, "00", `"newBorrower":false`)
			var s account.SignedIn
			got.Decode(t, &s)
			prof := f.Do(t, servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Query: url.Values{"sessionId": {s.SessionID}, "deviceId": {"web-1"}}})
			want(t, prof, 200, "00", "Maria Santos")
			other := f.Do(t, servertest.Request{Method: "POST", Path: "/v3/personal-center/user-info", Query: url.Values{"sessionId": {s.SessionID}, "deviceId": {"web-2"}}})
			want(t, other, 401, "100401", "")
		})

		t.Run("OKNewBorrower", func(t *testing.T) {
			want(t, login(t, "+639179990000", "+639179990000", "web-3"), 200, "00", `"newBorrower":true`)
		})

		t.Run("ErrWrongCaptcha", func(t *testing.T) {
			sid := f.sid(t)
			got := f.Do(t, servertest.Request{Method: "POST", Path: "/v3/auth/sms-login", Query: url.Values{"deviceId": {"web-1"}},
				Form: url.Values{"phone": {"09171234567"}, "capcode": {"0101"}, "sid": {sid}, "smsCode": {"123456"}}})
			want(t, got, 400, "-1", "picture code")
		})

		t.Run("ErrNoDevice", func(t *testing.T) {
			got := f.Do(t, servertest.Request{Method: "POST", Path: "/v3/auth/sms-login",
				Form: url.Values{"phone": {"09171234567"}, "capcode": {f.answer}, "sid": {f.sid(t)}, "smsCode": {"123456"}}})
			want(t, got, 400, "100400", "deviceId is required")
		})
	})
}

func TestSignup_BadInput(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		sid := f.sid(t)
		long := strings.Repeat("9", 5000)
		// post sends kv with the device id the pages always send; ("deviceId", "") leaves it out.
		post := func(path string, kv ...string) servertest.Request {
			form := url.Values{"deviceId": {"dev-1"}}
			for i := 0; i+1 < len(kv); i += 2 {
				form.Set(kv[i], kv[i+1])
			}
			return servertest.Request{Method: "POST", Path: path, Form: form}
		}
		const sms, reg = "/api/v2/youmi/promotion/get-sms", "/api/v2/youmi/promotion/register"
		f.Run(t, []servertest.Case{
			{Name: "MissingSid", Req: post(sms, "phone", "09171112222", "capcode", "1234"),
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"fields":{"sid":"sid is required"}`}},
			{Name: "MissingEverything", Req: post(sms, "deviceId", ""),
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"phone":"phone is required"`, `"capcode":"capcode is required"`, `"sid":"sid is required"`, `"deviceId":"deviceId is required"`}},
			{Name: "NonDigitCaptcha", Req: post(sms, "phone", "09171112222", "capcode", "12a4", "sid", sid),
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"capcode":"capcode must contain digits only"`}},
			{Name: "NonDigitPhone", Req: post(sms, "phone", "0917abc2222", "capcode", "1234", "sid", sid),
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"phone":"Please enter a valid mobile number."`}},
			{Name: "MainlandPhoneInPhilippines", Req: post(sms, "phone", "13812345678", "capcode", "1234", "sid", sid),
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"phone"`}},
			{Name: "LongPhone", Req: post(sms, "phone", long, "capcode", "1234", "sid", sid),
				WantStatus: 400, WantCode: "100400", WantBody: []string{"phone is longer than 16 characters"}, NotBody: []string{long}},
			{Name: "LongSid", Req: post(sms, "phone", "09171112222", "capcode", "1234", "sid", long),
				WantStatus: 400, WantCode: "100400", WantBody: []string{"sid is longer than 64 characters"}},
			{Name: "LongTracking", Req: post(sms, "phone", "09171112222", "capcode", "1234", "sid", sid, "utm_tag", long),
				WantStatus: 400, WantCode: "100400", WantBody: []string{"utm_tag is longer than 128 characters"}},
			{Name: "UnknownTemplateOnSMS", Req: post(sms, "phone", "09171112222", "capcode", "1234", "sid", sid, "id", "999"),
				WantStatus: 404, WantCode: "100404", WantBody: []string{"No promotion template 999."}},
			{Name: "NonDigitSMSCode", Req: post(reg, "phone", "09171112222", "capcode", "1234", "sid", sid, "smsCode", "12345x"),
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"smsCode":"smsCode must contain digits only"`}},
			{Name: "LongSMSCode", Req: post(reg, "phone", "09171112222", "capcode", "1234", "sid", sid, "smsCode", long),
				WantStatus: 400, WantCode: "100400", WantBody: []string{"smsCode is longer than 6 characters"}},
			{Name: "LongInviteCode", Req: post(reg, "phone", "09171112222", "capcode", "1234", "sid", sid, "smsCode", "123456", "invite_code", long),
				WantStatus: 400, WantCode: "100400", WantBody: []string{"invite_code is longer than 64 characters"}},
			{Name: "MissingSMSCode", Req: post(reg, "phone", "09171112222", "capcode", "1234", "sid", sid),
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"smsCode":"smsCode is required"`}},
			{Name: "UnknownTemplateOnRegister", Req: post(reg, "phone", "09171112222", "capcode", "1234", "sid", sid, "smsCode", "123456", "id", "77"),
				WantStatus: 404, WantCode: "100404", WantBody: []string{"No promotion template 77."}},
			{Name: "CaptchaWithoutSid", Req: servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha"},
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"sid":"sid is required"`}},
			{Name: "CaptchaLongTimestamp", Req: servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Query: url.Values{"sid": {sid}, "a": {long}}},
				WantStatus: 400, WantCode: "100400"},
			{Name: "GetSMSWrongMethod", Req: servertest.Request{Method: "GET", Path: sms},
				WantStatus: 405, WantCode: "100405"},
			{Name: "LoginCodeMissingPhone", Req: post("/v3/auth/sms-code", "capcode", "1234", "sid", sid),
				WantStatus: 400, WantCode: "100400", WantBody: []string{`"phone":"phone is required"`}},
		})
		if f.out.count() != 0 {
			t.Error("bad input sent an SMS")
		}
	})
}
