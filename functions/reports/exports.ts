/**
 * List exports (issue 28 item 4): a ListExport report job writes a list's rows under the filter
 * the list showed (every page) into an .xlsx or a .csv in the reports bucket.
 *
 * WHY A JOB: the lists page by offset over their key-ordered indexes (a page N reads N pages
 * deep), so walking 50,000 rows page by page from the browser would cost hundreds of requests,
 * the last ones each reading the whole list, and one request assembling them all would approach
 * API Gateway's 29 s. The report jobs already do this kind of work (jobs.ts: a claim with a lease,
 * retries, the file in S3, a status the page polls), so an export is one of them: the runner (and
 * on the twin the start call's kick) reads the list once, through the list domain's own reader
 * (the same key reads and filter as its list call, issueRowPages ...), in batches, and streams
 * the rows into the file (exceljs's streaming writer, or lib/csv.ts), at most EXPORT_MAX_ROWS.
 *
 * The job runs as its requester: their user record, role and site at run time give the scope, so
 * the file holds what their list showed them, in their tenant only (every key starts with it).
 */
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import * as z from 'zod';
import {
  EXPORT_LISTS,
  EXPORT_MAX_ROWS,
  type ExportColumn,
  type ExportFormat,
  type ExportList,
  type ExportListName,
} from '#shared/reports/exports.js';
import { writeCsv, type CsvCell } from '#lib/csv.js';
import { issueRowPages } from '#functions/issues/index.js';
import { inspectionListPage } from '#functions/inspections/index.js';
import { partListPage } from '#functions/parts/index.js';
import { pmListRows } from '#functions/pm/index.js';
import { requestListPage } from '#functions/requests/index.js';
import { userListPage } from '#functions/users/index.js';
import { workOrderListPage } from '#functions/workorders/index.js';
import { getOrg, type Org } from '#functions/tenancy/index.js';
import { getUser, type User } from '#functions/users/index.js';
import type { ReportJob } from './store.js';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Who the rows (or labels) are read for: the requester as their list call saw them. */
export interface ExportCaller {
  tenant: { company_code: string };
  user: User;
  roleId: number;
  siteId: number;
  org: Org;
}

/** A job that cannot succeed as asked (no such list, the requester gone or without the role). */
export class UnbuildableExport extends Error {}

interface ListExporter<Row> {
  columns: ExportColumn<Row>[];
  pages: (caller: ExportCaller, filter: unknown, max: number) => AsyncIterable<Row[]>;
}

/**
 * A list's exporter: its declaration (shared/reports/exports.ts) and the owning domain's reader
 * of its rows under the list body (the stored filter, parsed again by the list's own schema), as
 * the caller's list call reads them.
 */
function exporter<Row, Body extends z.ZodObject>(
  list: ExportList<Row, Body>,
  pages: (caller: ExportCaller, body: z.output<Body>, max: number) => AsyncIterable<Row[]>,
): ListExporter<unknown> {
  return {
    columns: list.columns,
    pages: (caller, filter, max) => pages(caller, list.body.parse(filter), max),
  } as ListExporter<unknown>;
}

/** A list route's request as the job makes it for its requester (the list reads take the org lazily). */
const listRequestOf = (caller: ExportCaller) => ({ ...caller, org: () => Promise.resolve(caller.org) });

/**
 * A list whose domain reads a page of rows (the list route's own read, scope and all): the job
 * reads one page as deep as the export (`max` rows from the first), in one call. These lists page
 * by offset over key-ordered indexes, so reading them page by page would read the first pages
 * again for each next one; one deep page reads each entry once.
 */
function onePage<Body extends Record<string, unknown>, Row>(
  read: (request: ReturnType<typeof listRequestOf>, body: Body) => Promise<{ rows: Row[]; total: number }>,
  paging: (max: number) => Partial<Body>,
) {
  return async function* (caller: ExportCaller, body: Body, max: number): AsyncGenerator<Row[]> {
    const { rows } = await read(listRequestOf(caller), { ...body, ...paging(max) });
    yield rows;
  };
}
const lowerPaging = (max: number) => ({ pageindex: 1, pagesize: max });
const camelPaging = (max: number) => ({ pageIndex: 1, pageSize: max });

/** Each exportable list and its domain's row reader. */
const EXPORTERS: Record<ExportListName, ListExporter<unknown>> = {
  issues: exporter(EXPORT_LISTS.issues, issueRowPages),
  inspections: exporter(EXPORT_LISTS.inspections, onePage(inspectionListPage, lowerPaging)),
  workorders: exporter(EXPORT_LISTS.workorders, onePage(workOrderListPage, camelPaging)),
  requests: exporter(EXPORT_LISTS.requests, onePage(requestListPage, camelPaging)),
  pms: exporter(EXPORT_LISTS.pms, onePage(pmListRows, camelPaging)),
  parts: exporter(EXPORT_LISTS.parts, onePage(partListPage, lowerPaging)),
  users: exporter(EXPORT_LISTS.users, onePage(userListPage, lowerPaging)),
};

export async function callerOf(job: ReportJob): Promise<ExportCaller> {
  const user = await getUser(job.tenant, job.requested_by);
  if (!user || user.status !== 1 || !user.roles.includes(job.role_id ?? -1))
    throw new UnbuildableExport('The requester no longer holds the role of the export');
  return {
    tenant: { company_code: job.tenant },
    user,
    roleId: job.role_id!,
    siteId: job.site_id!,
    org: await getOrg(job.tenant),
  };
}

/** The rows' cells, page by page, stopping at `max`. */
async function* cellsOf<Row>(exporter: ListExporter<Row>, pages: AsyncIterable<Row[]>, max: number) {
  let n = 0;
  for await (const page of pages)
    for (const row of page) {
      if (n++ >= max) return;
      yield exporter.columns.map((c) => c.value(row));
    }
}

async function writeXlsx(
  out: PassThrough,
  sheetName: string,
  columns: ExportColumn<unknown>[],
  rows: AsyncIterable<CsvCell[]>,
): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'AssetCare';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: `c${i}`, width: c.width }));
  const header = sheet.getRow(1);
  columns.forEach((c, i) => (header.getCell(i + 1).value = c.header));
  header.font = { bold: true };
  header.commit();
  let n = 0;
  for await (const values of rows) {
    const row = sheet.getRow(2 + n++);
    values.forEach((value, i) => {
      if (value !== null && value !== undefined && value !== '') row.getCell(i + 1).value = value;
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  return n;
}

/** The export's file as bytes and how many rows it holds. */
export async function buildListExport(job: ReportJob): Promise<{ body: Buffer; rowCount: number }> {
  const list = job.list_name as ExportListName;
  const listExporter = Object.hasOwn(EXPORTERS, list) ? EXPORTERS[list] : undefined;
  const format = job.export_format as ExportFormat;
  if (!listExporter || !(format in EXPORT_CONTENT_TYPES))
    throw new UnbuildableExport(`Unknown export ${job.list_name} ${job.export_format}`);
  const caller = await callerOf(job);
  const filter = JSON.parse(job.export_filter ?? '{}') as unknown;
  const rows = cellsOf(listExporter, listExporter.pages(caller, filter, EXPORT_MAX_ROWS), EXPORT_MAX_ROWS);

  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(out);
  const rowCount =
    format === 'csv'
      ? await writeCsv(
          out,
          listExporter.columns.map((c) => c.header),
          rows,
        )
      : await writeXlsx(out, EXPORT_LISTS[list].sheetName, listExporter.columns, rows);
  await done;
  return { body: Buffer.concat(chunks), rowCount };
}
