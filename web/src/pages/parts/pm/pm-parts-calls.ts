/**
 * Parts on PMs (issue 25 item 3), the web side: the parts domain answers whether PMs' sites have
 * the parts they need (Part/GetPmPartsStatus, one call per PM list page) and saves a PM's parts
 * (Part/SetPmParts). PM is below parts on the server, so the PM list and the PM's drawer compose
 * this answer beside their own rows.
 */
import { useQuery } from '@tanstack/react-query';
import { PartsApi } from '@shared/parts/api';
import type { PmPartsStatus } from '@shared/parts/schemas';
import { callApi } from '../../../app/api/client';
import { partsKeys } from '../parts-keys';

/** The PMs' parts answers by asset_pm_id (a quiet failure: the column stays blank). */
export function usePmPartsStatus(assetPmIds: readonly string[]) {
  const ids = [...new Set(assetPmIds)].sort();
  return useQuery({
    queryKey: [...partsKeys.pmStatus, ...ids],
    enabled: ids.length > 0,
    queryFn: async () => {
      const { list } = (
        await callApi(PartsApi.getPmPartsStatus, { body: { asset_pm_ids: ids } }, { quiet: true })
      ).data;
      return new Map<string, PmPartsStatus>(list.map((s) => [s.asset_pm_id, s]));
    },
  });
}

/** Saves the PM's whole list of parts; the answer is the PM's new status. */
export const savePmParts = async (assetPmId: string, parts: { part_id: string; quantity: number }[]) =>
  (await callApi(PartsApi.setPmParts, { body: { asset_pm_id: assetPmId, parts } }, { quiet: true })).data;
