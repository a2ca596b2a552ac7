package lang

import (
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// A catalogue is one language's texts keyed by the English. A key with
// placeholders ({name}: a letter, then letters and digits) is a template:
// its literal parts must match the text exactly, each placeholder matches
// the value put there (any text; {n}, {n2}, … a number only: digits,
// commas, dots), and the translation names the same placeholders, each
// written back with its value. A value that is itself a text of the
// catalogue (a reason inside a sentence) is written translated.
type catalogue struct {
	exact     map[string]string
	templates []template
}

// template is one compiled template entry.
type template struct {
	key     string
	re      *regexp.Regexp
	names   []string // the placeholders, in the key's order
	out     string   // the translation, placeholders in it
	literal string   // the key's longest literal part, a quick test before the pattern
	weight  int      // the key's literal length: the most specific template wins
}

// placeholder is a template's {name}; numeric names one that matches
// only a number.
var (
	placeholder = regexp.MustCompile(`\{([A-Za-z][A-Za-z0-9]*)\}`)
	numeric     = regexp.MustCompile(`^n[0-9]*$`)
)

// Placeholders lists the placeholders of a catalogue text, in order.
func Placeholders(s string) []string {
	var out []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return out
}

// compile builds a catalogue from its entries.
func compile(entries map[string]string) *catalogue {
	c := &catalogue{exact: map[string]string{}}
	for k, v := range entries {
		if !placeholder.MatchString(k) {
			c.exact[k] = v
			continue
		}
		var re strings.Builder
		re.WriteString(`(?s)^`)
		t := template{key: k, out: v}
		last := 0
		for _, loc := range placeholder.FindAllStringSubmatchIndex(k, -1) {
			lit := k[last:loc[0]]
			re.WriteString(regexp.QuoteMeta(lit))
			name := k[loc[2]:loc[3]]
			if numeric.MatchString(name) {
				re.WriteString(`([0-9][0-9,.]*)`)
			} else {
				re.WriteString(`(.+?)`)
			}
			t.names = append(t.names, name)
			if len(lit) > len(t.literal) {
				t.literal = lit
			}
			t.weight += len(lit)
			last = loc[1]
		}
		lit := k[last:]
		re.WriteString(regexp.QuoteMeta(lit))
		re.WriteString(`$`)
		if len(lit) > len(t.literal) {
			t.literal = lit
		}
		t.weight += len(lit)
		t.re = regexp.MustCompile(re.String())
		c.templates = append(c.templates, t)
	}
	slices.SortFunc(c.templates, func(a, b template) int {
		if a.weight != b.weight {
			return b.weight - a.weight
		}
		return strings.Compare(a.key, b.key)
	})
	return c
}

// maxNesting bounds how deep values are translated inside templates.
const maxNesting = 3

// lookup is s in the catalogue, whole: exactly, or by the most specific
// template it matches. used, when not nil, collects the keys used (tests).
func (c *catalogue) lookup(s string, depth int, used map[string]bool) (string, bool) {
	if v, ok := c.exact[s]; ok {
		if used != nil {
			used[s] = true
		}
		return v, true
	}
	for _, t := range c.templates {
		if !strings.Contains(s, t.literal) {
			continue
		}
		m := t.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		if used != nil {
			used[t.key] = true
		}
		values := make(map[string]string, len(t.names))
		for i, n := range t.names {
			v := m[i+1]
			if depth < maxNesting {
				if tv, ok := c.lookup(v, depth+1, used); ok {
					v = tv
				}
			}
			values[n] = v
		}
		return placeholder.ReplaceAllStringFunc(t.out, func(p string) string {
			if v, ok := values[p[1:len(p)-1]]; ok {
				return v
			}
			return p
		}), true
	}
	return "", false
}

// translate is s in the catalogue: whole, or else sentence by sentence
// (the texts the pages show are often sentences joined); ok only when
// every part was found.
func (c *catalogue) translate(s string, used map[string]bool) (string, bool) {
	if v, ok := c.lookup(s, 0, used); ok {
		return v, true
	}
	parts := sentences(s)
	if len(parts) < 2 {
		return s, false
	}
	all := true
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte(' ')
		}
		if v, ok := c.lookup(p, 0, used); ok {
			b.WriteString(v)
		} else {
			b.WriteString(p)
			all = false
		}
	}
	return b.String(), all
}

// sentences splits a text after each ". ", "! ", "? " (the space dropped).
func sentences(s string) []string {
	var out []string
	start := 0
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == '.' || s[i] == '!' || s[i] == '?') && s[i+1] == ' ' {
			out = append(out, s[start:i+1])
			start = i + 2
		}
	}
	return append(out, s[start:])
}

var (
	compileOnce sync.Once
	catalogues  map[Tag]*catalogue
)

func catalogueOf(t Tag) *catalogue {
	compileOnce.Do(func() {
		catalogues = map[Tag]*catalogue{Filipino: compile(filipino)}
	})
	return catalogues[t]
}

// T is s said in t: the catalogue's translation, or s itself (English, or
// a text the catalogue lacks).
func T(t Tag, s string) string {
	v, _ := Lookup(t, s)
	return v
}

// Lookup is T, and whether s was translated (always, in English).
func Lookup(t Tag, s string) (string, bool) {
	if t == English || t == "" || s == "" {
		return s, true
	}
	c := catalogueOf(t)
	if c == nil || !utf8.ValidString(s) {
		return s, false
	}
	return c.translate(s, nil)
}

// Fields is a map of field messages said in t (a new map; nil stays nil).
func Fields(t Tag, fields map[string]string) map[string]string {
	if fields == nil || t == English {
		return fields
	}
	out := make(map[string]string, len(fields))
	for k, v := range fields {
		out[k] = T(t, v)
	}
	return out
}

// Texts says each text in t, in place.
func Texts(t Tag, texts ...*string) {
	if t == English {
		return
	}
	for _, p := range texts {
		*p = T(t, *p)
	}
}

// List is texts said in t (a new slice; nil stays nil).
func List(t Tag, texts []string) []string {
	if texts == nil || t == English {
		return texts
	}
	out := make([]string, len(texts))
	for i, s := range texts {
		out[i] = T(t, s)
	}
	return out
}
