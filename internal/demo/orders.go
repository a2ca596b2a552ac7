package demo

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// demoOrder is one of borrower A's demo orders: its id, which product,
// when it was placed, and how far it went. The schedule job then moves it
// into the due window or past its due date by itself, as in production.
type demoOrder struct {
	id      int64
	product int64         // demo product id (1-based position in products)
	placed  time.Duration // how long ago it was placed
	stage   loan.Status   // the status the demo drives it to by hand
	// paid: for a loan left in repayment, the instalments paid (the
	// morning before each fell due) before it stopped paying.
	paid int
	// channel: the payment channel the instalments were paid through, on
	// the sandbox provider's pay codes (the fill at scale's prototypes);
	// "": the money came to the bank, with no pay code (borrower A's).
	channel string
}

// demoOrders give borrower A one order in each status, in the order they
// were placed (so the settled loan makes the later ones a repeat client's):
//
//	86 settled (200): Kwarta Flex, each instalment paid the day before it fell due (the test preview page's default order and product)
//	80 rejected (110): Negosyo Plus
//	81 overdue (180): Sahod Saver, first instalment due 10 days ago (late interest and the ₱800 penalty)
//	82 due (174): Bayanihan Cash, first instalment due in 2 days
//	83 repaying (170): Kwarta Lite, disbursed 10 days ago
//	84 repaying (170) with a partner: Pautang Express, continued on the partner's page (playeduL)
//	85 approved (21): Kwarta Plus, waiting for the withdrawal
//	87 processing (151): Negosyo Plus, under review
//	88 overdue (180) at the Philippine total cost cap: Kwarta Mini, ₱10,000.00 due 340 days ago, its charges stopped at the principal
//
// Order 88 is placed first, before borrower A was a repeat client.
var demoOrders = []demoOrder{
	{id: 88, product: 9, placed: (120+340)*day + 3*time.Hour, stage: loan.StatusRepaying},
	{id: 86, product: 1, placed: 150 * day, stage: loan.StatusSettled},
	{id: 80, product: 3, placed: 45 * day, stage: loan.StatusRejected},
	{id: 81, product: 2, placed: 40*day + 3*time.Hour, stage: loan.StatusRepaying},
	{id: 82, product: 5, placed: 28*day + 3*time.Hour, stage: loan.StatusRepaying},
	{id: 83, product: 4, placed: 10*day + 3*time.Hour, stage: loan.StatusRepaying},
	{id: 84, product: 7, placed: 5*day + 3*time.Hour, stage: loan.StatusRepaying},
	{id: 85, product: 6, placed: day, stage: loan.StatusApproved},
	{id: 87, product: 3, placed: 2 * time.Hour, stage: loan.StatusProcessing},
}

// nextOrderID is where the orders table's ids continue after the demo's.
const nextOrderID = 89

const day = 24 * time.Hour

// seedOrders places borrower A's orders at their past dates, drives each to
// its stage through the real order service, then runs the schedule job now.
func seedOrders(ctx context.Context, tx *store.Tx, d Deps) error {
	a, err := d.Account.UserByPhone(ctx, tx, Borrowers[0].Phone)
	if err != nil {
		return err
	}
	now := d.Now()
	for _, do := range demoOrders {
		if err := driveOrder(ctx, tx, d, a.ID, now, do); err != nil {
			return fmt.Errorf("demo order %d: %w", do.id, err)
		}
	}
	if err := loan.SetNextOrderID(ctx, tx, nextOrderID); err != nil {
		return err
	}
	_, err = d.Loans.RunSchedule(ctx, tx)
	return err
}

func driveOrder(ctx context.Context, tx *store.Tx, d Deps, userID int64, now time.Time, do demoOrder) error {
	clk := clock.NewManual(now.Add(-do.placed))
	// The demo's orders were withdrawn and disbursed before payout accounts
	// existed (their history is the past): the engine's withdrawal does not
	// ask for one (the withdraw page does), so borrower A keeps no payout
	// account and order 85 asks for one. Their payouts are not recorded.
	// Nor were the borrower told by SMS: a history queues no notices (the
	// schedule job reminds them from today on).
	loans := d.Loans.With(loan.Clock(clk), loan.Notices(nil))
	p, err := loan.ProductByID(ctx, tx, do.product)
	if err != nil {
		return err
	}
	a := p.Offer(userID)
	a.OrderID = do.id
	o, err := loans.Place(ctx, tx, a)
	if err != nil || do.stage == loan.StatusProcessing {
		return err
	}
	step := func(ev loan.Event) error {
		clk.Advance(time.Hour)
		_, err := loans.Operate(ctx, tx, ev, o.No, loan.OperatorActor("demo"))
		return err
	}
	if do.stage == loan.StatusRejected {
		return step(loan.EventReject)
	}
	if err := step(loan.EventApprove); err != nil || do.stage == loan.StatusApproved {
		return err
	}
	clk.Advance(time.Hour)
	if _, err := loans.Withdraw(ctx, tx, userID, o.ID); err != nil {
		return err
	}
	if err := step(loan.EventDisburse); err != nil || (do.stage == loan.StatusRepaying && do.paid == 0) {
		return err
	}
	// Settled: each instalment paid the morning before it fell due
	// (Manila); in repayment, the first do.paid of them.
	o, err = loan.OrderOf(ctx, tx, userID, o.ID)
	if err != nil {
		return err
	}
	for i, in := range o.Plan.Instalments {
		if do.stage == loan.StatusRepaying && i >= do.paid {
			break
		}
		clk.Set(in.DueDate.Add(-day + time.Hour))
		due := o.Remaining()[i].Total()
		var a loan.Allocation
		if o, a, err = loans.Pay(ctx, tx, o.ID, due, loan.ActorDemo, ""); err != nil {
			return err
		}
		if do.channel != "" {
			if err := repay.Collected(ctx, tx, o, do.channel, "sandbox", due, a, clk.Now(), loans.Calendar().Today()); err != nil {
				return err
			}
			continue
		}
		// Borrower A's payments have no pay code: the money came to the bank.
		w := ledger.When{OrderID: o.ID, Date: loans.Calendar().Today(), At: clk.Now()}
		if err := ledger.Repaid(ctx, tx, w, ledger.FromBank, loan.Booked(a), "demo payment"); err != nil {
			return err
		}
	}
	return nil
}

// OrderLinks are the `demo order <orderId> <status code> <status>: <url>`
// lines printed at start: borrower A's orders as they stand now, each with
// its order details page under borrower A's session.
func OrderLinks(ctx context.Context, d Deps, base string) ([]string, error) {
	a, err := d.Account.UserByPhone(ctx, d.DB, Borrowers[0].Phone)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	orders, err := loan.OrdersOf(ctx, d.DB, a.ID) // newest first
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, o := range slices.Backward(orders) {
		id, productID, status := o.ID, o.ProductID, o.Status
		page := CommonQuery(SessionA)
		page.Set("productId", strconv.FormatInt(productID, 10))
		page.Set("orderId", strconv.FormatInt(id, 10))
		lines = append(lines, fmt.Sprintf("demo order %d %d %s: %s/loanDetail?%s", id, int(status), status, base, page.Encode()))
	}
	return lines, nil
}
