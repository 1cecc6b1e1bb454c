/** /quickinsights on the twin (spec core 2.13): the built-in charts render over the seeded roll-ups, with a table view. */
import { expect, test } from '@playwright/test';
import { signInAs } from './assets-support';

test('manager: the built-in insights render their charts, and each has a table view', async ({ page }) => {
  await signInAs(page, 'manager@demo.test', '/dashboard');
  const started = Date.now();
  await page.goto('/quickinsights');
  await expect(page.getByTestId('insight-per-day').locator('svg:not([aria-hidden="true"])').first()).toBeVisible();
  await expect(page.getByTestId('insight-usage').locator('svg:not([aria-hidden="true"])').first()).toBeVisible();
  const rendered = Date.now() - started;
  console.log(`insights charts rendered ${rendered} ms after navigation`);
  await expect(page.getByTestId('kpi-submitted')).not.toHaveText('0');
  await page.screenshot({ path: '/tmp/insights.png', fullPage: true });
  await page.getByTestId('insight-approval').getByText('Table', { exact: true }).click();
  await expect(page.getByTestId('insight-approval').getByRole('row').filter({ hasText: 'Reno Yard' })).toBeVisible();
});
