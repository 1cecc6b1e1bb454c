/**
 * Maintenance requests (spec maintenance 2.7, 5, 7 'Maintenance requests', 8; core 7 open count):
 * the list with its filters and Requested By options, resolve, requests from inspections (type
 * 53) and the open-request badge. Reads by key only (listing.ts). Details, create and edit, and
 * the work order picker touch work orders: the work orders domain serves them
 * (workorders/handlers/requests.ts).
 */
import { RequestsApi } from '#shared/requests/api.js';
import { RequestMessages } from '#shared/requests/messages.js';
import { canResolveRequest, RequestType, RESOLVED_STATUS } from '#shared/requests/rules.js';
import { getInspection } from '#functions/inspections/index.js';
import { getIssue } from '#functions/issues/index.js';
import { ok, okList } from '#lib/envelope.js';
import { conflict, notFound, refuse } from '#lib/errors.js';
import { cancellationReasons } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';
import { route } from '#functions/users/index.js';
import { queryCounts } from '../store/list-reads.js';
import { assetInScope, fullName, inScope, maintScope, requestInScope } from '../scope.js';
import {
  nextId,
  openRequestCount,
  newRequest,
  requestCreateWrites,
  requestorOfSub,
  requestUpdateWrites,
} from '../store/requests.js';
import { requestListPage } from '../operations/find-requests.js';

/** POST MaintenanceRequest/GetAllMaintenanceRequest (operations/find-requests.ts). */
export const getAllMaintenanceRequest = route(RequestsApi.getAllMaintenanceRequest, async (request) => {
  const { rows, total } = await requestListPage(request, request.body);
  return okList(rows, total);
});

/** POST MaintenanceRequest/GetRequestedByOptions: the `U#` counts of the scope's sites (names on them), searched, page 20. */
export const getRequestedByOptions = route(RequestsApi.getRequestedByOptions, async (request) => {
  const scope = await maintScope(request);
  const search = request.body.option_search_string.toLowerCase();
  const counts = (
    await Promise.all(scope.siteIds.map((siteId) => queryCounts(scope.tenant, 'MR', siteId, 'U#')))
  ).flat();
  const names = new Map<string, string>();
  for (const c of counts) if (c.n > 0) names.set(requestorOfSub(c.sub), c.label);
  const options = [...names]
    .map(([requested_by, requested_by_name]) => ({ requested_by, requested_by_name }))
    .filter((o) => !search || o.requested_by_name.toLowerCase().includes(search))
    .sort((a, b) => a.requested_by_name.localeCompare(b.requested_by_name));
  const size = 20;
  const from = (Math.max(request.body.pageIndex, 1) - 1) * size;
  return ok({ list: options.slice(from, from + size), listsize: options.length });
});

/** POST MaintenanceRequest/ResolveMaintenanceRequest: an Open request becomes Completed with its reason. */
export const resolveMaintenanceRequest = route(RequestsApi.resolveMaintenanceRequest, async (request) => {
  const scope = await maintScope(request);
  const before = await requestInScope(scope, request.body.mr_id);
  if (!canResolveRequest(before.status)) throw refuse(RequestMessages.notOpen);
  const after = {
    ...before,
    status: RESOLVED_STATUS,
    resolve_reason: request.body.resolve_reason,
    updated_at: new Date().toISOString(),
  };
  try {
    await writeTransaction(requestUpdateWrites(before, after));
  } catch (error) {
    if (cancellationReasons(error).length) throw conflict(RequestMessages.notOpen);
    throw error;
  }
  return ok(
    { mr_id: before.mr_id, status: after.status, wo_id: before.wo_id ?? null },
    RequestMessages.resolved,
  );
});

/** POST MaintenanceRequest/CreateRequestFromInspection: type 53, keeping the inspection and its meter reading. */
export const createRequestFromInspection = route(RequestsApi.createRequestFromInspection, async (request) => {
  const scope = await maintScope(request);
  const { issue_uuid, inspection_id, title, description, priority } = request.body;
  const issue = issue_uuid ? await getIssue(scope.tenant, issue_uuid) : undefined;
  if (issue_uuid && (!issue || !inScope(scope, issue))) throw notFound(RequestMessages.sourceNotFound);
  const inspectionId = inspection_id || issue?.inspection_id;
  const inspection = inspectionId ? await getInspection(scope.tenant, inspectionId) : undefined;
  if (inspection_id && (!inspection || !inScope(scope, inspection)))
    throw notFound(RequestMessages.sourceNotFound);
  const assetId = issue?.asset_id ?? inspection!.asset_id;
  const asset = await assetInScope(scope, assetId, RequestMessages.sourceNotFound);
  const at = new Date();
  const id = await nextId(scope.tenant, 'MR');
  const record = newRequest({
    tenant: scope.tenant,
    mr_id: id,
    asset,
    title,
    description,
    priority,
    by: { uuid: request.user.uuid, name: fullName(request.user) },
    at,
    extra: {
      mr_type: RequestType.Inspection,
      ...(inspectionId ? { inspection_id: inspectionId } : {}),
      ...(inspection ? { meter_at_inspection: inspection.meter_hours } : {}),
      issue_uuids: issue ? [issue.issue_uuid] : (inspection?.issue_ids ?? []).slice(0, 50),
    },
  });
  await writeTransaction(requestCreateWrites(record));
  return ok({ mr_id: id, status: record.status, wo_id: null }, RequestMessages.created);
});

/** GET MaintenanceRequest/GetMaintenanceRequestOpenStatusCount: the `S48` counts of the scope's sites. */
export const getOpenStatusCount = route(RequestsApi.getOpenStatusCount, async (request) => {
  const scope = await maintScope(request);
  return ok({ openMRCount: await openRequestCount(scope.tenant, scope.siteIds) });
});
