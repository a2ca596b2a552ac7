// Package web embeds the built web app (Vite writes it to web/dist/app) so
// one binary serves the API and the pages.
package web

import "embed"

// Dist holds the build output; it holds only README.md until `make build`.
//
//go:embed all:dist
var Dist embed.FS
