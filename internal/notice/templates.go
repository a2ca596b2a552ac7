package notice

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/content"
	"kwarta/internal/fault"
	"kwarta/internal/market"
	"kwarta/internal/sms"
	"kwarta/internal/store"
)

// Templates are the notices' texts (notice_templates), one per kind and
// language, checked before they are saved: only the kind's placeholders,
// one GSM-7 segment with the longest values. The notices are written
// from them. Build it with NewTemplates.
type Templates struct {
	db     *store.DB
	clock  clock.Clock
	market *market.Market
	// companyOf gives the app's name and the support phone the texts quote.
	companyOf func(ctx context.Context) (content.Company, error)
}

// NewTemplates are the texts over db, in the market mk's languages and
// currency, quoting the lender's details of companyOf (nil: the defaults).
func NewTemplates(db *store.DB, clk clock.Clock, mk *market.Market, companyOf func(ctx context.Context) (content.Company, error)) *Templates {
	return &Templates{db: db, clock: clk, market: mk, companyOf: companyOf}
}

// Languages are the languages notices are written in; English is the
// default, Filipino the Philippine market's second.
var Languages = []Language{{Code: "en", Name: "English"}, {Code: "fil", Name: "Filipino"}}

// Language is one language a borrower may choose.
type Language struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// languages are the market's: Filipino only in the Philippines.
func (s *Templates) languages() []Language {
	if s.market == nil || s.market.Code == "ph" {
		return Languages
	}
	return Languages[:1]
}

// placeholders says which values each kind's text may use; every kind may
// also use {app}, {phone} (the support line) and {order}.
var placeholders = map[Kind][]string{
	Disbursed: {"amount", "due", "date", "how"},
	Due3:      {"due", "date", "how"},
	Due1:      {"due", "date", "how"},
	Due0:      {"due", "date", "how"},
	Paid:      {"amount", "left", "date"},
	Settled:   {"amount"},
	Extended:  {"amount", "date"},
	Overdue1:  {"due", "date", "days", "how"},
	Overdue3:  {"due", "date", "days", "how"},
	Overdue7:  {"due", "date", "days", "how"},
	Overdue15: {"due", "date", "days", "how"},
	howCode:   {"ref", "channel"},
	howApp:    {},
}

var placeholderRE = regexp.MustCompile(`\{([a-z]+)\}`)

// Template is one kind's text in one language.
type Template struct {
	Kind      Kind      `json:"kind"`
	Lang      string    `json:"lang"`
	Body      string    `json:"body"`
	UpdatedAt time.Time `json:"updatedAt"`
	UpdatedBy string    `json:"updatedBy"`
}

// vars are the values a text is filled with.
type vars map[string]string

// fill replaces each {name} with its value (unknown names stay as written:
// checkBody refuses them before they are saved).
func fill(body string, v vars) string {
	return placeholderRE.ReplaceAllStringFunc(body, func(m string) string {
		if val, ok := v[m[1:len(m)-1]]; ok {
			return val
		}
		return m
	})
}

// List reads every text.
func (s *Templates) List(ctx context.Context) ([]Template, error) {
	rows, err := s.db.Query(ctx, `SELECT kind, lang, body, updated_at, updated_by FROM notice_templates ORDER BY kind, lang`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Template
	for rows.Next() {
		var t Template
		var at int64
		if err := rows.Scan(&t.Kind, &t.Lang, &t.Body, &at, &t.UpdatedBy); err != nil {
			return nil, err
		}
		if at > 0 {
			t.UpdatedAt = store.Time(at)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// texts are the templates by kind and language.
type texts map[Kind]map[string]string

func (s *Templates) texts(ctx context.Context, q store.Querier) (texts, error) {
	rows, err := q.Query(ctx, `SELECT kind, lang, body FROM notice_templates`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := texts{}
	for rows.Next() {
		var k Kind
		var lang, body string
		if err := rows.Scan(&k, &lang, &body); err != nil {
			return nil, err
		}
		if out[k] == nil {
			out[k] = map[string]string{}
		}
		out[k][lang] = body
	}
	return out, rows.Err()
}

// body is a kind's text in lang, else in English.
func (t texts) body(k Kind, lang string) string {
	if b, ok := t[k][lang]; ok {
		return b
	}
	return t[k]["en"]
}

// Set saves an operator's new text for a kind in a language, after
// checking it uses only the kind's placeholders and fits one GSM-7 segment
// with the longest values it can be given.
func (s *Templates) Set(ctx context.Context, kind Kind, lang, body, by string) error {
	body = strings.TrimSpace(body)
	if _, ok := placeholders[kind]; !ok {
		return fault.Field("kind", fmt.Sprintf("There is no notice %q.", kind))
	}
	if !slices.ContainsFunc(Languages, func(l Language) bool { return l.Code == lang }) {
		return fault.Field("lang", fmt.Sprintf("Notices are written in en or fil, not %q.", lang))
	}
	co, err := s.company(ctx)
	if err != nil {
		return err
	}
	t, err := s.texts(ctx, s.db)
	if err != nil {
		return err
	}
	if t[kind] == nil {
		t[kind] = map[string]string{}
	}
	t[kind][lang] = body
	if err := s.checkAll(t, co); err != nil {
		return err
	}
	_, err = s.db.Exec(ctx, `INSERT INTO notice_templates (kind, lang, body, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (kind, lang) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
		string(kind), lang, body, store.Millis(s.clock.Now()), by)
	return err
}

// checkAll checks every text of every language with the longest values:
// the {how} texts are part of the others, so a change to one is checked
// where it is used.
func (s *Templates) checkAll(t texts, co content.Company) error {
	for _, k := range append(slices.Clone(Kinds), howCode, howApp) {
		for _, l := range Languages {
			if err := s.checkBody(t, k, l.Code, co); err != nil {
				return err
			}
		}
	}
	return nil
}

// longest are the widest values each placeholder takes.
func (s *Templates) longest(co content.Company) vars {
	return vars{
		"app": co.AppName, "phone": co.SupportPhone, "order": "KW20261231" + strings.Repeat("9", 8),
		"amount": s.amount(99999999), "due": s.amount(99999999), "left": s.amount(99999999),
		"date": "Sep 30", "days": "15", "ref": strings.Repeat("W", maxRef), "channel": "Cebuana Lhuillier",
	}
}

// maxRef is the longest pay reference a text quotes; a longer one is
// left out of the text (the app's "how to pay" is used).
const maxRef = 12

// checkBody checks one kind's text in one language.
func (s *Templates) checkBody(t texts, k Kind, lang string, co content.Company) error {
	body := t.body(k, lang)
	if strings.TrimSpace(body) == "" {
		return fault.Field("body", fmt.Sprintf("The %s text (%s) is empty.", k, lang))
	}
	allowed := append([]string{"app", "phone", "order"}, placeholders[k]...)
	for _, m := range placeholderRE.FindAllStringSubmatch(body, -1) {
		if !slices.Contains(allowed, m[1]) {
			return fault.Field("body", fmt.Sprintf("The %s text (%s) cannot use {%s}; it may use {%s}.", k, lang, m[1], strings.Join(allowed, "}, {")))
		}
	}
	if strings.HasPrefix(strings.ToUpper(body), "TEST") {
		return fault.Field("body", "A text must not start with TEST: Semaphore silently drops such messages.")
	}
	v := s.longest(co)
	v["how"] = longer(fill(t.body(howCode, lang), v), fill(t.body(howApp, lang), v))
	text := fill(body, v)
	if r := sms.FirstNonGSM(text); r != 0 {
		return fault.Field("body", fmt.Sprintf("The %s text (%s) has %q, which is not in the GSM 7-bit alphabet: the message would go as several SMS.", k, lang, r))
	}
	if n, _ := sms.Septets(text); n > sms.SegmentLimit {
		return fault.Field("body", fmt.Sprintf("The %s text (%s) can reach %d characters with the longest amounts; one SMS holds %d.", k, lang, n, sms.SegmentLimit))
	}
	return nil
}

func longer(a, b string) string {
	if len(b) > len(a) {
		return b
	}
	return a
}

// company is the lender's details, or the defaults without a source.
func (s *Templates) company(ctx context.Context) (content.Company, error) {
	if s.companyOf == nil {
		return content.Company{Details: content.Details{AppName: "Kwarta"}}, nil
	}
	return s.companyOf(ctx)
}

// amount writes minor units with the market's currency code, which (unlike
// ₱ and ₹) is in the GSM 7-bit alphabet: "PHP 1,950.00".
func (s *Templates) amount(minor int64) string {
	cur := "PHP"
	if s.market != nil {
		cur = s.market.Currency
	}
	sign := ""
	if minor < 0 {
		sign, minor = "-", -minor
	}
	whole := strconv.FormatInt(minor/100, 10)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s %s%s.%02d", cur, sign, b.String(), minor%100)
}

// monthsFil are the Filipino month abbreviations.
var monthsFil = [12]string{"Ene", "Peb", "Mar", "Abr", "May", "Hun", "Hul", "Ago", "Set", "Okt", "Nob", "Dis"}

// date writes a calendar date short, in the language ("Dec 23", "Dis 23").
func date(d time.Time, lang string) string {
	if lang == "fil" {
		return monthsFil[d.Month()-1] + " " + strconv.Itoa(d.Day())
	}
	return d.Format("Jan 2")
}

// errTooLong is a text that would not fit one segment.
var errTooLong = errors.New("the text does not fit one GSM 7-bit SMS")
