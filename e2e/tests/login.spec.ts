// The web app's SMS sign-in: a borrower without a session signs in with the
// demo's second test number (internal/demo/promo.go: 09170000002, picture
// code 0000, SMS code 123456) and comes back to the page that sent them, now
// carrying the new session. landing.spec registers the first test number, so
// the two never race on one account.
import { expect, shot, test } from './support';

const testPhone = '09170000002';

test('a borrower signs in by SMS and returns to the page', async ({ page }, testInfo) => {
  await page.goto('/login?redirect=%2FtestPreview');
  await expect(page.getByAltText('Picture code')).toBeVisible();
  await page.getByLabel('Mobile number').fill(testPhone);
  await page.getByRole('textbox', { name: 'Picture code' }).fill('0000');
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
  await page.getByLabel('SMS code').fill('123456');
  await expect(page.locator('.kw-toast')).toHaveCount(0); // the code-sent toast has gone
  await shot(page, testInfo, 'login-filled');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The session query, in any order: the test preview page rewrites its address with its fields.
  await expect(page).toHaveURL(/\/testPreview\?(?=.*\bsessionId=[^&]+)(?=.*\bdeviceId=web-)/);
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
  // The test number's fixed answer is 0000, so 1111 is a wrong answer.
  await page.getByLabel('Mobile number').fill(testPhone);
  await page.getByRole('textbox', { name: 'Picture code' }).fill('1111');
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(img).not.toHaveAttribute('src', before!);
  await expect(page.getByRole('textbox', { name: 'Picture code' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Get verification code' })).toBeVisible();
});

test('a new picture needs a correct phone number first', async ({ page }) => {
  await page.goto('/login');
  const img = page.getByAltText('Picture code');
  await expect(img).toBeVisible();
  const before = await img.getAttribute('src');
  await page.getByLabel('Mobile number').fill('0917');
  await page.getByRole('button', { name: 'Picture code: tap for a new one' }).click();
  await expect(page.getByText('Please enter a correct phone number')).toBeVisible();
  await expect(img).toHaveAttribute('src', before!);
  await page.getByLabel('Mobile number').fill(testPhone);
  await page.getByRole('button', { name: 'Picture code: tap for a new one' }).click();
  await expect(img).not.toHaveAttribute('src', before!);
});

test('the sign-in page speaks Chinese with ?lang=zh', async ({ page }, testInfo) => {
  await page.goto('/login?lang=zh');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await expect(page.getByAltText('图形验证码')).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请正确输入手机号！')).toBeVisible();
  await shot(page, testInfo, 'login-zh');
});
