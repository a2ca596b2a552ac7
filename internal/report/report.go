// Package report is the one read-only reporting package: the operators'
// dashboards, lists and reports that put together several owners' tables
// (orders with their borrowers and payouts, the landing funnel, the
// console's borrower pages). It may read any table and writes none; every
// table has one owner package that alone writes it (docs/ENGINEERING.md,
// "Tables and owners"), and internal/store's TestTableOwners holds both
// rules. Each function takes a store.Querier and returns plain rows; the
// caller shapes them for its page.
package report

import (
	"context"
	"kwarta/internal/account"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/loan"
	"kwarta/internal/page"
	"kwarta/internal/store"
)

// Activity is what happened in a span: orders placed, applications
// approved, the principal of the loans sent and the payments received
// (minor units).
type Activity struct {
	Applications, Approvals, Disbursed, Collected int64
}

// ActivityIn counts from (Unix milliseconds, included) to to (excluded).
func ActivityIn(ctx context.Context, q store.Querier, from, to int64) (Activity, error) {
	var a Activity
	err := q.QueryRow(ctx, `SELECT
		(SELECT COUNT(*) FROM orders WHERE created_at >= ? AND created_at < ?),
		(SELECT COUNT(*) FROM order_events WHERE event = ? AND created_at >= ? AND created_at < ?),
		(SELECT CAST(COALESCE(SUM(principal), 0) AS BIGINT) FROM orders WHERE disbursed_at >= ? AND disbursed_at < ?),
		(SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) FROM payments WHERE received_at >= ? AND received_at < ? AND moved_from = 0)`,
		from, to, string(loan.EventApprove), from, to, from, to, from, to).Scan(&a.Applications, &a.Approvals, &a.Disbursed, &a.Collected)
	return a, err
}

// Age is the overdue orders of one age: how many, and what they still owe.
type Age struct {
	Orders, Owed int64
}

// Overdue splits the orders at 180 (overdue) and not written off (a loss
// already booked is no longer the overdue book) into three ages by their
// next due date: on or after youngest, on or after middle, and older. What
// each owes is net of what was paid and what the lender waived.
func Overdue(ctx context.Context, q store.Querier, youngest, middle time.Time) ([3]Age, error) {
	var out [3]Age
	// The status as a literal: the partial index orders_overdue_book
	// (migration 00036) holds every column summed here.
	rows, err := q.Query(ctx, `SELECT CASE WHEN next_due_at >= ? THEN 0 WHEN next_due_at >= ? THEN 1 ELSE 2 END AS bucket,
		COUNT(*), CAST(COALESCE(SUM(amount_due + late_interest + penalty - amount_paid - waived_penalty - waived_late_interest - waived_fees), 0) AS BIGINT)
		FROM orders WHERE status = `+strconv.Itoa(int(loan.StatusOverdue))+` AND written_off_at = 0 GROUP BY bucket`,
		store.Millis(youngest), store.Millis(middle))
	if err != nil {
		return out, err
	}
	defer rows.Close()
	for rows.Next() {
		var b int
		var a Age
		if err := rows.Scan(&b, &a.Orders, &a.Owed); err != nil {
			return out, err
		}
		out[b] = a
	}
	return out, rows.Err()
}

// LandingLoans counts the borrowers registered from a landing page in span
// (Unix milliseconds, [span[0], span[1])) who applied for a loan, and who
// got one, by now.
func LandingLoans(ctx context.Context, q store.Querier, span [2]int64) (applied, funded int64, err error) {
	err = q.QueryRow(ctx, `SELECT COUNT(DISTINCT o.user_id), COUNT(DISTINCT CASE WHEN o.disbursed_at > 0 THEN o.user_id END)
		FROM orders o JOIN registrations r ON r.user_id = o.user_id WHERE r.channel = 'landing' AND r.created_at >= ? AND r.created_at < ?`,
		span[0], span[1]).Scan(&applied, &funded)
	return applied, funded, err
}

// OrderFilter chooses orders; a zero field chooses any.
type OrderFilter struct {
	OrderID int64
	OrderNo string
	UserID  int64
	Phone   string // the borrower's, E.164
	Status  int64
	// Queue is one of the two queues at 151: review (applications) or
	// payout (withdrawal confirmed, the money to send).
	Queue string
}

// OrderRow is an order with its borrower's phone and its last payout.
type OrderRow struct {
	ID          int64
	No          string
	Status      int
	Phone       string // E.164, unmasked
	Principal   int64
	Currency    string
	CreatedAt   time.Time
	WithdrawnAt int64 // Unix milliseconds the withdrawal was confirmed; 0: not yet
	// PayoutState and PayoutReason are the payout's; "" before any.
	PayoutState, PayoutReason string
}

// OrderSorts are the order lists' sort keys: created (the default, newest
// first), principal, status and the order number.
var OrderSorts = page.Sorts{ID: "o.id", Default: "-created", Keys: map[string]page.Key{
	"created":   {SQL: "o.created_at"},
	"principal": {SQL: "o.principal"},
	"status":    {SQL: "o.status"},
	"orderNo":   {SQL: "o.order_no", Text: true},
}}

// orderQuery is the orders f chooses with their borrowers and payouts.
func orderQuery(f OrderFilter) page.Query {
	q := page.Query{Select: `o.id, o.order_no, o.status, u.phone, o.principal, o.currency, o.created_at,
		o.withdrawal_confirmed_at, COALESCE(p.state, ''), COALESCE(p.reason, '')`,
		From: `orders o JOIN users u ON u.id = o.user_id LEFT JOIN payouts p ON p.order_id = o.id`}
	queue := map[string]string{"review": "o.withdrawal_confirmed_at = 0", "payout": "o.withdrawal_confirmed_at > 0"}[f.Queue]
	if f.Phone == "" { // every order has its borrower and at most one payout
		q.CountFrom = "orders o"
	}
	for _, c := range []struct {
		cond string
		arg  any
		on   bool
	}{
		{"o.id = ?", f.OrderID, f.OrderID != 0},
		{"o.order_no = ?", f.OrderNo, f.OrderNo != ""},
		{"o.user_id = ?", f.UserID, f.UserID != 0},
		{"u.phone = ?", f.Phone, f.Phone != ""},
		{"o.status = ?", f.Status, f.Status != 0},
		{"o.status = ? AND " + queue, int(loan.StatusProcessing), queue != ""},
	} {
		if c.on {
			q.Where, q.Args = append(q.Where, c.cond), append(q.Args, c.arg)
		}
	}
	return q
}

func scanOrder(scan func(dest ...any) error) (OrderRow, error) {
	var r OrderRow
	var created int64
	err := scan(&r.ID, &r.No, &r.Status, &r.Phone, &r.Principal, &r.Currency, &created, &r.WithdrawnAt, &r.PayoutState, &r.PayoutReason)
	r.CreatedAt = store.Time(created)
	return r, err
}

// OrdersPage is one page of the orders f chooses, in o.
func OrdersPage(ctx context.Context, q store.Querier, f OrderFilter, o page.Order) (page.Page[OrderRow], error) {
	return page.List(ctx, q, OrderSorts, o, orderQuery(f), scanOrder)
}

// Orders lists every order f chooses, newest first: one order, or one
// borrower's (a few: one loan per product at a time).
func Orders(ctx context.Context, q store.Querier, f OrderFilter) ([]OrderRow, error) {
	oq := orderQuery(f)
	oq.Where = append(oq.Where, "1 = 1")
	rows, err := q.Query(ctx, `SELECT `+oq.Select+` FROM `+oq.From+` WHERE `+strings.Join(oq.Where, " AND ")+` ORDER BY o.id DESC`, oq.Args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []OrderRow
	for rows.Next() {
		r, err := scanOrder(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// Borrower is a borrower as the operators see one.
type Borrower struct {
	ID        int64
	Name      string
	Phone     string // E.164, unmasked
	CreatedAt time.Time
	// Channel is how the borrower registered (landing, ...); "" when unknown.
	Channel string
	// Orders is how many orders the borrower placed (Borrowers only).
	Orders int64
}

// BorrowerSorts are the borrower list's sort keys: created (the
// default, newest first), name and orders (how many).
var BorrowerSorts = page.Sorts{ID: "u.id", Default: "-created", Keys: map[string]page.Key{
	"created": {SQL: "u.created_at"},
	"name":    {SQL: "u.name", Text: true},
	"orders":  {SQL: "(SELECT COUNT(*) FROM orders o WHERE o.user_id = u.id)"},
}}

// Borrowers finds the borrowers with this phone (E.164) or, when phone is
// "", with a word of their name starting with each word of name, in any
// case (borrower_name_words: a key range per word, not a read of every
// name): one page in o. A search by name is counted from the words alone
// (every word's borrower exists), so counting the tens of thousands a
// common surname matches reads one index, not the borrowers.
func Borrowers(ctx context.Context, q store.Querier, phone, name string, o page.Order) (page.Page[Borrower], error) {
	query := page.Query{Select: `u.id, u.name, u.phone, u.created_at, (SELECT COUNT(*) FROM orders o WHERE o.user_id = u.id)`,
		From: "users u", Where: []string{"u.phone = ?"}, Args: []any{phone}}
	if phone == "" {
		query.Where, query.Args = nil, nil
		var matches []string
		for _, w := range account.NameWords(name) {
			query.Where = append(query.Where, `u.id IN (SELECT user_id FROM borrower_name_words WHERE word >= ? AND word < ?)`)
			query.Args = append(query.Args, w, prefixEnd(w))
			matches = append(matches, `SELECT DISTINCT user_id FROM borrower_name_words WHERE word >= ? AND word < ?`)
		}
		if len(matches) > 0 {
			query.Count = `SELECT COUNT(*) FROM (` + strings.Join(matches, " INTERSECT ") + `) m`
		}
	}
	return page.List(ctx, q, BorrowerSorts, o, query, func(scan func(...any) error) (Borrower, error) {
		var b Borrower
		var created int64
		err := scan(&b.ID, &b.Name, &b.Phone, &created, &b.Orders)
		b.CreatedAt = store.Time(created)
		return b, err
	})
}

// prefixEnd is the first string after every string starting with p, in
// byte order: p with its last character's code point raised by one.
func prefixEnd(p string) string {
	r := []rune(p)
	r[len(r)-1]++
	return string(r)
}

// BorrowerByID reads one borrower with the registration's channel;
// sql.ErrNoRows when there is none.
func BorrowerByID(ctx context.Context, q store.Querier, userID int64) (Borrower, error) {
	var b Borrower
	var created int64
	err := q.QueryRow(ctx, `SELECT u.id, u.name, u.phone, u.created_at, COALESCE(r.channel, '')
		FROM users u LEFT JOIN registrations r ON r.user_id = u.id WHERE u.id = ?`, userID).Scan(&b.ID, &b.Name, &b.Phone, &created, &b.Channel)
	b.CreatedAt = store.Time(created)
	return b, err
}

// PayoutAccount is a payout account without its number: only the last 4
// digits are ever read here (the sealed number is not selected).
type PayoutAccount struct {
	ID        int64
	CardType  int
	Channel   string
	BankCode  string
	Last4     string
	Default   bool
	CreatedAt time.Time
	Removed   bool
}

// PayoutAccounts lists a borrower's payout accounts, removed ones too, newest first.
func PayoutAccounts(ctx context.Context, q store.Querier, userID int64) ([]PayoutAccount, error) {
	rows, err := q.Query(ctx, `SELECT id, card_type, channel, bank_code, last4, is_default, created_at, removed_at
		FROM payout_accounts WHERE user_id = ? ORDER BY id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []PayoutAccount
	for rows.Next() {
		var a PayoutAccount
		var def int
		var created, removed int64
		if err := rows.Scan(&a.ID, &a.CardType, &a.Channel, &a.BankCode, &a.Last4, &def, &created, &removed); err != nil {
			return nil, err
		}
		a.Default, a.CreatedAt, a.Removed = def == 1, store.Time(created), removed > 0
		out = append(out, a)
	}
	return out, rows.Err()
}

// Session is one of a borrower's sessions (Unix milliseconds).
type Session struct {
	ID                            int64
	Device                        string
	CreatedAt, LastSeenAt, Expiry int64
}

// Sessions lists a borrower's sessions, expired ones too, the last seen first.
func Sessions(ctx context.Context, q store.Querier, userID int64) ([]Session, error) {
	rows, err := q.Query(ctx, `SELECT id, device_id, created_at, last_seen_at, expires_at FROM sessions WHERE user_id = ? ORDER BY last_seen_at DESC, id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Session
	for rows.Next() {
		var x Session
		if err := rows.Scan(&x.ID, &x.Device, &x.CreatedAt, &x.LastSeenAt, &x.Expiry); err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, rows.Err()
}
