// Repayment money that follows the calendar, in the browser, at phone size, each test on a server of its own
// (fresh-server.ts) so that paying and moving its clock change nothing the
// other specs see: order 81's code issued today and paid tomorrow (the
// server's clock moved a day, --test-clock), a part-payment typed on the
// money keyboard and credited, and the picker starting on the open code's
// channel so that Payment reuses that code.
import type { Page } from '@playwright/test';
import { advanceClock } from './fresh-server';
import { appPath, closePrompts, expect, freshTest, noSidewaysScroll, shot } from './support';

const test = freshTest;

// Its tests are independent of each other (each has a server of its own),
// so they spread over the workers instead of running one after another
// in one (docs/ENGINEERING.md, "The tests' time").
test.describe.configure({ mode: 'parallel' });

/** peso reads '₱12,890.00' as 12890. */
const peso = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** pesoText writes 12890 as '₱12,890.00', as the pages do. */
const pesoText = (n: number) => `₱${n.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The value of a detail row of order details, by its label. */
async function rowValue(page: Page, label: string): Promise<string> {
  return page.locator('.rows > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first().innerText();
}

/** The reference number the confirmation shows. */
async function confirmedReference(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  return page.locator('.rows > div').filter({ has: page.getByText('Reference number', { exact: true }) }).locator('dd').innerText();
}

/** openOrder opens order details and closes the prompts it opens by itself. */
async function openOrder(page: Page, productId: string, orderId: string): Promise<void> {
  await page.goto(appPath('/loanDetail', { productId, orderId }));
  await expect(page.locator('.rows').first()).toBeVisible();
  await closePrompts(page);
}

/** The payment lines of order details' history. */
const paymentLines = (page: Page) => page.locator('.payment-history .payment-line');

test('order 81: a code issued today and paid tomorrow is credited, and order details says what remains', async ({ page, server }, testInfo) => {
  await openOrder(page, '2', '81');
  await expect(page.getByRole('heading', { name: 'Overdue' })).toBeVisible();

  // Today: a code for what is due now; the borrower leaves without paying.
  await page.goto(appPath('/repay', { productId: '2', orderId: '81' }));
  const dueToday = await page.locator('.pay-hero-amount').innerText();
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repayOrNot\?/);
  const reference = await confirmedReference(page);
  const payUrl = new URL(page.url()).searchParams.get('payUrl') ?? '';
  expect(payUrl).toMatch(/\/medium\/payments\/sandbox\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('repay-code')).toHaveText(reference);
  // The box says the code's amount and until when it holds.
  const box = page.locator('.pay-code');
  await expect(box.locator('.pay-code-amount')).toHaveText(`Amount ${dueToday}`);
  await expect(box.locator('.pay-code-expiry')).toHaveText(/^Pay by /);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-part-81-code-today');

  // Tomorrow: late interest has grown.
  await advanceClock(server, '24h');
  await openOrder(page, '2', '81');
  const owedTomorrow = peso(await rowValue(page, 'Outstanding'));
  await page.goto(appPath('/repay', { productId: '2', orderId: '81' }));
  const dueTomorrow = await page.locator('.pay-hero-amount').innerText();
  expect(peso(dueTomorrow)).toBeGreaterThan(peso(dueToday));
  await shot(page, testInfo, 'repay-part-81-next-day');

  // Yesterday's code is paid now, on the provider's page it went to.
  await page.goto(payUrl);
  await expect(page.getByRole('heading', { name: `Pay ${dueToday}` })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await page.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(page).toHaveURL(/\/loanDetail\?.*orderId=81/);
  await closePrompts(page);

  // Credited at once, to the centavo: the payment is in the history and the rest stays owed.
  const line = paymentLines(page).filter({ hasText: reference });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(dueToday);
  expect(peso(await rowValue(page, 'Outstanding'))).toBeCloseTo(owedTomorrow - peso(dueToday), 2);
  // Still overdue: what was due grew overnight, and the page says what remains and why.
  const remaining = pesoText(peso(dueTomorrow) - peso(dueToday));
  await expect(page.getByRole('heading', { name: 'Overdue' })).toBeVisible();
  expect(await rowValue(page, 'Due now')).toBe(remaining);
  const last = await rowValue(page, 'Last payment');
  expect(last).toContain(`paid ${dueToday} (penalty `);
  expect(last).toContain(`; ${remaining} still due now (${dueTomorrow} was due when it arrived)`);
  await expect(page.getByText(`until you pay ${remaining}`)).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-part-81-paid-next-day');
});

test('order 81: pay ₱500.00 typed on the money keyboard; it is credited in the payments list', async ({ page }, testInfo) => {
  await openOrder(page, '2', '81');
  const owedBefore = peso(await rowValue(page, 'Outstanding'));

  await page.goto(appPath('/repay', { productId: '2', orderId: '81' }));
  const due = page.getByRole('radio', { name: /Pay what is due now/ });
  await expect(due).toBeChecked();
  const dueNow = await page.locator('.pay-hero-amount').innerText();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-part-choice');

  // "Pay a different amount" opens the money keyboard, with the range.
  await page.getByRole('radio', { name: 'Pay a different amount' }).check();
  const field = page.getByLabel('Amount you want to pay');
  await expect(field).toBeVisible();
  await expect(page.getByText(`Minimum ₱100.00, up to ${dueNow}`)).toBeVisible();
  const keyboard = page.locator('.adm-number-keyboard-wrapper');
  await expect(keyboard).toBeVisible();
  const key = (k: string) => keyboard.getByRole('button', { name: k, exact: true }).click();
  const confirm = keyboard.getByRole('button', { name: 'Confirm' });
  // Confirm does nothing while empty.
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  // Below the minimum: said beside the field, no code asked for.
  await key('5');
  await key('0');
  await expect(field).toHaveValue('50');
  await confirm.click();
  await expect(page.getByRole('alert')).toHaveText('The least you can pay now is ₱100.00.');
  await page.waitForTimeout(300); // the keyboard's slide-out
  await shot(page, testInfo, 'repay-part-below-minimum', { fullPage: false });
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repay\?/);

  // ₱500.00: digits, a point, at most two decimals.
  await field.click();
  await expect(keyboard).toBeVisible();
  await key('0');
  for (const k of ['.', '0', '0', '9']) await key(k);
  await expect(field).toHaveValue('500.00');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.waitForTimeout(300);
  await shot(page, testInfo, 'repay-part-keyboard', { fullPage: false });
  await confirm.click();
  await expect(keyboard).toBeHidden();

  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repayOrNot\?/);
  const reference = await confirmedReference(page);
  await expect(page.locator('.pay-hero-amount')).toHaveText('₱500.00');
  await expect(page.getByText('Pay exactly ₱500.00 with your reference number.')).toBeVisible();
  await shot(page, testInfo, 'repay-part-or-not');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Pay ₱500.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Simulate payment' }).click();

  await expect(page).toHaveURL(/\/loanDetail\?.*orderId=81/);
  await closePrompts(page);
  const line = paymentLines(page).filter({ hasText: reference });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('₱500.00');
  expect(peso(await rowValue(page, 'Outstanding'))).toBeCloseTo(owedBefore - 500, 2);
  await expect(page.getByRole('heading', { name: 'Overdue' })).toBeVisible();
  const left = pesoText(peso(dueNow) - 500);
  expect(await rowValue(page, 'Due now')).toBe(left);
  expect(await rowValue(page, 'Last payment')).toContain(`paid ₱500.00 (penalty ₱500.00); ${left} still due now (${dueNow} was due when it arrived)`);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-part-paid');

  // Back on /repay: the open code was paid, and what is due now is ₱500.00 less.
  await page.goto(appPath('/repay', { productId: '2', orderId: '81' }));
  await expect(page.locator('.pay-hero-amount')).toHaveText(left);
});

test("the picker starts on the open code's channel, and Payment reuses that code", async ({ page }, testInfo) => {
  // /repay (order 81): a Maya code.
  await page.goto(appPath('/repay', { productId: '2', orderId: '81' }));
  const method = page.getByRole('button', { name: /Payment Method/ });
  await expect(method).toContainText('GCash');
  await method.click();
  const picker = page.getByRole('dialog', { name: 'Choose a payment method' });
  await picker.getByText('Maya').click();
  await expect(picker).toBeHidden();
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  const reference = await confirmedReference(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('repay-code')).toHaveText(reference);

  // Opened again, the page starts on Maya, not the first channel.
  await page.reload();
  await expect(page.getByTestId('repay-code')).toHaveText(reference);
  await expect(page.locator('.pay-code')).toContainText('Maya reference number');
  await expect(method).toContainText('Maya');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-part-picker-open-code');
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  expect(await confirmedReference(page)).toBe(reference);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The code page: the code, until when it holds, and its own amount in the total and the steps.
  await page.getByRole('button', { name: new RegExp(reference) }).click();
  await expect(page).toHaveURL(/\/repaymentOfCode2\?/);
  await expect(page.getByTestId('pay-code')).toHaveText(reference);
  await expect(page.locator('.code-pay-by')).toHaveText(/^Pay by /);
  const total = await page.locator('.code-total strong').innerText();
  await expect(page.getByText(`Enter the reference number ${reference} and the amount ${total}.`).first()).toBeVisible();
  await shot(page, testInfo, 'repay-part-code-page');

  // /repayDelay (order 82): a 7-Eleven extension code.
  await page.goto(appPath('/repayDelay', { productId: '5', orderId: '82' }));
  const delayMethod = page.getByRole('button', { name: /Payment Method/ });
  await expect(delayMethod).toContainText('GCash');
  await delayMethod.click();
  await page.getByRole('dialog', { name: 'Choose a payment method' }).getByText('7-Eleven').click();
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  const extensionRef = await confirmedReference(page);
  await page.goto(appPath('/repayDelay', { productId: '5', orderId: '82' }));
  await expect(page.getByTestId('repay-code')).toHaveText(extensionRef);
  await expect(delayMethod).toContainText('7-Eleven');
  await shot(page, testInfo, 'repay-part-delay-open-code');
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  expect(await confirmedReference(page)).toBe(extensionRef);
});

test('order 82: an extension paid after its due date passed is credited as a repayment, and order details says it was not extended', async ({ page, server }, testInfo) => {
  await openOrder(page, '5', '82');
  const dueBefore = await rowValue(page, 'Next due date');

  // Today, in the due window: an extension code, not paid yet.
  await page.goto(appPath('/repayDelay', { productId: '5', orderId: '82' }));
  const price = await page.locator('.pay-hero-amount').innerText();
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repayOrNot\?/);
  const reference = await confirmedReference(page);
  const payUrl = new URL(page.url()).searchParams.get('payUrl') ?? '';
  expect(payUrl).toMatch(/\/medium\/payments\/sandbox\//);

  // Three days on the due date has passed: the extension costs more now.
  await advanceClock(server, '72h');
  await page.goto(appPath('/repayDelay', { productId: '5', orderId: '82' }));
  expect(peso(await page.locator('.pay-hero-amount').innerText())).toBeGreaterThan(peso(price));

  // The old code's money arrives.
  await page.goto(payUrl);
  await expect(page.getByRole('heading', { name: `Pay ${price}` })).toBeVisible();
  await page.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(page).toHaveURL(/\/loanDetail\?.*orderId=82/);
  await closePrompts(page);

  // Credited, as a repayment: the due date did not move, and the page says why.
  const line = paymentLines(page).filter({ hasText: reference });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Repayment (not extended)');
  await expect(line).toContainText(price);
  expect(await rowValue(page, 'Next due date')).toBe(dueBefore);
  await expect(page.getByRole('heading', { name: 'Overdue' })).toBeVisible();
  const last = await rowValue(page, 'Last payment');
  expect(last).toContain(`paid ${price} (penalty `);
  expect(last).toContain('not extended, credited as a repayment: the extension cost ');
  expect(last).toContain(` when this money arrived, not ${price}`);
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'repay-part-82-extension-late');
});
