// The Accounting screen at desktop size (1280x800), on a server of its
// own, after money moved: borrower B's ₱5,000.00 loan is disbursed (from
// the command line, through the payout sandbox) and borrower A pays order
// 81 through the sandbox's pay page. A finance operator opens Accounting:
// the trial balance lists the payout clearing and GCash's cash in transit
// and sums to zero; the journal lists the loan's postings; its CSV file,
// downloaded, holds a row per posting whose debits equal its credits; the
// disbursement register, the income statement and the aging show theirs;
// the order's page shows its ledger agreeing with the engine. The server's
// books are checked when it stops (fresh-server.ts).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { commonQuery, expect, freshTest, shot } from './support';
import { desktop, signInAs } from './console-support';
import { kwartaBin } from './fresh-server';

const run = promisify(execFile);
const test = freshTest;

test.use(desktop);

/** borrower calls the API as a demo borrower. */
async function borrower<T>(request: APIRequestContext, session: 'demo-a' | 'demo-b', path: string, form: Record<string, string>): Promise<T> {
  const res = await request.post(`/medium${path}?${commonQuery(session)}`, { form });
  const body = await res.json();
  expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

/** csvCells reads a CSV file of plain and quoted cells. */
function csvCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('the trial balance sums to zero after a disbursement and a repayment; the journal CSV holds the postings', async ({ page, server, request }, testInfo) => {
  test.setTimeout(120_000);
  // B's loan: applied, approved, withdrawn, disbursed through the payout sandbox.
  const placed = await borrower<{ orderId: number; orderNo: string }>(request, 'demo-b', '/v3/loan/loan-detail-push',
    { productId: '1', amount: '500000', periods: '91', termUnit: '1' });
  await run(kwartaBin, ['order', 'approve', placed.orderNo, '--db', server.dbFile]);
  await borrower(request, 'demo-b', '/v3/loan-details/withdraw', { orderId: String(placed.orderId) });
  const { stdout } = await run(kwartaBin, ['order', 'disburse', placed.orderNo, '--alone', '--db', server.dbFile]);
  expect(stdout).toContain('is now 170');

  // A pays order 81 through the sandbox's GCash page.
  const detail = await (await request.get(`/medium/v3/repay/loan-play-detail?${commonQuery('demo-a', { orderId: '81', productId: '2' })}`)).json();
  const due = String(detail.data.repayAmount);
  const code = await borrower<{ payUrl: string }>(request, 'demo-a', '/v3/repay/generate-pay-code',
    { orderId: '81', productId: '2', amount: due, channelNumber: 'GCSH' });
  const paid = await request.post(code.payUrl.split('?')[0], { form: { status: 'S' } });
  expect(paid.status(), await paid.text()).toBeLessThan(400);

  // Finance opens Accounting: the trial balance on today sums to zero.
  await signInAs(page, request, server, 'fe', 'finance');
  await page.getByRole('link', { name: 'Accounting' }).click();
  await expect(page.getByRole('heading', { name: 'Accounting' })).toBeVisible();
  const tb = page.getByTestId('trial-balance');
  await expect(tb.locator('tr.ant-table-row', { hasText: '1030' })).toContainText('Payout clearing');
  await expect(tb.locator('tr.ant-table-row', { hasText: '1020:GCSH' })).toBeVisible();
  await expect(page.getByTestId('trial-total')).toContainText('balance ₱0.00');
  await expect(page.getByTestId('trial-total')).toContainText('sums to zero');
  const debits = await tb.locator('tr.ant-table-row td:nth-child(4)').allTextContents();
  const credits = await tb.locator('tr.ant-table-row td:nth-child(5)').allTextContents();
  const pesos = (cells: string[]) => cells.reduce((s, c) => s + Math.round(Number(c.replace(/[₱,]/g, '')) * 100), 0);
  expect(pesos(debits)).toBe(pesos(credits));
  await shot(page, testInfo, 'console-accounting-trial-balance');

  // The journal of this month: the loan's postings, and its CSV file.
  await page.locator('.ant-radio-button-wrapper', { hasText: /^Journal$/ }).click();
  await expect(page.getByRole('radio', { name: 'Journal' })).toBeChecked();
  const journal = page.getByTestId('journal');
  await expect(journal.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('journal-pager')).toContainText('in all');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^journal-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = csvCells(readFileSync((await download.path())!, 'utf8'));
  expect(rows[0]).toEqual(['date', 'entry', 'kind', 'order', 'account', 'account_name', 'currency', 'debit_minor', 'credit_minor', 'memo']);
  const body = rows.slice(1);
  expect(body.every((r) => r.length === 10 && /^\d{4}-\d{2}-\d{2}$/.test(r[0]) && r[6] === 'PHP')).toBe(true);
  expect(body.every((r) => !/^[=+\-@]/.test(r[9]) && !/^[=+\-@]/.test(r[5]))).toBe(true); // formula cells are escaped
  const sum = (col: number) => body.reduce((s, r) => s + Number(r[col]), 0);
  expect(sum(7)).toBe(sum(8));
  const loan = body.filter((r) => r[3] === placed.orderNo && r[2] === 'disbursement');
  expect(loan.find((r) => r[4] === '1110')?.[7]).toBe('500000');
  expect(loan.find((r) => r[4] === '1030')?.[8]).toBe('500000');
  expect(body.some((r) => r[2] === 'repayment' && r[4] === '1020:GCSH' && r[7] === due)).toBe(true);
  await shot(page, testInfo, 'console-accounting-journal');

  // The other reports: the disbursement register lists the loan with its
  // payout reference; the income statement and the aging have their totals.
  await page.locator('.ant-radio-button-wrapper', { hasText: /^Disbursements$/ }).click();
  const payout = page.getByTestId('disbursements').locator('tr.ant-table-row', { hasText: placed.orderNo });
  await expect(payout).toContainText('Jose Reyes');
  await expect(payout).toContainText('₱5,000.00');
  await expect(payout).toContainText('SBX-');
  await page.locator('.ant-radio-button-wrapper', { hasText: /^Income statement$/ }).click();
  await expect(page.getByTestId('income').locator('tr.ant-table-row', { hasText: '4200' })).toContainText('Fee income');
  await expect(page.getByTestId('income-total')).toContainText('net income');
  await page.locator('.ant-radio-button-wrapper', { hasText: /^Aging$/ }).click();
  await expect(page.getByTestId('aging').locator('tr.ant-table-row')).toHaveText([/^current/, /^1-30/, /^31-60/, /^61-90/, /^over 90/, /^total/]);
  await shot(page, testInfo, 'console-accounting-aging');

  // The order's page: its ledger beside the engine, agreeing.
  await page.goto(`/admin/orders/${placed.orderNo}`);
  const ledger = page.getByTestId('order-ledger');
  await expect(ledger).toContainText('books agree with the engine');
  await expect(ledger.getByTestId('order-ledger-components').locator('tr.ant-table-row', { hasText: 'principal' })).toContainText('₱5,000.00');
  await expect(ledger.getByTestId('order-postings')).toContainText('1030 Payout clearing');
  await shot(page, testInfo, 'console-accounting-order-ledger');
});
