/**
 * The asset page's Issues tab (spec 2.7): the list kit's table of this asset's issues (FilterIssues
 * with its asset_id) with 'Search Issues', the Issue Title, Status and Priority filters and View.
 * Its state sits in the page's URL under 'issues.' params, so Back from an issue restores it.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import type { AssetDetail } from '@shared/assets/detail-schemas';
import { useSession } from '../../../app/session/session-store';
import { ServerListTable, useFromListState, useServerList } from '../../../components/list-kit';
import { assetIssueColumns, ISSUES_PREFERENCES } from '../../issues/list/issues-table-config';
import '../../issues/list/issues.css';
import { assetIssuesList, issuesTabScope } from './tab-lists';

export function IssuesTab({ asset }: { asset: AssetDetail }) {
  const session = useSession();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const userId = session.loginData?.uuid;
  const assetId = asset.asset_id;
  const config = useMemo(() => assetIssuesList(userId, assetId), [userId, assetId]);
  const list = useServerList({ ...config, scope: issuesTabScope(session, assetId) });

  const columns = assetIssueColumns((row) => (
    <Button
      variant="inline-link"
      ariaLabel={`View ${row.name}`}
      onClick={() => navigate(`/issues/details/${row.issue_uuid}`, { state: fromList })}
    >
      View
    </Button>
  ));

  return (
    <ServerListTable
      list={list}
      variant="borderless"
      title="Issues"
      columnDefinitions={columns}
      preferences={ISSUES_PREFERENCES}
      searchPlaceholder="Search Issues"
      loadingText="Loading issues"
      trackBy="issue_uuid"
    />
  );
}
