package repay

import (
	"context"

	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// The repayment engine's postings to the books (internal/ledger), each in
// the transaction that records the money: a payment credited (by
// component, from the channel's cash in transit, or from the money held
// when an operator credits a payment kept for review), money kept for
// review (held, owed to the payer) and held money refunded. Money credited
// to a loan written off is a recovery.

// when is the ledger's stamp for an event on orderID now.
func (s *Service) when(orderID int64) ledger.When {
	return ledger.When{OrderID: orderID, Date: s.loans.Calendar().Today(), At: s.clock.Now()}
}

// bookPayment posts the money of code c the loan engine applied as cr.
func (s *Service) bookPayment(ctx context.Context, q store.Querier, c PayCode, refNo string, cr credited, from ledger.Source) error {
	return bookPaymentAt(ctx, q, s.when(c.OrderID), c, refNo, cr, from)
}

// bookPaymentAt is bookPayment stamped w (the back-fill's payments are
// stamped when they were received).
func bookPaymentAt(ctx context.Context, q store.Querier, w ledger.When, c PayCode, refNo string, cr credited, from ledger.Source) error {
	a := cr.alloc
	memo := "pay code " + c.TxnID + " ref " + refOr(refNo, c.RefNo)
	if c.Purpose == PurposeExtension && cr.appliedAs == "" {
		return ledger.ExtensionPaid(ctx, q, w, from, a.Penalty, a.LateInterest, a.Fees, a.Interest, memo)
	}
	if off, err := loan.WrittenOff(ctx, q, c.OrderID); err != nil {
		return err
	} else if off { // its receivables left the books: the money is a recovery
		return ledger.Recovered(ctx, q, w, from, a.Total(), memo+"; recovery of a loan written off")
	}
	return ledger.Repaid(ctx, q, w, from, loan.Booked(a), memo)
}

// bookHeld posts amount received on code c and kept for review.
func (s *Service) bookHeld(ctx context.Context, q store.Querier, c PayCode, amount int64, why string) error {
	return ledger.Held(ctx, q, s.when(c.OrderID), c.Channel, amount, "pay code "+c.TxnID+" kept for review: "+why)
}

// InTransit is, per channel, the money received and not yet settled to
// the bank: every payment credited and not settled (settlement.go), every
// payment kept for review and not refunded, and every held payment
// refunded through the payout channel (stateRefundPayout: the refund went
// out of payout clearing, ledger.RefundedToPayout, while the channel still
// holds the money it collected until it settles). A refund recorded only
// (stateRefunded, ledger.Refunded) took it out of the channel's cash in
// transit. Money a reversal moved (reverse.go) is counted once, on the
// payment first credited, whether it was reversed or not: its later codes
// and payments are not counted. The ledger's cash in transit must equal
// it (ledger.Check).
func InTransit(ctx context.Context, q store.Querier) (map[string]int64, error) {
	out := map[string]int64{}
	// The channel the money came through is its pay code's, as the ledger
	// posts it: a card debit's payment is relabelled for the borrower
	// ("GCash •••• 4567", CreditDebit) but its money is GCash's.
	rows, err := q.Query(ctx, `SELECT c.channel, SUM(p.amount) FROM payments p JOIN pay_codes c ON c.id = p.pay_code_id
		WHERE p.moved_from = 0 AND NOT EXISTS (SELECT 1 FROM settlement_lines l WHERE l.payment_id = p.id AND l.outcome = ?) GROUP BY c.channel`, OutcomeMatched)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var (
			channel string
			amount  int64
		)
		if err := rows.Scan(&channel, &amount); err != nil {
			rows.Close()
			return nil, err
		}
		out[ledger.Channel(channel)] += amount
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	held, err := heldCodes(ctx, q)
	if err != nil {
		return nil, err
	}
	for _, c := range held {
		_, amount, err := reviewed(ctx, q, c)
		if err != nil {
			return nil, err
		}
		out[ledger.Channel(c.Channel)] += amount
	}
	for k, v := range out {
		if v == 0 {
			delete(out, k)
		}
	}
	return out, nil
}

// heldCodes are the pay codes whose money is kept for review, or refunded
// through the payout channel: money their channel collected and still holds.
func heldCodes(ctx context.Context, q store.Querier) ([]PayCode, error) {
	rows, err := q.Query(ctx, `SELECT `+codeColumns+` FROM pay_codes WHERE state IN (?, ?) AND moved_from = 0`, stateReview, stateRefundPayout)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var held []PayCode
	for rows.Next() {
		c, err := scanCode(rows.Scan)
		if err != nil {
			return nil, err
		}
		held = append(held, c)
	}
	return held, rows.Err()
}
