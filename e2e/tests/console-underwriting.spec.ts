// The applications queue at desktop size (1280x800), on a server of its
// own: a borrower who registered minutes ago (SMS sign-in with the demo's
// test number) applies before the app has sent their details, so the
// credit policy sends the application to a reviewer with two flags
// (NO_APPLICANT_DATA, NEW_PHONE) besides the demo lender's manual review.
// The reviewer sees the flags in the queue and the reasons and exposure in
// the review card; Approve asks why they approve over the flags, and the
// approval with that note is recorded (the order is then 21).
import { expect, freshTest, shot } from './support';
import { desktop, signInAs } from './console-support';

const test = freshTest;

test.use(desktop);

test('a flagged application shows its flags and is approved with an override note', async ({ page, browser, server, request }, testInfo) => {
  test.setTimeout(120_000);
  // A new borrower signs in by SMS on a phone of their own.
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await phone.goto(`${server.baseURL}/login?redirect=%2FtestPreview`);
  await phone.getByLabel('Mobile number').fill('09170000002');
  await phone.getByRole('textbox', { name: 'Picture code' }).fill('0000');
  await phone.getByRole('button', { name: 'Get verification code' }).click();
  await phone.getByLabel('SMS code').fill('123456');
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone).toHaveURL(/\/testPreview\?(?=.*\bsessionId=[^&]+)/);
  const query = new URL(phone.url()).searchParams;
  const session = query.get('sessionId')!;
  const deviceId = query.get('deviceId')!;
  await phone.close();
  const res = await request.post(`/medium/v3/loan/loan-detail-push?sessionId=${session}&deviceId=${deviceId}`,
    { form: { productId: '4', amount: '500000', periods: '91', termUnit: '1' } });
  const placed = (await res.json()).data as { orderNo: string; lendDetailsUrl: string };
  expect(placed.lendDetailsUrl).toContain('/loanDetail?');

  await signInAs(page, request, server, 'rae', 'reviewer');
  await page.getByRole('link', { name: 'Applications' }).click();
  const row = page.getByTestId('applications').locator('tr', { hasText: placed.orderNo });
  await expect(row).toContainText('NO_APPLICANT_DATA');
  await expect(row).toContainText('NEW_PHONE');
  await row.getByRole('button', { name: 'Review' }).click();
  const card = page.getByTestId('review-card');
  await expect(card).toContainText('Credit policy v1: review');
  await expect(card).toContainText("Your identity details have not reached us from the app yet.");
  await expect(card).toContainText('Open loans');
  await shot(page, testInfo, 'console-application-review');

  await row.getByRole('button', { name: 'Approve' }).click();
  const form = page.locator('.ant-card', { hasText: 'over the policy\'s flags: NO_APPLICANT_DATA, NEW_PHONE' });
  await form.getByRole('button', { name: 'Approve over the flags' }).click();
  await expect(form.getByText('Say why you approve over the flags.')).toBeVisible();
  await form.getByLabel('Why you approve over the flags (kept in the audit log)').fill('Called the borrower: a new customer from the branch, ID seen there.');
  await form.getByRole('button', { name: 'Approve over the flags' }).click();
  await expect(page.getByText(`${placed.orderNo} approved.`)).toBeVisible();
  await expect(page.getByTestId('applications').locator('tr', { hasText: placed.orderNo })).toHaveCount(0);
});
