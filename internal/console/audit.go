package console

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// Entry is one line of the audit log.
type Entry struct {
	ID         int64     `json:"id"`
	Operator   string    `json:"operator"`
	Action     string    `json:"action"`
	ObjectType string    `json:"objectType"`
	ObjectID   string    `json:"objectId"`
	Before     string    `json:"before"` // JSON, or "" when nothing was there
	After      string    `json:"after"`
	At         time.Time `json:"at"`
}

// Record appends one change to the audit log, in the change's own
// transaction q, so a change and its record commit together.
func (s *Service) Record(ctx context.Context, q store.Querier, op httpapi.OperatorSession, action, objectType, objectID string, before, after any) error {
	b, err := jsonOrEmpty(before)
	if err != nil {
		return err
	}
	a, err := jsonOrEmpty(after)
	if err != nil {
		return err
	}
	_, err = q.Exec(ctx, `INSERT INTO audit_log (operator_id, operator, action, object_type, object_id, before_json, after_json, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		op.ID, op.Name, action, objectType, objectID, b, a, store.Millis(s.clock.Now()))
	return err
}

func jsonOrEmpty(v any) (string, error) {
	if v == nil {
		return "", nil
	}
	b, err := json.Marshal(v)
	return string(b), err
}

// AuditFilter narrows the audit log; zero fields match everything.
type AuditFilter struct {
	Operator   string
	ObjectType string
	ObjectID   string
	From, To   time.Time // To excluded
}

// Audit reads the audit log, newest first, at most 500 lines.
func (s *Service) Audit(ctx context.Context, f AuditFilter) ([]Entry, error) {
	var where []string
	var args []any
	for _, c := range []struct {
		col string
		val string
	}{{"operator", f.Operator}, {"object_type", f.ObjectType}, {"object_id", f.ObjectID}} {
		if c.val != "" {
			where = append(where, c.col+" = ?")
			args = append(args, c.val)
		}
	}
	if !f.From.IsZero() {
		where, args = append(where, "at >= ?"), append(args, store.Millis(f.From))
	}
	if !f.To.IsZero() {
		where, args = append(where, "at < ?"), append(args, store.Millis(f.To))
	}
	q := `SELECT id, operator, action, object_type, object_id, before_json, after_json, at FROM audit_log`
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	rows, err := s.db.Query(ctx, q+" ORDER BY id DESC LIMIT 500", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Entry{}
	for rows.Next() {
		var e Entry
		var at int64
		if err := rows.Scan(&e.ID, &e.Operator, &e.Action, &e.ObjectType, &e.ObjectID, &e.Before, &e.After, &at); err != nil {
			return nil, err
		}
		e.At = store.Time(at)
		out = append(out, e)
	}
	return out, rows.Err()
}
