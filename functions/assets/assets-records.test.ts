/**
 * Asset records on the emulators, on a tenant of their own: create and update with their checks,
 * duplicates, who may add, edit and open an asset, the meter rules (lower reading, inactive),
 * meter history paging, the activity log and its filters, the spreadsheet import (every failing
 * row reported together, nothing written; all or nothing when a batch fails), and the other
 * tenant never reading this tenant's asset.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { beforeAll, describe, expect, it } from 'vitest';
import { AssetMessages } from '#shared/assets/messages.js';
import { ActivityFilter, ActivityType, IMPORT_SYNC_MAX_ROWS, METER_HOURS_MAX } from '#shared/assets/rules.js';
import type { ActivityRow, AssetDetail, MeterHistoryRow } from '#shared/assets/detail-schemas.js';
import type { UploadProblem } from '#shared/assets/payload-schemas.js';
import { AssetStatus, Role } from '#shared/codes.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { Messages } from '#shared/messages.js';
import { recordActivity } from '#functions/activity/record.js';
import { listAllForms } from '#functions/forms/store.js';
import { writeTransaction } from '#lib/transactions.js';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';
import { ACME_PASSWORD, call, signIn, type CallOptions } from '#functions/test-support/index.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { ImportFailed, planImport, tableWriter, writeImport, type ImportWriter } from './import.js';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { table } from '#lib/db.js';
import { getOrg } from '#functions/tenancy/store.js';
import {
  adjustOpenIssues,
  AssetSequenceEntity,
  findByInternalId,
  getAsset,
  getAssets,
  takenInternalIds,
  updateAsset,
} from './store/assets.js';

// The users tests' org (test-tenant.ts) with the seeded forms: company 1 has sites 2 and 3 (4 inactive, 1 its
// all-sites entry); company 2 has site 6. Users: manager, admin (company admin), root, exec, southboss (site 6).
let t: UsersTenant;
let code: string;
const as = <T = Record<string, unknown>>(
  who: string,
  roleId: number,
  siteId: number,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
) => t.as<T>(who, roleId, siteId, method, path, options);
const asManager = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
) => as<T>('manager', Role.Manager, 2, method, path, options);
const asAdmin = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
) => as<T>('admin', Role.CompanyAdmin, 2, method, path, options);

let checklistId: string;
let checklistName: string;
let nextId = 1000;
const freshId = () => String(nextId++);

const payload = (overrides: Record<string, unknown> = {}) => ({
  internal_asset_id: freshId(),
  name: 'Excavator 320',
  asset_type: 'Excavator',
  product_name: 'Caterpillar',
  model_name: '320',
  model_year: '2020',
  asset_serial_number: 'CAT0320X1',
  current_stage: 'In service',
  inspectionform_id: checklistId,
  company_id: 1,
  site_id: 2,
  ...overrides,
});

async function addAsset(overrides: Record<string, unknown> = {}): Promise<number> {
  const result = await asAdmin<{ data: { asset_id: number } }>('POST', 'Asset/AddUpdateAsset', {
    body: payload(overrides),
  });
  expect(result.statusCode, result.raw).toBe(200);
  return result.body.data.asset_id;
}
const details = (assetId: number, who = asManager) =>
  who<{ success: number; data: AssetDetail; message: string }>('GET', 'Asset/GetAssetDetails/{asset_id}', {
    pathParameters: { asset_id: String(assetId) },
  });

const uploadRow = (overrides: Record<string, unknown> = {}) => ({
  internal_asset_id: freshId(),
  name: 'Forklift',
  asset_type: 'Forklift',
  product_name: 'Toyota',
  model_name: '8FGU25',
  model_year: '2018',
  asset_serial_number: `TY${randomUUID().slice(0, 6)}`,
  current_stage: 'In service',
  inspectionform_id: checklistName,
  site_location: '',
  children: '',
  ...overrides,
});

beforeAll(async () => {
  t = await seedUsersTenant('as', [], { forms: true });
  code = t.code;
  const forms = await listAllForms(code, 1, FormTypeId.InspectionChecklist);
  checklistId = forms[0].form_id;
  checklistName = forms[1].form_name;
});

describe('adding and updating an asset', () => {
  it('creates an asset with every field and shows it in the details', async () => {
    const internalId = freshId();
    const assetId = await addAsset({ internal_asset_id: internalId, criticality_index: 4 });
    const { body } = await details(assetId);
    expect(body.data).toMatchObject({
      asset_id: assetId,
      internal_asset_id: internalId,
      name: 'Excavator 320',
      product_name: 'Caterpillar',
      model_year: '2020',
      inspectionform_id: checklistId,
      company_name: 'North Co',
      site_name: 'North Yard',
      status: AssetStatus.Active,
      status_name: 'Active',
      levels: 1,
      criticality_index: 4,
      asset_photo: null,
      openIssuesCount: 0,
    });
    expect(body.data.inspectionform_name).toBeTruthy();
  });

  it('serves the photo from the files bucket by a presigned URL', async () => {
    const assetId = await addAsset();
    const key = `assets/${code}/photos/test-${assetId}.svg`;
    await getS3().send(
      new PutObjectCommand({
        Bucket: config.filesBucket,
        Key: key,
        Body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        ContentType: 'image/svg+xml',
      }),
    );
    await updateAsset((await getAsset(code, assetId))!, { photo_key: key });
    const url = (await details(assetId)).body.data.asset_photo!;
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(await (await fetch(url)).text()).toContain('<svg');
  });

  it('refuses an internal id already used in the company, but not in another company', async () => {
    const internalId = freshId();
    await addAsset({ internal_asset_id: internalId });
    const again = await asAdmin('POST', 'Asset/AddUpdateAsset', {
      body: payload({ internal_asset_id: internalId }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(AssetMessages.internalIdTaken);
    const forms2 = await as('root', Role.SuperAdmin, 2, 'POST', 'Asset/AddUpdateAsset', {
      body: payload({ internal_asset_id: internalId, company_id: 2, site_id: 6 }),
    });
    // Company 2 has no checklists: the form check answers, not the id.
    expect(forms2.body.message).toBe(AssetMessages.inspectionFormUnknown);
  });

  it('checks the site, the form and the parent against the company', async () => {
    const otherSite = await asAdmin('POST', 'Asset/AddUpdateAsset', { body: payload({ site_id: 6 }) });
    expect([otherSite.statusCode, otherSite.body.message]).toEqual([400, Messages.siteOutsideCompany]);
    const noForm = await asAdmin('POST', 'Asset/AddUpdateAsset', {
      body: payload({ inspectionform_id: 'not-a-form' }),
    });
    expect([noForm.statusCode, noForm.body.message]).toEqual([400, AssetMessages.inspectionFormUnknown]);
    const noParent = await asAdmin('POST', 'Asset/AddUpdateAsset', { body: payload({ parent: '999999' }) });
    expect([noParent.statusCode, noParent.body.message]).toEqual([400, AssetMessages.parentUnknown]);
    const noName = await asAdmin('POST', 'Asset/AddUpdateAsset', { body: payload({ name: '' }) });
    expect([noName.statusCode, noName.body.message]).toEqual([400, AssetMessages.nameRequired]);
  });

  it('names the limit of an over-long typed text, and adds nothing', async () => {
    const internalId = freshId();
    const tooLong = async (overrides: Record<string, unknown>, message: string) => {
      const result = await asAdmin('POST', 'Asset/AddUpdateAsset', {
        body: payload({ internal_asset_id: internalId, ...overrides }),
      });
      expect([result.statusCode, result.body.message]).toEqual([400, message]);
    };
    await tooLong({ name: 'x'.repeat(201) }, 'Asset Name can not be more than 200 characters !');
    await tooLong({ model_name: 'x'.repeat(101) }, 'Model can not be more than 100 characters !');
    await tooLong({ asset_serial_number: 'x'.repeat(101) }, AssetMessages.tooLong('Serial Number', 100));
    await tooLong(
      { internal_asset_id: '1'.repeat(21) },
      'Internal Asset ID can not be more than 20 characters !',
    );
    const again = await asAdmin('POST', 'Asset/AddUpdateAsset', {
      body: payload({ internal_asset_id: internalId }),
    });
    expect(again.statusCode, 'the id is still free').toBe(200);
  });

  it('keeps a company admin in their company whatever company_id says', async () => {
    const internalId = freshId();
    const result = await asAdmin<{ data: { asset_id: number } }>('POST', 'Asset/AddUpdateAsset', {
      body: payload({ internal_asset_id: internalId, company_id: 2 }),
    });
    expect(result.statusCode).toBe(200);
    expect((await getAsset(code, result.body.data.asset_id))?.company_id).toBe(1);
  });

  it('puts a child one level below its parent and counts it', async () => {
    const parentId = freshId();
    const parent = await addAsset({ internal_asset_id: parentId });
    const child = await addAsset({ parent: parentId, name: 'Hydraulic breaker' });
    expect((await details(child)).body.data).toMatchObject({ levels: 2, parent_internal_asset_id: parentId });
    expect((await getAsset(code, parent))?.children_count).toBe(1);
  });

  it('updates fields, moves the internal id, and refuses a stale or taken id', async () => {
    const assetId = await addAsset();
    const taken = freshId();
    await addAsset({ internal_asset_id: taken });
    const newId = freshId();
    const update = await asAdmin('POST', 'Asset/AddUpdateAsset', {
      body: payload({ asset_id: assetId, internal_asset_id: newId, name: 'Renamed', model_year: '2022' }),
    });
    expect([update.statusCode, update.body.message]).toEqual([200, AssetMessages.updated]);
    expect((await findByInternalId(code, 1, newId))?.asset_id).toBe(assetId);
    expect((await details(assetId)).body.data).toMatchObject({
      name: 'Renamed',
      model_year: '2022',
      internal_asset_id: newId,
    });
    const clash = await asAdmin('POST', 'Asset/AddUpdateAsset', {
      body: payload({ asset_id: assetId, internal_asset_id: taken }),
    });
    expect([clash.statusCode, clash.body.message]).toEqual([409, AssetMessages.internalIdTaken]);
    expect((await getAsset(code, assetId))?.internal_asset_id).toBe(newId);
  });

  it('lists the asset types in use', async () => {
    await addAsset({ asset_type: 'Telehandler' });
    const { body } = await asManager<{ data: { list: { name: string }[]; listsize: number } }>(
      'GET',
      'Asset/GetAssetTypes/{pageindex}/{pagesize}/{search}',
      { pathParameters: { pageindex: '1', pagesize: '40', search: 'tele' } },
    );
    expect(body.data.list.map((t) => t.name)).toEqual(['Telehandler']);
  });
});

describe('who may add, edit and open an asset', () => {
  let assetId: number;
  beforeAll(async () => {
    assetId = await addAsset();
  });

  it('refuses a manager adding or uploading, and an executive editing', async () => {
    const add = await asManager('POST', 'Asset/AddUpdateAsset', { body: payload() });
    expect([add.body.success, add.body.message]).toEqual([0, Messages.roleNotAuthorised]);
    const upload = await asManager('POST', 'Asset/BulkUploadAssets', {
      body: { company_id: 1, site_id: 2, AssetRequestModel: [uploadRow()] },
    });
    expect([upload.body.success, upload.body.message]).toEqual([0, Messages.roleNotAuthorised]);
    const meter = await as('exec', Role.Executive, 2, 'POST', 'Asset/UpdateMeterHours', {
      body: { asset_id: assetId, meter_hours: 10 },
    });
    expect([meter.body.success, meter.body.message]).toEqual([0, Messages.roleNotAuthorised]);
    const status = await as('exec', Role.Executive, 2, 'POST', 'Asset/UpdateAssetStatus', {
      body: { asset_id: assetId, status: AssetStatus.Inactive },
    });
    expect(status.body.success).toBe(0);
    expect((await getAsset(code, assetId))?.status).toBe(AssetStatus.Active);
    expect((await details(assetId, (m, p, o) => as('exec', Role.Executive, 2, m, p, o))).body.success).toBe(
      1,
    );
  });

  it("hides another company's and another site's asset", async () => {
    const south = await as('southboss', Role.Manager, 6, 'GET', 'Asset/GetAssetDetails/{asset_id}', {
      pathParameters: { asset_id: String(assetId) },
    });
    expect([south.statusCode, south.body.message]).toEqual([404, AssetMessages.assetNotFound]);
    const otherSite = await as('manager', Role.Manager, 3, 'POST', 'Asset/UpdateMeterHours', {
      body: { asset_id: assetId, meter_hours: 5 },
    });
    expect(otherSite.statusCode).toBe(404);
    // Under All Sites the manager reaches every site of theirs.
    const allSites = await as('manager', Role.Manager, 1, 'GET', 'Asset/GetAssetDetails/{asset_id}', {
      pathParameters: { asset_id: String(assetId) },
    });
    expect(allSites.body.success).toBe(1);
  });

  it("never shows another tenant this tenant's asset", async () => {
    const internalId = (await getAsset(code, assetId))!.internal_asset_id;
    const acme = await signIn('acme', 'companyadmin@acme.test', ACME_PASSWORD);
    const result = await call<{ data?: AssetDetail }>('GET', 'Asset/GetAssetDetails/{asset_id}', {
      token: acme,
      domain: 'acme',
      roleId: Role.CompanyAdmin,
      siteId: 2,
      pathParameters: { asset_id: String(assetId) },
    });
    // Acme may have an asset of that number of its own; it is never this one.
    if (result.statusCode === 200)
      expect(
        result.body.data?.internal_asset_id === internalId &&
          result.body.data?.name === 'Excavator 320' &&
          result.body.data.company_name === 'North Co',
      ).toBe(false);
    else expect(result.statusCode).toBe(404);
    const crossed = await call('GET', 'Asset/GetAssetDetails/{asset_id}', {
      token: acme,
      domain: code,
      roleId: Role.CompanyAdmin,
      siteId: 2,
      pathParameters: { asset_id: String(assetId) },
    });
    expect(crossed.body).toMatchObject({ success: 0 });
  });
});

describe('meter hours and status', () => {
  it('records readings, refuses a lower one, negatives and fractions, and pages the history newest first', async () => {
    const assetId = await addAsset();
    for (const hours of [100, 250, 250, 400]) {
      const ok = await asManager('POST', 'Asset/UpdateMeterHours', {
        body: { asset_id: assetId, meter_hours: hours },
      });
      expect([ok.statusCode, ok.body.message]).toEqual([200, AssetMessages.meterUpdated]);
    }
    const lower = await asManager('POST', 'Asset/UpdateMeterHours', {
      body: { asset_id: assetId, meter_hours: 399 },
    });
    expect([lower.statusCode, lower.body.message]).toEqual([400, AssetMessages.meterBelowLast(400)]);
    const negative = await asManager('POST', 'Asset/UpdateMeterHours', {
      body: { asset_id: assetId, meter_hours: -1 },
    });
    expect([negative.statusCode, negative.body.message]).toEqual([400, AssetMessages.meterNegative]);
    const fraction = await asManager('POST', 'Asset/UpdateMeterHours', {
      body: { asset_id: assetId, meter_hours: 500.5 },
    });
    expect([fraction.statusCode, fraction.body.message]).toEqual([400, AssetMessages.meterWhole]);
    // Past the limit (1e99 too, a whole number to JavaScript): the limit named, not 'Invalid request' nor 'whole number'.
    for (const hours of [METER_HOURS_MAX + 1, 1e99]) {
      const high = await asManager('POST', 'Asset/UpdateMeterHours', {
        body: { asset_id: assetId, meter_hours: hours },
      });
      expect([high.statusCode, high.body.message]).toEqual([
        400,
        'Meter hours can not be more than 10,000,000 !',
      ]);
    }
    expect((await getAsset(code, assetId))?.meter_hours).toBe(400);

    const page = async (pageindex: number) =>
      (
        await asManager<{ list: MeterHistoryRow[]; listsize: number }>('POST', 'Asset/GetMeterHourHistory', {
          body: { asset_id: assetId, pagesize: 3, pageindex },
        })
      ).body;
    const first = await page(1);
    expect(first.listsize).toBe(4);
    expect(first.list.map((r) => r.meter_hours)).toEqual([400, 250, 250]);
    expect(first.list[0]).toMatchObject({ updated_by_name: 'Manager Tester', timezone: expect.any(String) });
    expect((await page(2)).list.map((r) => r.meter_hours)).toEqual([100]);
  });

  it('refuses meter hours while inactive and a change between inactive states', async () => {
    const assetId = await addAsset();
    const off = await asManager('POST', 'Asset/UpdateAssetStatus', {
      body: { asset_id: assetId, status: AssetStatus.Inactive },
    });
    expect([off.statusCode, off.body.data]).toEqual([
      200,
      { asset_id: assetId, status: AssetStatus.Inactive, status_name: 'Inactive' },
    ]);
    const meter = await asManager('POST', 'Asset/UpdateMeterHours', {
      body: { asset_id: assetId, meter_hours: 10 },
    });
    expect([meter.statusCode, meter.body.message]).toEqual([400, AssetMessages.meterInactive]);
    const maintenance = await asManager('POST', 'Asset/UpdateAssetStatus', {
      body: { asset_id: assetId, status: AssetStatus.InMaintenance },
    });
    expect([maintenance.statusCode, maintenance.body.message]).toEqual([400, AssetMessages.assetInactive]);
    const on = await asManager('POST', 'Asset/UpdateAssetStatus', {
      body: { asset_id: assetId, status: AssetStatus.Active },
    });
    expect(on.statusCode).toBe(200);
    expect(
      (await asManager('POST', 'Asset/UpdateMeterHours', { body: { asset_id: assetId, meter_hours: 10 } }))
        .statusCode,
    ).toBe(200);
  });

  it('moves the open-issue count in the caller\u2019s transaction', async () => {
    const assetId = await addAsset();
    await writeTransaction(await adjustOpenIssues(code, assetId, 2));
    await writeTransaction(await adjustOpenIssues(code, assetId, -1));
    expect((await details(assetId)).body.data.openIssuesCount).toBe(1);
  });
});

describe('activity log', () => {
  it("keeps an asset's log and the site's feed, newest first, filtered by group", async () => {
    const assetId = await addAsset();
    await asManager('POST', 'Asset/UpdateMeterHours', { body: { asset_id: assetId, meter_hours: 50 } });
    await asManager('POST', 'Asset/UpdateAssetStatus', {
      body: { asset_id: assetId, status: AssetStatus.Inactive },
    });
    const asset = (await getAsset(code, assetId))!;
    await recordActivity({
      tenant: code,
      asset,
      type: ActivityType.InspectionSubmitted,
      message: 'Inspection submitted',
      by: 'Omar',
    });
    await recordActivity({
      tenant: code,
      asset,
      type: ActivityType.IssueCreated,
      message: 'Issue created',
      by: 'Omar',
    });

    const log = async (query: Record<string, string>, siteId = 2) =>
      (
        await as<{ list: ActivityRow[]; listsize: number }>(
          'manager',
          Role.Manager,
          siteId,
          'GET',
          'Asset/GetAssetActivityLogs',
          { query },
        )
      ).body;
    const all = await log({ asset_id: String(assetId) });
    expect(all.list.map((a) => a.activity_type)).toEqual([
      ActivityType.IssueCreated,
      ActivityType.InspectionSubmitted,
      ActivityType.StatusChanged,
      ActivityType.MeterHoursUpdated,
    ]);
    expect(all.listsize).toBe(4);
    expect(all.list[2]).toMatchObject({
      activity_message: 'Status changed from Active to Inactive',
      updated_by_name: 'Manager Tester',
      asset_id: assetId,
    });
    expect(
      (await log({ asset_id: String(assetId), filter_type: String(ActivityFilter.Inspections) })).list.map(
        (a) => a.activity_message,
      ),
    ).toEqual(['Inspection submitted']);
    expect(
      (await log({ asset_id: String(assetId), filter_type: String(ActivityFilter.Issues) })).list.map(
        (a) => a.activity_message,
      ),
    ).toEqual(['Issue created']);
    expect((await log({ asset_id: String(assetId), filter_type: String(ActivityFilter.PM) })).list).toEqual(
      [],
    );

    const feed = await log({ filter_type: String(ActivityFilter.Issues), pagesize: '100' });
    expect(feed.list.some((a) => a.asset_id === assetId && a.activity_message === 'Issue created')).toBe(
      true,
    );
    expect(feed.list.every((a) => a.activity_type >= 4 && a.activity_type <= 6)).toBe(true);
    // Site 3's feed does not show site 2's asset; All Sites shows both.
    expect((await log({}, 3)).list.some((a) => a.asset_id === assetId)).toBe(false);
    expect((await log({ pagesize: '100' }, 1)).list.some((a) => a.asset_id === assetId)).toBe(true);
  });
});

describe('spreadsheet upload', () => {
  it('reports every failing row together and writes nothing', async () => {
    const taken = freshId();
    await addAsset({ internal_asset_id: taken });
    const good = uploadRow();
    const dup = uploadRow();
    const rows = [
      good,
      uploadRow({ name: '' }),
      dup,
      { ...dup, asset_serial_number: 'other' },
      uploadRow({ internal_asset_id: taken }),
      uploadRow({ inspectionform_id: 'No such form' }),
      uploadRow({ site_location: 'Nowhere' }),
      uploadRow({ model_year: '20x1' }),
      uploadRow({ children: '123456789' }),
    ];
    const result = await asAdmin<{ success: number; message: string; data: { problems: UploadProblem[] } }>(
      'POST',
      'Asset/BulkUploadAssets',
      { body: { company_id: 1, site_id: 2, AssetRequestModel: rows } },
    );
    expect(result.statusCode).toBe(400);
    expect(result.body.success).toBe(0);
    expect(result.body.message).toBe(AssetMessages.nameRequired);
    expect(result.body.data.problems).toEqual([
      { row: 3, column: 'Name', message: AssetMessages.nameRequired },
      { row: 5, column: 'Object', message: AssetMessages.internalIdRepeated },
      { row: 6, column: 'Object', message: AssetMessages.internalIdTaken },
      { row: 7, column: 'Inspection Form', message: AssetMessages.inspectionFormUnknown },
      { row: 8, column: 'Functional location', message: AssetMessages.siteUnknown },
      { row: 9, column: 'Model year', message: AssetMessages.modelYearDigits },
      { row: 10, column: 'Children', message: AssetMessages.childUnknown },
    ]);
    expect(await takenInternalIds(code, 1, [good.internal_asset_id, dup.internal_asset_id])).toEqual(
      new Set(),
    );
  });

  it('refuses more rows than one request takes (413, the import job named) and writes nothing', async () => {
    const rows = Array.from({ length: IMPORT_SYNC_MAX_ROWS + 1 }, () => uploadRow());
    const result = await asAdmin<{ success: number; message: string }>('POST', 'Asset/BulkUploadAssets', {
      body: { company_id: 1, site_id: 2, AssetRequestModel: rows },
    });
    expect([result.statusCode, result.body.success, result.body.message]).toEqual([
      413,
      0,
      AssetMessages.useImportJob,
    ]);
    expect(
      await takenInternalIds(
        code,
        1,
        rows.map((r) => r.internal_asset_id),
      ),
    ).toEqual(new Set());
  });

  it("uses the web's own row numbers when it sends them", async () => {
    const result = await asAdmin<{ data: { problems: UploadProblem[] } }>('POST', 'Asset/BulkUploadAssets', {
      body: {
        company_id: 1,
        site_id: 2,
        AssetRequestModel: [{ ...uploadRow({ current_stage: '' }), row: 14 }],
      },
    });
    expect(result.body.data.problems).toEqual([
      { row: 14, column: 'Current stage', message: AssetMessages.currentStageRequired },
    ]);
  });

  it('imports every row with its site, form by name and children', async () => {
    const parent = uploadRow({ name: 'Excavator 336' });
    const breaker = uploadRow({ name: 'Breaker', site_location: 'north depot' });
    const bucket = uploadRow({ name: 'Bucket', inspectionform_id: checklistId });
    const tooth = uploadRow({ name: 'Tooth' });
    parent.children = `${breaker.internal_asset_id}, ${bucket.internal_asset_id}`;
    bucket.children = tooth.internal_asset_id;
    const result = await asAdmin<{ data: { created: number }; message: string }>(
      'POST',
      'Asset/BulkUploadAssets',
      { body: { company_id: 1, site_id: 2, AssetRequestModel: [tooth, parent, breaker, bucket] } },
    );
    expect(result.statusCode, result.raw).toBe(200);
    expect([result.body.message, result.body.data.created]).toEqual([AssetMessages.uploaded, 4]);
    const stored = async (row: { internal_asset_id: string }) =>
      (await findByInternalId(code, 1, row.internal_asset_id))!;
    expect(await stored(parent)).toMatchObject({ levels: 1, children_count: 2, site_id: 2 });
    expect(await stored(breaker)).toMatchObject({
      levels: 2,
      parent_internal_asset_id: parent.internal_asset_id,
      site_id: 3,
    });
    expect(await stored(tooth)).toMatchObject({
      levels: 3,
      parent_internal_asset_id: bucket.internal_asset_id,
    });
    const ids = await Promise.all([parent, breaker].map(async (r) => (await stored(r)).asset_id));
    expect((await getAssets(code, ids)).map((a) => a.name)).toEqual(['Excavator 336', 'Breaker']);
  });

  it('undoes every phase already written when a later write fails', async () => {
    const listed = async () =>
      (await asAdmin<{ listsize: number }>('POST', 'Asset/FilterAsset', { body: { company_id: [1] } })).body
        .listsize;
    const before = await listed();
    const rows = Array.from({ length: 160 }, () => uploadRow());
    const { Item } = await AssetSequenceEntity.build(GetItemCommand).key({ tenant: code }).send();
    const last = Item?.last ?? 0;
    const forms = await listAllForms(code, 1, FormTypeId.InspectionChecklist);
    const { problems, assets } = planImport(
      rows,
      { tenant: code, companyId: 1, siteId: 2, org: await getOrg(code), forms },
      new Set(),
    );
    expect(problems).toEqual([]);
    // The third batch of records and list entries fails: the sentinels and the two batches written go again.
    let batches = 0;
    const failing: ImportWriter = {
      batchWrite: async (requests) => {
        if (++batches === 3) throw new Error('forced fault');
        await executeBatchWrite(table.build(BatchWriteCommand).requests(...requests));
      },
    };
    await expect(writeImport(code, assets, failing)).rejects.toBeInstanceOf(ImportFailed);
    expect(batches).toBeGreaterThan(3);
    expect(
      await takenInternalIds(
        code,
        1,
        rows.map((r) => r.internal_asset_id),
      ),
    ).toEqual(new Set());
    expect(
      await getAssets(
        code,
        Array.from({ length: 160 }, (_, i) => last + 1 + i),
      ),
    ).toEqual([]);
    expect(await listed()).toBe(before);
    const search = await asAdmin<{ listsize: number }>('POST', 'Asset/FilterAsset', {
      body: { search_string: rows[0].asset_serial_number },
    });
    expect(search.body.listsize).toBe(0);
  });

  it('takes back the counts already added when a later count transaction fails', async () => {
    const listed = async () =>
      (await asAdmin<{ listsize: number }>('POST', 'Asset/FilterAsset', { body: { company_id: [1] } })).body
        .listsize;
    const before = await listed();
    // A model each: more count items than one transaction holds.
    const rows = Array.from({ length: 160 }, (_, i) => uploadRow({ model_name: `CT${i}` }));
    const forms = await listAllForms(code, 1, FormTypeId.InspectionChecklist);
    const { assets } = planImport(
      rows,
      { tenant: code, companyId: 1, siteId: 2, org: await getOrg(code), forms },
      new Set(),
    );
    // The second count transaction fails; the first, sent beside it, is added and must be taken back.
    let transactions = 0;
    const failing: ImportWriter = {
      ...tableWriter,
      transact: async (items) => {
        if (++transactions === 2) throw new Error('forced fault');
        await writeTransaction(items);
      },
    };
    await expect(writeImport(code, assets, failing)).rejects.toBeInstanceOf(ImportFailed);
    expect(transactions).toBeGreaterThanOrEqual(2);
    expect(
      await takenInternalIds(
        code,
        1,
        rows.map((r) => r.internal_asset_id),
      ),
    ).toEqual(new Set());
    expect(await listed()).toBe(before);
  });
});
