/**
 * Inspections rules (spec core 2.4, 2.9, 4, 5, 6, 9): who may do what, the statuses, the
 * approval checks with their texts, the photo limits and the spreadsheet conversions. Pure;
 * the screens and the functions share them.
 */
import { InspectionStatus, Role, type RoleId } from '../codes.js';
import { WEB_ROLES } from '../roles.js';
import { METER_HOURS_MAX } from '../assets/rules.js';
import { InspectionMessages } from './messages.js';

/** The longest manager note an approval keeps. */
export const MANAGER_NOTES_MAX = 2000;
/** The operator's notes of a submit or an uploaded row. */
export const OPERATOR_NOTES_MAX = 2000;

/** Spec 2.2: Inspections, Photos (and the asset page's Inspections tab) for every web role that sees assets. */
export const INSPECTION_READ_ROLES: readonly RoleId[] = WEB_ROLES;
/** Spec 4, 6: only a manager approves. */
export const INSPECTION_APPROVE_ROLES: readonly RoleId[] = [Role.Manager];
/** Spec 2.4: the dashboard is the manager's. */
export const DASHBOARD_ROLES: readonly RoleId[] = [Role.Manager];
/** Past inspections from a spreadsheet: the admins who manage a company's data, and managers. */
export const INSPECTION_UPLOAD_ROLES: readonly RoleId[] = [Role.SuperAdmin, Role.CompanyAdmin, Role.Manager];
/** The operator API (the mobile app): operators and maintenance staff inspect. */
export const OPERATOR_ROLES: readonly RoleId[] = [Role.Operator, Role.MaintenanceStaff];

/**
 * Stored statuses. Spec 4 has Pending 8 and Accepted 10; an inspection the operator has
 * checked out but not yet submitted is a draft (0) that no list shows.
 */
export const InspectionStage = { Draft: 0, ...InspectionStatus } as const;
export const INSPECTION_STATUS_NAMES: Record<number, string> = { 0: 'Draft', 8: 'Pending', 10: 'Accepted' };
export const inspectionStatusName = (status: number) => INSPECTION_STATUS_NAMES[status] ?? 'Pending';

/** Spec 7 new_not_ok_attribute filter: 0 All issues, 1 only inspections with new issues. */
export const NewIssuesFilter = { All: 0, New: 1 } as const;

/** Shifts an operator picks (the spec leaves the list out: three shifts a day). */
export const SHIFTS = [1, 2, 3] as const;

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 20;
/** Thumbnails: the longest side in pixels (JPEG); 20 of them stay well under 1 MB. */
export const THUMBNAIL_SIZE = 320;
/** Minutes a photo upload URL stays valid. */
export const PHOTO_UPLOAD_MINUTES = 15;

/** Page size of the per-asset history page (spec 2.9: fewer than 20 means no more). */
export const HISTORY_PAGE_SIZE = 20;

/**
 * Type 1 (AutoApproveInspection), our decision: a site that does not review inspections
 * (showHideApprove off) has each submitted inspection accepted at once by the system, and its
 * managers get notification type 1 instead of type 2 (PendingNewInspection).
 */
export const isAutoApproved = (site: { showHideApprove: boolean }) => !site.showHideApprove;

/** Spec 2.9, 4: only a pending inspection of a site that approves waits for a manager's Accept. */
export const awaitsApproval = (inspection: { status: number; showHideApprove: boolean }) =>
  inspection.status === InspectionStatus.Pending && inspection.showHideApprove;

export interface ApprovalCheck {
  roleId: number;
  status: number;
  showHideApprove: boolean;
  isManagerNotes: boolean;
  managerNotes: string | null | undefined;
  meterHours: unknown;
  /** True when the same asset has an earlier pending inspection (by checkout request time). */
  earlierPending: boolean;
}

/** Spec 4 and 5: the first reason an approval is refused, or null. The screens and the server share it. */
export function approvalProblem(check: ApprovalCheck): string | null {
  if (check.roleId !== Role.Manager) return InspectionMessages.managersOnly;
  if (check.status !== InspectionStatus.Pending) return InspectionMessages.notPending;
  if (!check.showHideApprove) return InspectionMessages.approveNotAllowed;
  if (check.earlierPending) return InspectionMessages.verifyPreviousPending;
  if (check.isManagerNotes && !(check.managerNotes ?? '').trim())
    return InspectionMessages.managerNoteRequired;
  return meterHoursProblem(check.meterHours);
}

/** Spec 5: meter hours are required and sent as an integer. */
export function meterHoursProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return InspectionMessages.meterHoursRequired;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return InspectionMessages.meterHoursRequired;
  // Before the whole-number check: 1e99 is a whole number to JavaScript but not to the server.
  if (n > METER_HOURS_MAX) return InspectionMessages.meterHoursTooHigh(METER_HOURS_MAX);
  if (!Number.isInteger(n)) return InspectionMessages.meterHoursInteger;
  if (n < 0) return InspectionMessages.meterHoursNegative;
  return null;
}

/**
 * Spec 3 'Inspection-form upload': internal_asset_id to text, meter_hours and shift to
 * integers, inspection_date moved forward one day as YYYY-MM-DD (the spreadsheet's dates are a
 * day behind: they are read at midnight UTC and shown in the site's zone west of it).
 */
export const UPLOAD_FIXED_COLUMNS = [
  'internal_asset_id',
  'inspection_date',
  'meter_hours',
  'shift',
  'operator_username',
  'operator_notes',
] as const;
