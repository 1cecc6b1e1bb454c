/**
 * The sidebar's Requests badge (core spec 2.2, maintenance 2.7): the active site's open request
 * count (GET MaintenanceRequest/GetMaintenanceRequestOpenStatusCount, read from a counter the
 * server keeps with the request writes). Only for the roles that see Requests, where the site shows
 * maintenance; cached with the requests, so every request or work order write reloads it. A failed
 * load shows no badge.
 */
import { useQuery } from '@tanstack/react-query';
import { RequestsApi } from '@shared/requests/api';
import { REQUEST_ROLES } from '@shared/requests/rules';
import { callApi } from '../api/client';
import { queryClient } from '../../components/query/query-client';

/** requestsKeys.openCount (pages/requests/list/requests-keys.ts) under its scope. */
const openCountKey = (scope: string) => ['requests', 'open-count', scope] as const;

export function useOpenRequestsCount(
  roleId: number | null,
  siteId: number | null,
  showMaintenance: boolean,
): number | undefined {
  const enabled = showMaintenance && (REQUEST_ROLES as readonly number[]).includes(roleId ?? 0);
  const query = useQuery(
    {
      queryKey: openCountKey(`${roleId}:${siteId}`),
      enabled,
      queryFn: async () =>
        (await callApi(RequestsApi.getOpenStatusCount, {}, { quiet: true })).data.openMRCount,
      refetchInterval: 60_000,
    },
    queryClient,
  );
  return enabled ? query.data : undefined;
}
