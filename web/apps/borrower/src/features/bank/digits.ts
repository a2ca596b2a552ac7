// The account number's rule (docs/DESIGN.md "Payout accounts"): card-init
// serves each channel's rule on its option (digits: min to max, a prefix)
// and, on a number item, the widest rule of the channels it takes, all from
// the one table the server checks a number against (payout_channels). The
// field's hint, how many digits it takes and the check before Next read
// the chosen bank's rule, or the widest one before a bank is chosen; the
// messages say what the server's say.
import { t } from '../../i18n/i18n';
import type { BankItem, Digits } from './api/types';
import { isCardTypeItem, options, shownItems, type Values } from './form';

function isRule(d: Digits | undefined): d is Digits {
  return d !== undefined && d.max > 0;
}

/**
 * isAccountNumber tells the account-number item: a bank-card or number
 * field with a rule. The e-wallets' phone fields keep their own hint and
 * the phone input's 11 digits; the IFSC is not a number.
 */
export function isAccountNumber(item: BankItem): boolean {
  return item.cate === 'text' && (item.inputType === 'bankCard' || item.inputType === 'number') && isRule(item.digits);
}

/** isChannelList tells a list of channels (e-wallets or banks): an enum whose options carry rules, so its choice sets the number's. */
export function isChannelList(item: BankItem): boolean {
  return item.cate === 'enum' && !isCardTypeItem(item) && options(item).some((o) => isRule(o.digits));
}

/** channelList is the shown list of channels, as the server reads the form (the first shown). */
function channelList(items: BankItem[], values: Values): BankItem | undefined {
  return shownItems(items, values).find(isChannelList);
}

/** ruleOf is a number item's rule: the chosen channel's, else the item's own (the widest of its channels). */
export function ruleOf(item: BankItem, items: BankItem[], values: Values): Digits | undefined {
  const list = channelList(items, values);
  const chosen = list ? options(list).find((o) => String(o.type) === values[list.code])?.digits : undefined;
  if (isRule(chosen)) return chosen;
  return isRule(item.digits) ? item.digits : undefined;
}

/** digitsHint is the field's hint: "10 to 12 digits, as on your passbook or app". */
export function digitsHint(d: Digits): string {
  return d.min === d.max ? t('bankAccountHintExact', { count: d.max }) : t('bankAccountHint', { min: d.min, max: d.max });
}

/**
 * checkDigits is the message for a number the rule refuses, undefined when
 * it takes it. An empty number is left to the server, which names it with
 * every other missing field.
 */
export function checkDigits(d: Digits, digits: string): string | undefined {
  if (digits === '') return undefined;
  if (d.prefix && !digits.startsWith(d.prefix)) return t('bankAccountPrefix', { prefix: d.prefix, count: d.max });
  if (digits.length >= d.min && digits.length <= d.max) return undefined;
  return d.min === d.max ? t('bankAccountLengthExact', { count: d.max }) : t('bankAccountLength', { min: d.min, max: d.max });
}

/** numberErrors are the shown account numbers their rule refuses, by item code. */
export function numberErrors(items: BankItem[], values: Values): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of shownItems(items, values)) {
    if (!isAccountNumber(item)) continue;
    const rule = ruleOf(item, items, values);
    const msg = rule && checkDigits(rule, values[item.code] ?? '');
    if (msg) out[item.code] = msg;
  }
  return out;
}
