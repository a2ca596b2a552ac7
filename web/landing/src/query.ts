// The landing page's query: read from the page URL and from the hash
// route's own query (which wins), and carried along between its routes.

/** The parameters the seed's landing page reads. */
export const landingKeys = ['id', 'user_from', 'app_from', 'utm_tag', 'links_id', 'down_id', 'invite_code', 'UC'] as const;
export type LandingQuery = Partial<Record<(typeof landingKeys)[number], string>>;

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
    const v = inner.get(k) ?? outer.get(k);
    if (v) query[k] = v.slice(0, 128);
  }
  return { path, query };
}

/** The query the download and agreement routes carry: app_from, user_from, utm_tag, id and links_id or down_id. */
export function carriedQuery(q: LandingQuery): string {
  const out = new URLSearchParams();
  for (const k of ['app_from', 'user_from', 'utm_tag', 'id'] as const) {
    if (q[k]) out.set(k, q[k]);
  }
  if (q.links_id) out.set('links_id', q.links_id);
  else if (q.down_id) out.set('down_id', q.down_id);
  return out.toString();
}

/** The hash of a landing route with the carried query. */
export function routeHash(path: '/' | '/downloadTemplate' | '/agreementTemplate', q: LandingQuery): string {
  const qs = carriedQuery(q);
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

/** Masks the middle of a phone for display: 0917****001. */
export function maskPhone(phone: string): string {
  return phone.length < 8 ? phone : `${phone.slice(0, 4)}****${phone.slice(-3)}`;
}
