// POST /v3/repay/generate-pay-code: a pay code for the amount due now, the
// whole loan, or the extension (isDelay=1). amount is the page's integer
// minor units: what the page showed, or the part-payment the borrower typed
// (from minAmount to maxAmount); the server refuses any other figure with a
// 400 naming amount (toasted by the api client unless the caller shows it).
import { post, type CallOptions } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { CodeIssued } from './types';

export interface PayCodeRequest {
  productId?: string;
  orderId: string;
  amount: number;
  channelNumber: string;
  /** The extension page asks with isDelay=1. */
  extension?: boolean;
}

export function generatePayCode(r: PayCodeRequest, opts: Pick<CallOptions, 'quiet'> = {}) {
  return post<CodeIssued>(
    '/v3/repay/generate-pay-code',
    { productId: r.productId, orderId: r.orderId, amount: r.amount, channelNumber: r.channelNumber, isDelay: r.extension ? '1' : undefined },
    { loading: t('loading'), ...opts },
  );
}
