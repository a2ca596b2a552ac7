// Package web embeds the built web app (Vite writes it to web/dist/app) so
// one binary serves the API and the pages.
package web

import "embed"

// Dist holds the build output; before `make build` it holds only the note
// make writes there (web/dist is not tracked: a fresh clone has none).
//
//go:embed all:dist
var Dist embed.FS
