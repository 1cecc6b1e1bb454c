/**
 * List exports (issue 28 item 4): a list's rows under its current filter (search and filters as
 * the list shows them, every page) as an Excel or a CSV file. Each exportable list declares here,
 * once, its file name and its columns as the list shows them (header, cell text), read by the
 * export job that writes the file; the request and status schemas are the contract of the
 * Report/Export... calls (api.ts).
 */
import * as z from 'zod';
import { Messages } from '../messages.js';
import { issueListBody, type IssueRow } from '../issues/schemas.js';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The most rows one file holds; a list beyond it exports its first (newest) rows and says so. */
export const EXPORT_MAX_ROWS = 100_000;

export const ExportTexts = {
  button: 'Export',
  excel: 'Excel (.xlsx)',
  csv: 'CSV (.csv)',
  emptyReason: 'There are no rows to export',
  preparing: 'Preparing the export',
  failed: 'The export failed, please try again',
  notFound: 'Export not found',
  truncated: (max: number) => `The file holds the first ${max.toLocaleString('en-US')} rows`,
  /** The asset list's Print Barcode while a label job runs. */
  drawingLabels: (done: number, total: number) =>
    `Drawing labels: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  labelsFailed: 'The labels could not be drawn, please try again',
} as const;

/** A label job's file: the spec's name of the label sheet. */
export const LABEL_SHEET_FILE_NAME = 'Assetlist.pdf';

export interface ExportColumn<Row> {
  header: string;
  /** The cell as the list shows it (text or a number). */
  value: (row: Row) => string | number | null;
  /** In characters (the xlsx column width). */
  width: number;
}

const orDash = (value: string) => value || '-';

/** /issues (web/src/pages/issues/list/issues-table-config.tsx), without Actions. */
export const ISSUE_EXPORT_COLUMNS: ExportColumn<IssueRow>[] = [
  { header: 'Issue Title', value: (r) => r.name, width: 32 },
  { header: 'Asset Name', value: (r) => `${r.asset_name} #${r.internal_asset_id}`, width: 30 },
  { header: 'Status', value: (r) => r.status_name, width: 14 },
  { header: 'Priority', value: (r) => r.priority_name, width: 12 },
  { header: 'Time Elapsed', value: (r) => orDash(r.timeelapsed), width: 16 },
  { header: 'Site Name', value: (r) => orDash(r.site_name), width: 22 },
];

/**
 * An exportable list, declared once: its file's base name and sheet, the body its list route
 * takes (the export's body is that plus `format`, and the job reads the rows with it), and its
 * columns as the list shows them.
 */
export interface ExportList<Row, Body extends z.ZodObject = z.ZodObject> {
  fileName: string;
  sheetName: string;
  body: Body;
  columns: ExportColumn<Row>[];
}
const exportList = <Row, Body extends z.ZodObject>(list: ExportList<Row, Body>) => list;

/** The exportable lists, by their names in the job. */
export const EXPORT_LISTS = {
  issues: exportList({
    fileName: 'Issues',
    sheetName: 'Issues',
    body: issueListBody,
    columns: ISSUE_EXPORT_COLUMNS,
  }),
};
export type ExportListName = keyof typeof EXPORT_LISTS;

/** `Issues 2026-11-28.xlsx` */
export const exportFileName = (list: ExportListName, format: ExportFormat, day: string) =>
  `${EXPORT_LISTS[list].fileName} ${day}.${format}`;

const format = z.enum(EXPORT_FORMATS, { error: Messages.invalidRequest });

/** POST Report/Export<List>: the list route's own body (its paging is ignored: every page) and the format. */
export const exportBodyOf = <Shape extends z.ZodRawShape>(list: ExportList<never, z.ZodObject<Shape>>) =>
  list.body.extend({ format });

/** POST Report/CheckExportStatus. */
export const exportStatusBody = z.object({
  export_id: z
    .number({ error: Messages.invalidRequest })
    .int({ error: Messages.invalidRequest })
    .positive({ error: Messages.invalidRequest }),
});

/** An export job as the list's Export button polls it. */
export const exportStatusRow = z.object({
  export_id: z.number(),
  /** 17 InProgress, 18 Completed, 19 Failed. */
  status: z.number(),
  status_name: z.string(),
  file_name: z.string(),
  /** Rows written, once Completed; a label job's labels drawn so far while it runs. */
  row_count: z.number(),
  /** A label job's labels in all (its progress is row_count of total); 0 for a list export. */
  total: z.number(),
  /** The row count reached EXPORT_MAX_ROWS: the file holds the first rows only. */
  truncated: z.boolean(),
  /** An expiring link to the file once Completed, else ''. */
  download_link: z.string(),
  error: z.string(),
});
export type ExportStatusRow = z.infer<typeof exportStatusRow>;
