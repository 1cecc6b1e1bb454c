/** The parts list's request as POST Part/FilterParts' body (pure; filter ids of parts-filters-config.ts). */
import type { ListRequest } from '../../../components/list-kit/list-state';
import type { PartListPayload } from '../common/parts-calls';

export const LOW_STOCK_VALUE = 'low';
export const PART_STATUSES = ['active', 'inactive', 'all'] as const;
type PartStatus = (typeof PART_STATUSES)[number];

export function partListBody(request: ListRequest): PartListPayload {
  const values = (filter: string) => request.filters[filter] ?? [];
  const status = values('status')[0];
  return {
    pagesize: request.pageSize,
    pageindex: request.pageIndex,
    search_string: request.search,
    category: values('category'),
    site_id: values('site').map(Number),
    low_stock: values('stock').includes(LOW_STOCK_VALUE),
    status: (PART_STATUSES as readonly string[]).includes(status ?? '') ? (status as PartStatus) : 'active',
  };
}

/**
 * The Category filter's options: the categories of the parts the typed text finds (the list's own
 * search, by key), at most one page of 100 parts. The server has no category option call: a
 * catalogue with more categories than its first 100 parts show finds the others by typing.
 */
export function categoriesOf(rows: { category: string }[], typed: string): string[] {
  const text = typed.trim().toLowerCase();
  const seen = new Map<string, string>();
  for (const { category } of rows) {
    const key = category.trim().toLowerCase();
    if (!seen.has(key) && key.includes(text)) seen.set(key, category.trim());
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}
