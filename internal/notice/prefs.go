package notice

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/market"
	"kwarta/internal/payment"
	"kwarta/internal/store"
)

// Prefs are what a borrower chose about notices.
type Prefs struct {
	Lang    string
	Updates bool   // the optional notices (money sent, payments received)
	AnyHour bool   // agreed to texts during the quiet hours
	Source  string // app, or sms (a STOP or START reply)
}

// defaultPrefs hold for a borrower who never chose.
var defaultPrefs = Prefs{Lang: "en", Updates: true, Source: "app"}

func (s *Service) prefsOf(ctx context.Context, q store.Querier, userID int64) (Prefs, error) {
	p := defaultPrefs
	var updates, anyHour int
	err := q.QueryRow(ctx, `SELECT lang, updates, any_hour, source FROM notice_prefs WHERE user_id = ?`, userID).
		Scan(&p.Lang, &updates, &anyHour, &p.Source)
	if errors.Is(err, sql.ErrNoRows) {
		return defaultPrefs, nil
	}
	p.Updates, p.AnyHour = updates == 1, anyHour == 1
	return p, err
}

// AnyHour tells whether the borrower agreed to be contacted during the
// quiet hours (the settings page's choice): the consent the contact-hours
// rule's exception needs.
func (s *Service) AnyHour(ctx context.Context, q store.Querier, userID int64) (bool, error) {
	p, err := s.prefsOf(ctx, q, userID)
	return p.AnyHour, err
}

func (s *Service) savePrefs(ctx context.Context, q store.Querier, userID int64, p Prefs) error {
	_, err := q.Exec(ctx, `INSERT INTO notice_prefs (user_id, lang, updates, any_hour, source, updated_at) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET lang = excluded.lang, updates = excluded.updates, any_hour = excluded.any_hour,
		source = excluded.source, updated_at = excluded.updated_at`,
		userID, p.Lang, b2i(p.Updates), b2i(p.AnyHour), p.Source, store.Millis(s.clock.Now()))
	return err
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Settings is the settings page's data (POST /v3/personal-center/sms-settings).
type Settings struct {
	Lang      string     `json:"lang"`
	Languages []Language `json:"languages"`
	// Updates is 1 while the optional notices (money sent, payment received) are on.
	Updates int `json:"updates"`
	// AnyHour is 1 when the borrower agreed to texts during the quiet hours.
	AnyHour   int    `json:"anyHour"`
	QuietFrom string `json:"quietFrom"`
	QuietTo   string `json:"quietTo"`
	// LiftAfterDays: the quiet hours no longer hold once a payment is more
	// than this many days late (the Philippines: 15); 0: they always hold.
	LiftAfterDays int `json:"liftAfterDays"`
	// Phone is the number the texts go to, masked (0917***4567).
	Phone string `json:"phone"`
	// StoppedBySMS is true when the borrower turned the updates off by replying STOP.
	StoppedBySMS bool `json:"stoppedBySms"`
}

// SettingsOf reads a borrower's settings for the page.
func (s *Service) SettingsOf(ctx context.Context, userID int64) (Settings, error) {
	p, err := s.prefsOf(ctx, s.db, userID)
	if err != nil {
		return Settings{}, err
	}
	phone, err := s.users.PhoneOf(ctx, s.db, userID)
	if err != nil {
		return Settings{}, err
	}
	h := s.hours()
	return Settings{Lang: p.Lang, Languages: s.templates.languages(), Updates: b2i(p.Updates), AnyHour: b2i(p.AnyHour),
		QuietFrom: h.QuietFrom(), QuietTo: h.QuietTo(), LiftAfterDays: h.LiftAfterDays, Phone: market.LogPhone(phone),
		StoppedBySMS: !p.Updates && p.Source == "sms"}, nil
}

// SaveSettings keeps a borrower's choices from the settings page.
func (s *Service) SaveSettings(ctx context.Context, userID, updates, anyHour int64, lang string) (Settings, error) {
	if updates != 0 && updates != 1 {
		return Settings{}, fault.Field("updates", "updates is 1 (on) or 0 (off).")
	}
	if anyHour != 0 && anyHour != 1 {
		return Settings{}, fault.Field("anyHour", "anyHour is 1 (agreed) or 0 (not).")
	}
	if !slices.ContainsFunc(s.templates.languages(), func(l Language) bool { return l.Code == lang }) {
		return Settings{}, fault.Field("lang", "That language is not offered here.")
	}
	p := Prefs{Lang: lang, Updates: updates == 1, AnyHour: anyHour == 1, Source: "app"}
	if err := s.savePrefs(ctx, s.db, userID, p); err != nil {
		return Settings{}, err
	}
	return s.SettingsOf(ctx, userID)
}

// stopWords turn the optional notices off; startWords back on. Filipino
// borrowers may answer HINTO (stop).
var (
	stopWords  = []string{"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "HINTO"}
	startWords = []string{"START", "UNSTOP", "SUBSCRIBE"}
)

// Reply handles a text a borrower sent back: STOP (and its synonyms)
// turns the optional notices off, START on again; anything else is
// ignored. It answers what it did: "stopped", "started" or "".
// Due and overdue notices of a live loan keep going, as in the app.
func (s *Service) Reply(ctx context.Context, from, text string) (string, error) {
	if s.market == nil {
		return "", nil
	}
	phone, err := s.market.NormalizePhone(from)
	if err != nil {
		return "", nil // not one of this market's numbers: not a borrower
	}
	word := strings.ToUpper(strings.Trim(strings.TrimSpace(text), ".!"))
	var updates bool
	switch {
	case slices.Contains(stopWords, word):
		updates = false
	case slices.Contains(startWords, word):
		updates = true
	default:
		return "", nil
	}
	userID, err := s.users.UserIDByPhone(ctx, s.db, phone)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	} else if err != nil {
		return "", err
	}
	p, err := s.prefsOf(ctx, s.db, userID)
	if err != nil {
		return "", err
	}
	p.Updates, p.Source = updates, "sms"
	if err := s.savePrefs(ctx, s.db, userID, p); err != nil {
		return "", err
	}
	if updates {
		return "started", nil
	}
	return "stopped", nil
}

// channelName is a payment channel's name by its number (711: 7-Eleven).
func channelName(number string) string {
	for _, c := range payment.PhilippineChannels {
		if c.Number == number {
			return c.Name
		}
	}
	return number
}
