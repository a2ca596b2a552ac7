package report

import (
	"context"
	"fmt"
	"slices"
	"time"

	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/page"
	"kwarta/internal/store"
)

// The accounting reports that put the books beside the orders (the
// console's Accounting screen and `kwarta report`, docs/ACCOUNTING.md):
// the receivables aging, which reads each order's receivables through the
// ledger's functions and the orders' due dates, and the registers of
// disbursements and collections for reconciliation with the providers.

// AgingBuckets are the aging's buckets by days past due, in order;
// agingFloors the fewest days past due of each.
var (
	AgingBuckets = []string{"current", "1-30", "31-60", "61-90", "over 90"}
	agingFloors  = []int64{0, 1, 31, 61, 91}
)

// bucketOf is the aging bucket of days past due.
func bucketOf(days int64) string {
	for i := len(agingFloors) - 1; i > 0; i-- {
		if days >= agingFloors[i] {
			return AgingBuckets[i]
		}
	}
	return AgingBuckets[0]
}

// AgingRow is one order that owes something on the aging's date: its
// borrower, its due date (the first unpaid instalment's, or the last when
// none is left), the days past it and the bucket, and the receivables by
// component from the books.
type AgingRow struct {
	OrderID     int64
	OrderNo     string
	Borrower    string
	Phone       string // E.164, unmasked
	DueDate     string // YYYY-MM-DD
	DaysPastDue int64  // 0 when not yet due
	Bucket      string
	Owed        ledger.Components
}

// Aging is the receivables aging on asOf (a calendar date, midnight UTC):
// every order whose receivables in the books dated up to asOf are not
// zero, most days past due first. The due date is the order's as it is
// now (an earlier date is aged with today's due dates).
func Aging(ctx context.Context, q store.Querier, asOf time.Time) ([]AgingRow, error) {
	owed, err := ledger.ReceivablesOn(ctx, q, asOf)
	if err != nil {
		return nil, err
	}
	ids := slices.Sorted(func(yield func(int64) bool) {
		for id := range owed {
			if !yield(id) {
				return
			}
		}
	})
	out := make([]AgingRow, 0, len(ids))
	for len(ids) > 0 {
		part := ids[:min(500, len(ids))]
		ids = ids[len(part):]
		marks := store.Marks(len(part), 1)
		args := make([]any, len(part))
		for i, id := range part {
			args[i] = id
		}
		rows, err := q.Query(ctx, `SELECT o.id, o.order_no, u.name, u.phone, CASE WHEN o.next_due_at > 0 THEN o.next_due_at ELSE o.final_due_at END
			FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id IN (`+marks+`)`, args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var r AgingRow
			var due int64
			if err := rows.Scan(&r.OrderID, &r.OrderNo, &r.Borrower, &r.Phone, &due); err != nil {
				rows.Close()
				return nil, err
			}
			if due > 0 {
				d := store.Time(due).UTC()
				r.DueDate = d.Format(time.DateOnly)
				r.DaysPastDue = max(0, int64(asOf.Sub(d)/(24*time.Hour)))
			}
			r.Bucket, r.Owed = bucketOf(r.DaysPastDue), owed[r.OrderID]
			out = append(out, r)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	slices.SortFunc(out, func(a, b AgingRow) int {
		if a.DaysPastDue != b.DaysPastDue {
			return int(b.DaysPastDue - a.DaysPastDue)
		}
		return int(a.OrderID - b.OrderID)
	})
	return out, nil
}

// AgingTotal is one bucket's orders, those of them owing principal, and
// what they owe by component.
type AgingTotal struct {
	Bucket string
	Orders int64
	Owing  int64 // orders owing principal (the portfolio at risk counts these)
	Owed   ledger.Components
}

// AgingOn is the aging's totals by bucket on asOf: from the summaries
// when asOf is today (AgingToday), otherwise from every order's postings.
func AgingOn(ctx context.Context, q store.Querier, asOf, today time.Time) ([]AgingTotal, error) {
	if asOf.Equal(today) {
		return AgingToday(ctx, q, today)
	}
	rows, err := Aging(ctx, q, asOf)
	return AgingTotals(rows), err
}

// AgingTotals sums rows by bucket, every bucket in order (empty ones too).
func AgingTotals(rows []AgingRow) []AgingTotal {
	out := make([]AgingTotal, len(AgingBuckets))
	at := map[string]int{}
	for i, b := range AgingBuckets {
		out[i].Bucket, at[b] = b, i
	}
	for _, r := range rows {
		t := &out[at[r.Bucket]]
		t.Orders++
		if r.Owed.Principal > 0 {
			t.Owing++
		}
		t.Owed = t.Owed.Plus(r.Owed)
	}
	return out
}

// RegisterRow is one money movement of a register: a loan paid out or a
// payment received, with its order, borrower, channel, the provider's
// reference and the amount (minor units).
type RegisterRow struct {
	ID        int64
	At        time.Time
	OrderID   int64
	OrderNo   string
	Borrower  string
	Phone     string // E.164, unmasked
	Channel   string
	Reference string
	// Purpose is a payment's (repay, extension); "" for a disbursement.
	Purpose  string
	Amount   int64
	Currency string
}

// RegisterSorts are the registers' sort keys: at (the default, oldest
// first) and amount.
var (
	DisbursementSorts = page.Sorts{ID: "o.id", Default: "at", Keys: map[string]page.Key{
		"at": {SQL: "o.disbursed_at"}, "amount": {SQL: "o.principal"},
	}}
	CollectionSorts = page.Sorts{ID: "y.id", Default: "at", Keys: map[string]page.Key{
		"at": {SQL: "y.received_at"}, "amount": {SQL: "y.amount"},
	}}
)

// disbursementQuery is the loans paid out from from to to (Unix
// milliseconds, [from, to)): the principal the books post, the payout's
// channel (the account's, else the provider) and reference ("" for a
// loan disbursed without a payout, as the demo world's).
func disbursementQuery(from, to int64) page.Query {
	return page.Query{
		Select: `o.id, o.disbursed_at, o.id, o.order_no, u.name, u.phone, COALESCE(a.channel, p.provider, ''), COALESCE(p.reference, ''), '', o.principal, o.currency`,
		From: `orders o JOIN users u ON u.id = o.user_id LEFT JOIN payouts p ON p.order_id = o.id
			LEFT JOIN payout_accounts a ON a.id = COALESCE(p.sent_account_id, p.account_id)`,
		Where: []string{"o.disbursed_at >= ?", "o.disbursed_at < ?"},
		Args:  []any{from, to},
	}
}

// collectionQuery is the payments received from from to to: the channel
// and the provider's reference as the postback gave them. Money a
// reversal moved is listed once, as the payment first credited (its
// order is the one the money first went to).
func collectionQuery(from, to int64) page.Query {
	return page.Query{
		Select: `y.id, y.received_at, o.id, o.order_no, u.name, u.phone, y.channel, y.ref_no, y.purpose, y.amount, y.currency`,
		From:   `payments y JOIN orders o ON o.id = y.order_id JOIN users u ON u.id = y.user_id`,
		Where:  []string{"y.received_at >= ?", "y.received_at < ?", "y.moved_from = 0"},
		Args:   []any{from, to},
	}
}

func scanRegister(scan func(dest ...any) error) (RegisterRow, error) {
	var r RegisterRow
	var at int64
	err := scan(&r.ID, &at, &r.OrderID, &r.OrderNo, &r.Borrower, &r.Phone, &r.Channel, &r.Reference, &r.Purpose, &r.Amount, &r.Currency)
	r.At = store.Time(at)
	return r, err
}

// Register names a register: "disbursements" or "collections".
type Register string

// The registers.
const (
	Disbursements Register = "disbursements"
	Collections   Register = "collections"
)

func (r Register) query(from, to int64) (page.Query, page.Sorts, error) {
	switch r {
	case Disbursements:
		return disbursementQuery(from, to), DisbursementSorts, nil
	case Collections:
		return collectionQuery(from, to), CollectionSorts, nil
	}
	return page.Query{}, page.Sorts{}, fmt.Errorf("report: no register %q", r)
}

// Sorts is the register's sort keys.
func (r Register) Sorts() page.Sorts {
	_, s, _ := r.query(0, 0)
	return s
}

// Page is one page of the register from from to to (Unix milliseconds,
// [from, to)) in o.
func (r Register) Page(ctx context.Context, q store.Querier, from, to int64, o page.Order) (page.Page[RegisterRow], error) {
	rq, s, err := r.query(from, to)
	if err != nil {
		return page.Page[RegisterRow]{}, err
	}
	return page.List(ctx, q, s, o, rq, scanRegister)
}

// All is every row of the register from from to to, oldest first.
func (r Register) All(ctx context.Context, q store.Querier, from, to int64) ([]RegisterRow, error) {
	rq, s, err := r.query(from, to)
	if err != nil {
		return nil, err
	}
	return page.All(ctx, q, rq, s.Keys["at"].SQL+", "+s.ID, scanRegister)
}

// AgingToday is the aging's totals by bucket on today, the market's date,
// without reading every order's postings (docs/ACCOUNTING.md, "The aging
// today"): the orders past due and what each owes by component are the
// collections worklist's rows (collect refreshes them with every change
// of the order, in its transaction, and the engine's figures equal the
// books' by the ledger's check); the orders not past due are the orders
// at 170 and 174 not written off, and what they owe is the rest of the
// books' receivables on today (the trial balance). An order that fell
// past due since the schedule job last ran counts as current until the
// job's next run.
func AgingToday(ctx context.Context, q store.Querier, today time.Time) ([]AgingTotal, error) {
	out := make([]AgingTotal, len(AgingBuckets))
	for i, b := range AgingBuckets {
		out[i].Bucket = b
	}
	// A due date after today's minus a bucket's floor is in an earlier bucket.
	day := func(bucket int) int64 { return store.Millis(today.AddDate(0, 0, -int(agingFloors[bucket]))) }
	rows, err := q.Query(ctx, `SELECT CASE WHEN due_at > ? THEN 1 WHEN due_at > ? THEN 2 WHEN due_at > ? THEN 3 ELSE 4 END AS b,
		COUNT(*), COUNT(CASE WHEN owed_principal > 0 THEN 1 END),
		SUM(owed_principal), SUM(owed_interest), SUM(owed_fees), SUM(owed_late), SUM(owed_penalty)
		FROM collection_accounts WHERE written_off = 0 AND due_at < ? GROUP BY b`, day(2), day(3), day(4), day(0))
	if err != nil {
		return nil, err
	}
	var past ledger.Components
	for rows.Next() {
		var b int
		var t AgingTotal
		if err := rows.Scan(&b, &t.Orders, &t.Owing, &t.Owed.Principal, &t.Owed.Interest, &t.Owed.Fees, &t.Owed.LateInterest, &t.Owed.Penalty); err != nil {
			rows.Close()
			return nil, err
		}
		out[b].Orders, out[b].Owing, out[b].Owed = t.Orders, t.Owing, t.Owed
		past = past.Plus(t.Owed)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	// The status values as literals: the partial index orders_current_book.
	if err := q.QueryRow(ctx, fmt.Sprintf(`SELECT COUNT(*) FROM orders WHERE status IN (%d, %d) AND written_off_at = 0`,
		loan.StatusRepaying, loan.StatusDue)).Scan(&out[0].Orders); err != nil {
		return nil, err
	}
	out[0].Owing = out[0].Orders // before its due date an order owes principal: payments take it last
	books, err := ledger.TrialBalance(ctx, q, today)
	if err != nil {
		return nil, err
	}
	out[0].Owed = ledger.ReceivablesIn(books).Minus(past)
	return out, nil
}
