/**
 * /issues (spec 2.10, 2.6, 6): the list kit's table with 'Search Issues', the filter row of spec
 * 2.10 (Site only under the all-sites entry), View for managers and executives and Create Issue
 * for managers. Opened with an asset in route state (an open-issue badge), the list starts
 * filtered by that asset: the state becomes the URL's filter, so Back and reload keep it.
 */
import { useCallback, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import { Role } from '@shared/codes';
import type { ExportFormat } from '@shared/reports/exports';
import { ISSUE_WRITE_ROLES } from '@shared/issues/rules';
import { useSession } from '../../../app/session/session-store';
import { isAllSitesActive } from '../../../app/shell/active-site';
import {
  changeFilter,
  encodeListState,
  initialListState,
  ServerListTable,
  sessionListScope,
  useFromListState,
  useServerList,
  type ListFilterDef,
  type ListRequest,
} from '../../../components/list-kit';
import { withQueryClient } from '../../../components/query/query-client';
import type { IssuesOfAssetState } from '../../assets/list/assets-table-config';
import { issuesKeys } from '../issues-keys';
import { issuesFilters } from './issues-filters-config';
import { issueColumns, ISSUES_PREFERENCES } from './issues-table-config';
import { assetOption, exportIssues, loadIssuesPage } from './use-issues-list';
import './issues.css';

const VIEW_ROLES: readonly number[] = [Role.Manager, Role.Executive];

/** The list's URL showing one asset's issues (its other filters at their defaults). */
function urlOfAsset(filters: readonly ListFilterDef[], asset: IssuesOfAssetState['asset']) {
  const state = changeFilter(initialListState(filters), filters, 'asset', [assetOption(asset)]);
  return { pathname: '/issues', search: `?${encodeListState(state, filters).toString()}` };
}

function IssuesList({
  filters,
  userId,
  scope,
}: {
  filters: ListFilterDef[];
  userId: string | undefined;
  scope: string;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const roleId = session.roleId ?? 0;
  const load = useCallback((request: ListRequest) => loadIssuesPage(request, { userId }), [userId]);
  const list = useServerList({ queryKey: issuesKeys.list, scope, filters, load });
  const exporter = useMemo(
    () => ({
      start: (request: ListRequest, format: ExportFormat) => exportIssues(request, { userId }, format),
    }),
    [userId],
  );

  const columns = issueColumns({
    showActions: VIEW_ROLES.includes(roleId),
    renderActions: (row) => (
      <Button
        variant="inline-link"
        ariaLabel={`View ${row.name}`}
        onClick={() => navigate(`/issues/details/${row.issue_uuid}`, { state: fromList })}
      >
        View
      </Button>
    ),
  });

  return (
    <ServerListTable
      list={list}
      title="Issues"
      columnDefinitions={columns}
      preferences={ISSUES_PREFERENCES}
      searchPlaceholder="Search Issues"
      loadingText="Loading issues"
      trackBy="issue_uuid"
      exporter={exporter}
      actions={
        ISSUE_WRITE_ROLES.includes(roleId as never) && (
          <Button variant="primary" onClick={() => navigate('/issues/create/2', { state: fromList })}>
            Create Issue
          </Button>
        )
      }
    />
  );
}

export const IssuesListPage = withQueryClient(function IssuesListPage() {
  const session = useSession();
  const handed = (useLocation().state as Partial<IssuesOfAssetState> | null)?.asset;
  const userId = session.loginData?.uuid;
  const showSite = isAllSitesActive(session);
  // A new active role, company or site is a new list (its own cache and URL entries).
  const scope = sessionListScope(session);
  const filters = useMemo(() => issuesFilters({ userId, showSite }), [userId, showSite]);

  if (handed) return <Navigate replace to={urlOfAsset(filters, handed)} />;
  return <IssuesList filters={filters} userId={userId} scope={scope} />;
});
