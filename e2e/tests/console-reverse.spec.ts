// Reversing a payment under four eyes at desktop size (1280x800), on a
// server of its own: borrower A pays ₱500.00 on order 82 through the
// sandbox's GCash page, meaning it for overdue order 81. Finance operator fe
// opens order 82, presses "Reverse…" on the payment and proposes crediting
// it to order 81 (its KW number typed) with a reason; nothing changes until
// fio, at another desk, approves it in "Waiting for approval". Order 82's
// page then lists the payment "(reversed on …" and owes ₱500.00 more, order
// 81's owes ₱500.00 less, and A's order details for 82 (375x812) show
// "Payment corrected" with the reason. The server's books are checked when
// it stops (fresh-server.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { appPath, closePrompts, commonQuery, expect, freshTest, shot } from './support';
import { approveInQueue, borrowerPhone, desktop, secondOperator, signInAs } from './console-support';

const test = freshTest;

test.use(desktop);

/** minor reads "₱35,930.00" as minor units. */
const minor = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** pay has borrower A pay amount (minor units) on an order through the sandbox's GCash page. */
async function pay(request: APIRequestContext, orderId: string, productId: string, amount: number): Promise<void> {
  const res = await request.post(`/medium/v3/repay/generate-pay-code?${commonQuery('demo-a')}`,
    { form: { orderId, productId, amount: String(amount), channelNumber: 'GCSH' } });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  const paid = await request.post((body.data.payUrl as string).split('?')[0], { form: { status: 'S' } });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
}

/** orderNo is an order's number (KW…) as the console's API reads it. */
async function orderNo(page: Page, id: string): Promise<string> {
  const res = await page.request.get(`/medium/admin/api/orders/detail?orderNo=${id}`);
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data.orderNo as string;
}

/** owedOn opens an order's console page and reads what it owes (minor units). */
async function owedOn(page: Page, id: string): Promise<number> {
  await page.goto(`/admin/orders/${id}`);
  const owed = page.locator('.ant-descriptions-item', { hasText: /^Owed/ }).locator('.ant-descriptions-item-content');
  await expect(owed).toHaveText(/₱/);
  return minor(await owed.innerText());
}

/** The order page's Payments card's rows (the Ledger card above it names payments in its memos). */
const paymentRows = (page: Page) =>
  page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: /^Payments$/ }) }).locator('tr.ant-table-row');

test('a payment credited to the wrong order is reversed onto the right one when a second operator approves it', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  await pay(request, '82', '5', 500_00);

  await signInAs(page, request, server, 'fe', 'finance');
  const no81 = await orderNo(page, '81');
  expect(no81).toMatch(/^KW\d+$/);
  const owed81Before = await owedOn(page, '81');
  const owed82Before = await owedOn(page, '82');

  // fe reverses the ₱500.00 on order 82 and credits it to order 81.
  const payment = paymentRows(page).filter({ hasText: '₱500.00' });
  await expect(payment).toHaveCount(1);
  await payment.getByRole('button', { name: 'Reverse…' }).click();
  const form = page.getByTestId('reverse-form');
  await expect(form).toContainText('Reverse the payment of ₱500.00 received');
  await form.getByRole('button', { name: 'Propose the reversal' }).click();
  await expect(form.getByText('Say why: a reversal needs a reason.')).toBeVisible();
  await form.getByLabel('Credit it to order').fill(no81);
  await form.getByLabel('Reason').fill('Paid on the wrong loan: meant for the overdue one');
  await shot(page, testInfo, 'console-reverse-form');
  await form.getByRole('button', { name: 'Propose the reversal' }).click();
  const proposed = page.getByText(/Proposed — waiting for a second operator: #\d+ Reverse payment #\d+/);
  await expect(proposed).toBeVisible();
  const summary = /#\d+ (Reverse .*)\.$/.exec(await proposed.innerText())?.[1] ?? '';
  expect(summary).toMatch(new RegExp(`^Reverse payment #\\d+ \\(₱500\\.00 received \\w{3} \\d+, \\d{4}\\) on order KW\\d+, and credit it to order ${no81} as of the day it arrived: Paid on the wrong loan: meant for the overdue one$`));
  // Nothing changed yet.
  await expect(paymentRows(page).filter({ hasText: '₱500.00' })).not.toContainText('reversed on');

  // fio approves it in the queue.
  const fio = await secondOperator(browser, request, server, 'fio', 'finance');
  await approveInQueue(fio, summary);
  await expect(fio.getByText(/Reversed ₱500\.00 on order KW\d+, which now owes ₱[\d,.]+; credited it to order KW\d+, which now owes ₱[\d,.]+\./)).toBeVisible();
  await fio.context().close();

  // Order 82: the payment reversed, ₱500.00 more owed; order 81: ₱500.00 less.
  expect(await owedOn(page, '82')).toBe(owed82Before + 500_00);
  const reversed = paymentRows(page).filter({ hasText: '₱500.00' });
  await expect(reversed).toHaveCount(1);
  await expect(reversed).toContainText(/\(reversed on \w{3} \d+, \d{4}: it no longer counts toward this loan\)/);
  await expect(reversed.getByRole('button', { name: 'Reverse…' })).toHaveCount(0);
  await shot(page, testInfo, 'console-reverse-approved');
  expect(await owedOn(page, '81')).toBe(owed81Before - 500_00);
  await expect(paymentRows(page).filter({ hasText: '₱500.00' })).toHaveCount(1);

  // Borrower A, on the phone: order 82's details say the payment was corrected, and why.
  const phone = await browser.newContext({ ...borrowerPhone, baseURL: server.baseURL });
  const a = await phone.newPage();
  await a.goto(appPath('/loanDetail', { productId: '5', orderId: '82' }));
  await expect(a.getByRole('heading', { name: 'Payment due soon' })).toBeVisible();
  await closePrompts(a);
  const line = (label: string) => a.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(line('Payment corrected')).toContainText('Paid on the wrong loan: meant for the overdue one');
  await expect(line('Payment corrected')).toContainText('₱500.00');
  // The payment's own line (its split, what it left due) no longer holds: not shown.
  await expect(a.locator('dt', { hasText: /^Last payment$/ })).toHaveCount(0);
  await expect(line('Outstanding')).toHaveText(new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format((owed82Before + 500_00) / 100));
  await shot(a, testInfo, 'borrower-order-payment-corrected');
  await phone.close();
});
