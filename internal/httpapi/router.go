package httpapi

import (
	"errors"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"path"
	"sort"
	"strings"
	"unicode/utf8"

	"kwarta/internal/fault"
	"kwarta/internal/lang"
)

// Prefix is the API's base path.
const Prefix = "/medium"

const (
	maxFormBytes      = 1 << 20
	maxMultipartBytes = 12 << 20
)

// RouterOption adjusts what NewRouter builds.
type RouterOption func(*routerConfig)

type routerConfig struct {
	proxies   []netip.Prefix
	operators OperatorGate
	language  lang.Tag
}

// Language is the language answered in when a request names none the
// server has texts for (the market's, market.Market.Language); English
// without it.
func Language(code string) RouterOption {
	return func(c *routerConfig) { c.language, _ = lang.Parse(code) }
}

// Operators admits the console's calls (Auth: Operator); without it they
// all answer 100401.
func Operators(g OperatorGate) RouterOption {
	return func(c *routerConfig) { c.operators = g }
}

// TrustProxies names the reverse proxies whose X-Forwarded-For header the
// calls believe when they read the client's address (see ClientIP).
func TrustProxies(proxies []netip.Prefix) RouterOption {
	return func(c *routerConfig) { c.proxies = proxies }
}

// NewRouter builds the handler for every route of the table under /medium;
// any other /medium path (Prefix itself and unclean paths such as
// /medium//x included) answers a 404 envelope, a known path with the wrong
// method a 405 envelope. Mount it with Mount, so no path under /medium is
// answered with a ServeMux redirect.
func NewRouter(routes []Route, auth Authenticator, opts ...RouterOption) http.Handler {
	var cfg routerConfig
	for _, o := range opts {
		o(&cfg)
	}
	mux := http.NewServeMux()
	byPath := map[string]map[string]*Route{}
	var order []string
	for i := range routes {
		rt := &routes[i]
		if rt.Handle.call == nil {
			panic("httpapi: route without a handler (Bind or NoParams): " + rt.Method + " " + rt.Path)
		}
		if byPath[rt.Path] == nil {
			byPath[rt.Path] = map[string]*Route{}
			order = append(order, rt.Path)
		}
		if _, dup := byPath[rt.Path][rt.Method]; dup {
			panic("httpapi: route declared twice: " + rt.Method + " " + rt.Path)
		}
		byPath[rt.Path][rt.Method] = rt
	}
	for _, p := range order {
		methods := byPath[p]
		allowed := make([]string, 0, len(methods))
		for m := range methods {
			allowed = append(allowed, m)
		}
		sort.Strings(allowed)
		mux.HandleFunc(Prefix+p, func(w http.ResponseWriter, r *http.Request) {
			rt, ok := methods[r.Method]
			if !ok {
				if info := infoFrom(r.Context()); info != nil {
					info.route = "* " + p
				}
				w.Header().Set("Allow", strings.Join(allowed, ", "))
				WriteError(w, r, fault.New(fault.CodeMethod, ""))
				return
			}
			serveRoute(w, r, rt, auth, cfg)
		})
	}
	mux.HandleFunc(Prefix+"/", notFound)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r = r.WithContext(lang.With(r.Context(), negotiate(r, nil, cfg.language)))
		if p := r.URL.Path; p == Prefix || path.Clean(p) != p {
			notFound(w, r)
			return
		}
		mux.ServeHTTP(w, r)
	})
}

// maxQuoted is how many characters of a path an answer or a log line quotes.
const maxQuoted = 200

func notFound(w http.ResponseWriter, r *http.Request) {
	WriteError(w, r, fault.Newf(fault.CodeNotFound, "No API call at %s.", quotePath(r.URL.Path)))
}

// quotePath is a path as an answer or a log line shows it: at most
// maxQuoted characters (then "…"), bad bytes replaced.
func quotePath(p string) string {
	p = printable(p)
	if utf8.RuneCountInString(p) <= maxQuoted {
		return p
	}
	return string([]rune(p)[:maxQuoted]) + "…"
}

// Mount sends every path under Prefix, Prefix itself included, to api and
// the rest to next. A ServeMux pattern "/medium/" would answer /medium and
// unclean paths with a redirect instead of the API's JSON 404.
func Mount(api, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p := r.URL.Path; p == Prefix || strings.HasPrefix(p, Prefix+"/") {
			api.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func serveRoute(w http.ResponseWriter, r *http.Request, rt *Route, auth Authenticator, cfg routerConfig) {
	info := infoFrom(r.Context())
	if info != nil {
		info.route = rt.Method + " " + rt.Path
	}
	if err := parseForm(w, r, rt); err != nil {
		WriteError(w, r, err)
		return
	}
	// The form is read: its lang counts now. The console is in English.
	if rt.Auth == Operator {
		r = r.WithContext(lang.With(r.Context(), lang.English))
	} else if !rt.declares(lang.Param) && r.PostForm.Get(lang.Param) != "" {
		r = r.WithContext(lang.With(r.Context(), negotiate(r, r.PostForm, cfg.language)))
	}
	if err := checkText(r, rt); err != nil {
		WriteError(w, r, err)
		return
	}
	aliasProductID(r)
	c := &Call{Request: r, Writer: w, Common: ParseCommon(r), route: rt, proxies: cfg.proxies}
	if rt.Auth == Borrower {
		if c.Common.SessionID == "" || c.Common.DeviceID == "" || auth == nil {
			WriteError(w, r, ErrLoginRequired())
			return
		}
		s, err := auth.Authenticate(r.Context(), c.Common.SessionID, c.Common.DeviceID)
		if err != nil {
			WriteError(w, r, err)
			return
		}
		c.Session = s
		if info != nil {
			info.userID = s.UserID
		}
	}
	if rt.Auth == Operator {
		if cfg.operators == nil {
			WriteError(w, r, ErrLoginRequired())
			return
		}
		op, err := cfg.operators.Admit(r, rt.Permission)
		if err != nil {
			WriteError(w, r, err)
			return
		}
		op.Addr = c.ClientIP()
		c.Operator = op
	}
	if err := rt.validate(r); err != nil {
		WriteError(w, r, err)
		return
	}
	data, err := rt.Handle.call(c)
	if rt.Raw && err == nil {
		return
	}
	if err != nil {
		WriteError(w, r, err)
		return
	}
	WriteOK(w, data)
}

// negotiate is the language r is answered in: the lang of its form (when
// given) or query, then its Accept-Language, then def (lang.Negotiate). A
// lang that is not clean text (TextProblem) reads as absent.
func negotiate(r *http.Request, form url.Values, def lang.Tag) lang.Tag {
	v := form.Get(lang.Param)
	if v == "" && strings.Contains(r.URL.RawQuery, lang.Param+"=") {
		v = r.URL.Query().Get(lang.Param)
	}
	if TextProblem(v) != "" {
		v = ""
	}
	return lang.Negotiate(clip(v, commonMax[lang.Param]), r.Header.Get("Accept-Language"), def)
}

// aliasProductID reads product_id as productId when only the alias is
// sent, so a route declaring productId validates and reads either name.
func aliasProductID(r *http.Request) {
	if strings.TrimSpace(r.Form.Get("productId")) != "" {
		return
	}
	if v := strings.TrimSpace(r.Form.Get("product_id")); v != "" {
		r.Form.Set("productId", v)
	}
}

func parseForm(w http.ResponseWriter, r *http.Request, rt *Route) error {
	ct := r.Header.Get("Content-Type")
	var err error
	if strings.HasPrefix(ct, "multipart/form-data") {
		r.Body = http.MaxBytesReader(w, r.Body, maxMultipartBytes)
		err = r.ParseMultipartForm(maxMultipartBytes)
	} else {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
		err = r.ParseForm()
	}
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return fault.New(fault.CodeInvalid, "The request is too large.")
		}
		slog.DebugContext(r.Context(), "bad form", "error", err)
		return fault.New(fault.CodeInvalid, "The request body could not be read.")
	}
	return nil
}
