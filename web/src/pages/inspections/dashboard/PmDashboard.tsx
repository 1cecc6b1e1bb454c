/**
 * The dashboard's PM parts (core-platform 2.4; only on a PM-enabled site): the Upcoming PMs
 * count for its summary card and the PM metric tiles (Overdue, In Progress, Waiting, Open), a
 * tile opening the PM list on its status (31, 33, 42, 43), marked as coming from the dashboard.
 */
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../app/session/session-store';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { PmMetricTiles } from '../../../components/pm/PmMetricTiles';
import { PM_LIST_PATH, type FromDashboardState } from '../../pm/list/pm-list-navigation';
import { pmMetricsQuery, upcomingPmsQuery } from './dashboard-calls';

/** Opens the PM list as the dashboard does (Current/Upcoming, and a tile's status). */
export function useOpenPmList() {
  const navigate = useNavigate();
  return (pmStatus?: number) =>
    navigate(PM_LIST_PATH, {
      state: { fromDashboard: true, ...(pmStatus ? { pmStatus } : {}) } satisfies FromDashboardState,
    });
}

export function useUpcomingPmCount(enabled: boolean) {
  const scope = sessionListScope(useSession());
  return useQuery({ ...upcomingPmsQuery(scope), enabled });
}

export function PmDashboardTiles() {
  const scope = sessionListScope(useSession());
  const open = useOpenPmList();
  const metrics = useQuery(pmMetricsQuery(scope));
  return (
    <PmMetricTiles
      counts={metrics.data}
      loading={metrics.isPending}
      failed={metrics.isError}
      selected={0}
      onSelect={(status) => open(status)}
    />
  );
}
