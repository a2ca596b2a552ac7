package ledger

import (
	"context"
	"strings"
	"time"

	"kwarta/internal/store"
)

// OrderBalance is the balance (debits minus credits) of one account's
// postings for one order.
func OrderBalance(ctx context.Context, q store.Querier, orderID int64, account string) (int64, error) {
	var b int64
	err := q.QueryRow(ctx, `SELECT COALESCE(SUM(p.amount), 0) FROM ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref
		WHERE p.order_id = ? AND p.account = ?`, orderID, account).Scan(&b)
	return b, err
}

// Receivables are an order's receivable balances by component.
func Receivables(ctx context.Context, q store.Querier, orderID int64) (Components, error) {
	rows, err := q.Query(ctx, `SELECT p.account, SUM(p.amount) FROM ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref
		WHERE p.order_id = ? AND p.account IN (?, ?, ?, ?, ?) GROUP BY p.account`, orderID,
		PrincipalReceivable, InterestReceivable, FeesReceivable, LateInterestReceivable, PenaltyReceivable)
	if err != nil {
		return Components{}, err
	}
	defer rows.Close()
	var c Components
	for rows.Next() {
		var (
			account string
			amount  int64
		)
		if err := rows.Scan(&account, &amount); err != nil {
			return Components{}, err
		}
		c.add(account, amount)
	}
	return c, rows.Err()
}

// Balance is one account's line of a trial balance: its debits, credits
// and their difference (debits minus credits) up to a date.
type Balance struct {
	Code    string `json:"code"`
	Name    string `json:"name"`
	Kind    string `json:"kind"`
	Debits  int64  `json:"debits"`
	Credits int64  `json:"credits"`
	Balance int64  `json:"balance"`
}

// TrialBalance lists every account with postings in entries dated on or
// before asOf, by code; the balances of a sound journal sum to zero.
func TrialBalance(ctx context.Context, q store.Querier, asOf time.Time) ([]Balance, error) {
	rows, err := q.Query(ctx, `SELECT a.code, a.name, a.kind, SUM(t.debits), SUM(t.credits)
		FROM ledger_day_totals t JOIN ledger_accounts a ON a.code = t.account
		WHERE t.on_date <= ? GROUP BY a.code, a.name, a.kind ORDER BY a.code`, day(asOf))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Balance
	for rows.Next() {
		var b Balance
		if err := rows.Scan(&b.Code, &b.Name, &b.Kind, &b.Debits, &b.Credits); err != nil {
			return nil, err
		}
		b.Balance = b.Debits - b.Credits
		out = append(out, b)
	}
	return out, rows.Err()
}

// InTransit is each channel's cash-in-transit balance up to asOf.
func InTransit(ctx context.Context, q store.Querier, asOf time.Time) (map[string]int64, error) {
	rows, err := q.Query(ctx, `SELECT account, SUM(debits) - SUM(credits) FROM ledger_day_totals
		WHERE account LIKE ? AND on_date <= ? GROUP BY account`, CashInTransit+":%", day(asOf))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var (
			account string
			amount  int64
		)
		if err := rows.Scan(&account, &amount); err != nil {
			return nil, err
		}
		if amount != 0 {
			out[strings.TrimPrefix(account, CashInTransit+":")] = amount
		}
	}
	return out, rows.Err()
}

// Day is one date's totals: the debits and credits of the entries dated
// on it.
type Day struct {
	Date            string
	Debits, Credits int64
}

// Days lists, for every date with entries up to asOf, the day's debits
// and credits, oldest first.
func Days(ctx context.Context, q store.Querier, asOf time.Time) ([]Day, error) {
	rows, err := q.Query(ctx, `SELECT on_date, SUM(debits), SUM(credits)
		FROM ledger_day_totals WHERE on_date <= ? GROUP BY on_date ORDER BY on_date`, day(asOf))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Day
	for rows.Next() {
		var d Day
		if err := rows.Scan(&d.Date, &d.Debits, &d.Credits); err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// strays counts postings that belong to no entry.
func strays(ctx context.Context, q store.Querier) (int, error) {
	var n int
	err := q.QueryRow(ctx, `SELECT COUNT(*) FROM ledger_postings p WHERE NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.ref = p.entry_ref)`).Scan(&n)
	return n, err
}

// Booked lists the orders with postings.
func Booked(ctx context.Context, q store.Querier) ([]int64, error) {
	return store.IDs(ctx, q, `SELECT DISTINCT order_id FROM ledger_postings WHERE order_id > 0 ORDER BY order_id`)
}

// Ran says whether the run called name has been recorded (MarkRun).
func Ran(ctx context.Context, q store.Querier, name string) (bool, error) {
	var n int
	err := q.QueryRow(ctx, `SELECT COUNT(*) FROM ledger_runs WHERE name = ?`, name).Scan(&n)
	return n > 0, err
}

// MarkRun records that the run called name happened, at at, with a note.
func MarkRun(ctx context.Context, q store.Querier, name string, at time.Time, note string) error {
	_, err := q.Exec(ctx, `INSERT INTO ledger_runs (name, at, note) VALUES (?, ?, ?)`, name, store.Millis(at), note)
	return err
}
