/**
 * A company's work orders as a machine reads and writes them (the public API v1, issue 28 item 1):
 * no user and no active site, but the company's own sites (each of them, as a manager at its All
 * Sites reaches them). A page after a cursor (the list index's order, newest first, by key), one
 * work order, a create under the web's create rules (no tasks yet: as the full page's first save),
 * and complete. Every write goes through commitWorkOrder (one transaction with `records`: the
 * caller's idempotency record).
 */
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import {
  canCompleteWorkOrder,
  earliestToday,
  isDueDateAllowed,
  isWorkOrderEditable,
  WorkOrderStatus,
  WorkOrderType,
  workOrderNumberOf,
} from '#shared/workorders/rules.js';
import { SiteStatus } from '#shared/codes.js';
import { badRequest, conflict, notFound } from '#lib/errors.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import type { Transaction } from '#lib/transactions.js';
import type { AssetRecord } from '#functions/assets/index.js';
import { getRequest, nextId, readEntries } from '#functions/requests/index.js';
import { getOrg, type Org } from '#functions/tenancy/index.js';
import { getWorkOrder, getWorkOrders, WorkOrderSub, type WorkOrderRecord } from '../store/workorders.js';
import { commitWorkOrder, requestWithWorkOrder, type WorkOrderChange } from './workorders.js';

/** Who acts for a machine (an API key): its id in `uuid`, its label as the history shows it. */
export interface Actor {
  uuid: string;
  name: string;
}

const companySites = (org: Org, companyId: number) =>
  org.sites.filter((s) => s.company_id === companyId && s.status !== SiteStatus.AllSites);
const timezoneOf = (org: Org, siteId: number) =>
  org.sites.find((s) => s.site_id === siteId)?.timezone ?? 'America/Los_Angeles';

/**
 * Up to `limit` of the company's work orders after the entry `after` (a list order), newest first,
 * optionally of one status; `next` is the last one's order when more follow. Each site's partition
 * (ALL, or the status's) is read by key from the cursor on, `limit + 1` deep, and merged.
 */
export async function companyWorkOrdersAfter(
  tenant: string,
  companyId: number,
  options: { status?: number; after?: string; limit: number },
): Promise<{ workOrders: WorkOrderRecord[]; next: string | null }> {
  const { status, after, limit } = options;
  const sub = status ? WorkOrderSub.status(status) : WorkOrderSub.all;
  const sites = companySites(await getOrg(tenant), companyId);
  const merged = mergeEntries(
    await Promise.all(
      sites.map((s) => readEntries(tenant, 'WO', s.site_id, sub, { after, limit: limit + 1 })),
    ),
  );
  const page = merged.slice(0, limit);
  const workOrders = (
    await getWorkOrders(
      tenant,
      page.map((e) => e.id),
    )
  ).filter((w) => w.company_id === companyId);
  return { workOrders, next: merged.length > limit ? page[page.length - 1].order : null };
}

/** One work order of the company (undefined when it is another company's, or none). */
export async function companyWorkOrder(
  tenant: string,
  companyId: number,
  woId: number,
): Promise<WorkOrderRecord | undefined> {
  const w = await getWorkOrder(tenant, woId);
  return w && w.company_id === companyId ? w : undefined;
}

export interface NewWorkOrder {
  title: string;
  description: string;
  priority: number;
  /** yyyy-mm-dd, not before today (earliestToday), or null. */
  due_at?: string | null;
}

/**
 * Creates an Open, manual work order on the company's asset, without tasks (the web's full page
 * saves one so; Complete then needs Override). `records(created)` go in the same transaction.
 */
export async function createCompanyWorkOrder(input: {
  tenant: string;
  companyId: number;
  asset: AssetRecord;
  fields: NewWorkOrder;
  by: Actor;
  records?: (created: WorkOrderRecord) => Transaction[];
}): Promise<WorkOrderRecord> {
  const { tenant, companyId, asset, fields, by } = input;
  if (asset.company_id !== companyId) throw notFound(WorkOrderMessages.assetRequired);
  const at = new Date();
  if (!isDueDateAllowed(fields.due_at, undefined, earliestToday(at)))
    throw badRequest(WorkOrderMessages.dueDatePast);
  const org = await getOrg(tenant);
  const woId = await nextId(tenant, 'WO');
  const after: WorkOrderRecord = {
    tenant,
    wo_id: woId,
    wo_number: workOrderNumberOf(woId),
    company_id: asset.company_id,
    site_id: asset.site_id,
    asset_id: asset.asset_id,
    asset_name: asset.name,
    internal_asset_id: asset.internal_asset_id,
    title: fields.title,
    description: fields.description,
    priority: fields.priority,
    ...(fields.due_at ? { due_at: fields.due_at } : {}),
    wo_type: WorkOrderType.Manual,
    status: WorkOrderStatus.Open,
    tasks: [],
    issues: [],
    attachments: [],
    labour_total: 0,
    created_by: by.uuid,
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
    version: 1,
  };
  const change: WorkOrderChange = {
    tenant,
    before: null,
    after,
    by,
    timezone: timezoneOf(org, after.site_id),
    at,
    records: input.records?.(after) ?? [],
  };
  await commitWorkOrder(change, org);
  return after;
}

/**
 * Completes (56) the company's work order: while Open, In Progress or Reopened (else 409), when
 * every task is Completed or with `override` (a work order without tasks needs it; else 409).
 * Its request follows, as the web's Complete does. `records(completed)` go in the same transaction.
 */
export async function completeCompanyWorkOrder(input: {
  tenant: string;
  companyId: number;
  woId: number;
  override: boolean;
  by: Actor;
  records?: (completed: WorkOrderRecord) => Transaction[];
}): Promise<WorkOrderRecord> {
  const { tenant, companyId, by } = input;
  const before = await companyWorkOrder(tenant, companyId, input.woId);
  if (!before) throw notFound(WorkOrderMessages.workOrderNotFound);
  if (!isWorkOrderEditable(before.status)) throw conflict(WorkOrderMessages.notEditable);
  if (!canCompleteWorkOrder(before.tasks, input.override)) throw conflict(WorkOrderMessages.completeBlocked);
  const org = await getOrg(tenant);
  const at = new Date();
  const after: WorkOrderRecord = {
    ...before,
    status: WorkOrderStatus.Completed,
    completed_date: at.toISOString().slice(0, 10),
    updated_at: at.toISOString(),
    version: before.version + 1,
  };
  const change: WorkOrderChange = {
    tenant,
    before,
    after,
    by,
    timezone: timezoneOf(org, before.site_id),
    at,
    records: input.records?.(after) ?? [],
  };
  const req = before.mr_id ? await getRequest(tenant, before.mr_id) : undefined;
  if (req) change.request = [{ before: req, after: requestWithWorkOrder(req, after, at) }];
  await commitWorkOrder(change, org);
  return after;
}
