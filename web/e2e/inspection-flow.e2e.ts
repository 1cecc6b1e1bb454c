/**
 * Issue 9's end-to-end path: the operator, as the mobile client, checks out an asset, uploads two
 * photos and submits with two failed items; the manager is notified, reviews it on the dashboard
 * and approves it there; the asset is checked out; the two issues exist and a second failed
 * inspection of the same items opens none; the asset list shows 2 open issues.
 */
import { expect, test, type Page } from '@playwright/test';
import { bell, toast } from './app';
import { apiAs, createAssets, MANAGER, openAssets, signInAs, uniqueToken } from './assets-support';
import { inspectAsset, OPERATOR } from './inspections-support';
import { expectPath } from './support';

const pendingRow = (page: Page, assetName: string) =>
  page.getByTestId('pending-reviews').locator('tbody tr').filter({ hasText: assetName });

test('an operator inspects through the API; the manager approves on the dashboard; failed items become issues once', async ({
  page,
}) => {
  const model = uniqueToken('FLOW');
  const [asset] = await createAssets(1, { prefix: `Flow loader ${model}`, model });

  // The operator's app: who am I, which assets may I inspect.
  const login = await apiAs<{ uuid: string }>(OPERATOR, 'POST', 'User/Login', {
    username: OPERATOR.username,
    password: null,
    notification_token: null,
    os: 'android',
  });
  expect(login, JSON.stringify(login)).toMatchObject({ success: 1 });
  const mine = await apiAs<{ asset_id: number }[]>(
    OPERATOR,
    'GET',
    `Inspection/GetAssetsForUser/${login.data.uuid}`,
  );
  expect(mine.data.map((a) => a.asset_id)).toContain(asset.asset_id);

  const first = await inspectAsset(asset, { failed: 2, photos: 2, meterHours: 150 });
  expect(first.new_notok_attributes.map((a) => a.name).sort()).toEqual([...first.failed].sort());
  expect(first.issues_opened).toHaveLength(2);

  // The manager's bell has the PendingNewInspection notification; it opens the inspections list.
  await signInAs(page, MANAGER.username, '/dashboard');
  await bell(page).click();
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  const notification = popup
    .getByRole('article', { name: 'Pending Inspection', exact: true })
    .filter({ hasText: asset.name });
  await expect(notification).toContainText('waiting for approval');
  await notification.getByText('Pending Inspection', { exact: true }).click();
  await expectPath(page, '/inspections');

  // The pending review on the dashboard: 2 new issues (listed in the popover) and 2 photos.
  await page.goto(page.url().replace('/inspections', '/dashboard'));
  const row = pendingRow(page, asset.name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: `Photos of ${asset.name}: 2` })).toBeVisible();
  await row.getByRole('button', { name: `New issues of ${asset.name}: 2` }).click();
  for (const name of first.failed)
    await expect(page.locator('.ac-chip').filter({ hasText: name })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-pending.png'), fullPage: true });
  await page.keyboard.press('Escape');

  // View opens the inspection; back on the dashboard, approve it in place.
  await row.getByRole('button', { name: `Inspection View of ${asset.name}` }).click();
  await expectPath(page, `/inspections/details/${first.inspection_id}`);
  await page.goBack();
  await pendingRow(page, asset.name)
    .getByRole('button', { name: `Approve inspection of ${asset.name}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Approve inspection of ${asset.name}` });
  await expect(modal.getByLabel('Meter Hours')).toHaveValue('150');
  await modal.getByLabel('Meter Hours').fill('');
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(modal.getByText('Meter hours is required')).toBeVisible();
  await modal.getByLabel('Meter Hours').fill('151');
  await modal.getByLabel('Manager Notes').fill('Forks checked with the operator');
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Inspection approved successfully !')).toBeVisible();
  await expect(pendingRow(page, asset.name)).toHaveCount(0);

  // Now under Checked Out Assets.
  await page.getByRole('button', { name: /^Checked Out Assets \d+/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Checked Out Assets' });
  await expect(drawer.locator('tbody tr').filter({ hasText: asset.name })).toContainText(
    asset.internal_asset_id,
  );
  await page.screenshot({ path: test.info().outputPath('dashboard-checked-out.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await page.getByRole('button', { name: /^Checked Out Assets \d+/ }).click();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);

  // The two issues exist; a second inspection failing the same items opens no duplicate.
  const issuesOf = async () =>
    (
      await apiAs<{ list: { name: string }[] }>(MANAGER, 'POST', 'Issue/FilterIssues', {
        pagesize: 20,
        pageindex: 1,
        status: [12, 13, 14],
        asset_id: [asset.asset_id],
        site_id: [],
        priority: [],
        issue_title: [],
        search_string: '',
      })
    ).data.list;
  expect((await issuesOf()).map((i) => i.name).sort()).toEqual([...first.failed].sort());
  const checkin = await apiAs(OPERATOR, 'POST', 'Inspection/CheckinAsset', {
    inspection_id: first.inspection_id,
  });
  expect(checkin, JSON.stringify(checkin)).toMatchObject({ success: 1 });
  const second = await inspectAsset(asset, { failed: 2, meterHours: 160 });
  expect(second.new_notok_attributes).toEqual([]);
  expect(second.issues_opened).toEqual([]);
  expect(await issuesOf()).toHaveLength(2);

  // The asset list's open-issue badge reads 2.
  await openAssets(page);
  await page.getByLabel('Search Assets').fill(asset.name);
  await page.getByLabel('Search Assets').press('Enter');
  await expect(page.getByRole('link', { name: `Open issues of ${asset.name}: 2` })).toBeVisible();
});
