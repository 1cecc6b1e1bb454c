/** TEMPORARY (not committed): screenshots of the new screens before the server is ready. */
import { test } from '@playwright/test';
import { signInAs } from './assets-support';

test('look', async ({ page }) => {
  await signInAs(page, 'manager@demo.test', '/dashboard');
  await page.goto(`${process.env.AC_E2E_BASE_URL}/maintenance-requests`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: '/tmp/woweb/look-requests.png', fullPage: true });
  await page.getByRole('button', { name: 'New Request' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/woweb/look-request-create.png' });
  await page.goto(`${process.env.AC_E2E_BASE_URL}/workorders`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: '/tmp/woweb/look-workorders.png', fullPage: true });
  await page.getByRole('button', { name: 'Create Work Order' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Link Issue' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/woweb/look-workorder-create.png', fullPage: true });
  await page.getByRole('button', { name: 'Add Task' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/woweb/look-add-task.png' });
  await page.goto(`${process.env.AC_E2E_BASE_URL}/portal/pAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/woweb/look-portal.png', fullPage: true });
});
