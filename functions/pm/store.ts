/**
 * The asset PM store: asset plans, asset PMs, their one open trigger, completion history, the PM
 * list's index entries and per-site tile counters. Read by key and index, never a Scan.
 *
 * Asset partition `<tenant>#ASSETPM#<asset>` (everything of one asset's PMs, read by one Query):
 *  - `PLAN`               the asset's plan (one plan per asset: spec 2.4 offers Add Plan only without one)
 *  - `APM#<asset_pm_id>`  an asset PM (its fields, schedule, tasks)
 *  - `OPEN#<asset_pm_id>` its open trigger. The key is per asset PM, so a second open trigger cannot
 *                         exist: creating one is a put conditioned on the key being absent, replacing
 *                         it (completion) a put conditioned on the trigger id it replaces.
 *                         While it has a time event ahead (reminder, due, overdue, escalation) it sits
 *                         in gsi1 `<tenant>#PMDUE#TIME`, sorted by that event's time: the sweep reads
 *                         only what fell due.
 *  - `DONE#<asset_pm_id>#<seq>` a completed trigger
 *  - `PMMETER`            the asset's latest reading and its recent readings (forecast, meter triggers)
 * Site partition `<tenant>#PMLIST#<site>` (the PM list and the tiles):
 *  - `A1#<rank>#<due>#<asset_pm_id>` an open PM, overdue first, then due, then by due day (meter-only last)
 *  - `S#<status>#<due>#<asset_pm_id>` the same by status (the tiles' filters)
 *  - `A2#<inverted time>#<trigger_id>` a completion, newest first
 *  - `COUNT` the site's counters (open PMs by status, completions, on time), moved in the same
 *    transaction as every status write: per site, so never one hot item per tenant.
 *
 * Notice partition `<tenant>#PMNOTICE` (the sweep's notices not yet delivered):
 *  - `<time>#<ulid>` the notices of one sweep write, put in the same transaction as the triggers
 *    that raised them and deleted once they are delivered; a run that stopped in between leaves
 *    it for the next run to deliver (notifications with ids fixed in it, so stored once).
 *
 * Ids carry their asset: asset_pm_id `<asset>-<ulid>`, pm_trigger_id `<asset_pm_id>.<seq>`,
 * trigger_task_id `<pm_trigger_id>.<n>`, asset_pm_plan_id `<asset>-P<ulid>`.
 */
import { QueryCommand as DocQueryCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { BatchGetCommand, execute as executeBatchGet } from 'dynamodb-toolbox/table/actions/batchGet';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import pLimit from 'p-limit';
import { ulid } from 'ulid';
import { PmStatus, type PmStatusId, type PmTriggerById, type PmTriggerTypeId } from '../../shared/pm/codes.js';
import type { PmTriggerWire } from '../../shared/pm/schemas.js';
import type { ReminderKind } from '../../shared/pm/reminders.js';
import type { DueState } from '../../shared/pm/status.js';
import { getDocumentClient } from '../lib/aws.js';
import { getMany } from '../lib/batch-get.js';
import { config } from '../lib/config.js';
import { pad, table } from '../lib/db.js';
import { prefixRange } from '../lib/key-range.js';
import { writeTransaction, type Transaction } from '../lib/transactions.js';
import { pmKeys } from './keys.js';
import { optionsOf, PmOptionEntity } from './option-store.js';

export { pmKeys };

// ---- stored shapes ----

export interface PmTask {
  task_id: number;
  task_code: string;
  task_title: string;
  task_est_hours: number;
  task_est_minutes: number;
}

export interface PmAttachment {
  asset_pm_attachment_id: string;
  file_url: string;
  user_uploaded_name: string;
  filename: string;
}

export interface CompletionData {
  pm_trigger_id: string;
  completed_on: string;
  completed_at_meter_hours: number | null;
  completed_in_hours: number;
  completed_in_minutes: number;
  comments: string;
  completed_by_name: string;
  on_time: boolean;
  due_date: string | null;
  due_meter_hours: number | null;
  /** ISO time it was recorded. */
  recorded_at: string;
}

/** An asset PM (spec 3 'Asset PM'). */
export interface AssetPmData {
  asset_pm_id: string;
  asset_id: number;
  internal_asset_id: string;
  asset_name: string;
  site_id: number;
  company_id: number;
  asset_pm_plan_id: string | null;
  asset_pm_plan_name: string;
  pm_plan_id: number | null;
  pm_id: number | null;
  title: string;
  description: string;
  /** The record's status: 1 Active. */
  status: number;
  schedule: PmTriggerWire;
  tasks: PmTask[];
  attachments: PmAttachment[];
  service_dealer_id: number | null;
  service_dealer: { service_dealer_id: number; name: string; email: string } | null;
  /** Sequence of the next trigger. */
  next_seq: number;
  last_completion: CompletionData | null;
  completed_count: number;
  created_at: string;
  updated_at: string;
}

export interface TriggerTaskData extends PmTask {
  trigger_task_id: string;
  status: number;
}

/** The one open trigger of an asset PM. */
export interface OpenTriggerData {
  trigger_id: string;
  seq: number;
  asset_pm_id: string;
  asset_id: number;
  internal_asset_id: string;
  asset_name: string;
  site_id: number;
  company_id: number;
  title: string;
  timezone: string;
  trigger_type: PmTriggerTypeId;
  trigger_by: PmTriggerById;
  due_day: string | null;
  due_at: number | null;
  overdue_at: number | null;
  due_meter_hours: number | null;
  anchor_day: number | null;
  /** The due state the engine last marked (never goes back). */
  state: DueState;
  /** The PM status (31, 32, 33, 42, 43). */
  status: PmStatusId;
  reminders_sent: ReminderKind[];
  /** When the interval began: the schedule's start or the previous completion. */
  opening: { at: number | null; meterHours: number | null; day: string | null };
  /** When it went overdue, and how many 'still overdue' notices managers have had since. */
  overdue_since: number | null;
  escalations: number;
  tasks: TriggerTaskData[];
  est_hours: number;
  est_minutes: number;
  /** The next time event (epoch ms) it waits for in the time queue, or null. */
  next_event_at: number | null;
}

export interface MeterState {
  meter_hours: number | null;
  /** Recent readings, oldest first: [epoch ms, meter hours]. */
  readings: [number, number][];
}

export interface PlanData {
  asset_pm_plan_id: string;
  asset_pm_plan_name: string;
  pm_plan_id: number;
  asset_id: number;
  assigned_at: string;
}

/** The stored part of a PM list row (the rest is worked out at read time: due-in, forecast, site name). */
export interface ListRowData {
  asset_pm_id: string;
  asset_id: number;
  internal_asset_id: string;
  pm_id: number | null;
  title: string;
  asset_name: string;
  asset_pm_plan_id: string | null;
  pm_plan_id: number | null;
  pm_plan_name: string;
  status: PmStatusId;
  site_id: number;
  pm_trigger_id: string;
  pm_trigger_type: number;
  pm_trigger_by: number;
  due_date: string | null;
  due_meter_hours: number | null;
  timezone: string;
  est_hours: number;
  est_minutes: number;
  completed_on: string | null;
  completed_on_time: boolean | null;
  /** search text: title and asset, lower-cased. */
  search: string;
}

// ---- keys and entities ----

export const ids = {
  assetPm: (assetId: number) => `${assetId}-${ulid()}`,
  plan: (assetId: number) => `${assetId}-P${ulid()}`,
  trigger: (assetPmId: string, seq: number) => `${assetPmId}.${seq}`,
  task: (triggerId: string, n: number) => `${triggerId}.${n}`,
  /** The asset an id belongs to, or null for an id the server never made. */
  assetOf: (id: string): number | null => {
    const match = /^(\d{1,15})-/.exec(id);
    const n = match ? Number(match[1]) : NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  },
  assetPmOfTrigger: (triggerId: string) => triggerId.split('.')[0],
  triggerOfTask: (taskId: string) => taskId.split('.').slice(0, 2).join('.'),
};

export const AssetPmEntity = new Entity({
  name: 'AssetPm',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), asset_id: number().key(), asset_pm_id: string().key(), pm: any(), version: number() }),
  computeKey: ({ tenant, asset_id, asset_pm_id }: { tenant: string; asset_id: number; asset_pm_id: string }) => ({ pk: pmKeys.asset(tenant, asset_id), sk: `APM#${asset_pm_id}` }),
});

export const OpenTriggerEntity = new Entity({
  name: 'PmOpenTrigger',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    asset_pm_id: string().key(),
    trigger_id: string(),
    version: number(),
    t: any(),
    gsi1pk: string().optional(),
    gsi1sk: string().optional(),
  }),
  computeKey: ({ tenant, asset_id, asset_pm_id }: { tenant: string; asset_id: number; asset_pm_id: string }) => ({ pk: pmKeys.asset(tenant, asset_id), sk: `OPEN#${asset_pm_id}` }),
});

export const DoneTriggerEntity = new Entity({
  name: 'PmDoneTrigger',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), asset_id: number().key(), done_key: string().key(), c: any() }),
  computeKey: ({ tenant, asset_id, done_key }: { tenant: string; asset_id: number; done_key: string }) => ({ pk: pmKeys.asset(tenant, asset_id), sk: `DONE#${done_key}` }),
});

export const AssetPlanEntity = new Entity({
  name: 'AssetPmPlan',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), asset_id: number().key(), plan: any() }),
  computeKey: ({ tenant, asset_id }: { tenant: string; asset_id: number }) => ({ pk: pmKeys.asset(tenant, asset_id), sk: 'PLAN' }),
});

export const PmMeterEntity = new Entity({
  name: 'PmMeter',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), asset_id: number().key(), m: any() }),
  computeKey: ({ tenant, asset_id }: { tenant: string; asset_id: number }) => ({ pk: pmKeys.asset(tenant, asset_id), sk: 'PMMETER' }),
});

export const PmListEntryEntity = new Entity({
  name: 'PmListEntry',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), site_id: number().key(), entry: string().key(), row: any() }),
  computeKey: ({ tenant, site_id, entry }: { tenant: string; site_id: number; entry: string }) => ({ pk: pmKeys.site(tenant, site_id), sk: entry }),
});

/** Open PMs by status, completions and those on time, per site. */
export const PmSiteCounterEntity = new Entity({
  name: 'PmSiteCounter',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    site_id: number().key(),
    overdue: number().optional(),
    due: number().optional(),
    in_progress: number().optional(),
    waiting: number().optional(),
    open: number().optional(),
    completed: number().optional(),
    on_time: number().optional(),
  }),
  computeKey: ({ tenant, site_id }: { tenant: string; site_id: number }) => ({ pk: pmKeys.site(tenant, site_id), sk: 'COUNT' }),
});
type CounterName = 'overdue' | 'due' | 'in_progress' | 'waiting' | 'open' | 'completed' | 'on_time';
/** A site's counters (absent ones are 0: a counter item is born by its first $add). */
export type PmSiteCounter = Record<CounterName, number> & { site_id: number };

const COUNTER_OF: Record<number, 'overdue' | 'due' | 'in_progress' | 'waiting' | 'open'> = {
  [PmStatus.Overdue]: 'overdue',
  [PmStatus.Due]: 'due',
  [PmStatus.InProgress]: 'in_progress',
  [PmStatus.Waiting]: 'waiting',
  [PmStatus.Open]: 'open',
};

// ---- list entries ----

const MAX_TIME = 9_999_999_999_999;
const rankOf = (status: PmStatusId) => (status === PmStatus.Overdue ? 0 : status === PmStatus.Due ? 1 : 2);
/** Due days sort as dates; meter-only PMs after every date, by due reading. */
const dueKeyOf = (t: Pick<OpenTriggerData, 'due_day' | 'due_meter_hours'>) => t.due_day ?? `M${pad(Math.round((t.due_meter_hours ?? 0) * 10), 12)}`;

export const entryKeys = {
  open: (t: OpenTriggerData) => `A1#${rankOf(t.status)}#${dueKeyOf(t)}#${t.asset_pm_id}`,
  byStatus: (t: OpenTriggerData) => `S#${t.status}#${dueKeyOf(t)}#${t.asset_pm_id}`,
  done: (recordedAt: number, triggerId: string) => `A2#${pad(MAX_TIME - recordedAt, 13)}#${triggerId}`,
};

export function rowDataOf(pm: AssetPmData, t: OpenTriggerData | null, completion: CompletionData | null = null): ListRowData {
  return {
    asset_pm_id: pm.asset_pm_id,
    asset_id: pm.asset_id,
    internal_asset_id: pm.internal_asset_id,
    pm_id: pm.pm_id,
    title: pm.title,
    asset_name: pm.asset_name,
    asset_pm_plan_id: pm.asset_pm_plan_id,
    pm_plan_id: pm.pm_plan_id,
    pm_plan_name: pm.asset_pm_plan_name,
    status: completion ? PmStatus.Completed : (t?.status ?? PmStatus.Open),
    site_id: pm.site_id,
    pm_trigger_id: completion?.pm_trigger_id ?? t?.trigger_id ?? '',
    pm_trigger_type: pm.schedule.pm_trigger_type,
    pm_trigger_by: pm.schedule.pm_trigger_by,
    due_date: completion ? completion.due_date : (t?.due_day ?? null),
    due_meter_hours: completion ? completion.due_meter_hours : (t?.due_meter_hours ?? null),
    timezone: t?.timezone ?? '',
    est_hours: completion ? completion.completed_in_hours : (t?.est_hours ?? 0),
    est_minutes: completion ? completion.completed_in_minutes : (t?.est_minutes ?? 0),
    completed_on: completion?.completed_on ?? null,
    completed_on_time: completion?.on_time ?? null,
    search: `${pm.title} ${pm.asset_name} ${pm.internal_asset_id}`.toLowerCase(),
  };
}

// ---- write builders (all returned as transaction items so callers combine them) ----

export type Counts = Partial<Record<'overdue' | 'due' | 'in_progress' | 'waiting' | 'open' | 'completed' | 'on_time', number>>;

export function counterWrites(tenant: string, deltas: Map<number, Counts>): Transaction[] {
  const writes: Transaction[] = [];
  for (const [siteId, counts] of deltas) {
    const moves = Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== 0).map(([k, n]) => [k, $add(n as number)]));
    if (Object.keys(moves).length) writes.push(PmSiteCounterEntity.build(UpdateTransaction).item({ tenant, site_id: siteId, ...moves }));
  }
  return writes;
}

const bump = (deltas: Map<number, Counts>, siteId: number, key: keyof Counts, n: number) => {
  const counts = deltas.get(siteId) ?? {};
  counts[key] = (counts[key] ?? 0) + n;
  deltas.set(siteId, counts);
};

/** The time-queue keys of an open trigger: where the sweep finds it, or none when nothing is ahead by time. */
function queueKeys(tenant: string, t: OpenTriggerData) {
  return t.next_event_at === null ? {} : { gsi1pk: pmKeys.timeQueue(tenant), gsi1sk: `${new Date(t.next_event_at).toISOString()}#${t.trigger_id}` };
}

/**
 * The writes that move an asset PM's open trigger from `before` to `after` (either may be null:
 * scheduled, completed, deleted): the open trigger item itself (conditioned: absent when creating,
 * the same trigger and version when changing or replacing it), its list entries and the counters.
 * `rewriteRows` false skips re-putting unchanged list entries (a reminder sent, nothing shown moved).
 * With `shared`, the counter moves are added to it for the caller to write once (one transaction
 * cannot touch the counter item twice).
 */
export function openTriggerWrites(tenant: string, pm: AssetPmData, before: { t: OpenTriggerData; version: number } | null, after: OpenTriggerData | null, rewriteRows = true, shared?: Map<number, Counts>): Transaction[] {
  const writes: Transaction[] = [];
  const deltas = shared ?? new Map<number, Counts>();
  const key = { tenant, asset_id: pm.asset_id, asset_pm_id: pm.asset_pm_id };
  if (after) {
    const put = OpenTriggerEntity.build(PutTransaction).item({ ...key, trigger_id: after.trigger_id, version: (before?.version ?? 0) + 1, t: after, ...queueKeys(tenant, after) });
    writes.push(
      before
        ? put.options({ condition: { and: [{ attr: 'trigger_id', eq: before.t.trigger_id }, { attr: 'version', eq: before.version }] } })
        : put.options({ condition: { attr: 'trigger_id', exists: false } }),
    );
  } else if (before) {
    writes.push(OpenTriggerEntity.build(DeleteTransaction).key(key).options({ condition: { and: [{ attr: 'trigger_id', eq: before.t.trigger_id }, { attr: 'version', eq: before.version }] } }));
  }
  const beforeKeys = before ? [entryKeys.open(before.t), entryKeys.byStatus(before.t)] : [];
  const afterKeys = after ? [entryKeys.open(after), entryKeys.byStatus(after)] : [];
  for (const entry of beforeKeys) if (!afterKeys.includes(entry)) writes.push(PmListEntryEntity.build(DeleteTransaction).key({ tenant, site_id: pm.site_id, entry }));
  if (after && (rewriteRows || !before)) {
    const row = rowDataOf(pm, after);
    for (const entry of afterKeys) writes.push(PmListEntryEntity.build(PutTransaction).item({ tenant, site_id: pm.site_id, entry, row }));
  }
  if (before && COUNTER_OF[before.t.status]) bump(deltas, pm.site_id, COUNTER_OF[before.t.status], -1);
  if (after && COUNTER_OF[after.status]) bump(deltas, pm.site_id, COUNTER_OF[after.status], 1);
  return shared ? writes : [...writes, ...counterWrites(tenant, deltas)];
}

/** The writes of a completion: the history item, its list entry and the completion counters. */
export function completionWrites(tenant: string, pm: AssetPmData, completion: CompletionData, seq: number, shared?: Map<number, Counts>): Transaction[] {
  const deltas = shared ?? new Map<number, Counts>();
  bump(deltas, pm.site_id, 'completed', 1);
  if (completion.on_time) bump(deltas, pm.site_id, 'on_time', 1);
  return [
    DoneTriggerEntity.build(PutTransaction).item({ tenant, asset_id: pm.asset_id, done_key: `${pm.asset_pm_id}#${pad(seq, 6)}`, c: completion }),
    PmListEntryEntity.build(PutTransaction).item({ tenant, site_id: pm.site_id, entry: entryKeys.done(Date.parse(completion.recorded_at), completion.pm_trigger_id), row: rowDataOf(pm, null, completion) }),
    ...(shared ? [] : counterWrites(tenant, deltas)),
  ];
}

/** Puts an asset PM (conditioned on its version when `version` is given, else on being new). */
export function assetPmWrite(tenant: string, pm: AssetPmData, version: number | null): Transaction {
  const put = AssetPmEntity.build(PutTransaction).item({ tenant, asset_id: pm.asset_id, asset_pm_id: pm.asset_pm_id, pm, version: (version ?? 0) + 1 });
  return version === null ? put.options({ condition: { attr: 'version', exists: false } }) : put.options({ condition: { attr: 'version', eq: version } });
}

export function assetPmDelete(tenant: string, pm: AssetPmData, version: number): Transaction {
  return AssetPmEntity.build(DeleteTransaction).key({ tenant, asset_id: pm.asset_id, asset_pm_id: pm.asset_pm_id }).options({ condition: { attr: 'version', eq: version } });
}

export function planPut(tenant: string, plan: PlanData): Transaction {
  return AssetPlanEntity.build(PutTransaction).item({ tenant, asset_id: plan.asset_id, plan }).options({ condition: { attr: 'plan', exists: false } });
}

export function planDelete(tenant: string, plan: PlanData): Transaction {
  return AssetPlanEntity.build(DeleteTransaction).key({ tenant, asset_id: plan.asset_id });
}

export { writeTransaction };

// ---- reads ----

export interface StoredAssetPm {
  pm: AssetPmData;
  version: number;
}
export interface StoredTrigger {
  t: OpenTriggerData;
  version: number;
}

export async function getAssetPm(tenant: string, assetPmId: string): Promise<StoredAssetPm | undefined> {
  const assetId = ids.assetOf(assetPmId);
  if (assetId === null) return undefined;
  const { Item } = await AssetPmEntity.build(GetItemCommand).key({ tenant, asset_id: assetId, asset_pm_id: assetPmId }).options({ consistent: true }).send();
  return Item ? { pm: Item.pm as AssetPmData, version: Item.version } : undefined;
}

export async function getOpenTrigger(tenant: string, assetId: number, assetPmId: string): Promise<StoredTrigger | undefined> {
  const { Item } = await OpenTriggerEntity.build(GetItemCommand).key({ tenant, asset_id: assetId, asset_pm_id: assetPmId }).options({ consistent: true }).send();
  return Item ? { t: Item.t as OpenTriggerData, version: Item.version } : undefined;
}

async function queryAsset<T>(tenant: string, assetId: number, prefix: string, entity: Entity, map: (item: Record<string, unknown>) => T): Promise<T[]> {
  const found: T[] = [];
  const query = table.build(QueryCommand).entities(entity as typeof AssetPmEntity).query({ partition: pmKeys.asset(tenant, assetId), range: { beginsWith: prefix } }).options({ consistent: true });
  for await (const page of query.paginate()) for (const it of page.Items ?? []) found.push(map(it as Record<string, unknown>));
  return found;
}

export const listAssetPms = (tenant: string, assetId: number) =>
  queryAsset(tenant, assetId, 'APM#', AssetPmEntity, (it) => ({ pm: it.pm as AssetPmData, version: it.version as number }));
export const listOpenTriggers = (tenant: string, assetId: number) =>
  queryAsset(tenant, assetId, 'OPEN#', OpenTriggerEntity as unknown as Entity, (it) => ({ t: it.t as OpenTriggerData, version: it.version as number }));
export const listCompletions = (tenant: string, assetId: number, assetPmId?: string) =>
  queryAsset(tenant, assetId, assetPmId ? `DONE#${assetPmId}#` : 'DONE#', DoneTriggerEntity as unknown as Entity, (it) => it.c as CompletionData);

export async function getPlanOfAsset(tenant: string, assetId: number): Promise<PlanData | undefined> {
  const { Item } = await AssetPlanEntity.build(GetItemCommand).key({ tenant, asset_id: assetId }).options({ consistent: true }).send();
  return Item?.plan as PlanData | undefined;
}

export async function getMeter(tenant: string, assetId: number): Promise<MeterState> {
  const { Item } = await PmMeterEntity.build(GetItemCommand).key({ tenant, asset_id: assetId }).send();
  return (Item?.m as MeterState | undefined) ?? { meter_hours: null, readings: [] };
}

export async function getMeters(tenant: string, assetIds: number[]): Promise<Map<number, MeterState>> {
  const unique = [...new Set(assetIds)];
  const items = unique.length ? await getMany(PmMeterEntity, unique.map((asset_id) => ({ tenant, asset_id }))) : [];
  return new Map(items.map((it) => [it.asset_id, it.m as MeterState]));
}

export async function putMeter(tenant: string, assetId: number, meter: MeterState): Promise<void> {
  await PmMeterEntity.build(PutItemCommand).item({ tenant, asset_id: assetId, m: meter }).send();
}

/** The meter state's put as a transaction item (a reading recorded in the write that brings it). */
export const meterWrite = (tenant: string, assetId: number, meter: MeterState): Transaction => PmMeterEntity.build(PutTransaction).item({ tenant, asset_id: assetId, m: meter });

/**
 * What a meter reading needs first, by ONE key Query of the asset's PM partition: its open
 * triggers and its meter state. `OPEN#…` < `PLAN` < `PMMETER` in key order, so the range reads the
 * open triggers, the plan item (skipped) and the meter, never the PMs or the completion history.
 */
export async function readMeterContext(tenant: string, assetId: number): Promise<{ meter: MeterState; open: StoredTrigger[] }> {
  const client = getDocumentClient();
  const open: StoredTrigger[] = [];
  let meter: MeterState = { meter_hours: null, readings: [] };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new DocQueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pmKeys.asset(tenant, assetId), ':from': 'OPEN#', ':to': 'PMMETER' },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const it of page.Items ?? []) {
      if (it.sk === 'PMMETER') meter = it.m as MeterState;
      else if (typeof it.sk === 'string' && it.sk.startsWith('OPEN#')) open.push({ t: it.t as OpenTriggerData, version: it.version as number });
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { meter, open };
}

export async function getSiteCounters(tenant: string, siteIds: number[]): Promise<PmSiteCounter[]> {
  const items = siteIds.length ? await getMany(PmSiteCounterEntity, siteIds.map((site_id) => ({ tenant, site_id }))) : [];
  return items.map((c) => ({
    site_id: c.site_id,
    overdue: c.overdue ?? 0,
    due: c.due ?? 0,
    in_progress: c.in_progress ?? 0,
    waiting: c.waiting ?? 0,
    open: c.open ?? 0,
    completed: c.completed ?? 0,
    on_time: c.on_time ?? 0,
  }));
}

/**
 * List entries of a site under a key prefix, in key order, until `enough` of those passing `keep`
 * are found (or all, with enough = Infinity).
 */
export async function readListEntries(tenant: string, siteId: number, prefix: string, keep: (row: ListRowData) => boolean, enough: number): Promise<{ entry: string; row: ListRowData }[]> {
  const found: { entry: string; row: ListRowData }[] = [];
  const query = table
    .build(QueryCommand)
    .entities(PmListEntryEntity)
    .query({ partition: pmKeys.site(tenant, siteId), range: prefixRange(prefix) })
    .options({ limit: Number.isFinite(enough) ? Math.min(Math.max(enough, 20), 1000) : 1000 });
  for await (const page of query.paginate()) {
    for (const it of page.Items ?? []) {
      const row = it.row as ListRowData;
      if (keep(row)) found.push({ entry: it.entry, row });
    }
    if (found.length >= enough) break;
  }
  return found;
}

/**
 * Open triggers whose next time event is at or before `now`, up to `limit`, as stored (the index
 * projects every attribute), in time order: the sweep's one read of them. Index reads are
 * eventually consistent; a stale version only fails the write conditioned on it.
 */
export async function dueTriggers(tenant: string, now: Date, limit = 1000): Promise<StoredTrigger[]> {
  const found: StoredTrigger[] = [];
  const query = table
    .build(QueryCommand)
    .entities(OpenTriggerEntity)
    .query({ index: 'gsi1', partition: pmKeys.timeQueue(tenant), range: { lte: `${now.toISOString()}~` } })
    .options({ limit: Math.min(limit, 1000) });
  for await (const page of query.paginate()) {
    for (const it of page.Items ?? []) found.push({ t: it.t as OpenTriggerData, version: it.version });
    if (found.length >= limit) break;
  }
  return found.slice(0, limit);
}

/** Asset PMs by id, read consistently by BatchGet (100 keys a request, a few requests at a time). */
export async function getAssetPms(tenant: string, assetPmIds: string[]): Promise<Map<string, StoredAssetPm>> {
  const keys = [...new Set(assetPmIds)].flatMap((asset_pm_id) => {
    const asset_id = ids.assetOf(asset_pm_id);
    return asset_id === null ? [] : [{ tenant, asset_id, asset_pm_id }];
  });
  const chunks: (typeof keys)[] = [];
  for (let at = 0; at < keys.length; at += 100) chunks.push(keys.slice(at, at + 100));
  const found = new Map<string, StoredAssetPm>();
  await pLimit(8).map(chunks, async (chunk) => {
    const { Responses } = await executeBatchGet(
      { maxAttempts: 10 },
      table
        .build(BatchGetCommand)
        .requests(...chunk.map((key) => AssetPmEntity.build(BatchGetRequest).key(key)))
        .options({ consistent: true }),
    );
    for (const it of Responses?.[0] ?? []) if (it) found.set(it.asset_pm_id, { pm: it.pm as AssetPmData, version: it.version });
  });
  return found;
}

// ---- bulk (the demo seed and the benches) ----

const _assetPmPut = () => AssetPmEntity.build(BatchPutRequest).item({ tenant: '', asset_id: 0, asset_pm_id: '', pm: null, version: 0 });
type AssetPmPut = ReturnType<typeof _assetPmPut>;


/**
 * Writes many asset PMs with their open triggers, completions, list entries, options and counters
 * at once (BatchWrite, in parallel; the counters and options summed, then added). For new asset
 * PMs only (the seed, the benches): an id written twice would be counted twice.
 */
export async function putAssetPmsInBulk(tenant: string, items: { pm: AssetPmData; trigger: OpenTriggerData | null; completions?: CompletionData[] }[], options: { parallel?: number } = {}): Promise<void> {
  const counts = new Map<number, Counts>();
  const optionSums = new Map<string, { siteId: number; key: string; label: string; value: unknown; n: number }>();
  // Requests of several entities: the builder's typing cannot follow a mixed list.
  const requests: unknown[] = [];
  for (const { pm, trigger, completions = [] } of items) {
    requests.push(AssetPmEntity.build(BatchPutRequest).item({ tenant, asset_id: pm.asset_id, asset_pm_id: pm.asset_pm_id, pm, version: 1 }));
    if (trigger) {
      requests.push(OpenTriggerEntity.build(BatchPutRequest).item({ tenant, asset_id: pm.asset_id, asset_pm_id: pm.asset_pm_id, trigger_id: trigger.trigger_id, version: 1, t: trigger, ...queueKeys(tenant, trigger) }));
      const row = rowDataOf(pm, trigger);
      for (const entry of [entryKeys.open(trigger), entryKeys.byStatus(trigger)]) requests.push(PmListEntryEntity.build(BatchPutRequest).item({ tenant, site_id: pm.site_id, entry, row }));
      if (COUNTER_OF[trigger.status]) bump(counts, pm.site_id, COUNTER_OF[trigger.status], 1);
    }
    completions.forEach((c, n) => {
      requests.push(DoneTriggerEntity.build(BatchPutRequest).item({ tenant, asset_id: pm.asset_id, done_key: `${pm.asset_pm_id}#${pad(n + 1, 6)}`, c }));
      requests.push(PmListEntryEntity.build(BatchPutRequest).item({ tenant, site_id: pm.site_id, entry: entryKeys.done(Date.parse(c.recorded_at), c.pm_trigger_id), row: rowDataOf(pm, null, c) }));
      bump(counts, pm.site_id, 'completed', 1);
      if (c.on_time) bump(counts, pm.site_id, 'on_time', 1);
    });
    for (const option of optionsOf(pm)) {
      const id = `${pm.site_id}|${option.key}`;
      optionSums.set(id, { siteId: pm.site_id, key: option.key, label: option.label, value: option.value, n: (optionSums.get(id)?.n ?? 0) + 1 });
    }
  }

  const batches: (typeof requests)[] = [];
  for (let i = 0; i < requests.length; i += 25) batches.push(requests.slice(i, i + 25));
  const limit = pLimit(options.parallel ?? 8);
  await limit.map(batches, (batch) => executeBatchWrite({ maxAttempts: 20 }, table.build(BatchWriteCommand).requests(...(batch as [AssetPmPut]))));
  // Counters and options added, not put, so several calls on one site add up.
  await writeTransaction(counterWrites(tenant, counts));
  await limit.map([...optionSums.values()], (o) =>
    PmOptionEntity.build(UpdateItemCommand).item({ tenant, site_id: o.siteId, option_key: o.key, n: $add(o.n), label: o.label, value: $set(o.value) }).send(),
  );
}
