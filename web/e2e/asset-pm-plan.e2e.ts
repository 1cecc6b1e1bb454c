/**
 * An asset's PM Plan tab (maintenance 2.4, 2.2, 4, 5, 8) as a manager uses it, on PMs made
 * through the API: the filter button, View, Duplicate (the question, 'Duplicate - '), Delete, a
 * trigger task's status menu, Edit with the PM form (the messages, the status tiles), Mark PM
 * completed (prefilled time, the limits) and the Completed filter. Each test makes its own asset.
 *
 * Add Plan / Remove Plan need the PM library (categories, plans, their PMs) on the server; their
 * test joins this file when the library is merged (see the PM web report).
 */
import { expect, test, type Page } from '@playwright/test';
import { toast } from './app';
import { MANAGER, signInAs, uniqueToken } from './assets-support';
import { assetWithPms, openPmPlanTab, pmItem, pmItems, Schedules } from './pm-support';
import { tenantUrl } from './support';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const modal = (page: Page, header: string) => page.getByRole('dialog').filter({ hasText: header });
const filterButton = (page: Page) => page.getByRole('button', { name: /^PM filter: / });

test('a manager works an asset\'s PMs: filter, view, duplicate, delete, task status, mark complete', async ({ page }) => {
  const word = uniqueToken('PMT');
  const title = `${word} 250 hour service`;
  const edited = `${title} (edited)`;
  const asset = await assetWithPms('Loader', [
    { title, schedule: Schedules.recurring() },
    { title: `${word} Annual inspection`, schedule: Schedules.dueToday() },
  ]);
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', `/assets/details/${asset.asset_id}`));
  await openPmPlanTab(page);
  let item = pmItem(page, title);
  await expect(item).toBeVisible();
  await expect(pmItems(page)).toHaveCount(2);
  await expect(pmItem(page, `${word} Annual inspection`).locator('[data-pm-status="32"]')).toContainText('Due today');
  await expect(item).toContainText('Every 3 months or 250 MHrs, whichever comes first');
  // PMs made one by one have no plan: the footer says so and offers Add Plan.
  await expect(page.getByText('No PM Plan', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/pmweb-tab-items.png', fullPage: true });

  // The filter button cycles All / Upcoming PMs / Completed PMs.
  await expect(filterButton(page)).toHaveText('All');
  await filterButton(page).click();
  await expect(filterButton(page)).toHaveText('Upcoming PMs');
  await expect(pmItems(page)).toHaveCount(2);
  await filterButton(page).click();
  await expect(filterButton(page)).toHaveText('Completed PMs');
  await expect(page.getByText('No plans for this filter')).toBeVisible();
  await filterButton(page).click();
  await expect(filterButton(page)).toHaveText('All');

  // View: the drawer titled with the PM, its parts and their empty texts.
  await item.getByRole('button', { name: `View ${title}` }).click();
  const view = dialog(page, title);
  await expect(view).toBeVisible();
  for (const part of ['PM Description', 'PM Status', 'Schedule Triggers', 'Tasks', 'Attachments', 'Service Dealer']) await expect(view.getByText(part, { exact: true })).toBeVisible();
  await expect(view).toContainText('No Attachments !');
  await expect(view).toContainText('No Service Dealer added !');
  await expect(view).toContainText('T-0001');
  await page.screenshot({ path: '/tmp/pmweb-view-drawer.png' });
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toHaveCount(0);

  // Duplicate: the question; Cancel keeps the list; Duplicate adds 'Duplicate - …'.
  await item.getByRole('button', { name: `Duplicate ${title}` }).click();
  await expect(modal(page, 'Duplicate PM')).toContainText('Are you sure you want to duplicate this PM item ?');
  await modal(page, 'Duplicate PM').getByRole('button', { name: 'Cancel' }).click();
  await expect(pmItems(page)).toHaveCount(2);
  await item.getByRole('button', { name: `Duplicate ${title}` }).click();
  await modal(page, 'Duplicate PM').getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(toast(page, 'PM added successfully !')).toBeVisible();
  const copy = pmItem(page, `Duplicate - ${title}`);
  await expect(copy).toBeVisible();
  await expect(pmItems(page)).toHaveCount(3);

  // Delete the copy: the question, then gone.
  await copy.getByRole('button', { name: `Delete Duplicate - ${title}` }).click();
  await expect(modal(page, 'Delete PM')).toContainText('Are you sure you want to delete this PM ?');
  await page.screenshot({ path: '/tmp/pmweb-delete-question.png' });
  await modal(page, 'Delete PM').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'PM deleted successfully')).toBeVisible();
  await expect(pmItems(page)).toHaveCount(2);

  // A trigger task's status menu: the current status is disabled; another one is saved.
  await item.getByRole('button', { name: /^Status of T-0001 .*: New$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'New' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'In Progress' }).click();
  await expect(toast(page, 'Task status updated successfully !')).toBeVisible();
  await expect(item.getByRole('button', { name: /^Status of T-0001 .*: In Progress$/ })).toBeVisible();

  // Edit with the PM form: the messages of an emptied title and description, then a new title and Waiting.
  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const form = dialog(page, 'PM');
  await expect(form).toBeVisible();
  const titleInput = form.locator('[data-field="PM Title"] input');
  await expect(titleInput).toHaveValue(title);
  await titleInput.fill('');
  await form.locator('[data-field="PM Description"] textarea').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('PM title is required !');
  await expect(form).toContainText('PM Description is required !');
  await titleInput.fill(edited);
  await form.locator('[data-field="PM Description"] textarea').fill('Grease, oil and filters');
  await form.getByRole('radio', { name: 'Waiting' }).check();
  await page.screenshot({ path: '/tmp/pmweb-edit-form.png' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'PM added successfully !')).toBeVisible();
  await expect(form).toHaveCount(0);
  item = pmItem(page, edited);
  await expect(item.locator('[data-pm-status="42"]')).toBeVisible();

  // Mark complete: hours and minutes prefilled from the estimate; minutes over 59 and a missing
  // meter reading (a meter hours PM) are refused in the browser.
  await item.getByRole('button', { name: `Mark complete ${edited}` }).click();
  const complete = modal(page, 'Mark PM completed');
  await expect(complete).toBeVisible();
  await expect(complete.locator('[data-field="Completed In hours"] input')).not.toHaveValue('');
  await complete.locator('[data-field="Completed at"] input').fill('');
  await complete.locator('[data-field="Minutes"] input').fill('75');
  await complete.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(complete.locator('[data-field="Minutes"] input')).toHaveAttribute('aria-invalid', 'true');
  await expect(complete).toContainText('Completed at meter hours is required for a meter hours PM !');
  await complete.locator('[data-field="Completed at"] input').fill('260');
  await complete.locator('[data-field="Minutes"] input').fill('20');
  await complete.locator('[data-field="Comment"] textarea').fill('Done by the e2e test');
  await page.screenshot({ path: '/tmp/pmweb-mark-complete.png' });
  await complete.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(toast(page, 'PM marked as completed')).toBeVisible();
  await expect(complete).toHaveCount(0);
  // A recurring PM opens its next trigger from the completion: the item stays, with its last completion.
  await expect(item).toContainText('Last completed');

  // The Completed filter lists it.
  await filterButton(page).click();
  await filterButton(page).click();
  await expect(filterButton(page)).toHaveText('Completed PMs');
  await expect(pmItem(page, edited)).toBeVisible();
  await expect(pmItems(page)).toHaveCount(1);
  await page.screenshot({ path: '/tmp/pmweb-tab-completed.png', fullPage: true });
  await filterButton(page).click();
  await expect(filterButton(page)).toHaveText('All');

});
