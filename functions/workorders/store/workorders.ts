/**
 * The work orders' items and keys: the work order record (`{tenant}#WO#{id}`, tasks, issues and
 * attachments inside it) with its activity entries in the same partition (newest first), the
 * issue link items (an issue belongs to at most one work order: a conditional put), the list index
 * (../requests/listing.ts, kind WO; per assignee `AS#{uuid}` and `AS#{uuid}#S{status}`), and the per-asset monthly cost roll-up that the asset's
 * 12-month cost reads in one query. Every write of a work order moves these in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { getMany } from '#lib/batch-get.js';
import { pad, table } from '#lib/db.js';
import type { Transaction } from '#lib/transactions.js';
import { indexWrites, orderOf, type Indexed } from '#functions/requests/index.js';
import { termsOf } from '#functions/requests/index.js';

export const workOrderKeys = {
  workOrder: (tenant: string, woId: number) => `${tenant}#WO#${pad(woId)}`,
  issueLink: (tenant: string, issueUuid: string) => `${tenant}#WOISSUE#${issueUuid}`,
  cost: (tenant: string, assetId: number) => `${tenant}#WOCOST#${pad(assetId)}`,
};

export const WorkOrderEntity = new Entity({
  name: 'WorkOrder',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    wo_id: number().key(),
    wo_number: string(),
    company_id: number(),
    site_id: number(),
    asset_id: number(),
    asset_name: string(),
    internal_asset_id: string(),
    title: string(),
    description: string(),
    priority: number(),
    due_at: string().optional(),
    completed_date: string().optional(),
    wo_type: number(),
    status: number(),
    mr_id: number().optional(),
    mr_type: number().optional(),
    service_dealer_id: number().optional(),
    /** Failure codes of the company's catalogue (issue 25 item 5), folded to upper case. */
    problem_code: string().optional(),
    cause_code: string().optional(),
    remedy_code: string().optional(),
    tasks: list(
      map({
        task_id: number(),
        task_code: string(),
        task_title: string(),
        task_est_hours: number(),
        task_est_minutes: number(),
        hourly_rate: number(),
        status: number(),
        time_spent_hours: number(),
        time_spent_minutes: number(),
        /** The Time Spent entries (day yyyy-mm-dd and time); absent on tasks saved before they were kept. */
        time_entries: list(map({ date: string(), hours: number(), minutes: number() })).optional(),
        /** Issue 22: notes kept on the task (the field app's maintenance staff write them). */
        notes: string().optional(),
      }),
    ).default([]),
    issues: list(
      map({
        issue_uuid: string(),
        name: string(),
        inspection_id: string().optional(),
        mr_id: number().optional(),
        status: number(),
      }),
    ).default([]),
    attachments: list(
      map({ wo_attachment_id: number(), user_uploaded_name: string(), filename: string() }),
    ).default([]),
    /**
     * Issue 22: the maintenance staff assigned (uuids, normalizeAssignees's order) and their names
     * as they were when assigned (the list shows them without reading the users); absent on work
     * orders saved before assignees were kept.
     */
    assigned_to: list(string()).optional(),
    assigned_to_names: list(string()).optional(),
    /** Labour cost of the tasks (dollars), kept so a write knows the roll-up's delta. */
    labour_total: number().default(0),
    created_by: string(),
    created_at: string(),
    updated_at: string(),
    version: number().default(1),
  }),
  computeKey: ({ tenant, wo_id }: { tenant: string; wo_id: number }) => ({
    pk: workOrderKeys.workOrder(tenant, wo_id),
    sk: 'WO',
  }),
});
export type WorkOrderRecord = FormattedItem<typeof WorkOrderEntity>;
export type WorkOrderTaskItem = WorkOrderRecord['tasks'][number];

export const WorkOrderActivityEntity = new Entity({
  name: 'WorkOrderActivity',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    wo_id: number().key(),
    /** `H#{inverted time}#{id}`: newest first. */
    entry: string().key(),
    activity_id: string(),
    activity_header: string(),
    activity_message: string(),
    activity_type: number(),
    created_at: string(),
    timezone: string(),
    updated_by_name: string(),
  }),
  computeKey: ({ tenant, wo_id, entry }: { tenant: string; wo_id: number; entry: string }) => ({
    pk: workOrderKeys.workOrder(tenant, wo_id),
    sk: entry,
  }),
});
export type WorkOrderActivityRecord = FormattedItem<typeof WorkOrderActivityEntity>;

/** Which work order an issue is linked to. */
export const IssueLinkEntity = new Entity({
  name: 'WorkOrderIssueLink',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), issue_uuid: string().key(), wo_id: number() }),
  computeKey: ({ tenant, issue_uuid }: { tenant: string; issue_uuid: string }) => ({
    pk: workOrderKeys.issueLink(tenant, issue_uuid),
    sk: 'LINK',
  }),
});

/**
 * One month of an asset's work order cost (M#yyyy-mm): labour (`cost_cents`, moved by the work
 * order's writes) and parts (`parts_cents`, moved by each Part/UseStock in its own transaction:
 * partsCostWrite, through this domain's public module).
 */
export const AssetCostEntity = new Entity({
  name: 'AssetMonthCost',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    month: string().key(),
    cost_cents: number().optional(),
    parts_cents: number().optional(),
  }),
  computeKey: ({ tenant, asset_id, month }: { tenant: string; asset_id: number; month: string }) => ({
    pk: workOrderKeys.cost(tenant, asset_id),
    sk: `M#${month}`,
  }),
});

// ---- the list index of work orders ----

export const WorkOrderSub = {
  all: 'ALL',
  status: (s: number) => `S${s}`,
  priority: (p: number) => `P${p}`,
  statusPriority: (s: number, p: number) => `S${s}P${p}`,
  /** An asset's work orders without a request (the request Edit panel's picker). */
  noRequest: (assetId: number) => `NOMR#A${assetId}`,
  /** A person's assigned work orders (the "Assigned to" filter, the field app's "My work"), and by status. */
  assignee: (uuid: string) => `AS#${uuid}`,
  assigneeStatus: (uuid: string, s: number) => `AS#${uuid}#S${s}`,
};

/** The assignees of a work order (none on one saved before assignees were kept). */
export const assigneesOf = (w: Pick<WorkOrderRecord, 'assigned_to'>): string[] => w.assigned_to ?? [];

export const indexedWorkOrder = (w: WorkOrderRecord): Indexed => ({
  kind: 'WO',
  site_id: w.site_id,
  order: orderOf(w.created_at, w.wo_id),
  id: w.wo_id,
  status: w.status,
  code: w.priority,
  requested_by: w.created_by,
  search: `${w.wo_number}\n${w.title}`.toLowerCase(),
  title: w.title,
  number: w.wo_number,
  subs: [
    { sub: WorkOrderSub.all },
    { sub: WorkOrderSub.status(w.status) },
    { sub: WorkOrderSub.priority(w.priority) },
    { sub: WorkOrderSub.statusPriority(w.status, w.priority) },
    ...(w.mr_id ? [] : [{ sub: WorkOrderSub.noRequest(w.asset_id) }]),
    ...assigneesOf(w).flatMap((uuid) => [
      { sub: WorkOrderSub.assignee(uuid) },
      { sub: WorkOrderSub.assigneeStatus(uuid, w.status) },
    ]),
  ],
  terms: termsOf(w.title, w.wo_number),
});

const MAX_TIME = 9_999_999_999_999;
export function activityWrite(
  w: Pick<WorkOrderRecord, 'tenant' | 'wo_id'>,
  entry: { header: string; message: string; type: number; timezone: string; by: string; at: Date },
): Transaction {
  const id = randomUUID();
  return WorkOrderActivityEntity.build(PutTransaction).item({
    tenant: w.tenant,
    wo_id: w.wo_id,
    entry: `H#${String(MAX_TIME - entry.at.getTime()).padStart(13, '0')}#${id}`,
    activity_id: id,
    activity_header: entry.header,
    activity_message: entry.message,
    activity_type: entry.type,
    created_at: entry.at.toISOString(),
    timezone: entry.timezone,
    updated_by_name: entry.by,
  });
}

/** The month key (yyyy-mm, UTC) of a time. */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** Moves an asset's month cost by a delta (cents). */
export const costWrite = (tenant: string, assetId: number, at: Date, deltaCents: number): Transaction =>
  AssetCostEntity.build(UpdateTransaction).item({
    tenant,
    asset_id: assetId,
    month: monthOf(at),
    cost_cents: $add(deltaCents),
  });

/** Moves an asset's month parts cost by a delta (cents): a use of parts on one of its work orders. */
export const partsCostWrite = (tenant: string, assetId: number, at: Date, deltaCents: number): Transaction =>
  AssetCostEntity.build(UpdateTransaction).item({
    tenant,
    asset_id: assetId,
    month: monthOf(at),
    parts_cents: $add(deltaCents),
  });

export const workOrderPut = (w: WorkOrderRecord, before?: WorkOrderRecord): Transaction =>
  WorkOrderEntity.build(PutTransaction)
    .item(before ? { ...w, version: before.version + 1 } : w)
    .options({
      condition: before ? { attr: 'version', eq: before.version } : { attr: 'wo_id', exists: false },
    });
export const workOrderDelete = (w: WorkOrderRecord): Transaction =>
  WorkOrderEntity.build(DeleteTransaction)
    .key({ tenant: w.tenant, wo_id: w.wo_id })
    .options({ condition: { attr: 'version', eq: w.version } });

/** Links an issue to a work order unless another holds it. */
export const issueLinkPut = (tenant: string, issueUuid: string, woId: number): Transaction =>
  IssueLinkEntity.build(PutTransaction)
    .item({ tenant, issue_uuid: issueUuid, wo_id: woId })
    .options({
      condition: {
        or: [
          { attr: 'wo_id', exists: false },
          { attr: 'wo_id', eq: woId },
        ],
      },
    });
export const issueLinkDelete = (tenant: string, issueUuid: string, woId: number): Transaction =>
  IssueLinkEntity.build(DeleteTransaction)
    .key({ tenant, issue_uuid: issueUuid })
    .options({ condition: { attr: 'wo_id', eq: woId } });

export const workOrderIndexWrites = (
  tenant: string,
  before: WorkOrderRecord | null,
  after: WorkOrderRecord | null,
) => indexWrites(tenant, before ? indexedWorkOrder(before) : null, after ? indexedWorkOrder(after) : null);

// ---- reads ----

export async function getWorkOrder(tenant: string, woId: number): Promise<WorkOrderRecord | undefined> {
  const { Item } = await WorkOrderEntity.build(GetItemCommand)
    .key({ tenant, wo_id: woId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function getWorkOrders(tenant: string, ids: number[]): Promise<WorkOrderRecord[]> {
  if (!ids.length) return [];
  const found = await getMany(
    WorkOrderEntity,
    ids.map((wo_id) => ({ tenant, wo_id })),
  );
  const byId = new Map(found.map((w) => [w.wo_id, w]));
  return ids.map((id) => byId.get(id)).filter((w): w is WorkOrderRecord => Boolean(w));
}

export async function listActivity(tenant: string, woId: number): Promise<WorkOrderActivityRecord[]> {
  const out: WorkOrderActivityRecord[] = [];
  const query = table
    .build(QueryCommand)
    .entities(WorkOrderActivityEntity)
    .query({ partition: workOrderKeys.workOrder(tenant, woId), range: { beginsWith: 'H#' } });
  for await (const page of query.paginate()) out.push(...(page.Items ?? []));
  return out;
}

/** Which work order holds each of these issues. */
export async function issueLinks(tenant: string, uuids: string[]): Promise<Map<string, number>> {
  if (!uuids.length) return new Map();
  const found = await getMany(
    IssueLinkEntity,
    uuids.map((issue_uuid) => ({ tenant, issue_uuid })),
  );
  return new Map(found.map((l) => [l.issue_uuid, l.wo_id]));
}

/** An asset's month costs from `fromMonth` (yyyy-mm) on: one query. */
export async function monthCosts(tenant: string, assetId: number, fromMonth: string) {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(AssetCostEntity)
    .query({ partition: workOrderKeys.cost(tenant, assetId), range: { gte: `M#${fromMonth}` } })
    .send();
  return Items;
}
