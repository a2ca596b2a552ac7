// The Collection reports screen at desktop size (1280x800), on a server of
// its own (the demo world: loans past due by 10 to over 90 days). A
// collections lead opens Collections, follows "Reports" and sees the
// portfolio at risk: the principal outstanding and PAR1/30/60/90 with
// their shares, the same figures the API answers; the CSV link carries the
// date. After a month-end snapshot (kwarta report snapshot), the vintages
// draw a line per disbursement month.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, freshTest, shot } from './support';
import { desktop, signInAs } from './console-support';
import { kwartaBin } from './fresh-server';

const run = promisify(execFile);
const test = freshTest;

test.use(desktop);

interface PAR {
  date: string;
  principal: number;
  orders: number;
  lines: { name: string; orders: number; principal: number; shareBp: number }[];
}

const pesos = (minor: number) => `₱${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a collections lead opens the reports from the worklist and sees the portfolio at risk and the vintages', async ({ page, server, request }, testInfo) => {
  await signInAs(page, request, server, 'lee', 'collections_lead');
  await expect(page.getByRole('link', { name: 'Collection reports' })).toBeVisible();
  await page.getByRole('link', { name: 'Collections', exact: true }).click();
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/reports/);
  await expect(page.getByRole('heading', { name: 'Collection reports' })).toBeVisible();

  const res = await page.request.get('/medium/admin/api/collections/reports/par');
  const par = (await res.json()).data as PAR;
  expect(par.lines.map((l) => l.name)).toEqual(['PAR1', 'PAR30', 'PAR60', 'PAR90']);
  expect(par.lines[0].principal).toBeGreaterThan(0);
  await expect(page.getByTestId('par-total')).toContainText(pesos(par.principal));
  const figure = page.getByTestId('par');
  for (const l of par.lines) {
    const row = figure.getByRole('row', { name: new RegExp(`^${l.name} `) });
    await expect(row).toContainText(pesos(l.principal));
    await expect(row).toContainText(`${(l.shareBp / 100).toFixed(2)}%`);
  }
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/medium/admin/api/collections/reports/par.csv?date=${par.date}`);
  await shot(page, testInfo, 'console-collection-reports-par');

  const month = par.date.slice(0, 7);
  await run(kwartaBin, ['report', 'snapshot', '--month', month, '--db', server.dbFile]);
  await page.getByRole('radiogroup', { name: 'Report' }).getByText('Vintages', { exact: true }).click();
  const vintage = page.getByTestId('vintage');
  await expect(vintage).toBeVisible();
  await expect(vintage.locator('g[data-series] circle').first()).toBeVisible();
  await expect(vintage.getByRole('row').nth(1)).toContainText('₱');
  await shot(page, testInfo, 'console-collection-reports-vintage');
});
