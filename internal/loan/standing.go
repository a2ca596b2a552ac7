package loan

import (
	"context"

	"kwarta/internal/store"
)

// standing is what a borrower's orders and rating say about them, read in
// one query: the pages ask it on every view.
type standing struct {
	// busy is the set of products with a loan of theirs in progress
	// (neither settled nor rejected): one loan per product at a time.
	busy map[int64]bool
	// inProgress is that loan's order id, by product.
	inProgress map[int64]int64
	// settled: a loan repaid in full, so a returning client (the lower penalty).
	settled bool
	// hasOrders: any order at all; a first loan opens the agreement by itself.
	hasOrders bool
	// rated: the borrower has rated the app.
	rated bool
}

// ratedMarker is the row the standing query adds when a rating exists.
const ratedMarker = -1

func standingOf(ctx context.Context, q store.Querier, userID int64) (standing, error) {
	rows, err := q.Query(ctx, `SELECT id, product_id, status FROM orders WHERE user_id = ?
		UNION ALL SELECT 0, ?, ? WHERE EXISTS (SELECT 1 FROM ratings WHERE user_id = ?)`,
		userID, ratedMarker, ratedMarker, userID)
	if err != nil {
		return standing{}, err
	}
	defer rows.Close()
	st := standing{busy: map[int64]bool{}, inProgress: map[int64]int64{}}
	for rows.Next() {
		var (
			orderID, productID int64
			status             int
		)
		if err := rows.Scan(&orderID, &productID, &status); err != nil {
			return standing{}, err
		}
		switch Status(status) {
		case ratedMarker:
			st.rated = true
			continue
		case StatusSettled:
			st.settled = true
		case StatusRejected:
		default:
			st.busy[productID] = true
			st.inProgress[productID] = orderID
		}
		st.hasOrders = true
	}
	return st, rows.Err()
}
