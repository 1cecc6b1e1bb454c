/**
 * An inspection the field app queued offline, as the manager reads it (issue 22 item 7): the
 * operator's phone checks out at one time and submits ten minutes later, both sent hours later
 * with their device_time and client_request_id, the submit twice (a retry); the manager's detail
 * shows the phone's time as Requested On and "Submitted offline at ..., synced at ...". An
 * inspection sent at once shows no such line. Each test makes its own asset.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { formatSiteDateTime } from '../../shared/dates.js';
import type { ChecklistAttribute } from '../../shared/forms/schemas.js';
import { InspectionMessages } from '../../shared/inspections/messages.js';
import { apiAs, createAssets, MANAGER, signInAs, uniqueToken } from './assets-support';
import { OPERATOR } from './inspections-support';
import { tenantUrl } from './support';

const field = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space(.)="${label}"]/following::dd[1]`).first();

/** The operator's phone: checkout and submit, each with its device time when given (a queued sync). */
async function inspect(assetId: number, times?: { checkout: string; submit: string }) {
  const checkout = await apiAs<{ inspection_id: string; checklist: { attributes: ChecklistAttribute[] } }>(
    OPERATOR,
    'POST',
    'Inspection/CheckoutAsset',
    { asset_id: assetId, ...(times ? { client_request_id: randomUUID(), device_time: times.checkout } : {}) },
  );
  expect(checkout, JSON.stringify(checkout)).toMatchObject({ success: 1 });
  const { inspection_id, checklist } = checkout.data;
  const body = {
    inspection_id,
    meter_hours: 150,
    shift: 1,
    attributes: checklist.attributes.map((a) => ({ id: a.id, value: a.values[0] })),
    operator_notes: times ? 'Done in the yard before the signal came back' : 'Done online',
    is_comment_important: false,
    image_names: [],
    ...(times ? { client_request_id: randomUUID(), device_time: times.submit } : {}),
  };
  const submit = await apiAs<{ inspection_id: string }>(
    OPERATOR,
    'POST',
    'Inspection/SubmitInspection',
    body,
  );
  expect(submit, JSON.stringify(submit)).toMatchObject({ success: 1 });
  if (times) {
    // The queue's retry (the first answer lost): the same inspection, nothing new.
    const again = await apiAs<{ inspection_id: string }>(
      OPERATOR,
      'POST',
      'Inspection/SubmitInspection',
      body,
    );
    expect(again).toEqual(submit);
  }
  return inspection_id;
}

/** A time `hours` ago written as a phone in UTC-8 would (ISO 8601 with its offset). */
function phoneTime(hours: number): string {
  const at = new Date(Date.now() - hours * 3600 * 1000 - 8 * 3600 * 1000);
  return `${at.toISOString().slice(0, 19)}-08:00`;
}

test('the manager reads an inspection synced hours after it was done: the phone’s time, and when it synced', async ({
  page,
}) => {
  const model = uniqueToken('OFF');
  const [offline, online] = await createAssets(2, { prefix: `Offline loader ${model}`, model });
  const times = { checkout: phoneTime(3), submit: phoneTime(2.8) };
  const offlineId = await inspect(offline.asset_id, times);
  const onlineId = await inspect(online.asset_id);

  const detail = await apiAs<{ timezone: string; synced_at: string; datetime_requested: string }>(
    MANAGER,
    'GET',
    `Inspection/GetInspectionDetails/${offlineId}`,
  );
  expect(detail.data.datetime_requested).toBe(new Date(times.submit).toISOString());
  const zone = detail.data.timezone;
  const doneAt = formatSiteDateTime(times.submit, zone);
  const note = InspectionMessages.submittedOffline(doneAt, formatSiteDateTime(detail.data.synced_at, zone));

  await signInAs(page, MANAGER.username, '/dashboard');
  await page.goto(tenantUrl('demo', `/inspections/details/${offlineId}`));
  await expect(field(page, 'Asset Name')).toContainText(offline.name);
  await expect(field(page, 'Requested On')).toHaveText(doneAt);
  await expect(page.getByText(note, { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/inspection-offline-sync.png', fullPage: true });

  // Sent at once: no offline line.
  await page.goto(tenantUrl('demo', `/inspections/details/${onlineId}`));
  await expect(field(page, 'Asset Name')).toContainText(online.name);
  await expect(page.getByText('Submitted offline at')).toHaveCount(0);
});
