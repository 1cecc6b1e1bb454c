/**
 * The lists of the asset page's Inspections and Issues tabs (their keys, filters and calls, as
 * each tab passes them to useServerList), and a full load's first page of the open one.
 */
import type { StoredSession } from '../../../app/session/session-store';
import { sessionListScope, type ListRequest } from '../../../components/list-kit/list-state';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { loadInspectionsPage, type InspectionListContext } from '../../inspections/list/inspections-calls';
import { assetInspectionsFilters } from '../../inspections/list/inspections-filters-config';
import { inspectionsKeys } from '../../inspections/list/inspections-keys';
import { issuesKeys } from '../../issues/issues-keys';
import { assetIssuesFilters } from '../../issues/list/issues-filters-config';
import { loadIssuesPage } from '../../issues/list/use-issues-list';

/** The Inspections tab's list for a user and an asset (its scope is the session's). */
export function assetInspectionsList(userId: string | undefined, assetId: number) {
  const context: InspectionListContext = { userId, assetId };
  return {
    queryKey: inspectionsKeys.ofAsset(assetId),
    filters: assetInspectionsFilters(context),
    load: (request: ListRequest) => loadInspectionsPage(request, context),
    paramPrefix: 'inspections.',
  };
}

/** The Issues tab's list for a user and an asset. */
export function assetIssuesList(userId: string | undefined, assetId: number) {
  return {
    queryKey: issuesKeys.ofAsset(assetId),
    filters: assetIssuesFilters({ userId, assetId }),
    load: (request: ListRequest) => loadIssuesPage(request, { userId, assetId }),
    paramPrefix: 'issues.',
  };
}

/** The Issues tab's scope: the session's, and the asset. */
export const issuesTabScope = (session: StoredSession, assetId: number) =>
  `${session.roleId}:${session.companyId}:${session.siteId}:${assetId}`;

/** The first page of the open tab's list, when that tab is Inspections or Issues. */
export function prefetchTabList(session: StoredSession, assetId: number, tab: string) {
  const userId = session.loginData?.uuid;
  if (tab === 'inspections')
    prefetchServerList({ ...assetInspectionsList(userId, assetId), scope: sessionListScope(session) });
  if (tab === 'issues')
    prefetchServerList({ ...assetIssuesList(userId, assetId), scope: issuesTabScope(session, assetId) });
}
