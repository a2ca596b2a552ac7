package repay

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strconv"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/payout"
	"kwarta/internal/store"
)

// The kinds of a payments history row: a payment (a receipt), or what the
// lender did on the order (History).
const (
	RowPayment    = "payment"
	RowWaiver     = "waiver"
	RowWriteOff   = "write-off"
	RowCorrection = "correction"
	RowReschedule = "reschedule"
	RowRefund     = "refund"
)

// Receipt is one payment as the order details page's history and the
// receipt page show it: when, through which channel, the reference, the
// amount and how the engine applied it. In the payments history (History)
// a row of another kind is something the lender did on the order: no
// receipt (id 0, no channel or reference), its title, its date and time
// in receivedAt, and what it did in plain words in note.
type Receipt struct {
	ID      int64  `json:"id"`
	OrderID int64  `json:"orderId"`
	OrderNo string `json:"orderNo"`
	Kind    string `json:"kind" enum:"payment,waiver,write-off,correction,reschedule,refund"`
	Purpose string `json:"purpose" enum:"due,payoff,extension,"` // repay.Purpose; "" for the lender's rows
	// Note is a lender's row's words ("₱50.00 of late charges waived by
	// the lender (…): reason"), "" for a payment.
	Note       string         `json:"note"`
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

	at time.Time // when: the history's order
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
	r.OrderNo, r.Kind = o.No, RowPayment
	money := loan.MoneyFor(o.Market, false)
	r.AmountText = money.Format(r.Amount)
	r.at = store.Time(received)
	r.ReceivedAt = s.stamp(r.at)
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

// stamp is a moment as receipts say it: "Nov 24, 2026, 9:05 AM", market time.
func (s *Service) stamp(t time.Time) string {
	loc := s.loans.Calendar().Loc
	return loan.DisplayDay(loan.CalendarDate(t, loc)) + ", " + t.In(loc).Format("3:04 PM")
}

// Payments lists a borrower's payments on their order, newest first;
// another borrower's order answers 404.
func (s *Service) Payments(ctx context.Context, userID, orderID int64) ([]Receipt, error) {
	o, err := loan.OrderOf(ctx, s.db, userID, orderID)
	if err != nil {
		return nil, err
	}
	return s.receipts(ctx, o)
}

// Refunds reads an order's refunds of held money through payout
// (payout.Service).
type Refunds interface {
	RefundsOf(ctx context.Context, q store.Querier, orderID int64) ([]payout.Refund, error)
}

// History is the borrower's payments history of their order, newest
// first: the payments (Payments) and, in time order with them, what the
// lender did on it, in plain words: each waiver, a write-off, a payment
// reversed or credited here, a reschedule (the order's history lines) and
// each refund through payout that went out (refunds). Another borrower's
// order answers 404.
func (s *Service) History(ctx context.Context, userID, orderID int64, refunds Refunds) ([]Receipt, error) {
	o, err := loan.OrderOf(ctx, s.db, userID, orderID)
	if err != nil {
		return nil, err
	}
	out, err := s.receipts(ctx, o)
	if err != nil {
		return nil, err
	}
	changes, err := loan.History(ctx, s.db, o.ID)
	if err != nil {
		return nil, err
	}
	money := loan.MoneyFor(o.Market, false)
	lender := func(kind, title, note string, amount int64, at time.Time) {
		r := Receipt{OrderID: o.ID, OrderNo: o.No, Kind: kind, Title: title, Note: note, Amount: amount, ReceivedAt: s.stamp(at), at: at}
		if amount > 0 {
			r.AmountText = money.Format(amount)
		}
		out = append(out, r)
	}
	for _, c := range changes {
		switch c.Event {
		case loan.EventWaive:
			lender(RowWaiver, "Waived by the lender", c.Note, 0, c.At)
		case loan.EventWriteOff:
			note := "We stopped adding charges to this loan; you still owe " + money.Format(o.Owed()) + "."
			if o.Owed() == 0 {
				note = "We stopped adding charges to this loan; it has since been paid in full."
			}
			lender(RowWriteOff, "Written off", note, 0, c.At)
		case loan.EventCorrect:
			lender(RowCorrection, "Payment corrected", c.Note, 0, c.At)
		case loan.EventReschedule:
			lender(RowReschedule, "Rescheduled", c.Note, 0, c.At)
		}
	}
	rs, err := refunds.RefundsOf(ctx, s.db, o.ID)
	if err != nil {
		return nil, err
	}
	for _, r := range rs {
		if r.State == payout.StateSucceeded {
			lender(RowRefund, "Refunded", loanpage.RefundLine(r, money, s.loans.Calendar().Loc), r.Amount, r.SucceededAt)
		}
	}
	slices.SortStableFunc(out, func(a, b Receipt) int { return b.at.Compare(a.at) })
	return out, nil
}

// receipts are the borrower's payments on order o, newest first.
func (s *Service) receipts(ctx context.Context, o loan.Order) ([]Receipt, error) {
	rows, err := s.db.Query(ctx, `SELECT `+receiptColumns+` FROM payments
		WHERE order_id = ? AND user_id = ? ORDER BY id DESC`, o.ID, o.UserID)
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
