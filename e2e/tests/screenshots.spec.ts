// A 375x812 screenshot of every page the app serves, kept as a test
// artifact (e2e/screenshots and the HTML report), and a check that none of
// them scrolls sideways or logs an error.
import { appPath, expect, shot, test } from './support';

// Its tests are independent of each other (each only reads the shared
// server), so they spread over the workers instead of running one after
// another in one (docs/ENGINEERING.md, "The tests' time").
test.describe.configure({ mode: 'parallel' });

// The review pictures at a phone's density (the other specs paint at 1).
test.use({ deviceScaleFactor: 2 });

// status is what the server answers for the page (200 unless given): an
// unknown path gets the app's "Page not found" with 404.
const pages: Array<{ name: string; path: string; text: RegExp | string; status?: number }> = [
  { name: 'page-official-site', path: '/', text: 'Loan terms and conditions' },
  { name: 'page-about-us', path: appPath('/aboutUs'), text: 'Mission' },
  { name: 'page-privacy-policy', path: appPath('/privacyPolicy'), text: /grievance officer/i },
  { name: 'page-loan-terms', path: appPath('/loanTerms'), text: /365/ },
  { name: 'page-customer-service', path: appPath('/customerService'), text: 'support@kwarta.ph' },
  { name: 'page-test-preview', path: appPath('/testPreview'), text: 'Repayment instructions' },
  { name: 'page-login', path: '/login?redirect=%2FcustomerService', text: 'Get verification code' },
  { name: 'page-not-found', path: appPath('/no-such-page'), text: 'Page not found', status: 404 },
  { name: 'page-confirm-loan', path: appPath('/confirmLoan', { productId: '1' }), text: 'Key Fact Statement' },
  { name: 'page-confirm-loan-2', path: appPath('/confirmLoan2', { productId: '1' }), text: 'No hidden charges' },
  { name: 'page-order-details', path: appPath('/loanDetail', { productId: '3', orderId: '87' }), text: 'Under review' },
  { name: 'page-failure', path: appPath('/error', { productId: '8' }), text: 'We could not open your application' },
  { name: 'page-recommend-list', path: appPath('/recommendList'), text: 'Your loans in progress' },
  { name: 'page-complaint', path: appPath('/complaint'), text: 'What is the problem about?' },
  { name: 'page-complaint-form', path: appPath('/complainPageNext', { problemType: '2', problemSonType: '', orderNo: '' }), text: 'Payment not credited' },
  { name: 'page-bind-bank', path: appPath('/bindBank', { productId: '6', orderId: '85' }), text: 'Payment account information' },
  { name: 'page-complaint-list', path: appPath('/complaintList'), text: 'Processed' },
  // The demo's complaint of borrower A: answered, waiting for her rating.
  { name: 'page-complaint-details', path: appPath('/complainDetails', { problemId: '1' }), text: 'Process Result' },
];

for (const p of pages) {
  test(`${p.name} renders at phone size`, async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      // Chromium logs the page's own 404, which is the answer expected here.
      if (p.status === 404 && m.location().url === page.url() && /status of 404/.test(m.text())) return;
      errors.push(m.text());
    });
    const res = await page.goto(p.path);
    expect(res?.status(), 'status').toBe(p.status ?? 200);
    await expect(page.getByText(p.text).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
    // antd-mobile speaks the page's locale, not its default Chinese.
    await expect(page.locator('[aria-label="背景蒙层"]')).toHaveCount(0);
    await shot(page, testInfo, p.name);
    expect(errors).toEqual([]);
    // The brand colour reaches the library's components: antd-mobile's
    // primary is the page's, and no element is drawn in its default blue.
    const theme = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const blue = /rgb\(22, 119, 255\)|#1677ff/i;
      const found: string[] = [];
      for (const el of Array.from(document.querySelectorAll('*'))) {
        const cs = getComputedStyle(el);
        for (const prop of ['color', 'background-color', 'border-top-color', 'border-bottom-color', 'fill', 'stroke', 'outline-color']) {
          if (blue.test(cs.getPropertyValue(prop))) found.push(`${el.tagName.toLowerCase()}.${(el as HTMLElement).className} ${prop}`);
        }
      }
      const linked = !!document.querySelector('link[rel="stylesheet"][href="/brand.css"]');
      return { primary: root.getPropertyValue('--adm-color-primary').trim(), brand: root.getPropertyValue('--kw-primary').trim(), linked, found };
    });
    expect(theme.linked, 'the brand stylesheet is linked').toBe(true);
    expect(theme.brand, 'the brand stylesheet sets the brand colour').toBe('#0a7d5a');
    expect(theme.primary, "antd-mobile's primary").toBe('#0a7d5a');
    expect(theme.found, 'elements in library blue').toEqual([]);
  });
}

test('the order details dialog mask is labelled in English', async ({ page }) => {
  // Order 83 opens with the kind tips dialog over its mask.
  await page.goto(appPath('/loanDetail', { productId: '4', orderId: '83' }));
  await expect(page.getByText('Kind tips')).toBeVisible();
  await expect(page.locator('.adm-mask-aria-button').first()).toHaveAttribute('aria-label', 'Mask');
  await expect(page.locator('[aria-label="背景蒙层"]')).toHaveCount(0);
});
