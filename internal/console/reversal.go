package console

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// Reversing a credited payment (docs/ACCOUNTING.md, "Reversing a
// payment") is a servicing action under four eyes: a finance operator (or
// admin) proposes it with a reason, naming the order the money belongs to
// or none (the money is then held for review), and another approves it;
// the approval's transaction checks everything again and carries it out
// once (repay.Service.Reverse), writing the approver's audit line.
const kindReversePayment = "reverse-payment"

// Reversals is what reversing a payment needs of the repayments.
type Reversals interface {
	// PlanReverse checks a reversal and says what it would do, in q.
	PlanReverse(ctx context.Context, q store.Querier, paymentID int64, toOrderNo string) (repay.ReversePlan, error)
	// Reverse carries it out in tx.
	Reverse(ctx context.Context, tx *store.Tx, paymentID int64, toOrderNo, reason, by string) (repay.Reversal, error)
}

// reversal is the reverse-payment kind's parameters.
type reversal struct {
	PaymentID int64  `json:"paymentId"`
	ToOrderNo string `json:"toOrderNo"` // "" to hold the money for review
	Reason    string `json:"reason"`
}

// ReverseParams are payments/reverse's.
type ReverseParams struct {
	PaymentID int64  `param:"paymentId,required,max=18" desc:"the credited payment's id (the order page's payments)"`
	ToOrderNo string `param:"toOrderNo,max=32" desc:"the order the money belongs to, credited on the day it was received; empty: the money is held for review"`
	Reason    string `param:"reason,required,max=500" desc:"why, kept with the proposal and both orders' history"`
}

// ProposeReverse proposes reversing payment paymentID as op, for reason;
// nothing changes until a second operator approves.
func (s *PaymentsScreen) ProposeReverse(ctx context.Context, op httpapi.OperatorSession, paymentID int64, toOrderNo, reason string) (Proposal, error) {
	r := reversal{PaymentID: paymentID, ToOrderNo: strings.ToUpper(strings.TrimSpace(toOrderNo)), Reason: strings.TrimSpace(reason)}
	if r.Reason == "" {
		return Proposal{}, fault.Field("reason", "Say why: a reversal needs a reason.")
	}
	return s.audit.Propose(ctx, op, kindReversePayment, strconv.FormatInt(paymentID, 10), r)
}

// HandleReverse is POST /admin/api/payments/reverse.
func (s *PaymentsScreen) HandleReverse(c *httpapi.Call, p ReverseParams) (any, error) {
	return s.ProposeReverse(c.Context(), c.Operator, p.PaymentID, p.ToOrderNo, p.Reason)
}

// reverseKind is the reversal under four eyes. Describe plans it (the
// payment is credited and not reversed, both orders can be replayed) and
// shows what each order owes now and would owe; Carry reverses it in the
// approval's transaction, which checks it all again.
func (s *PaymentsScreen) reverseKind(reversals Reversals) Kind {
	money := loan.Money{Symbol: s.market.Symbol}
	read := func(params json.RawMessage) (reversal, error) {
		var r reversal
		return r, json.Unmarshal(params, &r)
	}
	return Kind{
		Name: kindReversePayment, ObjectType: "payment", Permission: PermServicing,
		Describe: func(ctx context.Context, q store.Querier, _ string, params json.RawMessage) (Change, error) {
			r, err := read(params)
			if err != nil {
				return Change{}, err
			}
			p, err := reversals.PlanReverse(ctx, q, r.PaymentID, r.ToOrderNo)
			if err != nil {
				return Change{}, err
			}
			what := fmt.Sprintf("payment #%d (%s received %s) on order %s", p.PaymentID, money.Format(p.Amount), loan.DisplayDay(loan.CalendarDate(p.ReceivedAt, s.market.Location())), p.OrderNo)
			before := map[string]any{"order": p.OrderNo, "owed": money.Format(p.From.Before.Owed()), "status": int(p.From.Before.Status)}
			after := map[string]any{"order": p.OrderNo, "owed": money.Format(p.From.After.Owed()), "status": int(p.From.After.Status), "reason": r.Reason}
			summary := "Reverse " + what + ", and hold the money for review: " + r.Reason
			if p.To != nil {
				summary = "Reverse " + what + ", and credit it to order " + p.ToOrderNo + " as of the day it arrived: " + r.Reason
				before["toOrder"], before["toOwed"] = p.ToOrderNo, money.Format(p.To.Before.Owed())
				after["toOrder"], after["toOwed"] = p.ToOrderNo, money.Format(p.To.After.Owed())
			} else {
				after["money"] = "held for review"
			}
			ch := Change{Summary: summary, Before: before, After: after}
			return ch, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			r, err := read(params)
			if err != nil {
				return Carried{}, err
			}
			res, err := reversals.Reverse(ctx, tx, r.PaymentID, r.ToOrderNo, r.Reason, by.Name)
			if err != nil {
				return Carried{}, err
			}
			from := res.From.After
			out := fmt.Sprintf("Reversed %s on order %s, which now owes %s; ", money.Format(res.Amount), from.No, money.Format(from.Owed()))
			after := map[string]any{"order": from.No, "owed": from.Owed(), "status": int(from.Status), "reason": r.Reason,
				"proposal": pr.ID, "proposedBy": pr.ProposedBy}
			if res.To != nil {
				out += fmt.Sprintf("credited it to order %s, which now owes %s.", res.To.After.No, money.Format(res.To.After.Owed()))
				after["toOrder"], after["toOwed"], after["toStatus"] = res.To.After.No, res.To.After.Owed(), int(res.To.After.Status)
			} else {
				out += "the money waits for review as " + res.HeldTxn + "."
				after["heldAs"] = res.HeldTxn
			}
			before := map[string]any{"order": from.No, "owed": res.From.Before.Owed(), "status": int(res.From.Before.Status), "amount": res.Amount}
			return Carried{Outcome: out}, s.audit.Record(ctx, tx, by, kindReversePayment, "payment", strconv.FormatInt(res.PaymentID, 10), before, after)
		},
	}
}
