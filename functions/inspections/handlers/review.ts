/** The manager's side: an inspection's details, its approval, and the dashboard (spec 2.4, 4, 5). */
import { InspectionsApi } from '#shared/inspections/api.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { InspectionStage } from '#shared/inspections/rules.js';
import { feedSites } from '#functions/assets/index.js';
import { getAsset, getAssets } from '#functions/assets/index.js';
import { openIssueCount } from '#functions/issues/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { approveInspection as approve, visibleInspection } from '../operations/approve.js';
import { earlierPendingId, readCheckedOut, readPending } from '../store/dashboard.js';
import { agesAt, checkedOutRowOf, inspectionDetailOf, pendingRowOf } from '../views.js';

/** GET Inspection/GetInspectionDetails/{inspection_id}: a submitted inspection the caller sees, photos presigned. */
export const getInspectionDetails = route(
  InspectionsApi.getInspectionDetails,
  async ({ tenant, user, roleId, siteId, params, org }) => {
    const orgData = await org();
    const record = await visibleInspection(
      { user, roleId, siteId },
      orgData,
      tenant.company_code,
      params.inspection_id,
    );
    const [asset, earlier] = await Promise.all([
      getAsset(tenant.company_code, record.asset_id),
      record.status === InspectionStage.Pending ? earlierPendingId(record) : Promise.resolve(null),
    ]);
    return ok(
      await inspectionDetailOf(record, orgData, {
        lastMeterHours: asset?.meter_hours ?? null,
        earlierPendingId: earlier,
      }),
    );
  },
);

/** POST Inspection/ApproveInspection: operations/approve.ts approveInspection with the manager's note and meter hours. */
export const approveInspection = route(
  InspectionsApi.approveInspection,
  async ({ tenant, user, roleId, siteId, body, org }) => {
    const orgData = await org();
    const record = await visibleInspection(
      { user, roleId, siteId },
      orgData,
      tenant.company_code,
      body.inspection_id,
    );
    if (record.asset_id !== body.asset_id) throw badRequest(InspectionMessages.inspectionNotFound);
    const approved = await approve({
      tenant: tenant.company_code,
      org: orgData,
      user,
      roleId,
      siteId,
      inspectionId: body.inspection_id,
      managerNotes: body.manager_notes,
      meterHours: body.meter_hours,
    });
    return ok(approved, InspectionMessages.approved);
  },
);

/**
 * GET Inspection/PendingInspectionCheckoutAssetsByManager: per site of the manager's scope, the
 * small dashboard entries of one partition, then the pending assets' open-issue counts from their
 * records by key (the asset list's entries keep a count only as of their last move).
 */
export const pendingInspectionCheckoutAssetsByManager = route(
  InspectionsApi.pendingInspectionCheckoutAssetsByManager,
  async ({ tenant, user, roleId, siteId, org }) => {
    const code = tenant.company_code;
    const orgData = await org();
    const sites = feedSites({ user, roleId, siteId }, orgData);
    const siteIds = sites.map((s) => s.site_id);
    const [perSite, outStandingIssuesCount] = await Promise.all([
      Promise.all(
        sites.map(async (site) => {
          const [pending, checkedOut] = await Promise.all([
            readPending(code, site.site_id),
            readCheckedOut(code, site.site_id),
          ]);
          return { site, pending, checkedOut };
        }),
      ),
      openIssueCount(code, siteIds, orgData),
    ]);
    const age = agesAt();
    const pendingAssets = await getAssets(code, [
      ...new Set(perSite.flatMap((s) => s.pending.map((e) => e.asset_id))),
    ]);
    const openByAsset = new Map(pendingAssets.map((a) => [a.asset_id, a.open_issues] as const));
    const pending = perSite
      .flatMap(({ site, pending: entries }) => entries.map((entry) => ({ site, entry })))
      .sort((a, b) =>
        a.entry.checkout_requested_at < b.entry.checkout_requested_at
          ? -1
          : a.entry.checkout_requested_at > b.entry.checkout_requested_at
            ? 1
            : 0,
      );
    const seenAssets = new Set<number>();
    const pendingInspection = pending.map(({ site, entry }) => {
      // Oldest first: an asset met again has an earlier pending inspection.
      const earlier = seenAssets.has(entry.asset_id);
      seenAssets.add(entry.asset_id);
      return pendingRowOf(entry, site, openByAsset.get(entry.asset_id) ?? 0, earlier, age);
    });
    const checkOutAssets = perSite.flatMap((s) => s.checkedOut).map((entry) => checkedOutRowOf(entry, age));
    return ok({ checkOutAssets, pendingInspection, outStandingIssuesCount });
  },
);
