// The bank form of card-init (seed 000 section 3, docs/DESIGN.md "Payout
// accounts"): each item a field of the form.

/** Cate is the kind of a form item: free text, the city cascade, the day picker or a list of options. */
export type Cate = 'text' | 'citySelect' | 'day' | 'enum';

/** InputType tells a text item's format; "tabs" marks the card type item. */
export type InputType = 'tabs' | 'phone' | 'bankCard' | 'number' | 'ifsc' | '';

export interface Option {
  name: string;
  /** What the form sends when this option is chosen (a card type, a channel number). */
  type: string | number;
}

export interface BankItem {
  code: string;
  cate: Cate;
  title: string;
  subtitle?: string;
  /** The prefilled value: for an enum, the chosen option's type; for the city, "Province / City". */
  value?: string;
  note?: Option[] | null;
  inputType?: InputType;
  /** The card type the field belongs to; 0: every card type. */
  cardTypeMi: number;
  /** The channel the field belongs to when the card type is 1; "": every channel. */
  channelNumber?: string;
}

export interface CardInit {
  items: BankItem[];
}

/** Bound is the answer of bind-card-new and bind-card-change. */
export interface Bound {
  accountId: number;
  /** The account number masked but its last four digits ("•••• 4567"). */
  masked: string;
  isDefault: boolean;
}
