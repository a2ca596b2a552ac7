// Package sms sends text messages through an outside gateway. Kwarta talks
// to it through Sender so development and the demo never reach a real
// network: Console writes the message to the log, Semaphore sends it.
package sms

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"kwarta/internal/market"
)

// Sender delivers one text message to an E.164 phone number.
type Sender interface {
	Send(ctx context.Context, phone, text string) error
}

// Console logs every message instead of sending it: development and demo only.
type Console struct {
	Logger *slog.Logger
}

// Send writes `SMS to <phone>: <text>` to the log, the phone masked
// (market.LogPhone: 0917***4567).
func (c Console) Send(ctx context.Context, phone, text string) error {
	l := c.Logger
	if l == nil {
		l = slog.Default()
	}
	l.InfoContext(ctx, fmt.Sprintf("SMS to %s: %s", market.LogPhone(phone), text), "adapter", "console")
	return nil
}

// Settings choose and configure an adapter.
type Settings struct {
	Adapter    string // console or semaphore
	APIKey     string
	SenderName string
	BaseURL    string // Semaphore's API base; tests point it at httptest
	// HTTP is Semaphore's client (nil: one with a 15 s timeout); the
	// server's counts the calls (metrics.Client).
	HTTP *http.Client
}

// New builds the adapter the settings name.
func New(s Settings, logger *slog.Logger) (Sender, error) {
	switch s.Adapter {
	case "", "console":
		return Console{Logger: logger}, nil
	case "semaphore":
		if s.APIKey == "" {
			return nil, fmt.Errorf("--sms semaphore needs --semaphore-api-key")
		}
		client := s.HTTP
		if client == nil {
			client = &http.Client{Timeout: 15 * time.Second}
		}
		return &Semaphore{BaseURL: s.BaseURL, APIKey: s.APIKey, SenderName: s.SenderName, Client: client}, nil
	}
	return nil, fmt.Errorf("unknown SMS adapter %q (want console or semaphore)", s.Adapter)
}
