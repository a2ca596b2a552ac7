package payout

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
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
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
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
			WHERE id = ? AND (state IN ('new', 'failed', 'pending') OR (state = 'sending' AND claimed_at < ?))`,
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
	number, err := s.Reveal(ctx, s.db, o.UserID, acct.ID)
	if err != nil {
		return res, s.release(ctx, o, claim, acct, actor, Sent{Status: Failed, Reason: "The payout account could not be read."}, err)
	}
	t, err := s.transfer(ctx, o, TransferKey(claim.key, claim.round), acct, number)
	if err != nil {
		return res, s.release(ctx, o, claim, acct, actor, Sent{Status: Failed, Reason: "The payout account could not be read."}, err)
	}
	sent, sendErr := s.sender.Send(ctx, t)
	if sendErr != nil {
		return res, s.release(ctx, o, claim, acct, actor, Sent{Status: Failed, Reason: "The payout channel did not answer. Try again later."}, sendErr)
	}
	switch sent.Status {
	case Succeeded:
		return s.succeed(ctx, o, claim, acct, actor, sent)
	case Pending:
		err := s.finish(ctx, o, claim, acct, actor, StatePending, sent, false)
		res.State, res.Provider, res.Reference, res.Attempts = StatePending, s.sender.Name(), sent.Reference, claim.attempts
		return res, err
	default:
		if sent.Reason == "" {
			sent.Reason = "The payout was refused."
		}
		err := s.finish(ctx, o, claim, acct, actor, StateFailed, sent, true)
		res.State, res.Provider, res.Reference, res.Reason, res.Attempts = StateFailed, s.sender.Name(), sent.Reference, sent.Reason, claim.attempts
		return res, err
	}
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

// transfer is the provider's request for the order.
func (s *Service) transfer(ctx context.Context, o loan.Order, key string, a Account, number string) (Transfer, error) {
	name, phone, err := s.users.NameAndPhone(ctx, s.db, o.UserID)
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
	return Transfer{
		Key: key, OrderNo: o.No, Amount: o.Terms.Principal, Currency: o.Currency, Kind: kind, ProviderCode: a.ProviderCode,
		ChannelName: a.ChannelName, Account: number, BankCode: a.BankCode, Name: name, Mobile: phone,
		Description: "Loan " + o.No,
	}, nil
}

// succeed records a paid transfer and moves the order to 170, in one
// transaction. If the order cannot move (an operator changed it meanwhile)
// the payout is still recorded as paid, and the error says so.
func (s *Service) succeed(ctx context.Context, o loan.Order, claim payoutRow, acct Account, actor string, sent Sent) (Result, error) {
	res := Result{OrderID: o.ID, OrderNo: o.No, State: StateSucceeded, Provider: s.sender.Name(), Reference: sent.Reference,
		Attempts: claim.attempts, Status: o.Status}
	now := s.now()
	note := "payout " + s.sender.Name() + " " + sent.Reference
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := s.mark(ctx, tx, claim, StateSucceeded, sent, now, false); err != nil {
			return err
		}
		if err := record(ctx, tx, o.UserID, acct.ID, o.ID, EventPayoutOK, actor, sent.Reference, now); err != nil {
			return err
		}
		moved, err := s.loans.Disburse(ctx, tx, o.ID, actor, note)
		if err != nil {
			return err
		}
		res.Status = moved.Status
		return nil
	})
	if err == nil || errors.Is(err, errLostClaim) {
		if errors.Is(err, errLostClaim) { // another sender took over; it records the same transfer
			return res, fault.New(fault.CodeConflict, "This order's payout is being recorded by another request.")
		}
		return res, nil
	}
	// The money went out; keep that whatever happened to the order.
	moveErr := err
	if err := s.finish(ctx, o, claim, acct, actor, StateSucceeded, sent, false); err != nil {
		s.log("payout paid but not recorded", o, err)
	}
	s.log("payout paid but the order did not move", o, moveErr)
	return res, moveErr
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
	r, err := q.Exec(ctx, `UPDATE payouts SET state = ?, reference = ?, reason = ?, declined = ?, updated_at = ?,
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
	return nil
}

// finish ends the claim with a state other than a moved order (failed,
// pending; or succeeded when the order could not move) and records it.
func (s *Service) finish(ctx context.Context, o loan.Order, claim payoutRow, acct Account, actor, state string, sent Sent, refused bool) error {
	now := s.now()
	event, note := EventPayoutFailed, sent.Reason
	switch state {
	case StatePending:
		event, note = EventPayoutPending, sent.Reference
	case StateSucceeded:
		event, note = EventPayoutOK, sent.Reference
	}
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := s.mark(ctx, tx, claim, state, sent, now, refused); err != nil {
			return err
		}
		return record(ctx, tx, o.UserID, acct.ID, o.ID, event, actor, note, now)
	})
	if errors.Is(err, errLostClaim) {
		return fault.New(fault.CodeConflict, "This order's payout is being sent by another request.")
	}
	return err
}

// release ends a claim whose transfer could not be sent or whose answer was
// lost (cause: logged, never shown): failed, not declined (the borrower's
// account is not in question), so a retry sends the same key again.
func (s *Service) release(ctx context.Context, o loan.Order, claim payoutRow, acct Account, actor string, sent Sent, cause error) error {
	s.log("payout not sent", o, cause)
	// The request's context may be the one that ended; the release must still be written.
	ctx = context.WithoutCancel(ctx)
	if err := s.finish(ctx, o, claim, acct, actor, StateFailed, sent, false); err != nil {
		return err
	}
	return fault.New(fault.CodePaymentUnavailable, sent.Reason)
}

func (s *Service) log(msg string, o loan.Order, err error) {
	if s.logger != nil {
		s.logger.Error(msg, "order", o.No, "error", err)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
