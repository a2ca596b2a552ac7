package console

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/payout"
	"kwarta/internal/repay"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// Crediting a payment kept for review to an order, and recording its
// refund, are actions under four eyes: one finance operator (or admin)
// proposes, another approves, and the approval resolves the payment once
// (repay.Service.Resolve in the approval's transaction). The order to
// credit is picked from a search (OrdersToCredit) showing the borrower and
// what the order owes; the server checks it again when proposing and when
// approving.
const (
	kindCreditPayment = "credit-payment"
	kindRefundPayment = "refund-payment"
)

// resolution is the payment kinds' parameters: what the proposer asked.
type resolution struct {
	TxnID   string `json:"txnId"`
	Action  string `json:"action"`
	OrderNo string `json:"orderNo"`
	Note    string `json:"note"`
	// AccountID: a refund of a pay code's money goes to this account of
	// its borrower (the default's id, fixed when proposed).
	AccountID int64 `json:"accountId,omitempty"`
}

// ProposeResolve proposes resolving a payment kept for review as op:
// crediting it to an order that can take it now, or recording its refund,
// with a note. Nothing is resolved until a second operator approves.
//
// A refund of a pay code's money (a known borrower) goes to the
// borrower's payout account accountID, or their default (0): the account
// is fixed in the proposal, so the approver approves where it goes.
func (s *PaymentsScreen) ProposeResolve(ctx context.Context, op httpapi.OperatorSession, txnID, action, orderNo, note string, accountID int64) (Proposal, error) {
	r := resolution{TxnID: txnID, Action: action, OrderNo: strings.ToUpper(strings.TrimSpace(orderNo)), Note: strings.TrimSpace(note)}
	kind := kindCreditPayment
	switch {
	case action == repay.ResolveRefund:
		kind, r.OrderNo = kindRefundPayment, ""
	case action != repay.ResolveCredit:
		return Proposal{}, fault.Field("action", "The action is credit or refund.")
	}
	if r.Note == "" {
		return Proposal{}, fault.Field("note", "Say why: a resolution needs a note.")
	}
	if kind == kindRefundPayment {
		if err := onePending(ctx, s.db, txnID); err != nil {
			return Proposal{}, err
		}
		p, err := s.payments.PreviewResolve(ctx, s.db, txnID, action, "")
		if err != nil {
			return Proposal{}, err
		}
		if p.UserID != 0 {
			a, err := s.refunds.RefundAccount(ctx, s.db, p.UserID, accountID)
			if err != nil {
				return Proposal{}, err
			}
			r.AccountID = a.ID
		} else if accountID != 0 {
			return Proposal{}, fault.Field("accountId", "This payment has no known borrower: its refund is recorded, not sent to an account.")
		}
	}
	return s.audit.Propose(ctx, op, kind, txnID, r)
}

// resolveKind is crediting (kindCreditPayment) or refunding
// (kindRefundPayment) a payment kept for review, under four eyes.
// Describe checks the payment still waits, that no other resolution of it
// is proposed, and for a credit that the order can take the money, and
// shows the borrower, what the order owes before and after and what the
// money would do. Carry resolves it in the approval's transaction, which
// checks all that again (a payment resolved meanwhile, or an order that
// can no longer take the money, fails the proposal with nothing changed),
// and writes the approver's resolve-payment line.
func (s *PaymentsScreen) resolveKind(name string) Kind {
	money := loan.Money{Symbol: s.market.Symbol}
	read := func(params json.RawMessage) (resolution, error) {
		var r resolution
		return r, json.Unmarshal(params, &r)
	}
	return Kind{
		Name: name, ObjectType: "payment", Permission: PermPayments,
		Describe: func(ctx context.Context, q store.Querier, txnID string, params json.RawMessage) (Change, error) {
			r, err := read(params)
			if err != nil {
				return Change{}, err
			}
			if err := onePending(ctx, q, txnID); err != nil {
				return Change{}, err
			}
			p, err := s.payments.PreviewResolve(ctx, q, txnID, r.Action, r.OrderNo)
			if err != nil {
				return Change{}, err
			}
			received := money.Format(p.Amount)
			if r.Action == repay.ResolveRefund && p.UserID != 0 {
				a, err := s.refunds.RefundAccount(ctx, q, p.UserID, r.AccountID)
				if err != nil {
					return Change{}, err
				}
				b, err := report.OrderBorrowerByID(ctx, q, p.OrderID)
				if err != nil {
					return Change{}, err
				}
				to := received + " to " + a.Label()
				return Change{
					Summary: fmt.Sprintf("Refund payment %s: %s, %s of order %s", txnID, to, b.Name+" ("+market.LogPhone(b.Phone)+")", p.OrderNo),
					Before:  map[string]any{"payment": "waiting for review", "amount": received},
					After:   map[string]any{"payment": "refunded through the payout", "refund": to, "order": p.OrderNo, "note": r.Note},
				}, nil
			}
			if r.Action == repay.ResolveRefund {
				return Change{
					Summary: fmt.Sprintf("Refund payment %s (%s received) to the payer", txnID, received),
					Before:  map[string]any{"payment": "waiting for review", "amount": received},
					After:   map[string]any{"payment": "refunded", "amount": received, "note": r.Note},
				}, nil
			}
			b, err := report.OrderBorrowerByID(ctx, q, p.OrderID)
			if err != nil {
				return Change{}, err
			}
			borrower := b.Name + " (" + market.LogPhone(b.Phone) + ")"
			return Change{
				Summary: fmt.Sprintf("Credit payment %s (%s received) to order %s of %s: %s", txnID, received, p.OrderNo, borrower, effects[p.Effect]),
				Before: map[string]any{"payment": "waiting for review", "order": p.OrderNo, "borrower": borrower,
					"status": int(p.Owing.Status), "owed": money.Format(p.Owing.Owed)},
				After: map[string]any{"payment": "credited " + received, "order": p.OrderNo, "borrower": borrower,
					"status": int(after(p)), "owed": money.Format(p.OwedAfter), "effect": p.Effect, "note": r.Note},
			}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			r, err := read(params)
			if err != nil {
				return Carried{}, err
			}
			var res repay.Resolution
			out := "Recorded as refunded."
			if r.AccountID != 0 { // a known borrower: the refund goes to their account
				var held repay.HeldRefund
				if res, held, err = s.payments.ResolveToPayout(ctx, tx, r.TxnID, r.Note, by.Name); err != nil {
					return Carried{}, err
				}
				rf, err := s.refunds.NewRefund(ctx, tx, payout.Held{Source: held.TxnID, OrderID: held.OrderID, UserID: held.UserID,
					Amount: held.Amount, Currency: held.Currency}, r.AccountID, by.Name)
				if err != nil {
					return Carried{}, err
				}
				out = fmt.Sprintf("Refund of %s to %s approved; sending.", money.Format(rf.Amount), rf.Account)
			} else if res, err = s.payments.Resolve(ctx, tx, r.TxnID, r.Action, r.OrderNo, r.Note, by.Name); err != nil {
				return Carried{}, err
			}
			switch {
			case res.CreditedAs == "extension":
				out = fmt.Sprintf("Credited %s to order %s as its extension.", money.Format(res.Amount), res.OrderNo)
			case res.Action == repay.ResolveCredit:
				out = fmt.Sprintf("Credited %s to order %s as a repayment.", money.Format(res.Amount), res.OrderNo)
			}
			return Carried{Outcome: out}, s.audit.Record(ctx, tx, by, "resolve-payment", "payment", res.TxnID, map[string]any{"kind": res.Kind},
				map[string]any{"action": res.Action, "orderNo": res.OrderNo, "paymentId": res.PaymentID, "amount": res.Amount, "note": res.Note,
					"proposal": pr.ID, "proposedBy": pr.ProposedBy, "accountId": r.AccountID})
		},
		After: func(ctx context.Context, _ Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			r, err := read(params)
			if err != nil || r.Action != repay.ResolveRefund || r.AccountID == 0 {
				return Carried{}, err
			}
			return s.SendRefund(ctx, by, r.TxnID)
		},
	}
}

// SendRefund sends (or sends again: a retry of a failed or pending one)
// the approved refund of payment txnID to the borrower's payout account,
// as op, audited as send-refund, and says how it went.
func (s *PaymentsScreen) SendRefund(ctx context.Context, op httpapi.OperatorSession, txnID string) (Carried, error) {
	rf, err := s.refunds.SendRefund(ctx, txnID, loan.OperatorActor(op.Name))
	if rf.ID != 0 {
		if aerr := s.audit.Record(ctx, s.db, op, "send-refund", "payment", txnID, nil,
			map[string]any{"state": rf.State, "account": rf.Account, "provider": rf.Provider, "reference": rf.Reference, "reason": rf.Reason,
				"attempts": rf.Attempts}); aerr != nil && err == nil {
			err = aerr
		}
	}
	if err != nil {
		return Carried{Outcome: "The refund was not sent: " + fault.As(err).Message}, err
	}
	out := fmt.Sprintf("Refund %s via %s to %s", rf.State, rf.Provider, rf.Account)
	if rf.Reference != "" {
		out += " (" + rf.Reference + ")"
	}
	if rf.Reason != "" {
		out += ": " + rf.Reason
	}
	return Carried{Outcome: out + "."}, nil
}

// effects say what a credit would do, for a proposal's summary.
var effects = map[string]string{
	repay.EffectSettle:    "settles it",
	repay.EffectPartPay:   "part-pays it",
	repay.EffectExtension: "buys its extension",
}

// after is the order's status a credit would leave: settled when it pays
// everything, else as it is (the calendar decides the rest).
func after(p repay.ResolvePreview) loan.Status {
	if p.Effect == repay.EffectSettle {
		return loan.StatusSettled
	}
	return p.Owing.Status
}

// pendingResolution is the pending proposal crediting or refunding the
// payment txnID (0: none): one question per payment, whichever action.
func pendingResolution(ctx context.Context, q store.Querier, txnID string) (int64, error) {
	var id int64
	err := q.QueryRow(ctx, `SELECT id FROM proposals WHERE kind IN (?, ?) AND object_type = 'payment' AND object_id = ? AND state = 'pending'`,
		kindCreditPayment, kindRefundPayment, txnID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return id, err
}

// onePending refuses a second resolution of payment txnID while one waits.
func onePending(ctx context.Context, q store.Querier, txnID string) error {
	if id, err := pendingResolution(ctx, q, txnID); err != nil {
		return err
	} else if id != 0 {
		return fault.Newf(fault.CodeConflict, "Proposal #%d for this is already waiting for a second operator.", id)
	}
	return nil
}

// Pending are the proposals crediting or refunding a payment that wait
// for a second operator, oldest first, as op sees them: the review list
// marks their rows. (An expired one shows until the queue marks it.)
func (s *PaymentsScreen) Pending(ctx context.Context, op httpapi.OperatorSession) ([]Proposal, error) {
	rows, err := s.db.Query(ctx, `SELECT `+proposalColumns+` FROM proposals WHERE kind IN (?, ?) AND state = 'pending' AND expires_at > ? ORDER BY id`,
		kindCreditPayment, kindRefundPayment, store.Millis(s.clock.Now()))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Proposal{}
	for rows.Next() {
		p, err := scanProposal(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, p.as(op, Kind{Permission: PermPayments})) // both kinds' permission
	}
	return out, rows.Err()
}

// CreditOrder is an order a payment can be credited to, as the picker
// shows it: the borrower, and what it owes now by the loan engine (minor
// units), in all and by component.
type CreditOrder struct {
	OrderNo  string `json:"orderNo"`
	Status   int    `json:"status"`
	Borrower string `json:"borrower"`
	Phone    string `json:"phone"` // masked: 0917***4567
	Currency string `json:"currency"`
	Owed     int64  `json:"owed"` // everything still to pay to settle
	Due      int64  `json:"due"`  // what is due now
	// OwedBy is Owed by component.
	OwedBy Owed `json:"owedBy"`
}

// Owed is what an order owes by component, minor units.
type Owed struct {
	Penalty      int64 `json:"penalty"`
	LateInterest int64 `json:"lateInterest"`
	Fees         int64 `json:"fees"`
	Interest     int64 `json:"interest"`
	Principal    int64 `json:"principal"`
}

// OrdersToCredit finds the orders a payment can be credited to (in
// repayment) by the start of the order number, the borrower's phone (any
// form the market accepts) or a part of the name (at least 2 characters);
// at most 20, newest first, each with what it owes now.
func (s *PaymentsScreen) OrdersToCredit(ctx context.Context, query string) ([]CreditOrder, error) {
	q := strings.TrimSpace(query)
	var noPrefix, phone, name string
	if p, err := s.market.NormalizePhone(q); err == nil {
		phone = p
	} else if len([]rune(q)) < 2 {
		return nil, fault.Field("q", "Type the start of an order number, a phone number or at least 2 letters of a name.")
	} else {
		noPrefix, name = strings.ToUpper(q), q
	}
	found, err := report.OrdersToCredit(ctx, s.db, noPrefix, phone, name, repay.CreditableStatuses())
	if err != nil {
		return nil, err
	}
	out := []CreditOrder{}
	for _, o := range found {
		w, err := s.payments.Owing(ctx, s.db, o.ID)
		if err != nil {
			return nil, err
		}
		if !w.Status.InRepayment() { // settled a moment ago
			continue
		}
		b := w.Balance
		out = append(out, CreditOrder{OrderNo: o.No, Status: int(w.Status), Borrower: o.Name, Phone: market.LogPhone(o.Phone), Currency: w.Currency,
			Owed: w.Owed, Due: w.Due, OwedBy: Owed{Penalty: b.Penalty, LateInterest: b.LateInterest, Fees: b.Fees, Interest: b.Interest, Principal: b.Principal}})
	}
	return out, nil
}
