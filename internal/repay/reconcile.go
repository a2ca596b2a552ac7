package repay

import (
	"context"
	"errors"
	"net/url"

	"kwarta/internal/payment"
	"kwarta/internal/store"
)

// ReconcileReport says what one run of the reconciliation job did.
type ReconcileReport struct {
	Expired  int // open codes past their expiry, closed
	Queried  int // codes whose postback never came, asked of the provider
	Credited int // of those, found paid and credited
}

// Reconcile is the payment job: it asks the provider about open codes that
// waited for their postback longer than pendingQueryAfter (a missed
// postback is credited as if it had come), then closes open codes past
// their expiry.
// Running it twice at once changes nothing more: crediting goes through
// the same once-only step as a postback.
func (s *Service) Reconcile(ctx context.Context) (ReconcileReport, error) {
	var r ReconcileReport
	now := s.clock.Now()
	rows, err := s.db.Query(ctx, `SELECT `+codeColumns+` FROM pay_codes WHERE state = ? AND ref_no <> '' AND created_at <= ? ORDER BY id LIMIT 500`,
		stateOpen, store.Millis(now.Add(-pendingQueryAfter)))
	if err != nil {
		return r, err
	}
	var pending []PayCode
	for rows.Next() {
		c, err := scanCode(rows.Scan)
		if err != nil {
			rows.Close()
			return r, err
		}
		pending = append(pending, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return r, err
	}
	for _, c := range pending {
		status, err := s.gateway.Query(ctx, c.TxnID)
		if errors.Is(err, payment.ErrUnknownTxn) {
			continue
		}
		if err != nil {
			s.logger.WarnContext(ctx, "payment status query", "txn_id", c.TxnID, "error", err)
			continue
		}
		r.Queried++
		if !status.Final() {
			continue
		}
		res, err := s.receiveQueried(ctx, c, status)
		if err != nil {
			return r, err
		}
		if res.Outcome == OutcomeCredited {
			r.Credited++
		}
	}
	res, err := s.db.Exec(ctx, `UPDATE pay_codes SET state = ?, closed_at = ? WHERE state = ? AND expires_at <= ?`,
		stateExpired, store.Millis(now), stateOpen, store.Millis(now))
	if err != nil {
		return r, err
	}
	n, err := res.RowsAffected()
	r.Expired = int(n)
	return r, err
}

// receiveQueried treats a status the provider answered as a verified
// postback of the code (the answer came over our own authenticated call).
func (s *Service) receiveQueried(ctx context.Context, c PayCode, status payment.Status) (Result, error) {
	p := payment.Postback{TxnID: c.TxnID, RefNo: c.RefNo, Status: status, Message: "status query", Amount: -1, Currency: c.Currency, Channel: c.Channel}
	raw := url.Values{"txnid": {c.TxnID}, "status": {string(status)}}.Encode()
	res := Result{Code: c}
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		outcome, err := s.apply(ctx, tx, &res.Code, p)
		if err != nil {
			return err
		}
		res.Outcome = outcome
		return insertEvent(ctx, tx, s.gateway.Name(), "query", p, raw, true, outcome, s.clock.Now())
	})
	return res, err
}
