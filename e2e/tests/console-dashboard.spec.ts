// The console's dashboard and a borrower's page at 1280x800, on a server
// of its own (fresh-server.ts): an admin added by `kwarta operator add`
// enrols through the API and signs in on the screen with a computed TOTP
// code, lands on the dashboard (its figures as tables beside the charts),
// finds borrower B by phone, sees the e-wallet only masked and B's
// session, and signs B out everywhere: B's session then gets 100401.
import { commonQuery, expect, freshTest, shot } from './support';
import { desktop, signInAs } from './console-support';

const test = freshTest;

test.use(desktop);

test('the dashboard and a borrower page; an admin signs the borrower out everywhere', async ({ page, server, request }, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, request, server, 'ana', 'admin');

  // The dashboard: the first screen; every chart has its figures as a table.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('today')).toContainText('Applications');
  await expect(page.getByTestId('month')).toContainText('Collected');
  const overdue = page.getByRole('figure', { name: 'Overdue: owed by days past due' });
  await expect(overdue.getByRole('img', { name: /Overdue/ })).toBeVisible();
  await expect(overdue.getByRole('row')).toHaveText([/Days past due/, /^1–30 days₱/, /^31–90 days₱/, /^91\+ days₱/]);
  const funnel = page.getByRole('figure', { name: /From landing visit to loan/ });
  await expect(funnel.getByRole('rowheader')).toHaveText(['Landing visits', 'Apply taps', 'Codes sent', 'Registrations', 'Applied for a loan', 'Received a loan']);
  await shot(page, testInfo, 'console-dashboard');
  // Today's funnel: the title says so and the call answers for today.
  const todays = page.waitForResponse((r) => r.url().includes('/admin/api/dashboard?funnel=today'));
  await page.getByRole('radiogroup', { name: 'Funnel period' }).getByText('Today', { exact: true }).click();
  expect((await (await todays).json()).data.funnelPeriod).toBe('today');
  await expect(page.getByRole('figure', { name: 'From landing visit to loan (today)' })).toBeVisible();

  // Borrower B by phone, in a local form.
  await page.getByRole('link', { name: 'Borrowers' }).click();
  await page.getByLabel('Phone or name').fill('0918 123 4567');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/borrowers\?q=0918/);
  await page.getByTestId('borrowers').getByRole('link', { name: 'Jose Reyes' }).click();
  await expect(page.getByRole('heading', { name: 'Jose Reyes' })).toBeVisible();
  await expect(page.getByTestId('borrower-accounts')).toContainText('•••• 4567');
  await expect(page.getByTestId('borrower-sessions').locator('tr.ant-table-row')).toHaveCount(1);
  expect(await page.locator('body').innerText()).not.toMatch(/0?9181234567/);
  await shot(page, testInfo, 'console-borrower');

  // Sign out everywhere; B's session has ended.
  const profile = async () => (await (await request.post(`/medium/v3/personal-center/user-info?${commonQuery('demo-b')}`)).json()).code;
  expect(await profile()).toBe('00');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).last().click();
  await expect(page.getByText('1 session ended.')).toBeVisible();
  await expect(page.getByTestId('borrower-sessions')).toContainText('Signed in nowhere.');
  expect(await profile()).toBe('100401');
  await shot(page, testInfo, 'console-borrower-signed-out');
});

test('on a tablet (768x1024) the menu folds away and the screens fit the width', async ({ page, server, request }, testInfo) => {
  await signInAs(page, request, server, 'ana', 'admin');
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('figure', { name: /From landing visit to loan/ })).toBeVisible();
  const menu = page.getByRole('link', { name: 'Payments' });
  const siderWidth = () => page.locator('.ant-layout-sider').evaluate((e) => e.getBoundingClientRect().width);
  expect(await siderWidth()).toBe(0);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await shot(page, testInfo, 'console-tablet-dashboard', { fullPage: false });
  // The folded menu opens from its trigger and leads to a screen that fits too.
  await page.locator('.ant-layout-sider-zero-width-trigger').click();
  await expect.poll(siderWidth).toBeGreaterThan(100);
  await menu.click();
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  expect(await fits()).toBe(true);
  await shot(page, testInfo, 'console-tablet-payments', { fullPage: false });
});
