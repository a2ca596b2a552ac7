package httpapi

import (
	"errors"
	"log/slog"
	"net/http"
	"sort"
	"strings"

	"kwarta/internal/fault"
)

// Prefix is the API's base path.
const Prefix = "/medium"

const (
	maxFormBytes      = 1 << 20
	maxMultipartBytes = 12 << 20
)

// NewRouter builds the handler for every route of the table under /medium;
// any other /medium path answers a 404 envelope, a known path with the wrong
// method a 405 envelope.
func NewRouter(routes []Route, auth Authenticator) http.Handler {
	mux := http.NewServeMux()
	byPath := map[string]map[string]*Route{}
	var order []string
	for i := range routes {
		rt := &routes[i]
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
			serveRoute(w, r, rt, auth)
		})
	}
	mux.HandleFunc(Prefix+"/", func(w http.ResponseWriter, r *http.Request) {
		WriteError(w, r, fault.Newf(fault.CodeNotFound, "No API call at %s.", r.URL.Path))
	})
	return mux
}

func serveRoute(w http.ResponseWriter, r *http.Request, rt *Route, auth Authenticator) {
	info := infoFrom(r.Context())
	if info != nil {
		info.route = rt.Method + " " + rt.Path
	}
	if err := parseForm(w, r, rt); err != nil {
		WriteError(w, r, err)
		return
	}
	c := &Call{Request: r, Writer: w, Common: ParseCommon(r), route: rt}
	if rt.Auth == Borrower {
		if c.Common.SessionID == "" || auth == nil {
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
	if err := rt.validate(r); err != nil {
		WriteError(w, r, err)
		return
	}
	data, err := rt.Handle(c)
	if rt.Raw && err == nil {
		return
	}
	if err != nil {
		WriteError(w, r, err)
		return
	}
	WriteOK(w, data)
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
