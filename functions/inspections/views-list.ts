/** What the inspection list, the asset's history and the photos page answer about stored inspections (spec core 3 'Inspection list row'). */
import { relativeAge, siteZone } from '#shared/dates.js';
import { inspectionStatusName } from '#shared/inspections/rules.js';
import type { InspectionPhoto } from '#shared/inspections/upload-schemas.js';
import type { InspectionRow } from '#shared/inspections/list-schemas.js';
import type { Org } from '#functions/tenancy/index.js';
import { photoUrls } from './store/photos.js';
import type { InspectionRecord, InspectionRowFields } from './store/entities.js';

/** The submission time shown (a draft has none: its checkout request). */
export const submittedAt = (r: Pick<InspectionRecord, 'submitted_at' | 'checkout_requested_at'>) =>
  r.submitted_at ?? r.checkout_requested_at;

/** The row's `sites`: names and the site's review settings. */
export function inspectionSiteOf(org: Org, siteId: number, companyId: number) {
  const site = org.sites.find((s) => s.site_id === siteId);
  return {
    site_id: siteId,
    site_name: site?.site_name ?? '',
    company_id: companyId,
    company_name: org.companies.find((c) => c.company_id === companyId)?.company_name ?? '',
    timezone: siteZone(site?.timezone),
    showHideApprove: site?.showHideApprove ?? true,
    isManagerNotes: site?.isManagerNotes ?? false,
  };
}

export function inspectionRowOf(r: InspectionRowFields, org: Org, now = Date.now()): InspectionRow {
  return {
    inspection_id: r.inspection_id,
    datetime_requested: submittedAt(r),
    checkoutRequestDateTime: r.checkout_requested_at,
    sites: inspectionSiteOf(org, r.site_id, r.company_id),
    asset: { asset_id: r.asset_id, name: r.asset_name, internal_asset_id: r.internal_asset_id },
    status: r.status,
    status_name: inspectionStatusName(r.status),
    time_elapsed: relativeAge(submittedAt(r), now),
    shift: r.shift ?? 0,
    operator_uuid: r.operator_uuid,
    operator_firstname: r.operator_firstname,
    operator_lastname: r.operator_lastname,
    manager_name: r.manager_name ?? null,
    approval_date: r.approved_at ?? null,
    meter_hours: r.meter_hours ?? 0,
    new_notok_attributes: (r.new_notok_attributes ?? []).map((a) => ({ id: a.id, name: a.name })),
    image_list: { image_names: r.image_names ?? [] },
  };
}

/** One photo of the photos page: presigned GET URLs of the original and its thumbnail. */
export async function inspectionPhotoOf(
  tenant: string,
  r: InspectionRecord,
  imageName: string,
  org: Org,
): Promise<InspectionPhoto> {
  const { url, thumbnail_url } = await photoUrls(tenant, r.inspection_id, imageName);
  return {
    inspection_id: r.inspection_id,
    image_name: imageName,
    url,
    thumbnail_url,
    asset: { asset_id: r.asset_id, name: r.asset_name, internal_asset_id: r.internal_asset_id },
    datetime_requested: submittedAt(r),
    timezone: siteZone(org.sites.find((s) => s.site_id === r.site_id)?.timezone),
  };
}
