// The card repayment's calls (seed 000 section 7, the legacy calls; our
// base path /legacy/repayment): repayment-way (the linked accounts, what
// is due now, a single-use repay token), repayment-commit (sends the SMS
// code; needValid 1), repayment-confirm (checks the code, debits the
// account, credits the order) and repayment-huichao (the payment
// channel's own page). Every call is quiet: the page says what went wrong
// in its own words (800005, 800006, 'error').
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';

export const CARD_BASE = '/legacy/repayment';

/** PAID_TWICE is fault.CodePaidTwice: the repay token was used already. */
export const PAID_TWICE = '800005';
/** WRONG_CODE is fault.CodeWrongOTP: a wrong, expired or used-up SMS code. */
export const WRONG_CODE = '800006';
/** DEBIT_DECLINED is fault.CodeDebitDeclined: the account's bank or wallet refused; nothing was taken. */
export const DEBIT_DECLINED = '120409';

/** BankCard is one linked account (seed: id, bankName, cardNo, bankCode). */
export interface BankCard {
  id: number;
  bankName: string;
  /** Masked: "•••• 1234". */
  cardNo: string;
  bankCode: string;
  isDefault: number;
}

export interface RepaymentWay {
  /** 1: the payment channel's own page (repayment-huichao) is offered too. */
  alipay: number;
  repayToken: string;
  bankCards: BankCard[];
  /** Minor units: sent back as amount. */
  amount: number;
  amountText: string;
  orderId: number;
  orderNo: string;
  productId: number;
  productName: string;
  dueDate: string;
  userId: number;
  codeLength: number;
  countdown: number;
}

export interface CardCommitted {
  needValid: number;
  repaymentRecordId: number;
  /** A fresh token, for the next code. */
  repayToken: string;
  /** Where the code went, masked. */
  phone: string;
  expiresIn: number;
  countdown: number;
}

export interface CardConfirmed {
  orderId: number;
  status: number;
  /** paid, or pending (the bank finishes it later). */
  state: string;
  paid: number;
  paidText: string;
  refNo: string;
  paymentId: number;
  accountName: string;
}

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
  return post<{ url: string }>(`${CARD_BASE}/repayment-huichao`, { userId, orderId, amount }, { quiet: true, loading: t('loading') });
}
