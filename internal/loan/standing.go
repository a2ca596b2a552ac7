package loan

import (
	"context"

	"kwarta/internal/store"
)

// Standing is what a borrower's orders and rating say about them, read in
// one query: the pages ask it on every view.
type Standing struct {
	// Busy is the set of products with a loan of theirs in progress
	// (neither settled nor rejected): one loan per product at a time.
	Busy map[int64]bool
	// InProgress is that loan's order id, by product.
	InProgress map[int64]int64
	// Settled: a loan repaid in full, so a returning client (the lower penalty).
	Settled bool
	// HasOrders: any order at all; a first loan opens the agreement by itself.
	HasOrders bool
	// Rated: the borrower has rated the app.
	Rated bool
	// Open counts the loans in progress across products (Busy), Overdue
	// those past due (180); OnTime and Late count the loans settled
	// without, and with, a day late (a penalty or late interest charged):
	// the credit policy's ladder.
	Open, Overdue, OnTime, Late int
}

// ratedMarker is the row the Standing query adds when a rating exists.
const ratedMarker = -1

// StandingOf reads a borrower's Standing on q.
func StandingOf(ctx context.Context, q store.Querier, userID int64) (Standing, error) {
	rows, err := q.Query(ctx, `SELECT id, product_id, status, penalty + late_interest FROM orders WHERE user_id = ?
		UNION ALL SELECT 0, ?, ?, 0 WHERE EXISTS (SELECT 1 FROM ratings WHERE user_id = ?)`,
		userID, ratedMarker, ratedMarker, userID)
	if err != nil {
		return Standing{}, err
	}
	defer rows.Close()
	st := Standing{Busy: map[int64]bool{}, InProgress: map[int64]int64{}}
	for rows.Next() {
		var (
			orderID, productID, late int64
			status                   int
		)
		if err := rows.Scan(&orderID, &productID, &status, &late); err != nil {
			return Standing{}, err
		}
		switch Status(status) {
		case ratedMarker:
			st.Rated = true
			continue
		case StatusSettled:
			st.Settled = true
			if late > 0 {
				st.Late++
			} else {
				st.OnTime++
			}
		case StatusRejected:
		default:
			st.Busy[productID] = true
			st.InProgress[productID] = orderID
			st.Open++
			if Status(status) == StatusOverdue {
				st.Overdue++
			}
		}
		st.HasOrders = true
	}
	return st, rows.Err()
}
