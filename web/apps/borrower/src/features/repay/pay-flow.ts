// The way from a repayment page's Payment to the payment provider: ask for
// a pay code (generate-pay-code), then confirm on /repayOrNot (the
// repay-or-not target: amount, channel, reference, what happens
// next) whose Continue goes to the returned payUrl.
import { useEffect } from 'react';
import { openPage } from '../../lib/bridge';
import { isSameOrigin } from '../../lib/page-query';
import { BANK_TIP_FLAG, setSessionFlag } from '../../lib/session-flag';
import { ABORTED } from '../../lib/api-client';
import * as toast from '../../lib/toast';
import { t } from '../../i18n/i18n';
import { generatePayCode, type PayCodeRequest } from './api/generate-pay-code';
import { parseLink } from '../../lib/safe-image';
import type { Channel } from './api/types';

/** BANK_TIP_FLAG is order details' session flag (lib/session-flag.ts). */
export { BANK_TIP_FLAG };

/** useRepaymentOpened sets the flag however the borrower reached a repayment page (order details, repay choose, a link). */
export function useRepaymentOpened(): void {
  useEffect(() => setSessionFlag(BANK_TIP_FLAG), []);
}

/** orderQuery is the onward pages' query: the order and its product. */
export function orderQuery(productId: string | undefined, orderId: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (productId) q.set('productId', productId);
  q.set('orderId', orderId);
  for (const [k, v] of Object.entries(extra)) if (v) q.set(k, v);
  return q.toString();
}

/**
 * startPayment asks for a pay code with the page's amount and the chosen
 * channel and, when it is issued, opens the confirmation. A refusal has
 * been toasted by the api client; false then. With onAmountRefused (a
 * page where the borrower typed the amount), the server's message about
 * the amount field goes there instead of a toast.
 */
export async function startPayment(
  r: Omit<PayCodeRequest, 'channelNumber'> & { channel: Channel; onAmountRefused?(message: string): void },
): Promise<boolean> {
  const { channel, onAmountRefused, ...req } = r;
  const res = await generatePayCode({ ...req, channelNumber: channel.channel_number }, { quiet: Boolean(onAmountRefused) });
  if (!res.success && onAmountRefused) {
    const field = res.raw?.fields?.amount;
    if (field) onAmountRefused(field);
    else if (res.code !== ABORTED) toast.show(res.message || t('error'));
    return false;
  }
  if (!res.success || !res.data?.payUrl) return false;
  const d = res.data;
  openPage(
    'repayOrNot',
    orderQuery(r.productId, r.orderId, {
      payUrl: d.payUrl,
      amountText: d.amountText,
      channel: channel.name,
      payCode: d.payCode,
      expiresAt: d.expiresAt,
      payBy: d.payBy,
    }),
  );
  return true;
}

/**
 * safePayUrl is the pay URL /repayOrNot may go to: an address of this site
 * (the sandbox's page) or an https one (the provider's); never
 * javascript:, data:, or plain http elsewhere, which a crafted link could
 * carry. undefined when it may not be followed.
 */
export function safePayUrl(raw: string | undefined): string | undefined {
  const link = parseLink(raw);
  if (!link) return undefined;
  const { url, parsed } = link;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (isSameOrigin(url)) return parsed.href;
  // Elsewhere only an absolute https address (not //host, which would take this page's scheme).
  if (parsed.protocol === 'https:' && /^https:\/\//i.test(url)) return parsed.href;
  return undefined;
}
