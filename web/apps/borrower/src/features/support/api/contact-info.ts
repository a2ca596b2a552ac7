// POST /v3/personal-center/contact-kf-info: the customer service lines.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Schema } from '../../../../../../shared/api/types';

/** ContactInfo: smWa is the service phone line (its wire name); hours when the lines are answered, empty when the lender gave none. */
export type ContactInfo = Schema<'content.ContactInfo'>;

/** The app sends type 1 (the call's one numeric parameter). */
export function fetchContactInfo() {
  return post<ContactInfo>('/v3/personal-center/contact-kf-info', { type: 1 }, { loading: t('loading') });
}
