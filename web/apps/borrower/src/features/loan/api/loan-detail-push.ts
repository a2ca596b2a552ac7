// POST /v3/loan/loan-detail-push: Next on confirmation V3 places the order
// and answers its details page (lendDetailsUrl).
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import { mapResult } from './wire';
import type { Confirmation } from './types';
import type { Schema } from '../../../../../../shared/api/types';

export async function pushLoan(c: Confirmation) {
  const r = await post<Schema<'loan.Pushed'>>(
    '/v3/loan/loan-detail-push',
    { amount: c.amount, periods: c.periods, termUnit: c.termUnit, productId: c.productId },
    { loading: t('loading') },
  );
  return mapResult(r, (d) => d.lendDetailsUrl);
}
