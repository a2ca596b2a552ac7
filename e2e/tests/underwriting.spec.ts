// Underwriting at phone size (375x812), on a server of its own: borrower B
// holds three loans in progress, the demo lender's most for a borrower who
// has not repaid one yet. The confirmation page of a fourth product offers
// B's own limit (₱20,000 on Negosyo Plus, whose range goes to ₱50,000);
// Next is refused by the credit policy and leads to the failure page,
// which says why and from when B may apply again (a week after the
// rejection, the cooling-off), with the loans in progress; until then the
// confirmation pages say so before B applies.
import type { APIRequestContext } from '@playwright/test';
import { appPath, commonQuery, expect, freshTest, shot } from './support';
import { serverNow } from './fresh-server';

const test = freshTest;

async function apply(request: APIRequestContext, form: Record<string, string>): Promise<void> {
  const res = await request.post(`/medium/v3/loan/loan-detail-push?${commonQuery('demo-b')}`, { form: { ...form, termUnit: '1' } });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
}

/** The market's date (Manila) days after now, as the pages write dates: "Nov 9, 2026". */
function manilaDay(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toLocaleDateString('en-US', { timeZone: 'Asia/Manila', month: 'short', day: 'numeric', year: 'numeric' });
}

test("borrower B's fourth application is refused with the reason and the date to try again", async ({ page, server, request }, testInfo) => {
  await apply(request, { productId: '1', amount: '500000', periods: '91' });
  await apply(request, { productId: '2', amount: '500000', periods: '120' });
  await apply(request, { productId: '4', amount: '500000', periods: '91' });

  await page.goto(appPath('/confirmLoan', { productId: '3' }, 'demo-b'));
  await expect(page.locator('.confirm-amount')).toHaveText('₱20,000.00');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/error\?productId=3&orderId=\d+&.*from=confirm$/);
  await expect(page.getByRole('heading', { name: 'Your application for Negosyo Plus was not approved.' })).toBeVisible();
  const why = page.getByRole('region', { name: 'Why' });
  await expect(why).toContainText('You have 3 loans in progress; you may hold at most 3 at a time. Repay one, then apply again.');
  const retry = manilaDay(await serverNow(server), 7);
  await expect(page.getByText(`No loan was made and nothing was charged. You may apply again from ${retry}. If you think this decision is wrong, file a complaint and a person will review it.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your loans in progress' })).toContainText('Kwarta Lite');
  await shot(page, testInfo, 'loan-declined');

  // Until then another loan's confirmation page says so before B applies.
  await page.goto(appPath('/confirmLoan', { productId: '6' }, 'demo-b'));
  await expect(page.getByText(`Your last application was declined. You may apply again from ${retry}.`)).toBeVisible();
});
