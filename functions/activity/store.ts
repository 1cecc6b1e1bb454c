/**
 * The activity log (spec core 3 'Activity', types 1 to 13). Each activity is two items so every
 * read is one Query, newest first by key:
 * - the asset's log: pk = asset, and gsi1 = asset + filter group;
 * - the site's feed: pk = site, and gsi1 = site + filter group.
 * The sort key starts with the inverted time, so key order is newest first across partitions too.
 */
import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { activityGroupOf, ActivityFilter } from '#shared/assets/rules.js';
import { pad, table } from '#lib/db.js';
import type { Transaction } from '#lib/transactions.js';

export const activityKeys = {
  asset: (tenant: string, assetId: number) => `${tenant}#ACT#ASSET#${pad(assetId)}`,
  assetGroup: (tenant: string, assetId: number, group: number) =>
    `${tenant}#ACT#ASSET#${pad(assetId)}#G${group}`,
  site: (tenant: string, siteId: number) => `${tenant}#ACT#SITE#${pad(siteId, 6)}`,
  siteGroup: (tenant: string, siteId: number, group: number) =>
    `${tenant}#ACT#SITE#${pad(siteId, 6)}#G${group}`,
};

const MAX_TIME = 9_999_999_999_999;
/** Newest first: inverted milliseconds, then the id against ties. */
export const activityEntryKey = (at: Date, activityId: string) =>
  `${String(MAX_TIME - at.getTime()).padStart(13, '0')}#${activityId}`;

export const ActivityEntity = new Entity({
  name: 'Activity',
  table,
  timestamps: false,
  schema: item({
    pk: string().key(),
    sk: string().key(),
    gsi1pk: string(),
    gsi1sk: string(),
    activity_id: string(),
    activity_type: number(),
    activity_message: string(),
    updated_by_name: string(),
    created_at: string(),
    timezone: string(),
    asset_id: number(),
    internal_asset_id: string(),
    asset_name: string(),
    site_id: number(),
  }),
});
export type ActivityItem = FormattedItem<typeof ActivityEntity>;

/** Where an activity is read: one asset's log, or one site's feed. */
export type ActivityScope = { assetId: number } | { siteId: number };

const partitionOf = (tenant: string, scope: ActivityScope, filter: number) => {
  const group = filter === ActivityFilter.All ? null : filter;
  if ('assetId' in scope) {
    return group === null
      ? { partition: activityKeys.asset(tenant, scope.assetId) }
      : { index: 'gsi1' as const, partition: activityKeys.assetGroup(tenant, scope.assetId, group) };
  }
  return group === null
    ? { partition: activityKeys.site(tenant, scope.siteId) }
    : { index: 'gsi1' as const, partition: activityKeys.siteGroup(tenant, scope.siteId, group) };
};

export interface ActivityEntry {
  asset: { asset_id: number; internal_asset_id: string; name: string; site_id: number };
  type: number;
  message: string;
  /** Display name of who did it. */
  by: string;
  timezone: string;
  at?: Date;
}

/** The two puts of one activity (the asset's log and the site's feed). */
export function activityItems(tenant: string, entry: ActivityEntry): ActivityItem[] {
  const at = entry.at ?? new Date();
  const activityId = randomUUID();
  const key = activityEntryKey(at, activityId);
  const group = activityGroupOf(entry.type);
  const common = {
    sk: key,
    gsi1sk: key,
    activity_id: activityId,
    activity_type: entry.type,
    activity_message: entry.message,
    updated_by_name: entry.by,
    created_at: at.toISOString(),
    timezone: entry.timezone,
    asset_id: entry.asset.asset_id,
    internal_asset_id: entry.asset.internal_asset_id,
    asset_name: entry.asset.name,
    site_id: entry.asset.site_id,
  };
  // Group 0 (the asset's own changes) shows only under 'All': its gsi1 partition is never read.
  return [
    {
      ...common,
      pk: activityKeys.asset(tenant, entry.asset.asset_id),
      gsi1pk: activityKeys.assetGroup(tenant, entry.asset.asset_id, group),
    },
    {
      ...common,
      pk: activityKeys.site(tenant, entry.asset.site_id),
      gsi1pk: activityKeys.siteGroup(tenant, entry.asset.site_id, group),
    },
  ];
}

export const activityPuts = (tenant: string, entry: ActivityEntry): Transaction[] =>
  activityItems(tenant, entry).map((i) => ActivityEntity.build(PutTransaction).item(i));

/** How many activities one partition holds (counted by key, not read). */
export async function countActivity(tenant: string, scope: ActivityScope, filter: number): Promise<number> {
  let total = 0;
  const query = table
    .build(QueryCommand)
    .entities(ActivityEntity)
    .query(partitionOf(tenant, scope, filter))
    .options({ select: 'COUNT' });
  for await (const page of query.paginate()) total += page.Count ?? 0;
  return total;
}

/** The newest `limit` activities of one partition, newest first. */
export async function readActivity(
  tenant: string,
  scope: ActivityScope,
  filter: number,
  limit: number,
): Promise<ActivityItem[]> {
  const items: ActivityItem[] = [];
  const query = table
    .build(QueryCommand)
    .entities(ActivityEntity)
    .query(partitionOf(tenant, scope, filter))
    .options({ limit });
  for await (const page of query.paginate()) {
    items.push(...(page.Items ?? []));
    if (items.length >= limit) break;
  }
  return items.slice(0, limit);
}

/**
 * One page of the activity of these scopes (one asset, one site, or the sites behind an all-sites
 * entry), newest first: each scope's newest up to the page's end, merged by key.
 */
export async function listActivity(
  tenant: string,
  scopes: ActivityScope[],
  filter: number,
  page: { pageSize: number; pageIndex: number },
): Promise<{ items: ActivityItem[]; total: number }> {
  const wanted = page.pageSize * page.pageIndex;
  const [parts, counts] = await Promise.all([
    Promise.all(scopes.map((scope) => readActivity(tenant, scope, filter, wanted))),
    Promise.all(scopes.map((scope) => countActivity(tenant, scope, filter))),
  ]);
  const merged = parts.flat().sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0));
  return {
    items: merged.slice(page.pageSize * (page.pageIndex - 1), wanted),
    total: counts.reduce((s, n) => s + n, 0),
  };
}
