/**
 * The reports on the emulators, on a tenant of their own: inspections submitted and approved
 * through the operator and manager API, then the Yard, Equipment Type, Asset, Latest Hour Reading
 * and executive reports checked against counts computed from the inspection records themselves
 * (not the roll-ups); another site's numbers never reach a manager; the history job's file.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '#shared/codes.js';
import { dayjs, DATE_ONLY } from '#shared/dates.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { ReportMessages } from '#shared/reports/messages.js';
import { approvedPercentage } from '#shared/reports/rules.js';
import { AssetIdEntity } from '#functions/assets/store/assets.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { listAllForms } from '#functions/forms/store.js';
import { getInspection } from '#functions/inspections/store/inspections.js';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';
import { getOrg } from '#functions/tenancy/store.js';
import type { CallOptions } from '#functions/test-support/index.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { runReportJobs } from './jobs.js';
import { getReportJob } from './store.js';

let t: UsersTenant;
let checklistId: string;
type Body<T = Record<string, unknown>> = { success: number; message: string; data: T; list?: T[] };
const as = <T = Record<string, unknown>>(
  who: string,
  roleId: number,
  siteId: number,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
) => t.as<Body<T>>(who, roleId, siteId, method, path, options);
const ids: string[] = [];
const assets: Record<number, { asset_id: number; internal_asset_id: string }[]> = { 2: [], 3: [] };

async function inspect(
  siteId: number,
  who: string,
  asset: { asset_id: number },
  hours: number,
): Promise<string> {
  const out = await as<{
    inspection_id: string;
    checklist: { attributes: { id: string; values: string[] }[] };
  }>(who, Role.Operator, siteId, 'POST', 'Inspection/CheckoutAsset', { body: { asset_id: asset.asset_id } });
  expect(out.statusCode, out.raw).toBe(200);
  const c = out.body.data;
  const submitted = await as(who, Role.Operator, siteId, 'POST', 'Inspection/SubmitInspection', {
    body: {
      inspection_id: c.inspection_id,
      meter_hours: hours,
      shift: 1,
      attributes: c.checklist.attributes.map((a) => ({ id: a.id, value: a.values[0] })),
      operator_notes: 'fine',
      is_comment_important: false,
    },
  });
  expect(submitted.statusCode, submitted.raw).toBe(200);
  ids.push(c.inspection_id);
  return c.inspection_id;
}

beforeAll(async () => {
  t = await seedUsersTenant('rep', [{ name: 'op3', roles: [Role.Operator], sites: [3] }], { forms: true });
  [{ form_id: checklistId }] = await listAllForms(t.code, 1, FormTypeId.InspectionChecklist);
  for (const site of [2, 3])
    for (let i = 0; i < 2; i++) {
      const asset = await putTestAsset(t.code, {
        company_id: 1,
        site_id: site,
        inspectionform_id: checklistId,
        meter_hours: 100,
        asset_type: i ? 'Loader' : 'Forklift',
      });
      // The internal id's sentinel, as creating an asset writes it (the history finds the asset by it).
      await AssetIdEntity.build(PutItemCommand)
        .item({
          tenant: t.code,
          company_id: 1,
          internal_asset_id: asset.internal_asset_id,
          asset_id: asset.asset_id,
        })
        .send();
      assets[site].push(asset);
    }
  // Site 2: asset 0 twice (the first approved with corrected hours), asset 1 once; site 3: one.
  const first = await inspect(2, 'op', assets[2][0], 110);
  const approved = await as('manager', Role.Manager, 2, 'POST', 'Inspection/ApproveInspection', {
    body: {
      inspection_id: first,
      asset_id: assets[2][0].asset_id,
      manager_id: '',
      status: 10,
      manager_notes: 'ok',
      meter_hours: 112,
    },
  });
  expect(approved.statusCode, approved.raw).toBe(200);
  const checkin = await as('op', Role.Operator, 2, 'POST', 'Inspection/CheckinAsset', {
    body: { inspection_id: first },
  });
  expect(checkin.statusCode, checkin.raw).toBe(200);
  await inspect(2, 'op', assets[2][0], 130);
  await inspect(2, 'op', assets[2][1], 150);
  await inspect(3, 'op3', assets[3][0], 200);
}, 180_000);

/** The independent count: each inspection record read by id, its day in its site's timezone. */
async function expected(siteId: number) {
  const org = await getOrg(t.code);
  const zone = org.sites.find((s) => s.site_id === siteId)!.timezone;
  const records = (await Promise.all(ids.map((id) => getInspection(t.code, id)))).filter(
    (r) => r && r.site_id === siteId && r.submitted_at,
  );
  const today = dayjs().tz(zone).format(DATE_ONLY);
  const inRange = records.filter((r) => dayjs(r!.submitted_at).tz(zone).format(DATE_ONLY) <= today);
  return {
    total: inRange.length,
    approved: inRange.filter((r) => r!.status === 10).length,
    records: inRange.map((r) => r!),
  };
}
const range = () => {
  const to =
    dayjs().utc().add(1, 'day').format(DATE_ONLY) > dayjs().tz('Pacific/Kiritimati').format(DATE_ONLY)
      ? dayjs().utc().format(DATE_ONLY)
      : dayjs().utc().add(1, 'day').format(DATE_ONLY);
  return { fromDate: dayjs().utc().subtract(5, 'day').format(DATE_ONLY), toDate: to };
};

describe('reports over the roll-ups', () => {
  it('Yard: the site counts equal the inspections counted from their records; another site never shows', async () => {
    const want = await expected(2);
    const yard = await as<{
      list: {
        site_id: number;
        totalinspection: number;
        approvedinspection: number;
        approvedpercentage: string;
      }[];
    }>('manager', Role.Manager, 2, 'GET', 'Report/GetMonthlyReport/{fromDate}/{toDate}', {
      pathParameters: range(),
    });
    expect(yard.statusCode, yard.raw).toBe(200);
    expect(yard.body.data.list).toEqual([
      expect.objectContaining({
        site_id: 2,
        totalinspection: want.total,
        approvedinspection: want.approved,
        approvedpercentage: approvedPercentage(want.approved, want.total),
      }),
    ]);
    expect(want.total).toBe(3);
    expect(yard.body.data.list[0].approvedpercentage).toBe('33.33');
    // The manager of site 3 only sees site 3.
    const other = await as<{ list: { site_id: number; totalinspection: number }[] }>(
      'manager',
      Role.Manager,
      3,
      'GET',
      'Report/GetMonthlyReport/{fromDate}/{toDate}',
      { pathParameters: range() },
    );
    expect(other.body.data.list).toEqual([
      expect.objectContaining({ site_id: 3, totalinspection: (await expected(3)).total }),
    ]);
  });

  it('Equipment Type and Asset: per type and per asset, first and last reading in the range', async () => {
    const want = await expected(2);
    const types = await as<{ list: { equipment_type: string; totalinspection: number }[] }>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'Report/GetWeeklyReport/{fromDate}/{toDate}',
      { pathParameters: range() },
    );
    const byType = (type: string) =>
      want.records.filter((r) => r.asset_id === assets[2][type === 'Loader' ? 1 : 0].asset_id).length;
    expect(types.body.data.list.map((r) => [r.equipment_type, r.totalinspection])).toEqual([
      ['Forklift', byType('Forklift')],
      ['Loader', byType('Loader')],
    ]);
    const report = await as<{
      list: {
        internal_asset_id: string;
        begin_hours: number;
        end_hours: number;
        totalinspection: number;
        approvedinspection: number;
      }[];
    }>('manager', Role.Manager, 2, 'GET', 'Report/GetWeeklyAssetReport/{fromDate}/{toDate}', {
      pathParameters: range(),
    });
    const row = report.body.data.list.find((r) => r.internal_asset_id === assets[2][0].internal_asset_id)!;
    const mine = want.records
      .filter((r) => r.asset_id === assets[2][0].asset_id)
      .sort((a, b) => a.submitted_at!.localeCompare(b.submitted_at!));
    expect(row).toMatchObject({
      totalinspection: mine.length,
      approvedinspection: mine.filter((r) => r.status === 10).length,
      end_hours: mine.at(-1)!.meter_hours,
    });
    // The first reading of the day stays the one submitted (110); the approval's correction moves the last and the usage.
    expect(row.begin_hours).toBe(110);
  });

  it('Latest Hour Reading and the executive report', async () => {
    const latest = await as<{
      list: { internal_asset_id: string; current_meter_hours: number; latest_inspection_date: string }[];
    }>('manager', Role.Manager, 2, 'GET', 'Report/GetLatestHourReadingReport');
    expect(latest.body.data.list.map((r) => r.internal_asset_id).sort()).toEqual(
      assets[2].map((a) => a.internal_asset_id).sort(),
    );
    const exec = await as<{
      list: {
        internal_asset_id: string;
        last_12_month_Usage_Hours: number;
        last_12_month_Submitted_Inspections: number;
        first_inspection_date: string;
      }[];
    }>('manager', Role.Manager, 2, 'GET', 'Report/GetLatestMeterHoursReportForExecutive');
    const row = exec.body.data.list.find((r) => r.internal_asset_id === assets[2][0].internal_asset_id)!;
    // 100 -> 110 (corrected to 112) -> 130: 30 hours used, two inspections.
    expect(row).toMatchObject({ last_12_month_Usage_Hours: 30, last_12_month_Submitted_Inspections: 2 });
    expect(row.first_inspection_date).toBeTruthy();
  });

  it('refuses the spec messages and writes nothing', async () => {
    const future = dayjs().utc().add(3, 'day').format(DATE_ONLY);
    const bad = async (fromDate: string, toDate: string) =>
      (
        await as('manager', Role.Manager, 2, 'GET', 'Report/GetMonthlyReport/{fromDate}/{toDate}', {
          pathParameters: { fromDate, toDate },
        })
      ).body.message;
    expect(await bad('2025-01-01', future)).toBe(ReportMessages.validDate);
    expect(await bad('2025-01-10', '2025-01-01')).toBe(ReportMessages.fromBeforeTo);
    expect(await bad('2024-01-01', '2025-01-02')).toBe(ReportMessages.oneYear);
    const history = await as('manager', Role.Manager, 2, 'POST', 'Report/GenerateInspectionOfAssetReport', {
      body: {
        internal_asset_id: assets[2][0].internal_asset_id,
        from_date: '2025-01-01',
        to_date: '2025-04-01',
        pagesize: 20,
        pageindex: 1,
      },
    });
    expect(history.body.message).toBe(ReportMessages.ninetyDays);
    const none = await as('manager', Role.Manager, 2, 'POST', 'Report/GenerateInspectionOfAssetReport', {
      body: {
        internal_asset_id: '',
        from_date: '2025-01-01',
        to_date: '2025-01-02',
        pagesize: 20,
        pageindex: 1,
      },
    });
    expect(none.body.message).toBe(ReportMessages.selectAsset);
  });

  it('the history job writes one row per inspection into an Excel file and completes with a link', async () => {
    const { fromDate, toDate } = range();
    const queued = await as<{ list: { report_id: number; status: number }[] }>(
      'manager',
      Role.Manager,
      2,
      'POST',
      'Report/GenerateInspectionOfAssetReport',
      {
        body: {
          internal_asset_id: assets[2][0].internal_asset_id,
          from_date: fromDate,
          to_date: toDate > dayjs().utc().format(DATE_ONLY) ? dayjs().utc().format(DATE_ONLY) : toDate,
          pagesize: 20,
          pageindex: 1,
        },
      },
    );
    expect(queued.statusCode, queued.raw).toBe(200);
    const reportId = (queued.body as unknown as { list: { report_id: number }[] }).list[0].report_id;
    for (
      let i = 0;
      i < 50 && (await getReportJob(t.code, reportId))?.status === ReportStatus.InProgress;
      i++
    ) {
      await runReportJobs();
      await new Promise((r) => setTimeout(r, 200));
    }
    const job = await getReportJob(t.code, reportId);
    expect(job?.status).toBe(ReportStatus.Completed);
    const object = await getS3().send(
      new GetObjectCommand({ Bucket: config.reportsBucket, Key: job!.file_key! }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(await object.Body!.transformToByteArray()) as unknown as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(10).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Inspection Id', 'Submitted at', 'Operator']);
    const rows = [sheet.getRow(11), sheet.getRow(12)].map((r) => (r.values as unknown[]).slice(1));
    const mine = (await expected(2)).records
      .filter((r) => r.asset_id === assets[2][0].asset_id)
      .sort((a, b) => a.submitted_at!.localeCompare(b.submitted_at!));
    expect(rows.map((r) => r[0])).toEqual(mine.map((r) => r.inspection_id));
    expect(rows.map((r) => r[4])).toEqual(mine.map((r) => r.meter_hours));
    expect(rows[0][8]).toBe('fine');
    const status = await as<{ list: { status: number; download_link: string }[] }>(
      'manager',
      Role.Manager,
      2,
      'POST',
      'Report/CheckReportStatus',
      { body: { reports_id: [reportId] } },
    );
    expect(status.body.data.list[0]).toMatchObject({
      status: ReportStatus.Completed,
      download_link: expect.stringContaining('ReportExcelFile'),
    });
    // Another manager does not see it.
    const other = await as<{ list: unknown[] }>(
      'southboss',
      Role.Manager,
      6,
      'POST',
      'Report/CheckReportStatus',
      { body: { reports_id: [reportId] } },
    );
    expect(other.body.data.list).toEqual([]);
  });
});
