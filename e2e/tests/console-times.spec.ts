// One time zone in the console: a browser in New York sees an order's
// times as Manila's (the market's), labelled, on the order page and its
// history alike, and the header says which zone the times are in.
import { expect, freshTest } from './support';
import { desktop, signInAs } from './console-support';

const test = freshTest;

test.use({ ...desktop, timezoneId: 'America/New_York' });

test("a browser in another zone sees every console time in Manila's", async ({ page, server, request }) => {
  test.setTimeout(90_000);
  await signInAs(page, request, server, 'ana', 'admin');
  await expect(page.getByTestId('time-zone')).toHaveText('Times: Manila');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');

  // Borrower A's order 81: its placing time and its history, as the API sends them.
  const list = await (await page.request.get('/medium/admin/api/orders')).json();
  const order = list.data.rows.find((o: { id: number }) => o.id === 81);
  const detail = await (await page.request.get(`/medium/admin/api/orders/detail?orderNo=${order.orderNo}`)).json();
  const manila = (iso: string) =>
    `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))} (Manila)`;

  await page.goto(`/admin/orders/${order.orderNo}`);
  await expect(page.getByText(manila(detail.data.createdAt), { exact: true }).first()).toBeVisible();
  const history = page.getByTestId('history').getByRole('row');
  await expect(history.nth(1)).toContainText(manila(detail.data.history[0].at));
  // Nothing on the page is written in the browser's zone.
  await expect(page.getByText(/\d{2}:\d{2} (AM|PM)/)).toHaveCount(0);
});
