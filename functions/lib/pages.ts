/**
 * Reading a list partition page by page: the items `keep` accepts, in key order, stopping once
 * `limit` are kept or `pages` pages are read. The list indexes (assets, inspections, issues,
 * requests and work orders) read their entries and terms this way.
 */

/** A filtered read's page size: a page of `limit` that keeps few would cost a round trip for a few items. */
const FILTERED_PAGE = 100;

export interface PageReading<T> {
  /** Stop once this many are kept (and answer no more than this many). */
  limit?: number;
  keep?: (item: T) => boolean;
  /** Stop after this many pages, kept or not. */
  pages?: number;
}

/** The Query's Limit for a read of `limit` items (none: DynamoDB's 1 MB pages). */
export const pageLimit = <T>({ limit, keep }: PageReading<T>): { limit?: number } =>
  limit !== undefined ? { limit: keep ? Math.max(limit, FILTERED_PAGE) : limit } : {};

/** The pages' items, each read with `read`, that `keep` accepts, up to `limit`. */
export async function collectPages<I, T>(
  pages: AsyncIterable<{ Items?: I[] }>,
  read: (item: I) => T,
  { limit, keep, pages: maxPages }: PageReading<T> = {},
): Promise<T[]> {
  const out: T[] = [];
  let pagesRead = 0;
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const entry = read(item);
      if (!keep || keep(entry)) out.push(entry);
    }
    if ((limit !== undefined && out.length >= limit) || (maxPages !== undefined && ++pagesRead >= maxPages))
      break;
  }
  return limit === undefined ? out : out.slice(0, limit);
}
