// The web app's SMS sign-in, on the same picture-code and SMS-code machinery
// as the landing page: get-sid, get-captcha, /v3/auth/sms-code, /v3/auth/sms-login.
import { apiUrl, get, post } from '../../../lib/api-client';

export const CAPTCHA_WRONG_ON_SEND = '101';
export const CAPTCHA_WRONG_ON_FINISH = '-1';

export function fetchSid() {
  return get<{ sid: string }>('/api/v2/youmi/promotion/get-sid');
}

/** captchaImageUrl is the PNG of the session's picture code; `a` defeats caches. */
export function captchaImageUrl(sid: string, at: number): string {
  return apiUrl('/api/v2/youmi/promotion/get-captcha', { sid, a: at });
}

export function sendLoginCode(phone: string, capcode: string, sid: string) {
  return post<{ sent: boolean }>('/v3/auth/sms-code', { phone, capcode, sid }, { loading: 'loading...' });
}

export interface SignedIn {
  userId: number;
  sessionId: string;
  newBorrower: boolean;
}

export function smsLogin(phone: string, capcode: string, sid: string, smsCode: string) {
  return post<SignedIn>('/v3/auth/sms-login', { phone, capcode, sid, smsCode }, { loading: 'loading...' });
}
