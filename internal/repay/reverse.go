package repay

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// Reversing a credited payment (docs/ACCOUNTING.md, "Reversing a
// payment"): money credited to the wrong order is taken off it, and the
// order's repayment is replayed without it (later payments split again,
// late charges accrued again), then the money is either held for review
// (to be credited or refunded later) or re-applied to another order on
// the day it was received, replaying that order too. The reversed payment
// stays, marked reversed; its money moves on a new pay code whose
// moved_from names the payment first credited (the root), and money
// received is counted once, on the root (migration 00029).

// Reversal is what reversing a payment did.
type Reversal struct {
	PaymentID  int64
	TxnID      string // the reversed payment's pay code
	Amount     int64
	ReceivedAt time.Time
	From       loan.Replayed // the order it was taken off
	// To is the order it was credited to instead; nil when the money is
	// held for review (on the pay code HeldTxn).
	To      *loan.Replayed
	HeldTxn string // the pay code now carrying the money
}

// credit is one payment credited to an order, as a replay moves it.
type credit struct {
	id, codeID, orderID, userID int64
	amount, receivedAt          int64
	reversedAt, movedFrom       int64
	purpose, appliedAs          string
	channel, currency, refNo    string
	codeChannel, txnID, gateway string
	alloc                       loan.Allocation
}

const creditColumns = `p.id, p.pay_code_id, p.order_id, p.user_id, p.amount, p.received_at, p.reversed_at, p.moved_from, p.purpose,
	p.applied_as, p.channel, p.currency, p.ref_no, c.channel, c.txn_id, c.gateway, p.penalty, p.late_interest, p.fees, p.interest, p.principal
	FROM payments p JOIN pay_codes c ON c.id = p.pay_code_id`

func scanCredit(scan func(...any) error) (credit, error) {
	var p credit
	a := &p.alloc
	err := scan(&p.id, &p.codeID, &p.orderID, &p.userID, &p.amount, &p.receivedAt, &p.reversedAt, &p.movedFrom, &p.purpose,
		&p.appliedAs, &p.channel, &p.currency, &p.refNo, &p.codeChannel, &p.txnID, &p.gateway,
		&a.Penalty, &a.LateInterest, &a.Fees, &a.Interest, &a.Principal)
	return p, err
}

// root is the payment whose money p carries: the first credited.
func (p credit) root() int64 {
	if p.movedFrom != 0 {
		return p.movedFrom
	}
	return p.id
}

func (p credit) at() time.Time { return store.Time(p.receivedAt) }

// credits are order orderID's payments credited and not reversed, oldest
// first.
func credits(ctx context.Context, q store.Querier, orderID int64) ([]credit, error) {
	rows, err := q.Query(ctx, `SELECT `+creditColumns+` WHERE p.order_id = ? AND p.reversed_at = 0 ORDER BY p.received_at, p.id`, orderID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []credit
	for rows.Next() {
		p, err := scanCredit(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func loanCredits(list []credit) []loan.Credit {
	out := make([]loan.Credit, len(list))
	for i, p := range list {
		out[i] = loan.Credit{Amount: p.amount, At: p.at()}
	}
	return out
}

// ReversePlan is what reversing a payment would do, checked and computed
// without changing anything (a proposal's preview).
type ReversePlan struct {
	PaymentID  int64
	OrderNo    string // the order the payment is on
	Amount     int64
	ReceivedAt time.Time
	From       loan.Replayed
	ToOrderNo  string // "" when the money is to be held
	To         *loan.Replayed
}

// PlanReverse checks, in q, that payment paymentID can be reversed and, when
// toOrderNo is given, credited to that order on the day it was received,
// and computes what both orders would owe after.
func (s *Service) PlanReverse(ctx context.Context, q store.Querier, paymentID int64, toOrderNo string) (ReversePlan, error) {
	p, rest, err := reversible(ctx, q, paymentID)
	if err != nil {
		return ReversePlan{}, err
	}
	plan := ReversePlan{PaymentID: p.id, Amount: p.amount, ReceivedAt: p.at()}
	if plan.OrderNo, err = loan.OrderNo(ctx, q, p.orderID); err != nil {
		return plan, err
	}
	if plan.From, err = s.loans.WouldReplay(ctx, q, p.orderID, loanCredits(rest)); err != nil {
		return plan, err
	}
	to, err := target(ctx, q, p, toOrderNo)
	if err != nil || to == 0 {
		return plan, err
	}
	list, err := credits(ctx, q, to)
	if err != nil {
		return plan, err
	}
	r, err := s.loans.WouldReplay(ctx, q, to, append(loanCredits(list), loan.Credit{Amount: p.amount, At: p.at()}))
	if err != nil {
		return plan, err
	}
	plan.ToOrderNo, plan.To = strings.ToUpper(strings.TrimSpace(toOrderNo)), &r
	return plan, nil
}

// reversible reads payment id in q and checks it can be reversed: credited
// as a repayment and not reversed yet. It also gives the order's other
// payments, which a replay keeps.
func reversible(ctx context.Context, q store.Querier, id int64) (credit, []credit, error) {
	p, err := scanCredit(q.QueryRow(ctx, `SELECT `+creditColumns+` WHERE p.id = ?`, id).Scan)
	if errors.Is(err, sql.ErrNoRows) {
		return p, nil, fault.New(fault.CodeNotFound, "Payment "+strconv.FormatInt(id, 10)+" not found.")
	} else if err != nil {
		return p, nil, err
	}
	switch {
	case p.reversedAt != 0:
		return p, nil, fault.New(fault.CodeConflict, "This payment was reversed already.")
	case Purpose(p.purpose) == PurposeExtension && p.appliedAs == "":
		return p, nil, fault.New(fault.CodeConflict, "This payment bought an extension: an extension cannot be reversed.")
	}
	all, err := credits(ctx, q, p.orderID)
	if err != nil {
		return p, nil, err
	}
	rest := all[:0:0]
	for _, c := range all {
		if c.id != p.id {
			rest = append(rest, c)
		}
	}
	return p, rest, nil
}

// target is the order toOrderNo names (0 when none is named): another
// order than p's.
func target(ctx context.Context, q store.Querier, p credit, toOrderNo string) (int64, error) {
	no := strings.ToUpper(strings.TrimSpace(toOrderNo))
	if no == "" {
		return 0, nil
	}
	id, _, _, err := loan.OrderAccount(ctx, q, no)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fault.Field("toOrderNo", "There is no order "+no+": pick the order from the search.")
	} else if err != nil {
		return 0, err
	}
	if id == p.orderID {
		return 0, fault.Field("toOrderNo", "The payment is on order "+no+" already: name another order, or leave it empty to hold the money.")
	}
	return id, nil
}

// Reverse takes payment paymentID off its order in tx (an approval's
// transaction, under four eyes), as by, for reason: the order is replayed
// without it and its later payments split again (their rows and the
// books follow), and the money goes to a new pay code, held for review,
// or, when toOrderNo is given, credited to that order on the day it was
// received, replaying that order too. Everything posts in tx; the caller
// writes the audit line there.
func (s *Service) Reverse(ctx context.Context, tx *store.Tx, paymentID int64, toOrderNo, reason, by string) (Reversal, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return Reversal{}, fault.Field("reason", "Say why: a reversal needs a reason.")
	}
	p, rest, err := reversible(ctx, tx, paymentID)
	if err != nil {
		return Reversal{}, err
	}
	to, err := target(ctx, tx, p, toOrderNo)
	if err != nil {
		return Reversal{}, err
	}
	fromNo, err := loan.OrderNo(ctx, tx, p.orderID)
	if err != nil {
		return Reversal{}, err
	}
	now := s.clock.Now()
	money := loan.MoneyFor(s.loans.Market().Code, false)
	received := loan.DisplayDay(loan.CalendarDate(p.at(), s.loans.Calendar().Loc))
	what := "payment of " + money.Format(p.amount) + " received on " + received
	actor := loan.OperatorActor(by)
	res, err := tx.Exec(ctx, `UPDATE payments SET reversed_at = ? WHERE id = ? AND reversed_at = 0`, store.Millis(now), p.id)
	if err != nil {
		return Reversal{}, err
	}
	if n, err := res.RowsAffected(); err != nil {
		return Reversal{}, err
	} else if n == 0 {
		return Reversal{}, fault.New(fault.CodeConflict, "This payment was reversed already.")
	}
	out := Reversal{PaymentID: p.id, TxnID: p.txnID, Amount: p.amount, ReceivedAt: p.at()}
	line := what + " reversed: " + reason
	if out.From, err = s.loans.Replay(ctx, tx, p.orderID, loanCredits(rest), actor, line); err != nil {
		return out, err
	}
	memo := "pay code " + p.txnID + " " + line
	if err := ledger.Reversed(ctx, tx, s.when(p.orderID), loan.Booked(p.alloc), memo); err != nil {
		return out, err
	}
	if err := reallocate(ctx, tx, s.when(p.orderID), rest, out.From.Allocations, memo); err != nil {
		return out, err
	}
	// The money, on a new code: held, or paid to the other order.
	h := PayCode{OrderID: p.orderID, UserID: p.userID, Purpose: PurposeDue, Amount: p.amount, Currency: p.currency, Channel: p.codeChannel,
		Gateway: p.gateway, State: stateReview, Note: clip(line+" (by "+by+"); the money is held", 300), CreatedAt: now}
	if to != 0 {
		h.State, h.Note = statePaid, clip(what+" on order "+fromNo+", re-applied by "+by+": "+reason, 300)
		if h.OrderID, h.UserID, _, err = loan.OrderAccount(ctx, tx, strings.ToUpper(strings.TrimSpace(toOrderNo))); err != nil {
			return out, err
		}
	}
	if h.TxnID, err = movedTxn(ctx, tx, p); err != nil {
		return out, err
	}
	if h.ID, err = store.InsertID(ctx, tx, `INSERT INTO pay_codes (order_id, user_id, purpose, amount, currency, channel, gateway, txn_id, ref_no,
		state, note, created_at, expires_at, closed_at, moved_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?)`,
		h.OrderID, h.UserID, string(h.Purpose), h.Amount, h.Currency, h.Channel, h.Gateway, h.TxnID, h.State, h.Note,
		store.Millis(now), store.Millis(now), store.Millis(now), p.root()); err != nil {
		return out, err
	}
	out.HeldTxn = h.TxnID
	if to == 0 {
		return out, nil
	}
	list, err := credits(ctx, tx, to)
	if err != nil {
		return out, err
	}
	toLine := what + " (first credited to order " + fromNo + ") credited here: " + reason
	r, err := s.loans.Replay(ctx, tx, to, append(loanCredits(list), loan.Credit{Amount: p.amount, At: p.at()}), actor, toLine)
	if err != nil {
		return out, err
	}
	out.To, out.HeldTxn = &r, ""
	alloc := r.Allocations[len(list)]
	w := s.when(to)
	if _, err := tx.Exec(ctx, `INSERT INTO payments (pay_code_id, order_id, user_id, purpose, amount, currency, channel, ref_no,
		penalty, late_interest, fees, interest, principal, received_at, applied_as, moved_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?)`,
		h.ID, to, h.UserID, string(PurposeDue), p.amount, p.currency, p.channel, p.refNo,
		alloc.Penalty, alloc.LateInterest, alloc.Fees, alloc.Interest, alloc.Principal, p.receivedAt, p.root()); err != nil {
		return out, err
	}
	memo = "pay code " + h.TxnID + " " + toLine
	if err := ledger.Repaid(ctx, tx, w, ledger.FromHeld, loan.Booked(alloc), memo); err != nil {
		return out, err
	}
	return out, reallocate(ctx, tx, w, list, r.Allocations[:len(list)], memo)
}

// movedTxn is the transaction id of the next code carrying p's money: the
// root payment's code's, with -R and a count.
func movedTxn(ctx context.Context, q store.Querier, p credit) (string, error) {
	var (
		rootTxn string
		n       int
	)
	if err := q.QueryRow(ctx, `SELECT c.txn_id FROM payments p JOIN pay_codes c ON c.id = p.pay_code_id WHERE p.id = ?`, p.root()).Scan(&rootTxn); err != nil {
		return "", err
	}
	if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM pay_codes WHERE moved_from = ?`, p.root()).Scan(&n); err != nil {
		return "", err
	}
	return fmt.Sprintf("%s-R%d", rootTxn, n+1), nil
}

// reallocate saves the new split (after, by position) of payments list
// and posts the change to the books in one entry.
func reallocate(ctx context.Context, q store.Querier, w ledger.When, list []credit, after []loan.Allocation, memo string) error {
	var was, now ledger.Components
	for i, p := range list {
		a := after[i]
		if a == p.alloc {
			continue
		}
		if _, err := q.Exec(ctx, `UPDATE payments SET penalty = ?, late_interest = ?, fees = ?, interest = ?, principal = ? WHERE id = ?`,
			a.Penalty, a.LateInterest, a.Fees, a.Interest, a.Principal, p.id); err != nil {
			return err
		}
		was, now = add(was, loan.Booked(p.alloc)), add(now, loan.Booked(a))
	}
	return ledger.Reallocated(ctx, q, w, was, now, "later payments split again after "+memo)
}

func add(a, b ledger.Components) ledger.Components {
	return ledger.Components{Principal: a.Principal + b.Principal, Interest: a.Interest + b.Interest, Fees: a.Fees + b.Fees,
		LateInterest: a.LateInterest + b.LateInterest, Penalty: a.Penalty + b.Penalty}
}
