// POST /v3/loan/recommend-list: the loans the borrower can apply for now,
// and the loans in progress.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import { fromRecommendationWire, mapResult, type RecommendationWire } from './wire';
import type { Offers } from './types';

interface OffersWire {
  products: RecommendationWire[] | null;
  inProgress: Offers['inProgress'] | null;
}

export async function fetchOffers(coinciding?: string) {
  const r = await post<OffersWire>('/v3/loan/recommend-list', { coinciding }, { loading: t('loading'), quiet: true });
  return mapResult(r, (d): Offers => ({ products: (d.products ?? []).map(fromRecommendationWire), inProgress: d.inProgress ?? [] }));
}
