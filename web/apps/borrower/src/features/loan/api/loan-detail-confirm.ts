// GET /v3/loan/loan-detail-confirm: loan confirmation V3's data.
import { get } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Schema } from '../../../../../../shared/api/types';

export function fetchConfirmation(productId: string, coinciding?: string) {
  return get<Schema<'loan.Confirmation'>>('/v3/loan/loan-detail-confirm', { productId, coinciding }, { loading: t('loading'), quiet: true });
}
