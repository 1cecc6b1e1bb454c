/**
 * The active site's assets for the request and work order forms' Asset field (spec maintenance 7
 * 'getAllAssetForTree': the data list of assets). Loaded once per scope and cached; a failure is an
 * empty list (spec 8).
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/api/client';
import type { PickableAsset } from './AssetSelectField';

export function useSiteAssets(scope: string, enabled = true) {
  const query = useQuery({
    queryKey: ['maintenance', 'assets', scope],
    enabled,
    staleTime: 60_000,
    queryFn: async () =>
      (await apiRequest<{ data: PickableAsset[] }>('GET', 'MaintenanceRequest/GetAllAssetForTree', { quiet: true })
        .then((answer) => answer.data)
        .catch(() => [])) as PickableAsset[],
  });
  return { assets: query.data ?? [], loading: query.isPending && enabled };
}
