// The code pages (and the complaint evidence) show images whose addresses
// come from the query or from local storage (payCodeImg, the provider's
// logo): only this site's own images and https addresses are shown, never
// javascript:, data: or plain http addresses someone put in a link.
import { isSameOrigin } from './page-query';

/** parseLink trims an address from a link or storage and parses it against this page; undefined when empty or not an address. */
export function parseLink(raw: string | undefined | null): { url: string; parsed: URL } | undefined {
  const url = raw?.trim();
  if (!url) return undefined;
  try {
    return { url, parsed: new URL(url, window.location.href) };
  } catch {
    return undefined;
  }
}

/** safeImageUrl gives the address when it may be shown, or undefined. */
export function safeImageUrl(raw: string | undefined | null): string | undefined {
  const link = parseLink(raw);
  if (!link) return undefined;
  const { url, parsed } = link;
  if (parsed.protocol === 'https:') return parsed.href;
  if (isSameOrigin(url) && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) return url;
  return undefined;
}

/**
 * decodedImageParam reads payCodeImg: the query is decoded once by
 * URLSearchParams; an address encoded twice (https%3A%2F%2F...) is decoded
 * once more.
 */
export function decodedImageParam(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^(https?%3A|%2F)/i.test(value)) {
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return value;
}
