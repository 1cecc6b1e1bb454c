/**
 * Assets rules (spec core 2.6 to 2.8, 4, 5, 6): who may do what, the status codes, the activity
 * types, the spreadsheet's columns, and the checks of the add form, the spreadsheet rows and the
 * meter-hours edit with their exact texts. Pure; the screens and the functions share them.
 */
import { AssetStatus, Role, type RoleId } from '../codes.js';
import { WEB_ROLES } from '../roles.js';
import { AssetMessages } from './messages.js';

/** The longest internal asset id (the Asset # users type). */
export const INTERNAL_ID_MAX = 20;

/** Roles that read the asset list, details, activity and labels. */
export const ASSET_READ_ROLES: readonly RoleId[] = WEB_ROLES;
/** Spec 2.7, 6: a manager edits meter hours and status, and reads the meter history. */
export const ASSET_EDIT_ROLES: readonly RoleId[] = [Role.Manager];
/** Spec 2.6, 6: super and company admins add and upload assets. */
export const ASSET_ADD_ROLES: readonly RoleId[] = [Role.SuperAdmin, Role.CompanyAdmin];

export const ASSET_STATUS_NAMES: Record<number, string> = {
  [AssetStatus.Active]: 'Active',
  [AssetStatus.Inactive]: 'Inactive',
  [AssetStatus.InMaintenance]: 'InMaintenanace',
  [AssetStatus.Disposed]: 'Disposed',
  [AssetStatus.InTransfer]: 'InTransfer',
};
export const assetStatusName = (status: number) => ASSET_STATUS_NAMES[status] ?? 'Inactive';

/**
 * The list's status filter (spec 4: All 0, Active 1, Inactive 2). 'Inactive' reads as every
 * status but Active (4 to 7): an asset in maintenance or disposed is not available either, and
 * the list styles all of them as inactive.
 */
export const AssetListStatus = { All: 0, Active: 1, Inactive: 2 } as const;
export const isActiveAsset = (status: number) => status === AssetStatus.Active;
/** Spec 2.6: default status filter 1 (Active) for super admin, 0 (All) otherwise. */
export const defaultAssetListStatus = (roleId: number) =>
  roleId === Role.SuperAdmin ? AssetListStatus.Active : AssetListStatus.All;

/** Spec 7 'activity log call': filter 0 All, 1 Inspections, 2 Issues, 3 PM. */
export const ActivityFilter = { All: 0, Inspections: 1, Issues: 2, PM: 3 } as const;

/**
 * Activity types 1 to 13 (spec core 3 'Activity'; the spec numbers them without names).
 * Inspections 1-3, issues 4-6, PM 7-9, the asset itself 10-11, work orders 12-13.
 */
export const ActivityType = {
  InspectionSubmitted: 1,
  InspectionApproved: 2,
  InspectionAutoApproved: 3,
  IssueCreated: 4,
  IssueUpdated: 5,
  IssueClosed: 6,
  PmAssigned: 7,
  PmDue: 8,
  PmCompleted: 9,
  MeterHoursUpdated: 10,
  StatusChanged: 11,
  WorkOrderCreated: 12,
  WorkOrderStatusChanged: 13,
} as const;
export type ActivityTypeId = (typeof ActivityType)[keyof typeof ActivityType];

export const ACTIVITY_FILTER_TYPES: Record<number, readonly number[]> = {
  [ActivityFilter.Inspections]: [1, 2, 3],
  [ActivityFilter.Issues]: [4, 5, 6],
  [ActivityFilter.PM]: [7, 8, 9],
};
/** The filter group an activity type belongs to (0 when only 'All' shows it). */
export const activityGroupOf = (type: number) =>
  Number(
    Object.entries(ACTIVITY_FILTER_TYPES).find(([, types]) => types.includes(type))?.[0] ??
      ActivityFilter.All,
  );

// ---- the add form and the spreadsheet ----

export const MODEL_YEAR_MAX_LENGTH = 4;
export const MAX_UPLOAD_ROWS = 5000;
/**
 * Print Barcode for more assets than this goes through a label job (Report/ExportAssetLabels)
 * with its progress shown: drawing takes about 12 ms a label (the QR codes), so a sheet of a
 * thousand would keep one request near API Gateway's 29 s on a busy machine.
 */
export const LABEL_JOB_THRESHOLD = 200;
/** The most labels one sheet (one job) holds. */
export const LABEL_JOB_MAX = 10_000;
// The spreadsheet import's two paths and the import job's rules: shared/common/import-jobs.ts.
export {
  IMPORT_POLL_MS,
  IMPORT_SYNC_MAX_ROWS,
  IMPORT_UPLOAD_MAX_BYTES,
  IMPORT_UPLOAD_MINUTES,
  ImportStatus,
  takesImportJob,
  type ImportStatusName,
} from '../common/import-jobs.js';
export const UPLOAD_EXTENSIONS = ['csv', 'xls', 'xlsx', 'xlsm', 'xltx', 'xltm'] as const;
export const isAcceptedUpload = (fileName: string) =>
  (UPLOAD_EXTENSIONS as readonly string[]).includes(fileName.split('.').pop()?.toLowerCase() ?? '');

/**
 * Spec 2.8: the spreadsheet's columns and the bulk payload field each maps to. 'Functional
 * location' names the site; 'Children' lists the internal ids of the asset's child units (blank
 * or 0 for none), which is how a file carries the hierarchy.
 */
export const UPLOAD_COLUMNS = [
  { header: 'Object', field: 'internal_asset_id' },
  { header: 'Name', field: 'name' },
  { header: 'Object type', field: 'asset_type' },
  { header: 'Product', field: 'product_name' },
  { header: 'Model', field: 'model_name' },
  { header: 'Model year', field: 'model_year' },
  { header: 'Serial number', field: 'asset_serial_number' },
  { header: 'Current stage', field: 'current_stage' },
  { header: 'Inspection Form', field: 'inspectionform_id' },
  { header: 'Functional location', field: 'site_location' },
  { header: 'Children', field: 'children' },
] as const;
export type UploadField = (typeof UPLOAD_COLUMNS)[number]['field'];
/** Headers match case- and space-insensitively ('model YEAR', 'ModelYear'). */
export const headerKey = (header: string) => header.replace(/\s+/g, '').toLowerCase();
export const UPLOAD_FIELD_BY_HEADER: Record<string, UploadField> = Object.fromEntries(
  UPLOAD_COLUMNS.map((c) => [headerKey(c.header), c.field]),
);
export const uploadHeaderOf = (field: UploadField) => UPLOAD_COLUMNS.find((c) => c.field === field)!.header;

/** Child internal ids from a 'Children' cell: '1002, 1003', '1002;1003', '0' or blank. */
export const childIdsOf = (children: string | null | undefined) =>
  (children ?? '')
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== '0');

// ---- meter hours (spec 4, 5) ----

/** The highest meter reading the server keeps (assets' edit and the inspections' approval and submit). */
export const METER_HOURS_MAX = 10_000_000;

/** The meter-hours edit's first failing message, or null. `last` is the asset's current reading. */
export function meterHoursError(
  value: string | number | null | undefined,
  last: number | null,
): string | null {
  if (value === null || value === undefined || String(value).trim() === '')
    return AssetMessages.meterRequired;
  const n = Number(value);
  if (!Number.isFinite(n)) return AssetMessages.meterRequired;
  if (n < 0) return AssetMessages.meterNegative;
  // Before the whole-number check: 1e99 is a whole number to JavaScript but not to the server.
  if (n > METER_HOURS_MAX) return AssetMessages.meterTooHigh(METER_HOURS_MAX);
  if (!Number.isInteger(n)) return AssetMessages.meterWhole;
  if (last !== null && n < last) return AssetMessages.meterBelowLast(last);
  return null;
}

/** Assets per page when the cluster graph expands a site (Asset/ClusterSiteAssets). */
export const CLUSTER_PAGE_SIZE = 250;
