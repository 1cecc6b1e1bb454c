/**
 * Issue 24's acceptance, as a fleet's manager meets it: a library plan with a meter PM (every 100
 * MHrs, written 'starting at 0') put on a hauler reading 7,090 MHrs starts at the reading: the PM
 * form suggests 7,090 and shows the first due at 7,190 (a lower start says it is already overdue);
 * a reading of 7,200 entered through the asset's Edit drawer makes it overdue by 10 everywhere
 * (the asset's PM tab, the PM list, the one e-mail read from the SES emulator); completing it at
 * 7,200 puts the completion with its reading in the log (Completed PMs and the Maintenance
 * History tab), and the next due is 7,300; the asset's maintenance record PDF (one click on that
 * tab) has the log's entry.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { toast } from './app';
import { apiAs, COMPANY_ADMIN, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { openPmPlanTab, pmItem } from './pm-support';
import { inbox, tenantUrl } from './support';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const modal = (page: Page, header: string) => page.getByRole('dialog').filter({ hasText: header });

async function saveMeter(page: Page, value: string) {
  await page.getByRole('button', { name: 'Asset actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const drawer = dialog(page, 'Edit Asset');
  await drawer.getByLabel('Meter Hours').fill(value);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Meter hours successfully updated')).toBeVisible();
  await expect(drawer).toHaveCount(0);
}

test('a meter PM on a hauler at 7,090 MHrs: due at 7,190; read 7,200: overdue by 10 everywhere, one e-mail; completed: in the log, next due 7,300', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const word = uniqueToken('TRUST').slice(0, 20);
  const title = `Service ${word}`;
  // The library: a plan with one meter PM, every 100 MHrs from 0 (as written for a new machine).
  const task = await apiAs<{ task_id: number }>(COMPANY_ADMIN, 'POST', 'Task/AddUpdateTask', {
    task_title: `${word} oil and filters`,
    task_est_hours: 1,
    task_est_minutes: 30,
    hourly_rate: 90,
  });
  const category = await apiAs<{ pm_category_id: number }>(COMPANY_ADMIN, 'POST', 'PM/AddUpdatePMCategory', {
    category_name: `Haulers-${word}`,
  });
  const plan = await apiAs<{ pm_plan_id: number }>(COMPANY_ADMIN, 'POST', 'PM/AddUpdatePMPlan', {
    plan_name: `Hauler ${word}`,
    pm_category_id: category.data.pm_category_id,
  });
  const pm = await apiAs(COMPANY_ADMIN, 'POST', 'PM/AddUpdatePM', {
    pm_plan_id: plan.data.pm_plan_id,
    title,
    description: 'Every 100 hours',
    status: 1,
    pm_trigger_type: 25,
    pm_trigger_by: 27,
    meter_hours_starting_at: 0,
    meter_hours_repeates_every: 100,
    is_trigger_on_starting_at: false,
    pmTasks: [{ task_id: task.data.task_id }],
    PMAttachments: [],
    service_dealer_id: null,
  });
  expect(pm, JSON.stringify(pm)).toMatchObject({ success: 1 });
  const [asset] = await createAssets(1, { prefix: `Hauler ${word}`, model: uniqueToken('HM') });

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', `/assets/details/${asset.asset_id}`));
  await saveMeter(page, '7090');

  // Add the plan: the meter PM starts at the asset's reading, due at 7,190.
  await openPmPlanTab(page);
  await page.getByRole('button', { name: 'Add Plan' }).click();
  const addPlan = dialog(page, 'Add PM Schedule');
  await addPlan.getByRole('button', { name: new RegExp(`^Haulers-${word}`) }).click();
  await addPlan.getByRole('button', { name: `Add Hauler ${word}`, exact: true }).click();
  await expect(toast(page, 'Plan Added successfully')).toBeVisible();
  const item = pmItem(page, title);
  await expect(item).toContainText('Due in 100 MHrs');
  await expect(item).toContainText('7090 MHrs');

  // The PM form: the reading suggested as the start, the first due before saving.
  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const form = dialog(page, 'PM');
  const start = form.locator('[data-field="Starting at Meter Hours"] input');
  await expect(start).toHaveValue('7090');
  await expect(form.getByTestId('current-reading')).toContainText('Current reading: 7,090 MHrs');
  await expect(form.getByTestId('first-due')).toHaveText('First due at 7,190 MHrs');
  await form.getByTestId('first-due').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/pm-trust-form-start.png' });
  // A start below the reading says, before saving, that it is already overdue.
  await start.fill('0');
  await expect(form.getByTestId('first-due')).toHaveText(
    'First due at 100 MHrs: already overdue by 6,990 MHrs at the current reading',
  );
  await page.screenshot({ path: '/tmp/pm-trust-form-overdue.png' });
  await form.getByRole('button', { name: 'Use current reading' }).click();
  await expect(start).toHaveValue('7090');
  await expect(form.getByTestId('first-due')).toHaveText('First due at 7,190 MHrs');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);

  // A reading of 7,200 through the asset's normal reading path: overdue by 10 everywhere.
  const mailsBefore = (await inbox()).filter(
    (m) => m.destination.to.includes(MANAGER.username) && m.subject.includes(title),
  ).length;
  expect(mailsBefore).toBe(0);
  await saveMeter(page, '7200');
  await expect(item.locator('[data-pm-status="31"]')).toContainText('Overdue by 10 MHrs');
  await page.screenshot({ path: '/tmp/pm-trust-tab-overdue.png', fullPage: true });

  await expect
    .poll(
      async () =>
        (await inbox()).filter(
          (m) => m.destination.to.includes(MANAGER.username) && m.subject.includes(title),
        ),
      { timeout: 15_000 },
    )
    .toHaveLength(1);
  const [mail] = (await inbox()).filter(
    (m) => m.destination.to.includes(MANAGER.username) && m.subject.includes(title),
  );
  expect(mail.subject).toBe(`PM overdue: ${title} on ${asset.name}`);
  expect(mail.body.text).toContain('is overdue by 10 MHrs');
  expect(mail.body.text).not.toContain('due now');

  await page.goto(tenantUrl('demo', '/preventative-maintenance-list'));
  await page.getByPlaceholder('Search PMs').fill(word);
  await page.getByPlaceholder('Search PMs').press('Enter');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Overdue by 10 MHrs');
  await page.screenshot({ path: '/tmp/pm-trust-list-overdue.png', fullPage: true });

  // Complete it at 7,200: the log shows it with its reading; the next due is 7,300.
  await page.goto(tenantUrl('demo', `/assets/details/${asset.asset_id}`));
  await openPmPlanTab(page);
  await item.getByRole('button', { name: `Mark complete ${title}` }).click();
  const complete = modal(page, 'Mark PM completed');
  await complete.locator('[data-field="Completed at"] input').fill('7200');
  await complete.locator('[data-field="Comment"] textarea').fill('Oil, filters, greased');
  await complete.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(toast(page, 'PM marked as completed')).toBeVisible();
  await expect(item).toContainText('Due in 100 MHrs');
  await expect(item).toContainText('7300 MHrs');

  await page.getByRole('button', { name: /^PM filter: / }).click();
  await page.getByRole('button', { name: /^PM filter: / }).click();
  await expect(page.getByRole('button', { name: /^PM filter: / })).toHaveText('Completed PMs');
  const log = page.getByTestId('maintenance-history');
  const done = log.getByRole('row').filter({ hasText: title });
  await expect(done).toHaveCount(1);
  await expect(done).toContainText('7,200 MHrs');
  // 10 MHrs past 7,190 is within the compliance tolerance (10% of the 100 MHrs interval): on time, as the card says.
  await expect(done).toContainText('Late by 10 MHrs (on time within tolerance)');
  await expect(pmItem(page, title)).toContainText('(on time)');
  await expect(done).toContainText('Oil, filters, greased');
  await page.screenshot({ path: '/tmp/pm-trust-completed-log.png', fullPage: true });

  await page.getByRole('tab', { name: 'Maintenance History' }).click();
  const history = page.getByTestId('maintenance-history');
  await expect(history.getByRole('row').filter({ hasText: title })).toContainText('7,200 MHrs');
  await history.getByPlaceholder('Search completions').fill('nothing like this');
  await expect(history.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await history.getByPlaceholder('Search completions').fill('greased');
  await expect(history.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toBe(`Maintenance history - ${asset.name}.xlsx`);
  await page.screenshot({ path: '/tmp/pm-trust-history-tab.png', fullPage: true });

  // The asset's maintenance record: one click, a PDF whose text has the log's entry.
  const pdfDownload = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Maintenance record (PDF)' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`Maintenance record ${asset.internal_asset_id}.pdf`);
  const file = `/tmp/pm-trust-maintenance-record-${asset.asset_id}.pdf`;
  await pdf.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Asset maintenance record');
  expect(text).toContain(title);
  expect(text).toContain('Oil, filters, greased');
  expect(text).toContain('7,200 MHrs');
  expect(text).toContain('Due at 7300 MHrs');
});
