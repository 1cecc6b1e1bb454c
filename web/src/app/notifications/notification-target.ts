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
