package loan

import (
	"context"
	"fmt"

	"kwarta/internal/store"
)

// What other packages read from (and, for the demo world, do to) the
// tables loan owns — orders, order_events, products, ratings — so that
// only this package names them in SQL (docs/ENGINEERING.md, "Tables and
// owners"). Each takes the caller's querier: inside a transaction, the
// transaction. Errors from the database come back as they are
// (sql.ErrNoRows for a row that is not there) unless said otherwise.

// OrderNo is the order number of order id.
func OrderNo(ctx context.Context, q store.Querier, id int64) (string, error) {
	var no string
	err := q.QueryRow(ctx, `SELECT order_no FROM orders WHERE id = ?`, id).Scan(&no)
	return no, err
}

// OrderNumbers are the order numbers of the orders ids names, by id; an id
// with no order is left out.
func OrderNumbers(ctx context.Context, q store.Querier, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	const batch = 500
	for len(ids) > 0 {
		part := ids[:min(batch, len(ids))]
		ids = ids[len(part):]
		args := make([]any, len(part))
		for i, id := range part {
			args[i] = id
		}
		rows, err := q.Query(ctx, `SELECT id, order_no FROM orders WHERE id IN (`+store.Marks(len(part), 1)+`)`, args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var (
				id int64
				no string
			)
			if err := rows.Scan(&id, &no); err != nil {
				rows.Close()
				return nil, err
			}
			out[id] = no
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// OrderIDByRef is the id of the order whose number, or id written in
// decimal, is ref.
func OrderIDByRef(ctx context.Context, q store.Querier, ref string) (int64, error) {
	var id int64
	err := q.QueryRow(ctx, `SELECT id FROM orders WHERE order_no = ? OR CAST(id AS TEXT) = ?`, ref, ref).Scan(&id)
	return id, err
}

// StatusByNo is the status of the order numbered no.
func StatusByNo(ctx context.Context, q store.Querier, no string) (Status, error) {
	var st Status
	err := q.QueryRow(ctx, `SELECT status FROM orders WHERE order_no = ?`, no).Scan(&st)
	return st, err
}

// OwnOrderByNo is the id and status of a borrower's own order numbered
// no; another borrower's answers sql.ErrNoRows as a missing one.
func OwnOrderByNo(ctx context.Context, q store.Querier, userID int64, no string) (int64, Status, error) {
	var (
		id int64
		st Status
	)
	err := q.QueryRow(ctx, `SELECT id, status FROM orders WHERE order_no = ? AND user_id = ?`, no, userID).Scan(&id, &st)
	return id, st, err
}

// CountOrders is how many orders a borrower has placed, whatever became of them.
func CountOrders(ctx context.Context, q store.Querier, userID int64) (int, error) {
	var n int
	err := q.QueryRow(ctx, `SELECT COUNT(*) FROM orders WHERE user_id = ?`, userID).Scan(&n)
	return n, err
}

// OrderAccount is the order numbered no's borrower and currency: what a
// payment credited to it by an operator needs.
func OrderAccount(ctx context.Context, q store.Querier, no string) (id, userID int64, currency string, err error) {
	err = q.QueryRow(ctx, `SELECT id, user_id, currency FROM orders WHERE order_no = ?`, no).Scan(&id, &userID, &currency)
	return id, userID, currency, err
}

// ProductExists says whether a product with this id exists, enabled or not.
func (s *Service) ProductExists(ctx context.Context, id int64) (bool, error) {
	var n int
	err := s.db.QueryRow(ctx, `SELECT COUNT(*) FROM products WHERE id = ?`, id).Scan(&n)
	return n > 0, err
}

// SetNextOrderID makes the next order placed get id next; the demo world
// uses it so its orders have the ids the test preview page expects.
func SetNextOrderID(ctx context.Context, q store.Querier, next int64) error {
	return store.SetNextID(ctx, q, "orders", next)
}

// CopyOrders copies the orders with ids from to to and their history,
// times times from copy first on (a fill at scale, `kwarta demo
// --scale`): copy k of order o is o + k*stride, of borrower u + k*userStride,
// numbered as placed on the same day (KW + YYMMDD + its id); every
// figure, date and event is the original's.
func CopyOrders(ctx context.Context, q store.Querier, from, to, stride, userStride int64, first, times int) (int64, error) {
	n, err := store.Copy(ctx, q, store.Copies{Table: "orders", Where: "t.id BETWEEN ? AND ?", Args: []any{from, to}, First: first, Times: times,
		Set: map[string]string{
			"id":       fmt.Sprintf("t.id + {k} * %d", stride),
			"order_no": fmt.Sprintf("substr(t.order_no, 1, 8) || CAST(t.id + {k} * %d AS TEXT)", stride),
			"user_id":  fmt.Sprintf("t.user_id + {k} * %d", userStride),
		}})
	if err != nil {
		return n, err
	}
	_, err = store.Copy(ctx, q, store.Copies{Table: "order_events", Where: "t.order_id BETWEEN ? AND ?", Args: []any{from, to}, First: first, Times: times,
		Set: map[string]string{"id": "", "order_id": fmt.Sprintf("t.order_id + {k} * %d", stride)}})
	if err != nil {
		return n, err
	}
	_, err = store.Copy(ctx, q, store.Copies{Table: "order_instalments", Where: "t.order_id BETWEEN ? AND ?", Args: []any{from, to}, First: first, Times: times,
		Set: map[string]string{"order_id": fmt.Sprintf("t.order_id + {k} * %d", stride)}})
	return n, err
}
