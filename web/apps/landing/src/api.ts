// The landing page's calls: /medium + path, form-encoded POST bodies, and
// the landing envelope whose success code is '00' or '0'. The data types
// are the API document's (../../src/api/schema.ts, made by make api-types).
import type { Schema } from '../../../shared/api/types';

export const apiBase = '/medium';

export interface Envelope<T> {
  code: string;
  success?: boolean;
  message: string;
  data: T;
}

/** Thrown when the network or the server failed before an envelope arrived. */
export class NetworkError extends Error {}

export function ok(env: Envelope<unknown>): boolean {
  return String(env.code) === '00' || String(env.code) === '0';
}

async function call<T>(method: 'GET' | 'POST', path: string, params: Record<string, string | number | undefined>): Promise<Envelope<T>> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== '') form.set(k, String(v));
  }
  let res: Response;
  try {
    const qs = form.toString();
    res = method === 'GET'
      ? await fetch(`${apiBase}${path}${qs ? `?${qs}` : ''}`, { credentials: 'omit' })
      : await fetch(`${apiBase}${path}`, {
        method, body: form, credentials: 'omit',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
  } catch {
    throw new NetworkError('error');
  }
  try {
    return (await res.json()) as Envelope<T>;
  } catch {
    throw new NetworkError('error');
  }
}

export const get = <T>(path: string, params: Record<string, string | number | undefined> = {}) => call<T>('GET', path, params);
export const post = <T>(path: string, params: Record<string, string | number | undefined> = {}) => call<T>('POST', path, params);

/** A promotion template as channel-template answers it (promo.TemplateView). */
export type Template = Schema<'promo.TemplateView'>;

/** channel-template's data: the template's id and the template. */
export type TemplateData = Schema<'promo.TemplateData'>;

/** The lender's details (content.SiteConfig): what the download and agreement pages need when no template is named. */
export type SiteConfig = Schema<'content.SiteConfig'>;

/** get-sid's data: the picture-code session. */
export type Sid = Schema<'account.Sid'>;

export const paths = {
  template: '/api/v2/youmi/service/channel/channel-template',
  trackVisit: '/api/v2/youmi/promotion/track-visit',
  getSid: '/api/v2/youmi/promotion/get-sid',
  captcha: '/api/v2/youmi/promotion/get-captcha',
  getSms: '/api/v2/youmi/promotion/get-sms',
  trackClick: '/api/v2/youmi/promotion/track-click',
  register: '/api/v2/youmi/promotion/register',
  siteConfig: '/v3/site/config',
};

let lastStamp = 0;

/** The picture's URL; `a` grows with every call, so a new picture is fetched even within one millisecond. */
export function captchaUrl(sid: string, now = Date.now()): string {
  lastStamp = Math.max(now, lastStamp + 1);
  return `${apiBase}${paths.captcha}?${new URLSearchParams({ sid, a: String(lastStamp) })}`;
}
