package repaypage

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"html/template"
	"net/url"
	"strconv"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/lang"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// sandboxStyle is the sandbox page's only style; its hash is the page's
// whole style-src, so no other style or any script can run there.
const sandboxStyle = `body{margin:0;font:16px/1.5 -apple-system,Roboto,Helvetica,Arial,sans-serif;background:#f3f6f5;color:#1d2b26}
main{max-width:420px;margin:0 auto;padding:24px 20px}
.tag{display:inline-block;background:#fff4d6;color:#7a5200;border-radius:12px;padding:2px 10px;font-size:13px}
h1{font-size:22px;margin:12px 0 4px}
.card{background:#fff;border-radius:14px;padding:18px;margin:16px 0;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.row{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #eef1f0}
.row:last-child{border-bottom:0}
.k{color:#5d6b66}.v{font-weight:600;text-align:right;word-break:break-all}
.code{font-size:24px;letter-spacing:2px;text-align:center;font-weight:700;margin:6px 0}
button{display:block;width:100%;border:0;border-radius:24px;padding:14px;font-size:17px;margin-top:12px}
.pay{background:#0a7d5a;color:#fff}.fail{background:#fff;color:#b42318;border:1px solid #f1c4c0}
p.note{color:#5d6b66;font-size:14px}`

// SandboxPolicy is the sandbox page's Content-Security-Policy.
var SandboxPolicy = func() string {
	sum := sha256.Sum256([]byte(sandboxStyle))
	return "default-src 'none'; style-src 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'; form-action 'self'; " +
		"base-uri 'none'; frame-ancestors 'none'"
}()

// sandboxPage is the sandbox's pay page; t says its English texts in the
// call's language (bound per call on a clone: sandboxIn).
var sandboxPage = template.Must(template.New("sandbox").Funcs(template.FuncMap{"t": func(s string) string { return s }}).Parse(`<!doctype html>
<html lang="{{.Lang}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{{t "Sandbox payment"}}</title><style>{{.Style}}</style></head>
<body><main>
<span class="tag">{{t "Sandbox: no money moves"}}</span>
<h1>{{t .Pay}}</h1>
<div class="card">
<div class="k">{{t "Reference number"}}</div>
<div class="code">{{.RefNo}}</div>
<div class="row"><span class="k">{{t "Channel"}}</span><span class="v">{{.Channel}}</span></div>
<div class="row"><span class="k">{{t "Order"}}</span><span class="v">{{.OrderNo}}</span></div>
<div class="row"><span class="k">{{t "For"}}</span><span class="v">{{t .Purpose}}</span></div>
<div class="row"><span class="k">{{t "Pay by"}}</span><span class="v">{{.Expires}}</span></div>
<div class="row"><span class="k">{{t "Status"}}</span><span class="v">{{.State}}</span></div>
</div>
{{if .Open}}<form method="post" action="{{.Action}}">
<button class="pay" name="status" value="S">{{t "Simulate payment"}}</button>
<button class="fail" name="status" value="F">{{t "Simulate a failed payment"}}</button>
</form>{{end}}
<p class="note">{{t "This page stands in for the payment provider while Kwarta runs with the sandbox channel. Simulate payment sends the provider's signed postback for this reference number, exactly as a real payment would, and returns you to your order."}}</p>
</main></body></html>`))

// sandboxIn is the sandbox page's template saying its texts in t.
func sandboxIn(t lang.Tag) (*template.Template, error) {
	page, err := sandboxPage.Clone()
	if err != nil {
		return nil, err
	}
	return page.Funcs(template.FuncMap{"t": func(s string) string { return lang.T(t, s) }}), nil
}

// HandleSandboxPage is the sandbox's pay URL: the code, the amount and the
// buttons that simulate the provider's postback.
func (s *Service) HandleSandboxPage(c *httpapi.Call) (any, error) {
	if _, ok := s.gateway.(*payment.Sandbox); !ok {
		return nil, fault.New(fault.CodeNotFound, "The sandbox payment channel is off.")
	}
	code, err := s.repay.CodeByTxn(c.Context(), c.Request.PathValue("txnid"))
	if errors.Is(err, store.ErrNotFound) {
		return nil, fault.New(fault.CodeNotFound, "No payment code here.")
	}
	if err != nil {
		return nil, err
	}
	o, err := loan.OrderByID(c.Context(), s.db, code.OrderID)
	if err != nil {
		return nil, err
	}
	channel := code.Channel
	for _, ch := range s.gateway.Channels() {
		if ch.Number == code.Channel {
			channel = ch.Name
		}
	}
	page, err := sandboxIn(c.Lang())
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	err = page.Execute(&buf, map[string]any{
		"Lang": string(c.Lang()), "Style": template.CSS(sandboxStyle), "Pay": "Pay " + loan.MoneyFor(o.Market, false).Format(code.Amount), "RefNo": code.RefNo,
		"Channel": channel, "OrderNo": o.No, "Purpose": map[repay.Purpose]string{repay.PurposeDue: "What is due now", repay.PurposePayoff: "The whole loan",
			repay.PurposeExtension: "An extension"}[code.Purpose],
		"Expires": loan.DisplayDay(code.ExpiresAt), "State": code.State, "Open": code.AwaitsMoney(),
		"Action": c.Request.URL.Path + "?" + c.Request.URL.RawQuery,
	})
	if err != nil {
		return nil, err
	}
	h := c.Writer.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Security-Policy", SandboxPolicy)
	_, err = c.Writer.Write(buf.Bytes())
	return nil, err
}

// HandleSandboxSimulate is the sandbox page's buttons: the provider's
// signed postback for the code, then back to the order details page.
func (s *Service) HandleSandboxSimulate(c *httpapi.Call, p SimulateParams) (any, error) {
	status := payment.StatusSuccess
	if p.Status == string(payment.StatusFailure) {
		status = payment.StatusFailure
	}
	res, err := s.repay.Simulate(c.Context(), c.Request.PathValue("txnid"), status)
	if err != nil {
		return nil, err
	}
	q := url.Values{}
	for k, v := range c.Request.URL.Query() {
		q[k] = v
	}
	q.Set("orderId", strconv.FormatInt(res.Code.OrderID, 10))
	q.Set("paid", res.Outcome)
	redirectBack(c.Writer, c.Request, q)
	return nil, nil
}
