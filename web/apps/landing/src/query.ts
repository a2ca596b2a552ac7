// The landing page's query: read from the page URL and from the hash
// route's own query (which wins), and carried along between its routes.

/** The parameters the landing page reads. */
export const landingKeys = ['id', 'user_from', 'app_from', 'utm_tag', 'links_id', 'down_id', 'invite_code', 'UC'] as const;
export type LandingKey = (typeof landingKeys)[number];
export type LandingQuery = Partial<Record<LandingKey, string>>;

/**
 * The server's length limits (internal/server/routes.go), in characters. A
 * longer advertisement parameter is cut rather than sent whole, because the
 * server refuses a registration with an over-long field.
 */
export const maxLengths: Record<Exclude<LandingKey, 'id'>, number> = {
  user_from: 64, app_from: 64, utm_tag: 128, links_id: 64, down_id: 64, invite_code: 64, UC: 64,
};

/** Cleans one landing value: trimmed and cut to the server's limit; an id that is not a whole number is dropped. */
export function cleanValue(key: LandingKey, raw: string): string | undefined {
  const v = raw.trim();
  if (key === 'id') return /^\d{1,18}$/.test(v) ? v : undefined;
  // Cut by code points, as the server counts runes, never splitting an emoji.
  return Array.from(v).slice(0, maxLengths[key]).join('') || undefined;
}

export interface Route {
  path: string;
  query: LandingQuery;
}

/** Reads the route and the landing query from location.search and location.hash. */
export function readRoute(search: string, hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const i = raw.indexOf('?');
  const path = (i < 0 ? raw : raw.slice(0, i)) || '/';
  const outer = new URLSearchParams(search);
  const inner = new URLSearchParams(i < 0 ? '' : raw.slice(i + 1));
  const query: LandingQuery = {};
  for (const k of landingKeys) {
    const v = cleanValue(k, inner.get(k) ?? outer.get(k) ?? '');
    if (v) query[k] = v;
  }
  return { path, query };
}

/** The download page's query: app_from, user_from, utm_tag, id and links_id or down_id. */
export function carriedQuery(q: LandingQuery): string {
  const out = new URLSearchParams();
  for (const k of ['app_from', 'user_from', 'utm_tag', 'id'] as const) {
    if (q[k]) out.set(k, q[k]);
  }
  if (q.links_id) out.set('links_id', q.links_id);
  else if (q.down_id) out.set('down_id', q.down_id);
  return out.toString();
}

/** Every landing key, so the agreement page and its Back lose no attribution. */
export function fullQuery(q: LandingQuery): string {
  const out = new URLSearchParams();
  for (const k of landingKeys) {
    if (q[k]) out.set(k, q[k]);
  }
  return out.toString();
}

/**
 * The hash of a landing route: the download page carries carriedQuery's list;
 * the register page and the agreement carry every landing key, so a visitor
 * who reads the agreement comes back with the invite code and UC intact.
 */
export function routeHash(path: '/' | '/downloadTemplate' | '/agreementTemplate', q: LandingQuery): string {
  const qs = path === '/downloadTemplate' ? carriedQuery(q) : fullQuery(q);
  return `#${path}${qs ? `?${qs}` : ''}`;
}

/** ios or android, as the tracking calls want it. */
export function clientType(ua: string, touchPoints = 0): 'ios' | 'android' {
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1)) return 'ios';
  return 'android';
}

/** Phone patterns per market, for the national form a visitor types (11 characters at most). */
const phonePatterns: Record<string, RegExp> = {
  ph: /^09\d{9}$/,
  in: /^0?[6-9]\d{9}$/,
  cn: /^1[3-9]\d{9}$/,
};

export function validPhone(phone: string, market = 'ph'): boolean {
  return (phonePatterns[market] ?? phonePatterns.ph).test(phone.trim());
}

/** maskPhone hides the middle of a phone as the server and the logs do: 0917***0001. */
export { maskPhone } from '../../../shared/phone/phone';
