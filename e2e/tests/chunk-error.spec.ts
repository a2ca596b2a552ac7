// A page's script chunk that does not arrive (poor mobile data, or a page
// left open across a deployment): the page reloads once by itself, and when
// the chunk still does not come, the borrower sees an error state with
// Retry, not a blank white page; Retry brings the page once it can.
import { appPath, expect, shot, test } from './support';

test('a page whose chunk fails to load reloads once, then shows Retry, which loads it', async ({ page }, testInfo) => {
  let blocked = true;
  await page.route(/\/assets\/OrderDetailsPage-[^/]*\.js$/, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(appPath('/loanDetail', { productId: '3', orderId: '87' }));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page did not load');
  await expect(alert).toContainText('Check your connection, then try again.');
  expect(loads, 'the page reloaded once by itself before showing the error').toBe(2);
  await shot(page, testInfo, 'page-chunk-error');

  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Under review').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
