package promo

import (
	"context"

	"kwarta/internal/store"
)

// Event kinds: a landing visit and an apply tap.
const (
	KindVisit = "visit"
	KindClick = "click"
)

// Event is one tracked visit or apply tap with every parameter the page sends.
type Event struct {
	Kind       string
	TemplateID int64 // page_id
	UserFrom   string
	AppFrom    string
	UtmTag     string
	ClientType string // ios or android
	PageType   int64  // 1 for the landing page
	Phone      string // apply taps only
	IP         string
}

// Track stores one event.
func (s *Service) Track(ctx context.Context, e Event) error {
	_, err := s.db.Exec(ctx, `INSERT INTO promo_events (kind, template_id, user_from, app_from, utm_tag, client_type, page_type, phone, ip, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		e.Kind, e.TemplateID, e.UserFrom, e.AppFrom, e.UtmTag, e.ClientType, e.PageType, e.Phone, e.IP, store.Millis(s.clock.Now()))
	return err
}
