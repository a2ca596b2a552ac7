// A 375x812 screenshot of every page the app serves, kept as a test
// artifact (e2e/screenshots and the HTML report), and a check that none of
// them scrolls sideways or logs an error.
import { appPath, expect, shot, test } from './support';

const pages: Array<{ name: string; path: string; text: RegExp | string }> = [
  { name: 'page-official-site', path: '/', text: 'Loan terms and conditions' },
  { name: 'page-about-us', path: appPath('/aboutUs'), text: 'Mission' },
  { name: 'page-privacy-policy', path: appPath('/privacyPolicy'), text: /grievance officer/i },
  { name: 'page-loan-terms', path: appPath('/loanTerms'), text: /365/ },
  { name: 'page-customer-service', path: appPath('/customerService'), text: 'support@kwarta.ph' },
  { name: 'page-test-preview', path: appPath('/testPreview'), text: 'Repayment instructions' },
  { name: 'page-login', path: '/login?redirect=%2FcustomerService', text: 'Get verification code' },
  { name: 'page-not-found', path: appPath('/no-such-page'), text: 'Page not found' },
  { name: 'page-confirm-loan', path: appPath('/confirmLoan', { productId: '1' }), text: 'Key Fact Statement' },
  { name: 'page-confirm-loan-2', path: appPath('/confirmLoan2', { productId: '1' }), text: 'No hidden charges' },
  { name: 'page-order-details', path: appPath('/loanDetail', { productId: '3', orderId: '87' }), text: 'Under review' },
  { name: 'page-failure', path: appPath('/error', { productId: '8' }), text: 'We could not open your application' },
  { name: 'page-complaint', path: appPath('/complaint'), text: 'What is the problem about?' },
  { name: 'page-complaint-form', path: appPath('/complainPageNext', { problemType: '2', problemSonType: '', orderNo: '' }), text: 'Payment not credited' },
  { name: 'page-complaint-list', path: appPath('/complaintList'), text: 'Processed' },
  // The demo's complaint of borrower A: answered, waiting for her rating.
  { name: 'page-complaint-details', path: appPath('/complainDetails', { problemId: '1' }), text: 'Process Result' },
];

for (const p of pages) {
  test(`${p.name} renders at phone size`, async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(p.path);
    await expect(page.getByText(p.text).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
    await shot(page, testInfo, p.name);
    expect(errors).toEqual([]);
  });
}
