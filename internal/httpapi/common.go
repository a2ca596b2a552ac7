package httpapi

import (
	"context"
	"net/http"
	"strings"

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
}

// CommonParams lists the common query parameters, for the API document.
var CommonParams = []Param{
	{Name: "sessionId", Kind: String, Max: 128, Desc: "the borrower's session id (required on borrower calls)"},
	{Name: "appVersion", Kind: String, Max: 32, Desc: "app version"},
	{Name: "deviceName", Kind: String, Max: 64, Desc: "device name"},
	{Name: "deviceId", Kind: String, Max: 128, Desc: "device id; a session is bound to it"},
	{Name: "osVersion", Kind: String, Max: 32, Desc: "operating system version"},
	{Name: "advertisingId", Kind: String, Max: 64, Desc: "advertising id"},
}

// ParseCommon reads the common parameters from the query; product_id is an alias of productId.
func ParseCommon(r *http.Request) Common {
	q := r.URL.Query()
	c := Common{
		SessionID:     strings.TrimSpace(q.Get("sessionId")),
		AppVersion:    clip(q.Get("appVersion"), 32),
		DeviceName:    clip(q.Get("deviceName"), 64),
		DeviceID:      clip(q.Get("deviceId"), 128),
		OSVersion:     clip(q.Get("osVersion"), 32),
		AdvertisingID: clip(q.Get("advertisingId"), 64),
		ProductID:     q.Get("productId"),
		OrderID:       q.Get("orderId"),
	}
	if c.ProductID == "" {
		c.ProductID = q.Get("product_id")
	}
	return c
}

func clip(s string, n int) string {
	s = strings.TrimSpace(s)
	if len(s) > n {
		return s[:n]
	}
	return s
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

// ErrLoginRequired is the answer to a missing, unknown, expired or
// foreign-device session; the web app turns it into the go-to-login action.
func ErrLoginRequired() *fault.Error { return fault.New(fault.CodeLoginRequired, "") }
