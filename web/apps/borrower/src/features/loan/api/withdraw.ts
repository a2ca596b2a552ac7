// POST /v3/loan-details/withdraw: the borrower confirms the withdrawal of
// an approved order. Quiet: the page toasts a failure, but 800007 (no payout
// account yet), which opens the bind-card prompt instead.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Schema } from '../../../../../../shared/api/types';

/** NO_PAYOUT_ACCOUNT is fault.CodeNoPayoutAccount: there is no account to send the loan to. */
export const NO_PAYOUT_ACCOUNT = '800007';

export function withdrawOrder(orderId: string) {
  return post<Schema<'loan.Pushed'>>('/v3/loan-details/withdraw', { orderId }, { loading: t('loading'), quiet: true });
}
