package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// sentRequest is what the client saw of one request.
type sentRequest struct {
	id, what   string
	start, end time.Time
	answered   bool // a status line and headers came back
	whole      bool // and the whole body
	status     int
	success    bool // 2xx and, where one is due, an envelope with success:true
	body       string
	err        error
}

// load fires requests at base with ids of its own and keeps what it saw.
type load struct {
	base     string
	client   *http.Client
	seq      atomic.Int64
	answered atomic.Int64 // successful answers so far
	mu       sync.Mutex
	sent     []sentRequest
}

func newLoad(base string) *load {
	tr := &http.Transport{MaxIdleConnsPerHost: 16}
	return &load{base: base, client: &http.Client{Transport: tr, Timeout: 10 * time.Second}}
}

// call sends one request as client address xff; envelope says whether the
// answer is a JSON envelope (get-captcha's is a PNG).
func (l *load) call(what, method, path, xff string, form url.Values, envelope bool) sentRequest {
	r := sentRequest{id: fmt.Sprintf("drain-%d", l.seq.Add(1)), what: what, start: time.Now()}
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, _ := http.NewRequest(method, l.base+path, body)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	req.Header.Set("X-Request-Id", r.id)
	if xff != "" {
		req.Header.Set("X-Forwarded-For", xff)
	}
	res, err := l.client.Do(req)
	if err == nil {
		r.answered, r.status = true, res.StatusCode
		var b []byte
		b, err = io.ReadAll(res.Body)
		res.Body.Close()
		r.whole, r.body = err == nil, string(b)
		r.success = r.whole && r.status/100 == 2 && (!envelope || strings.Contains(r.body, `"success":true`))
	}
	r.err, r.end = err, time.Now()
	if r.success {
		l.answered.Add(1)
	}
	l.mu.Lock()
	l.sent = append(l.sent, r)
	l.mu.Unlock()
	return r
}

func (l *load) records() []sentRequest {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]sentRequest(nil), l.sent...)
}

// smsAddr numbers the client addresses of the picture-code calls (limited per address).
var smsAddr atomic.Int64

// work loops over a mix of reads and writes until stop: order details,
// confirmation, customer service, a tap event, and a registration code
// (get-sid, get-captcha, get-sms on a test number).
func (l *load) work(worker int, stop <-chan struct{}) {
	xff := fmt.Sprintf("10.1.0.%d", worker+1)
	for i := 0; ; i++ {
		select {
		case <-stop:
			return
		default:
		}
		var r sentRequest
		switch (worker + i) % 5 {
		case 0:
			r = l.call("details", "POST", "/medium/v3/loan-details/loan-details?"+borrowerA, xff, url.Values{"orderId": {"81"}}, true)
		case 1:
			r = l.call("confirm", "GET", "/medium/v3/loan/loan-detail-confirm?productId=1&"+borrowerA, xff, nil, true)
		case 2:
			r = l.call("contact", "POST", "/medium/v3/personal-center/contact-kf-info", xff, url.Values{"type": {"1"}}, true)
		case 3:
			r = l.call("event", "POST", "/medium/service/event/save?"+borrowerA, xff,
				url.Values{"moduleId": {"30"}, "positionId": {"0"}, "productId": {"1"}}, true)
		case 4:
			r = l.registrationCode(worker)
		}
		if !r.answered {
			time.Sleep(50 * time.Millisecond) // shutting down: do not spin
		}
	}
}

// registrationCode asks for a registration code the way the landing page
// does; it returns the first call that failed, or get-sms.
func (l *load) registrationCode(worker int) sentRequest {
	n := smsAddr.Add(1)
	xff := fmt.Sprintf("100.64.%d.%d", n/250, n%250+1)
	sid, r := l.drawSid(xff)
	if !r.success {
		return r
	}
	return l.call("get-sms", "POST", "/medium/api/v2/youmi/promotion/get-sms", xff, url.Values{
		"phone": {"0917000000" + fmt.Sprint(worker%2+1)}, "capcode": {"0000"}, "sid": {sid}, "deviceId": {"drain-" + fmt.Sprint(worker)}}, true)
}

// drawSid starts a sid from client address xff and draws its picture; it
// returns the sid and the last call (the first that failed, or get-captcha).
func (l *load) drawSid(xff string) (string, sentRequest) {
	r := l.call("get-sid", "GET", "/medium/api/v2/youmi/promotion/get-sid", xff, nil, true)
	var env struct {
		Data struct {
			Sid string `json:"sid"`
		} `json:"data"`
	}
	if !r.success || json.Unmarshal([]byte(r.body), &env) != nil {
		r.success = false
		return "", r
	}
	return env.Data.Sid, l.call("get-captcha", "GET", "/medium/api/v2/youmi/promotion/get-captcha?sid="+env.Data.Sid, xff, nil, false)
}

// sidWithCaptcha is drawSid that fails the test when a call fails.
func (l *load) sidWithCaptcha(t *testing.T, xff string) string {
	t.Helper()
	sid, r := l.drawSid(xff)
	if !r.success {
		t.Fatalf("picture code: %d %s %v", r.status, r.body, r.err)
	}
	return sid
}

// slowRequest is a POST whose body trickles in over a slow network.
type slowRequest struct {
	id      string
	conn    net.Conn
	rest    string // the body still to send
	status  int
	success bool
	err     error
}

// openSlow sends a POST's headers and half its body on a new connection.
func openSlow(t *testing.T, addr, id, path, xff string, form url.Values) *slowRequest {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	body := form.Encode()
	head := fmt.Sprintf("POST %s HTTP/1.1\r\nHost: kwarta\r\nX-Request-Id: %s\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: %d\r\n", path, id, len(body))
	if xff != "" {
		head += "X-Forwarded-For: " + xff + "\r\n"
	}
	half := len(body) / 2
	if _, err := io.WriteString(conn, head+"\r\n"+body[:half]); err != nil {
		t.Fatal(err)
	}
	return &slowRequest{id: id, conn: conn, rest: body[half:]}
}

// finish trickles the rest of the body in five pieces 40 ms apart and reads the answer.
func (s *slowRequest) finish() {
	for rest := s.rest; rest != ""; {
		piece := rest[:min(len(rest), (len(s.rest)+4)/5)]
		if _, err := io.WriteString(s.conn, piece); err != nil {
			s.err = fmt.Errorf("cut off while sending: %w", err)
			return
		}
		rest = rest[len(piece):]
		time.Sleep(40 * time.Millisecond)
	}
	_ = s.conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	res, err := http.ReadResponse(bufio.NewReader(s.conn), nil)
	if err != nil {
		s.err = fmt.Errorf("no answer: %w", err)
		return
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	s.status, s.err = res.StatusCode, err
	s.success = err == nil && res.StatusCode == 200 && strings.Contains(string(b), `"success":true`)
}
