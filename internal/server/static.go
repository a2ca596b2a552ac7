package server

import (
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
)

// static serves the embedded web app: hashed assets with long cache headers
// and their precompressed .br/.gz twins when the client accepts them, and
// the entry HTML for every client route (history fallback).
type static struct {
	files fs.FS
	built bool
}

func newStatic(dist fs.FS) *static {
	app, err := fs.Sub(dist, "dist/app")
	if err != nil {
		return &static{}
	}
	_, err = fs.Stat(app, "index.html")
	return &static{files: app, built: err == nil}
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
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if name != "" && !strings.HasSuffix(r.URL.Path, "/") {
		if st, err := fs.Stat(s.files, name); err == nil && !st.IsDir() {
			cache := "public, max-age=3600"
			if hashedAsset(name) {
				cache = "public, max-age=31536000, immutable"
			}
			s.serveFile(w, r, name, cache)
			return
		}
		if path.Ext(name) != "" {
			http.NotFound(w, r)
			return
		}
	}
	// Client routes: the landing entry for /landing/..., the app otherwise.
	entry := "index.html"
	if name == "landing" || strings.HasPrefix(name, "landing/") {
		if _, err := fs.Stat(s.files, "landing/index.html"); err == nil {
			entry = "landing/index.html"
		}
	}
	s.serveFile(w, r, entry, "no-cache")
}

// hashedAsset tells whether name lies under an assets/ path segment
// (assets/..., landing/assets/...), where Vite writes content-hashed files
// that never change under their name.
func hashedAsset(name string) bool {
	return strings.HasPrefix(name, "assets/") || strings.Contains(name, "/assets/")
}

func (s *static) serveFile(w http.ResponseWriter, r *http.Request, name, cache string) {
	h := w.Header()
	h.Set("Cache-Control", cache)
	h.Add("Vary", "Accept-Encoding")
	ct := mime.TypeByExtension(path.Ext(name))
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
			w.WriteHeader(http.StatusOK)
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
	w.WriteHeader(http.StatusOK)
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
