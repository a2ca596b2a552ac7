// The web app's SMS sign-in, on the same picture-code and SMS-code machinery
// as the landing page: get-sid, get-captcha, /v3/auth/sms-code, /v3/auth/sms-login.
import { apiUrl, get, post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Schema } from '../../../../../../shared/api/types';

export const CAPTCHA_WRONG_ON_SEND = '101';
export const CAPTCHA_WRONG_ON_FINISH = '-1';

export function fetchSid() {
  return get<Schema<'account.Sid'>>('/api/v2/youmi/promotion/get-sid');
}

/** captchaImageUrl is the PNG of the session's picture code; `a` defeats caches. */
export function captchaImageUrl(sid: string, at: number): string {
  return apiUrl('/api/v2/youmi/promotion/get-captcha', { sid, a: at });
}

/** CodeSent says how long to wait before another code, and how long this one lasts (seconds). */
export type CodeSent = Schema<'account.CodeSent'>;

/** sendLoginCode sends a sign-in code; deviceId goes in the body as well as the common query. */
export function sendLoginCode(phone: string, capcode: string, sid: string, deviceId: string) {
  return post<CodeSent>('/v3/auth/sms-code', { phone, capcode, sid, deviceId }, { loading: t('loading') });
}

export type SignedIn = Schema<'account.SignedIn'>;

/** smsLogin signs in; the new session is bound to deviceId. */
export function smsLogin(phone: string, capcode: string, sid: string, smsCode: string, deviceId: string) {
  return post<SignedIn>('/v3/auth/sms-login', { phone, capcode, sid, smsCode, deviceId }, { loading: t('loading') });
}
