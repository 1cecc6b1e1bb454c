/**
 * Asset records and every write of them: create (ids from the tenant's sequence, the internal id's
 * sentinel per company, the record, its list entries), update (optimistic lock on `version`), the
 * open-issues count other domains move in their own transactions, and reads of many assets by id.
 * Every write of an asset carries `assetIndexWrites(before, after)` in the same transaction. Meter
 * readings: ./meter-readings.ts; the asset types registry: ./asset-types.ts.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { AssetMessages } from '#shared/assets/messages.js';
import { isActiveAsset } from '#shared/assets/rules.js';
import { Messages } from '#shared/messages.js';
import { getMany } from '#lib/batch-get.js';
import { table } from '#lib/db.js';
import { conflict, notFound } from '#lib/errors.js';
import { failedCondition } from '#lib/retry.js';
import { writeTransaction, type Transaction } from '#lib/transactions.js';
import { AssetEntity, assetKeys, type AssetRecord } from './entities.js';
import { assetTypeWrite } from './asset-types.js';
import { assetIndexWrites } from './list-index.js';
import { deferWrites, raisedEvent, type RaisedEvent } from '#lib/outbox.js';

export type { AssetRecord };

/** The tenant's asset id sequence: `last` is the highest id handed out. */
export const AssetSequenceEntity = new Entity({
  name: 'AssetSequence',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), last: number().default(0) }),
  computeKey: ({ tenant }: { tenant: string }) => ({ pk: assetKeys.sequence(tenant), sk: 'SEQ' }),
});

/** One per internal id and company: its conditional put makes the id unique. */
export const AssetIdEntity = new Entity({
  name: 'AssetInternalId',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    internal_asset_id: string().key(),
    asset_id: number(),
  }),
  computeKey: ({
    tenant,
    company_id,
    internal_asset_id,
  }: {
    tenant: string;
    company_id: number;
    internal_asset_id: string;
  }) => ({
    pk: assetKeys.internalId(tenant, company_id, internal_asset_id),
    sk: 'ID',
  }),
});

// ---- ids ----

/** Hands out `count` consecutive asset ids (one write for a whole import). */
export async function allocateAssetIds(tenant: string, count: number): Promise<number[]> {
  const { Attributes } = await AssetSequenceEntity.build(UpdateItemCommand)
    .item({ tenant, last: $add(count) })
    .options({ returnValues: 'UPDATED_NEW' })
    .send();
  const last = Number(Attributes?.last);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

// ---- reads ----

export async function getAsset(tenant: string, assetId: number): Promise<AssetRecord | undefined> {
  const { Item } = await AssetEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function getAssetOrNotFound(tenant: string, assetId: number): Promise<AssetRecord> {
  const asset = await getAsset(tenant, assetId);
  if (!asset) throw notFound(AssetMessages.assetNotFound);
  return asset;
}

/** The asset id of an internal id in a company, if taken. */
export async function findByInternalId(
  tenant: string,
  companyId: number,
  internalId: string,
): Promise<AssetRecord | undefined> {
  const { Item } = await AssetIdEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId, internal_asset_id: internalId })
    .options({ consistent: true })
    .send();
  return Item ? getAsset(tenant, Item.asset_id) : undefined;
}

/** Which of these internal ids the company already uses. */
export async function takenInternalIds(
  tenant: string,
  companyId: number,
  internalIds: string[],
): Promise<Set<string>> {
  const keys = [...new Set(internalIds)].map((internal_asset_id) => ({
    tenant,
    company_id: companyId,
    internal_asset_id,
  }));
  return new Set((await getMany(AssetIdEntity, keys)).map((found) => found.internal_asset_id));
}

/** Many assets by id, in the order asked (missing ones left out). */
export async function getAssets(tenant: string, ids: number[]): Promise<AssetRecord[]> {
  const found = new Map(
    (
      await getMany(
        AssetEntity,
        [...new Set(ids)].map((asset_id) => ({ tenant, asset_id })),
      )
    ).map((a) => [a.asset_id, a]),
  );
  return ids.map((id) => found.get(id)).filter((a): a is AssetRecord => a !== undefined);
}

// ---- creates ----

export type NewAsset = Omit<
  AssetRecord,
  'created' | 'modified' | 'version' | 'open_issues' | 'children_count' | 'levels'
> &
  Partial<Pick<AssetRecord, 'open_issues' | 'children_count' | 'levels'>>;

/** The record as stored, with the defaults filled in (what the index writes see). */
export function assetRecordOf(asset: NewAsset, at = new Date()): AssetRecord {
  const now = at.toISOString();
  return {
    levels: 1,
    children_count: 0,
    open_issues: 0,
    ...asset,
    version: 1,
    created: now,
    modified: now,
  } as AssetRecord;
}

/** The writes of a new asset: sentinel (fails if the internal id is taken), record, list entries. */
export function createAssetWrites(record: AssetRecord): Transaction[] {
  const { created: _c, modified: _m, ...item } = record;
  return [
    AssetIdEntity.build(PutTransaction)
      .item({
        tenant: record.tenant,
        company_id: record.company_id,
        internal_asset_id: record.internal_asset_id,
        asset_id: record.asset_id,
      })
      .options({ condition: { attr: 'asset_id', exists: false } }),
    AssetEntity.build(PutTransaction)
      .item(item)
      .options({ condition: { attr: 'asset_id', exists: false } }),
    ...assetIndexWrites(null, record),
  ];
}

/** The writes that remove an asset made by createAssetWrites (undoing an import). */
export function deleteAssetWrites(record: AssetRecord): Transaction[] {
  return [
    AssetIdEntity.build(DeleteTransaction).key({
      tenant: record.tenant,
      company_id: record.company_id,
      internal_asset_id: record.internal_asset_id,
    }),
    AssetEntity.build(DeleteTransaction).key({ tenant: record.tenant, asset_id: record.asset_id }),
    ...assetIndexWrites(record, null),
  ];
}

/**
 * The webhook event `asset.changed` of an asset's change from the Assets calls (add, edit, status):
 * `change` is created, updated or deactivated (made inactive). Counters and meter readings moved by
 * other domains (open issues, an inspection's hours) raise none.
 */
export function assetChangedEvent(
  before: AssetRecord | null,
  after: AssetRecord,
  at = new Date(),
): RaisedEvent {
  const change = !before
    ? 'created'
    : isActiveAsset(before.status) && !isActiveAsset(after.status)
      ? 'deactivated'
      : 'updated';
  return raisedEvent(
    after.tenant,
    after.site_id,
    'asset.changed',
    {
      asset_id: after.asset_id,
      internal_asset_id: after.internal_asset_id,
      name: after.name,
      company_id: after.company_id,
      site_id: after.site_id,
      status: after.status,
      change,
      ...(before && before.site_id !== after.site_id ? { previous_site_id: before.site_id } : {}),
    },
    at,
  );
}

export interface CreateAsset {
  asset: Omit<NewAsset, 'asset_id' | 'tenant'>;
  /** The parent (same company): its children count goes up in the same transaction. */
  parent?: AssetRecord;
  extra?: Transaction[];
}

/**
 * Creates one asset (the Assets add call: with its `asset.changed` event in an outbox item of the
 * same transaction); 409 'Internal Asset ID already exists !' when the id is taken in the company.
 */
export async function createAsset(tenant: string, input: CreateAsset): Promise<AssetRecord> {
  const [assetId] = await allocateAssetIds(tenant, 1);
  const record = assetRecordOf({ ...input.asset, tenant, asset_id: assetId } as NewAsset);
  const parentWrites = input.parent
    ? updateAssetWrites(input.parent, { children_count: input.parent.children_count + 1 })
    : [];
  try {
    await writeTransaction([
      ...createAssetWrites(record),
      ...(record.asset_type ? [assetTypeWrite(tenant, record.company_id, record.asset_type)] : []),
      ...parentWrites,
      ...(input.extra ?? []),
      ...deferWrites(tenant, `ASSET#${record.asset_id}`, [], [], [assetChangedEvent(null, record)]),
    ]);
  } catch (error) {
    if (failedCondition(error, 0)) throw conflict(AssetMessages.internalIdTaken);
    if (input.parent && failedCondition(error)) throw conflict(Messages.recordChanged);
    throw error;
  }
  return record;
}

// ---- updates ----

export type AssetChanges = Partial<
  Pick<
    AssetRecord,
    | 'internal_asset_id'
    | 'name'
    | 'asset_type'
    | 'product_name'
    | 'model_name'
    | 'model_year'
    | 'asset_serial_number'
    | 'current_stage'
    | 'inspectionform_id'
    | 'site_id'
    | 'status'
    | 'meter_hours'
    | 'parent_internal_asset_id'
    | 'levels'
    | 'children_count'
    | 'criticality_index'
    | 'condition_index'
    | 'photo_key'
    | 'open_issues'
  >
>;

/** The record after the changes (undefined clears a field). */
export function applyChanges(before: AssetRecord, changes: AssetChanges): AssetRecord {
  const after = {
    ...before,
    ...changes,
    version: before.version + 1,
    modified: new Date().toISOString(),
  } as Record<string, unknown>;
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete after[name];
  return after as AssetRecord;
}

/**
 * The update of an asset, checked against the version it was read at, and one outbox item with
 * its list index moves (functions/lib/outbox.ts: applied right after the commit, in order per
 * asset), so a change that touches every entry (the open-issue flag when an inspection opens
 * issues) costs the caller's transaction two items, not a dozen. `events` (an Assets call's
 * `asset.changed`, assetChangedEvent) travel in the same outbox item.
 */
export function updateAssetWrites(
  before: AssetRecord,
  changes: AssetChanges,
  events: RaisedEvent[] = [],
): Transaction[] {
  const update: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(changes)) update[name] = value === undefined ? $remove() : value;
  return [
    AssetEntity.build(UpdateTransaction)
      .item({ tenant: before.tenant, asset_id: before.asset_id, ...update, version: before.version + 1 })
      .options({ condition: { attr: 'version', eq: before.version } }),
    ...deferWrites(
      before.tenant,
      `ASSET#${before.asset_id}`,
      assetIndexWrites(before, applyChanges(before, changes)),
      [],
      events,
    ),
  ];
}

/**
 * Applies the changes if nobody changed the asset since it was read (else 409), with `extra`
 * writes (history, activity) in the same transaction. The asset's update is the first item.
 */
export async function updateAsset(
  before: AssetRecord,
  changes: AssetChanges,
  extra: Transaction[] = [],
  events: RaisedEvent[] = [],
): Promise<AssetRecord> {
  try {
    await writeTransaction([...updateAssetWrites(before, changes, events), ...extra]);
  } catch (error) {
    if (failedCondition(error, 0)) throw conflict(Messages.recordChanged);
    throw error;
  }
  return applyChanges(before, changes);
}

/**
 * For the issues domain: the writes that move an asset's open-issue count by `delta` in the
 * issue's own transaction (never below zero; checked against the version read).
 */
export async function adjustOpenIssues(
  tenant: string,
  assetId: number,
  delta: number,
): Promise<Transaction[]> {
  const before = await getAssetOrNotFound(tenant, assetId);
  return updateAssetWrites(before, { open_issues: Math.max(0, before.open_issues + delta) });
}
