// The common session query: the app shell appends it to every page URL and
// the web app appends it to every call. It is read from the page URL on load
// and kept for the tab's life, so links inside the app keep it. The query
// built from it (commonQuery) also carries the page's locale as `lang`
// unless the page is English by default (i18n/i18n.ts, serverLang), so the
// server answers in the page's language.
import { serverLang } from '../i18n/i18n';

export const COMMON_KEYS = ['sessionId', 'appVersion', 'deviceName', 'deviceId', 'osVersion', 'advertisingId'] as const;
export type CommonKey = (typeof COMMON_KEYS)[number];
export type CommonParams = Partial<Record<CommonKey, string>>;

const STORAGE_KEY = 'kwarta.common';
let current: CommonParams | undefined;

function stored(): CommonParams {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as CommonParams;
  } catch {
    return {};
  }
}

/** refreshCommonParams re-reads the page URL (the app shell's refresh) and keeps the result. */
export function refreshCommonParams(search: string = window.location.search): CommonParams {
  const q = new URLSearchParams(search);
  const next: CommonParams = { ...stored() };
  for (const key of COMMON_KEYS) {
    const v = q.get(key);
    if (v !== null && v !== '') next[key] = v;
  }
  setCommonParams(next);
  return next;
}

/** setCommonParams replaces the session query (after a sign-in, say). */
export function setCommonParams(params: CommonParams): void {
  current = { ...params };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // private mode: keep it in memory only
  }
}

/** commonParams gives the session query, reading the URL the first time. */
export function commonParams(): CommonParams {
  return current ?? refreshCommonParams();
}

/** commonQuery is the session query and the page's lang as a URLSearchParams, empty values left out. */
export function commonQuery(extra: Record<string, string | number | undefined> = {}): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...commonParams(), lang: serverLang(), ...extra })) {
    if (v !== undefined && v !== '') q.set(k, String(v));
  }
  return q;
}

/** href builds an in-app link to path (config/paths.ts) that carries the common session query. */
export function href(path: string, extra: Record<string, string | number | undefined> = {}): string {
  const q = commonQuery(extra).toString();
  return q ? `${path}?${q}` : path;
}
