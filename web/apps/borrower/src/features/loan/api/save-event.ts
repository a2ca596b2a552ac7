// POST /service/event/save: report a tap; the answer is ignored.
import { post } from '../../../lib/api-client';
import type { Data } from '../../../../../../shared/api/types';

/** The modules the pages report (internal/event). */
export const modules = {
  borrowAgain: 30,
  detailsRecommendation: 31,
  failureRecommendation: 32,
  listRecommendation: 33,
} as const;

export function saveEvent(productId: number | string, moduleId: number, positionId: number) {
  return post<Data<'/service/event/save', 'post'>>('/service/event/save', { productId, moduleId, positionId }, { quiet: true });
}
