/**
 * The manager's issue calls (spec core 2.10, 4, 5, 7): create (standalone by Asset #, or from an
 * inspection, optionally approving it), validate an Asset #, update (Closed locks), comment, and
 * the detail. Every write is one transaction with the index, the asset's open-issue count and
 * the activity; notifications follow the commit.
 */
import { ActivityType, isActiveAsset } from '#shared/assets/rules.js';
import { IssuesApi } from '#shared/issues/api.js';
import { IssueMessages } from '#shared/issues/messages.js';
import { IssueStatus } from '#shared/issues/rules.js';
import { Messages } from '#shared/messages.js';
import {
  assertSeesAsset,
  displayName,
  seesAsset,
  siteOf,
  viewerCompanies,
  type AssetViewer,
} from '#functions/assets/index.js';
import { findByInternalId, getAsset, type AssetRecord } from '#functions/assets/index.js';
import { approveInspection, visibleInspection } from '#functions/inspections/index.js';
import { latestInspectionId } from '#functions/inspections/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest, conflict, notFound } from '#lib/errors.js';
import { failedCondition } from '#lib/retry.js';
import { writeTransaction, type Transaction } from '#lib/transactions.js';
import { route } from '#functions/users/index.js';
import type { Org } from '#functions/tenancy/index.js';
import { commentPut, getIssue, IssueEntity, listComments, type IssueRecord } from '../store.js';
import { commentOf, issueDetailOf } from '../views.js';
import { issueChangeNotice, issueCommentNotice, newIssueNotice } from '../notices.js';
import {
  changeIssueWrites,
  closedActivity,
  issueActivity,
  newIssueRecord,
  notifySiteManagers,
  openIssuesWrites,
  statusLine,
} from '../writes.js';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { issueStatusName } from '#shared/issues/rules.js';

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

/** An issue the caller sees (another tenant's, company's or site's is simply not found). */
async function seenIssue(tenant: string, viewer: AssetViewer, org: Org, uuid: string): Promise<IssueRecord> {
  const issue = await getIssue(tenant, uuid);
  if (!issue || !seesAsset(viewer, org, issue)) throw notFound(IssueMessages.issueNotFound);
  return issue;
}

const writeOrConflict = async (writes: Transaction[]) => {
  try {
    await writeTransaction(writes);
  } catch (error) {
    if (failedCondition(error)) throw conflict(Messages.recordChanged);
    throw error;
  }
};

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
    const record = newIssueRecord({
      tenant,
      asset,
      name: body.name,
      notes: body.notes,
      description: body.description ?? '',
      priority: body.priority,
      inspectionId,
      by: { uuid: user.uuid, name: by },
      at,
    });
    const timezone = siteOf(orgData, asset.site_id)?.timezone ?? 'UTC';
    await writeOrConflict([
      ...(await openIssuesWrites(asset, [record], at)),
      ...issueActivity(record, ActivityType.IssueCreated, `Issue '${record.name}' created`, by, timezone, at),
    ]);
    // Spec 2.5's third inspection type (InspectionWorkOrder): a manager raised this issue (the legacy
    // 'work order') from an inspection; it opens the issue, as the reading that sends it to work order details.
    const fromInspection = Boolean(body.inspection_id);
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

/** POST Issue/UpdateWorkOrder (manager): a Closed (15) issue refuses every change; closing moves the asset's count and frees the attribute. */
export const updateIssue = route(
  IssuesApi.updateIssue,
  async ({ tenant: t, user, roleId, siteId, body, org }) => {
    const tenant = t.company_code;
    const orgData = await org();
    const before = await seenIssue(tenant, { user, roleId, siteId }, orgData, body.issue_uuid);
    if (before.status === IssueStatus.Closed) throw badRequest(IssueMessages.closedLocked);
    const answer = (status: number) =>
      ok(
        { issue_uuid: before.issue_uuid, status, status_name: issueStatusName(status) },
        IssueMessages.updated,
      );
    // Update Issue pressed with nothing changed: answered as saved, with no activity line and no notice to the managers.
    if (
      before.name === body.title &&
      (before.notes ?? '') === body.notes &&
      before.priority === body.priority &&
      before.status === body.status
    )
      return answer(before.status);
    const at = new Date();
    const after: IssueRecord = {
      ...before,
      name: body.title,
      notes: body.notes,
      priority: body.priority,
      status: body.status,
      updated_at: at.toISOString(),
      version: before.version + 1,
    };
    const by = displayName(user);
    const timezone = siteOf(orgData, before.site_id)?.timezone ?? 'UTC';
    await writeOrConflict([
      ...(await changeIssueWrites(before, after, at, timezone)),
      ...issueActivity(after, closedActivity(after), statusLine(after), by, timezone, at),
    ]);
    await notifySiteManagers(tenant, issueChangeNotice(before, after));
    return answer(after.status);
  },
);

/** POST Issue/AddComment (manager): not on a closed issue; the issue's updated_at moves with it. */
export const addIssueComment = route(
  IssuesApi.addIssueComment,
  async ({ tenant: t, user, roleId, siteId, body, org }) => {
    const tenant = t.company_code;
    const issue = await seenIssue(tenant, { user, roleId, siteId }, await org(), body.issue_uuid);
    if (issue.status === IssueStatus.Closed) throw badRequest(IssueMessages.closedLocked);
    const at = new Date();
    const { write, comment } = commentPut(tenant, issue.issue_uuid, {
      comment: body.comment,
      by: { uuid: user.uuid, name: displayName(user) },
      at,
    });
    // The touch is conditional on the issue still being open, so a comment never lands on an issue closed meanwhile.
    const touch = IssueEntity.build(UpdateTransaction)
      .item({ tenant, issue_uuid: issue.issue_uuid, updated_at: at.toISOString() })
      .options({ condition: { attr: 'status', ne: IssueStatus.Closed } });
    try {
      await writeTransaction([write, touch]);
    } catch (error) {
      if (failedCondition(error)) throw badRequest(IssueMessages.closedLocked);
      throw error;
    }
    await notifySiteManagers(tenant, issueCommentNotice(issue, body.comment));
    return ok(commentOf(comment), IssueMessages.commentAdded);
  },
);

/** GET Issue/GetWorkOrderDetail/{workOrderId}: one issue the caller sees, with its comments (newest last). */
export const getIssueDetails = route(
  IssuesApi.getIssueDetails,
  async ({ tenant, user, roleId, siteId, params, org }) => {
    const orgData = await org();
    const issue = await seenIssue(tenant.company_code, { user, roleId, siteId }, orgData, params.workOrderId);
    return ok(issueDetailOf(issue, await listComments(tenant.company_code, issue.issue_uuid), orgData));
  },
);
