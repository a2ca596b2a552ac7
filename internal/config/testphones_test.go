package config_test

import (
	"strings"
	"testing"

	"kwarta/internal/config"
	"kwarta/internal/market"
)

func TestParseTestPhones(t *testing.T) {
	ph := market.MustLookup("ph")
	got, err := config.ParseTestPhones(ph, "09170000001:123456:0000, +639170000002:654321:1234")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0] != (config.TestPhone{Phone: "+639170000001", Code: "123456", Captcha: "0000"}) || got[1].Phone != "+639170000002" {
		t.Errorf("got %+v", got)
	}
	for _, bad := range []string{"09170000001", "0917:123456:0000", "09170000001:12345:0000", "09170000001:123456:00a0"} {
		if _, err := config.ParseTestPhones(ph, bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	t.Run("ErrInProduction", func(t *testing.T) {
		if _, err := config.Parse([]string{"--env", "production", "--sms", "semaphore", "--semaphore-api-key", "k", "--test-phones", "09170000001:123456:0000"}); err == nil {
			t.Error("test phones accepted in production")
		}
		if _, err := config.Parse([]string{"--env", "production", "--sms", "semaphore", "--semaphore-api-key", "k", "--secret", strings.Repeat("s", 32),
			"--payments", "dragonpay", "--dragonpay-merchant-id", "m", "--dragonpay-password", "p",
			"--payouts", "dragonpay", "--dragonpay-payout-key", "pk", "--account-keys", testAccountKey}); err != nil {
			t.Errorf("production with Semaphore: %v", err)
		}
		if _, err := config.Parse([]string{"--env", "production"}); err == nil {
			t.Error("the console SMS adapter accepted in production")
		}
		if _, err := config.Parse([]string{"--sms", "semaphore"}); err == nil {
			t.Error("semaphore without an API key accepted")
		}
	})
}
