/**
 * List exports on the emulators (exports.ts, handlers/exports.ts), on a tenant of their own:
 * Report/ExportIssues queues a job that writes the list's rows under its filter (every page) to
 * the reports bucket as .xlsx or .csv; CheckExportStatus answers the requester's link. Rows outside
 * the filter, of another company out of the caller's scope, or of another tenant are absent; a
 * role that may not read the list is refused; another user cannot poll the export.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '#shared/codes.js';
import type { ExportStatusRow } from '#shared/reports/exports.js';
import { Messages } from '#shared/messages.js';
import { createAsset } from '#functions/assets/store/assets.js';
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

/** Starts an export and polls it to its end, as the list's Export button does. */
async function exportIssues(
  body: Record<string, unknown>,
  format: 'xlsx' | 'csv',
  who = 'manager',
  roleId: number = Role.Manager,
  siteId = 2,
): Promise<ExportStatusRow> {
  const started = await post<ExportStatusRow>(t, who, roleId, siteId, 'Report/ExportIssues', {
    ...body,
    format,
  });
  expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
  let row = started.body.data;
  for (let i = 0; i < 100 && row.status === ReportStatus.InProgress; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const polled = await post<ExportStatusRow>(t, who, roleId, siteId, 'Report/CheckExportStatus', {
      export_id: row.export_id,
    });
    expect(polled.statusCode).toBe(200);
    row = polled.body.data;
  }
  // The stored job's error says why an attempt failed (the status row names none until Failed).
  const job = await getReportJob(t.code, row.export_id);
  expect(row.status, job?.error).toBe(ReportStatus.Completed);
  return row;
}

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
