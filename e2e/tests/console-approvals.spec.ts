// Maker-checker (four eyes) at desktop size (1280x800), on a server of its
// own: borrower B's approved application waits for its money; finance
// operator fe disburses it, which only proposes it ("Proposed — waiting for
// a second operator"); fe's queue marks the proposal as theirs with no way
// to approve it; a second finance operator, fio, at another desk, sees it
// in "Waiting for approval" with the difference it would make and approves
// it, which sends the money once; the order is then 170.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { commonQuery, expect, freshTest, shot } from './support';
import { approveInQueue, desktop, secondOperator, signInAs } from './console-support';
import { kwartaBin } from './fresh-server';

const run = promisify(execFile);
const test = freshTest;

test.use(desktop);

/** borrower calls the API as demo borrower B. */
async function borrower<T>(request: APIRequestContext, path: string, form: Record<string, string>): Promise<T> {
  const res = await request.post(`/medium${path}?${commonQuery('demo-b')}`, { form });
  const body = await res.json();
  expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

test('a disbursement proposed by one finance operator is sent when another approves it', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  // B applies (₱5,000.00), the application is approved from the command line, B confirms the withdrawal.
  const placed = await borrower<{ orderId: number; orderNo: string }>(request, '/v3/loan/loan-detail-push',
    { productId: '1', amount: '500000', periods: '91', termUnit: '1' });
  await run(kwartaBin, ['order', 'approve', placed.orderNo, '--db', server.dbFile]);
  await borrower(request, '/v3/loan-details/withdraw', { orderId: String(placed.orderId) });
  const summary = `Disburse ₱5,000.00 for order ${placed.orderNo}`;

  // fe proposes the disbursement: nothing is sent yet.
  await signInAs(page, request, server, 'fe', 'finance');
  await expect(page.locator('.ant-menu-item')).toHaveText(['Dashboard', 'Waiting for approval', 'Disbursements', 'Orders', 'Borrowers', 'Collection reports', 'Payments', 'Accounting']);
  await page.getByRole('link', { name: 'Disbursements' }).click();
  const payout = page.locator('tr.ant-table-row', { hasText: placed.orderNo });
  await payout.getByRole('button', { name: 'Disburse' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`${placed.orderNo}: Proposed — waiting for a second operator`)).toBeVisible();
  await expect(payout).toContainText('none yet');

  // fe's queue: the proposal is theirs, with no Approve.
  await page.getByRole('link', { name: 'Waiting for approval' }).click();
  await expect(page.getByTestId('threshold')).toHaveText('Every disbursement needs a second operator.');
  const mine = page.getByTestId('approvals').locator('tr.ant-table-row', { hasText: summary });
  await expect(mine).toContainText('yours — another operator must approve');
  await expect(mine).toContainText('status: 151 → 170');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(mine.getByRole('checkbox')).toBeDisabled();
  await shot(page, testInfo, 'console-approvals-proposer');

  // fio, at another desk, approves it: the money is sent once.
  const fio = await secondOperator(browser, request, server, 'fio', 'finance');
  await fio.getByRole('link', { name: 'Waiting for approval' }).click();
  const theirs = fio.getByTestId('approvals').locator('tr.ant-table-row', { hasText: summary });
  await expect(theirs).toContainText('fe');
  await expect(theirs).not.toContainText('yours');
  await expect(theirs).toContainText('send: — → "₱5,000.00"');
  await shot(fio, testInfo, 'console-approvals');
  await approveInQueue(fio, summary);
  await expect(fio.getByText('Payout succeeded via')).toBeVisible();
  await fio.getByRole('button', { name: 'Show the decided' }).click();
  await expect(fio.locator('tr.ant-table-row', { hasText: summary })).toContainText('done');
  await fio.context().close();

  // fe sees the order paid: off the payout queue and 170, disbursed by fio.
  await page.getByRole('link', { name: 'Disbursements' }).click();
  await expect(page.getByText('No payouts are waiting.')).toBeVisible();
  await page.goto(`/admin/orders/${placed.orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('170 repaying');
  await expect(page.locator('.ant-card', { hasText: 'History' }).locator('tr.ant-table-row').last()).toContainText('operator:fio');
  const details = await borrower<{ orderStatus: number }>(request, '/v3/loan-details/loan-details', { orderId: String(placed.orderId) });
  expect(details.orderStatus).toBe(170);
});
