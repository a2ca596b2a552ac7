// The card repayment's calls (the legacy calls; our
// base path /legacy/repayment): repayment-way (the linked accounts, what
// is due now, a single-use repay token), repayment-commit (sends the SMS
// code; needValid 1), repayment-confirm (checks the code, debits the
// account, credits the order) and repayment-huichao (the payment
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

/** BankCard is one linked account (id, bankName, cardNo, bankCode); cardNo is masked: "•••• 1234". */
export type BankCard = Schema<'repay.BankCard'>;

/**
 * RepaymentWay is repayment-way's answer: alipay 1 offers the payment
 * channel's own page (repayment-huichao) too; amount, in minor units, is
 * sent back as amount.
 */
export type RepaymentWay = Schema<'repay.RepaymentWay'>;

/** CardCommitted: repayToken is a fresh token, for the next code; phone where the code went, masked. */
export type CardCommitted = Schema<'repay.CardCommitted'>;

/** CardConfirmed: state is paid, or pending (the bank finishes it later). */
export type CardConfirmed = Schema<'repay.CardConfirmed'>;

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

export function payPage(userId: number, orderId: string, amount: number) {
  return post<PayPage>(`${CARD_BASE}/repayment-huichao`, { userId, orderId, amount }, { quiet: true, loading: t('loading') });
}
