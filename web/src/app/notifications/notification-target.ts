/** Where a notification leads (spec 2.5); maintenance types 9-14 do not navigate. */
import { isIssueNotification, NotificationType } from '@shared/codes';
import type { AppNotification } from '@shared/notifications/schemas';

export function notificationTarget({ notification_type: type, ref_id: ref }: AppNotification): string | null {
  const id = encodeURIComponent(ref);
  if (type === NotificationType.AutoApproveInspection) return `/inspections/details/${id}`;
  if (type === NotificationType.PendingNewInspection) return '/inspections';
  // Type 3 is an issue (the legacy 'work order') raised from an inspection: its ref is the issue,
  // opened where issues live (/workorders is the maintenance work orders of the second document).
  if (type === NotificationType.InspectionWorkOrder) return `/issues/details/${id}`;
  if (isIssueNotification(type)) return `/issues/details/${id}`;
  // Ours: an asset import ended; its result is in the upload page's import history.
  if (type === NotificationType.AssetImportDone) return '/assets/upload';
  // Ours: an inspection-forms import ended; its result is in that upload page's import history.
  if (type === NotificationType.InspectionImportDone) return '/inspections/upload';
  // Ours (issue 25): a site's stock of a part fell to or below its minimum; its ref is the part.
  if (type === NotificationType.PartLowStock) return `/parts/details/${id}`;
  return null;
}
