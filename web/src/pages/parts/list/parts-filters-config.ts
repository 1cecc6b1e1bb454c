/**
 * The parts list's filter row (issue 25 items 1, 4): Category (multi, from the parts' own
 * categories), Site (multi, the company's stocking sites), Stock ('Low stock': at or below the
 * minimum at the chosen sites, else at any) and Status (Active by default, Inactive, All).
 */
import { PartMessages } from '@shared/parts/messages';
import type { UserSite } from '@shared/session/schemas';
import type { FilterOption, ListFilterDef, LoadOptionPage } from '../../../components/list-kit';
import { loadPartsQuietly } from '../common/parts-calls';
import { categoriesOf, LOW_STOCK_VALUE } from './part-list-body';

const CATEGORY_OPTION_ROWS = 100;

const categoryOptions: LoadOptionPage = async ({ text }) => {
  const rows = await loadPartsQuietly({
    pagesize: CATEGORY_OPTION_ROWS,
    pageindex: 1,
    search_string: text,
    site_id: [],
    low_stock: false,
    status: 'all',
  });
  const items = categoriesOf(rows, text).map((c) => ({ value: c, label: c }));
  return { items, total: items.length };
};

const STATUS_OPTIONS: FilterOption[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

export function partsFilters(sites: readonly UserSite[]): ListFilterDef[] {
  return [
    {
      id: 'category',
      label: 'Category',
      multiple: true,
      loadOptions: categoryOptions,
      emptyText: 'No category found',
    },
    {
      id: 'site',
      label: 'Site',
      multiple: true,
      options: sites.map((s) => ({ value: String(s.site_id), label: s.site_name })),
      emptyText: 'No site found',
    },
    {
      id: 'stock',
      label: 'Stock',
      multiple: false,
      options: [{ value: LOW_STOCK_VALUE, label: PartMessages.lowStockHeading }],
    },
    {
      id: 'status',
      label: 'Status',
      multiple: false,
      options: STATUS_OPTIONS,
      defaultValue: [STATUS_OPTIONS[0]],
    },
  ];
}
