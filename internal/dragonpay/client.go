// Package dragonpay is the HTTP side Dragonpay's Collect API (internal/payment)
// and Payout API (internal/payout) share: one JSON request, its answer read
// and decoded whatever the status code, the code left to the adapter to
// judge. Each adapter keeps its own paths, authentication, answers and
// errors (docs/PAYMENTS.md).
package dragonpay

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

// MaxAnswer bounds what is read of one answer.
const MaxAnswer = 1 << 20

// defaultClient is used when Client.HTTP is nil.
var defaultClient = &http.Client{Timeout: 30 * time.Second}

// Client sends one API's requests.
type Client struct {
	HTTP *http.Client // nil: a client with a 30 s timeout
	// Authorize sets the request's credentials (Basic for Collect, Bearer
	// for Payout); it is the only place they are put.
	Authorize func(*http.Request)
	// HideURL returns a failed request's transport error without the
	// request's method and URL (url.Error's Err).
	HideURL bool
}

// Call sends one request to target with Accept: application/json (without it
// Dragonpay's Web API may answer XML), and a JSON body when body is not
// nil, and decodes a JSON answer into out whatever its status code; the
// code is returned for the caller to judge. An answer that is not JSON is
// an error only when the code is 2xx. Errors never carry the credentials.
func (c Client) Call(ctx context.Context, method, target string, body []byte, out any) (int, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, target, rd)
	if err != nil {
		return 0, err
	}
	c.Authorize(req)
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	client := c.HTTP
	if client == nil {
		client = defaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		var ue *url.Error
		if c.HideURL && errors.As(err, &ue) { // the path holds only ids; never the URL's query or user info
			return 0, ue.Err
		}
		return 0, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, MaxAnswer))
	if err != nil {
		return resp.StatusCode, err
	}
	raw = bytes.TrimSpace(raw)
	if err := json.Unmarshal(raw, out); err != nil && len(raw) > 0 && resp.StatusCode/100 == 2 {
		return resp.StatusCode, fmt.Errorf("unreadable answer (HTTP %d, %s)", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	return resp.StatusCode, nil
}
