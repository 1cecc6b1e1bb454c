/**
 * The Tasks catalogue's pure rules (spec maintenance 2.9, 3 'Task', 6, 9): who keeps it, the
 * generated task code, the spec's limits, and how a task's time and rate are shown.
 */
import { Role } from '../codes.js';

/**
 * Spec 6 and shared/roles.ts sidebarFor: company admins (who maintain tasks) and managers see
 * Tasks in the Maintenance group, and only where the active site shows maintenance (isShowPM).
 * The server enforces both (functions/tasks/handlers/tasks.ts); other roles are refused.
 */
export const TASK_ROLES = [Role.CompanyAdmin, Role.Manager] as const;

/** Spec 9. */
export const TASK_TITLE_MAX = 100;
export const TASK_MINUTES_MAX = 59;
export const TASK_HOURLY_RATE_MIN = 1;
/** Ours (the spec gives no upper bounds): a task of more than a year of work, or a rate above this, is a typo. */
export const TASK_HOURS_MAX = 9999;
export const TASK_HOURLY_RATE_MAX = 100_000;
/** Spec 9: the task pickers of PMs and work orders page by 10. */
export const TASK_PICKER_PAGE_SIZE = 10;

/** The code of a company's n-th task: T-0001, T-0002 … T-9999, T-10000 (at least four digits). */
export const taskCodeOf = (sequence: number): string => `T-${String(sequence).padStart(4, '0')}`;

/** Spec 9: task time shown as 'N hrs M mins'. */
export const formatTaskTime = (hours: number, minutes: number): string => `${hours} hrs ${minutes} mins`;

/** Spec 9: the total of several tasks' times, carrying 60 minutes into hours (PMs and work orders add their tasks up). */
export function totalTaskTime(times: readonly { hours: number; minutes: number }[]): {
  hours: number;
  minutes: number;
} {
  const minutes = times.reduce((sum, t) => sum + t.hours * 60 + t.minutes, 0);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Made on first use: Intl's first use costs a cold start, and most routes never show a rate. */
let dollars: Intl.NumberFormat | undefined;
/** Spec 9: the hourly rate is shown in dollars ($45.00). */
export const formatHourlyRate = (rate: number): string =>
  (dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })).format(rate);

/** A rate has whole cents (45, 45.5, 45.25; not 45.125). */
export const hasWholeCents = (rate: number): boolean => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6;
