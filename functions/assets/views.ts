/** What the assets calls answer about a stored asset (spec core 3 'Asset detail'). */
import { importJobRow } from '#lib/jobs/import-jobs.js';
import type { AssetDetail } from '#shared/assets/detail-schemas.js';
import type { ImportRow } from '#shared/assets/payload-schemas.js';
import type { AssetRow } from '#shared/assets/schemas.js';
import { assetStatusName } from '#shared/assets/rules.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import type { Org } from '#functions/tenancy/index.js';
import { companyNameOf, siteOf } from './scope.js';
import type { AssetRecord } from './store/entities.js';
import type { AssetImport } from './store/imports.js';

export const PHOTO_URL_SECONDS = 3600;

/** A presigned GET URL of the photo in the files bucket (an hour), or null without one. */
export async function photoUrl(photoKey: string | undefined): Promise<string | null> {
  if (!photoKey) return null;
  const { presignedGet } = await loadS3();
  return presignedGet({ bucket: config.filesBucket, key: photoKey, expiresIn: PHOTO_URL_SECONDS });
}

export async function assetDetailOf(
  asset: AssetRecord,
  org: Org,
  formName: string | null,
): Promise<AssetDetail> {
  const site = siteOf(org, asset.site_id);
  return {
    asset_id: asset.asset_id,
    internal_asset_id: asset.internal_asset_id,
    name: asset.name,
    asset_photo: await photoUrl(asset.photo_key),
    asset_type: asset.asset_type,
    product_name: asset.product_name,
    model_name: asset.model_name,
    model_year: asset.model_year,
    asset_serial_number: asset.asset_serial_number,
    current_stage: asset.current_stage,
    inspectionform_id: asset.inspectionform_id ?? null,
    inspectionform_name: formName,
    company_id: asset.company_id,
    company_name: companyNameOf(org, asset.company_id),
    site_id: asset.site_id,
    site_name: site?.site_name ?? '',
    timezone: site?.timezone ?? 'UTC',
    status: asset.status,
    status_name: assetStatusName(asset.status),
    meter_hours: asset.meter_hours ?? null,
    openIssuesCount: asset.open_issues,
    parent_internal_asset_id: asset.parent_internal_asset_id ?? null,
    levels: asset.levels,
    criticality_index: asset.criticality_index ?? null,
    condition_index: asset.condition_index ?? null,
    inspections: [],
    workOrders: [],
  };
}

/** An import job as the history and the progress poll show it. */
export const importRowOf = (job: AssetImport): ImportRow => importJobRow(job, job.assets_created);

/** The tenant's company and site names by id. */
export const names = (org: Org) => ({
  company: new Map(org.companies.map((c) => [c.company_id, c.company_name])),
  site: new Map(org.sites.map((s) => [s.site_id, s.site_name])),
});

/** A row of the asset list (Asset/FilterAsset). */
export function assetRowOf(r: AssetRecord, org: Org): AssetRow {
  const n = names(org);
  return {
    asset_id: r.asset_id,
    name: r.name,
    internal_asset_id: r.internal_asset_id,
    openIssuesCount: r.open_issues ?? 0,
    company_id: r.company_id,
    company_name: n.company.get(r.company_id) ?? '',
    model_name: r.model_name ?? '',
    model_year: r.model_year ?? '',
    site_id: r.site_id,
    site_name: n.site.get(r.site_id) ?? '',
    status: r.status,
    status_name: assetStatusName(r.status),
    criticality_index: r.criticality_index ?? null,
    condition_index: r.condition_index ?? null,
    levels: r.levels ?? 1,
  };
}
