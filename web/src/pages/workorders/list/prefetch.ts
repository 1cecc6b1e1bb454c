/** /workorders on a full load: its first page of rows, asked for beside the page's code (app/lazy-page.ts). */
import { readSession } from '../../../app/session/session-store';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { workOrdersKeys } from '../common/workorders-calls';
import { assigneeFilterOptions, loadWorkOrdersPage, numberOptions, titleOptions } from './list-calls';
import { workOrdersFilters } from './workorders-filters-config';

/** The list as WorkOrdersListPage asks for it. */
export function prefetchPage() {
  prefetchServerList({
    queryKey: workOrdersKeys.list,
    scope: sessionListScope(readSession()),
    filters: workOrdersFilters(numberOptions, titleOptions, assigneeFilterOptions),
    load: loadWorkOrdersPage,
  });
}
