// The credit policy under four eyes at desktop size (1280x800), on a
// server of its own: admin ana opens the credit policy from Applications
// (the demo lender's version 1 in force), turns the manual review off in a
// draft, runs its what-if and proposes it as version 2; nothing changes
// until a second admin, ben, approves it in "Waiting for approval" with
// the rule's difference shown; version 2 is then in force, with who
// proposed and who approved it.
import { expect, freshTest, shot } from './support';
import { approveInQueue, desktop, secondOperator, signInAs } from './console-support';

const test = freshTest;

test.use(desktop);

test('an admin publishes a credit policy change that a second admin approves', async ({ page, browser, server, request }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, request, server, 'ana', 'admin');
  await page.getByRole('link', { name: 'Applications' }).click();
  await page.getByRole('link', { name: 'credit policy' }).click();
  await expect(page.getByText('In force: version 1')).toBeVisible();
  const manual = page.getByTestId('policy-rules').locator('tr', { hasText: 'A person reviews every application' });
  await manual.getByRole('checkbox').uncheck();
  await page.getByRole('button', { name: 'Run what-if' }).click();
  await expect(page.getByTestId('what-if')).toContainText('applications in the last 30 days');
  await page.getByLabel('What changes and why').fill('Approve clean applications at once');
  await page.getByRole('button', { name: 'Propose as version 2' }).click();
  await expect(page.getByText('Proposed — waiting for a second operator: version 2 of the credit policy.')).toBeVisible();
  await shot(page, testInfo, 'console-credit-policy');
  await page.reload();
  await expect(page.getByText('In force: version 1')).toBeVisible();

  const ben = await secondOperator(browser, request, server, 'ben', 'admin');
  await approveInQueue(ben, 'Publish the credit policy, version 2: Approve clean applications at once');
  await page.reload();
  await expect(page.getByText('In force: version 2')).toBeVisible();
  const v2 = page.getByTestId('policy-versions').locator('tr', { hasText: 'Approve clean applications at once' });
  await expect(v2).toContainText('ana');
  await expect(v2).toContainText('ben');
  await expect(manual.getByRole('checkbox')).not.toBeChecked();
});
