/**
 * The manager's issue calls that read inspections (spec core 2.10): create (standalone by Asset #,
 * or from an inspection, optionally approving it) and validate an Asset # (with the asset's latest
 * inspection). Served by the inspections domain, not issues: they read inspections and approve
 * one, and inspections sit above issues (the submit opens issues in its own transaction), so the
 * route moves to the domain that owns that work; the issue's writes are transaction items the
 * issues module builds for it. The issue and the asset's open-issue count are one transaction
 * with the activity; notifications follow the commit.
 */
import { ActivityType, isActiveAsset } from '#shared/assets/rules.js';
import { IssuesApi } from '#shared/issues/api.js';
import { IssueMessages } from '#shared/issues/messages.js';
import {
  assertSeesAsset,
  displayName,
  seesAsset,
  siteOf,
  viewerCompanies,
  type AssetViewer,
} from '#functions/assets/index.js';
import { findByInternalId, getAsset, type AssetRecord } from '#functions/assets/index.js';
import {
  issueActivity,
  newIssueNotice,
  newIssueRecord,
  notifySiteManagers,
  openIssuesWrites,
} from '#functions/issues/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest, notFound } from '#lib/errors.js';
import { writeOrConflict } from '#lib/transactions.js';
import { route } from '#functions/users/index.js';
import { checkFailureCodes, withFailureCodes } from '#functions/reliability/index.js';
import type { Org } from '#functions/tenancy/index.js';
import { approveInspection, visibleInspection } from '../operations/approve.js';
import { latestInspectionId } from '../store/list-index.js';

/** The active asset an Asset # names in the caller's scope (the body's asset id, if given, must be that asset). */
async function assetByNumber(
  tenant: string,
  viewer: AssetViewer,
  org: Org,
  internalId: string,
  assetId?: number,
): Promise<AssetRecord> {
  let asset: AssetRecord | undefined;
  if (assetId) {
    const found = await getAsset(tenant, assetId);
    asset = found && found.internal_asset_id.toLowerCase() === internalId.toLowerCase() ? found : undefined;
  } else {
    const found = await Promise.all(
      [...viewerCompanies(viewer, org)].map((companyId) => findByInternalId(tenant, companyId, internalId)),
    );
    asset = found.find((a) => a && seesAsset(viewer, org, a));
  }
  if (!asset || !seesAsset(viewer, org, asset)) throw notFound(IssueMessages.assetNotFound);
  if (!isActiveAsset(asset.status)) throw badRequest(IssueMessages.assetInactive);
  return asset;
}

/** POST Issue/CreateIssue (manager). */
export const createIssue = route(
  IssuesApi.createIssue,
  async ({ tenant: t, user, roleId, siteId, body, org }) => {
    const tenant = t.company_code;
    const orgData = await org();
    const viewer = { user, roleId, siteId };
    let asset: AssetRecord;
    let inspectionId: string | undefined;
    if (body.inspection_id) {
      const inspection = await visibleInspection(viewer, orgData, tenant, body.inspection_id);
      asset = assertSeesAsset(viewer, orgData, await getAsset(tenant, inspection.asset_id));
      inspectionId = inspection.inspection_id;
    } else {
      if (!body.internal_asset_id) throw badRequest(IssueMessages.assetNoRequired);
      asset = await assetByNumber(
        tenant,
        viewer,
        orgData,
        body.internal_asset_id,
        body.asset_id ?? undefined,
      );
      if (body.attachtoinspection) {
        inspectionId = (await latestInspectionId(tenant, asset.asset_id)) ?? undefined;
        if (!inspectionId) throw badRequest(IssueMessages.noInspectionToAttach);
      }
    }
    // The codes are checked before anything is written (the approval included).
    const codes = await checkFailureCodes(tenant, asset.company_id, {
      problem_code: body.problem_code ?? undefined,
      cause_code: body.cause_code ?? undefined,
      remedy_code: body.remedy_code ?? undefined,
    });
    // Approve first: an inspection that cannot be approved refuses the call before anything is written.
    const approved = Boolean(body.isapprove && body.inspection_id);
    if (approved) {
      await approveInspection({
        tenant,
        org: orgData,
        user,
        roleId,
        siteId,
        inspectionId: inspectionId!,
        managerNotes: body.notes,
        meterHours: undefined,
      });
      // The approval may have moved the asset (its meter reading): its count moves from the asset as it is now.
      asset = (await getAsset(tenant, asset.asset_id)) ?? asset;
    }
    const at = new Date();
    const by = displayName(user);
    const record = withFailureCodes(
      newIssueRecord({
        tenant,
        asset,
        name: body.name,
        notes: body.notes,
        description: body.description ?? '',
        priority: body.priority,
        inspectionId,
        by: { uuid: user.uuid, name: by },
        at,
      }),
      codes,
    );
    const timezone = siteOf(orgData, asset.site_id)?.timezone ?? 'UTC';
    // Spec 2.5's third inspection type (InspectionWorkOrder): a manager raised this issue (the legacy
    // 'work order') from an inspection; it opens the issue, as the reading that sends it to work order details.
    const fromInspection = Boolean(body.inspection_id);
    // The webhook event issue.opened travels in the issue's outbox item, in this transaction.
    await writeOrConflict([
      ...(await openIssuesWrites(asset, [record], at, { fromInspection })),
      ...issueActivity(record, ActivityType.IssueCreated, `Issue '${record.name}' created`, by, timezone, at),
    ]);
    await notifySiteManagers(tenant, newIssueNotice(record, fromInspection));
    return ok({ issue_uuid: record.issue_uuid, inspection_approved: approved }, IssueMessages.created);
  },
);

/** GET Issue/validateAssetId/{userUuid}/{assetNumber}: an active asset of the caller's scope, with its latest inspection. */
export const validateAssetId = route(
  IssuesApi.validateAssetId,
  async ({ tenant, user, roleId, siteId, params, org }) => {
    const asset = await assetByNumber(
      tenant.company_code,
      { user, roleId, siteId },
      await org(),
      params.assetNumber,
    );
    return ok(
      {
        asset_id: asset.asset_id,
        internal_asset_id: asset.internal_asset_id,
        name: asset.name,
        latest_inspection_id: await latestInspectionId(tenant.company_code, asset.asset_id),
      },
      IssueMessages.assetValid,
    );
  },
);
