// Package lang chooses the language a request is answered in and puts the
// server's texts into it. The server writes every text in English; the
// catalogue (catalogue.go) says each in the other languages, keyed by the
// English. A text built with values ("Please wait 42 seconds …") matches
// a template of the catalogue ("Please wait {n} seconds …"), whose
// translation gets the same values back. A text without a translation
// stays English, and a test (messages_test.go) fails for every message in
// internal/ that has none.
package lang

import (
	"context"
	"strconv"
	"strings"
)

// Tag is a language the server answers in.
type Tag string

// The languages with a catalogue. English is the source: its texts are
// the code's own.
const (
	English  Tag = "en"
	Filipino Tag = "fil"
)

// Param is the query (or form) parameter the web app names its language in.
const Param = "lang"

// Parse reads a language as a request names it (en, fil, tl, fil-PH,
// en_US, …), case aside: the language answered in, and whether the server
// has a catalogue for it. A language without one (zh, es, id, which the
// web app knows, or anything else) answers English.
func Parse(s string) (Tag, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexAny(s, "-_"); i >= 0 {
		s = s[:i]
	}
	switch s {
	case "en":
		return English, true
	case "fil", "tl":
		return Filipino, true
	}
	return English, false
}

// Negotiate chooses the language of an answer: the app's own choice
// (param, the lang parameter) when it names one, English for a language
// without a catalogue; then the best of Accept-Language that has one (its
// q-values honoured); then def, the market's.
func Negotiate(param, acceptLanguage string, def Tag) Tag {
	if strings.TrimSpace(param) != "" {
		t, _ := Parse(param)
		return t
	}
	if t, ok := FromAcceptLanguage(acceptLanguage); ok {
		return t
	}
	if def == "" {
		return English
	}
	return def
}

// maxRanges bounds how many ranges of an Accept-Language header are read.
const maxRanges = 32

// FromAcceptLanguage picks the language of an Accept-Language header
// (RFC 9110: "fil-PH,fil;q=0.9,en;q=0.8") with a catalogue and the highest
// q-value, the first on a tie; false when none has one ("*" names none:
// the market's default answers).
func FromAcceptLanguage(h string) (Tag, bool) {
	var best Tag
	bestQ := 0.0
	for i, part := range strings.Split(h, ",") {
		if i == maxRanges {
			break
		}
		rng, params, _ := strings.Cut(part, ";")
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > 1 {
					f = 0
				}
				q = f
			}
		}
		t, ok := Parse(rng)
		if ok && q > bestQ {
			best, bestQ = t, q
		}
	}
	return best, bestQ > 0
}

type ctxKey struct{}

// With is ctx answering in t.
func With(ctx context.Context, t Tag) context.Context {
	return context.WithValue(ctx, ctxKey{}, t)
}

// FromContext is the language ctx answers in (With), and whether one was
// chosen.
func FromContext(ctx context.Context) (Tag, bool) {
	t, ok := ctx.Value(ctxKey{}).(Tag)
	return t, ok
}

// Of is the language ctx answers in: English when none was chosen.
func Of(ctx context.Context) Tag {
	if t, ok := FromContext(ctx); ok {
		return t
	}
	return English
}
