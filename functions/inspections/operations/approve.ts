/**
 * Approving a pending inspection (spec 4, 5): the rules of shared/inspections/rules.ts
 * approvalProblem, then one transaction: status Accepted with the manager's name, notes and
 * time, the asset's meter reading (reading item, asset meter_hours), the roll-ups, and one outbox
 * item for the list index, the dashboard entries (pending -> checked out) and the activities
 * (types 2 and 10) and the webhook event `inspection.approved`, applied right after the commit, and a
 * changed reading's PM outbox item (PM's meter triggers move from it). Used by
 * ApproveInspection and by CreateIssue with isapprove.
 */
import { ActivityType, meterHoursError } from '#shared/assets/rules.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { approvalProblem, InspectionStage, inspectionStatusName } from '#shared/inspections/rules.js';
import { Messages } from '#shared/messages.js';
import { activityWrites } from '#functions/activity/index.js';
import { displayName, seesAsset, siteOf } from '#functions/assets/index.js';
import { getAsset, meterReadingWrite, updateAssetWrites } from '#functions/assets/index.js';
import { meterReadingWrites } from '#functions/pm/index.js';
import { badRequest, conflict, notFound, refuse } from '#lib/errors.js';
import { raisedEvent } from '#lib/outbox.js';
import { failedCondition } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';
import { inspectionRollupWrites } from '#functions/rollups/index.js';
import type { Org } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';
import { earlierPendingId } from '../store/dashboard.js';
import {
  applyInspectionChanges,
  getInspection,
  updateInspectionWrites,
  type InspectionRecord,
} from '../store/inspections.js';

export interface ApproveInput {
  tenant: string;
  org: Org;
  user: User;
  roleId: number;
  /** The caller's active site (scope as the asset list's). */
  siteId?: number;
  inspectionId: string;
  managerNotes: string;
  /** Undefined: keep the inspection's own meter hours (CreateIssue's approve). */
  meterHours?: number;
}
export interface Approved {
  inspection_id: string;
  status: number;
  status_name: string;
  approval_date: string;
}

/** A submitted inspection the caller sees (drafts, other sites' and other tenants' are not found). */
export async function visibleInspection(
  viewer: { user: User; roleId: number; siteId: number },
  org: Org,
  tenant: string,
  inspectionId: string,
): Promise<InspectionRecord> {
  const record = await getInspection(tenant, inspectionId);
  if (!record || record.status === InspectionStage.Draft || !seesAsset(viewer, org, record))
    throw notFound(InspectionMessages.inspectionNotFound);
  return record;
}

export async function approveInspection(input: ApproveInput): Promise<Approved> {
  const { tenant, org, user, roleId } = input;
  const before = await visibleInspection(
    { user, roleId, siteId: input.siteId ?? 0 },
    org,
    tenant,
    input.inspectionId,
  );
  const site = siteOf(org, before.site_id);
  const meterHours = input.meterHours ?? before.meter_hours;
  const earlier = before.status === InspectionStage.Pending ? await earlierPendingId(before) : null;
  const problem = approvalProblem({
    roleId,
    status: before.status,
    showHideApprove: site?.showHideApprove ?? true,
    isManagerNotes: site?.isManagerNotes ?? false,
    managerNotes: input.managerNotes,
    meterHours,
    earlierPending: earlier !== null,
  });
  if (problem === InspectionMessages.managersOnly) throw refuse(problem);
  if (problem) throw badRequest(problem);
  const asset = await getAsset(tenant, before.asset_id);
  if (!asset) throw notFound(InspectionMessages.inspectionNotFound);
  const meterProblem = meterHoursError(meterHours, asset.meter_hours ?? null);
  if (meterProblem) throw badRequest(meterProblem);

  const at = new Date();
  const by = displayName(user);
  const timezone = site?.timezone ?? 'UTC';
  const after = applyInspectionChanges(before, {
    status: InspectionStage.Accepted,
    approved_at: at.toISOString(),
    manager_uuid: user.uuid,
    manager_name: by,
    manager_notes: input.managerNotes.trim(),
    meter_hours: meterHours,
  });
  const meterChanged = asset.meter_hours !== meterHours;
  try {
    await writeTransaction([
      // The record, then one outbox item: list index, dashboard (pending -> checked out) and the activity lines, applied after the commit.
      ...updateInspectionWrites(
        before,
        after,
        [
          ...activityWrites({
            tenant,
            asset,
            type: ActivityType.InspectionApproved,
            message: `Inspection approved by ${by}`,
            by,
            timezone,
            at,
          }),
          ...(meterChanged
            ? activityWrites({
                tenant,
                asset,
                type: ActivityType.MeterHoursUpdated,
                message: `Meter hours updated from ${asset.meter_hours ?? 0} to ${meterHours}`,
                by,
                timezone,
                at,
              })
            : []),
        ],
        [],
        [
          raisedEvent(
            tenant,
            after.site_id,
            'inspection.approved',
            {
              inspection_id: after.inspection_id,
              asset_id: after.asset_id,
              site_id: after.site_id,
              meter_hours: meterHours,
              approved_at: after.approved_at,
              approved_by: by,
            },
            at,
          ),
        ],
      ),
      ...(meterChanged
        ? [
            ...updateAssetWrites(asset, { meter_hours: meterHours }),
            meterReadingWrite(tenant, {
              asset_id: asset.asset_id,
              meter_hours: meterHours,
              timezone,
              updated_by_name: by,
              at,
            }),
            // PM records the reading and moves the asset's meter triggers from the outbox, after the commit.
            ...meterReadingWrites(tenant, asset.asset_id, meterHours, at),
          ]
        : []),
      ...inspectionRollupWrites(before, after, asset, timezone),
    ]);
  } catch (error) {
    if (failedCondition(error, 0)) throw conflict(InspectionMessages.notPending);
    if (failedCondition(error)) throw conflict(Messages.recordChanged);
    throw error;
  }
  return {
    inspection_id: after.inspection_id,
    status: after.status,
    status_name: inspectionStatusName(after.status),
    approval_date: after.approved_at!,
  };
}
