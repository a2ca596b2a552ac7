package repay

import (
	"context"
	"errors"
	"net/url"
	"strconv"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/metrics"
	"kwarta/internal/payment"
	"kwarta/internal/store"
)

// What became of a postback, as the ledger records it.
const (
	OutcomeCredited  = "credited"        // the money was applied to the order
	OutcomeDuplicate = "duplicate"       // the code was already paid: nothing more credited
	OutcomeForged    = "forged"          // the signature did not verify: refused
	OutcomeUnknown   = "unknown_txn"     // no pay code has this transaction id: refused
	OutcomeMismatch  = "amount_mismatch" // paid, but not the code's amount: kept for review
	OutcomeReview    = "review"          // paid, but the order could not take it: kept for review
	OutcomeFailed    = "failed"          // the provider says the payment failed
	OutcomeNoChange  = "no_change"       // pending or another status that changes nothing
	OutcomeError     = "error"           // our side failed; the provider will send it again
)

// Result is what a postback did.
type Result struct {
	Outcome string
	Code    PayCode
}

// Receive handles a postback (or a status answer turned into one): it
// verifies it, keeps it in the ledger as received, and credits its money
// once. A paid status is credited even on a code that expired or was
// replaced meanwhile: money received is never lost. A wrong amount, or
// money the order cannot take, credits nothing and waits for an operator.
func (s *Service) Receive(ctx context.Context, form url.Values, source string) (Result, error) {
	raw := form.Encode()
	p, err := s.gateway.ParsePostback(form)
	if err != nil {
		s.Record(ctx, s.gateway.Name(), source, payment.Postback{TxnID: form.Get("txnid"), RefNo: form.Get("refno"), Status: payment.Status(form.Get("status")), Amount: -1},
			raw, false, OutcomeForged)
		if errors.Is(err, payment.ErrSignature) {
			return Result{Outcome: OutcomeForged}, fault.New(fault.CodeForbidden, "The postback's signature does not verify.")
		}
		return Result{Outcome: OutcomeForged}, fault.New(fault.CodeInvalid, "The postback could not be read.")
	}
	code, err := codeByTxn(ctx, s.db, p.TxnID)
	if errors.Is(err, store.ErrNotFound) {
		s.Record(ctx, s.gateway.Name(), source, p, raw, true, OutcomeUnknown)
		return Result{Outcome: OutcomeUnknown}, fault.New(fault.CodeNotFound, "No payment code has this transaction id.")
	}
	if err != nil {
		return Result{}, err
	}
	res := Result{Code: code}
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		outcome, err := s.apply(ctx, tx, &res.Code, p)
		if err != nil {
			return err
		}
		res.Outcome = outcome
		return insertEvent(ctx, tx, s.gateway.Name(), source, p, raw, true, outcome, s.clock.Now())
	})
	if err != nil {
		s.Record(context.WithoutCancel(ctx), s.gateway.Name(), source, p, raw, true, OutcomeError)
		return Result{Outcome: OutcomeError}, err
	}
	if res.Outcome == OutcomeMismatch || res.Outcome == OutcomeReview {
		s.logger.WarnContext(ctx, "payment kept for review", "txn_id", p.TxnID, "ref_no", p.RefNo, "outcome", res.Outcome,
			"amount", p.Amount, "code_amount", res.Code.Amount)
	}
	return res, nil
}

// apply changes the code (and credits the order) for a verified postback.
func (s *Service) apply(ctx context.Context, tx *store.Tx, c *PayCode, p payment.Postback) (string, error) {
	now := store.Millis(s.clock.Now())
	switch {
	case p.Status == payment.StatusFailure:
		_, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, closed_at = ? WHERE id = ? AND state = ?`, stateFailed, now, c.ID, stateOpen)
		return OutcomeFailed, err
	case !p.Status.Paid():
		return OutcomeNoChange, nil
	}
	amount := p.Amount
	if amount < 0 { // the provider did not say: the code's amount is what was asked
		amount = c.Amount
	}
	// Only one postback may take the code from unpaid to paid; every other
	// copy, at once or later, finds it paid.
	target := statePaid
	if amount != c.Amount {
		target = stateReview
	}
	res, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, closed_at = ? WHERE id = ? AND state IN (?, ?, ?, ?)`,
		target, now, c.ID, stateOpen, stateReplaced, stateExpired, stateFailed)
	if err != nil {
		return "", err
	}
	if n, err := res.RowsAffected(); err != nil {
		return "", err
	} else if n == 0 {
		return OutcomeDuplicate, nil
	}
	if target == stateReview {
		why := "paid " + payment.FormatAmount(amount) + ", asked " + payment.FormatAmount(c.Amount)
		if err := s.bookHeld(ctx, tx, *c, amount, why); err != nil {
			return "", err
		}
		return OutcomeMismatch, setNote(ctx, tx, c.ID, why)
	}
	c.State = statePaid
	return s.creditPaid(ctx, tx, c, p.RefNo, now)
}

// creditPaid applies a code just taken to paid (by a postback, or by a
// debit that went through) to its order and records the payment. The loan
// engine applies the money inside a savepoint: when the order cannot take
// it (settled meanwhile, more than is owed), the code is kept for review,
// nothing of the attempt stays, and the outcome is OutcomeReview.
func (s *Service) creditPaid(ctx context.Context, tx *store.Tx, c *PayCode, refNo string, now int64) (string, error) {
	if _, err := tx.Exec(ctx, `SAVEPOINT credit`); err != nil {
		return "", err
	}
	cr, err := s.credit(ctx, tx, *c, refNo)
	var fe *fault.Error
	if errors.As(err, &fe) {
		if _, err := tx.Exec(ctx, `ROLLBACK TO SAVEPOINT credit`); err != nil {
			return "", err
		}
		if _, err := tx.Exec(ctx, `UPDATE pay_codes SET state = ?, note = ? WHERE id = ?`, stateReview, clip("not applied: "+fe.Message, 300), c.ID); err != nil {
			return "", err
		}
		c.State = stateReview
		return OutcomeReview, s.bookHeld(ctx, tx, *c, c.Amount, fe.Message)
	}
	if err != nil {
		return "", err
	}
	if _, err := tx.Exec(ctx, `RELEASE SAVEPOINT credit`); err != nil {
		return "", err
	}
	_, err = s.insertPayment(ctx, tx, *c, refNo, cr, now, ledger.FromChannel(c.Channel))
	return OutcomeCredited, err
}

// credited is how the loan engine applied a code's money: the split, and
// what it was applied as when that differs from the code's purpose
// (appliedRepayment: an extension's money credited as a repayment).
type credited struct {
	alloc     loan.Allocation
	appliedAs string
}

// appliedRepayment marks an extension's money credited as a repayment.
const appliedRepayment = "repayment"

// insertPayment records the money of code c (its Amount) that the loan
// engine applied as cr, posts it to the books from its source, and
// returns the payment's id.
func (s *Service) insertPayment(ctx context.Context, tx *store.Tx, c PayCode, refNo string, cr credited, now int64, from ledger.Source) (int64, error) {
	if err := s.bookPayment(ctx, tx, c, refNo, cr, from); err != nil {
		return 0, err
	}
	a := cr.alloc
	id, err := store.InsertID(ctx, tx, `INSERT INTO payments (pay_code_id, order_id, user_id, purpose, amount, currency, channel, ref_no,
		penalty, late_interest, fees, interest, principal, received_at, applied_as, moved_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.ID, c.OrderID, c.UserID, string(c.Purpose), c.Amount, c.Currency, c.Channel, refOr(refNo, c.RefNo),
		a.Penalty, a.LateInterest, a.Fees, a.Interest, a.Principal, now, cr.appliedAs, c.MovedFrom)
	tx.AfterCommit(func() {
		metrics.Payments.WithLabelValues(c.Channel).Inc()
		metrics.PaymentMoney.WithLabelValues(c.Channel).Add(float64(c.Amount))
	})
	return id, err
}

// credit applies a paid code to its order through the loan engine and
// says how the money was split. An extension's money extends the loan when
// it is still the extension's exact price and the loan can still be
// extended; otherwise (the quote changed with the calendar, or the loan
// can no longer be extended) it is credited as a repayment, and the
// order's history says why: money received never waits silently.
func (s *Service) credit(ctx context.Context, tx *store.Tx, c PayCode, refNo string) (credited, error) {
	actor := "payment:" + refOr(refNo, c.RefNo)
	if c.Purpose == PurposeExtension {
		_, q, err := s.loans.Extend(ctx, tx, c.OrderID, c.Amount, actor, "pay code "+c.TxnID)
		var fe *fault.Error
		if !errors.As(err, &fe) {
			return credited{alloc: loan.Allocation{Penalty: q.Penalty, LateInterest: q.LateInterest, Fees: q.Fee, Interest: q.Interest}}, err
		}
		if _, err := tx.Exec(ctx, `ROLLBACK TO SAVEPOINT credit`); err != nil {
			return credited{}, err
		}
		why, err := s.notExtended(ctx, tx, c)
		if err != nil {
			return credited{}, err
		}
		_, alloc, err := s.loans.Pay(ctx, tx, c.OrderID, c.Amount, actor, why)
		return credited{alloc: alloc, appliedAs: appliedRepayment}, err
	}
	_, alloc, err := s.loans.Pay(ctx, tx, c.OrderID, c.Amount, actor, "")
	return credited{alloc: alloc}, err
}

// notExtended says why an extension's money was credited as a repayment:
// the extension's price when the money arrived, or why the loan could no
// longer be extended (the engine's refusal of a quote now).
func (s *Service) notExtended(ctx context.Context, tx *store.Tx, c PayCode) (string, error) {
	const lead = "not extended, credited as a repayment: "
	q, err := s.loans.ExtensionQuote(ctx, tx, c.OrderID)
	var fe *fault.Error
	switch {
	case err == nil:
		o, err := loan.OrderByID(ctx, tx, c.OrderID)
		if err != nil {
			return "", err
		}
		money := loan.MoneyFor(o.Market, false)
		return lead + "the extension cost " + money.Format(q.Total) + " when this money arrived, not " + money.Format(c.Amount), nil
	case errors.As(err, &fe):
		return lead + strings.TrimSuffix(fe.Message, "."), nil
	default:
		return "", err
	}
}

func refOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func setNote(ctx context.Context, tx *store.Tx, id int64, note string) error {
	_, err := tx.Exec(ctx, `UPDATE pay_codes SET note = ? WHERE id = ?`, clip(note, 300), id)
	return err
}

// Record keeps a provider's answer (a postback, a debit's) in the ledger
// on its own, outside any transaction; a failure is logged. gateway names
// the adapter, source how the answer came (postback, debit, ...).
func (s *Service) Record(ctx context.Context, gateway, source string, p payment.Postback, raw string, verified bool, outcome string) {
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		return insertEvent(ctx, tx, gateway, source, p, raw, verified, outcome, s.clock.Now())
	})
	if err != nil {
		s.logger.ErrorContext(ctx, "payment ledger", "error", err, "txn_id", p.TxnID)
	}
}

func insertEvent(ctx context.Context, q store.Querier, gateway, source string, p payment.Postback, raw string, verified bool, outcome string, at interface{ UnixMilli() int64 }) error {
	v := 0
	if verified {
		v = 1
	}
	_, err := q.Exec(ctx, `INSERT INTO provider_events (gateway, source, txn_id, ref_no, status, amount, raw, verified, outcome, received_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, gateway, source, clip(p.TxnID, 64), clip(p.RefNo, 64), clip(string(p.Status), 8), p.Amount,
		clip(raw, 4000), v, outcome, at.UnixMilli())
	return err
}

// Simulate does what the sandbox page's "Simulate payment" does: the
// sandbox provider's signed postback for the code (by reference number or
// transaction id), with status paid or failed.
func (s *Service) Simulate(ctx context.Context, ref string, status payment.Status) (Result, error) {
	sb, ok := s.gateway.(*payment.Sandbox)
	if !ok {
		return Result{}, fault.Newf(fault.CodeConflict, "Payments are simulated only with the sandbox channel, not %s.", s.gateway.Name())
	}
	c, err := scanCode(s.db.QueryRow(ctx, `SELECT `+codeColumns+` FROM pay_codes WHERE ref_no = ? OR txn_id = ? ORDER BY id DESC LIMIT 1`, ref, ref).Scan)
	if errors.Is(err, store.ErrNotFound) {
		return Result{}, fault.New(fault.CodeNotFound, "No payment code "+strconv.Quote(ref)+".")
	}
	if err != nil {
		return Result{}, err
	}
	msg := "Simulated payment"
	if status != payment.StatusSuccess {
		msg = "Simulated failure"
	}
	form := sb.SignedPostback(payment.Postback{TxnID: c.TxnID, RefNo: c.RefNo, Status: status, Message: msg,
		Amount: c.Amount, Currency: c.Currency, Channel: c.Channel})
	return s.Receive(ctx, form, "simulate")
}
