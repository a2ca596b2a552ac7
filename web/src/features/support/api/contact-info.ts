// POST /v3/personal-center/contact-kf-info: the customer service lines.
import { post } from '../../../lib/api-client';

export interface ContactInfo {
  email: string;
  /** The service phone line (the seed's wire name). */
  smWa: string;
  /** When the lines are answered; empty when the lender gave none. */
  hours?: string;
}

/** The app sends type 1 (the seed shows one numeric parameter). */
export function fetchContactInfo() {
  return post<ContactInfo>('/v3/personal-center/contact-kf-info', { type: 1 }, { loading: 'loading...' });
}
