package collect

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// Bucket is a range of days past due, From to To (To 0: no upper end),
// and the collectors the automatic rule shares its accounts among.
type Bucket struct {
	Name string   `json:"name"`
	From int      `json:"from"`
	To   int      `json:"to"`
	Team []Member `json:"team"`
}

// Member is a collector in a bucket's team.
type Member struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// Holds tells whether an account dpd days past due is in the bucket.
func (b Bucket) Holds(dpd int) bool { return dpd >= b.From && (b.To == 0 || dpd <= b.To) }

// Settings are the rules the collections lead sets.
type Settings struct {
	Buckets []Bucket `json:"buckets"`
	// DailyCap is how many contacts (calls, texts, visits) a borrower may
	// get in one local day, all orders and collectors together.
	DailyCap int `json:"dailyCap"`
	// AutoAssign: the round-robin rule is on (Service.AutoAssign).
	AutoAssign bool      `json:"autoAssign"`
	UpdatedAt  time.Time `json:"updatedAt"`
	UpdatedBy  string    `json:"updatedBy"`
}

// DefaultSettings hold until the lead saves their own: the buckets
// lenders commonly report, three contacts a day, no automatic rule.
var DefaultSettings = Settings{
	Buckets: []Bucket{
		{Name: "1-7", From: 1, To: 7, Team: []Member{}}, {Name: "8-30", From: 8, To: 30, Team: []Member{}},
		{Name: "31-60", From: 31, To: 60, Team: []Member{}}, {Name: "61-90", From: 61, To: 90, Team: []Member{}},
		{Name: "91+", From: 91, To: 0, Team: []Member{}},
	},
	DailyCap: 3,
}

// MaxDailyCap is the most contacts a day the lead may allow.
const MaxDailyCap = 10

// Settings are the saved rules, or the defaults.
func (s *Service) Settings(ctx context.Context, q store.Querier) (Settings, error) {
	var buckets string
	var auto int
	var at int64
	st := DefaultSettings
	err := q.QueryRow(ctx, `SELECT buckets, daily_cap, auto_assign, updated_at, updated_by FROM collection_settings WHERE id = 1`).
		Scan(&buckets, &st.DailyCap, &auto, &at, &st.UpdatedBy)
	if errors.Is(err, sql.ErrNoRows) {
		return DefaultSettings, nil
	} else if err != nil {
		return st, err
	}
	st.Buckets = nil
	if err := json.Unmarshal([]byte(buckets), &st.Buckets); err != nil {
		return st, fmt.Errorf("collect: settings' buckets: %w", err)
	}
	st.AutoAssign, st.UpdatedAt = auto == 1, store.Time(at)
	return st, nil
}

// Check refuses settings that do not work: buckets must be named,
// contiguous from day 1, the last open-ended; the cap 1 to MaxDailyCap.
func (st Settings) Check() error {
	if len(st.Buckets) == 0 || len(st.Buckets) > 10 {
		return fault.Field("buckets", "Give 1 to 10 buckets.")
	}
	next, names := 1, map[string]bool{}
	for i, b := range st.Buckets {
		name := strings.TrimSpace(b.Name)
		switch {
		case name == "" || len(name) > 20:
			return fault.Field("buckets", fmt.Sprintf("Bucket %d needs a name of up to 20 characters.", i+1))
		case names[name]:
			return fault.Field("buckets", fmt.Sprintf("Two buckets are named %q.", name))
		case b.From != next:
			return fault.Field("buckets", fmt.Sprintf("Bucket %q starts at day %d; it must start at day %d, where the one before ends.", name, b.From, next))
		case i == len(st.Buckets)-1 && b.To != 0:
			return fault.Field("buckets", fmt.Sprintf("The last bucket, %q, must have no upper end (to 0).", name))
		case i < len(st.Buckets)-1 && b.To < b.From:
			return fault.Field("buckets", fmt.Sprintf("Bucket %q ends (day %d) before it starts (day %d).", name, b.To, b.From))
		}
		names[name], next = true, b.To+1
	}
	if st.DailyCap < 1 || st.DailyCap > MaxDailyCap {
		return fault.Field("dailyCap", fmt.Sprintf("The daily cap is 1 to %d contacts.", MaxDailyCap))
	}
	return nil
}

// SaveSettings checks and saves the rules in q (the lead's change and its
// audit entry commit together).
func (s *Service) SaveSettings(ctx context.Context, q store.Querier, st Settings, by string) (Settings, error) {
	for i := range st.Buckets {
		st.Buckets[i].Name = strings.TrimSpace(st.Buckets[i].Name)
		if st.Buckets[i].Team == nil {
			st.Buckets[i].Team = []Member{}
		}
	}
	if err := st.Check(); err != nil {
		return st, err
	}
	b, err := json.Marshal(st.Buckets)
	if err != nil {
		return st, err
	}
	st.UpdatedAt, st.UpdatedBy = s.clock.Now(), by
	auto := 0
	if st.AutoAssign {
		auto = 1
	}
	_, err = q.Exec(ctx, `INSERT INTO collection_settings (id, buckets, daily_cap, auto_assign, updated_at, updated_by) VALUES (1, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET buckets = excluded.buckets, daily_cap = excluded.daily_cap, auto_assign = excluded.auto_assign,
		updated_at = excluded.updated_at, updated_by = excluded.updated_by`, string(b), st.DailyCap, auto, store.Millis(st.UpdatedAt), by)
	return st, err
}

// bucketOf is the bucket an account dpd days past due is in ("" before day 1).
func (st Settings) bucketOf(dpd int) string {
	for _, b := range st.Buckets {
		if b.Holds(dpd) {
			return b.Name
		}
	}
	return ""
}

// bucket is the named bucket.
func (st Settings) bucket(name string) (Bucket, bool) {
	for _, b := range st.Buckets {
		if b.Name == name {
			return b, true
		}
	}
	return Bucket{}, false
}
