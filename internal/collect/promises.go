package collect

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// PromiseToPay is a borrower's promise to pay Amount by the end of DueOn
// (a local calendar date). It is kept once the order has been paid Amount
// more than when it was made, at or before the end of DueOn; broken when
// DueOn ends first.
type PromiseToPay struct {
	ID           int64     `json:"id"`
	OrderID      int64     `json:"orderId"`
	Amount       int64     `json:"amount"`
	DueOn        string    `json:"dueOn"`
	Paid         int64     `json:"paid"` // paid toward it so far (to Amount at most once kept)
	State        string    `json:"state"`
	OperatorName string    `json:"operatorName"`
	CreatedAt    time.Time `json:"createdAt"`
	ResolvedAt   time.Time `json:"resolvedAt"`
}

// MaxPromiseDays is how far ahead a promise may fall.
const MaxPromiseDays = 30

// Promise records op's note of the borrower's promise to pay amount by
// dueOn on an open account, in q. One promise is open at a time.
func (s *Service) Promise(ctx context.Context, q store.Querier, op Member, orderID, amount int64, dueOn time.Time) (PromiseToPay, error) {
	today := s.today()
	if dueOn.Before(today) || dueOn.After(today.AddDate(0, 0, MaxPromiseDays)) {
		return PromiseToPay{}, fault.Field("dueOn", fmt.Sprintf("A promise falls from today to %d days ahead.", MaxPromiseDays))
	}
	a, err := s.AccountOf(ctx, q, orderID)
	if err != nil {
		return PromiseToPay{}, err
	}
	if amount <= 0 || amount > a.Owed.Total {
		return PromiseToPay{}, fault.Field("amount", fmt.Sprintf("A promise is for more than 0 and at most what is owed, %s.", s.money(a.Owed.Total)))
	}
	var open int64
	err = q.QueryRow(ctx, `SELECT id FROM collection_promises WHERE order_id = ? AND state = ?`, orderID, PromiseOpen).Scan(&open)
	if err == nil {
		return PromiseToPay{}, fault.New(fault.CodeConflict, "This order has an open promise; it is kept or broken before another is recorded.")
	} else if !errors.Is(err, sql.ErrNoRows) {
		return PromiseToPay{}, err
	}
	var paid int64
	if err := q.QueryRow(ctx, `SELECT paid_total FROM collection_accounts WHERE order_id = ?`, orderID).Scan(&paid); err != nil {
		return PromiseToPay{}, err
	}
	now := s.clock.Now()
	p := PromiseToPay{OrderID: orderID, Amount: amount, DueOn: dueOn.Format(time.DateOnly), State: PromiseOpen, OperatorName: op.Name, CreatedAt: now}
	if p.ID, err = store.InsertID(ctx, q, `INSERT INTO collection_promises (order_id, amount, due_on, paid_before, state, operator_id, operator_name, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, orderID, amount, store.Millis(dueOn), paid, PromiseOpen, op.ID, op.Name, store.Millis(now)); err != nil {
		return p, err
	}
	_, err = q.Exec(ctx, `UPDATE collection_accounts SET promise_state = ?, next_action = ? WHERE order_id = ?`,
		PromiseOpen, store.Millis(dueOn.AddDate(0, 0, 1)), orderID)
	return p, err
}

// keepPromises marks the order's open promise kept when o (just paid at
// at) has been paid its amount since it was made, by the end of its day.
func (s *Service) keepPromises(ctx context.Context, q store.Querier, o loan.Order, at time.Time) error {
	var id, amount, dueOn, before int64
	err := q.QueryRow(ctx, `SELECT id, amount, due_on, paid_before FROM collection_promises WHERE order_id = ? AND state = ?`, o.ID, PromiseOpen).
		Scan(&id, &amount, &dueOn, &before)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	} else if err != nil {
		return err
	}
	if o.TotalPaid()-before < amount || at.After(s.dayEnd(store.Time(dueOn))) {
		return nil
	}
	if _, err := q.Exec(ctx, `UPDATE collection_promises SET state = ?, resolved_at = ? WHERE id = ? AND state = ?`,
		PromiseKept, store.Millis(at), id, PromiseOpen); err != nil {
		return err
	}
	_, err = q.Exec(ctx, `UPDATE collection_accounts SET promise_state = ? WHERE order_id = ?`, PromiseKept, o.ID)
	return err
}

// BreakPromises marks broken every open promise whose day ended before
// now and puts each account at the head of the worklist, its next action
// today: the morning after, the collector calls again first. It says how
// many broke.
func (s *Service) BreakPromises(ctx context.Context) (int, error) {
	now := s.clock.Now()
	today := s.today()
	// A promise's day ends at 24:00 local: due_on (00:00 UTC of the date)
	// before today.
	ids, err := store.IDs(ctx, s.db, `SELECT id FROM collection_promises WHERE state = ? AND due_on < ? ORDER BY id`, PromiseOpen, store.Millis(today))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, id := range ids {
		err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			var orderID int64
			if err := tx.QueryRow(ctx, `SELECT order_id FROM collection_promises WHERE id = ?`, id).Scan(&orderID); err != nil {
				return err
			}
			res, err := tx.Exec(ctx, `UPDATE collection_promises SET state = ?, resolved_at = ? WHERE id = ? AND state = ?`,
				PromiseBroken, store.Millis(now), id, PromiseOpen)
			if err != nil {
				return err
			}
			if k, _ := res.RowsAffected(); k == 0 {
				return nil // another instance broke it
			}
			n++
			_, err = tx.Exec(ctx, `UPDATE collection_accounts SET promise_state = ?, urgency = due_at, next_action = ? WHERE order_id = ?`,
				PromiseBroken, store.Millis(today), orderID)
			return err
		})
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// Promises are the order's promises, newest first, each with what was
// paid toward it.
func (s *Service) Promises(ctx context.Context, orderID int64) ([]PromiseToPay, error) {
	var paidNow int64
	err := s.db.QueryRow(ctx, `SELECT paid_total FROM collection_accounts WHERE order_id = ?`, orderID).Scan(&paidNow)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	rows, err := s.db.Query(ctx, `SELECT id, amount, due_on, paid_before, state, operator_name, created_at, resolved_at
		FROM collection_promises WHERE order_id = ? ORDER BY id DESC`, orderID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []PromiseToPay{}
	for rows.Next() {
		p := PromiseToPay{OrderID: orderID}
		var due, before, created, resolved int64
		if err := rows.Scan(&p.ID, &p.Amount, &due, &before, &p.State, &p.OperatorName, &created, &resolved); err != nil {
			return nil, err
		}
		p.DueOn, p.CreatedAt, p.ResolvedAt = store.Time(due).Format(time.DateOnly), store.Time(created), store.Time(resolved)
		switch p.State {
		case PromiseKept:
			p.Paid = p.Amount
		case PromiseOpen:
			p.Paid = max(0, min(p.Amount, paidNow-before))
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
