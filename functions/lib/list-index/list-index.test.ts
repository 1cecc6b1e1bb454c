/**
 * Property tests of the list index against an in-memory model: any sequence of writes and
 * deletes moved through a declared index (entries and sharded counts kept in memory, as the
 * store keeps them), then any filter and page read the way the lists read (partitions in key
 * order, a residual filter, merged, counts for the total), gives the model's answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNT_SHARDS, shardOf, sumCountChanges } from './counts.js';
import { declareListIndex } from './declare.js';
import { entryId, mergeEntries } from './entries.js';
import { keyWord, matchesWords, wordsOf } from './words.js';

interface Item {
  id: number;
  company_id: number;
  site_id: number;
  tag: string;
  status: 'active' | 'inactive';
  name: string;
}
interface Entry {
  company_id: number;
  sub: string;
  entry_key: string;
  id: number;
  site_id: number;
  tag: string;
  order: string;
  search: string;
}

const Sub = { all: 'ALL', site: (site: number) => `S#${site}`, tag: (tag: string) => `G#${tag}`, words: 'W' };
const orderOf = (i: Item) =>
  `${i.status === 'active' ? 1 : 2}#${i.name.toLowerCase()}#${String(i.id).padStart(6, '0')}`;
const countedSubsOf = (i: Item) => [Sub.all, Sub.site(i.site_id), Sub.tag(i.tag)];
const entriesOf = (i: Item): Entry[] => {
  const order = orderOf(i);
  const base = { company_id: i.company_id, id: i.id, site_id: i.site_id, tag: i.tag, order, search: i.name };
  return [
    ...countedSubsOf(i).map((sub) => ({ ...base, sub, entry_key: order })),
    ...[...new Set(wordsOf(i.name))].map((w) => ({ ...base, sub: Sub.words, entry_key: `${w}#${order}` })),
  ];
};
const index = declareListIndex({
  buckets: ['active', 'inactive'] as const,
  entriesOf,
  countsOf: (i: Item) => countedSubsOf(i).map((sub) => ({ sub, carries: { label: i.tag } })),
  bucketOf: (i: Item) => i.status,
  companyOf: (i: Item) => i.company_id,
  shardKeyOf: (i: Item) => i.id,
});

/** The index as the table holds it: entries by id, counts by count item. */
class MemoryIndex {
  entries = new Map<string, Entry>();
  counts = new Map<string, { active: number; inactive: number; label?: string }>();
  move(before: Item | null, after: Item | null) {
    const { deletes, puts, counts } = index.changes(before, after);
    for (const e of deletes) this.entries.delete(entryId(e));
    for (const e of puts) this.entries.set(entryId(e), e);
    for (const c of counts) {
      const key = `${c.company_id}|${c.sub}|${c.shard}`;
      const item = this.counts.get(key) ?? { active: 0, inactive: 0 };
      item.active += c.active;
      item.inactive += c.inactive;
      if (c.label !== undefined) item.label = c.label;
      this.counts.set(key, item);
    }
  }
  /** One partition in key order, keys starting with `prefix`. */
  partition(company: number, sub: string, prefix = '') {
    return [...this.entries.values()]
      .filter((e) => e.company_id === company && e.sub === sub && e.entry_key.startsWith(prefix))
      .sort((a, b) => (a.entry_key < b.entry_key ? -1 : 1));
  }
  count(company: number, sub: string, status: Item['status'] | null) {
    let n = 0;
    for (let shard = 0; shard < COUNT_SHARDS; shard++) {
      const c = this.counts.get(`${company}|${sub}|${shard}`);
      if (c) n += status ? c[status] : c.active + c.inactive;
    }
    return n;
  }
}

interface Filter {
  company: number;
  site: number | null;
  tag: string | null;
  status: Item['status'] | null;
  search: string;
}
interface Page {
  size: number;
  index: number;
}

/** The list read as the domains read theirs: the narrowest partition, a residual filter, merged, paged; counts for the total when nothing is left to filter. */
function readList(store: MemoryIndex, f: Filter, page: Page) {
  const depth = page.size * page.index;
  const status = f.status ? (f.status === 'active' ? '1#' : '2#') : '';
  const words = wordsOf(f.search);
  if (words.length) {
    const key = keyWord(words);
    const found = store
      .partition(f.company, Sub.words, key)
      .filter(
        (e) =>
          e.order.startsWith(status) &&
          (f.site === null || e.site_id === f.site) &&
          (f.tag === null || e.tag === f.tag) &&
          words.every((w) => wordsOf(e.search).some((o) => o.startsWith(w))),
      );
    const merged = mergeEntries([found]);
    return { ids: merged.slice(depth - page.size, depth).map((e) => e.id), total: merged.length };
  }
  const sub = f.site !== null ? Sub.site(f.site) : f.tag !== null ? Sub.tag(f.tag) : Sub.all;
  const residual = f.site !== null && f.tag !== null;
  const entries = store
    .partition(f.company, sub, status)
    .filter((e) => !residual || e.tag === f.tag)
    .slice(0, residual ? undefined : depth);
  const merged = mergeEntries([entries, entries]);
  return {
    ids: merged.slice(depth - page.size, depth).map((e) => e.id),
    total: residual ? merged.length : store.count(f.company, sub, f.status),
  };
}

/** The model: the items themselves, filtered and sorted. */
function modelList(items: Map<number, Item>, f: Filter, page: Page) {
  const words = wordsOf(f.search);
  const found = [...items.values()]
    .filter(
      (i) =>
        i.company_id === f.company &&
        (f.site === null || i.site_id === f.site) &&
        (f.tag === null || i.tag === f.tag) &&
        (f.status === null || i.status === f.status) &&
        words.every((w) => wordsOf(i.name).some((o) => o.startsWith(w))),
    )
    .sort((a, b) => (orderOf(a) < orderOf(b) ? -1 : 1));
  const depth = page.size * page.index;
  return { ids: found.slice(depth - page.size, depth).map((i) => i.id), total: found.length };
}

const nameWord = fc.constantFrom('pump', 'Pump', 'loader', 'CAT-320', '320', 'valve', 'señal', 'a', 'b2');
const itemArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    company_id: fc.constantFrom(1, 2),
    site_id: fc.constantFrom(1, 2, 3),
    tag: fc.constantFrom('x', 'y', 'z#1'),
    status: fc.constantFrom('active' as const, 'inactive' as const),
    name: fc.array(nameWord, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  });
const opArb = fc.integer({ min: 1, max: 8 }).chain((id) =>
  fc.oneof(
    itemArb(id).map((item) => ({ put: item })),
    fc.constant({ remove: id }),
  ),
);
const filterArb = fc.record({
  company: fc.constantFrom(1, 2),
  site: fc.constantFrom(null, 1, 2, 3),
  tag: fc.constantFrom(null, 'x', 'y', 'z#1'),
  status: fc.constantFrom(null, 'active' as const, 'inactive' as const),
  search: fc.constantFrom('', '', 'pump', 'cat 320', '320-cat', 'LOA', 'señ', 'zzz'),
});
const pageArb = fc.record({ size: fc.integer({ min: 1, max: 4 }), index: fc.integer({ min: 1, max: 4 }) });

describe('a declared list index', () => {
  it('after any writes and deletes, any filter and page reads what the model holds', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), filterArb, pageArb, (ops, filter, page) => {
        const items = new Map<number, Item>();
        const store = new MemoryIndex();
        for (const op of ops) {
          const id = 'put' in op ? op.put.id : op.remove;
          const after = 'put' in op ? op.put : null;
          store.move(items.get(id) ?? null, after);
          if (after) items.set(id, after);
          else items.delete(id);
        }
        expect(readList(store, filter, page)).toEqual(modelList(items, filter, page));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves no entry and no count behind once every record is deleted', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        const items = new Map<number, Item>();
        const store = new MemoryIndex();
        for (const op of ops) {
          const id = 'put' in op ? op.put.id : op.remove;
          const after = 'put' in op ? op.put : null;
          store.move(items.get(id) ?? null, after);
          if (after) items.set(id, after);
          else items.delete(id);
        }
        for (const [id, item] of items) {
          store.move(item, null);
          items.delete(id);
        }
        expect(store.entries.size).toBe(0);
        expect([...store.counts.values()].every((c) => c.active === 0 && c.inactive === 0)).toBe(true);
      }),
    );
  });

  it('sums count changes per count item to what adding them one by one gives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.option(itemArb(1)), fc.option(itemArb(2))), { maxLength: 10 }),
        (moves) => {
          const changes = moves.flatMap(([before, after]) => index.changes(before, after).counts);
          const total = (list: typeof changes, bucket: 'active' | 'inactive') => {
            const by = new Map<string, number>();
            for (const c of list)
              by.set(
                `${c.company_id}|${c.sub}|${c.shard}`,
                (by.get(`${c.company_id}|${c.sub}|${c.shard}`) ?? 0) + c[bucket],
              );
            return new Map([...by].filter(([, n]) => n !== 0));
          };
          const summed = sumCountChanges(changes, index.buckets);
          expect(new Set(summed.map((c) => `${c.company_id}|${c.sub}|${c.shard}`)).size).toBe(summed.length);
          expect(total(summed, 'active')).toEqual(total(changes, 'active'));
          expect(total(summed, 'inactive')).toEqual(total(changes, 'inactive'));
        },
      ),
    );
  });
});

describe('merging partitions', () => {
  it('gives every record once, in list order, whatever the partitions hold', () => {
    const entry = fc
      .integer({ min: 1, max: 20 })
      .map((id) => ({ id, order: `${String((id * 7) % 11).padStart(2, '0')}#${id}` }));
    fc.assert(
      fc.property(
        fc.array(
          fc.array(entry, { maxLength: 8 }).map((l) => l.sort((a, b) => (a.order < b.order ? -1 : 1))),
          { maxLength: 5 },
        ),
        (lists) => {
          const merged = mergeEntries(lists);
          const ids = [...new Set(lists.flat().map((e) => e.id))];
          expect(merged.map((e) => e.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
          expect(merged.map((e) => e.order)).toEqual([...merged.map((e) => e.order)].sort());
        },
      ),
    );
  });
});

describe('shards', () => {
  it('puts a record in one of the shards, always the same', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.string()), (key) => {
        const shard = shardOf(key);
        expect(shard).toBeGreaterThanOrEqual(0);
        expect(shard).toBeLessThan(COUNT_SHARDS);
        expect(shardOf(key)).toBe(shard);
      }),
    );
  });
});

describe('the word rule', () => {
  it('cuts any text into lower-case letters and digits only, and the key word is one of them', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const words = wordsOf(text);
        expect(words.every((w) => /^[\p{L}\p{N}]+$/u.test(w) && w === w.toLowerCase())).toBe(true);
        if (words.length) expect(words).toContain(keyWord(words));
        expect(matchesWords(text, words)).toBe(true);
      }),
    );
  });

  it('splits at punctuation as at spaces: "CAT-320" and "cat 320" are the same words', () => {
    expect(wordsOf('CAT-320')).toEqual(wordsOf('cat 320'));
    expect(keyWord(wordsOf('Hydraulic pump 10042'))).toBe('10042');
  });
});
