// Helpers shared by the end-to-end specs, and the specs' test function: every
// spec imports test and expect from here so that a Content-Security-Policy
// violation anywhere fails the test.
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFreshServer, type FreshServer } from './fresh-server';

const here = dirname(fileURLToPath(import.meta.url));
const shotsDir = join(here, '..', 'screenshots');

export { expect };

/** What Chromium logs when the Content-Security-Policy blocks something. */
const cspMessage = /Content Security Policy|Refused to/i;

/**
 * test is Playwright's test, failing when the Content-Security-Policy blocks
 * anything in any page or frame of the test's browser context: a console
 * message ("Refused to load ...", "... violates the following Content
 * Security Policy directive ...") or a securitypolicyviolation event.
 * cspViolations holds them, for a spec that wants to look.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, cspViolations }, use) => {
    context.on('console', (m) => {
      if (cspMessage.test(m.text())) cspViolations.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI}`),
        true,
      );
    });
    await use(context);
    expect(cspViolations, 'Content Security Policy violations').toEqual([]);
  },
});

/**
 * freshTest is test with a server of its own for each test (fresh-server.ts,
 * a new database): the test's pages and requests go to it, so a test that
 * moves money or files a complaint changes nothing the other specs see.
 */
export const freshTest = test.extend<{ server: FreshServer }>({
  server: async ({}, use) => {
    const server = await startFreshServer();
    await use(server);
    await server.stop();
  },
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

/** The query the app shell appends for demo borrower A (or B), as on the test preview page. */
export function commonQuery(session: 'demo-a' | 'demo-b' = 'demo-a', extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    sessionId: session, deviceId: '123', appVersion: '1.0.0', deviceName: 'testDeviceName', osVersion: '200', ...extra,
  }).toString();
}

/** A page path carrying the demo session query. */
export function appPath(path: string, extra: Record<string, string> = {}, session: 'demo-a' | 'demo-b' = 'demo-a'): string {
  return `${path}?${commonQuery(session, extra)}`;
}

/**
 * Saves a full-page screenshot to e2e/screenshots/<name>.png and attaches it
 * to the test report; fullPage false takes the screen as the borrower sees
 * it (an overlay such as an enlarged picture covers the screen, not the page).
 */
export async function shot(page: Page, testInfo: TestInfo, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  const file = join(shotsDir, `${name}.png`);
  // A full-page shot would paint a sticky bottom bar over the middle of the
  // page; show it where the borrower meets it, after the content.
  // (Through the DOM: an added <style> would break the page's policy.)
  const bars = page.locator('.bottom-bar');
  await bars.evaluateAll((els) => els.forEach((el) => {
    const s = (el as HTMLElement).style;
    el.setAttribute('data-kwarta-position', `${s.getPropertyValue('position')}|${s.getPropertyPriority('position')}`);
    s.setProperty('position', 'static', 'important');
  }));
  await page.screenshot({ path: file, fullPage });
  await bars.evaluateAll((els) => els.forEach((el) => {
    const [value, priority] = (el.getAttribute('data-kwarta-position') ?? '|').split('|');
    const s = (el as HTMLElement).style;
    if (value) s.setProperty('position', value, priority);
    else s.removeProperty('position');
    el.removeAttribute('data-kwarta-position');
  }));
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * closePrompts closes whichever prompt a page opened by itself (order
 * details' kind tips, the withdraw and bind-account prompts), once the page
 * has settled: a prompt shows after the page's call and after its dialog's
 * code has loaded (web/apps/borrower/src/components/overlays).
 */
export async function closePrompts(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A prompt opens once its overlay code has loaded, which can be a moment
  // after the network is idle: wait a little for each one, and close
  // prompts until none shows.
  for (let i = 0; i < 4; i++) {
    try {
      await page.locator('.adm-dialog').getByRole('button').first().waitFor({ state: 'visible', timeout: i === 0 ? 1000 : 400 });
    } catch {
      break;
    }
    for (const name of ['Confirm', 'Cancel']) {
      const button = page.locator('.adm-dialog').getByRole('button', { name, exact: true });
      if (await button.count()) await button.first().click();
    }
    const close = page.locator('.adm-dialog').getByRole('button', { name: 'Close' });
    if (await close.count()) await close.click();
    await expect(page.locator('.adm-dialog-body')).toHaveCount(0);
  }
}

/** noSidewaysScroll fails when the page is wider than the phone. */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
}
