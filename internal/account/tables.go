package account

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"kwarta/internal/store"
)

// What other packages ask of the tables account owns — users, sessions,
// registrations, and the sign-up's codes and counters — so that only this
// package names them in SQL (docs/ENGINEERING.md, "Tables and owners").

// LockUser holds the borrower's row until q's transaction ends (on
// PostgreSQL; SQLite's one writer already serializes): what a change that
// must not run twice at once for one borrower takes first.
func (s *Service) LockUser(ctx context.Context, q store.Querier, userID int64) error {
	_, err := q.Exec(ctx, `UPDATE users SET id = id WHERE id = ?`, userID)
	return err
}

// PhoneOf is a borrower's phone (E.164); sql.ErrNoRows when there is no such borrower.
func (s *Service) PhoneOf(ctx context.Context, q store.Querier, userID int64) (string, error) {
	var phone string
	err := q.QueryRow(ctx, `SELECT phone FROM users WHERE id = ?`, userID).Scan(&phone)
	return phone, err
}

// HasUsers says whether any borrower exists.
func (s *Service) HasUsers(ctx context.Context, q store.Querier) (bool, error) {
	var n int
	err := q.QueryRow(ctx, `SELECT COUNT(*) FROM users`).Scan(&n)
	return n > 0, err
}

// EndSessions ends every session of a borrower (each device must sign in
// again) and says how many there were; store.ErrNotFound when there is no
// such borrower.
func (s *Service) EndSessions(ctx context.Context, q store.Querier, userID int64) (int64, error) {
	var one int
	if err := q.QueryRow(ctx, `SELECT 1 FROM users WHERE id = ?`, userID).Scan(&one); errors.Is(err, sql.ErrNoRows) {
		return 0, store.ErrNotFound
	} else if err != nil {
		return 0, err
	}
	res, err := q.Exec(ctx, `DELETE FROM sessions WHERE user_id = ?`, userID)
	if err != nil {
		return 0, err
	}
	n, _ := res.RowsAffected()
	return n, nil
}

// NameAndPhone are a borrower's name and phone (E.164); sql.ErrNoRows when
// there is no such borrower.
func (s *Service) NameAndPhone(ctx context.Context, q store.Querier, userID int64) (name, phone string, err error) {
	err = q.QueryRow(ctx, `SELECT name, phone FROM users WHERE id = ?`, userID).Scan(&name, &phone)
	return name, phone, err
}

// UserIDByPhone is the id of the borrower with this phone (E.164);
// sql.ErrNoRows when there is none.
func (s *Service) UserIDByPhone(ctx context.Context, q store.Querier, phone string) (int64, error) {
	var id int64
	err := q.QueryRow(ctx, `SELECT id FROM users WHERE phone = ?`, phone).Scan(&id)
	return id, err
}

// SetNextUserID makes the next new borrower's id next (a fill at scale
// numbers its borrowers).
func SetNextUserID(ctx context.Context, q store.Querier, next int64) error {
	return store.SetNextID(ctx, q, "users", next)
}

// CopyBorrowers copies the borrowers with ids from to to, times times
// from copy first on (a fill at scale, `kwarta demo --scale`): copy k of
// borrower u is u + k*stride, with the same name, the phone +639
// followed by 200000000 + its id (unique, a valid mobile number), and
// registered some minutes to 96 days before u (never after u's orders),
// so that the borrowers by date of registration interleave the names as
// a lender's do, instead of thousands of copies of one name registered
// in the same millisecond.
func CopyBorrowers(ctx context.Context, q store.Querier, from, to, stride int64, first, times int) (int64, error) {
	n, err := store.Copy(ctx, q, store.Copies{Table: "users", Where: "t.id BETWEEN ? AND ?", Args: []any{from, to}, First: first, Times: times,
		Set: map[string]string{
			"id":         fmt.Sprintf("t.id + {k} * %d", stride),
			"phone":      fmt.Sprintf("'+639' || CAST(200000000 + t.id + {k} * %d AS TEXT)", stride),
			"created_at": "t.created_at - CAST({k} * 7919 % 97 AS BIGINT) * 86400000 - CAST({k} % 1440 AS BIGINT) * 60000",
		}})
	if err != nil {
		return n, err
	}
	_, err = store.Copy(ctx, q, store.Copies{Table: "borrower_name_words", Where: "t.user_id BETWEEN ? AND ?", Args: []any{from, to}, First: first, Times: times,
		Set: map[string]string{"user_id": fmt.Sprintf("t.user_id + {k} * %d", stride)}})
	return n, err
}
