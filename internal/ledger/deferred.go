package ledger

import (
	"context"

	"kwarta/internal/store"
)

// Deferred is a transaction whose journal entries are written together,
// for a job that posts an entry or two for each of many orders in one
// transaction (the schedule job's daily accrual and late charges): Post
// through it keeps the entry, and Flush writes every entry kept in three
// statements (their postings, their day totals summed by account and
// date, the entries) instead of three for each. Every other statement
// goes straight to the transaction.
//
// The entries kept are not in the database until Flush: a read of the
// postings through it does not see them. The one read the job makes,
// Recognised, answers from what ReadRecognised read ahead for the batch
// and what was kept since.
type Deferred struct {
	store.Querier
	entries    []pending
	recognised map[int64]int64
}

// Defer wraps the transaction q; call Flush before it commits.
func Defer(q store.Querier) *Deferred { return &Deferred{Querier: q} }

// Flush writes the entries kept, and forgets them.
func (d *Deferred) Flush(ctx context.Context) error {
	if len(d.entries) == 0 {
		return nil
	}
	_, err := write(ctx, d.Querier, d.entries)
	d.entries = nil
	return err
}

// ReadRecognised reads ahead, in one statement, the plan interest each of
// the orders ids has recognised (Recognised), for the entries to come.
func (d *Deferred) ReadRecognised(ctx context.Context, ids []int64) error {
	if d.recognised == nil {
		d.recognised = map[int64]int64{}
	}
	for _, id := range ids {
		d.recognised[id] = 0
	}
	args := make([]any, 0, len(ids)+2)
	args = append(args, UnearnedInterest, KindInterest)
	for _, id := range ids {
		args = append(args, id)
	}
	rows, err := d.Query(ctx, `SELECT p.order_id, SUM(p.amount) FROM ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref
		WHERE p.account = ? AND p.amount > 0 AND e.kind = ? AND p.order_id IN (`+store.Marks(len(ids), 1)+`) GROUP BY p.order_id`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id, sum int64
		if err := rows.Scan(&id, &sum); err != nil {
			return err
		}
		d.recognised[id] = sum
	}
	return rows.Err()
}
