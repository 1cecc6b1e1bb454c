/**
 * Spec 2.10: /issues/create/1 is opened from an inspection's details, which saves the inspection's
 * asset locally first; the create page reads it back (a reload keeps it, another tab does not).
 */
import { awaitsApproval } from '@shared/inspections/rules';
import type { InspectionDetail } from '@shared/inspections/detail-schemas';

const KEY = 'ac.issue-from-inspection';

/** What the type 1 create page shows read-only ('Asset Info') and sends. */
export interface InspectionForIssue {
  inspection_id: string;
  asset_id: number;
  asset_name: string;
  internal_asset_id: string;
  /** Operator's full name. */
  operator_name: string;
  /** The inspection's reading: sent with isapprove (spec 4). */
  meter_hours: number;
  /** Thumbnail or photo URL of the asset, when it has one. */
  asset_photo: string | null;
  /** Whether the inspection is still pending and may be approved with the issue. */
  can_approve: boolean;
}

/**
 * What the create page needs of the inspection. Approve is offered only while the inspection
 * awaits approval and no earlier one of the asset does (the server refuses it otherwise, and the
 * issue with it).
 */
export function inspectionForIssueOf(
  detail: InspectionDetail,
  assetPhoto: string | null = null,
): InspectionForIssue {
  return {
    inspection_id: detail.inspection_id,
    asset_id: detail.asset_id,
    asset_name: detail.asset_name,
    internal_asset_id: detail.asset.internal_asset_id,
    operator_name: `${detail.operator_firstname} ${detail.operator_lastname}`.trim(),
    meter_hours: detail.meter_hours,
    asset_photo: assetPhoto,
    can_approve: awaitsApproval(detail) && !detail.earlier_pending_inspection_id,
  };
}

export function rememberInspectionForIssue(detail: InspectionDetail, assetPhoto: string | null = null): void {
  sessionStorage.setItem(KEY, JSON.stringify(inspectionForIssueOf(detail, assetPhoto)));
}

export function inspectionForIssue(): InspectionForIssue | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as InspectionForIssue;
  } catch {
    return null;
  }
}
