// POST /v3/repay/generate-pay-code: a pay code for the amount due now, the
// whole loan, or the extension (isDelay=1). amount is the page's integer
// minor units exactly as received; the server refuses any other figure
// (its message is toasted by the api client).
import { post } from '../../../lib/api-client';
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

export function generatePayCode(r: PayCodeRequest) {
  return post<CodeIssued>(
    '/v3/repay/generate-pay-code',
    { productId: r.productId, orderId: r.orderId, amount: r.amount, channelNumber: r.channelNumber, isDelay: r.extension ? '1' : undefined },
    { loading: t('loading') },
  );
}
