// POST /v3/personal-center/sms-settings: the borrower's SMS notice choices;
// POST /v3/personal-center/sms-settings/save changes them and answers the
// same, saved. A bad value is the usual 400 envelope, toasted by the client.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Schema } from '../../../../../../shared/api/types';

export type SmsLanguage = Schema<'notice.Language'>;

/**
 * SmsSettings (notice.Settings): lang is the texts' language, a code of
 * languages; updates 1: the optional notices (money sent, payment
 * received) are on; anyHour 1: the borrower agreed to texts during the
 * quiet hours, quietFrom to quietTo (HH:MM in the market's time), which no
 * longer hold once a payment is more than liftAfterDays late (0: they
 * always hold); phone is the masked number (0917***4567); stoppedBySms: the
 * borrower turned the optional notices off by replying STOP.
 */
export type SmsSettings = Schema<'notice.Settings'>;

/** SmsChoice is what the borrower may change. */
export interface SmsChoice {
  updates: number;
  anyHour: number;
  lang: string;
}

export function fetchSmsSettings() {
  return post<SmsSettings>('/v3/personal-center/sms-settings');
}

export function saveSmsSettings(choice: SmsChoice) {
  return post<SmsSettings>(
    '/v3/personal-center/sms-settings/save',
    { updates: choice.updates, anyHour: choice.anyHour, lang: choice.lang },
    { loading: t('loading') },
  );
}
