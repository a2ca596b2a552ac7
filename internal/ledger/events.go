package ledger

import (
	"context"
	"time"

	"kwarta/internal/store"
)

// Components are an order's amounts by kind, as the loan engine splits
// what is owed and how a payment is applied.
type Components struct {
	Principal    int64
	Interest     int64
	Fees         int64
	LateInterest int64
	Penalty      int64
}

// Total is the sum of the components.
func (c Components) Total() int64 {
	return c.Principal + c.Interest + c.Fees + c.LateInterest + c.Penalty
}

// receivables are the lines crediting (sign -1) or debiting (+1) each
// component's receivable.
func (c Components) receivables(sign int64) []Line {
	return []Line{
		{PenaltyReceivable, sign * c.Penalty},
		{LateInterestReceivable, sign * c.LateInterest},
		{FeesReceivable, sign * c.Fees},
		{InterestReceivable, sign * c.Interest},
		{PrincipalReceivable, sign * c.Principal},
	}
}

// When is an event's order, market date and moment.
type When struct {
	OrderID int64
	Date    time.Time // the market's calendar date
	At      time.Time
}

func (w When) entry(kind, memo string, lines ...Line) Entry {
	return Entry{Kind: kind, OrderID: w.OrderID, Date: w.Date, At: w.At, Memo: memo, Lines: lines}
}

// Disbursed posts a loan paid out (at the payout's success): the principal
// lent against payout clearing, the plan's interest as receivable and
// unearned (earned day by day, InterestEarned), the service fee as
// receivable and earned.
func Disbursed(ctx context.Context, q store.Querier, w When, principal, interest, fees int64, memo string) error {
	_, err := Post(ctx, q, w.entry(KindDisbursement, memo,
		Dr(PrincipalReceivable, principal), Cr(PayoutClearing, principal),
		Dr(InterestReceivable, interest), Cr(UnearnedInterest, interest),
		Dr(FeesReceivable, fees), Cr(FeeIncome, fees)))
	return err
}

// Charged posts late charges as the engine charges them (accrual basis):
// the one-time penalty and the late interest of the days just counted.
func Charged(ctx context.Context, q store.Querier, w When, penalty, lateInterest int64, memo string) error {
	_, err := Post(ctx, q, w.entry(KindCharges, memo,
		Dr(PenaltyReceivable, penalty), Cr(PenaltyIncome, penalty),
		Dr(LateInterestReceivable, lateInterest), Cr(LateInterestIncome, lateInterest)))
	return err
}

// Source is where a repayment's money comes from: a channel's cash in
// transit, money held for review (Overpayments) or the bank.
type Source string

// FromChannel is money received through a payment channel.
func FromChannel(channel string) Source { return Source(CashInTransitOf(channel)) }

// The other sources of a repayment.
const (
	FromHeld Source = Overpayments // money kept for review, now credited
	FromBank Source = CashAtBank   // money received straight to the bank (the demo world's)
)

// Repaid posts a repayment applied by component: the money from its
// source against each receivable.
func Repaid(ctx context.Context, q store.Querier, w When, from Source, paid Components, memo string) error {
	lines := append([]Line{Dr(string(from), paid.Total())}, paid.receivables(-1)...)
	_, err := Post(ctx, q, w.entry(KindRepayment, memo, lines...))
	return err
}

// ExtensionPaid posts an extension bought: the late charges it settles
// against their receivables, its fee and its extra days' interest, charged
// and paid at once, as income.
func ExtensionPaid(ctx context.Context, q store.Querier, w When, from Source, penalty, lateInterest, fee, interest int64, memo string) error {
	_, err := Post(ctx, q, w.entry(KindExtension, memo,
		Dr(string(from), penalty+lateInterest+fee+interest),
		Cr(PenaltyReceivable, penalty), Cr(LateInterestReceivable, lateInterest),
		Cr(FeeIncome, fee), Cr(InterestIncome, interest)))
	return err
}

// InterestEarned brings an order's plan interest recognised up to earned
// (what the engine says is earned by w.Date, or all of it once settled):
// the part not yet recognised moves from unearned interest to income.
// Recognition never goes back: an earned figure below what is recognised
// (an extension that lengthened a period) posts nothing.
func InterestEarned(ctx context.Context, q store.Querier, w When, earned int64) error {
	recognised, err := Recognised(ctx, q, w.OrderID)
	if err != nil {
		return err
	}
	if earned <= recognised {
		return nil
	}
	_, err = Post(ctx, q, w.entry(KindInterest, "interest earned to "+day(w.Date),
		Dr(UnearnedInterest, earned-recognised), Cr(InterestIncome, earned-recognised)))
	if d, ok := q.(*Deferred); ok && err == nil && d.recognised != nil {
		d.recognised[w.OrderID] = earned
	}
	return err
}

// Recognised is the plan interest of order orderID recognised as income
// so far: what its interest entries moved out of unearned interest (a
// reschedule's dropped interest also leaves 2200, but is not income).
func Recognised(ctx context.Context, q store.Querier, orderID int64) (int64, error) {
	if d, ok := q.(*Deferred); ok {
		if r, ok := d.recognised[orderID]; ok {
			return r, nil
		}
	}
	var recognised int64
	err := q.QueryRow(ctx, `SELECT COALESCE(SUM(p.amount), 0) FROM ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref
		WHERE p.order_id = ? AND p.account = ? AND p.amount > 0 AND e.kind = ?`, orderID, UnearnedInterest, KindInterest).Scan(&recognised)
	return recognised, err
}

// Rescheduled posts an order's plan made anew (a reschedule): the plan
// interest not yet earned that the new plan drops leaves the receivable
// and the unearned interest, and the new plan's interest for its new days
// comes in as both. Principal, fees and late charges do not move.
func Rescheduled(ctx context.Context, q store.Querier, w When, dropped, added int64, memo string) error {
	_, err := Post(ctx, q, w.entry(KindReschedule, memo,
		Dr(UnearnedInterest, dropped), Cr(InterestReceivable, dropped),
		Dr(InterestReceivable, added), Cr(UnearnedInterest, added)))
	return err
}

// Held posts money received that could not be applied (a wrong amount, or
// more than the order owes): it is the borrower's until an operator
// credits or refunds it.
func Held(ctx context.Context, q store.Querier, w When, channel string, amount int64, memo string) error {
	_, err := Post(ctx, q, w.entry(KindHold, memo, Dr(CashInTransitOf(channel), amount), Cr(Overpayments, amount)))
	return err
}

// Refunded posts held money sent back to the payer through its channel.
func Refunded(ctx context.Context, q store.Querier, w When, channel string, amount int64, memo string) error {
	_, err := Post(ctx, q, w.entry(KindRefund, memo, Dr(Overpayments, amount), Cr(CashInTransitOf(channel), amount)))
	return err
}

// Reversed posts a payment taken back off an order (credited to the wrong
// order): what it paid of each component is owed again, and its money is
// held (Overpayments) until it is credited elsewhere or refunded.
func Reversed(ctx context.Context, q store.Querier, w When, paid Components, memo string) error {
	lines := append([]Line{Cr(Overpayments, paid.Total())}, paid.receivables(+1)...)
	_, err := Post(ctx, q, w.entry(KindReversal, memo, lines...))
	return err
}

// Reallocated posts an order's payments split again over its components
// (a replay after a payment was reversed or re-applied): each receivable
// takes back what the old split credited to it and takes what the new
// split credits. The money is the same, so only the receivables move.
func Reallocated(ctx context.Context, q store.Querier, w When, before, after Components, memo string) error {
	lines := append(before.receivables(+1), after.receivables(-1)...)
	_, err := Post(ctx, q, w.entry(KindReallocation, memo, lines...))
	return err
}

// RefundedToPayout posts held money sent back to the payer's payout
// account through the payout provider (at the refund's success): it is no
// longer owed to the payer, and it left through payout clearing, as a
// loan does. The money stays in the paying channel's cash in transit
// until that channel settles it (repay.InTransit counts it).
func RefundedToPayout(ctx context.Context, q store.Querier, w When, amount int64, memo string) error {
	_, err := Post(ctx, q, w.entry(KindRefundPayout, memo, Dr(Overpayments, amount), Cr(PayoutClearing, amount)))
	return err
}

// Settled posts money a channel settled to the bank: amount leaves its
// cash in transit, the bank receives it less the channel's fee, and the
// fee is an expense.
func Settled(ctx context.Context, q store.Querier, w When, channel string, amount, fee int64, memo string) (int64, error) {
	return Post(ctx, q, w.entry(KindSettlement, memo, Dr(CashAtBank, amount-fee), Dr(ChannelFees, fee), Cr(CashInTransitOf(channel), amount)))
}

// Waived posts amounts an operator forgives, by component, as waivers.
// The interest waived comes out of the unearned interest first.
func Waived(ctx context.Context, q store.Querier, w When, c Components, memo string) error {
	return forgive(ctx, q, w, KindWaiver, Waivers, c, memo)
}

// WrittenOff posts what is left of a loan written off as a loss, by
// component; the interest not yet earned is reversed, not expensed.
func WrittenOff(ctx context.Context, q store.Querier, w When, c Components, memo string) error {
	return forgive(ctx, q, w, KindWriteOff, WriteOffExpense, c, memo)
}

// Recovered posts money received on a loan written off: its receivables
// are off the books, so the money is income (recoveries), not a
// repayment.
func Recovered(ctx context.Context, q store.Querier, w When, from Source, amount int64, memo string) error {
	_, err := Post(ctx, q, w.entry(KindRecovery, memo, Dr(string(from), amount), Cr(Recoveries, amount)))
	return err
}

func forgive(ctx context.Context, q store.Querier, w When, kind, expense string, c Components, memo string) error {
	unearned, err := OrderBalance(ctx, q, w.OrderID, UnearnedInterest)
	if err != nil {
		return err
	}
	fromUnearned := min(-unearned, c.Interest) // unearned is a credit balance
	lines := append([]Line{Dr(UnearnedInterest, fromUnearned), Dr(expense, c.Total()-fromUnearned)}, c.receivables(-1)...)
	_, err = Post(ctx, q, w.entry(kind, memo, lines...))
	return err
}
