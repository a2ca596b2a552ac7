// The Content-Security-Policy: every kind of page the server sends (the
// app's routes, the official site, the landing page, an agreement in the
// confirmation page's frame) carries the header, and nothing on them breaks
// it. (Every other spec fails on a violation too: see support.ts.)
import type { Response } from '@playwright/test';
import { appPath, expect, test } from './support';

// Its tests are independent of each other (each only reads the shared
// server), so they spread over the workers instead of running one after
// another in one (docs/ENGINEERING.md, "The tests' time").
test.describe.configure({ mode: 'parallel' });

/** Checks the directives every HTML page must carry. */
function expectStrictPolicy(response: Response | null, frameAncestors = "'self'") {
  expect(response, 'a response').not.toBeNull();
  const policy = response!.headers()['content-security-policy'] ?? '';
  const d = new Map(policy.split(';').map((p) => p.trim().split(/\s+/)).map(([name, ...v]) => [name, v.join(' ')]));
  const effective = (name: string) => d.get(name) ?? d.get('default-src');
  expect(policy, `policy of ${response!.url()}`).not.toBe('');
  expect(policy).not.toContain('unsafe-');
  expect(["'self'", "'none'"]).toContain(effective('script-src'));
  expect(["'self'", "'none'"]).toContain(effective('connect-src'));
  expect(d.get('object-src')).toBe("'none'");
  expect(d.get('base-uri')).toBe("'none'");
  expect(d.get('frame-ancestors')).toBe(frameAncestors);
}

const landing = '/landing/?app_from=kwarta&id=1&links_id=fb-1001&user_from=facebook&utm_tag=payday-nov';

const pages: Array<{ path: string; text: RegExp | string }> = [
  { path: '/', text: 'Loan terms and conditions' },
  { path: '/#contact', text: 'Other ways to reach us' },
  { path: appPath('/aboutUs'), text: 'Mission' },
  { path: appPath('/privacyPolicy'), text: /grievance officer/i },
  { path: appPath('/loanTerms'), text: /365/ },
  { path: appPath('/customerService'), text: 'support@kwarta.ph' },
  { path: appPath('/testPreview'), text: 'Repayment instructions' },
  { path: '/login?redirect=%2FcustomerService', text: 'Get verification code' },
  { path: appPath('/confirmLoan', { productId: '1' }), text: 'Key Fact Statement' },
  { path: appPath('/confirmLoan2', { productId: '1' }), text: 'No hidden charges' },
  { path: appPath('/loanDetail', { productId: '3', orderId: '87' }), text: 'Under review' },
  { path: appPath('/error', { productId: '8' }), text: 'We could not open your application' },
  { path: landing, text: 'Cash up to ₱20,000 before payday' },
  { path: '/landing/#/downloadTemplate?id=1&user_from=facebook', text: 'Your loan is one step away' },
  { path: '/landing/#/agreementTemplate?id=1&user_from=facebook', text: 'Registration and User Agreement' },
];

test.describe('Content-Security-Policy', () => {
  for (const p of pages) {
    test(`${p.path} carries the policy and breaks none of it`, async ({ page, cspViolations }) => {
      const response = await page.goto(p.path);
      expectStrictPolicy(response);
      await expect(page.getByText(p.text).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(cspViolations).toEqual([]);
    });
  }

  test("the official site's privacy frame", async ({ page, cspViolations }) => {
    const framed = page.waitForResponse((r) => new URL(r.url()).pathname === '/privacyPolicy');
    await page.goto('/#privacy');
    expectStrictPolicy(await framed);
    await expect(page.frameLocator('iframe.os-frame').getByText(/grievance officer/i).first()).toBeVisible();
    expect(cspViolations).toEqual([]);
  });

  test('an agreement in the confirmation page frame', async ({ page, cspViolations }) => {
    await page.goto(appPath('/confirmLoan', { productId: '1' }));
    const framed = page.waitForResponse((r) => r.url().includes('/medium/v3/contract/document'));
    await page.getByRole('button', { name: 'Loan Agreement', exact: true }).click();
    const response = await framed;
    expect(response.headers()['content-type']).toContain('text/html');
    expectStrictPolicy(response);
    const doc = page.getByRole('dialog', { name: 'Loan Agreement' }).frameLocator('iframe');
    await expect(doc.getByText('Maria Santos').first()).toBeVisible();
    // The document's own <style> applies: its hash is in the policy.
    expect(await doc.locator('main').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('720px');
    expect(cspViolations).toEqual([]);
  });

  test('the shared check sees a violation', async ({ page, cspViolations }) => {
    await page.goto('/');
    await expect(page.getByText('Loan terms and conditions').first()).toBeVisible();
    await page.evaluate(() => {
      const s = document.createElement('style');
      s.textContent = 'body { color: red; }';
      document.head.append(s);
    });
    // Both the browser's own message and the securitypolicyviolation event.
    await expect.poll(() => cspViolations.join('\n')).toMatch(/violates the following Content Security Policy directive 'style-src/);
    await expect.poll(() => cspViolations.join('\n')).toMatch(/violation: style-src/);
    cspViolations.splice(0); // caused on purpose
  });

  test('API answers carry a policy that allows nothing', async ({ request }) => {
    const r = await request.get('/medium/v3/site/config');
    expect(r.ok()).toBe(true);
    const policy = r.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
