/**
 * The asset inspection history report's content (spec core 2.13, 4): the asset's inspections in
 * the job's range of site days, read through the inspection list index by asset (never a scan),
 * one row each with its details, every checklist answer as a column, the notes and expiring
 * links to its photos.
 */
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { dayjs, zoneDayBound } from '#shared/dates.js';
import { inspectionStatusName } from '#shared/inspections/rules.js';
import { invertedTime } from '#functions/inspections/index.js';
import { photoKey, signedGet } from '#functions/inspections/index.js';
import { assetSubs, getInspections, readEntries } from '#functions/inspections/index.js';
import type { InspectionRecord } from '#functions/inspections/index.js';
import { writeSheet, type Cell, type SheetColumn } from './excel.js';
import type { ReportJob } from './store.js';

/** The asset's submitted inspections whose submit falls in the job's days (site timezone), oldest first. */
export async function historyInspections(
  job: Pick<ReportJob, 'tenant' | 'asset_id' | 'company_id' | 'from_date' | 'to_date' | 'timezone'>,
): Promise<InspectionRecord[]> {
  const zone = job.timezone ?? 'UTC';
  const start = zoneDayBound(job.from_date, zone)!;
  const end = zoneDayBound(job.to_date, zone, true)!;
  const subs = [...(await assetSubs(job.tenant, job.company_id!, job.asset_id!)).keys()];
  const range = { start: invertedTime(end), end: `${invertedTime(start)}~` };
  const entries = (
    await Promise.all(subs.map((sub) => readEntries(job.tenant, job.company_id!, sub, { range })))
  ).flat();
  const ids = [...new Set(entries.map((e) => e.inspection_id))];
  const records: InspectionRecord[] = [];
  for (let i = 0; i < ids.length; i += 100)
    records.push(...(await getInspections(job.tenant, ids.slice(i, i + 100))));
  return records.filter((r) => r.submitted_at).sort((a, b) => a.submitted_at!.localeCompare(b.submitted_at!));
}

const FIXED: SheetColumn[] = [
  { header: 'Inspection Id', width: 38 },
  { header: 'Submitted at', width: 18 },
  { header: 'Operator', width: 22 },
  { header: 'Shift', width: 7 },
  { header: 'Meter hours', width: 12 },
  { header: 'Status', width: 10 },
  { header: 'Approved by', width: 20 },
  { header: 'Approved at', width: 18 },
  { header: 'Operator notes', width: 30 },
  { header: 'Manager notes', width: 30 },
];

/** Site-local time as an Excel date (the cell shows the wall clock of the site). */
const siteTime = (iso: string | undefined, zone: string): Cell =>
  iso ? new Date(dayjs(iso).tz(zone).format('YYYY-MM-DDTHH:mm:ss') + 'Z') : null;

export async function assetHistoryWorkbook(job: ReportJob, now: Date): Promise<Buffer> {
  const zone = job.timezone ?? 'UTC';
  const inspections = await historyInspections(job);
  const attributeNames = [...new Set(inspections.flatMap((r) => r.answers.map((a) => a.name)))];
  const photoLinks = async (r: InspectionRecord) =>
    (
      await Promise.all(r.image_names.map((name) => signedGet(photoKey(job.tenant, r.inspection_id, name))))
    ).join('\n');
  const rows: Cell[][] = [];
  for (const r of inspections) {
    const answers = new Map(r.answers.map((a) => [a.name, a.value]));
    rows.push([
      r.inspection_id,
      siteTime(r.submitted_at, zone),
      `${r.operator_firstname} ${r.operator_lastname}`.trim(),
      r.shift,
      r.meter_hours,
      inspectionStatusName(r.status),
      r.manager_name ?? '',
      siteTime(r.approved_at, zone),
      r.operator_notes,
      r.manager_notes,
      ...attributeNames.map((name) => answers.get(name) ?? ''),
      await photoLinks(r),
    ]);
  }
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(output);
  await writeSheet(output, {
    sheetName: 'Inspection history',
    title: 'Asset inspection history',
    details: [
      ['Report Id', job.report_id],
      ['Asset', job.asset_name ?? ''],
      ['Internal asset id', job.internal_asset_id],
      ['From', job.from_date],
      ['To', job.to_date],
      ['Timezone', zone],
      ['Generated at (UTC)', now],
    ],
    columns: [
      ...FIXED,
      ...attributeNames.map((header) => ({ header, width: Math.min(30, Math.max(10, header.length + 2)) })),
      { header: 'Photos', width: 60 },
    ],
    rows,
    now,
  });
  await done;
  return Buffer.concat(chunks);
}
