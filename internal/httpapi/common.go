package httpapi

import (
	"context"
	"net/http"
	"strings"
	"unicode/utf8"

	"kwarta/internal/fault"
)

// Common holds the session query parameters the app shell appends to every
// page URL and the web app to every call.
type Common struct {
	SessionID     string
	AppVersion    string
	DeviceName    string
	DeviceID      string
	OSVersion     string
	AdvertisingID string
	ProductID     string
	OrderID       string
	// Lang is the language the app shows, as sent (the call's language is
	// Call.Lang, negotiated from it: internal/lang).
	Lang string
}

// CommonParams lists the common query parameters, for the API document and
// for ParseCommon, which clips each value to its Max characters.
var CommonParams = []Param{
	{Name: "sessionId", Kind: String, Max: 128, Desc: "the borrower's session id (required on borrower calls)"},
	{Name: "appVersion", Kind: String, Max: 32, Desc: "app version"},
	{Name: "deviceName", Kind: String, Max: 64, Desc: "device name"},
	{Name: "deviceId", Kind: String, Max: 128, Desc: "device id; a session is bound to it (required on borrower calls)"},
	{Name: "osVersion", Kind: String, Max: 32, Desc: "operating system version"},
	{Name: "advertisingId", Kind: String, Max: 64, Desc: "advertising id"},
	{Name: "productId", Kind: String, Max: 32, Desc: "the loan product the page is about"},
	{Name: "orderId", Kind: String, Max: 32, Desc: "the order the page is about"},
	{Name: "product_id", Kind: String, Max: 32, Desc: "alias of productId, read when productId is absent"},
	{Name: "lang", Kind: String, Max: 16, Desc: "the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's"},
}

// commonMax is each common parameter's Max, by name.
var commonMax = func() map[string]int {
	m := make(map[string]int, len(CommonParams))
	for _, p := range CommonParams {
		m[p.Name] = p.Max
	}
	return m
}()

// The product and the order a route may declare itself, with its own rules
// (a whole number, required or not), as embedded groups of its parameter
// struct; the router reads product_id as productId when only the alias is sent.
type (
	// ProductRequired is a required productId.
	ProductRequired struct {
		ProductID int64 `param:"productId,required,max=18" desc:"product id (product_id is accepted too)"`
	}
	// ProductOptional is an optional productId (0 when absent).
	ProductOptional struct {
		ProductID int64 `param:"productId,max=18" desc:"product id (product_id is accepted too)"`
	}
	// OrderRequired is a required orderId, one of the borrower's orders.
	OrderRequired struct {
		OrderID int64 `param:"orderId,required,max=18" desc:"the borrower's order id"`
	}
	// OrderOptional is an optional orderId (0 when absent).
	OrderOptional struct {
		OrderID int64 `param:"orderId,max=18" desc:"the borrower's order id"`
	}
)

// ParseCommon reads the common parameters from the query, trimmed and
// clipped to their Max characters; product_id is an alias of productId. The
// session id is only trimmed: a clipped one would be another id. A value
// that is not clean text (TextProblem) reads as absent; the router refuses
// such a request before it gets here.
func ParseCommon(r *http.Request) Common {
	q := r.URL.Query()
	raw := func(name string) string {
		if v := q.Get(name); TextProblem(v) == "" {
			return v
		}
		return ""
	}
	get := func(name string) string { return clip(raw(name), commonMax[name]) }
	c := Common{
		SessionID:     strings.TrimSpace(raw("sessionId")),
		AppVersion:    get("appVersion"),
		DeviceName:    get("deviceName"),
		DeviceID:      get("deviceId"),
		OSVersion:     get("osVersion"),
		AdvertisingID: get("advertisingId"),
		ProductID:     get("productId"),
		OrderID:       get("orderId"),
		Lang:          get("lang"),
	}
	if c.ProductID == "" {
		c.ProductID = get("product_id")
	}
	return c
}

// clip trims s and cuts it to n characters (not bytes, so no character is split).
func clip(s string, n int) string {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// Session is the signed-in borrower behind a call.
type Session struct {
	ID     int64
	UserID int64
}

// Authenticator resolves a session id sent by a device to a borrower.
type Authenticator interface {
	Authenticate(ctx context.Context, sessionID, deviceID string) (Session, error)
}

// The console's session cookie and CSRF header.
const (
	OperatorCookie = "kwarta_op"
	CSRFHeader     = "X-CSRF-Token"
)

// OperatorSession is a signed-in console operator.
type OperatorSession struct {
	SessionID int64
	ID        int64
	Name      string
	Role      string
	// Addr is the caller's address (ClientIP, behind the trusted
	// proxies), which the audit log records with every entry.
	Addr string
}

// OperatorGate admits a console call: it reads the operator's session
// from the request (its cookie), checks the CSRF header when the call
// changes something (any method but GET), and the permission for the
// operator's role. It answers 100401 (no or ended session) or 100403.
type OperatorGate interface {
	Admit(r *http.Request, permission string) (OperatorSession, error)
}

// ErrLoginRequired is the answer to a missing, unknown, expired or
// foreign-device session; the web app turns it into the go-to-login action.
func ErrLoginRequired() *fault.Error { return fault.New(fault.CodeLoginRequired, "") }
