package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/config"
	"kwarta/internal/demo"
	"kwarta/internal/loanpage"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// twoInstances is two servers on one PostgreSQL database, each with its own
// pool, caches and clock, sharing the secret as a deployment must.
func twoInstances(t *testing.T) [2]*servertest.Env {
	t.Helper()
	dsn := storetest.DSN(t, store.Postgres) // skips without KWARTA_TEST_POSTGRES
	secret := func(c *config.Config) { c.Secret = strings.Repeat("s", config.MinSecretBytes) }
	var envs [2]*servertest.Env
	for i := range envs {
		envs[i] = newLoadEnv(t, storetest.MustOpenDSN(t, dsn, store.Options{}), secret)
	}
	return envs
}

// race runs n calls at once, call i on instance i%2, and returns their answers.
func race(t *testing.T, envs [2]*servertest.Env, n int, call func(i int, env *servertest.Env) servertest.Response) []servertest.Response {
	t.Helper()
	out := make([]servertest.Response, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			out[i] = call(i, envs[i%2])
		}()
	}
	close(start)
	wg.Wait()
	return out
}

// tally counts answers by status and fails on any 5xx.
func tally(t *testing.T, got []servertest.Response) map[int]int {
	t.Helper()
	n := map[int]int{}
	for _, r := range got {
		n[r.Status]++
		if r.Status >= 500 {
			t.Errorf("answer %d: %s", r.Status, r.Body)
		}
	}
	return n
}

// TestInstances_ShareLimits proves two instances on one PostgreSQL behave
// as one: every SMS limit, the picture code's one use, the picture-code
// session limit and one loan per product in progress hold across them,
// because each lives in a guarded write in the database, not in memory.
func TestInstances_ShareLimits(t *testing.T) {
	envs := twoInstances(t)
	smsForm := func(env *servertest.Env, sid, phone, device string) url.Values {
		return url.Values{"phone": {phone}, "capcode": {captchaAnswer}, "sid": {sid}, "deviceId": {device}, "id": {"1"}}
	}
	getSMS := func(env *servertest.Env, form url.Values, ip int64) servertest.Response {
		return env.Do(t, servertest.Request{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms", Form: form, RemoteAddr: addr(ip)})
	}
	// sids draws n picture codes up front, from addresses of their own.
	sids := func(base int64, n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = freshSid(t, envs[i%2], base+int64(i))
		}
		return out
	}

	t.Run("PhoneCooldown", func(t *testing.T) {
		s := sids(1000, 10)
		got := tally(t, race(t, envs, 10, func(i int, env *servertest.Env) servertest.Response {
			return getSMS(env, smsForm(env, s[i], "09175550001", fmt.Sprint("dev-cool-", i)), 1100+int64(i))
		}))
		if got[200] != 1 || got[429] != 9 {
			t.Errorf("one number asked 10 times at once on two instances: %v, want one sent and nine 429", got)
		}
	})
	t.Run("PhoneDaily", func(t *testing.T) {
		sent := 0
		for i := 0; i < 7; i++ {
			env := envs[i%2]
			r := getSMS(env, smsForm(env, freshSid(t, env, 1200+int64(i)), "09175550002", fmt.Sprint("dev-day-", i)), 1300+int64(i))
			if r.Status == 200 {
				sent++
			}
			for _, e := range envs {
				e.Clock.Advance(61 * time.Second) // past the cooldown, on both instances' clocks
			}
		}
		if sent != 5 {
			t.Errorf("sent %d codes to one number in a day across two instances, want 5", sent)
		}
	})
	t.Run("IPDaily", func(t *testing.T) {
		s := sids(2000, 30)
		got := tally(t, race(t, envs, 30, func(i int, env *servertest.Env) servertest.Response {
			return getSMS(env, smsForm(env, s[i], fmt.Sprintf("0917556%04d", i), fmt.Sprint("dev-ip-", i)), 99999)
		}))
		if got[200] != 20 || got[429] != 10 {
			t.Errorf("30 numbers from one address at once: %v, want 20 sent and ten 429", got)
		}
	})
	t.Run("DeviceDaily", func(t *testing.T) {
		s := sids(3000, 30)
		got := tally(t, race(t, envs, 30, func(i int, env *servertest.Env) servertest.Response {
			return getSMS(env, smsForm(env, s[i], fmt.Sprintf("0917557%04d", i), "dev-shared"), 3100+int64(i))
		}))
		if got[200] != 20 || got[429] != 10 {
			t.Errorf("30 numbers from one device at once: %v, want 20 sent and ten 429", got)
		}
	})
	t.Run("PictureCodeOneUse", func(t *testing.T) {
		sid := freshSid(t, envs[0], 4000)
		got := race(t, envs, 10, func(i int, env *servertest.Env) servertest.Response {
			return getSMS(env, smsForm(env, sid, fmt.Sprintf("0917558%04d", i), fmt.Sprint("dev-sid-", i)), 4100+int64(i))
		})
		ok := 0
		for _, r := range got {
			switch {
			case r.Status == 200:
				ok++
			case r.Code != "101":
				t.Errorf("a reused picture code answered %d %s, want code 101", r.Status, r.Body)
			}
		}
		if ok != 1 {
			t.Errorf("one picture code served %d sends on two instances, want 1", ok)
		}
	})
	t.Run("PictureCodeSessions", func(t *testing.T) {
		got := tally(t, race(t, envs, 70, func(i int, env *servertest.Env) servertest.Response {
			return env.Do(t, servertest.Request{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid", RemoteAddr: "203.0.113.77:1"})
		}))
		if got[200] != 60 || got[429] != 10 {
			t.Errorf("70 picture-code sessions from one address: %v, want 60 and ten 429", got)
		}
	})
	t.Run("OneLoanPerProduct", func(t *testing.T) {
		conf := envs[0].Do(t, servertest.Request{Method: "GET", Path: "/v3/loan/loan-detail-confirm", Session: demo.SessionB, Query: url.Values{"productId": {"2"}}})
		var c loanpage.Confirmation
		conf.Decode(t, &c)
		// Different amounts, so no tap is a repeat of another: only one may become an order.
		got := race(t, envs, 10, func(i int, env *servertest.Env) servertest.Response {
			return env.Do(t, servertest.Request{Method: "POST", Path: "/v3/loan/loan-detail-push", Session: demo.SessionB, Form: url.Values{
				"productId": {"2"}, "amount": {fmt.Sprint(c.Amount - int64(i)*100000)}, "periods": {fmt.Sprint(c.Periods)}, "termUnit": {"1"}}})
		})
		counts := tally(t, got)
		if counts[200] != 1 || counts[409] != 9 {
			t.Errorf("10 applications for one product at once: %v, want one order and nine 409", counts)
		}
		var n int
		if err := envs[1].DB.QueryRow(context.Background(), `SELECT COUNT(*) FROM orders o JOIN users u ON u.id = o.user_id
			WHERE u.phone = ? AND o.product_id = 2`, demo.Borrowers[1].Phone).Scan(&n); err != nil || n != 1 {
			t.Errorf("orders = %d (%v), want 1", n, err)
		}
		for _, r := range got {
			if r.Status == 200 {
				var p loanpage.Pushed
				if json.Unmarshal(r.Data, &p) != nil || p.OrderID == 0 {
					t.Errorf("push answered %s", r.Body)
				}
			}
		}
	})
}
