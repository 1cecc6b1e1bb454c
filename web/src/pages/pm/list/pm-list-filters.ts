/**
 * The PM list's filters (maintenance 2.1, 9), as the list kit's data:
 * - type: All / Current-Upcoming / Completed (0/1/2), shown as a switch above the table;
 * - status: the metric tile selected (31, 33, 42, 43; none is 0), shown by the tiles;
 * - PM Title, Asset, Plan (multi, options paged 20 from the server, typing debounced 700 ms),
 *   and Site (only under the all-sites entry): the filter row.
 * All of them live in the URL (Back and a shared link show the same list).
 */
import { PmStatus } from '@shared/pm/codes';
import type { FilterOption, ListFilterDef, LoadOptionPage } from '../../../components/list-kit/list-state';
import { PmFilterType } from '@shared/pm/list-schemas';

export const FILTER_TYPE_OPTIONS: FilterOption[] = [
  { value: String(PmFilterType.All), label: 'All' },
  { value: String(PmFilterType.Upcoming), label: 'Current/Upcoming' },
  { value: String(PmFilterType.Completed), label: 'Completed' },
];

export const STATUS_OPTIONS: FilterOption[] = [
  { value: String(PmStatus.Overdue), label: 'Overdue' },
  { value: String(PmStatus.InProgress), label: 'In Progress' },
  { value: String(PmStatus.Waiting), label: 'Waiting' },
  { value: String(PmStatus.Open), label: 'Open' },
];

/** Spec 8 empty texts. */
export const PM_FILTER_EMPTY = {
  title: 'No title found',
  asset: 'No asset found',
  plan: 'No plan found',
  site: 'No site found',
} as const;

/** Filters not drawn in the filter row (the switch and the tiles show them). */
export const OUTSIDE_FILTER_ROW = new Set(['type', 'status']);

export interface PmOptionLoaders {
  title: LoadOptionPage;
  asset: LoadOptionPage;
  plan: LoadOptionPage;
  site: LoadOptionPage;
}

export function pmListFilters(loaders: PmOptionLoaders, showSite: boolean): ListFilterDef[] {
  const filters: ListFilterDef[] = [
    {
      id: 'type',
      label: 'Filter Type',
      multiple: false,
      options: FILTER_TYPE_OPTIONS,
      defaultValue: [FILTER_TYPE_OPTIONS[0]],
    },
    { id: 'status', label: 'Status', multiple: false, options: STATUS_OPTIONS },
    {
      id: 'title',
      label: 'PM Title',
      multiple: true,
      loadOptions: loaders.title,
      emptyText: PM_FILTER_EMPTY.title,
    },
    {
      id: 'asset',
      label: 'Asset',
      multiple: true,
      loadOptions: loaders.asset,
      emptyText: PM_FILTER_EMPTY.asset,
    },
    { id: 'plan', label: 'Plan', multiple: true, loadOptions: loaders.plan, emptyText: PM_FILTER_EMPTY.plan },
  ];
  if (showSite)
    filters.push({
      id: 'site',
      label: 'Site',
      multiple: true,
      loadOptions: loaders.site,
      emptyText: PM_FILTER_EMPTY.site,
    });
  return filters;
}
