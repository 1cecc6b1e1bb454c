/**
 * The asset maintenance record (issue 24): POST Report/AssetMaintenanceRecord answers a PDF whose
 * text (pdftotext, poppler-utils) shows the asset's details, current meter, open issue, PM plan
 * with next due, the completion log with its reading, comment and time spent, and its newest
 * inspection; an asset outside the caller's PM scope is 'Asset not found'; operators are refused.
 * On the demo tenant (Reno Yard, site 2, shows PM) with an asset of the test's own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayjs, DATE_ONLY } from '#shared/dates.js';
import { Role } from '#shared/codes.js';
import { PmTriggerBy, PmTriggerType } from '#shared/pm/codes.js';
import type { AssetPmItem } from '#shared/pm/detail-schemas.js';
import { MaintenanceRecordTexts, ReportMessages } from '#shared/reports/messages.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import type { InspectionRecord } from '#functions/inspections/index.js';
import { putInspectionsInBulk } from '#functions/inspections/store/list-index.js';
import { putMeter } from '#functions/pm/store/meter.js';
import { createTask } from '#functions/tasks/store.js';
import { call, DEMO_PASSWORD, signIn } from '#functions/test-support/index.js';
import { getUserByUsername } from '#functions/users/store/index.js';

const SITE = 2;
const tokens: Record<'manager' | 'operator', string> = { manager: '', operator: '' };
const as = (who: 'manager' | 'operator') => ({
  token: tokens[who],
  domain: 'demo',
  roleId: who === 'manager' ? Role.Manager : Role.Operator,
  siteId: SITE,
});
interface Answer<T = unknown> {
  success: number;
  message: string;
  data: T;
}
let assetId = 0;
let internalId = '';

/** The PDF's text in reading order (cells one after another); the file stays in the temp folder for a look. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'maintenance-record-')), 'record.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  tokens.manager = await signIn('demo', 'manager@demo.test', DEMO_PASSWORD);
  tokens.operator = await signIn('demo', 'operator@demo.test', DEMO_PASSWORD);
  const asset = await putTestAsset('demo', {
    company_id: 1,
    site_id: SITE,
    name: 'Record hauler',
    asset_type: 'Hauler',
    model_name: 'HX-40',
    asset_serial_number: 'SN-REC-77',
  });
  assetId = asset.asset_id;
  internalId = asset.internal_asset_id;
  const uuid = (await getUserByUsername('demo', 'manager@demo.test'))!.uuid;
  const task = await createTask(
    'demo',
    1,
    { task_title: `Record check ${assetId}`, task_est_hours: 1, task_est_minutes: 0, hourly_rate: 60 },
    uuid,
  );
  const now = Date.now();
  await putMeter('demo', assetId, {
    meter_hours: 7090,
    readings: [
      [now - 86_400_000, 7080],
      [now - 3_600_000, 7090],
    ],
  });
  const added = await call<Answer<{ asset_pm_id: string }>>('POST', 'AssetPM/AddAssetPM', {
    ...as('manager'),
    body: {
      asset_id: assetId,
      title: 'Hundred hour service',
      description: 'Record test',
      assetPMTasks: [{ task_id: task.task_id }],
      AssetPMAttachments: [],
      pm_trigger_type: PmTriggerType.Recurring,
      pm_trigger_by: PmTriggerBy.MeterHours,
      meter_hours_starting_at: 7090,
      meter_hours_repeates_every: 100,
    },
  });
  expect(added.body.success, added.raw).toBe(1);
  // 7,200 read: overdue by 10; completed at 7,200 -> next due at 7,300.
  await putMeter('demo', assetId, { meter_hours: 7200, readings: [[now, 7200]] });
  const plan = await call<Answer<{ list: AssetPmItem[] }>>(
    'GET',
    'AssetPM/GetAssetPMPlan/{assetId}/{filter}',
    {
      ...as('manager'),
      pathParameters: { assetId: String(assetId), filter: '0' },
    },
  );
  const pm = plan.body.data.list[0];
  const done = await call<Answer>('POST', 'AssetPM/MarkComplete', {
    ...as('manager'),
    body: {
      pm_trigger_id: pm.active_PMTrigger!.pm_trigger_id,
      asset_pm_id: pm.asset_pm_id,
      comments: 'Changed oil and filters',
      // Today or later in the site's zone (an earlier day is refused).
      completed_on: dayjs().utc().add(1, 'day').format(DATE_ONLY),
      completed_at_meter_hours: 7200,
      completed_in_hours: 2,
      completed_in_minutes: 15,
    },
  });
  expect(done.body.success, done.raw).toBe(1);
  const issue = await call<Answer>('POST', 'Issue/CreateIssue', {
    ...as('manager'),
    body: {
      name: 'Hydraulic leak at boom',
      notes: 'Seen at the yard',
      description: null,
      priority: 2,
      internal_asset_id: internalId,
      asset_id: assetId,
    },
  });
  expect(issue.body.success, issue.raw).toBe(1);
  const at = new Date(now - 7_200_000).toISOString();
  await putInspectionsInBulk([
    {
      tenant: 'demo',
      inspection_id: `record-${assetId}`,
      asset_id: assetId,
      internal_asset_id: internalId,
      asset_name: asset.name,
      company_id: 1,
      site_id: SITE,
      status: 10,
      operator_uuid: 'record',
      operator_firstname: 'Rita',
      operator_lastname: 'Recorder',
      checkout_requested_at: at,
      submitted_at: at,
      approved_at: at,
      shift: 1,
      meter_hours: 7190,
      operator_notes: '',
      is_comment_important: false,
      manager_notes: '',
      form_id: 'f',
      form_name: 'Daily hauler check',
      answers: [],
      new_notok_attributes: [],
      image_names: [],
      issue_ids: [],
      source: 'seed',
      version: 1,
      created: at,
      modified: at,
    } as InspectionRecord,
  ]);
});

describe('POST Report/AssetMaintenanceRecord', () => {
  it("answers the asset's record as a PDF with its details, meter, issue, PM plan, log and inspection", async () => {
    const result = await call('POST', 'Report/AssetMaintenanceRecord', {
      ...as('manager'),
      body: { asset_id: assetId },
    });
    expect(result.statusCode, result.raw).toBe(200);
    expect(result.headers['content-type']).toBe('application/pdf');
    expect(result.headers['content-disposition']).toContain(MaintenanceRecordTexts.fileName(internalId));
    const pdf = Buffer.from(result.raw, 'latin1');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of [
      MaintenanceRecordTexts.title,
      `Record hauler (${internalId})`,
      'SN-REC-77',
      '7,200 MHrs',
      'Hydraulic leak at boom',
      'Hundred hour service',
      'Every 100 MHrs',
      'Due at 7300 MHrs',
      'Changed oil and filters',
      'Late by 10',
      '2 hrs 15 mins',
      'Daily hauler check',
      'Rita Recorder',
    ])
      expect(text).toContain(expected);
  });

  it("refuses an asset outside the caller's scope and an operator", async () => {
    const missing = await call<Answer>('POST', 'Report/AssetMaintenanceRecord', {
      ...as('manager'),
      body: { asset_id: 987_654_321_012 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(ReportMessages.assetNotFound);
    const operator = await call<Answer>('POST', 'Report/AssetMaintenanceRecord', {
      ...as('operator'),
      body: { asset_id: assetId },
    });
    // Refused in the envelope, as the other role refusals: no PDF.
    expect(operator.headers['content-type']).toContain('application/json');
    expect(operator.body.success).toBe(0);
  });
});
