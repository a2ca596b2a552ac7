package cardrepay_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"kwarta/internal/cardrepay"
	"kwarta/internal/demo"
	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// stuckDebiter is the sandbox's debit channel whose debits' answers can
// be lost (lost: Debit answers it, as a timed-out call does) and whose
// status query can be told what to answer (status; nil: the sandbox's own
// answer), keeping every debit and query it was sent.
type stuckDebiter struct {
	payment.Debiter
	mu       sync.Mutex
	lost     error
	status   func(payment.Debit) (payment.Debited, error)
	debits   []payment.Debit
	queries  []payment.Debit
	asked    atomic.Int64
	slowness time.Duration
}

func (d *stuckDebiter) Debit(ctx context.Context, x payment.Debit) (payment.Debited, error) {
	d.mu.Lock()
	d.debits = append(d.debits, x)
	lost := d.lost
	d.mu.Unlock()
	if lost != nil {
		return payment.Debited{}, lost
	}
	return d.Debiter.Debit(ctx, x)
}

func (d *stuckDebiter) DebitStatus(ctx context.Context, x payment.Debit) (payment.Debited, error) {
	d.asked.Add(1)
	time.Sleep(d.slowness)
	d.mu.Lock()
	d.queries = append(d.queries, x)
	answer := d.status
	d.mu.Unlock()
	if answer != nil {
		return answer(x)
	}
	return d.Debiter.DebitStatus(ctx, x)
}

func (d *stuckDebiter) answer(f func(payment.Debit) (payment.Debited, error)) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.status = f
}

type stuckEnv struct {
	cardEnv
	channel *stuckDebiter
}

// newStuckEnv is a card repayment server whose debits' answers are lost.
func newStuckEnv(t *testing.T, db *store.DB) stuckEnv {
	t.Helper()
	box := &smsBox{}
	var channel *stuckDebiter
	e := servertest.NewWith(t, db, func(a *server.App) {
		deps := a.CardRepayDeps()
		channel = &stuckDebiter{Debiter: deps.Debiter, lost: errors.New("read tcp 10.0.0.1:443: i/o timeout")}
		deps.SMS, deps.Debiter = box, channel
		a.CardRepay = cardrepay.New(deps)
	})
	return stuckEnv{cardEnv: cardEnv{Env: e, box: box}, channel: channel}
}

// stick confirms a card repayment of orderID from cardID whose debit's
// answer is lost: confirm answers that it is under way (state debiting),
// not a refusal. It returns what repayment-way showed and the record.
func (e stuckEnv) stick(t *testing.T, orderID, cardID int64) (cardrepay.RepaymentWay, int64) {
	t.Helper()
	got, w := e.way(t, demo.SessionA, orderID)
	if got.Status != 200 || w.Debit != nil {
		t.Fatalf("repayment-way: %d %s", got.Status, got.Body)
	}
	got, c := e.commit(t, demo.SessionA, commitForm(w, cardID))
	if got.Status != 200 {
		t.Fatalf("repayment-commit: %d %s", got.Status, got.Body)
	}
	got, done := e.confirm(t, demo.SessionA, orderID, c.RepaymentRecordID, e.box.lastCode(t))
	if got.Status != 200 || done.State != "debiting" || done.Paid != 0 || done.PaymentID != 0 {
		t.Fatalf("confirm without the bank's answer: %d %s, want 200 state debiting", got.Status, got.Body)
	}
	return w, c.RepaymentRecordID
}

func (e stuckEnv) settle(t *testing.T) cardrepay.DebitReport {
	t.Helper()
	r, err := e.App.CardRepay.SettleDebits(t.Context())
	if err != nil {
		t.Fatalf("SettleDebits: %v", err)
	}
	return r
}

func (e stuckEnv) status(t *testing.T, orderID int64) cardrepay.CardDebit {
	t.Helper()
	got := e.Do(t, servertest.Request{Method: "POST", Path: "/legacy/repayment/repayment-status", Session: demo.SessionA,
		Form: url.Values{"orderId": {itoa(orderID)}}})
	if got.Status != 200 {
		t.Fatalf("repayment-status: %d %s", got.Status, got.Body)
	}
	var d cardrepay.CardDebit
	got.Decode(t, &d)
	return d
}

// refusedUnderWay: a new commit on the order is refused with 121409 and
// the debit under way as data, not a bare conflict.
func (e stuckEnv) refusedUnderWay(t *testing.T, w cardrepay.RepaymentWay, cardID, recordID int64, state string) {
	t.Helper()
	got, w2 := e.way(t, demo.SessionA, w.OrderID)
	if got.Status != 200 || w2.Debit == nil || w2.Debit.RepaymentRecordID != recordID || w2.Debit.State != state || w2.Debit.UnderWay != 1 ||
		w2.Debit.Amount != w.Amount || w2.Debit.AmountText != w.AmountText || w2.Debit.AccountName != "GCash •••• 4567" {
		t.Errorf("repayment-way with a debit under way: %d %s", got.Status, got.Body)
	}
	e.Clock.Advance(cardrepay.CardSMSCooldown)
	got, _ = e.commit(t, demo.SessionA, commitForm(w2, cardID))
	var d cardrepay.CardDebit
	if got.Status == 409 && got.Code == string(fault.CodeDebitUnderWay) {
		d = decodeDebit(t, got.Data)
	}
	if got.Status != 409 || got.Code != string(fault.CodeDebitUnderWay) || got.Message != fault.Message(fault.CodeDebitUnderWay) ||
		d.RepaymentRecordID != recordID || d.State != state || d.UnderWay != 1 || d.Amount != w.Amount {
		t.Errorf("a second card repayment while the debit is %s: %d %s", state, got.Status, got.Body)
	}
}

func decodeDebit(t *testing.T, raw json.RawMessage) cardrepay.CardDebit {
	t.Helper()
	var d cardrepay.CardDebit
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatalf("debit data %s: %v", raw, err)
	}
	return d
}

func (e stuckEnv) ledgerHolds(t *testing.T, when string) {
	t.Helper()
	today := e.App.Loans.Calendar().Today()
	if problems, err := ledger.Check(t.Context(), e.DB, loan.BooksOf(e.App.Loans), repay.InTransit, today, today); err != nil || len(problems) > 0 {
		t.Errorf("ledger check %s: %v %v", when, err, problems)
	}
}

func cardState(t *testing.T, db *store.DB, id int64) string {
	t.Helper()
	var s string
	if err := db.QueryRow(context.Background(), `SELECT state FROM card_repayments WHERE id = ?`, id).Scan(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

func codeState(t *testing.T, db *store.DB, recordID int64) (state, txnID string) {
	t.Helper()
	if err := db.QueryRow(context.Background(), `SELECT c.state, c.txn_id FROM pay_codes c JOIN card_repayments r ON r.pay_code_id = c.id WHERE r.id = ?`,
		recordID).Scan(&state, &txnID); err != nil {
		t.Fatal(err)
	}
	return state, txnID
}

// TestCard_StuckDebitCredited: a debit whose answer was lost stays
// debiting (the page is told it is under way, a second card repayment is
// refused with it); past the grace period the job asks the provider, which
// says it was taken, and the order is credited exactly what the borrower
// saw, once, through confirm's own path (the books hold).
func TestCard_StuckDebitCredited(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newStuckEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09171234567")
		before := e.order(t, 81)
		w, recordID := e.stick(t, 81, cardID)
		if d := e.status(t, 81); d.RepaymentRecordID != recordID || d.State != "debiting" || d.UnderWay != 1 || d.Amount != w.Amount {
			t.Errorf("repayment-status while debiting: %+v", d)
		}
		e.refusedUnderWay(t, w, cardID, recordID, "debiting")
		// Another borrower's order: the same 404 as a missing one.
		if got := e.Do(t, servertest.Request{Method: "POST", Path: "/legacy/repayment/repayment-status", Session: demo.SessionB,
			Form: url.Values{"orderId": {"81"}}}); got.Status != 404 {
			t.Errorf("B's repayment-status on A's order: %d %s", got.Status, got.Body)
		}
		if after := e.order(t, 81); after.TotalPaid() != before.TotalPaid() {
			t.Fatal("a debit without an answer was credited")
		}

		// Within the grace period nothing is asked: the confirm may still be waiting.
		e.Clock.Advance(cardrepay.StuckDebitGrace - cardrepay.CardSMSCooldown - time.Second)
		if r := e.settle(t); r.Asked != 0 || e.channel.asked.Load() != 0 {
			t.Fatalf("asked within the grace period: %+v", r)
		}
		e.Clock.Advance(time.Second)
		if r := e.settle(t); r.Asked != 1 || r.Credited != 1 {
			t.Fatalf("past the grace period: %+v, want one query, credited", r)
		}
		e.channel.mu.Lock()
		debit, query := e.channel.debits[0], e.channel.queries[0]
		e.channel.mu.Unlock()
		if query.TxnID != debit.TxnID || query.Amount != w.Amount || query.Account != "09171234567" || query.Currency != debit.Currency {
			t.Errorf("the status query %+v is not about the debit %+v", query, debit)
		}

		after := e.order(t, 81)
		if paid := after.TotalPaid() - before.TotalPaid(); paid != w.Amount {
			t.Errorf("credited %d, want the %d the borrower saw", paid, w.Amount)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payments WHERE order_id = 81 AND amount = ? AND channel = 'GCash •••• 4567'`, w.Amount); n != 1 {
			t.Errorf("payments of order 81 for %d = %d, want 1", w.Amount, n)
		}
		if s := cardState(t, db, recordID); s != "paid" {
			t.Errorf("card repayment %s, want paid", s)
		}
		if s, _ := codeState(t, db, recordID); s != "paid" {
			t.Errorf("pay code %s, want paid", s)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM provider_events WHERE source = 'debit' AND outcome = ?`, repay.OutcomeCredited); n != 1 {
			t.Errorf("credited debit events = %d, want 1", n)
		}
		e.ledgerHolds(t, "after the stuck debit was credited")
		if d := e.status(t, 81); d.State != "paid" || d.UnderWay != 0 || d.RefNo == "" {
			t.Errorf("repayment-status once credited: %+v", d)
		}
		// Settled: never asked again.
		e.Clock.Advance(cardrepay.StuckDebitReviewRetry)
		if r := e.settle(t); r.Asked != 0 || e.channel.asked.Load() != 1 {
			t.Errorf("a settled debit was asked again: %+v", r)
		}
	})
}

// TestCard_StuckDebitDeclined: the provider says the lost debit failed:
// nothing is credited, the record is declined with the bank's reason and
// the order is free for another card repayment.
func TestCard_StuckDebitDeclined(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newStuckEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09171234567")
		before := e.order(t, 81)
		w, recordID := e.stick(t, 81, cardID)
		e.channel.answer(func(payment.Debit) (payment.Debited, error) {
			return payment.Debited{}, &payment.DeclinedError{Reason: payment.ReasonInsufficientFunds}
		})
		e.Clock.Advance(cardrepay.StuckDebitGrace)
		if r := e.settle(t); r.Asked != 1 || r.Declined != 1 || r.Credited != 0 {
			t.Fatalf("settle: %+v, want one query, declined", r)
		}
		if after := e.order(t, 81); after.TotalPaid() != before.TotalPaid() || after.Status != before.Status {
			t.Errorf("a declined debit changed the order")
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payments WHERE order_id = 81`); n != 0 {
			t.Errorf("payments = %d", n)
		}
		if s := cardState(t, db, recordID); s != "declined" {
			t.Errorf("card repayment %s, want declined", s)
		}
		if s, _ := codeState(t, db, recordID); s != "failed" {
			t.Errorf("pay code %s, want failed", s)
		}
		if d := e.status(t, 81); d.State != "declined" || d.UnderWay != 0 || d.Reason != payment.ReasonInsufficientFunds {
			t.Errorf("repayment-status once declined: %+v", d)
		}
		e.ledgerHolds(t, "after the stuck debit was declined")
		// The order is free again: a new card repayment starts and pays.
		e.channel.mu.Lock()
		e.channel.lost = nil
		e.channel.mu.Unlock()
		got, w2 := e.way(t, demo.SessionA, 81)
		if got.Status != 200 || w2.Debit != nil || w2.Amount != w.Amount {
			t.Fatalf("repayment-way after the decline: %d %s", got.Status, got.Body)
		}
		got, c := e.commit(t, demo.SessionA, commitForm(w2, cardID))
		if got.Status != 200 {
			t.Fatalf("a new commit after the decline: %d %s", got.Status, got.Body)
		}
		if got, done := e.confirm(t, demo.SessionA, 81, c.RepaymentRecordID, e.box.lastCode(t)); got.Status != 200 || done.State != "paid" {
			t.Errorf("the new card repayment: %d %s", got.Status, got.Body)
		}
	})
}

// TestCard_StuckDebitUnansweredGoesToReview: StuckDebitTries queries in a
// row without an answer (the provider down, or knowing no such debit)
// put the debit in the payments review queue; it still blocks a second
// card repayment (its outcome is unknown: a second debit could take the
// money twice), cannot be credited or refunded by hand, is asked again
// each StuckDebitReviewRetry, and the provider's eventual answer settles
// it and takes it out of the queue.
func TestCard_StuckDebitUnansweredGoesToReview(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newStuckEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09171234567")
		before := e.order(t, 81)
		w, recordID := e.stick(t, 81, cardID)
		_, txnID := codeState(t, db, recordID)
		var tries atomic.Int64
		e.channel.answer(func(payment.Debit) (payment.Debited, error) {
			if tries.Add(1)%2 == 0 {
				return payment.Debited{}, payment.ErrUnknownTxn
			}
			return payment.Debited{}, errors.New("dial tcp: connection refused")
		})
		waiting := func() []repay.Review {
			t.Helper()
			list, err := e.App.Repay.Reviews(t.Context())
			if err != nil {
				t.Fatal(err)
			}
			var out []repay.Review
			for _, r := range list {
				if r.Kind == repay.KindDebitUnknown {
					out = append(out, r)
				}
			}
			return out
		}
		e.Clock.Advance(cardrepay.StuckDebitGrace)
		for i := 1; i <= cardrepay.StuckDebitTries; i++ {
			r := e.settle(t)
			if r.Asked != 1 || r.Unanswered != 1 {
				t.Fatalf("try %d: %+v", i, r)
			}
			if i < cardrepay.StuckDebitTries {
				if s := cardState(t, db, recordID); s != "debiting" || len(waiting()) != 0 || r.Review != 0 {
					t.Fatalf("after %d unanswered tries: %s, %d in review", i, s, len(waiting()))
				}
				// Not asked again before StuckDebitRetry.
				e.Clock.Advance(cardrepay.StuckDebitRetry - time.Second)
				if r := e.settle(t); r.Asked != 0 {
					t.Fatalf("asked again within StuckDebitRetry: %+v", r)
				}
				e.Clock.Advance(time.Second)
			} else if r.Review != 1 {
				t.Errorf("the last try put %d in review, want 1", r.Review)
			}
		}
		if s := cardState(t, db, recordID); s != "unknown" {
			t.Fatalf("after %d unanswered tries the card repayment is %s, want unknown", cardrepay.StuckDebitTries, s)
		}
		if s, _ := codeState(t, db, recordID); s != "unknown" {
			t.Errorf("pay code %s, want unknown", s)
		}
		list := waiting()
		if len(list) != 1 || list[0].TxnID != txnID || list[0].Amount != -1 || list[0].Asked != w.Amount || list[0].OrderNo != w.OrderNo ||
			list[0].Detail == "" || list[0].Resolution != nil {
			t.Fatalf("review queue: %+v", list)
		}
		// Neither credited nor refunded by hand: nothing is known to have arrived.
		for _, action := range []string{repay.ResolveCredit, repay.ResolveRefund} {
			if _, err := e.App.Repay.PreviewResolve(t.Context(), db, txnID, action, ""); fault.As(err).Code != fault.CodeConflict {
				t.Errorf("resolve %s of an unknown debit: %v, want a conflict", action, err)
			}
		}
		// Still live: the page says so, and no second debit starts.
		if d := e.status(t, 81); d.State != "unknown" || d.UnderWay != 1 {
			t.Errorf("repayment-status in review: %+v", d)
		}
		e.refusedUnderWay(t, w, cardID, recordID, "unknown")
		if after := e.order(t, 81); after.TotalPaid() != before.TotalPaid() {
			t.Error("an unknown debit was credited")
		}
		e.ledgerHolds(t, "with the debit in review")

		// In review it is asked hourly; still no answer changes nothing.
		asked := e.channel.asked.Load()
		if r := e.settle(t); r.Asked != 0 {
			t.Errorf("asked again within the hour: %+v", r)
		}
		e.Clock.Advance(cardrepay.StuckDebitReviewRetry)
		if r := e.settle(t); r.Asked != 1 || r.Review != 0 || cardState(t, db, recordID) != "unknown" {
			t.Errorf("an hour later: %+v, %s", r, cardState(t, db, recordID))
		}
		// The provider answers at last: taken. Credited once, out of the queue.
		e.channel.answer(nil)
		e.Clock.Advance(cardrepay.StuckDebitReviewRetry)
		if r := e.settle(t); r.Asked != 1 || r.Credited != 1 {
			t.Fatalf("the provider's late answer: %+v", r)
		}
		if got := e.channel.asked.Load() - asked; got != 2 {
			t.Errorf("%d queries in review, want 2", got)
		}
		if s := cardState(t, db, recordID); s != "paid" || len(waiting()) != 0 {
			t.Errorf("after the late answer: %s, %d in review", s, len(waiting()))
		}
		if o := e.order(t, 81); o.TotalPaid()-before.TotalPaid() != w.Amount {
			t.Errorf("credited %d, want %d", o.TotalPaid()-before.TotalPaid(), w.Amount)
		}
		e.ledgerHolds(t, "after the late answer")
	})
}

// TestCard_StuckDebitSettledOnce: the job running on several instances
// at once asks about each stuck debit once and credits it once.
func TestCard_StuckDebitSettledOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newStuckEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09171234567")
		paidBefore := map[int64]int64{}
		amounts := map[int64]int64{}
		for _, id := range []int64{81, 82} {
			o := e.order(t, id)
			paidBefore[id] = o.TotalPaid()
			w, _ := e.stick(t, id, cardID)
			amounts[id] = w.Amount
			e.Clock.Advance(cardrepay.CardSMSCooldown) // one code a minute
		}
		e.channel.slowness = 20 * time.Millisecond // the provider takes its time: the runs overlap
		e.Clock.Advance(cardrepay.StuckDebitGrace)
		const runs = 6
		var (
			wg       sync.WaitGroup
			credited atomic.Int64
			start    = make(chan struct{})
		)
		for i := 0; i < runs; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				r, err := e.App.CardRepay.SettleDebits(context.Background())
				if err != nil {
					t.Errorf("SettleDebits: %v", err)
				}
				credited.Add(int64(r.Credited))
			}()
		}
		close(start)
		wg.Wait()
		if got := e.channel.asked.Load(); got != 2 {
			t.Errorf("%d status queries from %d concurrent runs, want 2 (one per debit)", got, runs)
		}
		if got := credited.Load(); got != 2 {
			t.Errorf("%d credited, want 2", got)
		}
		for id, amount := range amounts {
			if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payments WHERE order_id = ?`, id); n != 1 {
				t.Errorf("order %d: %d payments, want 1", id, n)
			}
			o := e.order(t, id)
			if paid := o.TotalPaid() - paidBefore[id]; paid != amount {
				t.Errorf("order %d: credited %d, want %d", id, paid, amount)
			}
		}
		e.ledgerHolds(t, "after the concurrent runs")
	})
}
