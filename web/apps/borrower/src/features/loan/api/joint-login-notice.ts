// POST /v3/joint-login/notice: the failure page's notice, error message and
// recommended products; with orderId (a declined application), why it was
// declined and from when the borrower may apply again.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Schema } from '../../../../../../shared/api/types';
import { fromRecommendationWire, mapResult, strict00 } from './wire';
import type { FailNotice } from './types';

export async function fetchFailNotice(productId: string | undefined, coinciding?: string, orderId?: string) {
  const r = await post<Schema<'loan.FailNotice'>>('/v3/joint-login/notice', { productId, orderId, coinciding }, { loading: t('loading') });
  return mapResult(strict00(r), (d): FailNotice => ({
    ...d,
    recProducts: (d.recProducts ?? []).map(fromRecommendationWire),
    inProgress: d.inProgress ?? [],
    reasons: d.reasons ?? [],
  }));
}
