// POST /v3/personal-center/sms-settings: the borrower's SMS notice choices;
// POST /v3/personal-center/sms-settings/save changes them and answers the
// same, saved. A bad value is the usual 400 envelope, toasted by the client.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';

export interface SmsLanguage {
  code: string;
  name: string;
}

export interface SmsSettings {
  /** The language of the texts, a code of languages. */
  lang: string;
  languages: SmsLanguage[];
  /** 1: the optional notices (money sent, payment received) are on. */
  updates: number;
  /** 1: the borrower agreed to texts during the quiet hours. */
  anyHour: number;
  /** The quiet hours, HH:MM in the market's time. */
  quietFrom: string;
  quietTo: string;
  /** The quiet hours no longer hold once a payment is more than this many days late; 0: they always hold. */
  liftAfterDays: number;
  /** The masked number the texts go to (0917***4567). */
  phone: string;
  /** The borrower turned the optional notices off by replying STOP. */
  stoppedBySms: boolean;
}

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
