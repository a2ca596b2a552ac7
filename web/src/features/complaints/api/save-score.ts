// POST /user-problem/save-score: the borrower's 1 to 5 stars for the reply.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';

export function saveScore(score: number, problemId: string | number) {
  return post<null>('/user-problem/save-score', { score, problemId }, { loading: t('loading') });
}
