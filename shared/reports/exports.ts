/**
 * List exports (issue 28 item 4): a list's rows under its current filter (search and filters as
 * the list shows them, every page) as an Excel or a CSV file. Each exportable list declares here,
 * once, its file name and its columns as the list shows them (header, cell text), read by the
 * export job that writes the file; the request and status schemas are the contract of the
 * Report/Export... calls (api.ts).
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Messages } from '../messages.js';
import { formatSiteDate, formatSiteDateTime, isDateOnly } from '../dates.js';
import { issueListBody, type IssueRow } from '../issues/schemas.js';
import { inspectionListBody, type InspectionRow } from '../inspections/list-schemas.js';
import { partListBody, type PartRow } from '../parts/schemas.js';
import { PmStatus, PmTriggerBy } from '../pm/codes.js';
import { pmListBody, type PmListRow } from '../pm/list-schemas.js';
import { displayDay } from '../pm/schedule-text.js';
import { requestListBody, type RequestRow } from '../requests/schemas.js';
import { formatTaskTime } from '../tasks/rules.js';
import { userListBody, type UserRow } from '../users/schemas.js';
import { workOrderListBody, type WorkOrderRow } from '../workorders/schemas.js';

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

/** MM-DD-YYYY: a day as it is, a moment in the site's zone (the work order list's dates). */
const siteDay = (value: string | null, timezone: string) =>
  !value ? '-' : isDateOnly(value) ? displayDay(value) : formatSiteDate(value, timezone) || '-';
const joined = (values: string[]) => values.filter(Boolean).join(', ') || '-';

/**
 * /inspections (web/src/pages/inspections/list/inspections-table-config.tsx), without Actions:
 * New Issues is the count its badge shows; Company is always written (the list shows it to the
 * super admin, whose export may span companies).
 */
export const INSPECTION_EXPORT_COLUMNS: ExportColumn<InspectionRow>[] = [
  { header: 'Asset Name', value: (r) => `${r.asset.name} #${r.asset.internal_asset_id}`, width: 30 },
  { header: 'Company', value: (r) => orDash(r.sites.company_name), width: 24 },
  { header: 'New Issues', value: (r) => r.new_notok_attributes.length, width: 11 },
  { header: 'Status', value: (r) => r.status_name, width: 12 },
  { header: 'Time Elapsed', value: (r) => orDash(r.time_elapsed), width: 16 },
  { header: 'Shift No', value: (r) => r.shift || '-', width: 9 },
  {
    header: 'Requestor',
    value: (r) => `${r.operator_firstname} ${r.operator_lastname}`.trim() || '-',
    width: 22,
  },
  { header: 'Supervisor', value: (r) => r.manager_name || '-', width: 22 },
  {
    header: 'Approved On',
    value: (r) => (r.approval_date ? formatSiteDateTime(r.approval_date, r.sites.timezone) : '-'),
    width: 20,
  },
];

/** /workorders (web/src/pages/workorders/list/workorders-table-config.tsx), without Actions. */
export const WORK_ORDER_EXPORT_COLUMNS: ExportColumn<WorkOrderRow>[] = [
  { header: 'Work Order #', value: (r) => r.wo_number, width: 14 },
  { header: 'Work Order Title', value: (r) => r.title, width: 32 },
  { header: 'Work Type', value: (r) => orDash(r.wo_type_name), width: 18 },
  { header: 'Created Date', value: (r) => siteDay(r.created_at, r.sites.timezone), width: 13 },
  { header: 'Due at', value: (r) => siteDay(r.due_at, r.sites.timezone), width: 12 },
  { header: 'Priority', value: (r) => r.priority_name, width: 10 },
  { header: 'Status', value: (r) => r.status_name, width: 12 },
  { header: 'Assigned to', value: (r) => joined(r.assigned_to_names), width: 28 },
];

/** /maintenance-requests (web/src/pages/requests/list/requests-table-config.tsx), without Actions; the work order's status beside its number. */
export const REQUEST_EXPORT_COLUMNS: ExportColumn<RequestRow>[] = [
  { header: 'Title', value: (r) => r.title, width: 32 },
  { header: 'Type', value: (r) => orDash(r.mr_type_name), width: 14 },
  { header: 'Requested By', value: (r) => orDash(r.requested_by_name), width: 22 },
  { header: 'Status', value: (r) => r.status_name, width: 20 },
  { header: 'Work Order', value: (r) => r.work_order_number || '-', width: 14 },
  { header: 'Work Order Status', value: (r) => r.work_order_status_name || '-', width: 18 },
  { header: 'Time Elapsed', value: (r) => orDash(r.time_elapsed), width: 16 },
  { header: 'Priority', value: (r) => r.priority_name, width: 10 },
];

/** The PM list's forecast as its cell shows it (meter PMs still open). */
const pmForecast = (r: PmListRow) =>
  r.pm_trigger_by !== PmTriggerBy.Time && r.asset_pm_status !== PmStatus.Completed && r.forecast_due_date
    ? `${displayDay(r.forecast_due_date)}${r.meter_readings_stale ? ' (stale readings)' : ''}`
    : '-';

/** /pm (web/src/pages/pm/list/pm-list-table-config.tsx), without Actions; the status badge's due-in text in a column of its own. */
export const PM_EXPORT_COLUMNS: ExportColumn<PmListRow>[] = [
  { header: 'PM Title', value: (r) => r.title, width: 30 },
  { header: 'Asset Name', value: (r) => `${r.asset_name} #${r.internal_asset_id}`, width: 30 },
  { header: 'Plan', value: (r) => orDash(r.pm_plan_name), width: 18 },
  { header: 'Status', value: (r) => r.asset_pm_status_name, width: 12 },
  { header: 'Due', value: (r) => orDash(r.due_in), width: 24 },
  { header: 'Forecast Due', value: pmForecast, width: 14 },
  {
    header: 'Est Time',
    value: (r) => formatTaskTime(r.total_est_time_hours, r.total_est_time_minutes),
    width: 16,
  },
  { header: 'Site Name', value: (r) => orDash(r.site_name), width: 22 },
];

/** /parts (web/src/pages/parts/list/parts-table-config.tsx): quantities and cost as numbers, Low stock beside On Hand. */
export const PART_EXPORT_COLUMNS: ExportColumn<PartRow>[] = [
  { header: 'Part Number', value: (r) => r.part_number, width: 18 },
  { header: 'Name', value: (r) => r.name, width: 30 },
  { header: 'Category', value: (r) => r.category, width: 16 },
  { header: 'Unit', value: (r) => r.unit, width: 10 },
  { header: 'On Hand', value: (r) => r.total_on_hand, width: 10 },
  { header: 'Low Stock', value: (r) => (r.low_stock_site_ids.length ? 'Low stock' : ''), width: 11 },
  { header: 'Average Cost', value: (r) => r.average_cost, width: 13 },
  { header: 'Status', value: (r) => (r.is_active ? 'Active' : 'Inactive'), width: 10 },
];

/** /users (web/src/pages/users/list/users-table-config.tsx), without Actions; Company always written. */
export const USER_EXPORT_COLUMNS: ExportColumn<UserRow>[] = [
  { header: 'Username', value: (r) => r.username, width: 30 },
  { header: 'Name', value: (r) => `${r.firstname} ${r.lastname}`.trim(), width: 24 },
  { header: 'Company', value: (r) => orDash(r.company_name), width: 24 },
  { header: 'Status', value: (r) => r.status_name, width: 10 },
  { header: 'Site', value: (r) => joined(r.usersites.map((x) => x.site_name)), width: 34 },
  { header: 'Role', value: (r) => joined(r.userroles.map((x) => x.role_name)), width: 28 },
];

/** The exportable lists, by their names in the job. */
export const EXPORT_LISTS = {
  issues: exportList({
    fileName: 'Issues',
    sheetName: 'Issues',
    body: issueListBody,
    columns: ISSUE_EXPORT_COLUMNS,
  }),
  inspections: exportList({
    fileName: 'Inspections',
    sheetName: 'Inspections',
    body: inspectionListBody,
    columns: INSPECTION_EXPORT_COLUMNS,
  }),
  workorders: exportList({
    fileName: 'Work Orders',
    sheetName: 'Work Orders',
    body: workOrderListBody,
    columns: WORK_ORDER_EXPORT_COLUMNS,
  }),
  requests: exportList({
    fileName: 'Maintenance Requests',
    sheetName: 'Maintenance Requests',
    body: requestListBody,
    columns: REQUEST_EXPORT_COLUMNS,
  }),
  pms: exportList({ fileName: 'PMs', sheetName: 'PMs', body: pmListBody, columns: PM_EXPORT_COLUMNS }),
  parts: exportList({
    fileName: 'Parts',
    sheetName: 'Parts',
    body: partListBody,
    columns: PART_EXPORT_COLUMNS,
  }),
  users: exportList({
    fileName: 'Users',
    sheetName: 'Users',
    body: userListBody,
    columns: USER_EXPORT_COLUMNS,
  }),
};
export type ExportListName = keyof typeof EXPORT_LISTS;

/** `Issues 2026-11-28.xlsx` */
export const exportFileName = (list: ExportListName, format: ExportFormat, day: string) =>
  `${EXPORT_LISTS[list].fileName} ${day}.${format}`;

const format = lazySchema(() => z.enum(EXPORT_FORMATS, { error: Messages.invalidRequest }));

/** POST Report/Export<List>: the list route's own body (its paging is ignored: every page) and the format. */
export const exportBodyOf = <Shape extends z.ZodRawShape>(list: ExportList<never, z.ZodObject<Shape>>) =>
  list.body.extend({ format });

/** POST Report/CheckExportStatus. */
export const exportStatusBody = lazySchema(() =>
  z.object({
    export_id: z
      .number({ error: Messages.invalidRequest })
      .int({ error: Messages.invalidRequest })
      .positive({ error: Messages.invalidRequest }),
  }),
);

/** An export job as the list's Export button polls it. */
export const exportStatusRow = lazySchema(() =>
  z.object({
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
  }),
);
export type ExportStatusRow = z.infer<typeof exportStatusRow>;
