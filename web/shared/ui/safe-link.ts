// The one link rule of internal/content/links.go, applied again when a
// legal text is drawn: a text published before the rule may still hold a
// bad link, and it must be drawn as text, never followed. Keep the two in
// step (docs/CONSOLE.md, "Links"; both have the same test cases).

/** The characters that may follow the single "/" of a site path. */
const pathChar = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;

/** Spaces, invisible formatting characters and backslashes (controls: hasControl). */
const forbidden = /[\\\s\p{Cf}]/u;

/** hasControl tells whether s holds a control character or a space (U+0000–U+0020, U+007F–U+009F). */
function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

/** The same, percent-encoded (%09, %0A, %20, %5C, %7F, ...). */
const forbiddenEncoded = /%(?:[01][0-9a-f]|20|5c|7f)/i;

/** A DNS name of ASCII labels with at least one dot, and an optional port. */
const hostPort = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?::\d{1,5})?$/;

/**
 * safeLink tells whether an address is one the product publishes as a
 * link: https:// and a plain host name, or (sitePaths) a page of this site
 * starting with one "/" and a path character.
 */
export function safeLink(href: string, sitePaths = true): boolean {
  if (href === '' || hasControl(href) || forbidden.test(href) || forbiddenEncoded.test(href)) return false;
  if (href.startsWith('/')) return sitePaths && href.length > 1 && pathChar.test(href[1]);
  if (!href.startsWith('https://')) return false;
  const rest = href.slice('https://'.length);
  const end = rest.search(/[/?#]/);
  const authority = end < 0 ? rest : rest.slice(0, end);
  return hostPort.test(authority);
}

/**
 * legalHref is the address a legal text's span may link to: a safe link,
 * or the mailto: and tel: addresses the server makes of the lender's
 * emails and phones; anything else is drawn as plain text ('').
 */
export function legalHref(href: string | undefined): string {
  if (!href) return '';
  if (safeLink(href)) return href;
  if (/^mailto:[^\s\\@:/]+@[A-Za-z0-9.-]+$/.test(href) || /^tel:\+?[0-9]+$/.test(href)) return href;
  return '';
}
