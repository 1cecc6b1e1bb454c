/**
 * /assets/details/{assetId} (spec 2.7, 4, 5, 6): breadcrumb 'Assets > {internal id}', the info
 * card (a manager's menu opens the Edit drawer), the Activity Log beside it, and the tabs below.
 */
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Box from '@cloudscape-design/components/box';
import { Role } from '@shared/codes';
import { Messages } from '@shared/messages';
import { useSession } from '../../../app/session/session-store';
import { showsMaintenance } from '../../../app/shell/active-site';
import { useReturnToList } from '../../../components/list-kit/return-to-list';
import { withQueryClient } from '../../../components/query/query-client';
import { ActivityLog } from './ActivityLog';
import { AssetInfoCard } from './AssetInfoCard';
import { AssetTabs } from './AssetTabs';
import { useAssetDetail } from './asset-calls';
import { prefetchAssetPage } from './prefetch';
import { MaintenanceCostCard } from './MaintenanceCostCard';
import { fromPmList } from '../../pm/list/pm-list-navigation';
import { AvailabilityCard } from '../../reliability/downtime/AvailabilityCard';
import { AVAILABILITY_READ_ROLES } from '@shared/reliability/rules';
import { lazyComponent } from '../../../components/lazy-component';
import './asset-details.css';

// The Edit drawer's code comes when it opens, not with the page.
const EditAssetDrawer = lazyComponent(() => import('./EditAssetDrawer'), 'EditAssetDrawer');

function AssetsBreadcrumb({ assetId, internalId }: { assetId: string; internalId: string }) {
  const navigate = useNavigate();
  const listUrl = useReturnToList('/assets');
  return (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      items={[
        { text: 'Assets', href: listUrl },
        { text: internalId, href: `/assets/details/${assetId}` },
      ]}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href === listUrl) navigate(listUrl);
      }}
    />
  );
}

interface DetailsRouteState {
  /** Arriving from the PM list with this flag opens the PM Plan tab (spec 2.7). */
  openPmPlan?: boolean;
}

export const AssetDetailsPage = withQueryClient(function AssetDetailsPage() {
  const { assetId = '' } = useParams();
  const id = Number(assetId);
  const session = useSession();
  const routeState = useLocation().state as DetailsRouteState | null;
  // A PM list row action (state fromPMList, value, action) opens the PM Plan tab and its dialog.
  const pmListAction = fromPmList(routeState);
  const openPmPlan = Boolean(routeState?.openPmPlan) || pmListAction !== null;
  const isManager = session.roleId === Role.Manager;
  const detail = useAssetDetail(id);
  const [editing, setEditing] = useState(false);
  // As the page opens, the tab it opens on asks for its first call beside the asset's call, rather
  // than once the asset is in and the tab drawn (the same queries: one call each; on a full load
  // they went out before). A tab opened later asks as it is drawn.
  const [params] = useSearchParams();
  const [openingTab] = useState(() => params.get('tab') ?? (openPmPlan ? 'pm-plan' : 'inspections'));
  useEffect(() => prefetchAssetPage(session, id, openingTab), [session, id, openingTab]);

  if (detail.isError || !Number.isSafeInteger(id) || id <= 0) {
    return (
      <SpaceBetween size="m">
        <AssetsBreadcrumb assetId={assetId} internalId={assetId} />
        <Alert type="error">{Messages.noDataFound}</Alert>
      </SpaceBetween>
    );
  }
  const asset = detail.data;
  if (!asset) {
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  }

  return (
    <SpaceBetween size="l">
      <AssetsBreadcrumb assetId={assetId} internalId={asset.internal_asset_id} />
      <Grid gridDefinition={[{ colspan: { default: 12, l: 8 } }, { colspan: { default: 12, l: 4 } }]}>
        <AssetInfoCard asset={asset} canEdit={isManager} onEdit={() => setEditing(true)} />
        <ActivityLog assetId={asset.asset_id} />
      </Grid>
      {isManager && showsMaintenance(session) && <MaintenanceCostCard assetId={asset.asset_id} />}
      {(AVAILABILITY_READ_ROLES as readonly (number | null)[]).includes(session.roleId) && (
        <AvailabilityCard assetId={asset.asset_id} timezone={asset.timezone} />
      )}
      <AssetTabs
        asset={asset}
        isManager={isManager}
        pmEnabled={showsMaintenance(session)}
        initialTab={openPmPlan ? 'pm-plan' : undefined}
        fromPmList={pmListAction}
      />
      {editing && (
        <Suspense fallback={null}>
          <EditAssetDrawer asset={asset} userId={session.loginData?.uuid} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </SpaceBetween>
  );
});
