package payout

import (
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// An operator's change of an order's payout account after its payout
// failed (the console's change-payout-account, under four eyes): the new
// account is one of the borrower's live accounts (say the one they bound
// since), or a channel and number the operator typed, checked as the
// borrower's own binding form checks it. A typed number waits for the
// second operator sealed (NewAccount.Sealed, under the account keys and
// bound to the borrower), never in clear.

// FailedTo is an order's failed payout: the account it was sent to and why.
type FailedTo struct {
	Account Account `json:"account"`
	Reason  string  `json:"reason"`
}

// FailedPayout is the order's payout that failed, in q; a conflict fault
// when its payout has not failed (none yet, on its way, or paid).
func (s *Service) FailedPayout(ctx context.Context, q store.Querier, o loan.Order) (FailedTo, error) {
	p, err := readPayout(ctx, q, o.ID)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return FailedTo{}, err
	}
	if errors.Is(err, store.ErrNotFound) || p.state != StateFailed {
		return FailedTo{}, fault.Newf(fault.CodeConflict, "Order %s's payout has not failed, so its account is not changed here.", o.No)
	}
	f := FailedTo{Reason: p.reason}
	id := p.sentAccountID
	if id == 0 {
		id = p.accountID
	}
	if id != 0 {
		if f.Account, err = accountEver(ctx, q, o.UserID, id); err != nil {
			return f, err
		}
	}
	return f, nil
}

// NewAccount is the account an operator proposes for an order: AccountID,
// one of the borrower's; or a binding form sealed for the borrower
// (Sealed, base64, under KeyID). ChannelName and Masked show it.
type NewAccount struct {
	AccountID   int64  `json:"accountId,omitempty"`
	Sealed      string `json:"sealed,omitempty"`
	KeyID       string `json:"keyId,omitempty"`
	ChannelName string `json:"channelName"`
	Masked      string `json:"masked"`
}

// Label is the account in words: "GCash •••• 4567".
func (n NewAccount) Label() string { return n.ChannelName + " " + n.Masked }

// Label is the account in words: "GCash •••• 4567".
func (a Account) Label() string { return a.ChannelName + " " + a.Masked }

// ProposeAccount checks the account an operator proposes for the
// borrower's order: accountID, one of the borrower's live accounts (another
// borrower's is a 404); or, when it is 0, channel (a payout channel's
// number) and number, checked as the binding form checks them, the form's
// other items (city, payday) taken from the account that failed (from).
func (s *Service) ProposeAccount(ctx context.Context, q store.Querier, userID, accountID int64, channel, number string, from Account) (NewAccount, error) {
	if accountID != 0 {
		a, err := s.AccountOf(ctx, q, userID, accountID)
		if err != nil {
			return NewAccount{}, err
		}
		return NewAccount{AccountID: a.ID, ChannelName: a.ChannelName, Masked: a.Masked}, nil
	}
	c, err := s.catalogue(ctx, q)
	if err != nil {
		return NewAccount{}, err
	}
	ch, ok := c.channel(strings.TrimSpace(channel))
	if !ok {
		return NewAccount{}, fault.Field("channel", "Choose the e-wallet or bank, or one of the borrower's accounts.")
	}
	values := map[string]string{CodeCardType: strconv.Itoa(ch.CardType), CodeCity: from.City, CodePayday: strconv.Itoa(from.Payday)}
	for _, f := range c.fields {
		if !Visible(f, ch.CardType, ch.Number) {
			continue
		}
		switch {
		case f.Cate == "enum" && (f.options == "wallets" || f.options == "banks"):
			values[f.Code] = ch.Number
		case f.Cate == "text" && f.InputType == "ifsc":
			values[f.Code] = from.BankCode
		case f.Cate == "text":
			values[f.Code] = number
		}
	}
	a, err := validate(c, values)
	if err != nil {
		var fe *fault.Error
		if errors.As(err, &fe) && fe.Code == fault.CodeInvalid {
			return NewAccount{}, fault.Field("number", fe.Message)
		}
		return NewAccount{}, err
	}
	plain, err := json.Marshal(values)
	if err != nil {
		return NewAccount{}, err
	}
	ct, keyID, err := sealNumber(s.keys, userID, 0, string(plain))
	if err != nil {
		return NewAccount{}, err
	}
	return NewAccount{Sealed: base64.StdEncoding.EncodeToString(ct), KeyID: keyID, ChannelName: a.channel.Name, Masked: Mask(last4(a.number))}, nil
}

// ChangeAccount makes n the payout account of order o, whose payout
// failed, in q (the approval's transaction): a sealed form is bound as
// the borrower's newest account (it becomes the default, as the
// borrower's own binding does), an account of theirs is chosen; either is
// recorded in the payout history with the actor, the old and new account
// masked and the reason. The payout must still be failed (a retry or a
// binding meanwhile refuses it, nothing changed).
func (s *Service) ChangeAccount(ctx context.Context, q store.Querier, o loan.Order, n NewAccount, actor, reason string) (Account, error) {
	was, err := s.FailedPayout(ctx, q, o)
	if err != nil {
		return Account{}, err
	}
	id := n.AccountID
	if n.Sealed != "" {
		ct, err := base64.StdEncoding.DecodeString(n.Sealed)
		if err != nil {
			return Account{}, err
		}
		plain, err := openNumber(s.keys, n.KeyID, o.UserID, 0, ct)
		if err != nil {
			return Account{}, err
		}
		var values map[string]string
		if err := json.Unmarshal([]byte(plain), &values); err != nil {
			return Account{}, err
		}
		b, err := s.BindIn(ctx, q, BindRequest{UserID: o.UserID, Values: values, OrderID: o.ID, Actor: actor})
		if err != nil {
			return Account{}, err
		}
		id = b.AccountID
	} else {
		if _, err := s.AccountOf(ctx, q, o.UserID, id); err != nil {
			return Account{}, err
		}
		if err := s.chooseForOrder(ctx, q, o, id, actor); err != nil {
			return Account{}, err
		}
	}
	a, err := s.AccountOf(ctx, q, o.UserID, id)
	if err != nil {
		return a, err
	}
	note := "payout account changed from " + was.Account.Label() + " to " + a.Label() + ": " + reason
	return a, record(ctx, q, o.UserID, a.ID, o.ID, EventAccountChanged, actor, note, s.now())
}

// ChannelChoice is a payout channel as an operator picks it.
type ChannelChoice struct {
	Number string `json:"number"`
	Name   string `json:"name"`
	Kind   string `json:"kind"` // wallet, bank or ifsc
}

// Channels are the market's active payout channels, in the form's order.
func (s *Service) Channels(ctx context.Context, q store.Querier) ([]ChannelChoice, error) {
	c, err := s.catalogue(ctx, q)
	if err != nil {
		return nil, err
	}
	out := make([]ChannelChoice, 0, len(c.channels))
	for _, ch := range c.channels {
		out = append(out, ChannelChoice{Number: ch.Number, Name: ch.Name, Kind: ch.Kind})
	}
	return out, nil
}

// Paid is where an order's loan went: the account, the provider's
// reference and when.
type Paid struct {
	Account   Account
	Reference string
	At        time.Time
}

// PaidTo is where the order's loan was paid; ok false before it is.
func (s *Service) PaidTo(ctx context.Context, q store.Querier, orderID int64) (p Paid, ok bool, err error) {
	var userID, accountID, at int64
	err = q.QueryRow(ctx, `SELECT user_id, COALESCE(sent_account_id, 0), reference, succeeded_at FROM payouts WHERE order_id = ? AND state = 'succeeded'`,
		orderID).Scan(&userID, &accountID, &p.Reference, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return p, false, nil
	} else if err != nil {
		return p, false, err
	}
	p.At = store.Time(at)
	if accountID != 0 {
		if p.Account, err = accountEver(ctx, q, userID, accountID); err != nil {
			return p, false, err
		}
	}
	return p, true, nil
}

// accountEver is one of the borrower's accounts, removed or not: where a
// payout went stays readable.
func accountEver(ctx context.Context, q store.Querier, userID, accountID int64) (Account, error) {
	return scanAccount(q.QueryRow(ctx, `SELECT `+accountColumns+accountFrom+`WHERE a.id = ? AND a.user_id = ?`, accountID, userID).Scan)
}
