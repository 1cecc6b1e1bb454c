/** Requests as the clients read them (spec maintenance 3 'Maintenance request'): the shared contract's rows. */
import { PRIORITY_NAMES, REQUEST_STATUS_NAMES, REQUEST_TYPE_NAMES } from '#shared/requests/rules.js';
import type { RequestDetail, RequestRow } from '#shared/requests/schemas.js';
import { WORK_ORDER_STATUS_NAMES } from '#shared/workorders/rules.js';
import type { AssetRecord } from '#functions/assets/index.js';
import type { IssueRecord } from '#functions/issues/index.js';
import { timeElapsed } from '#functions/issues/index.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import type { RequestRecord } from './store/requests.js';

export const issueNumberOf = (uuid: string) => uuid.slice(0, 8).toUpperCase();

export function requestRowOf(
  r: RequestRecord,
  asset: Pick<AssetRecord, 'meter_hours'> | undefined,
  photoUrl: string | null = null,
): RequestRow {
  return {
    mr_id: r.mr_id,
    title: r.title,
    description: r.description,
    asset_id: r.asset_id,
    asset: {
      asset_id: r.asset_id,
      internal_asset_id: r.internal_asset_id,
      name: r.asset_name,
      meter_hours: asset?.meter_hours ?? 0,
    },
    priority: r.priority,
    priority_name: PRIORITY_NAMES[r.priority] ?? '',
    mr_type: r.mr_type,
    mr_type_name: REQUEST_TYPE_NAMES[r.mr_type] ?? '',
    requested_by: r.requested_by,
    requested_by_name: r.requested_by_name,
    status: r.status,
    status_name: REQUEST_STATUS_NAMES[r.status] ?? '',
    work_order_status: r.wo_status ?? null,
    work_order_status_name: r.wo_status ? (WORK_ORDER_STATUS_NAMES[r.wo_status] ?? null) : null,
    work_order_number: r.wo_number ?? null,
    wo_id: r.wo_id ?? null,
    time_elapsed: timeElapsed(r.created_at),
    created_at: r.created_at,
    site_id: r.site_id,
    inspection_id: r.inspection_id ?? null,
    meter_at_inspection: r.meter_at_inspection ?? null,
    resolve_reason: r.resolve_reason ?? null,
    is_portal: r.is_portal,
    photo_url: photoUrl,
  };
}

export function requestDetailOf(
  r: RequestRecord,
  asset: AssetRecord | undefined,
  issues: IssueRecord[],
  woTitle: string | null,
  photoUrl: string | null,
): RequestDetail {
  return {
    ...requestRowOf(r, asset, photoUrl),
    workOrders: r.wo_id ? [{ wo_id: r.wo_id, wo_number: r.wo_number ?? '', title: woTitle ?? '' }] : [],
    issues: issues.map((i) => ({
      issue_uuid: i.issue_uuid,
      issue_number: issueNumberOf(i.issue_uuid),
      name: i.name,
      status: i.status,
    })),
  };
}

/** A short-lived GET of a stored file (a portal photo, a work order attachment). */
export async function photoUrlOf(key: string | undefined): Promise<string | null> {
  if (!key) return null;
  const { presignedGet } = await loadS3();
  return presignedGet({ bucket: config.filesBucket, key, expiresIn: 3600 });
}
