package report

import (
	"context"
	"slices"
	"time"

	"kwarta/internal/collect"
	"kwarta/internal/ledger"
	"kwarta/internal/store"
)

// Collections' portfolio reports (docs/COLLECTIONS.md, "Reports"): the
// portfolio at risk, the month-end snapshots' lines (which the collections
// job writes), the roll rates and vintage curves read from them, the
// collection efficiency, the promise-to-pay kept rate and each collector's
// activity. Amounts are minor units; a share is in basis points (1/100 of
// a percent) of its whole, 0 when the whole is 0.

// Share is part of whole in basis points, rounded half up; 0 when whole is 0.
func Share(part, whole int64) int64 {
	if whole == 0 {
		return 0
	}
	return (part*10000*2 + whole) / (2 * whole)
}

// PARLine is one threshold of the portfolio at risk: the principal of the
// loans more than Over days past due (Over 0: 1 day or more), and its
// share of all principal outstanding.
type PARLine struct {
	Name      string // PAR1, PAR30, PAR60, PAR90
	Over      int64
	Orders    int64
	Principal int64
	ShareBP   int64
}

// PARThresholds are the portfolio at risk's thresholds, days past due over.
var PARThresholds = []struct {
	Name string
	Over int64
}{{"PAR1", 0}, {"PAR30", 30}, {"PAR60", 60}, {"PAR90", 90}}

// PortfolioAtRisk is the portfolio at risk on asOf (a calendar date,
// midnight UTC): the principal receivable in the books dated up to asOf
// (written-off loans carry none), all of it and by threshold of days past
// due, counted from each order's first unpaid due date as it is now (the
// aging's rule).
func PortfolioAtRisk(ctx context.Context, q store.Querier, asOf, today time.Time) (total int64, orders int64, lines []PARLine, err error) {
	buckets, err := AgingOn(ctx, q, asOf, today)
	if err != nil {
		return 0, 0, nil, err
	}
	lines = make([]PARLine, len(PARThresholds))
	for i, t := range PARThresholds {
		lines[i] = PARLine{Name: t.Name, Over: t.Over}
	}
	// Each threshold is a bucket's floor less one (PAR30: more than 30
	// days, the buckets from 31-60 on), so a bucket is at risk or not as
	// a whole.
	for j, b := range buckets {
		total += b.Owed.Principal
		orders += b.Owing
		for i := range lines {
			if agingFloors[j] > lines[i].Over {
				lines[i].Principal += b.Owed.Principal
				lines[i].Orders += b.Owing
			}
		}
	}
	for i := range lines {
		lines[i].ShareBP = Share(lines[i].Principal, total)
	}
	return total, orders, lines, nil
}

// SnapshotBook is the function that computes the collections job's
// month-end snapshots (collect.Book) in the market's zone loc: every order
// disbursed by the end of the month whose principal receivable in the
// books on monthEnd is above 0, and every order written off in that month
// (principal 0, written off). Days past due are from the order's first
// unpaid due date as it is when the snapshot is taken (the job takes it
// within minutes of the month's end, so the due date is the month-end's
// but for a payment made in those minutes).
func SnapshotBook(loc *time.Location) collect.Book {
	return func(ctx context.Context, q store.Querier, monthEnd time.Time) ([]collect.SnapshotLine, error) {
		owed, err := ledger.ReceivablesOn(ctx, q, monthEnd)
		if err != nil {
			return nil, err
		}
		start := time.Date(monthEnd.Year(), monthEnd.Month(), 1, 0, 0, 0, 0, loc)
		end := time.Date(monthEnd.Year(), monthEnd.Month(), monthEnd.Day(), 0, 0, 0, 0, loc).AddDate(0, 0, 1)
		rows, err := q.Query(ctx, `SELECT id, product_id, principal, disbursed_at, CASE WHEN next_due_at > 0 THEN next_due_at ELSE final_due_at END, written_off_at
			FROM orders WHERE disbursed_at > 0 AND disbursed_at < ? ORDER BY id`, store.Millis(end))
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		var out []collect.SnapshotLine
		for rows.Next() {
			var l collect.SnapshotLine
			var disbursed, due, writtenOff int64
			if err := rows.Scan(&l.OrderID, &l.ProductID, &l.PrincipalDisbursed, &disbursed, &due, &writtenOff); err != nil {
				return nil, err
			}
			l.PrincipalOutstanding = owed[l.OrderID].Principal
			l.WrittenOff = writtenOff > 0 && writtenOff < store.Millis(end)
			if l.WrittenOff && writtenOff < store.Millis(start) {
				continue // written off in an earlier month
			}
			if l.PrincipalOutstanding <= 0 && !l.WrittenOff {
				continue
			}
			if l.WrittenOff {
				l.PrincipalOutstanding = 0
			}
			l.DisbursedMonth = store.Time(disbursed).In(loc).Format("2006-01")
			if due > 0 {
				l.DaysPastDue = max(0, int(monthEnd.Sub(store.Time(due).UTC())/(24*time.Hour)))
			}
			out = append(out, l)
		}
		return out, rows.Err()
	}
}

// SnapshotRow is one line of a written snapshot.
type SnapshotRow struct {
	MonthEnd time.Time
	collect.SnapshotLine
}

// Snapshots reads the snapshot lines of the month-ends from first to last
// (calendar dates, both included), by month-end and order.
func Snapshots(ctx context.Context, q store.Querier, first, last time.Time) ([]SnapshotRow, error) {
	rows, err := q.Query(ctx, `SELECT month_end, order_id, product_id, disbursed_month, principal_disbursed, principal_outstanding, days_past_due, written_off
		FROM collection_snapshots WHERE month_end >= ? AND month_end <= ? ORDER BY month_end, order_id`, store.Millis(first), store.Millis(last))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []SnapshotRow
	for rows.Next() {
		var r SnapshotRow
		var end int64
		var wo int
		if err := rows.Scan(&end, &r.OrderID, &r.ProductID, &r.DisbursedMonth, &r.PrincipalDisbursed, &r.PrincipalOutstanding, &r.DaysPastDue, &wo); err != nil {
			return nil, err
		}
		r.MonthEnd, r.WrittenOff = store.Time(end).UTC(), wo == 1
		out = append(out, r)
	}
	return out, rows.Err()
}

// RollTo are the roll rates' destinations: the aging buckets, then paid
// off (gone from the later snapshot, or no principal left) and written off.
var RollTo = append(slices.Clone(AgingBuckets), "paid off", "written off")

// RollRow is one starting bucket of the roll rates: the accounts in it at
// the end of the earlier month (not written off, principal above 0), their
// principal then, and where that principal stood at the end of the later
// month: the amount (the earlier month's principal of the accounts that
// went there) and share, in RollTo's order.
type RollRow struct {
	From      string
	Orders    int64
	Principal int64
	To        []int64 // minor units, RollTo's order
	ShareBP   []int64
}

// RollRates are the roll rates from the end of the month before month to
// the end of month (any date in it), by the aging's buckets; ok is false
// when either snapshot is missing.
func RollRates(ctx context.Context, q store.Querier, month time.Time) (rows []RollRow, ok bool, err error) {
	end := collect.MonthEnd(month)
	prev := collect.MonthEnd(end.AddDate(0, 0, -end.Day()))
	lines, err := Snapshots(ctx, q, prev, end)
	if err != nil {
		return nil, false, err
	}
	before, after := map[int64]collect.SnapshotLine{}, map[int64]collect.SnapshotLine{}
	for _, l := range lines {
		if l.MonthEnd.Equal(prev) {
			before[l.OrderID] = l.SnapshotLine
		} else {
			after[l.OrderID] = l.SnapshotLine
		}
	}
	rows = make([]RollRow, len(AgingBuckets))
	at := map[string]int{}
	for i, b := range AgingBuckets {
		rows[i] = RollRow{From: b, To: make([]int64, len(RollTo)), ShareBP: make([]int64, len(RollTo))}
		at[b] = i
	}
	dest := map[string]int{}
	for i, b := range RollTo {
		dest[b] = i
	}
	for id, b := range before {
		if b.WrittenOff || b.PrincipalOutstanding <= 0 {
			continue
		}
		r := &rows[at[bucketOf(int64(b.DaysPastDue))]]
		r.Orders++
		r.Principal += b.PrincipalOutstanding
		a, in := after[id]
		to := "paid off"
		switch {
		case in && a.WrittenOff:
			to = "written off"
		case in && a.PrincipalOutstanding > 0:
			to = bucketOf(int64(a.DaysPastDue))
		}
		r.To[dest[to]] += b.PrincipalOutstanding
	}
	for i := range rows {
		for j, v := range rows[i].To {
			rows[i].ShareBP[j] = Share(v, rows[i].Principal)
		}
	}
	return rows, len(before) > 0 && len(after) > 0, nil
}

// VintagePoint is one vintage at one month-end: the months on book (0 at
// the end of the disbursement month) and the principal of the vintage's
// loans more than 30 days past due then (written-off loans carry none),
// with its share of the principal disbursed in that month.
type VintagePoint struct {
	MonthEnd     string // YYYY-MM-DD
	MonthsOnBook int
	Over30       int64
	ShareBP      int64
}

// Vintage is one disbursement month: the principal disbursed in it (every
// order paid out that month) and its points, oldest first.
type Vintage struct {
	Month     string // YYYY-MM
	Disbursed int64
	Points    []VintagePoint
}

// Vintages are the vintage curves from every snapshot written, one per
// disbursement month that appears in them, oldest first; loc is the
// market's zone (the disbursement month is the market's).
// SnapshotStamp is the moment the latest month-end snapshot line was
// written (0: none): the roll rates and the vintages read nothing else
// that changes, so an answer computed at a stamp holds until it moves.
func SnapshotStamp(ctx context.Context, q store.Querier) (int64, error) {
	var stamp int64
	err := q.QueryRow(ctx, `SELECT COALESCE(MAX(taken_at), 0) FROM collection_snapshots`).Scan(&stamp)
	return stamp, err
}

func Vintages(ctx context.Context, q store.Querier, loc *time.Location) ([]Vintage, error) {
	lines, err := Snapshots(ctx, q, time.Time{}, time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC))
	if err != nil {
		return nil, err
	}
	ends := map[string]bool{}
	over := map[[2]string]int64{} // vintage, month-end
	vintages := map[string]bool{}
	for _, l := range lines {
		e := l.MonthEnd.Format(time.DateOnly)
		ends[e] = true
		vintages[l.DisbursedMonth] = true
		if !l.WrittenOff && l.DaysPastDue > 30 {
			over[[2]string{l.DisbursedMonth, e}] += l.PrincipalOutstanding
		}
	}
	disbursed := map[string]int64{}
	rows, err := q.Query(ctx, `SELECT disbursed_at, principal FROM orders WHERE disbursed_at > 0`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var at, p int64
		if err := rows.Scan(&at, &p); err != nil {
			return nil, err
		}
		disbursed[store.Time(at).In(loc).Format("2006-01")] += p
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	endList := slices.Sorted(func(yield func(string) bool) {
		for e := range ends {
			if !yield(e) {
				return
			}
		}
	})
	var out []Vintage
	for _, m := range slices.Sorted(func(yield func(string) bool) {
		for v := range vintages {
			if !yield(v) {
				return
			}
		}
	}) {
		v := Vintage{Month: m, Disbursed: disbursed[m]}
		vm, err := time.Parse("2006-01", m)
		if err != nil {
			continue
		}
		for _, e := range endList {
			em, _ := time.Parse(time.DateOnly, e)
			mob := (em.Year()*12 + int(em.Month())) - (vm.Year()*12 + int(vm.Month()))
			if mob < 0 {
				continue
			}
			o := over[[2]string{m, e}]
			v.Points = append(v.Points, VintagePoint{MonthEnd: e, MonthsOnBook: mob, Over30: o, ShareBP: Share(o, v.Disbursed)})
		}
		out = append(out, v)
	}
	return out, nil
}

// MonthSpan is a calendar month in the market: its name (YYYY-MM), its
// first and last dates (midnight UTC) and its moments ([From, To), Unix
// milliseconds, market time).
type MonthSpan struct {
	Month       string
	First, Last time.Time
	From, To    int64
}

// Months are the months from the one holding first to the one holding
// last, in loc.
func Months(first, last time.Time, loc *time.Location) []MonthSpan {
	var out []MonthSpan
	for m := time.Date(first.Year(), first.Month(), 1, 0, 0, 0, 0, time.UTC); !m.After(last); m = m.AddDate(0, 1, 0) {
		out = append(out, MonthSpan{Month: m.Format("2006-01"), First: m, Last: m.AddDate(0, 1, -1),
			From: time.Date(m.Year(), m.Month(), 1, 0, 0, 0, 0, loc).UnixMilli(), To: time.Date(m.Year(), m.Month()+1, 1, 0, 0, 0, 0, loc).UnixMilli()})
	}
	return out
}

// EfficiencyRow is one month's collection efficiency: the money received
// (payments credited in the month, each counted once, as first credited)
// over the money that fell due (the instalments of the orders' plans due
// in the month: principal, interest and fees).
type EfficiencyRow struct {
	Month    string
	Received int64
	FellDue  int64
	ShareBP  int64
}

// Efficiency is the collection efficiency of each month of months.
func Efficiency(ctx context.Context, q store.Querier, months []MonthSpan) ([]EfficiencyRow, error) {
	out := make([]EfficiencyRow, len(months))
	at := map[string]int{}
	for i, m := range months {
		out[i].Month, at[m.Month] = m.Month, i
		if err := q.QueryRow(ctx, `SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) FROM payments WHERE received_at >= ? AND received_at < ? AND moved_from = 0`,
			m.From, m.To).Scan(&out[i].Received); err != nil {
			return nil, err
		}
	}
	// What fell due: the instalments of the orders paid out due in the
	// month (order_instalments, each order's plan as it is now).
	for i, m := range months {
		if err := q.QueryRow(ctx, `SELECT CAST(COALESCE(SUM(total), 0) AS BIGINT) FROM order_instalments WHERE due_on >= ? AND due_on < ?`,
			store.Millis(m.First), store.Millis(m.First.AddDate(0, 1, 0))).Scan(&out[i].FellDue); err != nil {
			return nil, err
		}
	}
	for i := range out {
		out[i].ShareBP = Share(out[i].Received, out[i].FellDue)
	}
	return out, nil
}

// PromiseRow is one month's promises to pay resolved: kept, broken, and
// the kept rate, kept ÷ (kept + broken).
type PromiseRow struct {
	Month        string
	Kept, Broken int64
	KeptRateBP   int64
	KeptAmount   int64
	BrokenAmount int64
}

// PromiseRates are the promises resolved in each month of months (by the
// moment they were kept or broken).
func PromiseRates(ctx context.Context, q store.Querier, months []MonthSpan) ([]PromiseRow, error) {
	out := make([]PromiseRow, len(months))
	for i, m := range months {
		r := &out[i]
		r.Month = m.Month
		if err := q.QueryRow(ctx, `SELECT
			COUNT(CASE WHEN state = 'kept' THEN 1 END), COUNT(CASE WHEN state = 'broken' THEN 1 END),
			CAST(COALESCE(SUM(CASE WHEN state = 'kept' THEN amount ELSE 0 END), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN state = 'broken' THEN amount ELSE 0 END), 0) AS BIGINT)
			FROM collection_promises WHERE state <> 'open' AND resolved_at >= ? AND resolved_at < ?`, m.From, m.To).
			Scan(&r.Kept, &r.Broken, &r.KeptAmount, &r.BrokenAmount); err != nil {
			return nil, err
		}
		r.KeptRateBP = Share(r.Kept, r.Kept+r.Broken)
	}
	return out, nil
}

// RecoveryWindow is how long before a payment a contact still earns the
// collector the recovery.
const RecoveryWindow = 30 * 24 * time.Hour

// CollectorRow is one operator's collection work in a span: contacts by
// channel, the calls and visits that reached the borrower, promises made
// and resolved, and the recoveries attributed to them.
type CollectorRow struct {
	OperatorID   int64
	Name         string
	Calls        int64
	Visits       int64
	Texts        int64 // sent (a text the gateway refused is not counted)
	Reached      int64 // calls and visits that spoke to the borrower
	Promises     int64 // made in the span
	Kept, Broken int64 // resolved in the span
	Recoveries   int64 // minor units
	Payments     int64 // how many payments the recoveries are
}

// reachedOutcomes are the outcomes of a call or visit that spoke to the
// borrower.
const reachedOutcomes = `'reached', 'promised', 'refused', 'paid', 'dispute'`

// Collectors is each operator's activity from from to to (Unix
// milliseconds, [from, to)), by recoveries then name. A payment received
// in the span (counted once, as first credited) is a recovery of the
// collector who last contacted its order (a call, visit or text, at or
// before the payment and not more than 30 days before it); a payment with
// no such contact is nobody's.
func Collectors(ctx context.Context, q store.Querier, from, to int64) ([]CollectorRow, error) {
	by := map[int64]*CollectorRow{}
	get := func(id int64, name string) *CollectorRow {
		r := by[id]
		if r == nil {
			r = &CollectorRow{OperatorID: id}
			by[id] = r
		}
		if name != "" {
			r.Name = name
		}
		return r
	}
	rows, err := q.Query(ctx, `SELECT operator_id, MAX(operator_name),
		COUNT(CASE WHEN channel = 'call' THEN 1 END), COUNT(CASE WHEN channel = 'visit' THEN 1 END),
		COUNT(CASE WHEN channel = 'sms' AND outcome = 'sent' THEN 1 END),
		COUNT(CASE WHEN channel <> 'sms' AND outcome IN (`+reachedOutcomes+`) THEN 1 END)
		FROM collection_contacts WHERE at >= ? AND at < ? GROUP BY operator_id`, from, to)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id int64
		var name string
		var c [4]int64
		if err := rows.Scan(&id, &name, &c[0], &c[1], &c[2], &c[3]); err != nil {
			rows.Close()
			return nil, err
		}
		r := get(id, name)
		r.Calls, r.Visits, r.Texts, r.Reached = c[0], c[1], c[2], c[3]
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = q.Query(ctx, `SELECT operator_id, MAX(operator_name),
		COUNT(CASE WHEN created_at >= ? AND created_at < ? THEN 1 END),
		COUNT(CASE WHEN state = 'kept' AND resolved_at >= ? AND resolved_at < ? THEN 1 END),
		COUNT(CASE WHEN state = 'broken' AND resolved_at >= ? AND resolved_at < ? THEN 1 END)
		FROM collection_promises WHERE (created_at >= ? AND created_at < ?) OR (resolved_at >= ? AND resolved_at < ?) GROUP BY operator_id`,
		from, to, from, to, from, to, from, to, from, to)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id int64
		var name string
		var c [3]int64
		if err := rows.Scan(&id, &name, &c[0], &c[1], &c[2]); err != nil {
			rows.Close()
			return nil, err
		}
		r := get(id, name)
		r.Promises, r.Kept, r.Broken = c[0], c[1], c[2]
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = q.Query(ctx, `SELECT y.amount, COALESCE((SELECT c.operator_id FROM collection_contacts c
			WHERE c.order_id = y.order_id AND c.at <= y.received_at AND c.at >= y.received_at - ? AND (c.channel <> 'sms' OR c.outcome = 'sent')
			ORDER BY c.at DESC, c.id DESC LIMIT 1), 0)
		FROM payments y WHERE y.received_at >= ? AND y.received_at < ? AND y.moved_from = 0`, RecoveryWindow.Milliseconds(), from, to)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var amount, op int64
		if err := rows.Scan(&amount, &op); err != nil {
			rows.Close()
			return nil, err
		}
		if op == 0 {
			continue
		}
		r := get(op, "")
		r.Recoveries += amount
		r.Payments++
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	// names of operators with only recoveries in the span
	for id, r := range by {
		if r.Name == "" {
			_ = q.QueryRow(ctx, `SELECT operator_name FROM collection_contacts WHERE operator_id = ? ORDER BY id DESC LIMIT 1`, id).Scan(&r.Name)
		}
	}
	out := make([]CollectorRow, 0, len(by))
	for _, r := range by {
		out = append(out, *r)
	}
	slices.SortFunc(out, func(a, b CollectorRow) int {
		if a.Recoveries != b.Recoveries {
			if a.Recoveries > b.Recoveries {
				return -1
			}
			return 1
		}
		if a.Name != b.Name {
			if a.Name < b.Name {
				return -1
			}
			return 1
		}
		return int(a.OperatorID - b.OperatorID)
	})
	return out, nil
}
