/**
 * Reading a list index by key, never by Scan: one partition's entries in key order (within a key
 * range, up to a limit of those a residual filter keeps), the count items of some subs (every
 * shard, by BatchGet) and the count items under a sub prefix (one Query: option lists).
 */
import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { getMany } from '#lib/batch-get.js';
import { table } from '#lib/db.js';
import { prefixRange } from '#lib/key-range.js';
import { collectPages, pageLimit, type PageReading } from '#lib/pages.js';
import { shardKeysOf } from './counts.js';

/** A key range of a partition: keys starting with `prefix`, or between `start` and `end`. */
export type KeyRange = { prefix: string } | { start: string; end: string };

const rangeOf = (range?: KeyRange) =>
  !range
    ? {}
    : 'prefix' in range
      ? range.prefix
        ? { range: prefixRange(range.prefix) }
        : {}
      : { range: { between: [range.start, range.end] as [string, string] } };

/** Entries of one partition in key order (within `range`), each read with `read`: up to `limit` of those `keep` accepts (all when no limit). */
export async function readPartition<E extends Entity, T>(
  entity: E,
  partition: string,
  read: (item: FormattedItem<E>) => T,
  options: PageReading<T> & { range?: KeyRange } = {},
): Promise<T[]> {
  const { range, ...reading } = options;
  const query = table
    .build(QueryCommand)
    .entities(entity)
    .query({ partition, ...rangeOf(range) })
    .options(pageLimit(reading));
  return collectPages(query.paginate() as AsyncIterable<{ Items?: FormattedItem<E>[] }>, read, reading);
}

/** The count items of every shard of these subs (missing ones left out), by BatchGet. */
export const readCountShards = <E extends Entity>(
  entity: E,
  subs: string[],
  keyOf: (sub: string, shard: number) => KeyInputItem<E>,
): Promise<FormattedItem<E>[]> =>
  getMany(
    entity,
    shardKeysOf(subs).map(({ sub, shard }) => keyOf(sub, shard)),
  );

/** Every count item of a count partition whose sort key starts with `prefix`, by Query. */
export async function queryCountItems<E extends Entity>(
  entity: E,
  partition: string,
  prefix: string,
): Promise<FormattedItem<E>[]> {
  const items: FormattedItem<E>[] = [];
  const query = table
    .build(QueryCommand)
    .entities(entity)
    .query({ partition, range: prefixRange(prefix) });
  for await (const page of query.paginate() as AsyncIterable<{ Items?: FormattedItem<E>[] }>)
    items.push(...(page.Items ?? []));
  return items;
}
