// The loan journeys against the real server and the demo world: borrower B
// confirms loans (V3 and variant 2), borrower A's orders 80-88 show exactly
// their status's actions and prompts, a partner's order continues on the
// partner's page, and the joint-login failure page recommends other loans.
import type { Page } from '@playwright/test';
import { appPath, closePrompts, expect, shot, test } from './support';

async function actions(page: Page): Promise<string[]> {
  return page.locator('.actions .adm-button').allInnerTexts();
}

test.describe('loan confirmation', () => {
  test('borrower B confirms a loan end to end (V3)', async ({ page }, testInfo) => {
    await page.goto(appPath('/confirmLoan', { productId: '1' }, 'demo-b'));
    // A first loan: the loan agreement opens by itself, filled with B's figures.
    const modal = page.getByRole('dialog', { name: 'Loan Agreement' });
    await expect(modal).toBeVisible();
    const agreement = modal.frameLocator('iframe');
    await expect(agreement.getByText('Jose Reyes')).toBeVisible();
    await expect(agreement.getByText('₱20,000.00').first()).toBeVisible();
    await shot(page, testInfo, 'loan-confirm-agreement');
    await modal.getByRole('button', { name: 'Agree' }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator('.adm-popup-body')).toBeHidden(); // the slide-out is over

    await expect(page.getByText('₱20,000.00').first()).toBeVisible();
    await expect(page.getByText('91 days').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Fact Statement' })).toBeVisible();
    await expect(page.getByText('Annual percentage rate (APR)').first()).toBeVisible();
    await shot(page, testInfo, 'loan-confirm');

    // Unchecked, Next is grey and does nothing.
    const box = page.getByRole('checkbox');
    await expect(box).toBeChecked();
    await box.click();
    await expect(box).not.toBeChecked();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true }); // a tap on the grey button, which Playwright would otherwise wait out
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/confirmLoan\?/);

    // Reading the key facts and agreeing checks the box again.
    await page.getByRole('button', { name: 'Key Fact Statement' }).click();
    const facts = page.getByRole('dialog', { name: 'Key Fact Statement' });
    await expect(facts.frameLocator('iframe').getByText('Total cost of the loan')).toBeVisible();
    await facts.getByRole('button', { name: 'Agree' }).click();
    await expect(box).toBeChecked();

    await next.click();
    await expect(page).toHaveURL(/\/loanDetail\?productId=1&orderId=\d+&sessionId=demo-b&.*&from=confirm$/);
    expect(new URL(page.url()).searchParams.get('deviceId')).toBe('123');
    await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
    await expect(page.getByText('Kwarta Flex')).toBeVisible();
    await shot(page, testInfo, 'loan-confirm-placed');

    // Back on the confirmation page, the product now has a loan in progress:
    // said once, with the way to it.
    const placed = new URL(page.url()).searchParams.get('orderId');
    await page.goto(appPath('/confirmLoan', { productId: '1' }, 'demo-b'));
    await expect(page.getByText('You already have a Kwarta Flex loan in progress')).toHaveCount(1);
    await page.getByRole('button', { name: 'View my loan' }).click();
    await expect(page).toHaveURL(new RegExp(`/loanDetail\\?.*orderId=${placed}`));
  });

  test("the shell's back action asks the borrower to stay", async ({ page }) => {
    await page.goto(appPath('/confirmLoan', { productId: '1' }, 'demo-a'));
    await expect(page.getByText('₱20,000.00').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { KwartaShell: { onBack(): boolean } }).KwartaShell.onBack())).toBe(true);
    await expect(page.getByText('Point out')).toBeVisible();
    await page.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(page.getByText('Point out')).toBeHidden();
  });

  test('variant 2: the promotional popup and the server button text', async ({ page }, testInfo) => {
    await page.goto(appPath('/confirmLoan2', { productId: '2' }, 'demo-b'));
    // Before B's first loan the agreement opens first; the promotion follows it.
    const agreement = page.getByRole('dialog', { name: 'Loan Agreement' });
    const promo = page.locator('.promo-body');
    const heading = promo.getByRole('heading', { name: 'Short of money on payday?' });
    await expect(agreement.or(heading)).toBeVisible();
    if (await agreement.isVisible()) await agreement.getByRole('button', { name: 'Agree' }).click();
    await expect(heading).toBeVisible();
    await shot(page, testInfo, 'loan-confirm2-promo');
    await promo.getByRole('button', { name: 'Close' }).click();
    await expect(promo).toBeHidden();
    await shot(page, testInfo, 'loan-confirm2');
    await page.getByRole('button', { name: 'Borrow now' }).click();
    await expect(page).toHaveURL(/\/loanDetail\?productId=2&orderId=\d+.*from=confirm/);
    await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
  });

  test('rupee sign with coinciding=1', async ({ page }) => {
    // Negosyo Plus goes to 50,000; B's limit, a first loan's, is 20,000.
    await page.goto(appPath('/confirmLoan', { productId: '3', coinciding: '1' }, 'demo-b'));
    await expect(page.getByText('₹20,000.00').first()).toBeVisible();
  });
});

test.describe.serial("borrower A's orders", () => {
  const statuses: Array<{ id: number; status: string; actions: string[]; recommended: boolean }> = [
    { id: 80, status: 'Not approved', actions: [], recommended: true },
    { id: 81, status: 'Overdue', actions: ['REPAY', 'Rollover Repayment'], recommended: false },
    { id: 82, status: 'Payment due soon', actions: ['REPAY', 'Rollover Repayment'], recommended: false },
    { id: 83, status: 'Repaying', actions: ['Repayment'], recommended: false },
    { id: 85, status: 'Approved', actions: ['Withdraw Now'], recommended: true },
    { id: 86, status: 'Settled', actions: ['Borrow Again'], recommended: false },
    { id: 87, status: 'Under review', actions: [], recommended: true },
  ];
  for (const s of statuses) {
    test(`order ${s.id}: ${s.status} shows exactly ${s.actions.join(' and ') || 'no action'}`, async ({ page }, testInfo) => {
      await page.goto(appPath('/loanDetail', { productId: '1', orderId: String(s.id) }));
      await expect(page.getByRole('heading', { name: s.status })).toBeVisible();
      await shot(page, testInfo, `loan-order-${s.id}-prompt`);
      await closePrompts(page);
      expect(await actions(page)).toEqual(s.actions);
      await expect(page.getByRole('button', { name: 'Click to view more products' })).toHaveCount(s.recommended ? 1 : 0);
      await shot(page, testInfo, `loan-order-${s.id}`);
    });
  }

  test('order 88: charges stop at the Philippine total cost cap, and the page says so', async ({ page }, testInfo) => {
    await page.goto(appPath('/loanDetail', { productId: '9', orderId: '88' }));
    await expect(page.getByRole('heading', { name: 'Overdue' })).toBeVisible();
    await closePrompts(page);
    // ₱10,000.00 lent: ₱2,600.00 of plan interest and fees and ₱7,400.00 of
    // late charges make the ₱10,000.00 the cap allows, and no more.
    await expect(page.getByText(/have reached the legal cap \(BSP Circular 1133\).*Please pay ₱20,000\.00/)).toBeVisible();
    expect(await actions(page)).toEqual(['Repayment']); // no extension: Kwarta Mini has none
    await shot(page, testInfo, 'loan-order-88-cost-cap');
  });

  test("a partner's order continues on the partner's page, without the session id", async ({ page }) => {
    await page.route('https://pautang-express.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Pautang Express</h1>' }),
    );
    await page.goto(appPath('/loanDetail', { productId: '7', orderId: '84' }));
    await expect(page.getByRole('heading', { name: 'Pautang Express' })).toBeVisible();
    const url = new URL(page.url());
    expect(url.origin + url.pathname).toBe('https://pautang-express.example/apply');
    expect(url.searchParams.get('orderNo')).toMatch(/^KW\d{6}000084$/);
    expect(url.searchParams.get('deviceId')).toBe('123');
    expect(url.searchParams.has('sessionId')).toBe(false);
  });

  test('kind tips show once, then the repayment action remembers them', async ({ page }) => {
    await page.goto(appPath('/loanDetail', { productId: '4', orderId: '83' }));
    await expect(page.getByText('Kind tips')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Repayment' }).click();
    await expect(page).toHaveURL(/\/repay\?.*productId=4&orderId=83/);
    await page.goto(appPath('/loanDetail', { productId: '4', orderId: '83' }));
    await expect(page.getByRole('heading', { name: 'Repaying' })).toBeVisible();
    await expect(page.getByText('Kind tips')).toHaveCount(0);
  });

  // Binding the account and withdrawing to it: bind-bank.spec.ts (a server of its own).
  test('the approved order asks for a card; withdrawing without one asks again (800007)', async ({ page }) => {
    await page.goto(appPath('/loanDetail', { productId: '6', orderId: '85' }));
    await expect(page.getByText('Bind a bank card')).toBeVisible();
    await page.getByRole('button', { name: 'Go and bind the card' }).click();
    await expect(page).toHaveURL(/\/bindBank\?.*source=loanDetail/);
    await expect(page.getByRole('heading', { name: 'Payment account information' })).toBeVisible();
    await page.goto(appPath('/loanDetail', { productId: '6', orderId: '85' }));
    await page.locator('.adm-dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Withdraw Now' }).click();
    const prompt = page.locator('.adm-dialog');
    await expect(prompt.getByText('is approved. Withdraw it now')).toBeVisible();
    await prompt.getByRole('button', { name: 'Withdraw Now' }).click();
    await expect(page.locator('.adm-dialog').getByRole('button', { name: 'Go and bind the card' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();
  });

  test('the settled order: rating and Borrow Again', async ({ page }, testInfo) => {
    await page.goto(appPath('/loanDetail', { productId: '1', orderId: '86' }));
    const rating = page.locator('.adm-dialog');
    await expect(rating.getByText('Rate Kwarta')).toBeVisible();
    await rating.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please choose a rating')).toBeVisible();
    await rating.getByRole('button', { name: '2 stars' }).click();
    await expect(rating.getByRole('button', { pressed: true })).toHaveCount(2);
    await shot(page, testInfo, 'loan-order-86-rating');
    await rating.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for your feedback')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    // Rated: the dialog does not come back.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settled' })).toBeVisible();
    await expect(page.getByText('Rate Kwarta')).toHaveCount(0);
    // Borrow Again opens the product again (the confirmation page in a browser).
    await page.getByRole('button', { name: 'Borrow Again' }).click();
    await expect(page).toHaveURL(/\/confirmLoan\?.*productId=1/);
    await expect(page.getByText('Kwarta Flex').first()).toBeVisible();
  });
});

test.describe('joint-login failure page', () => {
  test('recommends other loans and opens them', async ({ page, context }, testInfo) => {
    const answer = page.waitForResponse((r) => r.url().includes('/medium/v3/joint-login/notice'));
    await page.goto(appPath('/error', { productId: '8' }, 'demo-b'));
    // What B can apply for depends on the loans the other tests placed for B.
    const notice = (await (await answer).json()).data as { recProducts: unknown[]; inProgress: Array<{ productName: string }> };
    await expect(page.getByRole('heading', { name: 'Application not opened' })).toBeVisible();
    await expect(page.getByText('We could not open your application with Sari-Sari Credit.')).toBeVisible();
    const items = page.locator('.recommended-item');
    const n = notice.recProducts.length;
    expect(n).toBeGreaterThanOrEqual(4);
    await expect(items).toHaveCount(n);
    for (const loan of notice.inProgress) await expect(items.filter({ hasText: loan.productName })).toHaveCount(0);
    await expect(items.nth(0).locator('.tag')).not.toHaveCount(0);
    await expect(items.nth(1).locator('.tag')).not.toHaveCount(0);
    for (let i = 2; i < n; i++) await expect(items.nth(i).locator('.tag')).toHaveCount(0);
    await shot(page, testInfo, 'loan-failure');

    // A partner's product opens in the browser.
    await context.route('https://pautang-express.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Partner</h1>' }));
    const popup = context.waitForEvent('page');
    await items.filter({ hasText: 'Pautang Express' }).getByRole('button').click();
    expect((await popup).url()).toContain('https://pautang-express.example/apply?utm_source=kwarta');

    // Kwarta's own product goes to the app's product page.
    await items.filter({ hasText: 'Kwarta Lite' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/confirmLoan\?.*productId=4/);
  });
});
