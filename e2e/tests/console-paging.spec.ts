// The console's lists a page at a time, at desktop size (1280x800), on a
// server of its own: 250 orders waiting for their money are put in its
// database (the sqlite3 command, copying the demo world's first order,
// each for a borrower of its own; the newest the demo world's, a day ahead,
// so they open the queue). Finance operator fe sees the total, 50 a page,
// pages forward and back, sorts by the principal both ways and checks the
// rows' order across pages, and disburses two of them at once, which
// proposes each.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator } from '@playwright/test';
import { expect, freshTest, shot } from './support';
import { desktop, signInAs } from './console-support';

const run = promisify(execFile);
const test = freshTest;

test.use(desktop);

const seeded = 250;

/** seed is the SQL that adds the orders: KWP00000 (the oldest) to KWP00249 (the newest), their principals all different. */
const seed = `
BEGIN;
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${seeded - 1})
INSERT INTO users (phone, name, created_at) SELECT printf('+6391770%05d', i), printf('Paging %03d', i), 1793000000000 FROM n;
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${seeded - 1}),
  t AS (SELECT * FROM orders ORDER BY id LIMIT 1),
  at AS (SELECT CAST(strftime('%s', 'now') AS INTEGER) * 1000 + 86400000 AS ms)
INSERT INTO orders (order_no, user_id, product_id, status, principal, term_days, instalments, daily_rate_ppm, service_fee,
  extension_fee, extension_days, currency, market, plan, apr_bp, amount_due, created_at, updated_at, withdrawal_confirmed_at)
SELECT printf('KWP%05d', n.i), u.id, t.product_id, 151, 100000 + ((n.i * 37) % ${seeded}) * 100, t.term_days, t.instalments,
  t.daily_rate_ppm, t.service_fee, t.extension_fee, t.extension_days, t.currency, t.market, t.plan, t.apr_bp,
  200000 + ((n.i * 37) % ${seeded}) * 100, at.ms + n.i * 60000, at.ms + n.i * 60000, at.ms + n.i * 60000 + 1000
FROM n JOIN users u ON u.phone = printf('+6391770%05d', n.i), t, at;
COMMIT;
SELECT COUNT(*) FROM orders WHERE status = 151 AND withdrawal_confirmed_at > 0;
`;

/** cells is the text of one column (1-based, the checkbox first) of the table's rows. */
async function cells(table: Locator, column: number): Promise<string[]> {
  return table.locator(`tr.ant-table-row td:nth-child(${column})`).allTextContents();
}

/** minor reads a principal as written (₱1,249.00) in minor units. */
const minor = (text: string) => Number(text.replace(/[^0-9]/g, ''));

/**
 * sortedPage waits for the table to show a page of 50 principals in dir's
 * order other than before (the page shown until then), and returns them.
 * The header's arrow and the pager's page number change at the click; the
 * rows only when the server's answer arrives, so a read at once can find
 * the page before (it did, one run in five).
 */
async function sortedPage(table: Locator, dir: 'ascending' | 'descending', before: number[]): Promise<number[]> {
  let shown: number[] = [];
  await expect.poll(async () => {
    shown = (await cells(table, 4)).map(minor);
    const inOrder = shown.every((v, i) => i === 0 || (dir === 'ascending' ? shown[i - 1] <= v : shown[i - 1] >= v));
    return shown.length === 50 && inOrder && shown.join() !== before.join();
  }, { message: `a new page of 50 principals, ${dir}` }).toBe(true);
  return shown;
}

test('a 250-order payout queue is paged, sorted both ways and disbursed in bulk', async ({ page, server, request }, testInfo) => {
  test.setTimeout(120_000);
  const sql = join(dirname(server.dbFile), 'seed.sql');
  writeFileSync(sql, seed);
  const { stdout } = await run('sqlite3', ['-cmd', '.timeout 5000', server.dbFile, `.read ${sql}`]);
  const total = Number(stdout.trim().split('\n').pop());
  expect(total).toBeGreaterThanOrEqual(seeded);

  await signInAs(page, request, server, 'fe', 'finance');
  await page.getByRole('link', { name: 'Disbursements' }).click();
  const table = page.getByTestId('disbursements');
  const pager = page.getByTestId('disbursements-pager');
  const rows = table.locator('tr.ant-table-row');

  // The newest first, 50 a page, the total.
  await expect(pager).toContainText(`${total} in all`);
  await expect(pager).toContainText('Page 1');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText('KWP00249');
  await expect(rows.last()).toContainText('KWP00200');
  await expect(table.getByRole('columnheader', { name: 'Placed' })).toHaveAttribute('aria-sort', 'descending');
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await shot(page, testInfo, 'console-paging');

  // Forward and back.
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2');
  await expect(rows.first()).toContainText('KWP00199');
  await expect(rows.last()).toContainText('KWP00150');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 3');
  await expect(rows.first()).toContainText('KWP00149');
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 2');
  await expect(rows.first()).toContainText('KWP00199');
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1');
  await expect(rows.first()).toContainText('KWP00249');

  // By the principal, ascending, then descending: each page in order, and the next page goes on from it.
  const principal = table.getByRole('columnheader', { name: /Principal/ });
  let top = 0;
  for (const dir of ['ascending', 'descending'] as const) {
    await principal.getByRole('button').click();
    await expect(principal).toHaveAttribute('aria-sort', dir);
    await expect(pager).toContainText('Page 1');
    const first = await sortedPage(table, dir, []);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2');
    const second = await sortedPage(table, dir, first);
    expect(dir === 'ascending' ? second[0] >= first[49] : second[0] <= first[49]).toBe(true);
    await expect(pager).toContainText(`${total} in all`);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(pager).toContainText('Page 1');
    expect(await sortedPage(table, dir, second)).toEqual(first);
    top = first[0];
  }
  // Descending, the seeded orders' largest principal leads: ₱1,249.00 when no demo order is larger.
  expect(top).toBeGreaterThanOrEqual(124900);

  // Two orders disbursed at once: each proposed for a second operator.
  await page.getByRole('columnheader', { name: /Placed/ }).getByRole('button').click(); // created, ascending: the oldest first
  await expect(rows.first()).not.toContainText('KWP00249');
  const oldest = rows.filter({ hasText: 'KWP0000' });
  await table.getByRole('checkbox', { name: 'Select KWP00000' }).check();
  await table.getByRole('checkbox', { name: 'Select KWP00001' }).check();
  await expect(oldest).toHaveCount(10);
  await page.getByRole('button', { name: 'Disburse selected (2)' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Disburse' }).click();
  await expect(page.getByText('2 proposed, 0 sent, 0 refused.')).toBeVisible();
  await page.getByRole('link', { name: 'Waiting for approval' }).click();
  const queue = page.getByTestId('approvals');
  await expect(queue.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(queue).toContainText('KWP00000');
  await expect(queue).toContainText('KWP00001');
  await expect(page.getByTestId('approvals-pager')).toContainText('2 in all');
});
