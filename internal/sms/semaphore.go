package sms

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// SemaphoreURL is Semaphore's API base, the common SMS gateway in the Philippines.
const SemaphoreURL = "https://api.semaphore.co"

// Semaphore sends messages through Semaphore's send API
// (POST /api/v4/messages with apikey, number, message, sendername).
type Semaphore struct {
	BaseURL    string // SemaphoreURL when empty
	APIKey     string
	SenderName string // a registered sender name; Semaphore's default when empty
	Client     *http.Client
}

// semaphoreMessage is one entry of Semaphore's answer.
type semaphoreMessage struct {
	MessageID any    `json:"message_id"`
	Status    string `json:"status"`
}

// Send posts one message; any answer but a 2xx with a message list is an error.
// Semaphore wants the national form (09...) or 63...; it takes 639... as given.
func (s *Semaphore) Send(ctx context.Context, phone, text string) error {
	base := s.BaseURL
	if base == "" {
		base = SemaphoreURL
	}
	form := url.Values{
		"apikey":  {s.APIKey},
		"number":  {strings.TrimPrefix(phone, "+")},
		"message": {text},
	}
	if s.SenderName != "" {
		form.Set("sendername", s.SenderName)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(base, "/")+"/api/v4/messages", strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	client := s.Client
	if client == nil {
		client = http.DefaultClient
	}
	res, err := client.Do(req)
	if err != nil {
		// The request carries the API key in its body, never in the URL, so the error is safe to log.
		return fmt.Errorf("semaphore: %w", err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return fmt.Errorf("semaphore: status %d: %s", res.StatusCode, truncate(string(body), 300))
	}
	var msgs []semaphoreMessage
	if err := json.Unmarshal(body, &msgs); err != nil || len(msgs) == 0 {
		return fmt.Errorf("semaphore: unexpected answer: %s", truncate(string(body), 300))
	}
	for _, m := range msgs {
		if strings.EqualFold(m.Status, "failed") || strings.EqualFold(m.Status, "refunded") {
			return errors.New("semaphore: message " + m.Status)
		}
	}
	return nil
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}
