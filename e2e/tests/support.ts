// Helpers shared by the end-to-end specs.
import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const shotsDir = join(here, '..', 'screenshots');

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

/** Saves a full-page screenshot to e2e/screenshots/<name>.png and attaches it to the test report. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  const file = join(shotsDir, `${name}.png`);
  // A full-page shot would paint a sticky bottom bar over the middle of the
  // page; show it where the borrower meets it, after the content.
  const unstick = await page.addStyleTag({ content: '.bottom-bar { position: static !important; }' });
  await page.screenshot({ path: file, fullPage: true });
  await unstick.evaluate((el) => (el as Element).remove());
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
