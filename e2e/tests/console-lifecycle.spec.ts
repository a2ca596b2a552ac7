// The operator lifecycle at desktop size (1280x800), each test on a server
// of its own: an operator locked by five wrong tries is unlocked by an
// admin, then reset: proposed by one admin, approved by a second at another
// desk, who is shown the new one-time link (every session ends, the old
// password no longer works, the link enrols the same account again); an
// operator signed in on two browsers ends the other one from My sessions.
// TOTP codes are computed from the server's clock, which the tests move a
// step at a time (a code counts once).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, freshTest, shot } from './support';
import { approveInQueue, desktop, signInAs } from './console-support';
import { advanceClock, kwartaBin, type FreshServer } from './fresh-server';
import { totp } from './totp';

const run = promisify(execFile);
const test = freshTest;

test.use(desktop);

const password = 'a long console password';

/** row is a table row holding a text (an operator's name). */
const row = (page: Page, text: string) => page.locator('tr.ant-table-row', { hasText: text });

/** enrolThroughApi adds an operator from the command line and enrols it through the API; it answers the TOTP secret. */
async function enrolThroughApi(request: APIRequestContext, server: FreshServer, name: string, role: string): Promise<string> {
  const { stdout } = await run(kwartaBin, ['operator', 'add', name, '--role', role, '--alone', '--db', server.dbFile]);
  const token = /token=([0-9a-f]{64})/.exec(stdout)?.[1];
  expect(token, stdout).toBeTruthy();
  const enrolled = await (await request.post('/medium/admin/api/enrol', { form: { token: token!, password } })).json();
  expect(enrolled.success, JSON.stringify(enrolled)).toBe(true);
  const confirmed = await (await request.post('/medium/admin/api/enrol/confirm', { form: { token: token!, code: totp(enrolled.data.secret) } })).json();
  expect(confirmed.success, JSON.stringify(confirmed)).toBe(true);
  return enrolled.data.secret as string;
}

/** nextCode moves the server's clock by one TOTP step and answers the code of that step. */
async function nextCode(server: FreshServer, secret: string): Promise<string> {
  const now = await advanceClock(server, '30s');
  return totp(secret, 0, now.getTime());
}

/** trySignIn fills the sign-in form and submits it. */
async function trySignIn(page: Page, name: string, pw: string, code: string): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(pw);
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** desktopPage opens another browser (its own cookies) at the console's size. */
async function desktopPage(browser: Browser, server: FreshServer): Promise<Page> {
  const context = await browser.newContext({ ...desktop, baseURL: server.baseURL, locale: 'en-PH', timezoneId: 'Asia/Manila' });
  return context.newPage();
}

test('an operator locked by five wrong tries is unlocked, then reset, by an admin', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, request, server, 'ana', 'admin');
  let secret = await enrolThroughApi(request, server, 'rita', 'reviewer');
  // bea, the second admin who approves the reset, enrolled while the server's clock is the real one.
  const beaSecret = await enrolThroughApi(request, server, 'bea', 'admin');
  const rita = await desktopPage(browser, server);

  // Five wrong passwords lock rita; the right one is then refused too, with the lockout's end in Manila time.
  const code = await nextCode(server, secret);
  for (let i = 0; i < 5; i++) {
    await trySignIn(rita, 'rita', 'not the password at all', code);
    await expect(rita.getByText('The name, password or code is wrong.')).toBeVisible();
  }
  await trySignIn(rita, 'rita', password, code);
  await expect(rita.getByText('Too many tries')).toBeVisible();
  await expect(rita.getByText(/locked until \d\d:\d\d, Asia\/Manila time\./)).toBeVisible();
  await shot(rita, testInfo, 'console-locked');

  // The admin unlocks her.
  await page.getByRole('link', { name: 'Operators' }).click();
  await expect(row(page, 'rita').getByText('locked', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'console-operators-locked');
  await row(page, 'rita').getByRole('button', { name: 'Unlock rita' }).click();
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByText('rita may sign in again.')).toBeVisible();
  await expect(row(page, 'rita').getByRole('button', { name: 'Unlock rita' })).toHaveCount(0);
  await trySignIn(rita, 'rita', password, await nextCode(server, secret));
  await expect(rita.getByTestId('operator-name')).toHaveText('rita');

  // The admin proposes resetting her: nothing happens yet.
  await row(page, 'rita').getByRole('button', { name: 'Reset rita' }).click();
  await page.getByRole('button', { name: 'Propose reset', exact: true }).click();
  const summary = 'Reset the password and TOTP of rita (a new one-time sign-in link)';
  await expect(page.getByTestId('proposed')).toContainText(`Proposed — waiting for a second operator: ${summary}`);
  await shot(page, testInfo, 'console-operators-reset');
  await rita.reload();
  await expect(rita.getByTestId('operator-name')).toHaveText('rita');

  // bea, a second admin at another desk, approves it: rita's session
  // ends and the new link is shown to bea once.
  const bea = await desktopPage(browser, server);
  await trySignIn(bea, 'bea', password, await nextCode(server, beaSecret));
  await expect(bea.getByTestId('operator-name')).toHaveText('bea');
  await approveInQueue(bea, summary);
  const link = (await bea.getByTestId('enrol-link').innerText()).trim();
  expect(link).toMatch(/\/admin\/enrol\?token=[0-9a-f]{64}$/);
  await bea.context().close();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'Operators' }).click();
  await expect(row(page, 'rita').getByText('waiting for enrolment')).toBeVisible();
  await rita.reload();
  await expect(rita.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await trySignIn(rita, 'rita', password, await nextCode(server, secret));
  await expect(rita.getByText('The name, password or code is wrong.')).toBeVisible();

  // The new link enrols the same account with a new password and a new secret.
  const newPassword = 'a new password after the reset';
  await rita.goto(new URL(link).pathname + new URL(link).search);
  await rita.getByLabel('New password').fill(newPassword);
  await rita.getByLabel('The password again').fill(newPassword);
  await rita.getByRole('button', { name: 'Set the password' }).click();
  secret = (await rita.getByTestId('totp-secret').innerText()).trim();
  await rita.getByLabel('The code the app shows now').fill(await nextCode(server, secret));
  await rita.getByRole('button', { name: 'Confirm' }).click();
  await expect(rita.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The old password does not sign in; the new one does.
  await trySignIn(rita, 'rita', password, await nextCode(server, secret));
  await expect(rita.getByText('The name, password or code is wrong.')).toBeVisible();
  await trySignIn(rita, 'rita', newPassword, await nextCode(server, secret));
  await expect(rita.getByTestId('operator-name')).toHaveText('rita');
  await expect(rita.getByRole('link', { name: 'Applications' })).toBeVisible(); // the same account, still a reviewer
});

test('an operator ends another of their sessions from My sessions', async ({ page, server, request, browser }, testInfo) => {
  const secret = await enrolThroughApi(request, server, 'rita', 'reviewer');
  await trySignIn(page, 'rita', password, await nextCode(server, secret));
  await expect(page.getByTestId('operator-name')).toHaveText('rita');
  const other = await desktopPage(browser, server);
  await trySignIn(other, 'rita', password, await nextCode(server, secret));
  await expect(other.getByTestId('operator-name')).toHaveText('rita');

  await page.getByRole('link', { name: 'My sessions' }).click();
  const sessions = page.getByTestId('my-sessions').locator('tr.ant-table-row');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'this session' })).toHaveCount(1);
  await shot(page, testInfo, 'console-my-sessions');
  await sessions.filter({ hasNotText: 'this session' }).getByRole('button', { name: 'End session' }).click();
  await page.getByRole('button', { name: 'End it' }).click();
  await expect(page.getByText('1 session ended.')).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The other browser is signed out; this one is not.
  await other.reload();
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('operator-name')).toHaveText('rita');
});
