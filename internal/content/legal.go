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

	"kwarta/internal/config"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// The legal texts: the privacy policy and the loan terms, which an admin
// edits on the console's Content screen. Every publication is a new
// version (legal_texts, append-only); the pages show the newest. Until the
// first publication the built-in text of the market (legal/<kind>.<market>.md)
// is shown as version 0.
//
// A text is written in a small markup (docs/CONSOLE.md): "## " and "### "
// headings, "- " list items, "| a | b |" table rows (the first row is the
// header; a "| --- |" row is skipped), paragraphs separated by an empty
// line whose single line breaks are kept, **bold**, [text](https://…) links
// and {{placeholders}} for the lender's details. The server turns it into
// blocks of spans, so the pages draw it without any HTML from the text.

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

// Block is a heading (h2, h3), a paragraph (p), a list (ul) or a table
// (table, whose first row is the header).
type Block struct {
	Type  string     `json:"type"`
	Spans []Span     `json:"spans,omitempty"`
	Items [][]Span   `json:"items,omitempty"`
	Rows  [][][]Span `json:"rows,omitempty"`
}

// Span is a run of text, bold or a link; a line break is a Span of "\n".
type Span struct {
	Text   string `json:"text"`
	Strong bool   `json:"strong,omitempty"`
	Href   string `json:"href,omitempty"`
}

// Placeholders are the {{names}} a text may use, in the order the console lists them.
var Placeholders = []string{"appName", "companyName", "companyAddress", "website", "supportEmail", "supportPhone", "supportHours",
	"grievanceName", "grievanceEmail", "grievancePhone", "grievanceAddress", "currency"}

// values gives each placeholder's span: the lender's detail, a link for a
// website, an email or a phone, a dash when it is not set.
func values(c config.Company, currency string) map[string]Span {
	text := func(v string) Span {
		if v = strings.TrimSpace(v); v == "" {
			return Span{Text: "—"}
		}
		return Span{Text: v}
	}
	link := func(v, href string) Span {
		s := text(v)
		if s.Text != "—" {
			s.Href = href + s.Text
		}
		return s
	}
	site := link(c.Website, "")
	if site.Href != "" && !strings.HasPrefix(site.Href, "http://") && !strings.HasPrefix(site.Href, "https://") {
		site.Href = "https://" + site.Href
	}
	phone := func(v string) Span {
		s := text(v)
		if s.Text != "—" {
			s.Href = "tel:" + strings.Map(func(r rune) rune {
				if r == '+' || r >= '0' && r <= '9' {
					return r
				}
				return -1
			}, s.Text)
		}
		return s
	}
	return map[string]Span{
		"appName": text(c.AppName), "companyName": text(c.Name), "companyAddress": text(c.Address), "website": site,
		"supportEmail": link(c.SupportEmail, "mailto:"), "supportPhone": phone(c.SupportPhone), "supportHours": text(c.SupportHours),
		"grievanceName": text(c.GrievanceName), "grievanceEmail": link(c.GrievanceEmail, "mailto:"),
		"grievancePhone": phone(c.GrievancePhone), "grievanceAddress": text(c.GrievanceAddress), "currency": {Text: currency},
	}
}

// ParseLegal turns a text into blocks, with the placeholders filled from
// vals. A mistake is refused as a field error on "body" naming its line.
func ParseLegal(body string, vals map[string]Span) ([]Block, error) {
	if strings.TrimSpace(body) == "" {
		return nil, fault.Field("body", "The text is empty.")
	}
	if n := utf8.RuneCountInString(body); n > MaxLegalChars {
		return nil, fault.Field("body", fmt.Sprintf("The text has %d characters; at most %d.", n, MaxLegalChars))
	}
	p := legalParser{vals: vals}
	for i, line := range strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n") {
		p.line = i + 1
		if err := p.take(strings.TrimRight(line, " \t")); err != nil {
			return nil, fault.Field("body", fmt.Sprintf("Line %d: %s", p.line, err))
		}
	}
	p.flush()
	if len(p.blocks) == 0 {
		return nil, fault.Field("body", "The text is empty.")
	}
	return p.blocks, nil
}

type legalParser struct {
	vals   map[string]Span
	line   int
	blocks []Block
	open   *Block // the paragraph, list or table lines are added to
}

func (p *legalParser) flush() {
	if p.open != nil {
		p.blocks = append(p.blocks, *p.open)
		p.open = nil
	}
}

// continueAs returns the open block when it is of type t, else opens one.
func (p *legalParser) continueAs(t string) *Block {
	if p.open == nil || p.open.Type != t {
		p.flush()
		p.open = &Block{Type: t}
	}
	return p.open
}

func (p *legalParser) take(line string) error {
	trimmed := strings.TrimSpace(line)
	switch {
	case trimmed == "":
		p.flush()
	case strings.HasPrefix(trimmed, "#"):
		level := len(trimmed) - len(strings.TrimLeft(trimmed, "#"))
		if level < 2 || level > 3 || !strings.HasPrefix(trimmed[level:], " ") {
			return errors.New(`a heading starts with "## " (a section) or "### " (a part of one); the page itself has the title`)
		}
		spans, err := inlineSpans(strings.TrimSpace(trimmed[level:]), p.vals)
		if err != nil {
			return err
		}
		p.flush()
		p.blocks = append(p.blocks, Block{Type: fmt.Sprintf("h%d", level), Spans: spans})
	case strings.HasPrefix(trimmed, "- ") || trimmed == "-":
		spans, err := inlineSpans(strings.TrimSpace(trimmed[1:]), p.vals)
		if err != nil {
			return err
		}
		if len(spans) == 0 {
			return errors.New("an empty list item")
		}
		b := p.continueAs("ul")
		b.Items = append(b.Items, spans)
	case strings.HasPrefix(trimmed, "|"):
		if !strings.HasSuffix(trimmed, "|") || len(trimmed) < 2 {
			return errors.New(`a table row starts and ends with "|"`)
		}
		cells := strings.Split(trimmed[1:len(trimmed)-1], "|")
		b := p.continueAs("table")
		if isRule(cells) {
			if len(b.Rows) != 1 {
				return errors.New(`a "| --- |" row goes right under the header row`)
			}
			return nil
		}
		if len(b.Rows) > 0 && len(cells) != len(b.Rows[0]) {
			return fmt.Errorf("this row has %d cells and the header %d", len(cells), len(b.Rows[0]))
		}
		row := make([][]Span, len(cells))
		for i, c := range cells {
			spans, err := inlineSpans(strings.TrimSpace(c), p.vals)
			if err != nil {
				return err
			}
			row[i] = spans
		}
		b.Rows = append(b.Rows, row)
	default:
		spans, err := inlineSpans(trimmed, p.vals)
		if err != nil {
			return err
		}
		b := p.continueAs("p")
		if len(b.Spans) > 0 {
			b.Spans = append(b.Spans, Span{Text: "\n"})
		}
		b.Spans = append(b.Spans, spans...)
	}
	return nil
}

func isRule(cells []string) bool {
	for _, c := range cells {
		if c = strings.TrimSpace(c); c == "" || strings.Trim(c, "-:") != "" {
			return false
		}
	}
	return true
}

// inlineSpans reads **bold**, [text](link) and {{placeholders}} in one line.
func inlineSpans(s string, vals map[string]Span) ([]Span, error) {
	var (
		spans  []Span
		buf    strings.Builder
		strong bool
	)
	add := func(sp Span) {
		sp.Strong = strong
		if n := len(spans); n > 0 && sp.Href == "" && spans[n-1].Href == "" && spans[n-1].Strong == sp.Strong && sp.Text != "\n" {
			spans[n-1].Text += sp.Text
			return
		}
		spans = append(spans, sp)
	}
	flush := func() {
		if buf.Len() > 0 {
			add(Span{Text: buf.String()})
			buf.Reset()
		}
	}
	placeholder := func(rest string) (Span, int, error) {
		end := strings.Index(rest, "}}")
		if end < 0 {
			return Span{}, 0, errors.New(`a "{{" without its "}}"`)
		}
		name := strings.TrimSpace(rest[2:end])
		v, ok := vals[name]
		if !ok {
			return Span{}, 0, fmt.Errorf("no placeholder {{%s}}; use one of {{%s}}", name, strings.Join(Placeholders, "}}, {{"))
		}
		return v, end + 2, nil
	}
	for i := 0; i < len(s); {
		rest := s[i:]
		switch {
		case strings.HasPrefix(rest, "**"):
			flush()
			strong = !strong
			i += 2
		case strings.HasPrefix(rest, "{{"):
			v, n, err := placeholder(rest)
			if err != nil {
				return nil, err
			}
			flush()
			add(v)
			i += n
		case rest[0] == '[':
			mid := strings.Index(rest, "](")
			end := -1 // the ")" closing the address, which may hold balanced parentheses
			for j, depth := mid+2, 0; mid > 0 && j < len(rest) && end < 0; j++ {
				switch {
				case rest[j] == '(':
					depth++
				case rest[j] == ')' && depth == 0:
					end = j
				case rest[j] == ')':
					depth--
				}
			}
			if end < 0 {
				buf.WriteByte('[')
				i++
				continue
			}
			label, href := rest[1:mid], strings.TrimSpace(rest[mid+2:end])
			if !safeHref(href) {
				return nil, fmt.Errorf("the link %q: links go to https://, http://, mailto:, tel: or a page of this site (/…)", href)
			}
			if strings.Contains(label, "{{") {
				return nil, errors.New("a link's text holds no placeholder: {{website}}, the emails and the phones are links by themselves")
			}
			if strings.TrimSpace(label) == "" {
				return nil, errors.New("a link without text: write [text](address)")
			}
			flush()
			add(Span{Text: label, Href: href})
			i += end + 1
		default:
			buf.WriteByte(s[i])
			i++
		}
	}
	if strong {
		return nil, errors.New(`a "**" without its closing "**"`)
	}
	flush()
	return spans, nil
}

func safeHref(h string) bool {
	for _, p := range []string{"https://", "http://", "mailto:", "tel:"} {
		if strings.HasPrefix(h, p) && len(h) > len(p) {
			return true
		}
	}
	return strings.HasPrefix(h, "/") && !strings.HasPrefix(h, "//")
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
	builtIn := LegalText{Kind: kind, Body: BuiltIn(kind, s.Market.Code), Note: "The built-in text", By: "Kwarta", At: store.Millis(builtInDate)}
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
	return values(c, s.Market.Symbol), nil
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
func (s *Service) HandleLegal(c *httpapi.Call) (any, error) {
	kind := c.Str("kind")
	if LegalTitle[kind] == "" {
		return nil, fault.Field("kind", "kind is privacy or terms.")
	}
	t, err := s.Legal(c.Context(), s.DB, kind)
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
	blocks, err := ParseLegal(t.Body, vals)
	if err != nil {
		return LegalDocument{}, err
	}
	return LegalDocument{Kind: t.Kind, Title: LegalTitle[t.Kind], Version: t.Version, UpdatedAt: t.At, Blocks: blocks}, nil
}
