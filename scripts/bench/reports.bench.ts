/**
 * Issue 12 bench: reports and the history job, on tenant demo at Reno Yard (site 2).
 *
 * - GET Report/GetMonthlyReport (Yard) over one year as manager@demo.test, with 500 bench assets
 *   inspected once a day for 365 days (182,500 inspections). The roll-ups are seeded directly
 *   through the same writer the inspection writes use (historyRollupChanges + applyRollupChanges:
 *   the 182,500 changes summed per item, one Update each); no inspection record is written, so
 *   the report can only have read roll-ups. Target p95 <= 300 ms.
 * - The 90-day history job for one asset with one inspection a day (records and list index written
 *   with putInspectionsInBulk): the job run timed, target <= 5 s.
 * - An export of 50,000 rows through the reports' streaming writer (exceljs WorkbookWriter) into a
 *   discarding stream, peak RSS above the baseline sampled every 20 ms; target <= 256 MB.
 */
import { Writable } from 'node:stream';
import { AssetStatus, Role } from '#shared/codes.js';
import { dayjs, DATE_ONLY } from '#shared/dates.js';
import { putIndexInBulk } from '#functions/assets/store/list-index.js';
import type { InspectionRecord } from '#functions/inspections/store/entities.js';
import { putInspectionsInBulk } from '#functions/inspections/store/list-index.js';
import { writeSheet } from '#functions/reports/excel.js';
import { runQueuedJob } from '#functions/reports/jobs.js';
import {
  applyRollupChanges,
  historyRollupChanges,
  type RolledInspection,
} from '#functions/rollups/rollups.js';
import { createReportJob, getReportJob, ReportType } from '#functions/reports/store.js';
import { BENCH_MACHINES as MACHINES, benchAssetRecord, callApi, type ApiCaller } from './api.js';
import { accessToken } from './auth.js';
import { isMain, runAlone } from './context.js';
import { latencyFigures, runLoad } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const SECONDS = Number(process.env.AC_BENCH_SECONDS ?? 8);
const ASSETS = Number(process.env.AC_BENCH_REPORT_ASSETS ?? 500);
const DAYS = 365;
const COMPANY = 1;
const SITE = 2;
const ZONE = 'America/Los_Angeles';
const FIRST_ASSET = 98_000_000;
const EXPORT_ROWS = 50_000;

async function seedRollups(): Promise<number> {
  const started = performance.now();
  const today = dayjs().tz(ZONE).startOf('day');
  const records: RolledInspection[] = [];
  for (let a = 0; a < ASSETS; a++)
    for (let d = DAYS; d >= 1; d--) {
      const at = today.subtract(d, 'day').add(9, 'hour').toISOString();
      records.push({
        tenant: 'demo',
        inspection_id: `bench-${a}-${d}`,
        company_id: COMPANY,
        site_id: SITE,
        asset_id: FIRST_ASSET + a,
        internal_asset_id: `R${a}`,
        asset_name: MACHINES[a % MACHINES.length],
        status: d % 3 === 0 ? 8 : 10,
        submitted_at: at,
        approved_at: d % 3 === 0 ? undefined : at,
        meter_hours: 1000 + (DAYS - d) * 8,
      });
    }
  await applyRollupChanges(
    historyRollupChanges(records, () => ({ asset_type: 'Loader', meter_hours: 1000, timezone: ZONE })),
    12,
  );
  return (performance.now() - started) / 1000;
}

async function historyJob(): Promise<{ seconds: number; rows: number }> {
  const asset = benchAssetRecord({
    asset_id: FIRST_ASSET + 900_000,
    internal_asset_id: 'RH1',
    name: 'History bench loader',
    company_id: COMPANY,
    site_id: SITE,
    status: AssetStatus.Active,
    meter_hours: 1000,
  });
  await putIndexInBulk([asset], { withRecords: true });
  const today = dayjs().tz(ZONE).startOf('day');
  const records = Array.from({ length: 90 }, (_, i) => {
    const at = today
      .subtract(89 - i, 'day')
      .add(10, 'hour')
      .toISOString();
    return {
      tenant: 'demo',
      inspection_id: `bench-history-${i}`,
      asset_id: asset.asset_id,
      internal_asset_id: asset.internal_asset_id,
      asset_name: asset.name,
      company_id: COMPANY,
      site_id: SITE,
      status: 10,
      operator_uuid: 'bench',
      operator_firstname: 'Bench',
      operator_lastname: 'Operator',
      checkout_requested_at: at,
      submitted_at: at,
      approved_at: at,
      manager_name: 'Bench Manager',
      shift: 1,
      meter_hours: 1000 + i * 8,
      operator_notes: 'ok',
      is_comment_important: false,
      manager_notes: '',
      form_id: 'f',
      form_name: 'Daily',
      answers: Array.from({ length: 12 }, (_, k) => ({
        id: `q${k}`,
        name: `Check ${k + 1}`,
        values_type: 1,
        value: 'Ok',
        values: ['Ok', 'Not ok'],
      })),
      new_notok_attributes: [],
      image_names: [],
      issue_ids: [],
      source: 'seed',
      version: 1,
      created: at,
      modified: at,
    } as InspectionRecord;
  });
  await putInspectionsInBulk(records, { parallel: 4 });
  const reportId = 900_000 + Math.floor(Math.random() * 90_000);
  await createReportJob({
    tenant: 'demo',
    report_id: reportId,
    report_type: ReportType.AssetInspectionHistory,
    requested_by: 'bench',
    internal_asset_id: asset.internal_asset_id,
    asset_id: asset.asset_id,
    asset_name: asset.name,
    company_id: COMPANY,
    timezone: ZONE,
    from_date: today.subtract(89, 'day').format(DATE_ONLY),
    to_date: today.format(DATE_ONLY),
  });
  const job = (await getReportJob('demo', reportId))!;
  const started = performance.now();
  const outcome = await runQueuedJob(job);
  const seconds = (performance.now() - started) / 1000;
  if (outcome !== 'completed') throw new Error(`history job ${outcome}`);
  return { seconds, rows: records.length };
}

async function streamingExport(): Promise<{ peakMb: number; seconds: number; bytes: number }> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  let bytes = 0;
  const sink = new Writable({ write: (chunk: Buffer, _e, done) => ((bytes += chunk.length), done()) });
  const started = performance.now();
  function* rows() {
    for (let i = 0; i < EXPORT_ROWS; i++)
      yield [
        `inspection-${i}`,
        new Date(1_750_000_000_000 + i * 60_000),
        'Bench Operator',
        1,
        1000 + i,
        'Accepted',
        'Bench Manager',
        'operator notes of the inspection',
        '',
        'Ok',
        'Ok',
        'Not ok',
      ];
  }
  await writeSheet(sink, {
    sheetName: 'Export',
    title: 'Bench export',
    details: [],
    columns: Array.from({ length: 12 }, (_, i) => ({ header: `Column ${i + 1}`, width: 14 })),
    rows: rows(),
    now: new Date(),
  });
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    peakMb: Math.round(((peak - baseline) / 1_048_576) * 10) / 10,
    seconds: (performance.now() - started) / 1000,
    bytes,
  };
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const exported = await streamingExport();
  rows.push({
    name: `Excel export of ${EXPORT_ROWS} rows x 12 columns (streaming WorkbookWriter)`,
    figures: {
      'peak RSS over baseline MB': exported.peakMb,
      s: Math.round(exported.seconds * 10) / 10,
      'file MB': Math.round(exported.bytes / 104857.6) / 10,
      target: '<= 256 MB',
      met: exported.peakMb <= 256 ? 'yes' : 'NO',
    },
  });

  const seedSeconds = await seedRollups();
  const manager: ApiCaller = {
    token: await accessToken(ctx, 'demo', 'manager@demo.test', 'Demo@1234'),
    roleId: Role.Manager,
    siteId: SITE,
  };
  const to = dayjs().tz(ZONE).format(DATE_ONLY);
  const from = dayjs.utc(to, DATE_ONLY).subtract(1, 'year').format(DATE_ONLY);
  const path = `Report/GetMonthlyReport/${from}/${to}`;
  const check = await callApi<{ list: { totalinspection: number }[] }>(ctx, manager, 'GET', path);
  const yard = await runLoad(async () => void (await callApi(ctx, manager, 'GET', path)), 1, SECONDS);
  rows.push({
    name: `GET Report/GetMonthlyReport one year, ${ASSETS} assets x ${DAYS} days (${ASSETS * DAYS} inspections in roll-ups)`,
    figures: {
      ...latencyFigures(yard),
      total: check.list[0]?.totalinspection ?? 0,
      target: 'p95 <= 300 ms',
      met: yard.p95 <= 300 ? 'yes' : 'NO',
    },
  });
  const history = await historyJob();
  rows.push({
    name: `History job, one asset, 90 days (${history.rows} inspections, 12 answers each)`,
    figures: {
      s: Math.round(history.seconds * 100) / 100,
      target: '<= 5 s',
      met: history.seconds <= 5 ? 'yes' : 'NO',
    },
  });
  rows.push({
    name: `Seeding roll-ups (${ASSETS * DAYS} inspections summed into month items)`,
    figures: { s: Math.round(seedSeconds * 10) / 10 },
  });
  return rows;
}

if (isMain(import.meta.url)) await runAlone(bench);
