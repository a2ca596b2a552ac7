package report

import (
	"context"
	"database/sql"
	"strings"

	"kwarta/internal/store"
)

// OrderBorrower is an order with its borrower, for the console's picker
// of the order a payment is credited to.
type OrderBorrower struct {
	ID       int64
	No       string
	Status   int
	Currency string
	Name     string // the borrower's
	Phone    string // the borrower's, E.164, unmasked
}

// MaxOrdersToCredit is the most OrdersToCredit answers.
const MaxOrdersToCredit = 20

// OrdersToCredit finds the orders in statuses whose number starts with
// noPrefix, whose borrower's phone (E.164) is phone, or whose borrower's
// name holds namePart in any case (an empty one matches nothing); at most
// MaxOrdersToCredit, newest first.
func OrdersToCredit(ctx context.Context, q store.Querier, noPrefix, phone, namePart string, statuses []int) ([]OrderBorrower, error) {
	var (
		or   []string
		args []any
	)
	escape := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace
	if noPrefix != "" {
		or, args = append(or, `o.order_no LIKE ? ESCAPE '\'`), append(args, escape(noPrefix)+"%")
	}
	if phone != "" {
		or, args = append(or, "u.phone = ?"), append(args, phone)
	}
	if namePart != "" {
		or, args = append(or, `LOWER(u.name) LIKE ? ESCAPE '\'`), append(args, "%"+escape(strings.ToLower(namePart))+"%")
	}
	if len(or) == 0 || len(statuses) == 0 {
		return []OrderBorrower{}, nil
	}
	for _, st := range statuses {
		args = append(args, st)
	}
	args = append(args, MaxOrdersToCredit)
	return orderBorrowers(ctx, q, `(`+strings.Join(or, " OR ")+`) AND o.status IN (`+store.Marks(len(statuses), 1)+`)
		ORDER BY o.id DESC LIMIT ?`, args...)
}

// OrderBorrowerByID is order id with its borrower; sql.ErrNoRows when
// there is none.
func OrderBorrowerByID(ctx context.Context, q store.Querier, id int64) (OrderBorrower, error) {
	list, err := orderBorrowers(ctx, q, `o.id = ?`, id)
	if err == nil && len(list) == 0 {
		err = sql.ErrNoRows
	}
	if err != nil {
		return OrderBorrower{}, err
	}
	return list[0], nil
}

// orderBorrowers reads the orders tail chooses (a WHERE condition on o,
// orders, and u, users, with its ORDER BY), with their borrowers.
func orderBorrowers(ctx context.Context, q store.Querier, tail string, args ...any) ([]OrderBorrower, error) {
	rows, err := q.Query(ctx, `SELECT o.id, o.order_no, o.status, o.currency, u.name, u.phone
		FROM orders o JOIN users u ON u.id = o.user_id WHERE `+tail, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []OrderBorrower{}
	for rows.Next() {
		var r OrderBorrower
		if err := rows.Scan(&r.ID, &r.No, &r.Status, &r.Currency, &r.Name, &r.Phone); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
