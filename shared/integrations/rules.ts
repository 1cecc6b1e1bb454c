/**
 * The integrations domain's pure rules (issue 28 items 1 and 3): who keeps API keys, the scopes a
 * key may carry, the public API's limits, and when a meter reading is held for review.
 */
import { Role } from '../codes.js';
import { InspectionStage } from '../inspections/rules.js';
import { WorkOrderStatus, WorkOrderTaskStatus } from '../workorders/rules.js';

/** Company admins (and super admins) keep their company's API keys. */
export const API_KEY_ADMIN_ROLES = [Role.CompanyAdmin, Role.SuperAdmin] as const;
/** Managers review the readings held back (company admins and super admins too). */
export const HELD_READING_ROLES = [Role.Manager, Role.CompanyAdmin, Role.SuperAdmin] as const;

export const API_SCOPES = [
  'assets:read',
  'meter-readings:write',
  'inspections:read',
  'workorders:read',
  'workorders:write',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_KEY_NAME_MAX = 60;
/** Days a key may live at most (a key without end is a key nobody rotates). */
export const API_KEY_MAX_DAYS = 730;
export const API_KEY_DEFAULT_DAYS = 90;
/** Keys a company may hold at once (revoked ones do not count). */
export const API_KEYS_MAX = 50;

/** Seconds an access token from POST v1/oauth/token lives. */
export const ACCESS_TOKEN_SECONDS = 900;

/** The public API's per-key limit: calls per window (a fixed window; 429 beyond it). */
export const PUBLIC_API_RATE_LIMIT = 600;
export const PUBLIC_API_RATE_WINDOW_SECONDS = 60;
/** Token requests per client id and window (a wrong secret counts too). */
export const TOKEN_RATE_LIMIT = 30;

export const METER_BATCH_MAX = 1000;
export const ASSET_PAGE_MAX = 100;
export const ASSET_PAGE_DEFAULT = 50;

/**
 * The public API's names of the statuses it shows, per kind: an inspection's (drafts are never
 * listed), a work order's (spec maintenance 4) and a work order task's.
 */
export const PUBLIC_STATUSES = {
  inspection: {
    pending: InspectionStage.Pending,
    accepted: InspectionStage.Accepted,
  },
  workOrder: {
    open: WorkOrderStatus.Open,
    in_progress: WorkOrderStatus.InProgress,
    completed: WorkOrderStatus.Completed,
    cancelled: WorkOrderStatus.Cancelled,
    reopened: WorkOrderStatus.Reopened,
  },
  task: {
    open: WorkOrderTaskStatus.Open,
    in_progress: WorkOrderTaskStatus.InProgress,
    waiting: WorkOrderTaskStatus.Waiting,
    completed: WorkOrderTaskStatus.Completed,
  },
} as const;

/** The public name of a status code (a table of PUBLIC_STATUSES read backwards). */
export const publicNameOf = <K extends string>(table: Record<K, number>, code: number): K | undefined =>
  (Object.keys(table) as K[]).find((name) => table[name] === code);

/**
 * Hours a meter may advance per day of calendar time. No asset or company setting holds a limit
 * today, so every asset gets this documented default: a meter cannot run more than the day's 24 hours.
 */
export const DEFAULT_MAX_HOURS_PER_DAY = 24;

export const HeldReason = { Backwards: 'backwards', Implausible: 'implausible' } as const;
export type HeldReason = (typeof HeldReason)[keyof typeof HeldReason];

export interface ReadingPoint {
  value: number;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * What to do with a reading after `last` (the asset's meter and the time of its newest reading,
 * when it has one):
 *  - unchanged: not newer than the newest reading and not above it (a late or repeated reading:
 *    the meter already shows as much), or equal to the meter: nothing to write;
 *  - backwards: newer but lower than the meter;
 *  - implausible: more hours ahead than `maxPerDay` per day elapsed allows (a higher value at or
 *    before the newest reading's time is a jump in no time);
 *  - apply: otherwise.
 */
export function readingVerdict(
  last: { value: number; at: number | null } | null,
  reading: ReadingPoint,
  maxPerDay = DEFAULT_MAX_HOURS_PER_DAY,
): 'apply' | 'unchanged' | HeldReason {
  if (!last) return 'apply';
  if (reading.value === last.value) return 'unchanged';
  if (last.at !== null && reading.at <= last.at)
    return reading.value < last.value ? 'unchanged' : HeldReason.Implausible;
  if (reading.value < last.value) return HeldReason.Backwards;
  if (last.at === null) return 'apply';
  const days = (reading.at - last.at) / 86_400_000;
  return reading.value - last.value > maxPerDay * days ? HeldReason.Implausible : 'apply';
}
