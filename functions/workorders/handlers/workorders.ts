/**
 * Work orders (spec maintenance 2.8, 4, 5, 7 'Work orders', 8): the list with its filters and
 * options, details, status history, add/update (tasks, issues, attachments, dealer, due date; from
 * an Open request: its issues and attachments carried over, the request Workorder Created), delete,
 * complete (the completion condition or Override), task status, time spent, the asset's issues to
 * link, and the asset's maintenance cost. Every write goes through writes.ts (one transaction).
 */
import { Messages } from '../../../shared/messages.js';
import { RequestStatus } from '../../../shared/requests/rules.js';
import { WorkOrdersApi } from '../../../shared/workorders/api.js';
import { WorkOrderMessages } from '../../../shared/workorders/messages.js';
import {
  canCompleteWorkOrder,
  canDeleteWorkOrder,
  costPerMeterHour,
  isTaskLocked,
  isWorkOrderEditable,
  lastTwelveMonths,
  WorkOrderStatus,
  WorkOrderTaskStatus,
  workOrderNumberOf,
  workOrderTypeFor,
  addTime,
} from '../../../shared/workorders/rules.js';
import type { WorkOrderBody } from '../../../shared/workorders/schemas.js';
import { getAssets, type AssetRecord } from '../../assets/store/assets.js';
import { OPEN_STATUSES, Sub } from '../../issues/listing.js';
import { getIssues, readEntries as readIssueEntries, type IssueRecord } from '../../issues/store.js';
import { ok, okList } from '../../lib/envelope.js';
import { badRequest, notFound, refuse } from '../../lib/errors.js';
import { route } from '../../route.js';
import { readAll, readCounts, readPage, searchTerms, type ListEntry } from '../../requests/listing.js';
import { assetInScope, fullName, inScope, maintScope, type MaintScope } from '../../requests/scope.js';
import { getRequest, nextId, type RequestRecord } from '../../requests/store.js';
import { assertAttachmentsUploaded, attachmentKey } from '../../attachments/files.js';
import { photoUrlOf } from '../../requests/views.js';
import { getTask } from '../../tasks/store.js';
import { dealerOf } from '../dealers.js';
import { getWorkOrder, getWorkOrders, issueLinks, listActivity, monthCosts, WorkOrderSub, type WorkOrderRecord } from '../store.js';
import { activityOf, linkedIssueOf, workOrderDetailOf, workOrderRowOf } from '../views.js';
import { commitWorkOrder, labourTotalOf, requestWithWorkOrder, type WorkOrderChange } from '../writes.js';

async function workOrderInScope(scope: MaintScope, woId: number): Promise<WorkOrderRecord> {
  const w = await getWorkOrder(scope.tenant, woId);
  if (!w || !inScope(scope, w)) throw notFound(WorkOrderMessages.workOrderNotFound);
  return w;
}

const byOf = (user: { uuid: string; firstname: string; lastname: string }) => ({ uuid: user.uuid, name: fullName(user) });

async function rowsOf(scope: MaintScope, records: WorkOrderRecord[]) {
  const assets = new Map((await getAssets(scope.tenant, [...new Set(records.map((w) => w.asset_id))])).map((a) => [a.asset_id, a]));
  return records.map((w) => workOrderRowOf(w, assets.get(w.asset_id), scope.timezoneOf(w.site_id)));
}

/** The subs a status × priority filter reads (several statuses merge their partitions). */
function subsOf(statuses: number[], priorities: number[]): string[] {
  if (statuses.length && priorities.length) return statuses.flatMap((s) => priorities.map((p) => WorkOrderSub.statusPriority(s, p)));
  if (statuses.length) return statuses.map(WorkOrderSub.status);
  if (priorities.length) return priorities.map(WorkOrderSub.priority);
  return [WorkOrderSub.all];
}

/** POST WorkOrder/GetAllWorkOrders. */
export const getAllWorkOrders = route(WorkOrdersApi.getAllWorkOrders, async (request) => {
  const scope = await maintScope(request);
  const { status, priority, wo_id, wo_number, search_string, pageIndex, pageSize } = request.body;
  const subs = subsOf(status, priority);
  const ids = new Set(wo_id);
  const numbers = new Set(wo_number.map((n) => n.toLowerCase()));
  const words = search_string.toLowerCase().split(/\s+/).filter(Boolean);
  const residual = ids.size > 0 || numbers.size > 0 || words.length > 0;
  const keep = residual
    ? (e: ListEntry) => (!ids.size || ids.has(e.id)) && (!numbers.size || numbers.has(e.number.toLowerCase())) && words.every((w) => e.search.includes(w))
    : undefined;
  const [entries, total] = await Promise.all([
    readPage(scope.tenant, 'WO', scope.siteIds, subs, { pageSize, pageIndex }, keep),
    residual
      ? readAll(scope.tenant, 'WO', scope.siteIds, subs, keep).then((all) => all.length)
      : Promise.all(scope.siteIds.map((siteId) => readCounts(scope.tenant, 'WO', siteId, subs))).then((n) => n.reduce((a, b) => a + b, 0)),
  ]);
  return okList(await rowsOf(scope, await getWorkOrders(scope.tenant, entries.map((e) => e.id))), total);
});

/**
 * The options pages, page 20 by pageIndex: without a typed search the filtered list's first
 * entries (by key); with one, the term index (title words and number) read by key with a Limit,
 * the status and priority filters checked on what is read. Never the whole list.
 */
async function optionEntries(request: Parameters<Parameters<typeof route<typeof WorkOrdersApi.getWorkOrderTitleOptions>>[1]>[0]): Promise<{ id: number; title: string; number: string }[]> {
  const scope = await maintScope(request);
  const { status, priority, option_search_string, pageIndex } = request.body;
  const size = 20;
  const page = Math.max(pageIndex, 1);
  if (!option_search_string.trim()) return readPage(scope.tenant, 'WO', scope.siteIds, subsOf(status, priority), { pageSize: size, pageIndex: page });
  const statuses = new Set(status);
  const priorities = new Set(priority);
  const keep = statuses.size || priorities.size ? (e: { status: number; code: number }) => (!statuses.size || statuses.has(e.status)) && (!priorities.size || priorities.has(e.code)) : undefined;
  const found = await searchTerms(scope.tenant, 'WO', scope.siteIds, option_search_string, size * page, keep);
  return found.slice(size * (page - 1));
}

/** POST WorkOrder/GetWorkOrderTitleOptions. */
export const getWorkOrderTitleOptions = route(WorkOrdersApi.getWorkOrderTitleOptions, async (request) => {
  const list = (await optionEntries(request)).map((e) => ({ wo_id: e.id, title: e.title }));
  return ok({ list, listsize: list.length });
});

/** POST WorkOrder/GetWorkOrderNumberOptions. */
export const getWorkOrderNumberOptions = route(WorkOrdersApi.getWorkOrderNumberOptions, async (request) => {
  const list = (await optionEntries(request)).map((e) => ({ wo_id: e.id, wo_number: e.number }));
  return ok({ list, listsize: list.length });
});

/** GET WorkOrder/GetWorkOrderDetails/{wo_id}. */
export const getWorkOrderDetails = route(WorkOrdersApi.getWorkOrderDetails, async (request) => {
  const scope = await maintScope(request);
  const w = await workOrderInScope(scope, request.params.wo_id);
  const [assets, issues, dealer, req, urls] = await Promise.all([
    getAssets(scope.tenant, [w.asset_id]),
    getIssues(scope.tenant, w.issues.map((i) => i.issue_uuid)),
    dealerOf(scope.tenant, w.company_id, w.service_dealer_id),
    w.mr_id ? getRequest(scope.tenant, w.mr_id) : Promise.resolve(undefined),
    Promise.all(w.attachments.map(async (a) => [a.filename, (await photoUrlOf(a.filename)) ?? ''] as const)),
  ]);
  return ok(
    workOrderDetailOf(w, {
      asset: assets[0],
      timezone: scope.timezoneOf(w.site_id),
      issues: new Map(issues.map((i) => [i.issue_uuid, i])),
      attachmentUrls: new Map(urls),
      dealer,
      request: req,
    }),
  );
});

/** GET WorkOrder/GetWorkOrderStatusHistory/{wo_id}: activity entries, newest first. */
export const getWorkOrderStatusHistory = route(WorkOrdersApi.getWorkOrderStatusHistory, async (request) => {
  const scope = await maintScope(request);
  const w = await workOrderInScope(scope, request.params.wo_id);
  const list = (await listActivity(scope.tenant, w.wo_id)).map(activityOf);
  return ok({ list, listsize: list.length });
});

/** Files a work order may name: its tenant's uploads (work order and PM attachments, portal photos). */
const attachmentAllowed = (tenant: string, key: string) =>
  !key.includes('..') && [`workorders/${tenant}/`, `attachments/${tenant}/`, `pm/${tenant}/`, `requests/${tenant}/`].some((prefix) => key.startsWith(prefix));

/** The tasks of the body on top of those the work order has (catalogue snapshot for new ones; Completed ones locked). */
async function tasksOf(scope: MaintScope, companyId: number, before: WorkOrderRecord | null, input: NonNullable<WorkOrderBody['WorkOrderTasks']>) {
  const had = new Map((before?.tasks ?? []).map((t) => [t.task_id, t]));
  const merged = new Map<number, (typeof input)[number]>();
  for (const t of input) merged.set(t.task_id, t); // duplicates merge by id: the last wins
  for (const [id, t] of had) if (isTaskLocked(t.status) && !merged.has(id)) throw refuse(WorkOrderMessages.completedTaskLocked);
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
        hourly_rate: t.hourly_rate > 0 ? t.hourly_rate : base.hourly_rate,
      };
    }),
  );
}

/** The issues after the body's changes: kept, linked (the asset's, in scope) and unlinked (is_archive). */
async function issuesOf(scope: MaintScope, assetId: number, before: WorkOrderRecord['issues'], input: NonNullable<WorkOrderBody['issue']>, extra: WorkOrderRecord['issues'] = []) {
  const current = new Map([...before, ...extra].map((i) => [i.issue_uuid, i]));
  const archived = input.filter((i) => i.is_archive).map((i) => i.issue_id);
  const added = input.filter((i) => !i.is_archive && !current.has(i.issue_id));
  const found = new Map((await getIssues(scope.tenant, added.map((i) => i.issue_id))).map((i) => [i.issue_uuid, i]));
  for (const i of added) {
    const issue = found.get(i.issue_id);
    if (!issue || !inScope(scope, issue)) throw notFound(WorkOrderMessages.issueNotFound);
    if (issue.asset_id !== assetId) throw refuse(WorkOrderMessages.issueOtherAsset);
    current.set(issue.issue_uuid, { issue_uuid: issue.issue_uuid, name: issue.name, status: issue.status, ...(issue.inspection_id ? { inspection_id: issue.inspection_id } : {}), ...(i.mr_id ? { mr_id: i.mr_id } : {}) });
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
  if (!body.is_full_page && !(body.WorkOrderTasks?.length ?? before?.tasks.length)) throw badRequest(WorkOrderMessages.tasksRequired);
  if (before && !isWorkOrderEditable(before.status)) {
    // A Completed work order may only be reopened (status 58); nothing else changes.
    if (before.status === WorkOrderStatus.Completed && body.status === WorkOrderStatus.Reopened) {
      const after = { ...before, status: WorkOrderStatus.Reopened, updated_at: at.toISOString() };
      const { completed_date: _c, ...reopened } = after;
      await commitStatusChange(scope, before, reopened as WorkOrderRecord, by, at);
      return ok({ wo_id: before.wo_id, wo_number: before.wo_number, status: WorkOrderStatus.Reopened }, WorkOrderMessages.updated);
    }
    throw refuse(WorkOrderMessages.notEditable);
  }
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
  const carriedIssues = fromRequest ? (await getIssues(scope.tenant, fromRequest.issue_uuids)).filter((i) => i.asset_id === asset.asset_id) : [];
  const tasks = body.WorkOrderTasks ? await tasksOf(scope, asset.company_id, before, body.WorkOrderTasks) : (before?.tasks ?? []);
  const issues = await issuesOf(
    scope,
    asset.asset_id,
    before?.issues ?? [],
    body.issue ?? [],
    carriedIssues.map((i) => ({ issue_uuid: i.issue_uuid, name: i.name, status: i.status, mr_id: fromRequest!.mr_id, ...(i.inspection_id ? { inspection_id: i.inspection_id } : {}) })),
  );
  // Attachments: the body's list replaces the work order's (ids kept by file); a request's photo is carried over.
  const oldAttachments = new Map((before?.attachments ?? []).map((a) => [a.filename, a]));
  // Files from the generic uploader (Attachment/UploadUrl) come as bare names: checked uploaded, then kept as their full key.
  const listed = body.workOrderAttachments ?? before?.attachments ?? [];
  await assertAttachmentsUploaded(scope.tenant, listed.filter((a) => !a.filename.includes('/')));
  const inputAttachments = listed.map((a) => (a.filename.includes('/') ? a : { ...a, filename: attachmentKey(scope.tenant, a.filename) }));
  for (const a of inputAttachments) if (!attachmentAllowed(scope.tenant, a.filename)) throw badRequest(WorkOrderMessages.attachmentInvalid);
  let nextAttachmentId = Math.max(0, ...(before?.attachments ?? []).map((a) => a.wo_attachment_id)) + 1;
  const attachments = inputAttachments.map((a) => oldAttachments.get(a.filename) ?? { wo_attachment_id: nextAttachmentId++, user_uploaded_name: a.user_uploaded_name, filename: a.filename });
  if (fromRequest?.photo_key && !attachments.some((a) => a.filename === fromRequest!.photo_key))
    attachments.push({ wo_attachment_id: nextAttachmentId++, user_uploaded_name: 'Reported photo', filename: fromRequest.photo_key });
  if (before && before.status === WorkOrderStatus.Completed) {
    const removed = before.issues.some((i) => !issues.find((x) => x.issue_uuid === i.issue_uuid)) || before.attachments.some((a) => !attachments.find((x) => x.filename === a.filename));
    if (removed) throw refuse(WorkOrderMessages.issueRemoveLocked);
  }
  if (issues.length > 40) throw badRequest(WorkOrderMessages.tooManyItems);
  let dealerId: number | undefined = before?.service_dealer_id;
  if (body.service_dealer_id !== undefined) {
    dealerId = body.service_dealer_id ?? undefined;
    if (dealerId && !(await dealerOf(scope.tenant, asset.company_id, dealerId))) throw notFound(WorkOrderMessages.dealerNotFound);
  }
  const status = body.status ?? before?.status ?? WorkOrderStatus.Open;
  if (status === WorkOrderStatus.Completed && before?.status !== WorkOrderStatus.Completed && !canCompleteWorkOrder(tasks, Boolean(body.override))) throw refuse(WorkOrderMessages.completeBlocked);
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
  const after: WorkOrderRecord = {
    ...rest,
    ...(due ? { due_at: due } : {}),
    ...(dealerId ? { service_dealer_id: dealerId } : {}),
    ...(status === WorkOrderStatus.Completed ? { completed_date: before?.completed_date ?? at.toISOString().slice(0, 10) } : {}),
  } as WorkOrderRecord;
  const change: WorkOrderChange = { tenant: scope.tenant, before, after, by, timezone: scope.timezoneOf(after.site_id), at, meterHours: asset.meter_hours };
  const req = fromRequest ?? (after.mr_id && before && before.status !== after.status ? await getRequest(scope.tenant, after.mr_id) : undefined);
  if (req) change.request = [{ before: req, after: requestWithWorkOrder(req, after, at) }];
  await commitWorkOrder(change, scope.org);
  return ok({ wo_id: after.wo_id, wo_number: after.wo_number, status: after.status }, before ? WorkOrderMessages.updated : WorkOrderMessages.created);
});

/** A status-only change (complete, reopen, task-driven): the request follows, history and notification as every write. */
async function commitStatusChange(scope: MaintScope, before: WorkOrderRecord, after: WorkOrderRecord, by: { uuid: string; name: string }, at: Date, meterHours?: number) {
  const change: WorkOrderChange = { tenant: scope.tenant, before, after, by, timezone: scope.timezoneOf(after.site_id), at, meterHours };
  const req = after.mr_id && before.status !== after.status ? await getRequest(scope.tenant, after.mr_id) : undefined;
  if (req) change.request = [{ before: req, after: requestWithWorkOrder(req, after, at) }];
  await commitWorkOrder(change, scope.org);
}

/** DELETE WorkOrder/DeleteWorkOrder/{wo_id}: only Open, In Progress, Reopened; its request returns to Open, its issues are free again, its cost leaves the roll-up. */
export const deleteWorkOrder = route(WorkOrdersApi.deleteWorkOrder, async (request) => {
  const scope = await maintScope(request);
  const before = await workOrderInScope(scope, request.params.wo_id);
  if (!canDeleteWorkOrder(before.status)) throw refuse(WorkOrderMessages.notDeletable);
  const at = new Date();
  const change: WorkOrderChange = { tenant: scope.tenant, before, after: null, by: byOf(request.user), timezone: scope.timezoneOf(before.site_id), at };
  const req = before.mr_id ? await getRequest(scope.tenant, before.mr_id) : undefined;
  if (req && req.wo_id === before.wo_id) change.request = [{ before: req, after: requestWithWorkOrder(req, null, at) }];
  await commitWorkOrder(change, scope.org);
  return ok({ wo_id: before.wo_id }, WorkOrderMessages.deleted);
});

/** POST WorkOrder/CompleteWorkOrder: 56 when every task is Completed, or with override. */
export const completeWorkOrder = route(WorkOrdersApi.completeWorkOrder, async (request) => {
  const scope = await maintScope(request);
  const before = await workOrderInScope(scope, request.body.wo_id);
  if (!isWorkOrderEditable(before.status)) throw refuse(WorkOrderMessages.notEditable);
  if (!canCompleteWorkOrder(before.tasks, Boolean(request.body.override))) throw refuse(WorkOrderMessages.completeBlocked);
  const at = new Date();
  const after = { ...before, status: WorkOrderStatus.Completed, completed_date: at.toISOString().slice(0, 10), updated_at: at.toISOString() };
  await commitStatusChange(scope, before, after, byOf(request.user), at);
  return ok({ wo_id: after.wo_id, wo_number: after.wo_number, status: after.status }, WorkOrderMessages.updated);
});

/** One task of an editable work order, not Completed. */
function editableTask(w: WorkOrderRecord, taskId: number) {
  if (!isWorkOrderEditable(w.status)) throw refuse(WorkOrderMessages.notEditable);
  const index = w.tasks.findIndex((t) => t.task_id === taskId);
  if (index < 0) throw notFound(WorkOrderMessages.taskNotOnWorkOrder);
  if (isTaskLocked(w.tasks[index].status)) throw refuse(WorkOrderMessages.completedTaskLocked);
  return index;
}

/** POST WorkOrder/UpdateWorkOrderTaskStatus. */
export const updateWorkOrderTaskStatus = route(WorkOrdersApi.updateWorkOrderTaskStatus, async (request) => {
  const scope = await maintScope(request);
  const before = await workOrderInScope(scope, request.body.wo_id);
  const index = editableTask(before, request.body.task_id);
  const tasks = before.tasks.map((t, i) => (i === index ? { ...t, status: request.body.status } : t));
  const after = { ...before, tasks, updated_at: new Date().toISOString() };
  await commitStatusChange(scope, before, after, byOf(request.user), new Date());
  return ok({ wo_id: after.wo_id, wo_number: after.wo_number, status: after.status }, WorkOrderMessages.updated);
});

/** POST WorkOrder/AddTimeSpent: adds to a task's spent time (60 minutes carried), moving the labour cost and the asset's roll-up. */
export const addTimeSpent = route(WorkOrdersApi.addTimeSpent, async (request) => {
  const scope = await maintScope(request);
  const before = await workOrderInScope(scope, request.body.wo_id);
  const index = editableTask(before, request.body.task_id);
  const tasks = before.tasks.map((t, i) => {
    if (i !== index) return t;
    const sum = addTime({ hours: t.time_spent_hours, minutes: t.time_spent_minutes }, { hours: request.body.time_spent_hours, minutes: request.body.time_spent_minutes });
    return { ...t, time_spent_hours: sum.hours, time_spent_minutes: sum.minutes };
  });
  const at = new Date();
  const after = { ...before, tasks, labour_total: labourTotalOf(tasks), updated_at: at.toISOString() };
  const [asset] = await getAssets(scope.tenant, [before.asset_id]);
  await commitStatusChange(scope, before, after, byOf(request.user), at, asset?.meter_hours);
  return ok({ wo_id: after.wo_id, wo_number: after.wo_number, status: after.status }, WorkOrderMessages.updated);
});

/** POST WorkOrder/GetNewIssuesList: the asset's open issues (issues index, `A#` partition) not linked to another work order. */
export const getNewIssuesList = route(WorkOrdersApi.getNewIssuesList, async (request) => {
  const scope = await maintScope(request);
  const { asset_id, wo_id, pageindex, pagesize, searchstring } = request.body;
  const asset = await assetInScope(scope, asset_id, WorkOrderMessages.assetFirst);
  const search = searchstring.toLowerCase();
  const open = new Set<number>(OPEN_STATUSES);
  const entries = await readIssueEntries(scope.tenant, asset.company_id, Sub.asset(asset.asset_id), { keep: (e) => open.has(e.status) && (!search || e.search.includes(search)) });
  const links = await issueLinks(scope.tenant, entries.map((e) => e.issue_uuid));
  const free = entries.filter((e) => !links.has(e.issue_uuid) || links.get(e.issue_uuid) === wo_id);
  const page = free.slice((pageindex - 1) * pagesize, pageindex * pagesize);
  const issues = new Map((await getIssues(scope.tenant, page.map((e) => e.issue_uuid))).map((i): [string, IssueRecord] => [i.issue_uuid, i]));
  const list = page
    .map((e) => issues.get(e.issue_uuid))
    .filter((i): i is IssueRecord => Boolean(i))
    .map((i) => linkedIssueOf({ issue_uuid: i.issue_uuid, name: i.name, status: i.status, ...(i.inspection_id ? { inspection_id: i.inspection_id } : {}) }, i));
  return ok({ list, listsize: free.length });
});

/** GET Asset/GetAssetMaintenanceCost/{asset_id}: the last 12 months' labour cost and cost per meter hour, from the monthly roll-up (one query). */
export const getAssetMaintenanceCost = route(WorkOrdersApi.getAssetMaintenanceCost, async (request) => {
  const scope = await maintScope(request);
  const asset: AssetRecord = await assetInScope(scope, request.params.asset_id, Messages.notFound);
  const months = lastTwelveMonths(new Date());
  const items = await monthCosts(scope.tenant, asset.asset_id, months[0]);
  const byMonth = new Map(items.map((i) => [i.month, i]));
  const rows = months.map((month) => ({ month, cost: (byMonth.get(month)?.cost_cents ?? 0) / 100 }));
  const cost = Math.round(rows.reduce((s, r) => s + r.cost, 0) * 100) / 100;
  // Meter hours worked in the window: now minus the reading first noted in its oldest month with work.
  const firstMeter = months.map((m) => byMonth.get(m)?.meter_first).find((v) => v !== undefined);
  const worked = firstMeter !== undefined ? Math.max(0, (asset.meter_hours ?? 0) - firstMeter) : 0;
  return ok({ asset_id: asset.asset_id, cost_last_12_months: cost, meter_hours_last_12_months: worked, cost_per_meter_hour: costPerMeterHour(cost, worked), months: rows });
});

