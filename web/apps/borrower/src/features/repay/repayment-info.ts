// The repaymentInfo object the repayment pages save in local storage before
// opening /repaymentOfCode2: the pay-code box of the
// instalment or extension page, with the total the code itself pays (its
// own amount, which the steps name too) and until when it holds.
import type { DefaultCode, PayNotice } from './api/types';

export type { PayNotice };

export const REPAYMENT_INFO_KEY = 'repaymentInfo';

/** RepaymentInfo is what /repaymentOfCode2 shows. */
export interface RepaymentInfo {
  payCode: string;
  logo: string;
  title: string;
  /** repayAmount: the instalment page's total, as shown (formatted). */
  repayAmount?: string;
  /** delayAmount: the extension page's total, shown when repayAmount is absent. */
  delayAmount?: string;
  /** Until when the code holds, as the server says it ("Pay by 11:59 pm today"); absent for a code saved before. */
  payBy?: string;
  /** The pay-code box's notices, as the API gave them (repay.DefaultCode's payNotice). */
  payNotice: NonNullable<DefaultCode['payNotice']>;
}

export function saveRepaymentInfo(info: RepaymentInfo): void {
  try {
    localStorage.setItem(REPAYMENT_INFO_KEY, JSON.stringify(info));
  } catch {
    // storage full or refused: the page then shows its empty state
  }
}

export function loadRepaymentInfo(): RepaymentInfo | null {
  try {
    const raw = localStorage.getItem(REPAYMENT_INFO_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<RepaymentInfo>;
    if (typeof v.payCode !== 'string' || typeof v.payNotice !== 'object' || v.payNotice === null) return null;
    return {
      payCode: v.payCode, logo: v.logo ?? '', title: v.title ?? '', repayAmount: v.repayAmount, delayAmount: v.delayAmount,
      payBy: typeof v.payBy === 'string' ? v.payBy : undefined, payNotice: v.payNotice,
    };
  } catch {
    return null;
  }
}
