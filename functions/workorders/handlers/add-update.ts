/**
 * POST WorkOrder/AddUpdateWorkOrder: add/update (tasks, issues, attachments, dealer, due date; from
 * an Open request: its issues and attachments carried over, the request Workorder Created), and
 * reopening a Completed work order; `assigned_to` sets the assignees (checked, the newly assigned
 * notified after the commit). Every write goes through operations/workorders.ts (one transaction).
 */
import { RequestStatus } from '#shared/requests/rules.js';
import { WorkOrdersApi } from '#shared/workorders/api.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import {
  canCompleteWorkOrder,
  earliestToday,
  isDueDateAllowed,
  isTaskLocked,
  isWorkOrderEditable,
  WorkOrderStatus,
  WorkOrderTaskStatus,
  workOrderNumberOf,
  workOrderTypeFor,
} from '#shared/workorders/rules.js';
import type { WorkOrderBody } from '#shared/workorders/schemas.js';
import { getIssues } from '#functions/issues/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest, notFound, refuse } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { applyFailureCodes, withFailureCodes } from '#functions/reliability/index.js';
import { assetInScope, inScope, maintScope, type MaintScope } from '#functions/requests/index.js';
import { getRequest, nextId, type RequestRecord } from '#functions/requests/index.js';
import { assertAttachmentsUploaded, attachmentKey } from '#functions/attachments/index.js';
import { getTask } from '#functions/tasks/index.js';
import { checkedAssignees, notifyAssigned, withAssignees } from '../operations/assignees.js';
import { dealerOf } from '../store/dealers.js';
import type { WorkOrderRecord } from '../store/workorders.js';
import {
  commitWorkOrder,
  labourTotalOf,
  requestWithWorkOrder,
  type WorkOrderChange,
} from '../operations/workorders.js';
import { workOrderInScope, byOf, commitStatusChange } from './helpers.js';

/** Files a work order may name: its tenant's uploads (work order and PM attachments, portal photos). */
const attachmentAllowed = (tenant: string, key: string) =>
  !key.includes('..') &&
  [`workorders/${tenant}/`, `attachments/${tenant}/`, `pm/${tenant}/`, `requests/${tenant}/`].some((prefix) =>
    key.startsWith(prefix),
  );

/** The tasks of the body on top of those the work order has (catalogue snapshot for new ones; Completed ones locked). */
async function tasksOf(
  scope: MaintScope,
  companyId: number,
  before: WorkOrderRecord | null,
  input: NonNullable<WorkOrderBody['WorkOrderTasks']>,
) {
  const had = new Map((before?.tasks ?? []).map((t) => [t.task_id, t]));
  const merged = new Map<number, (typeof input)[number]>();
  for (const t of input) merged.set(t.task_id, t); // duplicates merge by id: the last wins
  for (const [id, t] of had)
    if (isTaskLocked(t.status) && !merged.has(id)) throw refuse(WorkOrderMessages.completedTaskLocked);
  return Promise.all(
    [...merged.values()].map(async (t) => {
      const old = had.get(t.task_id);
      if (old && isTaskLocked(old.status)) return old;
      const catalogue = old ? undefined : await getTask(scope.tenant, companyId, t.task_id);
      if (!old && !catalogue) throw notFound(WorkOrderMessages.taskNotFound);
      const base = old ?? {
        task_id: t.task_id,
        task_code: catalogue!.task_code,
        task_title: catalogue!.task_title,
        task_est_hours: catalogue!.task_est_hours,
        task_est_minutes: catalogue!.task_est_minutes,
        hourly_rate: catalogue!.hourly_rate,
        status: WorkOrderTaskStatus.Open,
        time_spent_hours: 0,
        time_spent_minutes: 0,
      };
      return {
        ...base,
        status: t.status ?? base.status,
        time_spent_hours: t.time_spent_hours,
        time_spent_minutes: t.time_spent_minutes,
        time_entries: t.time_entries ?? old?.time_entries ?? [],
        hourly_rate: t.hourly_rate > 0 ? t.hourly_rate : base.hourly_rate,
      };
    }),
  );
}

/** The issues after the body's changes: kept, linked (the asset's, in scope) and unlinked (is_archive). */
async function issuesOf(
  scope: MaintScope,
  assetId: number,
  before: WorkOrderRecord['issues'],
  input: NonNullable<WorkOrderBody['issue']>,
  extra: WorkOrderRecord['issues'] = [],
) {
  const current = new Map([...before, ...extra].map((i) => [i.issue_uuid, i]));
  const archived = input.filter((i) => i.is_archive).map((i) => i.issue_id);
  const added = input.filter((i) => !i.is_archive && !current.has(i.issue_id));
  const found = new Map(
    (
      await getIssues(
        scope.tenant,
        added.map((i) => i.issue_id),
      )
    ).map((i) => [i.issue_uuid, i]),
  );
  for (const i of added) {
    const issue = found.get(i.issue_id);
    if (!issue || !inScope(scope, issue)) throw notFound(WorkOrderMessages.issueNotFound);
    if (issue.asset_id !== assetId) throw refuse(WorkOrderMessages.issueOtherAsset);
    current.set(issue.issue_uuid, {
      issue_uuid: issue.issue_uuid,
      name: issue.name,
      status: issue.status,
      ...(issue.inspection_id ? { inspection_id: issue.inspection_id } : {}),
      ...(i.mr_id ? { mr_id: i.mr_id } : {}),
    });
  }
  for (const id of archived) current.delete(id);
  return [...current.values()];
}

/** POST WorkOrder/AddUpdateWorkOrder. */
export const addUpdateWorkOrder = route(WorkOrdersApi.addUpdateWorkOrder, async (request) => {
  const scope = await maintScope(request);
  const body = request.body;
  const at = new Date();
  const by = byOf(request.user);
  const before = body.wo_id ? await workOrderInScope(scope, body.wo_id) : null;
  if (!body.is_full_page && !(body.WorkOrderTasks?.length ?? before?.tasks.length))
    throw badRequest(WorkOrderMessages.tasksRequired);
  if (before && !isWorkOrderEditable(before.status)) {
    // A Completed work order may only be reopened (status 58); nothing else changes.
    if (before.status === WorkOrderStatus.Completed && body.status === WorkOrderStatus.Reopened) {
      const after = { ...before, status: WorkOrderStatus.Reopened, updated_at: at.toISOString() };
      const { completed_date: _c, ...reopened } = after;
      await commitStatusChange(scope, before, reopened as WorkOrderRecord, by, at);
      return ok(
        { wo_id: before.wo_id, wo_number: before.wo_number, status: WorkOrderStatus.Reopened },
        WorkOrderMessages.updated,
      );
    }
    throw refuse(WorkOrderMessages.notEditable);
  }
  if (!isDueDateAllowed(body.due_at, before?.due_at, earliestToday(at)))
    throw badRequest(WorkOrderMessages.dueDatePast);
  const asset = await assetInScope(scope, before?.asset_id ?? body.asset_id, WorkOrderMessages.assetRequired);
  if (before && body.asset_id !== before.asset_id) throw refuse(WorkOrderMessages.issueOtherAsset);
  // From a request (create only): an Open request of the same asset.
  let fromRequest: RequestRecord | undefined;
  if (!before && body.mr_id) {
    fromRequest = await getRequest(scope.tenant, body.mr_id);
    if (!fromRequest || !inScope(scope, fromRequest)) throw notFound(WorkOrderMessages.requestNotFound);
    if (fromRequest.status !== RequestStatus.Open) throw refuse(WorkOrderMessages.requestNotOpen);
    if (fromRequest.asset_id !== asset.asset_id) throw refuse(WorkOrderMessages.requestOtherAsset);
  }
  const carriedIssues = fromRequest
    ? (await getIssues(scope.tenant, fromRequest.issue_uuids)).filter((i) => i.asset_id === asset.asset_id)
    : [];
  const tasks = body.WorkOrderTasks
    ? await tasksOf(scope, asset.company_id, before, body.WorkOrderTasks)
    : (before?.tasks ?? []);
  const issues = await issuesOf(
    scope,
    asset.asset_id,
    before?.issues ?? [],
    body.issue ?? [],
    carriedIssues.map((i) => ({
      issue_uuid: i.issue_uuid,
      name: i.name,
      status: i.status,
      mr_id: fromRequest!.mr_id,
      ...(i.inspection_id ? { inspection_id: i.inspection_id } : {}),
    })),
  );
  // Attachments: the body's list replaces the work order's (ids kept by file); a request's photo is carried over.
  const oldAttachments = new Map((before?.attachments ?? []).map((a) => [a.filename, a]));
  // Files from the generic uploader (Attachment/UploadUrl) come as bare names: checked uploaded, then kept as their full key.
  const listed = body.workOrderAttachments ?? before?.attachments ?? [];
  await assertAttachmentsUploaded(
    scope.tenant,
    listed.filter((a) => !a.filename.includes('/')),
  );
  const inputAttachments = listed.map((a) =>
    a.filename.includes('/') ? a : { ...a, filename: attachmentKey(scope.tenant, a.filename) },
  );
  for (const a of inputAttachments)
    if (!attachmentAllowed(scope.tenant, a.filename)) throw badRequest(WorkOrderMessages.attachmentInvalid);
  let nextAttachmentId = Math.max(0, ...(before?.attachments ?? []).map((a) => a.wo_attachment_id)) + 1;
  const attachments = inputAttachments.map(
    (a) =>
      oldAttachments.get(a.filename) ?? {
        wo_attachment_id: nextAttachmentId++,
        user_uploaded_name: a.user_uploaded_name,
        filename: a.filename,
      },
  );
  if (fromRequest?.photo_key && !attachments.some((a) => a.filename === fromRequest!.photo_key))
    attachments.push({
      wo_attachment_id: nextAttachmentId++,
      user_uploaded_name: 'Reported photo',
      filename: fromRequest.photo_key,
    });
  if (before && before.status === WorkOrderStatus.Completed) {
    const removed =
      before.issues.some((i) => !issues.find((x) => x.issue_uuid === i.issue_uuid)) ||
      before.attachments.some((a) => !attachments.find((x) => x.filename === a.filename));
    if (removed) throw refuse(WorkOrderMessages.issueRemoveLocked);
  }
  if (issues.length > 40) throw badRequest(WorkOrderMessages.tooManyItems);
  let dealerId: number | undefined = before?.service_dealer_id;
  if (body.service_dealer_id !== undefined) {
    dealerId = body.service_dealer_id ?? undefined;
    if (dealerId && !(await dealerOf(scope.tenant, asset.company_id, dealerId)))
      throw notFound(WorkOrderMessages.dealerNotFound);
  }
  const status = body.status ?? before?.status ?? WorkOrderStatus.Open;
  if (
    status === WorkOrderStatus.Completed &&
    before?.status !== WorkOrderStatus.Completed &&
    !canCompleteWorkOrder(tasks, Boolean(body.override))
  )
    throw refuse(WorkOrderMessages.completeBlocked);
  // Checked before the id is taken: a wrong code writes nothing.
  const codes = await applyFailureCodes(scope.tenant, asset.company_id, before ?? {}, body);
  const woId = before?.wo_id ?? (await nextId(scope.tenant, 'WO'));
  const due = body.due_at === undefined ? before?.due_at : (body.due_at ?? undefined);
  const base: WorkOrderRecord = {
    ...(before ?? {
      tenant: scope.tenant,
      wo_id: woId,
      wo_number: workOrderNumberOf(woId),
      company_id: asset.company_id,
      site_id: asset.site_id,
      asset_id: asset.asset_id,
      wo_type: workOrderTypeFor(fromRequest?.mr_type),
      created_by: by.uuid,
      created_at: at.toISOString(),
      version: 1,
      ...(fromRequest ? { mr_id: fromRequest.mr_id, mr_type: fromRequest.mr_type } : {}),
    }),
    asset_name: asset.name,
    internal_asset_id: asset.internal_asset_id,
    title: body.title,
    description: body.description,
    priority: body.priority,
    status,
    tasks,
    issues,
    attachments,
    labour_total: labourTotalOf(tasks),
    updated_at: at.toISOString(),
  } as WorkOrderRecord;
  const { due_at: _d, service_dealer_id: _s, completed_date: _c, ...rest } = base;
  const assignees =
    body.assigned_to !== undefined
      ? await checkedAssignees(scope.tenant, asset.site_id, body.assigned_to)
      : { assigned_to: before?.assigned_to, assigned_to_names: before?.assigned_to_names };
  const after: WorkOrderRecord = withAssignees(
    {
      ...withFailureCodes(rest, codes),
      ...(due ? { due_at: due } : {}),
      ...(dealerId ? { service_dealer_id: dealerId } : {}),
      ...(status === WorkOrderStatus.Completed
        ? { completed_date: before?.completed_date ?? at.toISOString().slice(0, 10) }
        : {}),
    } as WorkOrderRecord,
    assignees,
  );
  const change: WorkOrderChange = {
    tenant: scope.tenant,
    before,
    after,
    by,
    timezone: scope.timezoneOf(after.site_id),
    at,
  };
  const req =
    fromRequest ??
    (after.mr_id && before && before.status !== after.status
      ? await getRequest(scope.tenant, after.mr_id)
      : undefined);
  if (req) change.request = [{ before: req, after: requestWithWorkOrder(req, after, at) }];
  await commitWorkOrder(change, scope.org);
  await notifyAssigned({ tenant: request.tenant, before, after, by });
  return ok(
    { wo_id: after.wo_id, wo_number: after.wo_number, status: after.status },
    before ? WorkOrderMessages.updated : WorkOrderMessages.created,
  );
});
