package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"html"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
)

// static serves the embedded web app: hashed assets with long cache headers
// and their precompressed .br/.gz twins when the client accepts them, and
// the entry HTML for every client route (history fallback). A path that is
// not a route of the app gets the entry HTML too, which shows the app's
// "Page not found", but with status 404.
//
// Each route's entry HTML links the route's own chunks and stylesheets
// (<link rel="modulepreload">, <link rel="stylesheet">), so the browser
// fetches them beside the entry instead of after it has run: on a slow
// network that is a round trip or two less before the page shows
// (docs/PERFORMANCE.md, "Preloading").
type static struct {
	files fs.FS
	built bool
	// routes holds the app's route paths, lower-cased, from routes.json:
	// web/scripts/routes-json.mjs writes it at build time from the route
	// table (web/apps/borrower/src/app/routes.tsx over web/apps/borrower/src/config/paths.ts). Nil
	// when the build has none: then every path is a route, as before.
	routes map[string]bool
	// pages holds each route's entry HTML with its preload links, by route
	// key, and the unknown address's under notFoundKey. Nil when the build
	// lists no preloads: then index.html is served as it is.
	pages map[string]*entryPage
	// theme answers the lender's brand stylesheet (content.Service.ThemeCSS),
	// served at themePath, which every entry page links after its own; nil:
	// none (the app's theme.css defaults).
	theme func(context.Context) ([]byte, error)
}

// themePath is where the brand stylesheet is served. A borrower's browser
// keeps it themeMaxAge, so a new colour reaches every page within minutes.
const (
	themePath   = "/brand.css"
	themeMaxAge = "public, max-age=300"
)

// entryPage is the entry HTML for one route, plain and gzipped.
type entryPage struct {
	html, gz []byte
}

// entries are the web codebase's separate entries, each built into its
// own folder of dist/app (web/apps/landing, web/apps/admin) with its own bundle, so
// the borrower app never loads them: the promotion landing page and the
// operators' console.
var entries = []string{"landing", "admin"}

// routesFile is the build's list of app paths and of what each preloads, under dist/app.
const routesFile = "routes.json"

// notFoundKey is routes.json's key for the page of an unknown address.
const notFoundKey = "*"

// routeList is routes.json.
type routeList struct {
	// Paths are the app's route paths.
	Paths []string `json:"paths"`
	// Preload gives each path (and notFoundKey) the files, relative to
	// dist/app, its page loads beyond the entry's: scripts and stylesheets.
	Preload map[string][]string `json:"preload"`
}

// newStatic serves the build in dist, with theme's stylesheet linked from
// every entry page of the borrower app (when theme is not nil).
func newStatic(dist fs.FS, theme func(context.Context) ([]byte, error)) *static {
	app, err := fs.Sub(dist, "dist/app")
	if err != nil {
		return &static{}
	}
	index, err := fs.ReadFile(app, "index.html")
	if err != nil {
		return &static{files: app}
	}
	s := &static{files: app, built: true, theme: theme}
	link := ""
	if theme != nil {
		link = themePath
	}
	data, err := fs.ReadFile(app, routesFile)
	if err != nil {
		return s
	}
	var list routeList
	if json.Unmarshal(data, &list) != nil || len(list.Paths) == 0 {
		return s
	}
	s.routes = make(map[string]bool, len(list.Paths))
	for _, p := range list.Paths {
		s.routes[routeKey(p)] = true
	}
	if len(list.Preload) > 0 {
		s.pages = make(map[string]*entryPage, len(list.Preload))
		for p, files := range list.Preload {
			key := notFoundKey
			if p != notFoundKey {
				key = routeKey(p)
			}
			s.pages[key] = newEntryPage(index, files, link)
		}
	}
	return s
}

// newEntryPage puts a link for each file on lines of their own before the
// entry's </head>, then the brand stylesheet's at theme (when not "").
func newEntryPage(index []byte, files []string, theme string) *entryPage {
	if theme != "" {
		files = append(files[:len(files):len(files)], theme)
	}
	var links bytes.Buffer
	for _, f := range files {
		href := html.EscapeString("/" + strings.TrimPrefix(f, "/"))
		switch path.Ext(f) {
		case ".js":
			links.WriteString(`    <link rel="modulepreload" crossorigin href="` + href + "\">\n")
		case ".css":
			links.WriteString(`    <link rel="stylesheet" crossorigin href="` + href + "\">\n")
		}
	}
	page := index
	if i := bytes.Index(index, []byte("</head>")); i >= 0 {
		i = bytes.LastIndexByte(index[:i], '\n') + 1 // the start of </head>'s line
		page = make([]byte, 0, len(index)+links.Len())
		page = append(page, index[:i]...)
		page = append(page, links.Bytes()...)
		page = append(page, index[i:]...)
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	_, _ = zw.Write(page)
	_ = zw.Close()
	return &entryPage{html: page, gz: gz.Bytes()}
}

// routeKey normalizes a path as the app's router matches it: a trailing
// slash does not matter, nor does case (React Router's default).
func routeKey(p string) string {
	return strings.ToLower(path.Clean("/" + p))
}

// isRoute tells whether the app has a page at the request path.
func (s *static) isRoute(p string) bool {
	return s.routes == nil || s.routes[routeKey(p)]
}

func (s *static) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if !s.built {
		http.Error(w, "The web app is not built into this binary: run `make build`.", http.StatusServiceUnavailable)
		return
	}
	if s.theme != nil && r.URL.Path == themePath {
		s.serveTheme(w, r)
		return
	}
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if name != "" && !strings.HasSuffix(r.URL.Path, "/") {
		if st, err := fs.Stat(s.files, name); err == nil && !st.IsDir() {
			cache := "public, max-age=3600"
			if hashedAsset(name) {
				cache = "public, max-age=31536000, immutable"
			}
			s.serveFile(w, r, name, cache, http.StatusOK)
			return
		}
		if path.Ext(name) != "" {
			http.NotFound(w, r)
			return
		}
	}
	// Client routes: each separate entry (the landing page, the operators'
	// console) for every path below it, which its own router reads; the
	// app otherwise, with 404 for a path the app has no page at.
	for _, entry := range entries {
		if name == entry || strings.HasPrefix(name, entry+"/") {
			if _, err := fs.Stat(s.files, entry+"/index.html"); err == nil {
				s.serveFile(w, r, entry+"/index.html", "no-cache", http.StatusOK)
				return
			}
		}
	}
	status, key := http.StatusOK, routeKey(r.URL.Path)
	if !s.isRoute(r.URL.Path) {
		status, key = http.StatusNotFound, notFoundKey
	}
	if page := s.pages[key]; page != nil {
		s.serveEntry(w, r, page, status)
		return
	}
	s.serveFile(w, r, "index.html", "no-cache", status)
}

// serveTheme writes the brand stylesheet; while the lender's colours cannot
// be read it answers 503, and the page keeps the app's default colours.
func (s *static) serveTheme(w http.ResponseWriter, r *http.Request) {
	css, err := s.theme(r.Context())
	if err != nil {
		http.Error(w, "the brand colours are unavailable", http.StatusServiceUnavailable)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/css; charset=utf-8")
	h.Set("Cache-Control", themeMaxAge)
	if r.Method != http.MethodHead {
		_, _ = w.Write(css)
	}
}

// serveEntry writes a route's entry HTML, gzipped when the client accepts it.
func (s *static) serveEntry(w http.ResponseWriter, r *http.Request, page *entryPage, status int) {
	h := w.Header()
	h.Set("Cache-Control", "no-cache")
	h.Add("Vary", "Accept-Encoding")
	h.Set("Content-Type", "text/html; charset=utf-8")
	body := page.html
	if acceptsEncoding(r.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = page.gz
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// hashedAsset tells whether name lies under an assets/ path segment
// (assets/..., landing/assets/..., admin/assets/...), where Vite writes content-hashed files
// that never change under their name.
func hashedAsset(name string) bool {
	return strings.HasPrefix(name, "assets/") || strings.Contains(name, "/assets/")
}

func (s *static) serveFile(w http.ResponseWriter, r *http.Request, name, cache string, status int) {
	h := w.Header()
	h.Set("Cache-Control", cache)
	h.Add("Vary", "Accept-Encoding")
	ct := mime.TypeByExtension(path.Ext(name))
	if ct == "" && path.Ext(name) == ".ico" {
		// Go's own table has no .ico; the system's may not either.
		ct = "image/x-icon"
	}
	if ct == "" {
		ct = "application/octet-stream"
	}
	h.Set("Content-Type", ct)
	accept := r.Header.Get("Accept-Encoding")
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !acceptsEncoding(accept, enc.token) {
			continue
		}
		if data, err := fs.ReadFile(s.files, name+enc.ext); err == nil {
			h.Set("Content-Encoding", enc.token)
			w.WriteHeader(status)
			if r.Method != http.MethodHead {
				_, _ = w.Write(data)
			}
			return
		}
	}
	data, err := fs.ReadFile(s.files, name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(data)
	}
}

func acceptsEncoding(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(fields[0]), token) {
			for _, p := range fields[1:] {
				if q := strings.TrimSpace(p); q == "q=0" || q == "q=0.0" {
					return false
				}
			}
			return true
		}
	}
	return false
}
