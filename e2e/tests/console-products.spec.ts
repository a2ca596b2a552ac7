// The console's Products screen at 1280x800, on a server of its own: an
// admin adds a covered product, sees the cost caps' warning while the rate
// is above 6% a month and the figures within the caps once it is not,
// proposes it ("Proposed — waiting for a second operator"), and a second
// admin at another desk approves it; the first finds it in the list.
// Closing it is one admin's; opening it again waits for the second.
import { commonQuery, expect, freshTest, shot } from './support';
import { approveInQueue, desktop, secondOperator, signInAs } from './console-support';

const test = freshTest;

test.use(desktop);

test('an admin adds a product, the cost caps checked as they type', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, request, server, 'ana', 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByTestId('products')).toContainText('partner');
  await page.getByRole('button', { name: 'Add a product' }).click();
  const form = page.getByTestId('product-form');
  await form.getByLabel('Name').fill('Kwarta Quick');
  await form.getByLabel('Smallest amount (₱)').fill('1,000');
  await form.getByLabel('Largest amount (₱)').fill('10,000');
  await form.getByLabel('Amount step (₱)').fill('500');
  await form.getByLabel('Service fee (₱)').fill('200');
  await form.getByLabel('Term (days)').fill('120');
  await form.getByLabel('Interest (% a day)').fill('0.25');
  // 0.25% a day is 7.5% a month: above the nominal cap, said on the field and above the button.
  await expect(page.getByTestId('cap-warning')).toContainText('Above the legal cost caps');
  await expect(page.getByTestId('cap-warning')).toContainText('Nominal rate: 7.50% a month (cap 6.00%)');
  await expect(form).toContainText('above the 6% a month that BSP Circular 1133 allows');
  await shot(page, testInfo, 'console-products-cap');

  await form.getByLabel('Interest (% a day)').fill('0.2');
  await expect(form).toContainText('Within the legal cost caps');
  await expect(page.getByTestId('cap-figures')).toContainText('Effective rate: 11.00% a month');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Proposed — waiting for a second operator: Add and open product Kwarta Quick.')).toBeVisible();
  await expect(page.getByTestId('products')).not.toContainText('Kwarta Quick');

  // bea, a second admin at another desk, sees the pricing and approves it.
  const bea = await secondOperator(browser, request, server, 'bea', 'admin');
  await bea.getByRole('link', { name: 'Waiting for approval' }).click();
  await expect(bea.getByTestId('approvals').locator('tr.ant-table-row', { hasText: 'Add and open product Kwarta Quick' })).toContainText('0.2000% a day');
  await approveInQueue(bea, 'Add and open product Kwarta Quick');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByTestId('products')).toContainText('Kwarta Quick');
  await shot(page, testInfo, 'console-products');

  // The new product is last; moved up once, it is second to last in the borrowers' list too.
  const rows = page.getByTestId('products').locator('tbody tr');
  await expect(rows.last()).toContainText('Kwarta Quick');
  await page.getByRole('button', { name: 'Move Kwarta Quick up' }).click();
  await expect(page.getByText('Kwarta Quick moved up.')).toBeVisible();
  await expect(rows.nth(-2)).toContainText('Kwarta Quick');
  const offered = async () => {
    const r = await (await request.post(`/medium/v3/loan/recommend-list?${commonQuery('demo-b')}`)).json();
    expect(r.success, JSON.stringify(r)).toBe(true);
    return (r.data.products as { nme: string }[]).map((p) => p.nme);
  };
  expect((await offered()).at(-2)).toBe('Kwarta Quick');

  // Closed to applications at once, it leaves the borrowers' list;
  // opening it is proposed, and it is back once bea approves.
  const open = page.getByRole('switch', { name: 'Kwarta Quick open to applications' });
  await open.click();
  await expect(page.getByText('Kwarta Quick is closed to new applications; its orders go on.')).toBeVisible();
  await expect(open).not.toBeChecked();
  expect(await offered()).not.toContain('Kwarta Quick');
  await open.click();
  await expect(page.getByText('Proposed — waiting for a second operator: Open product Kwarta Quick to applications.')).toBeVisible();
  await expect(open).not.toBeChecked();
  expect(await offered()).not.toContain('Kwarta Quick');
  await approveInQueue(bea, 'Open product Kwarta Quick to applications');
  await bea.context().close();
  expect(await offered()).toContain('Kwarta Quick');
});
