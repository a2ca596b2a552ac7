package payout

import (
	"context"
	"strconv"
	"strings"

	"kwarta/internal/store"
)

// Option is one choice of an enum item: what it shows and what the form
// sends when it is chosen (a card type, a channel number). A channel's
// option (an e-wallet, a bank) carries the channel's account-number rule.
type Option struct {
	Name   string `json:"name"`
	Type   string `json:"type"`
	Digits Digits `json:"digits,omitzero"`
}

// Digits is an account number's rule: Min to Max digits, starting with
// Prefix ("": any). Each channel's row holds its rule (payout_channels:
// min_len, max_len, prefix); that one table is what the server checks a
// number against and what card-init serves (on each channel's option, and
// on each number item as the widest range of the channels it takes), so
// the form's hint and its check cannot disagree with the server.
type Digits struct {
	Min    int    `json:"min"`
	Max    int    `json:"max"`
	Prefix string `json:"prefix"`
}

// Words say the rule's length: "10 digits", "10 to 12 digits".
func (d Digits) Words() string {
	if d.Min == d.Max {
		return strconv.Itoa(d.Min) + " digits"
	}
	return strconv.Itoa(d.Min) + " to " + strconv.Itoa(d.Max) + " digits"
}

// widen is the range that takes both rules' numbers; a prefix stays only
// when both have it.
func (d Digits) widen(o Digits) Digits {
	if d == (Digits{}) {
		return o
	}
	w := Digits{Min: min(d.Min, o.Min), Max: max(d.Max, o.Max)}
	if d.Prefix == o.Prefix {
		w.Prefix = d.Prefix
	}
	return w
}

// digitsPlaceholder in a number item's subtitle stands for its range in
// words ("{digits}, as on your passbook or app"), filled by card-init.
const digitsPlaceholder = "{digits}"

// Item is one field of the binding form, as card-init sends it.
type Item struct {
	Code          string   `json:"code"`
	Cate          string   `json:"cate" enum:"text,citySelect,day,enum"`
	Title         string   `json:"title"`
	Subtitle      string   `json:"subtitle"`
	Value         string   `json:"value"`
	Note          []Option `json:"note"`
	InputType     string   `json:"inputType" enum:"tabs,phone,bankCard,number,ifsc,"` // "" for none
	CardTypeMi    int      `json:"cardTypeMi"`
	ChannelNumber string   `json:"channelNumber"`
	// Digits, on a text item that takes an account number, is the widest
	// rule of the channels it can be for: the rule before a channel is
	// chosen (the chosen channel's option has its own).
	Digits Digits `json:"digits,omitzero"`
	// options is where an enum's options come from (card_types, wallets, banks).
	options string
}

// Form is card-init's data.
type Form struct {
	Items []Item `json:"items"`
}

// The form's defaults: card type 1, channel 90006.
const (
	DefaultCardType = 1
	DefaultChannel  = "90006"
)

// The item codes the server reads by meaning.
const (
	CodeCardType = "card_type"
	CodeChannel  = "channel"
	CodeCity     = "city"
	CodePayday   = "payday"
)

// Visible tells whether a form item is shown for the chosen card type and
// channel; web/apps/borrower/src/features/bank/visibility.ts is the same rule. The name
// cardTypeMi suggests a minimum, but with two kinds of account whose fields
// differ a minimum would show e-wallet fields under Bank account, so it is
// read as the card type the field belongs to, 0 for every card type
// (docs/DESIGN.md, "Payout accounts and disbursement"). Under card type 1
// a field with a channel number shows only for that channel.
func Visible(item Item, cardType int, channel string) bool {
	switch {
	case item.CardTypeMi == 0:
		return true
	case item.CardTypeMi != cardType:
		return false
	case cardType == 1 && item.ChannelNumber != "" && item.ChannelNumber != channel:
		return false
	}
	return true
}

// Channel is a payout channel of a market (a payout_channels row).
type Channel struct {
	Number       string
	Name         string
	Kind         string // wallet, bank or ifsc
	CardType     int
	Digits       Digits // the account number's rule
	ProviderCode string
}

// CardType is one of a market's kinds of account (a payout_card_types row).
type CardType struct {
	Value int
	Name  string
}

// catalogue is a market's form and channels, as the database holds them.
type catalogue struct {
	fields    []Item
	cardTypes []CardType
	channels  []Channel // active only, by position
}

func (c catalogue) channel(number string) (Channel, bool) {
	for _, ch := range c.channels {
		if ch.Number == number {
			return ch, true
		}
	}
	return Channel{}, false
}

func (c catalogue) cardType(v int) bool {
	for _, ct := range c.cardTypes {
		if ct.Value == v {
			return true
		}
	}
	return false
}

// options lists an enum item's choices.
func (c catalogue) options(source string) []Option {
	out := []Option{}
	switch source {
	case "card_types":
		for _, ct := range c.cardTypes {
			out = append(out, Option{Name: ct.Name, Type: strconv.Itoa(ct.Value)})
		}
	case "wallets", "banks":
		kind := "wallet"
		if source == "banks" {
			kind = "bank"
		}
		for _, ch := range c.channels {
			if ch.Kind == kind {
				out = append(out, Option{Name: ch.Name, Type: ch.Number, Digits: ch.Digits})
			}
		}
	}
	return out
}

// takesNumber tells a text item that takes an account number (all but the IFSC).
func takesNumber(f Item) bool { return f.Cate == "text" && f.InputType != "ifsc" }

// digits is a number item's rule before a channel is chosen: the widest of
// the channels it shows for (Visible), as validate checks it once one is.
func (c catalogue) digits(f Item) Digits {
	var d Digits
	if !takesNumber(f) {
		return d
	}
	for _, ch := range c.channels {
		if Visible(f, ch.CardType, ch.Number) {
			d = d.widen(ch.Digits)
		}
	}
	return d
}

// catalogueKey is the cache key of a market's catalogue; whoever edits the
// payout tables calls store.Invalidate(q, catalogueKey(market)).
func catalogueKey(market string) string { return "payout-catalogue:" + market }

// InvalidateCatalogue drops the cached form and channels of a market.
func InvalidateCatalogue(q store.Querier, market string) { store.Invalidate(q, catalogueKey(market)) }

func (s *Service) catalogue(ctx context.Context, q store.Querier) (catalogue, error) {
	market := s.market
	return store.Cached(ctx, q, catalogueKey(market), func(ctx context.Context, q store.Querier) (catalogue, error) {
		return loadCatalogue(ctx, q, market)
	})
}

func loadCatalogue(ctx context.Context, q store.Querier, market string) (catalogue, error) {
	var c catalogue
	rows, err := q.Query(ctx, `SELECT code, cate, title, subtitle, value, input_type, card_type_mi, channel_number, options
		FROM payout_fields WHERE market = ? ORDER BY position, code`, market)
	if err != nil {
		return c, err
	}
	for rows.Next() {
		var it Item
		if err := rows.Scan(&it.Code, &it.Cate, &it.Title, &it.Subtitle, &it.Value, &it.InputType, &it.CardTypeMi, &it.ChannelNumber, &it.options); err != nil {
			rows.Close()
			return c, err
		}
		c.fields = append(c.fields, it)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return c, err
	}
	rows, err = q.Query(ctx, `SELECT value, name FROM payout_card_types WHERE market = ? ORDER BY position, value`, market)
	if err != nil {
		return c, err
	}
	for rows.Next() {
		var ct CardType
		if err := rows.Scan(&ct.Value, &ct.Name); err != nil {
			rows.Close()
			return c, err
		}
		c.cardTypes = append(c.cardTypes, ct)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return c, err
	}
	rows, err = q.Query(ctx, `SELECT number, name, kind, card_type, min_len, max_len, prefix, provider_code
		FROM payout_channels WHERE market = ? AND active = 1 ORDER BY position, number`, market)
	if err != nil {
		return c, err
	}
	defer rows.Close()
	for rows.Next() {
		var ch Channel
		if err := rows.Scan(&ch.Number, &ch.Name, &ch.Kind, &ch.CardType, &ch.Digits.Min, &ch.Digits.Max, &ch.Digits.Prefix, &ch.ProviderCode); err != nil {
			return c, err
		}
		c.channels = append(c.channels, ch)
	}
	return c, rows.Err()
}

// CardInit is the binding form for a borrower: the market's items with
// their options, city and payday prefilled from the borrower's default
// account. A number item carries its rule (Digits, its subtitle's
// {digits} in words) and each channel option its channel's, from the
// channels' table validate checks against. Account numbers are never sent
// back.
func (s *Service) CardInit(ctx context.Context, userID int64) (Form, error) {
	c, err := s.catalogue(ctx, s.db)
	if err != nil {
		return Form{}, err
	}
	def, err := s.DefaultAccount(ctx, s.db, userID)
	hasDefault := err == nil
	if err != nil && err != store.ErrNotFound {
		return Form{}, err
	}
	items := make([]Item, 0, len(c.fields))
	for _, f := range c.fields {
		it := f
		it.Note = []Option{}
		if it.Cate == "enum" {
			it.Note = c.options(it.options)
		}
		if it.Digits = c.digits(it); it.Digits != (Digits{}) {
			it.Subtitle = strings.ReplaceAll(it.Subtitle, digitsPlaceholder, it.Digits.Words())
		}
		if hasDefault {
			switch it.Code {
			case CodeCity:
				it.Value = def.City
			case CodePayday:
				if def.Payday > 0 {
					it.Value = strconv.Itoa(def.Payday)
				}
			}
		}
		items = append(items, it)
	}
	return Form{Items: items}, nil
}
