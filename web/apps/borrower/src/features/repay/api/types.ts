// The repayment pages' data, as the API sends it: the API document's types
// (repay.* in Go, internal/repay/pages.go; web/shared/api/schema.ts). Money
// arrives formatted for display (…Text); the integer amounts in minor
// units go back unchanged as generate-pay-code's amount.
import type { Schema } from '../../../../../../shared/api/types';

/** Row is one label and value line. */
export type Row = Schema<'loan.Row'>;

/** Channel is one way to pay in the Payment Method picker (repayList). */
export type Channel = Schema<'repay.ChannelItem'>;

/** PayNotice is one way to pay, step by step; a code's notices are grouped by name. */
export type PayNotice = Schema<'repay.Notice'>;

/** DefaultCode is the pay-code box: the open code for the page's purpose (payCode empty when none). */
export type DefaultCode = Schema<'repay.DefaultCode'>;

/**
 * Instalment is loan-play-detail: the instalment repayment page.
 * isShowReyTop 1: show the tip image leading
 * to the payment instructions; isDelay "1": an extension is offered;
 * canPayNow 0: what is due cannot be paid yet (noticeMsg says from when);
 * canPayOff 1: the whole loan may be repaid now, else from payoffFrom;
 * cardPay 1: what is due now may be paid from a linked account (/repayByCard).
 */
export type Instalment = Schema<'repay.Instalment'>;

/** DelayInfo is the extension page's header. */
export type DelayInfo = Schema<'repay.DelayInfo'>;

/** PlanItem is one line of the extension page's Plan list. */
export type PlanItem = Schema<'repay.PlanItem'>;

/** Extension is the 'ordinary' call: the extension (delay) page. */
export type Extension = Schema<'repay.ExtensionPage'>;

/** CodeIssued is generate-pay-code's answer: the page goes on to payUrl. */
export type CodeIssued = Schema<'repay.CodeIssued'>;
