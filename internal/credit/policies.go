package credit

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"kwarta/internal/store"
)

// policyCacheKey caches the policy in force (store.Cached); publishing
// a version invalidates it.
const policyCacheKey = "credit.policy"

// Current is the policy in force: the newest published version, else the
// built-in one (cached: the pages read the limit on every view).
func (s *Service) Current(ctx context.Context, q store.Querier) (Policy, error) {
	return store.Cached(ctx, q, policyCacheKey, s.loadCurrent)
}

func (s *Service) loadCurrent(ctx context.Context, q store.Querier) (Policy, error) {
	var (
		p     Policy
		rules string
	)
	err := q.QueryRow(ctx, `SELECT version, rules, note FROM credit_policies ORDER BY version DESC LIMIT 1`).Scan(&p.Version, &rules, &p.Note)
	if errors.Is(err, sql.ErrNoRows) {
		return Builtin(s.market.Code), nil
	}
	if err != nil {
		return Policy{}, err
	}
	return p, json.Unmarshal([]byte(rules), &p.Rules)
}

// Publish makes a checked policy the next version, in force at once: the
// approval of a maker-checker proposal (proposedBy, approvedBy) calls it
// in its transaction q. A policy that fails Check is refused with every
// rule's error.
func (s *Service) Publish(ctx context.Context, q store.Querier, p Policy, proposedBy, approvedBy string) (Policy, error) {
	if err := p.Validate(); err != nil {
		return Policy{}, err
	}
	rules, err := json.Marshal(p.Rules)
	if err != nil {
		return Policy{}, err
	}
	if err := q.QueryRow(ctx, `SELECT COALESCE(MAX(version), 0) + 1 FROM credit_policies`).Scan(&p.Version); err != nil {
		return Policy{}, err
	}
	if _, err := q.Exec(ctx, `INSERT INTO credit_policies (version, rules, note, proposed_by, approved_by, published_at) VALUES (?, ?, ?, ?, ?, ?)`,
		p.Version, string(rules), p.Note, proposedBy, approvedBy, store.Millis(s.clock.Now())); err != nil {
		return Policy{}, err
	}
	store.Invalidate(q, policyCacheKey)
	return p, nil
}

// Version is one published version of the policy, as the console lists it.
type Version struct {
	Version     int       `json:"version"`
	Note        string    `json:"note"`
	ProposedBy  string    `json:"proposedBy"`
	ApprovedBy  string    `json:"approvedBy"`
	PublishedAt time.Time `json:"publishedAt"`
}

// Versions lists the published versions, newest first.
func (s *Service) Versions(ctx context.Context, q store.Querier) ([]Version, error) {
	rows, err := q.Query(ctx, `SELECT version, note, proposed_by, approved_by, published_at FROM credit_policies ORDER BY version DESC`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Version{}
	for rows.Next() {
		var (
			v  Version
			at int64
		)
		if err := rows.Scan(&v.Version, &v.Note, &v.ProposedBy, &v.ApprovedBy, &at); err != nil {
			return nil, err
		}
		v.PublishedAt = store.Time(at)
		out = append(out, v)
	}
	return out, rows.Err()
}
