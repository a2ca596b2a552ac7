// The borrower pages in Filipino (?lang=fil) at phone size: the loan
// confirmation, order details, the payout account and the complaint form
// show the web app's own Filipino texts, say so in <html lang>, send lang=fil
// with their calls and do not scroll sideways (Filipino runs longer than
// English). The server's own texts (statuses, order lines, field names) are
// not checked here: they follow the server's catalogue.
import type { Page } from '@playwright/test';
import { appPath, expect, noSidewaysScroll, shot, test } from './support';

const fil = { lang: 'fil' };

const pages: Array<{ name: string; path: string; texts: Array<string | RegExp> }> = [
  {
    name: 'fil-confirm-loan',
    path: appPath('/confirmLoan', { productId: '1', ...fil }),
    texts: ['Halaga ng loan', 'Plano ng pagbabayad', 'Nabasa ko at sumasang-ayon ako sa', 'Susunod'],
  },
  {
    name: 'fil-order-details',
    path: appPath('/loanDetail', { productId: '2', orderId: '81', ...fil }),
    texts: ['Mga Detalye ng Order', 'MAGBAYAD', 'Mag-rollover', 'Kapos sa pera?', 'Mag-report ng problema'],
  },
  {
    name: 'fil-bind-bank',
    path: appPath('/bindBank', { productId: '6', orderId: '85', ...fil }),
    texts: ['Impormasyon ng payment account', /^Dito ipapadala ang iyong loan/, 'Susunod'],
  },
  {
    name: 'fil-complaint-form',
    path: appPath('/complainPageNext', { problemType: '2', problemSonType: '', orderNo: '', ...fil }),
    texts: ['Ilarawan ang problema', 'Aasikasuhin namin ang iyong reklamo sa loob ng 3 araw ng trabaho.', 'Ipadala'],
  },
];

/** Closes the prompts order details opens by itself, by their Filipino buttons. */
async function closeFilipinoPrompts(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 4; i++) {
    const buttons = page.locator('.adm-dialog').getByRole('button');
    try {
      await buttons.first().waitFor({ state: 'visible', timeout: i === 0 ? 1000 : 400 });
    } catch {
      break;
    }
    for (const name of ['Kumpirmahin', 'Kanselahin', 'Isara']) {
      const button = page.locator('.adm-dialog').getByRole('button', { name, exact: true });
      if (await button.count()) await button.first().click();
    }
    await expect(page.locator('.adm-dialog-body')).toHaveCount(0);
  }
}

for (const p of pages) {
  test(`${p.name} is in Filipino at phone size`, async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const calls: string[] = [];
    page.on('request', (r) => {
      // The page's calls (logos and other files need no lang).
      if (['fetch', 'xhr'].includes(r.resourceType()) && new URL(r.url()).pathname.startsWith('/medium/')) calls.push(r.url());
    });
    await page.goto(p.path);
    for (const text of p.texts) await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await closeFilipinoPrompts(page);
    await noSidewaysScroll(page);
    // No English button or heading of the web app's own is left.
    await expect(page.getByRole('button', { name: /^(Next|Send|Cancel|Confirm)$/ })).toHaveCount(0);
    // antd-mobile has no Filipino: its own texts are English, not its default Chinese.
    await expect(page.locator('[aria-label="背景蒙层"]')).toHaveCount(0);
    expect(calls.length, 'API calls').toBeGreaterThan(0);
    for (const url of calls) expect(new URL(url).searchParams.get('lang'), url).toBe('fil');
    await shot(page, testInfo, p.name);
    expect(errors).toEqual([]);
  });
}

test('the language stays Filipino for the tab and follows a Filipino browser', async ({ page, browser }) => {
  await page.goto(appPath('/complainPageNext', { problemType: '2', problemSonType: '', orderNo: '', lang: 'tl' }));
  await expect(page.getByText('Ilarawan ang problema')).toBeVisible();
  // A later page of the same tab without ?lang= keeps it.
  await page.goto(appPath('/bindBank', { productId: '6', orderId: '85' }));
  await expect(page.getByText('Impormasyon ng payment account')).toBeVisible();
  // A new tab of a Filipino phone (Accept-Language fil-PH) needs no ?lang=.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fil-PH', viewport: { width: 375, height: 812 } });
  const other = await context.newPage();
  await other.goto(appPath('/bindBank', { productId: '6', orderId: '85' }));
  await expect(other.getByText('Impormasyon ng payment account')).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'fil');
  await context.close();
});
