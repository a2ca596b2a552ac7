// The promotion landing page (/landing/): registration with the demo test
// number (09170000001, captcha 0000, code 123456), the download hand-off,
// the agreement, the wrong-captcha refresh and the SMS countdown.
import type { Page } from '@playwright/test';
import { expect, shot, test } from './support';

const landing1 = '/landing/?id=1&user_from=facebook&app_from=kwarta&utm_tag=payday-nov&links_id=fb-1001&invite_code=INV42';
const landing2 = '/landing/?id=2&user_from=tiktok&app_from=kwarta&utm_tag=negosyo-q4&down_id=tt-2002';

const phone = (page: Page) => page.getByRole('textbox', { name: 'Mobile number' });
const captcha = (page: Page) => page.getByRole('textbox', { name: 'Picture code' });
const smsCode = (page: Page) => page.getByRole('textbox', { name: 'SMS code' });
const captchaImage = (page: Page) => page.getByRole('button', { name: 'Picture code: tap for a new one' });
const sendButton = (page: Page) => page.locator('button.send');
const toast = (page: Page) => page.locator('#toast.show');

async function captchaLoaded(page: Page): Promise<string> {
  await expect.poll(() => captchaImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  return (await captchaImage(page).getAttribute('src')) ?? '';
}

test.describe('promotion landing', () => {
  test('a visitor registers with the test number and lands on the download page', async ({ page }, testInfo) => {
    const tracked: string[] = [];
    page.on('request', (r) => {
      const m = r.url().match(/promotion\/(track-visit|track-click)\?(.*)$/);
      if (m) tracked.push(`${m[1]} ${m[2]}`);
    });
    await page.goto(landing1);
    await expect(page.getByRole('heading', { name: 'Cash up to ₱20,000 before payday' })).toBeVisible();
    await expect(page.getByText('Approval within 1 day')).toBeVisible();
    await captchaLoaded(page);
    await shot(page, testInfo, 'landing-register');

    await phone(page).fill('09170000001');
    await captcha(page).fill('0000');
    await sendButton(page).click();
    await expect(toast(page)).toHaveText('The verification code has been sent. Please check your phone!');
    await expect(sendButton(page)).toHaveText(/^(60|59|58)s$/);

    await smsCode(page).fill('123456');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(/#\/downloadTemplate\?app_from=kwarta&user_from=facebook&utm_tag=payday-nov&id=1&links_id=fb-1001$/);
    await expect(toast(page)).toHaveText('Registration successful');
    await expect(page.getByRole('heading', { name: 'Your loan is one step away' })).toBeVisible();
    await expect(page.getByText('Registered number: 0917***0001')).toBeVisible();
    // The test browser is an iPhone: the App Store first, Google Play as the other platform.
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(page.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
    await expect(page.getByRole('link', { name: 'Already have the app? Open it' })).toHaveAttribute('href', 'kwarta://open');
    await shot(page, testInfo, 'landing-download');

    expect(tracked.some((t) => t.startsWith('track-visit ') && t.includes('page_id=1') && t.includes('page_type=1') && t.includes('client_type=ios') && t.includes('utm_tag=payday-nov'))).toBe(true);
    expect(tracked.some((t) => t.startsWith('track-click ') && t.includes('phone=09170000001'))).toBe(true);

    // The same number again: already registered, the toast, then the download page.
    await page.goto(landing1);
    await captchaLoaded(page);
    await phone(page).fill('09170000001');
    await captcha(page).fill('0000');
    await sendButton(page).click();
    await expect(toast(page)).toHaveText('The verification code has been sent. Please check your phone!');
    await smsCode(page).fill('123456');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(toast(page)).toHaveText('You are already registered. Please download the app and log in!');
    await expect(page).toHaveURL(/#\/downloadTemplate\?/);
  });

  test('a wrong captcha refreshes the image', async ({ page }, testInfo) => {
    await page.goto(landing1);
    const first = await captchaLoaded(page);
    // A test number's fixed answer is 0000 (internal/demo/promo.go), so 1111 is wrong.
    await phone(page).fill('09170000001');
    await captcha(page).fill('1111');
    await sendButton(page).click();
    await expect(toast(page)).toHaveText('The picture code is wrong. Please enter the new one.');
    await expect.poll(() => captchaImage(page).getAttribute('src')).not.toBe(first);
    await captchaLoaded(page);
    await expect(captcha(page)).toHaveValue('');
    await expect(sendButton(page)).toHaveText('Get verification code');
    await shot(page, testInfo, 'landing-wrong-captcha');

    // Tapping the picture draws a new one, but only once a phone is typed.
    await phone(page).fill('');
    const second = await captchaImage(page).getAttribute('src');
    await captchaImage(page).click();
    await expect(toast(page)).toHaveText('Please enter a correct phone number');
    expect(await captchaImage(page).getAttribute('src')).toBe(second);
    await phone(page).fill('09171230000');
    await captchaImage(page).click();
    await expect.poll(() => captchaImage(page).getAttribute('src')).not.toBe(second);
  });

  test('the countdown runs for 60 seconds and refuses a second send', async ({ page }) => {
    await page.clock.install();
    await page.goto(landing1);
    await captchaLoaded(page);
    // Stop time flowing on its own: on a busy machine real seconds would
    // tick the countdown past the figures this test reads.
    await page.clock.pauseAt(Date.now() + 60_000);
    await phone(page).fill('09170000002');
    await captcha(page).fill('0000');
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText('60s');
    await page.clock.runFor(1000);
    await expect(sendButton(page)).toHaveText('59s');
    await sendButton(page).click();
    await expect(toast(page)).toHaveText('Please do not request the code again yet!');
    await page.clock.runFor(58_000);
    await expect(sendButton(page)).toHaveText('1s');
    await page.clock.runFor(1000);
    await expect(sendButton(page)).toHaveText('Get verification code');
  });

  test('every validation message, the input limits and a network failure', async ({ page }) => {
    await page.goto(landing1);
    await captchaLoaded(page);
    await sendButton(page).click();
    await expect(toast(page)).toHaveText('Please enter a correct phone number');
    await phone(page).fill('0917123456789999');
    await expect(phone(page)).toHaveValue('09171234567');
    await sendButton(page).click();
    await expect(toast(page)).toHaveText('Please enter the picture code correctly!');
    await captcha(page).fill('123456');
    await expect(captcha(page)).toHaveValue('1234');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(toast(page)).toHaveText('Please enter the SMS code correctly!');
    await smsCode(page).fill('12345678');
    await expect(smsCode(page)).toHaveValue('123456');

    await page.route('**/promotion/get-sms', (r) => r.abort());
    await sendButton(page).click();
    await expect(toast(page)).toHaveText('error');
  });

  test('the Chinese locale keeps the original texts', async ({ page }) => {
    await page.goto(`${landing1}&lang=zh`);
    await expect(sendButton(page)).toHaveText('获取验证码');
    await sendButton(page).click();
    await expect(toast(page)).toHaveText('请正确输入手机号！');
    await page.getByRole('textbox', { name: '手机号' }).fill('09171234567');
    await sendButton(page).click();
    await expect(toast(page)).toHaveText('请正确输入图形验证码！');
  });

  test('the agreement page, and back to the form as it was', async ({ page }, testInfo) => {
    const all = 'id=1&user_from=facebook&app_from=kwarta&utm_tag=payday-nov&links_id=fb-1001&invite_code=INV42';
    await page.goto(landing1);
    const src = await captchaLoaded(page);
    await phone(page).fill('09170000002');
    await captcha(page).fill('0000');
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText(/^\d+s$/);

    await page.getByRole('link', { name: 'Registration and User Agreement' }).click();
    await expect(page).toHaveURL(new RegExp(`#/agreementTemplate\\?${all}$`));
    await expect(page.getByRole('heading', { name: 'Registration and User Agreement' })).toBeVisible();
    await expect(page.getByText(/Kwarta Lending Corporation/).first()).toBeVisible();
    await expect(page.getByText(/You must be a Filipino citizen, over 18 years of age/)).toBeVisible();
    await expect(page.getByText(/Data Privacy Act of 2012/)).toBeVisible();
    await expect(toast(page)).toHaveCount(0); // the code-sent toast has gone
    await shot(page, testInfo, 'landing-agreement');
    await page.getByRole('link', { name: /Back/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/\\?${all}$`));
    await expect(page.getByRole('heading', { name: 'Cash up to ₱20,000 before payday' })).toBeVisible();
    // The same form: the number, the picture and the running countdown are still there.
    await expect(phone(page)).toHaveValue('09170000002');
    await expect(captcha(page)).toHaveValue('0000');
    expect(await captchaImage(page).getAttribute('src')).toBe(src);
    await expect(sendButton(page)).toHaveText(/^\d+s$/);
    await sendButton(page).click();
    await expect(toast(page)).toHaveText('Please do not request the code again yet!');
  });

  test('attribution that came only in the hash survives the agreement and reaches register', async ({ page }) => {
    await page.goto('/landing/#/?id=1&links_id=fb-1001&user_from=facebook&invite_code=INV42&UC=uc-7');
    await captchaLoaded(page);
    await page.getByRole('link', { name: 'Registration and User Agreement' }).click();
    await expect(page.getByRole('heading', { name: 'Registration and User Agreement' })).toBeVisible();
    await page.getByRole('link', { name: /Back/ }).click();
    await expect(page).toHaveURL(/#\/\?id=1&user_from=facebook&links_id=fb-1001&invite_code=INV42&UC=uc-7$/);
    let sent: URLSearchParams | undefined;
    await page.route('**/promotion/register', async (r) => {
      sent = new URLSearchParams(r.request().postData() ?? '');
      await r.fulfill({ json: { code: '800006', success: false, message: 'wrong verification code', data: null } });
    });
    await phone(page).fill('09170000002');
    await captcha(page).fill('0000');
    await smsCode(page).fill('123456');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(toast(page)).toHaveText('wrong verification code');
    expect(sent?.get('invite_code')).toBe('INV42');
    expect(sent?.get('UC')).toBe('uc-7');
    expect(sent?.get('links_id')).toBe('fb-1001');
    expect(sent?.get('id')).toBe('1');
    expect(sent?.get('deviceId')).toMatch(/^web-[0-9a-f]{32}$/);
  });

  test('over-long advertisement parameters and a bad id do not block the visitor', async ({ page }) => {
    const long = 'a'.repeat(200);
    await page.goto(`/landing/?id=1x&links_id=${long}&user_from=${long}&app_from=${long}&utm_tag=${'u'.repeat(300)}&invite_code=${long}&UC=${long}`);
    await captchaLoaded(page);
    await phone(page).fill('09170000002');
    await captcha(page).fill('0000');
    const answer = page.waitForResponse((r) => r.url().includes('/promotion/get-sms'));
    await sendButton(page).click();
    const body = await (await answer).json();
    expect(body.code, body.message).toBe('00');
    const sent = new URLSearchParams((await answer).request().postData() ?? '');
    expect(sent.get('user_from')).toHaveLength(64);
    expect(sent.get('utm_tag')).toHaveLength(128);
    expect(sent.has('id')).toBe(false);
    await expect(toast(page)).toHaveText('The verification code has been sent. Please check your phone!');
  });

  test('the second demo template looks different', async ({ page }, testInfo) => {
    await page.goto(landing2);
    await expect(page.getByRole('heading', { name: 'Grow your negosyo with up to ₱50,000' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get my loan' })).toHaveCSS('background-color', 'rgb(194, 65, 12)');
    await captchaLoaded(page);
    await shot(page, testInfo, 'landing-register-template-2');
  });

  test('without a link id or a download id the visitor goes to the download page', async ({ page }) => {
    await page.goto('/landing/?id=2&utm_tag=organic&user_from=google');
    await expect(page).toHaveURL(/#\/downloadTemplate\?user_from=google&utm_tag=organic&id=2$/);
    await expect(page.getByRole('heading', { name: 'Your loan is one step away' })).toBeVisible();
  });

  test('an unknown template shows the server message', async ({ page }) => {
    await page.goto('/landing/?id=999&links_id=x');
    await expect(page.getByRole('alert')).toHaveText('No promotion template 999.');
  });
});
