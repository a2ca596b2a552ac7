package demo

import (
	"context"
	"fmt"
	"time"

	"kwarta/internal/account"
	"kwarta/internal/collect"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// A fill at scale (`kwarta demo --scale N`): N more borrowers, each with
// one order, in every status and at every age, for measuring the console
// at a lender's size (docs/PERFORMANCE.md). Driving a million orders
// through the services would take hours, so a few score prototype
// borrowers are driven through the real services (placed, decided, paid
// out, paid on time or not, brought up to date by the schedule job, some
// called and promised), and then copied inside the database, table by
// table by each table's owner (account.CopyBorrowers, loan.CopyOrders,
// ledger.CopyOrderBooks, collect.CopyAccounts): every copy's figures,
// history and books are its prototype's, so the engine, the books and the
// worklist agree for every copy as they do for the prototype.

// ScaleBase is where the prototypes' borrower and order ids start; copy k
// of prototype j has id ScaleBase + j + k*len(prototypes).
const ScaleBase = 10_000_000

// shape is one prototype: its product, when it was placed, the status it
// is driven to, and for a loan in repayment how many instalments it paid
// on time before it stopped paying.
type shape struct {
	product int64
	placed  time.Duration
	stage   loan.Status
	paid    int
}

// shapes are the prototypes, a lender's book in miniature: about a third
// settled, a third in repayment, a fifth past due at every age, the rest
// applications (under review, rejected, approved), placed over a year
// (some loans in repayment fall past due on their own).
func shapes() []shape {
	var out []shape
	for _, p := range []int64{1, 2, 4, 5, 9} {
		out = append(out,
			shape{product: p, placed: 2 * time.Hour, stage: loan.StatusProcessing},
			shape{product: p, placed: 3 * day, stage: loan.StatusRejected},
			shape{product: p, placed: day, stage: loan.StatusApproved})
		for _, age := range []int{3, 5, 8, 12, 15, 18, 20, 22, 25} { // in repayment, not yet late
			out = append(out, shape{product: p, placed: time.Duration(age)*day + 3*time.Hour, stage: loan.StatusRepaying})
		}
		for age := 180; age <= 360; age += 20 { // settled, placed over the year
			out = append(out, shape{product: p, placed: time.Duration(age) * day, stage: loan.StatusSettled})
		}
		// Past due: the first instalment unpaid, or the first paid and the
		// second not, at 3 to 200 days.
		for i, late := range []int{3, 12, 25, 45, 90, 200} {
			out = append(out, shape{product: p, placed: time.Duration(firstDueDays(p)+late)*day + 3*time.Hour, stage: loan.StatusRepaying, paid: i % 2})
		}
	}
	return out
}

// firstDueDays is when a demo product's first instalment falls, in days
// from its payout.
func firstDueDays(product int64) int {
	p := products[product-1]
	return p.termDays / p.instalments
}

// payChannels are the channels the prototypes pay through, in turn (the
// sandbox provider's pay codes): their payments are copied with them.
var payChannels = []string{"GCSH", "PYMY", "711"}

// names are the prototype borrowers' names.
var firstNames = []string{"Maria", "Jose", "Ana", "Juan", "Rosa", "Pedro", "Luz", "Ramon", "Carmen", "Antonio", "Elena", "Manuel", "Teresita", "Ricardo", "Gloria", "Eduardo"}
var lastNames = []string{"Santos", "Reyes", "Cruz", "Bautista", "Garcia", "Mendoza", "Torres", "Flores", "Villanueva", "Ramos", "Aquino", "Castillo", "Dela Cruz", "Navarro"}

// ScaleReport says what a fill added.
type ScaleReport struct {
	Prototypes int
	Borrowers  int64
	Orders     int64
	Accounts   int64 // orders past due, in the worklist
	Took       time.Duration
}

// Scale adds n borrowers (at least the number of prototypes) with their
// orders to a seeded demo world, through collections c (the worklist, and
// a call and a promise on some accounts past due); progress, when not
// nil, hears each chunk. It refuses a database that was filled before.
func Scale(ctx context.Context, d Deps, c *collect.Service, n int, progress func(done, total int64)) (ScaleReport, error) {
	start := time.Now()
	protos := shapes()
	p := int64(len(protos))
	r := ScaleReport{Prototypes: len(protos)}
	if int64(n) < p {
		return r, fmt.Errorf("demo: a fill at scale adds at least %d borrowers", p)
	}
	if _, err := d.Account.UserByID(ctx, ScaleBase); err == nil {
		return r, fmt.Errorf("demo: this database was filled at scale already")
	}
	now := d.Now()
	err := d.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := account.SetNextUserID(ctx, tx, ScaleBase); err != nil {
			return err
		}
		if err := loan.SetNextOrderID(ctx, tx, ScaleBase); err != nil {
			return err
		}
		for j, s := range protos {
			name := firstNames[j%len(firstNames)] + " " + lastNames[(j/len(firstNames)+j)%len(lastNames)]
			u, err := d.Account.CreateUser(ctx, tx, fmt.Sprintf("+63920%07d", j), name)
			if err != nil {
				return err
			}
			if u.ID != ScaleBase+int64(j) {
				return fmt.Errorf("demo: prototype borrower %d has id %d", j, u.ID)
			}
			do := demoOrder{id: ScaleBase + int64(j), product: s.product, placed: s.placed, stage: s.stage, paid: s.paid,
				channel: payChannels[j%len(payChannels)]}
			if err := driveOrder(ctx, tx, d, u.ID, now, do); err != nil {
				return fmt.Errorf("demo: prototype %d: %w", j, err)
			}
		}
		_, err := d.Loans.RunSchedule(ctx, tx)
		return err
	})
	if err != nil {
		return r, err
	}
	if err := d.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error { return talk(ctx, tx, c) }); err != nil {
		return r, err
	}
	// The copies, a chunk of copies at a time, each chunk in a transaction.
	times := (int64(n) - p) / p
	const chunk = 500
	last := ScaleBase + p - 1
	for first := int64(1); first <= times; first += chunk {
		k := min(chunk, times-first+1)
		err := d.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
			if _, err := account.CopyBorrowers(ctx, tx, ScaleBase, last, p, int(first), int(k)); err != nil {
				return err
			}
			if _, err := loan.CopyOrders(ctx, tx, ScaleBase, last, p, p, int(first), int(k)); err != nil {
				return err
			}
			if _, err := ledger.CopyOrderBooks(ctx, tx, ScaleBase, last, p, int(first), int(k)); err != nil {
				return err
			}
			if err := repay.CopyPayments(ctx, tx, ScaleBase, last, p, int(first), int(k)); err != nil {
				return err
			}
			_, err := collect.CopyAccounts(ctx, tx, ScaleBase, last, p, p, int(first), int(k))
			return err
		})
		if err != nil {
			return r, err
		}
		if progress != nil {
			progress((first+k)*p, (times+1)*p)
		}
	}
	next := ScaleBase + (times+1)*p
	err = d.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := account.SetNextUserID(ctx, tx, next); err != nil {
			return err
		}
		if err := repay.SetNextIDs(ctx, tx); err != nil {
			return err
		}
		return loan.SetNextOrderID(ctx, tx, next)
	})
	if err == nil {
		err = d.DB.Vacuum(ctx)
	}
	r.Borrowers, r.Orders, r.Took = (times+1)*p, (times+1)*p, time.Since(start)
	if err == nil {
		r.Accounts, err = c.AccountsCount(ctx)
	}
	return r, err
}

// talk has collections call the prototypes past due, every other one
// promising to pay a tenth of what they owe by tomorrow.
func talk(ctx context.Context, tx *store.Tx, c *collect.Service) error {
	demoCollector := collect.Member{Name: "demo"}
	ids, err := c.AccountsBetween(ctx, tx, ScaleBase, ScaleBase+int64(len(shapes()))-1)
	if err != nil {
		return err
	}
	for i, a := range ids {
		outcome := "no_answer"
		if i%2 == 0 {
			outcome = "promised"
		}
		if _, err := c.LogContact(ctx, tx, demoCollector, collect.Attempt{OrderID: a.OrderID, Channel: collect.Call, Outcome: outcome, Confirmed: true}); err != nil {
			return err
		}
		if outcome == "promised" {
			if _, err := c.Promise(ctx, tx, demoCollector, a.OrderID, max(1, a.Owed.Total/10), c.Today().AddDate(0, 0, 1)); err != nil {
				return err
			}
		}
	}
	return nil
}
