package payout

import (
	"context"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/sealed"
	"kwarta/internal/store"
)

// Bound is the answer of bind-card-new and bind-card-change.
type Bound struct {
	AccountID int64  `json:"accountId"`
	Masked    string `json:"masked"`
	IsDefault bool   `json:"isDefault"`
}

// BindRequest is a filled binding form: each item's code and value (an
// enum's chosen option type, the card type item the card type).
type BindRequest struct {
	UserID int64
	Values map[string]string
	// OrderID, when set (bind-card-change), makes the account that order's
	// payout account; the order must be the borrower's and still waiting
	// for its money.
	OrderID int64
	Actor   string
}

// MaxCityRunes bounds the city value ("Province / City").
const MaxCityRunes = 120

var ifscPattern = regexp.MustCompile(`^[A-Z]{4}0[A-Z0-9]{6}$`)

// account is a validated binding form.
type account struct {
	cardType int
	channel  Channel
	number   string
	bankCode string
	city     string
	payday   int
}

// cleanDigits strips the spaces and hyphens the formats show (3-4-4,
// groups of four).
func cleanDigits(v string) string {
	return strings.NewReplacer(" ", "", "-", "", "\u00a0", "").Replace(strings.TrimSpace(v))
}

func allDigits(v string) bool {
	if v == "" {
		return false
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// fieldErrors is a form's refusals, one message per field.
type fieldErrors struct {
	fields map[string]string
	first  string
}

func (f *fieldErrors) add(code, msg string) {
	if f.fields == nil {
		f.fields = map[string]string{}
	}
	if _, ok := f.fields[code]; ok {
		return
	}
	f.fields[code] = msg
	if f.first == "" {
		f.first = msg
	}
}

func (f *fieldErrors) err() error {
	if f.fields == nil {
		return nil
	}
	return &fault.Error{Code: fault.CodeInvalid, Message: f.first, Fields: f.fields}
}

// validate reads a binding form against the market's catalogue: which card
// type and channel, the account number (digits; its length and prefix set
// by the channel's row), the IFSC in India, the city and the payday. Every
// bad field is named.
func validate(c catalogue, values map[string]string) (account, error) {
	var (
		a    account
		errs fieldErrors
	)
	get := func(code string) string { return strings.TrimSpace(values[code]) }
	ct, err := strconv.Atoi(get(CodeCardType))
	if err != nil || !c.cardType(ct) {
		errs.add(CodeCardType, "Choose the kind of account.")
		return a, errs.err()
	}
	a.cardType = ct
	// The channel: the shown enum of wallets or banks, else the market's
	// one channel of the card type (India: any bank by IFSC).
	channelCode := ""
	for _, f := range c.fields {
		if f.Cate == "enum" && (f.options == "wallets" || f.options == "banks") && Visible(f, ct, get(CodeChannel)) {
			channelCode = f.Code
			break
		}
	}
	if channelCode != "" {
		number := get(channelCode)
		ch, ok := c.channel(number)
		if !ok || ch.CardType != ct {
			msg := "Choose your bank."
			if channelCode == CodeChannel {
				msg = "Choose your e-wallet."
			}
			errs.add(channelCode, msg)
			return a, errs.err()
		}
		a.channel = ch
	} else {
		for _, ch := range c.channels {
			if ch.CardType == ct {
				a.channel = ch
				break
			}
		}
		if a.channel.Number == "" {
			errs.add(CodeCardType, "This kind of account cannot be added now.")
			return a, errs.err()
		}
	}
	for _, f := range c.fields {
		if f.Cate != "text" || !Visible(f, ct, a.channel.Number) {
			continue
		}
		v := get(f.Code)
		switch {
		case f.InputType == "ifsc":
			code := strings.ToUpper(strings.ReplaceAll(v, " ", ""))
			if !ifscPattern.MatchString(code) {
				errs.add(f.Code, "Enter the 11-character IFSC: 4 letters, 0, then 6 letters or digits.")
				continue
			}
			a.bankCode = code
		default:
			n := cleanDigits(v)
			if msg := checkNumber(a.channel, f, n); msg != "" {
				errs.add(f.Code, msg)
				continue
			}
			a.number = n
		}
	}
	if a.number == "" && errs.fields == nil {
		errs.add(CodeCardType, "This kind of account cannot be added now.")
	}
	for _, f := range c.fields {
		if !Visible(f, ct, a.channel.Number) {
			continue
		}
		v := get(f.Code)
		switch f.Cate {
		case "citySelect":
			province, city, ok := strings.Cut(v, " / ")
			if !ok || strings.TrimSpace(province) == "" || strings.TrimSpace(city) == "" {
				errs.add(f.Code, "Choose your province and city.")
				continue
			}
			if utf8.RuneCountInString(v) > MaxCityRunes {
				errs.add(f.Code, "The province and city are too long.")
				continue
			}
			a.city = v
		case "day":
			d, err := strconv.Atoi(v)
			if err != nil || d < 1 || d > 31 {
				errs.add(f.Code, "Choose the day of the month you are paid, 1 to 31.")
				continue
			}
			a.payday = d
		}
	}
	return a, errs.err()
}

// checkNumber is the message for a bad account number, "" for a good one:
// the channel's rule (Digits), its length in the rule's words.
func checkNumber(ch Channel, f Item, n string) string {
	what := "account number"
	if ch.Kind == "wallet" {
		what = ch.Name + " number"
	}
	d := ch.Digits
	if n == "" {
		return "Enter your " + what + "."
	}
	if !allDigits(n) {
		return "Your " + what + " takes digits only."
	}
	if d.Prefix != "" && !strings.HasPrefix(n, d.Prefix) {
		return "Your " + what + " starts with " + d.Prefix + " and has " + strconv.Itoa(d.Max) + " digits."
	}
	if len(n) < d.Min || len(n) > d.Max {
		return "Your " + what + " has " + d.Words() + "."
	}
	return ""
}

// Bind adds a payout account from the binding form and makes it the
// borrower's default (the newest bound is the default); with an order it
// also becomes that order's payout account. Binding a number the borrower
// already has on the same channel reuses that account. Every change is
// recorded in payout_account_events.
func (s *Service) Bind(ctx context.Context, r BindRequest) (Bound, error) {
	return s.BindIn(ctx, s.db, r)
}

// BindIn is Bind on q: a *store.DB runs it in a transaction of its own, a
// *store.Tx (the demo world) inside the caller's.
func (s *Service) BindIn(ctx context.Context, q store.Querier, r BindRequest) (Bound, error) {
	c, err := s.catalogue(ctx, q)
	if err != nil {
		return Bound{}, err
	}
	if r.OrderID != 0 { // BOLA first: another borrower's order is a 404 whatever the form says
		if _, err := loan.OrderOf(ctx, q, r.UserID, r.OrderID); err != nil {
			return Bound{}, err
		}
	}
	a, err := validate(c, r.Values)
	if err != nil {
		return Bound{}, err
	}
	actor := r.Actor
	if actor == "" {
		actor = loan.BorrowerActor(r.UserID)
	}
	var out Bound
	err = inTx(ctx, q, func(ctx context.Context, tx store.Querier) error {
		// One binding per borrower at a time: the borrower's row is the lock
		// (PostgreSQL; SQLite's one writer already serializes), so two taps
		// cannot both become the default.
		if err := s.users.LockUser(ctx, tx, r.UserID); err != nil {
			return err
		}
		var o loan.Order
		if r.OrderID != 0 {
			var err error
			if o, err = loan.OrderOf(ctx, tx, r.UserID, r.OrderID); err != nil {
				return err
			}
			if err := waitingForMoney(o); err != nil {
				return err
			}
		}
		id, err := s.sameAccount(ctx, tx, r.UserID, a)
		if err != nil {
			return err
		}
		now := s.now()
		if _, err := tx.Exec(ctx, `UPDATE payout_accounts SET is_default = 0 WHERE user_id = ? AND is_default = 1 AND removed_at = 0`, r.UserID); err != nil {
			return err
		}
		if id == 0 {
			if id, err = store.InsertID(ctx, tx, `INSERT INTO payout_accounts (user_id, market, card_type, channel, account_ct, key_id, last4,
				bank_code, city, payday, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
				r.UserID, s.market, a.cardType, a.channel.Number, []byte{}, s.keys.Current(), last4(a.number),
				a.bankCode, a.city, a.payday, store.Millis(now)); err != nil {
				return err
			}
			ct, keyID, err := sealNumber(s.keys, r.UserID, id, a.number)
			if err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE payout_accounts SET account_ct = ?, key_id = ? WHERE id = ?`, ct, keyID, id); err != nil {
				return err
			}
			if err := record(ctx, tx, r.UserID, id, r.OrderID, EventBound, actor, a.channel.Name+" "+Mask(last4(a.number)), now); err != nil {
				return err
			}
		} else if _, err := tx.Exec(ctx, `UPDATE payout_accounts SET is_default = 1, city = ?, payday = ? WHERE id = ?`, a.city, a.payday, id); err != nil {
			return err
		}
		if err := record(ctx, tx, r.UserID, id, 0, EventDefault, actor, "", now); err != nil {
			return err
		}
		if r.OrderID != 0 {
			if err := s.chooseForOrder(ctx, tx, o, id, actor); err != nil {
				return err
			}
		}
		out = Bound{AccountID: id, Masked: Mask(last4(a.number)), IsDefault: true}
		return nil
	})
	return out, err
}

func last4(n string) string {
	if len(n) <= 4 {
		return n
	}
	return n[len(n)-4:]
}

// sameAccount is the borrower's live account with this channel and number
// (0 when none): its last 4 digits narrow the candidates, then each is opened.
func (s *Service) sameAccount(ctx context.Context, q store.Querier, userID int64, a account) (int64, error) {
	rows, err := q.Query(ctx, `SELECT id, account_ct, key_id FROM payout_accounts
		WHERE user_id = ? AND channel = ? AND last4 = ? AND bank_code = ? AND removed_at = 0`, userID, a.channel.Number, last4(a.number), a.bankCode)
	if err != nil {
		return 0, err
	}
	type cand struct {
		id    int64
		ct    []byte
		keyID string
	}
	var cands []cand
	for rows.Next() {
		var c cand
		if err := rows.Scan(&c.id, &c.ct, &c.keyID); err != nil {
			rows.Close()
			return 0, err
		}
		cands = append(cands, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	for _, c := range cands {
		n, err := openNumber(s.keys, c.keyID, userID, c.id, c.ct)
		if err != nil {
			if errors.Is(err, sealed.ErrNoKey) {
				continue // sealed under a key no longer configured: bind anew
			}
			return 0, err
		}
		if n == a.number {
			return c.id, nil
		}
	}
	return 0, nil
}

// inTx runs fn in q when q is a transaction, else in a new transaction of q.
func inTx(ctx context.Context, q store.Querier, fn func(ctx context.Context, q store.Querier) error) error {
	if db, ok := q.(*store.DB); ok {
		return db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error { return fn(ctx, tx) })
	}
	return fn(ctx, q)
}

// waitingForMoney refuses an order whose loan is not waiting to be sent:
// approved (21) or confirmed for disbursement (151 after the withdrawal).
func waitingForMoney(o loan.Order) error {
	if o.Status == loan.StatusApproved || (o.Status == loan.StatusProcessing && !o.WithdrawalConfirmedAt.IsZero()) {
		return nil
	}
	return fault.New(fault.CodeConflict, "This order is not waiting for its loan to be sent, so its payout account cannot change.")
}

// chooseForOrder makes accountID the order's payout account: the order's
// payout row is made (state new) or, when no attempt is under way or done,
// pointed at the account; a refusal of the previous account stops asking.
func (s *Service) chooseForOrder(ctx context.Context, q store.Querier, o loan.Order, accountID int64, actor string) error {
	now := s.now()
	if err := ensurePayout(ctx, q, o, now); err != nil {
		return err
	}
	res, err := q.Exec(ctx, `UPDATE payouts SET account_id = ?, declined = 0, updated_at = ?
		WHERE order_id = ? AND state IN ('new', 'failed')`, accountID, store.Millis(now), o.ID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return fault.New(fault.CodeConflict, "Your loan is being sent to your account now, so the account cannot change.")
	}
	return record(ctx, q, o.UserID, accountID, o.ID, EventOrderAccount, actor, "", now)
}

// IdempotencyKey is the one key every payout attempt of an order is sent
// under: "PO" and the order number (at most 40 characters, as Dragonpay's
// TxnId takes).
func IdempotencyKey(o loan.Order) string { return "PO" + o.No }

// ensurePayout makes the order's payout row (state new) when there is none.
func ensurePayout(ctx context.Context, q store.Querier, o loan.Order, now time.Time) error {
	ms := store.Millis(now)
	_, err := q.Exec(ctx, `INSERT INTO payouts (order_id, user_id, idempotency_key, state, created_at, updated_at)
		VALUES (?, ?, ?, 'new', ?, ?) ON CONFLICT (order_id) DO NOTHING`, o.ID, o.UserID, IdempotencyKey(o), ms, ms)
	return err
}
