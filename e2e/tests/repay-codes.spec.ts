// The repayment code pages, the payment provider's guidance page, and the
// payment history and receipt of a paid order: /repaymentOfCode (showType 1:
// the code to copy and the channel image; otherwise a QR image that really
// decodes to the code, and five tips), /repaymentOfCode2 from the saved
// repaymentInfo, /dragonpayPaymentInstructions with a picture enlarged, and
// order 82 paid through the sandbox's page on a server of its own (paying
// changes the demo world the other specs read).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import pngjs from 'pngjs';
import { startFreshServer, type FreshServer } from './fresh-server';
import { appPath, closePrompts, commonQuery, expect, shot, test } from './support';

/** The image policy lets the pages show their own images: a channel picture of this server. */
const channelImage = '/medium/payments/channels/gcash.svg';

/** decodeQr reads the QR code in a data:image/png address, as a phone's scanner would. */
function decodeQr(dataUrl: string): string | undefined {
  const png = pngjs.PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

// Every page of this spec fits the phone's width and logs no error.
test.beforeEach(({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  pageErrors.set(page, errors);
});
test.afterEach(async ({ page }) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
  expect(pageErrors.get(page)).toEqual([]);
});
const pageErrors = new WeakMap<Page, string[]>();

async function allowClipboard(context: BrowserContext, origin: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** An image that really loaded (not a broken picture). */
async function expectLoaded(page: Page, selector: string) {
  await expect.poll(() => page.locator(selector).evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0))).not.toContain(false);
}

test.describe('/repaymentOfCode', () => {
  test('showType 1: the code to copy, the amount and the channel image', async ({ page, context, baseURL }, testInfo) => {
    await allowClipboard(context, baseURL!);
    await page.goto(appPath('/repaymentOfCode', { showType: '1', payCode: 'SBXK7RX9Q2M4', payCodeImg: channelImage, repayAmount: '₱3,452.50' }));
    await expect(page.getByRole('heading', { name: 'Repayment code' })).toBeVisible();
    await expect(page.getByTestId('pay-code')).toHaveText('SBXK7RX9Q2M4');
    await expect(page.getByText('₱3,452.50')).toBeVisible();
    const image = page.getByRole('img', { name: 'Payment channel' });
    await expect(image).toBeVisible();
    await expectLoaded(page, '.channel-image');
    await expect(page.getByText('Tips for scanning')).toHaveCount(0);
    await shot(page, testInfo, 'paycode-type1');

    await page.getByRole('button', { name: 'Copy the Reference number' }).click();
    await expect(page.getByText('copy success')).toBeVisible();
    expect(await clipboard(page)).toBe('SBXK7RX9Q2M4');
    await shot(page, testInfo, 'paycode-copied');
  });

  test('showType 1 shows no image from another site', async ({ page }) => {
    await page.goto(appPath('/repaymentOfCode', { showType: '1', payCode: 'SBXK7RX9Q2M4', payCodeImg: 'http://evil.example/channel.png' }));
    await expect(page.getByTestId('pay-code')).toHaveText('SBXK7RX9Q2M4');
    await expect(page.locator('img')).toHaveCount(0);
  });

  test('another showType: a QR image that decodes to the code, and five tips', async ({ page }, testInfo) => {
    await page.goto(appPath('/repaymentOfCode', { showType: '2', payCode: 'SBXK7RX9Q2M4', repayAmount: '₱3,452.50' }));
    const qr = page.getByRole('img', { name: 'QR code of the reference number SBXK7RX9Q2M4' });
    await expect(qr).toBeVisible();
    const src = (await qr.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/png;base64,/);
    expect(decodeQr(src)).toBe('SBXK7RX9Q2M4');
    await expect(page.getByTestId('pay-code')).toHaveText('SBXK7RX9Q2M4');
    await expect(page.getByRole('region', { name: 'Tips for scanning' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('button', { name: /Copy/ })).toHaveCount(0);
    await shot(page, testInfo, 'paycode-qr');
  });

  test('without a code: where to get one', async ({ page }, testInfo) => {
    await page.goto(appPath('/repaymentOfCode', { showType: '1' }));
    await expect(page.getByText('No payment code yet')).toBeVisible();
    await expect(page.getByText('Open your order and tap Repayment to get a reference number.')).toBeVisible();
    await shot(page, testInfo, 'paycode-empty');
  });
});

test.describe('/repaymentOfCode2', () => {
  const repaymentInfo = {
    payCode: 'SBXK7RX9Q2M4',
    logo: channelImage,
    title: 'GCash reference number',
    repayAmount: '₱3,452.50',
    payNotice: {
      'E-wallet': [
        { name: 'GCash', steps: ['Open GCash and tap Pay Bills.', 'Choose Payment Solutions, then Dragonpay.', 'Enter the reference number SBXK7RX9Q2M4 and the amount ₱3,452.50.', 'Confirm the payment and keep the receipt.'] },
        { name: 'Maya', steps: ['Open Maya and tap Bills.', 'Search for Dragonpay.', 'Enter the reference number SBXK7RX9Q2M4 and the amount ₱3,452.50.'] },
      ],
      'Over the counter': [
        { name: '7-Eleven, Bayad Center, Cebuana Lhuillier', steps: ['Tell the cashier you are paying a Dragonpay bill.', 'Give the reference number SBXK7RX9Q2M4 and pay ₱3,452.50 in cash.'] },
      ],
    },
  };

  test('the saved code: logo, Copy, total and the notices grouped by name', async ({ page, context, baseURL }, testInfo) => {
    await allowClipboard(context, baseURL!);
    // Nothing saved yet: the empty state.
    await page.goto(appPath('/repaymentOfCode2'));
    await expect(page.getByText('No payment code yet')).toBeVisible();
    await shot(page, testInfo, 'paycode2-empty');

    await page.evaluate((info) => localStorage.setItem('repaymentInfo', JSON.stringify(info)), repaymentInfo);
    await page.reload();
    await expect(page.getByTestId('pay-code')).toHaveText('SBXK7RX9Q2M4');
    await expect(page.getByRole('img', { name: 'GCash reference number' })).toBeVisible();
    await expectLoaded(page, '.provider-logo');
    await expect(page.getByText('Total payment')).toBeVisible();
    await expect(page.locator('.code-total strong')).toHaveText('₱3,452.50');
    const wallet = page.getByRole('region', { name: 'E-wallet' });
    await expect(wallet.getByRole('heading', { name: 'GCash' })).toBeVisible();
    await expect(wallet.getByRole('heading', { name: 'Maya' })).toBeVisible();
    await expect(wallet.getByRole('listitem')).toHaveCount(7);
    await expect(page.getByRole('region', { name: 'Over the counter' }).getByText('Tell the cashier you are paying a Dragonpay bill.')).toBeVisible();
    await shot(page, testInfo, 'paycode2');

    await page.getByRole('button', { name: 'Copy the GCash reference number' }).click();
    await expect(page.getByText('copy success')).toBeVisible();
    expect(await clipboard(page)).toBe('SBXK7RX9Q2M4');

    // An extension's box has no repayAmount: its delayAmount is the total.
    await page.evaluate((info) => {
      const { repayAmount: _, ...rest } = info;
      localStorage.setItem('repaymentInfo', JSON.stringify({ ...rest, delayAmount: '₱1,250.00' }));
    }, repaymentInfo);
    await page.reload();
    await expect(page.locator('.code-total strong')).toHaveText('₱1,250.00');
  });
});

test.describe('/dragonpayPaymentInstructions', () => {
  test('the wallet app and the store counter, drawn, enlarged on tap', async ({ page }, testInfo) => {
    await page.goto(appPath('/dragonpayPaymentInstructions'));
    await expect(page.getByRole('heading', { name: 'How to pay with Dragonpay' })).toBeVisible();
    const wallet = page.getByRole('region', { name: 'In a wallet app (GCash, Maya)' });
    await expect(wallet.getByRole('img')).toHaveCount(4);
    for (const step of ['Open your wallet app and tap Pay Bills.', 'Choose Payment Solutions.', 'Choose Dragonpay as the biller.', 'Enter the reference number exactly as shown, check the amount and confirm.']) {
      await expect(wallet.locator('figcaption', { hasText: step })).toBeVisible();
    }
    const store = page.getByRole('region', { name: "At a store's cashier" });
    await expect(store.getByText('Tell the cashier you are paying a Dragonpay bill.')).toBeVisible();
    await expect(store.getByText('Give the reference number and pay the amount in cash.')).toBeVisible();
    await expectLoaded(page, '.instruction-picture img');
    await shot(page, testInfo, 'instructions');

    await page.getByRole('button', { name: 'Enlarge: Choose Dragonpay as the biller.' }).click();
    const viewer = page.locator('.adm-image-viewer-content');
    await expect(viewer).toBeVisible();
    await expect(page.locator('.adm-image-viewer-indicator')).toHaveText('3 / 5');
    await page.waitForTimeout(400); // the opening animation
    await shot(page, testInfo, 'instructions-enlarged', { fullPage: false });
    // A tap closes the viewer; one that lands while it is still opening (a
    // busy machine) is taken for the start of a swipe, so tap until it closes.
    await expect(async () => {
      if (await viewer.isVisible()) await viewer.locator('.adm-image-viewer-slide').nth(2).tap({ timeout: 2000 });
      await expect(viewer).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    await page.getByRole('button', { name: /^Enlarge: At the counter/ }).click();
    await expect(page.locator('.adm-image-viewer-indicator')).toHaveText('5 / 5');
    await page.waitForTimeout(400);
    await shot(page, testInfo, 'instructions-store-enlarged', { fullPage: false });
  });
});

test.describe('payment history and receipts', () => {
  let server: FreshServer;
  test.beforeAll(async () => {
    server = await startFreshServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** issueCode asks for a pay code for what order 82 asks now, as the Payment button does. */
  async function issueCode(request: APIRequestContext) {
    const detail = await request.get(`${server.baseURL}/medium/v3/repay/loan-play-detail?${commonQuery()}&orderId=82`);
    const page = (await detail.json()).data as { repayAmount: number; canPayNow: number; repayList: Array<{ name: string; channel_number: string }> };
    expect(page.canPayNow).toBe(1);
    const channel = page.repayList.find((c) => c.name === 'Maya') ?? page.repayList[0];
    const issued = await request.post(`${server.baseURL}/medium/v3/repay/generate-pay-code?${commonQuery()}`, {
      form: { orderId: '82', amount: String(page.repayAmount), channelNumber: channel.channel_number },
    });
    const body = await issued.json();
    expect(body.success, body.message).toBe(true);
    return body.data as { payUrl: string; payCode: string; amountText: string };
  }

  test('order 82 paid through the sandbox: the payment on order details, then its receipt', async ({ page, context }, testInfo) => {
    await allowClipboard(context, server.baseURL);
    const code = await issueCode(page.request);
    expect(code.payUrl).toMatch(/^\/medium\/payments\/sandbox\//);

    // The provider's page (the sandbox's): Simulate payment, then back on the order.
    await page.goto(server.baseURL + code.payUrl);
    await expect(page.getByText(code.payCode)).toBeVisible();
    await page.getByRole('button', { name: 'Simulate payment' }).click();
    await expect(page).toHaveURL(/\/loanDetail\?.*orderId=82/);
    const history = page.getByRole('region', { name: 'Payment history' });
    const line = history.getByRole('button', { name: new RegExp(`reference ${code.payCode}`) });
    await expect(line).toBeVisible();
    await expect(line).toContainText(code.amountText);
    await expect(line).toContainText(`Maya · Ref. ${code.payCode}`);
    await expect(line).toContainText('Principal');
    // Close whichever prompt the page opened by itself before the picture.
    await closePrompts(page);
    await history.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'payment-history');

    await line.click();
    await expect(page).toHaveURL(/\/receipt\?.*paymentId=\d+.*orderId=82|\/receipt\?.*orderId=82.*paymentId=\d+/);
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('demo-a');
    await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible();
    await expect(page.locator('.receipt-amount')).toHaveText(code.amountText);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText(/^KW\d{6}000082$/)).toBeVisible();
    await expect(details.getByText('Maya')).toBeVisible();
    await expect(details.getByTestId('pay-code')).toHaveText(code.payCode);
    await expect(page.getByRole('region', { name: 'How it was applied' }).getByText('Principal')).toBeVisible();
    await shot(page, testInfo, 'payment-receipt');

    await page.getByRole('button', { name: 'Copy the Reference number' }).click();
    await expect(page.getByText('copy success')).toBeVisible();
    expect(await clipboard(page)).toBe(code.payCode);
  });
});
