// POST /v3/loan-details/withdraw: the borrower confirms the withdrawal of
// an approved order.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';

export function withdrawOrder(orderId: string) {
  return post<{ orderId: number }>('/v3/loan-details/withdraw', { orderId }, { loading: t('loading') });
}
