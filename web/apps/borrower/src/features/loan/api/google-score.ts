// POST /v3/loan-details/google-score: the rating dialog's Submit. score is
// always 5; stars is what the borrower chose.
import { post } from '../../../lib/api-client';
import type { Data } from '../../../../../../shared/api/types';

/** RATING_SCORE is what the page always sends as score. */
export const RATING_SCORE = 5;

export function sendRating(stars: number, orderId: string) {
  return post<Data<'/v3/loan-details/google-score', 'post'>>('/v3/loan-details/google-score', { score: RATING_SCORE, stars, orderId });
}
