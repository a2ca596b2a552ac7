// The console's Products screen at 1280x800, on a server of its own: an
// admin adds a covered product, sees the cost caps' warning while the rate
// is above 6% a month and the figures within the caps once it is not,
// saves it and finds it in the list.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, freshTest, shot } from './support';
import { kwartaBin } from './fresh-server';
import { totp } from './totp';

const run = promisify(execFile);
const test = freshTest;

test.use({
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
});

test('an admin adds a product, the cost caps checked as they type', async ({ page, server, request }, testInfo) => {
  test.setTimeout(90_000);
  const password = 'a long console password';
  const { stdout } = await run(kwartaBin, ['operator', 'add', 'ana', '--role', 'admin', '--db', server.dbFile]);
  const token = /token=([0-9a-f]{64})/.exec(stdout)?.[1];
  expect(token, stdout).toBeTruthy();
  const enrol = await (await request.post('/medium/admin/api/enrol', { form: { token: token!, password } })).json();
  expect(enrol.success, JSON.stringify(enrol)).toBe(true);
  const secret: string = enrol.data.secret;
  const confirmed = await (await request.post('/medium/admin/api/enrol/confirm', { form: { token: token!, code: totp(secret) } })).json();
  expect(confirmed.success, JSON.stringify(confirmed)).toBe(true);
  await page.goto('/admin/sign-in?name=ana');
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByTestId('products')).toContainText('partner');
  await page.getByRole('button', { name: 'Add a product' }).click();
  const form = page.getByTestId('product-form');
  await form.getByLabel('Name').fill('Kwarta Quick');
  await form.getByLabel('Smallest amount (₱)').fill('1,000');
  await form.getByLabel('Largest amount (₱)').fill('10,000');
  await form.getByLabel('Amount step (₱)').fill('500');
  await form.getByLabel('Service fee (₱)').fill('200');
  await form.getByLabel('Term (days)').fill('120');
  await form.getByLabel('Interest (% a day)').fill('0.25');
  // 0.25% a day is 7.5% a month: above the nominal cap, said on the field and above the button.
  await expect(page.getByTestId('cap-warning')).toContainText('Above the legal cost caps');
  await expect(page.getByTestId('cap-warning')).toContainText('Nominal rate: 7.50% a month (cap 6.00%)');
  await expect(form).toContainText('above the 6% a month that BSP Circular 1133 allows');
  await shot(page, testInfo, 'console-products-cap');

  await form.getByLabel('Interest (% a day)').fill('0.2');
  await expect(form).toContainText('Within the legal cost caps');
  await expect(page.getByTestId('cap-figures')).toContainText('Effective rate: 11.00% a month');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Kwarta Quick saved.')).toBeVisible();
  await expect(page.getByTestId('products')).toContainText('Kwarta Quick');
  await shot(page, testInfo, 'console-products');
});
