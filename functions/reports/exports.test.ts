/**
 * List exports on the emulators (exports.ts, handlers/exports.ts), on a tenant of their own:
 * Report/ExportIssues queues a job that writes the list's rows under its filter (every page) to
 * the reports bucket as .xlsx or .csv; CheckExportStatus answers the requester's link. Rows outside
 * the filter, of another company out of the caller's scope, or of another tenant are absent; a
 * role that may not read the list is refused; another user cannot poll the export.
 */
import ExcelJS from 'exceljs';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '#shared/codes.js';
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from '#shared/pm/codes.js';
import { EXPORT_LISTS, type ExportListName, type ExportStatusRow } from '#shared/reports/exports.js';
import { Messages, tooLong } from '#shared/messages.js';
import { SEARCH_MAX } from '#shared/common/readers.js';
import { createAsset, type AssetRecord } from '#functions/assets/store/assets.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { InspectionEntity, type InspectionRecord } from '#functions/inspections/store/entities.js';
import { inspectionIndexWrites } from '#functions/inspections/store/list-index.js';
import { createTask } from '#functions/tasks/store.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type Who } from '#functions/test-support/maintenance-tenants.js';
import { getUserByUsername, type User } from '#functions/users/store/index.js';
import { writeTransaction } from '#lib/transactions.js';
import { getReportJob, nextReportId } from './store.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';

let t: UsersTenant;
let other: UsersTenant;

type Answer<T> = { success: number; message: string; data: T };

const post = <T>(
  tenant: UsersTenant,
  who: string,
  roleId: number,
  siteId: number,
  path: string,
  body: object,
) => tenant.as<Answer<T>>(who, roleId, siteId, 'POST', path, { body: body as Record<string, unknown> });

const listBody = (over: Record<string, unknown> = {}) => ({
  pagesize: 20,
  pageindex: 1,
  status: [12, 13, 14],
  search_string: '',
  ...over,
});

async function createIssue(
  tenant: UsersTenant,
  who: string,
  siteId: number,
  name: string,
  internal: string,
  priority = 3,
) {
  const result = await post<{ issue_uuid: string }>(tenant, who, Role.Manager, siteId, 'Issue/CreateIssue', {
    name,
    notes: `Notes of ${name}`,
    priority,
    internal_asset_id: internal,
  });
  expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
}

type Poster = <T>(path: string, body: object) => Promise<{ statusCode: number; body: Answer<T> }>;

/** Starts an export as `as` and polls it to its end, as the list's Export button does. */
async function runExport(
  tenant: string,
  as: Poster,
  path: string,
  body: Record<string, unknown>,
  format: 'xlsx' | 'csv',
): Promise<ExportStatusRow> {
  const started = await as<ExportStatusRow>(path, { ...body, format });
  expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
  let row = started.body.data;
  for (let i = 0; i < 100 && row.status === ReportStatus.InProgress; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const polled = await as<ExportStatusRow>('Report/CheckExportStatus', { export_id: row.export_id });
    expect(polled.statusCode).toBe(200);
    row = polled.body.data;
  }
  // The stored job's error says why an attempt failed (the status row names none until Failed).
  const job = await getReportJob(tenant, row.export_id);
  expect(row.status, job?.error).toBe(ReportStatus.Completed);
  return row;
}

const usersTenantAs =
  (who: string, roleId: number, siteId: number): Poster =>
  <T>(path: string, body: object) =>
    post<T>(t, who, roleId, siteId, path, body);

const exportIssues = (
  body: Record<string, unknown>,
  format: 'xlsx' | 'csv',
  who = 'manager',
  roleId: number = Role.Manager,
  siteId = 2,
) => runExport(t.code, usersTenantAs(who, roleId, siteId), 'Report/ExportIssues', body, format);

const download = async (row: ExportStatusRow) => {
  const response = await fetch(row.download_link);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toContain(row.file_name);
  return Buffer.from(await response.arrayBuffer());
};

async function xlsxRows(row: ExportStatusRow) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await download(row)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

/** The CSV's records (its fields are all quoted, none holds a quote or a line break here). */
async function csvRows(row: ExportStatusRow) {
  const bytes = await download(row);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.slice(1, -1).split('","'));
}

const HEADER = ['Issue Title', 'Asset Name', 'Status', 'Priority', 'Time Elapsed', 'Site Name'];

beforeAll(async () => {
  // The users test org: company 1 (sites 2, 3, 4), company 2 (site 6). manager [2,3,4], southboss [6].
  [t, other] = await Promise.all([seedUsersTenant('ex'), seedUsersTenant('eo')]);
  const asset = (tenant: UsersTenant, internal: string, name: string, company: number, site: number) =>
    createAsset(tenant.code, {
      asset: { company_id: company, site_id: site, status: 3, internal_asset_id: internal, name } as never,
    });
  await asset(t, 'A-100', 'Alpha Loader', 1, 2);
  await asset(t, 'B-200', 'Bravo Dozer', 1, 3);
  await asset(t, 'S-600', 'South Grader', 2, 6);
  await asset(other, 'A-100', 'Alpha Loader', 1, 2);
  await createIssue(t, 'manager', 2, 'Hydraulic leak', 'A-100', 1);
  await createIssue(t, 'manager', 2, '=HYPERLINK("http://evil")', 'A-100', 4);
  await createIssue(t, 'manager', 3, 'Track tension', 'B-200');
  await createIssue(t, 'manager', 3, 'Coolant leak', 'B-200', 2);
  await createIssue(t, 'southboss', 6, 'South leak', 'S-600');
  await createIssue(other, 'manager', 2, 'Other tenant leak', 'A-100');
}, 180_000);

describe('Report/ExportIssues', () => {
  it('writes the filtered list (search) to .xlsx: the list columns, newest first, nothing outside the filter, company or tenant', async () => {
    const row = await exportIssues(listBody({ search_string: 'leak' }), 'xlsx');
    // The manager's active site is North Yard (2): North Depot's leak is out of the list's scope.
    expect(row).toMatchObject({ row_count: 1, truncated: false, error: '' });
    expect(row.file_name).toMatch(/^Issues \d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await xlsxRows(row);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[5]])).toEqual([
      ['Hydraulic leak', 'Alpha Loader #A-100', 'Open', 'Very High', 'North Yard'],
    ]);
    expect(rows.flat().join(' ')).not.toMatch(/Coolant|HYPERLINK|South leak|Other tenant/);
    // Under the all-sites entry the same search finds both of company 1's leaks, newest first.
    const wide = await xlsxRows(
      await exportIssues(listBody({ search_string: 'leak' }), 'xlsx', 'admin', Role.CompanyAdmin, 1),
    );
    expect(wide.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[5]])).toEqual([
      ['Coolant leak', 'Bravo Dozer #B-200', 'Open', 'High', 'North Depot'],
      ['Hydraulic leak', 'Alpha Loader #A-100', 'Open', 'Very High', 'North Yard'],
    ]);
  });

  it('writes CSV with the same filter (site, priority), formulas neutralised', async () => {
    const all = await csvRows(await exportIssues(listBody(), 'csv', 'admin', Role.CompanyAdmin, 1));
    expect(all[0]).toEqual(HEADER);
    expect(all.slice(1).map((r) => r[0])).toEqual([
      'Coolant leak',
      'Track tension',
      '\'=HYPERLINK(""http://evil"")',
      'Hydraulic leak',
    ]);
    const narrowed = await csvRows(
      await exportIssues(listBody({ site_id: [3], priority: [2] }), 'csv', 'admin', Role.CompanyAdmin, 1),
    );
    expect(narrowed.slice(1).map((r) => r[0])).toEqual(['Coolant leak']);
  });

  it('exports an empty file (header only) when nothing matches', async () => {
    const row = await exportIssues(listBody({ search_string: 'nothing-like-this' }), 'csv');
    expect(row.row_count).toBe(0);
    expect(await csvRows(row)).toEqual([HEADER]);
  });

  it("gives the other company's manager only their rows", async () => {
    const row = await exportIssues(listBody(), 'csv', 'southboss', Role.Manager, 6);
    expect((await csvRows(row)).slice(1).map((r) => r[0])).toEqual(['South leak']);
  });

  it("refuses a role that may not read the list with the project's role refusal (success 0), queuing nothing", async () => {
    const before = await nextReportId(t.code);
    const refused = await post(t, 'op', Role.Operator, 2, 'Report/ExportIssues', {
      ...listBody(),
      format: 'csv',
    });
    expect(refused.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    // The sequence moved by this read only: no job took a number in between.
    expect(await nextReportId(t.code)).toBe(before + 1);
  });

  it("answers 404 for another user's export or an unknown one", async () => {
    const row = await exportIssues(listBody(), 'csv');
    const foreign = await post(t, 'exec', Role.Executive, 2, 'Report/CheckExportStatus', {
      export_id: row.export_id,
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await post(t, 'manager', Role.Manager, 2, 'Report/CheckExportStatus', {
      export_id: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

/** A list's header row as its declaration writes it. */
const headerOf = (list: ExportListName) => EXPORT_LISTS[list].columns.map((c) => c.header);

describe('Report/ExportInspections and Report/ExportUsers', () => {
  let alpha: AssetRecord;
  let bravo: AssetRecord;
  let south: AssetRecord;
  const inspection = (id: string, a: AssetRecord, operator: User, at: string, over = {}) =>
    ({
      tenant: t.code,
      inspection_id: id,
      asset_id: a.asset_id,
      internal_asset_id: a.internal_asset_id,
      asset_name: a.name,
      company_id: a.company_id,
      site_id: a.site_id,
      status: 8,
      operator_uuid: operator.uuid,
      operator_firstname: operator.firstname,
      operator_lastname: operator.lastname,
      submitted_at: at,
      checkout_requested_at: at,
      shift: 1,
      meter_hours: 100,
      operator_notes: '',
      is_comment_important: false,
      manager_notes: '',
      form_id: '',
      form_name: '',
      answers: [],
      new_notok_attributes: [],
      image_names: [],
      issue_ids: [],
      source: 'seed',
      version: 1,
      ...over,
    }) as unknown as InspectionRecord; // created and modified are the entity's to set
  const save = (r: InspectionRecord) =>
    writeTransaction([InspectionEntity.build(PutTransaction).item(r), ...inspectionIndexWrites(null, r)]);

  beforeAll(async () => {
    const at = (site: number, name: string) =>
      putTestAsset(t.code, { company_id: site === 6 ? 2 : 1, site_id: site, name });
    [alpha, bravo, south] = await Promise.all([
      at(2, 'Xray Loader'),
      at(3, 'Yankee Dozer'),
      at(6, 'Zulu Grader'),
    ]);
    const [op, maint] = await Promise.all(['op', 'maint'].map((u) => getUserByUsername(t.code, t.name(u))));
    const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}T10:00:00.000Z`;
    await save(inspection('xi1', alpha, op!, day(1), { shift: 2 }));
    await save(inspection('xi2', alpha, maint!, day(2)));
    await save(inspection('xi3', bravo, op!, day(3)));
    await save(inspection('xi4', south, op!, day(4)));
  }, 60_000);

  const inspections = (who: string, roleId: number, siteId: number, body: object, format: 'xlsx' | 'csv') =>
    runExport(
      t.code,
      usersTenantAs(who, roleId, siteId),
      'Report/ExportInspections',
      {
        pagesize: 20,
        pageindex: 1,
        ...body,
      },
      format,
    );

  it('writes the inspection list under its filter, in its columns, as the list route reads it', async () => {
    // The manager at North Yard (2): Xray Loader's two, newest first; Yankee (site 3) and Zulu (company 2) are out.
    const rows = await xlsxRows(await inspections('manager', Role.Manager, 2, {}, 'xlsx'));
    expect(rows[0]).toEqual(headerOf('inspections'));
    const listed = await post<{ list: { inspection_id: string }[] }>(
      t,
      'manager',
      Role.Manager,
      2,
      'Inspection/FilterInspections',
      { pagesize: 100, pageindex: 1 },
    );
    const listRows = (listed.body as unknown as { list: { asset: { name: string }; shift: number }[] }).list;
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      listRows.map((r) => expect.stringContaining(r.asset.name)),
    );
    expect(rows.slice(1).map((r) => [r[0].split(' #')[0], r[5], r[6]])).toEqual([
      ['Xray Loader', '1', 'Maint Tester'],
      ['Xray Loader', '2', 'Op Tester'],
    ]);
    expect(rows.flat().join(' ')).not.toMatch(/Yankee|Zulu/);
    // Narrowed by shift, as CSV.
    const shift = await csvRows(await inspections('manager', Role.Manager, 2, { shift_number: [2] }, 'csv'));
    expect(shift.slice(1).map((r) => [r[0].split(' #')[0], r[5]])).toEqual([['Xray Loader', '2']]);
    // The company admin under the all-sites entry: company 1's three, never company 2's.
    const wide = await csvRows(await inspections('admin', Role.CompanyAdmin, 1, {}, 'csv'));
    expect(wide.slice(1).map((r) => r[0].split(' #')[0])).toEqual([
      'Yankee Dozer',
      'Xray Loader',
      'Xray Loader',
    ]);
  });

  it('writes the users list the caller sees, in its columns', async () => {
    const users = (who: string, roleId: number, siteId: number, body: object) =>
      runExport(
        t.code,
        usersTenantAs(who, roleId, siteId),
        'Report/ExportUsers',
        {
          pagesize: 20,
          pageindex: 1,
          ...body,
        },
        'csv',
      );
    const rows = await csvRows(await users('admin', Role.CompanyAdmin, 1, {}));
    expect(rows[0]).toEqual(headerOf('users'));
    const listed = await post(t, 'admin', Role.CompanyAdmin, 1, 'User/FilterUsers', {
      pagesize: 100,
      pageindex: 1,
    });
    const names = (listed.body as unknown as { list: { username: string }[] }).list.map((u) => u.username);
    expect(rows.slice(1).map((r) => r[0])).toEqual(names);
    expect(names).toContain(t.name('op'));
    // Company 2's manager is not company 1's admin's to see.
    expect(names).not.toContain(t.name('southboss'));
    const searched = await csvRows(await users('admin', Role.CompanyAdmin, 1, { search_string: 'exec' }));
    expect(searched.slice(1).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      [t.name('exec'), 'Exec Tester', 'North Co', 'Active'],
    ]);
  });

  it('refuses a role that may not read the list (success 0) and a bad filter (400 with the message), queuing nothing', async () => {
    const before = await nextReportId(t.code);
    const refused = await post(t, 'op', Role.Operator, 2, 'Report/ExportUsers', {
      pagesize: 20,
      pageindex: 1,
      format: 'csv',
    });
    expect(refused.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    const bad = await post(t, 'manager', Role.Manager, 2, 'Report/ExportInspections', {
      search_string: 'x'.repeat(SEARCH_MAX + 1),
      format: 'csv',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ success: 0, message: tooLong('Search', SEARCH_MAX) });
    expect(await nextReportId(t.code)).toBe(before + 1);
  });
});

describe('Report/ExportWorkOrders, ExportRequests, ExportPms and ExportParts', () => {
  let m: Awaited<ReturnType<typeof maintenanceTenants>>;
  const as =
    (who: Who, site?: number): Poster =>
    <T>(path: string, body: object) =>
      call<Answer<T>>('POST', path, { ...m.session(site ? { who, site } : who), body });
  const ok = async (who: Who, path: string, body: object, site?: number) => {
    const r = await as(who, site)<Record<string, unknown>>(path, body);
    expect(r.body.success, JSON.stringify(r.body)).toBe(1);
    return r.body.data;
  };
  const listOf = async (who: Who, path: string, body: object) =>
    ((await as(who)<unknown>(path, body)).body as unknown as { list: Record<string, unknown>[] }).list;

  beforeAll(async () => {
    m = await maintenanceTenants('xm');
    const code = m.codes.a;
    const asset = await putTestAsset(code, { company_id: 1, site_id: 2, name: 'Loader 7' });
    const southAsset = await putTestAsset(code, { company_id: 2, site_id: 6, name: 'South Crane' });
    const task = (company: number) =>
      createTask(
        code,
        company,
        { task_title: 'Change oil', task_est_hours: 1, task_est_minutes: 30, hourly_rate: 60 },
        'x',
      );
    const [north, southTask] = await Promise.all([task(1), task(2)]);
    const workOrder = (who: Who, title: string, assetId: number, taskId: number, priority = 45) =>
      ok(who, 'WorkOrder/AddUpdateWorkOrder', {
        title,
        description: 'd',
        asset_id: assetId,
        priority,
        WorkOrderTasks: [{ task_id: taskId }],
      });
    await workOrder('manager', 'Oil change', asset.asset_id, north.task_id, 45);
    await workOrder('manager', '=SUM(A1:A9)', asset.asset_id, north.task_id, 47);
    await workOrder('manager', 'Brake job', asset.asset_id, north.task_id, 47);
    await workOrder('southboss', 'South job', southAsset.asset_id, southTask.task_id);
    const request = (who: Who, title: string, assetId: number) =>
      ok(who, 'MaintenanceRequest/AddUpdateMaintenanceRequest', {
        title,
        description: 'd',
        asset_id: assetId,
      });
    await request('manager', 'Seat torn', asset.asset_id);
    await request('manager', '+Horn broken', asset.asset_id);
    await request('southboss', 'South mirror', southAsset.asset_id);
    const pm = (who: Who, title: string, assetId: number, taskId: number) =>
      ok(who, 'AssetPM/AddAssetPM', {
        asset_id: assetId,
        title,
        description: 'd',
        assetPMTasks: [{ task_id: taskId }],
        AssetPMAttachments: [],
        pm_trigger_type: PmTriggerType.Recurring,
        pm_trigger_by: PmTriggerBy.Time,
        datetime_starting_at: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        datetime_repeates_every: 1,
        datetime_repeat_time_period_type: RepeatPeriod.Months,
        is_trigger_on_starting_at: true,
      });
    await pm('manager', 'Monthly grease', asset.asset_id, north.task_id);
    await pm('manager', '@Quarterly check', asset.asset_id, north.task_id);
    await pm('southboss', 'South service', southAsset.asset_id, southTask.task_id);
    const part = (who: Who, part_number: string, name: string, category: string) =>
      ok(who, 'Part/CreatePart', { part_number, name, category, unit: 'each', unit_cost: 12.5 });
    await part('manager', 'P-100', 'Oil filter', 'Filters');
    await part('manager', 'P-200', '-Air filter', 'Filters');
    await part('manager', 'P-300', 'Brake pad', 'Brakes');
    await part('southboss', 'S-100', 'South filter', 'Filters');
  }, 180_000);

  const exported = (who: Who, path: string, body: object, format: 'xlsx' | 'csv' = 'csv') =>
    runExport(m.codes.a, as(who), path, body as Record<string, unknown>, format);

  it('work orders: the filtered list, newest first, in its columns; formulas neutralised in CSV', async () => {
    const body = { pageIndex: 1, pageSize: 100, priority: [47] };
    const rows = await csvRows(await exported('manager', 'Report/ExportWorkOrders', body));
    expect(rows[0]).toEqual(headerOf('workorders'));
    const listed = await listOf('manager', 'WorkOrder/GetAllWorkOrders', body);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map((w) => w.wo_number));
    expect(rows.slice(1).map((r) => [r[1], r[5], r[6]])).toEqual([
      ['Brake job', 'High', 'Open'],
      ["'=SUM(A1:A9)", 'High', 'Open'],
    ]);
    // The xlsx keeps the title as text, as the list shows it.
    const sheet = await xlsxRows(await exported('manager', 'Report/ExportWorkOrders', body, 'xlsx'));
    expect(sheet.slice(1).map((r) => r[1])).toEqual(['Brake job', '=SUM(A1:A9)']);
    expect([...rows, ...sheet].flat().join(' ')).not.toMatch(/Oil change|South job/);
  });

  it('requests: the filtered list in its columns, the other company absent', async () => {
    const body = { pageIndex: 1, pageSize: 100, mr_filter_type: 0, type: 0 };
    const rows = await csvRows(await exported('manager', 'Report/ExportRequests', body));
    expect(rows[0]).toEqual(headerOf('requests'));
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ["'+Horn broken", 'manager Tester'],
      ['Seat torn', 'manager Tester'],
    ]);
    const searched = await csvRows(
      await exported('manager', 'Report/ExportRequests', { ...body, search_string: 'seat' }),
    );
    expect(searched.slice(1).map((r) => r[0])).toEqual(['Seat torn']);
    expect(rows.flat().join(' ')).not.toMatch(/South/);
  });

  it('PMs: the filtered list in its columns, as the list route reads it', async () => {
    const body = { pageIndex: 1, pageSize: 100, pm_filter_type: 0 };
    const rows = await csvRows(await exported('manager', 'Report/ExportPms', body));
    expect(rows[0]).toEqual(headerOf('pms'));
    const listed = await listOf('manager', 'AssetPM/GetAllAssetPMs', body);
    expect(rows.slice(1).map((r) => r[0].replace(/^'/, ''))).toEqual(listed.map((p) => p.title));
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(["'@Quarterly check", 'Monthly grease']);
    expect(rows.slice(1).every((r) => r[1].startsWith('Loader 7 #') && r[6] === '1 hrs 30 mins')).toBe(true);
    const searched = await csvRows(
      await exported('manager', 'Report/ExportPms', { ...body, search_string: 'grease' }),
    );
    expect(searched.slice(1).map((r) => r[0])).toEqual(['Monthly grease']);
  });

  it('parts: the filtered list in its columns, numbers as numbers, the other company absent', async () => {
    const body = { pagesize: 100, pageindex: 1, category: ['Filters'] };
    const rows = await csvRows(await exported('manager', 'Report/ExportParts', body));
    expect(rows[0]).toEqual(headerOf('parts'));
    expect(rows.slice(1)).toEqual([
      ['P-100', 'Oil filter', 'Filters', 'each', '0', '', '12.5', 'Active'],
      ['P-200', "'-Air filter", 'Filters', 'each', '0', '', '12.5', 'Active'],
    ]);
    expect(rows.flat().join(' ')).not.toMatch(/Brake|South/);
    const sheet = await xlsxRows(await exported('manager', 'Report/ExportParts', body, 'xlsx'));
    expect(sheet.slice(1).map((r) => r[1])).toEqual(['Oil filter', '-Air filter']);
  });

  it('refuses roles that may not read the lists, and bad filters with their message, queuing nothing', async () => {
    const before = await nextReportId(m.codes.a);
    // Executives do not read requests or work orders; operators read no maintenance list.
    for (const [who, path] of [
      ['exec', 'Report/ExportRequests'],
      ['exec', 'Report/ExportWorkOrders'],
      ['op', 'Report/ExportPms'],
      ['op', 'Report/ExportParts'],
    ] as const) {
      const r = await as(who)(path, { format: 'csv' });
      expect(r.body, `${who} ${path}`).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    }
    for (const path of [
      'Report/ExportRequests',
      'Report/ExportWorkOrders',
      'Report/ExportPms',
      'Report/ExportParts',
    ]) {
      const bad = await as('manager')(path, { format: 'pdf' });
      expect(bad.statusCode, path).toBe(400);
      expect(bad.body).toMatchObject({ success: 0, message: Messages.invalidRequest });
    }
    expect(await nextReportId(m.codes.a)).toBe(before + 1);
  });
});
