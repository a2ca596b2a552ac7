// The foundation's journeys: the official site, the customer service page
// reading the API, the information pages, and a phone-size screenshot of
// every page of the route table.
import { appPath, expect, shot, test } from './support';

// Its tests are independent of each other (each only reads the shared
// server), so they spread over the workers instead of running one after
// another in one (docs/ENGINEERING.md, "The tests' time").
test.describe.configure({ mode: 'parallel' });

test.describe('official site', () => {
  test('nav tabs switch the content', async ({ page }, testInfo) => {
    await page.goto('/');
    const nav = page.getByRole('navigation');
    for (const label of ['Home', 'About us', 'Contact us', 'Privacy Policy', 'Loan terms and conditions']) {
      await expect(nav.getByText(label, { exact: true }).first()).toBeAttached();
    }
    await expect(page.getByRole('contentinfo')).toContainText('Kwarta Lending Corporation');
    await expect(page.getByRole('contentinfo')).toContainText('support@kwarta.ph');
    await expect(page.getByRole('contentinfo')).toContainText('+63 2 8888 5927');
    await expect(page.getByRole('contentinfo')).toContainText('Makati City');
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await shot(page, testInfo, 'site-home');

    // Each tab proves it switched: the tab is selected, and the panel shows what only that tab has.
    await openTab(page, 'Loan terms and conditions');
    await expect(tab(page, 'Loan terms and conditions')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Home')).toHaveAttribute('aria-selected', 'false');
    const terms = page.getByRole('tabpanel', { name: 'Loan terms and conditions' });
    await expect(terms.getByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeVisible();
    await expect(terms.getByRole('heading', { name: 'Who may apply' })).toBeVisible();
    await expect(terms.getByRole('table').getByRole('row', { name: /Day 91 onwards/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toHaveCount(0);
    await shot(page, testInfo, 'site-loan-terms');

    await openTab(page, 'Privacy Policy');
    await expect(tab(page, 'Privacy Policy')).toHaveAttribute('aria-selected', 'true');
    const frame = page.frameLocator('iframe[title="Privacy Policy"]');
    await expect(frame.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who may apply' })).toHaveCount(0);
    await shot(page, testInfo, 'site-privacy');

    await openTab(page, 'About us');
    await expect(tab(page, 'About us')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'About us' }).getByRole('heading', { name: 'Mission' })).toBeVisible();
    await shot(page, testInfo, 'site-about');
  });

  test('contact form requires all four fields, then confirms locally', async ({ page }, testInfo) => {
    await page.goto('/');
    await openTab(page, 'Contact us');
    let posts = 0;
    page.on('request', (r) => { if (r.method() === 'POST') posts++; });
    const submit = page.getByRole('button', { name: 'Submit' });
    const form = page.locator('form');
    const fields = ['Name', 'Telephone', 'Email', 'Remark'];
    const values = ['Ana Cruz', '09171112222', 'ana@example.com', 'How do I extend my loan?'];
    const field = (label: string) => form.getByLabel(label, { exact: true });
    const thanks = page.getByText(/thank you/i);
    // Each field is checked on its own: with only it left empty, the form is refused and it alone is marked.
    for (let skip = 0; skip < fields.length; skip++) {
      for (let i = 0; i < fields.length; i++) {
        await field(fields[i]).fill(i === skip ? '' : values[i]);
      }
      await submit.click();
      await expect(form.getByRole('alert')).toHaveText('Please provide complete information!');
      await expect(field(fields[skip]), fields[skip]).toHaveAttribute('aria-invalid', 'true');
      for (let i = 0; i < fields.length; i++) {
        if (i !== skip) await expect(field(fields[i]), fields[i]).not.toHaveAttribute('aria-invalid', 'true');
      }
      await expect(thanks).toHaveCount(0);
    }
    await shot(page, testInfo, 'site-contact-invalid');
    for (let i = 0; i < fields.length; i++) {
      await field(fields[i]).fill(values[i]);
    }
    await submit.click();
    await expect(page.getByText(/thank you/i).first()).toBeVisible();
    expect(posts).toBe(0);
    await shot(page, testInfo, 'site-contact-sent');
  });

  test('a toast wraps between words, never inside one', async ({ page }, testInfo) => {
    await page.goto('/#contact');
    await page.getByRole('button', { name: 'Submit' }).click();
    const toast = page.locator('.kw-toast-main');
    await expect(toast).toHaveText('Please provide complete information!');
    await expect(toast).toHaveCSS('word-break', 'normal');
    // A word broken over two lines has two boxes.
    const broken = await toast.evaluate((el) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index ?? 0);
          range.setEnd(node, (m.index ?? 0) + m[0].length);
          if (range.getClientRects().length > 1) out.push(m[0]);
        }
      }
      return out;
    });
    expect(broken).toEqual([]);
    const lines = await toast.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBeGreaterThan(1); // the message is long enough to wrap at all
    await shot(page, testInfo, 'toast-wrap');
  });

  test('looks right on a desktop', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, testInfo, 'site-desktop');
  });
});

test('an unknown path answers 404 with the app\'s "Page not found"; the pages answer 200', async ({ page }) => {
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Page not found').first()).toBeVisible();
  // A visitor's home is the official site; a borrower's, the loans they can apply for.
  await page.getByRole('button', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(appPath('/no-such-page'));
  await page.getByRole('button', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/recommendList\?/);
  const offers = page.getByRole('region', { name: 'You can apply for' });
  await expect(offers.getByRole('button', { name: 'Apply now' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your loans in progress' }).getByText('Sahod Saver')).toBeVisible();
  for (const path of ['/', appPath('/customerService'), appPath('/loanDetail', { productId: '3', orderId: '87' }), '/landing/']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
  }
});

test('both entries carry the site icon and a description', async ({ page, request }) => {
  for (const path of ['/', '/landing/']) {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /Kwarta/);
    await expect(page.locator('link[rel="icon"][href="/favicon.svg"]'), path).toHaveCount(1);
    await expect(page.locator('link[rel="icon"][href="/favicon.ico"]'), path).toHaveCount(1);
  }
  for (const [path, type] of [['/favicon.ico', /^image\//], ['/favicon.svg', /^image\/svg\+xml/]] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(type);
  }
});

test('customer service shows the contact lines from the API', async ({ page }, testInfo) => {
  const answer = page.waitForResponse((r) => r.url().includes('/medium/v3/personal-center/contact-kf-info'));
  await page.goto(appPath('/customerService'));
  const res = await answer;
  const body = await res.json();
  expect(body.code).toBe('00');
  await expect(page.getByText("Whether it's about loan terms or app glitches, contact us anytime and we'll assist.")).toBeVisible();
  await expect(page.getByText(body.data.smWa)).toBeVisible();
  await expect(page.getByText(body.data.email)).toBeVisible();
  await expect(page.getByText(body.data.hours)).toBeVisible();
  await shot(page, testInfo, 'customer-service');
});

test('the phone never scrolls sideways on the information pages', async ({ page }) => {
  for (const path of ['/aboutUs', '/privacyPolicy', '/loanTerms', '/customerService', '/testPreview']) {
    await page.goto(appPath(path));
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('about us, privacy policy and loan terms carry the lender from configuration', async ({ page }, testInfo) => {
  await page.goto(appPath('/aboutUs'));
  for (const section of ['Mission', 'Advantages', 'Team', 'Contact']) {
    await expect(page.getByRole('heading', { name: section }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'support@kwarta.ph' }).first()).toBeVisible();
  await shot(page, testInfo, 'about-us');

  await page.goto(appPath('/privacyPolicy'));
  await expect(page.getByText('Andrea M. Villanueva').first()).toBeVisible();
  await expect(page.getByText(/under 18|below 18|18 years/i).first()).toBeVisible();
  await shot(page, testInfo, 'privacy-policy');

  await page.goto(appPath('/loanTerms'));
  await expect(page.getByText('Loan terms and conditions').first()).toBeVisible();
  await expect(page.getByText(/Kwarta Lending Corporation/).first()).toBeVisible();
  await shot(page, testInfo, 'loan-terms');
});

test('test preview links carry the device fields as query', async ({ page }, testInfo) => {
  await page.goto('/testPreview');
  await expect(page.getByLabel(/app version/i)).toHaveValue('1.0.0');
  await expect(page.getByLabel(/device name/i)).toHaveValue('testDeviceName');
  await expect(page.getByLabel(/device id/i)).toHaveValue('123');
  await expect(page.getByLabel(/os version/i)).toHaveValue('200');
  await expect(page.getByLabel(/product id/i)).toHaveValue('1');
  await expect(page.getByLabel(/order id/i)).toHaveValue('86');
  await page.getByLabel(/order id/i).fill('87');
  const link = page.getByRole('link', { name: /customer service/i });
  const href = await link.getAttribute('href');
  const q = new URL(href!, 'http://x').searchParams;
  expect(q.get('orderId')).toBe('87');
  expect(q.get('deviceId')).toBe('123');
  expect(q.get('appVersion')).toBe('1.0.0');
  const guidance = await page.getByRole('link', { name: 'Repayment instructions' }).getAttribute('href');
  expect(new URL(guidance!, 'http://x').pathname).toBe('/dragonpayPaymentInstructions');
  await shot(page, testInfo, 'test-preview');
  await link.click();
  await expect(page.getByText("Whether it's about loan terms or app glitches, contact us anytime and we'll assist.")).toBeVisible();
});

test('unknown API paths answer the JSON envelope with 404', async ({ request }) => {
  const res = await request.get('/medium/no/such/call');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false, code: '100404' });
});

function tab(page: import('@playwright/test').Page, label: string) {
  return page.getByRole('navigation').getByRole('tab', { name: label, exact: true });
}

async function openTab(page: import('@playwright/test').Page, label: string) {
  await tab(page, label).click();
}
