/**
 * What an asset's maintenance record prints (issue 24: what an auditor or a buyer asks for): the
 * asset's details, its current meter, its open issues, its PM plan with each PM's next due, the
 * completion log and its newest inspections. Reports sits above assets, PM, issues and inspections
 * and reads each through its public module, by key (no Scan): the asset's issue index partition
 * (open ones kept), its inspection index partition (newest first, a page), PM's asset partition.
 */
import { issuePriorityName, issueStatusName } from '#shared/issues/rules.js';
import { inspectionStatusName } from '#shared/inspections/rules.js';
import type { AssetPmItem, CompletionLogRow } from '#shared/pm/detail-schemas.js';
import { MAINTENANCE_RECORD_INSPECTIONS } from '#shared/reports/messages.js';
import { companyNameOf, type AssetRecord } from '#functions/assets/index.js';
import {
  getInspections,
  readEntries as readInspectionEntries,
  Sub as InspectionSub,
} from '#functions/inspections/index.js';
import { OPEN_STATUSES, readEntries as readIssueEntries, Sub as IssueSub } from '#functions/issues/index.js';
import { assetPmRecord, type PmScope } from '#functions/pm/index.js';
import type { Org } from '#functions/tenancy/index.js';

export interface MaintenanceRecord {
  tenant_name: string;
  company_name: string;
  site_name: string;
  timezone: string;
  generated_at: number;
  asset: Pick<
    AssetRecord,
    | 'asset_id'
    | 'internal_asset_id'
    | 'name'
    | 'asset_type'
    | 'product_name'
    | 'model_name'
    | 'model_year'
    | 'asset_serial_number'
    | 'current_stage'
    | 'parent_internal_asset_id'
  >;
  meter_hours: number | null;
  meter_read_at: number | null;
  open_issues: { title: string; priority: string; status: string; created_at: string }[];
  plan_name: string;
  pms: AssetPmItem[];
  log: CompletionLogRow[];
  inspections: {
    at: string;
    form_name: string;
    operator: string;
    status: string;
    meter_hours: number;
  }[];
}

const openStatuses = new Set<number>(OPEN_STATUSES);

export async function readMaintenanceRecord(
  scope: PmScope,
  org: Org,
  tenantName: string,
  asset: AssetRecord,
  now: number,
): Promise<MaintenanceRecord> {
  const [pm, issues, inspectionEntries] = await Promise.all([
    assetPmRecord(scope.tenant, asset.asset_id, now),
    readIssueEntries(scope.tenant, asset.company_id, IssueSub.asset(asset.asset_id), {
      keep: (e) => openStatuses.has(e.status),
    }),
    readInspectionEntries(
      scope.tenant,
      asset.company_id,
      InspectionSub.asset(asset.asset_id, asset.site_id),
      {
        limit: MAINTENANCE_RECORD_INSPECTIONS,
      },
    ),
  ]);
  const inspections = await getInspections(
    scope.tenant,
    inspectionEntries.slice(0, MAINTENANCE_RECORD_INSPECTIONS).map((e) => e.inspection_id),
  );
  return {
    tenant_name: tenantName,
    company_name: companyNameOf(org, asset.company_id),
    site_name: scope.siteName(asset.site_id),
    timezone: scope.timezoneOf(asset.site_id),
    generated_at: now,
    asset,
    meter_hours: pm.meter_hours ?? asset.meter_hours ?? null,
    meter_read_at: pm.meter_read_at,
    open_issues: issues.map((e) => ({
      title: e.title,
      priority: issuePriorityName(e.priority),
      status: issueStatusName(e.status),
      created_at: e.created_at,
    })),
    plan_name: pm.plan_name,
    pms: pm.pms,
    log: pm.log,
    inspections: inspections.map((i) => ({
      at: i.submitted_at ?? i.checkout_requested_at,
      form_name: i.form_name,
      operator: `${i.operator_firstname} ${i.operator_lastname}`.trim(),
      status: inspectionStatusName(i.status),
      meter_hours: i.meter_hours,
    })),
  };
}
