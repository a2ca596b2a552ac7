package payment

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
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
	// Keys are dragonpay's postback public keys given in configuration
	// (ParseDragonpayKeys), verifying beside the list Dragonpay's keys
	// endpoint answers; LegacyDigest also accepts the deprecated SHA-1
	// digest (old accounts).
	Keys         string
	LegacyDigest bool
	// HTTP is dragonpay's client (nil: a client with a 30 s timeout); the
	// server's counts the calls (metrics.Client).
	HTTP *http.Client
	// Logger is where dragonpay logs a failed fetch of its keys (nil: not logged).
	Logger *slog.Logger
}

// New builds the gateway Settings describe. Dragonpay needs a merchant id
// and a password, an https base URL (plain http only to this machine, for
// tests) and keys that read; its postbacks are verified with those keys
// and the ones Dragonpay lists (fetched, cached). The sandbox needs a
// secret, or it would refuse every postback it signs.
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
		static, err := ParseDragonpayKeys(s.Keys)
		if err != nil {
			return nil, err
		}
		d := &Dragonpay{MerchantID: s.MerchantID, Password: s.Password, BaseURL: base, HTTPClient: s.HTTP, LegacyDigest: s.LegacyDigest}
		d.Keys = &DragonpayKeys{Static: static, Fetch: d.FetchKeys, Logger: s.Logger}
		return d, nil
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
