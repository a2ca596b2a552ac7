// GET /v3/repay/receipt: one payment of the borrower's, as its receipt
// shows it (repay.Receipt in Go). Another borrower's payment answers the
// same not-found as a missing one.
import { get } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Schema } from '../../../../../../shared/api/types';

/** Receipt is one payment, with how the loan engine applied it: the same type as a line of the order's payment history. */
export type Receipt = Schema<'repay.Receipt'>;

export function fetchReceipt(paymentId: string) {
  return get<Receipt>('/v3/repay/receipt', { paymentId }, { loading: t('loading') });
}
