// What the console's specs share: a desktop browser (1280x800) and an
// operator added from the command line, enrolled through the API and
// signed in on the console's page with a computed TOTP code; and the
// sandbox provider's signed postback, for money that arrives.
import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { promisify } from 'node:util';
import { devices, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { freshSecret, kwartaBin, type FreshServer } from './fresh-server';
import { expect } from './support';
import { totp } from './totp';

const run = promisify(execFile);

/** desktop is the console's browser: test.use(desktop) in each console spec. */
export const desktop = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

/**
 * borrowerPhone is the borrower's browser beside a console: browser.newContext({
 * ...borrowerPhone, baseURL }). The iPhone's user agent and touch at 375x812, one
 * device pixel per CSS pixel as in the borrower specs (playwright.config.ts).
 */
export const borrowerPhone = { ...devices['iPhone 13'], viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 };

/**
 * signInAs adds an operator from the command line, enrols it through the
 * API and signs in on the console's page; skew is how far the server's
 * test clock is ahead of the real one (ms), which its codes follow.
 */
export async function signInAs(page: Page, request: APIRequestContext, server: FreshServer, name: string, role: string, skew = 0): Promise<void> {
  const password = 'a long console password';
  const { stdout } = await run(kwartaBin, ['operator', 'add', name, '--role', role, '--alone', '--db', server.dbFile]);
  const token = /token=([0-9a-f]{64})/.exec(stdout)?.[1];
  expect(token, stdout).toBeTruthy();
  const enrolled = await (await request.post('/medium/admin/api/enrol', { form: { token: token!, password } })).json();
  expect(enrolled.success, JSON.stringify(enrolled)).toBe(true);
  const secret: string = enrolled.data.secret;
  const confirmed = await (await request.post('/medium/admin/api/enrol/confirm', { form: { token: token!, code: totp(secret, 0, Date.now() + skew) } })).json();
  expect(confirmed.success, JSON.stringify(confirmed)).toBe(true);
  // The next step's code: a code counts once.
  await page.goto('/admin/sign-in');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, 1, Date.now() + skew));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(name);
}

/**
 * secondOperator opens a console of its own (another browser context, as
 * another person at another desk) and signs a new operator in there: a
 * proposal needs a second operator to approve it.
 */
export async function secondOperator(browser: Browser, request: APIRequestContext, server: FreshServer, name: string, role: string, skew = 0): Promise<Page> {
  const context = await browser.newContext({ ...desktop, baseURL: server.baseURL });
  const page = await context.newPage();
  await signInAs(page, request, server, name, role, skew);
  return page;
}

/** approveInQueue approves, on "Waiting for approval", the proposal whose row holds text. */
export async function approveInQueue(page: Page, text: string): Promise<void> {
  await page.getByRole('link', { name: 'Waiting for approval' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click(); // the screen may be open already
  const proposal = page.getByTestId('approvals').locator('tr.ant-table-row', { hasText: text });
  await proposal.getByRole('button', { name: 'Approve' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${text}: done.`, { exact: false })).toBeVisible();
  await expect(proposal).toHaveCount(0);
}

/** sandboxPostback is the sandbox provider's signed postback (internal/payment/sandbox.go) to a fresh server, sent as the provider would. */
export async function sandboxPostback(request: APIRequestContext, p: { txnid: string; refno: string; amount: number }): Promise<void> {
  const key = createHmac('sha256', freshSecret).update('payment-sandbox').digest('hex');
  const status = 'S';
  const message = 'Paid at the counter';
  const digest = createHash('sha1').update(`${p.txnid}:${p.refno}:${status}:${message}:${key}`).digest('hex');
  const res = await request.post('/medium/payments/postback', {
    form: { txnid: p.txnid, refno: p.refno, status, message, amount: (p.amount / 100).toFixed(2), ccy: 'PHP', procid: 'GCSH', digest },
  });
  expect(res.status(), await res.text()).toBe(200);
}
