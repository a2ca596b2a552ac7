// Package promo runs the promotion landing page's side of the API: the
// templates an advertisement links to, visit and apply-tap tracking, and the
// funnel report that puts them beside the SMS codes sent and registrations.
package promo

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"kwarta/internal/clock"
	"kwarta/internal/config"
	"kwarta/internal/store"
)

// Service keeps templates and tracking.
type Service struct {
	DB    *store.DB
	Clock clock.Clock
	// Company gives the lender's details; a template without its own app
	// links uses the lender's.
	Company func(ctx context.Context) (config.Company, error)
	// Market is the market code (ph, in, cn) the landing page checks phones for.
	Market string
}

// Template is how one advertisement's landing page looks.
type Template struct {
	ID              int64
	Name            string
	Headline        string
	Subheadline     string
	Highlights      []string
	BannerURL       string
	PrimaryColor    string
	BackgroundColor string
	TextColor       string
	ButtonText      string
	IOSURL          string
	AndroidURL      string
	AppScheme       string
}

// Save adds a template and returns its id.
func Save(ctx context.Context, q store.Querier, t Template, now int64) (int64, error) {
	return store.InsertID(ctx, q, `INSERT INTO promo_templates (name, headline, subheadline, highlights, banner_url, primary_color, background_color,
		text_color, button_text, ios_url, android_url, app_scheme, enabled, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
		t.Name, t.Headline, t.Subheadline, strings.Join(t.Highlights, "\n"), t.BannerURL, t.PrimaryColor, t.BackgroundColor,
		t.TextColor, t.ButtonText, t.IOSURL, t.AndroidURL, t.AppScheme, now)
}

// ErrNoTemplate is returned for an unknown or disabled template.
var ErrNoTemplate = errors.New("no such promotion template")

// TemplateByID finds an enabled template.
func (s *Service) TemplateByID(ctx context.Context, id int64) (Template, error) {
	var (
		t          Template
		highlights string
	)
	err := s.DB.QueryRow(ctx, `SELECT id, name, headline, subheadline, highlights, banner_url, primary_color, background_color, text_color,
		button_text, ios_url, android_url, app_scheme FROM promo_templates WHERE id = ? AND enabled = 1`, id).
		Scan(&t.ID, &t.Name, &t.Headline, &t.Subheadline, &highlights, &t.BannerURL, &t.PrimaryColor, &t.BackgroundColor, &t.TextColor,
			&t.ButtonText, &t.IOSURL, &t.AndroidURL, &t.AppScheme)
	if errors.Is(err, sql.ErrNoRows) {
		return Template{}, ErrNoTemplate
	}
	if err != nil {
		return Template{}, err
	}
	if highlights != "" {
		t.Highlights = strings.Split(highlights, "\n")
	}
	return t, nil
}

// Exists tells whether an enabled template has this id.
func (s *Service) Exists(ctx context.Context, id int64) (bool, error) {
	_, err := s.TemplateByID(ctx, id)
	if errors.Is(err, ErrNoTemplate) {
		return false, nil
	}
	return err == nil, err
}
