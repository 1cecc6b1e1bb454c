/**
 * A list index, declared once per list: the entries a record has (their partitions, keys and what
 * a filter needs), the subs it counts in with what those count items carry (an option's label),
 * the count bucket it adds to (its status) and the key of its count shard. From the declaration:
 * what moving a record (create, change, delete) does to the entries and the counts. The domain's
 * store turns these into its own items; reads are in reads.ts.
 */
import { entryMoves, type EntryPlace } from './entries.js';
import { shardOf, sumCountChanges, type CountChange } from './counts.js';

export interface ListIndexDeclaration<R, E extends EntryPlace, B extends string, X extends object> {
  /** The count buckets (one field per status group on a count item). */
  buckets: readonly B[];
  /** Every entry of the record (none when it is not listed). */
  entriesOf: (record: R) => E[];
  /** The subs the record counts in (none when it is not listed), each with what its count item carries when the record is added. */
  countsOf: (record: R) => { sub: string; carries?: X }[];
  /** The bucket the record counts in. */
  bucketOf: (record: R) => B;
  /** The company whose partitions hold it. */
  companyOf: (record: R) => number;
  /** What picks the record's count shard (fixed for a record, so a later decrement meets its increment). */
  shardKeyOf: (record: R) => number | string;
}

export interface ListIndex<
  R,
  E extends EntryPlace,
  B extends string,
  X extends object,
> extends ListIndexDeclaration<R, E, B, X> {
  /** What moving a record from `before` to `after` (null: absent) does: entries to delete and put, counts to add. */
  changes: (before: R | null, after: R | null) => { deletes: E[]; puts: E[]; counts: CountChange<B, X>[] };
  /** Count changes summed per count item. */
  sumCounts: (changes: CountChange<B, X>[]) => CountChange<B, X>[];
}

export function declareListIndex<R, E extends EntryPlace, B extends string, X extends object = object>(
  declaration: ListIndexDeclaration<R, E, B, X>,
): ListIndex<R, E, B, X> {
  const { buckets } = declaration;
  const changes = (before: R | null, after: R | null) => {
    const moves = entryMoves(
      before ? declaration.entriesOf(before) : [],
      after ? declaration.entriesOf(after) : [],
    );
    const counts = new Map<string, CountChange<B, X>>();
    const add = (record: R, sign: 1 | -1) => {
      const company_id = declaration.companyOf(record);
      const shard = shardOf(declaration.shardKeyOf(record));
      const bucket = declaration.bucketOf(record);
      for (const { sub, carries } of declaration.countsOf(record)) {
        const key = `${company_id}|${sub}|${shard}`;
        const change =
          counts.get(key) ??
          ({ company_id, sub, shard, ...Object.fromEntries(buckets.map((b) => [b, 0])) } as CountChange<
            B,
            X
          >);
        (change as Record<B, number>)[bucket] += sign;
        if (carries && sign > 0) Object.assign(change, carries);
        counts.set(key, change);
      }
    };
    if (before) add(before, -1);
    if (after) add(after, 1);
    return { ...moves, counts: [...counts.values()].filter((c) => buckets.some((b) => c[b] !== 0)) };
  };
  return {
    ...declaration,
    changes,
    sumCounts: (list) => sumCountChanges(list, buckets),
  };
}
