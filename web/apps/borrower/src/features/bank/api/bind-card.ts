// POST /v3/bind-card/bind-card-new saves the account (and makes it the
// default); POST /v3/bind-card/bind-card-change, opened from an order
// (source=loanDetail), also makes it that order's payout account. Both are
// quiet: the page shows field errors under their fields and toasts the rest.
import { post, type Params } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Bound } from './types';

export function bindCardNew(form: Params) {
  return post<Bound>('/v3/bind-card/bind-card-new', form, { loading: t('loading'), quiet: true });
}

export function bindCardChange(form: Params, orderId: string) {
  return post<Bound>('/v3/bind-card/bind-card-change', { ...form, orderId }, { loading: t('loading'), quiet: true });
}
