/**
 * A conflict in the field app (issue 22, acceptance c; web/src/field/README.md 'Conflicts'): the
 * asset is checked out by another operator through the API while this phone is offline. Once
 * online, the check-out is refused with the server's message, the inspection waits behind it,
 * both stay visible; the user discards them.
 */
import { expect, test } from '@playwright/test';
import { apiAs, RENO_YARD } from './assets-support';
import { answerChecklist, fieldAsset, fieldSignIn, openAsset, PHONE, queuedSteps } from './field-support';

test.use(PHONE);

/** Reno Yard's maintenance staff: the operator API serves that role too. */
const OTHER_OPERATOR = {
  username: 'maintenance@demo.test',
  roleId: 4,
  siteId: RENO_YARD.siteId,
  platform: 'app' as const,
};

test('an asset checked out by someone else while offline: refused with the reason, then discarded', async ({
  context,
  page,
}) => {
  const { asset, attributes } = await fieldAsset('FLDCON');
  await fieldSignIn(page);

  await context.setOffline(true);
  await openAsset(page, asset);
  await page.getByRole('button', { name: 'Check out and inspect' }).click();
  await answerChecklist(page, attributes, { failed: 0, meterHours: 40 });
  await expect(page.getByRole('heading', { name: 'My assets' })).toBeVisible();

  const other = await apiAs(OTHER_OPERATOR, 'POST', 'Inspection/CheckoutAsset', { asset_id: asset.asset_id });
  expect(other, JSON.stringify(other)).toMatchObject({ success: 1 });

  await context.setOffline(false);
  await page.getByRole('button', { name: /^Sending/ }).click();
  const list = page.getByRole('list', { name: 'Sending' });
  const checkout = list.getByRole('listitem', { name: `Check out ${asset.name}` });
  await expect(checkout).toContainText('Refused', { timeout: 20_000 });
  await expect(checkout).toContainText('This asset is checked out by another operator');
  const inspection = list.getByRole('listitem', { name: `Inspection ${asset.name}` });
  await expect(inspection).toContainText('Waiting');
  await expect(inspection).toContainText('Waits until the refused step above is sent again or discarded.');
  await expect(page.getByRole('button', { name: 'Sending: 2 waiting, 1 refused' })).toBeVisible();
  await page.screenshot({ path: 'field-screens/field-sending-refused.png', fullPage: true });

  // Sent again, it is refused again (the other operator still has it): still visible, not lost.
  await checkout.getByRole('button', { name: 'Send again' }).click();
  await expect(checkout).toContainText('Refused', { timeout: 20_000 });

  await checkout.getByRole('button', { name: 'Discard' }).click();
  await checkout.getByRole('button', { name: 'Discard it' }).click();
  await expect(page.getByText('Nothing waits to be sent.')).toBeVisible();
  expect((await queuedSteps(page)).filter((s) => s.asset_id === asset.asset_id)).toEqual([]);
});
