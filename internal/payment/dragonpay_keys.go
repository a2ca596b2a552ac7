package payment

import (
	"context"
	"crypto"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/pem"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"
)

// DragonpayKeysPath is the Collect API call listing the public keys
// Dragonpay signs its postbacks with (RSA-SHA256), authenticated as every
// Collect API call is (docs/PAYMENTS.md).
const DragonpayKeysPath = "/api/collect/v1/keys/callback"

// The key set's defaults (DragonpayKeys).
const (
	DefaultKeysMaxAge  = time.Hour
	DefaultKeysMinGap  = time.Minute
	DefaultKeysTimeout = 5 * time.Second
)

// DragonpayKey is one of Dragonpay's postback public keys: Active keys
// verify postbacks, any other status (Revoked) does not.
type DragonpayKey struct {
	Key    *rsa.PublicKey
	Active bool
}

// DragonpayKeys is the key set Dragonpay's postback signatures are
// verified with: Static keys (from configuration, active unless
// Dragonpay's own list marks them otherwise) and the list Fetch answers
// (Dragonpay's keys endpoint). The list is fetched on first use, again
// once it is MaxAge old (the timer) and when a signature verifies with
// none of the keys held (a key rotation), at most once per MinGap
// whatever is posted, each fetch bounded by Timeout: a postback never
// waits longer than that on the network, and a failed fetch keeps the
// keys already held. Safe for concurrent use; a nil set verifies nothing.
type DragonpayKeys struct {
	Static []*rsa.PublicKey
	Fetch  func(ctx context.Context) ([]DragonpayKey, error) // nil: the static keys only
	// MaxAge, MinGap and Timeout: 0 takes DefaultKeysMaxAge,
	// DefaultKeysMinGap and DefaultKeysTimeout.
	MaxAge, MinGap, Timeout time.Duration
	Now                     func() time.Time // nil: the real clock
	Logger                  *slog.Logger     // a failed fetch is logged here (nil: not logged)

	fetching sync.Mutex // one fetch at a time; the others wait for it
	mu       sync.Mutex
	listed   []DragonpayKey
	gen      int       // counts the lists fetched
	listedAt time.Time // when the list held was fetched (zero: never)
	triedAt  time.Time // when a fetch was last tried
}

// Verify tells whether one of sigs is an RSA-SHA256 (PKCS #1 v1.5)
// signature of message by an active key, fetching the list as described
// on DragonpayKeys.
func (k *DragonpayKeys) Verify(message []byte, sigs [][]byte) bool {
	if k == nil || len(sigs) == 0 {
		return false
	}
	sum := sha256.Sum256(message)
	if k.Fetch != nil && k.stale() {
		k.refresh()
	}
	keys, gen := k.active()
	if verifyAny(keys, sum[:], sigs) {
		return true
	}
	if k.Fetch == nil {
		return false
	}
	k.refresh() // an unknown key: perhaps a rotation
	keys, again := k.active()
	return again != gen && verifyAny(keys, sum[:], sigs)
}

func verifyAny(keys []*rsa.PublicKey, sum []byte, sigs [][]byte) bool {
	for _, key := range keys {
		for _, sig := range sigs {
			if rsa.VerifyPKCS1v15(key, crypto.SHA256, sum, sig) == nil {
				return true
			}
		}
	}
	return false
}

// active are the keys that verify now: the static ones Dragonpay's list
// does not mark inactive, and its active ones; gen names the list.
func (k *DragonpayKeys) active() ([]*rsa.PublicKey, int) {
	k.mu.Lock()
	defer k.mu.Unlock()
	var out []*rsa.PublicKey
	for _, s := range k.Static {
		if !k.listedInactive(s) {
			out = append(out, s)
		}
	}
	for _, l := range k.listed {
		if l.Active && l.Key != nil {
			out = append(out, l.Key)
		}
	}
	return out, k.gen
}

// listedInactive tells whether Dragonpay's list has key with a status
// other than Active (a configured key revoked since); k.mu is held.
func (k *DragonpayKeys) listedInactive(key *rsa.PublicKey) bool {
	for _, l := range k.listed {
		if !l.Active && l.Key != nil && l.Key.Equal(key) {
			return true
		}
	}
	return false
}

func (k *DragonpayKeys) stale() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.listedAt.IsZero() || k.now().Sub(k.listedAt) >= orDefault(k.MaxAge, DefaultKeysMaxAge)
}

// refresh fetches the list unless one was tried less than MinGap ago; a
// caller arriving during a fetch waits for it.
func (k *DragonpayKeys) refresh() {
	k.fetching.Lock()
	defer k.fetching.Unlock()
	k.mu.Lock()
	now := k.now()
	if !k.triedAt.IsZero() && now.Sub(k.triedAt) < orDefault(k.MinGap, DefaultKeysMinGap) {
		k.mu.Unlock()
		return
	}
	k.triedAt = now
	k.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), orDefault(k.Timeout, DefaultKeysTimeout))
	defer cancel()
	list, err := k.Fetch(ctx)
	if err != nil {
		if k.Logger != nil {
			k.Logger.Warn("dragonpay postback keys: fetch failed; keeping the keys held", "error", err)
		}
		return
	}
	k.mu.Lock()
	k.listed, k.listedAt = list, k.now()
	k.gen++
	k.mu.Unlock()
}

func (k *DragonpayKeys) now() time.Time {
	if k.Now != nil {
		return k.Now()
	}
	return time.Now()
}

func orDefault(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}

// ParseDragonpayKeys reads postback public keys given in configuration:
// PEM blocks ("PUBLIC KEY", or PKCS #1 "RSA PUBLIC KEY"), or base64 DER
// (SubjectPublicKeyInfo, as Dragonpay's keys endpoint gives them)
// separated by commas or white space. An empty spec is no keys; a key
// that is not RSA, or shorter than 2048 bits, is an error.
func ParseDragonpayKeys(spec string) ([]*rsa.PublicKey, error) {
	var out []*rsa.PublicKey
	rest := []byte(strings.TrimSpace(spec))
	if strings.Contains(spec, "-----BEGIN") {
		for {
			var b *pem.Block
			b, rest = pem.Decode(rest)
			if b == nil {
				break
			}
			k, err := parsePublicKeyDER(b.Bytes)
			if err != nil {
				return nil, fmt.Errorf("--dragonpay-keys: PEM key %d: %w", len(out)+1, err)
			}
			out = append(out, k)
		}
		if strings.TrimSpace(string(rest)) != "" || len(out) == 0 {
			return nil, errors.New("--dragonpay-keys: text outside the PEM blocks")
		}
		return out, nil
	}
	for i, f := range strings.FieldsFunc(spec, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' || r == '\t' || r == '\r' }) {
		der, err := decodeBase64(f)
		if err != nil {
			return nil, fmt.Errorf("--dragonpay-keys: key %d is not base64", i+1)
		}
		k, err := parsePublicKeyDER(der)
		if err != nil {
			return nil, fmt.Errorf("--dragonpay-keys: key %d: %w", i+1, err)
		}
		out = append(out, k)
	}
	return out, nil
}

// parsePublicKeyDER reads an RSA public key, SubjectPublicKeyInfo or PKCS #1.
func parsePublicKeyDER(der []byte) (*rsa.PublicKey, error) {
	var key *rsa.PublicKey
	if pub, err := x509.ParsePKIXPublicKey(der); err == nil {
		k, ok := pub.(*rsa.PublicKey)
		if !ok {
			return nil, errors.New("not an RSA key")
		}
		key = k
	} else if key, err = x509.ParsePKCS1PublicKey(der); err != nil {
		return nil, errors.New("not a public key (SubjectPublicKeyInfo or PKCS #1 DER)")
	}
	if key.N.BitLen() < 2048 {
		return nil, fmt.Errorf("an RSA key of %d bits (at least 2048)", key.N.BitLen())
	}
	return key, nil
}

// decodeBase64 reads standard or URL base64, padded or not.
func decodeBase64(s string) ([]byte, error) {
	var err error
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		var b []byte
		if b, err = enc.DecodeString(s); err == nil {
			return b, nil
		}
	}
	return nil, err
}

// keyAnswer is one entry of the keys endpoint's answer.
type keyAnswer struct {
	Value  string `json:"value"`  // base64 DER (SubjectPublicKeyInfo)
	Status string `json:"status"` // Active or Revoked
}

// FetchKeys asks Dragonpay for its postback public keys
// (DragonpayKeysPath). An entry that does not read as an RSA key is
// skipped; an answer with no key at all is an error.
func (d *Dragonpay) FetchKeys(ctx context.Context) ([]DragonpayKey, error) {
	var a []keyAnswer
	code, err := d.call(ctx, http.MethodGet, DragonpayKeysPath, nil, &a)
	if err != nil {
		return nil, fmt.Errorf("payment: dragonpay keys: %w", err)
	}
	if code/100 != 2 {
		return nil, fmt.Errorf("payment: dragonpay keys: HTTP %d", code)
	}
	var out []DragonpayKey
	for _, e := range a {
		der, err := decodeBase64(strings.TrimSpace(e.Value))
		if err != nil {
			continue
		}
		k, err := parsePublicKeyDER(der)
		if err != nil {
			continue
		}
		out = append(out, DragonpayKey{Key: k, Active: strings.EqualFold(strings.TrimSpace(e.Status), "active")})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("payment: dragonpay keys: no RSA key in the answer (%d entries)", len(a))
	}
	return out, nil
}
