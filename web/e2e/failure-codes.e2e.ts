/**
 * The failure-code catalogue (issue 25 item 5): a manager opens Failure Codes from the sidebar, sees
 * the standard set by kind, adds a problem code (folded to upper case), sees the same code refused
 * again in the modal, edits its description, deactivates it and brings it back.
 */
import { expect, test, type Page } from '@playwright/test';
import { ReliabilityMessages } from '../../shared/reliability/messages.js';
import { sidebar, toast } from './app';
import { MANAGER, signInAs, uniqueToken } from './assets-support';
import { expectNoSeriousA11yViolations } from './support';

const codesTable = (page: Page) => page.getByRole('table').first();
const codeRow = (page: Page, code: string) => codesTable(page).locator('tbody tr').filter({ hasText: code });

test('a manager keeps the failure-code catalogue', async ({ page }) => {
  await signInAs(page, MANAGER.username, '/dashboard');
  await sidebar(page).getByRole('link', { name: 'Failure Codes' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: /^Failure Codes/ })).toBeVisible();
  await expect(codeRow(page, 'HYD-LEAK')).toContainText('Hydraulic leak');
  await page.getByRole('button', { name: 'Causes', exact: true }).click();
  await expect(codeRow(page, 'OPERATOR')).toContainText('Operator error');
  await expect(codeRow(page, 'HYD-LEAK')).toHaveCount(0);
  await page.getByRole('button', { name: 'Problems', exact: true }).click();
  await page.screenshot({ path: '/tmp/failure-codes-list.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'failure codes');

  const code = uniqueToken('FC');
  await page.getByRole('button', { name: 'Add Code' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Code').fill(code.toLowerCase());
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText(ReliabilityMessages.descriptionRequired)).toBeVisible();
  await modal.getByLabel('Description').fill('Boom drifts down');
  await page.screenshot({ path: '/tmp/failure-codes-add.png', fullPage: true });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, ReliabilityMessages.created)).toBeVisible();
  await expect(codeRow(page, code)).toContainText('Boom drifts down');

  await page.getByRole('button', { name: 'Add Code' }).click();
  await modal.getByLabel('Code').fill(code);
  await modal.getByLabel('Description').fill('Twice');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText(ReliabilityMessages.codeTaken)).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Edit ${code}` }).click();
  await expect(modal.getByLabel('Code')).toBeDisabled();
  await modal.getByLabel('Description').fill('Boom drifts under load');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, ReliabilityMessages.updated)).toBeVisible();
  await expect(codeRow(page, code)).toContainText('Boom drifts under load');

  await page.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(toast(page, ReliabilityMessages.deactivated)).toBeVisible();
  await expect(codeRow(page, code)).toContainText('Inactive');
  await page.getByRole('button', { name: `Activate ${code}` }).click();
  await expect(codeRow(page, code)).toContainText('Active');
  await expect(page.getByRole('button', { name: `Deactivate ${code}` })).toBeVisible();
});
