/**
 * Downtime from a work order (issue 25 item 5): "Mark asset down" and "Back in service" on the work
 * order's page. The work order must be one the caller reaches (maintenance staff: assigned to
 * them); the downtime itself is the reliability domain's operation. Planned when the caller says
 * the work is scheduled (rules.isPlannedDowntime).
 */
import { WorkOrdersApi } from '#shared/workorders/api.js';
import { ReliabilityMessages } from '#shared/reliability/messages.js';
import { isPlannedDowntime } from '#shared/reliability/rules.js';
import {
  markAssetDown as openDowntime,
  markAssetUp as closeDowntime,
  type DowntimeSource,
} from '#functions/reliability/index.js';
import { getAsset } from '#functions/assets/index.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import type { WorkOrderRecord } from '../store/workorders.js';
import { byOf, workOrderInScope, workScope } from './helpers.js';

const sourceOf = (w: WorkOrderRecord): DowntimeSource => ({
  kind: 'workorder',
  id: String(w.wo_id),
  label: `${w.wo_number} ${w.title}`,
});

/** POST WorkOrder/MarkAssetDown. */
export const markAssetDown = route(WorkOrdersApi.markAssetDown, async (request) => {
  const scope = await workScope(request);
  const w = await workOrderInScope(scope, request.body.wo_id);
  const { downtime_id, reason, planned } = request.body;
  // The asset's model and the work order's codes: where the reliability roll-ups count it.
  const asset = await getAsset(scope.tenant, w.asset_id);
  const row = await openDowntime(
    { tenant: scope.tenant, user: byOf(request.user) },
    {
      asset: {
        asset_id: w.asset_id,
        site_id: w.site_id,
        company_id: w.company_id,
        model_name: asset?.model_name ?? '',
      },
      codes: { problem_code: w.problem_code, cause_code: w.cause_code, remedy_code: w.remedy_code },
      downtime_id,
      reason,
      planned: isPlannedDowntime('workorder', planned),
      source: sourceOf(w),
    },
  );
  return ok(row, ReliabilityMessages.markedDown);
});

/** POST WorkOrder/MarkAssetUp. */
export const markAssetUp = route(WorkOrdersApi.markAssetUp, async (request) => {
  const scope = await workScope(request);
  const w = await workOrderInScope(scope, request.body.wo_id);
  const row = await closeDowntime(
    { tenant: scope.tenant, user: byOf(request.user) },
    { asset_id: w.asset_id, request_id: request.body.request_id, source: sourceOf(w) },
  );
  return ok(row, ReliabilityMessages.backInService);
});
