// Refunding held money through the payout channel under four eyes, at
// desktop size (1280x800), on a server of its own: borrower A's pay code on
// order 81 asks ₱500.00 and the sandbox provider's signed postback says
// ₱400.00 was paid, so the payment is kept for review. Finance operator fe
// opens Payments, resolves it as "Mark it refunded" with a note ("Propose
// the refund": to A's default payout account, GCash •••• 4567, which A
// binds first); fio, at
// another desk, approves it, and the sandbox payout sends it at once. Order
// 81's console page lists the refund as succeeded in its "Refunds" card,
// the review list's resolved table says refunded by fio, and A's order
// details (375x812) say "₱400.00 refunded to GCash •••• 4567 on …". The
// server's books are checked when it stops (fresh-server.ts).
import { appPath, closePrompts, commonQuery, expect, freshTest, shot } from './support';
import { approveInQueue, borrowerPhone, desktop, sandboxPostback, secondOperator, signInAs } from './console-support';

const test = freshTest;

test.use(desktop);

test('money kept for review is refunded to the borrower\'s payout account when a second operator approves it', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  // A pay code for ₱500.00 on order 81; the provider says ₱400.00 came.
  const res = await request.post(`/medium/v3/repay/generate-pay-code?${commonQuery('demo-a')}`,
    { form: { orderId: '81', productId: '2', amount: '50000', channelNumber: 'GCSH' } });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  const code = body.data as { payUrl: string; payCode: string };
  const txnid = decodeURIComponent(new URL(code.payUrl, server.baseURL).pathname.split('/').pop()!);
  await sandboxPostback(request, { txnid, refno: code.payCode, amount: 400_00 });
  // The demo's loans went out before payout accounts: A binds GCash 0917 123 4567, as the bind page sends it.
  const bound = await request.post(`/medium/v3/bind-card/bind-card-new?${commonQuery('demo-a')}`, {
    form: { product_id: '6', card_type: '1', channel: '90006', gcash_no: '09171234567', city: 'Metro Manila / Quezon City', payday: '15' },
  });
  expect((await bound.json()).success, await bound.text()).toBe(true);

  await signInAs(page, request, server, 'fe', 'finance');
  await page.goto('/admin/orders/81');
  const owed = page.locator('.ant-descriptions-item', { hasText: /^Owed/ }).locator('.ant-descriptions-item-content');
  await expect(owed).toHaveText(/₱/);
  const owedBefore = await owed.innerText();

  // fe proposes refunding it from the review list.
  await page.getByRole('link', { name: 'Payments' }).click();
  const waiting = page.getByTestId('review').locator('tr.ant-table-row', { hasText: txnid });
  await expect(waiting).toContainText('wrong amount');
  await expect(waiting).toContainText('₱400.00');
  await expect(waiting).toContainText('₱500.00');
  const orderNo = (await waiting.getByRole('link').textContent()) ?? '';
  expect(orderNo).toMatch(/^KW\d+$/);
  await waiting.getByRole('button', { name: 'Resolve' }).click();
  await page.getByRole('radio', { name: 'Mark it refunded' }).check();
  await expect(page.getByTestId('credit-order')).toHaveCount(0);
  await page.getByLabel('Note (kept with the resolution and in the audit log)').fill('Paid ₱100 short; the borrower asked for the money back.');
  await shot(page, testInfo, 'console-refund-form');
  await page.getByRole('button', { name: 'Propose the refund' }).click();
  const summary = `Refund payment ${txnid}: ₱400.00 to GCash •••• 4567, Maria Santos (0917***4567) of order ${orderNo}`;
  await expect(page.getByText(`Proposed — waiting for a second operator: #`)).toBeVisible();
  await expect(waiting).toContainText(summary);
  await expect(waiting.getByRole('button', { name: 'Resolve' })).toHaveCount(0);

  // fio approves it; the sandbox payout sends it at once.
  const fio = await secondOperator(browser, request, server, 'fio', 'finance');
  await approveInQueue(fio, summary);
  await expect(fio.getByText(/Refund succeeded via sandbox to GCash •••• 4567 \(SBX-\w+\)\./)).toBeVisible();
  await fio.context().close();

  // The review list: resolved, refunded by fio.
  await page.reload();
  await expect(waiting).toHaveCount(0);
  const resolved = page.getByTestId('resolved').locator('tr.ant-table-row', { hasText: txnid });
  await expect(resolved).toContainText('refunded');
  await expect(resolved).toContainText('by fio');

  // Order 81's page: the refund succeeded; what the order owes did not change.
  await resolved.getByRole('link').click();
  await expect(owed).toHaveText(owedBefore);
  const refunds = page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: /^Refunds/ }) }).locator('tr.ant-table-row');
  await expect(refunds).toHaveCount(1);
  await expect(refunds.first()).toContainText(txnid);
  await expect(refunds.first()).toContainText('₱400.00');
  await expect(refunds.first()).toContainText('GCash •••• 4567');
  await expect(refunds.first()).toContainText('succeeded');
  await expect(refunds.first()).toContainText(/SBX-\w+/);
  await shot(page, testInfo, 'console-refund-order');

  // Borrower A, on the phone: where the money went.
  const phone = await browser.newContext({ ...borrowerPhone, baseURL: server.baseURL });
  const a = await phone.newPage();
  await a.goto(appPath('/loanDetail', { productId: '2', orderId: '81' }));
  await expect(a.getByRole('heading', { name: 'Overdue' })).toBeVisible();
  await closePrompts(a);
  const refunded = a.locator('dt', { hasText: /^Refunded$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(refunded).toHaveText(/^₱400\.00 refunded to GCash •••• 4567 on \w{3} \d+, \d{4} \(reference SBX-\w+\)$/);
  await shot(a, testInfo, 'borrower-order-refunded');
  await phone.close();
});
