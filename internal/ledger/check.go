package ledger

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"time"

	"kwarta/internal/store"
)

// Engine is what the books are checked against: the loan engine's orders
// and what each owes (loan.Books).
type Engine interface {
	// Orders lists the orders ever disbursed.
	Orders(ctx context.Context, q store.Querier) ([]int64, error)
	// Owed brings an order up to date with the calendar in q (posting the
	// late charges and the interest earned) and says what it owes.
	Owed(ctx context.Context, q store.Querier, orderID int64) (Components, error)
}

// Receipts says, per channel, the money received and not settled to the
// bank (repay.InTransit).
type Receipts func(ctx context.Context, q store.Querier) (map[string]int64, error)

// Accrue brings every disbursed order up to date with the calendar, each
// in its own transaction, so its late charges and the interest it has
// earned are posted: the daily job (`kwarta ledger accrue`).
func Accrue(ctx context.Context, db *store.DB, eng Engine) (int, error) {
	ids, err := eng.Orders(ctx, db)
	if err != nil {
		return 0, err
	}
	for _, id := range ids {
		if err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			_, err := eng.Owed(ctx, tx, id)
			return err
		}); err != nil {
			return 0, fmt.Errorf("order %d: %w", id, err)
		}
	}
	return len(ids), nil
}

// Check verifies the books' invariants and returns each problem found
// (none: the books hold):
//
//   - every posting belongs to an entry;
//   - the day totals (what the reports read) equal the postings' sums,
//     account by account and date by date;
//   - each date's entries balance, and so the trial balance is zero on
//     every date up to asOf;
//   - when asOf is today: for every order, after accruing it to today,
//     the receivables equal what the engine says is owed, component by
//     component, and no more interest is recognised than its plan has
//     (unearned interest never below zero); and each channel's cash in transit equals the
//     money it collected and did not settle (in).
//
// The engine knows only today's figures, so on an earlier date only the
// journal's own invariants are checked.
func Check(ctx context.Context, db *store.DB, eng Engine, in Receipts, asOf, today time.Time) ([]string, error) {
	var problems []string
	n, err := strays(ctx, db)
	if err != nil {
		return nil, err
	}
	if n > 0 {
		problems = append(problems, fmt.Sprintf("%d postings belong to no journal entry", n))
	}
	differ, err := totalsDiffer(ctx, db)
	if err != nil {
		return nil, err
	}
	problems = append(problems, differ...)
	days, err := Days(ctx, db, asOf)
	if err != nil {
		return nil, err
	}
	var debits, credits int64
	for _, d := range days {
		debits, credits = debits+d.Debits, credits+d.Credits
		if d.Debits != d.Credits {
			problems = append(problems, fmt.Sprintf("%s: the day's debits %d and credits %d differ", d.Date, d.Debits, d.Credits))
		}
		if debits != credits {
			problems = append(problems, fmt.Sprintf("%s: the trial balance is %d, not zero", d.Date, debits-credits))
		}
	}
	if day(asOf) != day(today) {
		return problems, nil
	}
	orderProblems, err := checkOrders(ctx, db, eng)
	if err != nil {
		return nil, err
	}
	problems = append(problems, orderProblems...)
	books, err := InTransit(ctx, db, asOf)
	if err != nil {
		return nil, err
	}
	received, err := in(ctx, db)
	if err != nil {
		return nil, err
	}
	channels := slices.Sorted(maps.Keys(books))
	for ch := range received {
		if _, ok := books[ch]; !ok {
			channels = append(channels, ch)
		}
	}
	for _, ch := range channels {
		if books[ch] != received[ch] {
			problems = append(problems, fmt.Sprintf("channel %s: cash in transit %d, but %d was received and not settled", ch, books[ch], received[ch]))
		}
	}
	return problems, nil
}

// checkOrders compares every order's receivables with the engine's figures.
func checkOrders(ctx context.Context, db *store.DB, eng Engine) ([]string, error) {
	ids, err := eng.Orders(ctx, db)
	if err != nil {
		return nil, err
	}
	booked, err := Booked(ctx, db)
	if err != nil {
		return nil, err
	}
	all := slices.Compact(slices.Sorted(slices.Values(append(ids, booked...))))
	engineKnows := map[int64]bool{}
	for _, id := range ids {
		engineKnows[id] = true
	}
	var problems []string
	for _, id := range all {
		err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			var owed Components
			if engineKnows[id] {
				var err error
				if owed, err = eng.Owed(ctx, tx, id); err != nil {
					return err
				}
			}
			rec, err := Receivables(ctx, tx, id)
			if err != nil {
				return err
			}
			unearned, err := OrderBalance(ctx, tx, id, UnearnedInterest)
			if err != nil {
				return err
			}
			problems = append(problems, compare(id, rec, owed)...)
			if unearned > 0 { // a credit balance: more recognised than the plan's interest
				problems = append(problems, fmt.Sprintf("order %d: unearned interest is %d, below zero", id, -unearned))
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("order %d: %w", id, err)
		}
	}
	return problems, nil
}

// compare names each component whose receivable differs from what is owed.
func compare(id int64, books, owed Components) []string {
	var out []string
	owedParts := owed.Parts()
	for i, c := range books.Parts() {
		if c.Amount != owedParts[i].Amount {
			out = append(out, fmt.Sprintf("order %d: %s receivable %d, but the engine says %d is owed", id, c.Name, c.Amount, owedParts[i].Amount))
		}
	}
	return out
}
