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
 *
 * This file holds the asset partition's reads and the sweep's time-queue read. The rest of store/:
 * keys.ts (partition keys), stored-shapes.ts (stored types), entities.ts (ids, entities),
 * list-entries.ts (the PM list's entries and their read), site-counters.ts (the tiles' counters),
 * write-builders.ts (transaction items), meter.ts (meter state), bulk-writes.ts (seed and
 * benches), options.ts (list filter options), notices.ts (the sweep's notices), library.ts (the
 * PM library as plans read it), asset-record.ts (an asset's PM record), calendar-entries.ts.
 * What the calls do with it (their transactions, the trigger engine, notices) is in operations/.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { BatchGetCommand, execute as executeBatchGet } from 'dynamodb-toolbox/table/actions/batchGet';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import pLimit from 'p-limit';
import { table } from '#lib/db.js';
import { AssetPlanEntity, AssetPmEntity, DoneTriggerEntity, ids, OpenTriggerEntity } from './entities.js';
import { pmKeys } from './keys.js';
import type {
  AssetPmData,
  CompletionData,
  OpenTriggerData,
  PlanData,
  StoredAssetPm,
  StoredTrigger,
} from './stored-shapes.js';

export async function getAssetPm(tenant: string, assetPmId: string): Promise<StoredAssetPm | undefined> {
  const assetId = ids.assetOf(assetPmId);
  if (assetId === null) return undefined;
  const { Item } = await AssetPmEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId, asset_pm_id: assetPmId })
    .options({ consistent: true })
    .send();
  return Item ? { pm: Item.pm as AssetPmData, version: Item.version } : undefined;
}

export async function getOpenTrigger(
  tenant: string,
  assetId: number,
  assetPmId: string,
): Promise<StoredTrigger | undefined> {
  const { Item } = await OpenTriggerEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId, asset_pm_id: assetPmId })
    .options({ consistent: true })
    .send();
  return Item ? { t: Item.t as OpenTriggerData, version: Item.version } : undefined;
}

async function queryAsset<T>(
  tenant: string,
  assetId: number,
  prefix: string,
  entity: Entity,
  map: (item: Record<string, unknown>) => T,
): Promise<T[]> {
  const found: T[] = [];
  const query = table
    .build(QueryCommand)
    .entities(entity as typeof AssetPmEntity)
    .query({ partition: pmKeys.asset(tenant, assetId), range: { beginsWith: prefix } })
    .options({ consistent: true });
  for await (const page of query.paginate())
    for (const it of page.Items ?? []) found.push(map(it as Record<string, unknown>));
  return found;
}

export const listAssetPms = (tenant: string, assetId: number) =>
  queryAsset(tenant, assetId, 'APM#', AssetPmEntity, (it) => ({
    pm: it.pm as AssetPmData,
    version: it.version as number,
  }));
export const listOpenTriggers = (tenant: string, assetId: number) =>
  queryAsset(tenant, assetId, 'OPEN#', OpenTriggerEntity as unknown as Entity, (it) => ({
    t: it.t as OpenTriggerData,
    version: it.version as number,
  }));
export const listCompletions = (tenant: string, assetId: number, assetPmId?: string) =>
  queryAsset(
    tenant,
    assetId,
    assetPmId ? `DONE#${assetPmId}#` : 'DONE#',
    DoneTriggerEntity as unknown as Entity,
    (it) => it.c as CompletionData,
  );

export async function getPlanOfAsset(tenant: string, assetId: number): Promise<PlanData | undefined> {
  const { Item } = await AssetPlanEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId })
    .options({ consistent: true })
    .send();
  return Item?.plan as PlanData | undefined;
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
    for (const it of Responses?.[0] ?? [])
      if (it) found.set(it.asset_pm_id, { pm: it.pm as AssetPmData, version: it.version });
  });
  return found;
}
