/**
 * A list's counts: per partition (sub) and bucket (a status), split into COUNT_SHARDS items so no
 * item is touched by every write of a tenant (a ceiling on its write rate); a record always counts
 * in the shard its key picks, so an increment and its later decrement meet. Reading a count sums
 * its shards.
 */

export const COUNT_SHARDS = 4;

/** The shard a record counts in: a number modulo the shards, a string by its hash. */
export function shardOf(key: number | string, shards = COUNT_SHARDS): number {
  if (typeof key === 'number') return key % shards;
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return hash % shards;
}

/**
 * A change of one count item: what each bucket gains (negative: loses), and what the item carries
 * when a record is added to it (`X`: an option's label).
 */
export type CountChange<B extends string, X extends object = object> = {
  company_id: number;
  sub: string;
  shard: number;
} & Record<B, number> &
  Partial<X>;

const KEY_FIELDS = ['company_id', 'sub', 'shard'];
const countItemId = (c: { company_id: number; sub: string; shard: number }) =>
  `${c.company_id}|${c.sub}|${c.shard}`;
/** What a change carries besides its key and buckets (defined values only). */
const carriedOf = (c: object, buckets: readonly string[]) =>
  Object.fromEntries(
    Object.entries(c).filter(
      ([key, value]) => value !== undefined && ![...KEY_FIELDS, ...buckets].includes(key),
    ),
  );

/**
 * Changes summed per count item (a transaction may hold each item once; a bulk write updates each
 * once): buckets added, the last carried values kept; a sum that changes nothing is left out.
 */
export function sumCountChanges<B extends string, X extends object>(
  changes: CountChange<B, X>[],
  buckets: readonly B[],
): CountChange<B, X>[] {
  const sums = new Map<string, CountChange<B, X>>();
  for (const c of changes) {
    const sum = sums.get(countItemId(c));
    if (!sum) sums.set(countItemId(c), { ...c });
    else {
      for (const b of buckets) (sum as Record<B, number>)[b] += c[b];
      Object.assign(sum, carriedOf(c, buckets));
    }
  }
  return [...sums.values()].filter(
    (c) => buckets.some((b) => c[b] !== 0) || Object.keys(carriedOf(c, buckets)).length > 0,
  );
}

/** The keys of every shard of these subs (each sub once). */
export const shardKeysOf = (subs: string[], shards = COUNT_SHARDS): { sub: string; shard: number }[] =>
  [...new Set(subs)].flatMap((sub) => Array.from({ length: shards }, (_, shard) => ({ sub, shard })));

/** Count items (one per shard) summed per sub and bucket; `carry` keeps what else an item holds (its label). */
export function sumCountItems<I, B extends string, S extends Record<B, number>>(
  items: I[],
  subOf: (item: I) => string,
  bucketsOf: (item: I) => Record<B, number | undefined>,
  carry?: (sum: S, item: I) => void,
): Map<string, S> {
  const sums = new Map<string, S>();
  for (const item of items) {
    const sub = subOf(item);
    const values = bucketsOf(item);
    let sum = sums.get(sub);
    if (!sum) {
      sum = Object.fromEntries(Object.keys(values).map((b) => [b, 0])) as S;
      sums.set(sub, sum);
    }
    for (const [b, value] of Object.entries(values) as [B, number | undefined][])
      (sum as Record<B, number>)[b] += value ?? 0;
    carry?.(sum, item);
  }
  return sums;
}
