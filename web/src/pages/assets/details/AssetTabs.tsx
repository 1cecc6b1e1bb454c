/**
 * The asset's tabs (spec 2.7): Inspections and Issues for every role; PM Plan and Notifications
 * for a manager on a PM-enabled site; Meter History for a manager.
 *
 * The Inspections and Issues tabs are the inspections and issues domains' (InspectionsTab,
 * IssuesTab). PM Plan and Notifications belong to the PM
 * module (maintenance spec 2.4, 2.5); until it ships they say so instead of offering dead buttons.
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Pagination from '@cloudscape-design/components/pagination';
import { PAGINATION_LABELS } from '../../../components/list-kit/pagination-labels';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import Tabs, { type TabsProps } from '@cloudscape-design/components/tabs';
import { badgeText, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shared/codes';
import { formatSiteDateTime } from '@shared/dates';
import { Messages } from '@shared/messages';
import type { AssetDetail, MeterHistoryRow } from '@shared/assets/detail-schemas';
import { AssetPmNotificationsTab } from '../../../components/pm-notifications/AssetPmNotificationsTab';
import { useMeterHistory } from './asset-calls';
import { InspectionsTab } from './InspectionsTab';
import { IssuesTab } from './IssuesTab';
import { PmPlanTab } from './pm-plan/PmPlanTab';
import { MaintenanceHistory } from './pm-plan/MaintenanceHistory';
import type { FromPmListState } from '../../pm/list/pm-list-navigation';

const empty = <Box textAlign="center">{Messages.noDataFound}</Box>;

function MeterHistoryTable({ asset }: { asset: AssetDetail }) {
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const history = useMeterHistory(asset.asset_id, pageIndex, pageSize);
  const total = history.data?.total ?? 0;
  const columns: TableProps.ColumnDefinition<MeterHistoryRow>[] = [
    {
      id: 'date',
      header: 'Updated Date',
      cell: (row) => formatSiteDateTime(row.updated_at, row.timezone || asset.timezone),
    },
    { id: 'hours', header: 'Meter Hours', cell: (row) => row.meter_hours },
  ];
  return (
    <Table
      variant="borderless"
      ariaLabels={{ tableLabel: 'Meter History' }}
      items={history.isPlaceholderData ? [] : (history.data?.items ?? [])}
      loading={history.isPending || history.isPlaceholderData}
      loadingText="Loading meter history"
      columnDefinitions={columns}
      empty={empty}
      pagination={
        <Pagination
          ariaLabels={PAGINATION_LABELS}
          currentPageIndex={pageIndex}
          pagesCount={Math.max(1, Math.ceil(total / pageSize))}
          onChange={({ detail }) => setPageIndex(detail.currentPageIndex)}
        />
      }
      preferences={
        <CollectionPreferences
          title="Preferences"
          confirmLabel="Confirm"
          cancelLabel="Cancel"
          preferences={{ pageSize }}
          pageSizePreference={{
            title: 'Page size',
            options: PAGE_SIZES.map((size) => ({ value: size, label: `${size} readings` })),
          }}
          onConfirm={({ detail }) => {
            setPageSize(detail.pageSize ?? pageSize);
            setPageIndex(1);
          }}
        />
      }
    />
  );
}

export function AssetTabs({
  asset,
  isManager,
  pmEnabled,
  initialTab,
  fromPmList = null,
}: {
  asset: AssetDetail;
  isManager: boolean;
  pmEnabled: boolean;
  initialTab?: string;
  /** A PM list row action to open in the PM Plan tab (maintenance 2.4). */
  fromPmList?: FromPmListState | null;
}) {
  const tabs: TabsProps.Tab[] = [
    {
      id: 'inspections',
      label: 'Inspections',
      content: <InspectionsTab asset={asset} />,
    },
    {
      id: 'issues',
      label: (
        <span className="ac-tab-label">
          Issues{' '}
          <Badge color={asset.openIssuesCount > 0 ? 'red' : 'grey'}>{badgeText(asset.openIssuesCount)}</Badge>
        </span>
      ),
      content: <IssuesTab asset={asset} />,
    },
  ];
  if (isManager && pmEnabled) {
    tabs.push(
      {
        id: 'pm-plan',
        label: 'PM Plan',
        content: (
          <PmPlanTab
            assetId={asset.asset_id}
            assetName={asset.name}
            meterHours={asset.meter_hours}
            fromList={fromPmList}
          />
        ),
      },
      {
        id: 'maintenance-history',
        label: 'Maintenance History',
        content: (
          <MaintenanceHistory
            assetId={asset.asset_id}
            assetName={asset.name}
            internalAssetId={asset.internal_asset_id}
          />
        ),
      },
      {
        id: 'pm-notifications',
        label: 'Notifications',
        content: <AssetPmNotificationsTab assetId={asset.asset_id} />,
      },
    );
  }
  if (isManager)
    tabs.push({ id: 'meter-history', label: 'Meter History', content: <MeterHistoryTable asset={asset} /> });
  // The open tab is kept in the URL (?tab=issues, replacing the entry), so Back from an issue or
  // an inspection opened in a tab shows that tab again with its list as it was.
  const [params, setParams] = useSearchParams();
  const routeState: unknown = useLocation().state;
  const wanted = params.get('tab') ?? initialTab;
  const active = tabs.some((t) => t.id === wanted) ? wanted! : tabs[0].id;
  const setActive = (tab: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true, state: routeState },
    );
  return (
    <Tabs
      variant="container"
      tabs={tabs}
      ariaLabel="Asset tabs"
      activeTabId={active}
      onChange={({ detail }) => setActive(detail.activeTabId)}
    />
  );
}
