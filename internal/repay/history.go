package repay

import (
	"context"
	"database/sql"
	"errors"
	"strconv"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/store"
)

// Receipt is one payment as the order details page's history and the
// receipt page show it: when, through which channel, the reference, the
// amount and how the engine applied it.
type Receipt struct {
	ID         int64          `json:"id"`
	OrderID    int64          `json:"orderId"`
	OrderNo    string         `json:"orderNo"`
	Purpose    string         `json:"purpose" enum:"due,payoff,extension"` // repay.Purpose
	Title      string         `json:"title"`
	Amount     int64          `json:"amount"`
	AmountText string         `json:"amountText"`
	Channel    string         `json:"channel"`
	RefNo      string         `json:"refNo"`
	ReceivedAt string         `json:"receivedAt"`
	Applied    []loanpage.Row `json:"applied"` // penalty, late interest, fees, interest, principal (the non-zero ones)
	// Reversed: an operator took this payment off the order (it was
	// credited to the wrong one); it no longer counts toward the loan.
	Reversed bool `json:"reversed"`
}

const receiptColumns = `id, order_id, purpose, amount, channel, ref_no, received_at,
	penalty, late_interest, fees, interest, principal, applied_as, reversed_at, moved_from`

// scanReceipt reads a payment; orderOf gives its order (the loan
// package's), for the order number and the market's money.
func (s *Service) scanReceipt(scan func(...any) error, orderOf func(id int64) (loan.Order, error)) (Receipt, error) {
	var (
		r                                        Receipt
		appliedAs                                string
		received, reversed, moved                int64
		penalty, late, fees, interest, principal int64
	)
	if err := scan(&r.ID, &r.OrderID, &r.Purpose, &r.Amount, &r.Channel, &r.RefNo, &received,
		&penalty, &late, &fees, &interest, &principal, &appliedAs, &reversed, &moved); err != nil {
		return Receipt{}, err
	}
	o, err := orderOf(r.OrderID)
	if err != nil {
		return Receipt{}, err
	}
	r.OrderNo = o.No
	money := loan.MoneyFor(o.Market, false)
	r.AmountText = money.Format(r.Amount)
	r.ReceivedAt = loan.DisplayDay(loan.CalendarDate(store.Time(received), s.loans.Calendar().Loc)) + ", " +
		store.Time(received).In(s.loans.Calendar().Loc).Format("3:04 PM")
	r.Title = map[string]string{string(PurposeDue): "Repayment", string(PurposePayoff): "Loan paid off",
		string(PurposeExtension): "Extension"}[r.Purpose]
	r.Reversed = reversed != 0
	switch {
	case reversed != 0:
		r.Title += " (reversed on " + loan.DisplayDay(loan.CalendarDate(store.Time(reversed), s.loans.Calendar().Loc)) + ": it no longer counts toward this loan)"
	case moved != 0:
		r.Title += " (moved here from another order)"
	case appliedAs == appliedRepayment:
		r.Title = "Repayment (not extended)"
	}
	for _, c := range s.gateway.Channels() {
		if c.Number == r.Channel {
			r.Channel = c.Name
		}
	}
	for _, part := range []struct {
		name string
		v    int64
	}{{"Penalty", penalty}, {"Late interest", late}, {"Fees", fees}, {"Interest", interest}, {"Principal", principal}} {
		if part.v != 0 && !r.Reversed { // a reversed payment is applied to nothing
			r.Applied = append(r.Applied, loanpage.Row{Text: part.name, Value: money.Format(part.v)})
		}
	}
	return r, nil
}

// Payments lists a borrower's payments on their order, newest first;
// another borrower's order answers 404.
func (s *Service) Payments(ctx context.Context, userID, orderID int64) ([]Receipt, error) {
	o, err := loan.OrderOf(ctx, s.db, userID, orderID)
	if err != nil {
		return nil, err
	}
	rows, err := s.db.Query(ctx, `SELECT `+receiptColumns+` FROM payments
		WHERE order_id = ? AND user_id = ? ORDER BY id DESC`, orderID, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Receipt{}
	for rows.Next() {
		r, err := s.scanReceipt(rows.Scan, func(int64) (loan.Order, error) { return o, nil })
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// ReceiptOf reads one of a borrower's payments; another borrower's answers
// the same 404 as a missing one.
func (s *Service) ReceiptOf(ctx context.Context, userID, paymentID int64) (Receipt, error) {
	r, err := s.scanReceipt(s.db.QueryRow(ctx, `SELECT `+receiptColumns+` FROM payments
		WHERE id = ? AND user_id = ?`, paymentID, userID).Scan, func(id int64) (loan.Order, error) { return loan.OrderByID(ctx, s.db, id) })
	if errors.Is(err, sql.ErrNoRows) {
		return Receipt{}, fault.New(fault.CodeNotFound, "Payment "+strconv.FormatInt(paymentID, 10)+" not found.")
	}
	return r, err
}
