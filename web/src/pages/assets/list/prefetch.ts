/** /assets on a full load: its first page of rows, asked for beside the page's code (app/lazy-page.ts). */
import { Role } from '@shared/codes';
import { readSession } from '../../../app/session/session-store';
import { superAdminListScope } from '../../../app/shell/active-site';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { assetsFilters } from './assets-filters-config';
import { assetsKeys } from './assets-keys';
import { loadAssetsPage } from './use-assets-list';

/** The page's useServerList config, as AssetsListPage makes it for this session. */
export function prefetchPage() {
  const session = readSession();
  const roleId = session.roleId ?? 0;
  const userId = session.loginData?.uuid;
  const superAdminScope = superAdminListScope(session);
  prefetchServerList({
    queryKey: assetsKeys.list,
    scope: sessionListScope(session),
    filters: assetsFilters({ roleId, showCompany: roleId === Role.SuperAdmin, userId }),
    load: (request) => loadAssetsPage(request, userId, superAdminScope),
  });
}
