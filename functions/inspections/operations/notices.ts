/**
 * The text of the site managers' notice of a submitted inspection (spec 2.5 types 1 and 2; the
 * spec gives no texts): the submit raises it, the demo seed writes it for its pending inspections.
 */
import { NotificationType } from '#shared/codes.js';
import type { SiteNotice } from '#functions/notifications/index.js';
import type { InspectionRecord } from '../store/entities.js';

/** The site managers' notice of a submitted inspection: PendingNewInspection (2), or AutoApproveInspection (1). */
export function submitNotice(record: InspectionRecord, auto: boolean): SiteNotice {
  const operator = `${record.operator_firstname} ${record.operator_lastname}`.trim();
  return {
    siteId: record.site_id,
    type: auto ? NotificationType.AutoApproveInspection : NotificationType.PendingNewInspection,
    heading: auto ? 'Inspection auto approved' : 'Pending Inspection',
    message: auto
      ? `Inspection of ${record.asset_name} (${record.internal_asset_id}) by ${operator} was approved automatically`
      : `Inspection of ${record.asset_name} (${record.internal_asset_id}) by ${operator} is waiting for approval`,
    refId: record.inspection_id,
  };
}
