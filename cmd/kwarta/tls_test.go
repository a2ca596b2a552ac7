package main

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// writeCert writes a self-signed certificate for 127.0.0.1 with serial n
// and its key to the files, and answers the certificate.
func writeCert(t *testing.T, certFile, keyFile string, n int64) *x509.Certificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(n), Subject: pkix.Name{CommonName: "kwarta test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), IPAddresses: []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, IsCA: true, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kb, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	return cert
}

// TestServe_TLS: with --tls-cert and --tls-key the server speaks HTTP/2
// (and HTTP/1.1) over TLS 1.2+, sends HSTS, answers an over-long target
// and over-large headers with the 414 and 431 envelopes on both
// protocols, serves a replaced certificate without a restart, and
// --redirect-addr only redirects to HTTPS.
func TestServe_TLS(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	first := writeCert(t, certFile, keyFile, 1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--db", filepath.Join(dir, "kwarta.db"), "--log-level", "error",
			"--metrics-addr", "", "--tls-cert", certFile, "--tls-key", keyFile, "--redirect-addr", "127.0.0.1:0"}, pw, io.Discard)
		pw.Close()
	}()
	lines := bufio.NewReader(pr)
	read := func(prefix string) string {
		t.Helper()
		line, err := lines.ReadString('\n')
		if err != nil || !strings.HasPrefix(line, prefix) {
			t.Fatalf("start-up line %q (%v), want %q", line, err, prefix)
		}
		return strings.TrimSpace(strings.TrimPrefix(line, prefix))
	}
	base := read("kwarta listening on ")
	redirect := strings.Fields(read("kwarta redirecting "))[0]
	go func() { _, _ = io.Copy(io.Discard, lines) }()
	if !strings.HasPrefix(base, "https://127.0.0.1:") {
		t.Fatalf("base %q", base)
	}

	client := func(cert *x509.Certificate, h2 bool) *http.Client {
		pool := x509.NewCertPool()
		pool.AddCert(cert)
		tr := &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}, ForceAttemptHTTP2: h2, DisableKeepAlives: true}
		if !h2 {
			tr.TLSNextProto = map[string]func(string, *tls.Conn) http.RoundTripper{}
		}
		return &http.Client{Transport: tr, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	}
	for _, c := range []struct {
		proto string
		h2    bool
	}{{"HTTP/2.0", true}, {"HTTP/1.1", false}} {
		cl := client(first, c.h2)
		res, err := cl.Get(base + "/healthz")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.Proto != c.proto || res.StatusCode != 200 || res.Header.Get("Strict-Transport-Security") != "max-age=63072000; includeSubDomains" ||
			res.TLS == nil || res.TLS.Version < tls.VersionTLS12 {
			t.Errorf("%s healthz: %s %d %v", c.proto, res.Proto, res.StatusCode, res.Header)
		}
		envelope := func(req *http.Request, status int, code string) {
			t.Helper()
			res, err := cl.Do(req)
			if err != nil {
				t.Fatalf("%s: %v", c.proto, err)
			}
			defer res.Body.Close()
			var e struct{ Code string }
			_ = json.NewDecoder(res.Body).Decode(&e)
			if res.StatusCode != status || e.Code != code || res.Proto != c.proto {
				t.Errorf("%s: %d %q (%s), want %d %q", c.proto, res.StatusCode, e.Code, res.Proto, status, code)
			}
		}
		long, _ := http.NewRequest("GET", base+"/medium/v3/personal-center/user-info?q="+strings.Repeat("a", 9<<10), nil)
		envelope(long, 414, "100414")
		big, _ := http.NewRequest("GET", base+"/medium/v3/personal-center/user-info", nil)
		big.Header.Set("X-Big", strings.Repeat("h", 40<<10))
		envelope(big, 431, "100431")
	}

	// curl, where the machine has it, sees HTTP/2 with the test certificate.
	if curl, err := exec.LookPath("curl"); err == nil {
		out, err := exec.Command(curl, "--http2", "--cacert", certFile, "-sS", "-o", "/dev/null", "-w", "%{http_version} %{http_code}", base+"/healthz").CombinedOutput()
		if err != nil || string(out) != "2 200" {
			t.Errorf("curl --http2 /healthz: %q (%v), want HTTP/2 200", out, err)
		}
	}

	// A renewed certificate in the same files is served on the next connection.
	time.Sleep(1100 * time.Millisecond) // the files are looked at once a second at most
	second := writeCert(t, certFile, keyFile, 2)
	res, err := client(second, true).Get(base + "/healthz")
	if err != nil {
		t.Fatalf("the renewed certificate: %v", err)
	}
	res.Body.Close()
	if got := res.TLS.PeerCertificates[0].SerialNumber.Int64(); got != 2 {
		t.Errorf("serving certificate %d after the renewal", got)
	}

	// The plain listener only redirects.
	res, err = client(second, false).Get(redirect + "/loanDetail?orderId=86")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusPermanentRedirect || res.Header.Get("Location") != base+"/loanDetail?orderId=86" {
		t.Errorf("redirect: %d %q", res.StatusCode, res.Header.Get("Location"))
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
}
