/** /inspections on a full load: its first page of rows, asked for beside the page's code (app/lazy-page.ts). */
import { Role } from '@shared/codes';
import { readSession } from '../../../app/session/session-store';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { loadInspectionsPage, type InspectionListContext } from './inspections-calls';
import { inspectionsFilters } from './inspections-filters-config';
import { inspectionsKeys } from './inspections-keys';

/** The list as InspectionsListPage asks for it. */
export function prefetchPage() {
  const session = readSession();
  const context: InspectionListContext = { userId: session.loginData?.uuid };
  prefetchServerList({
    queryKey: inspectionsKeys.list,
    scope: sessionListScope(session),
    filters: inspectionsFilters({ showCompany: session.roleId === Role.SuperAdmin, context }),
    load: (request) => loadInspectionsPage(request, context),
  });
}
