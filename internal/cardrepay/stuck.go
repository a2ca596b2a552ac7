package cardrepay

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// liveStates are the card repayments whose debit is under way or whose
// outcome is not known yet: no other card repayment of the order starts
// (the partial unique index card_repayments_one_live holds them, with
// awaiting), and the job asks the provider about them.
var liveStates = []any{cardDebiting, cardPending, cardUnknown}

// CardDebit is an order's card debit as the borrower's page shows it: on
// repayment-way (the one under way), on a refused commit (121409's data)
// and on repayment-status (the latest, however it ended).
type CardDebit struct {
	RepaymentRecordID int64 `json:"repaymentRecordId"` // 0: the order has no card debit
	// State: none (no card debit on the order); under way: debiting (the
	// bank has not answered yet), pending (the bank finishes it later),
	// unknown (the bank left our queries unanswered: our team checks);
	// ended: paid, declined (Reason says why; nothing was taken), failed
	// (the account could not be read; nothing was taken) or review (money
	// taken that the order could not take: our team applies it).
	State string `json:"state" enum:"none,debiting,pending,unknown,paid,declined,failed,review"`
	// UnderWay is 1 while the outcome is not known (debiting, pending,
	// unknown): the borrower need not pay again, and no other card
	// repayment of the order starts.
	UnderWay    int    `json:"underWay"`
	Amount      int64  `json:"amount"` // minor units: what the borrower confirmed
	AmountText  string `json:"amountText"`
	AccountName string `json:"accountName"` // "GCash •••• 4567"
	RefNo       string `json:"refNo"`
	Reason      string `json:"reason"` // declined: the bank's reason
}

// cardDebit reads the order's latest card repayment that reached a debit
// (live only: the one under way; nil when there is none), as the page
// shows it; mk is the order's market, whose money it writes.
func (s *Service) cardDebit(ctx context.Context, q store.Querier, userID, orderID int64, mk string, live bool) (*CardDebit, error) {
	where, args := "", []any{orderID, userID}
	if live {
		where, args = ` AND state IN (?, ?, ?)`, append(args, liveStates...)
	}
	rec, err := scanCard(q.QueryRow(ctx, `SELECT `+cardColumns+` FROM card_repayments WHERE order_id = ? AND user_id = ? AND pay_code_id <> 0`+
		where+` ORDER BY id DESC LIMIT 1`, args...).Scan)
	if fe := (*fault.Error)(nil); errors.As(err, &fe) && fe.Code == fault.CodeNotFound {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	d := &CardDebit{RepaymentRecordID: rec.ID, State: rec.State, Amount: rec.Amount, AmountText: loan.MoneyFor(mk, false).Format(rec.Amount),
		RefNo: rec.RefNo}
	switch rec.State {
	case cardDebiting, cardPending, cardUnknown:
		d.UnderWay = 1
	case cardDeclined:
		d.Reason = strings.TrimPrefix(rec.Note, "declined: ")
	}
	if acc, err := s.accounts.AccountOf(ctx, q, userID, rec.AccountID); err == nil {
		d.AccountName = acc.Label()
	}
	return d, nil
}

// underWay is the refusal of a second card repayment while d is under way
// (121409), with d as its data: the page shows it instead of a refusal.
func underWay(d *CardDebit) error {
	e := fault.New(fault.CodeDebitUnderWay, "")
	e.Data = d
	return e
}

// Status is repayment-status: the order's latest card debit, however it
// stands (state none when there is none), for the page to follow a debit
// under way to its end. Another borrower's order is a 404.
func (s *Service) Status(ctx context.Context, userID, orderID int64) (CardDebit, error) {
	if err := s.Ready(); err != nil {
		return CardDebit{}, err
	}
	o, err := loan.OrderOf(ctx, s.db, userID, orderID)
	if err != nil {
		return CardDebit{}, err
	}
	d, err := s.cardDebit(ctx, s.db, userID, orderID, o.Market, false)
	if err != nil || d == nil {
		return CardDebit{State: "none"}, err
	}
	return *d, nil
}

// DebitReport says what one run of the stuck-debit job did.
type DebitReport struct {
	Asked      int // status queries sent to the provider
	Credited   int // found taken: credited (or kept for review when the order could not take it)
	Declined   int // found failed: the order is free for another card repayment
	Pending    int // the provider finishes them later
	Unanswered int // no answer (or the provider knows no such debit yet)
	Review     int // of those, put in the payments review queue by this run
}

// SettleDebits is the stuck-debit job: it asks the provider (the Debiter's
// status query) about every card debit still live StuckDebitGrace after
// it started whose next query is due, and settles it by the answer
// through confirm's own paths: taken is credited as confirm credits it
// (creditDebit: the engine's CreditDebit, the books in the same
// transaction), declined ends it (the order is free again), pending waits.
// A query without an answer counts; the StuckDebitTries-th in a row puts
// the debit in the payments review queue (card repayment unknown, pay code
// held), where it still blocks another card repayment and is asked again
// each StuckDebitReviewRetry.
//
// Several instances may run it at once: each debit is claimed before it
// is asked about, by one guarded UPDATE that moves its check_at from the
// value read to the next query's time, so exactly one run asks and
// settles it; crediting is once-only besides (CreditDebit).
func (s *Service) SettleDebits(ctx context.Context) (DebitReport, error) {
	var r DebitReport
	if s.Ready() != nil {
		return r, nil
	}
	now := s.clock.Now()
	rows, err := s.db.Query(ctx, `SELECT `+cardColumns+` FROM card_repayments WHERE state IN (?, ?, ?) AND pay_code_id <> 0
		AND check_at <= ? AND debit_at <= ? ORDER BY id LIMIT 200`,
		append(liveStates, store.Millis(now), store.Millis(now.Add(-StuckDebitGrace)))...)
	if err != nil {
		return r, err
	}
	var due []cardRecord
	for rows.Next() {
		c, err := scanCard(rows.Scan)
		if err != nil {
			rows.Close()
			return r, err
		}
		due = append(due, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return r, err
	}
	for _, c := range due {
		if err := ctx.Err(); err != nil {
			return r, err
		}
		if err := s.settleDebit(ctx, c, now, &r); err != nil {
			return r, err
		}
	}
	return r, nil
}

// claimDebit takes debit c for one status query at now: one guarded
// UPDATE from the check_at read to the next query's time. False: another
// run took it first, or it ended meanwhile.
func (s *Service) claimDebit(ctx context.Context, c cardRecord, now time.Time) (bool, error) {
	next := now.Add(StuckDebitRetry)
	if c.State == cardUnknown {
		next = now.Add(StuckDebitReviewRetry)
	}
	res, err := s.db.Exec(ctx, `UPDATE card_repayments SET check_at = ? WHERE id = ? AND state = ? AND check_at = ? AND check_at <= ?`,
		store.Millis(next), c.ID, c.State, c.CheckAt, store.Millis(now))
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// settleDebit claims debit c, asks the provider about it and settles it
// by the answer.
func (s *Service) settleDebit(ctx context.Context, c cardRecord, now time.Time, r *DebitReport) error {
	if ok, err := s.claimDebit(ctx, c, now); err != nil || !ok {
		return err
	}
	pc, err := s.repay.DebitCode(ctx, s.db, c.PayCodeID)
	if err != nil {
		return err
	}
	// The account as the confirm debited it. A removed account is still
	// asked about: the provider goes by the transaction id.
	var (
		label, number string
		acc, accErr   = s.accounts.AccountOf(ctx, s.db, c.UserID, c.AccountID)
	)
	if accErr == nil {
		label = acc.Label()
		if number, err = s.accounts.Reveal(ctx, s.db, c.UserID, c.AccountID); err != nil {
			s.logger.WarnContext(ctx, "card debit status: the account could not be read", "record", c.ID, "error", err)
		}
	}
	r.Asked++
	debited, err := s.debiter.DebitStatus(ctx, payment.Debit{TxnID: pc.TxnID, Amount: pc.Amount, Currency: pc.Currency, Channel: pc.Channel,
		ChannelName: acc.ChannelName, Account: number})
	bg := context.WithoutCancel(ctx) // the provider answered: record it even if the job is stopping
	if reason, ok := payment.IsDeclined(err); ok {
		if err := s.endCard(bg, c.ID, pc.ID, cardDeclined, "", "declined: "+reason); err != nil {
			return err
		}
		s.ledger(bg, pc, payment.StatusFailure, "", "status query: declined: "+reason, repay.OutcomeFailed)
		r.Declined++
		s.logger.InfoContext(ctx, "card debit settled: declined", "record", c.ID, "txn_id", pc.TxnID)
		return nil
	}
	if err != nil {
		return s.unanswered(bg, c, pc, err, now, r)
	}
	if debited.Status == payment.StatusSuccess {
		outcome, _, err := s.creditDebit(bg, c.ID, &pc, debited.RefNo, label)
		if err != nil {
			s.logger.ErrorContext(ctx, "card debit taken but not credited", "record", c.ID, "txn_id", pc.TxnID, "error", err)
			return err
		}
		if outcome != repay.OutcomeDuplicate {
			r.Credited++
		}
		s.logger.InfoContext(ctx, "card debit settled: taken", "record", c.ID, "txn_id", pc.TxnID, "outcome", outcome)
		return nil
	}
	// Pending: the provider has it and finishes it later. An answer: the
	// unanswered count starts again.
	r.Pending++
	if c.State != cardPending {
		if err := s.endCard(bg, c.ID, pc.ID, cardPending, debited.RefNo, "the provider will finish the debit"); err != nil {
			return err
		}
		s.ledger(bg, pc, debited.Status, debited.RefNo, "status query: debit pending", repay.OutcomeNoChange)
		return nil
	}
	_, err = s.db.Exec(bg, `UPDATE card_repayments SET checks = 0 WHERE id = ? AND state = ?`, c.ID, cardPending)
	return err
}

// unanswered counts a status query of debit c that got no answer (cause);
// the StuckDebitTries-th in a row puts it in the payments review queue, in
// one transaction: the card repayment unknown (still live: no second
// debit of the order starts, since this one may yet take the money) and
// its pay code held (repay.KindDebitUnknown).
func (s *Service) unanswered(ctx context.Context, c cardRecord, pc repay.PayCode, cause error, now time.Time, r *DebitReport) error {
	r.Unanswered++
	why := "no answer: " + cause.Error()
	if errors.Is(cause, payment.ErrUnknownTxn) {
		why = "the provider has no debit with this transaction id (yet)"
	}
	s.logger.WarnContext(ctx, "card debit status: no answer", "record", c.ID, "txn_id", pc.TxnID, "state", c.State, "error", cause)
	held := false
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		held = false
		if c.State == cardUnknown { // already waiting for an operator: asked again later
			_, err := tx.Exec(ctx, `UPDATE card_repayments SET note = ? WHERE id = ? AND state = ?`, clip("status query: "+why, 300), c.ID, cardUnknown)
			return err
		}
		var checks int
		err := tx.QueryRow(ctx, `UPDATE card_repayments SET checks = checks + 1, note = ? WHERE id = ? AND state = ? RETURNING checks`,
			clip("status query: "+why, 300), c.ID, c.State).Scan(&checks)
		if errors.Is(err, sql.ErrNoRows) { // settled meanwhile
			return nil
		}
		if err != nil || checks < StuckDebitTries {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE card_repayments SET state = ?, check_at = ? WHERE id = ? AND state = ?`,
			cardUnknown, store.Millis(now.Add(StuckDebitReviewRetry)), c.ID, c.State); err != nil {
			return err
		}
		held, err = s.repay.HoldDebit(ctx, tx, pc.ID, clip(fmt.Sprintf("card repayment %d: %d status queries about this debit went unanswered "+
			"(last: %s); ask %s whether it took the money", c.ID, checks, why, pc.Gateway), 300))
		return err
	})
	if err == nil && held {
		r.Review++
		s.logger.WarnContext(ctx, "card debit put in the payments review queue", "record", c.ID, "txn_id", pc.TxnID, "tries", StuckDebitTries)
	}
	return err
}
