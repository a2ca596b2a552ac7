// POST /user-problem/save-score: the borrower's 1 to 5 stars for the reply.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Data } from '../../../../../../shared/api/types';

export function saveScore(score: number, problemId: string | number) {
  return post<Data<'/user-problem/save-score', 'post'>>('/user-problem/save-score', { score, problemId }, { loading: t('loading') });
}
