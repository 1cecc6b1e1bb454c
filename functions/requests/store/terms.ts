/**
 * The maintenance lists' term index, read (its entries are written with the list index,
 * listing.ts): the terms of a record (the title's first words; a work order's number, a request's
 * asset name and Asset #) and the searches that read them by key — the list's search, whole, and
 * the typed option search, bounded. Matching is by word start, any order.
 */
import { mergeEntries } from '#lib/list-index/entries.js';
import { readPartition } from '#lib/list-index/reads.js';
import { keyWord, wordsOf } from '#lib/list-index/words.js';
import { listKeys, TermEntryEntity, type ListKind, type TermEntry } from './list-entities.js';

/** Words, and each all-digit word also without its leading zeros (0012 and 12). */
const withoutZeros = (words: string[]) =>
  words.flatMap((w) => (/^\d+$/.test(w) ? [w, w.replace(/^0+(?=\d)/, '')] : [w]));

/** A term is cut to this length (a longer typed word is matched by its first 40 characters, then checked in full). */
const TERM_MAX = 40;
/** Words of a title that are indexed (the first distinct ones): a title of 100 characters rarely has more. */
const TITLE_TERMS = 8;
/** Words of the rest (a number, an asset's name and Asset #) that are indexed. */
const REST_TERMS = 8;

/**
 * The terms of a record: the first distinct words of its title and the words of `rest` (a work
 * order's number; a request's asset name and Asset #), digits also without leading zeros
 * (WO-0012: wo, 0012, 12), so typing 12, 0012 or WO-0012 finds it.
 */
export function termsOf(title: string, rest: string): string[] {
  const titleTerms = [...new Set(wordsOf(title).map((w) => w.slice(0, TERM_MAX)))].slice(0, TITLE_TERMS);
  const restTerms = withoutZeros([...new Set(wordsOf(rest))].slice(0, REST_TERMS));
  return [...new Set([...titleTerms, ...restTerms.map((w) => w.slice(0, TERM_MAX))])];
}

/** Pages of 100 a term search reads at most per site: enough for the first pages of a type-ahead, never the whole list. */
const TERM_PAGES = 5;

/**
 * What a typed search reads and keeps: the prefix of its key word (keyWord) is read by key from
 * the term partitions; an entry is kept when each typed word starts one of its words (any order).
 * Null when nothing is typed.
 */
function termSearch(
  search: string,
): { key: string; matches: (e: Pick<TermEntry, 'search'>) => boolean } | null {
  const words = wordsOf(search);
  if (!words.length) return null;
  return {
    // The longest word holding a digit (a number or an Asset # matches few), else the longest.
    key: keyWord(words).slice(0, TERM_MAX),
    matches: (e) => {
      const own = withoutZeros(wordsOf(e.search));
      return words.every((w) => own.some((o) => o.startsWith(w)));
    },
  };
}

/** Whether an entry's words start with every typed word (the list search's test, for entries read another way); null when nothing is typed. */
export const searchMatcher = (search: string) => termSearch(search)?.matches ?? null;

/**
 * One site's term entries under the key's prefix that `keep` accepts, each record once. With a
 * `limit` or `pages` (the type-ahead) it reads pages of 100 and stops early; without, whole pages.
 */
async function readTerms(
  tenant: string,
  kind: ListKind,
  siteId: number,
  key: string,
  keep: (e: TermEntry) => boolean,
  options: { limit?: number; pages?: number } = {},
): Promise<TermEntry[]> {
  // Each record once (a record has a term per word), the first by key.
  const seen = new Set<number>();
  const reading = {
    ...options,
    keep: (e: TermEntry) => !seen.has(e.id) && keep(e) && (seen.add(e.id), true),
  };
  // The prefix is read as BETWEEN (answered from the key; begins_with is a filter in the emulator's store).
  return readPartition(TermEntryEntity, listKeys.terms(tenant, kind, siteId), (e): TermEntry => e, {
    ...reading,
    range: { prefix: key },
  });
}

/**
 * Entries whose words start with every typed word (any order), for an option search: the prefix of
 * the key word is read by key from each site's term partition (Limit 100 a page, at
 * most TERM_PAGES pages), the other words and `keep` are checked on what is read. Ordered by term,
 * then newest first; up to `limit`, each record once. A common word with a filter that keeps few
 * may come back short: the user types more (ours: the spec's option lists are a type-ahead).
 */
export async function searchTerms(
  tenant: string,
  kind: ListKind,
  siteIds: number[],
  search: string,
  limit: number,
  keep?: (e: TermEntry) => boolean,
): Promise<TermEntry[]> {
  const typed = termSearch(search);
  if (!typed) return [];
  const perSite = await Promise.all(
    siteIds.map((siteId) =>
      readTerms(tenant, kind, siteId, typed.key, (e) => typed.matches(e) && (!keep || keep(e)), {
        limit,
        pages: TERM_PAGES,
      }),
    ),
  );
  const seen = new Set<number>();
  return perSite
    .flat()
    .map((e) => ({ e, sk: `${e.term}#${e.order}` }))
    .sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0))
    .map(({ e }) => e)
    .filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)))
    .slice(0, limit);
}

/**
 * The list's search (its page and its listsize): every entry whose words start with every typed
 * word (any order) and that `keep` accepts, newest first, each record once. The key word's
 * prefix is read whole from each site's term partition, so a search costs what that word
 * matches, never the list: at 50,000 records a rare word reads a few entries. Matching is by
 * word start, as the issue list's search (typing "hydro" finds "hydrostat"; "drostat" does not).
 */
export async function searchEntries(
  tenant: string,
  kind: ListKind,
  siteIds: number[],
  search: string,
  keep?: (e: TermEntry) => boolean,
): Promise<TermEntry[]> {
  const typed = termSearch(search);
  if (!typed) return [];
  return mergeEntries(
    await Promise.all(
      siteIds.map((siteId) =>
        readTerms(tenant, kind, siteId, typed.key, (e) => typed.matches(e) && (!keep || keep(e))),
      ),
    ),
  );
}
