package collect

import (
	"context"
	"fmt"

	"kwarta/internal/store"
)

// CopyAccounts copies the collections of the orders with ids from to to
// (their worklist rows, contacts and promises), times times from copy
// first on (a fill at scale, `kwarta demo --scale`): copy k is of order
// o + k*stride and borrower u + k*userStride, numbered as loan.CopyOrders
// numbers it.
func CopyAccounts(ctx context.Context, q store.Querier, from, to, stride, userStride int64, first, times int) (int64, error) {
	order := fmt.Sprintf("t.order_id + {k} * %d", stride)
	no := fmt.Sprintf("substr(t.order_no, 1, 8) || CAST(t.order_id + {k} * %d AS TEXT)", stride)
	user := fmt.Sprintf("t.user_id + {k} * %d", userStride)
	n, err := store.Copy(ctx, q, store.Copies{Table: "collection_accounts", Where: "t.order_id BETWEEN ? AND ?", Args: []any{from, to},
		First: first, Times: times, Set: map[string]string{"order_id": order, "order_no": no, "user_id": user}})
	if err != nil {
		return n, err
	}
	if _, err := store.Copy(ctx, q, store.Copies{Table: "collection_contacts", Where: "t.order_id BETWEEN ? AND ?", Args: []any{from, to},
		First: first, Times: times, Set: map[string]string{"id": "", "order_id": order, "order_no": no, "user_id": user}}); err != nil {
		return n, err
	}
	_, err = store.Copy(ctx, q, store.Copies{Table: "collection_promises", Where: "t.order_id BETWEEN ? AND ?", Args: []any{from, to},
		First: first, Times: times, Set: map[string]string{"id": "", "order_id": order, "contact_id": "0"}})
	return n, err
}
