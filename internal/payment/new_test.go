package payment

import (
	"strings"
	"testing"
)

func TestNew_SandboxIsTheDefault(t *testing.T) {
	for _, adapter := range []string{"", "sandbox", " Sandbox "} {
		g, err := New(Settings{Adapter: adapter, SandboxSecret: "k"})
		if err != nil {
			t.Fatalf("%q: %v", adapter, err)
		}
		s, ok := g.(*Sandbox)
		if got, want := ok && s.Secret == "k", true; got != want {
			t.Errorf("%q: New = %#v, want a sandbox with the secret", adapter, g)
		}
	}
}

func TestNew_Dragonpay(t *testing.T) {
	for _, tc := range []struct{ base, want string }{
		{"", DragonpayTestURL},
		{DragonpayLiveURL + "/", DragonpayLiveURL},
		{"http://127.0.0.1:8089", "http://127.0.0.1:8089"},
		{"http://localhost:8089/", "http://localhost:8089"},
	} {
		g, err := New(Settings{Adapter: "dragonpay", MerchantID: "M", Password: "P", BaseURL: tc.base})
		if err != nil {
			t.Fatalf("base %q: %v", tc.base, err)
		}
		d, ok := g.(*Dragonpay)
		if !ok {
			t.Fatalf("base %q: New = %T, want *Dragonpay", tc.base, g)
		}
		if got, want := d.MerchantID+" "+d.Password+" "+d.BaseURL, "M P "+tc.want; got != want {
			t.Errorf("base %q: New = %v, want %v", tc.base, got, want)
		}
		if got, want := d.Keys != nil && d.Keys.Fetch != nil && len(d.Keys.Static) == 0 && !d.LegacyDigest, true; got != want {
			t.Errorf("base %q: keys fetched from Dragonpay, none configured, no legacy digest = %v, want %v", tc.base, got, want)
		}
	}
}

func TestNew_Refuses(t *testing.T) {
	for name, s := range map[string]Settings{
		"sandbox without a secret":   {Adapter: "sandbox"},
		"default without a secret":   {},
		"dragonpay without merchant": {Adapter: "dragonpay", Password: "P"},
		"dragonpay without password": {Adapter: "dragonpay", MerchantID: "M"},
		"plain http to another host": {Adapter: "dragonpay", MerchantID: "M", Password: "P", BaseURL: "http://gw.dragonpay.ph"},
		"no host":                    {Adapter: "dragonpay", MerchantID: "M", Password: "P", BaseURL: "gw.dragonpay.ph"},
		"credentials in the URL":     {Adapter: "dragonpay", MerchantID: "M", Password: "P", BaseURL: "https://M:hunter2@gw.dragonpay.ph"},
		"keys that do not read":      {Adapter: "dragonpay", MerchantID: "M", Password: "P", Keys: "not a key"},
		"unknown adapter":            {Adapter: "paymongo", SandboxSecret: "k"},
	} {
		g, err := New(s)
		if err == nil {
			t.Errorf("%s: New = %v, want an error", name, g)
			continue
		}
		if got, want := strings.Contains(err.Error(), "hunter2"), false; got != want {
			t.Errorf("%s: error %q names the password", name, err)
		}
	}
}
