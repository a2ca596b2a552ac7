// Rescheduling an order under four eyes at desktop size (1280x800), on a
// server of its own: finance operator fe opens borrower A's overdue order
// 81, presses "Reschedule…" and fills the card: 3 instalments, the first
// due in 14 days, 30 days between them, the borrower's consent by recorded
// call today with its reference, and a reason; nothing changes until fio,
// at another desk, approves it in "Waiting for approval". The order's page
// then shows 170 repaying, the new next due date and a reschedule line in
// its history; A's order details (375x812) show "Rescheduled on" with the
// new plan, the consent and the reason, the new next due date, and as the
// next payment the late charges (which stay owed, paid first) with the
// first new instalment. The server's books are checked when it stops (fresh-server.ts).
import { appPath, closePrompts, expect, freshTest, shot } from './support';
import { approveInQueue, borrowerPhone, desktop, secondOperator, signInAs } from './console-support';
import { serverNow } from './fresh-server';

const test = freshTest;

test.use(desktop);

/** minor reads "₱35,930.00" as minor units; peso writes them back. */
const minor = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const peso = (m: number) => new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(m / 100);

/** isoDay is a moment's date in Manila, YYYY-MM-DD, days later. */
const isoDay = (at: Date, days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(at.getTime() + days * 86_400_000));

/** displayDay writes YYYY-MM-DD as the borrower's pages do: "Dec 12, 2026". */
const displayDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

test('a reschedule proposed by one finance operator gives the overdue order a new plan when another approves it', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  const now = await serverNow(server);
  const today = isoDay(now);
  const firstDue = isoDay(now, 14);
  const reason = 'Lost his job in October; back at work from December';

  await signInAs(page, request, server, 'fe', 'finance');
  await page.goto('/admin/orders/81');
  await expect(page.getByTestId('order-status')).toHaveText('180 overdue');

  // fe fills the card; a missing consent is refused before anything is sent.
  await page.getByRole('button', { name: 'Reschedule…' }).click();
  const form = page.getByTestId('reschedule-form');
  await expect(form.getByLabel('Instalments', { exact: true })).toHaveValue('3');
  await expect(form.getByLabel('Days between instalments')).toHaveValue('30');
  await form.getByLabel('First due date').fill(firstDue);
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Propose the reschedule' }).click();
  await expect(form.getByText('Record how the borrower agreed.')).toBeVisible();
  await form.getByLabel('Consent given by').click();
  await page.locator('.ant-select-item-option', { hasText: 'recorded call' }).click();
  await form.getByLabel('Consent date').fill(today);
  await form.getByLabel('Consent reference').fill('CALL-2026-0815');
  await expect(form.getByText('Record how the borrower agreed.')).toHaveCount(0);
  await shot(page, testInfo, 'console-reschedule-form');
  await form.getByRole('button', { name: 'Propose the reschedule' }).click();
  const proposed = page.getByText(/Proposed — waiting for a second operator: #\d+ Reschedule order KW\d+/);
  await expect(proposed).toBeVisible();
  const summary = /#\d+ (Reschedule .*)\.$/.exec(await proposed.innerText())?.[1] ?? '';
  expect(summary).toMatch(new RegExp(
    `^Reschedule order KW\\d+ into 3 instalments from ${firstDue} \\(₱[\\d,.]+ owed, was ₱[\\d,.]+\\), consent by recorded call on ${today} \\(CALL-2026-0815\\): ${reason}$`));
  await expect(page.getByTestId('order-status')).toHaveText('180 overdue');

  // fio approves it in the queue.
  const fio = await secondOperator(browser, request, server, 'fio', 'finance');
  await approveInQueue(fio, summary);
  await fio.context().close();

  // The order's page: the new status, the new next due date, the history line.
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('170 repaying');
  const item = (label: string) => page.locator('.ant-descriptions-item', { hasText: new RegExp(`^${label}`) }).locator('.ant-descriptions-item-content');
  await expect(item('Next due')).toHaveText(firstDue);
  const owed = await item('Owed').innerText();
  const history = page.getByTestId('history').locator('tr.ant-table-row').last();
  await expect(history).toContainText('reschedule');
  await expect(history).toContainText(`3 instalments from ${displayDay(firstDue)} to ${displayDay(isoDay(now, 74))}`);
  await expect(history).toContainText(reason);
  await shot(page, testInfo, 'console-reschedule-approved');

  // Borrower A, on the phone: the new plan, its next due date and amount.
  const phone = await browser.newContext({ ...borrowerPhone, baseURL: server.baseURL });
  const a = await phone.newPage();
  await a.goto(appPath('/loanDetail', { productId: '2', orderId: '81' }));
  await expect(a.getByRole('heading', { name: 'Repaying' })).toBeVisible();
  await closePrompts(a);
  const line = (label: string) => a.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  const rescheduled = line('Rescheduled on');
  await expect(rescheduled).toContainText(`${displayDay(today)}: 3 instalments from ${displayDay(firstDue)} to ${displayDay(isoDay(now, 74))}`);
  await expect(rescheduled).toContainText(`you agreed on ${displayDay(today)} (recorded call, reference CALL-2026-0815): ${reason}`);
  // The next payment, on the first new due date: the late charges (paid
  // first) and the first new instalment.
  const text = await rescheduled.innerText();
  const first = /\((₱[\d,.]+), ₱[\d,.]+, ₱[\d,.]+\)/.exec(text)?.[1] ?? '';
  const late = /late charges of (₱[\d,.]+) stay owed/.exec(text)?.[1] ?? '';
  expect(first).not.toBe('');
  expect(late).not.toBe('');
  await expect(line('Next due date')).toHaveText(displayDay(firstDue));
  await expect(line('Next payment')).toHaveText(peso(minor(first) + minor(late)));
  await expect(a.getByText(`Your next payment of ${peso(minor(first) + minor(late))} is due on ${displayDay(firstDue)}.`)).toBeVisible();
  await expect(line('Outstanding')).toHaveText(owed);
  await shot(a, testInfo, 'borrower-order-rescheduled');
  await phone.close();
});
