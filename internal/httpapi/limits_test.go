package httpapi

import (
	"bufio"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// limitServer is a real server set up as cmd/kwarta sets it up: Observe
// in front of the router, ServerMaxHeaderBytes, the Listener wrapper.
func limitServer(t *testing.T) string {
	t.Helper()
	routes := []Route{{Method: "GET", Path: "/v1/ping", Summary: "ping", Handle: NoParams(func(*Call) (any, error) { return map[string]bool{"pong": true}, nil })}}
	srv := httptest.NewUnstartedServer(Observe(Mount(NewRouter(routes, nil), http.NotFoundHandler()), slog.New(slog.NewTextHandler(io.Discard, nil)), nil))
	srv.Config.MaxHeaderBytes = ServerMaxHeaderBytes
	srv.Listener = Listener(srv.Listener)
	srv.Start()
	t.Cleanup(srv.Close)
	return srv.Listener.Addr().String()
}

// rawRequest builds a GET with a query of n bytes and a header of n bytes.
func rawRequest(query, header int) string {
	var b strings.Builder
	b.WriteString("GET /medium/v1/ping")
	if query > 0 {
		b.WriteString("?q=" + strings.Repeat("a", query))
	}
	b.WriteString(" HTTP/1.1\r\nHost: kwarta.test\r\n")
	if header > 0 {
		b.WriteString("X-Big: " + strings.Repeat("h", header) + "\r\n")
	}
	b.WriteString("\r\n")
	return b.String()
}

func TestLimits_RealServer(t *testing.T) {
	addr := limitServer(t)
	cases := []struct {
		name       string
		query      int
		header     int
		wantStatus int
		wantCode   string
	}{
		{"OK", 0, 0, 200, "00"},
		{"OKLongQuery", MaxURIBytes - 200, 0, 200, "00"},
		{"OKLongHeader", 0, MaxHeaderBytes - 200, 200, "00"},
		{"QueryPastTheLimit", MaxURIBytes, 0, 414, "100414"},
		{"Query40KB", 40 << 10, 0, 414, "100414"},
		{"HeaderPastTheLimit", 0, MaxHeaderBytes, 431, "100431"},
		// Past the server's own limit net/http answers by itself; Listener
		// turns its plain-text 431 into the envelope.
		{"Query1500KB", 1500 << 10, 0, 414, "100414"},
		{"Header100KB", 0, 100 << 10, 431, "100431"},
		{"Header1500KB", 0, 1500 << 10, 431, "100431"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
			// The server may answer and close before it has read it all.
			go func() { _, _ = io.WriteString(conn, rawRequest(c.query, c.header)) }()
			res, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			checkEnvelope(t, res, c.wantStatus, c.wantCode)
		})
	}
}

// TestLimits_KeepAlive: on one connection, a good request and then one past
// the server's limit; the first answer must not make the second a 431.
func TestLimits_KeepAlive(t *testing.T) {
	addr := limitServer(t)
	for _, c := range []struct {
		name          string
		query, header int
		wantStatus    int
		wantCode      string
	}{
		{"QueryAfterAnAnswer", 1500 << 10, 0, 414, "100414"},
		{"HeaderAfterAnAnswer", 0, 1500 << 10, 431, "100431"},
	} {
		t.Run(c.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
			br := bufio.NewReader(conn)
			if _, err := io.WriteString(conn, rawRequest(0, 0)); err != nil {
				t.Fatal(err)
			}
			first, err := http.ReadResponse(br, nil)
			if err != nil {
				t.Fatal(err)
			}
			checkEnvelope(t, first, 200, "00")
			go func() { _, _ = io.WriteString(conn, rawRequest(c.query, c.header)) }()
			second, err := http.ReadResponse(br, nil)
			if err != nil {
				t.Fatal(err)
			}
			checkEnvelope(t, second, c.wantStatus, c.wantCode)
		})
	}
}

func checkEnvelope(t *testing.T, res *http.Response, wantStatus int, wantCode string) {
	t.Helper()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := res.StatusCode, wantStatus; got != want {
		t.Fatalf("status = %d, want %d; body %q", got, want, body)
	}
	if got, want := res.Header.Get("Content-Type"), "application/json; charset=utf-8"; got != want {
		t.Errorf("Content-Type = %q, want %q", got, want)
	}
	var env Envelope
	if err := json.Unmarshal(body, &env); err != nil {
		t.Fatalf("body %q: %v", body, err)
	}
	if got, want := env.Code, wantCode; got != want {
		t.Errorf("code = %q, want %q", got, want)
	}
	if got, want := env.Success, wantCode == "00"; got != want || env.Message == "" {
		t.Errorf("success = %v (want %v), message %q", got, want, env.Message)
	}
}

func TestIsServerTooLarge(t *testing.T) {
	cases := []struct {
		name string
		b    string
		want bool
	}{
		{"Go1.26", "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n431 Request Header Fields Too Large", true},
		{"OlderGo", "HTTP/1.0 431 Request Header Fields Too Large\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n431 Request Header Fields Too Large", true},
		{"AnotherStatus", "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n400 Bad Request", false},
		{"AHandlersBody", "HTTP/1.1 200 OK\r\nContent-Length: 35\r\n\r\n431 Request Header Fields Too Large", false},
		{"OurOwn", string(tooLargeHeaders), false},
	}
	for _, c := range cases {
		if got := isServerTooLarge([]byte(c.b)); got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}
