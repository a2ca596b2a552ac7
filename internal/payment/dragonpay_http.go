package payment

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

// maxAnswer bounds what is read of one Dragonpay answer.
const maxAnswer = 1 << 20

// defaultClient is used when Dragonpay.HTTPClient is nil.
var defaultClient = &http.Client{Timeout: 30 * time.Second}

// call sends one Collect API request with HTTP Basic authentication and
// decodes a JSON answer into out, whatever its status code; the code is
// returned for the caller to judge. An answer that is not JSON is an
// error only when the code is 2xx. Errors never carry the password.
func (d *Dragonpay) call(ctx context.Context, method, path string, body []byte, out any) (int, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, d.baseURL()+path, rd)
	if err != nil {
		return 0, err
	}
	req.SetBasicAuth(d.MerchantID, d.Password)
	// Without Accept, Dragonpay's Web API may answer XML.
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	client := d.HTTPClient
	if client == nil {
		client = defaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	if err != nil {
		return resp.StatusCode, err
	}
	if err := json.Unmarshal(bytes.TrimSpace(raw), out); err != nil && len(bytes.TrimSpace(raw)) > 0 && resp.StatusCode/100 == 2 {
		return resp.StatusCode, fmt.Errorf("unreadable answer (HTTP %d, %s)", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	return resp.StatusCode, nil
}
