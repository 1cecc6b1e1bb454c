/**
 * /notification-settings (spec maintenance 2.6, 4, 5, 8) per role, and the asset page's
 * Notifications tab (2.5): the manager's e-mail and PM toggles, the executive's progress report
 * and PM-due e-mail with its disable-till period, the company admin's master switch ('Disable
 * Notification') and reminder configuration with the caps as typed and spec 5's message, Reset
 * with 'Reset PM Configurations'. Every demo setting a test changes is put back at its end.
 */
import { expect, test, type Page } from '@playwright/test';
import { toast } from './app';
import { apiAs, COMPANY_ADMIN, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { expectNoSeriousA11yViolations, tenantUrl } from './support';

const EXECUTIVE = { username: 'executive@demo.test', roleId: 5, siteId: 2 };

async function openSettings(page: Page) {
  await page.goto(tenantUrl('demo', '/notification-settings'));
  await expect(page.getByRole('heading', { name: 'Notification Settings' })).toBeVisible();
}
const entry = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const toggle = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const numberInput = (page: Page, label: string) => page.getByRole('spinbutton', { name: label });

test('manager: e-mail notifications and PM notifications toggles', async ({ page }) => {
  await signInAs(page, MANAGER.username, '/dashboard');
  await openSettings(page);
  await expect(entry(page, 'Email notifications')).toBeVisible();
  await expect(entry(page, 'PM notifications')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the notification settings');
  const pending = toggle(page, 'Pending reviews e-mail');
  await expect(pending).toBeVisible();
  const was = await pending.isChecked();
  await pending.click();
  await expect(toast(page, 'Notification settings updated !')).toBeVisible();
  await expect(pending).toBeChecked({ checked: !was });
  const usage = toggle(page, 'Operator usage report e-mail');
  const usageWas = await usage.isChecked();
  await usage.click();
  await expect(usage).toBeChecked({ checked: !usageWas });
  await page.screenshot({ path: '/tmp/pmn-manager-email.png' });
  // What the server holds now is what the screen shows after a reload.
  await page.reload();
  await expect(toggle(page, 'Pending reviews e-mail')).toBeChecked({ checked: !was });
  await toggle(page, 'Pending reviews e-mail').click();
  await expect(toggle(page, 'Pending reviews e-mail')).toBeChecked({ checked: was });
  await toggle(page, 'Operator usage report e-mail').click();
  await expect(toggle(page, 'Operator usage report e-mail')).toBeChecked({ checked: usageWas });

  await entry(page, 'PM notifications').click();
  const pm = toggle(page, 'PM notifications');
  await expect(pm).toBeChecked();
  await pm.click();
  await expect(pm).not.toBeChecked();
  await page.screenshot({ path: '/tmp/pmn-manager-pm.png' });
  await pm.click();
  await expect(pm).toBeChecked();
});

test('executive: progress report Daily / Weekly / Off and PM due not resolved with a disable-till period', async ({
  page,
}) => {
  await signInAs(page, EXECUTIVE.username, '/quickinsights');
  await openSettings(page);
  await page.getByRole('radio', { name: 'Weekly' }).click();
  await expect(toast(page, 'Settings updated successfully!')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();

  await entry(page, 'PM notifications').click();
  const due = toggle(page, 'PM due not resolved e-mail');
  await expect(due).toBeChecked();
  await due.click();
  const dialog = page.getByRole('dialog', { name: 'Disable PM due e-mail' });
  await expect(dialog).toBeVisible();
  // The default period: 1 week.
  await expect(numberInput(page, 'Disable for')).toHaveValue('1');
  await expect(dialog.getByText('Weeks')).toBeVisible();
  await page.screenshot({ path: '/tmp/pmn-executive-disable.png' });
  await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(due).not.toBeChecked();
  await expect(page.getByText(/^Disabled till \d\d-\d\d-\d{4}$/)).toBeVisible();
  const stored = await apiAs<{ disable_till: number; disable_till_by: number; disabled_till_date: string }>(
    EXECUTIVE,
    'GET',
    'User/GetEmailNotificationSettings',
  );
  expect(stored.data).toMatchObject({ disable_till: 1, disable_till_by: 39 });
  expect(Math.abs(Date.parse(stored.data.disabled_till_date) - (Date.now() + 7 * 86_400_000))).toBeLessThan(
    5 * 60_000,
  );
  await page.screenshot({ path: '/tmp/pmn-executive-pm.png' });
  await due.click();
  await expect(due).toBeChecked();

  await entry(page, 'Email notifications').click();
  await page.getByRole('radio', { name: 'Off' }).click();
  await expect(page.getByRole('radio', { name: 'Off' })).toBeChecked();
});

test("company admin: the master switch and the company's reminder configuration", async ({ page }) => {
  await signInAs(page, COMPANY_ADMIN.username, '/assets');
  await openSettings(page);
  const master = toggle(page, 'PM notifications');
  await expect(master).toBeChecked();
  await master.click();
  const confirm = page.getByRole('dialog', { name: 'Disable Notification' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(toast(page, 'Notification settings updated !')).toBeVisible();
  await expect(master).not.toBeChecked();
  await master.click();
  await expect(master).toBeChecked();

  // First 2 months with 100 MHrs; the second is capped as typed: 7 weeks and 99 MHrs at most.
  const first = toggle(page, 'First notification');
  if (!(await first.isChecked())) await first.click();
  await numberInput(page, 'First notification time').fill('2');
  await numberInput(page, 'First notification meter hours').fill('100');
  const second = toggle(page, 'Second notification');
  if (!(await second.isChecked())) await second.click();
  await page.getByRole('button', { name: /Second notification unit/ }).click();
  await page.getByRole('option', { name: 'Weeks' }).click();
  await numberInput(page, 'Second notification time').fill('9');
  await expect(numberInput(page, 'Second notification time')).toHaveValue('7');
  await numberInput(page, 'Second notification meter hours').fill('160');
  await expect(numberInput(page, 'Second notification meter hours')).toHaveValue('99');
  await expect(toggle(page, 'On due notification')).toBeDisabled();
  await page.screenshot({ path: '/tmp/pmn-companyadmin-config.png' });
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(toast(page, 'Configurations updated successfully !')).toBeVisible();
  const saved = await apiAs<{
    second_reminder_before_on: number;
    second_reminder_before_on_meter_hours: number;
  }>(COMPANY_ADMIN, 'GET', 'PMNotification/getPMNotificationConfig/1');
  expect(saved.data).toMatchObject({
    first_reminder_before_on: 2,
    second_reminder_before_on: 7,
    second_reminder_before_on_meter_hours: 99,
  });

  // Spec 5: an enabled reminder with no value.
  await numberInput(page, 'First notification meter hours').fill('');
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(page.getByText('Configuration details cannot be empty or zero or negative !')).toBeVisible();
  await page.screenshot({ path: '/tmp/pmn-companyadmin-message.png' });

  await page.getByRole('button', { name: 'Reset' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset PM Configurations' });
  await expect(
    reset.getByText('Are you sure you want to reset the PM Configurations to default ?'),
  ).toBeVisible();
  await reset.getByRole('button', { name: 'Reset' }).click();
  await expect(toast(page, 'Configurations updated successfully !')).toBeVisible();
  await expect(toggle(page, 'First notification')).not.toBeChecked();
  await expect(toggle(page, 'Second notification')).not.toBeChecked();
});

test("manager: the asset's Notifications tab", async ({ page }) => {
  const [asset] = await createAssets(1, { prefix: uniqueToken('PMN'), model: 'PMN-1' });
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', `/assets/details/${asset.asset_id}?tab=pm-notifications`));
  const first = toggle(page, 'First notification');
  await expect(first).toBeVisible();
  // Until saved, the tab shows what applies: the company's configuration or the defaults.
  await expect(toggle(page, 'On due notification')).toBeChecked();
  if (!(await first.isChecked())) await first.click();
  await numberInput(page, 'First notification time').fill('1');
  await page.getByRole('button', { name: /First notification unit/ }).click();
  await page.getByRole('option', { name: 'Weeks' }).click();
  // First 1 week: the second may be days only, 6 at most.
  if (!(await toggle(page, 'Second notification').isChecked()))
    await toggle(page, 'Second notification').click();
  await page.getByRole('button', { name: /Second notification unit/ }).click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: 'Days' })).toBeVisible();
  await page.getByRole('option', { name: 'Days' }).click();
  await numberInput(page, 'Second notification time').fill('10');
  await expect(numberInput(page, 'Second notification time')).toHaveValue('6');
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(toast(page, 'Configurations updated successfully !')).toBeVisible();
  await page.screenshot({ path: '/tmp/pmn-asset-tab.png' });
  await page.reload();
  await expect(toggle(page, 'First notification')).toBeChecked();
  await expect(numberInput(page, 'Second notification time')).toHaveValue('6');
});
