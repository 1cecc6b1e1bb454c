/** /maintenance-requests on a full load: its first page of rows, asked for beside the page's code (app/lazy-page.ts). */
import { readSession } from '../../../app/session/session-store';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { loadRequestsPage, requestedByOptions } from './requests-calls';
import { requestsFilters } from './requests-filters-config';
import { requestsKeys } from './requests-keys';

/** The list as RequestsListPage asks for it. */
export function prefetchPage() {
  prefetchServerList({
    queryKey: requestsKeys.list,
    scope: sessionListScope(readSession()),
    filters: requestsFilters(requestedByOptions),
    load: loadRequestsPage,
  });
}
