/**
 * Every write of a work order in one place: the record, its list entries and counts, its issue
 * links, the asset's month cost roll-up (by the change in labour cost), the insights' site roll-up
 * (completions and cost), an activity entry when the status changes (or on create), its request
 * kept in step (number, status, Workorder Created), and the catalogue tasks' use count (`wo_uses`:
 * a task a work order lists cannot be deleted), and the webhook events `workorder.created` and
 * `workorder.completed` in an outbox item (functions/lib/outbox.ts raisedEvent), all in one
 * transaction; then notification type 6 to the people concerned.
 */
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { NotificationType } from '#shared/codes.js';
import { RequestStatus } from '#shared/requests/rules.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { labourCost, WORK_ORDER_STATUS_NAMES, WorkOrderStatus } from '#shared/workorders/rules.js';
import { getMany } from '#lib/batch-get.js';
import { badRequest, conflict, notFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { cancellationReasons } from '#lib/retry.js';
import { deferWrites, raisedEvent, type RaisedEvent } from '#lib/outbox.js';
import { MAX_TRANSACTION_ITEMS, writeTransaction, type Transaction } from '#lib/transactions.js';
import { raiseNotification } from '#functions/notifications/index.js';
import { opsRollupWrites } from '#functions/rollups/index.js';
import { siteManagers } from '#functions/notifications/index.js';
import { requestUpdateWrites, type RequestRecord } from '#functions/requests/index.js';
import { TaskEntity } from '#functions/tasks/index.js';
import type { Org } from '#functions/tenancy/index.js';
import {
  activityWrite,
  costWrite,
  issueLinkDelete,
  issueLinkPut,
  workOrderDelete,
  workOrderIndexWrites,
  workOrderPut,
  type WorkOrderRecord,
} from '../store/workorders.js';

export interface WorkOrderChange {
  tenant: string;
  before: WorkOrderRecord | null;
  after: WorkOrderRecord | null;
  /** The linked request before and after (when it changes). */
  request?: { before: RequestRecord; after: RequestRecord }[];
  by: { uuid: string; name: string };
  timezone: string;
  at: Date;
  /** Dropped tasks no longer in the catalogue (no count to lower; commitWorkOrder finds them). */
  goneTasks?: number[];
  /** Written in the same transaction (a field write's idempotency record, functions/lib/idempotency.ts). */
  records?: Transaction[];
  /** False for bulk writers (seeds): no webhook events, so no outbox item. */
  raiseEvents?: boolean;
}

/** A work order's labour total (dollars): each task's spent time × its hourly rate. */
export const labourTotalOf = (tasks: WorkOrderRecord['tasks']) =>
  tasks.reduce(
    (sum, t) => sum + Math.round(labourCost(t.time_spent_hours, t.time_spent_minutes, t.hourly_rate) * 100),
    0,
  ) / 100;

/** The request as its work order leaves it: linked (Workorder Created, number and status copied) or unlinked (Open again). */
export function requestWithWorkOrder(r: RequestRecord, wo: WorkOrderRecord | null, at: Date): RequestRecord {
  const updated_at = at.toISOString();
  if (wo)
    return {
      ...r,
      status: RequestStatus.WorkOrderCreated,
      wo_id: wo.wo_id,
      wo_number: wo.wo_number,
      wo_status: wo.status,
      updated_at,
    };
  const { wo_id: _i, wo_number: _n, wo_status: _s, ...rest } = r;
  return {
    ...rest,
    status: r.status === RequestStatus.WorkOrderCreated ? RequestStatus.Open : r.status,
    updated_at,
  } as RequestRecord;
}

const statusHeader = (status: number) => `Work order ${WORK_ORDER_STATUS_NAMES[status] ?? status}`;

export function workOrderWrites(c: WorkOrderChange): Transaction[] {
  const { tenant, before, after } = c;
  const writes: Transaction[] = [];
  if (after) writes.push(workOrderPut(after, before ?? undefined));
  else if (before) writes.push(workOrderDelete(before));
  writes.push(...workOrderIndexWrites(tenant, before, after));
  const woId = (after ?? before)!.wo_id;
  const had = new Set(before?.issues.map((i) => i.issue_uuid) ?? []);
  const has = new Set(after?.issues.map((i) => i.issue_uuid) ?? []);
  for (const uuid of has) if (!had.has(uuid)) writes.push(issueLinkPut(tenant, uuid, woId));
  for (const uuid of had) if (!has.has(uuid)) writes.push(issueLinkDelete(tenant, uuid, woId));
  const deltaCents = Math.round(((after?.labour_total ?? 0) - (before?.labour_total ?? 0)) * 100);
  const assetId = (after ?? before)!.asset_id;
  if (deltaCents !== 0) writes.push(costWrite(tenant, assetId, c.at, deltaCents));
  // Insights (reports/ops-rollups.ts): completions (unplanned work) and the labour cost moved, on the site's day, in this transaction.
  const completed =
    after?.status === WorkOrderStatus.Completed && before?.status !== WorkOrderStatus.Completed;
  writes.push(
    ...opsRollupWrites(
      tenant,
      (after ?? before)!,
      { at: c.at, timezone: c.timezone },
      { wd: completed ? 1 : 0, wc: deltaCents },
    ),
  );
  if (after && (!before || before.status !== after.status)) {
    const type = after.status === WorkOrderStatus.Completed ? 7 : 6;
    const message = before
      ? `${after.wo_number} '${after.title}' moved from ${WORK_ORDER_STATUS_NAMES[before.status]} to ${WORK_ORDER_STATUS_NAMES[after.status]}`
      : `${after.wo_number} '${after.title}' created (${WORK_ORDER_STATUS_NAMES[after.status]})`;
    writes.push(
      activityWrite(after, {
        header: statusHeader(after.status),
        message,
        type,
        timezone: c.timezone,
        by: c.by.name,
        at: c.at,
      }),
    );
  }
  for (const r of c.request ?? []) writes.push(...requestUpdateWrites(r.before, r.after));
  writes.push(...(c.records ?? []));
  const events = c.raiseEvents === false ? [] : workOrderEvents(c);
  if (events.length) writes.push(...deferWrites(tenant, `WO#${woId}`, [], [], events));
  // Last: commitWorkOrder reads a failed condition there as the task gone.
  writes.push(...taskUseWrites(c));
  return writes;
}

/** The webhook events of a change: created (no record before), completed (moved to Completed). */
export function workOrderEvents(c: WorkOrderChange): RaisedEvent[] {
  const { before, after } = c;
  if (!after) return [];
  const data = {
    wo_id: after.wo_id,
    wo_number: after.wo_number,
    title: after.title,
    asset_id: after.asset_id,
    site_id: after.site_id,
    status: after.status,
    ...(after.mr_id ? { mr_id: after.mr_id } : {}),
  };
  const events: RaisedEvent[] = [];
  if (!before) events.push(raisedEvent(c.tenant, after.site_id, 'workorder.created', data, c.at));
  if (after.status === WorkOrderStatus.Completed && before?.status !== WorkOrderStatus.Completed)
    events.push(
      raisedEvent(
        c.tenant,
        after.site_id,
        'workorder.completed',
        { ...data, completed_date: after.completed_date },
        c.at,
      ),
    );
  return events;
}

/** The catalogue tasks the change adds to and drops from the work order. */
function taskDelta(c: WorkOrderChange): { companyId: number; added: number[]; dropped: number[] } {
  const had = new Set(c.before?.tasks.map((t) => t.task_id) ?? []);
  const has = new Set(c.after?.tasks.map((t) => t.task_id) ?? []);
  return {
    companyId: (c.after ?? c.before)!.company_id,
    added: [...has].filter((id) => !had.has(id)),
    dropped: [...had].filter((id) => !has.has(id)),
  };
}

/**
 * `wo_uses` up on each added task (which must still exist: no ghost task is made) and down on each
 * dropped one. Last in the transaction, so a failed condition there reads as the task gone.
 */
export function taskUseWrites(c: WorkOrderChange): Transaction[] {
  const { companyId, added, dropped } = taskDelta(c);
  const gone = new Set(c.goneTasks ?? []);
  const use = (taskId: number, by: number) =>
    TaskEntity.build(UpdateTransaction)
      .item({ tenant: c.tenant, company_id: companyId, task_id: taskId, wo_uses: $add(by) })
      .options({ condition: { attr: 'task_id', exists: true } });
  return [
    ...added.map((id) => use(id, 1)),
    ...dropped.filter((id) => !gone.has(id)).map((id) => use(id, -1)),
  ];
}

/** Writes the change; a lost race (a version moved, an issue taken by another work order) answers 409. */
export async function commitWorkOrder(c: WorkOrderChange, org: Org): Promise<void> {
  const { companyId, dropped } = taskDelta(c);
  if (dropped.length) {
    // A task deleted before counts were kept (older data) has no count to lower.
    const found = new Set(
      (
        await getMany(
          TaskEntity,
          dropped.map((task_id) => ({ tenant: c.tenant, company_id: companyId, task_id })),
        )
      ).map((t) => t.task_id),
    );
    c = { ...c, goneTasks: dropped.filter((id) => !found.has(id)) };
  }
  const writes = workOrderWrites(c);
  if (writes.length > MAX_TRANSACTION_ITEMS) throw badRequest(WorkOrderMessages.tooManyItems);
  const uses = taskUseWrites(c).length;
  try {
    await writeTransaction(writes);
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons.slice(writes.length - uses).some((r) => r.Code === 'ConditionalCheckFailed'))
      throw notFound(WorkOrderMessages.taskNotFound);
    if (reasons.some((r) => r.Code === 'ConditionalCheckFailed'))
      throw conflict(WorkOrderMessages.issueLinkedElsewhere);
    throw error;
  }
  await notifyStatusChange(c, org);
}

/**
 * Notification type 6 (UpdateWorkOrderStatus) on a status change: the site's managers (but not
 * who made the change) and whoever raised its request. Raised after the commit; a failure is logged.
 */
export async function notifyStatusChange(c: WorkOrderChange, org: Org): Promise<void> {
  const { before, after } = c;
  if (!after || !before || before.status === after.status) return;
  try {
    const managers = await siteManagers(c.tenant, org, after.site_id);
    const requesters = (c.request ?? []).map((r) => r.after.requested_by).filter((u) => u && u !== 'portal');
    const users = [...new Set([...managers, ...requesters])].filter((u) => u !== c.by.uuid);
    if (!users.length) return;
    await raiseNotification({
      tenant: c.tenant,
      users,
      type: NotificationType.UpdateWorkOrderStatus,
      heading: `Work order ${after.wo_number} ${WORK_ORDER_STATUS_NAMES[after.status]}`,
      message: `${after.wo_number} '${after.title}' is now ${WORK_ORDER_STATUS_NAMES[after.status]} (was ${WORK_ORDER_STATUS_NAMES[before.status]}), by ${c.by.name}.`,
      refId: String(after.wo_id),
    });
  } catch (error) {
    logger.warn('work order notification not raised', {
      tenant: c.tenant,
      wo: after.wo_id,
      error: (error as Error).message,
    });
  }
}
