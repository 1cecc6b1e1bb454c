/** /preventative-maintenance-list on a full load: its first page of rows, asked for beside the page's code (app/lazy-page.ts). */
import { readSession } from '../../../app/session/session-store';
import { isAllSitesActive } from '../../../app/shell/active-site';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { loadPmListPage, pmOptionLoaders } from './pm-list-calls';
import { pmListFilters } from './pm-list-filters';
import { pmKeys } from './pm-keys';

/** The list as PmListPage asks for it. */
export function prefetchPage() {
  const session = readSession();
  prefetchServerList({
    queryKey: pmKeys.list,
    scope: sessionListScope(session),
    filters: pmListFilters(pmOptionLoaders, isAllSitesActive(session)),
    load: loadPmListPage,
  });
}
