import { render, screen } from '@testing-library/react';
import { LegalBlocks, type LegalDocument } from './legal-blocks';
import { legalHref, safeLink } from './safe-link';

// The same cases as internal/content/links_test.go.
const ok = [
  'https://kwarta.ph',
  'https://kwarta.ph/',
  'https://www.kwarta.ph/pay?x=1#top',
  'https://kwarta.ph:8443/pay',
  'https://kwarta.ph/pay%2Fnow',
  'https://xn--kwrta-9qa.ph/',
  '/loanTerms',
  '/privacy#data',
  '/medium/files/abc.png',
];

const refused: Record<string, string> = {
  '/\\evil.example/pay': 'the published bypass: browsers read /\\ as //',
  '\\\\evil.example': 'backslashes',
  '\\evil.example': 'a backslash',
  '/\\/evil.example': 'mixed slashes',
  '//evil.example': 'another host, without a scheme',
  '///evil.example': 'three slashes',
  '/': 'a single slash and nothing after it',
  '/%2F/evil.example': 'an encoded second slash',
  '/%5Cevil.example': 'an encoded backslash',
  ' https://kwarta.ph': 'a leading space',
  'https://kwarta.ph ': 'a trailing space',
  'https://kwarta.ph/a b': 'a space inside',
  'java\tscript:alert(1)': 'a tab inside the scheme',
  'java\nscript:alert(1)': 'a line break inside the scheme',
  'java%09script:alert(1)': 'an encoded tab',
  'https://kwarta.ph/%0d%0aSet-Cookie:x': 'encoded line breaks',
  'https://kwarta.ph/\u200bpay': 'an invisible character',
  'https://kwarta.ph/\u202epay': 'a right-to-left override',
  'https:evil.example': 'https: without slashes',
  'https:/evil.example': 'https: with one slash',
  'https:///evil.example': 'an empty host',
  'https://kwarta.ph@evil.example': 'userinfo: the browser goes to evil.example',
  'https://user:pw@kwarta.ph': 'userinfo',
  'HTTPS://kwarta.ph': 'an upper-case scheme',
  'Https://kwarta.ph': 'a mixed-case scheme',
  'https://evil\u3002example': 'an ideographic full stop, which browsers read as a dot',
  'https://evil\uff0eexample': 'a full-width full stop',
  'https://kw\u0430rta.ph': 'a Cyrillic a in the host',
  'https://[::1]/': 'an IP literal',
  'https://localhost/': 'a host without a dot',
  'https://kwarta.ph:port/': 'a port that is not a number',
  'http://kwarta.ph': 'plain http',
  'javascript:alert(1)': 'javascript:',
  'JaVaScRiPt:alert(1)': 'javascript: in mixed case',
  'data:text/html,<script>': 'data:',
  'pay': 'a relative address',
  '': 'nothing',
};

describe('safeLink', () => {
  it.each(ok)('accepts %j', (href) => {
    expect(safeLink(href)).toBe(true);
  });
  it.each(Object.entries(refused))('refuses %j (%s)', (href) => {
    expect(safeLink(href)).toBe(false);
    expect(legalHref(href)).toBe('');
  });
  it('keeps store addresses to https', () => {
    expect(safeLink('/loanTerms', false)).toBe(false);
    expect(safeLink('https://play.google.com/store', false)).toBe(true);
  });
  it("links the lender's emails and phones the server makes", () => {
    expect(legalHref('mailto:help@kwarta.ph')).toBe('mailto:help@kwarta.ph');
    expect(legalHref('tel:+6328888')).toBe('tel:+6328888');
    expect(legalHref('mailto:help@kwarta.ph?bcc=x')).toBe('');
  });
});

describe('LegalBlocks', () => {
  it('draws a bad link of a text published before the rule as text', () => {
    const doc = {
      kind: 'terms', title: 'Loan terms', version: 3, updatedAt: 0,
      blocks: [{ type: 'p', spans: [
        { text: 'Pay at ' },
        { text: 'kwarta.ph/pay', href: '/\\evil.example/pay' },
        { text: ' or ' },
        { text: 'our page', href: '/loanTerms' },
      ] }],
    } as unknown as LegalDocument;
    const { container } = render(<LegalBlocks doc={doc} />);
    expect(container.textContent).toContain('Pay at kwarta.ph/pay or our page');
    expect(screen.queryByRole('link', { name: 'kwarta.ph/pay' })).toBeNull();
    expect(screen.getByRole('link', { name: 'our page' }).getAttribute('href')).toBe('/loanTerms');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
