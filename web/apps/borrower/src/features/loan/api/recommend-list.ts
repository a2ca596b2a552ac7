// POST /v3/loan/recommend-list: the loans the borrower can apply for now,
// and the loans in progress.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Schema } from '../../../../../../shared/api/types';
import { fromRecommendationWire, mapResult } from './wire';
import type { Offers } from './types';

export async function fetchOffers(coinciding?: string) {
  const r = await post<Schema<'loan.Offers'>>('/v3/loan/recommend-list', { coinciding }, { loading: t('loading'), quiet: true });
  return mapResult(r, (d): Offers => ({ products: (d.products ?? []).map(fromRecommendationWire), inProgress: d.inProgress ?? [] }));
}
