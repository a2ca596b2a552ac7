// POST /v3/loan-details/loan-details: the order details page, with the
// 'Loading…' text and a 60 s time-out.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Schema } from '../../../../../../shared/api/types';
import { fromRecommendationWire, mapResult } from './wire';
import type { OrderDetails } from './types';

/** DETAILS_TIMEOUT_MS is the order details call's time-out. */
export const DETAILS_TIMEOUT_MS = 60_000;

export async function fetchOrderDetails(productId: string | undefined, orderId: string, coinciding?: string) {
  const r = await post<Schema<'loan.Details'>>(
    '/v3/loan-details/loan-details',
    { productId, orderId, coinciding },
    { loading: t('loading'), timeoutMs: DETAILS_TIMEOUT_MS },
  );
  return mapResult(r, (d): OrderDetails => ({ ...d, recProducts: (d.recProducts ?? []).map(fromRecommendationWire) }));
}
