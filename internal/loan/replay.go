package loan

import (
	"context"
	"errors"
	"sort"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/store"
)

// Credit is money credited to an order: how much and when it was
// received. A replay applies each on the day it arrived.
type Credit struct {
	Amount int64
	At     time.Time
}

// Replayed is what a replay did: the order before and after, and how each
// credit was split (in the order the credits were given).
type Replayed struct {
	Before, After Order
	Allocations   []Allocation
}

// Replay recomputes order orderID's repayment, in q (the operator's
// transaction), as if credits were all the money it ever received: from
// its payout, day by day, each credit applied as Pay would have applied
// it on the day it arrived (late charges accrued to then first), and then
// up to today. It saves the result, writes line to the order's history as
// actor, and posts the change of late charges to the books; the caller
// posts the money moved and each credit's new split (ledger.Reallocated).
//
// A replay starts from the plan made at payout, so an order whose plan or
// charges were changed otherwise (an extension, a waiver, a write-off, a
// reschedule) is
// refused, saying why. A credit that would be more than the order owed on
// its day is refused too.
func (s *Service) Replay(ctx context.Context, q store.Querier, orderID int64, credits []Credit, actor, line string) (Replayed, error) {
	var out Replayed
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		o, err := replayableOrder(ctx, q, orderID)
		if err != nil {
			return err
		}
		if _, err := s.tick(ctx, q, &o, ActorJob); err != nil {
			return err
		}
		r, allocs, err := s.replay(ctx, q, o, credits)
		if err != nil {
			return err
		}
		if r.Status != o.Status {
			if err := CanMove(&o, EventCorrect, r.Status); err != nil {
				return err
			}
		}
		if err := updateOrder(ctx, q, &r); err != nil {
			return err
		}
		if err := ledger.Charged(ctx, q, s.when(&r), r.Penalty-o.Penalty, r.LateInterest-o.LateInterest,
			"order "+r.No+" late charges replayed: "+line); err != nil {
			return err
		}
		if err := s.bookInterest(ctx, q, &r); err != nil {
			return err
		}
		out = Replayed{Before: o, After: r, Allocations: allocs}
		return insertChange(ctx, q, o.ID, Change{Event: EventCorrect, Actor: actor, From: o.Status, To: r.Status, Note: line, At: s.clock.Now()})
	})
	return out, err
}

// WouldReplay is what Replay would do, computed in memory: nothing is
// saved or posted (a proposal's preview).
func (s *Service) WouldReplay(ctx context.Context, q store.Querier, orderID int64, credits []Credit) (Replayed, error) {
	o, err := replayableOrder(ctx, q, orderID)
	if err != nil {
		return Replayed{}, err
	}
	if _, _, err := s.advance(&o); err != nil {
		return Replayed{}, err
	}
	r, allocs, err := s.replay(ctx, q, o, credits)
	return Replayed{Before: o, After: r, Allocations: allocs}, err
}

// replayableOrder reads order id in q, refusing one a replay cannot
// rebuild from its payout.
func replayableOrder(ctx context.Context, q store.Querier, id int64) (Order, error) {
	o, err := orderByID(ctx, q, id)
	if errors.Is(err, store.ErrNotFound) {
		return o, errNoOrder()
	} else if err != nil {
		return o, err
	}
	if err := replayable(&o); err != nil {
		return o, err
	}
	if done, err := rescheduledBefore(ctx, q, id); err != nil || done {
		if err == nil {
			err = fault.Newf(fault.CodeConflict, "Order %s was rescheduled: its plan changed, so its payments cannot be replayed.", o.No)
		}
		return o, err
	}
	return o, nil
}

// replayable refuses an order a replay cannot rebuild from its payout.
func replayable(o *Order) error {
	switch {
	case o.DisbursedAt.IsZero() || !(o.Status.InRepayment() || o.Status == StatusSettled):
		return fault.Newf(fault.CodeConflict, "Order %s is %s: only a loan paid out takes payments.", o.No, o.Status)
	case !o.WrittenOffAt.IsZero():
		return fault.Newf(fault.CodeConflict, "Order %s was written off: money on it is a recovery, which is not moved by a replay.", o.No)
	case o.PaidExtensionFees+o.PaidExtensionInterest > 0:
		return fault.Newf(fault.CodeConflict, "Order %s was extended: its plan changed, so its payments cannot be replayed.", o.No)
	case o.Waived() > 0:
		return fault.Newf(fault.CodeConflict, "Order %s has charges or fees waived: its payments cannot be replayed around the waiver.", o.No)
	}
	return nil
}

// replay is Replay's computation, in memory: o as it was at payout, the
// credits applied in time order on their days, brought to today. q is
// read for the repeat-client judgement only.
func (s *Service) replay(ctx context.Context, q store.Querier, o Order, credits []Credit) (Order, []Allocation, error) {
	money := MoneyFor(o.Market, false)
	r := o
	r.Status, r.AmountPaid, r.PaidPenalty, r.PaidLateInterest, r.PaidScheduled = StatusRepaying, 0, 0, 0, 0
	r.LateInterest, r.Penalty, r.LateAccruedTo, r.SettledAt = 0, 0, time.Time{}, time.Time{}
	r.refreshDue()

	order := make([]int, len(credits))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return credits[order[a]].At.Before(credits[order[b]].At) })
	allocs := make([]Allocation, len(credits))
	step := func(cal Calendar) error {
		if r.Penalty == 0 && !r.NextDue.IsZero() && cal.Today().After(r.NextDue) {
			if err := s.judgeRepeat(ctx, q, &r); err != nil {
				return err
			}
		}
		_, _, err := s.advanceOn(&r, cal)
		return err
	}
	for _, i := range order {
		c := credits[i]
		cal := s.Calendar()
		cal.Now = c.At
		if c.At.Before(o.DisbursedAt) {
			return r, nil, fault.Newf(fault.CodeConflict, "The money was received on %s, before order %s was paid out.", DisplayDay(cal.Today()), o.No)
		}
		if err := step(cal); err != nil {
			return r, nil, err
		}
		if owed := r.Owed(); !r.Status.InRepayment() || c.Amount > owed {
			return r, nil, fault.Newf(fault.CodeConflict, "Order %s owed %s on %s, less than the %s received then.",
				o.No, money.Format(owed), DisplayDay(cal.Today()), money.Format(c.Amount))
		}
		allocs[i] = r.take(c.Amount, c.At)
		if ev, to := afterPaid(&r, cal.Today(), cal.Window); ev == EventSettle {
			r.Status, r.SettledAt, r.NextDue = to, c.At, time.Time{}
		} else {
			r.Status = to
		}
	}
	if err := step(s.Calendar()); err != nil {
		return r, nil, err
	}
	r.UpdatedAt = s.clock.Now()
	return r, allocs, nil
}
