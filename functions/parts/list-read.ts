/**
 * Reading the parts list (POST Part/FilterParts) through its index (listing.ts), by key, never by
 * Scan: a search reads the `W` partition from its key word; otherwise the narrowest partition of
 * the filters (low stock at the sites, the sites, the categories, or all), up to the page's depth
 * when one partition says everything (the total then from its counts), else every matching entry
 * of the partitions, checked on what the entries carry, merged.
 */
import { keyWord, wordsOf } from '#lib/list-index/words.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import type { PartListBody, PartRow } from '#shared/parts/schemas.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import { PartSub, statusPrefix, type PartIndexEntry } from './listing.js';
import type { PartRecord } from './store/entities.js';
import { getPartRecords, readCount, readEntries } from './store/parts.js';
import { partRowWithPhoto } from './views.js';

export async function filterPartRecords(
  tenant: string,
  companyId: number,
  body: PartListBody,
): Promise<{ parts: PartRecord[]; total: number }> {
  const status = statusPrefix(body.status);
  const depth = body.pagesize * body.pageindex;
  const categories = body.category.map((c) => c.trim().toLowerCase());
  const sites = body.site_id;
  const words = wordsOf(body.search_string);
  const checks = {
    category: (e: PartIndexEntry) => categories.includes(e.category.trim().toLowerCase()),
    site: (e: PartIndexEntry) => e.site_ids.some((s) => sites.includes(s)),
    low: (e: PartIndexEntry) =>
      sites.length ? e.low_site_ids.some((s) => sites.includes(s)) : e.low_site_ids.length > 0,
    words: (e: PartIndexEntry) => {
      const own = wordsOf(e.search);
      return words.every((w) => own.some((o) => o.startsWith(w)));
    },
  };

  let subs: string[];
  let residual: ((e: PartIndexEntry) => boolean)[] = [];
  let prefix = status;
  if (words.length) {
    subs = [PartSub.words];
    prefix = keyWord(words);
    residual = [
      (e) => e.order.startsWith(status),
      checks.words,
      ...(categories.length ? [checks.category] : []),
      ...(sites.length ? [checks.site] : []),
      ...(body.low_stock ? [checks.low] : []),
    ];
  } else if (body.low_stock) {
    subs = sites.length ? sites.map(PartSub.lowAt) : [PartSub.low];
    residual = categories.length ? [checks.category] : [];
  } else if (sites.length) {
    subs = sites.map(PartSub.site);
    residual = categories.length ? [checks.category] : [];
  } else if (categories.length) {
    subs = body.category.map(PartSub.category);
  } else subs = [PartSub.all];

  const keep = (e: PartIndexEntry) => residual.every((check) => check(e));
  let ordered: PartIndexEntry[];
  let total: number;
  if (subs.length === 1 && residual.length === 0) {
    const [entries, count] = await Promise.all([
      readEntries(tenant, companyId, subs[0], prefix, { limit: depth }),
      readCount(tenant, companyId, subs[0]),
    ]);
    ordered = entries;
    total =
      body.status === 'active'
        ? count.active
        : body.status === 'inactive'
          ? count.inactive
          : count.active + count.inactive;
  } else {
    const lists = await Promise.all(subs.map((sub) => readEntries(tenant, companyId, sub, prefix, { keep })));
    ordered = mergeEntries(lists);
    total = ordered.length;
  }
  const page = ordered.slice(depth - body.pagesize, depth).map((e) => e.part_id);
  return { parts: await getPartRecords(tenant, page), total };
}

/**
 * One page of the parts list (Part/FilterParts) under `body`, for the caller's maintenance
 * company (their active site's). The export job (reports) reads every row with it, one page as
 * large as the export.
 */
export async function partListPage(
  request: Parameters<typeof maintenanceCompanyOf>[0] & { tenant: { company_code: string } },
  body: PartListBody,
): Promise<{ rows: PartRow[]; total: number }> {
  const companyId = await maintenanceCompanyOf(request);
  const { parts, total } = await filterPartRecords(request.tenant.company_code, companyId, body);
  return { rows: await Promise.all(parts.map(partRowWithPhoto)), total };
}
