package ledger

import (
	"context"
	"time"

	"kwarta/internal/page"
	"kwarta/internal/store"
)

// The reports of the books (docs/ACCOUNTING.md, "The reports"): the trial
// balance (report.go), the general-ledger journal, the income statement
// and each order's receivables on a date. `kwarta report …` and the
// console's Accounting screen call these same functions, so they show the
// same figures. Dates are the market's calendar dates, as entries carry
// them (midnight UTC); a period is first to last, both included.

// Posting is one line of the general-ledger journal: a posting with its
// entry's date, kind, order and memo, its account, and its amount as a
// debit or a credit (one of them zero).
type Posting struct {
	ID          int64  `json:"id"`
	EntryID     int64  `json:"entryId"`
	Date        string `json:"date"` // YYYY-MM-DD, the market date the entry counts on
	Kind        string `json:"kind"`
	OrderID     int64  `json:"orderId"` // 0: no order
	Account     string `json:"account"`
	AccountName string `json:"accountName"`
	Debit       int64  `json:"debit"`
	Credit      int64  `json:"credit"`
	Memo        string `json:"memo"`
}

// JournalSorts are the journal's sort keys: date (the default, oldest
// first, postings in the order written), account and amount.
var JournalSorts = page.Sorts{ID: "p.id", Default: "date", Keys: map[string]page.Key{
	"date":    {SQL: "p.on_date", Text: true},
	"account": {SQL: "p.account", Text: true},
	"amount":  {SQL: "p.amount"},
}}

// journalQuery is the postings of the entries dated first to last: a key
// range of the postings' own dates (ledger_postings_date; for one day,
// sorted by account or amount, of ledger_postings_date_account or
// _amount, whose order the engines use only for a date given as one),
// counted from the day totals (migrations 00040 and 00041;
// docs/ACCOUNTING.md, "The journal of a day").
func journalQuery(first, last time.Time) page.Query {
	q := page.Query{
		Select: `p.id, e.id, p.on_date, e.kind, e.order_id, p.account, a.name, p.amount, e.memo`,
		From:   `ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref JOIN ledger_accounts a ON a.code = p.account`,
		Where:  []string{"p.on_date >= ?", "p.on_date <= ?"},
		Args:   []any{day(first), day(last)},
		Count:  `SELECT COALESCE(SUM(lines), 0) FROM ledger_day_totals WHERE on_date >= ? AND on_date <= ?`,
	}
	if day(first) == day(last) {
		q.Where, q.Args = []string{"p.on_date = ?"}, []any{day(first)}
		q.Count = `SELECT COALESCE(SUM(lines), 0) FROM ledger_day_totals WHERE on_date = ?`
	}
	return q
}

func scanPosting(scan func(dest ...any) error) (Posting, error) {
	var p Posting
	var amount int64
	err := scan(&p.ID, &p.EntryID, &p.Date, &p.Kind, &p.OrderID, &p.Account, &p.AccountName, &amount, &p.Memo)
	if amount > 0 {
		p.Debit = amount
	} else {
		p.Credit = -amount
	}
	return p, err
}

// Journal is one page, in o, of the postings of the entries dated first
// to last.
func Journal(ctx context.Context, q store.Querier, first, last time.Time, o page.Order) (page.Page[Posting], error) {
	return page.List(ctx, q, JournalSorts, o, journalQuery(first, last), scanPosting)
}

// JournalAll is every posting of the entries dated first to last, by date
// and then as written: the CSV file and the command line's report.
func JournalAll(ctx context.Context, q store.Querier, first, last time.Time) ([]Posting, error) {
	return page.All(ctx, q, journalQuery(first, last), "p.on_date, p.id", scanPosting)
}

// StatementLine is one income or expense account's total for a period,
// as a positive amount when it is income earned (or an expense incurred).
type StatementLine struct {
	Code   string `json:"code"`
	Name   string `json:"name"`
	Kind   string `json:"kind"` // income or expense
	Amount int64  `json:"amount"`
}

// Statement is the income statement of a period: each income account's
// credits less debits and each expense account's debits less credits
// (interest, fees, penalties, late interest; write-offs, waivers), their
// totals, and the net income (income less expenses).
type Statement struct {
	From     string          `json:"from"`
	To       string          `json:"to"`
	Lines    []StatementLine `json:"lines"`
	Income   int64           `json:"income"`
	Expenses int64           `json:"expenses"`
	Net      int64           `json:"net"`
}

// IncomeStatement is the income statement of first to last: every income
// and expense account of the chart, by code, with what its entries dated
// in the period posted (zero when none).
func IncomeStatement(ctx context.Context, q store.Querier, first, last time.Time) (Statement, error) {
	st := Statement{From: day(first), To: day(last), Lines: []StatementLine{}}
	rows, err := q.Query(ctx, `SELECT a.code, a.name, a.kind, COALESCE((SELECT SUM(t.debits) - SUM(t.credits) FROM ledger_day_totals t
			WHERE t.account = a.code AND t.on_date >= ? AND t.on_date <= ?), 0)
		FROM ledger_accounts a WHERE a.kind IN ('income', 'expense') ORDER BY a.code`, day(first), day(last))
	if err != nil {
		return st, err
	}
	defer rows.Close()
	for rows.Next() {
		var l StatementLine
		if err := rows.Scan(&l.Code, &l.Name, &l.Kind, &l.Amount); err != nil {
			return st, err
		}
		if l.Kind == "income" {
			l.Amount = -l.Amount // a credit balance
			st.Income += l.Amount
		} else {
			st.Expenses += l.Amount
		}
		st.Lines = append(st.Lines, l)
	}
	st.Net = st.Income - st.Expenses
	return st, rows.Err()
}

// ReceivablesOn is every order's receivable balances by component from
// the entries dated on or before asOf, for the orders that owe something.
func ReceivablesOn(ctx context.Context, q store.Querier, asOf time.Time) (map[int64]Components, error) {
	rows, err := q.Query(ctx, `SELECT p.order_id, p.account, SUM(p.amount) FROM ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref
		WHERE p.order_id > 0 AND e.on_date <= ? AND p.account IN (?, ?, ?, ?, ?) GROUP BY p.order_id, p.account`, day(asOf),
		PrincipalReceivable, InterestReceivable, FeesReceivable, LateInterestReceivable, PenaltyReceivable)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]Components{}
	for rows.Next() {
		var (
			id      int64
			account string
			amount  int64
		)
		if err := rows.Scan(&id, &account, &amount); err != nil {
			return nil, err
		}
		c := out[id]
		c.add(account, amount)
		out[id] = c
	}
	for id, c := range out {
		if c.Total() == 0 {
			delete(out, id)
		}
	}
	return out, rows.Err()
}

// add puts a receivable account's balance in its component.
func (c *Components) add(account string, amount int64) {
	switch account {
	case PrincipalReceivable:
		c.Principal += amount
	case InterestReceivable:
		c.Interest += amount
	case FeesReceivable:
		c.Fees += amount
	case LateInterestReceivable:
		c.LateInterest += amount
	case PenaltyReceivable:
		c.Penalty += amount
	}
}

// OrderPostings is every posting of an order's entries, by date and then
// as written: the order's own ledger.
func OrderPostings(ctx context.Context, q store.Querier, orderID int64) ([]Posting, error) {
	jq := journalQuery(time.Time{}, time.Time{})
	jq.Where, jq.Args = []string{"p.order_id = ?"}, []any{orderID}
	return page.All(ctx, q, jq, "e.on_date, p.id", scanPosting)
}

// Part is one component of Components, by name.
type Part struct {
	Name   string
	Amount int64
}

// Parts are c's components by name: principal, interest, fees, late
// interest, penalty.
func (c Components) Parts() []Part {
	return []Part{{"principal", c.Principal}, {"interest", c.Interest}, {"fees", c.Fees}, {"late interest", c.LateInterest}, {"penalty", c.Penalty}}
}

// Plus is c and d added component by component.
func (c Components) Plus(d Components) Components {
	return Components{c.Principal + d.Principal, c.Interest + d.Interest, c.Fees + d.Fees, c.LateInterest + d.LateInterest, c.Penalty + d.Penalty}
}

// Minus is c less d, component by component.
func (c Components) Minus(d Components) Components {
	return Components{c.Principal - d.Principal, c.Interest - d.Interest, c.Fees - d.Fees, c.LateInterest - d.LateInterest, c.Penalty - d.Penalty}
}

// ReceivablesIn is what a trial balance's receivable accounts hold, by
// component.
func ReceivablesIn(rows []Balance) Components {
	var c Components
	for _, r := range rows {
		c.add(r.Code, r.Balance)
	}
	return c
}
