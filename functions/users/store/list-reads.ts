/** Reads of the users list: counts summed over their shards, and a page read by key. */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { UserStatus } from '#shared/codes.js';
import { table } from '#lib/db.js';
import { sumCountItems } from '#lib/list-index/counts.js';
import { readCountShards } from '#lib/list-index/reads.js';
import {
  countPartitionsFor,
  mergeEntries,
  planRead,
  type ListCounts,
  type ListEntry,
  type ListQuery,
} from '../listing.js';
import { userKeys, UserListCountEntity, UserListEntryEntity, UserListStateEntity } from './entities.js';

// ---- the users list ----

async function isIndexed(tenant: string): Promise<boolean> {
  const { Item } = await UserListStateEntity.build(GetItemCommand).key({ tenant }).send();
  return Item?.indexed === true;
}

/** Counts of these count partitions, summed over their shards. */
async function readCounts(tenant: string, countPartitions: string[]): Promise<ListCounts> {
  const shards = await readCountShards(UserListCountEntity, countPartitions, (partition, shard) => ({
    tenant,
    count_partition: partition,
    shard,
  }));
  return sumCountItems(
    shards,
    (shard) => shard.count_partition,
    (shard) => ({ [UserStatus.Active]: shard.status_1, [UserStatus.Inactive]: shard.status_2 }),
  );
}

const toEntry = (item: FormattedItem<typeof UserListEntryEntity>): ListEntry => ({
  sk: item.entry_key,
  uuid: item.uuid,
  username: item.username,
  firstname: item.firstname,
  lastname: item.lastname,
  status: item.status,
  roles: item.roles,
  sites: item.sites,
  default_role_web: item.default_role_web,
  default_role_app: item.default_role_app,
  is_registration_succeed: item.is_registration_succeed,
});

/** Up to `limit` entries of one partition (all when limit is undefined), in key order. */
async function readPartition(
  tenant: string,
  partition: string,
  q: ListQuery,
  limit?: number,
): Promise<ListEntry[]> {
  const entries: ListEntry[] = [];
  const query = table
    .build(QueryCommand)
    .entities(UserListEntryEntity)
    .query({
      partition: userKeys.userList(tenant, partition),
      ...(q.status ? { range: { beginsWith: `${q.status}#` } } : {}),
    })
    .options({
      ...(q.search
        ? { filters: { UserListEntry: { attr: 'search', contains: q.search.toLowerCase() } } }
        : {}),
      ...(limit === undefined ? {} : { limit }),
    });
  for await (const page of query.paginate()) {
    entries.push(...(page.Items ?? []).map(toEntry));
    if (limit !== undefined && entries.length >= limit) break;
  }
  return limit === undefined ? entries : entries.slice(0, limit);
}

export interface ListPage {
  entries: ListEntry[];
  total: number;
  /** False until every user of the tenant has list entries (a rebuild then runs first). */
  indexed: boolean;
}

export async function readUserList(tenant: string, q: ListQuery): Promise<ListPage> {
  const [indexed, counts] = await Promise.all([isIndexed(tenant), readCounts(tenant, countPartitionsFor(q))]);
  if (!indexed) return { entries: [], total: 0, indexed: false };
  const plan = planRead(q, counts);
  const start = (q.pageIndex - 1) * q.pageSize;
  if (plan.countedTotal !== undefined) {
    if (start >= plan.countedTotal || plan.partitions.length === 0)
      return { entries: [], total: plan.countedTotal, indexed };
    const lists = await Promise.all(
      plan.partitions.map((partition) => readPartition(tenant, partition, q, plan.limit)),
    );
    return {
      entries: mergeEntries(lists).slice(start, start + q.pageSize),
      total: plan.countedTotal,
      indexed,
    };
  }
  const merged = mergeEntries(
    await Promise.all(plan.partitions.map((partition) => readPartition(tenant, partition, q))),
  );
  return { entries: merged.slice(start, start + q.pageSize), total: merged.length, indexed };
}
