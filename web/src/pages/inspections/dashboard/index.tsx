/**
 * /dashboard (spec 2.4), the manager's: summary cards, Pending Reviews (approve in place),
 * the Checked Out Assets drawer, the Outstanding Issues panel and the Activity Feed (and, where
 * maintenance shows, the Low stock card), all for the active site (or every site under All Sites). Executives are sent to /assets by the route guard.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSession } from '../../../app/session/session-store';
import { showsMaintenance } from '../../../app/shell/active-site';
import { withQueryClient } from '../../../components/query/query-client';
import { ActivityFeed } from './ActivityFeed';
import { CheckedOutPanel } from './CheckedOutPanel';
import {
  lowStockListUrl,
  useLowStock,
  useOutstandingIssues,
  usePendingAndCheckedOut,
} from './dashboard-calls';
import { OutstandingIssues } from './OutstandingIssues';
import { PendingReviews } from './PendingReviews';
import { PmDashboardTiles, useOpenPmList, useUpcomingPmCount } from './PmDashboard';
import { SummaryCards } from './SummaryCards';
import './dashboard.css';

export const DashboardPage = withQueryClient(function DashboardPage() {
  const session = useSession();
  const { siteId } = session;
  const navigate = useNavigate();
  const pmEnabled = showsMaintenance(session);
  const upcomingPms = useUpcomingPmCount(pmEnabled);
  const openPmList = useOpenPmList();
  const reviews = usePendingAndCheckedOut(siteId);
  const outstanding = useOutstandingIssues(siteId);
  const lowStock = useLowStock(siteId, pmEnabled);
  const [showCheckedOut, setShowCheckedOut] = useState(false);
  const report = outstanding.data?.reports[0];

  return (
    <SpaceBetween size="l">
      <SummaryCards
        checkedOut={reviews.data?.checkOutAssets.length}
        outstanding={reviews.data?.outStandingIssuesCount}
        onOpenCheckedOut={() => setShowCheckedOut(true)}
        onOpenIssues={() => navigate('/issues')}
        upcomingPms={pmEnabled ? { count: upcomingPms.data, onOpen: () => openPmList() } : undefined}
        lowStock={
          pmEnabled
            ? {
                count: lowStock.data?.low_stock_count,
                onOpen: () => navigate(lowStockListUrl(lowStock.data?.site_ids ?? [])),
              }
            : undefined
        }
      />
      {pmEnabled && <PmDashboardTiles />}
      <PendingReviews rows={reviews.data?.pendingInspection ?? []} loading={reviews.isPending} />
      <Grid gridDefinition={[{ colspan: { default: 12, l: 7 } }, { colspan: { default: 12, l: 5 } }]}>
        <OutstandingIssues
          assets={report?.asset_details ?? []}
          modifiedAt={report?.modified_at ?? null}
          loading={outstanding.isPending}
        />
        <ActivityFeed siteId={siteId} />
      </Grid>
      {showCheckedOut && (
        <CheckedOutPanel rows={reviews.data?.checkOutAssets ?? []} onClose={() => setShowCheckedOut(false)} />
      )}
    </SpaceBetween>
  );
});
