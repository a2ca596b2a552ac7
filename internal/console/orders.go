package console

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/repay"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// OrderRow is one order in a console list.
type OrderRow struct {
	ID        int64     `json:"id"`
	No        string    `json:"orderNo"`
	Status    int       `json:"status"`
	Phone     string    `json:"phone"` // masked: 0917***4567
	Principal int64     `json:"principal"`
	Currency  string    `json:"currency"`
	CreatedAt time.Time `json:"createdAt"`
	// Queue tells the two 151s apart: review (an application) or payout
	// (withdrawal confirmed, the money to send); empty for other statuses.
	Queue string `json:"queue"`
	// Payout is the last payout's state (new, sending, pending, succeeded,
	// failed) and PayoutReason why it failed; empty before any.
	Payout       string `json:"payout"`
	PayoutReason string `json:"payoutReason"`
}

// Orders searches orders by order number, the borrower's phone (either
// form) or status; empty finds the newest. At most 100, newest first.
func (s *Service) Orders(ctx context.Context, query string, status int64, mk *market.Market) ([]OrderRow, error) {
	f := report.OrderFilter{Status: status}
	if q := strings.TrimSpace(query); q != "" {
		if phone, err := mk.NormalizePhone(q); err == nil {
			f.Phone = phone
		} else {
			f.OrderNo = strings.ToUpper(q)
		}
	}
	return s.orderRows(ctx, f)
}

// orderRows reads the orders f chooses, with their borrowers' phones and
// payouts (internal/report joins the three owners' tables).
func (s *Service) orderRows(ctx context.Context, f report.OrderFilter) ([]OrderRow, error) {
	rows, err := report.Orders(ctx, s.DB, f)
	if err != nil {
		return nil, err
	}
	out := []OrderRow{}
	for _, o := range rows {
		r := OrderRow{ID: o.ID, No: o.No, Status: o.Status, Phone: market.LogPhone(o.Phone), Principal: o.Principal,
			Currency: o.Currency, CreatedAt: o.CreatedAt, Payout: o.PayoutState, PayoutReason: o.PayoutReason}
		if r.Status == int(loan.StatusProcessing) {
			r.Queue = "review"
			if o.WithdrawnAt > 0 {
				r.Queue = "payout"
			}
		}
		out = append(out, r)
	}
	return out, nil
}

// OrderDetail is one order as the console's order page shows it: its row,
// its figures (integer minor units), every change of status and every
// payment with how it was applied.
type OrderDetail struct {
	OrderRow
	TermDays     int    `json:"termDays"`
	Instalments  int    `json:"instalments"`
	AmountDue    int64  `json:"amountDue"` // principal, interest and fees of the plan
	LateInterest int64  `json:"lateInterest"`
	Penalty      int64  `json:"penalty"`
	Paid         int64  `json:"paid"`    // payments and extensions' costs
	Owed         int64  `json:"owed"`    // still to pay to settle
	NextDue      string `json:"nextDue"` // YYYY-MM-DD, "" when nothing is due
	// History is every change of status, oldest first.
	History []loan.Change `json:"history"`
	// Payments is the ledger, newest first.
	Payments []repay.Receipt `json:"payments"`
}

// OrderDetail reads an order by its number with its history and payments.
func (s *Service) OrderDetail(ctx context.Context, orderNo string) (OrderDetail, error) {
	o, history, err := s.Loans.Lookup(ctx, strings.ToUpper(strings.TrimSpace(orderNo)))
	if err != nil {
		return OrderDetail{}, err
	}
	rows, err := s.orderRows(ctx, report.OrderFilter{OrderID: o.ID})
	if err != nil {
		return OrderDetail{}, err
	}
	if len(rows) != 1 {
		return OrderDetail{}, fmt.Errorf("console: order %d has %d rows", o.ID, len(rows))
	}
	payments, err := s.Repay.Payments(ctx, o.UserID, o.ID)
	if err != nil {
		return OrderDetail{}, err
	}
	if history == nil {
		history = []loan.Change{}
	}
	return OrderDetail{OrderRow: rows[0], TermDays: o.Terms.TermDays, Instalments: o.Terms.Instalments,
		AmountDue: o.AmountDue, LateInterest: o.LateInterest, Penalty: o.Penalty, Paid: o.TotalPaid(), Owed: o.Owed(),
		NextDue: loan.Day(o.NextDue), History: history, Payments: payments}, nil
}

// Decided is an application's new state.
type Decided struct {
	OrderNo string `json:"orderNo"`
	Status  int    `json:"status"`
}

// Decide approves or rejects an application (151) with a reason, as the
// operator, recorded in the order's history and the audit log together.
func (s *Service) Decide(ctx context.Context, op httpapi.OperatorSession, orderNo, decision, reason string) (Decided, error) {
	var ev loan.Event
	switch decision {
	case "approve":
		ev = loan.EventApprove
	case "reject":
		ev = loan.EventReject
		if strings.TrimSpace(reason) == "" {
			return Decided{}, fault.Field("reason", "Say why the application is rejected.")
		}
	default:
		return Decided{}, fault.Field("decision", "The decision is approve or reject.")
	}
	var d Decided
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		before, err := loan.StatusByNo(ctx, tx, orderNo)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		o, err := s.Loans.Operate(ctx, tx, ev, orderNo, loan.OperatorActor(op.Name))
		if err != nil {
			return err
		}
		d = Decided{OrderNo: o.No, Status: int(o.Status)}
		return s.Record(ctx, tx, op, decision, "order", o.No,
			map[string]any{"status": int(before)}, map[string]any{"status": int(o.Status), "reason": reason})
	})
	return d, err
}

// Disbursed is a disbursement's outcome.
type Disbursed struct {
	OrderNo   string `json:"orderNo"`
	Status    int    `json:"status"`
	State     string `json:"state"` // succeeded, pending, failed
	Provider  string `json:"provider"`
	Reference string `json:"reference"`
	Reason    string `json:"reason"`
}

// Disburse sends an order's money through the payout adapter (a retry
// uses the order's idempotency key: nothing is paid twice), then records
// the outcome in the audit log.
func (s *Service) Disburse(ctx context.Context, op httpapi.OperatorSession, orderNo string) (Disbursed, error) {
	before, _, err := s.Loans.Lookup(ctx, orderNo)
	if err != nil {
		return Disbursed{}, err
	}
	r, err := s.Payout.Disburse(ctx, orderNo, loan.OperatorActor(op.Name))
	if err != nil {
		return Disbursed{}, err
	}
	d := Disbursed{OrderNo: r.OrderNo, Status: int(r.Status), State: string(r.State), Provider: r.Provider, Reference: r.Reference, Reason: r.Reason}
	err = s.Record(ctx, s.DB, op, "disburse", "order", r.OrderNo, map[string]any{"status": int(before.Status)}, d)
	return d, err
}

// parseDay reads YYYY-MM-DD as the start of that day in loc ("" is zero).
func parseDay(field, v string, loc *time.Location) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	t, err := time.ParseInLocation(time.DateOnly, v, loc)
	if err != nil {
		return t, fault.Field(field, fmt.Sprintf("%s is a date as YYYY-MM-DD, not %q.", field, v))
	}
	return t, nil
}
