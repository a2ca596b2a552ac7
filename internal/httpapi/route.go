package httpapi

import (
	"context"
	"net/http"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"kwarta/internal/lang"
)

// Auth says who may make a call.
type Auth int

// Who may call a route.
const (
	// Public calls need no session (landing page, official site).
	Public Auth = iota
	// Borrower calls need a valid session bound to the calling device.
	Borrower
	// Operator calls are the console's: an operator's session cookie, the
	// CSRF header on every change, and the route's Permission for the
	// operator's role, all checked by the router's OperatorGate.
	Operator
)

// Kind is the type of a declared parameter; the router checks it.
type Kind string

// Parameter kinds.
const (
	String Kind = "string"
	Int    Kind = "integer"
	Digits Kind = "digits"
	File   Kind = "file"
)

// Param declares one request parameter: the router validates it before the
// handler runs and the API document lists it. A route's Params come from its
// handler's parameter struct (Bind), never from a hand-written list.
type Param struct {
	Name     string
	Kind     Kind
	Required bool
	Max      int // maximum length in characters; 0 means the default of 500
	// Range, on an Int, is the least and the greatest value taken (when
	// Ranged): a value outside is refused with both in the message.
	Range  [2]int64
	Ranged bool
	Desc   string
}

// Route is one row of the API table.
type Route struct {
	Method  string // GET or POST
	Path    string // below /medium
	Summary string
	Auth    Auth
	// Data is an example of the envelope's data, for the API document.
	Data any
	// Raw routes write their own response (images, the API document).
	Raw bool
	// Permission is what an Operator route needs (internal/console/roles.go).
	Permission string
	// Handle does the call: Bind(fn) for a route with parameters, fn taking
	// them as a struct, or NoParams(fn). It returns the envelope's data or an
	// error from the fault catalogue.
	Handle Handler
}

// Params are the parameters the route declares, in its parameter struct's
// order: what the router validates and the API document lists.
// A copy: the declaration is the parameter struct's alone.
func (rt *Route) Params() []Param { return slices.Clone(rt.Handle.params) }

// Call is one request as a handler sees it. Its parameters come to the
// handler as a struct (Bind); a Raw route that must see the whole form (a
// signed postback) or a path wildcard reads Request.
type Call struct {
	Request *http.Request
	Writer  http.ResponseWriter
	Common  Common
	// Session is set on Borrower routes.
	Session Session
	// Operator is set on Operator routes.
	Operator OperatorSession
	route    *Route
	proxies  []netip.Prefix
}

// Context is the request's context.
func (c *Call) Context() context.Context { return c.Request.Context() }

// Lang is the language the call is answered in (the router negotiates it:
// the lang parameter, Accept-Language, the market's; English on the
// console's routes). Its context carries it too (lang.Of).
func (c *Call) Lang() lang.Tag { return lang.Of(c.Request.Context()) }

// ClientIP is the caller's address: the direct peer, or behind a trusted
// proxy the address it forwarded (see ClientIP).
func (c *Call) ClientIP() string { return ClientIP(c.Request, c.proxies) }

const defaultMax = 500

// declares: the route declares a parameter of that name.
func (rt *Route) declares(name string) bool {
	for _, p := range rt.Handle.params {
		if p.Name == name {
			return true
		}
	}
	return false
}

// validate checks every declared parameter and names each bad field.
func (rt *Route) validate(r *http.Request) error {
	fields := map[string]string{}
	for _, p := range rt.Handle.params {
		if p.Kind == File {
			continue
		}
		v := strings.TrimSpace(r.Form.Get(p.Name))
		max := p.Max
		if max == 0 {
			max = defaultMax
		}
		switch {
		case v == "" && p.Required:
			fields[p.Name] = p.Name + " is required"
		case v == "":
		case p.Kind == Int:
			// The number first: "abc" is not a number, whatever its length;
			// a run of digits too long for the field is said to be so.
			n, err := strconv.ParseInt(v, 10, 64)
			switch {
			case utf8.RuneCountInString(v) > max && strings.Trim(strings.TrimPrefix(v, "-"), "0123456789") == "":
				fields[p.Name] = p.Name + " is longer than " + strconv.Itoa(max) + " characters"
			case err != nil && p.Ranged:
				fields[p.Name] = p.Name + " must be a whole number from " + strconv.FormatInt(p.Range[0], 10) + " to " + strconv.FormatInt(p.Range[1], 10)
			case err != nil:
				fields[p.Name] = p.Name + " must be a whole number"
			case p.Ranged && (n < p.Range[0] || n > p.Range[1]):
				fields[p.Name] = p.Name + " must be from " + strconv.FormatInt(p.Range[0], 10) + " to " + strconv.FormatInt(p.Range[1], 10)
			}
		case utf8.RuneCountInString(v) > max:
			fields[p.Name] = p.Name + " is longer than " + strconv.Itoa(max) + " characters"
		case p.Kind == Digits:
			if strings.Trim(v, "0123456789") != "" {
				fields[p.Name] = p.Name + " must contain digits only"
			}
		}
	}
	return invalid(fields)
}
