/**
 * Failure codes on issues and work orders (issue 25 item 5), main path: a manager creates an issue
 * with a problem code from the create form, sees it on the issue's page, adds a cause in Update
 * Issue, then picks the remedy beside Complete Workorder and sees it on the completed work order.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { workOrder } from './field-support';
import { apiTask, formField, input, pickChoice, toast } from './maintenance-support';
import { tenantUrl } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/failure-codes-use-${name}.png`, fullPage: true });

test('a manager records problem, cause and remedy codes on an issue and a work order', async ({ page }) => {
  test.setTimeout(120_000);
  const token = uniqueToken('FCU');
  const [asset] = await createAssets(1, { prefix: `Dozer ${token}`, model: token });

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', '/issues/create/2'));
  const form = page.getByRole('main');
  await input(form, 'Title').fill(`Hose burst ${token}`);
  await pickChoice(page, form, 'Priority', 'High');
  await input(form, 'Asset #').fill(asset.internal_asset_id);
  await input(form, 'Notes').fill('Hydraulic hose burst on the blade lift');
  await pickChoice(page, form, 'Problem Code', 'HYD-LEAK - Hydraulic leak');
  await shot(page, 'create');
  const created = page.waitForResponse((r) => r.url().endsWith('/Issue/CreateIssue'));
  await page.getByRole('button', { name: 'Create Issue' }).click();
  const answer = (await (await created).json()) as { data: { issue_uuid: string } };
  await expect(toast(page, 'Issue created successfully !')).toBeVisible();

  await page.goto(tenantUrl('demo', `/issues/details/${answer.data.issue_uuid}`));
  await expect(page.getByText('HYD-LEAK - Hydraulic leak').first()).toBeVisible();
  await pickChoice(page, form, 'Cause Code', 'WEAR - Normal wear');
  await page.getByRole('button', { name: 'Update Issue' }).click();
  await expect(toast(page, 'Issue updated successfully !')).toBeVisible();
  // The summary reads both codes (the form's selects show them too).
  await expect(page.getByText('WEAR - Normal wear')).toHaveCount(2);
  await shot(page, 'issue');

  const task = await apiTask(`${token} Replace the hose`, 1, 0, 60);
  const wo = await workOrder(`Hose ${token}`, asset.asset_id, task.task_id, []);
  await page.goto(tenantUrl('demo', `/workorders/details/${wo.wo_id}`));
  await pickChoice(page, form, 'Remedy Code', 'REPLACE - Replace');
  await page.getByText('Override', { exact: true }).click();
  await page.getByRole('button', { name: 'Complete Workorder' }).click();
  await expect(toast(page, 'Work order updated successfully !')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(wo.wo_number) })).toContainText('Completed');
  await expect(formField(form, 'Remedy Code')).toHaveCount(0);
  await expect(page.getByText('REPLACE - Replace')).toBeVisible();
  await shot(page, 'workorder');
});
