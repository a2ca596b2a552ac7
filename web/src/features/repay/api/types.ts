// The repayment pages' data, as the API sends it (internal/repay/views.go in
// Go). Money arrives formatted for display (…Text); the integer amounts in
// minor units go back unchanged as generate-pay-code's amount.
import type { Row } from '../../loan/api/types';
import type { PayNotice } from '../repayment-info';

export type { Row };

/** Channel is one way to pay in the Payment Method picker (repayList). */
export interface Channel {
  logo: string;
  name: string;
  channel_number: string;
}

/** DefaultCode is the pay-code box: the open code for the page's purpose (payCode empty when none). */
export interface DefaultCode {
  payCode: string;
  logo: string;
  title: string;
  payUrl: string;
  expiresAt: string;
  payNotice: Record<string, PayNotice[]>;
}

/** Instalment is loan-play-detail: the instalment repayment page (seed 2 section 3, "Repayment info"). */
export interface Instalment {
  orderId: number;
  orderStatus: number;
  repayAmount: number;
  repayAmountText: string;
  repayDate: string;
  productName: string;
  productLogo: string;
  detail: Row[];
  repayList: Channel[];
  noticeMsg: string;
  defDetail: DefaultCode;
  /** 1: show the tip image leading to the payment instructions. */
  isShowReyTop: number;
  /** "1": an extension is offered. */
  isDelay: string;
  /** 0: what is due cannot be paid yet; noticeMsg says from when. */
  canPayNow: number;
  payoffAmount: number;
  payoffAmountText: string;
  /** 1: the whole loan may be repaid now. */
  canPayOff: number;
  /** The first day the whole loan may be repaid. */
  payoffFrom: string;
  /** 1: what is due now may be paid from a linked account (/repayByCard). */
  cardPay?: number;
}

/** DelayInfo is the extension page's header. */
export interface DelayInfo {
  delayAmount: number;
  delayAmountText: string;
  title: string;
  newDueDate: string;
  days: number;
}

/** PlanItem is one line of the extension page's Plan list. */
export interface PlanItem {
  remark: string;
  title: string;
  amount: string;
  time: string;
}

/** Extension is the 'ordinary' call: the extension (delay) page (seed 2 section 3, "Delay info"). */
export interface Extension {
  orderId: number;
  delayInfo: DelayInfo;
  repayPlan: PlanItem[];
  repayList: Channel[];
  defDetail: DefaultCode;
  isShowReyTop: number;
  productName: string;
  repayDate: string;
  productLogo: string;
  noticeMsg: string;
}

/** CodeIssued is generate-pay-code's answer: the page goes on to payUrl. */
export interface CodeIssued {
  payUrl: string;
  payCode: string;
  amount: number;
  amountText: string;
  expiresAt: string;
}
