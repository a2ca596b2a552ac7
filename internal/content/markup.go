package content

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"kwarta/internal/fault"
)

// A text is written in a small markup (docs/CONSOLE.md): "## " and "### "
// headings, "- " list items, "| a | b |" table rows (the first row is the
// header; a "| --- |" row is skipped), paragraphs separated by an empty
// line whose single line breaks are kept, **bold**, [text](https://…) links
// and {{placeholders}} for the lender's details. The server turns it into
// blocks of spans, so the pages draw it without any HTML from the text.

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
func values(c Company, currency string) map[string]Span {
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
	if !SafeLink(site.Href) { // an http:// website is shown, not linked
		site.Href = ""
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
// Every link must pass SafeLink (links.go).
func ParseLegal(body string, vals map[string]Span) ([]Block, error) {
	return parseLegal(body, vals, false)
}

// DrawLegal is ParseLegal for a text already published: a link that the
// rule of SafeLink refuses (a text published before the rule) is drawn as
// its plain text, never as a link.
func DrawLegal(body string, vals map[string]Span) ([]Block, error) {
	return parseLegal(body, vals, true)
}

func parseLegal(body string, vals map[string]Span, published bool) ([]Block, error) {
	if strings.TrimSpace(body) == "" {
		return nil, fault.Field("body", "The text is empty.")
	}
	if n := utf8.RuneCountInString(body); n > MaxLegalChars {
		return nil, fault.Field("body", fmt.Sprintf("The text has %d characters; at most %d.", n, MaxLegalChars))
	}
	p := legalParser{vals: vals, published: published}
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
	vals map[string]Span
	// published: a bad link is drawn as text instead of refused (DrawLegal).
	published bool
	line      int
	blocks    []Block
	open      *Block // the paragraph, list or table lines are added to
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
		spans, err := inlineSpans(strings.TrimSpace(trimmed[level:]), p.vals, p.published)
		if err != nil {
			return err
		}
		p.flush()
		p.blocks = append(p.blocks, Block{Type: fmt.Sprintf("h%d", level), Spans: spans})
	case strings.HasPrefix(trimmed, "- ") || trimmed == "-":
		spans, err := inlineSpans(strings.TrimSpace(trimmed[1:]), p.vals, p.published)
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
			spans, err := inlineSpans(strings.TrimSpace(c), p.vals, p.published)
			if err != nil {
				return err
			}
			row[i] = spans
		}
		b.Rows = append(b.Rows, row)
	default:
		spans, err := inlineSpans(trimmed, p.vals, p.published)
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
func inlineSpans(s string, vals map[string]Span, published bool) ([]Span, error) {
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
			if why := LinkProblem(href, true); why != "" && !published {
				return nil, fmt.Errorf("the link %q: %s", href, why)
			} else if why != "" {
				href = "" // published before the rule: its text only
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
