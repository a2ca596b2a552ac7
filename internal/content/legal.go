package content

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// The legal texts: the privacy policy and the loan terms, which an admin
// edits on the console's Content screen. Every publication is a new
// version (legal_texts, append-only); the pages show the newest. Until the
// first publication the built-in text of the market (legal/<kind>.<market>.md)
// is shown as version 0. The markup is read by ParseLegal (markup.go).

// Legal text kinds.
const (
	KindPrivacy = "privacy"
	KindTerms   = "terms"
)

// LegalKinds are the legal texts in the order the console lists them.
var LegalKinds = []string{KindPrivacy, KindTerms}

// LegalTitle is each kind's title, as the pages and the console show it.
var LegalTitle = map[string]string{KindPrivacy: "Privacy Policy", KindTerms: "Loan terms and conditions"}

// MaxLegalChars is the longest text accepted.
const MaxLegalChars = 100_000

//go:embed legal/*.md
var builtInLegal embed.FS

// builtInDate is when the built-in texts (version 0) were last changed.
var builtInDate = time.Date(2026, time.November, 1, 0, 0, 0, 0, time.UTC)

// BuiltIn is the built-in text of a kind for a market ("in" has its own,
// every other market the Philippine one).
func BuiltIn(kind, market string) string {
	if market != "in" {
		market = "ph"
	}
	b, err := builtInLegal.ReadFile("legal/" + kind + "." + market + ".md")
	if err != nil {
		panic("content: no built-in legal text " + kind + "." + market) // the files are embedded: a build error
	}
	return string(b)
}

// LegalText is one published version of a text (version 0: the built-in).
type LegalText struct {
	Kind    string `json:"kind"`
	Version int    `json:"version"`
	Body    string `json:"body,omitempty"`
	Note    string `json:"note"`
	By      string `json:"by"`
	// At is when it was published, in Unix milliseconds.
	At int64 `json:"at"`
}

// LegalDocument is a legal text as the pages draw it.
type LegalDocument struct {
	Kind    string `json:"kind"`
	Title   string `json:"title"`
	Version int    `json:"version"`
	// UpdatedAt is when this version was published, in Unix milliseconds.
	UpdatedAt int64   `json:"updatedAt"`
	Blocks    []Block `json:"blocks"`
}

// Legal is the newest version of a kind, or the built-in one (version 0).
// It is cached (store.Cached); PublishLegal drops it.
func (s *Service) Legal(ctx context.Context, q store.Querier, kind string) (LegalText, error) {
	return store.Cached(ctx, q, legalCacheKey+kind, func(ctx context.Context, q store.Querier) (LegalText, error) {
		return s.LegalVersion(ctx, q, kind, Newest)
	})
}

const legalCacheKey = "content.legal."

// Newest asks LegalVersion for the newest version (the built-in text when none was published).
const Newest = -1

// LegalVersion is one version of a kind: Newest, 0 (the built-in text) or
// a published one.
func (s *Service) LegalVersion(ctx context.Context, q store.Querier, kind string, version int) (LegalText, error) {
	if LegalTitle[kind] == "" {
		return LegalText{}, fault.Field("kind", "kind is privacy or terms.")
	}
	builtIn := LegalText{Kind: kind, Body: BuiltIn(kind, s.market.Code), Note: "The built-in text", By: "Kwarta", At: store.Millis(builtInDate)}
	if version == 0 {
		return builtIn, nil
	}
	t := LegalText{Kind: kind}
	query, args := `SELECT version, body, note, published_by, published_at FROM legal_texts WHERE kind = ? ORDER BY version DESC LIMIT 1`, []any{kind}
	if version != Newest {
		query, args = `SELECT version, body, note, published_by, published_at FROM legal_texts WHERE kind = ? AND version = ?`, []any{kind, version}
	}
	err := q.QueryRow(ctx, query, args...).Scan(&t.Version, &t.Body, &t.Note, &t.By, &t.At)
	switch {
	case errors.Is(err, sql.ErrNoRows) && version == Newest:
		return builtIn, nil
	case errors.Is(err, sql.ErrNoRows):
		return LegalText{}, fault.Newf(fault.CodeNotFound, "No version %d of the %s.", version, strings.ToLower(LegalTitle[kind]))
	}
	return t, err
}

// LegalHistory lists a kind's published versions, newest first, without their texts.
func LegalHistory(ctx context.Context, q store.Querier, kind string) ([]LegalText, error) {
	rows, err := q.Query(ctx, `SELECT version, note, published_by, published_at FROM legal_texts WHERE kind = ? ORDER BY version DESC`, kind)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []LegalText{}
	for rows.Next() {
		t := LegalText{Kind: kind}
		if err := rows.Scan(&t.Version, &t.Note, &t.By, &t.At); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// PlaceholderValues are the spans the placeholders stand for now.
func (s *Service) PlaceholderValues(ctx context.Context) (map[string]Span, error) {
	c, err := s.Company(ctx)
	if err != nil {
		return nil, err
	}
	return values(c, s.market.Symbol), nil
}

// PublishLegal stores body as the next version of kind, in q (a
// transaction), after checking it with vals (PlaceholderValues, read
// before the transaction). base is the version the editor started from:
// when another was published meanwhile, nothing is stored and the operator
// is told.
func (s *Service) PublishLegal(ctx context.Context, q store.Querier, vals map[string]Span, kind, body, note, by string, base int, now int64) (LegalText, error) {
	if _, err := ParseLegal(body, vals); err != nil {
		return LegalText{}, err
	}
	if note = strings.TrimSpace(note); note == "" || utf8.RuneCountInString(note) > 200 {
		return LegalText{}, fault.Field("note", "Say in a few words (at most 200 characters) what changed.")
	}
	latest, err := s.LegalVersion(ctx, q, kind, Newest)
	if err != nil {
		return LegalText{}, err
	}
	if latest.Version != base {
		return LegalText{}, fault.Newf(fault.CodeConflict, "Version %d was published by %s while you were editing version %d. Open it, make your change again and publish.", latest.Version, latest.By, base)
	}
	if latest.Body == body {
		return LegalText{}, fault.Field("body", "The text is the same as version "+fmt.Sprint(latest.Version)+".")
	}
	t := LegalText{Kind: kind, Version: latest.Version + 1, Body: body, Note: note, By: by, At: now}
	// Two publications racing past the check collide on the primary key: one fails.
	if _, err := q.Exec(ctx, `INSERT INTO legal_texts (kind, version, body, note, published_by, published_at) VALUES (?, ?, ?, ?, ?, ?)`,
		t.Kind, t.Version, t.Body, t.Note, t.By, t.At); err != nil {
		return LegalText{}, err
	}
	store.Invalidate(q, legalCacheKey+kind)
	return t, nil
}

// HandleLegal answers the newest privacy policy or loan terms, drawn with
// the lender's details.
func (s *Service) HandleLegal(c *httpapi.Call, p LegalKind) (any, error) {
	kind := p.Kind
	if LegalTitle[kind] == "" {
		return nil, fault.Field("kind", "kind is privacy or terms.")
	}
	t, err := s.Legal(c.Context(), s.db, kind)
	if err != nil {
		return nil, err
	}
	return s.Document(c.Context(), t)
}

// Document draws a version with the lender's details of now.
func (s *Service) Document(ctx context.Context, t LegalText) (LegalDocument, error) {
	vals, err := s.PlaceholderValues(ctx)
	if err != nil {
		return LegalDocument{}, err
	}
	blocks, err := DrawLegal(t.Body, vals)
	if err != nil {
		return LegalDocument{}, err
	}
	return LegalDocument{Kind: t.Kind, Title: LegalTitle[t.Kind], Version: t.Version, UpdatedAt: t.At, Blocks: blocks}, nil
}
