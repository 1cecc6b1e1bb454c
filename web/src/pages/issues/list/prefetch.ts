/** /issues on a full load: its first page of rows, asked for beside the page's code (app/lazy-page.ts). */
import { readSession } from '../../../app/session/session-store';
import { isAllSitesActive } from '../../../app/shell/active-site';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { issuesKeys } from '../issues-keys';
import { issuesFilters } from './issues-filters-config';
import { loadIssuesPage } from './use-issues-list';

/** The list as IssuesListPage asks for it. */
export function prefetchPage() {
  const session = readSession();
  const userId = session.loginData?.uuid;
  prefetchServerList({
    queryKey: issuesKeys.list,
    scope: sessionListScope(session),
    filters: issuesFilters({ userId, showSite: isAllSitesActive(session) }),
    load: (request) => loadIssuesPage(request, { userId }),
  });
}
