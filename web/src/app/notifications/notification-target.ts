/** Where a notification leads (spec 2.5); maintenance types 9-14 do not navigate. */
import { isIssueNotification, isMaintenanceNotification, NotificationType } from '@shared/codes';
import type { AppNotification } from '@shared/notifications/schemas';

export function notificationTarget({ notification_type: type, ref_id: ref }: AppNotification): string | null {
  const id = encodeURIComponent(ref);
  if (type === NotificationType.AutoApproveInspection) return `/inspections/details/${id}`;
  if (type === NotificationType.PendingNewInspection) return '/inspections';
  if (type === NotificationType.InspectionWorkOrder) return `/workorders/details/${id}`;
  if (isIssueNotification(type)) return `/issues/details/${id}`;
  if (isMaintenanceNotification(type)) return null;
  return null;
}

const UNITS: [seconds: number, name: string][] = [
  [365 * 24 * 3600, 'years'],
  [30 * 24 * 3600, 'months'],
  [24 * 3600, 'days'],
  [3600, 'hours'],
  [60, 'mins'],
];

/** Relative age as the spec writes it: 'N secs/mins/hours/days/months/years ago'. */
export function relativeAge(createdDate: string, now = Date.now()): string {
  const created = Date.parse(createdDate);
  const seconds = Number.isNaN(created) ? 0 : Math.max(0, Math.floor((now - created) / 1000));
  for (const [size, name] of UNITS) {
    if (seconds >= size) return `${Math.floor(seconds / size)} ${name} ago`;
  }
  return `${seconds} secs ago`;
}
