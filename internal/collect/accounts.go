package collect

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/page"
	"kwarta/internal/store"
)

// The worklist is collection_accounts: one row per order past due,
// refreshed from the engine by the loan service's calls (loan.Notifier):
// every schedule run brings each order near or past due up to date and
// calls Remind, and a payment calls Happened in its own transaction, so
// a payment leaves the list (or lowers the amount) the moment it is
// credited.

var _ loan.Notifier = (*Service)(nil)

// Next is loan.Notifier's: collections waits on nothing by the clock
// (the worklist's days past due are counted on reading).
func (s *Service) Next(loan.Order, time.Time) time.Time { return time.Time{} }

// Remind refreshes the order's worklist row (loan.Notifier).
func (s *Service) Remind(ctx context.Context, q store.Querier, o loan.Order, now time.Time) error {
	return s.refresh(ctx, q, o, now)
}

// Happened refreshes the order's row after a payment, an extension or a
// settlement, and keeps the order's open promise when the money reached
// it (loan.Notifier).
func (s *Service) Happened(ctx context.Context, q store.Querier, n loan.Notice) error {
	if n.Kind == loan.NoticeDisbursed {
		return nil
	}
	if err := s.keepPromises(ctx, q, n.Order, n.At); err != nil {
		return err
	}
	return s.refresh(ctx, q, n.Order, n.At)
}

// urgent is the urgency of an account whose promise broke and whom
// nobody has contacted since: before every other (whose urgency is
// later + due date).
const later = int64(1e14)

// refresh writes o's row as the engine sees it at now, or removes it once
// the order is no longer past due. A row that would not change is not
// written (the schedule job calls this for every order past due on
// every run).
func (s *Service) refresh(ctx context.Context, q store.Querier, o loan.Order, now time.Time) error {
	today := loan.CalendarDate(now, s.loc())
	if !o.InRepayment() || o.NextDue.IsZero() || !o.NextDue.Before(today) {
		// Most orders the job sees are not past due: a read, not a write.
		var one int
		err := q.QueryRow(ctx, `SELECT 1 FROM collection_accounts WHERE order_id = ?`, o.ID).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		} else if err != nil {
			return err
		}
		_, err = q.Exec(ctx, `DELETE FROM collection_accounts WHERE order_id = ?`, o.ID)
		return err
	}
	b := o.Balance()
	wo := 0
	if !o.WrittenOffAt.IsZero() {
		wo = 1
	}
	due := store.Millis(o.NextDue)
	var oldDue, oldTotal, oldLate, oldPenalty, oldPaid int64
	var oldWO int
	err := q.QueryRow(ctx, `SELECT due_at, owed_total, owed_late, owed_penalty, paid_total, written_off FROM collection_accounts WHERE order_id = ?`, o.ID).
		Scan(&oldDue, &oldTotal, &oldLate, &oldPenalty, &oldPaid, &oldWO)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		name, phone, err := s.users.NameAndPhone(ctx, q, o.UserID)
		if err != nil {
			return fmt.Errorf("collect: borrower %d: %w", o.UserID, err)
		}
		_, err = q.Exec(ctx, `INSERT INTO collection_accounts (order_id, order_no, user_id, product_id, name, phone, due_at,
			owed_principal, owed_interest, owed_fees, owed_late, owed_penalty, owed_total, paid_total, written_off, urgency, refreshed_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
			o.ID, o.No, o.UserID, o.ProductID, name, market.MaskPhone(phone), due,
			b.Principal, b.Interest, b.Fees, b.LateInterest, b.Penalty, b.Total(), o.TotalPaid(), wo, later+due, store.Millis(now))
		return err
	case err != nil:
		return err
	case oldDue == due && oldTotal == b.Total() && oldLate == b.LateInterest && oldPenalty == b.Penalty && oldPaid == o.TotalPaid() && oldWO == wo:
		return nil
	}
	// urgency keeps its first part (a broken promise waiting) and
	// follows the due date.
	_, err = q.Exec(ctx, `UPDATE collection_accounts SET due_at = ?, owed_principal = ?, owed_interest = ?, owed_fees = ?, owed_late = ?,
		owed_penalty = ?, owed_total = ?, paid_total = ?, written_off = ?, urgency = urgency - due_at + ?, refreshed_at = ? WHERE order_id = ?`,
		due, b.Principal, b.Interest, b.Fees, b.LateInterest, b.Penalty, b.Total(), o.TotalPaid(), wo, due, store.Millis(now), o.ID)
	return err
}

// Owed is an account's amount owed by component.
type Owed struct {
	Principal    int64 `json:"principal"`
	Interest     int64 `json:"interest"`
	Fees         int64 `json:"fees"`
	LateInterest int64 `json:"lateInterest"`
	Penalty      int64 `json:"penalty"`
	Total        int64 `json:"total"`
}

// Account is one row of the worklist.
type Account struct {
	OrderID     int64  `json:"orderId"`
	OrderNo     string `json:"orderNo"`
	UserID      int64  `json:"userId"`
	ProductID   int64  `json:"productId"`
	Name        string `json:"name"`
	Phone       string `json:"phone"` // masked
	DueDate     string `json:"dueDate"`
	DaysPastDue int    `json:"daysPastDue"`
	Bucket      string `json:"bucket"`
	Owed        Owed   `json:"owed"`
	WrittenOff  bool   `json:"writtenOff"`
	// CollectorID is the assigned collector (0: nobody); AssignedHow is
	// lead or auto.
	CollectorID   int64     `json:"collectorId"`
	CollectorName string    `json:"collectorName"`
	AssignedHow   string    `json:"assignedHow"`
	LastContactAt time.Time `json:"lastContactAt"`
	LastOutcome   string    `json:"lastOutcome"`
	// PromiseState is the latest promise's: none, open, kept, broken.
	PromiseState string `json:"promiseState"`
	// NextAction is the date to act on next ("" none).
	NextAction string `json:"nextAction"`
	// FollowUp: a promise broke and nobody has contacted the borrower
	// since; such accounts head the worklist.
	FollowUp    bool      `json:"followUp"`
	RefreshedAt time.Time `json:"refreshedAt"`
}

const accountColumns = `order_id, order_no, user_id, product_id, name, phone, due_at, owed_principal, owed_interest, owed_fees, owed_late,
	owed_penalty, owed_total, written_off, operator_id, operator_name, assigned_how, last_contact_at, last_outcome, promise_state,
	next_action, urgency, refreshed_at`

// scanAccount reads accountColumns and fills the days past due and bucket.
func scanAccount(scan func(dest ...any) error, st Settings, today time.Time) (Account, error) {
	var a Account
	var due, last, next, urgency, refreshed int64
	var wo int
	err := scan(&a.OrderID, &a.OrderNo, &a.UserID, &a.ProductID, &a.Name, &a.Phone, &due, &a.Owed.Principal, &a.Owed.Interest,
		&a.Owed.Fees, &a.Owed.LateInterest, &a.Owed.Penalty, &a.Owed.Total, &wo, &a.CollectorID, &a.CollectorName, &a.AssignedHow,
		&last, &a.LastOutcome, &a.PromiseState, &next, &urgency, &refreshed)
	if err != nil {
		return a, err
	}
	d := store.Time(due)
	a.DueDate, a.DaysPastDue = d.Format(time.DateOnly), daysPastDue(d, today)
	a.Bucket = st.bucketOf(a.DaysPastDue)
	a.WrittenOff, a.LastContactAt, a.FollowUp, a.RefreshedAt = wo == 1, store.Time(last), urgency < later, store.Time(refreshed)
	if next > 0 {
		a.NextAction = store.Time(next).Format(time.DateOnly)
	}
	return a, nil
}

// Filter chooses worklist rows; zero values choose all.
type Filter struct {
	Bucket string
	// MinDays and MaxDays bound the days past due (0: no bound), as the
	// dashboard's overdue bars do.
	MinDays, MaxDays int
	// Collector: the assigned collector's id; -1 unassigned, 0 any.
	Collector int64
	Promise   string // none, open, kept, broken
	ProductID int64
	OrderNo   string
}

// Sorts are the worklist's orders: urgency (the default: accounts whose
// promise broke first, then the longest past due), due (the first unpaid
// due date: ascending is the most days past due first), amount (owed).
var Sorts = page.Sorts{Keys: map[string]page.Key{
	"urgency": {SQL: "urgency"},
	"due":     {SQL: "due_at"},
	"amount":  {SQL: "owed_total"},
}, Default: "urgency", ID: "order_id"}

// Promise states.
const (
	PromiseNone   = "none"
	PromiseOpen   = "open"
	PromiseKept   = "kept"
	PromiseBroken = "broken"
)

// Worklist is one page of the accounts f chooses, in o's order.
func (s *Service) Worklist(ctx context.Context, f Filter, o page.Order) (page.Page[Account], error) {
	st, err := s.Settings(ctx, s.db)
	if err != nil {
		return page.Page[Account]{}, err
	}
	today := s.today()
	q := page.Query{Select: accountColumns, From: "collection_accounts"}
	if f.Bucket != "" {
		b, ok := st.bucket(f.Bucket)
		if !ok {
			return page.Page[Account]{}, fault.Field("bucket", "There is no bucket "+strconv.Quote(f.Bucket)+".")
		}
		// dpd in [From, To] ⇔ due date in [today-To, today-From]
		q.Where = append(q.Where, "due_at <= ?")
		q.Args = append(q.Args, store.Millis(today.AddDate(0, 0, -b.From)))
		if b.To > 0 {
			q.Where = append(q.Where, "due_at >= ?")
			q.Args = append(q.Args, store.Millis(today.AddDate(0, 0, -b.To)))
		}
	}
	if f.MinDays > 0 {
		q.Where, q.Args = append(q.Where, "due_at <= ?"), append(q.Args, store.Millis(today.AddDate(0, 0, -f.MinDays)))
	}
	if f.MaxDays > 0 {
		q.Where, q.Args = append(q.Where, "due_at >= ?"), append(q.Args, store.Millis(today.AddDate(0, 0, -f.MaxDays)))
	}
	switch {
	case f.Collector == -1:
		q.Where = append(q.Where, "operator_id = 0")
	case f.Collector > 0:
		q.Where, q.Args = append(q.Where, "operator_id = ?"), append(q.Args, f.Collector)
	}
	if f.Promise != "" {
		q.Where, q.Args = append(q.Where, "promise_state = ?"), append(q.Args, f.Promise)
	}
	if f.ProductID > 0 {
		q.Where, q.Args = append(q.Where, "product_id = ?"), append(q.Args, f.ProductID)
	}
	if f.OrderNo != "" {
		q.Where, q.Args = append(q.Where, "order_no = ?"), append(q.Args, strings.ToUpper(f.OrderNo))
	}
	return page.List(ctx, s.db, Sorts, o, q, func(scan func(dest ...any) error) (Account, error) { return scanAccount(scan, st, today) })
}

// AccountOf is the order's worklist row; fault 100404 when the order is
// not past due.
func (s *Service) AccountOf(ctx context.Context, q store.Querier, orderID int64) (Account, error) {
	st, err := s.Settings(ctx, q)
	if err != nil {
		return Account{}, err
	}
	a, err := scanAccount(q.QueryRow(ctx, `SELECT `+accountColumns+` FROM collection_accounts WHERE order_id = ?`, orderID).Scan, st, s.today())
	if errors.Is(err, sql.ErrNoRows) {
		return a, fault.New(fault.CodeNotFound, "This order is not in collections: it is not past due.")
	}
	return a, err
}

// AccountByNo is the worklist row of the order numbered no; 100404 when
// it is not past due (or no such order).
func (s *Service) AccountByNo(ctx context.Context, q store.Querier, no string) (Account, error) {
	var id int64
	err := q.QueryRow(ctx, `SELECT order_id FROM collection_accounts WHERE order_no = ?`, strings.ToUpper(strings.TrimSpace(no))).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return Account{}, fault.Newf(fault.CodeNotFound, "Order %s is not in collections: it is not past due.", no)
	} else if err != nil {
		return Account{}, err
	}
	return s.AccountOf(ctx, q, id)
}

// Assign gives the orders' accounts to collector m (ID 0: to nobody), as
// the lead by chose; it says how many changed. An order not in the
// worklist is refused (100404, naming it) and nothing changes.
func (s *Service) Assign(ctx context.Context, q store.Querier, orderIDs []int64, m Member) (int, error) {
	n := 0
	for _, id := range orderIDs {
		res, err := q.Exec(ctx, `UPDATE collection_accounts SET operator_id = ?, operator_name = ?, assigned_how = ?, assigned_at = ? WHERE order_id = ?`,
			m.ID, m.Name, assignedHow(m, "lead"), store.Millis(s.clock.Now()), id)
		if err != nil {
			return n, err
		}
		if k, _ := res.RowsAffected(); k == 0 {
			return n, fault.Newf(fault.CodeNotFound, "Order %d is not in collections: it is not past due.", id)
		}
		n++
	}
	return n, nil
}

func assignedHow(m Member, how string) string {
	if m.ID == 0 {
		return ""
	}
	return how
}

// Assignment is one account the automatic rule gave to a collector.
type Assignment struct {
	OrderID int64
	Bucket  string
	Member  Member
}

// AutoAssign runs the round-robin rule when the lead turned it on: in
// each bucket with a team, every account nobody holds, or that the rule
// gave to someone outside the bucket's team (it rolled into another
// bucket), goes to the team member holding the fewest of the bucket's
// accounts (ties: the team's order), so the bucket is shared in turn.
// Accounts the lead assigned stay where they are.
func (s *Service) AutoAssign(ctx context.Context) ([]Assignment, error) {
	var out []Assignment
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		st, err := s.Settings(ctx, tx)
		if err != nil || !st.AutoAssign {
			return err
		}
		today := s.today()
		for _, b := range st.Buckets {
			if len(b.Team) == 0 {
				continue
			}
			where, args := "due_at <= ?", []any{store.Millis(today.AddDate(0, 0, -b.From))}
			if b.To > 0 {
				where, args = where+" AND due_at >= ?", append(args, store.Millis(today.AddDate(0, 0, -b.To)))
			}
			held := map[int64]int{}
			var todo []int64
			rows, err := tx.Query(ctx, `SELECT order_id, operator_id, assigned_how FROM collection_accounts WHERE `+where+` ORDER BY order_id`, args...)
			if err != nil {
				return err
			}
			inTeam := map[int64]bool{}
			for _, m := range b.Team {
				inTeam[m.ID] = true
			}
			for rows.Next() {
				var id, op int64
				var how string
				if err := rows.Scan(&id, &op, &how); err != nil {
					rows.Close()
					return err
				}
				if op == 0 || (how == "auto" && !inTeam[op]) {
					todo = append(todo, id)
				} else {
					held[op]++
				}
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
			for _, id := range todo {
				m := b.Team[0]
				for _, c := range b.Team[1:] {
					if held[c.ID] < held[m.ID] {
						m = c
					}
				}
				// Guarded: a lead's assignment made meanwhile (or another
				// instance's run) is not overwritten.
				res, err := tx.Exec(ctx, `UPDATE collection_accounts SET operator_id = ?, operator_name = ?, assigned_how = 'auto', assigned_at = ?
					WHERE order_id = ? AND (operator_id = 0 OR assigned_how = 'auto') AND operator_id <> ?`, m.ID, m.Name, store.Millis(s.clock.Now()), id, m.ID)
				if err != nil {
					return err
				}
				if k, _ := res.RowsAffected(); k == 1 {
					held[m.ID]++
					out = append(out, Assignment{OrderID: id, Bucket: b.Name, Member: m})
				}
			}
		}
		return nil
	})
	return out, err
}

// AccountsCount is how many orders are in the worklist.
func (s *Service) AccountsCount(ctx context.Context) (int64, error) {
	var n int64
	err := s.db.QueryRow(ctx, `SELECT COUNT(*) FROM collection_accounts`).Scan(&n)
	return n, err
}

// AccountsBetween are the worklist rows of the orders with ids from to to.
func (s *Service) AccountsBetween(ctx context.Context, q store.Querier, from, to int64) ([]Account, error) {
	st, err := s.Settings(ctx, q)
	if err != nil {
		return nil, err
	}
	rows, err := q.Query(ctx, `SELECT `+accountColumns+` FROM collection_accounts WHERE order_id BETWEEN ? AND ? ORDER BY order_id`, from, to)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Account
	today := s.today()
	for rows.Next() {
		a, err := scanAccount(rows.Scan, st, today)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}
