/**
 * Parts on PMs (issue 25 item 3): POST Part/SetPmParts saves the parts an asset PM needs (checked
 * here, stored with the PM through pm's public module), POST Part/GetPmPartsStatus answers for a
 * page of PMs whether their sites have them. Scope is the PM calls' (pm's public pmScope): the
 * active site, or the company's PM sites under all-sites; the tenant is the verified token's.
 */
import { PartsApi } from '#shared/parts/api.js';
import { PartMessages } from '#shared/parts/messages.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { pmScope, readAssetPmParts, scopedAssetPmParts, setAssetPmParts } from '#functions/pm/index.js';
import { checkPmParts, pmPartsStatuses } from '../operations/pm-parts.js';

/** POST Part/SetPmParts: the PM's whole parts list, each an active part of the asset's company. */
export const setPmParts = route(PartsApi.setPmParts, async (request) => {
  const scope = await pmScope(request);
  const pm = await scopedAssetPmParts(scope, request.body.asset_pm_id);
  await checkPmParts(scope.tenant, pm.company_id, request.body.parts);
  const saved = await setAssetPmParts(scope.tenant, pm, request.body.parts);
  const [status] = await pmPartsStatuses(scope.tenant, [saved]);
  return ok(status, PartMessages.pmPartsSaved);
});

/** POST Part/GetPmPartsStatus: per PM in scope (others left out), its parts and the site's quantities. */
export const getPmPartsStatus = route(PartsApi.getPmPartsStatus, async (request) => {
  const scope = await pmScope(request);
  const pms = await readAssetPmParts(scope, request.body.asset_pm_ids);
  return ok({ list: await pmPartsStatuses(scope.tenant, pms) });
});
