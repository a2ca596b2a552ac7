package config_test

import (
	"strings"
	"testing"

	"kwarta/internal/config"
)

// testAccountKey is an --account-keys value for the production tests: one
// key, id k1, 32 bytes of "k".
const testAccountKey = "k1:a2tra2tra2tra2tra2tra2tra2tra2tra2tra2tra2s="

func TestParse_Payouts(t *testing.T) {
	prod := []string{"--env", "production", "--sms", "semaphore", "--semaphore-api-key", "k", "--secret", strings.Repeat("s", config.MinSecretBytes),
		"--payments", "dragonpay", "--dragonpay-merchant-id", "m", "--dragonpay-password", "p"}
	for name, tc := range map[string]struct {
		args []string
		env  map[string]string
		want string // "" = accepted
	}{
		"SandboxByDefault":           {nil, nil, ""},
		"SandboxRefusedInProd":       {append(prod[:len(prod):len(prod)], "--account-keys", testAccountKey), nil, "--payouts sandbox is refused"},
		"Unknown":                    {[]string{"--payouts", "paypal"}, nil, "--payouts must be"},
		"DragonpayNeedsKey":          {[]string{"--payouts", "dragonpay", "--dragonpay-merchant-id", "m"}, nil, "--dragonpay-payout-key"},
		"KeysRequiredInProd":         {append(prod[:len(prod):len(prod)], "--payouts", "dragonpay", "--dragonpay-payout-key", "pk"), nil, "--account-keys"},
		"DragonpayInProd":            {append(prod[:len(prod):len(prod)], "--payouts", "dragonpay", "--dragonpay-payout-key", "pk", "--account-keys", testAccountKey), nil, ""},
		"KeysFromEnvironment":        {append(prod[:len(prod):len(prod)], "--payouts", "dragonpay", "--dragonpay-payout-key", "pk"), map[string]string{"KWARTA_ACCOUNT_KEYS": testAccountKey}, ""},
		"KeyNotBase64":               {[]string{"--account-keys", "k1:not base64!"}, nil, "must be 32 bytes"},
		"KeyTooShort":                {[]string{"--account-keys", "k1:c2hvcnQ="}, nil, "must be 32 bytes"},
		"KeyWithoutID":               {[]string{"--account-keys", "a2tra2tra2tra2tra2tra2tra2tra2tra2tra2tra2s="}, nil, "id:base64key"},
		"KeyIDTwice":                 {[]string{"--account-keys", testAccountKey + "," + testAccountKey}, nil, "given twice"},
		"RotationTwoKeysDevelopment": {[]string{"--account-keys", testAccountKey + ",k0:MDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDA="}, nil, ""},
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
			case tc.want == "" && tc.args == nil && c.Payouts != "sandbox":
				t.Errorf("default payouts = %q, want sandbox", c.Payouts)
			}
		})
	}
	keys, err := config.ParseAccountKeys(" k1:a2tra2tra2tra2tra2tra2tra2tra2tra2tra2tra2s= , k0:MDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDA=")
	if err != nil || len(keys) != 2 || keys[0].ID != "k1" || keys[1].ID != "k0" || len(keys[0].Key) != 32 {
		t.Fatalf("ParseAccountKeys = %+v, %v", keys, err)
	}
}
