package httpapi

import (
	"bytes"
	"encoding/json"
	"net"
	"net/http"
	"strconv"
	"sync/atomic"

	"kwarta/internal/fault"
)

// The request size limits. Every answer past them is the JSON envelope.
const (
	// MaxURIBytes is the longest request target (path and query, as sent)
	// answered; a longer one gets 414 (CodeURITooLong). 8 KiB is what
	// proxies commonly pass (nginx's large_client_header_buffers); the
	// longest real URL, a page with the common session query and a landing
	// attribution, is well under 1 KiB.
	MaxURIBytes = 8 << 10
	// MaxHeaderBytes bounds the header fields (request line excluded,
	// each line counted as "Name: value\r\n"); more gets 431
	// (CodeHeaderTooLarge).
	MaxHeaderBytes = 32 << 10
	// ServerMaxHeaderBytes is for http.Server.MaxHeaderBytes: past it
	// (plus net/http's 4 KiB of slack) net/http stops reading the request
	// and answers by itself, which Listener turns into the envelope.
	ServerMaxHeaderBytes = 64 << 10
)

// checkSize refuses a request whose target or headers pass the limits.
func checkSize(r *http.Request) error {
	uri := r.RequestURI
	if uri == "" {
		uri = r.URL.RequestURI()
	}
	if len(uri) > MaxURIBytes {
		return fault.New(fault.CodeURITooLong, "")
	}
	n := len("Host: \r\n") + len(r.Host)
	for name, values := range r.Header {
		for _, v := range values {
			n += len(name) + len(v) + len(": \r\n")
		}
	}
	if n > MaxHeaderBytes {
		return fault.New(fault.CodeHeaderTooLarge, "")
	}
	return nil
}

// Listener wraps ln so that the plain-text "431 Request Header Fields Too
// Large" net/http writes by itself, when a request's line and headers pass
// http.Server.MaxHeaderBytes, goes out as the JSON envelope instead: 414
// (CodeURITooLong) when the request line had not even ended, 431
// (CodeHeaderTooLarge) otherwise. It must see plain HTTP, so it serves the
// plain listener only: over TLS net/http must see the *tls.Conn itself (to
// speak HTTP/2), and the envelopes come from the handler's check alone
// (TLSMaxHeaderBytes). A pipelined request whose headers overflow may
// be answered 414 for 431 (its line was read before the previous answer
// went out); either way the connection closes.
func Listener(ln net.Listener) net.Listener { return &listener{Listener: ln} }

type listener struct{ net.Listener }

func (l *listener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &conn{Conn: c}, nil
}

// conn is one connection: it notes whether the request being read has
// ended its request line (a newline read since the last answer was
// written) and rewrites net/http's own 431.
type conn struct {
	net.Conn
	lineEnded atomic.Bool
}

func (c *conn) Read(b []byte) (int, error) {
	n, err := c.Conn.Read(b)
	if n > 0 && !c.lineEnded.Load() && bytes.IndexByte(b[:n], '\n') >= 0 {
		c.lineEnded.Store(true)
	}
	return n, err
}

func (c *conn) Write(b []byte) (int, error) {
	if isServerTooLarge(b) {
		answer := tooLargeHeaders
		if !c.lineEnded.Load() {
			answer = tooLongURI
		}
		if _, err := c.Conn.Write(answer); err != nil {
			return 0, err
		}
		return len(b), nil
	}
	c.lineEnded.Store(false)
	return c.Conn.Write(b)
}

// CloseWrite half-closes the connection as net/http does after its 431,
// so the client reads the answer before the connection goes.
func (c *conn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// serverTooLarge is how net/http's own answer ends (its status line starts
// "HTTP/1.0" or "HTTP/1.1" depending on the Go version).
const serverTooLarge = " 431 Request Header Fields Too Large"

// isServerTooLarge tells net/http's own 431, written in one piece, from
// anything a handler writes.
func isServerTooLarge(b []byte) bool {
	return len(b) < 256 && bytes.HasPrefix(b, []byte("HTTP/1.")) &&
		bytes.HasPrefix(b[len("HTTP/1.x"):], []byte(serverTooLarge+"\r\n")) &&
		bytes.HasSuffix(b, []byte("\r\n\r\n"+serverTooLarge[1:]))
}

var (
	tooLongURI      = rawAnswer(fault.CodeURITooLong)
	tooLargeHeaders = rawAnswer(fault.CodeHeaderTooLarge)
)

// rawAnswer is a whole HTTP/1.1 answer carrying code's envelope, with the
// headers WriteError and Observe set, closing the connection.
func rawAnswer(code fault.Code) []byte {
	fe := fault.New(code, "")
	status := fault.Status(fe)
	body, _ := json.Marshal(Envelope{Code: string(code), Message: fe.Message})
	body = append(body, '\n')
	var b bytes.Buffer
	b.WriteString("HTTP/1.1 " + strconv.Itoa(status) + " " + http.StatusText(status) + "\r\n")
	b.WriteString("Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n")
	b.WriteString("Referrer-Policy: no-referrer\r\nX-Content-Type-Options: nosniff\r\n")
	b.WriteString("Content-Length: " + strconv.Itoa(len(body)) + "\r\nConnection: close\r\n\r\n")
	b.Write(body)
	return b.Bytes()
}
