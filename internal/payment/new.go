package payment

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
)

// Settings choose and configure the payment adapter.
type Settings struct {
	Adapter       string // "sandbox" (the default when empty) or "dragonpay"
	MerchantID    string // dragonpay: the merchant id
	Password      string // dragonpay: the API (secret) key
	BaseURL       string // dragonpay: DragonpayTestURL (the default) or DragonpayLiveURL
	SandboxSecret string // sandbox: the key its postbacks are signed with
}

// New builds the gateway Settings describe. Dragonpay needs a merchant id
// and a password, and an https base URL (plain http only to this
// machine, for tests); the sandbox needs a secret, or it would refuse
// every postback it signs.
func New(s Settings) (Gateway, error) {
	switch strings.ToLower(strings.TrimSpace(s.Adapter)) {
	case "", "sandbox":
		if s.SandboxSecret == "" {
			return nil, errors.New("payment: the sandbox adapter needs a secret (SandboxSecret)")
		}
		return &Sandbox{Secret: s.SandboxSecret}, nil
	case "dragonpay":
		if s.MerchantID == "" || s.Password == "" {
			return nil, errors.New("payment: the dragonpay adapter needs a merchant id and a password")
		}
		base, err := dragonpayBase(s.BaseURL)
		if err != nil {
			return nil, err
		}
		return &Dragonpay{MerchantID: s.MerchantID, Password: s.Password, BaseURL: base}, nil
	default:
		return nil, fmt.Errorf("payment: unknown adapter %q (sandbox or dragonpay)", s.Adapter)
	}
}

// dragonpayBase checks a Dragonpay base URL: the credentials travel in
// every request, so only https, or http to a loopback address.
func dragonpayBase(raw string) (string, error) {
	if raw == "" {
		return DragonpayTestURL, nil
	}
	// The errors never quote the address: it might hold a password.
	u, err := url.Parse(strings.TrimRight(raw, "/"))
	if err != nil || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return "", errors.New("payment: the dragonpay base URL is not a plain https address (scheme and host, no user, query or fragment)")
	}
	switch {
	case u.Scheme == "https":
	case u.Scheme == "http" && isLoopback(u.Hostname()):
	default:
		return "", errors.New("payment: the dragonpay base URL must be https")
	}
	return u.String(), nil
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
