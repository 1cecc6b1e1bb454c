/**
 * List entries, whatever the list: the entries a record move deletes and puts (only what changed),
 * and the merge of partitions read in key order into one list, each record once.
 */

/** Where an entry is stored: the partition (company + sub) and its key in it. */
export interface EntryPlace {
  company_id: number;
  sub: string;
  entry_key: string;
}

/** An entry's identity in the index (partition and key). */
export const entryId = (e: EntryPlace) => `${e.company_id}|${e.sub}|${e.entry_key}`;

/** What moving a record from the entries `before` to the entries `after` writes: entries gone, and new or changed ones. */
export function entryMoves<E extends EntryPlace>(before: E[], after: E[]): { deletes: E[]; puts: E[] } {
  const old = new Map(before.map((e) => [entryId(e), e]));
  const wanted = new Map(after.map((e) => [entryId(e), e]));
  const deletes = [...old.values()].filter((e) => !wanted.has(entryId(e)));
  const puts = [...wanted.values()].filter((e) => {
    const previous = old.get(entryId(e));
    return !previous || JSON.stringify(previous) !== JSON.stringify(e);
  });
  return { deletes, puts };
}

/** Compares list orders (plain string order, the order DynamoDB keeps the sort keys in). */
export const compareOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Entries of several partitions (each read in key order) in list order, each record once. A list
 * order ends with the record's id, so one order is one record: the first entry of each order is kept.
 */
export function mergeEntries<E extends { order: string }>(lists: E[][]): E[];
export function mergeEntries<E>(lists: E[][], orderOf: (e: E) => string): E[];
export function mergeEntries<E>(
  lists: E[][],
  orderOf: (e: E) => string = (e) => (e as { order: string }).order,
): E[] {
  const byOrder = new Map<string, E>();
  for (const list of lists)
    for (const e of list) {
      const order = orderOf(e);
      if (!byOrder.has(order)) byOrder.set(order, e);
    }
  return [...byOrder.entries()].sort(([a], [b]) => compareOrder(a, b)).map(([, e]) => e);
}

const MAX_TIME = 9_999_999_999_999;
/** A time as a key that sorts newest first: the milliseconds inverted, 13 digits. */
export const invertedTime = (ms: number) => String(MAX_TIME - ms).padStart(13, '0');
