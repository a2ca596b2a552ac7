// The web app's SMS sign-in: a borrower without a session signs in with the
// demo test number (picture code 0000, SMS code 123456) and comes back to the
// page that sent them, now carrying the new session.
import { expect, test } from '@playwright/test';
import { shot } from './support';

test('a borrower signs in by SMS and returns to the page', async ({ page }, testInfo) => {
  await page.goto('/login?redirect=%2FtestPreview');
  await expect(page.getByAltText('Picture code')).toBeVisible();
  await page.getByLabel('Mobile number').fill('09170000001');
  await page.getByRole('textbox', { name: 'Picture code' }).fill('0000');
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
  await page.getByLabel('SMS code').fill('123456');
  await shot(page, testInfo, 'login-filled');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/testPreview\?sessionId=[^&]+&deviceId=web-/);
  const session = new URL(page.url()).searchParams.get('sessionId')!;
  expect(session.length).toBeGreaterThan(20);
  await expect(page.getByLabel('Session id')).toHaveValue(session);

  // The new session works on a borrower call.
  const deviceId = new URL(page.url()).searchParams.get('deviceId')!;
  const res = await page.request.post(`/medium/v3/personal-center/user-info?sessionId=${session}&deviceId=${deviceId}`);
  expect((await res.json()).code).toBe('00');
});

test('a wrong picture code brings a new picture', async ({ page }) => {
  await page.goto('/login');
  const img = page.getByAltText('Picture code');
  await expect(img).toBeVisible();
  const before = await img.getAttribute('src');
  await page.getByLabel('Mobile number').fill('09181112222');
  await page.getByRole('textbox', { name: 'Picture code' }).fill('9999');
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(img).not.toHaveAttribute('src', before!);
  await expect(page.getByRole('textbox', { name: 'Picture code' })).toHaveValue('');
});
