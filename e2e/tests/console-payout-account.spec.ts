// A failed payout sent again to another account, under four eyes, at
// desktop size (1280x800) on a server of its own: borrower A binds GCash
// 0917 123 0000 and withdraws order 85; the payout sandbox refuses that
// account ("The receiving account does not exist"). Finance operator fe
// opens the order, proposes the right GCash number with a reason; fio, at
// another desk, approves it, which sends the payout again: the order is
// paid out (170), and A's order details (375x812) say where the money
// went. The server's books are checked when it stops (fresh-server.ts).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { appPath, closePrompts, commonQuery, expect, freshTest, shot } from './support';
import { approveInQueue, borrowerPhone, desktop, secondOperator, signInAs } from './console-support';
import { kwartaBin } from './fresh-server';

const run = promisify(execFile);
const test = freshTest;

test.use(desktop);

test('a failed payout goes to the account one operator proposes and another approves', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  for (const [path, form] of [
    ['/v3/bind-card/bind-card-new', { product_id: '6', card_type: '1', channel: '90006', gcash_no: '09171230000', city: 'Metro Manila / Quezon City', payday: '15' }],
    ['/v3/loan-details/withdraw', { orderId: '85' }],
  ] as const) {
    const res = await request.post(`/medium${path}?${commonQuery('demo-a')}`, { form });
    const body = await res.json();
    expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  }
  const first = await run(kwartaBin, ['order', 'disburse', '85', '--alone', '--db', server.dbFile]).then(() => '', (e: { stderr: string }) => e.stderr);
  expect(first).toContain('The receiving account does not exist');

  // fe sees the failure and proposes the borrower's right GCash number.
  await signInAs(page, request, server, 'fe', 'finance');
  await page.goto('/admin/orders/85');
  await expect(page.locator('.ant-descriptions-item', { hasText: /^Last payout/ })).toContainText('failed: The receiving account does not exist');
  await page.getByRole('button', { name: 'Change payout account…' }).click();
  const form = page.getByTestId('payout-account-form');
  await expect(form).toContainText('to GCash •••• 0000 failed: The receiving account does not exist');
  await form.getByLabel('E-wallet or bank').click();
  await page.locator('.ant-select-item-option', { hasText: /^GCash$/ }).click();
  await form.getByLabel('Account number').fill('0917 123 4567');
  await form.getByLabel('Reason').fill('The borrower called with the right GCash number');
  await shot(page, testInfo, 'console-payout-account-form');
  await form.getByRole('button', { name: 'Propose the change' }).click();
  const proposed = page.getByText(/Proposed — waiting for a second operator: #\d+ Send order KW\d+'s payout/);
  await expect(proposed).toBeVisible();
  const summary = /#\d+ (.*)\.$/.exec(await proposed.innerText())?.[1] ?? '';
  expect(summary).toMatch(/^Send order KW\d+'s payout to GCash •••• 4567 instead of GCash •••• 0000, and retry: The borrower called with the right GCash number$/);
  await expect(page.getByTestId('order-status')).toHaveText(/^151/);

  // fio approves it: the payout goes again, to the new account, and pays.
  const fio = await secondOperator(browser, request, server, 'fio', 'finance');
  await approveInQueue(fio, summary);
  await fio.goto('/admin/orders/85');
  await expect(fio.getByTestId('order-status')).toHaveText(/^170/);
  await expect(fio.locator('.ant-descriptions-item', { hasText: /^Last payout/ })).toContainText('succeeded');
  await fio.context().close();

  // Borrower A, on the phone: where the money went, in plain words.
  const phone = await browser.newContext({ ...borrowerPhone, baseURL: server.baseURL });
  const a = await phone.newPage();
  await a.goto(appPath('/loanDetail', { productId: '6', orderId: '85' }));
  await closePrompts(a);
  const sent = a.locator('dt', { hasText: /^Loan sent to$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(sent).toHaveText(/^₱[\d,.]+ to GCash •••• 4567 on .+ \(reference SBX-[0-9A-F]{12}\)$/);
  await shot(a, testInfo, 'borrower-order-sent-to');
  await phone.close();
});
