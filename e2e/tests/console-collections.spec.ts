// Collections at desktop size (1280x800), on a server of its own: borrower
// A's order 81 is past due (10 days in the demo world, within the 15 days
// the contact hours apply to). The clock is first moved to 16:00 in Manila,
// within the contact hours. Lead lia opens Collections and assigns the
// account to collector cole (at another desk); cole opens "Mine", opens
// the account, logs a call (promised) and records a promise of ₱500.00 due
// today, shown open; admin ada proposes from the account page waiving the
// ₱800.00 penalty, shown waiting for a second operator's approval. The
// borrower pays ₱500.00 through the sandbox
// provider (a pay code and its signed postback): the promise shows kept.
// At 22:30 in Manila cole's text is refused with the hours message, nothing
// is logged as sent, and the refusal is in the audit log. The server's
// books are checked when it stops (fresh-server.ts).
import type { Page } from '@playwright/test';
import { commonQuery, expect, freshTest, shot } from './support';
import { advanceClock, serverNow } from './fresh-server';
import { desktop, sandboxPostback, secondOperator, signInAs } from './console-support';

const test = freshTest;

test.use(desktop);

const HOUR = 3_600_000;
const MANILA = 8 * HOUR;

/** toManila moves the server's clock forward to the next hh:mm in Manila (UTC+8) and returns its new now. */
async function toManila(server: { baseURL: string }, hh: number, mm: number): Promise<Date> {
  const now = (await serverNow(server)).getTime();
  const local = now + MANILA;
  const dayStart = local - (local % (24 * HOUR));
  let target = dayStart + hh * HOUR + mm * 60_000;
  if (target <= local) target += 24 * HOUR;
  return advanceClock(server, `${target - local}ms`);
}

/** skewOf is how far the server's clock is ahead of the real one, ms (its TOTP codes follow it). */
async function skewOf(server: { baseURL: string }): Promise<number> {
  return (await serverNow(server)).getTime() - Date.now();
}

/**
 * keepUntilManila moves the clock to the next hh:mm in Manila 25 minutes
 * at a time, each page calling the console after each step so its session does
 * not end idle (30 minutes).
 */
async function keepUntilManila(server: { baseURL: string }, pages: Page[], hh: number, mm: number): Promise<void> {
  for (;;) {
    const now = (await serverNow(server)).getTime();
    const local = now + MANILA;
    let target = local - (local % (24 * HOUR)) + hh * HOUR + mm * 60_000;
    if (target <= local) target += 24 * HOUR;
    const step = Math.min(target - local, 25 * 60_000);
    await advanceClock(server, `${step}ms`);
    for (const page of pages) {
      const me = await (await page.request.get('/medium/admin/api/me')).json();
      expect(me.success, JSON.stringify(me)).toBe(true);
    }
    if (step === target - local) return;
  }
}

/** manilaDay is a moment's date in Manila, YYYY-MM-DD. */
function manilaDay(t: Date): string {
  return new Date(t.getTime() + MANILA).toISOString().slice(0, 10);
}

/** chooseOption opens the select labelled label and picks the option with text. */
async function chooseOption(page: Page, label: string, text: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  // Past the dropdown's opening motion (0.2 s): a click during it can miss,
  // and the form then says "Choose the outcome.".
  await expect(page.locator('.ant-select-dropdown:visible').first()).not.toHaveClass(/ant-slide-up-(enter|appear)/);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

test('a lead assigns an account; its collector logs a call and a promise the payment keeps; a text at 22:30 is refused', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(480_000); // about 3 min alone; the clock steps and four desks are slow beside other work
  // 16:00 in Manila: within the contact hours, and 22:30 within a session's 12 hours.
  const afternoon = await toManila(server, 16, 0);
  const today = manilaDay(afternoon);
  const skew = await skewOf(server);

  // Collector cole, at another desk; lead lia; admin ada, who reads the audit log at the end
  // (signed in now: the command line's sign-in links follow the real clock).
  const cole = await secondOperator(browser, request, server, 'cole', 'collector', skew);
  const admin = await secondOperator(browser, request, server, 'ada', 'admin', skew);
  await signInAs(page, request, server, 'lia', 'collections_lead', skew);

  // lia: Collections lists order 81; she assigns it to cole.
  await page.getByRole('link', { name: 'Collections' }).click();
  await expect(page).toHaveURL(/\/admin\/collections$/);
  const worklist = page.getByTestId('worklist');
  const row = worklist.locator('tr.ant-table-row', { hasText: 'Maria Santos' }).filter({ hasText: /KW\d+000081/ });
  await expect(row).toHaveCount(1);
  const orderNo = (await row.getByRole('link').first().textContent()) ?? '';
  expect(orderNo).toMatch(/^KW\d+000081$/);
  await expect(row).toContainText('nobody');
  await expect(row).toContainText('₱');
  await row.getByRole('checkbox').check();
  await chooseOption(page, 'Assign to', /^cole$/);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('1 account assigned to cole.')).toBeVisible();
  await expect(row).toContainText('cole');
  await shot(page, testInfo, 'console-collections-worklist');

  // The address keeps the filters: the days past due of the dashboard's bars.
  await page.goto('/admin/collections?minDays=1&maxDays=30');
  await expect(page.getByTestId('days-filter')).toHaveText('1–30 days past due');
  await expect(row).toHaveCount(1);
  await page.goto('/admin/collections?minDays=31&maxDays=90');
  await expect(row).toHaveCount(0);

  // cole: "Mine" lists the account; he opens it.
  await cole.getByRole('link', { name: 'Collections' }).click();
  await chooseOption(cole, 'Collector', /^Mine$/);
  await expect(cole).toHaveURL(/mine=1/);
  const mine = cole.getByTestId('worklist').locator('tr.ant-table-row');
  await expect(mine).toHaveCount(1);
  await mine.getByRole('link', { name: orderNo }).click();
  await expect(cole.getByRole('heading', { name: `Account ${orderNo}` })).toBeVisible();
  await expect(cole.getByTestId('collector')).toContainText('cole');
  await expect(cole.getByTestId('standing')).toContainText('in hours');
  const days = Number(await cole.getByTestId('days-past-due').textContent());
  expect(days).toBeLessThanOrEqual(15);

  // A call: the borrower promises ₱500.00 today.
  const log = cole.getByTestId('log-contact');
  await chooseOption(cole, 'Outcome', /^promised$/);
  await log.getByLabel('Note').fill('Maria will pay ₱500 at the counter this afternoon.');
  await log.getByRole('button', { name: 'Log the contact' }).click();
  await expect(cole.getByText('Contact logged.')).toBeVisible();
  const contacts = cole.getByTestId('contacts').locator('tr.ant-table-row');
  await expect(contacts.first()).toContainText('promised');
  await expect(contacts.first()).toContainText('cole');
  await expect(cole.getByTestId('contacts-today')).toHaveText(/^1 of \d+$/);

  const promise = cole.getByTestId('record-promise');
  await promise.getByLabel('Amount (₱)').fill('500');
  // The date starts at the borrower's today by the server's clock (a fake
  // one here), not the browser's.
  await expect(promise.getByLabel('Pay by')).toHaveValue(today);
  await promise.getByRole('button', { name: 'Record the promise' }).click();
  await expect(cole.getByText('Promise recorded.')).toBeVisible();
  const promises = cole.getByTestId('promises').locator('tr.ant-table-row');
  await expect(promises).toHaveCount(1);
  await expect(promises.first()).toContainText('₱500.00');
  await expect(promises.first().getByTestId('promise-state')).toHaveText('open');
  await shot(cole, testInfo, 'console-collections-account');

  // cole proposes from his account's page waiving the ₱800.00 penalty and
  // none of the late interest; it waits for a second operator's approval
  // (finance decides; a collector never does) and nothing is owed less
  // meanwhile.
  const owedTotal = await cole.getByTestId('owed-total').innerText();
  const propose = cole.getByTestId('propose');
  await propose.getByRole('button', { name: 'Waive charges or fees…' }).click();
  const waive = propose.getByTestId('waive-form');
  await waive.getByLabel('Late interest to waive').fill('0');
  await waive.getByLabel('Reason').fill('Lost her job; pays the rest this week');
  await waive.scrollIntoViewIfNeeded();
  await shot(cole, testInfo, 'console-collections-propose', { fullPage: false });
  await waive.getByRole('button', { name: 'Propose the waiver' }).click();
  await expect(propose.getByTestId('proposed'))
    .toContainText(/Proposed — waiting for a second operator's approval: #\d+ Waive ₱800\.00 of late charges on order KW\d+ \(penalty ₱800\.00, late interest ₱0\.00\)/);
  await expect(waive).toHaveCount(0);
  await expect(cole.getByTestId('owed-total')).toHaveText(owedTotal);

  // The money arrives: a ₱500.00 pay code on order 81, paid in full at the counter.
  const res = await request.post(`/medium/v3/repay/generate-pay-code?${commonQuery('demo-a')}`,
    { form: { orderId: '81', productId: '2', amount: '50000', channelNumber: 'GCSH' } });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  const code = body.data as { payUrl: string; payCode: string };
  const txnid = decodeURIComponent(new URL(code.payUrl, server.baseURL).pathname.split('/').pop()!);
  await sandboxPostback(request, { txnid, refno: code.payCode, amount: 500_00 });
  await expect(async () => {
    await cole.reload();
    await expect(promises).toHaveCount(1);
    await expect(promises.first().getByTestId('promise-state')).toHaveText('kept', { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(promises.first()).toContainText('₱500.00');

  // 22:30 in Manila: the text is refused, nothing is sent.
  await keepUntilManila(server, [cole, admin], 22, 30);
  await cole.reload();
  await expect(cole.getByTestId('standing')).toContainText('outside hours');
  await expect(cole.getByTestId('exception')).toHaveCount(0);
  const before = await contacts.count();
  const text = cole.getByTestId('send-text');
  await chooseOption(cole, 'Text', /^past_due \(en\)$/);
  await expect(text.getByTestId('text-preview')).not.toBeEmpty();
  await text.getByRole('button', { name: 'Send the text' }).click();
  await expect(text.getByTestId('sms-error')).toContainText('Nothing was sent.');
  await expect(text.getByTestId('sms-error')).toContainText('22:30');
  await cole.reload();
  await expect(contacts).toHaveCount(before);
  await expect(cole.getByTestId('contacts')).not.toContainText('sent');
  await shot(cole, testInfo, 'console-collections-refused');

  // The refusal is in the audit log (ada reads it).
  const audit = await (await admin.request.get('/medium/admin/api/audit?action=collection.blocked')).json();
  expect(audit.success, JSON.stringify(audit)).toBe(true);
  const entries = (audit.data.rows ?? []) as { action: string; objectId: string; operator: string }[];
  expect(entries.some((e) => e.action === 'collection.blocked' && e.objectId === orderNo), JSON.stringify(entries)).toBe(true);

  // ada: the dashboard's overdue bars open the worklist by days past due.
  await admin.getByRole('link', { name: 'Dashboard' }).click();
  await admin.getByTestId('overdue').getByRole('link', { name: '1–30 days' }).click();
  await expect(admin).toHaveURL(/\/admin\/collections\?minDays=1&maxDays=30$/);
  await expect(admin.getByTestId('worklist').locator('tr.ant-table-row', { hasText: orderNo })).toHaveCount(1);
  await expect(admin.getByTestId('worklist').locator('tr.ant-table-row')).toHaveCount(1);

  // The borrower's collection-conduct complaint lists the contacts with her: cole's call.
  await admin.goto('/admin/collections/account?orderNo=' + orderNo);
  await admin.getByTestId('collection-complaints').getByRole('link').first().click();
  const complaintContacts = admin.getByTestId('complaint-contacts').locator('tr.ant-table-row');
  await expect(complaintContacts.first()).toContainText('cole');
  await expect(complaintContacts.first()).toContainText('promised');
  await expect(complaintContacts.first()).toContainText('Maria will pay ₱500');

  // The rules and texts: the buckets and the published texts.
  await admin.goto('/admin/collections/settings');
  await expect(admin.getByTestId('texts').locator('tr.ant-table-row', { hasText: 'past_due' })).toHaveCount(2);
  await shot(admin, testInfo, 'console-collections-settings');
  await admin.context().close();
  await cole.context().close();
});
