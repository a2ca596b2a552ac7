// Package promo runs the promotion landing page's side of the API: the
// templates an advertisement links to, visit and apply-tap tracking, and the
// funnel report that puts them beside the SMS codes sent and registrations.
package promo

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"kwarta/internal/clock"
	"kwarta/internal/content"
	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// Service keeps templates and tracking.
type Service struct {
	db    *store.DB
	clock clock.Clock
	// company gives the lender's details; a template without its own app
	// links uses the lender's.
	company func(ctx context.Context) (content.Company, error)
	// market is the market code (ph, in, cn) the landing page checks phones for.
	market string
}

// New is the landing pages over db: company gives the lender's details
// (nil: none; a template without its own app links uses the lender's),
// market is the market code (ph, in, cn) the landing page checks phones for.
func New(db *store.DB, clk clock.Clock, company func(ctx context.Context) (content.Company, error), market string) *Service {
	return &Service{db: db, clock: clk, company: company, market: market}
}

// Template is how one advertisement's landing page looks.
type Template struct {
	ID int64 `json:"id"`
	Page
	AppLinks
	// Enabled: the landing page shows it (a disabled one answers 404).
	Enabled bool `json:"enabled"`
}

// Page is a landing page's texts, colours and banner, as a template sets
// them and as the landing page draws them.
type Page struct {
	Name            string   `json:"name"`
	Headline        string   `json:"headline"`
	Subheadline     string   `json:"subheadline"`
	Highlights      []string `json:"highlights"`
	BannerURL       string   `json:"bannerUrl"`
	PrimaryColor    string   `json:"primaryColor"`
	BackgroundColor string   `json:"backgroundColor"`
	TextColor       string   `json:"textColor"`
	ButtonText      string   `json:"buttonText"`
}

// AppLinks are where a landing page sends the borrower for the app.
type AppLinks struct {
	IOSURL     string `json:"iosUrl"`
	AndroidURL string `json:"androidUrl"`
	AppScheme  string `json:"appScheme"`
}

// Save adds a template and returns its id.
func Save(ctx context.Context, q store.Querier, t Template, now int64) (int64, error) {
	return store.InsertID(ctx, q, `INSERT INTO promo_templates (name, headline, subheadline, highlights, banner_url, primary_color, background_color,
		text_color, button_text, ios_url, android_url, app_scheme, enabled, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
		t.Name, t.Headline, t.Subheadline, strings.Join(t.Highlights, "\n"), t.BannerURL, t.PrimaryColor, t.BackgroundColor,
		t.TextColor, t.ButtonText, t.IOSURL, t.AndroidURL, t.AppScheme, now)
}

// Update changes a template's texts, colours, banner and app links (not
// whether it is enabled); an unknown id is ErrNoTemplate.
func Update(ctx context.Context, q store.Querier, t Template) error {
	res, err := q.Exec(ctx, `UPDATE promo_templates SET name = ?, headline = ?, subheadline = ?, highlights = ?, banner_url = ?, primary_color = ?,
		background_color = ?, text_color = ?, button_text = ?, ios_url = ?, android_url = ?, app_scheme = ? WHERE id = ?`,
		t.Name, t.Headline, t.Subheadline, strings.Join(t.Highlights, "\n"), t.BannerURL, t.PrimaryColor, t.BackgroundColor,
		t.TextColor, t.ButtonText, t.IOSURL, t.AndroidURL, t.AppScheme, t.ID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNoTemplate
	}
	return nil
}

// SetEnabled opens a template's landing page (on) or closes it (the page
// answers 404, as for an unknown id); an unknown id is ErrNoTemplate.
func SetEnabled(ctx context.Context, q store.Querier, id int64, on bool) error {
	v := 0
	if on {
		v = 1
	}
	res, err := q.Exec(ctx, `UPDATE promo_templates SET enabled = ? WHERE id = ?`, v, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNoTemplate
	}
	return nil
}

// ErrNoTemplate is returned for an unknown or disabled template.
var ErrNoTemplate = errors.New("no such promotion template")

const templateColumns = `id, name, headline, subheadline, highlights, banner_url, primary_color, background_color, text_color,
	button_text, ios_url, android_url, app_scheme, enabled`

func scanTemplate(row interface{ Scan(...any) error }) (Template, error) {
	var (
		t          Template
		highlights string
		enabled    int
	)
	err := row.Scan(&t.ID, &t.Name, &t.Headline, &t.Subheadline, &highlights, &t.BannerURL, &t.PrimaryColor, &t.BackgroundColor, &t.TextColor,
		&t.ButtonText, &t.IOSURL, &t.AndroidURL, &t.AppScheme, &enabled)
	t.Highlights, t.Enabled = []string{}, enabled == 1
	if highlights != "" {
		t.Highlights = strings.Split(highlights, "\n")
	}
	return t, err
}

// Lookup finds a template, enabled or not, in q.
func Lookup(ctx context.Context, q store.Querier, id int64) (Template, error) {
	t, err := scanTemplate(q.QueryRow(ctx, `SELECT `+templateColumns+` FROM promo_templates WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Template{}, ErrNoTemplate
	}
	return t, err
}

// EnabledByName is the id of the first enabled template named name;
// sql.ErrNoRows when there is none.
func EnabledByName(ctx context.Context, q store.Querier, name string) (int64, error) {
	var id int64
	err := q.QueryRow(ctx, `SELECT id FROM promo_templates WHERE name = ? AND enabled = 1 ORDER BY id LIMIT 1`, name).Scan(&id)
	return id, err
}

// Templates lists every template, enabled or not, by id.
func (s *Service) Templates(ctx context.Context) ([]Template, error) {
	rows, err := s.db.Query(ctx, `SELECT `+templateColumns+` FROM promo_templates ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Template{}
	for rows.Next() {
		t, err := scanTemplate(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// TemplateByID finds an enabled template.
func (s *Service) TemplateByID(ctx context.Context, id int64) (Template, error) {
	t, err := Lookup(ctx, s.db, id)
	if err == nil && !t.Enabled {
		return Template{}, ErrNoTemplate
	}
	return t, err
}

// Exists tells whether an enabled template has this id.
func (s *Service) Exists(ctx context.Context, id int64) (bool, error) {
	_, err := s.TemplateByID(ctx, id)
	if errors.Is(err, ErrNoTemplate) {
		return false, nil
	}
	return err == nil, err
}

// The limits Validate checks.
const (
	MaxHighlights   = 5
	MaxHighlightLen = 40
)

var (
	colourPattern = regexp.MustCompile(`^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$`)
)

// Validate checks a template before it is saved: required texts, lengths,
// colours (#rgb or #rrggbb), links. Every wrong field is named in the error.
func Validate(t Template) error {
	bad := map[string]string{}
	text := func(field, v string, required bool, max int) {
		switch n := utf8.RuneCountInString(v); {
		case required && strings.TrimSpace(v) == "":
			bad[field] = "Required."
		case n > max:
			bad[field] = fmt.Sprintf("At most %d characters.", max)
		}
	}
	link := func(field, v string, local bool) {
		text(field, v, false, 500)
		if why := content.LinkProblem(v, local); v != "" && why != "" {
			bad[field] = why
		}
	}
	text("name", t.Name, true, 64)
	text("headline", t.Headline, true, 80)
	text("subheadline", t.Subheadline, false, 160)
	text("buttonText", t.ButtonText, true, 24)
	if len(t.Highlights) > MaxHighlights {
		bad["highlights"] = fmt.Sprintf("At most %d highlights.", MaxHighlights)
	}
	for _, h := range t.Highlights {
		if strings.TrimSpace(h) == "" || utf8.RuneCountInString(h) > MaxHighlightLen {
			bad["highlights"] = fmt.Sprintf("One highlight a line, each of 1 to %d characters.", MaxHighlightLen)
		}
	}
	for field, v := range map[string]string{"primaryColor": t.PrimaryColor, "backgroundColor": t.BackgroundColor, "textColor": t.TextColor} {
		if !colourPattern.MatchString(v) {
			bad[field] = "A colour as #rgb or #rrggbb."
		}
	}
	link("bannerUrl", t.BannerURL, true)
	link("iosUrl", t.IOSURL, false)
	link("androidUrl", t.AndroidURL, false)
	if t.AppScheme != "" && (len(t.AppScheme) > 40 || !content.AppSchemePattern.MatchString(t.AppScheme)) {
		bad["appScheme"] = "A URL scheme such as kwarta://"
	}
	if len(bad) > 0 {
		return &fault.Error{Code: fault.CodeInvalid, Message: "Check the marked fields.", Fields: bad}
	}
	return nil
}
