/**
 * The insights' reliability section (issue 25 item 6): an asset goes down from an issue carrying a
 * problem code and comes back; a manager sees the failure counted, the code among the top failure
 * codes, Reno Yard in the table by site and the availability chart, and the table by model.
 */
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { tenantUrl } from './support';

test('a manager reads MTBF, MTTR, availability and the top failure codes in the insights', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = uniqueToken('REL');
  const [asset] = await createAssets(1, { prefix: `Grader ${token}`, model: token });
  const issue = await apiAs<{ issue_uuid: string }>(MANAGER, 'POST', 'Issue/CreateIssue', {
    name: `Tyre cut ${token}`,
    notes: 'Cut on the front left tyre',
    priority: 2,
    internal_asset_id: asset.internal_asset_id,
    asset_id: asset.asset_id,
    problem_code: 'TYRE-DMG',
  });
  expect(issue, JSON.stringify(issue)).toMatchObject({ success: 1 });
  const issue_uuid = issue.data.issue_uuid;
  const down = await apiAs(MANAGER, 'POST', 'Issue/MarkAssetDown', {
    issue_uuid,
    downtime_id: randomUUID(),
    reason: 'Tyre cut',
  });
  expect(down, JSON.stringify(down)).toMatchObject({ success: 1 });
  const up = await apiAs(MANAGER, 'POST', 'Issue/MarkAssetUp', { issue_uuid, request_id: randomUUID() });
  expect(up, JSON.stringify(up)).toMatchObject({ success: 1 });

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', '/quickinsights'));
  const section = page.getByTestId('reliability-section');
  await expect(section.getByRole('heading', { name: 'Reliability', exact: true })).toBeVisible();
  await expect(section.getByTestId('reliability-failures')).toHaveText(/^[1-9]\d* \(\d+ planned stops\)$/);
  await expect(section.getByTestId('reliability-mttr')).toHaveText(/^\d+\.\d h$/);
  await expect(section.getByTestId('reliability-availability')).toHaveText(/^\d+(\.\d)?%$/);
  const codes = section.getByRole('table', { name: 'Top failure codes' });
  await expect(codes.locator('tbody tr').filter({ hasText: 'TYRE-DMG' })).toHaveCount(1);
  const bySite = section.getByRole('table', { name: 'Reliability by site' });
  await expect(bySite.locator('tbody tr').filter({ hasText: 'Reno Yard' })).toHaveCount(1);
  const chart = page.getByTestId('insight-reliability-chart');
  await expect(chart.locator('svg:not([aria-hidden="true"])').first()).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/reliability-insights.png', fullPage: true });

  await section.getByText('By model', { exact: true }).click();
  await expect(section.getByRole('table', { name: 'Reliability by model' })).toBeVisible();
  await page.screenshot({ path: '/tmp/reliability-insights-model.png', fullPage: true });
});
