// The operators' console at desktop size (1280x800), on a server of its
// own (fresh-server.ts): `kwarta operator add` prints the one-time link;
// the admin enrols (password, the QR code's secret, the first code) and
// signs in with TOTP (the code computed here, RFC 6238), proposes a
// reviewer on the Operators screen, which a second admin approves (and is
// shown the link), approves borrower B's new application, B confirms the
// withdrawal, the admin proposes the disbursement from the disbursement
// queue and the second admin approves it, the order's page shows its
// history, the audit log every change, and B's order details page shows
// 170, Repaying. Screenshots of every screen.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { appPath, closePrompts, commonQuery, expect, freshTest, shot } from './support';
import { approveInQueue, desktop, sandboxPostback, secondOperator, signInAs } from './console-support';
import { kwartaBin } from './fresh-server';
import { totp } from './totp';

const run = promisify(execFile);
const test = freshTest;

test.use(desktop);

/** borrower calls the API as demo borrower B (the app shell's common query). */
async function borrower<T>(request: APIRequestContext, path: string, form: Record<string, string>): Promise<T> {
  const res = await request.post(`/medium${path}?${commonQuery('demo-b')}`, { form });
  const body = await res.json();
  expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

/** row is a table row holding a text (an order number, a name). */
const row = (page: Page, text: string) => page.locator('tr.ant-table-row', { hasText: text });

test('an admin enrols, signs in with TOTP, approves and disburses an application; the borrower sees 170', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(240_000); // the longest journey: enrol, sign in, operators, approve, disburse, the borrower
  const password = 'a long console password';

  // The command line adds the admin and prints the one-time link.
  const { stdout } = await run(kwartaBin, ['operator', 'add', 'ana', '--role', 'admin', '--db', server.dbFile]);
  const link = /^\/admin\/enrol\?token=[0-9a-f]{64}$/m.exec(stdout)?.[0];
  expect(link, stdout).toBeTruthy();

  // Enrolment: a short password is refused here, then the QR code and the secret, then the first code.
  await page.goto(link!);
  await expect(page.getByText('Set up your console account')).toBeVisible();
  await page.getByLabel('New password').fill('too short');
  await page.getByLabel('The password again').fill('too short');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByText('A password has at least 12 characters.')).toBeVisible();
  await shot(page, testInfo, 'console-enrol-password');
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The password again').fill(password);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator secret' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await shot(page, testInfo, 'console-enrol-qr');
  await page.getByLabel('The code the app shows now').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your account is ready')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Sign-in: a wrong code gets the server's message; the right one (the
  // next step's: the enrolment used this step's, and a code counts once) signs in.
  await expect(page).toHaveURL(/\/admin\/sign-in\?name=ana$/);
  await expect(page.getByLabel('Name')).toHaveValue('ana');
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Code from your authenticator app').fill(totp(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The name, password or code is wrong.')).toBeVisible();
  await shot(page, testInfo, 'console-sign-in-wrong');
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The admin's menu: every screen built so far, and no others.
  await expect(page.getByTestId('operator-name')).toHaveText('ana');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator('.ant-menu-item')).toHaveText(['Dashboard', 'Waiting for approval', 'Applications', 'Disbursements', 'Orders', 'Borrowers', 'Collections', 'Collection reports', 'Payments', 'Accounting', 'Complaints', 'Products', 'Content', 'Operators', 'Audit log']);
  // A second admin, at another desk, approves what ana proposes.
  const ben = await secondOperator(browser, request, server, 'ben', 'admin');

  // Operators: ana proposes a reviewer; ben approves and is shown the link, once.
  await page.getByRole('link', { name: 'Operators' }).click();
  await page.getByLabel('Name').fill('rita');
  await page.getByLabel('Role', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: 'reviewer' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('proposed')).toContainText('Proposed — waiting for a second operator: Add operator rita as reviewer');
  await expect(row(page, 'rita')).toHaveCount(0);
  await approveInQueue(ben, 'Add operator rita as reviewer');
  await expect(ben.getByTestId('enrol-link')).toContainText(`${server.baseURL}/admin/enrol?token=`);
  await page.reload();
  await expect(row(page, 'rita')).toContainText('waiting for enrolment');
  await shot(page, testInfo, 'console-operators');
  // rita is disabled (a leaver: at once, by one admin), enabled again and
  // made finance (each proposed by ana and approved by ben).
  const mayRita = page.getByRole('switch', { name: 'rita may sign in' });
  await mayRita.click();
  await expect(page.getByText('rita is disabled: every session ended.')).toBeVisible();
  await expect(mayRita).not.toBeChecked();
  await mayRita.click();
  await expect(page.getByText('Proposed — waiting for a second operator: Let rita sign in again.')).toBeVisible();
  await expect(mayRita).not.toBeChecked();
  await approveInQueue(ben, 'Let rita sign in again');
  await page.reload();
  await expect(mayRita).toBeChecked();
  await page.getByLabel("rita's role").click();
  await page.locator('.ant-select-item-option', { hasText: 'finance' }).click();
  await expect(page.getByText('Proposed — waiting for a second operator: Give rita the finance role.')).toBeVisible();
  await approveInQueue(ben, 'Give rita the finance role');
  await page.reload();
  await expect(row(page, 'rita')).toContainText('finance');

  // Borrower B applies for a loan (product 1, ₱5,000.00 over 91 days).
  const placed = await borrower<{ orderId: number; orderNo: string }>(request, '/v3/loan/loan-detail-push',
    { productId: '1', amount: '500000', periods: '91', termUnit: '1' });

  // The applications queue: reject needs a reason; approve.
  await page.getByRole('link', { name: 'Applications' }).click();
  const application = row(page, placed.orderNo);
  await expect(application).toContainText('₱5,000.00');
  await expect(application).toContainText('0918***4567');
  await application.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('button', { name: 'Reject the application' }).click();
  await expect(page.getByText('Say why the application is rejected.')).toBeVisible();
  await shot(page, testInfo, 'console-applications');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await application.getByRole('button', { name: 'Approve' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${placed.orderNo} approved.`)).toBeVisible();
  await expect(application).toHaveCount(0);

  // B confirms the withdrawal (B has a GCash account); the order joins the payout queue.
  await borrower(request, '/v3/loan-details/withdraw', { orderId: String(placed.orderId) });
  await page.getByRole('link', { name: 'Disbursements' }).click();
  const payout = row(page, placed.orderNo);
  await expect(payout).toContainText('none yet');
  await shot(page, testInfo, 'console-disbursements');
  await payout.getByRole('button', { name: 'Disburse' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`${placed.orderNo}: Proposed — waiting for a second operator`)).toBeVisible();
  await approveInQueue(ben, `Disburse ₱5,000.00 for order ${placed.orderNo}`);
  await ben.context().close();
  await page.reload();
  await expect(payout).toHaveCount(0);

  // Orders: by phone, then the order's page with its whole history.
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Order number or phone').fill('0918 123 4567');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=0918/);
  await expect(row(page, placed.orderNo)).toContainText('170 repaying');
  await shot(page, testInfo, 'console-orders');
  await row(page, placed.orderNo).getByRole('link', { name: placed.orderNo }).click();
  await expect(page.getByTestId('order-status')).toHaveText('170 repaying');
  const history = page.locator('.ant-card', { hasText: 'History' }).locator('tr.ant-table-row');
  await expect(history).toHaveCount(4);
  await expect(history.nth(1)).toContainText('operator:ana');
  await shot(page, testInfo, 'console-order');

  // The audit log: the approval, and the disbursement proposed by ana and approved and sent by ben.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Id or number').fill(placed.orderNo);
  await page.getByRole('button', { name: 'Filter' }).click();
  const lines = page.locator('tr.ant-table-row');
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(0)).toContainText('ben');
  await expect(lines.nth(0)).toContainText('disburse');
  await expect(lines.nth(1)).toContainText('approve:disburse');
  await expect(lines.nth(2)).toContainText('propose:disburse');
  await expect(lines.nth(3)).toContainText('approve');
  await page.getByRole('button', { name: 'Clear' }).click();
  // And everything, newest first: the four lines on the order; the three
  // changes to rita (disabled by ana alone; enabled and moved to finance, each proposed by ana,
  // approved and carried out by ben); ana proposing rita and ben approving and adding her; ben
  // enrolling and signing in, added from the command line; ana's sign-in, wrong sign-in and
  // enrolment; the command line adding ana (as system:<the machine's user>: nobody could approve yet).
  await expect(lines).toHaveCount(23);
  await expect(lines.nth(22)).toContainText(/system:\S+cliadd-operatoroperator ana/);
  await expect(page.getByTestId('audit-chain')).toHaveText(/^Audit chain verified up to entry \d+ \(\d+ entries, head [0-9a-f]{16}…\)\.$/);
  // Filtered by another object type than orders: the ten lines on rita, then ben's and ana's.
  await page.getByLabel('Object').click();
  await page.locator('.ant-select-item-option[title="operator"]').click();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/objectType=operator/);
  await expect(lines).toHaveCount(19);
  for (const line of (await lines.all()).slice(0, 10)) await expect(line).toContainText('operator rita');
  for (const line of (await lines.all()).slice(10, 14)) await expect(line).toContainText('operator ben');
  for (const line of (await lines.all()).slice(14)) await expect(line).toContainText('operator ana');
  await expect(lines.nth(18)).toContainText('add-operator');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /\/audit\.csv\?objectType=operator$/);
  await shot(page, testInfo, 'console-audit');

  // An unknown console address: the console's own screen, with a way back.
  await page.goto('/admin/no-such-screen');
  await expect(page.getByText('No such screen')).toBeVisible();
  await page.getByRole('button', { name: 'Go to the console' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Sign out: the console asks to sign in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Forders$/);

  // The borrower's order details page: 170, Repaying.
  const details = await borrower<{ orderStatus: number }>(request, '/v3/loan-details/loan-details', { orderId: String(placed.orderId) });
  expect(details.orderStatus).toBe(170);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(appPath('/loanDetail', { productId: '1', orderId: String(placed.orderId) }, 'demo-b'));
  await expect(page.getByRole('heading', { name: 'Repaying' })).toBeVisible();
  await closePrompts(page);
  await shot(page, testInfo, 'console-borrower-170');
});

/** api calls the API as a demo borrower and answers the envelope's data. */
async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, form: Record<string, string>, who: 'demo-a' | 'demo-b' = 'demo-a'): Promise<T> {
  const res = method === 'GET'
    ? await request.get(`/medium${path}?${commonQuery(who, form)}`)
    : await request.post(`/medium${path}?${commonQuery(who)}`, { form });
  const body = await res.json();
  expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

test('support answers a complaint in the console; the borrower reads the reply, never the internal note', async ({ page, server, request }, testInfo) => {
  test.setTimeout(90_000);
  const home = await api<{ orderDetail: { orderNo: string } }>(request, 'POST', '/user-problem/problem-init', {});
  const filed = await api<{ problemId: number }>(request, 'POST', '/user-problem/problem-save',
    { problemType: '2', problemDetail: 'I paid on Monday at 7-Eleven and it is still not credited.', orderNo: home.orderDetail.orderNo });

  await signInAs(page, request, server, 'sam', 'support');
  await expect(page.locator('.ant-menu-item')).toHaveText(['Dashboard', 'Orders', 'Borrowers', 'Complaints']);
  await page.getByRole('link', { name: 'Complaints' }).click();
  const line = row(page, `#${filed.problemId}`);
  await expect(line).toContainText('I paid on Monday');
  await expect(line).toContainText(/\d+d \d+h left/);
  await shot(page, testInfo, 'console-complaints');

  await line.getByRole('link', { name: `#${filed.problemId}` }).click();
  await expect(page.getByTestId('complaint-text')).toHaveText('I paid on Monday at 7-Eleven and it is still not credited.');
  await expect(page.getByText(home.orderDetail.orderNo)).toBeVisible();
  await page.getByPlaceholder('Add a note').fill('GCash shows the payment: INTERNAL-ONLY');
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.locator('.ant-list-item', { hasText: 'INTERNAL-ONLY' })).toContainText('sam');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText('The reply is empty.')).toBeVisible();
  const reply = 'We found your payment and credited it today. Thank you for your patience.';
  await page.getByLabel('Reply to the borrower').fill(reply);
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText('Reply sent; the borrower is asked to rate it.')).toBeVisible();
  await expect(page.getByTestId('reply-text')).toHaveText(reply);
  await shot(page, testInfo, 'console-complaint');

  // The borrower's complaint details: the reply, not the note.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(appPath('/complainDetails', { problemId: String(filed.problemId) }));
  await expect(page.locator('.cp-reply-text')).toHaveText(reply);
  await expect(page.getByText('INTERNAL-ONLY')).toHaveCount(0);
  await closePrompts(page);
  await shot(page, testInfo, 'console-complaint-borrower');
});

test('finance credits a postback with the wrong amount to its order under four eyes; the order shows the payment', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(90_000);
  // Borrower A's pay code on order 81, then the provider says ₱100.00 less was paid.
  const due = await api<{ repayAmount: number }>(request, 'GET', '/v3/repay/loan-play-detail', { orderId: '81', productId: '2' });
  const code = await api<{ payUrl: string; payCode: string }>(request, 'POST', '/v3/repay/generate-pay-code',
    { orderId: '81', productId: '2', amount: String(due.repayAmount), channelNumber: 'GCSH' });
  const txnid = decodeURIComponent(new URL(code.payUrl, server.baseURL).pathname.split('/').pop()!);
  const paid = due.repayAmount - 10000;
  await sandboxPostback(request, { txnid, refno: code.payCode, amount: paid });
  const peso = (minor: number) => `₱${(minor / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`;

  await signInAs(page, request, server, 'fe', 'finance');
  await expect(page.locator('.ant-menu-item')).toHaveText(['Dashboard', 'Waiting for approval', 'Disbursements', 'Orders', 'Borrowers', 'Collection reports', 'Payments', 'Accounting']);
  await page.getByRole('link', { name: 'Payments' }).click();
  const waiting = page.getByTestId('review').locator('tr.ant-table-row', { hasText: txnid });
  await expect(waiting).toContainText('wrong amount');
  await expect(waiting).toContainText(peso(paid));
  await expect(waiting).toContainText(peso(due.repayAmount));
  await expect(page.getByTestId('events').locator('tr.ant-table-row', { hasText: txnid })).toContainText('amount_mismatch');
  await shot(page, testInfo, 'console-payments');

  // fe proposes the credit: the pay code's order, with its borrower and what it owes.
  const orderNo = (await waiting.getByRole('link').textContent()) ?? '';
  await waiting.getByRole('button', { name: 'Resolve' }).click();
  const picker = page.getByTestId('credit-order');
  await expect(picker).toContainText(`${orderNo} · Maria Santos · 0917***4567`);
  await expect(picker).toContainText('part-pays it');
  await page.getByRole('button', { name: 'Propose the credit' }).click();
  await expect(page.getByText('Say why: a resolution needs a note.')).toBeVisible();
  await page.getByLabel('Note (kept with the resolution and in the audit log)').fill('The borrower paid ₱100 short at the counter; credit what came.');
  await page.getByRole('button', { name: 'Propose the credit' }).click();
  const summary = `Credit payment ${txnid} (${peso(paid)} received) to order ${orderNo} of Maria Santos (0917***4567): part-pays it`;
  await expect(page.getByText(`Proposed — waiting for a second operator: #`)).toBeVisible();
  await expect(waiting).toContainText('Proposed — waiting for a second operator');
  await expect(waiting).toContainText('by you');
  await expect(waiting.getByRole('button', { name: 'Resolve' })).toHaveCount(0);

  // fio, at another desk, approves it: the payment is credited once.
  const fio = await secondOperator(browser, request, server, 'fio', 'finance');
  await approveInQueue(fio, summary);
  await fio.context().close();
  await page.reload();
  // It leaves the waiting list for the resolved one.
  await expect(waiting).toHaveCount(0);
  const resolved = page.getByTestId('resolved').locator('tr.ant-table-row', { hasText: txnid });
  await expect(resolved).toContainText('credited');
  await expect(resolved).toContainText('by fio');
  const totals = page.getByTestId('totals').locator('tr.ant-table-row', { hasText: 'GCash' });
  await expect(totals).toContainText(peso(paid));
  await shot(page, testInfo, 'console-payments-resolved');

  // The order's page: the payment in its ledger.
  await resolved.getByRole('link').click();
  // The Payments card (the Ledger card above it names payments in its memos).
  const payments = page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: /^Payments$/ }) }).locator('tr.ant-table-row');
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText(peso(paid));
  await shot(page, testInfo, 'console-payment-order');
});
