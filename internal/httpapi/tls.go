package httpapi

import (
	"crypto/tls"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"
)

// TLSMaxHeaderBytes is http.Server.MaxHeaderBytes over TLS. httpapi.Listener
// cannot sit between TLS and HTTP (net/http must see the *tls.Conn to speak
// HTTP/2), so over TLS the size check is the handler's alone (Observe's
// checkSize, the 414/431 envelopes on HTTP/1.1 and HTTP/2 alike); the
// server's own limit is set far above MaxURIBytes and MaxHeaderBytes so
// only an abusive request meets net/http's or HTTP/2's plain answer.
const TLSMaxHeaderBytes = 1 << 20

// Certificates serves a certificate and its key from files, read again
// when either file changes (checked at most once a second, on a new
// connection) or when Reload is called (SIGHUP): a renewed certificate is
// served without a restart. A reload that fails keeps the one in use.
type Certificates struct {
	certFile, keyFile string
	onError           func(error)
	mu                sync.Mutex
	cert              *tls.Certificate
	stamp             string // the files' sizes and modification times when read
	checked           time.Time
}

// LoadCertificates reads the pair; onError hears a later reload's failure.
func LoadCertificates(certFile, keyFile string, onError func(error)) (*Certificates, error) {
	c := &Certificates{certFile: certFile, keyFile: keyFile, onError: onError}
	if err := c.Reload(); err != nil {
		return nil, err
	}
	return c, nil
}

// stampOf is what tells the files changed.
func (c *Certificates) stampOf() (string, error) {
	var b strings.Builder
	for _, f := range []string{c.certFile, c.keyFile} {
		st, err := os.Stat(f)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "%d/%d;", st.Size(), st.ModTime().UnixNano())
	}
	return b.String(), nil
}

// Reload reads the files again.
func (c *Certificates) Reload() error {
	stamp, err := c.stampOf()
	if err != nil {
		return fmt.Errorf("tls: %w", err)
	}
	pair, err := tls.LoadX509KeyPair(c.certFile, c.keyFile)
	if err != nil {
		return fmt.Errorf("tls: %w", err)
	}
	c.mu.Lock()
	c.cert, c.stamp, c.checked = &pair, stamp, time.Now()
	c.mu.Unlock()
	return nil
}

// get is tls.Config.GetCertificate.
func (c *Certificates) get(*tls.ClientHelloInfo) (*tls.Certificate, error) {
	c.mu.Lock()
	stale := time.Since(c.checked) >= time.Second
	if stale {
		c.checked = time.Now()
	}
	cert, stamp := c.cert, c.stamp
	c.mu.Unlock()
	if stale {
		if now, err := c.stampOf(); err == nil && now != stamp {
			if err := c.Reload(); err != nil && c.onError != nil {
				c.onError(err)
			}
			c.mu.Lock()
			cert = c.cert
			c.mu.Unlock()
		}
	}
	return cert, nil
}

// TLSConfig is the server's TLS: 1.2 and 1.3 only, TLS 1.2 with forward
// secrecy and AEAD suites only (TLS 1.3's are always modern), HTTP/2
// offered first.
func TLSConfig(c *Certificates) *tls.Config {
	return &tls.Config{
		MinVersion:       tls.VersionTLS12,
		CurvePreferences: []tls.CurveID{tls.X25519, tls.CurveP256},
		CipherSuites: []uint16{
			tls.TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256, tls.TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
			tls.TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384, tls.TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
			tls.TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256, tls.TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256,
		},
		NextProtos:     []string{"h2", "http/1.1"},
		GetCertificate: c.get,
	}
}

// HSTS is the Strict-Transport-Security a TLS answer carries: two years,
// subdomains too.
const HSTS = "max-age=63072000; includeSubDomains"

// Redirect is the plain-HTTP listener's only answer when TLS is on: 308
// to the same address over HTTPS on port (omitted when 443), the method
// and body kept.
func Redirect(port string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if h, _, ok := strings.Cut(host, ":"); ok && !strings.HasPrefix(host, "[") {
			host = h
		} else if i := strings.LastIndex(host, "]:"); i >= 0 {
			host = host[:i+1]
		}
		if port != "443" {
			host += ":" + port
		}
		u := url.URL{Scheme: "https", Host: host, Path: r.URL.Path, RawQuery: r.URL.RawQuery}
		http.Redirect(w, r, u.String(), http.StatusPermanentRedirect)
	})
}
