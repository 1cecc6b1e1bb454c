/**
 * The issue lists' filter rows (spec 2.10, 2.7, 9): Issue Title (multi), Asset (multi), Status
 * (multi, by default Open, In Progress and Waiting: ids 12, 13, 14), Priority (single) and Site
 * (multi; only while the active site is the all-sites entry). An asset page's Issues tab has
 * title, status and priority.
 *
 * Status and priority keep fixed options (shared/issues/rules.ts): their ids and names are the
 * platform's, and the status default must be known before any option list loads (Reset Filters,
 * the URL).
 */
import { DEFAULT_ISSUE_STATUSES, ISSUE_PRIORITIES, ISSUE_STATUSES } from '@shared/issues/rules';
import type { FilterOption, ListFilterDef } from '../../../components/list-kit';
import { assetOptions, siteOptions, titleOptions, type IssueListContext } from './use-issues-list';

export const ISSUE_STATUS_OPTIONS: FilterOption[] = ISSUE_STATUSES.map((s) => ({
  value: String(s.id),
  label: s.status,
}));
export const ISSUE_PRIORITY_OPTIONS: FilterOption[] = ISSUE_PRIORITIES.map((p) => ({
  value: String(p.id),
  label: p.priority,
}));
const DEFAULT_STATUS_OPTIONS = ISSUE_STATUS_OPTIONS.filter((o) =>
  (DEFAULT_ISSUE_STATUSES as readonly number[]).includes(Number(o.value)),
);

// Spec 8 empty texts.
const NO_TITLE = 'No title found';
const NO_ASSET = 'No asset found';
const NO_STATUS = 'No status found';
const NO_PRIORITY = 'No priority found';
const NO_SITE = 'No site found';

const titleFilter = (context: IssueListContext): ListFilterDef => ({
  id: 'title',
  label: 'Issue Title',
  multiple: true,
  loadOptions: titleOptions(context),
  emptyText: NO_TITLE,
});
const statusFilter: ListFilterDef = {
  id: 'status',
  label: 'Status',
  multiple: true,
  options: ISSUE_STATUS_OPTIONS,
  defaultValue: DEFAULT_STATUS_OPTIONS,
  emptyText: NO_STATUS,
};
const priorityFilter: ListFilterDef = {
  id: 'priority',
  label: 'Priority',
  multiple: false,
  options: ISSUE_PRIORITY_OPTIONS,
  emptyText: NO_PRIORITY,
};

/** /issues. */
export function issuesFilters({
  userId,
  showSite,
}: {
  userId: string | undefined;
  showSite: boolean;
}): ListFilterDef[] {
  const context = { userId };
  const filters: ListFilterDef[] = [
    titleFilter(context),
    { id: 'asset', label: 'Asset', multiple: true, loadOptions: assetOptions(context), emptyText: NO_ASSET },
    statusFilter,
    priorityFilter,
  ];
  if (showSite)
    filters.push({
      id: 'site',
      label: 'Site',
      multiple: true,
      loadOptions: siteOptions(context),
      emptyText: NO_SITE,
    });
  return filters;
}

/** An asset page's Issues tab. */
export function assetIssuesFilters(context: IssueListContext): ListFilterDef[] {
  return [titleFilter(context), statusFilter, priorityFilter];
}
