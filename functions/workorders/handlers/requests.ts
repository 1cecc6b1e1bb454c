/**
 * The maintenance-request calls that read or write work orders (spec maintenance 2.7, 5, 7):
 * details (with the linked work order's title), create and edit (linking or unlinking a work
 * order without a request) and the work order picker. Served by the work orders domain, not
 * requests: work orders sit above requests (a work order is made from a request and moves it), so
 * these routes move to the domain that owns the work orders they touch; the request's writes are
 * transaction items the requests module builds, in the same transaction as the work orders' link.
 */
import { RequestsApi } from '#shared/requests/api.js';
import { RequestMessages } from '#shared/requests/messages.js';
import { canEditRequest, RequestType } from '#shared/requests/rules.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { getAssets } from '#functions/assets/index.js';
import { getIssues } from '#functions/issues/index.js';
import { ok } from '#lib/envelope.js';
import { conflict, notFound, refuse } from '#lib/errors.js';
import { isConditionalCheckFailure, cancellationReasons } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';
import { route } from '#functions/users/index.js';
import {
  assetInScope,
  fullName,
  inScope,
  maintScope,
  nextId,
  photoUrlOf,
  readCounts,
  readEntries,
  newRequest,
  requestCreateWrites,
  requestDetailOf,
  requestInScope,
  requestUpdateWrites,
  searchMatcher,
  type MaintScope,
  type RequestRecord,
} from '#functions/requests/index.js';
import { getWorkOrder, WorkOrderSub, type WorkOrderRecord } from '../store/workorders.js';
import { requestWithWorkOrder, workOrderWrites, type WorkOrderChange } from '../operations/workorders.js';

/** GET MaintenanceRequest/GetMaintenanceRequestDetails/{mr_id}. */
export const getMaintenanceRequestDetails = route(
  RequestsApi.getMaintenanceRequestDetails,
  async (request) => {
    const scope = await maintScope(request);
    const r = await requestInScope(scope, request.params.mr_id);
    const [assets, issues, wo, photo] = await Promise.all([
      getAssets(scope.tenant, [r.asset_id]),
      getIssues(scope.tenant, r.issue_uuids),
      r.wo_id ? getWorkOrder(scope.tenant, r.wo_id) : Promise.resolve(undefined),
      photoUrlOf(r.photo_key),
    ]);
    return ok(requestDetailOf(r, assets[0], issues, wo?.title ?? null, photo));
  },
);

/** A work order the request may link: same asset, in scope, no request of its own. */
async function linkableWorkOrder(
  scope: MaintScope,
  woId: number,
  assetId: number,
  mrId: number,
): Promise<WorkOrderRecord> {
  const wo = await getWorkOrder(scope.tenant, woId);
  if (!wo || !inScope(scope, wo)) throw notFound(RequestMessages.workOrderNotFound);
  if (wo.asset_id !== assetId) throw refuse(RequestMessages.workOrderOtherAsset);
  if (wo.mr_id && wo.mr_id !== mrId) throw refuse(RequestMessages.workOrderTaken);
  return wo;
}

/** POST MaintenanceRequest/AddUpdateMaintenanceRequest. */
export const addUpdateMaintenanceRequest = route(RequestsApi.addUpdateMaintenanceRequest, async (request) => {
  const scope = await maintScope(request);
  const { mr_id, title, description, asset_id, priority, wo_id } = request.body;
  const asset = await assetInScope(scope, asset_id, RequestMessages.assetRequired);
  const at = new Date();
  const by = { uuid: request.user.uuid, name: fullName(request.user) };
  if (mr_id === null) {
    const id = await nextId(scope.tenant, 'MR');
    const record = newRequest({
      tenant: scope.tenant,
      mr_id: id,
      asset,
      title,
      description,
      priority,
      by,
      at,
    });
    await writeTransaction(requestCreateWrites(record));
    return ok({ mr_id: id, status: record.status, wo_id: null }, RequestMessages.created);
  }
  const before = await requestInScope(scope, mr_id);
  if (!canEditRequest(before.status)) throw refuse(RequestMessages.completedLocked);
  if (asset.asset_id !== before.asset_id && before.wo_id) throw refuse(RequestMessages.workOrderOtherAsset);
  let after: RequestRecord = {
    ...before,
    title,
    description,
    priority,
    asset_id: asset.asset_id,
    asset_name: asset.name,
    internal_asset_id: asset.internal_asset_id,
    updated_at: at.toISOString(),
  };
  const linkTo = wo_id === undefined ? (before.wo_id ?? null) : wo_id;
  if (linkTo === (before.wo_id ?? null)) {
    try {
      await writeTransaction(requestUpdateWrites(before, after));
    } catch (error) {
      if (cancellationReasons(error).length || isConditionalCheckFailure(error))
        throw conflict(WorkOrderMessages.issueLinkedElsewhere);
      throw error;
    }
    return ok({ mr_id, status: after.status, wo_id: after.wo_id ?? null }, RequestMessages.updated);
  }
  // The link changes: the work orders' mr_id and the request's status move in the same transaction.
  const timezone = scope.timezoneOf(before.site_id);
  const changes: WorkOrderChange[] = [];
  if (before.wo_id) {
    const old = await getWorkOrder(scope.tenant, before.wo_id);
    if (old) {
      const { mr_id: _m, mr_type: _t, ...rest } = old;
      changes.push({
        tenant: scope.tenant,
        before: old,
        after: { ...rest, wo_type: 59, updated_at: at.toISOString() } as WorkOrderRecord,
        by,
        timezone,
        at,
      });
    }
  }
  let linked: WorkOrderRecord | null = null;
  if (linkTo !== null) {
    const wo = await linkableWorkOrder(scope, linkTo, after.asset_id, mr_id);
    linked = {
      ...wo,
      mr_id,
      mr_type: before.mr_type,
      wo_type: before.mr_type === RequestType.Inspection ? 60 : 61,
      updated_at: at.toISOString(),
    };
    changes.push({ tenant: scope.tenant, before: wo, after: linked, by, timezone, at });
  }
  after = requestWithWorkOrder(after, linked, at);
  try {
    await writeTransaction([...changes.flatMap(workOrderWrites), ...requestUpdateWrites(before, after)]);
  } catch (error) {
    if (cancellationReasons(error).length) throw conflict(WorkOrderMessages.issueLinkedElsewhere);
    throw error;
  }
  return ok({ mr_id, status: after.status, wo_id: after.wo_id ?? null }, RequestMessages.updated);
});

/** GET MaintenanceRequest/GetAllWorkOrderWithNoMR/{assetId}: the asset's `NOMR` entries, searched, page 20. */
export const getAllWorkOrderWithNoMR = route(RequestsApi.getAllWorkOrderWithNoMR, async (request) => {
  const scope = await maintScope(request);
  const asset = await assetInScope(scope, request.params.assetId, RequestMessages.assetRequired);
  const { pageindex, pagesize, searchstring } = request.query;
  // The one word rule of every list's search (lib/list-index/words.ts), as the work order list's.
  const keep = searchMatcher(searchstring) ?? undefined;
  const sub = WorkOrderSub.noRequest(asset.asset_id);
  const [entries, total] = await Promise.all([
    readEntries(scope.tenant, 'WO', asset.site_id, sub, { limit: pageindex * pagesize, keep }),
    keep
      ? readEntries(scope.tenant, 'WO', asset.site_id, sub, { keep }).then((all) => all.length)
      : readCounts(scope.tenant, 'WO', asset.site_id, [sub]),
  ]);
  const list = entries
    .slice((pageindex - 1) * pagesize)
    .map((e) => ({ wo_id: e.id, wo_number: e.number, title: e.title }));
  return ok({ list, listsize: total });
});
