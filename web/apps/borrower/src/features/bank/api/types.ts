// The bank form of card-init (docs/DESIGN.md "Payout
// accounts"): each item a field of the form. The types are the API
// document's (payout.* in Go; src/api/schema.ts).
import type { Schema } from '../../../../../../shared/api/types';

/**
 * BankItem is one form item. value is the prefilled value (for an enum,
 * the chosen option's type; for the city, "Province / City"); cardTypeMi
 * the card type it belongs to (0: every one); channelNumber the channel it
 * belongs to when the card type is 1 ("": every channel).
 */
export type BankItem = Schema<'payout.Item'>;

/** Cate is the kind of a form item: free text, the city cascade, the day picker or a list of options. */
export type Cate = BankItem['cate'];

/** InputType tells a text item's format; "tabs" marks the card type item. */
export type InputType = BankItem['inputType'];

/**
 * Option is an enum item's choice; type is what the form sends (a card
 * type, a channel number). A channel's option (an e-wallet, a bank) has
 * its account-number rule in digits.
 */
export type Option = Schema<'payout.Option'>;

/**
 * Digits is an account number's rule, from the channels' table the server
 * checks against: min to max digits, starting with prefix ("": any). A
 * channel's option has its own; a number item has the widest of the
 * channels it takes (the rule before one is chosen).
 */
export type Digits = Schema<'payout.Digits'>;

export type CardInit = Schema<'payout.Form'>;

/** Bound is the answer of bind-card-new and bind-card-change; masked: "•••• 4567". */
export type Bound = Schema<'payout.Bound'>;
