// The repayment pages against the real server: borrower A pays order 81
// (overdue) through REPAY and extends order 82 (due soon) through Rollover
// Repayment, each through the confirmation and the sandbox's pay page, and
// comes back to order details with the new figures; the pay code's copy
// and its barcode (decoded here bar by bar); repay-choose, a loan that
// cannot be paid yet, a refused pay link and a failed load. Every test
// runs its own server on a fresh database (fresh-server.ts), so paying
// changes nothing the other specs see.
import type { Page } from '@playwright/test';
import { appPath, closePrompts, expect, freshTest, noSidewaysScroll, shot } from './support';

const test = freshTest;

// Its tests are independent of each other (each has a server of its own),
// so they spread over the workers instead of running one after another
// in one (docs/ENGINEERING.md, "The tests' time").
test.describe.configure({ mode: 'parallel' });

/** peso reads '₱12,890.00' as 12890. */
const peso = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The value of a detail row of order details, by its label. */
async function rowValue(page: Page, label: string): Promise<string> {
  return page.locator('.rows > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first().innerText();
}

// Code 128's symbols as bar and space widths in modules, by value (0-105), and the stop symbol.
const CODE128 =
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 123122 123221 223211 221132 ' +
  '221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 ' +
  '231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 ' +
  '114131 311141 411131 211412 211214 211232';
const SYMBOLS = CODE128.split(' ');
const STOP = '2331112';

/**
 * decodeCode128 reads a Code 128 barcode from its bars (x and width of each
 * dark rectangle, left to right) as a scanner would: the narrowest bar is
 * one module, every symbol is 11 modules, the check symbol must match.
 */
function decodeCode128(bars: Array<{ x: number; width: number }>): string {
  const unit = Math.min(...bars.map((b) => b.width));
  const widths: number[] = [];
  bars.forEach((b, i) => {
    widths.push(Math.round(b.width / unit));
    const next = bars[i + 1];
    if (next) widths.push(Math.round((next.x - b.x - b.width) / unit));
  });
  const runs = widths.join('');
  if (!runs.endsWith(STOP)) throw new Error(`no stop symbol in ${runs}`);
  const body = runs.slice(0, -STOP.length);
  if (body.length % 6 !== 0) throw new Error(`bars do not make whole symbols: ${runs}`);
  const values: number[] = [];
  for (let i = 0; i < body.length; i += 6) {
    const v = SYMBOLS.indexOf(body.slice(i, i + 6));
    if (v < 0) throw new Error(`unknown symbol ${body.slice(i, i + 6)}`);
    values.push(v);
  }
  const [start, ...rest] = values;
  const check = rest.pop() as number;
  const sum = rest.reduce((s, v, i) => s + v * (i + 1), start);
  if (sum % 103 !== check) throw new Error('check symbol does not match');
  let set = { 103: 'A', 104: 'B', 105: 'C' }[start];
  if (!set) throw new Error(`no start symbol: ${start}`);
  let text = '';
  for (const v of rest) {
    if (v === 99) set = 'C';
    else if (v === 100 && set !== 'B') set = 'B';
    else if (v === 101 && set !== 'A') set = 'A';
    else if (set === 'C') text += String(v).padStart(2, '0');
    else if (set === 'B') text += String.fromCharCode(v + 32);
    else text += String.fromCharCode(v < 64 ? v + 32 : v - 64);
  }
  return text;
}

test('order 81: REPAY, a channel, Payment, the confirmation, the sandbox, Simulate payment, back on order details no longer overdue', async ({ page }, testInfo) => {
  await page.goto(appPath('/loanDetail', { productId: '2', orderId: '81' }));
  await expect(page.getByRole('heading', { name: 'Overdue' })).toBeVisible();
  await closePrompts(page);
  const owedBefore = peso(await rowValue(page, 'Outstanding'));

  await page.getByRole('button', { name: 'REPAY', exact: true }).click();
  await expect(page).toHaveURL(/\/repay\?.*productId=2&orderId=81/);
  await expect(page.getByRole('heading', { name: 'Repayment' })).toBeVisible();
  const amount = await page.locator('.pay-hero-amount').innerText();
  expect(amount).toMatch(/^₱[\d,]+\.\d\d$/);
  await expect(page.locator('.pay-hero')).toContainText('Sahod Saver');
  await expect(page.locator('.pay-hero')).toContainText('Repayment date');
  // The detail rows: 2, then all with More, then 2 again with Hide.
  const rows = page.locator('.pay-page .rows > div');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByText('Penalty', { exact: true })).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(2);
  await shot(page, testInfo, 'repay-81-details');
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Tap Payment to get your reference number.')).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-81');

  // The first channel is preselected; choose 7-Eleven.
  const method = page.getByRole('button', { name: /Payment Method/ });
  await expect(method).toContainText('GCash');
  await method.click();
  const picker = page.getByRole('dialog', { name: 'Choose a payment method' });
  await expect(picker.getByText('Cebuana Lhuillier')).toBeVisible();
  await expect(picker.locator('.adm-check-list-item-extra svg')).toHaveCount(1);
  await page.waitForTimeout(400); // the sheet's slide-in
  await shot(page, testInfo, 'repay-picker', { fullPage: false });
  await picker.getByText('7-Eleven').click();
  await expect(picker).toBeHidden();
  await expect(method).toContainText('7-Eleven');

  // Payment: a code, then the confirmation.
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repayOrNot\?/);
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await expect(page.locator('.pay-hero-amount')).toHaveText(amount);
  await expect(page.getByText('7-Eleven')).toBeVisible();
  const reference = await page.locator('.rows > div').filter({ has: page.getByText('Reference number', { exact: true }) }).locator('dd').innerText();
  expect(reference).toMatch(/^SBX\w+$/);
  await expect(page.getByText(`Pay exactly ${amount} with your reference number.`)).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-or-not');

  // Continue: the provider's page (the sandbox's), then the simulated payment.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/medium\/payments\/sandbox\//);
  await expect(page.getByRole('heading', { name: `Pay ${amount}` })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText('What is due now')).toBeVisible();
  await shot(page, testInfo, 'repay-sandbox');
  await page.getByRole('button', { name: 'Simulate payment' }).click();

  await expect(page).toHaveURL(/\/loanDetail\?.*orderId=81.*paid=credited/);
  await expect(page.getByRole('heading', { name: 'Repaying' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overdue' })).toHaveCount(0);
  await closePrompts(page);
  expect(peso(await rowValue(page, 'Outstanding'))).toBeCloseTo(owedBefore - peso(amount), 2);
  await shot(page, testInfo, 'repay-81-paid');
});

test('order 82: Rollover Repayment, Payment, the sandbox, Simulate payment, back on order details with the new due date', async ({ page }, testInfo) => {
  await page.goto(appPath('/loanDetail', { productId: '5', orderId: '82' }));
  await expect(page.getByRole('heading', { name: 'Payment due soon' })).toBeVisible();
  await closePrompts(page);
  const dueBefore = await rowValue(page, 'Next due date');

  await page.getByRole('button', { name: 'Rollover Repayment' }).click();
  await expect(page).toHaveURL(/\/repayDelay\?.*productId=5&orderId=82/);
  await expect(page.getByRole('heading', { name: 'Rollover Repayment' })).toBeVisible();
  const sentence = await page.getByText(/^Your next payment date is /).innerText();
  const newDue = sentence.replace('Your next payment date is ', '');
  expect(newDue).not.toBe(dueBefore);
  await expect(page.locator('.pay-hero')).toContainText(/Extend your due date by \d+ days/);
  const amount = await page.locator('.pay-hero-amount').innerText();
  const plan = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Plan' }) });
  await expect(plan.getByText('Extension fee')).toBeVisible();
  await expect(plan.getByText('Then due')).toBeVisible();
  await expect(plan.getByText(newDue)).toBeVisible();
  await expect(page.getByRole('button', { name: /How to pay with a reference number/ })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-delay-82');

  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repayOrNot\?/);
  // The address changes before the page's chunk has loaded: the extension
  // page (which also shows the amount) stays until the confirmation replaces it.
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeVisible();
  await expect(page.locator('.pay-hero-amount')).toHaveText(amount);
  await expect(page.getByText('GCash', { exact: true })).toBeVisible();
  await proceed.click();
  await expect(page.getByRole('heading', { name: `Pay ${amount}` })).toBeVisible();
  await expect(page.getByText('An extension')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate payment' }).click();

  await expect(page).toHaveURL(/\/loanDetail\?.*orderId=82.*paid=credited/);
  await expect(page.getByRole('heading', { name: 'Repaying' })).toBeVisible();
  await closePrompts(page);
  expect(await rowValue(page, 'Next due date')).toBe(newDue);
  await shot(page, testInfo, 'repay-82-extended');
});

test('the pay code: copy, the Code 128 barcode, and the code page', async ({ page, context, server }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });
  await page.goto(appPath('/repay', { productId: '2', orderId: '81' }));
  await expect(page.getByText('Tap Payment to get your reference number.')).toBeVisible();

  // Ask for a code, then change one's mind on the confirmation: the code box now holds it.
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repayOrNot\?/);
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  const reference = await page.locator('.rows > div').filter({ has: page.getByText('Reference number', { exact: true }) }).locator('dd').innerText();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/repay\?/);
  const code = page.getByTestId('repay-code');
  await expect(code).toHaveText(reference);
  await expect(page.locator('.pay-code')).toContainText('GCash reference number');

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('copy success')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await shot(page, testInfo, 'repay-81-code');

  await page.getByRole('button', { name: /Barcode/ }).click();
  const modal = page.getByRole('dialog', { name: 'Show this barcode at the counter' });
  const svg = modal.locator('svg.pay-barcode-svg');
  await expect(svg.locator('g rect').first()).toBeAttached();
  const bars = await svg.locator('g rect').evaluateAll((rects) =>
    rects.map((r) => ({ x: Number(r.getAttribute('x')), width: Number(r.getAttribute('width')) })).sort((a, b) => a.x - b.x),
  );
  expect(bars.length).toBeGreaterThan(20);
  expect(decodeCode128(bars)).toBe(reference);
  const box = await svg.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  await page.waitForTimeout(300); // the modal's fade-in
  await shot(page, testInfo, 'repay-barcode', { fullPage: false });
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // Tapping the box saves repaymentInfo and opens /repaymentOfCode2.
  await page.getByRole('button', { name: new RegExp(reference) }).click();
  await expect(page).toHaveURL(/\/repaymentOfCode2\?.*orderId=81/);
  const info = await page.evaluate(() => JSON.parse(localStorage.getItem('repaymentInfo') ?? 'null'));
  expect(info).toMatchObject({ payCode: reference, title: 'GCash reference number', repayAmount: expect.stringMatching(/^₱/) });
  expect(Object.keys(info.payNotice)).toContain('E-wallet');
});

test('repay choose: what is due now, pay-off from its date, the extension', async ({ page }, testInfo) => {
  await page.goto(appPath('/repayChoose', { productId: '2', orderId: '81' }));
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
  await expect(page.getByText(/^You can repay the whole loan from \w{3} \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay off/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Extend the due date/ })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-choose');
  await page.getByRole('button', { name: /Extend the due date/ }).click();
  await expect(page).toHaveURL(/\/repayDelay\?.*orderId=81/);
  await expect(page.getByText(/^Your next payment date is /)).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: /Pay what is due now/ }).click();
  await expect(page).toHaveURL(/\/repay\?.*orderId=81/);
  await expect(page.getByText('Amount due now')).toBeVisible();
});

test('repay choose with the pay-off open: the channel, Payment, and the server keeping its own rule', async ({ page }, testInfo) => {
  // No demo order may be paid off yet; show the page as it is once one may
  // (canPayOff 1). The server still decides: it refuses the early pay-off.
  await page.route('**/medium/v3/repay/loan-play-detail?**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.canPayOff = 1;
    await route.fulfill({ response, json: body });
  });
  await page.goto(appPath('/repayChoose', { productId: '2', orderId: '81' }));
  await expect(page.getByText('Pays everything you owe and closes the loan.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Payment Method/ })).toContainText('GCash');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-choose-payoff');
  await page.getByRole('button', { name: /^Pay off ₱[\d,]+\.\d\d$/ }).click();
  await expect(page.getByText(/paying ahead of your due dates is allowed from/)).toBeVisible();
  await expect(page).toHaveURL(/\/repayChoose\?/);
});

test('a one-payment loan before its due window cannot be paid yet (order 83)', async ({ page }, testInfo) => {
  await page.goto(appPath('/repay', { productId: '4', orderId: '83' }));
  await expect(page.getByRole('alert')).toContainText(/allowed from \w{3} \d{1,2}, \d{4}/);
  await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeDisabled();
  await shot(page, testInfo, 'repay-83-not-yet');
});

test('the confirmation refuses a pay link that is neither this site nor https', async ({ page }, testInfo) => {
  await page.goto(appPath('/repayOrNot', { productId: '2', orderId: '81', payUrl: 'javascript:alert(1)', amountText: '₱1.00', channel: 'GCash' }));
  await expect(page.getByText('This payment link cannot be opened')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await shot(page, testInfo, 'repay-or-not-refused');
  await page.getByRole('button', { name: 'Back to my order' }).click();
  await expect(page).toHaveURL(/\/loanDetail\?.*orderId=81/);
});

test('a page that cannot load says so (a settled order takes no payment)', async ({ page }, testInfo) => {
  await page.goto(appPath('/repay', { productId: '1', orderId: '86' }));
  await expect(page.getByText('We could not load this page.')).toBeVisible();
  await expect(page.getByText(/takes no payment/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await shot(page, testInfo, 'repay-error');
});
