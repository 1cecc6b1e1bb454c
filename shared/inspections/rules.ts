/**
 * Inspections rules (spec core 2.4, 2.9, 4, 5, 6, 9): who may do what, the statuses, the
 * approval checks with their texts, the photo limits and the spreadsheet conversions. Pure;
 * the screens and the functions share them.
 */
import { InspectionStatus, Role, type RoleId } from '../codes.js';
import { WEB_ROLES } from '../roles.js';
import { METER_HOURS_MAX } from '../assets/rules.js';
import { Messages } from '../messages.js';
import type { ChecklistAttribute } from '../forms/schemas.js';
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

// ---- Field sync: the field app's queued writes (client_request_id, device_time) ----

/**
 * Device times. Every operator write may carry `device_time` (ISO 8601 with its offset): when the
 * step happened on the phone, which may be hours before the queue syncs. The server keeps it,
 * bounded by its own clock, beside its own receive time:
 *  - in the future (a phone clock running ahead, by any amount): clamped to the receive time;
 *  - older than DEVICE_TIME_MAX_AGE_DAYS: CLAMPED to that bound (receive time minus 7 days), not
 *    refused: an inspection done on a phone that stayed offline (or whose clock is wrong) is never
 *    lost; the device's own claim stays on the record (device_checkout_at, device_submitted_at);
 *  - a step never reads earlier than the step before it (a submit not before its checkout, a
 *    check-in not before its approval): clamped up to it.
 * Without device_time the receive time is the step's time (as before).
 *
 * Which of the spec's date fields carry the device time (shared/inspections/schemas.ts):
 *  - `checkoutRequestDateTime` (lists, detail, dashboard) is the device's checkout time
 *    (record: checkout_requested_at; the receive time is checkout_synced_at);
 *  - `datetime_requested` (lists, detail, dashboard, history) and every age and day counted from it
 *    (time_elapsed, the roll-ups, the reports' inspection dates) is the device's submit time
 *    (record: submitted_at; the receive time is synced_at, the detail's `synced_at`).
 * Issues opened by a submit, its activity lines and its meter reading are stamped when received.
 */
export const DEVICE_TIME_MAX_AGE_DAYS = 7;
/** The detail says "Submitted offline at ..., synced at ..." past this gap. */
export const OFFLINE_NOTE_MINUTES = 2;

/** The step's time from the device's claim: clamped to [max(received - 7 days, notBefore), received], ISO. */
export function boundedDeviceTime(
  deviceTime: string | undefined,
  received: Date,
  notBefore?: string,
): string {
  const now = received.getTime();
  const claimed = deviceTime ? Date.parse(deviceTime) : NaN;
  let at = Number.isFinite(claimed) ? claimed : now;
  at = Math.min(at, now);
  at = Math.max(at, now - DEVICE_TIME_MAX_AGE_DAYS * 24 * 3600 * 1000);
  const floor = notBefore ? Date.parse(notBefore) : NaN;
  if (Number.isFinite(floor)) at = Math.max(at, Math.min(floor, now));
  return new Date(at).toISOString();
}

/** Whether the detail shows "Submitted offline at ..., synced at ...": the two times differ by more than OFFLINE_NOTE_MINUTES. */
export function submittedOffline(
  submittedAt: string | null | undefined,
  syncedAt: string | null | undefined,
) {
  if (!submittedAt || !syncedAt) return false;
  return Math.abs(Date.parse(syncedAt) - Date.parse(submittedAt)) > OFFLINE_NOTE_MINUTES * 60 * 1000;
}

/**
 * Conflicts of a queued write with what changed on the server meanwhile. The field app shows the
 * server's `message` of any 4xx as "refused" and lets the user correct and resend, or discard.
 * A refusal stores nothing under the request's client_request_id, so the corrected request may
 * reuse it. Texts: shared/inspections/messages.ts (and the assets' meter texts); a text that
 * takes a value also comes as `data: { message_key, params }` so the device can translate it.
 *  (a) The asset checked out by another operator meanwhile: the CHECKOUT is refused, 409
 *      `assetInUse` (one operator holds an asset at a time, as online). The device keeps the
 *      answers; the user resends once the other operator has checked the asset in, or discards.
 *  (b) A meter reading below one recorded meanwhile: the SUBMIT is refused, 400
 *      AssetMessages.meterBelowLast(last) (message_key 'meterBelowLast', params.last): the
 *      reading never goes back. The user corrects the meter hours (at least `last`) and resends.
 *  (c) The asset made inactive meanwhile: a CHECKOUT that reaches the server after it is refused,
 *      400 `assetNotInspectable`. A checkout the server took while the asset was active stands: its
 *      SUBMIT and CHECK-IN are accepted (the inspection happened; losing it helps no one), and the
 *      manager sees it as any other.
 *  (d) The checklist changed between the device's copy and the submit. A sync (a submit with a
 *      client_request_id) is answered against the asset's CURRENT checklist: answers to items still
 *      on it are kept; answers to items no longer on it are left out (they answer a question the
 *      checklist no longer asks); an item added since, or whose choices no longer include the
 *      answer, refuses the submit, 400 `checklistItemUnanswered(name)` or
 *      `checklistItemChoiceChanged(name)` (message_key and params.name), naming the first such item:
 *      the user answers it and resends. A submit without client_request_id (an existing client)
 *      is checked strictly, as before (`attributeUnknown`, `attributeMissing`, `attributeValueInvalid`).
 * And a resend of the same step with the same client_request_id answers the first result
 * (functions/lib/idempotency.ts); the same id with a different body is refused, 422.
 *
 * checkAnswers: every checklist item answered once with one of its values, in checklist order, or
 * the first problem (conflict (d) above when `sync`).
 */
export interface CheckedAnswer {
  id: string;
  name: string;
  values_type: number;
  value: string;
  values: string[];
}
export function checkAnswers(
  attributes: readonly ChecklistAttribute[],
  given: readonly { id: string; value: string }[],
  sync: boolean,
): { answers: CheckedAnswer[] } | { problem: string; messageKey?: string; params?: Record<string, string> } {
  const known = new Set(attributes.map((attribute) => attribute.id));
  const byId = new Map<string, string>();
  for (const a of given) {
    if (byId.has(a.id)) return { problem: Messages.invalidRequest };
    byId.set(a.id, a.value);
    // (d): a sync leaves out answers to items no longer on the checklist; an existing client is refused.
    if (!known.has(a.id) && !sync) return { problem: InspectionMessages.attributeUnknown };
  }
  const answers: CheckedAnswer[] = [];
  for (const attribute of attributes) {
    const raw = byId.get(attribute.id);
    if (raw === undefined)
      return sync
        ? {
            problem: InspectionMessages.checklistItemUnanswered(attribute.name),
            messageKey: 'checklistItemUnanswered',
            params: { name: attribute.name },
          }
        : { problem: InspectionMessages.attributeMissing };
    const value = attribute.values.find((v) => v.toLowerCase() === raw.toLowerCase());
    if (value === undefined)
      return sync
        ? {
            problem: InspectionMessages.checklistItemChoiceChanged(attribute.name),
            messageKey: 'checklistItemChoiceChanged',
            params: { name: attribute.name },
          }
        : { problem: InspectionMessages.attributeValueInvalid };
    answers.push({
      id: attribute.id,
      name: attribute.name,
      values_type: attribute.values_type,
      value,
      values: [...attribute.values],
    });
  }
  return { answers };
}
