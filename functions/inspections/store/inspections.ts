/**
 * Inspection records and their writes: get, the draft's create with the per-asset checkout
 * sentinel (a conditional put makes a checkout exclusive), updates checked against the version
 * read (the list index and dashboard moves deferred to the outbox), and the sentinel's release.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { table } from '#lib/db.js';
import { deferWrites, type RaisedEvent } from '#lib/outbox.js';
import type { Transaction } from '#lib/transactions.js';
import type { SiteNotice } from '#functions/notifications/index.js';
import { dashboardWrites } from './dashboard.js';
import { InspectionEntity, inspectionKeys, type InspectionRecord } from './entities.js';
import { inspectionIndexWrites } from './list-index.js';

export type { InspectionRecord };

/** The operator holding an asset: put with the draft, deleted at check-in (or when a draft is dropped). */
export const AssetCheckoutEntity = new Entity({
  name: 'InspectionAssetCheckout',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    inspection_id: string(),
    operator_uuid: string(),
    at: string(),
  }),
  computeKey: ({ tenant, asset_id }: { tenant: string; asset_id: number }) => ({
    pk: inspectionKeys.assetCheckout(tenant, asset_id),
    sk: 'CHECKOUT',
  }),
});
export type AssetCheckout = FormattedItem<typeof AssetCheckoutEntity>;

export async function getInspection(
  tenant: string,
  inspectionId: string,
): Promise<InspectionRecord | undefined> {
  const { Item } = await InspectionEntity.build(GetItemCommand)
    .key({ tenant, inspection_id: inspectionId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function getAssetCheckout(tenant: string, assetId: number): Promise<AssetCheckout | undefined> {
  const { Item } = await AssetCheckoutEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** The draft and its sentinel; the sentinel's put (item 0) fails when someone holds the asset. */
export function checkoutWrites(draft: InspectionRecord): Transaction[] {
  const { created: _c, modified: _m, ...stored } = draft;
  return [
    AssetCheckoutEntity.build(PutTransaction)
      .item({
        tenant: draft.tenant,
        asset_id: draft.asset_id,
        inspection_id: draft.inspection_id,
        operator_uuid: draft.operator_uuid,
        at: draft.checkout_requested_at,
      })
      .options({ condition: { attr: 'asset_id', exists: false } }),
    InspectionEntity.build(PutTransaction)
      .item(stored)
      .options({ condition: { attr: 'inspection_id', exists: false } }),
    ...inspectionIndexWrites(null, draft),
  ];
}

/** Releases the asset (only if this inspection still holds it). */
export const releaseCheckoutWrite = (record: InspectionRecord): Transaction =>
  AssetCheckoutEntity.build(DeleteTransaction)
    .key({ tenant: record.tenant, asset_id: record.asset_id })
    .options({ condition: { attr: 'inspection_id', eq: record.inspection_id } });

/** The record after the changes, version bumped. */
export function applyInspectionChanges(
  before: InspectionRecord,
  changes: Partial<InspectionRecord>,
): InspectionRecord {
  return {
    ...before,
    ...changes,
    version: before.version + 1,
    modified: new Date().toISOString(),
  } as InspectionRecord;
}

/**
 * The put of `after` over `before` (item 0; fails with ConditionalCheckFailed when someone changed
 * the record since it was read) and ONE outbox item (functions/lib/outbox.ts) with what follows
 * from the move, applied after the commit from the table's stream, in order per inspection: the
 * list index moves (entries, their counts, asset-word markers), the dashboard entries, and
 * `deferred` (the caller's activity lines), `notices` for the sites' managers and `events` (the
 * webhook events, functions/lib/outbox.ts raisedEvent). The lists and
 * the dashboard show a submit tens of milliseconds later (the twin) instead of the submit paying
 * for ~50 more items in its transaction.
 */
export function updateInspectionWrites(
  before: InspectionRecord,
  after: InspectionRecord,
  deferred: Transaction[] = [],
  notices: SiteNotice[] = [],
  events: RaisedEvent[] = [],
): Transaction[] {
  const { created: _c, modified: _m, ...stored } = after;
  return [
    InspectionEntity.build(PutTransaction)
      .item(stored)
      .options({ condition: { attr: 'version', eq: before.version } }),
    ...deferWrites(
      after.tenant,
      `INSP#${after.inspection_id}`,
      [...inspectionIndexWrites(before, after), ...dashboardWrites(before, after), ...deferred],
      notices,
      events,
    ),
  ];
}
