// The text message settings (/smsSettings) against the real server, at
// phone size, on a server of its own (fresh-server.ts), since saving changes
// borrower A's settings. She turns Loan updates off and Texts at any hour
// on, picks Filipino, saves, reloads and finds them kept; the due and
// overdue notices are listed, locked. The sign-in page links the settings:
// without a session the link signs the borrower in first (the demo's second
// test number, internal/demo/promo.go) and lands on the settings; customer
// service links them with the session query.
import type { Page } from '@playwright/test';
import { appPath, expect, freshTest, noSidewaysScroll, shot } from './support';

const test = freshTest;

const updates = (page: Page) => page.getByRole('switch', { name: 'Loan updates' });
const anyHour = (page: Page) => page.getByRole('switch', { name: 'Texts at any hour' });
const language = (page: Page, name: string) => page.getByRole('listbox', { name: 'Language of the texts' }).getByRole('option', { name });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save' });

test('borrower A changes her text messages, saves, and finds them kept after a reload', async ({ page }, testInfo) => {
  await page.goto(appPath('/smsSettings'));
  await expect(page.getByRole('heading', { name: 'Text messages' })).toBeVisible();
  await expect(page.getByText(/^Texts go to \S+\.$/)).toBeVisible();
  await expect(page.getByText('Always sent while you repay a loan')).toBeVisible();
  await expect(page.getByText('Payment due reminders')).toBeVisible();
  await expect(page.getByText('Overdue notices')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Always on' })).toHaveCount(2);
  await expect(page.getByRole('switch')).toHaveCount(2);
  await expect(page.getByText('Without this we never text you between 22:00 and 06:00, unless a payment is more than 15 days late.')).toBeVisible();

  // The defaults: loan updates on, quiet hours kept, English.
  await expect(updates(page)).toHaveAttribute('aria-checked', 'true');
  await expect(anyHour(page)).toHaveAttribute('aria-checked', 'false');
  await expect(language(page, 'English')).toHaveAttribute('aria-selected', 'true');
  await expect(saveButton(page)).toBeDisabled();
  await noSidewaysScroll(page);

  await updates(page).click();
  await expect(updates(page)).toHaveAttribute('aria-checked', 'false');
  await expect(saveButton(page)).toBeEnabled();
  await anyHour(page).click();
  await expect(anyHour(page)).toHaveAttribute('aria-checked', 'true');
  await language(page, 'Filipino').click();
  await expect(language(page, 'Filipino')).toHaveAttribute('aria-selected', 'true');

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/medium/v3/personal-center/sms-settings/save');
  await saveButton(page).click();
  const answer = await (await saved).json();
  expect(answer).toMatchObject({ code: '00', data: { updates: 0, anyHour: 1, lang: 'fil' } });
  await expect(page.locator('.kw-toast-main', { hasText: 'Saved' })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Text messages' })).toBeVisible();
  await expect(updates(page)).toHaveAttribute('aria-checked', 'false');
  await expect(anyHour(page)).toHaveAttribute('aria-checked', 'true');
  await expect(language(page, 'Filipino')).toHaveAttribute('aria-selected', 'true');
  await expect(language(page, 'English')).toHaveAttribute('aria-selected', 'false');
  await expect(saveButton(page)).toBeDisabled();
  await expect(page.locator('.kw-toast')).toHaveCount(0);
  await shot(page, testInfo, 'sms-settings');
});

test('the sign-in page links the settings, through sign-in without a session', async ({ page }, testInfo) => {
  await page.goto('/login');
  const link = page.getByRole('link', { name: 'Text message settings' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/login?redirect=%2FsmsSettings');
  await shot(page, testInfo, 'login-sms-link');
  await link.click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FsmsSettings$/);
  await expect(page.getByAltText('Picture code')).toBeVisible();
  await page.getByLabel('Mobile number').fill('09170000002');
  await page.getByRole('textbox', { name: 'Picture code' }).fill('0000');
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
  await page.getByLabel('SMS code').fill('123456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/smsSettings\?sessionId=[^&]+&deviceId=web-/);
  await expect(page.getByRole('heading', { name: 'Text messages' })).toBeVisible();
  await expect(page.getByText(/^Texts go to \S*002\.$/)).toBeVisible(); // the new borrower's own number, masked
  await expect(updates(page)).toBeVisible();
});

test('a signed-out visit goes to sign in and back; customer service links the settings', async ({ page }) => {
  await page.goto('/smsSettings');
  await expect(page).toHaveURL(/\/login\?redirect=%2FsmsSettings$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.goto(appPath('/customerService'));
  await page.getByText('Text message settings').click();
  await expect(page).toHaveURL(/\/smsSettings\?(.*&)?sessionId=demo-a(&|$)/);
  await expect(updates(page)).toBeVisible();
});
