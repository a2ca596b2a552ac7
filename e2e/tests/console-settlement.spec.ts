// The Settlement screen at desktop size (1280x800), on a server of its
// own: borrower A pays ₱500.00 and then ₱600.00 on order 81 through the
// sandbox's pay page; `kwarta payment settlement-file` writes the
// sandbox's settlement file for the day (both payments), and the spec
// raises the second line's amount by ₱1.00. A finance operator opens
// Payments › Settlement files and imports it: the summary says 2 lines,
// 1 matched, 1 amount differs, none missing; the queue holds exactly that
// line (our ₱600.00, the provider's ₱601.00, order and channel), which she
// resolves with a note: the open queue is empty and the resolved one
// shows the note. The same file again says it was imported before, and a
// bad file shows the server's message. The server's books are checked
// when it stops (fresh-server.ts).
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { commonQuery, expect, freshTest, shot } from './support';
import { desktop, signInAs } from './console-support';
import { kwartaBin, serverNow } from './fresh-server';

const run = promisify(execFile);
const test = freshTest;

test.use(desktop);

/** payOn81 has borrower A pay amount (minor units) on order 81 through the sandbox's GCash page. */
async function payOn81(request: APIRequestContext, amount: number): Promise<void> {
  const res = await request.post(`/medium/v3/repay/generate-pay-code?${commonQuery('demo-a')}`,
    { form: { orderId: '81', productId: '2', amount: String(amount), channelNumber: 'GCSH' } });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  const paid = await request.post((body.data.payUrl as string).split('?')[0], { form: { status: 'S' } });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
}

test('a settlement file with one line off: imported, the line queued and resolved with a note; the same file again is imported once', async ({ page, server, request }, testInfo) => {
  test.setTimeout(120_000);
  await payOn81(request, 500_00);
  await payOn81(request, 600_00);

  // The sandbox's settlement file of the server's market day: both payments.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(await serverNow(server));
  const { stdout } = await run(kwartaBin, ['payment', 'settlement-file', '--date', today, '--db', server.dbFile]);
  const lines = stdout.trim().split('\n');
  expect(lines, stdout).toHaveLength(3);
  const header = lines[0].split(',');
  const amountAt = header.indexOf('amount');
  const txnAt = header.indexOf('txnId');
  const refAt = header.indexOf('refNo');
  const second = lines[2].split(',');
  expect(second[amountAt]).toBe('600.00');
  const txn = second[txnAt];
  const ref = second[refAt];
  // The provider settled ₱1.00 more on the second line.
  second[amountAt] = '601.00';
  lines[2] = second.join(',');
  const file = testInfo.outputPath('settlement.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);

  // Finance finds the screen from Payments.
  await signInAs(page, request, server, 'fe', 'finance');
  await page.getByRole('link', { name: 'Payments' }).click();
  await page.getByRole('link', { name: 'Settlement files' }).click();
  await expect(page.getByRole('heading', { name: 'Settlement' })).toBeVisible();
  const queue = page.getByTestId('settlement-queue');
  await expect(queue).toContainText('No line waits for review.');

  // The import: its summary, and the file's row.
  await page.getByLabel('Settlement file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const outcome = page.getByTestId('settlement-outcome');
  await expect(outcome).toContainText(
    /Imported #1 settlement\.csv: 2 lines, 1 matched, 1 amount differs, 0 missing here, 0 missing at the provider, 0 settled before; ₱500\.00 settled, ₱0\.00 fees\./);
  const row = page.getByTestId('settlement-files').locator('tr.ant-table-row');
  await expect(row).toHaveCount(1);
  // Lines, matched, amount differs, missing here, missing at the provider, settled before, settled, fees.
  await expect(row.locator('td').nth(3)).toHaveText('2');
  await expect(row.locator('td').nth(4)).toHaveText('1');
  await expect(row.locator('td').nth(5)).toHaveText('1');
  await expect(row.locator('td').nth(6)).toHaveText('0');
  await expect(row.locator('td').nth(7)).toHaveText('0');
  await expect(row.locator('td').nth(8)).toHaveText('0');
  await expect(row.locator('td').nth(9)).toHaveText('₱500.00');
  await expect(row.locator('td').nth(10)).toHaveText('₱0.00');

  // The queue: exactly the line that is off, in plain words.
  const queued = queue.locator('tr.ant-table-row');
  await expect(queued).toHaveCount(1);
  await expect(queued.locator('td').nth(0)).toHaveText('amount differs');
  await expect(queued.locator('td').nth(1)).toHaveText('#1, line 3') // the file's third line, under its header;
  await expect(queued.locator('td').nth(2)).toContainText(ref);
  await expect(queued.locator('td').nth(2)).toContainText(txn);
  await expect(queued.locator('td').nth(4)).toHaveText(/^KW\d+$/);
  await expect(queued.locator('td').nth(5)).toHaveText('GCSH');
  await expect(queued.locator('td').nth(6)).toHaveText('₱600.00');
  await expect(queued.locator('td').nth(7)).toHaveText('₱601.00');
  await expect(page.getByTestId('settlement-queue-pager')).toContainText('1 in all');
  await shot(page, testInfo, 'console-settlement');

  // Resolved with a note: the open queue is empty, the resolved one has it.
  await queued.getByRole('button', { name: 'Resolve' }).click();
  const form = page.getByTestId('settlement-resolve');
  await form.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(form).toContainText('resolving a line needs a note');
  await form.getByLabel(/^Note/).fill('Dragonpay added ₱1.00 by mistake; asked for a corrected file');
  await form.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(page.getByText('Line resolved: amount differs')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(queue.locator('tr.ant-table-row')).toHaveCount(0);
  await expect(queue).toContainText('No line waits for review.');
  await page.locator('.ant-radio-button-wrapper', { hasText: /^Resolved$/ }).click();
  await expect(queue.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(queue.locator('tr.ant-table-row')).toContainText('Dragonpay added ₱1.00 by mistake; asked for a corrected file');
  await expect(queue.locator('tr.ant-table-row')).toContainText('by fe');
  await shot(page, testInfo, 'console-settlement-resolved');

  // The same file again: imported before, nothing saved; still one file.
  await page.getByLabel('Settlement file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(outcome).toContainText(/This file was imported before \(#1 settlement\.csv, .* by fe\): nothing was saved or posted again\./);
  await expect(row).toHaveCount(1);

  // A bad file: the server's message, nothing saved.
  const bad = testInfo.outputPath('bad.csv');
  writeFileSync(bad, `${lines[0]}\n${lines[1].replace(',S,', ',P,')}\n`);
  await page.getByLabel('Settlement file').setInputFiles(bad);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(outcome).toContainText('The settlement file was refused');
  await expect(row).toHaveCount(1);
});
