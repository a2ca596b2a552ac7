package payout

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/metrics"
	"kwarta/internal/store"
)

// The payout states (payouts.state).
const (
	StateNew       = "new"
	StateSending   = "sending"
	StatePending   = "pending"
	StateSucceeded = "succeeded"
	StateFailed    = "failed"
)

// StaleClaim is how long a claim (state sending) holds: a sender that died
// mid-send is replaced after it, and the replacement re-sends the same key,
// so the provider reports the first transfer instead of paying again.
const StaleClaim = 5 * time.Minute

// Result is what a Disburse did.
type Result struct {
	OrderID   int64
	OrderNo   string
	State     string // succeeded, failed or pending
	Provider  string
	Reference string
	Reason    string // failed: why, in words a borrower can read
	Attempts  int
	Status    loan.Status // the order's status after it
}

// payoutRow is the part of an order's payouts row Disburse reads.
type payoutRow struct {
	table         string // payouts or refunds
	id            int64
	key           string
	accountID     int64
	state         string
	reference     string
	reason        string
	provider      string
	attempts      int
	round         int
	sentAccountID int64
}

// TransferKey is the key of an attempt: the order's idempotency key, and
// after the provider has definitely refused round transfers, "-" and round+1.
func TransferKey(key string, round int) string {
	if round == 0 {
		return key
	}
	return key + "-" + itoa(int64(round+1))
}

func readPayout(ctx context.Context, q store.Querier, orderID int64) (payoutRow, error) {
	var (
		p               payoutRow
		account, sentTo sql.NullInt64
	)
	err := q.QueryRow(ctx, `SELECT id, idempotency_key, account_id, state, reference, reason, provider, attempts, key_round, sent_account_id
		FROM payouts WHERE order_id = ?`, orderID).Scan(&p.id, &p.key, &account, &p.state, &p.reference, &p.reason, &p.provider, &p.attempts,
		&p.round, &sentTo)
	if errors.Is(err, sql.ErrNoRows) {
		return p, store.ErrNotFound
	}
	p.table = "payouts"
	p.accountID, p.sentAccountID = account.Int64, sentTo.Int64
	return p, err
}

// Disburse sends an order's loan to the borrower's payout account and, once
// the provider has paid, moves the order to 170 (loan EventDisburse, the
// reference in its history). The order must be 151 with the withdrawal
// confirmed. One guarded UPDATE claims the order's payout row, so only one
// sender works on it at a time; the provider is called outside any
// transaction, always with the order's one idempotency key, so a retry
// (after a failure, a crash or a timeout) never pays twice. A refused
// transfer leaves the order at 151 with the reason, and the order details
// then ask the borrower to check the account (cardNeedPop).
//
// The account is the one chosen for the order (bind-card-change) while it
// is live, else the borrower's default. An order already paid answers its
// result again.
func (s *Service) Disburse(ctx context.Context, orderRef, actor string) (Result, error) {
	o, _, err := s.loans.Lookup(ctx, orderRef)
	if err != nil {
		return Result{}, err
	}
	res := Result{OrderID: o.ID, OrderNo: o.No, Status: o.Status}
	if p, err := readPayout(ctx, s.db, o.ID); err == nil && p.state == StateSucceeded {
		return done(res, p), nil
	} else if err != nil && !errors.Is(err, store.ErrNotFound) {
		return res, err
	}
	if o.Status != loan.StatusProcessing || o.WithdrawalConfirmedAt.IsZero() {
		return res, fault.Newf(fault.CodeConflict, "Order %s is not waiting to be disbursed (status %d %s; it needs 151 with the withdrawal confirmed).", o.No, o.Status, o.Status)
	}
	// Claim: one transaction re-reads the order, picks the account and
	// takes the row with a guarded UPDATE.
	var (
		claim   payoutRow
		acct    Account
		claimed bool
		now     = s.now()
	)
	err = s.db.InTxRetry(ctx, func(ctx context.Context, tx *store.Tx) error {
		o2, err := loan.OrderOf(ctx, tx, o.UserID, o.ID)
		if err != nil {
			return err
		}
		if o2.Status != loan.StatusProcessing || o2.WithdrawalConfirmedAt.IsZero() {
			return fault.Newf(fault.CodeConflict, "Order %s is not waiting to be disbursed (status %d %s).", o2.No, o2.Status, o2.Status)
		}
		if err := ensurePayout(ctx, tx, o2, now); err != nil {
			return err
		}
		if claim, err = readPayout(ctx, tx, o2.ID); err != nil {
			return err
		}
		if acct, err = s.payoutAccount(ctx, tx, o2.UserID, claim.accountID); err != nil {
			return err
		}
		r, err := tx.Exec(ctx, `UPDATE payouts SET state = 'sending', attempts = attempts + 1, claimed_at = ?, updated_at = ?,
			sent_account_id = ?, amount = ?, currency = ?, provider = ?
			WHERE id = ? AND `+claimable,
			store.Millis(now), store.Millis(now), acct.ID, o2.Terms.Principal, o2.Currency, s.sender.Name(),
			claim.id, store.Millis(now.Add(-StaleClaim)))
		if err != nil {
			return err
		}
		n, err := r.RowsAffected()
		if err != nil {
			return err
		}
		if claimed = n == 1; !claimed {
			return nil
		}
		claim.attempts++
		return record(ctx, tx, o2.UserID, acct.ID, o2.ID, EventPayoutSent, actor,
			"attempt "+itoa(int64(claim.attempts))+" to "+acct.ChannelName+" "+acct.Masked+" via "+s.sender.Name(), now)
	})
	if err != nil {
		return res, err
	}
	if !claimed {
		p, err := readPayout(ctx, s.db, o.ID)
		if err != nil {
			return res, err
		}
		if p.state == StateSucceeded {
			return done(res, p), nil
		}
		return res, fault.New(fault.CodeConflict, "This order's payout is being sent by another request; try again in a minute.")
	}
	// Send, outside any transaction.
	a := attempt{claim: claim, userID: o.UserID, orderID: o.ID, acct: acct, actor: actor, events: payoutEvents,
		subject: "This order's payout", logAs: []any{"order", o.No}}
	t, err := s.transfer(ctx, o.UserID, TransferKey(claim.key, claim.round), acct)
	if err != nil {
		return res, s.release(ctx, a, "The payout account could not be read.", err)
	}
	t.OrderNo, t.Amount, t.Currency, t.Description = o.No, o.Terms.Principal, o.Currency, "Loan "+o.No
	sent, err := s.send(ctx, a, t, func(ctx context.Context, tx *store.Tx, sent Sent) error {
		moved, err := s.loans.Disburse(ctx, tx, o.ID, actor, "payout "+s.sender.Name()+" "+sent.Reference)
		if err == nil {
			res.Status = moved.Status
		}
		return err
	})
	if sent.Status != "" {
		res.State, res.Provider, res.Reference, res.Attempts = string(sent.Status), s.sender.Name(), sent.Reference, claim.attempts
		if sent.Status == Failed {
			res.Reason = sent.Reason
		}
	}
	return res, err
}

func done(res Result, p payoutRow) Result {
	res.State, res.Provider, res.Reference, res.Attempts, res.Status = StateSucceeded, p.provider, p.reference, p.attempts, loan.StatusRepaying
	return res
}

// payoutAccount is the account an order's payout goes to: the one chosen
// for the order while it is live, else the borrower's default.
func (s *Service) payoutAccount(ctx context.Context, q store.Querier, userID, chosen int64) (Account, error) {
	if chosen != 0 {
		a, err := s.AccountOf(ctx, q, userID, chosen)
		if err == nil {
			return a, nil
		}
		var fe *fault.Error
		if !errors.As(err, &fe) || fe.Code != fault.CodeNotFound {
			return a, err
		}
	}
	a, err := s.DefaultAccount(ctx, q, userID)
	if errors.Is(err, store.ErrNotFound) {
		return a, fault.New(fault.CodeNoPayoutAccount, "The borrower has no bank account or e-wallet to receive the loan.")
	}
	return a, err
}

// transfer is the provider's request to pay the borrower userID to
// account a under key, without the account's number (send reveals it) and
// without what is paid (the caller's: the order, the amount).
func (s *Service) transfer(ctx context.Context, userID int64, key string, a Account) (Transfer, error) {
	name, phone, err := s.users.NameAndPhone(ctx, s.db, userID)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return Transfer{}, err
	}
	kind := "bank"
	c, err := s.catalogue(ctx, s.db)
	if err != nil {
		return Transfer{}, err
	}
	if ch, ok := c.channel(a.Channel); ok {
		kind = ch.Kind
	}
	return Transfer{Key: key, Kind: kind, ProviderCode: a.ProviderCode, ChannelName: a.ChannelName, BankCode: a.BankCode,
		Name: name, Mobile: phone}, nil
}

// attempt is one claimed send of a payouts or refunds row: the claim,
// whose money and where it goes, who sends it, the events recording it
// and how errors and logs name it.
type attempt struct {
	claim           payoutRow
	userID, orderID int64
	acct            Account
	actor           string
	events          events
	subject         string // "This order's payout", "This refund"
	logAs           []any  // the log's key and value naming it
}

// events are the payout_account_events an attempt's outcomes record.
type events struct{ ok, pending, failed string }

var (
	payoutEvents = events{EventPayoutOK, EventPayoutPending, EventPayoutFailed}
	refundEvents = events{EventRefundOK, EventRefundPending, EventRefundFailed}
)

// claimable is the guard of a claim's UPDATE (its one argument: the moment
// before which a sending claim is stale): a row nobody holds, or whose
// holder died mid-send.
const claimable = `(state IN ('new', 'failed', 'pending') OR (state = 'sending' AND claimed_at < ?))`

// send sends t to the attempt's account (its number revealed here, never
// logged), outside any transaction, and ends the claim: paid, in the
// transaction marking it succeeded, records what the money did (the order
// moves, the books post); pending and refused are marked and recorded; a
// transfer not sent, or whose answer was lost, is released (failed, not
// declined: the same key goes next time) and answered as a fault. The
// answer's Status is "" when the provider gave none.
func (s *Service) send(ctx context.Context, a attempt, t Transfer, paid func(ctx context.Context, tx *store.Tx, sent Sent) error) (Sent, error) {
	number, err := s.Reveal(ctx, s.db, a.userID, a.acct.ID)
	if err != nil {
		return Sent{}, s.release(ctx, a, "The payout account could not be read.", err)
	}
	t.Account = number
	sent, err := s.sender.Send(ctx, t)
	if err != nil {
		return Sent{}, s.release(ctx, a, "The payout channel did not answer. Try again later.", err)
	}
	switch sent.Status {
	case Succeeded:
		return sent, s.succeed(ctx, a, sent, paid)
	case Pending:
		return sent, s.finish(ctx, a, StatePending, sent, false)
	default:
		sent.Status = Failed
		if sent.Reason == "" {
			sent.Reason = "The payout was refused."
		}
		return sent, s.finish(ctx, a, StateFailed, sent, true)
	}
}

// succeed records a paid transfer and runs paid, in one transaction. If
// paid fails (an operator changed the order meanwhile) the transfer is
// still recorded as paid, and the error says so.
func (s *Service) succeed(ctx context.Context, a attempt, sent Sent, paid func(ctx context.Context, tx *store.Tx, sent Sent) error) error {
	now := s.now()
	err := s.db.InTxRetry(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := s.mark(ctx, tx, a.claim, StateSucceeded, sent, now, false); err != nil {
			return err
		}
		if err := record(ctx, tx, a.userID, a.acct.ID, a.orderID, a.events.ok, a.actor, sent.Reference, now); err != nil {
			return err
		}
		return paid(ctx, tx, sent)
	})
	if errors.Is(err, errLostClaim) { // another sender took over; it records the same transfer
		return fault.New(fault.CodeConflict, a.subject+" is being recorded by another request.")
	}
	if err == nil {
		return nil
	}
	// The money went out; keep that whatever happened after.
	if ferr := s.finish(ctx, a, StateSucceeded, sent, false); ferr != nil {
		s.log("paid but not recorded", a, ferr)
	}
	s.log("paid but not carried through", a, err)
	return err
}

// errLostClaim: the row is no longer this sender's claim.
var errLostClaim = errors.New("payout: the claim was taken over")

// mark ends this sender's claim with a state; errLostClaim when a stale
// claim was taken over meanwhile. refused: the provider definitely refused
// the transfer, so the next attempt goes under the next key round.
func (s *Service) mark(ctx context.Context, q store.Querier, claim payoutRow, state string, sent Sent, now time.Time, refused bool) error {
	var succeededAt int64
	if state == StateSucceeded {
		succeededAt = store.Millis(now)
	}
	r, err := q.Exec(ctx, `UPDATE `+claim.table+` SET state = ?, reference = ?, reason = ?, declined = ?, updated_at = ?,
		succeeded_at = ?, key_round = key_round + ?
		WHERE id = ? AND state = 'sending' AND attempts = ?`,
		state, sent.Reference, sent.Reason, boolInt(sent.Declined && state == StateFailed), store.Millis(now),
		succeededAt, boolInt(refused), claim.id, claim.attempts)
	if err != nil {
		return err
	}
	if n, err := r.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return errLostClaim
	}
	if state == StateSucceeded || state == StateFailed {
		count := func() { metrics.Payouts.WithLabelValues(state).Inc() }
		if tx, ok := q.(*store.Tx); ok {
			tx.AfterCommit(count)
		} else {
			count()
		}
	}
	return nil
}

// finish ends the claim with a state (failed, pending; or succeeded when
// what the money does could not be recorded) and records it.
func (s *Service) finish(ctx context.Context, a attempt, state string, sent Sent, refused bool) error {
	now := s.now()
	event, note := a.events.failed, sent.Reason
	switch state {
	case StatePending:
		event, note = a.events.pending, sent.Reference
	case StateSucceeded:
		event, note = a.events.ok, sent.Reference
	}
	err := s.db.InTxRetry(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := s.mark(ctx, tx, a.claim, state, sent, now, refused); err != nil {
			return err
		}
		return record(ctx, tx, a.userID, a.acct.ID, a.orderID, event, a.actor, note, now)
	})
	if errors.Is(err, errLostClaim) {
		return fault.New(fault.CodeConflict, a.subject+" is being sent by another request.")
	}
	return err
}

// release ends a claim whose transfer could not be sent or whose answer was
// lost (cause: logged, never shown): failed with reason, not declined (the
// borrower's account is not in question), so a retry sends the same key
// again.
func (s *Service) release(ctx context.Context, a attempt, reason string, cause error) error {
	s.log("not sent", a, cause)
	// The request's context may be the one that ended; the release must still be written.
	ctx = context.WithoutCancel(ctx)
	if err := s.finish(ctx, a, StateFailed, Sent{Status: Failed, Reason: reason}, false); err != nil {
		return err
	}
	return fault.New(fault.CodePaymentUnavailable, reason)
}

func (s *Service) log(msg string, a attempt, err error) {
	if s.logger != nil {
		s.logger.Error(a.subject+": "+msg, append(a.logAs, "error", err)...)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
