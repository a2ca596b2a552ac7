// Servicing under four eyes at desktop size (1280x800), on a server of its
// own: finance operator fe opens borrower A's overdue order 81 and proposes
// waiving its ₱800.00 penalty ("Proposed — waiting for a second
// operator"); nothing changes until fio, at another desk, approves it in
// "Waiting for approval"; the order's page then owes ₱800.00 less, and A's
// order details (375x812, the borrower's phone) say so in plain words, in
// the order's lines and in its payments history. A
// write-off of order 88 and the cancellation of approved order 85 go the
// same way, and the borrower reads each in plain words.
import { appPath, closePrompts, expect, freshTest, shot } from './support';
import { approveInQueue, borrowerPhone, desktop, secondOperator, signInAs } from './console-support';

const test = freshTest;

test.use(desktop);

/** pesos reads "₱35,930.00" as minor units. */
const minor = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

test('a waiver proposed by one finance operator lowers what the borrower owes when another approves it', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, request, server, 'fe', 'finance');
  await page.goto('/admin/orders/81');
  await expect(page.getByTestId('order-status')).toHaveText('180 overdue');
  const owedCell = page.locator('.ant-descriptions-item', { hasText: /^Owed/ }).locator('.ant-descriptions-item-content');
  const owedBefore = minor(await owedCell.innerText());

  // fe proposes waiving the whole penalty and none of the late interest.
  await page.getByRole('button', { name: 'Waive charges or fees…' }).click();
  const form = page.getByTestId('waive-form');
  await form.getByLabel('Late interest to waive').fill('0');
  await form.getByLabel('Reason').fill('Typhoon Kristine hardship');
  await shot(page, testInfo, 'console-servicing-waive-form');
  await form.getByRole('button', { name: 'Propose the waiver' }).click();
  const proposed = page.getByText(/Proposed — waiting for a second operator: #\d+ Waive ₱800\.00 of late charges/);
  await expect(proposed).toBeVisible();
  const summary = /#\d+ (.*)\.$/.exec(await proposed.innerText())?.[1] ?? '';
  expect(summary).toMatch(/^Waive ₱800\.00 of late charges on order KW\d+ \(penalty ₱800\.00, late interest ₱0\.00\): Typhoon Kristine hardship$/);
  await expect(owedCell).toHaveText(new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(owedBefore / 100));

  // fio approves it in the queue, seeing what it owes before and after.
  const fio = await secondOperator(browser, request, server, 'fio', 'finance');
  await fio.getByRole('link', { name: 'Waiting for approval' }).click();
  const row = fio.getByTestId('approvals').locator('tr.ant-table-row', { hasText: summary });
  await expect(row).toContainText('penalty: "₱800.00" → "₱0.00"');
  await shot(fio, testInfo, 'console-servicing-approvals');
  await approveInQueue(fio, summary);
  await expect(fio.getByText(/Waived ₱800\.00 on order KW\d+; it now owes/)).toBeVisible();
  await fio.context().close();

  await page.reload();
  await expect(owedCell).not.toHaveText(/^$/);
  const owedAfter = minor(await owedCell.innerText());
  expect(owedAfter).toBe(owedBefore - 800_00);
  await expect(page.locator('.ant-card', { hasText: 'History' }).locator('tr.ant-table-row').last())
    .toContainText('₱800.00 of late charges waived by the lender (penalty ₱800.00): Typhoon Kristine hardship');

  // Borrower A, on the phone: the lower amount, and why.
  const phone = await browser.newContext({ ...borrowerPhone, baseURL: server.baseURL });
  const a = await phone.newPage();
  await a.goto(appPath('/loanDetail', { productId: '2', orderId: '81' }));
  await expect(a.getByRole('heading', { name: 'Overdue' })).toBeVisible();
  await closePrompts(a);
  const line = (label: string) => a.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(line('Waived by the lender')).toHaveText('₱800.00 of late charges (you do not pay it)');
  await expect(line('Penalty')).toHaveText('₱0.00');
  await expect(line('Last waiver')).toContainText(/₱800\.00 of late charges waived by the lender \(penalty ₱800\.00\): Typhoon Kristine hardship/);
  await expect(line('Outstanding')).toHaveText(new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(owedAfter / 100));
  // The payments history lists the waiver too, in the same words, with no receipt.
  const waived = a.getByRole('region', { name: 'Payment history' }).locator('li', { hasText: 'Waived by the lender' });
  await expect(waived).toContainText('₱800.00 of late charges waived by the lender (penalty ₱800.00): Typhoon Kristine hardship');
  await expect(waived.getByRole('button')).toHaveCount(0);
  await shot(a, testInfo, 'borrower-order-waived');
  await phone.close();
});

test('a write-off proposed by one finance operator takes effect when another approves it', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  // fe proposes writing off borrower A's order 88, 340 days past due.
  await signInAs(page, request, server, 'fe', 'finance');
  await page.getByRole('link', { name: 'Waiting for approval' }).click();
  await expect(page.getByTestId('write-off-days')).toHaveText('Loans 180 days or more past due are proposed for a write-off.');
  await page.goto('/admin/orders/88');
  await expect(page.getByTestId('order-status')).toHaveText('180 overdue');
  await page.getByRole('button', { name: 'Write off…' }).click();
  const form = page.getByTestId('write-off-form');
  await expect(form).toContainText('₱20,000.00 owed, 340 days overdue');
  await form.getByLabel('Reason').fill('Unreachable for a year');
  await form.getByRole('button', { name: 'Propose the write-off' }).click();
  const proposed = page.getByText(/Proposed — waiting for a second operator: #\d+ Write off order KW\d+/);
  await expect(proposed).toBeVisible();
  const summary = /#\d+ (.*)\.$/.exec(await proposed.innerText())?.[1] ?? '';
  expect(summary).toMatch(/^Write off order KW\d+ \(₱20,000\.00 owed, 340 days overdue\) as a loss: Unreachable for a year$/);
  await expect(page.getByTestId('order-status')).toHaveText('180 overdue');

  // fio approves it.
  const fio = await secondOperator(browser, request, server, 'fio', 'finance');
  await fio.getByRole('link', { name: 'Waiting for approval' }).click();
  const row = fio.getByTestId('approvals').locator('tr.ant-table-row', { hasText: summary });
  await expect(row).toContainText('state: "overdue" → "written off"');
  await approveInQueue(fio, summary);
  await expect(fio.getByText(/Order KW\d+ written off: ₱20,000\.00 off the books; the borrower still owes ₱20,000\.00\./)).toBeVisible();
  await fio.goto('/admin/orders/88');
  await expect(fio.getByTestId('order-status')).toContainText('180 overdue, written off');
  await expect(fio.getByRole('button', { name: 'Write off…' })).toHaveCount(0);
  await shot(fio, testInfo, 'console-servicing-written-off');
  await fio.context().close();

  // Borrower A's order details: written off, still owed.
  const phone = await browser.newContext({ ...borrowerPhone, baseURL: server.baseURL });
  const a = await phone.newPage();
  await a.goto(appPath('/loanDetail', { productId: '9', orderId: '88' }));
  await expect(a.getByRole('heading', { name: 'Written off' })).toBeVisible();
  await expect(a.getByText('You still owe ₱20,000.00; you can pay it here at any time.', { exact: false })).toBeVisible();
  await closePrompts(a);
  await shot(a, testInfo, 'borrower-order-written-off');
  await phone.close();
});

test('a cancellation proposed by one finance operator cancels the approved loan when another approves it', async ({ page, server, request, browser }) => {
  test.setTimeout(120_000);
  // fe proposes cancelling borrower A's approved order 85; paid-out order 81 offers no cancel.
  await signInAs(page, request, server, 'fe', 'finance');
  await page.goto('/admin/orders/81');
  await expect(page.getByTestId('order-status')).toHaveText('180 overdue');
  await expect(page.getByRole('button', { name: 'Cancel order…' })).toHaveCount(0);
  await page.goto('/admin/orders/85');
  await expect(page.getByTestId('order-status')).toHaveText('21 approved');
  await page.getByRole('button', { name: 'Cancel order…' }).click();
  const form = page.getByTestId('cancel-form');
  await form.getByLabel('Reason').fill('Duplicate application');
  await form.getByRole('button', { name: 'Propose the cancellation' }).click();
  const proposed = page.getByText(/Proposed — waiting for a second operator: #\d+ Cancel order KW\d+/);
  await expect(proposed).toBeVisible();
  const summary = /#\d+ (.*)\.$/.exec(await proposed.innerText())?.[1] ?? '';
  expect(summary).toMatch(/^Cancel order KW\d+ \(₱[\d,.]+, not paid out\): Duplicate application$/);

  const fio = await secondOperator(browser, request, server, 'fio', 'finance');
  await approveInQueue(fio, summary);
  await fio.goto('/admin/orders/85');
  await expect(fio.getByTestId('order-status')).toHaveText('110 rejected');
  await fio.context().close();

  const phone = await browser.newContext({ ...borrowerPhone, baseURL: server.baseURL });
  const a = await phone.newPage();
  await a.goto(appPath('/loanDetail', { productId: '6', orderId: '85' }));
  await expect(a.getByRole('heading', { name: 'Cancelled' })).toBeVisible();
  await expect(a.getByText('Cancelled by the lender before it was paid out: Duplicate application. No money was sent, and you owe nothing.', { exact: false })).toBeVisible();
  await phone.close();
});
