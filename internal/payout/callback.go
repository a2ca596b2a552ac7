package payout

import (
	"context"
	"database/sql"
	"errors"
	"net/url"
	"strconv"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// The payout provider's status callback: Dragonpay Payout calls the
// merchant back when a payout's status changes. Verified, it is only a
// cue: the payout it names is read again from the provider over our own
// authenticated call and carried through exactly as Disburse (or, for a
// refund, SendRefund) carries a retry: the claim, Send (which asks the
// status first and posts nothing Dragonpay already has), and the same
// succeed and refuse paths, which post the books and move the order in
// the transaction that marks the row. So a callback never writes money of
// its own, and a forged or garbled status cannot pay out or fail anything.

// Callback is a payout provider's status callback, verified: the transfer
// key it is about (the TxnId we sent), the provider's reference, its
// status letter and message.
type Callback struct {
	TxnID   string
	RefNo   string
	Status  string
	Message string
}

// CallbackReader is a Sender whose provider announces results by
// callback: it verifies and reads one.
type CallbackReader interface {
	ParseCallback(form url.Values) (Callback, error)
}

// ErrCallbackSignature refuses a callback whose digest does not verify.
var ErrCallbackSignature = errors.New("payout: the callback's digest does not verify")

// What a callback did (CallbackResult.Outcome).
const (
	// CallbackApplied: the payout was read again from the provider and
	// carried through (paid, refused or still pending: State says).
	CallbackApplied = "applied"
	// CallbackNoChange: nothing to do. The payout is paid already (a
	// repeated callback), the status is not final, the callback is about
	// an earlier key round (stale), or the payout is not waiting for the
	// provider (being sent right now, or never sent).
	CallbackNoChange = "no_change"
)

// CallbackResult is what a callback did to the payout or refund it names.
type CallbackResult struct {
	Outcome string
	Table   string // payouts or refunds
	State   string // the row's state after it
}

// finalCallback are the status letters after which a payout does not
// change by itself (S paid, F failed, V voided); the others (P pending, G
// in progress, H on hold, Q queued) announce nothing to apply.
func finalCallback(status string) bool {
	switch strings.ToUpper(status) {
	case "S", "F", "V":
		return true
	}
	return false
}

// ProviderCallback verifies the payout provider's status callback form
// and applies it (see Callback): refused when the provider sends no
// callbacks (404), the digest does not verify (403) or no payout or
// refund has the transfer key (404, logged); no change when it is
// repeated, stale, not final or the row is not waiting (pending, or
// failed with its outcome unknown) for the provider; otherwise Disburse
// or SendRefund runs for the row as actor "<provider>:callback", and
// their error, if any, is the answer (the provider calls again).
func (s *Service) ProviderCallback(ctx context.Context, form url.Values) (CallbackResult, error) {
	reader, ok := s.sender.(CallbackReader)
	if !ok {
		return CallbackResult{}, fault.New(fault.CodeNotFound, "This payout channel sends no callbacks.")
	}
	cb, err := reader.ParseCallback(form)
	if err != nil {
		s.warn("payout callback refused: the digest does not verify", "txn_id", clipKey(field(form, "merchantTxnId")))
		return CallbackResult{}, fault.New(fault.CodeForbidden, "The callback's signature does not verify.")
	}
	row, ref, err := s.rowOfKey(ctx, cb.TxnID)
	if errors.Is(err, store.ErrNotFound) {
		s.warn("payout callback refused: no payout or refund has this transaction id", "txn_id", clipKey(cb.TxnID), "status", cb.Status)
		return CallbackResult{}, fault.New(fault.CodeNotFound, "No payout or refund has this transaction id.")
	} else if err != nil {
		return CallbackResult{}, err
	}
	res := CallbackResult{Outcome: CallbackNoChange, Table: row.table, State: row.state}
	current := TransferKey(row.key, row.round) == cb.TxnID
	waiting := row.state == StatePending || row.state == StateFailed // failed at the current round: its outcome was unknown
	if !finalCallback(cb.Status) || !current || !waiting {
		s.info("payout callback: nothing to change", "txn_id", cb.TxnID, "status", cb.Status, "state", row.state, "current_round", current)
		return res, nil
	}
	actor := s.sender.Name() + ":callback"
	res.Outcome = CallbackApplied
	if row.table == "refunds" {
		r, err := s.SendRefund(ctx, ref, actor)
		res.State = r.State
		return res, err
	}
	r, err := s.Disburse(ctx, ref, actor)
	if r.State != "" {
		res.State = r.State
	}
	return res, err
}

// rowOfKey is the payouts or refunds row a transfer key belongs to (the
// key itself, or the key of a later round, "-" and a number from 2) and
// what Disburse or SendRefund takes to send it again: the order's id, or
// the held payment's transaction id.
func (s *Service) rowOfKey(ctx context.Context, key string) (payoutRow, string, error) {
	bases := []string{key}
	if i := strings.LastIndexByte(key, '-'); i > 0 {
		if n, err := strconv.Atoi(key[i+1:]); err == nil && n >= 2 {
			bases = append(bases, key[:i])
		}
	}
	for _, base := range bases {
		var (
			p     payoutRow
			ref   string
			order int64
			err   error
		)
		switch {
		case strings.HasPrefix(base, "PO"):
			p.table = "payouts"
			err = s.db.QueryRow(ctx, `SELECT id, idempotency_key, state, key_round, attempts, order_id FROM payouts WHERE idempotency_key = ?`, base).
				Scan(&p.id, &p.key, &p.state, &p.round, &p.attempts, &order)
			ref = itoa(order)
		case strings.HasPrefix(base, "RF"):
			p.table = "refunds"
			err = s.db.QueryRow(ctx, `SELECT id, idempotency_key, state, key_round, attempts, source FROM refunds WHERE idempotency_key = ?`, base).
				Scan(&p.id, &p.key, &p.state, &p.round, &p.attempts, &ref)
		default:
			continue
		}
		if err == nil {
			return p, ref, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return p, "", err
		}
	}
	return payoutRow{}, "", store.ErrNotFound
}

func (s *Service) warn(msg string, args ...any) {
	if s.logger != nil {
		s.logger.Warn(msg, args...)
	}
}

func (s *Service) info(msg string, args ...any) {
	if s.logger != nil {
		s.logger.Info(msg, args...)
	}
}

// clipKey bounds what a refused callback puts in the log.
func clipKey(k string) string { return clip(strings.Join(strings.Fields(k), " "), 64) }

// CallbackParams are the payout provider's status callback as documented
// (Dragonpay Payout); the handler passes the whole form on, since the
// digest covers it and the names may come in any case.
type CallbackParams struct {
	MerchantTxnID string `param:"merchantTxnId,max=64" desc:"the payout's transaction id (our transfer key)"`
	RefNo         string `param:"refNo,max=64" desc:"the provider's reference number"`
	Status        string `param:"status,max=4" desc:"S paid, F failed, V voided; P, G, H, Q: not final"`
	Message       string `param:"message,max=500" desc:"the provider's message"`
	Digest        string `param:"digest,max=128" desc:"the provider's checksum"`
}

// HandleProviderCallback takes the payout provider's status callback (GET
// or POST) and answers `result=OK` (text/plain) once it is applied or
// changes nothing; a forged or unknown one, or one that could not be
// carried through, gets the error envelope.
func (s *Service) HandleProviderCallback(c *httpapi.Call, _ CallbackParams) (any, error) {
	if _, err := s.ProviderCallback(c.Context(), c.Request.Form); err != nil {
		return nil, err
	}
	c.Writer.Header().Set("Content-Type", "text/plain; charset=utf-8")
	c.Writer.Header().Set("Cache-Control", "no-store")
	_, err := c.Writer.Write([]byte(CallbackOK))
	return nil, err
}

// CallbackOK is the whole body the callback is answered with once taken.
const CallbackOK = "result=OK"
