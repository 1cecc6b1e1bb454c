/**
 * The maintenance requests' pure rules (spec maintenance 2.7, 4, 5, 9): statuses, types,
 * priorities, which actions each status allows, and the portal's limits.
 */
import { Role } from '../codes.js';

/** Spec 6: managers raise, edit and resolve requests (the screens sit in the manager's Maintenance group). */
export const REQUEST_ROLES = [Role.Manager] as const;

/** Spec 4 'Maintenance request status'. */
export const RequestStatus = { Open: 48, Cancelled: 49, Completed: 50, WorkOrderCreated: 51 } as const;
export const REQUEST_STATUS_NAMES: Record<number, string> = {
  48: 'Open',
  49: 'Cancelled',
  50: 'Completed',
  51: 'Workorder Created',
};
/** Spec 4: list filter mr_filter_type 0 (All), 48, 50, 51. */
export const REQUEST_FILTER_TYPES = [0, 48, 50, 51] as const;

/** Spec 4 'Request type'. Portal reports are manual requests (52) with a portal flag. */
export const RequestType = { Manual: 52, Inspection: 53 } as const;
export const REQUEST_TYPE_NAMES: Record<number, string> = { 52: 'Manual', 53: 'Inspection' };
export const REQUEST_TYPE_FILTERS = [0, 52, 53] as const;

/** Spec 4 'Request priority' (also the work orders'). */
export const Priority = { Low: 45, Medium: 46, High: 47 } as const;
export const PRIORITY_NAMES: Record<number, string> = { 45: 'Low', 46: 'Medium', 47: 'High' };
export const DEFAULT_PRIORITY = Priority.Low;
export const isPriority = (n: number) => n === 45 || n === 46 || n === 47;

/** Spec 9. */
export const REQUEST_TITLE_MAX = 100;
/** Ours: the spec gives no bound. */
export const REQUEST_DESCRIPTION_MAX = 2000;
export const RESOLVE_REASON_MAX = 1000;
/** Spec 2.7: the View panel's Read More cutoff. */
export const READ_MORE_AT = 180;
/** Spec 2.7 / 9: the work order picker pages by 20. */
export const WORK_ORDER_PICKER_PAGE_SIZE = 20;

/**
 * Resolving an Open request: the spec does not show the resulting status; the list's filter has
 * Completed (50) and no Cancelled, so a resolved request becomes Completed (50) with its reason kept.
 */
export const RESOLVED_STATUS = RequestStatus.Completed;

/** Spec 2.7: Edit is hidden when Completed; Resolve and Create Work Order only for Open requests. */
export const canEditRequest = (status: number) =>
  status !== RequestStatus.Completed && status !== RequestStatus.Cancelled;
export const canResolveRequest = (status: number) => status === RequestStatus.Open;
export const canCreateWorkOrderFrom = (status: number) => status === RequestStatus.Open;

/**
 * The request's status once a work order is linked or unlinked: linked means Workorder Created (51);
 * unlinking (Edit, spec 2.7) returns it to Open.
 */
export const statusWithWorkOrder = (current: number, linked: boolean): number =>
  linked
    ? RequestStatus.WorkOrderCreated
    : current === RequestStatus.WorkOrderCreated
      ? RequestStatus.Open
      : current;

// ---- the no-sign-in portal (ours) ----
/** Reports a source address may send in a window, and reports one asset may receive. */
export const PORTAL_LIMIT_PER_ADDRESS = 5;
export const PORTAL_LIMIT_PER_ASSET = 20;
export const PORTAL_WINDOW_SECONDS = 3600;
/** Largest portal request body (bytes): title, description and a photo file name fit well below it. */
export const PORTAL_BODY_MAX = 8 * 1024;
export const PORTAL_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PORTAL_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * Where portal photos land in the files bucket until a report claims them (the report copies its
 * photo under requests/): a lifecycle rule (infra/data-stack.ts) removes what nobody claimed.
 */
export const PORTAL_UPLOAD_PREFIX = 'portal-uploads/';
export const PORTAL_UPLOAD_DAYS = 1;
/** A portal token: 'p' and 32 base64url characters (a random 192-bit value, one per asset). */
export const PORTAL_TOKEN_PATTERN = /^p[A-Za-z0-9_-]{32}$/;
/** The web path the label's QR code opens. */
export const portalPath = (token: string) => `/portal/${token}`;
