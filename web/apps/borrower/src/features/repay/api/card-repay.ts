// The card repayment's calls (the legacy calls; our
// base path /legacy/repayment): repayment-way (the linked accounts, what
// is due now, a single-use repay token), repayment-commit (sends the SMS
// code; needValid 1), repayment-confirm (checks the code, debits the
// account, credits the order), repayment-status (the order's card debit,
// followed while it is under way) and repayment-huichao (the payment
// channel's own page). Every call is quiet: the page says what went wrong
// in its own words (800005, 800006, 'error').
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Schema } from '../../../../../../shared/api/types';

export const CARD_BASE = '/legacy/repayment';

/** PAID_TWICE is fault.CodePaidTwice: the repay token was used already. */
export const PAID_TWICE = '800005';
/** WRONG_CODE is fault.CodeWrongOTP: a wrong, expired or used-up SMS code. */
export const WRONG_CODE = '800006';
/** DEBIT_DECLINED is fault.CodeDebitDeclined: the account's bank or wallet refused; nothing was taken. */
export const DEBIT_DECLINED = '120409';
/** SMS_LIMIT is fault.CodeSMSLimit: no code was sent (one a minute, or the day's limit). */
export const SMS_LIMIT = '110429';
/**
 * DEBIT_UNDER_WAY is fault.CodeDebitUnderWay: a card debit of the order is
 * under way or its outcome is not known yet, so no other one starts; the
 * refusal's data is that debit (CardDebit), which the page shows instead.
 */
export const DEBIT_UNDER_WAY = '121409';

/**
 * waitOf is the seconds the server says are left before another code may
 * be sent: the data of a 110429 within the minute (cardrepay.SMSWait,
 * { waitSeconds }); 0 when the refusal carries none (the day's limit).
 */
export function waitOf(data: unknown): number {
  const n = (data as { waitSeconds?: unknown } | null | undefined)?.waitSeconds;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.ceil(n) : 0;
}

/** BankCard is one linked account (id, bankName, cardNo, bankCode); cardNo is masked: "•••• 1234". */
export type BankCard = Schema<'repay.BankCard'>;

/**
 * RepaymentWay is repayment-way's answer: alipay 1 offers the payment
 * channel's own page (repayment-huichao) too; amount, in minor units, is
 * sent back as amount; countdown is the seconds between two codes and
 * waitSeconds what is left of the last code's (0: a code may be sent now).
 */
export type RepaymentWay = Schema<'repay.RepaymentWay'>;

/** CardCommitted: repayToken is a fresh token, for the next code; phone where the code went, masked. */
export type CardCommitted = Schema<'repay.CardCommitted'>;

/**
 * CardConfirmed: state is paid; pending (the bank finishes it later); or
 * debiting (the bank did not answer: the outcome is not known yet, and
 * repayment-status follows it).
 */
export type CardConfirmed = Schema<'repay.CardConfirmed'>;

/**
 * CardDebit is an order's card debit (cardrepay.CardDebit): underWay 1
 * while its outcome is not known (state debiting, pending or unknown: the
 * borrower need not pay again); once ended, state paid, declined (reason
 * says why), failed or review; none when the order has no card debit.
 */
export type CardDebit = Schema<'repay.CardDebit'>;

/** debitOf is the CardDebit a 121409 refusal carries as its data, or undefined. */
export function debitOf(data: unknown): CardDebit | undefined {
  const d = data as Partial<CardDebit> | null | undefined;
  return d && typeof d.repaymentRecordId === 'number' && typeof d.state === 'string' ? (d as CardDebit) : undefined;
}

/** PayPage is repayment-huichao's answer: the payment channel's page. */
export type PayPage = Schema<'repay.PayPage'>;

export function fetchRepaymentWay(orderId: string) {
  return post<RepaymentWay>(`${CARD_BASE}/repayment-way`, { orderId }, { quiet: true });
}

export interface CommitRequest {
  orderId: string;
  amount: number;
  card: BankCard;
  repayToken: string;
}

export function commitRepayment(r: CommitRequest) {
  return post<CardCommitted>(
    `${CARD_BASE}/repayment-commit`,
    {
      amount: r.amount, bankName: r.card.bankName, cardId: r.card.id, cardNo: r.card.cardNo, couponId: '', orderId: r.orderId,
      repayToken: r.repayToken, bankCode: r.card.bankCode, sendMsg: 1,
    },
    { quiet: true, loading: t('loading') },
  );
}

export function confirmRepayment(orderId: string, verifyCode: string, repaymentRecordId: number) {
  return post<CardConfirmed>(`${CARD_BASE}/repayment-confirm`, { orderId, verifyCode, repaymentRecordId }, { quiet: true, loading: t('loading') });
}

/** fetchCardStatus is repayment-status: the order's latest card debit, to follow one under way to its end. */
export function fetchCardStatus(orderId: string) {
  return post<CardDebit>(`${CARD_BASE}/repayment-status`, { orderId }, { quiet: true });
}

export function payPage(userId: number, orderId: string, amount: number) {
  return post<PayPage>(`${CARD_BASE}/repayment-huichao`, { userId, orderId, amount }, { quiet: true, loading: t('loading') });
}
