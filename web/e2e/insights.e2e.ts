/**
 * /quickinsights on the twin (spec core 2.13, maintenance 2.13): the built-in charts render over
 * the seeded roll-ups; every chart has a table view and CSV / Excel exports (the maintenance ones
 * checked here: mean time to close, PM compliance, planned versus unplanned work, cost per meter hour).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from './assets-support';
import { expectNoSeriousA11yViolations } from './support';

test('manager: the built-in insights render their charts, and each has a table view', async ({ page }) => {
  await signInAs(page, 'manager@demo.test', '/dashboard');
  const started = Date.now();
  await page.goto('/quickinsights');
  await expect(
    page.getByTestId('insight-per-day').locator('svg:not([aria-hidden="true"])').first(),
  ).toBeVisible();
  await expect(
    page.getByTestId('insight-usage').locator('svg:not([aria-hidden="true"])').first(),
  ).toBeVisible();
  const rendered = Date.now() - started;
  console.log(`insights charts rendered ${rendered} ms after navigation`);
  await expect(page.getByTestId('kpi-submitted')).not.toHaveText('0');
  // Nine charts and the reliability chart (issue 25 item 6).
  await expect(page.locator('[data-testid^="insight-"]')).toHaveCount(10);
  await page.screenshot({ path: '/tmp/insights.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the insights');
  await page.getByTestId('insight-approval').getByText('Table', { exact: true }).click();
  await expect(
    page.getByTestId('insight-approval').getByRole('row').filter({ hasText: 'Reno Yard' }),
  ).toBeVisible();
});

const MAINTENANCE_CHARTS = [
  {
    id: 'close-time',
    file: 'Mean-time-to-close-an-issue-hours-',
    headers: ['Site', 'Issues closed', 'Mean hours to close'],
  },
  {
    id: 'pm-compliance',
    file: 'PM-compliance-',
    headers: ['Site', 'PMs completed', 'On time', 'Compliance %'],
  },
  {
    id: 'planned-work',
    file: 'Planned-versus-unplanned-work',
    headers: ['Site', 'Planned (PMs completed)', 'Unplanned (work orders completed)', 'Planned %'],
  },
  {
    id: 'cost-per-hour',
    file: 'Cost-per-meter-hour',
    headers: [
      'Site',
      'Labour cost ($)',
      'Parts cost ($)',
      'Total cost ($)',
      'Meter hours used',
      'Cost per meter hour ($)',
    ],
  },
];

test('manager: the maintenance insights have a table view and CSV and Excel exports', async ({ page }) => {
  await signInAs(page, 'manager@demo.test', '/dashboard');
  await page.goto('/quickinsights');
  for (const chart of MAINTENANCE_CHARTS) {
    const panel = page.getByTestId(`insight-${chart.id}`);
    await expect(
      panel.locator('svg:not([aria-hidden="true"])').or(panel.getByText('No data found')).first(),
    ).toBeVisible();
    await panel.getByText('Table', { exact: true }).click();
    for (const header of chart.headers)
      await expect(panel.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(panel.getByRole('row').filter({ hasText: 'Reno Yard' })).toBeVisible();
    const csv = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'CSV' }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toBe(`${chart.file}.csv`);
    const text = readFileSync((await csvFile.path())!, 'utf8');
    expect(text.split('\n')[0]).toBe(chart.headers.map((h) => (/[",]/.test(h) ? `"${h}"` : h)).join(','));
    expect(text).toContain('Reno Yard');
    const xlsx = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Excel' }).click();
    expect((await xlsx).suggestedFilename()).toBe(`${chart.file}.xlsx`);
  }
  await page.getByTestId('insight-planned-work').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/insights-maintenance.png', fullPage: true });
});

test('manager: a date range in the wrong order says so on the fields', async ({ page }) => {
  // It showed empty charts (axis ticks 01-01) and zero figures without a word.
  await signInAs(page, 'manager@demo.test', '/dashboard');
  await page.goto('/quickinsights');
  await expect(page.getByTestId('kpi-submitted')).not.toHaveText('0');
  const from = page.locator('input[placeholder]').nth(0);
  const to = page.locator('input[placeholder]').nth(1);
  await from.fill('2026/11/20');
  await to.fill('2026/11/01');
  await to.press('Enter');
  await expect(page.getByText('From date should be less than todate', { exact: true })).toBeVisible();
  await expect(page.getByText('To date should be greater than from date', { exact: true })).toBeVisible();
  await to.fill('2026/11/21');
  await to.press('Enter');
  await expect(page.getByText('From date should be less than todate', { exact: true })).toHaveCount(0);
});
