package console

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/store"
)

// Changing the payout account of an order whose payout failed, and
// sending it again, under four eyes: a finance operator (or admin)
// proposes one of the borrower's accounts or a channel and number (checked
// as the borrower's binding form checks them, and kept sealed until the
// approval), with a reason; a second one approves it, which in its
// transaction checks the payout is still failed and changes the account
// (the payout history records who, the old and new account masked and
// why), then sends the payout again through the adapter with the order's
// idempotency rules, so nothing is paid twice. The books post the
// disbursement only when the payout succeeds (loan.Disburse), once.
const kindPayoutAccount = "change-payout-account"

// PayoutAccounts is what the orders screen needs of the payout accounts
// besides sending (the payout package's Service).
type PayoutAccounts interface {
	FailedPayout(ctx context.Context, q store.Querier, o loan.Order) (payout.FailedTo, error)
	ProposeAccount(ctx context.Context, q store.Querier, userID, accountID int64, channel, number string, from payout.Account) (payout.NewAccount, error)
	ChangeAccount(ctx context.Context, q store.Querier, o loan.Order, n payout.NewAccount, actor, reason string) (payout.Account, error)
	Accounts(ctx context.Context, q store.Querier, userID int64) ([]payout.Account, error)
	Channels(ctx context.Context, q store.Querier) ([]payout.ChannelChoice, error)
}

// accountChange is the kind's parameters: the order, the new account
// (sealed when typed) and why.
type accountChange struct {
	OrderNo string            `json:"orderNo"`
	Account payout.NewAccount `json:"account"`
	Reason  string            `json:"reason"`
}

// PayoutChoice is what the order page offers when an order's payout
// failed: the account it went to and why, the borrower's accounts and the
// channels a new number can be on.
type PayoutChoice struct {
	OrderNo  string                 `json:"orderNo"`
	Failed   payout.FailedTo        `json:"failed"`
	Accounts []payout.Account       `json:"accounts"`
	Channels []payout.ChannelChoice `json:"channels"`
}

// failedOrder reads order ref in q: waiting for its money (151, the
// withdrawal confirmed) with its payout failed.
func (s *OrdersScreen) failedOrder(ctx context.Context, q store.Querier, ref string) (loan.Order, payout.FailedTo, error) {
	o, err := waiting(ctx, q, strings.ToUpper(strings.TrimSpace(ref)), 0)
	if err != nil {
		return o, payout.FailedTo{}, err
	}
	f, err := s.payouts.FailedPayout(ctx, q, o)
	return o, f, err
}

// PayoutChoices is what an operator chooses the new account from.
func (s *OrdersScreen) PayoutChoices(ctx context.Context, orderNo string) (PayoutChoice, error) {
	o, f, err := s.failedOrder(ctx, s.db, orderNo)
	if err != nil {
		return PayoutChoice{}, err
	}
	accounts, err := s.payouts.Accounts(ctx, s.db, o.UserID)
	if err != nil {
		return PayoutChoice{}, err
	}
	channels, err := s.payouts.Channels(ctx, s.db)
	if err != nil {
		return PayoutChoice{}, err
	}
	if accounts == nil {
		accounts = []payout.Account{}
	}
	return PayoutChoice{OrderNo: o.No, Failed: f, Accounts: accounts, Channels: channels}, nil
}

// ProposePayoutAccount proposes, as op, sending the failed payout of order
// orderNo again to accountID (one of the borrower's), or to number on
// channel, for reason.
func (s *OrdersScreen) ProposePayoutAccount(ctx context.Context, op httpapi.OperatorSession, orderNo string, accountID int64, channel, number, reason string) (Proposal, error) {
	c, err := s.accountChange(ctx, orderNo, accountID, channel, number, reason)
	if err != nil {
		return Proposal{}, err
	}
	return s.audit.Propose(ctx, op, kindPayoutAccount, c.OrderNo, c)
}

// accountChange checks a proposed change and seals a typed number.
func (s *OrdersScreen) accountChange(ctx context.Context, orderNo string, accountID int64, channel, number, reason string) (accountChange, error) {
	c := accountChange{Reason: strings.TrimSpace(reason)}
	if c.Reason == "" {
		return c, fault.Field("reason", "Say why: a change of payout account needs a reason.")
	}
	o, f, err := s.failedOrder(ctx, s.db, orderNo)
	if err != nil {
		return c, err
	}
	c.OrderNo = o.No
	c.Account, err = s.payouts.ProposeAccount(ctx, s.db, o.UserID, accountID, channel, number, f.Account)
	return c, err
}

// ChangePayoutAccountNow changes the account and sends the payout again
// as op alone: the command line's --alone, outside production.
func (s *OrdersScreen) ChangePayoutAccountNow(ctx context.Context, op httpapi.OperatorSession, orderNo string, accountID int64, channel, number, reason, alone string) (Disbursed, error) {
	c, err := s.accountChange(ctx, orderNo, accountID, channel, number, reason)
	if err != nil {
		return Disbursed{}, err
	}
	if err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		_, err := s.changeAccount(ctx, tx, op, c, map[string]any{"alone": alone})
		return err
	}); err != nil {
		return Disbursed{}, err
	}
	return s.send(ctx, op, c.OrderNo, loan.StatusProcessing)
}

// changeAccount carries a change out in tx as by, and writes by's line.
func (s *OrdersScreen) changeAccount(ctx context.Context, tx *store.Tx, by httpapi.OperatorSession, c accountChange, extra map[string]any) (payout.Account, error) {
	o, f, err := s.failedOrder(ctx, tx, c.OrderNo)
	if err != nil {
		return payout.Account{}, err
	}
	a, err := s.payouts.ChangeAccount(ctx, tx, o, c.Account, loan.OperatorActor(by.Name), c.Reason)
	if err != nil {
		return a, err
	}
	after := map[string]any{"account": a.Label(), "reason": c.Reason}
	for k, v := range extra {
		after[k] = v
	}
	return a, s.audit.Record(ctx, tx, by, kindPayoutAccount, "order", o.No, map[string]any{"account": f.Account.Label(), "failed": f.Reason}, after)
}

// payoutAccountKind is the change under four eyes (the disbursement's
// permission). Carry re-checks the order waits with its payout failed
// (sent again or cancelled meanwhile: failed, nothing changed) and
// changes the account; After sends the payout, as the disbursement's
// approval does.
func (s *OrdersScreen) payoutAccountKind() Kind {
	read := func(params json.RawMessage) (accountChange, error) {
		var c accountChange
		return c, json.Unmarshal(params, &c)
	}
	return Kind{
		Name: kindPayoutAccount, ObjectType: "order", Permission: PermDisbursement,
		Describe: func(ctx context.Context, q store.Querier, orderNo string, params json.RawMessage) (Change, error) {
			c, err := read(params)
			if err != nil {
				return Change{}, err
			}
			o, f, err := s.failedOrder(ctx, q, orderNo)
			if err != nil {
				return Change{}, err
			}
			return Change{
				Summary: fmt.Sprintf("Send order %s's payout to %s instead of %s, and retry: %s", o.No, c.Account.Label(), f.Account.Label(), c.Reason),
				Before:  map[string]any{"account": f.Account.Label(), "payout": "failed: " + f.Reason},
				After:   map[string]any{"account": c.Account.Label(), "payout": "sent again", "reason": c.Reason},
			}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, p Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			c, err := read(params)
			if err != nil {
				return Carried{}, err
			}
			_, err = s.changeAccount(ctx, tx, by, c, map[string]any{"proposal": p.ID, "proposedBy": p.ProposedBy})
			return Carried{}, err
		},
		After: func(ctx context.Context, _ Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			c, err := read(params)
			if err != nil {
				return Carried{}, err
			}
			return s.sendApproved(ctx, by, c.OrderNo)
		},
	}
}

// PayoutAccountParams are orders/payout-account's.
type PayoutAccountParams struct {
	OrderNo
	AccountID int64  `param:"accountId,max=19" desc:"one of the borrower's payout accounts (GET orders/payout-choices); 0: channel and number"`
	Channel   string `param:"channel,max=16" desc:"a payout channel's number, with number, when accountId is 0"`
	Number    string `param:"number,max=32" desc:"the account or e-wallet number, checked as the borrower's binding form checks it"`
	Reason    string `param:"reason,required,max=500" desc:"why, kept with the proposal, the audit log and the payout history"`
}

// HandlePayoutAccount is POST /admin/api/orders/payout-account.
func (s *OrdersScreen) HandlePayoutAccount(c *httpapi.Call, p PayoutAccountParams) (any, error) {
	return s.ProposePayoutAccount(c.Context(), c.Operator, p.OrderNo.OrderNo, p.AccountID, p.Channel, p.Number, p.Reason)
}

// HandlePayoutChoices is GET /admin/api/orders/payout-choices.
func (s *OrdersScreen) HandlePayoutChoices(c *httpapi.Call, p OrderNo) (any, error) {
	return s.PayoutChoices(c.Context(), p.OrderNo)
}
