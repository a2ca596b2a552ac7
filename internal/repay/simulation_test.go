package repay_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"kwarta/internal/demo"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/payout"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The money simulation: a seeded random walk over 0 to 400
// days through borrower A's loans in repayment (81 overdue, 82 due, 83 a
// one-payment loan, 88 a covered loan at the cost cap). Each step moves the
// clock, runs the schedule job now and then, and for each loan asks for
// codes of every kind the pages offer (a part, what is due now, more once
// paying ahead is allowed, the payoff, the extension) through the real
// API, then delivers postbacks at once, late, twice, failed first, out of
// order, or never; sometimes a second code's money arrives after the loan
// was settled (an over-payment). After every step the books are checked
// (checkBooks); after every tenth step and the last, the ledger's
// invariants too (checkLedger: every order's receivables against the
// engine, the trial balance on every date, cash in transit per channel),
// which took 70 % of the walk's time when run after every step. A broken
// posting stays broken, so a later check still finds it; SIMULATION_LEDGER_EVERY=1
// checks the ledger after every step, to name the step that broke it.
// SIMULATION_SEEDS=n runs n seeds instead of 2.

// simOrder is an order the walk pays, and its borrower's session.
type simOrder struct {
	id      int64
	session string
}

// simOrders are the orders the walk pays: borrower A's demo orders, and
// two loans borrower B takes on the walk's first day (Bayanihan Cash over
// 150 days in 5 instalments, and Kwarta Flex over 91 days in 3), so the
// walk also sees loans from their first due window.
func simOrders(t *testing.T, e env) []simOrder {
	t.Helper()
	out := []simOrder{{81, demo.SessionA}, {82, demo.SessionA}, {83, demo.SessionA}, {88, demo.SessionA}}
	ctx, loans := context.Background(), e.App.Loans
	e.ManyLoans(t) // B holds two loans at once
	b, err := e.App.Account.UserByPhone(ctx, e.DB, demo.Borrowers[1].Phone)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.App.Payout.Bind(ctx, payout.BindRequest{UserID: b.ID, Values: map[string]string{
		"card_type": "1", "channel": "90006", "gcash_no": "09185550123", "city": "Cebu / Cebu City", "payday": "30"}}); err != nil {
		t.Fatal(err)
	}
	for _, p := range []struct {
		product, amount int64
		days            int
	}{{5, 1_500_000, 150}, {1, 1_000_000, 91}} {
		o, err := loans.Push(ctx, b.ID, p.product, p.amount, p.days, loan.TermUnitDays, "")
		if err == nil {
			o, err = loans.Operate(ctx, e.DB, loan.EventApprove, o.No, loan.OperatorActor("sim"))
		}
		if err == nil {
			o, err = loans.Withdraw(ctx, e.DB, b.ID, o.ID)
		}
		if err == nil {
			o, err = loans.Operate(ctx, e.DB, loan.EventDisburse, o.No, loan.OperatorActor("sim"))
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, simOrder{o.ID, demo.SessionB})
	}
	return out
}

// pending is a code issued whose money has not been sent yet.
type pending struct {
	order   int64
	code    repay.CodeIssued
	txn     string
	dueDays int // the step after which its money is sent
}

func TestSimulation_MoneyWalk(t *testing.T) {
	seeds := envInt("SIMULATION_SEEDS", 2)
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		for seed := 1; seed <= seeds; seed++ {
			t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) {
				e := newEnv(t, storetest.MustOpen(t, db.Dialect()))
				walk(t, e, uint64(seed), 400)
			})
		}
	})
}

// A wrong split of a payment (as a wrong allocation would store it) is
// caught by the books' check: the check can fail.
func TestSimulation_CatchesAWrongAllocation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		orders := walk(t, e, 7, 60)
		if n := count(t, db, `SELECT COUNT(*) FROM payments`); n == 0 {
			t.Fatal("the walk paid nothing")
		}
		if _, err := db.Exec(context.Background(), `UPDATE payments SET principal = principal + 1, interest = interest - 1
			WHERE id = (SELECT MIN(id) FROM payments WHERE interest > 0)`); err != nil {
			t.Fatal(err)
		}
		if got := checkBooks(t, e, orders); len(got) == 0 {
			t.Error("a payment split wrongly passed the books' check")
		}
	})
}

// A money event whose posting is left out (the engine credits money the
// ledger never hears of) fails the ledger's check.
func TestSimulation_LedgerCatchesAMissingPosting(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		walk(t, e, 7, 30)
		ctx := context.Background()
		var id int64
		if err := db.QueryRow(ctx, `SELECT MIN(id) FROM orders WHERE status IN (170, 174, 180)`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		// Straight to the engine, past the repayment engine that posts it.
		if _, _, err := e.App.Loans.Pay(ctx, db, id, 100_00, "test", "posting left out"); err != nil {
			t.Fatal(err)
		}
		got := checkLedger(t, e)
		want := fmt.Sprintf("order %d: penalty receivable", id)
		if len(got) == 0 {
			t.Fatal("a payment without its posting passed the ledger's check")
		}
		found := false
		for _, p := range got {
			found = found || strings.HasPrefix(p, fmt.Sprintf("order %d: ", id))
		}
		if !found {
			t.Errorf("the check did not name order %d (%s...): %v", id, want, got)
		}
	})
}

// checkLedger runs the ledger's check on today, as `kwarta ledger check`.
func checkLedger(t *testing.T, e env) []string {
	t.Helper()
	today := e.App.Loans.Calendar().Today()
	got, err := ledger.Check(context.Background(), e.DB, loan.BooksOf(e.App.Loans), repay.InTransit, today, today)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// envInt is the environment's positive integer name, else def.
func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// walk runs the random walk for days days with seed, checking the books
// after every step (the ledger after every SIMULATION_LEDGER_EVERY-th,
// 10 unless set, and the last), and returns the orders it paid.
func walk(t *testing.T, e env, seed uint64, days int) []simOrder {
	t.Helper()
	ledgerEvery := envInt("SIMULATION_LEDGER_EVERY", 10)
	r := rand.New(rand.NewPCG(seed, 21))
	orders := simOrders(t, e)
	var queue []pending
	step, held := 0, -1 // held: the last step after which the ledger was checked
	for day := 0; day <= days; step++ {
		// The clock: 0 to 3 days and some hours, always past the
		// generate-pay-code limit's minute.
		moved := r.IntN(4)
		day += moved
		e.Clock.Advance(time.Duration(moved)*24*time.Hour + time.Duration(1+r.IntN(600))*time.Minute)
		if r.IntN(3) == 0 {
			if _, err := e.App.Loans.RunSchedule(context.Background(), e.DB); err != nil {
				t.Fatal(err)
			}
		}
		for _, o := range orders {
			if c, ok := issue(t, e, r, o); ok {
				queue = append(queue, pending{order: o.id, code: c, txn: txnOf(t, c), dueDays: step + r.IntN(4)})
			}
		}
		// Deliver what is due, in a shuffled order.
		r.Shuffle(len(queue), func(i, j int) { queue[i], queue[j] = queue[j], queue[i] })
		var keep []pending
		for _, p := range queue {
			if p.dueDays > step {
				keep = append(keep, p)
				continue
			}
			deliver(t, e, r, p)
		}
		queue = keep
		if v := checkBooks(t, e, orders); len(v) > 0 {
			t.Fatalf("seed %d, step %d (day %d): %v", seed, step, day, v)
		}
		if step%ledgerEvery == 0 || day > days {
			if v := checkLedger(t, e); len(v) > 0 {
				t.Fatalf("seed %d, step %d (day %d): the ledger, which held after step %d: %v", seed, step, day, held, v)
			}
			held = step
		}
	}
	t.Logf("seed %d: %d steps; %d payments (%d extensions, %d extension money as repayments), %d kept for review, %d codes, settled %d of %d",
		seed, step, count(t, e.DB, `SELECT COUNT(*) FROM payments`),
		count(t, e.DB, `SELECT COUNT(*) FROM payments WHERE purpose = 'extension' AND applied_as = ''`),
		count(t, e.DB, `SELECT COUNT(*) FROM payments WHERE applied_as = 'repayment'`),
		count(t, e.DB, `SELECT COUNT(*) FROM pay_codes WHERE state = 'review'`), count(t, e.DB, `SELECT COUNT(*) FROM pay_codes`),
		count(t, e.DB, `SELECT COUNT(*) FROM orders WHERE status = 200 AND (id IN (81, 82, 83, 88) OR id >= 89)`), len(orders))
	return orders
}

// issue asks for a code on an order, of a kind chosen at random among
// those the pages offer now; ok is false when none was made.
func issue(t *testing.T, e env, r *rand.Rand, so simOrder) (repay.CodeIssued, bool) {
	t.Helper()
	orderID, session := so.id, so.session
	if r.IntN(4) != 0 { // a borrower asks for a code now and then
		return repay.CodeIssued{}, false
	}
	got, page := e.instalment(t, session, orderID)
	if got.Status == 409 { // settled
		return repay.CodeIssued{}, false
	}
	if got.Status != 200 {
		t.Fatalf("order %d's page: %d %s", orderID, got.Status, got.Body)
	}
	var amount int64
	extra := []string{"channelNumber", []string{"GCSH", "PYMY", "711"}[r.IntN(3)]}
	switch k := r.IntN(20); {
	case k < 6 && page.IsDelay == "1":
		var ext repay.ExtensionPage
		e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/ordinary", Session: session,
			Query: url.Values{"orderId": {strconv.FormatInt(orderID, 10)}}}).Decode(t, &ext)
		amount, extra = ext.DelayInfo.DelayAmount, append(extra, "isDelay", "1")
	case k == 6 && page.CanPayOff == 1:
		amount = page.PayoffAmount
	case page.CanPayNow == 0:
		// Nothing payable: the API must refuse what the page refuses.
		if got, _ := e.generate(t, session, orderID, page.RepayAmount, extra...); got.Status != 400 {
			t.Fatalf("order %d: a code while the page says no: %d %s", orderID, got.Status, got.Body)
		}
		return repay.CodeIssued{}, false
	case k < 11 && page.RepayAmount > page.MinAmount:
		amount = page.MinAmount + r.Int64N(page.RepayAmount-page.MinAmount) // a part of what is due
	case k < 14:
		amount = page.MinAmount + r.Int64N(page.MaxAmount-page.MinAmount+1) // any amount, more once allowed
	default:
		amount = page.RepayAmount
	}
	got, c := e.generate(t, session, orderID, amount, extra...)
	if got.Status != 200 {
		t.Fatalf("order %d: a code for %d the page offered: %d %s", orderID, amount, got.Status, got.Body)
	}
	if c.Amount != amount || c.PayBy == "" {
		t.Fatalf("order %d: code %+v for %d", orderID, c, amount)
	}
	return c, true
}

// deliver sends a code's money as the provider might: once, twice, after
// a failure, or not at all.
func deliver(t *testing.T, e env, r *rand.Rand, p pending) {
	t.Helper()
	post := func(status payment.Status) {
		form := e.sandbox.SignedPostback(payment.Postback{TxnID: p.txn, RefNo: p.code.PayCode, Status: status, Message: "sim",
			Amount: p.code.Amount, Currency: "PHP", Channel: "GCSH"})
		if got := e.postback(t, form); got.Status != 200 {
			t.Fatalf("postback %s for order %d: %d %s", status, p.order, got.Status, got.Body)
		}
	}
	switch r.IntN(6) {
	case 0: // never paid
	case 1:
		post(payment.StatusFailure)
		post(payment.StatusSuccess)
	case 2:
		post(payment.StatusSuccess)
		post(payment.StatusSuccess)
	default:
		post(payment.StatusSuccess)
	}
}

// checkBooks checks every simulated order against its payments and what
// the borrower is shown, and returns what is wrong.
func checkBooks(t *testing.T, e env, orders []simOrder) []string {
	t.Helper()
	ctx := context.Background()
	var bad []string
	fail := func(format string, args ...any) { bad = append(bad, fmt.Sprintf(format, args...)) }
	for _, so := range orders {
		id := so.id
		o, err := loan.OrderByID(ctx, e.DB, id)
		if err != nil {
			t.Fatal(err)
		}
		var n, amount, penalty, late, sched, extFees, extInterest, parts int64
		var fees, interest, principal int64 // of the plan's instalments
		rows, err := e.DB.Query(ctx, `SELECT amount, penalty, late_interest, fees, interest, principal, purpose, applied_as FROM payments WHERE order_id = ?`, id)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var (
				a, pe, li, fe, in, pr int64
				purpose, appliedAs    string
			)
			if err := rows.Scan(&a, &pe, &li, &fe, &in, &pr, &purpose, &appliedAs); err != nil {
				t.Fatal(err)
			}
			n++
			amount, penalty, late, parts = amount+a, penalty+pe, late+li, parts+pe+li+fe+in+pr
			if a != pe+li+fe+in+pr {
				fail("order %d: a payment of %d split into %d", id, a, pe+li+fe+in+pr)
			}
			for _, v := range []int64{a, pe, li, fe, in, pr} {
				if v < 0 {
					fail("order %d: a negative part %d", id, v)
				}
			}
			if purpose == string(repay.PurposeExtension) && appliedAs == "" {
				extFees, extInterest = extFees+fe, extInterest+in
			} else {
				sched += fe + in + pr
				fees, interest, principal = fees+fe, interest+in, principal+pr
			}
		}
		if err := rows.Close(); err != nil {
			t.Fatal(err)
		}
		switch {
		case amount != o.TotalPaid() || parts != amount:
			fail("order %d: payments %d (split %d), the order counts %d paid", id, amount, parts, o.TotalPaid())
		case penalty != o.PaidPenalty || late != o.PaidLateInterest || sched != o.PaidScheduled:
			fail("order %d: payments' penalty %d late %d scheduled %d; the order's %d %d %d", id, penalty, late, sched, o.PaidPenalty, o.PaidLateInterest, o.PaidScheduled)
		case extFees != o.PaidExtensionFees || extInterest != o.PaidExtensionInterest:
			fail("order %d: extensions' fees %d interest %d; the order's %d %d", id, extFees, extInterest, o.PaidExtensionFees, o.PaidExtensionInterest)
		}
		// Each kind of the plan as the instalments' balances say it was paid.
		var owedFees, owedInterest, owedPrincipal int64
		for _, b := range o.Remaining() {
			owedFees, owedInterest, owedPrincipal = owedFees+b.Fees, owedInterest+b.Interest, owedPrincipal+b.Principal
		}
		if fees != o.Plan.TotalFees-owedFees || interest != o.Plan.TotalInterest-owedInterest || principal != o.Plan.TotalPrincipal-owedPrincipal {
			fail("order %d: payments' fees %d interest %d principal %d; the instalments' paid %d %d %d", id, fees, interest, principal,
				o.Plan.TotalFees-owedFees, o.Plan.TotalInterest-owedInterest, o.Plan.TotalPrincipal-owedPrincipal)
		}
		ch := o.Charges()
		if o.Owed() < 0 || ch.Penalty < 0 || ch.LateInterest < 0 {
			fail("order %d: owes %d, charges %+v", id, o.Owed(), ch)
		}
		for i, b := range o.Remaining() {
			if b.Fees < 0 || b.Interest < 0 || b.Principal < 0 {
				fail("order %d: instalment %d owes %+v", id, i+1, b)
			}
		}
		switch {
		case o.Status == loan.StatusSettled && o.Owed() != 0:
			fail("order %d: settled and owes %d", id, o.Owed())
		case o.Status != loan.StatusSettled && o.Owed() <= 0:
			fail("order %d: %s and owes nothing", id, o.Status)
		}
		if loan.Covered(o.Market, o.Terms) && o.TotalCost() > o.Terms.Principal {
			fail("order %d: a covered loan's cost %d passed the %d lent", id, o.TotalCost(), o.Terms.Principal)
		}
		lines := count(t, e.DB, `SELECT COUNT(*) FROM order_events WHERE order_id = ? AND event IN ('paid', 'settle', 'extend')`, id)
		if int64(lines) != n {
			fail("order %d: %d payments, %d history lines", id, n, lines)
		}
		if o.Status != loan.StatusSettled {
			bad = append(bad, shownAsTheEngine(t, e, o, so.session)...)
		}
	}
	// Money kept for review is only money the loan could not take: more
	// than it owed, or arriving once it was settled (an over-payment).
	if n := count(t, e.DB, `SELECT COUNT(*) FROM pay_codes WHERE state = 'review' AND note NOT LIKE 'not applied: The amount is more than the%'
		AND note <> 'not applied: An order that is settled takes no payment.'`); n > 0 {
		fail("%d payments wait for review unexplained: %v", n, reviewNotes(t, e))
	}
	return bad
}

// shownAsTheEngine compares the figures the pages show for an order in
// repayment with the engine's.
func shownAsTheEngine(t *testing.T, e env, stored loan.Order, session string) []string {
	t.Helper()
	var bad []string
	_, page := e.instalment(t, session, stored.ID)
	o, _, err := e.App.Loans.Current(context.Background(), stored.UserID, stored.ID)
	if err != nil {
		t.Fatal(err)
	}
	due := e.App.Loans.DueNow(&o)
	if due > 0 && page.RepayAmount != due {
		bad = append(bad, fmt.Sprintf("order %d: the page asks %d, the engine %d due now", o.ID, page.RepayAmount, due))
	}
	if page.PayoffAmount != o.Owed() {
		bad = append(bad, fmt.Sprintf("order %d: the page's payoff %d, the engine owes %d", o.ID, page.PayoffAmount, o.Owed()))
	}
	d := e.details(t, session, strconv.FormatInt(o.ID, 10))
	if got := row(d, "Outstanding"); got != peso.Format(o.Owed()) {
		bad = append(bad, fmt.Sprintf("order %d: order details say %s outstanding, the engine %s", o.ID, got, peso.Format(o.Owed())))
	}
	if e.App.Loans.CanExtend(&o) != (d.IsDelay == "1") {
		bad = append(bad, fmt.Sprintf("order %d: isDelay %q, the engine can extend: %v", o.ID, d.IsDelay, e.App.Loans.CanExtend(&o)))
	}
	return bad
}

// reviewNotes lists the notes of the codes kept for review.
func reviewNotes(t *testing.T, e env) []string {
	t.Helper()
	rows, err := e.DB.Query(context.Background(), `SELECT purpose, amount, note FROM pay_codes WHERE state = 'review'`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var (
			purpose, note string
			amount        int64
		)
		if err := rows.Scan(&purpose, &amount, &note); err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("%s %d: %s", purpose, amount, note))
	}
	return out
}

// The back-fill: orders and payments from before the ledger (the demo
// world and a walk of payments, with the ledger's migration undone and
// applied again) get their journal once, ending with every order's
// receivables equal to what the engine says it owes.
func TestBackfill_BooksOrdersFromBeforeTheLedger(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		walk(t, e, 5, 45)
		ctx := context.Background()
		if err := db.MigrateDownTo(ctx, 22); err != nil {
			t.Fatal(err)
		}
		if err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM journal_entries`); n != 0 {
			t.Fatalf("%d entries after the migration", n)
		}
		e.Clock.Advance(3 * 24 * time.Hour)
		n, err := repay.BackfillLedger(ctx, db, e.App.Loans, e.Clock.Now())
		if err != nil {
			t.Fatal(err)
		}
		if want := count(t, db, `SELECT COUNT(*) FROM orders WHERE disbursed_at > 0`); n != want || n < 8 {
			t.Errorf("back-filled %d orders, want %d", n, want)
		}
		if v := checkLedger(t, e); len(v) > 0 {
			t.Fatalf("after the back-fill: %v", v)
		}
		entries := count(t, db, `SELECT COUNT(*) FROM journal_entries`)
		if n, err := repay.BackfillLedger(ctx, db, e.App.Loans, e.Clock.Now()); err != nil || n != 0 {
			t.Errorf("a second back-fill: %d orders, %v", n, err)
		}
		if again := count(t, db, `SELECT COUNT(*) FROM journal_entries`); again != entries {
			t.Errorf("a second back-fill wrote %d entries", again-entries)
		}
		// Time goes on, the schedule job charges as it goes, and the books
		// still hold.
		e.Clock.Advance(20 * 24 * time.Hour)
		if _, err := e.App.Loans.RunSchedule(ctx, db); err != nil {
			t.Fatal(err)
		}
		if v := checkLedger(t, e); len(v) > 0 {
			t.Fatalf("20 days after the back-fill: %v", v)
		}
	})
}
