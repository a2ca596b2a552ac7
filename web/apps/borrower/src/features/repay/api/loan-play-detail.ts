// GET /v3/repay/loan-play-detail: the instalment repayment page's data
// (what is due now, the channels, the open pay code, the pay-off figures).
// The page shows a failure itself, so the call stays quiet.
import { get } from '../../../lib/api-client';
import type { Instalment } from './types';

export function fetchInstalment(productId: string | undefined, orderId: string) {
  return get<Instalment>('/v3/repay/loan-play-detail', { productId, orderId }, { quiet: true });
}
