// What the console's specs share: a desktop browser (1280x800) and an
// operator added from the command line, enrolled through the API and
// signed in on the console's page with a computed TOTP code.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { kwartaBin, type FreshServer } from './fresh-server';
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

/** signInAs adds an operator from the command line, enrols it through the API and signs in on the console's page. */
export async function signInAs(page: Page, request: APIRequestContext, server: FreshServer, name: string, role: string): Promise<void> {
  const password = 'a long console password';
  const { stdout } = await run(kwartaBin, ['operator', 'add', name, '--role', role, '--alone', '--db', server.dbFile]);
  const token = /token=([0-9a-f]{64})/.exec(stdout)?.[1];
  expect(token, stdout).toBeTruthy();
  const enrolled = await (await request.post('/medium/admin/api/enrol', { form: { token: token!, password } })).json();
  expect(enrolled.success, JSON.stringify(enrolled)).toBe(true);
  const secret: string = enrolled.data.secret;
  const confirmed = await (await request.post('/medium/admin/api/enrol/confirm', { form: { token: token!, code: totp(secret) } })).json();
  expect(confirmed.success, JSON.stringify(confirmed)).toBe(true);
  // The next step's code: a code counts once.
  await page.goto('/admin/sign-in');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(name);
}

/**
 * secondOperator opens a console of its own (another browser context, as
 * another person at another desk) and signs a new operator in there: a
 * proposal needs a second operator to approve it.
 */
export async function secondOperator(browser: Browser, request: APIRequestContext, server: FreshServer, name: string, role: string): Promise<Page> {
  const context = await browser.newContext({ ...desktop, baseURL: server.baseURL });
  const page = await context.newPage();
  await signInAs(page, request, server, name, role);
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
