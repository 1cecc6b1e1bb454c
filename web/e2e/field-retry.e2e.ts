/**
 * The same submission sent twice makes one inspection (issue 22, acceptance b): the first
 * SubmitInspection reaches the server, which handles it, but its answer is lost on the way back
 * (the test drops it); the app retries with the same client_request_id and the server answers the
 * first result (field-server's idempotency) instead of "This inspection has already been submitted".
 */
import { expect, test } from '@playwright/test';
import { apiAs, MANAGER } from './assets-support';
import { answerChecklist, fieldAsset, fieldSignIn, openAsset, PHONE, queuedSteps } from './field-support';

test.use(PHONE);

test('a submit whose answer was lost is sent again and makes one inspection', async ({ page }) => {
  const { asset, attributes } = await fieldAsset('FLDRETRY');
  await fieldSignIn(page);

  const sent: string[] = [];
  await page.route('**/api/Inspection/SubmitInspection', async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? '{}').client_request_id as string);
    if (sent.length === 1) {
      // The server handles it; the phone never hears back.
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });

  await openAsset(page, asset);
  await page.getByRole('button', { name: 'Check out and inspect' }).click();
  await answerChecklist(page, attributes, { failed: 1, meterHours: 75 });
  await page.getByRole('button', { name: /^Sending/ }).click();
  const inspection = page
    .getByRole('list', { name: 'Sending' })
    .getByRole('listitem', { name: `Inspection ${asset.name}` });
  // Within the expectation's 10 s: the retry follows its backoff (1 s), not the 30 s safety net.
  await expect(inspection).toContainText('Sent');
  expect(sent.length).toBe(2);
  expect(sent[1]).toBe(sent[0]);

  const inspectionId = (await queuedSteps(page)).find(
    (s) => s.asset_id === asset.asset_id && s.kind === 'submit',
  )?.inspection_id;
  const dashboard = await apiAs<{ pendingInspection: { inspection_id: string; asset_id: number }[] }>(
    MANAGER,
    'GET',
    'Inspection/PendingInspectionCheckoutAssetsByManager',
  );
  const ofAsset = dashboard.data.pendingInspection.filter((p) => p.asset_id === asset.asset_id);
  expect(ofAsset.map((p) => p.inspection_id)).toEqual([inspectionId]);
  const detail = await apiAs<{ issue_ids: string[] }>(
    MANAGER,
    'GET',
    `Inspection/GetInspectionDetails/${inspectionId}`,
  );
  expect(detail.data.issue_ids).toHaveLength(1);
});
