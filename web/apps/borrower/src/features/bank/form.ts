// The bank form's state and what Next sends: the values
// are kept by item code; an enum keeps the chosen option's type, the card
// type item the selected card type, the city "Province / City", the day
// "1".."31", a text item its digits (an IFSC its 11 characters).
import type { Params } from '../../lib/api-client';
import type { BankItem, Option } from './api/types';
import { CARD_TYPE_CODE, CHANNEL_CODE, DEFAULT_CARD_TYPE, DEFAULT_CHANNEL, visible } from './visibility';

export type Values = Record<string, string>;

/** CITY_SEPARATOR joins the province and the city in the city item's value. */
export const CITY_SEPARATOR = ' / ';
/** DAYS are the day picker's choices. */
export const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** isCardTypeItem tells the card type item, shown as tabs. */
export function isCardTypeItem(item: BankItem): boolean {
  return item.inputType === 'tabs' || item.code === CARD_TYPE_CODE;
}

export function options(item: BankItem): Option[] {
  return Array.isArray(item.note) ? item.note : [];
}

/** optionType is what an enum sends for value: the type of the option whose type or name it is. */
export function optionType(item: BankItem, value: string): string {
  const o = options(item).find((x) => String(x.type) === value) ?? options(item).find((x) => x.name === value);
  return o ? String(o.type) : value;
}

/** optionName is the shown name of an enum's value. */
export function optionName(item: BankItem, value: string): string | undefined {
  return options(item).find((x) => String(x.type) === value || x.name === value)?.name;
}

/** initialValues are the items' prefilled values, with the default card type and channel. */
export function initialValues(items: BankItem[]): Values {
  const values: Values = {};
  for (const item of items) {
    let v = item.value == null ? '' : String(item.value);
    if (item.cate === 'enum' && v !== '') v = optionType(item, v);
    if (isCardTypeItem(item) && v === '') v = String(options(item)[0]?.type ?? DEFAULT_CARD_TYPE);
    if (item.code === CHANNEL_CODE && v === '') v = DEFAULT_CHANNEL;
    values[item.code] = v;
  }
  return values;
}

/** cardTypeOf is the selected card type (1 unless the form says otherwise). */
export function cardTypeOf(items: BankItem[], values: Values): number {
  const item = items.find(isCardTypeItem);
  const n = item ? Number(values[item.code]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_CARD_TYPE;
}

/** channelOf is the chosen channel: the channel item's option, 90006 by default. */
export function channelOf(values: Values): string {
  return values[CHANNEL_CODE] || DEFAULT_CHANNEL;
}

/** shownItems are the items visible for the form's card type and channel. */
export function shownItems(items: BankItem[], values: Values): BankItem[] {
  const cardType = cardTypeOf(items, values);
  const channel = channelOf(values);
  return items.filter((item) => visible(item, cardType, channel));
}

/** payload is what Next sends: each shown item's code and value, and product_id. */
export function payload(items: BankItem[], values: Values, productId: string | undefined): Params {
  const cardType = cardTypeOf(items, values);
  const out: Params = {};
  for (const item of shownItems(items, values)) {
    const v = values[item.code] ?? '';
    if (isCardTypeItem(item)) out[item.code] = String(cardType);
    else if (item.cate === 'enum') out[item.code] = optionType(item, v);
    else out[item.code] = v;
  }
  out.product_id = productId;
  return out;
}

/** splitCity reads "Province / City" back. */
export function splitCity(value: string): [string, string] | [] {
  const i = value.indexOf(CITY_SEPARATOR);
  return i < 0 ? [] : [value.slice(0, i), value.slice(i + CITY_SEPARATOR.length)];
}

/** IFSC_LENGTH and ifscOnly: an Indian bank branch code, 4 letters, '0', 6 letters or digits, upper-cased. */
export const IFSC_LENGTH = 11;
export function ifscOnly(v: string): string {
  return v.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, IFSC_LENGTH);
}
