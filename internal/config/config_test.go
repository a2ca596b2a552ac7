package config_test

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"kwarta/internal/config"
)

func TestParse(t *testing.T) {
	t.Run("Defaults", func(t *testing.T) {
		c, err := config.Parse(nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.Addr != "127.0.0.1:8080" || c.DB != "./data/kwarta.db" || c.Demo || c.Env != "development" || c.Market.Code != "ph" {
			t.Errorf("defaults = %+v", c)
		}
	})
	t.Run("EnvironmentAndFlags", func(t *testing.T) {
		t.Setenv("KWARTA_ADDR", "0.0.0.0:9000")
		t.Setenv("KWARTA_DEMO", "true")
		t.Setenv("KWARTA_MARKET", "in")
		t.Setenv("KWARTA_COMPANY_NAME", "From Env")
		c, err := config.Parse([]string{"--company-name", "From Flag"})
		if err != nil {
			t.Fatal(err)
		}
		if c.Addr != "0.0.0.0:9000" || !c.Demo || c.Market.Currency != "INR" || c.Company.Name != "From Flag" {
			t.Errorf("got %+v", c)
		}
	})
	t.Run("ErrDemoInProduction", func(t *testing.T) {
		if _, err := config.Parse([]string{"--env", "production", "--demo"}); err == nil {
			t.Error("want --demo refused in production")
		}
	})
	t.Run("ErrBadValues", func(t *testing.T) {
		for _, args := range [][]string{{"--env", "staging"}, {"--market", "us"}, {"extra"}} {
			if _, err := config.Parse(args); err == nil {
				t.Errorf("%v accepted", args)
			}
		}
	})
}

func TestParse_Secret(t *testing.T) {
	prod := []string{"--env", "production", "--sms", "semaphore", "--semaphore-api-key", "k",
		"--payments", "dragonpay", "--dragonpay-merchant-id", "m", "--dragonpay-password", "p",
		"--payouts", "dragonpay", "--dragonpay-payout-key", "pk", "--account-keys", testAccountKey}
	t.Run("ErrEmptyInProduction", func(t *testing.T) {
		_, err := config.Parse(prod)
		if err == nil || !strings.Contains(err.Error(), "--secret") {
			t.Fatalf("err = %v, want --secret refused", err)
		}
	})
	t.Run("ErrShortInProduction", func(t *testing.T) {
		if _, err := config.Parse(append(prod, "--secret", strings.Repeat("s", config.MinSecretBytes-1))); err == nil {
			t.Fatal("a 31-byte secret accepted in production")
		}
	})
	t.Run("ErrShortFromEnvironment", func(t *testing.T) {
		t.Setenv("KWARTA_SECRET", "short")
		if _, err := config.Parse(prod); err == nil {
			t.Fatal("a short KWARTA_SECRET accepted in production")
		}
	})
	t.Run("OKLongInProduction", func(t *testing.T) {
		c, err := config.Parse(append(prod, "--secret", strings.Repeat("s", config.MinSecretBytes)))
		if err != nil || len(c.Secret) != config.MinSecretBytes {
			t.Fatalf("got %q, %v", c.Secret, err)
		}
	})
	t.Run("OKFromEnvironment", func(t *testing.T) {
		t.Setenv("KWARTA_SECRET", strings.Repeat("e", 40))
		c, err := config.Parse(prod)
		if err != nil || c.Secret != strings.Repeat("e", 40) {
			t.Fatalf("got %q, %v", c.Secret, err)
		}
	})
	t.Run("OKEmptyInDevelopment", func(t *testing.T) {
		if c, err := config.Parse(nil); err != nil || c.Secret != "" {
			t.Fatalf("got %q, %v", c.Secret, err)
		}
	})
	// Secrets from files (systemd's LoadCredential, a mounted secret).
	file := func(t *testing.T, text string) string {
		path := filepath.Join(t.TempDir(), "secret")
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	t.Run("OKFromFile", func(t *testing.T) {
		t.Setenv("KWARTA_SECRET_FILE", file(t, strings.Repeat("f", 40)+"\n"))
		t.Setenv("KWARTA_DRAGONPAY_PAYOUT_KEY_FILE", file(t, "pk-from-file\r\n"))
		withoutKey := slices.Concat(prod[:len(prod)-4], prod[len(prod)-2:]) // without --dragonpay-payout-key pk
		c, err := config.Parse(withoutKey)
		if err != nil || c.Secret != strings.Repeat("f", 40) || c.DragonpayPayoutKey != "pk-from-file" {
			t.Fatalf("got %q, %q, %v", c.Secret, c.DragonpayPayoutKey, err)
		}
	})
	t.Run("FlagBeatsFile", func(t *testing.T) {
		t.Setenv("KWARTA_SECRET_FILE", file(t, strings.Repeat("f", 40)))
		c, err := config.Parse(append(prod, "--secret", strings.Repeat("s", 40)))
		if err != nil || c.Secret != strings.Repeat("s", 40) {
			t.Fatalf("got %q, %v", c.Secret, err)
		}
	})
	t.Run("OnlySecretsFromFiles", func(t *testing.T) {
		t.Setenv("KWARTA_MARKET_FILE", file(t, "in"))
		if c, err := config.Parse(nil); err != nil || c.Market.Code != "ph" {
			t.Fatalf("market %q, %v; want ph: KWARTA_MARKET_FILE is no setting", c.Market.Code, err)
		}
	})
	for name, setup := range map[string]func(t *testing.T) string{
		"ErrBothSet": func(t *testing.T) string {
			t.Setenv("KWARTA_SECRET", strings.Repeat("e", 40))
			t.Setenv("KWARTA_SECRET_FILE", file(t, strings.Repeat("f", 40)))
			return "both set"
		},
		"ErrMissingFile": func(t *testing.T) string {
			t.Setenv("KWARTA_SECRET_FILE", filepath.Join(t.TempDir(), "none"))
			return "KWARTA_SECRET_FILE"
		},
		"ErrEmptyFile": func(t *testing.T) string {
			t.Setenv("KWARTA_SECRET_FILE", file(t, "\n"))
			return "is empty"
		},
	} {
		t.Run(name, func(t *testing.T) {
			want := setup(t)
			if _, err := config.Parse(prod); err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("err = %v, want one saying %q", err, want)
			}
		})
	}
}

func TestParse_TrustedProxies(t *testing.T) {
	cases := []struct {
		name, spec string
		want       []string
		wantErr    bool
	}{
		{"DefaultNone", "", nil, false},
		{"CIDRs", "10.0.0.0/8, 192.168.1.0/24", []string{"10.0.0.0/8", "192.168.1.0/24"}, false},
		{"BareAddresses", "203.0.113.9,2001:db8::1", []string{"203.0.113.9/32", "2001:db8::1/128"}, false},
		{"HostBitsMasked", "10.1.2.3/8", []string{"10.0.0.0/8"}, false},
		{"ErrNotCIDR", "10.0.0.0/99", nil, true},
		{"ErrName", "proxy.internal", nil, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := config.Parse([]string{"--trusted-proxies", c.spec})
			if c.wantErr {
				if err == nil || !strings.Contains(err.Error(), "--trusted-proxies") {
					t.Fatalf("err = %v, want a --trusted-proxies error", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var s []string
			for _, p := range got.TrustedProxies {
				s = append(s, p.String())
			}
			if strings.Join(s, " ") != strings.Join(c.want, " ") {
				t.Errorf("got %v, want %v", s, c.want)
			}
		})
	}
	t.Run("FromEnvironment", func(t *testing.T) {
		t.Setenv("KWARTA_TRUSTED_PROXIES", "172.16.0.0/12")
		c, err := config.Parse(nil)
		if err != nil || len(c.TrustedProxies) != 1 || c.TrustedProxies[0].String() != "172.16.0.0/12" {
			t.Fatalf("got %v, %v", c.TrustedProxies, err)
		}
	})
}

func TestParse_DueWindow(t *testing.T) {
	c, err := config.Parse(nil)
	if err != nil || c.DueWindowDays != config.DefaultDueWindowDays {
		t.Fatalf("default = %d (%v), want %d", c.DueWindowDays, err, config.DefaultDueWindowDays)
	}
	t.Setenv("KWARTA_DUE_WINDOW_DAYS", "5")
	if c, err = config.Parse(nil); err != nil || c.DueWindowDays != 5 {
		t.Fatalf("from the environment = %d (%v)", c.DueWindowDays, err)
	}
	for _, v := range []string{"0", "31", "-1", "three"} {
		if _, err := config.Parse([]string{"--due-window-days", v}); err == nil {
			t.Errorf("--due-window-days %s accepted", v)
		}
	}
}

func TestParse_DemoBorrowers(t *testing.T) {
	c, err := config.Parse([]string{"--demo", "--demo-borrowers", "500"})
	if err != nil || c.DemoBorrowers != 500 {
		t.Fatalf("--demo --demo-borrowers 500: %d (%v)", c.DemoBorrowers, err)
	}
	for _, args := range [][]string{
		{"--demo-borrowers", "10"}, // without --demo
		{"--demo", "--demo-borrowers", "-1"},
		{"--demo", "--demo-borrowers", "100001"},
		{"--demo", "--demo-borrowers", "10", "--env", "production"},
	} {
		if _, err := config.Parse(args); err == nil {
			t.Errorf("%q accepted", args)
		}
	}
}

func TestParse_Payments(t *testing.T) {
	prod := []string{"--env", "production", "--sms", "semaphore", "--semaphore-api-key", "k", "--secret", strings.Repeat("s", config.MinSecretBytes)}
	for name, tc := range map[string]struct {
		args []string
		want string // "" = accepted
	}{
		"SandboxByDefault":       {nil, ""},
		"SandboxRefusedInProd":   {prod, "--payments sandbox is refused"},
		"DragonpayNeedsMerchant": {[]string{"--payments", "dragonpay"}, "--dragonpay-merchant-id"},
		"Unknown":                {[]string{"--payments", "paypal"}, "--payments must be"},
		"DragonpayInProd": {append(prod, "--payments", "dragonpay", "--dragonpay-merchant-id", "m", "--dragonpay-password", "p",
			"--payouts", "dragonpay", "--dragonpay-payout-key", "pk", "--account-keys", testAccountKey), ""},
	} {
		t.Run(name, func(t *testing.T) {
			c, err := config.Parse(tc.args)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("err = %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("err = %v, want %q", err, tc.want)
			case tc.want == "" && tc.args == nil && c.Payments != "sandbox":
				t.Errorf("default payments = %q, want sandbox", c.Payments)
			}
		})
	}
}

// The postback signature settings: keys that do not read are refused at
// start (the server would otherwise fall back on the sandbox), the legacy
// digest is off unless asked for, and production still refuses the
// sandbox whatever keys are given.
func TestParse_DragonpaySignatures(t *testing.T) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	der, err := x509.MarshalPKIXPublicKey(&key.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	good := base64.StdEncoding.EncodeToString(der)
	prod := []string{"--env", "production", "--sms", "semaphore", "--semaphore-api-key", "k", "--secret", strings.Repeat("s", config.MinSecretBytes),
		"--payouts", "dragonpay", "--dragonpay-payout-key", "pk", "--account-keys", testAccountKey}
	dragonpay := []string{"--payments", "dragonpay", "--dragonpay-merchant-id", "m", "--dragonpay-password", "p"}
	for name, tc := range map[string]struct {
		args   []string
		env    map[string]string
		want   string // "" = accepted
		legacy bool
	}{
		"Defaults":                  {nil, nil, "", false},
		"KeysThatDoNotRead":         {append(dragonpay[:len(dragonpay):len(dragonpay)], "--dragonpay-keys", "not-a-key"), nil, "--dragonpay-keys", false},
		"KeysAndLegacyInProd":       {append(append(prod[:len(prod):len(prod)], dragonpay...), "--dragonpay-keys", good, "--dragonpay-legacy-digest"), nil, "", true},
		"LegacyFromEnvironment":     {dragonpay, map[string]string{"KWARTA_DRAGONPAY_LEGACY_DIGEST": "true"}, "", true},
		"SandboxStillRefusedInProd": {append(prod[:len(prod):len(prod)], "--dragonpay-keys", good), nil, "--payments sandbox is refused", false},
	} {
		t.Run(name, func(t *testing.T) {
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			c, err := config.Parse(tc.args)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("err = %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("err = %v, want %q", err, tc.want)
			case tc.want == "" && c.DragonpayLegacyDigest != tc.legacy:
				t.Errorf("legacy digest = %v, want %v", c.DragonpayLegacyDigest, tc.legacy)
			}
		})
	}
}

func TestParse_SMSInboundToken(t *testing.T) {
	if c, err := config.Parse(nil); err != nil || c.SMSInboundToken != "" {
		t.Fatalf("default: %v %q (the hook is off)", err, c.SMSInboundToken)
	}
	if _, err := config.Parse([]string{"--sms-inbound-token", "short"}); err == nil || !strings.Contains(err.Error(), "at least 32") {
		t.Errorf("a short token: err = %v", err)
	}
	if c, err := config.Parse([]string{"--sms-inbound-token", strings.Repeat("t", 32)}); err != nil || len(c.SMSInboundToken) != 32 {
		t.Errorf("a good token: %v", err)
	}
}

func TestParse_TestClock(t *testing.T) {
	if c, err := config.Parse(nil); err != nil || c.TestClock {
		t.Fatalf("default: %v, TestClock %v (want off)", err, c.TestClock)
	}
	if c, err := config.Parse([]string{"--test-clock"}); err != nil || !c.TestClock {
		t.Fatalf("--test-clock: %v, TestClock %v", err, c.TestClock)
	}
	t.Run("FromEnvironment", func(t *testing.T) {
		t.Setenv("KWARTA_TEST_CLOCK", "true")
		if c, err := config.Parse(nil); err != nil || !c.TestClock {
			t.Fatalf("KWARTA_TEST_CLOCK=true: %v, TestClock %v", err, c.TestClock)
		}
	})
	prod := []string{"--env", "production", "--sms", "semaphore", "--semaphore-api-key", "k", "--secret", strings.Repeat("s", config.MinSecretBytes),
		"--payments", "dragonpay", "--dragonpay-merchant-id", "m", "--dragonpay-password", "p",
		"--payouts", "dragonpay", "--dragonpay-payout-key", "pk", "--account-keys", testAccountKey}
	if _, err := config.Parse(prod); err != nil {
		t.Fatalf("production without it: %v", err)
	}
	if _, err := config.Parse(append(prod, "--test-clock")); err == nil || !strings.Contains(err.Error(), "--test-clock is refused") {
		t.Errorf("production with --test-clock: err = %v, want refused", err)
	}
	if _, err := config.Parse(append(prod, "--job-every", "2s")); err == nil || !strings.Contains(err.Error(), "--job-every is refused") {
		t.Errorf("production with --job-every: err = %v, want refused", err)
	}
	if c, err := config.Parse(prod); err != nil || c.DrainDelay != 0 || c.DBStatementTimeout == 0 {
		t.Errorf("defaults: drain delay %v, statement timeout %v (%v)", c.DrainDelay, c.DBStatementTimeout, err)
	}
	if _, err := config.Parse([]string{"--drain-delay", "2m"}); err == nil || !strings.Contains(err.Error(), "--drain-delay must be between 0 and 1m0s") {
		t.Errorf("--drain-delay 2m: %v", err)
	}
	t.Run("ErrFromEnvironmentInProduction", func(t *testing.T) {
		t.Setenv("KWARTA_TEST_CLOCK", "1")
		if _, err := config.Parse(prod); err == nil {
			t.Error("KWARTA_TEST_CLOCK accepted in production")
		}
	})
}

// TLS takes a certificate and its key together; the redirecting listener
// needs TLS to redirect to.
func TestParse_TLS(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--tls-cert", "cert.pem"}, "--tls-cert and --tls-key go together"},
		{[]string{"--tls-key", "key.pem"}, "--tls-cert and --tls-key go together"},
		{[]string{"--redirect-addr", ":80"}, "--redirect-addr redirects to HTTPS"},
	} {
		if _, err := config.Parse(c.args); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
	c, err := config.Parse([]string{"--tls-cert", "cert.pem", "--tls-key", "key.pem", "--redirect-addr", ":80"})
	if err != nil || c.TLSCert != "cert.pem" || c.RedirectAddr != ":80" {
		t.Errorf("TLS settings: %+v %v", c, err)
	}
}

func TestParse_BrandColours(t *testing.T) {
	if _, err := config.Parse([]string{"--brand-color", "#7a1fa2", "--font-color", "#fff"}); err != nil {
		t.Errorf("a readable brand refused: %v", err)
	}
	for _, args := range [][]string{
		{"--brand-color", "#19a974"},                            // 3.0:1 on white
		{"--brand-color", "#0a7d5a", "--font-color", "#ffd54f"}, // 3.6:1 on the brand
		{"--brand-color", "green"},
	} {
		if _, err := config.Parse(args); err == nil || !strings.Contains(err.Error(), "--") {
			t.Errorf("%v accepted (%v)", args, err)
		}
	}
}
