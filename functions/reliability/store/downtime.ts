/**
 * An asset's downtime (issue 25 item 5). Every key starts with the tenant; nothing is scanned: an
 * asset's downtimes are one partition `{tenant}#DOWNTIME#{asset}`, sorted `D#{start}#{id}`, so a
 * period is one Query by key; beside them the asset's current-downtime marker (sk `CURRENT`),
 * present exactly while the asset is down. Marker and record are written in one transaction with
 * conditions, so an asset has at most one open downtime.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { getMany } from '#lib/batch-get.js';
import { pad, table } from '#lib/db.js';

export const downtimeKeys = {
  asset: (tenant: string, assetId: number) => `${tenant}#DOWNTIME#${pad(assetId)}`,
  record: (start: string, downtimeId: string) => `D#${start}#${downtimeId}`,
  current: 'CURRENT',
};

export const DowntimeEntity = new Entity({
  name: 'Downtime',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    start: string().key(),
    downtime_id: string().key(),
    end: string().optional(),
    reason: string(),
    planned: boolean(),
    site_id: number(),
    company_id: number(),
    /** The asset's model when it went down (where the reliability roll-ups count it). */
    model_name: string().optional(),
    opened_kind: string(),
    opened_id: string(),
    opened_label: string(),
    opened_by_name: string(),
    closed_kind: string().optional(),
    closed_id: string().optional(),
    closed_label: string().optional(),
    closed_by_name: string().optional(),
  }),
  computeKey: ({
    tenant,
    asset_id,
    start,
    downtime_id,
  }: {
    tenant: string;
    asset_id: number;
    start: string;
    downtime_id: string;
  }) => ({ pk: downtimeKeys.asset(tenant, asset_id), sk: downtimeKeys.record(start, downtime_id) }),
});
export type DowntimeRecord = FormattedItem<typeof DowntimeEntity>;

/** The asset's open downtime, while it is down: which record it is, and enough to show "Down since". */
export const DowntimeMarkerEntity = new Entity({
  name: 'DowntimeMarker',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    downtime_id: string(),
    start: string(),
    reason: string(),
    planned: boolean(),
    site_id: number(),
  }),
  computeKey: ({ tenant, asset_id }: { tenant: string; asset_id: number }) => ({
    pk: downtimeKeys.asset(tenant, asset_id),
    sk: downtimeKeys.current,
  }),
});
export type DowntimeMarker = FormattedItem<typeof DowntimeMarkerEntity>;

/** The asset's marker (consistent: a write decides on it). */
export async function getMarker(tenant: string, assetId: number): Promise<DowntimeMarker | undefined> {
  const { Item } = await DowntimeMarkerEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function getDowntime(
  tenant: string,
  assetId: number,
  start: string,
  downtimeId: string,
): Promise<DowntimeRecord | undefined> {
  const { Item } = await DowntimeEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId, start, downtime_id: downtimeId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** The markers of several assets (those down now), by asset id: one BatchGet per 100 assets. */
export async function getMarkers(
  tenant: string,
  assetIds: readonly number[],
): Promise<Map<number, DowntimeMarker>> {
  const ids = [...new Set(assetIds)];
  if (ids.length === 0) return new Map();
  const found = await getMany(
    DowntimeMarkerEntity,
    ids.map((id) => ({ tenant, asset_id: id })),
  );
  return new Map(found.map((m) => [m.asset_id, m]));
}

/**
 * The asset's downtimes that may touch the period from `from` on: those that started since, and
 * the one that started last before it (downtimes of an asset never overlap, so no earlier one
 * reaches into the period). Two Queries by key, oldest first.
 */
export async function downtimesSince(tenant: string, assetId: number, from: Date): Promise<DowntimeRecord[]> {
  const partition = downtimeKeys.asset(tenant, assetId);
  const since = `D#${from.toISOString()}`;
  const [before, after] = await Promise.all([
    table
      .build(QueryCommand)
      .entities(DowntimeEntity)
      .query({ partition, range: { between: ['D#', since] } })
      .options({ reverse: true, limit: 1 })
      .send(),
    (async () => {
      const items: DowntimeRecord[] = [];
      const query = table
        .build(QueryCommand)
        .entities(DowntimeEntity)
        .query({ partition, range: { between: [since, 'D#~'] } });
      for await (const page of query.paginate()) items.push(...(page.Items ?? []));
      return items;
    })(),
  ]);
  const last = (before.Items ?? []).filter((r) => `D#${r.start}` < since);
  return [...last, ...after];
}
