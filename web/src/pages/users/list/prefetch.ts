/** /users on a full load: its first page of rows, asked for beside the page's code (app/lazy-page.ts). */
import { Role } from '@shared/codes';
import { readSession } from '../../../app/session/session-store';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { usersKeys } from '../common/users-calls';
import { loadUsersPage } from './use-users-list';
import { usersFilters } from './users-filters-config';

/** The list as UsersListPage asks for it. */
export function prefetchPage() {
  const session = readSession();
  const userId = session.loginData?.uuid;
  prefetchServerList({
    queryKey: usersKeys.list,
    scope: sessionListScope(session),
    filters: usersFilters({ showCompany: session.roleId === Role.SuperAdmin, userId }),
    load: (request) => loadUsersPage(request, userId),
  });
}
