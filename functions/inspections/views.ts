/** What the inspections calls answer about stored items: the detail, the dashboard's pending and checked-out rows, the operator's assets. */
import { relativeAge } from '#shared/dates.js';
import { InspectionStage, inspectionStatusName } from '#shared/inspections/rules.js';
import type {
  CheckedOutAsset,
  InspectionDetail,
  PendingInspection,
} from '#shared/inspections/detail-schemas.js';
import type { AssetRecord } from '#functions/assets/index.js';
import { companyNameOf, siteOf } from '#functions/assets/index.js';
import type { Org, Site } from '#functions/tenancy/index.js';
import { photoUrls } from './store/photos.js';
import type { DashboardEntry } from './store/dashboard.js';
import type { InspectionRecord } from './store/entities.js';

export function inspectionSiteOf(org: Org, siteId: number) {
  const site = siteOf(org, siteId);
  return {
    site_id: siteId,
    site_name: site?.site_name ?? '',
    company_id: site?.company_id ?? 0,
    company_name: site ? companyNameOf(org, site.company_id) : '',
    timezone: site?.timezone ?? 'UTC',
    showHideApprove: site?.showHideApprove ?? true,
    isManagerNotes: site?.isManagerNotes ?? false,
  };
}

const assetOf = (r: Pick<InspectionRecord, 'asset_id' | 'asset_name' | 'internal_asset_id'>) => ({
  asset_id: r.asset_id,
  name: r.asset_name,
  internal_asset_id: r.internal_asset_id,
});

export async function inspectionDetailOf(
  r: InspectionRecord,
  org: Org,
  extra: { lastMeterHours: number | null; earlierPendingId: string | null },
): Promise<InspectionDetail> {
  const sites = inspectionSiteOf(org, r.site_id);
  return {
    inspection_id: r.inspection_id,
    asset_id: r.asset_id,
    asset_name: r.asset_name,
    asset: assetOf(r),
    meter_hours: r.meter_hours,
    last_meter_hours: extra.lastMeterHours,
    shift: r.shift,
    operator_firstname: r.operator_firstname,
    operator_lastname: r.operator_lastname,
    // The device's times where the field app sent them (shared/inspections/rules.ts 'Field sync').
    datetime_requested: r.submitted_at ?? r.checkout_requested_at,
    checkoutRequestDateTime: r.checkout_requested_at,
    synced_at: r.synced_at ?? null,
    timezone: sites.timezone,
    manager_name: r.manager_name ?? null,
    approval_date: r.approved_at ?? null,
    operator_notes: r.operator_notes,
    is_comment_important: r.is_comment_important,
    manager_notes: r.manager_notes,
    status: r.status,
    status_name: inspectionStatusName(r.status),
    sites,
    showHideApprove: sites.showHideApprove,
    earlier_pending_inspection_id: extra.earlierPendingId,
    image_list: {
      image_names: r.image_names,
      images: await Promise.all(r.image_names.map((name) => photoUrls(r.tenant, r.inspection_id, name))),
    },
    attributes: r.answers.length
      ? [
          {
            name: r.form_name,
            attribute_values: r.answers.map((a) => ({
              id: a.id,
              name: a.name,
              value: a.value,
              values_type: a.values_type,
              values: a.values,
            })),
          },
        ]
      : [],
    new_notok_attributes: r.new_notok_attributes,
    issue_ids: r.issue_ids,
  };
}

/**
 * relativeAge for many rows at one `now`: ages of an hour or more are rounded to the minute and
 * remembered ('3 hours ago' cannot change within a minute but at its boundary), so 500 dashboard
 * rows cost a few dozen dayjs calls instead of 500.
 */
export function agesAt(now = Date.now()): (iso: string) => string {
  const seen = new Map<number, string>();
  return (iso) => {
    const diff = now - Date.parse(iso);
    if (!(diff >= 3_600_000)) return relativeAge(iso, now);
    const key = Math.round(diff / 60_000);
    let age = seen.get(key);
    if (age === undefined) seen.set(key, (age = relativeAge(now - key * 60_000, now)));
    return age;
  };
}

export function pendingRowOf(
  e: DashboardEntry,
  site: Site | undefined,
  openIssues: number,
  hasEarlierPending: boolean,
  age: (iso: string) => string = agesAt(),
): PendingInspection {
  return {
    inspection_id: e.inspection_id,
    asset_id: e.asset_id,
    internal_asset_id: e.internal_asset_id,
    asset_name: e.asset_name,
    meter_hours: e.meter_hours,
    timeelapsed: age(e.submitted_at),
    operator_firstname: e.operator_firstname,
    operator_lastname: e.operator_lastname,
    status_name: inspectionStatusName(8),
    datetime_requested: e.submitted_at,
    checkoutRequestDateTime: e.checkout_requested_at,
    showHideApprove: site?.showHideApprove ?? true,
    isManagerNotes: site?.isManagerNotes ?? false,
    openIssuesCount: openIssues,
    image_list: { image_names: e.image_names },
    new_notok_attributes: e.new_notok_attributes,
    asset: assetOf(e),
    has_earlier_pending: hasEarlierPending,
  };
}

export function checkedOutRowOf(e: DashboardEntry, age: (iso: string) => string = agesAt()): CheckedOutAsset {
  return {
    inspection_id: e.inspection_id,
    asset_id: e.asset_id,
    internal_asset_id: e.internal_asset_id,
    asset_name: e.asset_name,
    timeelapsed: age(e.approved_at ?? e.submitted_at),
    operator_name: `${e.operator_firstname} ${e.operator_lastname}`.trim(),
    status_name: 'Checked Out',
  };
}

/** An asset the operator may inspect, with where it stands for them. */
/** An operator's own checkout's stage as GetAssetsForUser names it (a missing record reads as a draft). */
const operatorStageOf = (stage: number | undefined): 'draft' | 'pending' | 'accepted' =>
  stage === InspectionStage.Accepted ? 'accepted' : stage === InspectionStage.Pending ? 'pending' : 'draft';

export function operatorAssetOf(
  a: AssetRecord,
  site: Site | undefined,
  holder: { inspection_id: string; operator_uuid: string } | undefined,
  me: string,
  /** The stage (InspectionStage) of the caller's own checkout's inspection, when it is theirs. */
  myStage?: number,
) {
  const mine = holder?.operator_uuid === me;
  return {
    asset_id: a.asset_id,
    internal_asset_id: a.internal_asset_id,
    name: a.name,
    site_id: a.site_id,
    site_name: site?.site_name ?? '',
    meter_hours: a.meter_hours ?? null,
    asset_photo: null,
    inspectionform_id: a.inspectionform_id ?? null,
    inspection_id: mine ? holder!.inspection_id : null,
    availability: (holder ? (mine ? 'mine' : 'in use') : 'available') as 'available' | 'mine' | 'in use',
    inspection_status: mine ? operatorStageOf(myStage) : null,
  };
}
