// The card repayment (/repayByCard, the legacy "repay by card" flow) against
// the real server: borrower A links a GCash account (bind-card-new), opens
// /repay for order 82 (due soon), follows "Pay from my linked account",
// chooses the account, gets the SMS code (the 60 s countdown checked on
// Playwright's fake clock), reads the code from the server's log (the
// console SMS adapter logs each message), confirms, and lands on order
// details with the payment in the history. Cancel keeps counting the
// server's minute (its wait, from repayment-way and from a refused send).
// Each test runs its own server on a fresh database (fresh-server.ts).
import type { Page } from '@playwright/test';
import { appPath, closePrompts, commonQuery, expect, freshTest, noSidewaysScroll, shot } from './support';
import { advanceClock, type FreshServer } from './fresh-server';

const test = freshTest;

/** bindGCash links a GCash account for borrower A through the API and returns its id. */
async function bindGCash(page: Page, number: string): Promise<number> {
  const res = await page.request.post(`/medium/v3/bind-card/bind-card-new?${commonQuery()}`, {
    form: { product_id: '5', card_type: '1', channel: '90006', gcash_no: number, city: 'Metro Manila / Quezon City', payday: '15' },
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe('00');
  return body.data.accountId as number;
}

/** smsCode waits for the last card repayment code the server logged. */
async function smsCode(server: FreshServer): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const line = server.logs().filter((l) => l.includes('your code to pay')).pop() ?? '';
      code = /is (\d{6})\./.exec(line)?.[1] ?? '';
      return code;
    }, { message: 'the SMS code in the server log' })
    .toMatch(/^\d{6}$/);
  return code;
}

test('order 82: pay what is due from a linked GCash account with the SMS code, back on order details with the payment', async ({ page, server }, testInfo) => {
  await bindGCash(page, '09171234567');
  await page.clock.install();

  // The entry point on /repay.
  await page.goto(appPath('/repay', { productId: '5', orderId: '82' }));
  const amount = await page.locator('.pay-hero-amount').innerText();
  await expect(page.getByRole('button', { name: 'Pay from my linked account' })).toBeVisible();
  await shot(page, testInfo, 'card-repay-entry');
  await page.getByRole('button', { name: 'Pay from my linked account' }).click();
  await expect(page).toHaveURL(/\/repayByCard\?.*orderId=82/);
  await expect(page.getByRole('heading', { name: 'Pay from my account' })).toBeVisible();
  await expect(page.locator('.pay-hero-amount')).toHaveText(amount);
  const account = page.getByRole('radio', { name: /GCash/ });
  await expect(account).toContainText('•••• 4567');
  await expect(page.getByText('09171234567')).toHaveCount(0);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'card-repay-accounts');

  // No account chosen: the legacy flow's message.
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByText('Please choose the account to pay from first.')).toBeVisible();
  await expect(page.locator('.kw-toast')).toHaveCount(0);

  await account.click();
  await expect(account).toHaveAttribute('aria-checked', 'true');

  // The code: the countdown runs on the paused fake clock.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Get verification code' }).click();
  const entry = page.getByRole('textbox', { name: 'SMS code' });
  await expect(entry).toBeVisible();
  await expect(page.getByRole('button', { name: '60s' })).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(page.getByRole('button', { name: '59s' })).toBeVisible();
  await page.clock.runFor(29_000);
  await expect(page.getByRole('button', { name: '30s' })).toBeVisible();
  await shot(page, testInfo, 'card-repay-code');
  await page.clock.runFor(30_000);
  await expect(page.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
  await page.clock.resume();

  // A short code is refused on the page.
  const code = await smsCode(server);
  await entry.fill(code.slice(0, 5));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please enter the correct verification code')).toBeVisible();
  await expect(page.locator('.kw-toast')).toHaveCount(0);

  // A wrong code: 800006.
  await entry.fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^wrong verification code: 4 tries left/)).toBeVisible();
  await expect(page.locator('.kw-toast')).toHaveCount(0);

  // The right code: the debit, then order details.
  await entry.fill(code);
  await expect(entry).toHaveValue(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/loanDetail\?.*orderId=82/);
  await closePrompts(page);
  const history = page.locator('.payment-history');
  await expect(history).toBeVisible();
  await expect(history).toContainText('GCash •••• 4567');
  await expect(history).toContainText(amount);
  await expect(history).toContainText(/SBD\w{9}/);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'card-repay-paid');
});

test("Cancel keeps the server's minute on the button: its countdown, the server's refusal with the wait left, a reload, then a code again (issue 28)", async ({ page, server }, testInfo) => {
  await bindGCash(page, '09171234567');
  await page.clock.install();
  await page.goto(appPath('/repayByCard', { productId: '5', orderId: '82' }));
  await page.getByRole('radio', { name: /GCash/ }).click();

  // The code, then Cancel 5 s later: the entry goes, the countdown does not.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(page.getByRole('button', { name: '55s' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get verification code' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '55s' })).toBeDisabled();
  await expect(page.getByText(/You can ask for a new one when the countdown on the button ends/)).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'card-repay-cancelled');

  // The page's minute ends on its fake clock long before the server's
  // (real) one: the server refuses the tap and says how long is left, and
  // the button counts that down instead of offering a fresh code.
  await page.clock.runFor(55_000);
  await expect(page.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByText(/^A code was just sent\. Please wait \d+ seconds/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Get verification code' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveCount(0);

  // Opened again while the server counts: repayment-way's waitSeconds.
  await page.clock.resume();
  await page.reload();
  await page.getByRole('radio', { name: /GCash/ }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Get verification code' })).toHaveCount(0);

  // The server's minute over: a code again.
  await advanceClock(server, '60s');
  await page.reload();
  await page.getByRole('radio', { name: /GCash/ }).click();
  await expect(page.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  expect(server.logs().filter((l) => l.includes('your code to pay'))).toHaveLength(2);
});

test('no linked account: the page offers to link one', async ({ page }, testInfo) => {
  await page.goto(appPath('/repayByCard', { productId: '2', orderId: '81' }));
  await expect(page.getByRole('heading', { name: 'No linked account yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get verification code' })).toHaveCount(0);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'card-repay-empty');
  await page.getByRole('button', { name: 'Link an account' }).click();
  await expect(page).toHaveURL(/\/bindBank\?.*source=repayByCard/);
});

test('a declined debit says why and leaves the order as it was', async ({ page, server }, testInfo) => {
  await bindGCash(page, '09170000000'); // the sandbox declines an account ending in 0000
  await page.goto(appPath('/repayByCard', { productId: '2', orderId: '81' }));
  await page.getByRole('radio', { name: /GCash/ }).click();
  await page.getByRole('button', { name: 'Get verification code' }).click();
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'SMS code' }).fill(await smsCode(server));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/declined the payment: Insufficient funds/)).toBeVisible();
  await expect(page).toHaveURL(/\/repayByCard\?/);
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveCount(0);
  await shot(page, testInfo, 'card-repay-declined', { fullPage: false });
});
