// Binding a payout account against the real server, at phone size, on a
// server of its own (fresh-server.ts). Borrower A's approved order 85 has
// nowhere to send the money: its prompt leads to /bindBank?source=loanDetail,
// where a wrong-length GCash number gets the server's message under the
// field, the Bank account tab swaps the e-wallet fields for the bank ones,
// and a GCash account (with its province, city and payday) is bound. Back on
// order details the prompt is gone; she withdraws, the operator disburses
// from the command line (`kwarta order disburse`) and she sees 170,
// Repaying. Screenshots: both tabs, the field error, the bank picker and
// the city picker open.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { appPath, expect, freshTest, noSidewaysScroll, shot } from './support';
import { kwartaBin } from './fresh-server';

const run = promisify(execFile);
const test = freshTest;

/** The open picker (antd-mobile's Picker in its bottom popup). */
const picker = (page: Page) => page.locator('.adm-picker-popup .adm-picker');
/** A choice row of the bank form: a button named by its title and its choice. */
const choice = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title} `) });

/**
 * settled waits until the open picker has slid in and every wheel has come
 * to rest on the middle line (before a tap or a screenshot). Only the shown
 * picker counts: a closed one may still be on its way out.
 */
async function settled(page: Page) {
  await expect.poll(() => page.evaluate(() => {
    const body = [...document.querySelectorAll('.adm-picker-popup .adm-popup-body')].find((e) => e.getClientRects().length > 0);
    const view = body?.querySelector('.adm-picker-view');
    const middle = body?.querySelector('.adm-picker-view-mask-middle')?.getBoundingClientRect();
    const active = [...(body?.querySelectorAll('.adm-picker-view-column-item-active') ?? [])].map((e) => e.getBoundingClientRect());
    if (!body || !view || !middle || active.length === 0 || view.scrollTop !== 0) return false;
    // antd-mobile turns pointer events off until the slide ends: a tap before then lands on the mask and closes the picker.
    const slidIn = getComputedStyle(body).pointerEvents !== 'none' && Math.abs(body.getBoundingClientRect().bottom - window.innerHeight) < 2;
    return slidIn && active.every((a) => Math.abs(a.top - middle.top) < 2);
  })).toBe(true);
}

/**
 * pick taps a line of the picker's wheel, as a finger does, and waits until
 * the wheel holds it. A tap at the line's place: under touch emulation the
 * wheel's gesture handler drops a mouse click, and Playwright's own tap
 * scrolls the clipped wheel box to the line first (a phone never does),
 * which moves the middle band off the screen. The line must be on the
 * screen (a finger swipes to the others).
 */
async function pick(page: Page, line: string) {
  const item = picker(page).locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${line}$`) });
  await settled(page);
  const box = await item.boundingBox();
  if (!box) throw new Error(`no line ${line} in the picker`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(item).toHaveClass(/adm-picker-view-column-item-active/);
}

async function confirmPicker(page: Page) {
  await picker(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(picker(page)).toHaveCount(0);
}

test('order 85: bind a GCash account from the prompt, withdraw, the operator disburses, the borrower sees 170', async ({ page, server }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(appPath('/loanDetail', { productId: '6', orderId: '85' }));
  const prompt = page.locator('.adm-dialog');
  await expect(prompt.getByText('Bind a bank card')).toBeVisible();
  await prompt.getByRole('button', { name: 'Go and bind the card' }).click();
  await expect(page).toHaveURL(/\/bindBank\?.*productId=6.*source=loanDetail/);
  await expect(page.getByRole('heading', { name: 'Payment account information' })).toBeVisible();

  // E-wallet first, GCash the default channel.
  await expect(page.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
  await expect(choice(page, 'E-wallet')).toHaveText(/GCash/);
  const gcash = page.getByRole('textbox', { name: 'GCash number' });
  await expect(gcash).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Maya number' })).toHaveCount(0);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'bind-bank-ewallet');

  // A number of the wrong length: the server's message under the field.
  await gcash.fill('0917123');
  await expect(gcash).toHaveValue('091 7123');
  await page.getByRole('button', { name: 'Next' }).click();
  const gcashError = page.locator('.bank-field[data-code="gcash_no"] .bank-error');
  await expect(gcashError).toBeVisible();
  await expect(gcash).toHaveAttribute('aria-invalid', 'true');
  await shot(page, testInfo, 'bind-bank-field-error', { fullPage: false });

  // The Bank account tab: the bank and the account number, no e-wallet fields.
  await page.getByRole('tab', { name: 'Bank account' }).click();
  await expect(choice(page, 'Bank')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Account number' })).toBeVisible();
  // Its hint is the widest range of the banks' rules (card-init's digits), no bank chosen yet.
  await expect(page.locator('.bank-field[data-code="account_no"] .bank-sub')).toHaveText('10 to 16 digits, as on your passbook or app');
  await expect(gcash).toHaveCount(0);
  await expect(choice(page, 'E-wallet')).toHaveCount(0);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'bind-bank-bank-account');
  await choice(page, 'Bank').click();
  await expect(picker(page)).toBeVisible();
  await expect(picker(page).getByText('BDO', { exact: false }).first()).toBeVisible();
  await settled(page);
  await shot(page, testInfo, 'bind-bank-bank-picker', { fullPage: false });
  await picker(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(picker(page)).toHaveCount(0);
  await expect(choice(page, 'Bank')).toHaveText(/Choose/);

  // Back to the e-wallet: GCash, province and city, payday.
  await page.getByRole('tab', { name: 'E-wallet' }).click();
  await choice(page, 'Province and city').click();
  await expect(picker(page).getByText('Metro Manila', { exact: true })).toBeVisible();
  await pick(page, 'Makati City');
  await settled(page);
  await shot(page, testInfo, 'bind-bank-city-picker', { fullPage: false });
  await confirmPicker(page);
  await expect(choice(page, 'Province and city')).toHaveText(/Metro Manila \/ Makati City/);
  await choice(page, 'Payday').click();
  await expect(picker(page).locator('.adm-picker-view-column-item')).toHaveText(Array.from({ length: 31 }, (_, i) => String(i + 1)));
  await pick(page, '3');
  await confirmPicker(page);
  await expect(choice(page, 'Payday')).toHaveText('3');
  await gcash.fill('09171234567');
  await expect(gcash).toHaveValue('091 7123 4567');
  await expect(gcashError).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // Back on the order, with no prompt; withdraw.
  await expect(page).toHaveURL(/\/loanDetail\?.*orderId=85.*source=loanDetail/);
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go and bind the card' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Withdraw Now' }).click();
  await expect(prompt.getByText('is approved. Withdraw it now')).toBeVisible();
  await prompt.getByRole('button', { name: 'Withdraw Now' }).click();
  await expect(page.getByRole('heading', { name: 'Disbursing' })).toBeVisible();

  // The operator disburses through the payout sandbox, alone (--alone: the
  // test's own database; without it, a second operator would approve).
  const { stdout } = await run(kwartaBin, ['order', 'disburse', '85', '--alone', '--db', server.dbFile]);
  expect(stdout).toContain('is now 170');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Repaying' })).toBeVisible();
  // A repaying order shows its kind tips once; no card prompt.
  await expect(prompt.getByText('Kind tips')).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Go and bind the card' })).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('.adm-dialog-body')).toHaveCount(0);
  await shot(page, testInfo, 'bind-bank-order-85-repaying');
});
