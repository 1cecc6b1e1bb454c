/**
 * The parts list's index, declared once (lib/list-index): a part's entries and the counts it adds
 * to. Entries are sorted by status then part number (`1#` active, `2#` inactive), so a status is a
 * key prefix. Partitions (subs):
 *  - `ALL`: every part; `C#{category}`: a category's; `S#{site}`: the parts stocked at a site;
 *  - `LOW`: parts low at any site; `L#{site}`: parts low at that site;
 *  - `W`: one entry per search word (`{word}#{order}`), read by the typed key word as a prefix.
 * Counts (active, inactive) per sub except `W`. Entries hold what the filters check; a row is the
 * part record itself (read by key for the page), so a movement rewrites no entry unless a site's
 * low state changes.
 */
import { declareListIndex } from '#lib/list-index/declare.js';
import { wordsOf } from '#lib/list-index/words.js';
import { partNumberKey } from '#shared/parts/rules.js';

export const PartSub = {
  all: 'ALL',
  category: (category: string) => `C#${category.trim().toLowerCase()}`,
  site: (siteId: number) => `S#${siteId}`,
  low: 'LOW',
  lowAt: (siteId: number) => `L#${siteId}`,
  words: 'W',
};

/** What the index knows of a part. */
export interface IndexedPart {
  part_id: string;
  company_id: number;
  part_number: string;
  name: string;
  category: string;
  is_active: boolean;
  site_ids: number[];
  low_site_ids: number[];
}

export interface PartIndexEntry {
  company_id: number;
  sub: string;
  entry_key: string;
  part_id: string;
  order: string;
  category: string;
  site_ids: number[];
  low_site_ids: number[];
  search: string;
}

export const statusPrefix = (status: 'active' | 'inactive' | 'all') =>
  status === 'active' ? '1#' : status === 'inactive' ? '2#' : '';
export const orderOf = (p: Pick<IndexedPart, 'is_active' | 'part_number' | 'part_id'>) =>
  `${p.is_active ? 1 : 2}#${partNumberKey(p.part_number)}#${p.part_id}`;
export const searchOf = (p: Pick<IndexedPart, 'part_number' | 'name' | 'category'>) =>
  `${p.part_number}\n${p.name}\n${p.category}`.toLowerCase();

const countedSubs = (p: IndexedPart) => [
  PartSub.all,
  PartSub.category(p.category),
  ...p.site_ids.map(PartSub.site),
  ...(p.low_site_ids.length ? [PartSub.low] : []),
  ...p.low_site_ids.map(PartSub.lowAt),
];

export const partIndex = declareListIndex({
  buckets: ['active', 'inactive'] as const,
  entriesOf: (p: IndexedPart): PartIndexEntry[] => {
    const order = orderOf(p);
    const base = {
      company_id: p.company_id,
      part_id: p.part_id,
      order,
      category: p.category,
      site_ids: [...p.site_ids].sort((a, b) => a - b),
      low_site_ids: [...p.low_site_ids].sort((a, b) => a - b),
      search: searchOf(p),
    };
    return [
      ...countedSubs(p).map((sub) => ({ ...base, sub, entry_key: order })),
      ...[...new Set(wordsOf(searchOf(p)))].map((w) => ({
        ...base,
        sub: PartSub.words,
        entry_key: `${w}#${order}`,
      })),
    ];
  },
  countsOf: (p: IndexedPart) =>
    countedSubs(p).map((sub) => ({
      sub,
      ...(sub.startsWith('C#') ? { carries: { label: p.category.trim() } } : {}),
    })),
  bucketOf: (p: IndexedPart) => (p.is_active ? 'active' : 'inactive'),
  companyOf: (p: IndexedPart) => p.company_id,
  shardKeyOf: (p: IndexedPart) => p.part_id,
});

export const indexedOf = (p: IndexedPart): IndexedPart => ({
  part_id: p.part_id,
  company_id: p.company_id,
  part_number: p.part_number,
  name: p.name,
  category: p.category,
  is_active: p.is_active,
  site_ids: p.site_ids,
  low_site_ids: p.low_site_ids,
});
