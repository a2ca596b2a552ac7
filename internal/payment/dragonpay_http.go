package payment

import (
	"context"
	"net/http"

	"kwarta/internal/dragonpay"
)

// call sends one Collect API request with HTTP Basic authentication and
// decodes a JSON answer into out, whatever its status code; the code is
// returned for the caller to judge. An answer that is not JSON is an
// error only when the code is 2xx. Errors never carry the password.
func (d *Dragonpay) call(ctx context.Context, method, path string, body []byte, out any) (int, error) {
	c := dragonpay.Client{HTTP: d.HTTPClient, Authorize: func(r *http.Request) { r.SetBasicAuth(d.MerchantID, d.Password) }}
	return c.Call(ctx, method, d.baseURL()+path, body, out)
}
