// The instalment page's part-payment: besides what is due now,
// the borrower may ask a code for a smaller amount, from minAmount (₱100.00,
// or what is due now when that is less) to maxAmount (what is due now, or
// the whole outstanding when paying ahead is allowed), or exactly the
// payoff when the whole loan may be repaid now. The server checks the same
// (generate-pay-code answers 400 naming amount); the page checks first so
// the borrower reads the reason beside the field.
import { moneyMinor } from '../../components/inputs/formats';
import { t } from '../../i18n/i18n';
import type { Instalment } from './api/types';

/** AmountLimits are what a typed amount is checked against, in minor units and as shown. */
export interface AmountLimits {
  min: number;
  minText: string;
  max: number;
  maxText: string;
  /** The whole-loan payoff, when it may be paid now (canPayOff 1). */
  payoff?: number;
  payoffText?: string;
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; error: string };

/** limitsOf are an instalment page's limits. */
export function limitsOf(d: Instalment): AmountLimits {
  return {
    min: d.minAmount, minText: d.minAmountText, max: d.maxAmount, maxText: d.maxAmountText,
    ...(d.canPayOff === 1 ? { payoff: d.payoffAmount, payoffText: d.payoffAmountText } : {}),
  };
}

/**
 * offersPartPayment tells whether the page offers "Pay a different amount":
 * something can be paid now and more than one amount is allowed.
 */
export function offersPartPayment(d: Instalment): boolean {
  return d.canPayNow !== 0 && d.minAmount > 0 && d.maxAmount > d.minAmount;
}

/** checkPartAmount is the amount typed on the money keyboard, in minor units, or why it cannot be paid. */
export function checkPartAmount(typed: string, l: AmountLimits): AmountCheck {
  const amount = moneyMinor(typed);
  if (!Number.isFinite(amount) || amount <= 0) return { ok: false, error: t('repayAmountEmpty') };
  if (l.payoff !== undefined && amount === l.payoff) return { ok: true, amount };
  if (amount < l.min) return { ok: false, error: t('repayAmountBelow', { min: l.minText }) };
  if (amount > l.max) {
    const withPayoff = l.payoff !== undefined && l.payoff > l.max;
    return { ok: false, error: withPayoff ? t('repayAmountAboveOrPayoff', { max: l.maxText, payoff: l.payoffText ?? '' }) : t('repayAmountAbove', { max: l.maxText }) };
  }
  return { ok: true, amount };
}

/** currencySign is the sign a formatted amount starts with ("₱12,890.00" → "₱"). */
export function currencySign(text: string): string {
  return text.replace(/[\d\s.,]+$/, '').trim();
}
