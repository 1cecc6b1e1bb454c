/**
 * The issues screens (spec 2.10, 2.7, 4, 5, 6, 8): a manager creates a standalone issue (each
 * message, the Asset # check, the attach checkbox), finds it in /issues by search and filters,
 * comments, updates and closes it (closed locks everything); an issue from a saved inspection
 * with the Approve modal; an executive reads only; the asset page's Issues tab; an asset's
 * open-issue badge opens /issues filtered by that asset. Each test makes its own assets.
 */
import { expect, test, type Page } from '@playwright/test';
import { menuTrigger, pickFromMenu, toast } from './app';
import {
  apiAs,
  chooseFilterOptions,
  createAssets,
  MANAGER,
  openAssets,
  signInAs,
  uniqueToken,
  type NewAsset,
} from './assets-support';
import { inspectAsset } from './inspections-support';
import { expectNoSeriousA11yViolations, expectPath, tenantUrl } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/issues-${name}.png`, fullPage: true });

const field = (page: Page, label: string) => page.locator(`[data-field="${label}"]`);
/** A form field's message (not Cloudscape's live-region copy of it). */
const fieldError = (page: Page, text: string) =>
  page.locator('[class*="awsui_error__message"]').getByText(text, { exact: true });

async function choose(page: Page, label: string, option: string) {
  await field(page, label).getByRole('button').first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const table = (page: Page) => page.getByRole('table').first();
async function waitForIssues(page: Page) {
  await expect(page.getByText('Loading issues')).toHaveCount(0);
}
/** The calls to an endpoint the page makes from now on. */
function callsTo(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(path)) calls.push(request.url());
  });
  return calls;
}
const issueRow = (page: Page, title: string) => table(page).locator('tbody tr').filter({ hasText: title });

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search Issues').fill(text);
  await page.getByPlaceholder('Search Issues').press('Enter');
  await waitForIssues(page);
}

const filterToggle = (page: Page) => page.getByRole('button', { name: 'Issues', exact: true });
async function pickFilter(page: Page, label: string, options: string[], typed?: string) {
  if ((await filterToggle(page).getAttribute('aria-expanded')) !== 'true') await filterToggle(page).click();
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await chooseFilterOptions(page, label, options, typed);
  await waitForIssues(page);
}

/** Opens an issue through the API as the demo manager (standalone, by Asset #). */
async function apiIssue(asset: NewAsset, name: string, priority: number): Promise<string> {
  const answer = await apiAs<{ issue_uuid: string }>(MANAGER, 'POST', 'Issue/CreateIssue', {
    name,
    notes: `Notes of ${name}`,
    priority,
    internal_asset_id: asset.internal_asset_id,
    asset_id: asset.asset_id,
    attachtoinspection: false,
    isapprove: false,
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  return answer.data.issue_uuid;
}

test("statuses are never cut at 1280 and 1400 px: the Status filter's chips and the table's labels", async ({
  page,
}) => {
  await signInAs(page, 'manager@demo.test', '/dashboard');
  for (const width of [1280, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(tenantUrl('demo', '/issues'));
    await waitForIssues(page);
    if ((await filterToggle(page).getAttribute('aria-expanded')) !== 'true') await filterToggle(page).click();
    const status = page.locator('[data-filter="Status"]');
    // The default statuses, each a token of its own, its text not cut by an ellipsis.
    for (const name of ['Open', 'In Progress', 'Waiting']) {
      const chip = status.getByText(name, { exact: true });
      await expect(chip).toBeVisible();
      expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} at ${width} px`).toBe(
        true,
      );
    }
    // The table's status labels: one line each, never broken inside a word.
    const labels = page.locator('.ac-issue-status');
    await expect(labels.first()).toBeVisible();
    for (const label of await labels.all()) {
      const box = (await label.boundingBox())!;
      expect(box.height, `${await label.innerText()} at ${width} px`).toBeLessThan(26);
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
    await page.screenshot({ path: `/tmp/issues-status-chips-${width}.png` });
  }
});

test('a manager creates a standalone issue, finds it, comments, updates and closes it', async ({ page }) => {
  test.setTimeout(120_000);
  const token = uniqueToken('ISS');
  const [asset] = await createAssets(1, { prefix: `Loader ${token}`, model: token });
  const inspection = await inspectAsset(asset);
  const title = `Leaking hydraulics ${token}`;

  await signInAs(page, 'manager@demo.test', '/dashboard');
  await page.goto(tenantUrl('demo', '/issues'));
  await waitForIssues(page);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Issue Title',
    'Asset Name',
    'Status',
    'Priority',
    'Time Elapsed',
    'Site Name',
    'Actions',
  ]);
  await expectNoSeriousA11yViolations(page, 'the issues list');
  await page.getByRole('button', { name: 'Create Issue' }).click();
  await expectPath(page, '/issues/create/2');
  await expect(page.getByRole('heading', { name: 'Issue Info' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Create Issue');

  // Every message of spec 5, each cleared by a change.
  const submit = page.getByRole('button', { name: 'Create Issue' });
  await submit.click();
  for (const message of [
    'Title is required',
    'Please select priority',
    'Notes is required',
    'Asset no is required',
  ])
    await expect(fieldError(page, message)).toBeVisible();
  await shot(page, 'create-messages');
  await field(page, 'Title').getByRole('textbox').fill(title);
  await expect(fieldError(page, 'Title is required')).toHaveCount(0);
  await expect(fieldError(page, 'Notes is required')).toBeVisible();

  // An unknown Asset # is refused by the server when the field is left; the checkbox stays off.
  const attach = page.getByRole('checkbox', { name: 'Attach latest inspection to asset' });
  const assetNo = field(page, 'Asset #').getByRole('textbox');
  await assetNo.fill('000NOPE');
  await expect(fieldError(page, 'Asset no is required')).toHaveCount(0);
  await assetNo.blur();
  await expect(toast(page, 'No asset found with this Asset #')).toBeVisible();
  await expect(attach).toBeDisabled();

  // A valid one enables it; clearing the Asset # unchecks and disables it.
  await assetNo.fill(asset.internal_asset_id);
  await assetNo.blur();
  await expect(attach).toBeEnabled();
  await attach.check();
  await assetNo.fill('');
  await expect(attach).not.toBeChecked();
  await expect(attach).toBeDisabled();
  await assetNo.fill(asset.internal_asset_id);
  await assetNo.blur();
  await expect(attach).toBeEnabled();
  await attach.check();

  await choose(page, 'Priority', 'High');
  await expect(fieldError(page, 'Please select priority')).toHaveCount(0);
  await field(page, 'Notes').getByRole('textbox').fill('Oil under the boom cylinder');
  await shot(page, 'create-filled');

  // Over-long texts: the limit under each field, and no call.
  const creates = callsTo(page, '/Issue/CreateIssue');
  await field(page, 'Title').getByRole('textbox').fill('x'.repeat(201));
  await field(page, 'Notes').getByRole('textbox').fill('x'.repeat(4001));
  await submit.click();
  await expect(fieldError(page, 'Title can not be more than 200 characters !')).toBeVisible();
  await expect(fieldError(page, 'Notes can not be more than 4000 characters !')).toBeVisible();
  await shot(page, 'create-too-long');
  expect(creates).toHaveLength(0);
  await field(page, 'Title').getByRole('textbox').fill(title);
  await field(page, 'Notes').getByRole('textbox').fill('Oil under the boom cylinder');
  await submit.click();
  await expect(toast(page, 'Issue created successfully !')).toBeVisible();
  await expectPath(page, '/issues');

  // Found by search; its row reads as spec 2.10 says.
  await search(page, token);
  const row = issueRow(page, title);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(asset.name);
  await expect(row).toContainText('Open');
  await expect(row).toContainText('High');
  await expect(row).toContainText('Reno Yard');
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeEnabled();
  await shot(page, 'list');

  // Filters: another priority finds nothing; the asset finds it; Reset Filters clears all.
  await pickFilter(page, 'Priority', ['Low']);
  await expect(table(page)).toContainText('No data found');
  await pickFilter(page, 'Priority', ['High']);
  await expect(row).toHaveCount(1);
  await pickFilter(page, 'Asset', [`${asset.name} (#${asset.internal_asset_id})`], token);
  await expect(row).toHaveCount(1);
  await pickFilter(page, 'Issue Title', [title], token);
  await expect(row).toHaveCount(1);
  await shot(page, 'list-filters');
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeDisabled();
  await expect(page.getByPlaceholder('Search Issues')).toHaveValue('');
  await search(page, token);

  // The details, with the attached inspection.
  await row.getByRole('button', { name: `View ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Asset Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inspection Details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the issue details');
  await expect(field(page, 'Asset #').getByRole('textbox')).toHaveValue(asset.internal_asset_id);

  // A comment: required, then listed with its author.
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(fieldError(page, 'Comment is required')).toBeVisible();
  const commentCalls = callsTo(page, '/Issue/AddComment');
  await field(page, 'Comment').getByRole('textbox').fill('x'.repeat(2001));
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(fieldError(page, 'Comment can not be more than 2000 characters !')).toBeVisible();
  expect(commentCalls).toHaveLength(0);
  await field(page, 'Comment').getByRole('textbox').fill('Seal ordered');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(comments).toContainText('Seal ordered');
  await expect(comments).toContainText('Maria Lopez');

  // Update: its messages, then status and priority; updated_at goes in Los Angeles time.
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/Issue/UpdateWorkOrder'))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  const update = page.getByRole('button', { name: 'Update Issue' });
  await field(page, 'Title').getByRole('textbox').fill('');
  await update.click();
  await expect(fieldError(page, 'Title is required !')).toBeVisible();
  expect(bodies).toHaveLength(0);
  await field(page, 'Title').getByRole('textbox').fill('x'.repeat(201));
  await update.click();
  await expect(fieldError(page, 'Title can not be more than 200 characters !')).toBeVisible();
  expect(bodies).toHaveLength(0);
  await field(page, 'Title').getByRole('textbox').fill(title);
  await choose(page, 'Status', 'In Progress');
  await choose(page, 'Priority', 'Very High');
  await update.click();
  await expect(toast(page, 'Issue updated successfully !')).toBeVisible();
  expect(bodies[0]).toMatchObject({ title, status: 13, priority: 1 });
  expect(String(bodies[0].updated_at)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(page.getByText('In Progress').first()).toBeVisible();
  await shot(page, 'details');

  // Back restores the list's search; the row shows the change.
  await page.goBack();
  await expectPath(page, '/issues');
  await expect(page.getByPlaceholder('Search Issues')).toHaveValue(token);
  await waitForIssues(page);
  await expect(issueRow(page, title)).toContainText('In Progress');
  await expect(issueRow(page, title)).toContainText('Very High');

  // Closing locks every field, Update Issue and the comments.
  await issueRow(page, title)
    .getByRole('button', { name: `View ${title}` })
    .click();
  await choose(page, 'Status', 'Closed');
  await update.click();
  await expect(toast(page, 'Issue updated successfully !')).toBeVisible();
  await expect(update).toBeDisabled();
  await expect(field(page, 'Title').getByRole('textbox')).toBeDisabled();
  await expect(field(page, 'Notes').getByRole('textbox')).toBeDisabled();
  await expect(field(page, 'Status').getByRole('button').first()).toBeDisabled();
  await expect(field(page, 'Priority').getByRole('button').first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add Comment' })).toHaveCount(0);
  await shot(page, 'details-closed');

  // The list's default statuses (12, 13, 14) hide it; choosing Closed shows it.
  await page.goBack();
  await waitForIssues(page);
  await expect(issueRow(page, title)).toHaveCount(0);
  await pickFilter(page, 'Status', ['Closed']);
  await expect(issueRow(page, title)).toContainText('Closed');

  // The inspection it was attached to opens from the details.
  await issueRow(page, title)
    .getByRole('button', { name: `View ${title}` })
    .click();
  await page.getByRole('button', { name: 'Inspection Details' }).click();
  await expectPath(page, `/inspections/details/${inspection.inspection_id}`);
});

test('an issue from a saved inspection asks to approve it: Approve approves, Cancel does not', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = uniqueToken('INSP');
  const [first, second] = await createAssets(2, { prefix: `Forklift ${token}`, model: token });
  const approveIt = await inspectAsset(first, { failed: 1, meterHours: 140 });
  const leaveIt = await inspectAsset(second, { failed: 1, meterHours: 160 });

  await signInAs(page, 'manager@demo.test', '/dashboard');
  const handOver = async (asset: NewAsset, inspectionId: string, meterHours: number) => {
    // What the inspection details page saves (from-inspection.ts rememberInspectionForIssue).
    await page.evaluate(
      (saved) => sessionStorage.setItem('ac.issue-from-inspection', JSON.stringify(saved)),
      {
        inspection_id: inspectionId,
        asset_id: asset.asset_id,
        asset_name: asset.name,
        internal_asset_id: asset.internal_asset_id,
        operator_name: 'Omar Reyes',
        meter_hours: meterHours,
        asset_photo: null,
        can_approve: true,
      },
    );
    await page.goto(tenantUrl('demo', '/issues/create/1'));
    await expect(page.getByRole('heading', { name: 'Issue Info' })).toBeVisible();
  };

  await handOver(first, approveIt.inspection_id, 140);
  await expect(page.getByRole('heading', { name: 'Asset Info' })).toBeVisible();
  await expect(page.getByText(first.name, { exact: true })).toBeVisible();
  await expect(page.getByText(first.internal_asset_id, { exact: true })).toBeVisible();
  await expect(page.getByText('Omar Reyes', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'No photo' })).toBeVisible();
  await expect(field(page, 'Asset #')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Attach latest inspection to asset' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Issue' }).click();
  for (const message of ['Title is required', 'Please select priority', 'Notes is required'])
    await expect(fieldError(page, message)).toBeVisible();
  await expect(fieldError(page, 'Asset no is required')).toHaveCount(0);
  await shot(page, 'create-from-inspection');

  // Cancel goes back to the inspection's details.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectPath(page, `/inspections/details/${approveIt.inspection_id}`);
  await page.goBack();

  const modal = page.getByRole('dialog');
  const fill = async (title: string) => {
    await field(page, 'Title').getByRole('textbox').fill(title);
    await choose(page, 'Priority', 'Medium');
    await field(page, 'Notes').getByRole('textbox').fill('Found during review');
    await page.getByRole('button', { name: 'Create Issue' }).click();
    await expect(modal).toContainText('Would you still like to approve the inspection.');
    await expect(modal.getByRole('heading', { name: 'Create Issue' })).toBeVisible();
  };
  await fill(`Cracked mirror ${token}`);
  await shot(page, 'approve-modal');
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Issue created successfully !')).toBeVisible();
  await expectPath(page, '/inspections');

  type Detail = { status: number; meter_hours: number };
  const approved = await apiAs<Detail>(
    MANAGER,
    'GET',
    `Inspection/GetInspectionDetails/${approveIt.inspection_id}`,
  );
  expect(approved.data).toMatchObject({ status: 10, meter_hours: 140 });

  // Cancel in the modal creates the issue and leaves the inspection pending.
  await handOver(second, leaveIt.inspection_id, 160);
  await fill(`Loose seat ${token}`);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'Issue created successfully !')).toBeVisible();
  await expectPath(page, '/inspections');
  const pending = await apiAs<Detail>(
    MANAGER,
    'GET',
    `Inspection/GetInspectionDetails/${leaveIt.inspection_id}`,
  );
  expect(pending.data.status).toBe(8);

  // Both issues are listed, each with its inspection.
  await page.goto(tenantUrl('demo', '/issues'));
  await search(page, token);
  await expect(issueRow(page, `Cracked mirror ${token}`)).toHaveCount(1);
  await expect(issueRow(page, `Loose seat ${token}`)).toHaveCount(1);
  await issueRow(page, `Loose seat ${token}`)
    .getByRole('button', { name: /^View / })
    .click();
  await expect(page.getByRole('button', { name: 'Inspection Details' })).toBeVisible();
});

test('an executive reads issues without any edit control', async ({ page }) => {
  const token = uniqueToken('EXE');
  const [asset] = await createAssets(1, { prefix: `Excavator ${token}`, model: token });
  const title = `Track tension ${token}`;
  const uuid = await apiIssue(asset, title, 4);

  await signInAs(page, 'executive@demo.test', null);
  await page.goto(tenantUrl('demo', '/issues'));
  await search(page, token);
  await expect(issueRow(page, title)).toContainText('Low');
  await expect(page.getByRole('button', { name: 'Create Issue' })).toHaveCount(0);
  await issueRow(page, title)
    .getByRole('button', { name: `View ${title}` })
    .click();
  await expectPath(page, `/issues/details/${uuid}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(`Notes of ${title}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Asset Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Issue' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Comment' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await shot(page, 'details-executive');

  // Nor can they open the create page.
  await page.goto(tenantUrl('demo', '/issues/create/2'));
  await expectPath(page, '/issues');
});

test("the asset page's Issues tab and the asset list's open-issue badge show that asset's issues", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = uniqueToken('TAB');
  const [mine, other] = await createAssets(2, { prefix: `Crane ${token}`, model: token });
  await apiIssue(mine, `Boom sensor ${token}`, 2);
  await apiIssue(mine, `Cab light ${token}`, 4);
  await apiIssue(other, `Horn ${token}`, 3);

  await signInAs(page, 'manager@demo.test', '/dashboard');

  // The badge on the asset list opens /issues filtered by the asset.
  await openAssets(page);
  await page.getByPlaceholder('Search Assets').fill(token);
  await page.getByPlaceholder('Search Assets').press('Enter');
  await page.getByRole('link', { name: `Open issues of ${mine.name}: 2` }).click();
  await expectPath(page, '/issues');
  await waitForIssues(page);
  await expect.poll(() => new URL(page.url()).searchParams.get('asset')).toContain(String(mine.asset_id));
  await expect(page.locator('[data-filter="Asset"]')).toContainText(mine.name);
  await expect(table(page).locator('tbody tr')).toHaveCount(2);
  await expect(issueRow(page, `Horn ${token}`)).toHaveCount(0);
  await shot(page, 'list-of-asset');
  // The filter holds on reload (it is the URL's).
  await page.reload();
  await waitForIssues(page);
  await expect(table(page).locator('tbody tr')).toHaveCount(2);

  // The asset page's tab: its issues only, filters, View and Back.
  await page.goto(tenantUrl('demo', `/assets/details/${mine.asset_id}`));
  await page.getByRole('tab', { name: /^Issues/ }).click();
  await waitForIssues(page);
  await expect(page.getByRole('columnheader')).toHaveText(['Issue Title', 'Status', 'Priority', 'Actions']);
  await expect(table(page).locator('tbody tr')).toHaveCount(2);
  await pickFilter(page, 'Priority', ['High']);
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await expect(issueRow(page, `Boom sensor ${token}`)).toHaveCount(1);
  await shot(page, 'asset-tab');
  await issueRow(page, `Boom sensor ${token}`)
    .getByRole('button', { name: /^View / })
    .click();
  await expect(page.getByRole('heading', { name: `Boom sensor ${token}`, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: /^Issues/ })).toHaveAttribute('aria-selected', 'true');
  await waitForIssues(page);
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeEnabled();

  // Search in the tab.
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await search(page, 'Cab');
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await expect(issueRow(page, `Cab light ${token}`)).toHaveCount(1);
});

test('the Site filter shows only while the active site is All Sites', async ({ page }) => {
  const token = uniqueToken('SITE');
  const [asset] = await createAssets(1, { prefix: `Dozer ${token}`, model: token });
  const title = `Blade wear ${token}`;
  await apiIssue(asset, title, 3);

  await signInAs(page, 'multirole@demo.test', '/dashboard');
  await pickFromMenu(page, 'Site', 'Reno Yard');
  await expect(menuTrigger(page, 'Site')).toHaveAccessibleName(/^Site: Reno Yard/);
  await page.goto(tenantUrl('demo', '/issues'));
  await waitForIssues(page);
  await filterToggle(page).click();
  await expect(page.locator('[data-filter="Status"]')).toBeVisible();
  await expect(page.locator('[data-filter="Site"]')).toHaveCount(0);

  await pickFromMenu(page, 'Site', 'All Sites Default');
  await expect(menuTrigger(page, 'Site')).toHaveAccessibleName(/^Site: All Sites/);
  await page.goto(tenantUrl('demo', '/issues'));
  await waitForIssues(page);
  await search(page, token);
  await expect(issueRow(page, title)).toHaveCount(1);
  await pickFilter(page, 'Site', ['Carson Plant']);
  await expect(table(page)).toContainText('No data found');
  await pickFilter(page, 'Site', ['Carson Plant', 'Reno Yard']);
  await expect(issueRow(page, title)).toHaveCount(1);
  await expect(issueRow(page, title)).toContainText('Reno Yard');
  await shot(page, 'list-all-sites');
});
