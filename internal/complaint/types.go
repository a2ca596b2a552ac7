package complaint

import (
	"context"

	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// The problem types (problem_types, problem_subtypes) and the rule of
// which orders a collection complaint may name.

// Type is one problem type with its sub-types.
type Type struct {
	Value    int64
	Title    string
	SubTypes []Type
}

// Types lists the enabled problem types in display order, each with its
// enabled sub-types.
func Types(ctx context.Context, q store.Querier) ([]Type, error) {
	rows, err := q.Query(ctx, `SELECT value, title FROM problem_types WHERE enabled = 1 ORDER BY position, value`)
	if err != nil {
		return nil, err
	}
	var out []Type
	for rows.Next() {
		var t Type
		if err := rows.Scan(&t.Value, &t.Title); err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, t)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = q.Query(ctx, `SELECT s.value, s.type_value, s.title FROM problem_subtypes s
		WHERE s.enabled = 1 ORDER BY s.type_value, s.position, s.value`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			sub    Type
			parent int64
		)
		if err := rows.Scan(&sub.Value, &parent, &sub.Title); err != nil {
			return nil, err
		}
		for i := range out {
			if out[i].Value == parent {
				out[i].SubTypes = append(out[i].SubTypes, sub)
			}
		}
	}
	return out, rows.Err()
}

// IsShow tells whether an order may carry a collection complaint: it was
// disbursed (repaying, due, overdue or settled), so it can have had
// collection.
func IsShow(st loan.Status) bool {
	switch st {
	case loan.StatusRepaying, loan.StatusDue, loan.StatusOverdue, loan.StatusSettled:
		return true
	}
	return false
}
