package repay

import (
	"context"
	"fmt"
	"time"

	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// backfillRun names the back-fill in ledger_runs.
const backfillRun = "backfill-00024"

// BackfillLedger builds, once, the journal of the orders that were
// disbursed before the books existed (migration 00024), in one
// transaction, so their receivables end equal to what the engine says
// they owe. It is Go, not SQL, because the figures come from the loan
// engine (the plan's interest earned, what is owed now). For each order
// with no posting yet: its disbursement (on its disbursement date), the
// late charges it had been charged, each payment recorded (by component,
// from its channel, on the day it was received), what the engine charges
// bringing it up to date today, and, as "paid before the ledger" from the
// bank, whatever the engine says was paid beyond the payments recorded
// (the demo world's payments have no pay code). Money kept for review is
// held. The run is recorded in ledger_runs and never repeated; it
// reports how many orders it booked.
func BackfillLedger(ctx context.Context, db *store.DB, loans *loan.Service, now time.Time) (int, error) {
	var n int
	err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if ran, err := ledger.Ran(ctx, tx, backfillRun); err != nil || ran {
			return err
		}
		books := loan.BooksOf(loans)
		ids, err := books.Orders(ctx, tx)
		if err != nil {
			return err
		}
		booked, err := ledger.Booked(ctx, tx)
		if err != nil {
			return err
		}
		done := map[int64]bool{}
		for _, id := range booked {
			done[id] = true
		}
		today := loans.Calendar().Today()
		for _, id := range ids {
			if done[id] {
				continue
			}
			if err := backfillOrder(ctx, tx, books, id, today, now); err != nil {
				return fmt.Errorf("back-fill order %d: %w", id, err)
			}
			n++
		}
		if err := backfillHeld(ctx, tx, today, now); err != nil {
			return err
		}
		return ledger.MarkRun(ctx, tx, backfillRun, now, fmt.Sprintf("%d orders", n))
	})
	return n, err
}

func backfillOrder(ctx context.Context, tx *store.Tx, books loan.Books, id int64, today, now time.Time) error {
	o, err := loan.OrderByID(ctx, tx, id)
	if err != nil {
		return err
	}
	at := ledger.When{OrderID: id, Date: o.Plan.DisbursedOn, At: o.DisbursedAt}
	if err := ledger.Disbursed(ctx, tx, at, o.Terms.Principal, o.Plan.TotalInterest, o.Plan.TotalFees, "back-fill: order "+o.No); err != nil {
		return err
	}
	stamp := ledger.When{OrderID: id, Date: today, At: now}
	if err := ledger.Charged(ctx, tx, stamp, o.Penalty, o.LateInterest, "back-fill: late charges before the ledger"); err != nil {
		return err
	}
	rows, err := tx.Query(ctx, `SELECT purpose, channel, ref_no, penalty, late_interest, fees, interest, principal, received_at, applied_as
		FROM payments WHERE order_id = ? ORDER BY id`, id)
	if err != nil {
		return err
	}
	type paid struct {
		when ledger.When
		c    PayCode
		cr   credited
	}
	var list []paid
	var extFees, extInterest int64
	for rows.Next() {
		var (
			p  paid
			ms int64
			a  = &p.cr.alloc
		)
		if err := rows.Scan(&p.c.Purpose, &p.c.Channel, &p.c.RefNo, &a.Penalty, &a.LateInterest, &a.Fees, &a.Interest, &a.Principal, &ms, &p.cr.appliedAs); err != nil {
			rows.Close()
			return err
		}
		p.c.OrderID, p.c.TxnID = id, "(back-fill)"
		p.when = ledger.When{OrderID: id, Date: loan.CalendarDate(store.Time(ms), nil), At: store.Time(ms)}
		if p.c.Purpose == PurposeExtension && p.cr.appliedAs == "" {
			extFees, extInterest = extFees+a.Fees, extInterest+a.Interest
		}
		list = append(list, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, p := range list {
		if err := bookPaymentAt(ctx, tx, p.when, p.c, p.c.RefNo, p.cr, ledger.FromChannel(p.c.Channel)); err != nil {
			return err
		}
	}
	// Extensions bought without a payment recorded.
	if err := ledger.ExtensionPaid(ctx, tx, stamp, ledger.FromBank, 0, 0, o.PaidExtensionFees-extFees, o.PaidExtensionInterest-extInterest,
		"back-fill: extensions paid before the ledger, without a payment recorded"); err != nil {
		return err
	}
	owed, err := books.Owed(ctx, tx, id) // up to date: posts today's charges and the interest earned
	if err != nil {
		return err
	}
	rec, err := ledger.Receivables(ctx, tx, id)
	if err != nil {
		return err
	}
	return ledger.Repaid(ctx, tx, stamp, ledger.FromBank, ledger.Components{
		Principal: rec.Principal - owed.Principal, Interest: rec.Interest - owed.Interest, Fees: rec.Fees - owed.Fees,
		LateInterest: rec.LateInterest - owed.LateInterest, Penalty: rec.Penalty - owed.Penalty,
	}, "back-fill: paid before the ledger, without a payment recorded")
}

// backfillHeld puts the money kept for review on the books.
func backfillHeld(ctx context.Context, tx *store.Tx, today, now time.Time) error {
	held, err := heldCodes(ctx, tx)
	if err != nil {
		return err
	}
	for _, c := range held {
		_, amount, err := reviewed(ctx, tx, c)
		if err != nil {
			return err
		}
		if err := ledger.Held(ctx, tx, ledger.When{OrderID: c.OrderID, Date: today, At: now}, c.Channel, amount, "back-fill: pay code "+c.TxnID+" kept for review"); err != nil {
			return err
		}
	}
	return nil
}
