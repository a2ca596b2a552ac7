package ledger

import (
	"context"
	"fmt"

	"kwarta/internal/store"
)

// The books' totals by account and date (ledger_day_totals, migration
// 00035): Post adds a row per posting line, Compact sums them. The reports
// read these instead of the postings (docs/ACCOUNTING.md, "Totals by day").

// dayTotal is one account's debits and credits on a date.
type dayTotal struct {
	account, date          string
	debits, credits, lines int64
}

// compactBatch is how many rows one statement of Compact writes back.
const compactBatch = 200

// Compact replaces the day totals' rows by one row per account and date,
// their sum, in one transaction, and says how many rows it took. Only an
// account and date with more than one row is touched: a run that posted
// nothing rewrites nothing (the schedule job runs it after each run, every
// minute, and rewriting every row of the books' history each time cost
// a third of such a run). The rows summed are exactly the rows it deleted
// (DELETE … RETURNING), so a row another transaction adds meanwhile is
// neither lost nor counted twice: it waits for the next Compact.
func Compact(ctx context.Context, db *store.DB) (int, error) {
	var taken int
	err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		rows, err := tx.Query(ctx, `DELETE FROM ledger_day_totals WHERE (account, on_date) IN (
				SELECT account, on_date FROM ledger_day_totals GROUP BY on_date, account HAVING COUNT(*) > 1)
			RETURNING account, on_date, debits, credits, lines`)
		if err != nil {
			return err
		}
		sums := map[[2]string]*dayTotal{}
		var order []*dayTotal
		for rows.Next() {
			var t dayTotal
			if err := rows.Scan(&t.account, &t.date, &t.debits, &t.credits, &t.lines); err != nil {
				rows.Close()
				return err
			}
			taken++
			k := [2]string{t.account, t.date}
			if s, ok := sums[k]; ok {
				s.debits, s.credits, s.lines = s.debits+t.debits, s.credits+t.credits, s.lines+t.lines
				continue
			}
			sums[k] = &t
			order = append(order, &t)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		return insertTotals(ctx, tx, order)
	})
	return taken, err
}

// insertTotals adds day totals' rows, compactBatch to a statement.
func insertTotals(ctx context.Context, q store.Querier, totals []*dayTotal) error {
	for len(totals) > 0 {
		part := totals[:min(len(totals), compactBatch)]
		totals = totals[len(part):]
		args := make([]any, 0, 5*len(part))
		for _, t := range part {
			args = append(args, t.account, t.date, t.debits, t.credits, t.lines)
		}
		if _, err := q.Exec(ctx, `INSERT INTO ledger_day_totals (account, on_date, debits, credits, lines) VALUES `+store.Marks(len(part), 5), args...); err != nil {
			return err
		}
	}
	return nil
}

// totalsDiffer lists each account and date whose day totals differ from
// its postings' debits, credits and count, and the postings that carry a
// date other than their entry's (`kwarta ledger check`).
func totalsDiffer(ctx context.Context, q store.Querier) ([]string, error) {
	var out []string
	var misdated int64
	if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref WHERE p.on_date <> e.on_date`).Scan(&misdated); err != nil {
		return nil, err
	}
	if misdated > 0 {
		out = append(out, fmt.Sprintf("postings dated otherwise than their entry: %d", misdated))
	}
	rows, err := q.Query(ctx, `SELECT account, on_date, SUM(debits), SUM(credits), SUM(lines) FROM (
			SELECT account, on_date, debits, credits, lines FROM ledger_day_totals
			UNION ALL
			SELECT p.account, e.on_date, -SUM(CASE WHEN p.amount > 0 THEN p.amount ELSE 0 END), -SUM(CASE WHEN p.amount < 0 THEN -p.amount ELSE 0 END), -COUNT(*)
			FROM ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref GROUP BY p.account, e.on_date
		) d GROUP BY account, on_date HAVING SUM(debits) <> 0 OR SUM(credits) <> 0 OR SUM(lines) <> 0 ORDER BY on_date, account`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var t dayTotal
		if err := rows.Scan(&t.account, &t.date, &t.debits, &t.credits, &t.lines); err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprintf("%s, account %s: the day totals differ from the postings by %d in debits, %d in credits and %d postings", t.date, t.account, t.debits, t.credits, t.lines))
	}
	return out, rows.Err()
}
