package console

import (
	"context"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// Session is one of an operator's active console sessions, as their own
// list shows it.
type Session struct {
	ID         int64     `json:"id"`
	StartedAt  time.Time `json:"startedAt"`
	LastSeenAt time.Time `json:"lastSeenAt"` // written at most once every SeenEvery
	ExpiresAt  time.Time `json:"expiresAt"`  // SessionLife after the start
	Addr       string    `json:"addr"`
	UserAgent  string    `json:"userAgent"`
	Current    bool      `json:"current"` // the session of the call
}

// Sessions lists the operator's own active sessions (not ended, not past
// SessionLife or IdleFor), newest first.
func (s *Service) Sessions(ctx context.Context, op httpapi.OperatorSession) ([]Session, error) {
	now := s.clock.Now()
	rows, err := s.db.Query(ctx, `SELECT id, created_at, last_seen_at, expires_at, addr, user_agent FROM operator_sessions
		WHERE operator_id = ? AND ended_at = 0 AND expires_at > ? AND last_seen_at > ? ORDER BY id DESC`,
		op.ID, store.Millis(now), store.Millis(now.Add(-IdleFor)))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Session{}
	for rows.Next() {
		var x Session
		var started, seen, expires int64
		if err := rows.Scan(&x.ID, &started, &seen, &expires, &x.Addr, &x.UserAgent); err != nil {
			return nil, err
		}
		x.StartedAt, x.LastSeenAt, x.ExpiresAt, x.Current = store.Time(started), store.Time(seen), store.Time(expires), x.ID == op.SessionID
		out = append(out, x)
	}
	return out, rows.Err()
}

// EndSession ends one of the operator's own sessions (another browser, a
// lost laptop); another operator's session or one already over is not
// found. Recorded in the audit log ("end-session").
func (s *Service) EndSession(ctx context.Context, op httpapi.OperatorSession, sessionID int64) (int64, error) {
	return s.endOwn(ctx, op, "end-session", `id = ?`, sessionID)
}

// EndOtherSessions ends every session of the operator but the caller's.
// Recorded in the audit log ("end-other-sessions"), even when there was
// none to end.
func (s *Service) EndOtherSessions(ctx context.Context, op httpapi.OperatorSession) (int64, error) {
	return s.endOwn(ctx, op, "end-other-sessions", `id <> ?`, op.SessionID)
}

// endOwn ends the operator's sessions matching which (one condition on
// id) and records action with how many ended.
func (s *Service) endOwn(ctx context.Context, op httpapi.OperatorSession, action, which string, id int64) (int64, error) {
	var n int64
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		res, err := tx.Exec(ctx, `UPDATE operator_sessions SET ended_at = ?, ended_by = ? WHERE operator_id = ? AND ended_at = 0 AND `+which,
			store.Millis(s.clock.Now()), op.Name, op.ID, id)
		if err != nil {
			return err
		}
		n, _ = res.RowsAffected()
		if n == 0 && action == "end-session" {
			return fault.New(fault.CodeNotFound, "You have no such session: it has ended already.")
		}
		// session is the one ended (end-session) or the one kept (end-other-sessions).
		return s.Record(ctx, tx, op, action, "operator", op.Name, nil, map[string]int64{"session": id, "sessionsEnded": n})
	})
	return n, err
}
