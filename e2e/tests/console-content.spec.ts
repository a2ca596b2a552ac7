// The console's Content screen at 1280x800, on a server of its own
// (fresh-server.ts): an admin edits a promotion template and sees the
// preview follow as it types; a wrong colour gets the server's field
// error; the template is proposed ("Proposed — waiting for a second
// operator"), and once a second admin at another desk approves it, it is
// what the landing page's call answers. Then the customer service phone is
// edited (one admin) and the borrower's call answers it.
import { expect, freshTest, shot } from './support';
import { approveInQueue, desktop, secondOperator, signInAs } from './console-support';

const test = freshTest;

test.use(desktop);

test('an admin edits a landing template beside its preview, and the contact line', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(150_000);
  await signInAs(page, request, server, 'ana', 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'Content' })).toBeVisible();
  const preview = page.getByTestId('landing-preview');
  await page.getByLabel('Title', { exact: true }).fill('Cash in 5 minutes');
  await page.getByLabel('Highlights').fill('Up to ₱20,000\nPay in 91 days');
  await page.getByLabel('Apply button').fill('Borrow now');
  await page.getByLabel('Primary colour').fill('#c0392b');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Cash in 5 minutes');
  await expect(preview.getByRole('listitem')).toHaveText(['Up to ₱20,000', 'Pay in 91 days']);
  await expect(preview.getByRole('button')).toHaveText('Borrow now');
  await expect(preview.getByRole('button')).toHaveCSS('background-color', 'rgb(192, 57, 43)');
  await shot(page, testInfo, 'console-content', { fullPage: false });

  // A wrong colour: the server names the field, nothing is saved.
  await page.getByLabel('Background colour').fill('white');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('A colour as #rgb or #rrggbb.')).toBeVisible();
  await page.getByLabel('Background colour').fill('#fff8f0');
  const name = await page.getByLabel('Name (operators only)').inputValue();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(/^Proposed — waiting for a second operator: Change landing template \d+/)).toBeVisible();
  const id = /id=(\d+)/.exec((await page.getByRole('link', { name: /\/landing\/\?id=/ }).textContent()) ?? '')?.[1];
  expect(id).toBeTruthy();
  const before = await (await request.get(`/medium/api/v2/youmi/service/channel/channel-template?templateId=${id}`)).json();
  expect(before.data.template.headline).not.toBe('Cash in 5 minutes');

  // bea, a second admin at another desk, approves the change.
  const bea = await secondOperator(browser, request, server, 'bea', 'admin');
  await approveInQueue(bea, `Change landing template ${id} (${name})`);
  const tpl = await (await request.get(`/medium/api/v2/youmi/service/channel/channel-template?templateId=${id}`)).json();
  expect(tpl.data.template).toMatchObject({ headline: 'Cash in 5 minutes', primaryColor: '#c0392b', backgroundColor: '#fff8f0', buttonText: 'Borrow now' });

  // A copy of the template, closed until opened, with an uploaded banner.
  await page.getByRole('button', { name: 'Copy as a new template' }).click();
  const added = page.getByText(/^Template \d+ added, closed until you open it\.$/);
  await expect(added).toBeVisible();
  const copyId = /^Template (\d+)/.exec((await added.textContent()) ?? '')?.[1];
  expect(copyId).toBeTruthy();
  expect(copyId).not.toBe(id);
  // The message shows before the form has loaded the copy.
  await expect(page.getByRole('link', { name: /\/landing\/\?id=/ })).toHaveText(new RegExp(`\\?id=${copyId}$`));
  expect((await request.get(`/medium/api/v2/youmi/service/channel/channel-template?templateId=${copyId}`)).status()).toBe(404);
  await page.getByLabel('Banner image file').setInputFiles({ name: 'banner.svg', mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360"><rect width="750" height="360" fill="#c0392b"/></svg>') });
  await expect(page.getByText('Image uploaded; save the template to use it.')).toBeVisible();
  await expect(page.getByLabel('Banner image', { exact: true })).toHaveValue(/^\/medium\/files\/[0-9a-f]{32}\.svg$/);
  await expect(preview.locator('img.banner')).toBeVisible();
  await page.getByLabel('Name (operators only)').fill('Holiday campaign');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(`Proposed — waiting for a second operator: Change landing template ${copyId} (Copy of ${name}).`)).toBeVisible();
  await approveInQueue(bea, `Change landing template ${copyId} (Copy of ${name})`);
  await page.getByRole('switch', { name: 'Landing page open' }).click();
  await expect(page.getByText(`Proposed — waiting for a second operator: Open the landing page of template ${copyId} (Holiday campaign).`)).toBeVisible();
  expect((await request.get(`/medium/api/v2/youmi/service/channel/channel-template?templateId=${copyId}`)).status()).toBe(404);
  await approveInQueue(bea, `Open the landing page of template ${copyId} (Holiday campaign)`);
  await bea.context().close();
  const copy = await (await request.get(`/medium/api/v2/youmi/service/channel/channel-template?templateId=${copyId}`)).json();
  expect(copy.data.template.bannerUrl).toMatch(/^\/medium\/files\/[0-9a-f]{32}\.svg$/);

  // The contact line: the borrower's customer service call answers the new one.
  await page.getByLabel('Customer service phone').fill('+63 2 8123 4567');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(/the borrower pages show the new details now/)).toBeVisible();
  const kf = await (await request.post('/medium/v3/personal-center/contact-kf-info', { form: { type: '1' } })).json();
  expect(kf.data.smWa).toBe('+63 2 8123 4567');
});

test('an admin proposes a new privacy policy, a second admin approves it, and the borrower page shows it', async ({ page, server, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, request, server, 'ana', 'admin');
  await page.getByRole('link', { name: 'Content' }).click();
  const card = page.locator('.ant-card').filter({ hasText: 'Privacy policy and loan terms' });
  await card.scrollIntoViewIfNeeded();
  const editor = card.getByLabel('Legal text');
  const preview = card.getByLabel('Preview');
  // The built-in text, drawn in the preview with the lender's details.
  await expect(preview.getByRole('heading', { level: 2, name: 'Grievance officer' })).toBeVisible();
  const builtIn = await editor.inputValue();
  expect(builtIn).toContain('{{grievanceEmail}}');

  // A mistake is named with its line before anything is published.
  const lines = builtIn.trimEnd().split('\n').length;
  await editor.fill(`${builtIn.trimEnd()}\n\n## Data retention\n\nWe keep your records for {{retention}} years.`);
  await expect(card.getByRole('alert')).toContainText(`Line ${lines + 4}: no placeholder {{retention}}`);
  await expect(card.getByRole('button', { name: 'Publish as version 1' })).toBeDisabled();
  await editor.fill(`${builtIn.trimEnd()}\n\n## Data retention\n\nWe keep your loan records for **5 years** after the loan ends, as {{companyName}} must by law.`);
  await expect(preview.getByRole('heading', { level: 2, name: 'Data retention' })).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await card.getByLabel('What changed').fill('Added how long records are kept');
  await preview.getByRole('heading', { name: 'Data retention' }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'console-legal', { fullPage: false });
  await card.getByRole('button', { name: 'Publish as version 1' }).click();
  const summary = 'Publish the privacy policy, version 1: Added how long records are kept';
  await expect(page.getByText(`Proposed — waiting for a second operator: ${summary}.`)).toBeVisible();

  // bea, at another desk, sees the lines added and approves it.
  const bea = await secondOperator(browser, request, server, 'bea', 'admin');
  await bea.getByRole('link', { name: 'Waiting for approval' }).click();
  await expect(bea.getByTestId('approvals').locator('tr.ant-table-row', { hasText: summary })).toContainText('## Data retention');
  await approveInQueue(bea, summary);
  await bea.context().close();

  // The borrower's page, at phone size, shows version 1.
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  await phone.goto(`${server.baseURL}/privacyPolicy`);
  const retention = phone.getByRole('heading', { level: 2, name: 'Data retention' });
  await expect(retention).toBeVisible();
  await expect(phone.getByText(/^We keep your loan records for 5 years after the loan ends, as .+ must by law\.$/)).toBeVisible();
  await expect(phone.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await retention.scrollIntoViewIfNeeded();
  await shot(phone, testInfo, 'privacy-policy-published', { fullPage: false });
  await phone.close();

  // The audit log has who published what.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'publish-privacy' })).toBeVisible();
});
