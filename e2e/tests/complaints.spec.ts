// The complaint pages against the real server, at phone size, on a server
// of their own (fresh-server.ts): borrower A opens Online service from
// order 81's 'Report a problem', picks collection conduct and a sub-type,
// writes what happened, attaches two photos (a PNG and a JPEG drawn in the
// page), sends it and is back on the complaint home; the complaint waits
// under Processing with its photos (served to her only, with the session
// query). The operator replies from the command line (`kwarta complaint
// reply`, with a photo); the details then show the Process Result under CS
// and, 3 s after loading (Playwright's clock), the rating, which she sends.
// And type 1 on an order never disbursed is refused, in English and Spanish.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { appPath, closePrompts, expect, freshTest, noSidewaysScroll, shot } from './support';
import { kwartaBin } from './fresh-server';

const run = promisify(execFile);

const test = freshTest;

const toast = (page: Page) => page.locator('.kw-toast-main');
/** The toast with this text (a closing loading toast may still be fading out beside it). */
const toastWith = (page: Page, text: string) => page.locator('.kw-toast-main', { hasText: text }).first();

/** Every photo of the page has loaded (the server answered the image, not a 404 envelope). */
async function photosLoaded(page: Page, count: number) {
  const imgs = page.locator('.cp-photo img');
  await expect(imgs).toHaveCount(count);
  await expect.poll(() => imgs.evaluateAll((els) => els.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).not.toContain(false);
}

/** A small photo drawn on a canvas in the page: a PNG or a JPEG, as a file for the picker. */
async function photo(page: Page, type: 'image/png' | 'image/jpeg', colour: string) {
  const base64 = await page.evaluate(
    ([t, c]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const g = canvas.getContext('2d')!;
      g.fillStyle = c;
      g.fillRect(0, 0, 320, 240);
      g.fillStyle = '#ffffff';
      g.fillRect(40, 40, 120, 80);
      return canvas.toDataURL(t).split(',')[1];
    },
    [type, colour] as const,
  );
  return { name: type === 'image/png' ? 'screen.png' : 'receipt.jpg', mimeType: type, buffer: Buffer.from(base64, 'base64') };
}

test('borrower A files a complaint with two photos, the operator replies, she sees the result and rates it', async ({ page, server }, testInfo) => {
  // The way in: order details' 'Report a problem'.
  await page.goto(appPath('/loanDetail', { productId: '2', orderId: '81' }));
  await expect(page.getByRole('heading', { name: 'Overdue' })).toBeVisible();
  await closePrompts(page);
  await page.getByRole('button', { name: 'Report a problem' }).click();

  // The complaint home: the order, All, the types.
  await expect(page).toHaveURL(/\/complaint\?.*orderId=81/);
  await expect(page.getByRole('heading', { name: 'Online service' })).toBeVisible();
  const card = page.locator('.cp-order');
  await expect(card).toContainText('Sahod Saver');
  await expect(page.getByRole('button', { name: 'My complaints' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payment not credited' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'complaints-home');

  await page.getByRole('button', { name: 'All', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an order' });
  await expect(picker).toBeVisible();
  await expect(picker.locator('[aria-current="true"]')).toContainText('Sahod Saver');
  await page.waitForTimeout(400); // the popup's slide
  await shot(page, testInfo, 'complaints-orders', { fullPage: false });
  await picker.locator('[aria-current="true"]').click();
  await expect(picker).toHaveCount(0);

  await page.getByRole('button', { name: 'Collection conduct' }).click();
  const sub = page.getByRole('button', { name: 'Threats or public shaming' });
  await expect(sub).toBeVisible();
  await shot(page, testInfo, 'complaints-subtypes');
  await sub.click();

  // The form.
  await expect(page).toHaveURL(/\/complainPageNext\?.*problemType=1&problemSonType=103&orderNo=\w+/);
  await expect(page).toHaveURL(/sessionId=demo-a/);
  await expect(page.locator('.cp-tags')).toContainText('Collection conduct');
  await expect(page.locator('.cp-tags')).toContainText('Threats or public shaming');
  await expect(page.getByText('We will handle your complaint within 3 weekdays.')).toBeVisible();

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(page, 'Please fill in your comments and suggestions')).toBeVisible();

  const text = 'A collector said he would post my photo on Facebook and call my barangay captain if I do not pay today.';
  const box = page.getByLabel('Describe the problem');
  await box.fill(text);
  await expect(page.locator('.cp-describe .cp-count')).toHaveText(`${text.length}/200`);
  await box.fill('x'.repeat(210));
  await expect(box).toHaveValue('x'.repeat(200));
  await expect(page.locator('.cp-describe .cp-count')).toHaveText('200/200');
  await box.fill(text);

  const files = [await photo(page, 'image/png', '#0a7d5a'), await photo(page, 'image/jpeg', '#d64545')];
  await page.getByLabel('Add a photo').setInputFiles(files);
  await expect(toastWith(page, 'Upload succeeded!')).toBeVisible();
  await photosLoaded(page, 2);
  await expect(page.locator('.cp-photo img').first()).toHaveAttribute('src', /^\/medium\/user-problem\/image\/[^?]+\?.*sessionId=demo-a/);
  await noSidewaysScroll(page);
  await expect(toast(page)).toHaveCount(0, { timeout: 5000 });
  await shot(page, testInfo, 'complaints-form');

  await page.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('dialog', { name: 'Successfully Sent' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Your comments and suggestions have been received and we will deal with them as soon as possible. Have a nice day.');
  await page.waitForTimeout(300); // the opening animation
  await shot(page, testInfo, 'complaints-sent', { fullPage: false });
  // 1.5 s later, the complaint home again, on the same order.
  await expect(page).toHaveURL(/\/complaint\?/, { timeout: 5000 });
  await expect(page.locator('.cp-order')).toContainText('Sahod Saver');

  // My complaints: the new one under Processing.
  await page.getByRole('button', { name: 'My complaints' }).click();
  await expect(page).toHaveURL(/\/complaintList\?/);
  await expect(page.getByRole('tab', { name: 'Processing' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Processed' })).toBeVisible();
  const item = page.locator('.cp-item').filter({ hasText: text.slice(0, 40) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Problem Type');
  await expect(item).toContainText('Collection conduct');
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'complaints-list');
  await item.click();

  // Details while processing.
  await expect(page).toHaveURL(/\/complainDetails\?.*problemId=\d+/);
  const problemId = new URL(page.url()).searchParams.get('problemId')!;
  await expect(page.locator('.cp-content')).toContainText(text);
  await expect(page.locator('.cp-content .cp-count')).toHaveText(`${text.length}/200`);
  await expect(page.locator('.cp-waiting')).toContainText(/will reply by \w{3} \d{1,2}, \d{4}/);
  await photosLoaded(page, 2);
  await shot(page, testInfo, 'complaints-details-processing');

  // Tap a photo: it opens large.
  await page.getByRole('button', { name: 'Photo 2' }).click();
  const viewer = page.locator('.adm-image-viewer-content');
  await expect(viewer).toBeVisible();
  await expect(page.locator('.adm-image-viewer-indicator')).toHaveText('2 / 2');
  await page.waitForTimeout(400); // the opening animation
  await shot(page, testInfo, 'complaints-photo', { fullPage: false });
  // A tap closes the viewer (antd ignores a tap whose press and release share a millisecond: tap again).
  await expect(async () => {
    await viewer.locator('.adm-image-viewer-slide').nth(1).tap();
    await expect(viewer).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  // The operator replies from the command line.
  const reply = 'We checked the calls with our collection partner. Threats are not allowed: the collector is off your account, and we will call you within 24 hours.';
  const dir = mkdtempSync(join(tmpdir(), 'kwarta-e2e-reply-'));
  try {
    const evidence = join(dir, 'call-log.png');
    writeFileSync(evidence, (await photo(page, 'image/png', '#1d4ed8')).buffer);
    // --by names a console operator: support's maria, added first.
    await run(kwartaBin, ['operator', 'add', 'maria', '--role', 'support', '--alone', '--db', server.dbFile]);
    const { stdout } = await run(kwartaBin, ['complaint', 'reply', problemId, '--text', reply, '--image', evidence, '--by', 'maria', '--db', server.dbFile]);
    expect(stdout).toContain(`complaint ${problemId} is now 2 processed`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // The details again, on Playwright's clock: the reply at once, the rating 3 s later.
  // The clock is stopped as soon as the reply shows (the 3 s start then, give
  // or take how long that took), and moved on by hand.
  await page.clock.install();
  await page.reload();
  await expect(page.locator('.cp-reply-text')).toHaveText(reply);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
  await expect(page.getByRole('dialog', { name: 'Please rate this service' })).toHaveCount(0);
  await expect(page.locator('.cp-agent-badge')).toHaveText('CS');
  await expect(page.locator('.cp-state')).toHaveText('Processed');
  await expect(page.getByRole('heading', { name: 'Process Result' })).toBeVisible();
  // Her two photos and the operator's one, all served to her.
  await photosLoaded(page, 3);
  await expect(page.locator('.cp-reply .cp-photo img')).toHaveCount(1);
  await page.clock.runFor(1500);
  await expect(page.getByRole('dialog', { name: 'Please rate this service' })).toHaveCount(0);
  await page.clock.runFor(1600);
  await page.clock.resume();
  const rating = page.getByRole('dialog', { name: 'Please rate this service' });
  await expect(rating).toBeVisible();
  await rating.getByRole('button', { name: '4 stars' }).click();
  await expect(rating.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(300);
  await shot(page, testInfo, 'complaints-rating', { fullPage: false });
  await rating.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(page, 'Successful demonstration！')).toBeVisible();
  await expect(rating).toHaveCount(0);
  await expect(page.locator('.cp-score')).toContainText('Your rating');
  await noSidewaysScroll(page);
  await expect(toast(page)).toHaveCount(0, { timeout: 5000 });
  await shot(page, testInfo, 'complaints-details-replied');

  // Rated once: a reload does not ask again, and the complaint is under Processed.
  await page.reload();
  await expect(page.locator('.cp-reply-text')).toHaveText(reply);
  await page.clock.runFor(4000);
  await expect(page.getByRole('dialog', { name: 'Please rate this service' })).toHaveCount(0);
  await page.goto(appPath('/complaintList'));
  await page.getByRole('tab', { name: 'Processed' }).click();
  await expect(page.locator('.cp-item').filter({ hasText: text.slice(0, 40) })).toBeVisible();
});

test('type 1 on an order never disbursed is refused with a toast, in English and in Spanish', async ({ page }) => {
  // Which of borrower A's orders was never disbursed (isShow is not 1), as the server says.
  const answer = await page.request.post(`/medium/user-problem/problem-init?${new URL(appPath('/x'), 'http://h').searchParams}`);
  const orders = ((await answer.json()).data?.orderList ?? []) as Array<{ orderId: number; productName: string; isShow: number }>;
  const open = orders.find((o) => o.isShow !== 1);
  test.skip(!open, 'borrower A has no order that was never disbursed');

  await page.goto(appPath('/complaint'));
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an order' });
  await expect(picker.locator('.cp-picker-item')).toHaveCount(orders.length);
  await picker.locator('.cp-picker-item').nth(orders.indexOf(open!)).click();
  await expect(picker).toHaveCount(0);
  await expect(page.locator('.cp-order')).toContainText(open!.productName);
  await page.getByRole('button', { name: 'Collection conduct' }).click();
  await expect(toastWith(page, 'This order does not support collection complaints.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Threats or public shaming' })).toHaveCount(0);

  // The chosen order is kept: in Spanish the same order is selected again.
  await page.goto(appPath('/complaint', { lang: 'es' }));
  await expect(page.locator('.cp-order')).toContainText(open!.productName);
  await page.getByRole('button', { name: 'Collection conduct' }).click();
  await expect(toastWith(page, 'Este pedido no admite quejas de cobranza.')).toBeVisible();
});
