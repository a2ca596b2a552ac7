package loanpage

import (
	"context"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// Withdraw is the borrower confirming the withdrawal of an approved loan
// (21 → 151): refused with fault.CodeNoPayoutAccount while the borrower
// has no account to receive it.
func (s *Service) Withdraw(ctx context.Context, userID, orderID int64) (loan.Order, error) {
	var o loan.Order
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		cur, err := loan.OrderOf(ctx, tx, userID, orderID)
		if err != nil {
			return err
		}
		if cur.Can(loan.EventWithdraw) {
			bound, err := s.payouts.HasAccountIn(ctx, tx, userID)
			if err != nil {
				return err
			}
			if !bound {
				return fault.New(fault.CodeNoPayoutAccount, "")
			}
		}
		o, err = s.loans.Withdraw(ctx, tx, userID, orderID)
		return err
	})
	return o, err
}
