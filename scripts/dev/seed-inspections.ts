/**
 * Ninety days of inspections across the seeded tenants' assets, the issues they opened, their
 * comments, photos and activity (issue 9, item 7). The history itself is planned, pure, in
 * seed-inspections-plan.ts; this file reads what it needs (the org, the seeded users, each site's
 * assets with their readings and checklists) and writes the plan with the domains' bulk writers
 * (putInspectionsInBulk, putIssuesInBulk, the dashboard's entries, the checkout sentinels),
 * batch puts for activity, readings and comments, and the asset domain's own update (open-issue
 * count and meter hours, with its list index moves) for each asset the history changed.
 *
 * Inspections are made by the seeded operator users (operators and maintenance staff) at their
 * own sites and approved by the sites' managers; a site without either gets none. Nothing here
 * notifies anyone: the seeded users' bells stay as seed-data.ts sets them. Test tenants seeded
 * by the test files get none (their counts stay their own); seed-inspections.test.ts calls
 * seedInspectionHistory on a tenant of its own.
 */
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { Sub as AssetSub } from '#functions/assets/listing.js';
import { getAssets, updateAssetWrites } from '#functions/assets/store/assets.js';
import {
  listMeterReadings,
  meterEntryKey,
  MeterReadingEntity,
} from '#functions/assets/store/meter-readings.js';
import { readEntries as readAssetEntries } from '#functions/assets/store/list-index.js';
import { ActivityEntity, activityItems } from '#functions/activity/store.js';
import { findForm } from '#functions/forms/store.js';
import { DashboardEntryEntity, dashboardItemsOf } from '#functions/inspections/store/dashboard.js';
import { AssetCheckoutEntity } from '#functions/inspections/store/inspections.js';
import { putInspectionsInBulk } from '#functions/inspections/store/list-index.js';
import { IssueCommentEntity, IssueSiteChangeEntity } from '#functions/issues/store/issues.js';
import { putIssuesInBulk } from '#functions/issues/store/list-index.js';
import { applyOpsFacts } from '#functions/rollups/ops-rollups.js';
import { writeMany } from '#lib/batch-write.js';
import { writeTransaction } from '#lib/transactions.js';
import { getOrg } from '#functions/tenancy/store.js';
import { Role, SiteStatus, UserStatus } from '#shared/codes.js';
import { checklistAttributes, FormTypeId, parseFormData } from '#shared/forms/rules.js';
import { InspectionStage } from '#shared/inspections/rules.js';
import { IssueStatus } from '#shared/issues/rules.js';
import type { BatchRequest } from './seed-assets.js';
import { applyRollupChanges, historyRollupChanges } from '#functions/rollups/rollups.js';
import { SEED_TENANTS, type SeedTenant, type SeedUser } from './seed-data.js';
import { putSeedPhotos } from './seed-inspection-photos.js';
import {
  planInspections,
  type Person,
  type Plan,
  type PlanAsset,
  type PlanSite,
} from './seed-inspections-plan.js';

export interface SeededInspections {
  inspections: number;
  pending: number;
  checkedOut: number;
  issues: number;
  openIssues: number;
  comments: number;
  photos: number;
  /** Not-ok answers among the Ok / Not ok items. */
  notOkShare: number;
  seconds: number;
}

export async function seedInspections(spec: SeedTenant, uuids: Map<string, string>): Promise<void> {
  if (!SEED_TENANTS.includes(spec)) return;
  const seeded = await seedInspectionHistory(spec, uuids);
  if (!seeded.inspections) {
    console.log(`… ${spec.code}: no inspections (no site with a seeded operator and a manager)`);
    return;
  }
  console.log(
    `… ${spec.code}: ${seeded.inspections} inspections (${seeded.pending} pending, ${seeded.checkedOut} checked out), ${seeded.issues} issues (${seeded.openIssues} open), ` +
      `${seeded.comments} comments, ${seeded.photos} photos, ${(seeded.notOkShare * 100).toFixed(1)}% of items not ok, in ${seeded.seconds.toFixed(1)} s`,
  );
}

const personOf = (user: SeedUser, uuids: Map<string, string>): Person => ({
  uuid: uuids.get(user.username)!,
  firstname: user.firstname,
  lastname: user.lastname,
});
const isOperator = (u: SeedUser) =>
  u.roles.includes(Role.Operator) || u.roles.includes(Role.MaintenanceStaff);

/** Plans and writes the tenant's inspection history as of `now`. */
export async function seedInspectionHistory(
  spec: SeedTenant,
  uuids: Map<string, string>,
  now = Date.now(),
): Promise<SeededInspections> {
  const started = performance.now();
  const sites = await planSites(spec, uuids);
  const plan = planInspections(spec.code, sites, now);
  await writePlan(spec.code, plan);
  // The reports' daily roll-ups, through the same writer the inspection writes use (summed per item).
  const seededAssets = new Map(
    sites.flatMap((site) =>
      site.assets.map(
        (a) =>
          [
            a.record.asset_id,
            {
              asset_type: a.record.asset_type,
              asset_serial_number: a.record.asset_serial_number,
              meter_hours: a.readings.at(-1)?.hours,
              timezone: site.timezone,
            },
          ] as const,
      ),
    ),
  );
  await applyRollupChanges(historyRollupChanges(plan.inspections, (id) => seededAssets.get(id)));
  // The insights' close roll-up of the issues seeded closed (the API's close writes it in its transaction).
  const zoneOf = new Map(sites.map((site) => [site.site_id, site.timezone]));
  await applyOpsFacts(
    spec.code,
    plan.issues
      .filter((i) => i.status === IssueStatus.Closed)
      .map((i) => ({
        site: i,
        when: { at: i.updated_at, timezone: zoneOf.get(i.site_id) ?? 'UTC' },
        add: { ic: 1, it: Math.max(0, (Date.parse(i.updated_at) - Date.parse(i.created_at)) / 60_000) },
      })),
  );
  const issuesOpen = plan.issues.filter((i) => i.status !== IssueStatus.Closed).length;
  return {
    inspections: plan.inspections.length,
    pending: plan.inspections.filter((r) => r.status === InspectionStage.Pending).length,
    checkedOut: plan.inspections.filter((r) => r.status === InspectionStage.Accepted && !r.checked_in_at)
      .length,
    issues: plan.issues.length,
    openIssues: issuesOpen,
    comments: plan.comments.length,
    photos: plan.photos.length,
    notOkShare: plan.checkedItems ? plan.notOkItems / plan.checkedItems : 0,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Each site with seeded operators and a manager: its top-level inspectable assets, their readings and checklists. */
async function planSites(spec: SeedTenant, uuids: Map<string, string>): Promise<PlanSite[]> {
  const tenant = spec.code;
  const org = await getOrg(tenant);
  const users = spec.users.filter(
    (u) => uuids.has(u.username) && (u.status ?? UserStatus.Active) === UserStatus.Active && !u.temporary,
  );
  // Operators first, then maintenance staff: the day shift is the first one's.
  const operators = users
    .filter(isOperator)
    .sort((a, b) => Number(b.roles.includes(Role.Operator)) - Number(a.roles.includes(Role.Operator)));
  const managers = users.filter((u) => u.roles.includes(Role.Manager));
  const siteIds = [...new Set(operators.flatMap((u) => u.sites))].sort((a, b) => a - b);
  const planned: PlanSite[] = [];
  for (const site of org.sites.filter(
    (s) =>
      siteIds.includes(s.site_id) && s.status !== SiteStatus.AllSites && s.status !== SiteStatus.Inactive,
  )) {
    const companySites = new Set(
      org.sites.filter((s) => s.company_id === site.company_id).map((s) => s.site_id),
    );
    const approvers = managers.filter((m) => m.sites.includes(site.site_id));
    const fallback = approvers.length
      ? approvers
      : managers.filter((m) => m.sites.some((s) => companySites.has(s)));
    if (!fallback.length) continue;
    const entries = await readAssetEntries(tenant, site.company_id, AssetSub.site(site.site_id));
    const records = (
      await getAssets(
        tenant,
        entries.map((e) => e.asset_id),
      )
    ).filter((a) => a.levels === 1 && a.inspectionform_id && a.meter_hours !== undefined);
    const checklists = new Map<string, PlanAsset['checklist']>();
    for (const formId of new Set(records.map((a) => a.inspectionform_id!))) {
      const form = await findForm(tenant, site.company_id, formId);
      const definition =
        form && form.form_type_id === FormTypeId.InspectionChecklist ? parseFormData(form.form_data) : null;
      if (form && definition)
        checklists.set(formId, {
          form_id: form.form_id,
          form_name: form.form_name,
          attributes: checklistAttributes(definition),
        });
    }
    const assets = await Promise.all(
      records
        .filter((a) => checklists.has(a.inspectionform_id!))
        .map(async (record) => ({
          record,
          checklist: checklists.get(record.inspectionform_id!)!,
          readings: (await listMeterReadings(tenant, record.asset_id, { pageSize: 100, pageIndex: 1 })).map(
            (r) => ({ at: Date.parse(r.updated_at), hours: r.meter_hours }),
          ),
        })),
    );
    planned.push({
      site_id: site.site_id,
      timezone: site.timezone,
      operators: operators.filter((o) => o.sites.includes(site.site_id)).map((u) => personOf(u, uuids)),
      managers: fallback.map((u) => personOf(u, uuids)),
      assets,
    });
  }
  return planned;
}

/**
 * Writes the plan: the inspections with their list index and counts, the issues with theirs (one
 * call: it puts the counts), dashboard entries and checkout sentinels of the open inspections,
 * comments, readings, activity and the sites' issue stamps by batch, photos to S3, then each
 * changed asset in a transaction of its own (the open-issue count and meter hours with the list
 * index moves, as every asset write).
 */
async function writePlan(tenant: string, plan: Plan): Promise<void> {
  // Pending and checked-out inspections hold their asset until check-in, as a checkout does.
  const open = plan.inspections.filter((r) => !r.checked_in_at);
  const requests: BatchRequest[] = [
    ...plan.inspections.flatMap((r) =>
      dashboardItemsOf(r).map((item) => DashboardEntryEntity.build(BatchPutRequest).item(item)),
    ),
    ...open.map((r) =>
      AssetCheckoutEntity.build(BatchPutRequest).item({
        tenant,
        asset_id: r.asset_id,
        inspection_id: r.inspection_id,
        operator_uuid: r.operator_uuid,
        at: r.checkout_requested_at,
      }),
    ),
    ...plan.comments.map((c) => IssueCommentEntity.build(BatchPutRequest).item(c)),
    ...plan.readings.map((r) =>
      MeterReadingEntity.build(BatchPutRequest).item({
        tenant,
        asset_id: r.asset_id,
        entry_key: meterEntryKey(r.at, r.asset_id),
        meter_hours: r.meter_hours,
        updated_at: r.at.toISOString(),
        timezone: r.timezone,
        updated_by_name: r.updated_by_name,
      }),
    ),
    ...plan.activities.flatMap((a) =>
      activityItems(tenant, a).map((item) => ActivityEntity.build(BatchPutRequest).item(item)),
    ),
    ...plan.siteChanges.map((s) => IssueSiteChangeEntity.build(BatchPutRequest).item({ tenant, ...s })),
  ];
  // About a dozen requests at once in all: DynamoDB Local on two cores writes no faster with more.
  await Promise.all([
    putSeedPhotos(plan.photos),
    putInspectionsInBulk(plan.inspections, { parallel: 6 }),
    putIssuesInBulk(plan.issues, { parallel: 2 }),
    writeMany(requests, 4),
    (async () => {
      for (const { before, changes } of plan.assetChanges)
        await writeTransaction(updateAssetWrites(before, changes));
    })(),
  ]);
}
