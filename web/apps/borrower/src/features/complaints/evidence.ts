// Evidence photos (/medium/user-problem/image/...) are served only to their
// owner, so an <img> of one carries the common session query; an address of
// another site never gets it, and unsafe addresses are not shown at all.
import { commonQuery } from '../../lib/common-params';
import { appendQuery, isSameOrigin } from '../../lib/page-query';
import { safeImageUrl } from '../../lib/safe-image';

/** evidenceSrc is the src of an evidence photo, or undefined when it may not be shown. */
export function evidenceSrc(url: string | undefined | null): string | undefined {
  const safe = safeImageUrl(url);
  if (!safe || !url) return undefined;
  return isSameOrigin(url) ? appendQuery(url.trim(), commonQuery()) : safe;
}

/** codePoints counts a text as the server does (Unicode code points). */
export const codePoints = (s: string) => Array.from(s).length;

/** clip keeps the first max code points of a text: extra input is ignored. */
export const clip = (s: string, max: number) => (codePoints(s) > max ? Array.from(s).slice(0, max).join('') : s);

const ORDER_KEY = 'kwarta.complaint.orderNo';

/** keptOrderNo is the order number the borrower last chose on the complaint home. */
export function keptOrderNo(): string | undefined {
  try {
    return localStorage.getItem(ORDER_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepOrderNo(orderNo: string | undefined): void {
  try {
    if (orderNo) localStorage.setItem(ORDER_KEY, orderNo);
    else localStorage.removeItem(ORDER_KEY);
  } catch {
    // private mode: not kept
  }
}
