// The landing page's calls: /medium + path, form-encoded POST bodies, and
// the landing envelope whose success code is '00' or '0'. The data types
// are the API document's (web/shared/api/schema.ts, made by make api-types);
// the wire is the web tree's one client (shared/api/client.ts), without
// cookies.
import { createClient } from '../../../shared/api/client';
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

let lang: string | undefined;

/** setApiLang makes every call carry lang=<locale> (undefined: none), so the server's messages are in the page's locale. */
export function setApiLang(locale: string | undefined): void {
  lang = locale;
}

/** The landing page's client: no cookies; a POST names its form encoding (without a charset); the page's lang in the query. */
const client = createClient({
  base: apiBase,
  credentials: 'omit',
  commonQuery: () => new URLSearchParams(lang ? { lang } : {}),
  headers: (method): Record<string, string> => (method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
});

async function call<T>(method: 'GET' | 'POST', path: string, params: Record<string, string | number | undefined>): Promise<Envelope<T>> {
  const answer = await client.send(method, path, { params });
  if (!answer.readable) throw new NetworkError('error');
  return answer.body as Envelope<T>;
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
