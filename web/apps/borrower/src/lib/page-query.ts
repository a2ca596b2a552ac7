// The page's own query (productId, orderId, coinciding, ...), as the app
// shell or a link opened it, and a helper that adds parameters to a URL
// that may already carry some.

/** pageParam reads a query parameter of the page; product_id stands in for productId. */
export function pageParam(name: string, search: string = window.location.search): string | undefined {
  const q = new URLSearchParams(search);
  const v = q.get(name) ?? (name === 'productId' ? q.get('product_id') : null);
  return v === null || v === '' ? undefined : v;
}

/** appendQuery adds params to url, keeping what its query already has (params win). */
export function appendQuery(url: string, params: URLSearchParams | Record<string, string | number | undefined>): string {
  const [beforeHash, hash = ''] = url.split('#', 2);
  const [path, query = ''] = beforeHash.split('?', 2);
  const q = new URLSearchParams(query);
  const add = params instanceof URLSearchParams ? params : new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '').map(([k, v]) => [k, String(v)]),
  );
  for (const [k, v] of add) q.set(k, v);
  const s = q.toString();
  return `${path}${s ? `?${s}` : ''}${hash ? `#${hash}` : ''}`;
}

/** isSameOrigin tells whether a URL stays on this site (relative URLs do). */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** pageLocation leaves for another address (a partner's page, the browser); tests replace its methods. */
export const pageLocation = {
  replace(url: string): void {
    window.location.replace(url);
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
