// The console's Content screen at 1280x800, on a server of its own
// (fresh-server.ts): an admin edits a promotion template and sees the
// preview follow as it types; a wrong colour gets the server's field
// error; the saved template is what the landing page's call answers. Then
// the customer service phone is edited and the borrower's call answers it.
import { expect, freshTest, shot } from './support';
import { desktop, signInAs } from './console-support';

const test = freshTest;

test.use(desktop);

test('an admin edits a landing template beside its preview, and the contact line', async ({ page, server, request }, testInfo) => {
  test.setTimeout(90_000);
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
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(/saved; the landing page shows it now/)).toBeVisible();

  const id = /id=(\d+)/.exec((await page.getByRole('link', { name: /\/landing\/\?id=/ }).textContent()) ?? '')?.[1];
  expect(id).toBeTruthy();
  const tpl = await (await request.get(`/medium/api/v2/youmi/service/channel/channel-template?templateId=${id}`)).json();
  expect(tpl.data.template).toMatchObject({ headline: 'Cash in 5 minutes', primaryColor: '#c0392b', backgroundColor: '#fff8f0', buttonText: 'Borrow now' });

  // The contact line: the borrower's customer service call answers the new one.
  await page.getByLabel('Customer service phone').fill('+63 2 8123 4567');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(/the borrower pages show the new details now/)).toBeVisible();
  const kf = await (await request.post('/medium/v3/personal-center/contact-kf-info', { form: { type: '1' } })).json();
  expect(kf.data.smWa).toBe('+63 2 8123 4567');
});
